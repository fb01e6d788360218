"""ACP over WebSocket: `serve_websocket` and `connect_websocket` (docs/network.md, "WebSocket").

One JSON-RPC message is one text frame. One `asyncio.Protocol` per socket (`_Link`) is the connection's transport
(docs/transports.md, "Writing a transport"), driving the sans-I/O protocol of the `websockets` library
(`ServerProtocol`, `ClientProtocol`): bytes in, events out, no task and no await per message.

The protocol does the opening handshake, the control frames (a ping is answered, the closing handshake), fragmented
messages, and every refusal with its close code (a frame over the size limit, a protocol error). The one frame ACP
sends all the time, an unfragmented text frame, is read and written by acp-fast's core instead, compiled when
it is built (`FrameReader`, `websocket_frames`; docs/transports.md, "WebSocket frames"): the protocol's own
framing costs 2 to 4 µs per frame each way in Python, which held round trips to a third of the rate over pipes.
Every other frame is handed to the protocol whole, so its state (a fragmented message in progress, the closing
handshake) is exactly what it would be had it parsed every frame, and a frame the fast path does not take (too long,
wrongly masked, reserved bits, an unknown opcode, not UTF-8) is read here, and refused by the protocol from its
header alone, or closed with 1007.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import os
import ssl as _ssl
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .. import _router
from .._extras import missing_extra
from .._frames_py import FIN_TEXT, MASKED, is_utf8
from .._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ..connection import Connection
from ..transports import TransportEnd
from .policy import DEFAULT_HOST, Refusal, ServerPolicy, bearer_header
from .wire import DEFAULT_PATH

try:
    from websockets.client import ClientProtocol
    from websockets.exceptions import InvalidStatus, InvalidURI
    from websockets.frames import BINARY, CONT, TEXT, CloseCode
    from websockets.http11 import Request, Response
    from websockets.protocol import OPEN, Protocol
    from websockets.server import ServerProtocol
    from websockets.uri import parse_uri

    try:
        from websockets.speedups import apply_mask
    except ImportError:  # pragma: no cover - websockets built without its C extension
        from websockets.utils import apply_mask
except ImportError as error:  # pragma: no cover - the extra is part of the test environment
    raise missing_extra("the WebSocket transport", "ws", error) from error

if TYPE_CHECKING:
    from ..tracing import Tracer

__all__ = ["WebSocketServer", "connect_websocket", "serve_websocket"]

logger = logging.getLogger("acp_fast.network")

Handler = Callable[[Connection], "Awaitable[None] | None"]

# A client draws its masking keys from this many random bytes at a time (one system call per 1024 messages).
KEY_POOL = 4096
# The end of an HTTP head: what follows a 101 response, or an upgrade request, is frames.
HEAD_END = b"\r\n\r\n"
# Control frames (pings, pongs) read from one peer in one loop turn: the rest of its input waits for the next turn,
# so that a peer sending nothing but pings cannot keep the loop from its other connections.
CONTROL_FRAMES_PER_TURN = 64


class _Link(asyncio.Protocol):
    """One WebSocket over one stream and, once the opening handshake is done, the connection's `ByteWriter` and
    `ReadControl` (one part: it reports `lost` once).

    The connection's output comes as newline-terminated messages, written once per read (or per loop turn, for what
    is sent outside a read, and sooner every `FLUSH_EVERY` messages within a read, as the router's write policy
    says for frames): the router frames them all in one pass (`websocket_frames`), and the frames go out in one
    system call. Its input
    goes to the connection's `feed_frames`, which takes the unfragmented text frames; the rest of a read, from the first
    frame it leaves, is read here and by the protocol.
    """

    def __init__(self, ws: Protocol, limit: int, masks: bool) -> None:
        self._ws = ws
        self._limit = limit  # the longest message read
        self._masks = masks  # a client masks what it sends, and reads unmasked frames
        self._masked_in = not masks  # a server reads masked frames only, a client unmasked ones
        self._frames = _router.websocket_frames  # the loaded core's (read when the link is made)
        self._transport: asyncio.Transport = None  # type: ignore[assignment]  # set by connection_made
        self._end: TransportEnd | None = None
        self._tail = bytearray()  # an incomplete frame (or frames that came before the connection was bound)
        self._need = 0  # bytes the tail needs before it is looked at again
        self._head_tail = b""  # the last bytes of the opening handshake's head so far (its end may straddle reads)
        self._head_done = False
        self._fragments: list[bytes] | None = None  # a fragmented message in progress (the protocol reads those)
        self._keys = b""
        self._key_at = 0
        self._input_done = False  # the WebSocket is closing: nothing more is fed to the connection, or written
        self._ended = False  # ... and the connection was told
        self._lost = False
        # Reading goes on while nobody holds it: the connection (its flow control), the control frames' turn
        # (`CONTROL_FRAMES_PER_TURN`), and a peer that leaves our pongs unread (held until it has read them).
        self._held_by_connection = False
        self._held_for_turn = False
        self._held_for_pongs = False
        self._control_budget = CONTROL_FRAMES_PER_TURN
        self.active = False  # a message went either way since the idle check last looked
        self.name = "websocket"

    # ---------------------------------------------------------------------------------------- the hot path

    def write(self, data: bytes) -> None:
        """The connection's output: newline-terminated messages, one text frame each (masked by a client)."""
        keys = None
        if self._masks:
            need = 4 * data.count(b"\n")
            at = self._key_at
            if len(self._keys) - at < need:
                # RFC 6455, 5.3: keys from a strong source of entropy, drawn KEY_POOL bytes at a time.
                self._keys = os.urandom(max(KEY_POOL, need))
                at = 0
            keys = self._keys[at : at + need]
            self._key_at = at + need
        self.active = True
        transport = self._transport
        if not transport.is_closing():
            transport.write(self._frames(data, keys))

    def data_received(self, data: bytes) -> None:
        # One method for every state: uvloop binds `data_received` once, when the connection is made.
        end = self._end
        if self._input_done or end is None:
            self._received_slow(data)
            return
        tail = self._tail
        if tail:
            tail += data
            if len(tail) < self._need:
                return
            data = bytes(tail)
            self._tail = bytearray()
        at = 0
        if self._fragments is None:
            at = end.feed_frames(data, self._masked_in)
            if at:
                self.active = True
        if at < len(data):
            if self._input_done:
                self._to_closing(data[at:])
            else:
                end.feed_messages(self._messages(data, at))
        ws = self._ws
        self._write(ws.data_to_send())  # pongs, a close frame
        if ws.state is not OPEN:
            self._input_ended()

    def _messages(self, data: bytes, at: int) -> Iterator[bytes]:
        """The messages of the complete frames of `data` from `at`, one at a time (the connection takes each before
        the next frame is read: a message may shut it down); an incomplete last frame is kept for the next read."""
        masked = self._masked_in
        limit = self._limit
        size = len(data)
        # Not past the connection's shutdown, should a message bring it about.
        while at < size and not self._input_done:
            if self._control_budget <= 0:
                # The control frames of this turn are read: the rest waits for the next turn.
                self._keep(data, at, 0)
                self._yield_turn()
                return
            if size - at < 2:
                self._keep(data, at, 2)
                return
            first = data[at]
            second = data[at + 1]
            length = second & 0x7F
            start = at + 2
            if length > 125:
                extended = 2 if length == 126 else 8
                if size - start < extended:
                    self._keep(data, at, 2 + extended)
                    return
                length = int.from_bytes(data[start : start + extended])
                start += extended
            if bool(second & MASKED) != masked or length > limit:
                # The protocol refuses it from the header (1002, 1009): a huge frame is never waited for.
                yield from self._to_protocol(data[at:])
                return
            if masked:
                start += 4
            stop = start + length
            if stop > size:
                self._keep(data, at, stop - at)
                return
            if first == FIN_TEXT and self._fragments is None:
                payload = apply_mask(data[start:stop], data[start - 4 : start]) if masked else data[start:stop]
                if not is_utf8(payload):
                    self._fail(CloseCode.INVALID_DATA, "a text frame is not valid UTF-8")
                    return
                self.active = True
                yield payload
            else:
                yield from self._to_protocol(data[at:stop])
                if self._ws.state is not OPEN:
                    return
            at = stop
        if at < size:  # the connection shut down: the protocol reads the rest (the peer's close frame may be in it)
            self._to_closing(data[at:])

    def _to_closing(self, data: bytes) -> None:
        """Frames after the connection shut down: the protocol reads them (the peer's close frame may be among
        them); their messages are not fed any more."""
        self._ws.receive_data(data)
        self._ws.events_received()

    def _keep(self, data: bytes, at: int, need: int) -> None:
        self._tail = bytearray(memoryview(data)[at:])
        self._need = need

    def _to_protocol(self, data: bytes) -> Iterator[bytes]:
        """The messages of a frame the fast path does not take (whole, or from a header the protocol refuses)."""
        ws = self._ws
        ws.receive_data(data)
        for frame in ws.events_received():
            # After the handshake every event is a frame. Incoming payloads are bytes or bytearray (only outgoing
            # compressed frames use memoryviews).
            opcode = frame.opcode  # type: ignore[union-attr]
            payload: bytes = frame.data  # type: ignore[union-attr,assignment]
            if opcode is TEXT:
                # Unfragmented text frames take the fast path, unless one breaks into a fragmented message (then
                # the protocol failed the WebSocket and there is no event).
                self._fragments = [payload]
            elif opcode is CONT:
                # The protocol refuses a continuation without a start and bounds the whole by max_message_size.
                fragments: list[bytes] = self._fragments  # type: ignore[assignment]
                fragments.append(payload)
                if frame.fin:  # type: ignore[union-attr]
                    self._fragments = None
                    message = b"".join(fragments)
                    if not is_utf8(message):
                        self._fail(CloseCode.INVALID_DATA, "a text message is not valid UTF-8")
                        return
                    self.active = True
                    yield message
            elif opcode is BINARY:
                self._fail(CloseCode.UNSUPPORTED_DATA, "binary frames are not accepted: ACP messages are text")
                return
            else:
                # PING: the protocol queued the pong; PONG: nothing to do; CLOSE: `_input_ended` follows.
                self._control_budget -= 1

    def _received_slow(self, data: bytes) -> None:
        """Bytes before the connection is bound (the opening handshake), or once the WebSocket is closing."""
        if not self._input_done:
            self._received_unbound(data)
            return
        if self._tail:  # the protocol reads from here on: from the start of the frame the fast path held
            data, self._tail = bytes(self._tail) + data, bytearray()
        self._to_closing(data)
        ws = self._ws
        self._write(ws.data_to_send())
        if ws.state is not OPEN:
            self._input_ended()

    def _received_unbound(self, data: bytes) -> None:
        raise NotImplementedError

    def _head(self, data: bytes) -> tuple[list[Any], bytes]:
        """Feed the protocol the opening handshake up to the end of its HTTP head, and return its events and what
        follows the head: frames, for the fast path (a refused handshake's response body is fed too)."""
        ws = self._ws
        if not self._head_done:
            joined = self._head_tail + data
            found = joined.find(HEAD_END)
            if found < 0:
                self._head_tail = joined[-3:]
            else:
                self._head_done = True
                cut = found + len(HEAD_END) - len(self._head_tail)
                ws.receive_data(data[:cut])
                return ws.events_received(), data[cut:]
        ws.receive_data(data)
        return ws.events_received(), b""

    # ---------------------------------------------------------------------------- MessageWriter, ReadControl

    def is_closing(self) -> bool:
        # `_input_done` is set wherever the protocol leaves the OPEN state, before the connection can look.
        return self._input_done or self._transport.is_closing()

    def get_write_buffer_size(self) -> int:
        # What is pending goes out within this loop turn: only what the transport holds counts as unread.
        return self._transport.get_write_buffer_size()

    def pause_reading(self) -> None:
        self._held_by_connection = True
        self._transport.pause_reading()

    def resume_reading(self) -> None:
        self._held_by_connection = False
        self._read_if_free()

    def _read_if_free(self) -> None:
        if not (self._held_by_connection or self._held_for_turn or self._held_for_pongs or self._lost):
            self._transport.resume_reading()

    # ------------------------------------------------------------------------------------- control frames

    def _yield_turn(self) -> None:
        """Stop reading until the next loop turn (the rest of this read is kept), then read on."""
        self._held_for_turn = True
        self._transport.pause_reading()
        asyncio.get_running_loop().call_soon(self._next_turn)

    def _next_turn(self) -> None:
        self._held_for_turn = False
        self._control_budget = CONTROL_FRAMES_PER_TURN
        if self._lost:
            return
        if self._tail and self._need == 0:
            self.data_received(b"")  # what the last turn left
        if not self._held_for_turn:
            self._read_if_free()

    def close(self) -> None:
        """The connection shuts down: a close frame (1000) after what it wrote; the socket closes once the peer's
        close frame is back (the connection aborts it after its linger time otherwise)."""
        self.go_away(CloseCode.NORMAL_CLOSURE, "")

    def abort(self) -> None:
        self._transport.abort()

    # ------------------------------------------------------------------------------------- asyncio.Protocol

    def pause_writing(self) -> None:
        if self._end is not None:
            self._end.pause_writing()

    def resume_writing(self) -> None:
        if self._held_for_pongs:
            self._held_for_pongs = False
            self._read_if_free()
        if self._end is not None:
            self._end.resume_writing()

    def eof_received(self) -> None:
        ws = self._ws
        ws.receive_eof()
        self._write(ws.data_to_send())
        self._input_ended()

    def connection_lost(self, exc: Exception | None) -> None:
        self._lost = True
        if self._end is not None:
            self._end.lost(self, exc)

    # --------------------------------------------------------------------------------------------- closing

    def go_away(self, code: int, reason: str) -> None:
        """Start the closing handshake with `code` (unless it started already); the connection's input ends."""
        ws = self._ws
        if ws.state is OPEN:
            ws.send_close(code, reason)
            self._write(ws.data_to_send())
            if not self._transport.is_closing():
                self._transport.resume_reading()  # the peer's close frame must come in (reading may be paused)
        self._input_ended()

    def _fail(self, code: int, reason: str) -> None:
        logger.warning("%s: closed (%d): %s", self.name, code, reason)
        self._ws.fail(code, reason)

    def _input_ended(self) -> None:
        """The WebSocket left the OPEN state (a close frame either way, a failure, the end of the stream): nothing
        more is read or written. The connection shuts down at once (its writer is closing)."""
        if self._ended:
            return
        self._ended = self._input_done = True
        ws = self._ws
        if ws.parser_exc is not None and ws.close_sent is not None:
            # The protocol failed the WebSocket: a frame over max_message_size (1009), a protocol error (1002).
            logger.warning("%s: closed (%d): %s", self.name, ws.close_sent.code, ws.parser_exc)
        if self._end is not None:
            self._end.feed_eof()

    def _write(self, writes: list[bytes]) -> None:
        """Write what the protocol has to send (the opening handshake, pongs, a close frame) in one system call."""
        if not writes:
            return
        transport = self._transport
        if transport.is_closing():
            return  # lost or aborted: nothing can be written
        transport.write(b"".join(writes))
        if transport.get_write_buffer_size() > transport.get_write_buffer_limits()[1] and not self._held_for_pongs:
            # The peer leaves what we write unread and its pings ask for more: read nothing more from it until it
            # has read (the transport's resume_writing), so that what is queued for it stays bounded.
            self._held_for_pongs = True
            transport.pause_reading()
        if not writes[-1]:
            # SEND_EOF (b"", always last): the protocol is done with the stream (a server after the closing
            # handshake or a failure, a client once the server closed). It closes after what is buffered.
            transport.close()

    def _bind(self, end: TransportEnd, frames: bytes) -> None:
        """Run the connection over this WebSocket; `frames` are the bytes that came after the handshake."""
        self._end = end
        end.set_writer(self)
        end.add_reader(self)
        tail, self._tail = self._tail + frames, bytearray()
        if tail:
            self.data_received(bytes(tail))


