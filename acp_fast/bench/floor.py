"""The floor of the roundtrip and memory scenarios: the least code that does the job, with no SDK.

An asyncio.Protocol and orjson on both sides. The client's `request()` is an `async def` awaiting a Future in a
pending dict that `data_received` resolves; the server loads each request and dumps
`{"jsonrpc", "id", "result": params}`. Writes are coalesced (client: one per loop turn; server: one per read) and
asyncio reads are capped at `READ_SIZE` (`transport.max_size`). No validation, no cancellation.
"""

from __future__ import annotations

import asyncio
from typing import Any

import orjson

from .harness import cap_read_size

__all__ = ["FloorClient", "FloorServer"]

_NL = orjson.OPT_APPEND_NEWLINE


class FloorServer(asyncio.Protocol):
    """The floor's server: loads each request line and dumps its answer; one write per read."""

    def __init__(self, writer: asyncio.WriteTransport | None = None) -> None:
        self.writer = writer
        self.closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._tail = b""

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
            loads, dumps = orjson.loads, orjson.dumps
            out = []
            for line in lines:
                message = loads(line)
                out.append(dumps({"jsonrpc": "2.0", "id": message["id"], "result": message["params"]}, option=_NL))
            self.writer.write(b"".join(out))  # type: ignore[union-attr]

    def eof_received(self) -> bool:
        return False  # close

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)


class FloorClient(asyncio.Protocol):
    """The floor's client: a Future per request in a pending dict, resolved by `data_received`.

    Requests are encoded at once and written together at the end of the loop turn.
    """

    def __init__(self, writer: asyncio.WriteTransport | None = None) -> None:
        self.writer = writer
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
        if not self._out:
            self._loop.call_soon(self._flush)
        self._out.append(
            orjson.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}, option=_NL)
        )
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
