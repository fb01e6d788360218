"""`Connection`: one JSON-RPC peer. Handler registration, sending, forwarding routes, transports and lifetime.

This is the public face; the machinery (the router's owner, dispatch, the notification lane and held messages,
the writer, shutdown) lives in `_engine.py`, whose docstring explains how it runs. Receive path, one direction:
transport → `TransportEnd` → router → engine → handlers. See docs/connection.md and docs/transports.md.
"""

from __future__ import annotations

import functools
import logging
import socket
from collections.abc import Callable, Coroutine, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar, overload

from . import _router
from ._engine import Drained, Engine, TransportEnd
from ._flow import MAX_QUEUED_NOTIFICATIONS, MAX_UNREAD_ANSWERS, MAX_UNREAD_OUTPUT, FlowLimits
from ._protocol import DEFAULT_MAX_MESSAGE_SIZE
from .messages import IncomingNotification, IncomingRequest
from .outgoing import PreparedRequest, SentRequest

if TYPE_CHECKING:
    import asyncio

    from ._contracts import OutgoingRequests
    from .incoming import Responder
    from .tracing import Tracer

__all__ = ["Connection", "RouteTable"]

logger = logging.getLogger("acp_fast")

# How long a closing connection waits for its buffered output to drain before the transport is aborted.
LINGER = 5.0
# How long a connection whose input ended waits for the answers of the requests already received: below the 2 s
# that clients (the official ACP SDKs among them) give an agent to exit once they close its stdin.
DRAIN_TIMEOUT = 1.5

# A route, as applications write it: `(method, params) -> (connection, method, params)` or None to decline.
Route = Callable[[str, Any], "tuple[Connection, str, Any] | None"]


@dataclass(frozen=True)
class RouteTable:
    """A route the router runs itself: the proxy envelope rules to fixed connections, with no Python call per
    message (a `Route` function costs one call per message; a proxy hop forwards every message of a chain).

    A message in a successor envelope (`proxy/successor`, either spelling), when `unwraps` is set: the message
    inside goes to `unwrapped_to`, plain, its method renamed by `rename_unwrapped`, or in a new `wrap_unwrapped`
    envelope when that is set (a conductor that is itself a proxy passes envelopes between its own conductor and
    its last proxy: an envelope's `_meta` is hop-local, so the envelope is made anew); it is declined (left to the
    fallback handlers) when the envelope is malformed, its method is in `keep_unwrapped`, or `unwrapped_to` is None.
    Any other message goes to `to` (declined when None, when its method is in `keep`, or when it starts with one of
    `keep_prefixes`: a conductor keeps the whole proxy namespace, `("proxy/", "_proxy/")`, so that a proxy method it
    does not know is refused by it rather than passed on): wrapped in a `wrap` envelope when `wrap` is set
    (`"proxy/successor"`), else with its method renamed by `rename`. Params are never decoded. Backpressure is the
    same as for a `Route`: a congested destination holds this connection.
    """

    to: Connection | None
    wrap: str | None = None
    keep: frozenset[str] = frozenset()
    rename: Mapping[str, str] = field(default_factory=dict)
    unwraps: bool = False
    unwrapped_to: Connection | None = None
    keep_unwrapped: frozenset[str] = frozenset()
    rename_unwrapped: Mapping[str, str] = field(default_factory=dict)
    wrap_unwrapped: str | None = None
    keep_prefixes: tuple[str, ...] = ()


F = TypeVar("F")
_Handler = TypeVar("_Handler", bound=Callable[..., Any])


