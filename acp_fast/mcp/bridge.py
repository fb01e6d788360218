"""The HTTP bridge: ACP-transport MCP servers re-exported as loopback Streamable HTTP MCP endpoints, for an agent
whose MCP client takes only URLs (docs/mcp.md#the-http-bridge).

`McpHttpBridge(caller)` serves, on 127.0.0.1 and a port of its own, one endpoint per (session, server): a path
that cannot be guessed and a bearer token of its own. Each HTTP request (MCP revision 2026-07-28: one POST, one
JSON-RPC request) becomes one `mcp/message` request through the caller, with a fresh `requestId`. An older MCP
client's `initialize` is answered here (from the server's `server/discover`, with an `Mcp-Session-Id`), and its
session's requests get the 2026-07-28 envelope its handshake stands for; its answer goes
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
from urllib.parse import urlsplit

from .._router import RawJSON
from ..errors import ErrorCode, RequestError
from ._binding import (
    BACKEND_FAILED,
    HANDSHAKE_PROTOCOL_VERSIONS,
    MCP_MESSAGE_METHOD,
    META_SERVER_INFO,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    McpError,
    is_acp_server,
    takes_acp_servers,
    with_request_meta,
)
from .caller import McpCaller
from .provider import DEFAULT_MAX_ACTIVE_REQUESTS, SESSION_SETUP_METHODS, claim

if TYPE_CHECKING:
    from ..incoming import Responder
    from ..proxy import Proxy

__all__ = ["SESSION_END_METHODS", "McpHttpBridge"]

logger = logging.getLogger("acp_fast.mcp.bridge")

HOST = "127.0.0.1"  # loopback only: the endpoints are for an agent on this machine
DEFAULT_MAX_BODY_BYTES = 1 << 20
DEFAULT_MAX_BUFFERED_BYTES = 1 << 20  # a call's notifications its HTTP client has not read yet
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
    # The calls in flight: one entry per HTTP exchange, (the HTTP request's id, its call): two requests may share an id.
    active: dict[int, tuple[Any, asyncio.Task[Any]]] = field(default_factory=dict)
    # The sessions older MCP clients opened with `initialize` (their `Mcp-Session-Id`): what their requests lack.
    handshakes: dict[str, _Handshake] = field(default_factory=dict)


@dataclass
class _Handshake:
    """An older MCP client's session: its `initialize` params, which 2026-07-28 wants in every request's `_meta`."""

    client_capabilities: dict[str, Any]
    client_info: dict[str, Any] | None


class McpHttpBridge:
    """Loopback Streamable HTTP endpoints for the ACP-transport MCP servers reached through `caller`.

    `await start()` binds the port; `adapt_servers(servers, session_id)` replaces each `acp` entry of a
    session's `mcpServers` with its `http` entry (URL and `Authorization` header); `end_session(session_id)`
    closes that session's endpoints; `aclose()` closes them all and stops serving. `timeout`: seconds an HTTP
    request may take through the bridge (None: the HTTP client decides). `max_buffered_bytes`: a call's
    notifications its HTTP client has not read yet, past which the call is cancelled and ended with -33000.
    """

    def __init__(
        self,
        caller: McpCaller,
        *,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        max_active_requests: int = DEFAULT_MAX_ACTIVE_REQUESTS,
        max_buffered_bytes: int = DEFAULT_MAX_BUFFERED_BYTES,
        timeout: float | None = None,
    ) -> None:
        self.caller = caller
        self.max_body_bytes = max_body_bytes
        self.max_buffered_bytes = max_buffered_bytes
        self.max_active_requests = max_active_requests
        self.timeout = timeout
        self.port: int | None = None
        self._endpoints: dict[str, _Endpoint] = {}  # path -> endpoint
        self._active = 0
        self.bridging = False  # serve_through: the agent takes http servers and not acp ones
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
        self._serving.add_done_callback(_report_stop)
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
        return self._adapt(servers, session_id)[0]

    def _adapt(self, servers: Any, session_id: str | None) -> tuple[Any, list[dict[str, Any]]]:
        """`adapt_servers`, and the entries of the endpoints this call made (to bind or close exactly those)."""
        if type(servers) is not list:
            return servers, []
        adapted, made = [], []
        for server in servers:
            if is_acp_server(server):
                server = self.endpoint(server, session_id)
                made.append(server)
            adapted.append(server)
        return adapted, made

    def assign_session(self, entries: Sequence[dict[str, Any]], session_id: str) -> None:
        """Tie the endpoints of `entries` (what `endpoint` / `adapt_servers` returned) to a session: made for a
        `session/new` or `session/fork` before its answer named the session."""
        for endpoint in self._endpoints_of(entries):
            endpoint.session_id = session_id

    def close_endpoints(self, entries: Sequence[dict[str, Any]]) -> None:
        """Close the endpoints of `entries`: later requests get 404, active ones are cancelled."""
        for endpoint in self._endpoints_of(entries):
            self._close(endpoint)

    def end_session(self, session_id: str) -> None:
        """Close a session's endpoints: later requests get 404, active ones are cancelled."""
        for endpoint in list(self._endpoints.values()):
            if endpoint.session_id == session_id:
                self._close(endpoint)

    def _endpoints_of(self, entries: Sequence[dict[str, Any]]) -> list[_Endpoint]:
        found = []
        for entry in entries:
            url = entry.get("url") if type(entry) is dict else None
            endpoint = self._endpoints.get(urlsplit(url).path) if type(url) is str else None
            if endpoint is not None:
                found.append(endpoint)
        return found

    def _close(self, endpoint: _Endpoint) -> None:
        if self._endpoints.pop(endpoint.path, None) is None:
            return
        for _, task in endpoint.active.values():
            task.cancel()

    # ------------------------------------------------------------------------------------------ as a proxy

    def serve_through(self, proxy: Proxy) -> None:
        """Make `proxy` bridge for its successor: when the agent's `initialize` answer declares
        `mcpCapabilities.http` and not `.acp`, the answer goes on declaring `.acp` (so that the components before
        it offer their servers), and every `session/new` (`load`, `resume`, `fork`) has its `acp` servers
        replaced by endpoints of this bridge; a session's end (`session/close`, `delete`, `archive`), once the
        agent has accepted it, closes them. An agent that takes `acp` servers itself is left alone (the
        `mcp/message` notifications for its own requests go on to it); one that takes neither is told nothing
        new (a warning says so). Set `proxy.edit_initialize` before: this wraps it."""
        claim(proxy, self)
        edit = proxy.edit_initialize

        def read_capability(result: Any) -> Any:
            result = edit(result) if edit is not None else result
            if type(result) is RawJSON:
                result = result.decode()
            self.bridging = False
            if takes_acp_servers(result):
                return result
            capabilities = dict(result.get("agentCapabilities") or {}) if type(result) is dict else {}
            mcp = dict(capabilities.get("mcpCapabilities") or {})
            if mcp.get("http") is not True:
                logger.warning(
                    "the agent takes neither acp nor http MCP servers: the MCP HTTP bridge has nothing to do"
                )
                return result
            self.bridging = True
            return {**result, "agentCapabilities": {**capabilities, "mcpCapabilities": {**mcp, "acp": True}}}

        def pass_on(params: Any) -> None:  # a notification for a request of the agent's own, or of nobody's
            proxy.notify_successor(MCP_MESSAGE_METHOD, params)

        self.caller.unclaimed = pass_on
        proxy.edit_initialize = read_capability
        for method in SESSION_SETUP_METHODS:
            proxy.on_request(method, self._session_setup(proxy, method))
        for method in SESSION_END_METHODS:
            proxy.on_request(method, self._session_end(proxy, method))

    def _session_setup(self, proxy: Proxy, method: str) -> Callable[[Any, Responder], Any]:
        async def setup(params: Any, responder: Responder) -> None:
            named = params.get("sessionId") if type(params) is dict and method != "session/fork" else None
            made: list[dict[str, Any]] = []
            if self.bridging and type(params) is dict and "mcpServers" in params:
                await self.start()
                servers, made = self._adapt(params["mcpServers"], named if type(named) is str else None)
                params = {**params, "mcpServers": servers}
            sent = proxy.send_to_successor(method, params)
            sent.forward_cancellation_from(responder.cancellation)

            def answer(value: Any) -> None:
                if isinstance(value, RequestError):
                    self.close_endpoints(made)  # this call's, not the session's others
                    responder.respond_error(value)
                    return
                session_id = value.get("sessionId") if type(value) is dict else None
                if type(session_id) is str:  # session/new, session/fork: the new session's id
                    self.assign_session(made, session_id)
                responder.respond(value)

            sent.on_result(answer)

        return setup

    def _session_end(self, proxy: Proxy, method: str) -> Callable[[Any, Responder], None]:
        def end(params: Any, responder: Responder) -> None:
            session_id = params.get("sessionId") if type(params) is dict else None
            sent = proxy.send_to_successor(method, params)
            sent.forward_cancellation_from(responder.cancellation)

            def answer(value: Any) -> None:
                if isinstance(value, RequestError):
                    responder.respond_error(value)  # refused: the session, and its endpoints, go on
                    return
                if type(session_id) is str:
                    self.end_session(session_id)
                responder.respond(value)

            sent.on_result(answer)

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


