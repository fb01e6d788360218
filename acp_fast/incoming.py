"""Incoming requests: `Responder` (answers once) and `RequestCancellation` (the peer's cancel marker).

Thin facades over a router slot, like the outgoing ones: they call the connection only through the
`IncomingRequests` contract (`_contracts.py`). See docs/cancellation.md.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ._handlers import handler_error, task_answer
from .errors import RequestError

if TYPE_CHECKING:
    from ._contracts import IncomingRequests
    from ._router import IncomingSlot, Router

__all__ = ["RequestCancellation", "Responder"]

T = TypeVar("T")


def _listen(slot: IncomingSlot, listener: Callable[[], Any]) -> None:
    """`RequestCancellation.add_listener`'s rule, on the slot itself (answering code needs no marker object)."""
    if slot.cancelled:
        listener()
    elif slot.listeners is None:
        slot.listeners = [listener]
    else:
        slot.listeners.append(listener)


class _Answering:
    """`Responder.answer_from`'s answer, given when its task is done. One object rather than a closure: an
    `async def` handler's request allocates it, and every object the collector tracks brings its young collections
    sooner: one slotted object here instead of a closure roughly halved the collections of `async def` prompts."""

    __slots__ = ("responder", "returns", "convert", "finish")

    def __init__(
        self,
        responder: Responder,  # held until the task is done: unreachable before that, it would answer for itself
        returns: bool,
        convert: Callable[[Any], Any] | None,
        finish: Callable[[asyncio.Future[Any]], Any] | None,
    ) -> None:
        self.responder = responder
        self.returns = returns
        self.convert = convert
        self.finish = finish

    def done(self, task: asyncio.Future[Any]) -> None:
        responder = self.responder
        requests = responder._requests
        slot = responder._slot
        if requests.closing or slot.responded:
            return
        finish = self.finish
        answer = finish(task) if finish is not None else None
        if slot.responded:
            return  # finish() answered itself
        convert = self.convert
        if answer is None:
            if not self.returns:
                if not task.cancelled() and (exc := task.exception()) is not None:
                    requests.respond_error(slot, handler_error(slot.method, exc))
                return
            is_error, answer = task_answer(task, slot.method, convert)
            if is_error:
                requests.respond_error(slot, answer)
                return
        elif isinstance(answer, RequestError):
            requests.respond_error(slot, answer)
            return
        elif convert is not None:
            answer = convert(answer)
        requests.respond(slot, answer)


class RequestCancellation:
    """The cancellation marker of one incoming request, set when the peer sends `$/cancel_request` for it.

    It is set at receipt, before any notification handler sees the cancel. It never resets.
    """

    __slots__ = ("_requests", "_slot")

    def __init__(self, requests: IncomingRequests, slot: IncomingSlot) -> None:
        self._requests = requests
        self._slot = slot

    @property
    def is_cancelled(self) -> bool:
        return self._slot.cancelled

    def add_listener(self, listener: Callable[[], Any]) -> None:
        """Call `listener()` once when the marker is set (at once if it already is), at receipt of the cancel.

        Listeners run inside the connection's receive path: keep them short and never blocking (cancel a task,
        set a future, fire another request's latch). A listener that raises is logged.
        """
        _listen(self._slot, listener)

    def remove_listener(self, listener: Callable[[], Any]) -> None:
        """Forget a listener added with `add_listener` (nothing if it is not there)."""
        listeners = self._slot.listeners
        if listeners is not None and listener in listeners:
            listeners.remove(listener)

    async def cancelled(self) -> None:
        """Wait until the peer cancels the request; returns at once if it already has."""
        if self._slot.cancelled:
            return
        waiter = self._requests.create_future()

        def wake() -> None:
            if not waiter.done():
                waiter.set_result(None)

        self.add_listener(wake)
        try:
            await waiter
        finally:
            self.remove_listener(wake)

    async def run_until_cancelled(self, work: Awaitable[T]) -> T:
        """Run `work` until it finishes or the peer cancels.

        Returns its result, or raises `RequestError(-32800)` after cancelling the work. When the marker is
        already set, the work is not started.
        """
        if self._slot.cancelled:
            if asyncio.iscoroutine(work):
                work.close()
            elif isinstance(work, asyncio.Future):
                work.cancel()
            raise RequestError.request_cancelled()
        task = asyncio.ensure_future(work)
        self.add_listener(task.cancel)
        try:
            return await task
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if self._slot.cancelled and (current is None or not current.cancelling()):
                raise RequestError.request_cancelled() from None
            raise
        finally:
            self.remove_listener(task.cancel)