# ------------------------------------------------------------------------------------------------------ client


class _ClientLink(_Link):
    def __init__(
        self, ws: ClientProtocol, limit: int, conn: Connection, url: str, opened: asyncio.Future[None]
    ) -> None:
        super().__init__(ws, limit, masks=True)
        self._conn = conn
        self._url = url
        self._opened = opened
        self.name = conn.name

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport  # type: ignore[assignment]
        self._write(self._ws.data_to_send())  # the opening handshake's request

    def _received_unbound(self, data: bytes) -> None:
        """The opening handshake's response."""
        ws = self._ws
        events, frames = self._head(data)
        if not events and frames and ws.handshake_exc is None:
            # A head with no event: a response with a body, so not a 101. The protocol reads the body.
            ws.receive_data(frames)
            events, frames = ws.events_received(), b""
        if ws.handshake_exc is not None:
            response = events[0] if events else None
            self._settle(_refused(self._url, response, ws.handshake_exc))
            self._write(ws.data_to_send())
            return
        if not events:
            return  # the rest of the response is to come
        try:
            end = self._conn.open_transport()
        except RuntimeError as exc:  # the connection is already connected: not over this socket, then
            self._settle(exc)
            self._transport.abort()
            return
        self._settle(None)
        self._bind(end, frames)

    def eof_received(self) -> None:
        ws = self._ws
        if self._end is None and not self._input_done:
            ws.receive_eof()  # the end of a response read to the end of the stream, or of an incomplete one
            events = ws.events_received()
            if ws.handshake_exc is not None:
                self._settle(_refused(self._url, events[0] if events else None, ws.handshake_exc))
            else:
                self._settle(ConnectionError(f"{self._url}: the server closed the connection during the handshake"))
        super().eof_received()

    def connection_lost(self, exc: Exception | None) -> None:
        detail = f": {exc}" if exc is not None else ""
        self._settle(ConnectionError(f"{self._url}: the connection was lost during the handshake{detail}"))
        super().connection_lost(exc)

    def _settle(self, exc: BaseException | None) -> None:
        opened = self._opened
        if opened.done():  # settled already, or the caller gave up (timeout, cancellation)
            return
        if exc is None:
            opened.set_result(None)
        else:
            opened.set_exception(exc)


