"""The WebSocket transport (`acp_fast.network.serve_websocket` / `connect_websocket`, docs/network.md).

Real sockets on 127.0.0.1, both cores, both loops. A `Connection` at each end, or `RawClient`: a client that writes
the opening handshake and its frames by hand (masked, as a client's must be) and reads the server's frames, so that
close codes and odd frames can be asserted exactly. Waits are guarded by `wire.HANG_GUARD`; no test depends on a
duration except the two that are about one (open_timeout, idle_timeout), and those only wait for it to pass.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import socket
import ssl
import struct
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from typing import Any

import orjson
import psutil
import pytest
import trustme
from wire import request, wait_for

from acp_fast import Connection, ErrorCode, RequestError
from acp_fast.network import WebSocketServer, connect_websocket, serve_websocket

CONT, TEXT, BINARY, CLOSE, PING, PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA
KEY = "dGhlIHNhbXBsZSBub25jZQ=="  # RFC 6455's example Sec-WebSocket-Key
MIB = 1024 * 1024


def serve_echo(conn: Connection) -> None:
    conn.on_request("echo", lambda params: params)


@contextlib.asynccontextmanager
async def serving(handler: Callable[[Connection], Any] = serve_echo, **options: Any) -> AsyncIterator[WebSocketServer]:
    server = await serve_websocket(handler, **options)
    async with server:
        yield server


@contextlib.asynccontextmanager
async def client(url: str, name: str = "client", **options: Any) -> AsyncIterator[Connection]:
    conn = Connection(name)
    await wait_for(connect_websocket(conn, url, **options))
    try:
        yield conn
    finally:
        await conn.close()


class SlowHandler:
    """A server's handler whose connections answer `slow` never: the request runs until it is cancelled. `started`
    is set once a `slow` request runs, `cancelled` counts the ones cancelled, `served` holds the connections."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = 0
        self.served: list[Connection] = []

    def __call__(self, conn: Connection) -> None:
        self.served.append(conn)
        conn.on_request("slow", self._slow)

    async def _slow(self, params: Any) -> None:
        self.started.set()
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            self.cancelled += 1
            raise


