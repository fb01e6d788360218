"""The message-level `Transport` a compat connection can run on instead of byte streams (one decoded JSON-RPC
message per `send`/`receive`), and an in-memory pair of them."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, Protocol, runtime_checkable

__all__ = ["Transport", "memory_transport_pair"]


@runtime_checkable
class Transport(Protocol):
    """A bidirectional stream of JSON-RPC messages; `receive()` returns None at the end of the stream."""

    async def send(self, message: dict[str, Any]) -> None: ...

    async def receive(self) -> dict[str, Any] | None: ...

    async def close(self) -> None: ...


class _MemoryTransport:
    def __init__(self, outbox: asyncio.Queue[dict[str, Any] | None], inbox: asyncio.Queue[dict[str, Any] | None]):
        self._outbox = outbox
        self._inbox = inbox
        self._closed = False

    async def send(self, message: dict[str, Any]) -> None:
        if self._closed:
            raise ConnectionError("Transport closed")
        await self._outbox.put(dict(message))

    async def receive(self) -> dict[str, Any] | None:
        return await self._inbox.get()

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            with contextlib.suppress(asyncio.QueueFull):
                self._outbox.put_nowait(None)  # the peer's end of stream


def memory_transport_pair() -> tuple[Transport, Transport]:
    """Two linked in-memory transports: what one sends the other receives; closing one ends the other's input."""
    a_to_b: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
    b_to_a: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
    return _MemoryTransport(a_to_b, b_to_a), _MemoryTransport(b_to_a, a_to_b)
