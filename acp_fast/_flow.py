"""One connection's flow control (docs/transports.md, "Flow control", has the design and why peers always make
progress): what the peer has left unread, when reading its input pauses and resumes, and who waits for the
connection to drain.

What lives here: the marks of the answers among the unread output and their count, the reasons reading is paused
and the readers paused for them, the senders waiting in `drain()`, and the connections held because they forward
into this one. What must not: writing itself and the one "writing is paused" flag (the router's output owns both:
`router.output.paused`, `router.output.bytes_written`), dispatch, and the connection's lifetime (the engine says
when it closes).
"""

from __future__ import annotations

import asyncio
import collections
import dataclasses
import logging
from typing import Any

from ._contracts import ReadControl

__all__ = ["FlowControl", "FlowLimits"]

logger = logging.getLogger("acp_fast")

# Defaults of the `Connection` limits of the same names:
# - answers to the peer's requests that it leaves unread, past which we stop reading its further requests;
MAX_UNREAD_ANSWERS = 4 * 1024 * 1024
# - output of any kind left unread, past which `drain()` waits (and forwarding stops reading its source);
MAX_UNREAD_OUTPUT = 1024 * 1024
# - notifications (and what is held behind them) waiting for a running async notification handler.
MAX_QUEUED_NOTIFICATIONS = 1024
# While reading is paused for unread answers, how often the connection looks again (no transport reports a partial
# drain, and a request of ours sent meanwhile must restart reading at once).
PAUSE_RECHECK = 0.01
# Answer marks kept before the oldest are checked against what the peer has read, whatever the count of bytes.
MAX_ANSWER_MARKS = 64


@dataclasses.dataclass(frozen=True, slots=True)
class FlowLimits:
    """A connection's flow-control limits, in bytes or messages (see `Connection` and docs/transports.md)."""

    max_unread_answers: int = MAX_UNREAD_ANSWERS
    max_unread_output: int = MAX_UNREAD_OUTPUT
    max_queued_notifications: int = MAX_QUEUED_NOTIFICATIONS
    max_pending_outgoing: int = 0  # 0: no cap
    max_pending_incoming: int = 0  # 0: no cap

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            least = 0 if field.name.startswith("max_pending") else 1
            if type(value) is not int or value < least:
                raise ValueError(f"{field.name} must be an int >= {least}, not {value!r}")


