"""`from_mcp_server`: an MCP server written with the official MCP Python SDK (`mcp` on PyPI, the `mcp` extra) as
the handler of an `McpProvider` (docs/mcp.md).

The SDK's server runs as it does over stdio: its `run()` loop, here over in-memory streams. Each inner request goes
in with an id of this adapter's own (so requests of several connections never collide) and its answer comes back to
the `mcp/message` request that carried it; the notifications the server relates to a request (progress, log
messages) go out as that request's `mcp/message` notifications. Cancelling a call sends the server MCP's own
`notifications/cancelled`, which cancels the tool's task. The session is opened in MCP revision 2026-07-28, the
binding's (a `server/discover` before the first request), and requests the revision does not have (`initialize`,
notifications) are answered "Method not found" without reaching the server.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import math
from typing import Any

import anyio
import mcp.types as mcp_types
from mcp.server import MCPServer, Server
from mcp.shared.message import ServerMessageMetadata, SessionMessage

from ..errors import ErrorCode, RequestError
from ._binding import (
    MCP_PROTOCOL_VERSION,
    META_CLIENT_CAPABILITIES,
    META_PROTOCOL_VERSION,
    McpError,
    backend_failed,
)
from .provider import McpCall

__all__ = ["McpSdkServer", "from_mcp_server"]

logger = logging.getLogger("acp_fast.mcp")

_LEGACY_HANDSHAKE = "initialize"  # how the revisions before 2026-07-28 open a session
_DISCOVER_PARAMS = {"_meta": {META_PROTOCOL_VERSION: MCP_PROTOCOL_VERSION, META_CLIENT_CAPABILITIES: {}}}


def from_mcp_server(server: MCPServer | Server[Any]) -> McpSdkServer:
    """An `McpProvider` handler serving `server` (an `mcp.server.MCPServer` or a low-level `mcp.server.Server`)."""
    return McpSdkServer(server)


class McpSdkServer:
    """The handler `from_mcp_server` makes: call it with an `McpCall`; `aclose()` stops the server's loop."""

    def __init__(self, server: MCPServer | Server[Any]) -> None:
        # MCPServer keeps its low-level server private; the SDK's own in-memory transport reads it the same way.
        self.server: Server[Any] = server._lowlevel_server if isinstance(server, MCPServer) else server
        self._ids = itertools.count(1)
        self._pending: dict[int, tuple[asyncio.Future[Any], McpCall | None]] = {}
        self._opening: asyncio.Task[Any] | None = None
        self._tasks: list[asyncio.Task[Any]] = []
        self._to_server: Any = None
        self._streams: list[Any] = []  # all four ends, closed by aclose
        self._stopped: BaseException | None = None

    async def __call__(self, call: McpCall) -> Any:
        if call.method == _LEGACY_HANDSHAKE or call.method.startswith("notifications/"):
            raise McpError(ErrorCode.METHOD_NOT_FOUND, "Method not found", call.method)
        await self._start()
        return await self._request(call.method, call.params, call)

    async def aclose(self) -> None:
        """Stop the server's loop; calls still waiting, and later ones, fail with -33002 "MCP server stopped"."""
        self._fail_pending(RuntimeError("the MCP server was closed"))
        tasks = [*self._tasks, *([self._opening] if self._opening is not None else [])]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for stream in self._streams:
            stream.close()

    # ------------------------------------------------------------------------------------------ the session

    async def _start(self) -> None:
        if self._stopped is not None:
            raise backend_failed("MCP server stopped", {"details": str(self._stopped)})
        if self._opening is None:
            loop = asyncio.get_running_loop()
            to_server, server_reads = anyio.create_memory_object_stream[SessionMessage | Exception](math.inf)
            server_writes, from_server = anyio.create_memory_object_stream[SessionMessage](math.inf)
            self._to_server = to_server
            self._streams = [to_server, server_reads, server_writes, from_server]
            options = self.server.create_initialization_options()
            self._tasks = [
                loop.create_task(self._run(server_reads, server_writes, options)),
                loop.create_task(self._read(from_server)),
            ]
            # Opens the session in the binding's revision; a task of its own, so that no caller's cancellation
            # leaves it half open.
            self._opening = loop.create_task(self._request("server/discover", _DISCOVER_PARAMS, None))
        try:
            await asyncio.shield(self._opening)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if self._stopped is not None and (current is None or not current.cancelling()):
                raise backend_failed("MCP server stopped", {"details": str(self._stopped)}) from None
            raise  # the caller's own cancellation
        except McpError as error:
            raise backend_failed(
                f"the MCP server does not speak MCP {MCP_PROTOCOL_VERSION}", {"server/discover": error.to_dict()}
            ) from error

    async def _run(self, reads: Any, writes: Any, options: Any) -> None:
        try:
            await self.server.run(reads, writes, options, raise_exceptions=False)
            self._fail_pending(RuntimeError("the MCP server's loop ended"))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            logger.error("the MCP server %r stopped", self.server.name, exc_info=True)
            self._fail_pending(exc)

    async def _request(self, method: str, params: dict[str, Any] | None, call: McpCall | None) -> Any:
        if self._stopped is not None:
            raise backend_failed("MCP server stopped", {"details": str(self._stopped)})
        inner_id = next(self._ids)
        future = asyncio.get_running_loop().create_future()
        self._pending[inner_id] = (future, call)
        try:
            request = mcp_types.JSONRPCRequest(jsonrpc="2.0", id=inner_id, method=method, params=params)
            await self._to_server.send(SessionMessage(request))
            message = await future
        except asyncio.CancelledError:
            if self._pending.pop(inner_id, None) is not None:
                self._cancel_inner(inner_id)
            raise
        finally:
            self._pending.pop(inner_id, None)
        if isinstance(message, mcp_types.JSONRPCError):
            raise McpError(message.error.code, message.error.message, message.error.data)
        return message.result

    def _cancel_inner(self, inner_id: int) -> None:
        """MCP's own cancellation: the server cancels the request's task and sends nothing for it."""
        note = mcp_types.JSONRPCNotification(
            jsonrpc="2.0", method="notifications/cancelled", params={"requestId": inner_id, "reason": "cancelled"}
        )
        try:
            self._to_server.send_nowait(SessionMessage(note))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass  # the server is gone: nothing left to cancel

    async def _read(self, from_server: Any) -> None:
        try:
            async with from_server:
                async for session_message in from_server:
                    try:
                        await self._take(session_message)
                    except Exception:  # one message's trouble (a listener that raised) is not the session's
                        logger.exception("the MCP server %r sent what could not be passed on", self.server.name)
        finally:
            self._fail_pending(RuntimeError("the MCP server's output ended"))

    async def _take(self, session_message: SessionMessage) -> None:
        message = session_message.message
        if isinstance(message, mcp_types.JSONRPCResponse | mcp_types.JSONRPCError):
            pending = self._pending.get(message.id) if type(message.id) is int else None
            if pending is not None and not pending[0].done():
                pending[0].set_result(message)
        elif isinstance(message, mcp_types.JSONRPCNotification):
            self._relay(session_message, message)
        else:  # a request to the client: the revision has none, and nothing here could answer it
            error = mcp_types.ErrorData(
                code=ErrorCode.METHOD_NOT_FOUND, message="Method not found", data=message.method
            )
            await self._to_server.send(
                SessionMessage(mcp_types.JSONRPCError(jsonrpc="2.0", id=message.id, error=error))
            )

    def _relay(self, session_message: SessionMessage, message: mcp_types.JSONRPCNotification) -> None:
        metadata = session_message.metadata
        related = metadata.related_request_id if isinstance(metadata, ServerMessageMetadata) else None
        pending = self._pending.get(related) if isinstance(related, int) else None
        if pending is None or pending[1] is None:
            logger.debug("dropped the MCP notification %s: it belongs to no active request", message.method)
            return
        pending[1].notify(message.method, message.params)

    def _fail_pending(self, cause: BaseException) -> None:
        if self._stopped is None:
            self._stopped = cause
        error: RequestError = backend_failed("MCP server stopped", {"details": str(cause)})
        for future, _ in list(self._pending.values()):
            if not future.done():
                future.set_exception(error)
