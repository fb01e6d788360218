"""Agent-side bookkeeping of tool calls: `ToolCallTracker` remembers each call's state and builds its updates.

An agent names a tool call by its own id (the model's call id, say); the tracker gives it an ACP tool call id, keeps
its merged state, and returns the `tool_call` / `tool_call_update` session updates to send:

    tracker = ToolCallTracker()
    await conn.session_update(session_id, tracker.start("call-7", title="Run tests", kind="execute"))
    await conn.session_update(session_id, tracker.progress("call-7", status="completed"))
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..helpers import text_block, tool_content
from ..schema import ToolCallLocation, ToolCallProgress, ToolCallStart, ToolCallStatus, ToolCallUpdate, ToolKind
from ._copies import copies

__all__ = [
    "UNSET",
    "ToolCallTracker",
    "TrackedToolCallView",
]


class _Unset:
    """The type of `UNSET`."""

    def __repr__(self) -> str:
        return "UNSET"


# The default of `progress` and `append_stream_text` arguments: "leave this field alone". None cannot say it, since
# passing None clears a field.
UNSET: Any = _Unset()


class _MissingTitleError(ValueError):
    """A `tool_call` start needs a title and the tracked call has none."""

    def __init__(self) -> None:
        super().__init__("title must be set before sending a ToolCallStart")


class _UnknownToolCallError(KeyError):
    """No tool call is tracked under this external id. A KeyError, as a failed lookup is, with a readable message
    (KeyError's own would print only the quoted id)."""

    def __init__(self, external_id: str) -> None:
        self.external_id = external_id
        super().__init__(external_id)

    def __str__(self) -> str:
        return f"Unknown tool call id: {self.external_id}"


class TrackedToolCallView(BaseModel):
    """A read-only copy of a tracked tool call's current state."""

    model_config = ConfigDict(frozen=True)

    tool_call_id: str
    title: str | None
    kind: ToolKind | None
    status: ToolCallStatus | None
    content: tuple[Any, ...] | None
    locations: tuple[ToolCallLocation, ...] | None
    raw_input: Any
    raw_output: Any


class _TrackedToolCall:
    """The mutable state of one tool call, merged from its start and every update since."""

    def __init__(
        self,
        tool_call_id: str,
        *,
        title: str | None,
        kind: ToolKind | None,
        status: ToolCallStatus | None,
        content: Sequence[Any] | None,
        locations: Sequence[ToolCallLocation] | None,
        raw_input: Any,
        raw_output: Any,
    ) -> None:
        self.tool_call_id = tool_call_id
        self.title = title
        self.kind = kind
        self.status = status
        self.content = copies(content)
        self.locations = copies(locations)
        self.raw_input = raw_input
        self.raw_output = raw_output
        # The text streamed so far by `append_stream_text`; each update resends all of it.
        self.streamed: str | None = None

    def fields(self) -> dict[str, Any]:
        """The state as keyword arguments of a tool call model, with fresh copies of the models it holds."""
        return {
            "tool_call_id": self.tool_call_id,
            "title": self.title,
            "kind": self.kind,
            "status": self.status,
            "content": copies(self.content),
            "locations": copies(self.locations),
            "raw_input": self.raw_input,
            "raw_output": self.raw_output,
        }

    def view(self) -> TrackedToolCallView:
        fields = self.fields()
        # An empty list and no list read the same in a view: None.
        fields["content"] = tuple(fields["content"]) if fields["content"] else None
        fields["locations"] = tuple(fields["locations"]) if fields["locations"] else None
        return TrackedToolCallView(**fields)

    def start(self) -> ToolCallStart:
        if self.title is None:
            raise _MissingTitleError()
        return ToolCallStart(session_update="tool_call", **self.fields())

    def update(self, changes: dict[str, Any]) -> ToolCallProgress:
        """Merge the changed fields (UNSET ones are left out) and return the update that carries just them."""
        sent: dict[str, Any] = {}
        for name, value in changes.items():
            if value is UNSET:
                continue
            if name in ("content", "locations"):
                value = copies(value)
                # The update gets its own copies, so that changing what was sent cannot change the state.
                sent[name] = copies(value)
            else:
                sent[name] = value
            setattr(self, name, value)
        return ToolCallProgress(session_update="tool_call_update", tool_call_id=self.tool_call_id, **sent)


class ToolCallTracker:
    """Tracks an agent's tool calls by the agent's own ids and builds the session updates that report them."""

    def __init__(self, *, id_factory: Callable[[], str] | None = None) -> None:
        """`id_factory` makes the ACP tool call id of each new call; by default a random uuid4 hex string."""
        self._id_factory = id_factory if id_factory is not None else _random_id
        self._calls: dict[str, _TrackedToolCall] = {}

    def start(
        self,
        external_id: str,
        *,
        title: str,
        kind: ToolKind | None = None,
        status: ToolCallStatus | None = "in_progress",
        content: Sequence[Any] | None = None,
        locations: Sequence[ToolCallLocation] | None = None,
        raw_input: Any = None,
        raw_output: Any = None,
    ) -> ToolCallStart:
        """Track a new tool call under `external_id` (replacing any call tracked under it) and return the
        `tool_call` update that announces it, with a fresh ACP tool call id."""
        call = _TrackedToolCall(
            self._id_factory(),
            title=title,
            kind=kind,
            status=status,
            content=content,
            locations=locations,
            raw_input=raw_input,
            raw_output=raw_output,
        )
        self._calls[external_id] = call
        return call.start()

    def progress(
        self,
        external_id: str,
        *,
        title: Any = UNSET,
        kind: Any = UNSET,
        status: Any = UNSET,
        content: Any = UNSET,
        locations: Any = UNSET,
        raw_input: Any = UNSET,
        raw_output: Any = UNSET,
    ) -> ToolCallProgress:
        """Change the given fields of a tracked call and return the `tool_call_update` that carries them.

        Fields left UNSET stay as they are and are not in the update; None clears a field. Raises KeyError for an
        unknown `external_id`."""
        return self._call(external_id).update(
            {
                "title": title,
                "kind": kind,
                "status": status,
                "content": content,
                "locations": locations,
                "raw_input": raw_input,
                "raw_output": raw_output,
            }
        )

    def append_stream_text(
        self,
        external_id: str,
        text: str,
        *,
        title: Any = UNSET,
        status: Any = UNSET,
    ) -> ToolCallProgress:
        """Append `text` to what this call has streamed so far and return the update whose `content` is all of it,
        as a single text block (replacing the call's content); `title` and `status` change too when given."""
        call = self._call(external_id)
        call.streamed = (call.streamed or "") + text
        content = [tool_content(text_block(call.streamed))]
        return call.update({"title": title, "status": status, "content": content})

    def forget(self, external_id: str) -> None:
        """Stop tracking a call (once it is finished); an unknown id is ignored."""
        self._calls.pop(external_id, None)

    def view(self, external_id: str) -> TrackedToolCallView:
        """A read-only copy of a tracked call's current state. Raises KeyError for an unknown `external_id`."""
        return self._call(external_id).view()

    def tool_call_model(self, external_id: str) -> ToolCallUpdate:
        """A copy of a tracked call's state as a `ToolCallUpdate`, the form a permission request names a tool call
        in. Raises KeyError for an unknown `external_id`."""
        return ToolCallUpdate(**self._call(external_id).fields())

    def _call(self, external_id: str) -> _TrackedToolCall:
        try:
            return self._calls[external_id]
        except KeyError:
            raise _UnknownToolCallError(external_id) from None


def _random_id() -> str:
    return uuid.uuid4().hex
