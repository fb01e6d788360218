"""`NetworkTransport`: the message `Transport` of dicts that `create_websocket_stream` and `create_http_stream` return,
carried by acp-fast's own network transports (`acp_fast.network.connect_websocket`, `connect_http`).

Those transports drive a connection through its `TransportEnd` (docs/transports.md, "Writing a transport"); here
that end is a queue of decoded messages that `receive()` takes, and `send()` hands each message to the transport's
writer. So a compat connection built on it runs over the very same WebSocket and Streamable HTTP code as an
`acp_fast.Connection` does, and the transport can also be used on its own, message by message, as the official
SDK's can.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import orjson

from .._contracts import ByteWriter, MessageWriter, ReadControl
from ..network.wire import decode
from ._links import HIGH_WATER  # the inbox's bound: past it, reading pauses

__all__ = ["NetworkTransport"]

logger = logging.getLogger("acp_fast.compat")

# Seconds `close()` waits for the transport to finish its closing handshake (a WebSocket's close frames, the
# Streamable HTTP DELETE) before it drops the connection.
CLOSE_TIMEOUT = 5.0


class NetworkTransport:
    """A `Transport` (`send(dict)`, `receive() -> dict | None`, `close()`) over one of acp-fast's network
    transports, which sees it as the connection it runs (`name`, `open_transport()`) and as that connection's
    `TransportEnd`.

    `opener`: what connects it on the first `send` (Streamable HTTP connects when `initialize` is sent); None when
    it is connected before it is handed out (a WebSocket).
    """

    def __init__(self, url: str, opener: Callable[[NetworkTransport], Awaitable[None]] | None = None) -> None:
        self.name = url
        self._opener = opener
        self._opening: asyncio.Task[None] | None = None
        self._writer: MessageWriter | ByteWriter | None = None
        self._lines = False  # the writer takes newline-terminated messages (a WebSocket link), not whole ones
        self._readers: list[ReadControl] = []
        self._inbox: collections.deque[Any] = collections.deque()
        self._arrived = asyncio.Event()
        self._writable = asyncio.Event()
        self._writable.set()
        self._reading_paused = False
        self._input_ended = False
        self._lost = asyncio.Event()
        self._error: BaseException | None = None
        self._closed = False

    # --------------------------------------------------------------------------------------------- Transport

    async def send(self, message: dict[str, Any]) -> None:
        """Hand `message` to the transport (the transport's error once it failed, `ConnectionError` once closed)."""
        if self._closed:
            raise ConnectionError("Transport closed")
        if self._writer is None:
            await self._open()
        await self._writable.wait()  # the transport is over its high-water mark: wait for it to drain
        writer = self._writer
        assert writer is not None
        if self._lost.is_set() or writer.is_closing():
            raise ConnectionError(f"{self.name}: {self._error or 'the connection is closed'}")
        if self._lines:
            writer.write(orjson.dumps(message, option=orjson.OPT_APPEND_NEWLINE))  # type: ignore[union-attr]
        else:
            writer.write_message(orjson.dumps(message))  # type: ignore[union-attr]

    async def receive(self) -> dict[str, Any] | None:
        """The next message from the peer; None once the peer's input ended or the transport closed."""
        while not self._inbox:
            if self._input_ended:
                return None
            self._arrived.clear()
            await self._arrived.wait()
        message = self._inbox.popleft()
        if self._reading_paused and len(self._inbox) <= HIGH_WATER // 2:
            self._reading_paused = False
            for reader in self._readers:
                reader.resume_reading()
        return message  # type: ignore[no-any-return]

    async def close(self) -> None:
        """Close the connection (its closing handshake gets `CLOSE_TIMEOUT` seconds); `receive()` then ends."""
        if self._closed:
            return
        self._closed = True
        writer = self._writer
        if writer is not None and not self._lost.is_set():
            writer.close()
            try:
                await asyncio.wait_for(self._lost.wait(), CLOSE_TIMEOUT)
            except TimeoutError:
                abort = getattr(writer, "abort", None)
                if abort is not None:
                    abort()
        elif self._opening is not None:
            self._opening.cancel()
        self.feed_eof()

    async def _open(self) -> None:
        """Connect through the opener, once: concurrent first sends wait for the same opening."""
        if self._opening is None:
            if self._opener is None:
                raise ConnectionError(f"{self.name}: not connected")
            self._opening = asyncio.ensure_future(self._opener(self))
        await asyncio.shield(self._opening)

    # ------------------------------------------------------------------- the connection, as transports see it

    def open_transport(self, *, messages: bool = False) -> NetworkTransport:
        """The transport asks for the connection's end: this object is that end too. Its writer takes whole
        messages (`messages=True`: Streamable HTTP) or newline-terminated ones (a WebSocket link, which frames
        them); messages come in whole either way."""
        self._lines = not messages
        return self

    # -------------------------------------------------------------- TransportEnd: what the transport calls

    def set_writer(self, writer: MessageWriter | ByteWriter) -> None:
        self._writer = writer

    def add_reader(self, reader: ReadControl) -> None:
        self._readers.append(reader)

    def feed_message(self, message: bytes | str) -> None:
        value = decode(message)
        if value is None:
            logger.debug("%s: skipped a message that is not JSON", self.name)
            return
        self._inbox.append(value)
        self._arrived.set()
        if not self._reading_paused and len(self._inbox) > HIGH_WATER:
            self._reading_paused = True
            for reader in self._readers:
                reader.pause_reading()

    def feed_messages(self, messages: Iterable[bytes | str]) -> None:
        # The messages of one read (a WebSocket link's frames): with no router to answer them, each on its own.
        for message in messages:
            self.feed_message(message)

    def feed_frames(self, data: bytes, masked: bool) -> int:
        # No router to read frames here: the link reads them all and feeds their messages (`feed_messages`).
        return 0

    def feed_eof(self) -> None:
        self._input_ended = True
        self._arrived.set()

    def lost(self, part: Any, exc: BaseException | None = None) -> None:
        if exc is not None and self._error is None:
            self._error = exc
        self._lost.set()
        self._writable.set()  # a sender waiting for the writer to drain learns that it is gone
        self.feed_eof()

    def pause_writing(self) -> None:
        self._writable.clear()

    def resume_writing(self) -> None:
        self._writable.set()
