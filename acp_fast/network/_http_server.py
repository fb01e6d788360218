"""ACP over Streamable HTTP, served: a plain ASGI 3 application for any ASGI server (docs/network.md).

One endpoint (mount it where you like; the docs use `/acp`) and three verbs. `POST` carries one JSON-RPC message
from the client (`initialize` creates the connection and returns its answer; everything else is accepted with 202),
`GET` opens an SSE stream of what the server sends (the connection's, or one session's), `DELETE` ends the
connection; a WebSocket on the same endpoint carries both directions. Each connection is one `Connection` on a
message transport (docs/transports.md), driven through its `TransportEnd`.

No web framework: the protocol is three verbs and a WebSocket, and a framework would be a dependency of its own.
"""

from __future__ import annotations

import asyncio
import collections
import inspect
import logging
import secrets
from collections.abc import Awaitable, Callable, Iterable, MutableMapping
from typing import TYPE_CHECKING, Any, cast

import orjson

from .._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ..connection import Connection
from . import wire
from .policy import Refusal, ServerPolicy

if TYPE_CHECKING:
    from ..tracing import Tracer

__all__ = ["ASGIApp", "asgi_app"]

logger = logging.getLogger("acp_fast.network")

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]
Handler = Callable[[Connection], Awaitable[None] | None]

# The most bytes of messages one SSE write carries: a backlog goes out in chunks, not in one copy of it all.
CHUNK = 256 * 1024
# An idle SSE stream gets a comment this often, so that proxies and load balancers keep it open (as the official
# SDKs do).
KEEPALIVE_INTERVAL = 15.0
KEEPALIVE = b": keepalive\n\n"
# How long the `initialize` POST waits for the connection's answer, as the official SDK waits: the answer is the
# response's body, so an agent that never answers must not hold the request for ever.
INITIALIZE_TIMEOUT = 30.0

# WebSocket close codes (RFC 6455).
CLOSE_NORMAL = 1000
CLOSE_UNSUPPORTED = 1003
CLOSE_POLICY = 1008
CLOSE_TOO_BIG = 1009

_JSON = (b"content-type", wire.CONTENT_TYPE_JSON.encode())
_SSE_HEADERS = [
    (b"content-type", wire.CONTENT_TYPE_SSE.encode()),
    (b"cache-control", b"no-cache"),
    # nginx buffers responses unless told not to: an event stream must flow as it is written.
    (b"x-accel-buffering", b"no"),
]
_CONNECTION_ID = wire.CONNECTION_ID_HEADER.lower()
_SESSION_ID = wire.SESSION_ID_HEADER.lower()


def asgi_app(
    handler: Handler,
    *,
    token: str | None = None,
    allowed_origins: Iterable[str] = (),
    max_connections: int = 1024,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    idle_timeout: float | None = None,
    open_timeout: float = 10.0,
    tracer: Tracer | None = None,
) -> ASGIApp:
    """An ASGI application serving ACP over Streamable HTTP and WebSocket on whatever path it is mounted at.

    `handler(conn)` is called (and awaited, if it returns an awaitable) with each new `Connection`, before the
    connection's first message is handled: register its handlers there. The options are `ServerPolicy`'s
    (docs/network.md, "Serving safely"); a `tracer` traces every connection (docs/observability.md).
    """
    if not callable(handler):
        raise TypeError(f"handler must be callable, not {handler!r}")
    policy = ServerPolicy(
        token=token,
        # The policy checks and converts the collection (it refuses one str, which would be a set of characters).
        allowed_origins=cast(frozenset[str], allowed_origins),
        max_connections=max_connections,
        max_message_size=max_message_size,
        idle_timeout=idle_timeout,
        open_timeout=open_timeout,
    )
    return _App(handler, policy, tracer)


