"""The HTTP bridge: ACP-transport MCP servers re-exported as loopback Streamable HTTP MCP endpoints, for an agent
whose MCP client takes only URLs (docs/mcp.md#the-http-bridge).

`McpHttpBridge(caller)` serves, on 127.0.0.1 and a port of its own, one endpoint per (session, server): a path
that cannot be guessed and a bearer token of its own. Each HTTP request (MCP revision 2026-07-28: one POST, one
JSON-RPC request) becomes one `mcp/message` request through the caller, with a fresh `requestId`; its answer goes
back with the HTTP request's own id, as JSON, or as an SSE stream when the provider sends notifications for it
first. Closing the HTTP response (the client gave up), or the client's `notifications/cancelled` for it, cancels
the `mcp/message` request (`$/cancel_request`). `serve_through(proxy)` makes a proxy of it: `acp-fast mcp-bridge`,
placed in front of an agent that declares `mcpCapabilities.http` but not `.acp`.

The HTTP rules, checked in this order: an `Origin` other than the endpoint's own is 403 (a web page cannot reach
it); an unknown path 404; a missing or wrong bearer token 401; any method but POST 405; an `Accept` without both
`application/json` and `text/event-stream` 406; a body that is not `application/json` 415; more than
`max_active_requests` requests at once 429, and a body over `max_body_bytes` 413 (both JSON-RPC -33000); a body
that is not one JSON-RPC message 400 (-32700, or -32600 for a batch). Notifications and responses from the client
are accepted (202) and not forwarded: the binding has no form for them, except `notifications/cancelled`.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import secrets
import socket
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .._router import RawJSON
from ..errors import ErrorCode, RequestError
from ._binding import (
    BACKEND_FAILED,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    McpError,
    is_acp_server,
    takes_acp_servers,
)
from .caller import McpCaller
from .provider import SESSION_SETUP_METHODS

if TYPE_CHECKING:
    from ..incoming import Responder
    from ..proxy import Proxy

__all__ = ["SESSION_END_METHODS", "McpHttpBridge"]

logger = logging.getLogger("acp_fast.mcp.bridge")

HOST = "127.0.0.1"  # loopback only: the endpoints are for an agent on this machine
DEFAULT_MAX_BODY_BYTES = 1 << 20
DEFAULT_MAX_ACTIVE_REQUESTS = 64
SESSION_END_METHODS = ("session/close", "session/delete", "session/archive")
# The outer errors passed to the HTTP client as they are; any other becomes -33002 (the TypeScript SDK's rule).
_PASSED_CODES = frozenset({RESOURCE_LIMIT_EXCEEDED, SERVER_UNAVAILABLE, BACKEND_FAILED, ErrorCode.REQUEST_CANCELLED})


@dataclass
class _Endpoint:
    server_id: str
    name: str
    path: str
    token: str
    session_id: str | None
    active: dict[Any, asyncio.Task[Any]] = field(default_factory=dict)  # HTTP request id -> its call


class McpHttpBridge:
    """Loopback Streamable HTTP endpoints for the ACP-transport MCP servers reached through `caller`.

    `await start()` binds the port; `adapt_servers(servers, session_id)` replaces each `acp` entry of a
    session's `mcpServers` with its `http` entry (URL and `Authorization` header); `end_session(session_id)`
    closes that session's endpoints; `aclose()` closes them all and stops serving. `timeout`: seconds an HTTP
    request may take through the bridge (None: the HTTP client decides).
    """

    def __init__(
        self,
        caller: McpCaller,
        *,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        max_active_requests: int = DEFAULT_MAX_ACTIVE_REQUESTS,
        timeout: float | None = None,
    ) -> None:
        self.caller = caller
        self.max_body_bytes = max_body_bytes
        self.max_active_requests = max_active_requests
        self.timeout = timeout
        self.port: int | None = None
        self._endpoints: dict[str, _Endpoint] = {}  # path -> endpoint
        self._active = 0
        self._stop = asyncio.Event()
        self._serving: asyncio.Task[Any] | None = None

    # ------------------------------------------------------------------------------------------ lifetime

    async def start(self) -> None:
        """Bind 127.0.0.1 on a free port and serve (hypercorn, the `http` extra)."""
        if self._serving is not None:
            return
        try:
            from hypercorn.asyncio import serve
            from hypercorn.config import Config
        except ImportError as exc:
            raise ImportError(f"the MCP HTTP bridge needs hypercorn: pip install 'acp-fast[http]' ({exc})") from exc
        listener = socket.create_server((HOST, 0))
        self.port = listener.getsockname()[1]
        config = Config()
        config.bind = [f"fd://{listener.detach()}"]
        config.errorlog = logging.getLogger("hypercorn.error")
        config.accesslog = None
        self._serving = asyncio.ensure_future(serve(self, config, shutdown_trigger=self._stop.wait))  # type: ignore[arg-type]
        logger.debug("MCP HTTP bridge at http://%s:%d", HOST, self.port)

    async def aclose(self) -> None:
        for endpoint in list(self._endpoints.values()):
            self._close(endpoint)
        self._stop.set()
        if self._serving is not None:
            await self._serving

    # ------------------------------------------------------------------------------------------ endpoints

    def endpoint(self, server: dict[str, Any], session_id: str | None = None) -> dict[str, Any]:
        """The `http` `McpServer` entry that stands for the `acp` one `server`, for one session."""
        if self.port is None:
            raise RuntimeError("the MCP HTTP bridge is not started: await bridge.start() first")
        endpoint = _Endpoint(
            server["serverId"],
            server["name"],
            f"/mcp/{secrets.token_urlsafe(16)}",
            secrets.token_urlsafe(32),
            session_id,
        )
        self._endpoints[endpoint.path] = endpoint
        entry: dict[str, Any] = {
            "type": "http",
            "name": server["name"],
            "url": f"http://{HOST}:{self.port}{endpoint.path}",
            "headers": [{"name": "Authorization", "value": f"Bearer {endpoint.token}"}],
        }
        if server.get("_meta") is not None:
            entry["_meta"] = server["_meta"]
        return entry

    def adapt_servers(self, servers: Any, session_id: str | None = None) -> Any:
        """`mcpServers` with each `acp` entry replaced by its endpoint's `http` entry (others kept as they are)."""
        if type(servers) is not list:
            return servers
        return [self.endpoint(server, session_id) if is_acp_server(server) else server for server in servers]

    def bind_session(self, session_id: str) -> None:
        """Give the endpoints made for a session not yet named (`session/new`) the id its answer gave."""
        for endpoint in self._endpoints.values():
            if endpoint.session_id is None:
                endpoint.session_id = session_id

    def end_session(self, session_id: str | None) -> None:
        """Close a session's endpoints (`None`: those of a `session/new` that failed): later requests get 404,
        active ones are cancelled."""
        for endpoint in list(self._endpoints.values()):
            if endpoint.session_id == session_id:
                self._close(endpoint)

    def _close(self, endpoint: _Endpoint) -> None:
        del self._endpoints[endpoint.path]
        for task in endpoint.active.values():
            task.cancel()

    # ------------------------------------------------------------------------------------------ as a proxy

    def serve_through(self, proxy: Proxy) -> None:
        """Make `proxy` bridge for its successor: when the agent's `initialize` answer declares
        `mcpCapabilities.http` and not `.acp`, the answer goes on declaring `.acp` (so that the components before
        it offer their servers), and every `session/new` (`load`, `resume`, `fork`) has its `acp` servers
        replaced by endpoints of this bridge; a session's end (`session/close`, `delete`, `archive`) closes
        them. An agent that takes `acp` servers itself is left alone; one that takes neither is told nothing
        new (a warning says so)."""
        state = {"bridging": False}
        edit = proxy.edit_initialize

        def read_capability(result: Any) -> Any:
            result = edit(result) if edit is not None else result
            if type(result) is RawJSON:
                result = result.decode()
            if takes_acp_servers(result):
                return result
            capabilities = dict(result.get("agentCapabilities") or {}) if type(result) is dict else {}
            mcp = dict(capabilities.get("mcpCapabilities") or {})
            if mcp.get("http") is not True:
                logger.warning(
                    "the agent takes neither acp nor http MCP servers: the MCP HTTP bridge has nothing to do"
                )
                return result
            state["bridging"] = True
            return {**result, "agentCapabilities": {**capabilities, "mcpCapabilities": {**mcp, "acp": True}}}

        proxy.edit_initialize = read_capability
        for method in SESSION_SETUP_METHODS:
            proxy.on_request(method, self._session_setup(proxy, method, state))
        for method in SESSION_END_METHODS:
            proxy.on_request(method, self._session_end(proxy, method))

    def _session_setup(self, proxy: Proxy, method: str, state: dict[str, bool]) -> Callable[[Any, Responder], Any]:
        async def setup(params: Any, responder: Responder) -> None:
            named = params.get("sessionId") if type(params) is dict and method != "session/fork" else None
            if state["bridging"] and type(params) is dict:
                await self.start()
                params = {**params, "mcpServers": self.adapt_servers(params.get("mcpServers"), named)}
            sent = proxy.send_to_successor(method, params)
            sent.forward_cancellation_from(responder.cancellation)

            def answer(value: Any) -> None:
                if isinstance(value, RequestError):
                    self.end_session(named)
                    responder.respond_error(value)
                    return
                session_id = value.get("sessionId") if type(value) is dict else None
                if named is None and type(session_id) is str:
                    self.bind_session(session_id)
                responder.respond(value)

            sent.on_result(answer)

        return setup

    def _session_end(self, proxy: Proxy, method: str) -> Callable[[Any, Responder], None]:
        def end(params: Any, responder: Responder) -> None:
            if type(params) is dict and type(params.get("sessionId")) is str:
                self.end_session(params["sessionId"])
            proxy.send_to_successor(method, params).forward_response_to(responder)

        return end

    # ------------------------------------------------------------------------------------------ HTTP

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while (await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
        elif scope["type"] == "http":
            await _Exchange(self, scope, receive, send).run()
        else:
            await send({"type": "websocket.close", "code": 1008})


class _Exchange:
    """One HTTP request to the bridge."""

    def __init__(self, bridge: McpHttpBridge, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.bridge = bridge
        self.scope = scope
        self.receive = receive
        self.send = send
        self.headers: dict[bytes, bytes] = {}
        for name, value in scope["headers"]:
            self.headers[name.lower()] = value
        self.streaming = False

    async def run(self) -> None:
        bridge = self.bridge
        origin = self.headers.get(b"origin")
        if origin is not None and origin.decode("latin-1") != f"http://{HOST}:{bridge.port}":
            return await self.refuse(403, "this endpoint takes no requests from web pages")
        endpoint = bridge._endpoints.get(self.scope["path"])
        if endpoint is None:
            return await self.refuse(404, "no MCP server at this path (its session may have ended)")
        given = self.headers.get(b"authorization", b"")
        if not hmac.compare_digest(given, f"Bearer {endpoint.token}".encode()):
            return await self.refuse(401, "a bearer token is required", [(b"www-authenticate", b"Bearer")])
        if self.scope["method"] != "POST":
            return await self.refuse(405, "POST only (MCP 2026-07-28)", [(b"allow", b"POST")])
        accept = self.headers.get(b"accept", b"")
        if b"application/json" not in accept or b"text/event-stream" not in accept:
            return await self.refuse(406, "Accept must list application/json and text/event-stream")
        if not self.headers.get(b"content-type", b"").startswith(b"application/json"):
            return await self.refuse(415, "the body must be application/json")
        if bridge._active >= bridge.max_active_requests:
            return await self.refuse(429, "too many active requests", code=RESOURCE_LIMIT_EXCEEDED)
        body = await self.body()
        if body is None:
            return await self.refuse(
                413, f"the body is over {bridge.max_body_bytes} bytes", code=RESOURCE_LIMIT_EXCEEDED
            )
        try:
            message = json.loads(body)
        except ValueError:
            return await self.refuse(400, "the body is not JSON", code=ErrorCode.PARSE_ERROR)
        if type(message) is not dict or message.get("jsonrpc") != "2.0":
            return await self.refuse(
                400, "one JSON-RPC message per request (no batches)", code=ErrorCode.INVALID_REQUEST
            )
        if type(message.get("method")) is not str or "id" not in message:
            self.cancelled_by_client(endpoint, message)
            return await self.start(202, b"")
        await self.call(endpoint, message)

    async def body(self) -> bytes | None:
        chunks, size = [], 0
        while True:
            event = await self.receive()
            if event["type"] == "http.disconnect":
                return b""
            chunk = event.get("body", b"")
            size += len(chunk)
            if size > self.bridge.max_body_bytes:
                return None
            chunks.append(chunk)
            if not event.get("more_body"):
                return b"".join(chunks)

    def cancelled_by_client(self, endpoint: _Endpoint, message: dict[str, Any]) -> None:
        """A notification: `notifications/cancelled` cancels the call it names; any other is dropped."""
        params = message.get("params")
        if message.get("method") == "notifications/cancelled" and type(params) is dict:
            task = endpoint.active.get(params.get("requestId"))
            if task is not None:
                task.cancel()
                return
        logger.debug("dropped an MCP client's %s: the binding has no form for it", message.get("method", "response"))

    async def call(self, endpoint: _Endpoint, message: dict[str, Any]) -> None:
        bridge, http_id = self.bridge, message["id"]
        notes: asyncio.Queue[tuple[str, dict[str, Any] | None]] = asyncio.Queue()
        params = message.get("params")
        call = asyncio.ensure_future(
            bridge.caller.request(
                endpoint.server_id,
                message["method"],
                params if type(params) is dict else None,
                on_notification=lambda method, inner: notes.put_nowait((method, inner)),
                progress=False,
                timeout=bridge.timeout,
            )
        )
        endpoint.active[http_id] = call
        bridge._active += 1
        disconnected = asyncio.ensure_future(self.disconnected())
        try:
            while not call.done():
                note = asyncio.ensure_future(notes.get())
                await asyncio.wait({call, note, disconnected}, return_when=asyncio.FIRST_COMPLETED)
                if note.done():
                    method, inner = note.result()
                    await self.event({"jsonrpc": "2.0", "method": method, **({"params": inner} if inner else {})})
                else:
                    note.cancel()
                if disconnected.done() and not call.done():  # the client gave up: cancel it upstream
                    call.cancel()
                    await asyncio.gather(call, return_exceptions=True)
                    return
            await self.answer(http_id, call)
        finally:
            disconnected.cancel()
            endpoint.active.pop(http_id, None)
            bridge._active -= 1

    async def answer(self, http_id: Any, call: asyncio.Future[Any]) -> None:
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": http_id}
        try:
            reply["result"] = call.result()
        except McpError as error:
            reply["error"] = error.to_dict()
        except RequestError as error:
            code = error.code if error.code in _PASSED_CODES else BACKEND_FAILED
            reply["error"] = {"code": code, "message": error.message, **({"data": error.data} if error.data else {})}
        except asyncio.CancelledError:  # by the client's notifications/cancelled, or its session's end
            reply["error"] = {"code": ErrorCode.REQUEST_CANCELLED, "message": "Request cancelled"}
        except TimeoutError:
            reply["error"] = {"code": BACKEND_FAILED, "message": f"no answer within {self.bridge.timeout} s"}
        if self.streaming:
            await self.event(reply, last=True)
        else:
            await self.start(200, json.dumps(reply).encode(), b"application/json")

    async def event(self, message: dict[str, Any], *, last: bool = False) -> None:
        if not self.streaming:
            self.streaming = True
            headers = [(b"content-type", b"text/event-stream"), (b"cache-control", b"no-cache")]
            await self.send({"type": "http.response.start", "status": 200, "headers": headers})
        data = b"event: message\ndata: " + json.dumps(message).encode() + b"\n\n"
        await self.send({"type": "http.response.body", "body": data, "more_body": not last})

    async def disconnected(self) -> None:
        while (await self.receive())["type"] != "http.disconnect":
            pass

    async def refuse(
        self, status: int, why: str, headers: Sequence[tuple[bytes, bytes]] = (), *, code: int | None = None
    ) -> None:
        logger.debug("MCP HTTP bridge: %d for %s %s: %s", status, self.scope["method"], self.scope["path"], why)
        error = {"code": code if code is not None else -32600, "message": why}
        body = json.dumps({"jsonrpc": "2.0", "id": None, "error": error}).encode()
        await self.start(status, body, b"application/json", list(headers))

    async def start(
        self, status: int, body: bytes, content_type: bytes | None = None, headers: Sequence[tuple[bytes, bytes]] = ()
    ) -> None:
        all_headers = list(headers)
        if content_type is not None:
            all_headers.append((b"content-type", content_type))
        await self.send({"type": "http.response.start", "status": status, "headers": all_headers})
        await self.send({"type": "http.response.body", "body": body})