def _refused(url: str, response: object, exc: Exception) -> ConnectionError:
    """The error of a handshake the server refused (`response`: its HTTP response, when one was read)."""
    if isinstance(exc, InvalidStatus) and isinstance(response, Response):
        reason = response.body.decode(errors="replace").strip()[:200]
        detail = f": {reason}" if reason else ""
        status = f"HTTP {response.status_code} {response.reason_phrase}"
        return ConnectionError(f"WebSocket handshake with {url} refused: {status}{detail}")
    return ConnectionError(f"WebSocket handshake with {url} failed: {exc}")


async def connect_websocket(
    conn: Connection,
    url: str,
    *,
    token: str | None = None,
    headers: Mapping[str, str] | None = None,
    ssl: _ssl.SSLContext | None = None,
    open_timeout: float = 10.0,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
) -> None:
    """Run `conn` over a WebSocket to `url` (`ws://` or `wss://`). Returns once the opening handshake is done and
    the connection reads.

    Args:
        token: sent as `Authorization: Bearer <token>`.
        headers: more headers for the opening handshake (`Origin`, say).
        ssl: the TLS context of a `wss://` URL (default: `ssl.create_default_context()`, which checks the server's
            certificate against the system's CAs).
        open_timeout: seconds for the TCP connection, TLS and the handshake together.
        max_message_size: the longest message accepted from the server, in bytes (a longer one closes the
            WebSocket with 1009); give the connection's own `max_message_size` when it is not the default.

    Raises:
        ValueError: not a `ws://` or `wss://` URL, or `ssl` given for a `ws://` one.
        ConnectionError: the server refused the handshake (the message names the URL, the HTTP status and the
            server's reason).
        TimeoutError: no WebSocket within `open_timeout` seconds.
        OSError: the server could not be reached (the message names the URL).

    On any failure `conn` is left as it was: it may connect again.
    """
    try:
        uri = parse_uri(url)
    except InvalidURI as exc:
        raise ValueError(f"not a ws:// or wss:// URL: {url!r} ({exc})") from None
    if uri.secure:
        context = ssl if ssl is not None else _ssl.create_default_context()
    elif ssl is not None:
        raise ValueError(f"an SSL context was given for {url}, which is not a wss:// URL")
    else:
        context = None
    ws = ClientProtocol(uri, max_size=max_message_size)
    request = ws.connect()
    for name, value in {**(headers or {}), **bearer_header(token)}.items():
        request.headers[name] = value
    ws.send_request(request)
    loop = asyncio.get_running_loop()
    opened: asyncio.Future[None] = loop.create_future()
    try:
        async with asyncio.timeout(open_timeout) as deadline:
            try:
                transport, _ = await loop.create_connection(
                    lambda: _ClientLink(ws, max_message_size, conn, url, opened),
                    uri.host,
                    uri.port,
                    ssl=context,
                    server_hostname=uri.host if context is not None else None,
                )
            except OSError as exc:
                raise OSError(*_naming(url, exc)) from exc
            try:
                await opened
            except BaseException:
                transport.abort()
                raise
    except TimeoutError:
        if not deadline.expired():  # the system's own timeout (ETIMEDOUT), named above
            raise
        raise TimeoutError(f"no WebSocket connection to {url} within {open_timeout} s") from None


