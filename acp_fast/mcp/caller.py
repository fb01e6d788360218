"""The consumer side of MCP over ACP: an agent calls the MCP servers its client (or a proxy) offers through the ACP
connection (docs/mcp.md).

`McpCaller(connection)` sends inner MCP requests as `mcp/message` requests and routes the provider's `mcp/message`
notifications to the request they belong to. `caller.server(server_id)` is a small client of one server
(`list_tools`, `call_tool`, resources, prompts) that needs nothing but acp-fast; `mcp_client_transport` (module
`acp_fast.mcp.sdk_client`, the `mcp` extra) hands a server to the MCP SDK's own `mcp.Client` instead.

Each request gets a fresh `requestId` (`mcp-request:<uuid>` unless given), carries the MCP 2026-07-28 `_meta`
envelope (protocol version, client capabilities and info), returns the inner result, and raises `McpError` for an
inner error and `RequestError` for an outer (binding) one. Cancelling the awaiting task, or a `timeout`, cancels the
`mcp/message` request (`$/cancel_request`), which cancels the inner request at the provider.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import RequestError
from ._binding import MCP_MESSAGE_METHOD, outcome_of, with_request_meta

if TYPE_CHECKING:
    from ..connection import Connection

__all__ = ["McpCaller", "McpServerClient", "Notification"]

logger = logging.getLogger("acp_fast.mcp")

Notification = Callable[[str, "dict[str, Any] | None"], Any]
"""`on_notification(method, params)`: an inner notification for the request that was given it."""


class McpCaller:
    """Inner MCP requests over one ACP connection (the agent's, to its client).

    It handles the connection's `mcp/message` notifications (one caller per connection): those of its active
    requests go to their `on_notification`; the others (unknown or answered requests) to `unclaimed(params)` when
    set (a proxy passes them on), else they are dropped. `client_info` (`{"name", "version"}`) and
    `client_capabilities` go into every request's `_meta`.
    """

    def __init__(
        self,
        connection: Connection,
        *,
        client_info: dict[str, Any] | None = None,
        client_capabilities: dict[str, Any] | None = None,
        unclaimed: Callable[[dict[str, Any]], Any] | None = None,
    ) -> None:
        self.connection = connection
        self.client_info = client_info
        self.client_capabilities = client_capabilities if client_capabilities is not None else {}
        self.unclaimed = unclaimed
        self._active: dict[tuple[str, str], Notification | None] = {}
        connection.on_notification(MCP_MESSAGE_METHOD, self._on_notification)

    async def request(
        self,
        server_id: str,
        method: str,
        params: dict[str, Any] | None = None,
        *,
        request_id: str | None = None,
        on_notification: Notification | None = None,
        progress: bool | None = None,
        timeout: float | None = None,
    ) -> Any:
        """Send `method(params)` to the server `server_id` and return the inner result.

        The provider's notifications for it are passed to `on_notification(method, params)`. With `progress`
        (default: when `on_notification` is given) the request asks for progress notifications
        (`_meta.progressToken`, its `requestId`, unless the params set one).
        Raises `McpError` (the server's error), `RequestError` (a binding failure: unknown server -33001, ...;
        -32800 when the provider cancelled it), `TimeoutError` after `timeout` seconds (the request is then
        cancelled), ValueError when `request_id` is already active for that server.
        """
        if progress is None:
            progress = on_notification is not None
        request_id = f"mcp-request:{uuid.uuid4()}" if request_id is None else request_id
        key = (server_id, request_id)
        if key in self._active:
            raise ValueError(f"the MCP request id {request_id!r} is already active for the server {server_id!r}")
        message = {
            "serverId": server_id,
            "requestId": request_id,
            "method": method,
            "params": with_request_meta(
                params, self.client_capabilities, self.client_info, progress_token=request_id if progress else None
            ),
        }
        self._active[key] = on_notification
        try:
            sent = self.connection.send_request(MCP_MESSAGE_METHOD, message)
        except BaseException:
            del self._active[key]
            raise
        answered = asyncio.get_running_loop().create_future()

        def settled(outcome: Any) -> None:
            # As the answer is routed: no notification read after it reaches `on_notification`.
            self._active.pop(key, None)
            if not answered.done():
                answered.set_result(outcome)

        sent.on_result(settled)
        try:
            async with asyncio.timeout(timeout):
                answer = await answered
        except BaseException:
            self._active.pop(key, None)
            sent.cancel()  # the caller gave up (cancelled, timed out): `$/cancel_request`, once
            raise
        if isinstance(answer, RequestError):
            raise answer
        return outcome_of(answer)

    def server(self, server_id: str) -> McpServerClient:
        """A client of one server."""
        return McpServerClient(self, server_id)

    def _on_notification(self, params: Any) -> None:
        if type(params) is not dict:
            logger.debug("dropped an mcp/message notification whose params are not an object")
            return
        key = (params.get("serverId"), params.get("requestId"))
        if key not in self._active:  # unknown, or answered already: not ours
            if self.unclaimed is not None:
                self.unclaimed(params)
            else:
                logger.debug("dropped an mcp/message notification for %r", key)
            return
        listener = self._active[key]
        if listener is None:  # nobody listening
            return
        method, inner = params.get("method"), params.get("params")
        if type(method) is not str:
            logger.debug("dropped an mcp/message notification with no method")
            return
        try:
            listener(method, inner if type(inner) is dict else None)
        except Exception:
            logger.exception("the on_notification listener of the MCP request %r failed", key)


class McpServerClient:
    """The common MCP requests to one server, each returning the inner result as JSON (a dict)."""

    def __init__(self, caller: McpCaller, server_id: str) -> None:
        self.caller = caller
        self.server_id = server_id

    async def request(self, method: str, params: dict[str, Any] | None = None, **options: Any) -> Any:
        """Any inner request (options as `McpCaller.request`)."""
        return await self.caller.request(self.server_id, method, params, **options)

    async def discover(self) -> Any:
        return await self.request("server/discover")

    async def list_tools(self, cursor: str | None = None) -> Any:
        return await self.request("tools/list", _page(cursor))

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any] | None = None,
        *,
        on_notification: Notification | None = None,
        timeout: float | None = None,
    ) -> Any:
        """`tools/call`: the result (`content`, `isError`, `structuredContent`); a tool's own failure is a result
        with `isError`, not an exception."""
        params = {"name": name, "arguments": arguments or {}}
        return await self.request("tools/call", params, on_notification=on_notification, timeout=timeout)

    async def list_resources(self, cursor: str | None = None) -> Any:
        return await self.request("resources/list", _page(cursor))

    async def read_resource(self, uri: str) -> Any:
        return await self.request("resources/read", {"uri": uri})

    async def list_prompts(self, cursor: str | None = None) -> Any:
        return await self.request("prompts/list", _page(cursor))

    async def get_prompt(self, name: str, arguments: dict[str, str] | None = None) -> Any:
        return await self.request("prompts/get", {"name": name, "arguments": arguments or {}})


def _page(cursor: str | None) -> dict[str, Any]:
    return {} if cursor is None else {"cursor": cursor}