class FlowControl:
    """The flow control of the connection named `name`, whose router is `router` (its output's counts and paused
    flag are read here, never kept twice).

    The connection sets `writer` and `loop` when its transport comes up, and calls `close()` when it closes: from then
    on nothing pauses, and whoever waits is released by the last `resume_writing()`."""

    __slots__ = (
        "name",
        "limits",
        "writer",
        "loop",
        "closed",
        "_output",
        "_outgoing",
        "_readers",
        "_pause_reasons",
        "_answer_marks",
        "_unread_answers",
        "_recheck",
        "_drain_waiters",
        "_waiting_sources",
    )

    def __init__(self, name: str, router: Any, limits: FlowLimits) -> None:
        self.name = name
        self.limits = limits
        self.writer: Any = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.closed = False
        self._output = router.output
        self._outgoing = router.outgoing
        self._readers: list[ReadControl] = []
        self._pause_reasons: set[str] = set()
        # The answers among what the peer has not read yet as (offset in `output.bytes_written` where a write ended,
        # answer bytes in it), oldest first (empty while the writer holds nothing).
        self._answer_marks: collections.deque[tuple[int, int]] = collections.deque()
        self._unread_answers = 0
        self._recheck: asyncio.TimerHandle | None = None
        self._drain_waiters: list[asyncio.Future[None]] = []
        self._waiting_sources: set[FlowControl] = set()  # forwarding into this connection, paused until it drains

    # ---------------------------------------------------------------------------------------------- reading

    def add_reader(self, reader: ReadControl) -> None:
        self._readers.append(reader)
        if self._pause_reasons:
            reader.pause_reading()

    def remove_reader(self, reader: Any) -> None:
        if reader in self._readers:
            self._readers.remove(reader)

    def paused_for(self, reason: str) -> bool:
        return reason in self._pause_reasons

    def pause(self, reason: str) -> None:
        """Stop reading for `reason` (`"answers"`, `"lane"`, `"forwarding"`) until `resume(reason)`."""
        if self.closed:
            return
        if not self._pause_reasons:
            for reader in self._readers:
                reader.pause_reading()
        self._pause_reasons.add(reason)

    def resume(self, reason: str) -> None:
        if reason not in self._pause_reasons:
            return
        self._pause_reasons.discard(reason)
        if not self._pause_reasons and not self.closed:
            for reader in self._readers:
                reader.resume_reading()

    # ------------------------------------------------------------------------------- the writer's reports

    def pause_writing(self) -> None:
        self._output.paused = True

    def resume_writing(self) -> None:
        # Below the transport's low-water mark: the peer has read nearly everything.
        self._output.paused = False
        if self._answer_marks:
            self.count_read()
        waiters, self._drain_waiters = self._drain_waiters, []
        for waiter in waiters:
            if not waiter.done():
                waiter.set_result(None)
        sources, self._waiting_sources = self._waiting_sources, set()
        for source in sources:
            source.resume("forwarding")

    def output_unread(self, answers: int, buffered: bool) -> None:
        """The router's report after a write: the writer kept some of it, `answers` bytes of answers among it
        (`buffered`), remembered where they end; or the writer's buffer is empty again (the peer has read
        everything), all forgotten."""
        marks = self._answer_marks
        if not buffered:
            marks.clear()
            self._unread_answers = 0
            return
        marks.append((self._output.bytes_written, answers))
        self._unread_answers += answers
        if self._unread_answers > self.limits.max_unread_answers or len(marks) > MAX_ANSWER_MARKS:
            self.count_read()

    # ------------------------------------------------------------------------------------ unread answers

    def count_read(self) -> None:
        """Forget the answers the peer has read; pause or resume reading its requests by what is left unread.

        Reading stops while more than `max_unread_answers` of answers are unread, unless a request of ours is
        pending on this connection: its answer has to come in, and reading it is what lets the peer go on."""
        outgoing = self._outgoing
        unwritten = self.writer.get_write_buffer_size() if self.writer is not None else 0
        read_up_to = self._output.bytes_written - unwritten
        marks = self._answer_marks
        while marks and marks[0][0] <= read_up_to:
            self._unread_answers -= marks.popleft()[1]
        if not marks:
            self._unread_answers = 0
        limit = self.limits.max_unread_answers
        if "answers" in self._pause_reasons:
            if self._unread_answers <= limit // 2 or outgoing or self.closed:
                self.resume("answers")
            elif self._recheck is None and self.loop is not None:
                self._recheck = self.loop.call_later(PAUSE_RECHECK, self._recheck_answers)
        elif self._unread_answers > limit and not outgoing and not self.closed:
            logger.debug("%s: %d bytes of answers unread: reading paused", self.name, self._unread_answers)
            self.pause("answers")
            if self.loop is not None:
                self._recheck = self.loop.call_later(PAUSE_RECHECK, self._recheck_answers)

    def _recheck_answers(self) -> None:
        self._recheck = None
        self.count_read()

    # ------------------------------------------------------------------------------------------- draining

    @property
    def congested(self) -> bool:
        """More than `max_unread_output` is unread by the peer: senders wait (`drain`), forwarding into this
        connection stops reading its source. Only while the transport is above its own high-water mark, so that
        its `resume_writing` always comes to end the wait."""
        writer = self.writer
        return (
            self._output.paused
            and writer is not None
            and not self.closed
            and writer.get_write_buffer_size() > self.limits.max_unread_output
        )

    async def wait_drained(self) -> None:
        """Wait while the peer leaves more than `max_unread_output` unread (at once when it does not)."""
        while self.congested:
            waiter = (self.loop or asyncio.get_running_loop()).create_future()
            self._drain_waiters.append(waiter)
            await waiter

    def forwarded_into(self, source: FlowControl) -> None:
        """A route of `source`'s connection forwards a message into this one: while this one is congested, `source`
        stops reading until it drains (it may be this one: a proxy sends what it reads back on the same connection,
        wrapped)."""
        if self._output.paused and self.congested and source not in self._waiting_sources:
            self._waiting_sources.add(source)
            source.pause("forwarding")

    # ------------------------------------------------------------------------------------------- lifetime

    def close(self) -> None:
        """The connection is closing: nothing pauses from now on (its last `resume_writing()` releases waiters)."""
        self.closed = True
        if self._recheck is not None:
            self._recheck.cancel()
            self._recheck = None
