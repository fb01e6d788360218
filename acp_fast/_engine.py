"""The machinery behind one `Connection`: the router's owner, dispatch to handlers, the notification lane, the
writer, and the connection's lifetime (its flow control is `_flow.py`'s). `TransportEnd` is what transports drive
it through.

Receive path, one direction: a transport calls `TransportEnd.feed(data)` (the router's own `feed`, bound directly:
the hot path has no Python frame in between) or `feed_message(message)`; the router decodes, classifies, settles
responses, forwards what its routes claim and calls the return-style request handlers itself (an `async def` one's
task made with `task_factory`, its outcome answered by the router), and calls the `RouterOwner` methods here for the
rest; these start the application's other handlers. Send path: the router encodes into one buffer and writes it to a
byte stream's writer itself (`Router.set_writer`) as the write policy says, at the latest at the end of each read,
or, outside reads, of the loop turn (`output_pending` schedules that); after each write the router reports what
is left unread to the connection's flow control (`FlowControl.output_unread`, in `_flow.py`, which also pauses and
resumes reading). A message transport's writer is written here (`output_ready`).

Theory of operation of the notification lane and held messages. Messages are handled in arrival order. A plain
`def` handler runs inline, so order is kept for free. An `async def` request handler is started in order and then
runs concurrently (a long one never stalls the connection). An `async def` notification handler must finish before
the next notification is handled, but must not stop the connection from reading: the response or cancellation it
may be waiting for comes in behind it. So while one runs (`lane_busy`), the router holds messages
(`router.hold_messages`): notifications, routed notifications and responses that arrive are appended to `_lane`
instead of being delivered, and `_run_lane` delivers them in order once the handler returns. Requests are not
held (they start their own tasks), and cancellation markers are set at receipt, never queued. One exception keeps
a lane handler from deadlocking on itself: the response to a request that the running lane handler sent itself
is delivered at once (`_lane_requests`).
"""

from __future__ import annotations

import asyncio
import collections
import functools
import inspect
import logging
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine, Generator, Iterable
from types import CoroutineType
from typing import Any, cast

from . import _router
from ._contracts import ByteWriter, MessageWriter, ReadControl
from ._flow import FlowControl, FlowLimits
from ._handlers import (
    ASYNC_RETURN,
    RESPONDER,
    SYNC_RETURN,
    handler_error,
    is_coroutine_function,
    request_form,
    starts_own_task,
)
from ._protocol import LATENCY_BUCKETS, STATS_COUNTERS
from .errors import RequestError
from .incoming import Responder
from .messages import IncomingNotification, IncomingRequest

__all__ = ["Drained", "Engine", "TransportEnd"]

logger = logging.getLogger("acp_fast")

# Refused input is logged at most this many times per period per connection (a child printing to its stdout would
# otherwise flood the log), then counted.
REFUSALS_LOGGED = 5
REFUSAL_LOG_PERIOD = 10.0
# The refusals that earn no answer (a notification, or a response, cannot be answered): `stats()["dropped"]`; every
# other reason is an answer the connection gave by itself (`stats()["auto_answers"]`).
UNANSWERED_REFUSALS = frozenset(("malformed_cancel", "invalid_response"))


def latency_quantile(histogram: list[int], q: float) -> float:
    """The `q` quantile of a latency histogram (`LATENCY_BUCKETS` counts, bucket i up to 2**i µs), as the upper
    bound in seconds of the bucket it falls in: 0.0 for an empty histogram, inf in the last bucket."""
    total = sum(histogram)
    if not total:
        return 0.0
    seen = 0
    for bucket, count in enumerate(histogram):
        seen += count
        if seen >= q * total:
            return float("inf") if bucket == LATENCY_BUCKETS - 1 else 2.0**bucket * 1e-6
    return float("inf")