def _naming(url: str, exc: OSError) -> tuple[Any, ...]:
    # OSError(errno, message) becomes the subclass of its errno (ConnectionRefusedError, ...).
    message = f"cannot connect to {url}: {exc.strerror or exc}"
    return (message,) if exc.errno is None else (exc.errno, message)


# --------------------------------------------------------------------------------------------------- server


class WebSocketServer:
    """A WebSocket server of ACP connections, from `serve_websocket`: `.url`, `.port`, `.connections`, `close()`,
    `wait_closed()`, `serve_forever()`; as an async context manager it closes on exit and waits for every connection
    (`async with server: await server.serve_forever()`)."""

    def __init__(
        self, handler: Handler, policy: ServerPolicy, path: str, secure: bool, tracer: Tracer | None = None
    ) -> None:
        self._handler = handler
        self._policy = policy
        self.tracer = tracer  # of the connections it makes
        self._path = path
        self._secure = secure
        self._host = ""
        self._port = 0
        self._server: asyncio.Server | None = None
        self._links: set[_ServerLink] = set()  # every socket still open, whatever its state
        self._tasks: set[asyncio.Task[None]] = set()  # the handlers being run (the connections' setup)
        self._served = 0
        self._closing = False
        self._closed: asyncio.Future[None] | None = None

    @property
    def port(self) -> int:
        """The port listened on (the first socket's, when the host has several addresses)."""
        return self._port

    @property
    def url(self) -> str:
        """What a client connects to: `ws://HOST:PORT/acp` (`wss://` with TLS)."""
        host = f"[{self._host}]" if ":" in self._host else self._host
        return f"{'wss' if self._secure else 'ws'}://{host}:{self.port}{self._path}"

    @property
    def connections(self) -> int:
        """The WebSocket connections served now (what `max_connections` bounds)."""
        return self._served

    def close(self) -> None:
        """Stop accepting; close every connection with 1001 (going away). `wait_closed()` waits for the end."""
        if self._closing:
            return
        self._closing = True
        if self._server is not None:
            self._server.close()
        for link in list(self._links):
            link.server_closing()
        for task in list(self._tasks):
            task.cancel()
        self._maybe_closed()

    async def wait_closed(self) -> None:
        """Return once `close()` was called and every connection is closed."""
        if self._closed is None:
            self._closed = asyncio.get_running_loop().create_future()
            self._maybe_closed()
        await asyncio.shield(self._closed)

    async def serve_forever(self) -> None:
        """Serve until `close()` is called, or until cancelled (then close); either way, until every connection is
        closed."""
        try:
            await self.wait_closed()
        finally:
            self.close()
            await self.wait_closed()

    async def __aenter__(self) -> WebSocketServer:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        self.close()
        await self.wait_closed()

    def __repr__(self) -> str:
        state = "closing" if self._closing else f"{self._served} connections"
        return f"<WebSocketServer {self.url} {state}>"

    # ------------------------------------------------------------------------------- for the links below

    async def _listen(self, host: str, port: int, ssl: _ssl.SSLContext | None) -> None:
        self._host = host
        self._server = await asyncio.get_running_loop().create_server(
            lambda: _ServerLink(self),
            host,
            port,
            ssl=ssl,
            # A TLS handshake that never completes holds a socket as long as a WebSocket one would.
            ssl_handshake_timeout=self._policy.open_timeout if ssl is not None else None,
        )
        self._port = int(self._server.sockets[0].getsockname()[1])

    def _refusal(self, request: Request) -> Refusal | None:
        if request.path.partition("?")[0] != self._path:
            return Refusal(404, f"no WebSocket endpoint at {request.path!r} (it is {self._path!r})")
        headers = request.headers
        # A repeated header is read as its values joined, as HTTP combines them: never a valid token or origin.
        refusal = self._policy.check(lambda name: ", ".join(headers.get_all(name)) or None)
        if refusal is not None:
            return refusal
        if self._served >= self._policy.max_connections:
            return Refusal(503, f"{self._served} connections served already (max_connections)")
        return None

    def _opened(self) -> None:
        self._served += 1

    def _gone(self, link: _ServerLink, served: bool) -> None:
        self._links.discard(link)
        if served:
            self._served -= 1
        self._maybe_closed()

    def _setup(self, link: _ServerLink, conn: Connection) -> None:
        task = asyncio.get_running_loop().create_task(link.setup(conn))
        self._tasks.add(task)
        task.add_done_callback(self._setup_done)

    def _setup_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        self._maybe_closed()

    def _maybe_closed(self) -> None:
        closed = self._closed
        if self._closing and not self._links and not self._tasks and closed is not None and not closed.done():
            closed.set_result(None)


