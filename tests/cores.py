"""The two router implementations as test parameters: which is importable, and the environment that makes a
child process load the same one. (A module of its own: `conftest` is ambiguous when tests/ and benchmarks/ are
collected together.)"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass, field
from types import ModuleType

import pytest

REQUIRE_EXTENSIONS = bool(os.environ.get("ACP_FAST_REQUIRE_EXTENSIONS"))
NO_EXTENSIONS = bool(os.environ.get("ACP_FAST_NO_EXTENSIONS"))
ROUTER_NAMES = (
    "Batch", "IncomingSlot", "OutgoingSlot", "RawJSON", "Router", "is_cancel_notification", "unwrap_envelope",
    "valid_id", "wrap_envelope",
)


@dataclass(frozen=True)
class Core:
    name: str
    module: ModuleType
    env: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.name


def load_core(name: str) -> Core:
    """The router module of one implementation; skips (or fails, when required) if it is not built."""
    if name == "pure":
        env = dict(os.environ, ACP_FAST_NO_EXTENSIONS="1")
        env.pop("ACP_FAST_REQUIRE_EXTENSIONS", None)
        return Core("pure", importlib.import_module("acp_fast._router_py"), env)
    if NO_EXTENSIONS:
        pytest.skip("pure build (ACP_FAST_NO_EXTENSIONS=1)")
    try:
        module = importlib.import_module("acp_fast._router_c")
    except ImportError as exc:
        if REQUIRE_EXTENSIONS:
            pytest.fail(f"compiled core required but not importable: {exc}")
        pytest.skip("compiled core not built")
    env = dict(os.environ, ACP_FAST_REQUIRE_EXTENSIONS="1")
    env.pop("ACP_FAST_NO_EXTENSIONS", None)
    return Core("compiled", module, env)
