"""What the agent-side and client-side connections share: construction from either kind of transport, the typed
calls to the peer (a request model out, a response model back), and the legacy call forms the official SDK still
accepts (`conn.prompt(PromptRequest(...))`, camelCase aliases such as `conn.sessionUpdate(notification)`), each
with a `DeprecationWarning`."""

from __future__ import annotations

import asyncio
import functools
import warnings
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from ._routes import Router, model_kwargs, serialize, to_camel
from .connection import Connection

__all__ = ["Side", "accepts", "compatible"]

M = TypeVar("M", bound=BaseModel)
C = TypeVar("C", bound=type)
F = TypeVar("F", bound=Callable[..., Any])


def accepts(*models: type[BaseModel]) -> Callable[[F], F]:
    """Mark a connection method that may also be called with one whole request model (the legacy form)."""

    def mark(func: F) -> F:
        func.__acp_models__ = models  # type: ignore[attr-defined]
        return func

    return mark


def _fields(models: tuple[type[BaseModel], ...]) -> tuple[str, ...]:
    return tuple(name for name in models[0].model_fields if all(name in m.model_fields for m in models[1:]))


def _deprecated(func: Callable[..., Any], models: tuple[type[BaseModel], ...]) -> None:
    names = " | ".join(model.__name__ for model in models)
    warnings.warn(
        f"Calling {func.__name__} with {names} parameter is deprecated, please update to the new API style.",
        DeprecationWarning,
        stacklevel=3,
    )


def compatible(cls: C) -> C:
    """Give each `accepts` method its legacy forms: a camelCase alias taking the model for `snake_case` names, and
    for one-word names the method itself taking the model as its only argument."""
    for attr, func in list(vars(cls).items()):
        models = getattr(func, "__acp_models__", None)
        if models is None:
            continue
        fields = _fields(models)
        if "_" in attr:
            setattr(cls, to_camel(attr), _legacy_alias(func, models, fields))
        else:
            setattr(cls, attr, _model_or_fields(func, models, fields))
    return cls


def _legacy_alias(func: Callable[..., Any], models: tuple[type[BaseModel], ...], fields: tuple[str, ...]) -> Any:
    @functools.wraps(func)
    def alias(self: Any, params: BaseModel) -> Any:
        _deprecated(func, models)
        return func(self, **model_kwargs(params, fields))

    return alias


def _model_or_fields(func: Callable[..., Any], models: tuple[type[BaseModel], ...], fields: tuple[str, ...]) -> Any:
    @functools.wraps(func)
    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        param = args[0] if len(args) == 1 and not kwargs else kwargs.get("params") if len(kwargs) == 1 else None
        if isinstance(param, models):
            _deprecated(func, models)
            return func(self, **model_kwargs(param, fields))
        return func(self, *args, **kwargs)

    return method


_STREAMS_ERROR = "{} requires asyncio StreamWriter/StreamReader"


class Side:
    """A connection to the peer (`self._conn`, the compat `Connection`) dispatching to a local object."""

    _conn: Connection

    def _connect(
        self,
        router: Router,
        input_stream: Any,
        output_stream: Any,
        listening: bool,
        connection_kwargs: dict[str, Any],
    ) -> Any:
        """Build the connection: `input_stream` is the `StreamWriter` to the peer and `output_stream` the
        `StreamReader` from it (named from the peer's side, as in the official SDK), or `input_stream` is a message
        `Transport` and `output_stream` None."""
        error = _STREAMS_ERROR.format(type(self).__name__)
        if output_stream is None:
            if isinstance(input_stream, (asyncio.StreamWriter, asyncio.StreamReader)) or not all(
                callable(getattr(input_stream, name, None)) for name in ("send", "receive", "close")
            ):
                raise TypeError(error)
        elif not isinstance(input_stream, asyncio.StreamWriter) or not isinstance(output_stream, asyncio.StreamReader):
            raise TypeError(error)
        conn = self._conn = Connection(router, input_stream, output_stream, listening=listening, **connection_kwargs)
        router.install(conn.peer)
        return conn

    async def _call(self, method: str, params: BaseModel, result: type[M]) -> M:
        return result.model_validate(await self._conn.send_request(method, serialize(params)))

    async def _call_lenient(self, method: str, params: BaseModel, result: type[M]) -> M:
        """A call whose result may be null or not an object: validated from `{}` then."""
        response = await self._conn.send_request(method, serialize(params))
        return result.model_validate(response if isinstance(response, dict) else {})

    async def _call_optional(self, method: str, params: BaseModel, result: type[M]) -> M | None:
        response = await self._conn.send_request(method, serialize(params))
        return result.model_validate(response) if isinstance(response, dict) else None

    async def _notify(self, method: str, params: BaseModel) -> None:
        await self._conn.send_notification(method, serialize(params))

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Send the extension request `_<method>`."""
        return await self._conn.send_request(f"_{method}", params)  # type: ignore[no-any-return]

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        """Send the extension notification `_<method>`."""
        await self._conn.send_notification(f"_{method}", params)

    async def close(self) -> None:
        await self._conn.close()

    async def __aenter__(self) -> Any:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    def on_connect(self, conn: Any) -> None:
        pass