class _ServerLink(_Link):
    """One socket accepted by a `WebSocketServer`: the opening handshake (checked against the server's policy), the
    handler's setup (reading waits for it), then the connection."""

    def __init__(self, server: WebSocketServer) -> None:
        limit = server._policy.max_message_size
        super().__init__(ServerProtocol(max_size=limit), limit, masks=False)
        self._server = server
        self._served = False  # counted in the server's connections (from the accepted handshake to the close)
        self._timer: asyncio.TimerHandle | None = None  # the opening handshake's deadline, then the idle check
        self._quiet_checks = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport  # type: ignore[assignment]
        server = self._server
        if server._closing:
            self._transport.abort()
            return
        server._links.add(self)
        self.name = f"websocket {_address(transport.get_extra_info('peername'))}"
        loop = asyncio.get_running_loop()
        self._timer = loop.call_later(server._policy.open_timeout, self._open_expired)

    def _received_unbound(self, data: bytes) -> None:
        """The opening handshake's request; then the frames that come during the handler's setup (kept as bytes)."""
        if self._served:
            self._tail += data
            return
        ws: ServerProtocol = self._ws  # type: ignore[assignment]
        events, frames = self._head(data)
        if events:
            self._answer(events[0], frames)
        elif ws.handshake_exc is not None:  # not an HTTP request the protocol can read (its answer is written)
            logger.warning("%s: refused: %s", self.name, ws.handshake_exc)
        self._write(ws.data_to_send())

    def _answer(self, request: Request, frames: bytes) -> None:
        server = self._server
        ws: ServerProtocol = self._ws  # type: ignore[assignment]
        refusal = server._refusal(request)
        response = ws.reject(refusal.status, refusal.reason + "\n") if refusal else ws.accept(request)
        ws.send_response(response)
        if response.status_code != 101:
            reason = refusal.reason if refusal is not None else str(ws.handshake_exc)
            logger.warning("%s: refused (%d): %s", self.name, response.status_code, reason)
            return
        self._cancel_timer()
        server._opened()
        self._served = True
        self._tail += frames
        # Reading waits for the handler, which registers the connection's handlers first.
        self._transport.pause_reading()
        server._setup(
            self, Connection(self.name, max_message_size=server._policy.max_message_size, tracer=server.tracer)
        )

    async def setup(self, conn: Connection) -> None:
        """Run the server's handler on `conn`, then bind it here (or close both when it failed)."""
        bound = False
        try:
            outcome = self._server._handler(conn)
            if inspect.isawaitable(outcome):
                await outcome
            if conn.is_closed:  # the handler turned the client away
                self.go_away(CloseCode.NORMAL_CLOSURE, "")
            elif not self._lost and self._ws.state is OPEN:
                self._bind_served(conn.open_transport())
                bound = True
        except Exception:
            logger.exception("%s: the connection handler failed; closed (1011)", self.name)
            self.go_away(CloseCode.INTERNAL_ERROR, "the connection handler failed")
        finally:
            if not bound:
                await conn.close()

    def _bind_served(self, end: TransportEnd) -> None:
        self._transport.resume_reading()
        idle_timeout = self._server._policy.idle_timeout
        if idle_timeout is not None:
            self._timer = asyncio.get_running_loop().call_later(idle_timeout / 2, self._check_idle)
        self._bind(end, b"")

    def go_away(self, code: int, reason: str) -> None:
        super().go_away(code, reason)
        if self._end is None:  # no connection (yet) to linger for the peer's close frame: close after ours
            self._transport.close()

    def server_closing(self) -> None:
        if self._served:
            self.go_away(CloseCode.GOING_AWAY, "the server is closing")
        else:
            self._transport.abort()  # still in the opening handshake

    def _open_expired(self) -> None:
        self._timer = None
        timeout = self._server._policy.open_timeout
        logger.warning("%s: no opening handshake within %s s (open_timeout); closed", self.name, timeout)
        self._transport.abort()

    def _check_idle(self) -> None:
        # Looked at every idle_timeout / 2 s: two looks in a row without a message mean at least idle_timeout s of
        # silence (and at most 1.5 times that). A flag per message is cheaper than reading the clock.
        idle_timeout: float = self._server._policy.idle_timeout  # type: ignore[assignment]
        if self.active:
            self.active = False
            self._quiet_checks = 0
        else:
            self._quiet_checks += 1
            if self._quiet_checks >= 2:
                self._timer = None
                logger.info("%s: no message for %s s (idle_timeout); closed (1001)", self.name, idle_timeout)
                self.go_away(CloseCode.GOING_AWAY, "idle timeout")
                return
        self._timer = asyncio.get_running_loop().call_later(idle_timeout / 2, self._check_idle)

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_timer()
        # Uncounted first: once the connection reports closed, the server has room again.
        self._server._gone(self, self._served)
        self._served = False
        super().connection_lost(exc)


