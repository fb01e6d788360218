"""The provider side of MCP over ACP: the MCP servers a client or a proxy offers the agent through the ACP
connection (docs/mcp.md).

An `McpProvider` holds the servers one connection offers. Each is a *handler*, `async def handler(call: McpCall)`,
that returns the inner MCP result or raises `McpError` for an inner error; `from_mcp_server` makes one of a server
written with the official MCP Python SDK. The provider answers `mcp/message` requests by the binding's rules:

- the params are checked (`serverId`, `requestId`, `method` strings; `params` an object or null): else -32602;
- an unknown `serverId` is -33001, a `requestId` already active for that server -32602, more than
  `max_active_requests` active requests -33000: outer ACP errors, as for every binding failure;
- the handler's result is answered `{"result": ...}`, its `McpError` `{"error": {...}}`; any other exception, or
  no answer within `timeout` seconds, is -33002 naming the server and the method;
- a `$/cancel_request` for the `mcp/message` request cancels the handler (the MCP SDK adapter then cancels the inner
  request on the MCP side) and is answered -32800;
- `call.notify(method, params)` sends an `mcp/message` notification for the active request, with its `serverId`
  and `requestId`; once the request is answered its notifications are dropped, so none arrives after the answer.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import ErrorCode, RequestError
from ._binding import (
    MCP_MESSAGE_METHOD,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    BindingFailure,
    McpError,
    backend_failed,
    declaration,
    read_message,
    takes_acp_servers,
)

if TYPE_CHECKING:
    from ..connection import Connection
    from ..incoming import Responder
    from ..proxy import Proxy

__all__ = [
    "DEFAULT_MAX_ACTIVE_REQUESTS",
    "SESSION_SETUP_METHODS",
    "McpCall",
    "McpHandler",
    "McpProvider",
    "McpServerRegistration",
    "claim",
]

logger = logging.getLogger("acp_fast.mcp")

# The requests whose `mcpServers` declare the servers a session may use.
SESSION_SETUP_METHODS = ("session/new", "session/load", "session/resume", "session/fork")
DEFAULT_MAX_ACTIVE_REQUESTS = 64  # the official TypeScript SDK's default too

# The proxies an `McpProvider` or an `McpHttpBridge` serves through, and which: each takes over the proxy's session
# setup and `mcp/message` handlers, so a second one would silently replace the first.
_CLAIMED: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def claim(proxy: Proxy, owner: Any) -> None:
    """Record that `owner` serves through `proxy`; ValueError if another already does."""
    current = _CLAIMED.get(proxy)
    if current is not None and current is not owner:
        raise ValueError(
            f"this proxy already serves MCP through {type(current).__name__}: one McpProvider (with all its servers)"
            " or one McpHttpBridge per proxy"
        )
    _CLAIMED[proxy] = owner


@dataclass
class McpCall:
    """One inner MCP request, as a handler receives it."""

    server_id: str
    request_id: str
    method: str
    params: dict[str, Any] | None
    notify: Callable[[str, dict[str, Any] | None], None] = field(repr=False)
    """Send an inner notification (progress, an update) for this request; dropped once it is answered."""


McpHandler = Callable[[McpCall], Awaitable[Any]]


class McpServerRegistration:
    """A server an `McpProvider` offers: its `declaration` goes into a session's `mcpServers`."""

    def __init__(self, provider: McpProvider, name: str, server_id: str, handler: McpHandler) -> None:
        self.provider = provider
        self.name = name
        self.server_id = server_id
        self.handler = handler

    @property
    def declaration(self) -> dict[str, Any]:
        """`{"type": "acp", "name": ..., "serverId": ...}`: the `McpServer` entry of `session/new`."""
        return declaration(self.name, self.server_id)

    def close(self) -> None:
        """Stop offering the server: its active requests are cancelled (answered -32800), later ones get -33001."""
        self.provider.remove(self)

    def __repr__(self) -> str:
        return f"<McpServerRegistration {self.name!r} {self.server_id!r}>"


class _Active:
    """An inner request being served: its task (to cancel it) and whether notifications may still go out."""

    __slots__ = ("open", "task")

    def __init__(self) -> None:
        self.open = True
        self.task: asyncio.Task[Any] | None = None


