"""`MessageRouter` and `Route`: the official SDK's router of incoming methods, for code that builds one itself.

A `MessageRouter` is a `handler(method, params, is_notification)`, as `acp_fast.compat.connection.Connection` takes
it: routes registered with `route_request` / `route_notification` validate params with their pydantic model and call
a method of your object the way the official SDK does (every field by keyword, `_meta` keys spread into `**kwargs`
without overwriting a field; legacy camelCase or `params`-only methods get the whole model, with a
`DeprecationWarning`); `_name` methods go to the extension handlers, without the underscore; anything else answers
`-32601`. The connections of `acp_fast.compat` build their own routes (`agent.router.build_agent_router`), which run
in acp-fast's compiled router; this module is for code that routes by hand.
"""

from __future__ import annotations

import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import BaseModel

from ._routes import legacy_warning, resolve_handler
from .exceptions import RequestError
from .utils import field_kwargs

__all__ = ["MessageRouter", "Route"]

AsyncHandler = Callable[[Any], Awaitable[Any]]
RequestHandler = Callable[[str, dict[str, Any]], Awaitable[Any]]
HandlerT = TypeVar("HandlerT", bound=RequestHandler)


@dataclass(slots=True)
class Route:
    """One method: `handle(params)` runs `func` (or answers `default_result` / `-32601` without one)."""

    method: str
    func: AsyncHandler | None
    kind: Literal["request", "notification"]
    optional: bool = False
    default_result: Any = None
    adapt_result: Callable[[Any | None], Any] | None = None
    warn_unstable: bool = False

    async def handle(self, params: Any) -> Any:
        if self.func is None:
            if self.optional:
                return self.default_result
            raise RequestError.method_not_found(self.method)
        if self.warn_unstable:
            warnings.warn(
                f"The method {self.method} is part of the unstable protocol, please enable `use_unstable_protocol` "
                "flag to use it.",
                UserWarning,
                stacklevel=3,
            )
            raise RequestError.method_not_found(self.method)
        result = await self.func(params)
        if self.adapt_result is not None and self.kind == "request":
            return self.adapt_result(result)
        return result


class MessageRouter:
    """Routes by method name; call it as `await router(method, params, is_notification)`."""

    def __init__(self, use_unstable_protocol: bool = False) -> None:
        self._requests: dict[str, Route] = {}
        self._notifications: dict[str, Route] = {}
        self._request_extensions: RequestHandler | None = None
        self._notification_extensions: RequestHandler | None = None
        self._use_unstable_protocol = use_unstable_protocol

    def add_route(self, route: Route) -> None:
        (self._requests if route.kind == "request" else self._notifications)[route.method] = route

    def _make_func(self, model: type[BaseModel], obj: Any, attr: str) -> AsyncHandler | None:
        func, name, legacy = resolve_handler(obj, attr)
        if func is None:
            return None

        async def call(params: Any) -> Any:
            if legacy:
                legacy_warning(obj, name)
            validated = model.model_validate(params)
            if legacy:
                return await func(validated)
            return await func(**field_kwargs(validated))

        return call

    def route_request(
        self,
        method: str,
        model: type[BaseModel],
        obj: Any,
        attr: str,
        optional: bool = False,
        default_result: Any = None,
        adapt_result: Callable[[Any | None], Any] | None = None,
        unstable: bool = False,
    ) -> Route:
        """Register `obj.<attr>` for the request `method`, its params validated with `model`."""
        route = Route(
            method=method,
            func=self._make_func(model, obj, attr),
            kind="request",
            optional=optional,
            default_result=default_result,
            adapt_result=adapt_result,
            warn_unstable=unstable and not self._use_unstable_protocol,
        )
        self.add_route(route)
        return route

    def route_notification(
        self,
        method: str,
        model: type[BaseModel],
        obj: Any,
        attr: str,
        optional: bool = False,
        unstable: bool = False,
    ) -> Route:
        """Register `obj.<attr>` for the notification `method`, its params validated with `model`."""
        route = Route(
            method=method,
            func=self._make_func(model, obj, attr),
            kind="notification",
            optional=optional,
            warn_unstable=unstable and not self._use_unstable_protocol,
        )
        self.add_route(route)
        return route

    def handle_extension_request(self, handler: HandlerT) -> HandlerT:
        """Register `handler(name, params)` for `_name` requests (usable as a decorator)."""
        self._request_extensions = handler
        return handler

    def handle_extension_notification(self, handler: HandlerT) -> HandlerT:
        """Register `handler(name, params)` for `_name` notifications (usable as a decorator)."""
        self._notification_extensions = handler
        return handler

    async def __call__(self, method: str, params: Any | None, is_notification: bool) -> Any:
        extensions = self._notification_extensions if is_notification else self._request_extensions
        if isinstance(method, str) and method.startswith("_"):
            if extensions is None:
                raise RequestError.method_not_found(method)
            return await extensions(method[1:], params if isinstance(params, dict) else {})
        route = (self._notifications if is_notification else self._requests).get(method)
        if route is None:
            raise RequestError.method_not_found(method)
        return await route.handle(params)