def _address(peer: Any) -> str:
    if isinstance(peer, tuple) and len(peer) >= 2:
        host, port = peer[0], peer[1]
        return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
    return str(peer)


async def serve_websocket(
    handler: Handler,
    host: str = DEFAULT_HOST,
    port: int = 0,
    *,
    path: str = DEFAULT_PATH,
    ssl: _ssl.SSLContext | None = None,
    token: str | None = None,
    allowed_origins: Iterable[str] = (),
    max_connections: int = 1024,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    idle_timeout: float | None = None,
    open_timeout: float = 10.0,
    tracer: Tracer | None = None,
) -> WebSocketServer:
    """Serve ACP over WebSocket at `ws://host:port/path` (`wss://` with `ssl`); returns once listening.

    Each WebSocket accepted gets a `Connection` named `websocket HOST:PORT` (the peer's address) and
    `handler(conn)` is called with it (and awaited when it returns an awaitable) before the connection reads: it
    registers the handlers and does any setup, then returns; the server runs the connection until either side
    closes it. A handler that raises closes the WebSocket with 1011 (the error is logged).

    The opening handshake is checked before anything else runs (`ServerPolicy`, docs/network.md): a wrong path gets
    404, a missing or wrong bearer `token` 401, an `Origin` not in `allowed_origins` 403, one connection more than
    `max_connections` 503; each refusal is logged as a warning. `open_timeout` bounds the handshake (TLS
    included), `idle_timeout` closes a connection quiet for that long (1001), `max_message_size` bounds one
    message (1009). A `tracer` traces every connection (docs/observability.md).
    """
    if not isinstance(path, str) or not path.startswith("/"):
        raise ValueError(f"path must start with '/', not {path!r}")
    policy = ServerPolicy(
        token=token,
        allowed_origins=allowed_origins,  # type: ignore[arg-type]  # ServerPolicy checks and freezes any collection
        max_connections=max_connections,
        max_message_size=max_message_size,
        idle_timeout=idle_timeout,
        open_timeout=open_timeout,
    )
    server = WebSocketServer(handler, policy, path, ssl is not None, tracer)
    await server._listen(host, port, ssl)
    return server
