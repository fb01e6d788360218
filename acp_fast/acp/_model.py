"""The runtime under the generated schema modules: dict-backed models, field descriptors, schema errors.

A model is a thin view over the wire dict: parsing validates in place and wraps without copying, attribute
access reads the dict (snake_case name → camelCase key), building one from keyword arguments writes the dict
that goes on the wire. So typing costs one small object per message, never a deep copy.
"""

from __future__ import annotations

import functools
import sys
import warnings
from collections.abc import Callable
from typing import Any, ClassVar, Generic, TypeVar, cast, overload

__all__ = ["Model", "SchemaError", "result_wrapper", "to_json"]

T = TypeVar("T")
M = TypeVar("M", bound="Model")

_MISSING: Any = object()  # a key absent from the wire dict


class SchemaError(ValueError):
    """Params that do not match the schema. `path` names the field (`prompt[0].text`), `reason` says why."""

    def __init__(self, reason: str, *path: str | int) -> None:
        super().__init__(reason)
        self.reason = reason
        self.parts: list[str | int] = list(path)

    def _at(self, *path: str | int) -> SchemaError:
        self.parts[:0] = path
        return self

    @property
    def path(self) -> str:
        out = ""
        for part in self.parts:
            out += f"[{part}]" if type(part) is int else (f".{part}" if out else cast(str, part))
        return out

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}" if self.parts else self.reason

    def to_data(self) -> dict[str, str]:
        """The `data` of the `-32602 Invalid params` answer."""
        return {"field": self.path, "reason": self.reason}


class Model:
    """Base of every generated schema type: a view over one JSON object.

    `Cls.parse(data)` validates `data` (raising `SchemaError`) and wraps it without copying;
    `model.to_wire()` returns the dict itself. Unknown keys are kept, so forwarding never loses data.
    """

    __slots__ = ("_d",)
    _check: ClassVar[Any]
    _d: dict[str, Any]

    @classmethod
    def parse(cls: type[M], data: Any) -> M:
        cls._check(data)
        model = _new(cls)
        model._d = data
        return model

    @classmethod
    def wrap_unchecked(cls: type[M], data: dict[str, Any]) -> M:
        """The model over `data` without validating it (data this SDK has already checked, or a peer's result)."""
        model = _new(cls)
        model._d = data
        return model

    def to_wire(self) -> dict[str, Any]:
        """The JSON object (not a copy)."""
        return self._d

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Model):
            return type(self) is type(other) and self._d == other._d
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._d!r})"


