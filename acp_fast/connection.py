"""`Connection`: one JSON-RPC peer. Handler registry, dispatch, sending, and the connection's lifetime.

Receive path: a transport (`transports.py`) feeds bytes to the router, which decodes each message and calls
back into `_on_request`, `_on_notification`, `_on_cancelled` or `_on_held_response` here. Send path: the
router encodes into one buffer; `_flush` writes it once per loop turn (or at the end of each read).
"""

from __future__ import annotations

import asyncio
import collections
import functools
import inspect
import logging
import socket
import threading
import traceback
from collections.abc import Callable, Coroutine
from typing import Any

from . import _router
from .errors import RequestError
from .messages import IncomingNotification, IncomingRequest
from .requests import PreparedRequest, SentRequest
from .requests import _is_coroutine_function as _is_async
from .responder import Responder

__all__ = ["Connection"]

logger = logging.getLogger("acp_fast")

# Request handler forms, chosen once at registration.
_SYNC_RETURN, _ASYNC_RETURN, _RESPONDER = 0, 1, 2

# How long close() waits for buffered output to drain before aborting the transport.
_LINGER = 5.0

# Output the peer leaves unread before we stop reading what it sends. Pausing at the transport's own high-water
# mark would deadlock two busy peers (each stops reading while it waits for the other to read), so reading stops
# only for a peer that has left this much unread: bounded in-flight traffic never gets there, a flood does.
_MAX_UNREAD_OUTPUT = 64 * 1024 * 1024


def _request_form(handler: Callable[..., Any]) -> int:
    try:
        parameters = [
            p
            for p in inspect.signature(handler).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
        ]
    except (TypeError, ValueError):
        parameters = []
    if len(parameters) >= 2:
        return _RESPONDER
    return _ASYNC_RETURN if _is_async(handler) else _SYNC_RETURN


def _send_routed_notification(target: tuple[Connection, str, Any], params: Any) -> None:
    conn, method, out_params = target
    conn.send_notification(method, out_params)


def _handler_error(method: str, exc: BaseException) -> RequestError:
    if isinstance(exc, RequestError):
        return exc
    logger.error(
        "handler for %s raised\n%s", method, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    )
    return RequestError.internal_error({"method": method, "error": f"{type(exc).__name__}: {exc}"})


