"""The helpers of the official SDK's `acp.utils`: turning request models into params and results into models,
the `**kwargs` a handler is called with, and the legacy call forms of the connection classes.

Request params are dumped by alias without None or default values; a handler's result, when it may be None,
answers `{}`; a handler gets every field by keyword and the `_meta` keys that do not shadow a field.
"""

from __future__ import annotations

import functools
import warnings
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

if TYPE_CHECKING:
    from .connection import Connection

__all__ = [
    "compatible_class",
    "ensure_dict",
    "field_kwargs",
    "model_to_kwargs",
    "normalize_result",
    "notify_model",
    "param_model",
    "param_models",
    "request_model",
    "request_model_from_dict",
    "request_optional_model",
    "serialize_params",
    "to_camel_case",
    "validate_model",
    "validate_model_from_dict",
    "validate_optional_model",
]

ModelT = TypeVar("ModelT", bound=BaseModel)
F = TypeVar("F", bound=Callable[..., Any])
C = TypeVar("C", bound=type)


def to_camel_case(snake_str: str) -> str:
    first, *rest = snake_str.split("_")
    return first + "".join(part.title() for part in rest)


def serialize_params(params: BaseModel) -> dict[str, Any]:
    """Request params as JSON: by alias, without None or default values."""
    # What `model_dump(mode="json", by_alias=True, exclude_none=True, exclude_defaults=True)` runs, without its
    # Python wrapper (the hot path of streamed updates).
    return params.__pydantic_serializer__.to_python(
        params, mode="json", by_alias=True, exclude_none=True, exclude_defaults=True
    )


def normalize_result(payload: Any) -> Any:
    """A result that may be None: `{}` then; a model is serialized as params are."""
    if payload is None:
        return {}
    if isinstance(payload, BaseModel):
        return serialize_params(payload)
    return payload


def ensure_dict(payload: Any) -> dict[str, Any]:
    return payload if isinstance(payload, dict) else {}


def field_kwargs(model: BaseModel, fields: tuple[str, ...] | None = None) -> dict[str, Any]:
    """Every field of `model` by name (or those of `fields`), then the `_meta` keys that do not shadow a field: a
    peer's metadata never rewrites a request's own values."""
    values = model.__dict__
    kwargs = {name: values[name] for name in fields} if fields is not None else dict(values)
    meta = kwargs.pop("field_meta", None)
    if meta:
        for key, value in meta.items():
            kwargs.setdefault(key, value)
    return kwargs


def shared_fields(models: tuple[type[BaseModel], ...]) -> tuple[str, ...]:
    """The fields every one of `models` has (the parameters of a method that takes any of them)."""
    return tuple(name for name in models[0].model_fields if all(name in m.model_fields for m in models[1:]))


def model_to_kwargs(model_obj: BaseModel, models: tuple[type[BaseModel], ...]) -> dict[str, Any]:
    return field_kwargs(model_obj, shared_fields(models))


def validate_model(payload: Any, model_type: type[ModelT]) -> ModelT:
    return model_type.model_validate(payload)


def validate_model_from_dict(payload: Any, model_type: type[ModelT]) -> ModelT:
    """Validated from `{}` when the payload is not an object (a result that may be null)."""
    return model_type.model_validate(ensure_dict(payload))


def validate_optional_model(payload: Any, model_type: type[ModelT]) -> ModelT | None:
    return model_type.model_validate(payload) if isinstance(payload, dict) else None


async def request_model(conn: Connection, method: str, params: BaseModel, response_model: type[ModelT]) -> ModelT:
    return validate_model(await conn.send_request(method, serialize_params(params)), response_model)


async def request_model_from_dict(
    conn: Connection, method: str, params: BaseModel, response_model: type[ModelT]
) -> ModelT:
    return validate_model_from_dict(await conn.send_request(method, serialize_params(params)), response_model)


async def request_optional_model(
    conn: Connection, method: str, params: BaseModel, response_model: type[ModelT]
) -> ModelT | None:
    return validate_optional_model(await conn.send_request(method, serialize_params(params)), response_model)


async def notify_model(conn: Connection, method: str, params: BaseModel) -> None:
    await conn.send_notification(method, serialize_params(params))


def param_model(param_cls: type[BaseModel]) -> Callable[[F], F]:
    """Mark a connection method that may also be called with one whole request model (see `compatible_class`)."""
    return param_models(param_cls)


def param_models(*param_cls: type[BaseModel]) -> Callable[[F], F]:
    """`param_model` for a method that takes any of several request models."""
    if not param_cls:
        raise ValueError("param_models() requires at least one model class")

    def mark(func: F) -> F:
        func.__param_models__ = param_cls  # type: ignore[attr-defined]
        return func

    return mark


def compatible_class(cls: C) -> C:
    """Give each marked method its legacy forms, with a `DeprecationWarning`: a camelCase alias taking the model for
    `snake_case` names (`conn.sessionUpdate(notification)`), and for one-word names the method itself taking the
    model as its only argument (`conn.prompt(PromptRequest(...))`)."""
    for attr, func in list(vars(cls).items()):
        models = getattr(func, "__param_models__", None)
        if models is None:
            continue
        if "_" in attr:
            setattr(cls, to_camel_case(attr), _legacy_alias(func, models))
        else:
            setattr(cls, attr, _model_or_fields(func, models))
    return cls


def _deprecated(func: Callable[..., Any], models: tuple[type[BaseModel], ...]) -> None:
    names = " | ".join(model.__name__ for model in models)
    warnings.warn(
        f"Calling {func.__name__} with {names} parameter is deprecated, please update to the new API style.",
        DeprecationWarning,
        stacklevel=3,
    )


def _legacy_alias(func: Callable[..., Any], models: tuple[type[BaseModel], ...]) -> Any:
    fields = shared_fields(models)

    @functools.wraps(func)
    def alias(self: Any, params: BaseModel) -> Any:
        _deprecated(func, models)
        return func(self, **field_kwargs(params, fields))

    return alias


def _model_or_fields(func: Callable[..., Any], models: tuple[type[BaseModel], ...]) -> Any:
    fields = shared_fields(models)

    @functools.wraps(func)
    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        param = args[0] if len(args) == 1 and not kwargs else kwargs.get("params") if len(kwargs) == 1 else None
        if isinstance(param, models):
            _deprecated(func, models)
            return func(self, **field_kwargs(param, fields))
        return func(self, *args, **kwargs)

    return method
