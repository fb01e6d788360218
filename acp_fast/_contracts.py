"""The written interfaces between the package's layers, as `typing.Protocol`s.

The receive path runs one way: a transport feeds bytes (or whole messages) to the connection's `TransportEnd`,
which hands them to the router; the router decodes, classifies and calls its `RouterOwner` (the connection's
engine), which dispatches to the application's handlers. The send path runs back the same way: the router
encodes, the engine hands the output to the transport's writer.

- `RouterOwner`: what the router calls on its owner.
- `ForwardingFlow`: what a router's output tells its owner's flow control when a route forwards into it while its
  writing is paused (`Output.flow`).
- `ByteWriter`, `MessageWriter`, `ReadControl`: what a transport gives the connection (see docs/transports.md).
- `OutgoingRequests`: what `SentRequest`, `PreparedRequest` and `RequestCancellationHandle` call.
- `IncomingRequests`: what `Responder` and `RequestCancellation` call.

This module imports nothing of the package, so that every module can type against it without an import circle.
Router slots are typed `Any` here for that reason: they are `OutgoingSlot` / `IncomingSlot` of `acp_fast._router`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, Protocol, runtime_checkable

__all__ = [
    "ByteWriter",
    "ForwardingFlow",
    "IncomingRequests",
    "MessageWriter",
    "OutgoingRequests",
    "ReadControl",
    "RouterOwner",
]


class ForwardingFlow(Protocol):
    """A connection's flow control, as its router's output knows it (`Output.flow`): backpressure, hop by hop."""

    def forwarded_into(self, source: Any) -> None:
        """A route of `source`'s connection (`source`: its flow control, of this same kind) forwards a message into
        this one while this one's writing is paused: while this one is congested, `source` stops reading until it
        drains."""


class RouterOwner(Protocol):
    """What the router calls, in arrival order, while it handles what a transport fed it."""

    def request_received(self, slot: Any, params: Any) -> None:
        """A request no handler of the router's (`register_request`) and no route took: dispatch it (params
        decoded)."""

    def notification_received(self, method: str, params: Any) -> None:
        """A notification no route took: dispatch it (params decoded)."""

    def notification_held(self, target: Any, method: str, params: Any) -> None:
        """A routed notification while messages are held: send it with `target.send_notification` in order."""

    def cancel_received(self, slot: Any) -> None:
        """The peer cancelled `slot` (its marker is set) and `slot.listeners` is not empty: call them."""

    def response_held(self, slot: Any) -> None:
        """A response settled while messages are held; `slot.value` / `slot.is_error` hold it for `deliver`."""

    def handler_failed(self, slot: Any, exc: Exception) -> None:
        """A handler the router called (or its task, or a route) raised: answer `slot` with the error."""

    def task_factory(self) -> tuple[Callable[[Coroutine[Any, Any, Any]], asyncio.Future[Any]], set[Any]]:
        """How the router runs the `async def` handlers registered with it, asked once, for the first such
        request: a function making a task of a coroutine, and the set the router adds each task to while it
        runs (the owner cancels them at close)."""

    def output_pending(self) -> None:
        """Output was enqueued outside a feed: write it soon (once per loop turn)."""

    def output_ready(self) -> None:
        """A feed left output (or a burst filled up): write it now (unless the router writes itself: the owner
        gave it a byte writer with `Router.set_writer`)."""

    def input_drained(self) -> None:
        """After `end_input()`, every request received has been answered (at once when none was pending)."""

    def message_refused(self, reason: str, excerpt: bytes) -> None:
        """A line or message was refused (`reason`: why, in a few words; `excerpt`: its first bytes)."""


@runtime_checkable
class ByteWriter(Protocol):
    """The writing side of a byte-stream transport (an `asyncio.WriteTransport` is one).

    It calls back the connection's `TransportEnd.pause_writing()` / `resume_writing()` around its high-water mark
    and `TransportEnd.lost(self, exc)` once it is closed. `abort()`, when present, drops unwritten output.
    """

    def write(self, data: bytes) -> None: ...

    def is_closing(self) -> bool: ...

    def close(self) -> None: ...

    def get_write_buffer_size(self) -> int: ...


@runtime_checkable
class MessageWriter(Protocol):
    """The writing side of a message transport: each outgoing JSON-RPC message is handed over whole, as UTF-8
    JSON bytes with no newline (one WebSocket text frame, one HTTP body or SSE event, ...)."""

    def write_message(self, message: bytes) -> None: ...

    def is_closing(self) -> bool: ...

    def close(self) -> None: ...

    def get_write_buffer_size(self) -> int: ...


@runtime_checkable
class ReadControl(Protocol):
    """The reading side of a transport, as the connection controls it: flow control and shutdown.

    It calls `TransportEnd.lost(self, exc)` once it is closed.
    """

    def pause_reading(self) -> None: ...

    def resume_reading(self) -> None: ...

    def close(self) -> None: ...


class OutgoingRequests(Protocol):
    """What the facades of outgoing requests call on the connection that sent them."""

    loop: asyncio.AbstractEventLoop | None
    """The connection's loop once it runs (waiters are made on it); None before."""

    def create_future(self) -> asyncio.Future[Any]:
        """A future on the connection's loop (a waiter for a response)."""

    def cancel(self, slot: Any) -> bool:
        """Fire the request's once-only latch: one `$/cancel_request`, unless unpublished, settled or fired."""

    def abandon(self, slot: Any) -> None:
        """The consumer is gone (its task was cancelled): discard the response, fire the latch now."""

    def abandon_from_finalizer(self, slot: Any) -> None:
        """The facade became unreachable: the same, scheduled (a finalizer may run anywhere)."""

    def publish(self, slot: Any, params: Any) -> None:
        """Send a prepared request (a `PreparedRequest`'s slot)."""

    def forward_response(self, slot: Any, upstream: Any) -> None:
        """Answer `upstream` (a `Responder`) with this request's response, verbatim; forward its cancellation."""

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a task tied to the connection's lifetime; its failure is logged."""


class IncomingRequests(Protocol):
    """What `Responder` and `RequestCancellation` call on the connection the request came from."""

    def create_future(self) -> asyncio.Future[Any]:
        """A future on the connection's loop."""

    def respond(self, slot: Any, result: Any) -> bool:
        """Answer with a result; only the first answer is sent."""

    def respond_error(self, slot: Any, error: Any) -> bool:
        """Answer with a `RequestError`; only the first answer is sent."""

    def responder_dropped(self, slot: Any) -> None:
        """The responder became unreachable unanswered (from its finalizer: only schedule work)."""

    def start_task(self, work: Awaitable[Any], done: Callable[[asyncio.Future[Any]], None]) -> asyncio.Future[Any]:
        """Run a task tied to the connection's lifetime (cancelled at close); `done(task)` is called when it ends
        (the connection has forgotten it by then: one done callback, not two)."""

    # The connection's router: forwarding links another router's request to a slot of this one.
    router: Any
    # True once the connection shuts down: no answers are written any more.
    closing: bool