class Connection:
    """A JSON-RPC 2.0 connection with ACP request cancellation.

    Args:
        name: a label for logs.
        max_message_size: the longest incoming line accepted, in bytes.

    Handlers may be registered before or after connecting. All methods must be called from the thread of the
    event loop the connection runs on.
    """

    def __init__(self, name: str = "peer", *, max_message_size: int = 64 * 1024 * 1024) -> None:
        if type(max_message_size) is not int or not 0 < max_message_size < 2**62:
            raise ValueError(f"max_message_size must be a positive int, not {max_message_size!r}")
        self.name = name
        # Added to the data of the errors of requests that fail because this connection closed (a conductor
        # names the component there).
        self.peer_info: dict[str, Any] = {}
        self._router = _router.Router(self, max_message_size)
        self._router.closed_error = self._closed_error
        self._request_handlers: dict[str | None, tuple[int, Callable[..., Any]]] = {}
        self._router.handled = self._request_handlers  # methods with a handler are never routed
        self._notification_route: Callable[[str, Any], Any] | None = None
        self._notification_handlers: dict[str | None, tuple[bool, Callable[..., Any]]] = {}
        self._router.notification_handled = self._notification_handlers
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread_id: int | None = None
        self._writer: Any = None
        self._transports: list[asyncio.BaseTransport] = []  # everything to close
        self._readers: list[Any] = []  # what to pause and resume (flow control)
        self._pause_reasons: set[str] = set()
        self._writing_paused = False  # the transport is above its high-water mark
        self._flush_scheduled = False
        self._tasks: set[asyncio.Task[Any]] = set()
        # Serial lane: async notification handlers run one at a time; while one runs, later notifications and
        # responses wait here so that every message is handled in arrival order.
        self._lane: collections.deque[Any] = collections.deque()
        self._lane_busy = False
        self._lane_task: asyncio.Task[Any] | None = None
        self._lane_requests: set[int] = set()  # ids sent by the running lane handler (never held)
        self._closing = False
        self._closed: asyncio.Future[None] | None = None
        self._linger: asyncio.TimerHandle | None = None

    def __repr__(self) -> str:
        state = "closed" if self._closing else ("connected" if self._writer is not None else "new")
        return f"<Connection {self.name!r} {state}>"

    # ------------------------------------------------------------------------------------------- handlers

    def on_request(self, method: str | None, handler: Callable[..., Any] | None = None) -> Any:
        """Register the handler of a request method (`None`: the fallback for any unclaimed request).

        Forms: `h(params)` returns the result (sync or async); `h(params, responder)` answers through the
        responder; the fallback is `h(request: IncomingRequest, responder)`. Usable as a decorator.
        """
        if handler is None:
            return functools.partial(self.on_request, method)
        form = _RESPONDER if method is None else _request_form(handler)
        self._request_handlers[method] = (form, handler)
        if form == _SYNC_RETURN:
            self._router.sync_handlers[method] = handler  # the router calls these itself (the fast path)
        else:
            self._router.sync_handlers.pop(method, None)
        return handler

    def on_notification(self, method: str | None, handler: Callable[..., Any] | None = None) -> Any:
        """Register the handler of a notification method (`None`: fallback, called with `IncomingNotification`).

        Notification handlers run one at a time, in arrival order. Usable as a decorator.
        """
        if handler is None:
            return functools.partial(self.on_notification, method)
        self._notification_handlers[method] = (_is_async(handler), handler)
        return handler

    def route_requests(self, route: Callable[[str, Any], tuple[Connection, str, Any] | None] | None) -> None:
        """Forward requests that no handler claimed: `route(method, params)` returns `(connection, method,
        params)` to forward to, or None to fall through to the fallback handler (or `-32601`).

        The route receives params undecoded, as `RawJSON` (or None), and may return them as they are: forwarding
        then never decodes the payload (`RawJSON.members()` reads an envelope's top level). Handlers still get
        decoded params.

        A routed request gets a new id on its connection and is answered upstream with the downstream answer,
        verbatim; a cancellation of the upstream request is re-issued downstream once (as `forward_response_to`,
        but linked in the routers: no handler, no facade, no callback per request: the proxy's fast path).
        """
        self._router.request_route = route
        self._router.raw_params = route is not None or self._notification_route is not None

    def route_notifications(self, route: Callable[[str, Any], tuple[Connection, str, Any] | None] | None) -> None:
        """Forward notifications that no handler claimed, likewise; `$/cancel_request` (plain or wrapped) is
        never forwarded: ids are hop-scoped, and routed requests re-issue their own cancellation. On such a
        connection a plain `$/cancel_request` reaches a handler registered for it, and no fallback. The route
        receives params as `RawJSON`, as for requests."""
        self._notification_route = route
        self._router.drop_cancels = route is not None
        self._router.raw_params = route is not None or self._router.request_route is not None

    # ---------------------------------------------------------------------------------------------- sending

    def send_request(self, method: str, params: Any = None) -> SentRequest:
        """Send a request (enqueued before this returns). Await the result for the response.

        Raises `TypeError` when params are not an object, an array or None, or cannot be encoded as JSON.
        """
        return SentRequest(self, self._publish_request(method, params))

    def _publish_request(self, method: str, params: Any) -> Any:
        """Enqueue a request and return its slot (for facades other than SentRequest)."""
        slot = self._router.send_request(method, params)
        if self._lane_busy:
            self._note_lane_request(slot)
        return slot

    def prepare_request(self, method: str, params: Any = None) -> PreparedRequest:
        """Build a request without sending it, to take a cancellation handle first."""
        return PreparedRequest(self, self._router.new_request(method), params)

    def send_notification(self, method: str, params: Any = None) -> None:
        self._router.send_notification(method, params)

    def send_cancel_request(self, request_id: Any) -> None:
        """Send a raw `$/cancel_request` for any id: no latch, no de-duplication (low level)."""
        self._router.send_cancel(request_id)

    def send_proxied_message(
        self, message: IncomingRequest | IncomingNotification, responder: Responder | None = None
    ) -> None:
        """Forward a message received elsewhere to this peer.

        A request gets a new id here and is answered upstream through `responder` (as `forward_response_to`).
        A notification is forwarded, except `$/cancel_request` (plain or wrapped): ids are hop-scoped, never
        tunnelled, so it is dropped.
        """
        if isinstance(message, IncomingRequest):
            if responder is None:
                raise TypeError("forwarding a request needs the upstream responder")
            self.send_request(message.method, message.params).forward_response_to(responder)
        elif _router.is_cancel_notification(message.method, message.params):
            logger.debug("%s: $/cancel_request not forwarded (ids are hop-scoped)", self.name)
        else:
            self.send_notification(message.method, message.params)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a task tied to the connection's lifetime: cancelled at close, its failure logged."""
        task = self._loop_or_running().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._spawned_done)
        if self._closing:
            task.cancel()  # the connection's lifetime is over
        return task

    def _spawned_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (exc := task.exception()) is not None:
            logger.error("%s: task failed", self.name, exc_info=exc)

    # ----------------------------------------------------------------------------------------------- state

    @property
    def is_closed(self) -> bool:
        """True once the connection shuts down (close() or the peer's EOF)."""
        return self._closing

    @property
    def pending_outgoing(self) -> int:
        """Requests sent and not yet settled."""
        return len(self._router.outgoing)

    @property
    def unmatched_responses(self) -> int:
        """Responses received for no pending request (dropped): duplicates or a peer's mistakes, counted."""
        return self._router.unmatched_responses

    @property
    def pending_incoming(self) -> int:
        """Requests received and not yet answered (forwarded ones count until the answer is relayed)."""
        return len(self._router.incoming)

    async def close(self) -> None:
        """Shut down: fail pending outgoing requests, cancel the connection's tasks, close the transport."""
        self._shutdown()
        await self.wait_closed()

    async def wait_closed(self) -> None:
        """Return once the connection has shut down and its transports are closed."""
        if self._closed is None:
            self._closed = self._loop_or_running().create_future()
            self._maybe_closed()
        await asyncio.shield(self._closed)

    # ------------------------------------------------------------------------- transports (see transports.py)

    async def connect_socket(self, sock: socket.socket) -> None:
        """Run over a connected stream socket (socketpair, TCP, Unix). Returns once connected."""
        from .transports import connect_socket

        self._check_connectable()
        await connect_socket(self, sock)

    async def connect_pipes(self, read_fd: int, write_fd: int) -> None:
        """Run over two file descriptors (for example a child's stdout and stdin). Takes ownership of both."""
        from .transports import connect_pipes

        self._check_connectable()
        await connect_pipes(self, read_fd, write_fd)

    async def connect_stdio(self) -> None:
        """Run over this process's stdin/stdout (pipes, sockets, regular files or a terminal).

        The wire keeps the original stdout; file descriptor 1 is pointed at stderr so that a stray print
        cannot corrupt the protocol stream.
        """
        from .transports import connect_stdio

        self._check_connectable()
        await connect_stdio(self)

    def _closed_error(self, method: str) -> RequestError:
        error = RequestError.incoming_transport_closed(method)
        if self.peer_info:
            error.data.update(self.peer_info)
        return error

    def _check_connectable(self) -> None:
        if self._writer is not None or self._transports or self._closing:
            raise RuntimeError(f"{self!r} is already connected (a Connection runs over one transport, once)")

    def _attach_writer(self, writer: Any) -> None:
        """Bind the connection to its writing side (before any reading starts) and flush early sends."""
        self._loop = asyncio.get_running_loop()
        self._thread_id = threading.get_ident()
        self._writer = writer
        self._transports.append(writer)
        if self._router.has_output:
            self._wakeup()
        if self._closing:  # closed before the transport came up
            writer.close()

    def _attach_reader(self, reader: Any) -> None:
        if reader not in self._transports:
            self._transports.append(reader)
        self._readers.append(reader)
        if self._pause_reasons:
            reader.pause_reading()

    def _loop_or_running(self) -> asyncio.AbstractEventLoop:
        return self._loop if self._loop is not None else asyncio.get_running_loop()

    # --------------------------------------------------------------------------------------------- writing

    def _wakeup(self) -> None:
        # The router enqueued output outside a read: write it at the end of this loop turn, once.
        if not self._flush_scheduled and self._loop is not None and not self._loop.is_closed():
            self._flush_scheduled = True
            self._loop.call_soon(self._flush)

    def _flush(self) -> None:
        self._flush_scheduled = False
        writer = self._writer
        if writer is not None:  # until a writer is attached, output waits in the router
            data = self._router.take_output()
            if data and writer.is_closing():
                return  # the transport is lost or closing (its connection_lost comes next): nothing can be sent
            if data:
                writer.write(data)
                if self._writing_paused and writer.get_write_buffer_size() > _MAX_UNREAD_OUTPUT:
                    self._pause("writing")

    def _pause_writing(self) -> None:
        self._writing_paused = True

    def _resume_writing(self) -> None:
        self._writing_paused = False
        self._resume("writing")

    def _pause(self, reason: str) -> None:
        if not self._pause_reasons:
            for reader in self._readers:
                reader.pause_reading()
        self._pause_reasons.add(reason)

    def _resume(self, reason: str) -> None:
        if reason not in self._pause_reasons:
            return
        self._pause_reasons.discard(reason)
        if not self._pause_reasons and not self._closing:
            for reader in self._readers:
                reader.resume_reading()

    # -------------------------------------------------------------------------------------------- dispatch

    def _on_request(self, slot: Any, params: Any) -> None:
        method = slot.method
        entry = self._request_handlers.get(method)
        if entry is None:
            entry = self._request_handlers.get(None)
            if entry is None:
                self._router.respond_error(slot, RequestError.method_not_found(method))
                return
            params = IncomingRequest(slot.id, method, params)
        form, handler = entry  # plain `def` return-style handlers never get here: the router calls them
        if form == _ASYNC_RETURN:
            try:
                task = self._loop.create_task(handler(params))  # type: ignore[union-attr]
            except Exception as exc:
                self._router.respond_error(slot, _handler_error(method, exc))
                return
            self._tasks.add(task)
            slot.listeners = [task.cancel]
            task.add_done_callback(functools.partial(self._return_done, slot))
        else:
            slot.running = True
            try:
                # No local name holds the Responder: once the handler lets go of it, it is unreachable.
                outcome = handler(params, Responder(self, slot))
            except Exception as exc:
                slot.running = False
                self._router.respond_error(slot, _handler_error(method, exc))
                return
            if outcome is not None and inspect.isawaitable(outcome):
                task = asyncio.ensure_future(outcome, loop=self._loop)
                del outcome
                self._tasks.add(task)
                task.add_done_callback(functools.partial(self._responder_done, slot))
            else:
                slot.running = False
                if slot.dropped:
                    self._auto_answer(slot)

    def _on_handler_error(self, slot: Any, exc: Exception) -> None:
        self._router.respond_error(slot, _handler_error(slot.method, exc))

    def _return_done(self, slot: Any, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            if not self._closing:
                self._router.respond_error(slot, RequestError.request_cancelled())
            return
        exc = task.exception()
        if self._closing:
            return
        if exc is None:
            self._router.respond(slot, task.result())
        else:
            self._router.respond_error(slot, _handler_error(slot.method, exc))

    def _responder_done(self, slot: Any, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        slot.running = False
        exc = None if task.cancelled() else task.exception()
        if self._closing:
            return
        if exc is not None:
            self._router.respond_error(slot, _handler_error(slot.method, exc))
        elif slot.dropped:
            self._auto_answer(slot)

    def _responder_dropped(self, slot: Any) -> None:
        """A Responder became unreachable unanswered (called from its finalizer: only schedule work)."""
        loop = self._loop
        if loop is None or self._closing or loop.is_closed():
            return
        if threading.get_ident() == self._thread_id:
            loop.call_soon(self._auto_answer, slot)
        else:
            loop.call_soon_threadsafe(self._auto_answer, slot)

    def _auto_answer(self, slot: Any) -> None:
        if self._closing or slot.responded or slot.handed_off:
            return
        if slot.cancelled:
            self._router.respond_error(slot, RequestError.request_cancelled())
        else:
            self._router.respond_error(
                slot, RequestError.internal_error({"method": slot.method, "reason": "responder_dropped"})
            )

    def _on_cancelled(self, slot: Any) -> None:
        listeners, slot.listeners = slot.listeners, None
        for listener in listeners:
            try:
                listener()
            except Exception:
                logger.exception("%s: cancellation listener failed", self.name)

    def _on_notification(self, method: str, params: Any) -> None:
        entry = self._notification_handlers.get(method)
        if entry is None and self._notification_route is not None:
            target = self._notification_route(method, params)
            if target is not None:
                if _router.is_cancel_notification(method, params):
                    return  # hop-scoped: never forwarded
                if not self._lane_busy:
                    conn, out_method, out_params = target
                    conn.send_notification(out_method, out_params)
                    return
                entry = (False, functools.partial(_send_routed_notification, target))  # queued in order
        if type(params) is _router.RawJSON:
            params = params.decode()  # handlers get decoded params
        if entry is None:
            entry = self._notification_handlers.get(None)
            if entry is None:
                logger.debug("%s: unhandled notification %s ignored", self.name, method)
                return
            params = IncomingNotification(method, params)
        if self._lane_busy:
            self._lane.append((entry, method, params))
            return
        is_async, handler = entry
        if not is_async:
            self._call_notification_handler(handler, method, params)
            return
        self._lane_busy = True
        self._router.hold_responses = True
        self._lane_task = self.spawn(self._run_lane(handler, method, params))

    def _call_notification_handler(self, handler: Callable[..., Any], method: str, params: Any) -> None:
        try:
            handler(params)
        except Exception:
            logger.exception("%s: notification handler for %s failed", self.name, method)

    def _note_lane_request(self, slot: Any) -> None:
        # A request sent by the running notification handler itself: its response must not wait behind that
        # handler, or a handler awaiting it would deadlock.
        if asyncio.current_task() is self._lane_task:
            self._lane_requests.add(slot.id)

    def _on_held_response(self, slot: Any) -> None:
        if slot.id in self._lane_requests:
            self._lane_requests.discard(slot.id)
            value, slot.result = slot.result, None
            self._router.deliver(slot, value, slot.is_error)
        else:
            self._lane.append(slot)

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
                if type(item) is tuple:
                    (is_async, handler), method, params = item
                    if is_async:
                        await self._run_notification_handler(handler, method, params)
                    else:
                        self._call_notification_handler(handler, method, params)
                else:
                    value, item.result = item.result, None
                    self._router.deliver(item, value, item.is_error)
        finally:
            self._lane_busy = False
            self._lane_task = None
            self._lane_requests.clear()
            self._router.hold_responses = False

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

    def _abandon(self, slot: Any) -> None:
        """The consumer is gone: discard the response and fire the latch (one `$/cancel_request`)."""
        slot.claimed = True
        slot.detached = True
        self._router.cancel(slot)

    def _abandon_from_finalizer(self, slot: Any) -> None:
        slot.claimed = True
        slot.detached = True
        loop = self._loop
        if loop is None or loop.is_closed():
            # Never connected: nothing can be sent, but the latch still fires (the cancel is queued behind
            # the request, and goes out with it if the connection starts).
            self._router.cancel(slot)
        elif threading.get_ident() == self._thread_id:
            loop.call_soon(self._router.cancel, slot)
        else:
            loop.call_soon_threadsafe(self._router.cancel, slot)

    # ------------------------------------------------------------------------------------------- lifecycle

    def _eof(self) -> None:
        """The peer closed its side: handle the last line, then shut down."""
        self._router.feed_eof()
        self._shutdown()

    def _shutdown(self) -> None:
        if self._closing:
            return
        self._closing = True
        router = self._router
        # Responses already routed (waiting behind notification handlers) are delivered before the failures,
        # and what their callbacks send still goes out.
        router.hold_responses = False
        while self._lane:
            item = self._lane.popleft()
            if type(item) is not tuple:
                value, item.result = item.result, None
                router.deliver(item, value, item.is_error)
        output = router.take_output()
        if output and self._writer is not None:
            self._writer.write(output)
        for slot in list(router.incoming.values()):
            if slot.downstream is not None:
                # A request forwarded elsewhere: whoever asked is gone, so the request is abandoned there (one
                # $/cancel_request on the downstream connection, which may well stay open).
                slot.downstream_router.cancel(slot.downstream)
        for slot in router.close():
            router.settle(slot, router.closed_error(slot.method), True)
        for task in list(self._tasks):
            task.cancel()
        for transport in self._transports:
            transport.close()
        if self._transports and self._loop is not None and not self._loop.is_closed():
            self._linger = self._loop.call_later(_LINGER, self._abort)
        self._maybe_closed()

    def _abort(self) -> None:
        # Transports still open after the linger time have output the peer does not read: drop it.
        self._linger = None
        for transport in list(self._transports):
            abort = getattr(transport, "abort", None)
            if abort is not None:
                abort()

    def _transport_lost(self, transport: asyncio.BaseTransport, exc: BaseException | None) -> None:
        if exc is not None:
            logger.debug("%s: transport lost: %r", self.name, exc)
        if transport in self._transports:
            self._transports.remove(transport)
        if transport in self._readers:
            self._readers.remove(transport)
        self._shutdown()
        self._maybe_closed()

    def _maybe_closed(self) -> None:
        if not self._closing or self._transports:
            return
        if self._linger is not None:
            self._linger.cancel()
            self._linger = None
        if self._closed is not None and not self._closed.done():
            self._closed.set_result(None)
