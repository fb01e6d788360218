"""Outgoing requests: `SentRequest`, `PreparedRequest` and `RequestCancellationHandle`.

These are thin facades over a router slot: the slot holds the once-only latch and the settlement state; the
facade's finalizer reports abandonment (reachability is Python's form of drop). The SDK never keeps a strong
reference to a facade it hands out, so dropping it really is abandonment. The facades call the connection only
through the `OutgoingRequests` contract (`_contracts.py`). See docs/cancellation.md.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ._handlers import is_coroutine_function

if TYPE_CHECKING:
    from ._contracts import OutgoingRequests
    from ._router import OutgoingSlot
    from .incoming import RequestCancellation, Responder

__all__ = ["PreparedRequest", "RequestCancellationHandle", "SentRequest"]

logger = logging.getLogger("acp_fast")


class RequestCancellationHandle:
    """Cancels one request independently of whoever consumes its response.

    It shares the request's once-only latch, so at most one `$/cancel_request` is ever sent. It does not keep
    the `SentRequest` alive, and dropping it sends nothing.
    """

    __slots__ = ("_requests", "_slot")

    def __init__(self, requests: OutgoingRequests, slot: OutgoingSlot) -> None:
        self._requests = requests
        self._slot = slot

    def cancel(self) -> None:
        """Send `$/cancel_request` once, unless the request is unpublished, settled or already cancelled.

        Returning means "no immediate error", not that the peer stopped: cancellation is cooperative.
        """
        self._requests.cancel(self._slot)


class SentRequest:
    """A request on the wire. Await it for the result (or a raised `RequestError`).

    Dropping it unconsumed, or cancelling the task that awaits it, sends `$/cancel_request` (abandonment).
    `detach()` opts out; `on_result()` / `forward_response_to()` consume it without awaiting.
    """

    __slots__ = ("_requests", "_slot", "__weakref__")

    def __init__(self, requests: OutgoingRequests, slot: OutgoingSlot) -> None:
        self._requests = requests
        self._slot = slot

    @property
    def id(self) -> int:
        """The request id on this connection (an integer, never reused)."""
        return self._slot.id  # type: ignore[return-value]

    @property
    def method(self) -> str:
        return self._slot.method

    def __repr__(self) -> str:
        return f"<SentRequest id={self._slot.id} method={self._slot.method!r}>"

    def _claim(self) -> OutgoingSlot:
        """Make the caller the response's one consumer (await, on_result, forward_response_to or detach)."""
        slot = self._slot
        if slot.claimed:
            state = "was detached" if slot.detached else "already has a consumer"
            raise RuntimeError(f"the response of {slot.method!r} (id {slot.id}) {state}")
        slot.claimed = True
        return slot

    def __await__(self) -> Generator[Any, None, Any]:
        slot = self._claim()
        if not slot.settled:
            waiter = self._requests.create_future()
            slot.waiter = waiter
            try:
                return (yield from waiter)
            except asyncio.CancelledError:
                # The awaiting task was cancelled (timeout, TaskGroup, task.cancel()): that is abandonment.
                if not slot.settled:
                    slot.waiter = None
                    self._requests.abandon(slot)
                raise
            except BaseException:
                # The awaiting coroutine was closed (GeneratorExit, possibly inside the garbage collector) or had
                # an exception thrown in: abandonment too, reported the way a finalizer does.
                if not slot.settled:
                    slot.waiter = None
                    try:
                        self._requests.abandon_from_finalizer(slot)
                    except Exception:  # e.g. the loop is already closed: nothing can be sent any more
                        pass
                raise
        value = slot.result
        slot.result = None
        if slot.is_error:
            raise value
        return value

    def cancel(self) -> None:
        """Send `$/cancel_request` for this request, once. The request is still awaited normally."""
        self._requests.cancel(self._slot)

    def detach(self) -> None:
        """Discard the eventual response and never cancel automatically (retained handles still can).

        Raises RuntimeError if the response already has a consumer; detaching twice is harmless.
        """
        if self._slot.detached:
            return
        slot = self._claim()
        slot.detached = True
        slot.result = None

    def cancellation_handle(self) -> RequestCancellationHandle:
        return RequestCancellationHandle(self._requests, self._slot)

    def forward_cancellation_from(self, cancellation: RequestCancellation) -> SentRequest:
        """Cancel this request (once) when the peer cancels the incoming request behind `cancellation`.

        A cancellation that already happened is forwarded at once. Returns self, for chaining.
        """
        slot = self._slot
        cancel = self._requests.cancel
        cancellation.add_listener(lambda: cancel(slot))
        return self

    def on_result(self, callback: Callable[[Any], Any]) -> None:
        """Consume the response with `callback(result_or_RequestError)`.

        Registered before the response arrives, the callback runs before the next incoming message is
        dispatched; registered after settlement, it runs at once. An `async def` callback runs as a connection
        task. Raises RuntimeError if the response already has a consumer (or was detached).
        """
        slot = self._claim()
        if is_coroutine_function(callback):
            async_callback = callback
            spawn = self._requests.spawn

            def callback(value: Any) -> None:
                spawn(async_callback(value))

        if slot.settled:
            value = slot.result
            slot.result = None
            callback(value)
        else:
            slot.callback = callback

    def forward_response_to(self, responder: Responder) -> None:
        """Answer `responder` with this request's response, verbatim; forward its cancellation here, once.

        Raises RuntimeError (and leaves the responder untouched) if the response already has a consumer.
        """
        self._requests.forward_response(self._claim(), responder)

    def __del__(self) -> None:
        slot = self._slot
        if slot.armed and not slot.claimed:
            try:
                self._requests.abandon_from_finalizer(slot)
            except Exception:  # a finalizer must never raise
                pass


class PreparedRequest:
    """A request built but not yet sent: take a cancellation handle first, then `send()` it.

    A handle's `cancel()` before `send()` does nothing and is not remembered.
    """

    __slots__ = ("_requests", "_slot", "_params", "_sent")

    def __init__(self, requests: OutgoingRequests, slot: OutgoingSlot, params: Any) -> None:
        self._requests = requests
        self._slot = slot
        self._params = params
        self._sent = False

    @property
    def method(self) -> str:
        return self._slot.method

    def cancellation_handle(self) -> RequestCancellationHandle:
        return RequestCancellationHandle(self._requests, self._slot)

    def send(self) -> SentRequest:
        """Publish the request (enqueued before this returns); only once."""
        if self._sent:
            raise RuntimeError("a PreparedRequest is sent only once")
        self._sent = True
        params, self._params = self._params, None
        self._requests.publish(self._slot, params)
        return SentRequest(self._requests, self._slot)
