"""Shared machinery of the agent and client sides: typed handler wrappers and tasks that answer a request."""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import warnings
from collections.abc import Callable, Coroutine
from typing import Any

from .._handlers import handler_error
from .._handlers import is_coroutine_function as is_async
from ..connection import Connection
from ..errors import RequestError
from ..incoming import Responder
from ..messages import IncomingNotification, IncomingRequest
from ._model import Model, SchemaError, to_json

__all__ = ["Side", "answer_with_task", "call", "invalid_params", "is_async", "to_result"]

logger = logging.getLogger("acp_fast.acp")


def invalid_params(method: str, exc: SchemaError) -> RequestError:
    return RequestError.invalid_params({"method": method, **exc.to_data()})


def to_result(method: str, value: Any) -> Any:
    """A handler's return value as a JSON result: models unwrap (also those inside a dict or list, at any depth),
    None becomes `{}`."""
    if isinstance(value, Model):
        return value.to_wire()
    if value is None:
        return {}
    if type(value) is dict or type(value) is list:
        return to_json(value)
    raise TypeError(f"the {method} handler returned {type(value).__name__}, not a schema object, dict or None")


async def call(fn: Callable[..., Any], *args: Any) -> Any:
    """Call a sync or async handler inside the task that answers for it."""
    outcome = fn(*args)
    if inspect.isawaitable(outcome):
        return await outcome
    return outcome


def answer_with_task(
    responder: Responder,
    coro: Coroutine[Any, Any, Any],
    finish: Callable[[asyncio.Future[Any]], Any] | None = None,
) -> asyncio.Future[Any]:
    """Run `coro` as the answer to `responder`, with the return-style rules of a plain `Connection` handler (see
    `Responder.answer_from`); the return value goes through `to_result`. `finish(task)` may decide the answer (a
    result it returns goes through `to_result` too)."""
    return responder.answer_from(coro, convert=_converter(responder.method), finish=finish)


@functools.lru_cache(maxsize=256)  # bounded: a peer's extension methods are any names
def _converter(method: str) -> Callable[[Any], Any]:
    """`to_result` for one method's results, made once per method instead of once per request."""
    return functools.partial(to_result, method)


class Side:
    """What the agent side and the client side share: typed dispatch of the methods the implementation defines
    (`impl`: the Agent or the Client), extension methods, and the connection's lifetime."""

    impl: Any
    connection: Connection
    _methods: dict[str, Any]  # wire name -> Method, for the negotiated protocol version
    # wire name -> Method (the previous generation's), of the methods that left the protocol `impl` still serves
    _removed_methods: dict[str, Any]

    # Hooks of the agent side (the client side keeps the defaults).
    def _check_ready(self, wire: str) -> None:
        """Raise a RequestError when requests may not be served yet."""

    def _accepts_notifications(self) -> bool:
        return True

    def _on_typed_request(self, wire: str, typed: Any) -> None:
        """Called with a request's typed params before its handler runs."""

    def _parse(self, wire: str, params: Any) -> Any:
        method = self._methods.get(wire)
        if method is None:
            method = self._removed_methods.get(wire)
            if method is None:
                raise RequestError.method_not_found(wire)  # a method of the other protocol version
        if method.params is None:
            return params
        try:
            return method.params.parse(params)
        except SchemaError as exc:
            raise invalid_params(wire, exc) from None

    def _serve_removed(self, removed: dict[str, str], load: Callable[[], dict[str, Any]]) -> None:
        """Serve the methods that left the protocol (`removed`: wire name -> Python name) that `impl` still defines,
        typed as the previous generation had them (`load()`: wire name -> Method), each with a DeprecationWarning:
        an agent or client written for them keeps working until it drops them."""
        impl_type = type(self.impl)
        for wire, name in removed.items():
            fn = getattr(self.impl, name, None)
            if wire in self._removed_methods or fn is None or getattr(impl_type, name, None) is None:
                continue
            warnings.warn(
                f"{impl_type.__name__}.{name} is deprecated: it serves `{wire}`, which left the protocol",
                DeprecationWarning,
                stacklevel=4,  # the code that made the connection (through `__init__` and `_register`)
            )
            method = self._removed_methods[wire] = load()[wire]
            if method.notification:
                self.connection.on_notification(wire, self._notification_handler(wire, fn))
            else:
                self.connection.on_request(wire, self._request_handler(wire, fn))

    def _request_handler(self, wire: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        if is_async(fn):

            async def handle(params: Any) -> Any:
                self._check_ready(wire)
                typed = self._parse(wire, params)
                self._on_typed_request(wire, typed)
                return to_result(wire, await fn(typed))

            return handle

        def handle_sync(params: Any) -> Any:
            self._check_ready(wire)
            typed = self._parse(wire, params)
            self._on_typed_request(wire, typed)
            return to_result(wire, fn(typed))

        return handle_sync

    def _notification_handler(self, wire: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        # The session/update hot path on the client: one validation pass over the decoded dict, one wrapper.
        if is_async(fn):

            async def handle(params: Any) -> None:
                typed = self._typed_notification(wire, params)
                if typed is not None:
                    await fn(typed)

            return handle

        def handle_sync(params: Any) -> None:
            typed = self._typed_notification(wire, params)
            if typed is not None:
                fn(typed)

        return handle_sync

    def _typed_notification(self, wire: str, params: Any) -> Any:
        """The typed params of a notification, or None to drop it (logged)."""
        if not self._accepts_notifications():
            logger.debug("%s before initialize dropped", wire)
            return None
        try:
            return self._parse(wire, params)
        except RequestError as exc:
            logger.warning("invalid %s notification dropped: %s", wire, exc.data)
            return None

    def _on_other_request(self, request: IncomingRequest, responder: Responder) -> None:
        try:
            self._check_ready(request.method)
        except RequestError as exc:
            responder.respond_error(exc)
            return
        ext = getattr(self.impl, "ext_method", None)
        if not request.method.startswith("_") or ext is None:
            responder.respond_error(RequestError.method_not_found(request.method))
            return
        params = request.params if request.params is not None else {}
        if is_async(ext):
            answer_with_task(responder, ext(request.method, params))
            return
        try:
            responder.respond(to_result(request.method, ext(request.method, params)))
        except Exception as exc:
            responder.respond_error(handler_error(request.method, exc))

    def _on_other_notification(self, notification: IncomingNotification) -> None:
        # A plain def, so that unhandled notifications ($/cancel_request among them) never go through the lane.
        ext = getattr(self.impl, "ext_notification", None)
        if ext is None or not notification.method.startswith("_"):
            logger.debug("notification %s ignored", notification.method)
            return
        if not self._accepts_notifications():
            return
        outcome = ext(notification.method, notification.params if notification.params is not None else {})
        if inspect.isawaitable(outcome):
            # async extension notifications start in arrival order (an `async def` hook returns a coroutine)
            self.connection.spawn(outcome)  # type: ignore[arg-type]

    async def close(self) -> None:
        await self.connection.close()

    async def wait_closed(self) -> None:
        await self.connection.wait_closed()
