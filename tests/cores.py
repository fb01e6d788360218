"""The two router implementations as test parameters: which is importable, and the environment that makes a
child process load the same one. (A module of its own: `conftest` is ambiguous when tests/ and benchmarks/ are
collected together.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType

import pytest

from acp_fast import _router

# The selector's own reading of the switches (one rule, one home).
REQUIRE_EXTENSIONS = _router.REQUIRE_EXTENSIONS
NO_EXTENSIONS = _router.NO_EXTENSIONS
# The core this process runs (the selector chose it at import): the one the `core` fixture gives.
LOADED = "compiled" if _router.COMPILED else "pure"


def compiled_built() -> bool:
    """Whether this install has the compiled core at all (a pure build has not; a compiled build running the pure
    twin because ACP_FAST_NO_EXTENSIONS=1 has). It imports the compiled module: only the tests about selection ask."""
    try:
        _router.load_twin("compiled")
    except ImportError:
        return False
    return True


@dataclass(frozen=True)
class Core:
    name: str
    module: ModuleType
    env: dict[str, str] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.name


def load_core(name: str) -> Core:
    """The router module of one implementation; skips (or fails, when required) if it is not built."""
    if name == "compiled" and NO_EXTENSIONS:
        pytest.skip("pure build (ACP_FAST_NO_EXTENSIONS=1)")
    try:
        module = _router.load_twin(name)
    except ImportError as exc:
        if REQUIRE_EXTENSIONS:
            pytest.fail(f"compiled core required but not importable: {exc}")
        pytest.skip("compiled core not built")
    return Core(name, module, _router.core_environment(name))