class Responder:
    """Answers one incoming request: `respond(result)` or `respond_error(error)`; the first answer wins.

    A responder that becomes unreachable without answering answers for you: `-32800` if the peer cancelled the
    request, else `-32603` with `data: {"method": m, "reason": "responder_dropped"}` (docs/cancellation.md).
    """

    __slots__ = ("_requests", "_slot", "__weakref__")

    def __init__(self, requests: IncomingRequests, slot: IncomingSlot) -> None:
        self._requests = requests
        self._slot = slot

    @property
    def id(self) -> Any:
        return self._slot.id

    @property
    def method(self) -> str:
        return self._slot.method

    @property
    def is_responded(self) -> bool:
        return self._slot.responded

    @property
    def cancellation(self) -> RequestCancellation:
        return RequestCancellation(self._requests, self._slot)

    def respond(self, result: Any) -> None:
        """Send the result (ignored, with a debug log, if the request was already answered)."""
        self._requests.respond(self._slot, result)

    def respond_error(self, error: RequestError) -> None:
        """Send an error response (ignored, with a debug log, if the request was already answered)."""
        if not isinstance(error, RequestError):
            raise TypeError(f"respond_error takes a RequestError, not {type(error).__name__}")
        self._requests.respond_error(self._slot, error)

    def answer_from(
        self,
        work: Awaitable[Any],
        *,
        returns: bool = True,
        convert: Callable[[Any], Any] | None = None,
        finish: Callable[[asyncio.Future[Any]], Any] | None = None,
    ) -> asyncio.Future[Any]:
        """Answer this request with the outcome of `work`, run as a task of the connection (cancelled when the
        connection closes, and when the peer cancels this request unless `returns` is False): the return-style
        rules of a handler.

        Its return value is the result (through `convert`, when given), unless `returns` is False (a
        responder-style handler that answers itself: only its failure answers then). A `RequestError` it raises is
        sent as it is; another exception sends `-32603`; cancelled, it answers `-32800`. `finish(task)` may decide
        the answer instead: it returns a result (through `convert` too), a `RequestError`, or None for the default
        (or answers itself). The answer comes from the task's completion, so a task cancelled before it ever ran
        is still answered.
        """
        slot = self._slot
        task = self._requests.start_task(work, _Answering(self, returns, convert, finish).done)
        if returns:  # a responder-style handler sees the cancellation itself: it is cooperative
            _listen(slot, task.cancel)
        return task

    def hand_off(self) -> tuple[Router, IncomingSlot]:
        """Give the answering of this request to forwarding code: `(router, slot)` of the request, which another
        router links to the request that carries it on (`SentRequest.forward_response_to` uses it). From then on
        no automatic answer is sent for it."""
        self._slot.handed_off = True
        return self._requests.router, self._slot

    def __repr__(self) -> str:
        return f"<Responder id={self._slot.id!r} method={self._slot.method!r}>"

    def __del__(self) -> None:
        slot = self._slot
        if slot.responded or slot.handed_off:
            return
        if slot.running:
            # The handler is still running: its outcome decides (its error wins over the automatic answer).
            slot.dropped = True
            return
        try:
            self._requests.responder_dropped(slot)
        except Exception:  # a finalizer must never raise
            pass
