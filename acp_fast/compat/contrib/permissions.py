"""Agent-side permission requests: `PermissionBroker` asks the client to approve a tool call.

The broker builds the `session/request_permission` request for a tool call (taken from a `ToolCallTracker` or given)
and hands it to a `requester` coroutine function, typically one that sends it over the agent's connection:

    async def requester(request: RequestPermissionRequest) -> RequestPermissionResponse:
        return await conn.request_permission(request.session_id, request.tool_call, request.options)

    broker = PermissionBroker(session_id, requester, tracker=tracker)
    response = await broker.request_for("call-7", description="Delete the build directory")
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..helpers import text_block, tool_content
from ..schema import PermissionOption, RequestPermissionRequest, RequestPermissionResponse, ToolCallUpdate
from .tool_calls import ToolCallTracker

# The public API, as the official module lists it; the error classes below are public attributes as well.
__all__ = [
    "PermissionBroker",
    "default_permission_options",
]


class PermissionBrokerError(ValueError):
    """A permission request the broker cannot build, for want of what it needs."""


class MissingToolCallError(PermissionBrokerError):
    """`request_for` was given no tool call and the broker has no tracker to take it from."""

    def __init__(self) -> None:
        super().__init__("tool_call must be provided when no ToolCallTracker is configured")


class MissingPermissionOptionsError(PermissionBrokerError):
    """A permission request would offer no option to choose."""

    def __init__(self) -> None:
        super().__init__("PermissionBroker requires at least one permission option")


def default_permission_options() -> tuple[PermissionOption, PermissionOption, PermissionOption]:
    """The usual choices: approve once (`approve`), approve for the session (`approve_for_session`), reject once
    (`reject`)."""
    return (
        PermissionOption(option_id="approve", name="Approve", kind="allow_once"),
        PermissionOption(option_id="approve_for_session", name="Approve for session", kind="allow_always"),
        PermissionOption(option_id="reject", name="Reject", kind="reject_once"),
    )


def _option_copies(options: Sequence[PermissionOption]) -> tuple[PermissionOption, ...]:
    # Copies, so that a caller changing its options afterwards cannot change what the broker sends.
    return tuple(option.model_copy(deep=True) for option in options)


class PermissionBroker:
    """Builds the permission requests of one session and sends them through `requester`."""

    def __init__(
        self,
        session_id: str,
        requester: Callable[[RequestPermissionRequest], Awaitable[RequestPermissionResponse]],
        *,
        tracker: ToolCallTracker | None = None,
        default_options: Sequence[PermissionOption] | None = None,
    ) -> None:
        """`tracker` is where `request_for` finds tool calls by external id; `default_options` are offered when a
        request names none (no options or an empty sequence: `default_permission_options()`)."""
        self._session_id = session_id
        self._requester = requester
        self._tracker = tracker
        self._default_options = _option_copies(default_options or default_permission_options())

    async def request_for(
        self,
        external_id: str,
        *,
        description: str | None = None,
        options: Sequence[PermissionOption] | None = None,
        content: Sequence[Any] | None = None,
        tool_call: ToolCallUpdate | None = None,
    ) -> RequestPermissionResponse:
        """Ask the client to approve a tool call and return its answer.

        The tool call is `tool_call` if given (copied), else the tracker's state of the call tracked as
        `external_id`. `content` replaces the tool call's content; `description` is appended to it as a text entry.
        `options` (or, if none or empty, the broker's defaults) are the choices offered."""
        if tool_call is not None:
            tool_call = tool_call.model_copy(deep=True)
        elif self._tracker is not None:
            tool_call = self._tracker.tool_call_model(external_id)
        else:
            raise MissingToolCallError()

        if content is not None:
            tool_call.content = [item.model_copy(deep=True) for item in content]
        if description:
            tool_call.content = [*(tool_call.content or []), tool_content(text_block(description))]

        offered = _option_copies(options or self._default_options)
        if not offered:
            raise MissingPermissionOptionsError()

        request = RequestPermissionRequest(session_id=self._session_id, tool_call=tool_call, options=list(offered))
        return await self._requester(request)