def _report_stop(serving: asyncio.Task[Any]) -> None:
    if not serving.cancelled() and (exc := serving.exception()) is not None:
        logger.error("the MCP HTTP bridge stopped serving: its endpoints are gone", exc_info=exc)


class _Exchange:
    """One HTTP request to the bridge."""

    def __init__(self, bridge: McpHttpBridge, scope: dict[str, Any], receive: Any, send: Any) -> None:
        self.bridge = bridge
        self.scope = scope
        self.receive = receive
        self.send = send
        self.headers: dict[bytes, bytes] = {}
        self.repeated: set[bytes] = set()
        for name, value in scope["headers"]:
            name = name.lower()
            if name in self.headers:
                self.repeated.add(name)
            self.headers[name] = value
        self.streaming = False

    async def run(self) -> None:
        bridge = self.bridge
        if self.repeated & {b"origin", b"authorization", b"content-type"}:
            return await self.refuse(400, f"repeated headers: {sorted(h.decode() for h in self.repeated)}")
        origin = self.headers.get(b"origin")
        if origin is not None and origin.decode("latin-1") != f"http://{HOST}:{bridge.port}":
            return await self.refuse(403, "this endpoint takes no requests from web pages")
        path = self.scope["path"]
        endpoint = bridge._endpoints.get(path)
        if endpoint is None:
            return await self.refuse(404, "no MCP server at this path (its session may have ended)")
        given = self.headers.get(b"authorization", b"")
        if not hmac.compare_digest(given, f"Bearer {endpoint.token}".encode()):
            return await self.refuse(401, "a bearer token is required", [(b"www-authenticate", b"Bearer")])
        session = self.headers.get(b"mcp-session-id", b"").decode("latin-1")
        if session and session not in endpoint.handshakes:
            return await self.refuse(404, "no such MCP session (open one with initialize)")
        if self.scope["method"] == "DELETE" and session:
            del endpoint.handshakes[session]
            return await self.start(200, b"")
        if self.scope["method"] != "POST":
            return await self.refuse(405, "POST only (and DELETE of a session)", [(b"allow", b"POST, DELETE")])
        accept = self.headers.get(b"accept", b"").lower()
        if b"application/json" not in accept or b"text/event-stream" not in accept:
            return await self.refuse(406, "Accept must list application/json and text/event-stream")
        if self.headers.get(b"content-type", b"").split(b";")[0].strip().lower() != b"application/json":
            return await self.refuse(415, "the body must be application/json")
        if bridge._active >= bridge.max_active_requests:
            return await self.refuse(429, "too many active requests", code=RESOURCE_LIMIT_EXCEEDED)
        bridge._active += 1  # admitted from here to the end of the response, body included
        try:
            await self.admitted(endpoint, path, session)
        finally:
            bridge._active -= 1

    async def admitted(self, endpoint: _Endpoint, path: str, session: str) -> None:
        bridge = self.bridge
        try:
            body = await self.body()
        except _ClientGone:
            return  # the client hung up before its body was in: nobody to answer
        if body is None:
            return await self.refuse(
                413, f"the body is over {bridge.max_body_bytes} bytes", code=RESOURCE_LIMIT_EXCEEDED
            )
        if bridge._endpoints.get(path) is not endpoint:
            return await self.refuse(404, "no MCP server at this path (its session ended)")
        try:
            message = json.loads(body)
        except ValueError:
            return await self.refuse(400, "the body is not JSON", code=ErrorCode.PARSE_ERROR)
        if type(message) is not dict or message.get("jsonrpc") != "2.0":
            return await self.refuse(400, "one JSON-RPC message per request (no batches)")
        if type(message.get("method")) is not str or "id" not in message:
            self.cancelled_by_client(endpoint, message)
            return await self.start(202, b"")
        if not _valid_id(message["id"]):
            return await self.refuse(400, "a JSON-RPC request id is a string or an integer")
        if message["method"] == "initialize":
            return await self.handshake(endpoint, message)
        if session:
            handshake = endpoint.handshakes.get(session)
            if handshake is None:  # deleted while the body was read
                return await self.refuse(404, "no such MCP session (open one with initialize)")
            message = _in_envelope(message, handshake)
        await self.call(endpoint, message)

    async def handshake(self, endpoint: _Endpoint, message: dict[str, Any]) -> None:
        """An older MCP client's `initialize`, answered here from the server's `server/discover`: the binding
        carries MCP 2026-07-28 only, so its later requests get that revision's envelope from the session."""
        given = message.get("params")
        params: dict[str, Any] = given if type(given) is dict else {}
        asked = params.get("protocolVersion")
        version = asked if asked in HANDSHAKE_PROTOCOL_VERSIONS else HANDSHAKE_PROTOCOL_VERSIONS[-1]
        try:
            found = await self.bridge.caller.request(
                endpoint.server_id, "server/discover", None, timeout=self.bridge.timeout
            )
        except (McpError, RequestError, TimeoutError) as error:
            logger.warning("MCP HTTP bridge: server/discover for an initialize failed: %s", error)
            reply = {"code": BACKEND_FAILED, "message": f"the MCP server could not be discovered: {error}"}
            body = json.dumps({"jsonrpc": "2.0", "id": message["id"], "error": reply}).encode()
            return await self.start(200, body, b"application/json")
        found = found if type(found) is dict else {}
        server_info = (found.get("_meta") or {}).get(META_SERVER_INFO) or {"name": endpoint.name, "version": ""}
        result: dict[str, Any] = {
            "protocolVersion": version,
            "capabilities": found.get("capabilities") or {},
            "serverInfo": server_info,
        }
        if type(found.get("instructions")) is str:
            result["instructions"] = found["instructions"]
        session = secrets.token_urlsafe(16)
        capabilities = params.get("capabilities")
        client_info = params.get("clientInfo")
        endpoint.handshakes[session] = _Handshake(
            capabilities if type(capabilities) is dict else {}, client_info if type(client_info) is dict else None
        )
        body = json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}).encode()
        await self.start(200, body, b"application/json", [(b"mcp-session-id", session.encode())])

    async def body(self) -> bytes | None:
        """The whole body; None when it is over the limit; `_ClientGone` when the client hung up first."""
        chunks, size = [], 0
        while True:
            event = await self.receive()
            if event["type"] == "http.disconnect":
                raise _ClientGone
            chunk = event.get("body", b"")
            size += len(chunk)
            if size > self.bridge.max_body_bytes:
                return None
            chunks.append(chunk)
            if not event.get("more_body"):
                return b"".join(chunks)

    def cancelled_by_client(self, endpoint: _Endpoint, message: dict[str, Any]) -> None:
        """A notification: `notifications/cancelled` cancels the calls it names; any other is dropped."""
        params = message.get("params")
        target = params.get("requestId") if type(params) is dict else None
        if message.get("method") == "notifications/cancelled" and _valid_id(target):
            calls = [task for http_id, task in endpoint.active.values() if http_id == target]
            for task in calls:
                task.cancel()
            if calls:
                return
        logger.debug("dropped an MCP client's %s: the binding has no form for it", message.get("method", "response"))

    async def call(self, endpoint: _Endpoint, message: dict[str, Any]) -> None:
        bridge, http_id = self.bridge, message["id"]
        backlog = _Backlog(bridge.max_buffered_bytes)
        params = message.get("params")
        disconnected = asyncio.ensure_future(self.disconnected())
        call = asyncio.ensure_future(
            bridge.caller.request(
                endpoint.server_id,
                message["method"],
                params if type(params) is dict else None,
                on_notification=backlog.put,
                progress=False,
                timeout=bridge.timeout,
            )
        )
        endpoint.active[id(self)] = (http_id, call)
        backlog.on_overflow = call.cancel  # at once: the write in progress may be what the client does not read
        try:
            while not call.done() and not backlog.overflowed:
                waiting = asyncio.ensure_future(backlog.wait())
                await asyncio.wait({call, waiting, disconnected}, return_when=asyncio.FIRST_COMPLETED)
                waiting.cancel()
                for event in backlog.take():  # sent before the answer: they go first
                    await self.event(event)
                if disconnected.done() and not call.done():  # the client gave up: cancel it upstream
                    return
            if backlog.overflowed:  # the client reads slower than the server notifies: bounded, not buffered
                why = f"MCP-over-ACP response buffer exceeded ({bridge.max_buffered_bytes} bytes unread)"
                error = {"code": RESOURCE_LIMIT_EXCEEDED, "message": why}
                return await self.event(_encode({"jsonrpc": "2.0", "id": http_id, "error": error}), last=True)
            for event in backlog.take():
                await self.event(event)
            await self.answer(http_id, call)
        finally:
            disconnected.cancel()
            endpoint.active.pop(id(self), None)
            if not call.done():
                call.cancel()
                await asyncio.gather(call, return_exceptions=True)

    async def answer(self, http_id: Any, call: asyncio.Future[Any]) -> None:
        reply: dict[str, Any] = {"jsonrpc": "2.0", "id": http_id}
        try:
            reply["result"] = call.result()
        except McpError as error:
            reply["error"] = error.to_dict()
        except RequestError as error:
            code = error.code if error.code in _PASSED_CODES else BACKEND_FAILED
            reply["error"] = {"code": code, "message": error.message}
            if error.data is not None:
                reply["error"]["data"] = error.data
        except asyncio.CancelledError:  # by the client's notifications/cancelled, or its session's end
            reply["error"] = {"code": ErrorCode.REQUEST_CANCELLED, "message": "Request cancelled"}
        except TimeoutError:
            reply["error"] = {"code": BACKEND_FAILED, "message": f"no answer within {self.bridge.timeout} s"}
        except Exception as error:  # a bug of ours or the provider's: the client still gets an answer
            logger.exception("MCP HTTP bridge: the call for request %r failed", http_id)
            reply["error"] = {"code": BACKEND_FAILED, "message": "MCP server handler failed", "data": str(error)}
        if self.streaming:
            await self.event(_encode(reply), last=True)
        else:
            await self.start(200, json.dumps(reply).encode(), b"application/json")

    async def event(self, event: bytes, *, last: bool = False) -> None:
        """One SSE event (`_encode`): the response turns into a stream at the first one."""
        if not self.streaming:
            self.streaming = True
            headers = [(b"content-type", b"text/event-stream"), (b"cache-control", b"no-cache")]
            await self.send({"type": "http.response.start", "status": 200, "headers": headers})
        await self.send({"type": "http.response.body", "body": event, "more_body": not last})

    async def disconnected(self) -> None:
        while (await self.receive())["type"] != "http.disconnect":
            pass

    async def refuse(
        self,
        status: int,
        why: str,
        headers: Sequence[tuple[bytes, bytes]] = (),
        *,
        code: int = ErrorCode.INVALID_REQUEST,
    ) -> None:
        logger.debug("MCP HTTP bridge: %d for %s %s: %s", status, self.scope["method"], self.scope["path"], why)
        body = json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": code, "message": why}}).encode()
        await self.start(status, body, b"application/json", list(headers))

    async def start(
        self, status: int, body: bytes, content_type: bytes | None = None, headers: Sequence[tuple[bytes, bytes]] = ()
    ) -> None:
        all_headers = list(headers)
        if content_type is not None:
            all_headers.append((b"content-type", content_type))
        await self.send({"type": "http.response.start", "status": status, "headers": all_headers})
        await self.send({"type": "http.response.body", "body": body})


