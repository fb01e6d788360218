"""The optional extras (`pip install 'acp-fast[EXTRA]'`): the one error a feature raises when its extra is missing.

Each feature that needs an extra imports it when the feature is first used, and turns the ImportError into this
one, which names the extra to install.
"""

from __future__ import annotations

__all__ = ["missing_extra"]


def missing_extra(feature: str, extra: str, error: ImportError) -> ImportError:
    """The error for a feature whose optional dependencies are not installed: it names the extra to install."""
    return ImportError(f"{feature} needs the {extra!r} extra: pip install 'acp-fast[{extra}]' ({error})")
