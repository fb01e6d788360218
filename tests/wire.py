"""Wire-level test helpers: a raw JSON-lines peer over a plain socket, and connection pairs that always close.

- `RawPeer`: the far end of a socketpair, driven with plain socket calls (`loop.sock_sendall` / `loop.sock_recv`),
  so that every byte a `Connection` writes can be asserted exactly.
- `wire_pair()`: a `Connection` on one end of a socketpair and a `RawPeer` on the other.
- `pair()`: two `Connection`s (`acp_fast.testing.connection_pair`).
- `barrier()` / `RawPeer.barrier()`: a request/response round trip. Messages are dispatched in arrival order, so
  once the barrier's answer is back the peer has processed everything sent before it.
- `CancelLog`: records the `$/cancel_request` notifications a `Connection` receives (handlers do see them).

Timeouts here are hang guards only: no test relies on one for ordering.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import json
import socket
from collections.abc import AsyncIterator
from typing import Any

import orjson

from acp_fast import Connection, RequestError
from acp_fast.testing import connection_pair

# Hang guard for a single wait: generous, never reached by a passing test.
HANG_GUARD = 10.0

BARRIER = "test/barrier"

PARSE_ERROR = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}
INVALID_REQUEST = {"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Invalid request"}}
# The same, byte for byte, as docs/connection.md ("Wire format and bad input") writes them.
PARSE_ERROR_LINE = b'{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}'
INVALID_REQUEST_LINE = b'{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request"}}'

_barrier_ids = itertools.count(1)


def encode(message: Any) -> bytes:
    """One compact wire line; the stdlib writes what orjson refuses (integers beyond 64 bits)."""
    try:
        return orjson.dumps(message) + b"\n"
    except TypeError:
        return json.dumps(message, separators=(",", ":")).encode() + b"\n"


def request(id: Any, method: str, params: Any = None) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def notification(method: str, params: Any = None) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return message


def cancel(request_id: Any) -> dict[str, Any]:
    """The exact `$/cancel_request` notification for one id."""
    return {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": request_id}}


def result(id: Any, value: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": id, "result": value}


def error(id: Any, code: int, message: str, data: Any = None) -> dict[str, Any]:
    err: dict[str, Any] = {"code": code, "message": message}
    if data is not None:
        err["data"] = data
    return {"jsonrpc": "2.0", "id": id, "error": err}


def cancelled(id: Any) -> dict[str, Any]:
    """The exact `-32800` answer to request `id`."""
    return error(id, -32800, "Request cancelled")


def transport_closed(method: str) -> RequestError:
    """The local failure of a request whose answer can no longer arrive (docs/connection.md, "Lifetime")."""
    return RequestError(-32603, "Incoming transport closed", {"reason": "incoming_transport_closed", "method": method})


def fields(err: BaseException) -> tuple[Any, Any, Any]:
    """`(code, message, data)` of a `RequestError`, to compare errors field by field as the docs state them."""
    assert isinstance(err, RequestError), repr(err)
    return (err.code, err.message, err.data)


async def wait_for(awaitable: Any) -> Any:
    """Await with a hang guard."""
    return await asyncio.wait_for(awaitable, HANG_GUARD)


async def let_finalizers_run() -> None:
    """Collect garbage, then give the loop one turn: finalizers only *schedule* their work (call_soon)."""
    gc.collect()
    await asyncio.sleep(0)


class RawPeer:
    """The raw end of a socketpair: JSON lines in and out, asserted exactly."""

    def __init__(self, sock: socket.socket) -> None:
        sock.setblocking(False)
        self.sock = sock
        self._buffer = bytearray()
        self._loop = asyncio.get_running_loop()

    async def send_raw(self, data: bytes) -> None:
        await self._loop.sock_sendall(self.sock, data)

    async def send(self, *messages: Any) -> None:
        """Write each message as one line, all in a single write."""
        await self.send_raw(b"".join(encode(message) for message in messages))

    async def _fill(self) -> bool:
        data = await asyncio.wait_for(self._loop.sock_recv(self.sock, 65536), HANG_GUARD)
        self._buffer += data
        return bool(data)

    async def recv_line(self) -> bytes:
        """The next line, without its newline. Raises EOFError if the connection closes first."""
        while (end := self._buffer.find(b"\n")) < 0:
            if not await self._fill():
                raise EOFError(f"EOF with {bytes(self._buffer)!r} unterminated")
        line = bytes(self._buffer[:end])
        del self._buffer[: end + 1]
        return line

    async def recv(self) -> Any:
        """The next message, decoded."""
        return json.loads(await self.recv_line())

    async def recv_until_eof(self) -> list[Any]:
        """Every message until the connection closes its side."""
        while await self._fill():
            pass
        assert self._buffer == b"" or self._buffer.endswith(b"\n"), bytes(self._buffer)
        messages = [json.loads(line) for line in bytes(self._buffer).split(b"\n")[:-1]]
        self._buffer.clear()
        return messages

    async def barrier(self) -> list[Any]:
        """Round trip a `test/barrier` request; return every message received before its answer."""
        barrier_id = f"barrier-{next(_barrier_ids)}"
        await self.send(request(barrier_id, BARRIER))
        before = []
        while (message := await self.recv()) != result(barrier_id, None):
            before.append(message)
        return before

    def shutdown_write(self) -> None:
        """Send EOF to the connection (it can still write back)."""
        self.sock.shutdown(socket.SHUT_WR)

    def close(self) -> None:
        self.sock.close()


def _install_barrier(conn: Connection) -> None:
    conn.on_request(BARRIER, lambda params: None)


@contextlib.asynccontextmanager
async def wire_pair(conn: Connection | None = None, **kwargs: Any) -> AsyncIterator[tuple[Connection, RawPeer]]:
    """A `Connection` (built here from kwargs, or given) on a socketpair, and the raw peer on the other end."""
    ours, theirs = socket.socketpair()
    if conn is None:
        conn = Connection("sdk", **kwargs)
    _install_barrier(conn)
    peer = RawPeer(theirs)
    try:
        await conn.connect_socket(ours)
        yield conn, peer
    finally:
        await wait_for(conn.close())
        peer.close()
        ours.close()


@contextlib.asynccontextmanager
async def pair(**kwargs: Any) -> AsyncIterator[tuple[Connection, Connection]]:
    """Two connected `Connection`s, closed on exit; both answer `test/barrier`."""
    a, b = await connection_pair(**kwargs)
    _install_barrier(a)
    _install_barrier(b)
    try:
        yield a, b
    finally:
        await wait_for(a.close())
        await wait_for(b.close())


async def barrier(conn: Connection) -> None:
    """Round trip from `conn` to its peer: the peer has processed everything `conn` sent before.

    One loop turn first, so that work already scheduled (finalizers only call_soon) is enqueued ahead of it.
    """
    await asyncio.sleep(0)
    await wait_for(conn.send_request(BARRIER))


class CancelLog:
    """Records the `requestId` of every `$/cancel_request` a connection receives."""

    def __init__(self, conn: Connection) -> None:
        self.ids: list[Any] = []
        self._changed = asyncio.Event()
        conn.on_notification("$/cancel_request", self._record)

    def _record(self, params: Any) -> None:
        self.ids.append(params["requestId"])
        self._changed.set()

    async def wait(self, count: int = 1) -> list[Any]:
        """Wait until at least `count` cancels arrived; returns them all."""
        while len(self.ids) < count:
            self._changed.clear()
            await wait_for(self._changed.wait())
        return self.ids


class Held:
    """Responders a handler stored for later (so no automatic answer is sent), with an event per arrival."""

    def __init__(self) -> None:
        self.responders: list[Any] = []
        self._changed = asyncio.Event()

    def handler(self, params: Any, responder: Any) -> None:
        """A responder-style request handler that keeps the responder."""
        self.responders.append(responder)
        self._changed.set()

    async def wait(self, count: int = 1) -> list[Any]:
        while len(self.responders) < count:
            self._changed.clear()
            await wait_for(self._changed.wait())
        return self.responders

    def __getitem__(self, index: int) -> Any:
        return self.responders[index]

    def clear(self) -> None:
        self.responders.clear()
