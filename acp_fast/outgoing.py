"""Outgoing requests: `SentRequest`, `PreparedRequest` and `RequestCancellationHandle`.

These are thin facades over a router slot: the slot holds the once-only latch and the settlement state; the
facade's finalizer reports abandonment (reachability is Python's form of drop). The SDK never keeps a strong
reference to a facade it hands out, so dropping it really is abandonment. The facades call the connection only
through the `OutgoingRequests` contract (`_contracts.py`). See docs/cancellation.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ._handlers import is_coroutine_function
from ._router import SentRequestCore

if TYPE_CHECKING:
    from ._contracts import OutgoingRequests
    from ._router import OutgoingSlot
    from .incoming import RequestCancellation, Responder

__all__ = ["PreparedRequest", "RequestCancellationHandle", "SentRequest"]


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


class SentRequest(SentRequestCore):
    """A request on the wire. Await it for the result (or a raised `RequestError`).

    Dropping it unconsumed, or cancelling the task that awaits it, sends `$/cancel_request` (abandonment).
    `detach()` opts out; `on_result()` / `forward_response_to()` consume it without awaiting. Claiming the response,
    awaiting it and the finalizer are the router core's (`SentRequestCore`, compiled with the router).

    Built by a `Connection.send_request_as` facade as `SentRequest(requests, slot, convert)`, `await` returns
    `convert(result)` (a result, never an error; `on_result` and forwarding see the result as it came).
    """

    __slots__ = ()

    @property
    def id(self) -> int:
        """The request id on this connection (an integer, never reused)."""
        return self._slot.id  # type: ignore[return-value]

    @property
    def method(self) -> str:
        return self._slot.method

    def __repr__(self) -> str:
        return f"<SentRequest id={self._slot.id} method={self._slot.method!r}>"

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
        slot.value = None

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
            value = slot.value
            slot.value = None
            callback(value)
        else:
            slot.callback = callback

    def forward_response_to(self, responder: Responder) -> None:
        """Answer `responder` with this request's response, verbatim; forward its cancellation here, once.

        Raises RuntimeError (and leaves the responder untouched) if the response already has a consumer.
        """
        self._requests.forward_response(self._claim(), responder)


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
