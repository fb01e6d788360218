"""A router's output, pure-Python twin of `src/_output_c.pxi`: the lines waiting to be written, the write policy
that decides when they go (docs/performance.md#the-write-policy), the writer they go to, and everything counted about
them (bytes written, answer bytes, whether the writer is paused).

What lives here: the buffer, `_protocol.flush_every` applied within a read and outside one, the pacer's choice of
writing bursts in parts or whole, the one "writing is paused" flag, and the report to the owner's flow control after
each write. What must not: encoding a message (the router hands over finished lines), and deciding anything about
flow control (the owner's: it hears `output_unread` and decides).
"""

from __future__ import annotations

from collections.abc import Callable
from time import monotonic
from typing import TYPE_CHECKING, Any

from ._pace_py import Pacer
from ._protocol import FLUSH_EVERY, WHOLE_BURST, WHOLE_BURST_BYTES, flush_every

if TYPE_CHECKING:
    from ._contracts import ByteWriter, ForwardingFlow

__all__ = ["Output"]


class Output:
    """The output of one router, whose table of pending outgoing requests is `outgoing` (read by the write policy:
    the more requests in flight, the more answers a write may wait for). `output_pending()` and `output_ready()` are
    the owner's (`RouterOwner`).

    Attributes:
        paused: set by the owner while its transport's writing is paused (above its high-water mark); a
            `RouteTable` forwarding into this router tells its owner.
        bytes_written: bytes handed to a writer, by the router itself (`set_writer`) or by the owner (`written`).
        answer_bytes: bytes of output the peer caused (answers to its requests, errors its bad messages earned)
            enqueued since the last write: the owner's flow control tells them from the output it chose to send.
        pacer: writes bursts in parts or whole, as measured.
        flow: the owner's flow control, told when a route forwards into this router while its writing is paused
            (`hold`); None: nobody to tell.
    """

    __slots__ = (
        "paused",
        "bytes_written",
        "answer_bytes",
        "pacer",
        "flow",
        "_lines",
        "_burst_bytes",
        "_in_read",
        "_read_every",
        "_read_in_flight",
        "_closed",
        "_outgoing",
        "_output_pending",
        "_output_ready",
        "_writer",
        "_output_unread",
        "_answers_unread",
    )

    def __init__(
        self, outgoing: dict[Any, Any], output_pending: Callable[[], None], output_ready: Callable[[], None]
    ) -> None:
        self.paused = False
        self.bytes_written = 0
        self.answer_bytes = 0
        self.pacer = Pacer(monotonic())
        self.flow: ForwardingFlow | None = None
        self._lines: list[bytes] = []
        self._burst_bytes = 0  # the bytes of `_lines`, counted while a burst is written whole
        self._in_read = False
        self._read_every = FLUSH_EVERY  # within the read going on, write every this many messages
        self._read_in_flight = 0  # requests in flight when the last read began
        self._closed = False
        self._outgoing = outgoing
        self._output_pending = output_pending
        self._output_ready = output_ready
        self._writer: ByteWriter | None = None
        self._output_unread: Callable[[int, bool], None] | None = None
        self._answers_unread = False  # answers were reported left in the writer's buffer, not yet its emptying

    # ------------------------------------------------------------------------------------------ reads

    def begin_read(self, received: int, every: int) -> None:
        """A read begins (`received`: the messages read before it, which may end one of the pacer's windows): its
        answers are written every `every` messages, or whole if the pacer says so; the requests in flight now are
        what the tasks it wakes will count."""
        pacer = self.pacer
        if received >= pacer.window_end:
            pacer.window_ended(received, monotonic())
        self._in_read = True
        self._read_in_flight = len(self._outgoing)
        self._read_every = WHOLE_BURST if pacer.batching else every

    def end_read(self) -> None:
        """The read is over: what it produced is written now."""
        self._in_read = False
        if self._lines:
            self.flush()

    # ---------------------------------------------------------------------------------------- lines in

    def emit(self, line: bytes) -> None:
        """Enqueue one encoded line (a message and its newline); written as the write policy says."""
        if self._closed:
            return
        lines = self._lines
        lines.append(line)
        queued = len(lines)
        # The write policy (`_protocol.flush_every`): within a read as set where it began, outside one whole or as
        # the requests in flight on this connection say (now, or when the last read began: the more).
        if self._in_read:
            every = self._read_every
        elif self.pacer.batching:
            every = WHOLE_BURST
        else:
            every = flush_every(max(len(self._outgoing), self._read_in_flight))
        if every == WHOLE_BURST:
            self._burst_bytes += len(line)
            if self._burst_bytes >= WHOLE_BURST_BYTES:
                every = queued
        if queued >= every:
            self.flush()
        elif queued == 1 and not self._in_read:
            self._output_pending()

    def emit_answer(self, line: bytes) -> None:
        """Enqueue an answer to the peer's input (a response, or the error a bad message earns): output the peer
        caused, counted for the owner's flow control."""
        self.answer_bytes += len(line)
        self.emit(line)

    # --------------------------------------------------------------------------------------- lines out

    def set_writer(self, writer: ByteWriter | None, output_unread: Callable[[int, bool], None]) -> None:
        """Write the output to `writer` (a byte stream's) here, when the write policy says, instead of asking the
        owner (`output_ready`): no Python frame per write. None: the owner writes, and reports it (`written`).
        After each write, `output_unread(answers, buffered)` tells the owner's flow control about the answers the
        peer has not read: called when the writer kept some of the output in its buffer and the write held answers
        (`answers` bytes of them, `buffered` True), and when its buffer is empty again after that (0, False)."""
        self._writer = writer
        self._output_unread = output_unread

    def flush(self) -> None:
        """Write what is enqueued: to the writer of `set_writer`, or through the owner's `output_ready`."""
        writer = self._writer
        if writer is None:
            self._output_ready()
            return
        lines = self._lines
        if not lines:
            return
        if writer.is_closing():
            lines.clear()  # the transport is lost or closing: nothing can be sent
            self._burst_bytes = 0
            return
        data = b"".join(lines)
        lines.clear()
        self._burst_bytes = 0
        writer.write(data)
        self.written(len(data), writer.get_write_buffer_size() != 0)

    def written(self, size: int, buffered: bool) -> None:
        """`size` bytes of the output went to the writer, which now holds some unwritten (`buffered`) or none: count
        them, and tell the owner about the answers among them (see `set_writer`)."""
        self.bytes_written += size
        answers = self.answer_bytes
        self.answer_bytes = 0
        if buffered:
            if answers:
                self._answers_unread = True
                self._output_unread(answers, True)  # type: ignore[misc]
        elif self._answers_unread:
            self._answers_unread = False
            self._output_unread(0, False)  # type: ignore[misc]

    def take_output(self) -> bytes:
        """Everything enqueued since the last call, as one buffer (the coalesced write)."""
        lines = self._lines
        if not lines:
            return b""
        data = b"".join(lines)
        lines.clear()
        self._burst_bytes = 0
        return data

    def take_messages(self) -> list[bytes]:
        """Everything enqueued since the last call, one message per item with no newline (for message
        transports, which frame each message themselves)."""
        lines = self._lines
        if not lines:
            return []
        messages = [line[:-1] for line in lines]
        lines.clear()
        self._burst_bytes = 0
        return messages

    def hold(self, source: Output) -> None:
        """A route of `source`'s router forwards into this router while this one's writing is paused: this owner's
        flow control decides whether `source`'s reading waits for it to drain."""
        if self.flow is not None and source.flow is not None:
            self.flow.forwarded_into(source.flow)

    @property
    def has_output(self) -> bool:
        return bool(self._lines)

    def close(self) -> None:
        """Nothing more is written: what is enqueued is dropped, and what is emitted from now on too."""
        self._closed = True
        self._lines.clear()