class Engine:
    """One connection's state and machinery; `Connection` is its public face, `TransportEnd` its transports'.

    It implements the contracts of `_contracts.py`: `RouterOwner` (for the router), `OutgoingRequests` (for
    `SentRequest` and friends) and `IncomingRequests` (for `Responder` and `RequestCancellation`). All of it runs
    on the thread of the connection's event loop, except the finalizer entry points, which only schedule work.
    """

    def __init__(
        self,
        name: str,
        max_message_size: int,
        drain_timeout: float,
        linger: float,
        limits: FlowLimits | None = None,
    ) -> None:
        self.name = name
        self.drain_timeout = drain_timeout
        self.linger = linger
        self.limits = limits = limits if limits is not None else FlowLimits()
        # Added to the data of the errors of requests that fail because this connection closed (a conductor
        # names the component there).
        self.peer_info: dict[str, Any] = {}
        router = self.router = _router.Router(self, max_message_size, name)
        router.closed_error = self._closed_error
        router.max_pending_incoming = self.limits.max_pending_incoming
        # The contracts' calls that are the router's own, bound once: no Python frame in between.
        self.cancel = router.cancel
        self.respond = router.respond
        self.respond_error = router.respond_error
        self.request_handlers: dict[str | None, tuple[int, Callable[..., Any]]] = {}
        self.notification_handlers: dict[str | None, tuple[bool, Callable[..., Any]]] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread_id: int | None = None
        self.transport_opened = False
        self._writer: Any = None
        self._writes_messages = False
        self._parts: list[Any] = []  # every part of the transport, to close; each reports its loss
        self.flow = router.output.flow = FlowControl(name, router, limits)
        self._flush_scheduled = False
        self._max_lane = limits.max_queued_notifications
        self._max_outgoing = limits.max_pending_outgoing
        self.tasks: set[asyncio.Future[Any]] = set()
        self._lane: collections.deque[Any] = collections.deque()
        self.lane_busy = False
        self._lane_task: asyncio.Task[Any] | None = None
        self._lane_requests: set[int] = set()  # ids sent by the running lane handler (never held)
        self.closing = False
        self._closed: asyncio.Future[None] | None = None
        self._linger: asyncio.TimerHandle | None = None
        self._refusal_period_start = -REFUSAL_LOG_PERIOD
        self._refusals_logged = 0
        self._refusals_left_out = 0
        # What the connection answered by itself (no handler ran), and what it dropped unanswered, by reason.
        self.auto_answers: collections.Counter[str] = collections.Counter()
        self.dropped: collections.Counter[str] = collections.Counter()

    def trace_into(self, tracer: Any) -> None:
        """Trace every message of this connection into `tracer` (an `acp_fast.tracing.Tracer`)."""
        recorder = self.router.recorder
        recorder.trace_payloads = tracer.payload_limit if tracer.payloads else 0
        recorder.trace_hop = tracer.hop(self.name)
        recorder.trace = tracer.records

    def stats(self) -> dict[str, Any]:
        """`Connection.stats()`: see docs/observability.md, "Live stats", for every field."""
        router = self.router
        counts = dict(zip(STATS_COUNTERS, router.recorder.counters(), strict=True))
        histogram, total = router.recorder.latencies()
        answered = sum(histogram)
        return {
            "name": self.name,
            "state": self.state,
            "pending": {"incoming": len(router.incoming), "outgoing": len(router.outgoing)},
            "received": {
                "requests": counts["requests_received"],
                "notifications": counts["notifications_received"],
                "results": counts["results_received"],
                "errors": counts["errors_received"],
                "bytes": counts["bytes_received"],
            },
            "sent": {
                "requests": counts["requests_sent"],
                "notifications": counts["notifications_sent"],
                "results": counts["results_sent"],
                "errors": counts["errors_sent"],
                "bytes": router.output.bytes_written,
            },
            "cancels": {
                "received": counts["cancels_received"],
                "sent": counts["cancels_sent"],
                "honoured": counts["cancels_honoured"],
                "honoured_by_peer": counts["cancels_honoured_by_peer"],
            },
            "auto_answers": dict(self.auto_answers),
            "dropped": dict(self.dropped),
            "unmatched_responses": router.unmatched_responses,
            "writes": "whole" if router.output.pacer.batching else "parts",
            "latency": {
                "count": answered,
                "mean": total / answered if answered else 0.0,
                "histogram": histogram,
                **{name: latency_quantile(histogram, q) for name, q in (("p50", 0.5), ("p90", 0.9), ("p99", 0.99))},
            },
        }

    @property
    def state(self) -> str:
        if self.closing:
            return "closed"
        if self.router.input_ended:
            return "input ended"
        return "connected" if self._writer is not None else "new"

    # ------------------------------------------------------------------------------------------- handlers

    def add_request_handler(self, method: str | None, handler: Callable[..., Any]) -> None:
        form = RESPONDER if method is None else request_form(handler)
        self.request_handlers[method] = (form, handler)
        if method is not None:
            self.router.register_request(
                method,
                handler if form == SYNC_RETURN else None,
                handler if form == ASYNC_RETURN else None,
                form == ASYNC_RETURN and starts_own_task(handler),
            )

    def add_notification_handler(self, method: str | None, handler: Callable[..., Any]) -> None:
        self.notification_handlers[method] = (is_coroutine_function(handler), handler)
        if method is not None:
            self.router.register_notification(method)

    # -------------------------------------------------------------------------------------------- sending

    def send_request(self, method: str, params: Any) -> Any:
        """Enqueue a request; its slot."""
        if self._max_outgoing and len(self.router.outgoing) >= self._max_outgoing:
            raise RequestError.too_many_pending(self._max_outgoing)
        slot = self.router.send_request(method, params)
        if self.lane_busy:
            self._note_lane_request(slot)
        return slot

    def publish(self, slot: Any, params: Any) -> None:
        if self._max_outgoing and len(self.router.outgoing) >= self._max_outgoing:
            raise RequestError.too_many_pending(self._max_outgoing)
        self.router.publish(slot, params)
        if self.lane_busy:
            self._note_lane_request(slot)

    def forward_response(self, slot: Any, responder: Responder) -> None:
        upstream_router, in_slot = responder.hand_off()
        if not slot.settled:
            # The routers answer and cancel for each other: no Python runs per forwarded request after this.
            self.router.link(slot, upstream_router, in_slot)
            return
        value, slot.value = slot.value, None
        if slot.is_error:
            upstream_router.respond_error(in_slot, value)
        else:
            upstream_router.respond(in_slot, value)

    def create_future(self) -> asyncio.Future[Any]:
        return self.loop_or_running().create_future()

    def start_task(self, work: Awaitable[Any], done: Callable[[asyncio.Future[Any]], None]) -> asyncio.Future[Any]:
        loop = self.loop_or_running()
        # Tied to the connection's lifetime: cancelled at close. A handler's coroutine, once per request: no
        # `ensure_future` checks, and one done callback.
        task = loop.create_task(work) if type(work) is CoroutineType else asyncio.ensure_future(work, loop=loop)
        tasks = self.tasks
        tasks.add(task)

        def ended(task: asyncio.Future[Any]) -> None:
            tasks.discard(task)
            done(task)

        task.add_done_callback(ended)
        if self.closing:
            task.cancel()
        return task

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return self.start_task(coro, self._spawned_done)  # type: ignore[return-value]  # a coroutine's: a Task

    def _spawned_done(self, task: asyncio.Future[Any]) -> None:
        if not task.cancelled() and (exc := task.exception()) is not None:
            logger.error("%s: task failed", self.name, exc_info=exc)

    def task_factory(self) -> tuple[Callable[[Coroutine[Any, Any, Any]], asyncio.Future[Any]], set[Any]]:
        """How the router runs `async def` handlers: the loop's `create_task`, and the set of the connection's
        tasks (cancelled at close)."""
        return self.loop_or_running().create_task, self.tasks

    def loop_or_running(self) -> asyncio.AbstractEventLoop:
        return self.loop if self.loop is not None else asyncio.get_running_loop()

    # ----------------------------------------------------------------------------- the transport's side

    def attach_writer(self, writer: Any, messages: bool) -> None:
        """Bind the connection to its writing side (before any reading starts) and flush early sends."""
        if self._writer is not None:
            raise RuntimeError(f"{self.name}: the connection already has a writer")
        needed = MessageWriter if messages else ByteWriter
        if not isinstance(writer, needed):
            raise TypeError(f"{type(writer).__name__} is not a {needed.__name__} (see docs/transports.md)")
        self.loop = self.flow.loop = asyncio.get_running_loop()
        self._thread_id = threading.get_ident()
        self._writer = self.flow.writer = writer
        self._writes_messages = messages
        # A byte stream's router writes itself, as the write policy says: no Python frame per write.
        self.router.output.set_writer(None if messages else cast(ByteWriter, writer), self.flow.output_unread)
        self._parts.append(writer)
        if self.router.output.has_output:
            self.output_pending()
        if self.closing:  # closed before the transport came up
            writer.close()

    def attach_reader(self, reader: ReadControl) -> None:
        if not isinstance(reader, ReadControl):
            raise TypeError(f"{type(reader).__name__} is not a ReadControl (see docs/transports.md)")
        if self.loop is None:
            self.loop = self.flow.loop = asyncio.get_running_loop()
            self._thread_id = threading.get_ident()
        if reader not in self._parts:
            self._parts.append(reader)
        self.flow.add_reader(reader)
        if self.closing:
            reader.close()

    def input_ended(self) -> None:
        """The peer will send nothing more: handle a last unterminated line, fail the pending outgoing requests,
        let the requests already received finish and their answers be written (for at most `drain_timeout` s),
        then shut down. At once when nothing is pending or the output side is gone too."""
        router = self.router
        router.feed_eof()
        if self.closing or router.input_ended:
            return
        writer = self._writer
        if writer is None or writer.is_closing():
            self.shutdown()
            return
        router.end_input()  # calls input_drained() at once when no request is pending
        if not self.closing and self.loop is not None:
            self._linger = self.loop.call_later(self.drain_timeout, self._drain_expired)

    def _drain_expired(self) -> None:
        self._linger = None
        unanswered = sorted({slot.method for slot in self.router.incoming.values()})
        logger.info(
            "%s: input ended %ss ago; closing with requests unanswered: %s",
            self.name,
            self.drain_timeout,
            ", ".join(unanswered),
        )
        self.shutdown()

    def transport_lost(self, part: Any, exc: BaseException | None) -> None:
        if exc is not None:
            logger.debug("%s: transport lost: %r", self.name, exc)
        if part in self._parts:
            self._parts.remove(part)
        self.flow.remove_reader(part)
        if part is self._writer or exc is not None:
            self.shutdown()
        else:
            # A reading side closed cleanly (a read pipe closes itself at EOF): the input ended, the output goes on.
            self.input_ended()
        self._maybe_closed()

    # ------------------------------------------------------------------------------------ RouterOwner: output

    def output_pending(self) -> None:
        # The router enqueued output outside a read: write it at the end of this loop turn, once.
        if not self._flush_scheduled and self.loop is not None and not self.loop.is_closed():
            self._flush_scheduled = True
            self.loop.call_soon(self.output_ready)

    def output_ready(self) -> None:
        self._flush_scheduled = False
        writer = self._writer
        if writer is None:  # until a writer is attached, output waits in the router
            return
        output = self.router.output
        if not self._writes_messages:
            output.flush()  # the router writes a byte stream itself (`attach_writer`)
            return
        if writer.is_closing():
            if output.has_output:
                output.take_output()  # the transport is lost or closing: nothing can be sent
            return
        size = 0
        for message in output.take_messages():
            writer.write_message(message)
            size += len(message)
        output.written(size, writer.get_write_buffer_size() != 0)

    # ---------------------------------------------------------------------------------- RouterOwner: dispatch

    def request_received(self, slot: Any, params: Any) -> None:
        method = slot.method
        entry = self.request_handlers.get(method)
        if entry is None:
            entry = self.request_handlers.get(None)
            if entry is None:
                self.auto_answers["method_not_found"] += 1
                self.router.respond_error(slot, RequestError.method_not_found(method))
                return
            params = IncomingRequest(slot.id, method, params)
        # Return-style handlers (`def` and `async def`) never get here: the router calls them.
        handler = entry[1]
        slot.running = True
        try:
            # No local name holds the Responder: once the handler lets go of it, it is unreachable.
            outcome = handler(params, Responder(self, slot))
        except Exception as exc:
            slot.running = False
            self.router.respond_error(slot, handler_error(method, exc))
            return
        if outcome is not None and inspect.isawaitable(outcome):
            task = asyncio.ensure_future(outcome, loop=self.loop)
            del outcome
            self.tasks.add(task)
            task.add_done_callback(functools.partial(self._responder_done, slot))
        else:
            slot.running = False
            if slot.dropped:
                self._auto_answer(slot)

    def handler_failed(self, slot: Any, exc: Exception) -> None:
        self.router.respond_error(slot, handler_error(slot.method, exc))

    def _responder_done(self, slot: Any, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        slot.running = False
        exc = None if task.cancelled() else task.exception()
        if self.closing:
            return
        if exc is not None:
            self.router.respond_error(slot, handler_error(slot.method, exc))
        elif slot.dropped:
            self._auto_answer(slot)

    def responder_dropped(self, slot: Any) -> None:
        """A Responder became unreachable unanswered (called from its finalizer: only schedule work)."""
        loop = self.loop
        if loop is None or self.closing or loop.is_closed():
            return
        if threading.get_ident() == self._thread_id:
            loop.call_soon(self._auto_answer, slot)
        else:
            loop.call_soon_threadsafe(self._auto_answer, slot)

    def _auto_answer(self, slot: Any) -> None:
        if self.closing or slot.responded or slot.handed_off:
            return
        if self.router.input_ended:
            # Shutdown has begun (the peer's input ended): the drain writes the answers handlers give, never an
            # automatic one (docs/cancellation.md, "Every request is answered").
            self.router.drop_unanswered(slot)
            return
        if slot.cancelled:
            self.router.respond_error(slot, RequestError.request_cancelled())
        else:
            self.router.respond_error(
                slot, RequestError.internal_error({"method": slot.method, "reason": "responder_dropped"})
            )

    def cancel_received(self, slot: Any) -> None:
        listeners, slot.listeners = slot.listeners, None
        for listener in listeners:
            try:
                listener()
            except Exception:
                logger.exception("%s: cancellation listener failed", self.name)

    def notification_received(self, method: str, params: Any) -> None:
        entry = self.notification_handlers.get(method)
        if entry is None:
            entry = self.notification_handlers.get(None)
            if entry is None:
                logger.debug("%s: unhandled notification %s ignored", self.name, method)
                return
            params = IncomingNotification(method, params)
        if self.lane_busy:
            self._hold((entry, method, params))
            return
        is_async, handler = entry
        if not is_async:
            self._call_notification_handler(handler, method, params)
            return
        self.lane_busy = True
        self.router.hold_messages = True
        self._lane_task = self.spawn(self._run_lane(handler, method, params))

    def notification_held(self, target: Any, method: str, params: Any) -> None:
        # Routed while a lane handler runs: sent in its turn, after what arrived before it.
        self._hold(((False, functools.partial(target.send_notification, method)), method, params))

    def response_held(self, slot: Any) -> None:
        if slot.id in self._lane_requests:
            self._lane_requests.discard(slot.id)
            value, slot.value = slot.value, None
            self.router.deliver(slot, value, slot.is_error)
        else:
            self._hold(slot)

    def _hold(self, item: Any) -> None:
        # Past the bound, reading pauses; except while the running handler waits for an answer of its own, which
        # has to come in through that reading.
        lane = self._lane
        lane.append(item)
        if len(lane) > self._max_lane and not self._lane_requests and not self.flow.paused_for("lane"):
            self.flow.pause("lane")

    def input_drained(self) -> None:
        self.shutdown()

    def message_refused(self, reason: str, excerpt: bytes) -> None:
        """The router refused a line or message (not JSON, invalid, too large, ...) and answered it where it could.

        Logged as a warning with the connection's name (a child that prints to stdout shows up here), at most
        `REFUSALS_LOGGED` times per `REFUSAL_LOG_PERIOD` seconds, then as a count of those left out.
        """
        (self.dropped if reason in UNANSWERED_REFUSALS else self.auto_answers)[reason] += 1
        self.router.recorder.refused(reason)
        now = time.monotonic()
        if now - self._refusal_period_start >= REFUSAL_LOG_PERIOD:
            if self._refusals_left_out:
                logger.warning("%s: %d more messages refused", self.name, self._refusals_left_out)
            self._refusal_period_start = now
            self._refusals_logged = self._refusals_left_out = 0
        if self._refusals_logged < REFUSALS_LOGGED:
            self._refusals_logged += 1
            logger.warning("%s: refused a message (%s): %r", self.name, reason, excerpt[:80])
        else:
            self._refusals_left_out += 1

    def _call_notification_handler(self, handler: Callable[..., Any], method: str, params: Any) -> None:
        try:
            handler(params)
        except Exception:
            logger.exception("%s: notification handler for %s failed", self.name, method)

    def _note_lane_request(self, slot: Any) -> None:
        # A request sent by the running notification handler itself: its response must not wait behind that
        # handler, or a handler awaiting it would deadlock.
        if asyncio.current_task(self.loop) is self._lane_task:  # the loop given: asking for it is a syscall on 3.11
            self._lane_requests.add(slot.id)
            self.flow.resume("lane")

    async def _run_lane(self, handler: Callable[..., Any], method: str, params: Any) -> None:
        """Run async notification handlers one at a time, with what queued behind them, in arrival order.

        The queue is not bounded: pausing the transport here would also hold back the responses and
        cancellations the running handler may be waiting for.
        """
        lane = self._lane
        try:
            await self._run_notification_handler(handler, method, params)
            while lane:
                item = lane.popleft()
                if len(lane) <= self._max_lane // 2 and self.flow.paused_for("lane"):
                    self.flow.resume("lane")
                if type(item) is tuple:
                    (is_async, handler), method, params = item
                    if is_async:
                        await self._run_notification_handler(handler, method, params)
                    else:
                        self._call_notification_handler(handler, method, params)
                else:
                    value, item.value = item.value, None
                    self.router.deliver(item, value, item.is_error)
        finally:
            self.lane_busy = False
            self._lane_task = None
            self._lane_requests.clear()
            self.router.hold_messages = False
            self.flow.resume("lane")

    async def _run_notification_handler(self, handler: Callable[..., Any], method: str, params: Any) -> None:
        try:
            await handler(params)
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None and current.cancelling():
                raise  # the connection is closing
            logger.error("%s: notification handler for %s was cancelled", self.name, method)
        except Exception:
            logger.exception("%s: notification handler for %s failed", self.name, method)

    # ------------------------------------------------------------------------------------------ abandonment

    def abandon(self, slot: Any) -> None:
        """The consumer is gone: discard the response and fire the latch (one `$/cancel_request`)."""
        slot.claimed = True
        slot.detached = True
        self.router.cancel(slot)

    def abandon_from_finalizer(self, slot: Any) -> None:
        slot.claimed = True
        slot.detached = True
        loop = self.loop
        if loop is None or loop.is_closed():
            # Never connected: nothing can be sent, but the latch still fires (the cancel is queued behind
            # the request, and goes out with it if the connection starts).
            self.router.cancel(slot)
        elif threading.get_ident() == self._thread_id:
            loop.call_soon(self.router.cancel, slot)
        else:
            loop.call_soon_threadsafe(self.router.cancel, slot)

    # ------------------------------------------------------------------------------------------- lifecycle

    def _closed_error(self, method: str) -> RequestError:
        error = RequestError.incoming_transport_closed(method)
        if self.peer_info:
            error.data.update(self.peer_info)
        return error

    def shutdown(self) -> None:
        if self.closing:
            return
        self.closing = True
        self.flow.close()
        router = self.router
        # Responses already routed (waiting behind notification handlers) are delivered before the failures,
        # and what their callbacks send still goes out.
        router.hold_messages = False
        while self._lane:
            item = self._lane.popleft()
            if type(item) is not tuple:
                value, item.value = item.value, None
                router.deliver(item, value, item.is_error)
        if self._linger is not None:
            self._linger.cancel()
            self._linger = None
        writer = self._writer
        if writer is not None and router.output.has_output and not writer.is_closing():
            self.output_ready()
        for incoming in list(router.incoming.values()):
            if incoming.downstream is not None and incoming.downstream_router is not None:
                # A request forwarded elsewhere: whoever asked is gone, so the request is abandoned there (one
                # $/cancel_request on the downstream connection, which may well stay open).
                incoming.downstream_router.cancel(incoming.downstream)
        for outgoing in router.close():
            router.settle(outgoing, router.closed_error(outgoing.method), True)
        for task in list(self.tasks):
            task.cancel()
        for part in self._parts:
            part.close()
        self.flow.resume_writing()  # nothing more will be written: whoever waits for this connection to drain goes on
        if self._parts and self.loop is not None and not self.loop.is_closed():
            self._linger = self.loop.call_later(self.linger, self._abort)
        self._maybe_closed()

    def _abort(self) -> None:
        # Transports still open after the linger time have output the peer does not read: drop it.
        self._linger = None
        for part in list(self._parts):
            abort = getattr(part, "abort", None)
            if abort is not None:
                abort()

    async def wait_closed(self) -> None:
        if self._closed is None:
            self._closed = self.loop_or_running().create_future()
            self._maybe_closed()
        await asyncio.shield(self._closed)

    def _maybe_closed(self) -> None:
        if not self.closing or self._parts:
            return
        if self._linger is not None:
            self._linger.cancel()
            self._linger = None
        if self._closed is not None and not self._closed.done():
            self._closed.set_result(None)


class Drained:
    """Awaitable: waits while the connection's peer leaves more than `max_unread_output` of its output unread.

    What `Connection.drain()` and the typed layer's notification senders return. Awaiting it is optional (it is not
    a coroutine, so an unawaited one is no error): a sender that awaits it is paced by the peer's reading."""

    __slots__ = ("_engine",)

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    def __await__(self) -> Generator[Any, None, None]:
        engine = self._engine
        if not (engine.router.output.paused and engine.flow.congested):
            return
        yield from engine.flow.wait_drained().__await__()


class TransportEnd:
    """A connection's end of its transport: how any transport drives a `Connection` (see docs/transports.md).

    Obtained once per connection from `Connection.open_transport()`. Bytes in: `feed(data)` (newline-delimited
    JSON, any chunking) or, on a message transport, `feed_message(message)` (one whole JSON-RPC message, bytes or
    str) or `feed_messages(messages)` (the messages of one read, their answers written together), or
    `feed_frames(data, masked)` (the WebSocket text frames at the start of a read; returns where it stopped);
    `feed_eof()` when the peer will send no more. Out: `set_writer(writer)` (a `ByteWriter`, or a
    `MessageWriter` on a message transport) before reading starts; the writer reports `pause_writing()` /
    `resume_writing()` around its high-water mark. `add_reader(reader)` registers what the connection pauses for
    flow control and closes at shutdown. Every part given (writer, readers) reports `lost(part, exc)` once it is
    closed; the connection is closed once all have.
    """

    __slots__ = ("_engine", "feed", "feed_frames", "feed_message", "feed_messages", "messages")

    def __init__(self, engine: Engine, messages: bool) -> None:
        self._engine = engine
        self.messages = messages
        # The router's own methods: the hot path has no Python frame in between.
        self.feed: Callable[[bytes], None] = engine.router.feed
        self.feed_message: Callable[[bytes | bytearray | memoryview | str], None] = engine.router.feed_message
        self.feed_messages: Callable[[Iterable[bytes | bytearray | memoryview | str]], None] = (
            engine.router.feed_messages
        )
        self.feed_frames: Callable[[bytes, bool], int] = _router.FrameReader(engine.router).feed

    def set_writer(self, writer: ByteWriter | MessageWriter) -> None:
        """Bind the writing side (once, before reading starts, on the connection's event loop); output sent before
        it is written now."""
        self._engine.attach_writer(writer, self.messages)

    def add_reader(self, reader: ReadControl) -> None:
        """Register a reading side: paused while the peer leaves too much output unread, closed at shutdown."""
        self._engine.attach_reader(reader)

    def feed_eof(self) -> None:
        """The peer will send nothing more (EOF, a half-closed socket): answers still in progress are written."""
        self._engine.input_ended()

    def lost(self, part: Any, exc: BaseException | None = None) -> None:
        """`part` (the writer or a reader) is closed, by either side; `exc` is the error that closed it, if any."""
        self._engine.transport_lost(part, exc)

    def pause_writing(self) -> None:
        """The writer is above its high-water mark."""
        self._engine.flow.pause_writing()

    def resume_writing(self) -> None:
        """The writer is below its low-water mark again."""
        self._engine.flow.resume_writing()

    def __repr__(self) -> str:
        kind = "message" if self.messages else "byte"
        return f"<TransportEnd {kind} transport of {self._engine.name!r}, {self._engine.state}>"
