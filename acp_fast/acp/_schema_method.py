"""The entry of the generated method tables (`schema.AGENT_METHODS`, `schema_v2.CLIENT_METHODS`, ...): one type for
the modules of every protocol version, so that code handling a table handles any of them."""

from __future__ import annotations

from typing import Any, NamedTuple

__all__ = ["Method"]


class Method(NamedTuple):
    """One ACP method: wire name, Python name, params and result types (None: untyped JSON)."""

    wire: str
    name: str
    params: Any
    result: Any
    notification: bool
    unstable: bool