class Connection:
    """A JSON-RPC 2.0 connection with ACP request cancellation.

    Args:
        name: a label for logs.
        max_message_size: the longest incoming message accepted, in bytes.
        drain_timeout: seconds to wait, once the peer's input ended, for the answers of requests already received
            (then the connection closes, answered or not).
        linger: seconds a closing connection waits for unwritten output to drain before aborting the transport.
        max_unread_answers: bytes of answers to the peer's requests that it may leave unread before this side stops
            reading its further requests (not while a request of ours waits for the peer's answer).
        max_unread_output: bytes of output of any kind the peer may leave unread before `drain()` waits, and before
            forwarding into this connection stops reading where the messages come from.
        max_queued_notifications: notifications (and responses) that may wait behind a running `async def`
            notification handler before reading pauses.
        max_pending_outgoing: requests sent and not yet answered, past which `send_request` raises (0: no cap).
        max_pending_incoming: the peer's requests pending at once, past which a request is answered at once with
            `-32603` (reason `too_many_pending`) and never started (0: no cap).
        tracer: an `acp_fast.tracing.Tracer` that records every message of this connection
            (docs/observability.md).
        Flow control and its limits: docs/transports.md.

    Handlers may be registered before or after connecting. All methods must be called from the thread of the
    event loop the connection runs on.
    """

    def __init__(
        self,
        name: str = "peer",
        *,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        drain_timeout: float = DRAIN_TIMEOUT,
        linger: float = LINGER,
        max_unread_answers: int = MAX_UNREAD_ANSWERS,
        max_unread_output: int = MAX_UNREAD_OUTPUT,
        max_queued_notifications: int = MAX_QUEUED_NOTIFICATIONS,
        max_pending_outgoing: int = 0,
        max_pending_incoming: int = 0,
        tracer: Tracer | None = None,
    ) -> None:
        if type(max_message_size) is not int or not 0 < max_message_size < 2**62:
            raise ValueError(f"max_message_size must be a positive int, not {max_message_size!r}")
        for option, seconds in (("drain_timeout", drain_timeout), ("linger", linger)):
            if not isinstance(seconds, (int, float)) or not seconds >= 0:
                raise ValueError(f"{option} must be a number of seconds >= 0, not {seconds!r}")
        self.name = name
        limits = FlowLimits(
            max_unread_answers, max_unread_output, max_queued_notifications, max_pending_outgoing, max_pending_incoming
        )
        engine = self._engine = Engine(name, max_message_size, drain_timeout, linger, limits)
        self._router = engine.router
        if tracer is not None:
            engine.trace_into(tracer)

    def __repr__(self) -> str:
        return f"<Connection {self.name!r} {self._engine.state}>"

    # ------------------------------------------------------------------------------------------- handlers

    # The overloads give type checkers the handler forms, so that a lambda's params are typed (`Any`) and a
    # decorated handler keeps its own type.
    @overload
    def on_request(self, method: str | None) -> Callable[[_Handler], _Handler]: ...
    @overload
    def on_request(self, method: str | None, handler: Callable[[Any], Any]) -> Callable[[Any], Any]: ...
    @overload
    def on_request(
        self, method: str | None, handler: Callable[[Any, Responder], Any]
    ) -> Callable[[Any, Responder], Any]: ...
    def on_request(self, method: str | None, handler: Callable[..., Any] | None = None) -> Any:
        """Register the handler of a request method (`None`: the fallback for any unclaimed request).

        Forms: `h(params)` returns the result (sync or async); `h(params, responder)` answers through the
        responder; the fallback is `h(request: IncomingRequest, responder)`. Usable as a decorator.
        """
        if handler is None:
            return functools.partial(self.on_request, method)
        self._engine.add_request_handler(method, handler)
        return handler

    @overload
    def on_notification(self, method: str | None) -> Callable[[_Handler], _Handler]: ...
    @overload
    def on_notification(self, method: str | None, handler: Callable[[Any], Any]) -> Callable[[Any], Any]: ...
    def on_notification(self, method: str | None, handler: Callable[..., Any] | None = None) -> Any:
        """Register the handler of a notification method (`None`: fallback, called with `IncomingNotification`).

        Notification handlers run one at a time, in arrival order. Usable as a decorator.
        """
        if handler is None:
            return functools.partial(self.on_notification, method)
        self._engine.add_notification_handler(method, handler)
        return handler

    def route_requests(self, route: Route | RouteTable | None) -> None:
        """Forward requests that no handler claimed: `route(method, params)` returns `(connection, method,
        params)` to forward to, or None to fall through to the fallback handler (or `-32601`); or a `RouteTable`,
        which the router runs itself.

        The route receives params undecoded, as `RawJSON` (or None), and may return them as they are: forwarding
        then never decodes the payload (`RawJSON.members()` reads an envelope's top level). Handlers still get
        decoded params.

        A routed request gets a new id on its connection and is answered upstream with the downstream answer,
        verbatim; a cancellation of the upstream request is re-issued downstream once (as `forward_response_to`,
        but linked in the routers: no handler, no facade, no callback per request: the proxy's fast path).
        """
        self._router.route_requests(_to_routers(route))

    def route_notifications(self, route: Route | RouteTable | None) -> None:
        """Forward notifications that no handler claimed, likewise; `$/cancel_request` (plain or wrapped) is
        never forwarded: ids are hop-scoped, and routed requests re-issue their own cancellation. On such a
        connection a plain `$/cancel_request` reaches a handler registered for it, and no fallback. The route
        receives params as `RawJSON`, as for requests; or a `RouteTable`."""
        self._router.route_notifications(_to_routers(route))

    # ---------------------------------------------------------------------------------------------- sending

    def send_request(self, method: str, params: Any = None) -> SentRequest:
        """Send a request (enqueued before this returns). Await the result for the response.

        Raises `TypeError` when params are not an object, an array or None, or cannot be encoded as JSON.
        """
        engine = self._engine
        return SentRequest(engine, engine.send_request(method, params))

    def send_request_as(self, facade: Callable[[OutgoingRequests, Any], F], method: str, params: Any = None) -> F:
        """Send a request and return `facade(requests, slot)`: a `SentRequest` subclass of the caller's (the ACP
        layer's typed requests are). Otherwise as `send_request`."""
        engine = self._engine
        return facade(engine, engine.send_request(method, params))

    def prepare_request(self, method: str, params: Any = None) -> PreparedRequest:
        """Build a request without sending it, to take a cancellation handle first."""
        return PreparedRequest(self._engine, self._router.new_request(method), params)

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

    def drain(self) -> Drained:
        """`await conn.drain()`: wait while the peer leaves more than `max_unread_output` of our output unread (at
        once when it does not, or once the connection is closed). Requests and notifications are enqueued at once
        whatever the peer does; a sender that awaits this after each is paced by the peer's reading, so memory stays
        bounded. The typed layer's notification senders return the same awaitable."""
        return Drained(self._engine)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a task tied to the connection's lifetime: cancelled at close, its failure logged."""
        return self._engine.spawn(coro)

    # ----------------------------------------------------------------------------------------------- state

    @property
    def peer_info(self) -> dict[str, Any]:
        """Added to the data of the errors of requests that fail because this connection closed (a conductor names
        the component there)."""
        return self._engine.peer_info

    @peer_info.setter
    def peer_info(self, info: dict[str, Any]) -> None:
        self._engine.peer_info = dict(info)

    @property
    def is_closed(self) -> bool:
        """True once the connection shuts down (close(), a lost transport, or the end of the peer's input once
        the requests received before it are answered)."""
        return self._engine.closing

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

    def stats(self) -> dict[str, Any]:
        """Live numbers of this connection: pending requests, messages and bytes sent and received by kind,
        cancels sent / received / honoured, the answers it gave by itself by reason, and the latency histogram of
        its answered requests (docs/observability.md, "Live stats", has every field)."""
        return self._engine.stats()

    async def close(self) -> None:
        """Shut down: fail pending outgoing requests, cancel the connection's tasks, close the transport."""
        self._engine.shutdown()
        await self._engine.wait_closed()

    async def wait_closed(self) -> None:
        """Return once the connection has shut down and its transports are closed."""
        await self._engine.wait_closed()

    # ------------------------------------------------------------------------- transports (see transports.py)

    def open_transport(self, *, messages: bool = False) -> TransportEnd:
        """The connection's end of a transport, for a transport written outside this package (once per
        connection): see `TransportEnd` and docs/transports.md. `messages=True` for a message transport (one
        JSON-RPC message per frame, no newline framing), else a byte stream of newline-delimited JSON."""
        engine = self._engine
        if engine.transport_opened or engine.closing:
            raise RuntimeError(f"{self!r} is already connected (a Connection runs over one transport, once)")
        engine.transport_opened = True
        return TransportEnd(engine, messages)

    async def connect_socket(self, sock: socket.socket) -> None:
        """Run over a connected stream socket (socketpair, TCP, Unix). Returns once connected."""
        from .transports import connect_socket

        await connect_socket(self, sock)

    async def connect_pipes(self, read_fd: int, write_fd: int) -> None:
        """Run over two file descriptors (for example a child's stdout and stdin). Takes ownership of both."""
        from .transports import connect_pipes

        await connect_pipes(self, read_fd, write_fd)

    async def connect_stdio(self) -> None:
        """Run over this process's stdin/stdout (pipes, sockets, regular files or a terminal).

        The wire keeps the original stdout; file descriptor 1 is pointed at stderr so that a stray print
        cannot corrupt the protocol stream.
        """
        from .transports import connect_stdio

        await connect_stdio(self)


def _to_routers(route: Route | RouteTable | None) -> Any:
    # The router forwards to another router: the application names connections. A destination whose peer is not
    # reading holds the source (it stops reading until the destination drains): the routers tell their outputs'
    # flow controls (`Output.hold`), backpressure hop by hop.
    if route is None:
        return None
    if isinstance(route, RouteTable):
        return _router.RouteTable(
            None if route.to is None else route.to._router,
            route.wrap,
            route.keep,
            dict(route.rename),
            route.unwraps,
            None if route.unwrapped_to is None else route.unwrapped_to._router,
            route.keep_unwrapped,
            dict(route.rename_unwrapped),
            route.wrap_unwrapped,
            route.keep_prefixes,
        )
    application_route = route

    def route_to_router(method: str, params: Any) -> Any:
        destination = application_route(method, params)
        if destination is None:
            return None
        target, out_method, out_params = destination
        return target._router, out_method, out_params

    return route_to_router