class _Stream:
    """Messages for one reader (an SSE stream: the connection's or one session's; or a WebSocket), queued until it
    takes them."""

    __slots__ = ("messages", "reading", "ready")

    def __init__(self) -> None:
        self.messages: collections.deque[bytes] = collections.deque()
        self.ready = asyncio.Event()  # set when there is something to take (or the connection closes)
        self.reading = False  # a reader is attached

    def put(self, message: bytes) -> None:
        self.messages.append(message)
        self.ready.set()

    def take(self) -> tuple[list[bytes], int]:
        """Up to CHUNK bytes of the oldest messages, and their size."""
        batch: list[bytes] = []
        size = 0
        messages = self.messages
        while messages and size < CHUNK:
            message = messages.popleft()
            batch.append(message)
            size += len(message)
        return batch, size

    def size(self) -> int:
        return sum(map(len, self.messages))


class _Link:
    """One ACP connection's transport as its `Connection` sees it (docs/transports.md): the writer, whose output
    waits on streams until the client takes it, and the reader, whose input (what the client sends) waits while
    the connection pauses reading. One part, so it reports `lost` once."""

    def __init__(self, app: _App, link_id: str, conn: Connection) -> None:
        self.app = app
        self.id = link_id
        self.conn = conn
        self.end = conn.open_transport(messages=True)
        self.queued = 0  # bytes written and not yet handed to the server for a reader
        self.writing_paused = False
        self.reading = asyncio.Event()  # clear while the connection pauses reading
        self.reading.set()
        self.closing = False
        self.reported = False
        self.loop = asyncio.get_running_loop()
        self.last_message = self.loop.time()
        self.idle_timer: asyncio.TimerHandle | None = None
        if app.policy.idle_timeout is not None:
            self.idle_timer = self.loop.call_later(app.policy.idle_timeout, self.check_idle)

    def attach(self) -> None:
        self.end.set_writer(self)
        self.end.add_reader(self)

    # ------------------------------------------------------------------------ MessageWriter and ReadControl

    def write_message(self, message: bytes) -> None:
        if self.closing:
            return
        self.last_message = self.loop.time()
        stream = self.route(message)
        if stream is None:
            return
        stream.put(message)
        self.queued += len(message)
        if not self.writing_paused and self.queued > wire.HIGH_WATER:
            self.writing_paused = True
            self.end.pause_writing()

    def is_closing(self) -> bool:
        return self.closing

    def get_write_buffer_size(self) -> int:
        return self.queued

    def close(self) -> None:
        """The connection closes: what is queued is still delivered to the streams being read."""
        self.finish(None, flush=True)

    def abort(self) -> None:
        """The connection gave up waiting for the client to read: what is queued is dropped."""
        self.finish(None, flush=False)

    def pause_reading(self) -> None:
        self.reading.clear()

    def resume_reading(self) -> None:
        self.reading.set()

    # ---------------------------------------------------------------------------------------- the server's

    def route(self, message: bytes) -> _Stream | None:
        """The stream `message` goes to; None when it is consumed here (the answer to `initialize`)."""
        raise NotImplementedError

    def stop(self, flush: bool) -> None:
        """The connection is closing: drop what cannot (or, without `flush`, must not) be delivered any more."""
        raise NotImplementedError

    def busy(self) -> bool:
        """A reader is still delivering what was queued before the close."""
        raise NotImplementedError

    def delivered(self, size: int) -> None:
        self.queued -= size
        if self.writing_paused and self.queued <= wire.LOW_WATER:
            self.writing_paused = False
            self.end.resume_writing()

    async def admit(self) -> bool:
        """Wait while the connection pauses reading; False once it is closed."""
        while not self.reading.is_set():
            await self.reading.wait()
        return not self.closing

    def feed(self, message: bytes | str) -> None:
        self.last_message = self.loop.time()
        self.end.feed_message(message)

    def end_by(self, exc: BaseException | None) -> None:
        """The client went away or a limit ends the connection: nothing more is delivered."""
        self.finish(exc, flush=False)

    def finish(self, exc: BaseException | None, *, flush: bool) -> None:
        if not self.closing:
            self.closing = True
            self.app.forget(self)
            if self.idle_timer is not None:
                self.idle_timer.cancel()
                self.idle_timer = None
            self.reading.set()  # requests waiting to be admitted learn that the connection is gone
        if not flush:
            self.queued = 0
        self.stop(flush)
        if not flush or not self.busy():
            self.report(exc)

    def report(self, exc: BaseException | None) -> None:
        if not self.reported:
            self.reported = True
            self.end.lost(self, exc)

    def check_idle(self) -> None:
        idle = self.app.policy.idle_timeout
        assert idle is not None
        left = self.last_message + idle - self.loop.time()
        if left > 0:
            self.idle_timer = self.loop.call_later(left, self.check_idle)
            return
        self.idle_timer = None
        logger.info("%s: closed after %s s without a message (idle_timeout)", self.conn.name, idle)
        self.end_by(TimeoutError(f"{self.conn.name}: no message for {idle} s (idle_timeout)"))


