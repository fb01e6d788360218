"""Micro benchmarks of the router, for both cores (pytest-benchmark).

    pytest benchmarks/                        # measure; prints ns per message and compiled/pure ratios at the end
    pytest benchmarks/ --benchmark-disable    # smoke test: each benchmark body runs once, with its checks (CI)

The `router_core` fixture gives the router module of one core: `acp_fast._router_py` (pure) or
`acp_fast._router_c` (compiled; skipped when it is not built, failed when ACP_FAST_REQUIRE_EXTENSIONS=1).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

from acp_fast import _router


@dataclass(frozen=True)
class RouterCore:
    name: str
    module: ModuleType

    def __str__(self) -> str:
        return self.name


@pytest.fixture(params=["compiled", "pure"])
def router_core(request: pytest.FixtureRequest) -> RouterCore:
    name = request.param
    try:
        module = _router.load_twin(name)
    except ImportError as exc:
        if _router.REQUIRE_EXTENSIONS:
            pytest.fail(f"compiled core required but not importable: {exc}")
        pytest.skip(f"{name} core not importable: {exc}")
    return RouterCore(name, module)


# group -> core -> (min, median) seconds per message, printed at the end of the session.
_RESULTS: dict[str, dict[str, tuple[float, float]]] = {}


@pytest.fixture
def bench(benchmark: Any) -> Any:
    """`benchmark`, whose result is kept for the summary when the test set group, extra_info["core"] and
    extra_info["messages_per_round"]."""
    yield benchmark
    stats = getattr(benchmark, "stats", None)
    info = benchmark.extra_info
    if stats is not None and benchmark.group and "core" in info and "messages_per_round" in info:
        per = info["messages_per_round"]
        _RESULTS.setdefault(benchmark.group, {})[info["core"]] = (stats.stats.min / per, stats.stats.median / per)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _RESULTS:
        return
    write = terminalreporter.write_line
    # The minimum is the figure least disturbed by other work on a shared machine; the median is shown beside it.
    terminalreporter.section("acp-fast router: ns per message, min (median), compiled vs pure")
    for group, cores in sorted(_RESULTS.items()):
        parts = [f"{name} {low * 1e9:5.0f} ({mid * 1e9:5.0f})" for name, (low, mid) in sorted(cores.items())]
        line = f"{group:44} " + "   ".join(parts)
        if "compiled" in cores and "pure" in cores:
            (c_low, c_mid), (p_low, p_mid) = cores["compiled"], cores["pure"]
            line += f"   speed-up {p_low / c_low:.2f}x ({p_mid / c_mid:.2f}x)"
        write(line)