def handshake(path: str = "/acp", headers: dict[str, str] | None = None) -> bytes:
    lines = [
        f"GET {path} HTTP/1.1",
        "Host: 127.0.0.1",
        "Upgrade: websocket",
        "Connection: Upgrade",
        f"Sec-WebSocket-Key: {KEY}",
        "Sec-WebSocket-Version: 13",
        *(f"{name}: {value}" for name, value in (headers or {}).items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


def frame(opcode: int, payload: bytes, *, fin: bool = True, length: int | None = None) -> bytes:
    """A client frame: masked (with a random key), `length` to declare another payload length than the real one."""
    length = len(payload) if length is None else length
    first = (0x80 if fin else 0) | opcode
    if length < 126:
        header = struct.pack("!BB", first, 0x80 | length)
    elif length < 65536:
        header = struct.pack("!BBH", first, 0x80 | 126, length)
    else:
        header = struct.pack("!BBQ", first, 0x80 | 127, length)
    key = os.urandom(4)
    return header + key + bytes(byte ^ key[i % 4] for i, byte in enumerate(payload))


def text(message: Any) -> bytes:
    return frame(TEXT, orjson.dumps(message))


class RawClient:
    """A WebSocket client written by hand over asyncio streams."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, status: int) -> None:
        self.reader = reader
        self.writer = writer
        self.status = status

    @classmethod
    async def connect(cls, server: WebSocketServer, path: str = "/acp", **headers: str) -> RawClient:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(handshake(path, headers))
        head = await wait_for(reader.readuntil(b"\r\n\r\n"))
        return cls(reader, writer, int(head.split()[1]))

    async def send(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def read_frame(self) -> tuple[int, bytes]:
        head = await wait_for(self.reader.readexactly(2))
        length = head[1] & 0x7F
        if length == 126:
            (length,) = struct.unpack("!H", await self.reader.readexactly(2))
        elif length == 127:
            (length,) = struct.unpack("!Q", await self.reader.readexactly(8))
        assert not head[1] & 0x80, "a server's frames are not masked"
        return head[0] & 0x0F, await wait_for(self.reader.readexactly(length))

    async def read_message(self) -> Any:
        opcode, payload = await self.read_frame()
        assert opcode == TEXT, (opcode, payload)
        return orjson.loads(payload)

    async def close_code(self) -> int:
        """The code of the server's close frame (skipping what comes before it), echoed as a client does; the server
        then closes the stream."""
        while True:
            opcode, payload = await self.read_frame()
            if opcode == CLOSE:
                self.writer.write(frame(CLOSE, payload))  # unread, when the server failed the WebSocket at once
                assert await wait_for(self.reader.read()) == b""
                return int(struct.unpack("!H", payload[:2])[0])

    def drop(self) -> None:
        """Vanish: no close frame, the socket just goes."""
        self.writer.transport.abort()

    async def aclose(self) -> None:
        self.writer.close()
        with contextlib.suppress(ConnectionError):
            await self.writer.wait_closed()


def warnings_of(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "acp_fast.network" and r.levelno >= logging.WARNING]


async def until(condition: Callable[[], bool]) -> None:
    """Yield to the loop until `condition()` holds (hang-guarded)."""

    async def poll() -> None:
        while not condition():
            await asyncio.sleep(0.005)

    await wait_for(poll())


# ------------------------------------------------------------------------------------------------- traffic


async def test_requests_both_ways_notifications_and_large_messages(core: Any) -> None:
    notes: list[Any] = []
    served: list[Connection] = []

    def handler(conn: Connection) -> None:
        served.append(conn)
        serve_echo(conn)

        @conn.on_request("ask")
        async def ask(params: Any) -> Any:
            conn.send_notification("told", {"before": "answer"})
            return await conn.send_request("client/echo", params)

        conn.on_notification("note", notes.append)

    async with serving(handler) as server, client(server.url) as conn:
        told: list[Any] = []
        conn.on_request("client/echo", lambda params: {"client": params})
        conn.on_notification("told", told.append)
        assert await conn.send_request("echo", {"a": 1}) == {"a": 1}
        assert await conn.send_request("ask", {"b": "é"}) == {"client": {"b": "é"}}
        assert told == [{"before": "answer"}]
        conn.send_notification("note", {"n": 1})
        # Frames with 16- and 64-bit lengths, masked one way, both ways.
        for size in (200, 70_000, 3 * MIB):
            assert await conn.send_request("echo", {"text": "x" * size}) == {"text": "x" * size}
        assert notes == [{"n": 1}]
        assert server.connections == 1
        assert served[0].name.startswith("websocket 127.0.0.1:")


async def test_many_requests_in_flight_are_all_answered(core: Any) -> None:
    async with serving() as server, client(server.url) as conn:
        results = await wait_for(asyncio.gather(*(conn.send_request("echo", {"n": n}) for n in range(2000))))
        assert results == [{"n": n} for n in range(2000)]


async def test_cancellation_reaches_the_servers_handler(core: Any) -> None:
    handler = SlowHandler()
    async with serving(handler) as server, client(server.url) as conn:
        sent = conn.send_request("slow")
        await wait_for(handler.started.wait())
        sent.cancel()
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert caught.value.code == ErrorCode.REQUEST_CANCELLED
        assert handler.cancelled == 1


async def test_an_async_handler_sets_up_before_anything_is_read(core: Any) -> None:
    async def handler(conn: Connection) -> None:
        await asyncio.sleep(0.05)  # setup that takes a while: the request below arrives meanwhile
        serve_echo(conn)

    async with serving(handler) as server, client(server.url) as conn:
        assert await conn.send_request("echo", {"early": True}) == {"early": True}


async def test_frames_split_anywhere_mixed_with_pings_and_fragments_are_read_in_order(core: Any) -> None:
    large = {"text": "y" * 70_000}
    stream = b"".join(
        [
            text(request(1, "echo", {"n": 1})),
            frame(PING, b"are you there"),
            frame(TEXT, orjson.dumps(request(2, "echo", {"n": 2}))[:10], fin=False),
            frame(PING, b"in between"),
            frame(CONT, orjson.dumps(request(2, "echo", {"n": 2}))[10:20], fin=False),
            frame(CONT, orjson.dumps(request(2, "echo", {"n": 2}))[20:]),
            text(request(3, "echo", {"text": "z" * 200})),
            text(request(4, "echo", large)),
        ]
    )
    async with serving() as server:
        raw = await RawClient.connect(server)
        sizes = [1, 2, 3, 5, 7, 11, 13, 4096]
        at = step = 0
        while at < len(stream):
            size = sizes[step % len(sizes)]
            raw.writer.write(stream[at : at + size])
            await raw.writer.drain()
            await asyncio.sleep(0)  # the server reads what it has
            at, step = at + size, step + 1
        received = [await raw.read_frame() for _ in range(6)]
        pongs = [payload for opcode, payload in received if opcode == PONG]
        answers = [orjson.loads(payload) for opcode, payload in received if opcode == TEXT]
        assert pongs == [b"are you there", b"in between"]
        assert [answer["id"] for answer in answers] == [1, 2, 3, 4]
        assert answers[1]["result"] == {"n": 2}
        assert answers[3]["result"] == large
        await raw.aclose()


# The message sizes around each boundary of a frame's length field (7 bits, 16 bits, 64 bits), where the fast path's
# headers change shape.
BOUNDARY_SIZES = [size + delta for size in (125, 65_535) for delta in (-1, 0, 1, 2)]


async def test_the_websockets_librarys_own_client_reads_and_writes_every_header_size(core: Any) -> None:
    """Our server's frames, written and read outside the `websockets` library, against that library's client."""
    from websockets.asyncio.client import connect

    async with serving() as server, connect(server.url) as ws:
        for n, size in enumerate(BOUNDARY_SIZES):
            message = request(n, "echo", ["x" * size])
            # The frame is exactly `size` bytes: pad the text by what the envelope adds.
            message["params"] = ["x" * (size - len(orjson.dumps(message)) + size)]
            sent = orjson.dumps(message)
            assert len(sent) == size
            await ws.send(sent.decode())
            answer = orjson.loads(await wait_for(ws.recv()))
            assert answer == {"jsonrpc": "2.0", "id": n, "result": message["params"]}


async def test_our_client_against_the_websockets_librarys_own_server_at_every_header_size(core: Any) -> None:
    """Our client's frames (masked) read by that library's server, and its frames read by our client."""
    from websockets.asyncio.server import serve

    async def echo(ws: Any) -> None:
        async for text in ws:
            message = orjson.loads(text)
            await ws.send(orjson.dumps({"jsonrpc": "2.0", "id": message["id"], "result": message["params"]}).decode())

    async with serve(echo, "127.0.0.1", 0) as library_server:
        port = library_server.sockets[0].getsockname()[1]
        async with client(f"ws://127.0.0.1:{port}/acp") as conn:
            # Each message is some tens of bytes longer than its text: a range of texts below each boundary makes
            # requests and answers of every size across it.
            for size in [size for boundary in (125, 65_535) for size in range(boundary - 80, boundary + 3)]:
                params = ["y" * size]
                assert await wait_for(conn.send_request("echo", params)) == params


# ------------------------------------------------------------------------------------- the opening handshake


async def test_a_token_is_required_before_any_handler_runs(core: Any, caplog: pytest.LogCaptureFixture) -> None:
    calls: list[Connection] = []

    def handler(conn: Connection) -> None:
        calls.append(conn)
        serve_echo(conn)

    async with serving(handler, token="s3cret") as server:
        for token in (None, "wrong"):
            with pytest.raises(ConnectionError, match=rf"{server.url} refused: HTTP 401 .*bearer token"):
                await wait_for(connect_websocket(Connection(), server.url, token=token))
        assert calls == []
        assert sum("refused (401)" in message for message in warnings_of(caplog)) == 2
        async with client(server.url, token="s3cret") as conn:
            assert await conn.send_request("echo", {}) == {}
        assert len(calls) == 1


async def test_a_foreign_origin_is_refused_an_allowed_one_and_none_are_served(core: Any) -> None:
    calls: list[Connection] = []

    def handler(conn: Connection) -> None:
        calls.append(conn)
        serve_echo(conn)

    async with serving(handler, allowed_origins=["https://editor.example"]) as server:
        with pytest.raises(ConnectionError, match=r"HTTP 403 .*https://evil\.example"):
            await wait_for(connect_websocket(Connection(), server.url, headers={"Origin": "https://evil.example"}))
        assert calls == []
        async with client(server.url, headers={"Origin": "https://editor.example"}) as conn:
            assert await conn.send_request("echo", [1]) == [1]
        async with client(server.url) as conn:
            assert await conn.send_request("echo", [2]) == [2]
        assert len(calls) == 2


async def test_a_refused_handshake_names_the_url_and_the_status(core: Any) -> None:
    async with serving() as server:
        url = server.url.replace("/acp", "/elsewhere")
        with pytest.raises(ConnectionError, match=rf"^WebSocket handshake with {url} refused: HTTP 404 Not Found"):
            await wait_for(connect_websocket(Connection(), url))


async def test_an_unreachable_server_or_a_silent_one_is_an_error_naming_the_url(core: Any) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"ws://127.0.0.1:{port}/acp"
    with pytest.raises(ConnectionRefusedError, match=url):
        await wait_for(connect_websocket(Connection(), url))
    # A server that accepts and never answers the handshake.
    accepted: list[asyncio.StreamWriter] = []
    silent = await asyncio.start_server(lambda reader, writer: accepted.append(writer), "127.0.0.1", 0)
    async with silent:
        url = f"ws://127.0.0.1:{silent.sockets[0].getsockname()[1]}/acp"
        with pytest.raises(TimeoutError, match=url):
            await wait_for(connect_websocket(Connection(), url, open_timeout=0.1))
        for writer in accepted:
            writer.close()
    with pytest.raises(ValueError, match="http://"):
        await connect_websocket(Connection(), "http://127.0.0.1/acp")


async def test_a_handshake_that_never_completes_is_closed_after_open_timeout(
    core: Any, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[Connection] = []
    async with serving(calls.append, open_timeout=0.1) as server:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(handshake()[:40])  # half a request, and then nothing
        assert await wait_for(reader.read()) == b""
        writer.close()
        assert calls == []
        assert any("open_timeout" in message for message in warnings_of(caplog))


async def test_max_connections_refuses_one_more_until_one_leaves(core: Any) -> None:
    served: list[Connection] = []

    def handler(conn: Connection) -> None:
        served.append(conn)
        serve_echo(conn)

    async with serving(handler, max_connections=2) as server:
        async with client(server.url) as first, client(server.url):
            with pytest.raises(ConnectionError, match="HTTP 503"):
                await wait_for(connect_websocket(Connection(), server.url))
            assert server.connections == 2
            await first.close()
            await wait_for(served[0].wait_closed())
            assert server.connections == 1
            async with client(server.url) as third:
                assert await third.send_request("echo", [3]) == [3]
        assert len(served) == 3


async def test_a_handler_that_raises_closes_with_1011(core: Any, caplog: pytest.LogCaptureFixture) -> None:
    def handler(conn: Connection) -> None:
        raise RuntimeError("no database")

    async with serving(handler) as server:
        raw = await RawClient.connect(server)
        assert raw.status == 101
        assert await raw.close_code() == 1011
        assert any("handler failed" in r.getMessage() and r.exc_info for r in caplog.records)
        await raw.aclose()
        await until(lambda: server.connections == 0)


async def test_a_handler_that_closes_its_connection_turns_the_client_away_with_1000(core: Any) -> None:
    async def handler(conn: Connection) -> None:
        await conn.close()

    async with serving(handler) as server:
        raw = await RawClient.connect(server)
        assert await raw.close_code() == 1000
        await raw.aclose()
        await until(lambda: server.connections == 0)


# ------------------------------------------------------------------------------------------- bad frames


async def test_a_message_over_max_message_size_closes_1009_and_spares_the_others(
    core: Any, caplog: pytest.LogCaptureFixture
) -> None:
    async with serving(max_message_size=1024) as server, client(server.url) as bystander:
        too_big = await RawClient.connect(server)
        await too_big.send(text(request(1, "echo", {"text": "x" * 2000})))
        assert await too_big.close_code() == 1009
        # A header declaring a huge length is refused at once: nothing of the payload is sent, let alone held.
        never_ending = await RawClient.connect(server)
        await never_ending.send(frame(TEXT, b"", length=2**62))
        assert await never_ending.close_code() == 1009
        # Fragments each under the limit, together over it.
        fragmented = await RawClient.connect(server)
        await fragmented.send(frame(TEXT, b"[" + b"1," * 300, fin=False) + frame(CONT, b"1," * 300 + b"1]"))
        assert await fragmented.close_code() == 1009
        assert sum("(1009)" in message for message in warnings_of(caplog)) == 3
        assert await bystander.send_request("echo", {"still": "here"}) == {"still": "here"}
        for raw in (too_big, never_ending, fragmented):
            await raw.aclose()


async def test_a_binary_frame_closes_1003_and_invalid_utf8_closes_1007(
    core: Any, caplog: pytest.LogCaptureFixture
) -> None:
    async with serving() as server:
        binary = await RawClient.connect(server)
        await binary.send(frame(BINARY, orjson.dumps(request(1, "echo"))))
        assert await binary.close_code() == 1003
        invalid = await RawClient.connect(server)
        await invalid.send(frame(TEXT, b'{"jsonrpc":"2.0","method":"note","params":["\xff\xfe"]}'))
        assert await invalid.close_code() == 1007
        warnings = warnings_of(caplog)
        assert any("(1003)" in message for message in warnings)
        assert any("(1007)" in message for message in warnings)
        for raw in (binary, invalid):
            await raw.aclose()


# ------------------------------------------------------------------------------------------ lifetime


async def test_a_connection_quiet_for_idle_timeout_is_closed_1001(core: Any, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="acp_fast.network")
    async with serving(idle_timeout=0.1) as server:
        raw = await RawClient.connect(server)
        await raw.send(text(request(1, "echo", {})))
        assert (await raw.read_message())["id"] == 1
        assert await raw.close_code() == 1001
        assert any("idle_timeout" in r.getMessage() for r in caplog.records)
        await raw.aclose()


async def test_a_client_that_vanishes_mid_request_cancels_the_servers_handler(core: Any) -> None:
    handler = SlowHandler()
    async with serving(handler) as server:
        raw = await RawClient.connect(server)
        await raw.send(text(request(1, "slow")))
        await wait_for(handler.started.wait())
        raw.drop()
        # The connection closes when its transport is lost, and cancels the handlers still running.
        await wait_for(handler.served[0].wait_closed())
        assert handler.cancelled == 1
        assert server.connections == 0


async def test_closing_the_server_fails_the_clients_pending_requests_and_says_1001(core: Any) -> None:
    handler = SlowHandler()
    server = await serve_websocket(handler)
    conn = Connection("client")
    await connect_websocket(conn, server.url)
    raw = await RawClient.connect(server)
    sent = conn.send_request("slow")
    await wait_for(handler.started.wait())
    server.close()
    with pytest.raises(RequestError) as caught:
        await wait_for(sent)
    assert (caught.value.code, caught.value.data["reason"]) == (-32603, "incoming_transport_closed")
    assert await raw.close_code() == 1001
    await wait_for(server.wait_closed())
    await wait_for(conn.wait_closed())
    assert server.connections == 0
    await raw.aclose()
    with pytest.raises(ConnectionRefusedError):
        await connect_websocket(Connection(), server.url)


# ------------------------------------------------------------------------------------------------ memory


def rss() -> int:
    gc.collect()
    return int(psutil.Process().memory_info().rss)


async def open_raw(port: int) -> socket.socket:
    """A client socket through the opening handshake, with plain socket calls (no transport object)."""
    loop = asyncio.get_running_loop()
    sock = socket.socket()
    sock.setblocking(False)
    await loop.sock_connect(sock, ("127.0.0.1", port))
    await loop.sock_sendall(sock, handshake())
    head = b""
    while b"\r\n\r\n" not in head:
        head += await loop.sock_recv(sock, 1024)
    assert head.startswith(b"HTTP/1.1 101 "), head
    return sock


# Measured: about 13 KiB per idle connection on either loop and core (a Connection, its router and the protocol).
IDLE_CONNECTIONS = 1000
IDLE_GROWTH_BOUND = 48 * MIB


async def test_a_thousand_idle_connections_in_bounded_memory(core: Any) -> None:
    socks: list[socket.socket] = []
    async with serving() as server:
        try:
            socks += [await open_raw(server.port) for _ in range(10)]  # allocator warm-up
            base = rss()
            for _ in range(IDLE_CONNECTIONS // 50):  # in batches: the listen backlog is 100
                socks += await wait_for(asyncio.gather(*(open_raw(server.port) for _ in range(50))))
            await until(lambda: server.connections == IDLE_CONNECTIONS + 10)
            assert rss() - base < IDLE_GROWTH_BOUND
        finally:
            for sock in socks:
                sock.close()


async def test_a_client_that_stops_reading_holds_the_stream_and_others_are_served(core: Any) -> None:
    count, size = 1024, 64 * 1024  # 64 MiB, were it all buffered
    sent = 0

    def handler(conn: Connection) -> None:
        serve_echo(conn)

        @conn.on_request("stream")
        async def stream(params: Any) -> None:
            nonlocal sent
            for n in range(count):
                conn.send_notification("update", {"n": n, "text": "x" * size})
                sent += 1
                await conn.drain()

    async with serving(handler) as server, client(server.url) as reader:
        base = rss()
        stalled = await RawClient.connect(server)
        await stalled.send(text(request(1, "stream")))  # and never reads again
        while True:
            # A round trip on another connection: were the stream not held in drain(), it would all be sent by now
            # (drain() returns without yielding while the peer keeps up).
            before = sent
            assert await reader.send_request("echo", {"n": before}) == {"n": before}
            if sent == before:
                break
        assert 0 < sent < count
        assert rss() - base < 32 * MIB
        stalled.drop()


# ---------------------------------------------------------------------------------------------------- TLS


async def test_wss_with_an_ssl_context(core: Any) -> None:
    authority = trustme.CA()
    certificate = authority.issue_cert("127.0.0.1")
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    certificate.configure_cert(server_context)
    client_context = ssl.create_default_context()
    authority.configure_trust(client_context)
    async with serving(ssl=server_context) as server:
        assert server.url.startswith("wss://127.0.0.1:")
        async with client(server.url, ssl=client_context) as conn:
            assert await conn.send_request("echo", {"over": "tls"}) == {"over": "tls"}
        # The system's CAs do not know this one: the error names the URL.
        with pytest.raises(OSError, match=rf"{server.url}: .*CERTIFICATE_VERIFY_FAILED"):
            await wait_for(connect_websocket(Connection(), server.url))


# ------------------------------------------------------------------------------------------- the extras

MISSING = """
import sys
sys.modules[{module!r}] = None  # as if the extra were not installed
import acp_fast.network
try:
    acp_fast.network.{name}
except ImportError as error:
    print(error)
"""


@pytest.mark.parametrize(
    ("module", "name", "extra"),
    [
        ("websockets", "connect_websocket", "ws"),
        ("websockets", "serve_websocket", "ws"),
        ("httpx", "connect_http", "http"),
    ],
)
def test_a_missing_extra_is_an_import_error_naming_it(module: str, name: str, extra: str) -> None:
    """The network names import their libraries on first use; without them the error says what to install."""
    code = MISSING.format(module=module, name=name)
    result = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert f"pip install 'acp-fast[{extra}]'" in result.stdout, result.stdout