class _HttpLink(_Link):
    """A connection over Streamable HTTP: its output is routed to the connection's stream or a session's."""

    def __init__(self, app: _App, link_id: str, conn: Connection) -> None:
        super().__init__(app, link_id, conn)
        self.main = _Stream()
        self.sessions: dict[str, _Stream] = {}
        # request id -> the session its params name: the answer goes to that session's stream.
        self.routes: dict[str, str] = {}
        self.answer: tuple[str, asyncio.Future[bytes]] | None = None
        self.readers = 0
        self.stream_timer: asyncio.TimerHandle | None = None

    def route(self, message: bytes) -> _Stream | None:
        # Most messages name no session and answer no routed request: they need no decoding.
        if not self.routes and self.answer is None and b'"sessionId"' not in message:
            return self.main
        value = wire.decode(message)
        if not isinstance(value, dict):
            return self.main
        if "method" in value:
            # A request or notification: to the stream of the session it names, once the client may read it.
            session = wire.params_session(value)
            return self.main if session is None else self.sessions.get(session, self.main)
        key = wire.id_key(value.get("id"))
        if key is None:
            return self.main
        if self.answer is not None and key == self.answer[0]:
            waiter = self.answer[1]
            self.answer = None
            if not waiter.done():
                waiter.set_result(message)
            return None
        # The answer to `session/new` (and its kind) carries the new session: the client opens that session's
        # stream when it reads this answer, on the connection's stream.
        established = wire.result_session(value)
        if established is not None and established not in self.sessions:
            self.sessions[established] = _Stream()
        routed = self.routes.pop(key, None)
        if established is None and routed is not None:
            return self.sessions.get(routed, self.main)
        return self.main

    def note_request(self, message: dict[str, Any]) -> None:
        """A request from the client naming a session: its answer will go to that session's stream."""
        if "id" in message and "method" in message:
            session = wire.params_session(message)
            key = wire.id_key(message["id"])
            if session is not None and key is not None:
                self.routes[key] = session

    def expect_answer(self, key: str) -> asyncio.Future[bytes]:
        waiter: asyncio.Future[bytes] = self.loop.create_future()
        self.answer = (key, waiter)
        return waiter

    def expect_stream(self) -> None:
        """The client has `open_timeout` seconds to open (or reopen) the connection's stream: a client that went
        away without a DELETE leaves nothing behind."""
        if not self.closing and not self.main.reading:
            self.stream_timer = self.loop.call_later(self.app.policy.open_timeout, self.stream_missing)

    def stream_missing(self) -> None:
        self.stream_timer = None
        if not self.main.reading and not self.closing:
            timeout = self.app.policy.open_timeout
            logger.info("%s: closed: its stream was not opened within %s s (open_timeout)", self.conn.name, timeout)
            self.end_by(TimeoutError(f"{self.conn.name}: no connection stream within {timeout} s (open_timeout)"))

    def stop(self, flush: bool) -> None:
        if self.stream_timer is not None:
            self.stream_timer.cancel()
            self.stream_timer = None
        if self.answer is not None:
            waiter = self.answer[1]
            self.answer = None
            if not waiter.done():
                waiter.set_exception(ConnectionError(f"{self.conn.name} closed before answering initialize"))
        for stream in (self.main, *self.sessions.values()):
            # A stream nobody reads now never will: the connection is gone from the table.
            if not flush or not stream.reading:
                stream.messages.clear()
            stream.ready.set()
        if flush:
            self.queued = sum(stream.size() for stream in (self.main, *self.sessions.values()))

    def busy(self) -> bool:
        return self.readers > 0

    async def serve_stream(self, stream: _Stream, receive: Receive, send: Send) -> None:
        """Answer a GET with the stream's messages as SSE events, until the client leaves or the connection ends."""
        stream.reading = True
        self.readers += 1
        if stream is self.main and self.stream_timer is not None:
            self.stream_timer.cancel()
            self.stream_timer = None
        gone = asyncio.ensure_future(_disconnected(receive))
        gone.add_done_callback(lambda _: stream.ready.set())
        try:
            await send({"type": "http.response.start", "status": 200, "headers": _SSE_HEADERS})
            while not gone.done():
                if stream.messages:
                    batch, size = stream.take()
                    await send({"type": "http.response.body", "body": _events(batch), "more_body": True})
                    self.delivered(size)
                elif self.closing:
                    await send({"type": "http.response.body", "body": b"", "more_body": False})
                    break
                else:
                    stream.ready.clear()
                    try:
                        async with asyncio.timeout(KEEPALIVE_INTERVAL):
                            await stream.ready.wait()
                    except TimeoutError:
                        await send({"type": "http.response.body", "body": KEEPALIVE, "more_body": True})
        except OSError:
            pass  # the client went away while we wrote (ASGI servers may raise it)
        finally:
            gone.cancel()
            stream.reading = False
            self.readers -= 1
            if self.closing:
                if not self.readers:
                    self.report(None)
            elif stream is self.main:
                self.expect_stream()