class _ClientGone(Exception):
    """The HTTP client hung up while its request was being read."""


def _valid_id(value: Any) -> bool:
    return type(value) is str or type(value) is int


def _in_envelope(message: dict[str, Any], handshake: _Handshake) -> dict[str, Any]:
    """An older client's request with the 2026-07-28 `_meta` envelope its session stands for."""
    params = message.get("params")
    enveloped = with_request_meta(
        params if type(params) is dict else None, handshake.client_capabilities, handshake.client_info
    )
    return {**message, "params": enveloped}


def _encode(message: dict[str, Any]) -> bytes:
    """A JSON-RPC message as one SSE event."""
    return b"event: message\ndata: " + json.dumps(message).encode() + b"\n\n"


class _Backlog:
    """The notifications of one call not yet written to its HTTP client, as SSE events, bounded in bytes: past
    `limit` it is `overflowed`, takes no more and calls `on_overflow` (the call is then ended with -33000)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.on_overflow: Callable[[], Any] = lambda: None
        self.events: list[bytes] = []
        self.size = 0
        self.overflowed = False
        self._ready = asyncio.Event()

    def put(self, method: str, params: dict[str, Any] | None) -> None:
        if self.overflowed:
            return
        note: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            note["params"] = params
        event = _encode(note)
        self.size += len(event)
        if self.size > self.limit:
            self.overflowed = True
            self.events.clear()
            self.on_overflow()
        else:
            self.events.append(event)
        self._ready.set()

    async def wait(self) -> None:
        await self._ready.wait()

    def take(self) -> list[bytes]:
        events, self.events, self.size = self.events, [], 0
        self._ready.clear()
        return events
