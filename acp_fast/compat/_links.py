"""How a compat `Connection` is driven: an asyncio stream pair (acp-fast's `StreamLink`) or a message `Transport`,
on the public transport interface of `acp_fast.Connection` (`open_transport()`, see docs/transports.md); or an
`acp_fast.Connection` that a transport of acp-fast's drives (`link_peer`).

Both add what the official SDK's connection offers on top of a plain transport: observers see every message in
both directions (decoded for them only while there are any), and `receive_timeout` bounds the wait for input.
Reading starts with `start()`, so a connection built with `listening=False` reads nothing until it is run.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Callable
from typing import Any, Protocol

import orjson

from .._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ..connection import Connection
from ..transports import StreamLink, TransportEnd

__all__ = ["HIGH_WATER", "Link", "Taps", "link_peer", "link_streams", "link_transport"]

logger = logging.getLogger("acp_fast.compat")


# The longest incoming line shown to observers; a longer one is skipped for them (the connection answers it).
MAX_OBSERVED_LINE = DEFAULT_MAX_MESSAGE_SIZE
# Whole messages that a queue between a connection and a message transport holds before its producer is paused
# (resumed at half of it): here the messages queued for `Transport.send`, in `NetworkTransport` (_network.py) the
# messages received and not yet taken by `receive()`. A side that stops taking holds the other; memory stays bounded.
HIGH_WATER = 1024


class Taps:
    """The observers (a list that may grow) and what shows them one decoded message in each direction; byte
    streams are decoded for them only while there are any."""

    __slots__ = ("incoming", "observers", "outgoing", "partial")

    def __init__(
        self,
        observers: list[Any],
        incoming: Callable[[dict[str, Any]], None],
        outgoing: Callable[[dict[str, Any]], None],
    ) -> None:
        self.observers = observers
        self.incoming = incoming
        self.outgoing = outgoing
        self.partial = b""  # the start of an incoming line the observers have not seen whole yet

    def input(self, data: bytes) -> None:
        if self.observers:
            data = self.partial + data
            cut = data.rfind(b"\n") + 1
            self.partial = data[cut:]
            if len(self.partial) > MAX_OBSERVED_LINE:  # the observers miss a line this long; memory stays bounded
                self.partial = b""
            _show(data[:cut], self.incoming)

    def output(self, data: bytes) -> None:
        if self.observers:
            _show(data, self.outgoing)  # the connection writes whole lines


class Link(Protocol):
    def start(self) -> None:
        """Start reading (once; later calls do nothing)."""

    async def closed(self) -> None:
        """Wait until the underlying streams or transport are closed."""


def _show(lines: bytes, show: Callable[[dict[str, Any]], None]) -> None:
    """Decode whole newline-delimited messages for the observers; what does not decode is the connection's
    business (it answers it), not theirs."""
    for line in lines.split(b"\n"):
        if line.strip():
            try:
                message = orjson.loads(line)
            except orjson.JSONDecodeError:
                continue
            if type(message) is dict:
                show(message)


class _TransportLink:
    """A message `Transport` (`send(dict)`, `receive() -> dict | None`, `close()`): one JSON-RPC message per call.
    Outgoing messages are sent in order by one task; `close()` closes the transport after they are sent."""

    def __init__(self, end: TransportEnd, transport: Any, taps: Taps, receive_timeout: float | None) -> None:
        self._end = end
        self._transport = transport
        self._taps = taps
        self._timeout = receive_timeout
        self._queue: collections.deque[dict[str, Any]] = collections.deque()
        self._wake = asyncio.Event()
        self._reading = asyncio.Event()
        self._reading.set()
        self._closing = False
        self._paused = False
        self._error: BaseException | None = None
        loop = asyncio.get_running_loop()
        self._sender = loop.create_task(self._send())
        self._task: asyncio.Task[None] | None = None
        end.set_writer(self)
        end.add_reader(self)

    def start(self) -> None:
        if self._task is None and not self._closing:
            self._task = asyncio.get_running_loop().create_task(self._read())

    async def closed(self) -> None:
        await asyncio.gather(self._sender, *([self._task] if self._task else []), return_exceptions=True)

    async def _read(self) -> None:
        # The sender task reports the end of the link (one part, reported once), with the receiving error if any.
        try:
            while True:
                await self._reading.wait()
                if self._timeout is None:
                    message = await self._transport.receive()
                else:
                    message = await asyncio.wait_for(self._transport.receive(), self._timeout)
                if message is None:
                    break
                if self._taps.observers and type(message) is dict:
                    self._taps.incoming(orjson.loads(orjson.dumps(message)))
                self._end.feed_message(orjson.dumps(message))
            self._end.feed_eof()
        except TimeoutError as error:
            logger.error("no message from the peer for receive_timeout=%ss: closing the connection", self._timeout)
            self._error = error
            self.close()
        except Exception as error:
            logger.error("the transport failed to receive: %r", error)
            self._error = error
            self.close()

    async def _send(self) -> None:
        try:
            while True:
                while self._queue:
                    message = self._queue.popleft()
                    if self._taps.observers:
                        self._taps.outgoing(orjson.loads(orjson.dumps(message)))
                    await self._transport.send(message)
                    if self._paused and len(self._queue) < HIGH_WATER // 2:
                        self._paused = False
                        self._end.resume_writing()
                if self._closing:
                    break
                self._wake.clear()
                await self._wake.wait()
        except Exception as error:
            logger.error("the transport failed to send: %r", error)
            self._error = self._error or error
        finally:
            try:
                await self._transport.close()
            except Exception as error:
                logger.warning("closing the transport failed: %r", error)
            self._end.lost(self, self._error)
            self._reading.set()
            if self._task is not None:
                self._task.cancel()

    # MessageWriter
    def write_message(self, message: bytes) -> None:
        self._queue.append(orjson.loads(message))
        self._wake.set()
        if not self._paused and len(self._queue) >= HIGH_WATER:
            self._paused = True
            self._end.pause_writing()

    def is_closing(self) -> bool:
        return self._closing

    def close(self) -> None:
        self._closing = True
        self._wake.set()

    def get_write_buffer_size(self) -> int:
        return len(self._queue)

    # ReadControl
    def pause_reading(self) -> None:
        self._reading.clear()

    def resume_reading(self) -> None:
        self._reading.set()


def link_streams(
    end: TransportEnd,
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    taps: Taps,
    receive_timeout: float | None,
) -> Link:
    return StreamLink(end, reader, writer, read_timeout=receive_timeout, on_input=taps.input, on_output=taps.output)


def link_transport(end: TransportEnd, transport: Any, taps: Taps, receive_timeout: float | None) -> Link:
    return _TransportLink(end, transport, taps, receive_timeout)


class _PeerLink:
    """An `acp_fast.Connection` connected by someone else (acp-fast's network transports): it reads as that
    transport decides, so there is nothing to start."""

    def __init__(self, peer: Connection) -> None:
        self._peer = peer

    def start(self) -> None:
        pass

    async def closed(self) -> None:
        await self._peer.wait_closed()


def link_peer(peer: Connection) -> Link:
    return _PeerLink(peer)