class McpProvider:
    """The MCP servers one ACP connection offers, and the serving of their `mcp/message` requests.

    Attach it with `serve_on(connection)` (a client: the agent's `mcp/message` requests arrive on the connection)
    or `offer_through(proxy)` (a proxy: they arrive from the successor; other servers' requests go on to the
    predecessor, unchanged). `max_active_requests` counts the inner requests in flight over all its servers.
    `timeout`: seconds an inner request may take (None: no limit; the agent may cancel; a handler that ignores
    cancellation keeps its request until it returns).
    """

    def __init__(self, *, max_active_requests: int = DEFAULT_MAX_ACTIVE_REQUESTS, timeout: float | None = None) -> None:
        if max_active_requests < 1:
            raise ValueError(f"max_active_requests must be at least 1, not {max_active_requests}")
        if timeout is not None and not timeout > 0:
            raise ValueError(f"timeout must be positive seconds or None, not {timeout!r}")
        self.max_active_requests = max_active_requests
        self.timeout = timeout
        self._servers: dict[str, McpServerRegistration] = {}
        self._used_ids: set[str] = set()
        self._active: dict[tuple[str, str], _Active] = {}
        self.agent_takes_acp: bool | None = None  # what the agent's initialize answer said (offer_through)

    # ------------------------------------------------------------------------------------------ servers

    def add(self, name: str, handler: McpHandler, *, server_id: str | None = None) -> McpServerRegistration:
        """Offer `handler` as the MCP server `name`. Its `serverId` is `server_id`, or `name:<uuid>`; an id is
        never reused on this provider (ValueError), as the binding requires of ids visible on one connection."""
        server_id = f"{name}:{uuid.uuid4()}" if server_id is None else server_id
        if server_id in self._used_ids:
            raise ValueError(f"the MCP server id {server_id!r} was already registered on this provider")
        self._used_ids.add(server_id)
        registration = McpServerRegistration(self, name, server_id, handler)
        self._servers[server_id] = registration
        return registration

    def remove(self, registration: McpServerRegistration) -> None:
        if self._servers.get(registration.server_id) is not registration:
            return
        del self._servers[registration.server_id]
        for (server_id, _), active in list(self._active.items()):
            if server_id == registration.server_id and active.task is not None:
                active.task.cancel()

    @property
    def servers(self) -> list[McpServerRegistration]:
        return list(self._servers.values())

    @property
    def declarations(self) -> list[dict[str, Any]]:
        """The `mcpServers` entries of every server offered."""
        return [registration.declaration for registration in self._servers.values()]

    def serves(self, params: Any) -> bool:
        """Whether `mcp/message` params name one of this provider's servers."""
        return type(params) is dict and params.get("serverId") in self._servers

    # ------------------------------------------------------------------------------------------ serving

    async def serve(self, params: Any, notify: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
        """Serve one `mcp/message` request: its answer (`{"result"}` or `{"error"}`), or RequestError for a binding
        failure. `notify(params)` sends an `mcp/message` notification toward the agent."""
        message = read_message(params)
        registration = self._servers.get(message.server_id)
        if registration is None:
            raise RequestError(
                SERVER_UNAVAILABLE, "MCP server registration unavailable", {"serverId": message.server_id}
            )
        key = (message.server_id, message.request_id)
        if key in self._active:
            raise RequestError(
                ErrorCode.INVALID_PARAMS,
                "Invalid params: duplicate active MCP request ID",
                {"serverId": message.server_id, "requestId": message.request_id},
            )
        if len(self._active) >= self.max_active_requests:
            raise RequestError(
                RESOURCE_LIMIT_EXCEEDED,
                "MCP-over-ACP active request limit exceeded",
                {"limit": self.max_active_requests},
            )
        active = _Active()
        active.task = asyncio.current_task()
        self._active[key] = active

        def notify_inner(method: str, inner: dict[str, Any] | None = None) -> None:
            if not active.open:
                logger.debug("dropped %s for the answered MCP request %s", method, message.request_id)
                return
            note: dict[str, Any] = {"serverId": message.server_id, "requestId": message.request_id, "method": method}
            if inner is not None:
                note["params"] = inner
            notify(note)

        call = McpCall(message.server_id, message.request_id, message.method, message.params, notify_inner)
        deadline = asyncio.timeout(self.timeout)
        try:
            async with deadline:
                result = await _closing_on_cancel(registration.handler(call), active)
        except McpError as error:
            return {"error": error.to_dict()}
        except TimeoutError as error:
            if not deadline.expired():
                raise _handler_failed(registration, message.method, error) from error
            raise backend_failed(
                "MCP server did not answer in time",
                {"server": registration.name, "method": message.method, "timeout": self.timeout},
            ) from None
        except BindingFailure:
            raise  # the binding's own (the MCP SDK server stopped): said as it is
        except RequestError as error:
            if error.code == ErrorCode.REQUEST_CANCELLED:
                raise
            raise _handler_failed(registration, message.method, error) from error
        except Exception as error:
            logger.warning("MCP server %r failed on %s", registration.name, message.method, exc_info=True)
            raise _handler_failed(registration, message.method, error) from error
        finally:
            active.open = False
            del self._active[key]
        return {"result": result}

    # ------------------------------------------------------------------------------------------ attaching

    def serve_on(self, connection: Connection) -> None:
        """Serve this provider's `mcp/message` requests arriving on `connection` (a client's connection to its
        agent); its notifications go out on the same connection. Requests for other servers get -33001."""

        def notify(note: dict[str, Any]) -> None:
            connection.send_notification(MCP_MESSAGE_METHOD, note)

        async def handle(params: Any) -> dict[str, Any]:
            return await self.serve(params, notify)

        connection.on_request(MCP_MESSAGE_METHOD, handle)

    def offer_through(self, proxy: Proxy, *, sessions: bool = True) -> None:
        """Serve this provider's servers from a proxy: the successor's `mcp/message` requests for them are served
        here, those for other servers go on to the predecessor unchanged (`serverId` and `requestId` kept).
        With `sessions`, every `session/new` (`load`, `resume`, `fork`) from the predecessor gets this provider's
        declarations added to its `mcpServers` on the way to the successor, when the agent's `initialize` answer
        declares `mcpCapabilities.acp`; when it does not, nothing is added and a warning says so (put
        `acp-fast mcp-bridge` in front of such an agent, docs/mcp.md). One provider per proxy (ValueError for a
        second); set `proxy.edit_initialize` before: this wraps it."""
        claim(proxy, self)

        def notify(note: dict[str, Any]) -> None:
            proxy.notify_successor(MCP_MESSAGE_METHOD, note)

        def on_mcp_message(params: Any, responder: Responder) -> None:
            if self.serves(params):
                responder.answer_from(self.serve(params, notify))
            else:
                proxy.connection.send_request(MCP_MESSAGE_METHOD, params).forward_response_to(responder)

        proxy.on_successor_request(MCP_MESSAGE_METHOD, on_mcp_message)
        if sessions:
            edit = proxy.edit_initialize

            def read_capability(result: Any) -> Any:
                self.agent_takes_acp = takes_acp_servers(result)
                if not self.agent_takes_acp:
                    logger.warning(
                        "the agent does not declare mcpCapabilities.acp: the MCP servers %s are not offered to it "
                        "(an `acp-fast mcp-bridge` proxy in front of it offers them over HTTP)",
                        [registration.name for registration in self._servers.values()],
                    )
                return result if edit is None else edit(result)

            proxy.edit_initialize = read_capability
            for method in SESSION_SETUP_METHODS:
                proxy.on_request(method, self._session_setup(proxy, method))

    def _session_setup(self, proxy: Proxy, method: str) -> Callable[[Any, Responder], None]:
        def add_declarations(params: Any, responder: Responder) -> None:
            if type(params) is dict and self.agent_takes_acp and self._servers:
                servers = params.get("mcpServers")
                params = {**params, "mcpServers": [*(servers if type(servers) is list else ()), *self.declarations]}
            proxy.send_to_successor(method, params).forward_response_to(responder)

        return add_declarations


async def _closing_on_cancel(work: Awaitable[Any], active: _Active) -> Any:
    """Await a handler as a task of its own: when the request is cancelled (the agent's cancel, the timeout, the
    server's removal), its notifications stop before the handler sees the cancellation, so none that it sends
    while it unwinds can follow the request's answer."""
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        active.open = False
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        raise


def _handler_failed(registration: McpServerRegistration, method: str, error: BaseException) -> RequestError:
    return backend_failed(
        "MCP server handler failed", {"server": registration.name, "method": method, "details": str(error)}
    )
