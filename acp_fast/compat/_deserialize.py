"""The lenient decoding the ACP schema asks for and pydantic cannot say by itself, as field validators
(`mode="wrap"`) of the generated models use it; a model of your own can use them too.

- `x-deserialize-default-on-error`: a field whose value does not validate reads as its default;
- `x-deserialize-skip-invalid-items`: the items of a list that do not validate are dropped.

`coerce_protocol_version` and `use_default_on_error` are the validators 1.0.0rc3's models use (a model of your own
written for rc3 may import them too); the trailing `_info` parameter takes pydantic's `ValidationInfo`, unused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from pydantic_core import PydanticUseDefault

__all__ = ["coerce_protocol_version", "salvage_on_error", "skip_invalid_items", "use_default_on_error"]


def coerce_protocol_version(value: Any, _info: Any = None) -> int:
    """A protocol version as an integer: a numeric string is read as its number, anything else (a legacy version
    string such as a date) as 1, the first version, so that an old peer's `initialize` is answered, not refused."""
    if isinstance(value, int):
        return value
    try:
        return int(value)
    except (TypeError, ValueError):
        return 1


def use_default_on_error(value: Any, handler: Callable[[Any], Any], _info: Any = None) -> Any:
    """`value` validated, or else the field's declared default (pydantic fills it in)."""
    try:
        return handler(value)
    except ValidationError:
        raise PydanticUseDefault() from None


def salvage_on_error(value: Any, handler: Callable[[Any], Any], fallback: Callable[[], Any]) -> Any:
    """`value` validated, or else `fallback()` (validated too when it can be, so an object default is a model)."""
    try:
        return handler(value)
    except ValidationError:
        pass
    value = fallback()
    try:
        return handler(value)
    except ValidationError:
        return value


def skip_invalid_items(value: Any, handler: Callable[[Any], Any], _info: Any = None) -> Any:
    """`value` validated, or else the list of its items that validate (each through the field's own handler)."""
    try:
        return handler(value)
    except ValidationError:
        if not isinstance(value, list):
            raise
    kept: list[Any] = []
    for item in value:
        try:
            kept.extend(handler([item]))
        except ValidationError:
            pass
    return kept
