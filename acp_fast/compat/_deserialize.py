"""The lenient decoding the ACP schema asks for and pydantic cannot say by itself, as field validators
(`mode="wrap"`) of the generated models use it; a model of your own can use them too.

- `x-deserialize-default-on-error`: a field whose value does not validate reads as its default;
- `x-deserialize-skip-invalid-items`: the items of a list that do not validate are dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

__all__ = ["salvage_on_error", "skip_invalid_items"]


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


def skip_invalid_items(value: Any, handler: Callable[[Any], Any]) -> Any:
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