class _WebSocketLink(_Link):
    """A connection over a WebSocket: one text frame per message, both ways."""

    def __init__(self, app: _App, link_id: str, conn: Connection) -> None:
        super().__init__(app, link_id, conn)
        self.stream = _Stream()
        self.stream.reading = True
        self.pumping = True
        self.close_code = CLOSE_NORMAL
        self.close_reason = ""

    def route(self, message: bytes) -> _Stream | None:
        return self.stream

    def stop(self, flush: bool) -> None:
        if not flush:
            self.stream.messages.clear()
        self.stream.ready.set()

    def busy(self) -> bool:
        return self.pumping

    async def pump(self, send: Send) -> None:
        """Send what the connection writes, then the close frame once it closes."""
        stream = self.stream
        try:
            while True:
                if stream.messages:
                    batch, size = stream.take()
                    for message in batch:
                        await send({"type": "websocket.send", "text": message.decode()})
                    self.delivered(size)
                elif self.closing:
                    break
                else:
                    stream.ready.clear()
                    await stream.ready.wait()
            await send({"type": "websocket.close", "code": self.close_code, "reason": self.close_reason})
        except OSError as exc:
            self.end_by(exc)
        finally:
            self.pumping = False
            if self.closing:
                self.report(None)

    async def read(self, receive: Receive) -> None:
        """Feed the client's text frames to the connection until it leaves or the connection closes."""
        limit = self.app.policy.max_message_size
        while await self.admit():
            event = await receive()
            kind = event["type"]
            if kind == "websocket.disconnect":
                self.end_by(None)
            elif kind == "websocket.receive":
                text = event.get("text")
                if text is None:
                    self.refuse(CLOSE_UNSUPPORTED, "binary frame: each JSON-RPC message is one text frame")
                # A character is 1 to 4 bytes: only a long text is measured in bytes.
                elif len(text) * 4 > limit and len(text.encode()) > limit:
                    self.refuse(CLOSE_TOO_BIG, f"message over max_message_size ({limit} bytes)")
                else:
                    self.feed(text)

    def refuse(self, code: int, reason: str) -> None:
        logger.warning("%s: closing the WebSocket (%d): %s", self.conn.name, code, reason)
        self.close_code = code
        self.close_reason = reason
        self.end_by(ConnectionError(f"{self.conn.name}: {reason}"))


