"""Deep copies of models, for the contrib helpers: what they hand out never shares a model with their own state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["copies"]


def copies(items: Sequence[Any] | None) -> list[Any] | None:
    """Deep copies of the models in `items` (None stays None)."""
    if items is None:
        return None
    return [item.model_copy(deep=True) for item in items]
