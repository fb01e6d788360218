"""Proxies: the `proxy/successor` envelope, the proxy role in a conductor chain, and fan-out.

A proxy sits between a client (its *predecessor*) and an agent (its *successor*). In a conductor chain it has one
connection, to the conductor: messages from the predecessor arrive plain; messages from the successor arrive
wrapped in `proxy/successor`; what the proxy sends to its successor it wraps the same way. Responses are never
wrapped. Request ids are hop-scoped, so `$/cancel_request` is never forwarded: the forwarding machinery
(`forward_response_to`) re-issues it once, with the next hop's id, and the cancel of a wrapped request goes out
plain with the wrapper's (outer) id.

Everything a proxy does not handle is forwarded: predecessor → successor and successor → predecessor.

The methods are spelled `proxy/…` (the ACP schema's names); `_proxy/…`, the spelling of earlier releases, is
accepted on receipt, and sent with `prefix=LEGACY_PROXY_PREFIX` (`proxy_methods`).
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, overload

from . import _router
from ._protocol import INITIALIZE_METHODS, LEGACY_PROXY_PREFIX, PROXY_PREFIX, PROXY_PREFIXES, SUCCESSOR_METHODS
from .connection import Connection, RouteTable
from .errors import RequestError
from .incoming import Responder
from .messages import IncomingNotification, IncomingRequest
from .outgoing import SentRequest

__all__ = [
    "INITIALIZE_METHODS",
    "LEGACY_PROXY_PREFIX",
    "PROXY_PREFIX",
    "PROXY_PREFIXES",
    "SUCCESSOR_METHODS",
    "Proxy",
    "fan_out",
    "is_cancel_notification",
    "protocol_version",
    "proxy_methods",
    "run_proxy",
    "unwrap",
    "wrap",
]

logger = logging.getLogger("acp_fast.proxy")

_Handler = TypeVar("_Handler", bound=Callable[..., Any])

is_cancel_notification = _router.is_cancel_notification  # plain or wrapped at any depth


def proxy_methods(prefix: str = PROXY_PREFIX) -> tuple[str, str]:
    """`(initialize, successor)`: the proxy methods as `prefix` spells them (`PROXY_PREFIX`, `proxy/…`, or
    `LEGACY_PROXY_PREFIX`, `_proxy/…`); ValueError for any other prefix."""
    if prefix not in PROXY_PREFIXES:
        raise ValueError(f"unknown proxy method prefix {prefix!r}: {PROXY_PREFIX!r} or {LEGACY_PROXY_PREFIX!r}")
    return f"{prefix}/initialize", f"{prefix}/successor"


def protocol_version(value: Any) -> Any:
    """The `protocolVersion` of initialize params or of an initialize answer, decoded or raw (None if absent)."""
    if type(value) is _router.RawJSON:
        try:
            value = value.members()
        except TypeError:
            return None
    return value.get("protocolVersion") if type(value) is dict else None


def wrap(method: str, params: Any = None, meta: Any = None) -> Any:
    """The params of a `proxy/successor` envelope carrying `method(params)`: a dict (`RawJSON` values in it are
    encoded as they are), or `RawJSON` itself when `params` is raw and there is no `meta` (a route's fast path)."""
    if meta is None and type(params) is _router.RawJSON:
        return _router.wrap_envelope(method, params)
    envelope: dict[str, Any] = {"method": method}
    if params is not None:
        envelope["params"] = params
    if meta is not None:
        envelope["_meta"] = meta
    return envelope


def unwrap(params: Any) -> tuple[str, Any] | None:
    """`(method, params)` of the message inside an envelope (a dict, or `RawJSON` as routes receive it: the inner
    params then stay raw); None when the envelope is malformed."""
    if type(params) is _router.RawJSON:
        return _router.unwrap_envelope(params)
    if type(params) is not dict or type(method := params.get("method")) is not str:
        return None
    return method, params.get("params")


class Proxy:
    """A proxy component: serves its predecessor and forwards to its successor over one connection.

    - `on_request` / `on_notification`: handlers for messages from the predecessor (they are plain, so these are
      the connection's own registrations, with all of its handler forms). They run before the default
      forwarding, and a `$/cancel_request` handler sees the raw notification (its marker is already set).
    - `on_successor_request` / `on_successor_notification`: handlers for messages from the successor, unwrapped.
      Requests: `h(params, responder)` (plain or async def); notifications: `h(params)`, called inline.
    - `send_to_successor` / `notify_successor` wrap; `connection.send_request` / `send_notification` talk to the
      predecessor.
    - `proxy/initialize` is forwarded to the successor as `initialize`, and answered with the successor's answer:
      the protocol version is the successor's (a proxy does not change the negotiated version).
      `edit_initialize(result) -> result` may change the rest of the answer on its way back. A plain `initialize`
      is refused: a proxy is initialized by the conductor.
    - `prefix`: how the proxy spells the envelope it sends (`PROXY_PREFIX`, or `LEGACY_PROXY_PREFIX` for a
      conductor that knows only `_proxy/…`); both spellings are accepted.
    """

    def __init__(
        self,
        connection: Connection | None = None,
        *,
        prefix: str = PROXY_PREFIX,
        edit_initialize: Callable[[Any], Any] | None = None,
    ) -> None:
        self.connection = connection if connection is not None else Connection("conductor")
        self.successor_method = proxy_methods(prefix)[1]
        self.edit_initialize = edit_initialize
        self.initialized = False
        self._successor_requests: dict[str, Callable[..., Any]] = {}
        self._successor_notifications: dict[str, Callable[..., Any]] = {}
        conn = self.connection
        for method in INITIALIZE_METHODS:
            conn.on_request(method, self._on_proxy_initialize)
        conn.on_request("initialize", _refuse_initialize)
        # What no handler claims is forwarded by the routes (route tables, run by the router: no Python per
        # message); what they decline (successor messages with a handler, malformed envelopes) reaches the fallbacks.
        self._route()
        conn.on_request(None, self._on_unrouted_request)
        conn.on_notification(None, self._on_unrouted_notification)

    # ------------------------------------------------------------------------------------------ handlers

    @overload
    def on_request(self, method: str) -> Callable[[_Handler], _Handler]: ...
    @overload
    def on_request(self, method: str, handler: Callable[[Any], Any]) -> Callable[[Any], Any]: ...
    @overload
    def on_request(self, method: str, handler: Callable[[Any, Responder], Any]) -> Callable[[Any, Responder], Any]: ...
    def on_request(self, method: str, handler: Callable[..., Any] | None = None) -> Any:
        """Handle a request from the predecessor (any `Connection.on_request` form). Usable as a decorator."""
        if handler is None:
            return self.connection.on_request(method)
        return self.connection.on_request(method, handler)

    @overload
    def on_notification(self, method: str) -> Callable[[_Handler], _Handler]: ...
    @overload
    def on_notification(self, method: str, handler: Callable[[Any], Any]) -> Callable[[Any], Any]: ...
    def on_notification(self, method: str, handler: Callable[..., Any] | None = None) -> Any:
        """Handle a notification from the predecessor (`$/cancel_request` included). Usable as a decorator."""
        if handler is None:
            return self.connection.on_notification(method)
        return self.connection.on_notification(method, handler)

    def on_successor_request(self, method: str, handler: Callable[..., Any] | None = None) -> Any:
        """Handle a request from the successor: `h(params, responder)`. Usable as a decorator."""
        if handler is None:
            return lambda handler: self.on_successor_request(method, handler)
        self._successor_requests[method] = handler
        self._route()
        return handler

    def on_successor_notification(self, method: str, handler: Callable[..., Any] | None = None) -> Any:
        """Handle a notification from the successor: `h(params)`, called inline. Usable as a decorator."""
        if handler is None:
            return lambda handler: self.on_successor_notification(method, handler)
        self._successor_notifications[method] = handler
        self._route()
        return handler

    # ------------------------------------------------------------------------------------------ sending

    def send_to_successor(self, method: str, params: Any = None) -> SentRequest:
        """A request to the successor (wrapped). Cancelling it sends a plain `$/cancel_request` (outer id)."""
        return self.connection.send_request(self.successor_method, wrap(method, params))

    def notify_successor(self, method: str, params: Any = None) -> None:
        self.connection.send_notification(self.successor_method, wrap(method, params))

    def forward_to_successor(
        self, message: IncomingRequest | IncomingNotification, responder: Responder | None = None
    ) -> None:
        """Forward a predecessor's message: a request is answered through `responder`, with its cancellation
        re-issued downstream once; `$/cancel_request` is dropped (ids are hop-scoped)."""
        if isinstance(message, IncomingRequest):
            if responder is None:
                raise TypeError("forwarding a request needs the upstream responder")
            self.send_to_successor(message.method, message.params).forward_response_to(responder)
        elif is_cancel_notification(message.method, message.params):
            logger.debug("$/cancel_request not forwarded (ids are hop-scoped)")
        else:
            self.notify_successor(message.method, message.params)

    def forward_to_predecessor(
        self, message: IncomingRequest | IncomingNotification, responder: Responder | None = None
    ) -> None:
        """Forward a successor's (unwrapped) message to the predecessor; the same rules."""
        self.connection.send_proxied_message(message, responder)

    # ------------------------------------------------------------------------------------------ dispatch

    def _route(self) -> None:
        """(Re)install the routes: from the predecessor (plain) wrapped to the successor; from the successor
        (wrapped) unwrapped to the predecessor, unless a successor handler takes the method."""
        conn = self.connection
        for route, handled in (
            (conn.route_requests, self._successor_requests),
            (conn.route_notifications, self._successor_notifications),
        ):
            route(
                RouteTable(
                    conn, wrap=self.successor_method, unwraps=True, unwrapped_to=conn, keep_unwrapped=frozenset(handled)
                )
            )

    def _on_unrouted_request(self, request: IncomingRequest, responder: Responder) -> None:
        if request.method in SUCCESSOR_METHODS:
            self._on_successor_request(request.params, responder)
        else:
            self.forward_to_successor(request, responder)

    def _on_unrouted_notification(self, notification: IncomingNotification) -> None:
        if notification.method in SUCCESSOR_METHODS:
            self._on_successor_notification(notification.params)
        else:
            self.forward_to_successor(notification)

    def _on_successor_request(self, params: Any, responder: Responder) -> None:
        inner = unwrap(params)
        if inner is None:
            responder.respond_error(RequestError.invalid_params({"reason": "malformed proxy/successor envelope"}))
            return
        method, inner_params = inner
        handler = self._successor_requests.get(method)
        if handler is None:
            self.forward_to_predecessor(IncomingRequest(None, method, inner_params), responder)
            return
        outcome = handler(inner_params, responder)
        if inspect.isawaitable(outcome):
            # As a responder-style handler of the connection: a failure is the answer (not only a log line).
            responder.answer_from(outcome, returns=False)

    def _on_successor_notification(self, params: Any) -> None:
        inner = unwrap(params)
        if inner is None:
            logger.warning("malformed proxy/successor notification dropped: %r", params)
            return
        method, inner_params = inner
        handler = self._successor_notifications.get(method)
        if handler is not None:
            try:
                handler(inner_params)
            except Exception:
                logger.exception("successor notification handler for %s failed", method)
            return
        self.forward_to_predecessor(IncomingNotification(method, inner_params))

    def _on_proxy_initialize(self, params: Any, responder: Responder) -> None:
        sent = self.send_to_successor("initialize", params)
        sent.forward_cancellation_from(responder.cancellation)

        def answer(value: Any) -> None:
            if isinstance(value, RequestError):
                responder.respond_error(value)
                return
            if self.edit_initialize is not None:
                negotiated = protocol_version(value)
                try:
                    value = self.edit_initialize(value)
                except Exception as exc:
                    logger.exception("edit_initialize failed")
                    responder.respond_error(RequestError.internal_error({"reason": f"edit_initialize: {exc}"}))
                    return
                if (edited := protocol_version(value)) != negotiated:
                    logger.error("edit_initialize changed protocolVersion from %r to %r", negotiated, edited)
                    responder.respond_error(
                        RequestError.internal_error(
                            {
                                "reason": "protocol_version_changed",
                                "error": "edit_initialize changed protocolVersion: a proxy answers with its"
                                " successor's version",
                                "protocol_version": edited,
                                "successor_protocol_version": negotiated,
                            }
                        )
                    )
                    return
            self.initialized = True
            responder.respond(value)

        sent.on_result(answer)


def _refuse_initialize(params: Any) -> Any:
    raise RequestError.invalid_request("proxies must be initialized with `proxy/initialize`")


async def run_proxy(proxy: Proxy) -> None:
    """Serve `proxy` on this process's stdin/stdout (its conductor) until the conductor disconnects."""
    await proxy.connection.connect_stdio()
    try:
        await proxy.connection.wait_closed()
    finally:
        await proxy.connection.close()  # stopped (SIGINT, SIGTERM): its tasks end and what it wrote goes out


def fan_out(
    requests: Sequence[SentRequest],
    responder: Responder,
    *,
    before_answer: Callable[[int | None, Any], Any] | None = None,
    on_settled: Callable[[int, Any], Any] | None = None,
) -> None:
    """Answer `responder` with the first successful answer among `requests`, and cancel the others.

    The losers each get one `$/cancel_request` (those that already answered get none: settlement disarms their
    latch); their answers are discarded. If every request fails, the last error is the answer. A cancellation of
    the upstream request cancels every downstream request that is still pending.

    `before_answer(index, value)` runs just before the answer goes upstream, to send what must precede it: with
    the winner's index and result (it may return another result to send; None: unchanged), or with index None
    and the error when every request failed. `on_settled(index, value)` runs as each request settles, winner and
    losers alike, before anything else is done with it (`value`: its result or `RequestError`).
    """
    if not requests:
        raise ValueError("fan_out needs at least one request")
    handles = [sent.cancellation_handle() for sent in requests]
    remaining = [len(requests)]

    def settle(index: int, value: Any) -> None:
        remaining[0] -= 1
        if on_settled is not None:
            on_settled(index, value)
        if responder.is_responded:
            return
        if isinstance(value, RequestError):
            if remaining[0] == 0:
                if before_answer is not None:
                    before_answer(None, value)
                responder.respond_error(value)
            return
        if before_answer is not None:
            edited = before_answer(index, value)
            if edited is not None:
                value = edited
        responder.respond(value)
        for other, handle in enumerate(handles):
            if other != index:
                handle.cancel()

    for index, sent in enumerate(requests):
        sent.forward_cancellation_from(responder.cancellation)
        sent.on_result(functools.partial(settle, index))