class _App:
    """The ASGI application: the table of live connections, and the three verbs, the WebSocket and the lifespan."""

    def __init__(self, handler: Handler, policy: ServerPolicy, tracer: Tracer | None) -> None:
        self.handler = handler
        self.policy = policy
        self.tracer = tracer
        self.links: dict[str, _Link] = {}
        self.opening = 0  # connections whose handler runs: they count against max_connections too

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        try:
            if kind == "http":
                await self.http(scope, receive, send)
            elif kind == "websocket":
                await self.websocket(scope, receive, send)
            elif kind == "lifespan":
                await self.lifespan(receive, send)
        except OSError:
            pass  # the client went away while we answered

    def forget(self, link: _Link) -> None:
        self.links.pop(link.id, None)

    def full(self) -> Refusal | None:
        if len(self.links) + self.opening >= self.policy.max_connections:
            return Refusal(503, f"too many connections (max_connections={self.policy.max_connections})")
        return None

    async def open(self, kind: str) -> _Link | Refusal:
        """A new connection of `kind`, its handler run and its transport attached (or why not)."""
        full = self.full()
        if full is not None:
            return full
        link_id = secrets.token_hex(16)
        conn = Connection(f"{kind} {link_id[:8]}", max_message_size=self.policy.max_message_size, tracer=self.tracer)
        self.opening += 1
        try:
            result = self.handler(conn)
            if inspect.isawaitable(result):
                await result
            link: _Link = _HttpLink(self, link_id, conn) if kind == "http" else _WebSocketLink(self, link_id, conn)
            link.attach()
        except Exception:
            logger.exception("%s: the connection handler failed", conn.name)
            await conn.close()  # what the handler started on it stops
            return Refusal(500, "the connection handler failed")
        finally:
            self.opening -= 1
        self.links[link_id] = link
        return link

    # ----------------------------------------------------------------------------------------------- HTTP

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        header = _headers(scope)
        method = scope["method"]
        refusal = self.policy.check(header)
        if refusal is not None:
            logger.info("refused %s %s: %s", method, scope.get("path", ""), refusal.reason)
            challenge = [(b"www-authenticate", b"Bearer")] if refusal.status == 401 else []
            await _error(send, refusal.status, refusal.reason, challenge)
        elif method == "POST":
            await self.post(header, receive, send)
        elif method == "GET":
            await self.get(header, receive, send)
        elif method == "DELETE":
            await self.delete(header, send)
        else:
            await _error(send, 405, f"method not allowed: {method}", [(b"allow", b"GET, POST, DELETE")])

    async def post(self, header: Callable[[str], str | None], receive: Receive, send: Send) -> None:
        if not (header("content-type") or "").lower().startswith(wire.CONTENT_TYPE_JSON):
            await _error(send, 415, f"Content-Type must be {wire.CONTENT_TYPE_JSON}")
            return
        limit = self.policy.max_message_size
        length = header("content-length")
        if length is not None and length.isdigit() and int(length) > limit:
            await _error(send, 413, f"message over max_message_size ({limit} bytes)")
            return
        try:
            async with asyncio.timeout(self.policy.open_timeout):
                body = await _read_body(receive, limit)
        except TimeoutError:
            await _error(send, 408, f"body not received within {self.policy.open_timeout} s (open_timeout)")
            return
        if body is None:
            await _error(send, 413, f"message over max_message_size ({limit} bytes)")
            return
        message = wire.decode(body) if body else None
        if isinstance(message, list):
            await _error(send, 501, "batch requests are not supported")
            return
        if not isinstance(message, dict):
            await _error(send, 400, "the body is not a JSON-RPC message")
            return
        method = message.get("method")
        if method == wire.INITIALIZE_METHOD and "id" in message:
            await self.initialize(body, message, send)
            return
        link = await self.find(header, send)
        if link is None:
            return
        # `$/cancel_request` belongs to the connection whatever it cancels: a session header on it means nothing.
        session = None if method == wire.CANCEL_METHOD else header(_SESSION_ID)
        if session is None and isinstance(method, str) and method in wire.SESSION_SCOPED_METHODS:
            await _error(send, 400, f"{method} needs the {wire.SESSION_ID_HEADER} header")
            return
        if session is not None and session not in link.sessions:
            await _error(send, 404, f"unknown session: {session}")
            return
        if not await link.admit():
            await _error(send, 404, "the connection is closed")
            return
        link.note_request(message)
        link.feed(body)
        headers = [(_CONNECTION_ID.encode(), link.id.encode())]
        if session is not None:
            headers.append((_SESSION_ID.encode(), session.encode()))
        await _respond(send, 202, headers)

    async def initialize(self, body: bytes, message: dict[str, Any], send: Send) -> None:
        key = wire.id_key(message["id"])
        if key is None:
            await _error(send, 400, "initialize needs a string or integer id")
            return
        link = await self.open("http")
        if isinstance(link, Refusal):
            await _error(send, link.status, link.reason)
            return
        assert isinstance(link, _HttpLink)
        answer = link.expect_answer(key)
        link.feed(body)
        try:
            async with asyncio.timeout(INITIALIZE_TIMEOUT):
                response = await answer
        except TimeoutError:
            link.end_by(TimeoutError(f"{link.conn.name}: initialize not answered within {INITIALIZE_TIMEOUT} s"))
            await _error(send, 504, f"initialize not answered within {INITIALIZE_TIMEOUT} s")
            return
        except ConnectionError as exc:
            await _error(send, 500, str(exc))
            return
        await _respond(send, 200, [_JSON, (_CONNECTION_ID.encode(), link.id.encode())], response)
        link.expect_stream()

    async def find(self, header: Callable[[str], str | None], send: Send) -> _HttpLink | None:
        """The Streamable HTTP connection the request names, or None once refused."""
        link_id = header(_CONNECTION_ID)
        if link_id is None:
            await _error(send, 400, f"missing {wire.CONNECTION_ID_HEADER} header")
            return None
        link = self.links.get(link_id)
        if not isinstance(link, _HttpLink):
            await _error(send, 404, f"unknown connection: {link_id}")
            return None
        return link

    async def get(self, header: Callable[[str], str | None], receive: Receive, send: Send) -> None:
        if (header("upgrade") or "").lower() == "websocket":
            await _error(send, 400, "a WebSocket upgrade must arrive as the ASGI websocket scope")
            return
        accept = header("accept") or ""
        if wire.CONTENT_TYPE_SSE not in accept and "*/*" not in accept:
            await _error(send, 406, f"Accept must include {wire.CONTENT_TYPE_SSE}")
            return
        link = await self.find(header, send)
        if link is None:
            return
        session = header(_SESSION_ID)
        stream = link.main if session is None else link.sessions.get(session)
        if stream is None:
            await _error(send, 404, f"unknown session: {session}")
        elif stream.reading:
            await _error(send, 409, "that stream is already open")
        else:
            await link.serve_stream(stream, receive, send)

    async def delete(self, header: Callable[[str], str | None], send: Send) -> None:
        link_id = header(_CONNECTION_ID)
        if link_id is None:
            await _error(send, 400, f"missing {wire.CONNECTION_ID_HEADER} header")
            return
        link = self.links.get(link_id)
        if link is None:
            await _error(send, 404, f"unknown connection: {link_id}")
            return
        logger.debug("%s: ended by the client (DELETE)", link.conn.name)
        link.end_by(None)
        await _respond(send, 202)

    # ------------------------------------------------------------------------------------------ WebSocket

    async def websocket(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (await receive())["type"] != "websocket.connect":
            return
        refusal = self.policy.check(_headers(scope))
        if refusal is not None:
            logger.info("refused a WebSocket on %s: %s", scope.get("path", ""), refusal.reason)
            await _refuse_websocket(scope, send, refusal)
            return
        link = await self.open("websocket")
        if isinstance(link, Refusal):
            await _refuse_websocket(scope, send, link)
            return
        assert isinstance(link, _WebSocketLink)
        pump: asyncio.Future[None] | None = None
        try:
            await send({"type": "websocket.accept", "headers": [(_CONNECTION_ID.encode(), link.id.encode())]})
            # Started once accepted: what the handler sent already waits in the queue until then.
            pump = asyncio.ensure_future(link.pump(send))
            await link.read(receive)
            await pump
        finally:
            if not link.closing:  # the server stopped serving the WebSocket (its task was cancelled)
                link.end_by(ConnectionError(f"{link.conn.name}: the server stopped serving it"))
            if pump is not None and not pump.done():
                pump.cancel()

    # ------------------------------------------------------------------------------------------- lifespan

    async def lifespan(self, receive: Receive, send: Send) -> None:
        while True:
            event = await receive()
            if event["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif event["type"] == "lifespan.shutdown":
                # Each connection closes as `Connection.close()` does: its queued output gets the linger time.
                await asyncio.gather(*(link.conn.close() for link in list(self.links.values())))
                await send({"type": "lifespan.shutdown.complete"})
                return


def _headers(scope: Scope) -> Callable[[str], str | None]:
    """A reader of the request's headers by lower-case name (ASGI gives them as latin-1 bytes)."""
    headers = {name.decode("latin-1").lower(): value.decode("latin-1") for name, value in scope["headers"]}
    return headers.get


async def _read_body(receive: Receive, limit: int) -> bytes | None:
    """The request's body; None as soon as it is longer than `limit` (the rest is never read)."""
    chunks: list[bytes] = []
    size = 0
    while True:
        event = await receive()
        if event["type"] == "http.disconnect":
            raise ConnectionResetError("the client went away while sending its body")
        chunk = event.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not event.get("more_body", False):
            return b"".join(chunks)


async def _disconnected(receive: Receive) -> None:
    while (await receive())["type"] != "http.disconnect":
        pass


def _events(batch: list[bytes]) -> bytes:
    """Messages as SSE events. A message holds no line break but in JSON whitespace, where a space is the same."""
    return b"".join(
        b"data: "
        + (message.replace(b"\r", b" ").replace(b"\n", b" ") if b"\r" in message or b"\n" in message else message)
        + b"\n\n"
        for message in batch
    )


async def _respond(send: Send, status: int, headers: Iterable[tuple[bytes, bytes]] = (), body: bytes = b"") -> None:
    await send({"type": "http.response.start", "status": status, "headers": list(headers)})
    await send({"type": "http.response.body", "body": body})


async def _error(send: Send, status: int, reason: str, headers: Iterable[tuple[bytes, bytes]] = ()) -> None:
    await _respond(send, status, [_JSON, *headers], orjson.dumps({"error": reason}))


async def _refuse_websocket(scope: Scope, send: Send, refusal: Refusal) -> None:
    """Refuse a WebSocket before accepting it: with the refusal's own status where the server offers the ASGI
    `websocket.http.response` extension, else as a close before accept, which servers answer with 403."""
    if "websocket.http.response" in (scope.get("extensions") or {}):
        await send({"type": "websocket.http.response.start", "status": refusal.status, "headers": [_JSON]})
        await send({"type": "websocket.http.response.body", "body": orjson.dumps({"error": refusal.reason})})
    else:
        await send({"type": "websocket.close", "code": CLOSE_POLICY, "reason": refusal.reason})