class Field(Generic[T]):
    """A model attribute: reads one key of the wire dict, wrapping nested objects on access."""

    __slots__ = ("key", "wrap")

    def __init__(self, key: str, wrap: Any = None) -> None:
        self.key = key
        self.wrap = wrap

    @overload
    def __get__(self, obj: None, owner: Any = None) -> Field[T]: ...
    @overload
    def __get__(self, obj: Model, owner: Any = None) -> T: ...
    def __get__(self, obj: Model | None, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj._d.get(self.key)
        if value is None or self.wrap is None:
            return value
        return self.wrap(value)

    def __set__(self, obj: Model, value: Any) -> None:
        if value is None:
            obj._d.pop(self.key, None)
        else:
            obj._d[self.key] = _u(value)


_new = object.__new__


class DeprecatedField(Field[Any]):
    """A field that left its type since an earlier generation: read (the JSON value as sent, not wrapped) and
    written as before, each time with a DeprecationWarning."""

    __slots__ = ("what",)

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.what = key

    def __set_name__(self, owner: type, name: str) -> None:
        self.what = f"{owner.__module__}.{owner.__qualname__}.{name}"

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        warnings.warn(f"{self.what} is deprecated: the field left the protocol", DeprecationWarning, stacklevel=2)
        return obj._d.get(self.key)

    def __set__(self, obj: Model, value: Any) -> None:
        warnings.warn(f"{self.what} is deprecated: the field left the protocol", DeprecationWarning, stacklevel=2)
        super().__set__(obj, value)


class ModelField(Field[T]):
    """A field holding one object type: wrapped on access (one call, no copy)."""

    __slots__ = ("cls",)

    def __init__(self, key: str, cls: type[Model]) -> None:
        super().__init__(key)
        self.cls = cls

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj._d.get(self.key)
        if type(value) is not dict:
            return None  # absent, or invalid in a field the schema says to read leniently
        model = _new(self.cls)
        model._d = value
        return model


class UnionField(Field[T]):
    """A field holding a tagged union: the variant class is chosen by the tag on access."""

    __slots__ = ("tag", "variants", "fallback")

    def __init__(self, key: str, tag: str, variants: dict[str, type[Model]], fallback: type[Model] | None) -> None:
        super().__init__(key)
        self.tag = tag
        self.variants = variants
        self.fallback = fallback

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj._d.get(self.key)
        if type(value) is not dict:
            return None  # absent, or invalid in a field the schema says to read leniently
        kind = value.get(self.tag)
        cls = self.variants.get(kind, self.fallback) if type(kind) is str else self.fallback
        if cls is None:
            return value  # an unknown variant: the JSON as it is
        model = _new(cls)
        model._d = value
        return model


class CheckedField(Field[T]):
    """A field the schema says to read leniently (`x-deserialize-default-on-error`): it is not validated on
    receipt, and a value of the wrong JSON type reads as None."""

    __slots__ = ("types",)

    def __init__(self, key: str, types: tuple[type, ...]) -> None:
        super().__init__(key)
        self.types = types

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj._d.get(self.key)
        return value if type(value) in self.types else None


# JSON scalars: nothing to unwrap in them. Any other value is looked into (a model, or a container that may hold one).
_SCALARS = frozenset((str, int, float, bool, type(None)))


def _u(value: Any) -> Any:
    """`value` as wire JSON: a model unwraps to its dict, and so do models held in lists, tuples and dicts, at any
    depth. The caller's objects are left as they were given: a list comes back as a new list, a dict that holds a
    model as a copy with its models replaced; a dict that holds none is returned as it is (looked through, not
    copied).

    The dict of a model built here (`__init__`, attribute assignment) is not looked into: every value that may hold
    a model went through `_u` when it was written, so it is JSON already.
    """
    if isinstance(value, Model):
        return value._d
    kind = type(value)
    if kind is list:  # most often a list of models: one pass, as fast as a plain unwrap of each item
        return [
            item._d if isinstance(item, Model) else item if type(item) in _SCALARS else to_json(item) for item in value
        ]
    if kind in _SCALARS:
        return value
    return to_json(value)


def to_json(value: Any) -> Any:
    """`_u` of a value that is not a model: a handler's dict or list result, a value inside a container. The common
    case, a container of JSON scalars only, costs one look at each item's type and is returned as it is; it is
    walked, and copied, only once an item that is not a scalar is found."""
    kind = type(value)
    if kind is dict:
        for item in value.values():
            if type(item) not in _SCALARS:
                return _unwrap_dict(value)
        return value
    if kind is list or kind is tuple:
        for item in value:
            if type(item) not in _SCALARS:
                return _unwrap_sequence(value)
        return value
    if isinstance(value, dict):  # subclasses of dict, list and tuple are JSON to the encoder too
        return _unwrap_dict(value)
    if isinstance(value, (list, tuple)):
        return _unwrap_sequence(value)
    return value


def _unwrap_dict(value: dict[Any, Any]) -> Any:
    out: dict[Any, Any] | None = None
    for key, item in value.items():
        if type(item) in _SCALARS:
            continue
        new = item._d if isinstance(item, Model) else to_json(item)
        if new is not item:
            if out is None:
                out = dict(value)
            out[key] = new
    return value if out is None else out


def _unwrap_sequence(value: list[Any] | tuple[Any, ...]) -> Any:
    out: list[Any] | None = None
    for index, item in enumerate(value):
        if type(item) in _SCALARS:
            continue
        new = item._d if isinstance(item, Model) else to_json(item)
        if new is not item:
            if out is None:
                out = list(value)
            out[index] = new
    return value if out is None else out


def _wrapper(cls: type[Model]) -> Any:
    """An object wrapped in `cls` (`wrap_unchecked`, inlined: this runs for every typed result and nested model
    read); anything else as it is."""

    def wrap(value: Any) -> Any:
        if type(value) is dict:
            model = _new(cls)
            model._d = value
            return model
        return value

    return wrap


@functools.cache  # per result type: the schema's types are few and live as long as their module
def result_wrapper(result_type: type[Model] | None) -> Callable[[Any], Any] | None:
    """The `convert` of a typed request whose result is `result_type` (None for an untyped result: no conversion):
    an object result wrapped in it, anything else as it came."""
    return None if result_type is None else _wrapper(result_type)


def _list_wrapper(wrap: Any) -> Any:
    """Objects in a list, wrapped; items that are not objects are skipped (`x-deserialize-skip-invalid-items`)."""

    def wrap_list(value: Any) -> Any:
        return [wrap(item) for item in value if type(item) is dict] if type(value) is list else None

    return wrap_list


def _map_wrapper(wrap: Any) -> Any:
    """Objects as the values of a map (`dict[str, Model]`), wrapped; values that are not objects are kept as they
    are."""

    def wrap_map(value: Any) -> Any:
        return {key: wrap(item) for key, item in value.items()} if type(value) is dict else None

    return wrap_map


def _prim_list_wrapper(types: tuple[type, ...]) -> Any:
    """A list of JSON scalars; items of another type are skipped (`x-deserialize-skip-invalid-items`)."""

    def wrap_list(value: Any) -> Any:
        return [item for item in value if type(item) in types] if type(value) is list else None

    return wrap_list


def _tagged_wrapper(tag: str, variants: dict[str, type[Model]], fallback: type[Model] | None) -> Any:
    def wrap(value: Any) -> Any:
        if type(value) is not dict:
            return value
        kind = value.get(tag)
        cls = variants.get(kind, fallback) if type(kind) is str else fallback
        return value if cls is None else cls.wrap_unchecked(value)

    return wrap


def _untagged_wrapper(variants: tuple[type[Model], ...]) -> Any:
    def wrap(value: Any) -> Any:
        if type(value) is not dict:
            return value
        for cls in variants:
            try:
                cls._check(value)
            except SchemaError:
                continue
            return cls.wrap_unchecked(value)
        return value

    return wrap


# Value checks used by the generated validators. Each raises SchemaError without a path; the caller adds it.

_TYPE_NAMES = {
    str: "a string",
    int: "an integer",
    bool: "a boolean",
    dict: "an object",
    list: "an array",
}


def _expected(what: str, value: Any) -> SchemaError:
    got = "null" if value is None else _TYPE_NAMES.get(type(value), type(value).__name__)
    return SchemaError(f"expected {what}, got {got}")


def _check_tagged(value: Any, tag: str, checks: dict[str, Any], fallback: Any, union: str) -> None:
    if type(value) is not dict:
        raise _expected("an object", value)
    kind = value.get(tag)
    check = checks.get(kind) if type(kind) is str else None
    if check is None:
        if fallback is not None:
            check = fallback
        elif kind is None:
            raise SchemaError(f"missing required field (the {union} kind)", tag)
        elif type(kind) is not str:
            raise _expected("a string", kind)._at(tag)
        else:
            return  # an unknown kind from a newer peer: kept as it is (ACP: preserve unknown variants)
    check(value)


def _check_untagged(value: Any, checks: tuple[Any, ...], union: str) -> None:
    first: SchemaError | None = None
    for check in checks:
        try:
            check(value)
            return
        except SchemaError as exc:
            first = first or exc
    assert first is not None
    raise SchemaError(f"does not match any {union} form ({first})")


# What left the protocol since an earlier generation, used by the generated modules: still served, with a
# DeprecationWarning naming it (stacklevel: the caller of the generated code).


def _deprecated_arg(owner: type, name: str, value: Any) -> Any:
    """`value` as wire JSON, for the argument `name` of `owner`, a field that left the protocol."""
    where = f"{owner.__module__}.{owner.__qualname__}"
    warnings.warn(f"{where}({name}=...) is deprecated: the field left the protocol", DeprecationWarning, stacklevel=3)
    return _u(value)


def _warn_removed_call(wire: str, name: str) -> None:
    warnings.warn(f"{name}() is deprecated: `{wire}` left the protocol", DeprecationWarning, stacklevel=3)


def _deprecated_name(
    module: str, name: str, removed: dict[str, str], renamed: dict[str, str], load: Callable[[], Any]
) -> Any:
    """A schema module's `__getattr__`: a name that left the protocol (from `load()`, the module of the previous
    generation's types) or was renamed (the new name's object), with a DeprecationWarning; AttributeError for any
    other name."""
    if name in renamed:
        new = renamed[name]
        warnings.warn(f"{module}.{name} is deprecated: it is {new} now", DeprecationWarning, stacklevel=3)
        return getattr(sys.modules[module], new)
    if name in removed:
        warnings.warn(f"{module}.{name} is deprecated: {removed[name]}", DeprecationWarning, stacklevel=3)
        return getattr(load(), name)
    raise AttributeError(f"module {module!r} has no attribute {name!r}")
