"""The floor of the roundtrip and memory scenarios: the least code that does the job, with no SDK.

An asyncio.Protocol and orjson on both sides. The client's `request()` is an `async def` awaiting a Future in a
pending dict that `data_received` resolves; the server loads each request and dumps
`{"jsonrpc", "id", "result": params}`. Writes are coalesced (client: one per loop turn; server: one per read) and
asyncio reads are capped at `READ_SIZE` (`transport.max_size`). No validation, no cancellation.

`flush_every=K` (both sides): a burst is written every K messages as well, and the rest at the end of the read or
turn: the best K depends on the load (1 with a few requests in flight, 16 with many: the two processes then work
at the same time), and the bench's roundtrip baseline is the floor with the best K of `FLOOR_FLUSHES` for each load
(docs/performance.md#the-write-policy). 0, the default: once per read or turn.
"""

from __future__ import annotations

import asyncio
from typing import Any

import orjson

from .harness import cap_read_size

__all__ = ["FLOOR_FLUSHES", "FloorClient", "FloorServer"]

_NL = orjson.OPT_APPEND_NEWLINE
FLOOR_FLUSHES = (1, 4, 16)  # the Ks the stronger floor tries per load (0 is the floor that writes once per read)


class FloorServer(asyncio.Protocol):
    """The floor's server: loads each request line and dumps its answer; one write per read (and every
    `flush_every` answers)."""

    def __init__(self, writer: asyncio.WriteTransport | None = None, flush_every: int = 0) -> None:
        self.writer = writer
        self.closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._tail = b""
        self._every = flush_every or 2**62

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        cap_read_size(transport)
        if self.writer is None:
            self.writer = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        if self._tail:
            data = self._tail + data
        lines = data.split(b"\n")
        self._tail = lines.pop()
        if lines:
            loads, dumps, every, writer = orjson.loads, orjson.dumps, self._every, self.writer
            out = []
            for line in lines:
                message = loads(line)
                out.append(dumps({"jsonrpc": "2.0", "id": message["id"], "result": message["params"]}, option=_NL))
                if len(out) >= every:
                    writer.write(b"".join(out))  # type: ignore[union-attr]
                    out.clear()
            if out:
                writer.write(b"".join(out))  # type: ignore[union-attr]

    def eof_received(self) -> bool:
        return False  # close

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)


class FloorClient(asyncio.Protocol):
    """The floor's client: a Future per request in a pending dict, resolved by `data_received`.

    Requests are encoded at once and written together at the end of the loop turn (and every `flush_every`).
    """

    def __init__(self, writer: asyncio.WriteTransport | None = None, flush_every: int = 0) -> None:
        self.writer = writer
        self._every = flush_every or 2**62
        self._flush_scheduled = False
        self._loop = asyncio.get_running_loop()
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._next_id = 0
        self._out: list[bytes] = []
        self._tail = b""

    @property
    def pending(self) -> int:
        """Requests sent and not answered yet."""
        return len(self._pending)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        cap_read_size(transport)
        if self.writer is None:
            self.writer = transport  # type: ignore[assignment]

    def send(self, method: str, params: Any) -> asyncio.Future[Any]:
        request_id = self._next_id = self._next_id + 1
        future = self._loop.create_future()
        self._pending[request_id] = future
        out = self._out
        out.append(orjson.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}, option=_NL))
        if len(out) >= self._every:
            self._flush()
        elif not self._flush_scheduled:
            self._flush_scheduled = True
            self._loop.call_soon(self._turn_ended)
        return future

    async def request(self, method: str, params: Any) -> Any:
        return await self.send(method, params)

    def close(self) -> None:
        """Cancel every pending request and close the writing side (the server sees EOF)."""
        for future in self._pending.values():
            future.cancel()
        self._pending.clear()
        if self.writer is not None:
            self.writer.close()

    def _turn_ended(self) -> None:
        self._flush_scheduled = False
        if self._out:
            self._flush()

    def _flush(self) -> None:
        data = b"".join(self._out)
        self._out.clear()
        self.writer.write(data)  # type: ignore[union-attr]

    def data_received(self, data: bytes) -> None:
        if self._tail:
            data = self._tail + data
        lines = data.split(b"\n")
        self._tail = lines.pop()
        loads, pending = orjson.loads, self._pending
        for line in lines:
            message = loads(line)
            future = pending.pop(message["id"])
            if "error" in message:
                future.set_exception(RuntimeError(message["error"]))
            else:
                future.set_result(message["result"])
