"""Test harness: every core test runs on both routers, every async test on asyncio and uvloop.

- `core` fixture: "compiled" or "pure"; it installs that router for every Connection the test creates and gives
  `core.env`, the environment that makes a child process load the same one.
- Coroutine tests run in a fresh loop of each kind; anything the loop reports through its exception handler
  ("Task was destroyed but it is pending", "exception was never retrieved", ...) fails the test.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import inspect
import os
import sys
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from acp_fast import _router

try:
    import uvloop
except ImportError:  # pragma: no cover - platforms without uvloop
    uvloop = None  # type: ignore[assignment]

# The `core` fixture only selects a module: sharing it across generated inputs is what we want.
settings.register_profile("acp-fast", suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
settings.load_profile("acp-fast")

REQUIRE_EXTENSIONS = bool(os.environ.get("ACP_FAST_REQUIRE_EXTENSIONS"))
NO_EXTENSIONS = bool(os.environ.get("ACP_FAST_NO_EXTENSIONS"))
TEST_TIMEOUT = 60.0
ROUTER_NAMES = ("Batch", "IncomingSlot", "OutgoingSlot", "Router", "is_cancel_notification", "valid_id")


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


@pytest.fixture(params=["compiled", "pure"])
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Core:
    selected = load_core(request.param)
    for name in ROUTER_NAMES:
        monkeypatch.setattr(_router, name, getattr(selected.module, name))
    return selected


LOOPS = ["asyncio", "uvloop"]


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if inspect.iscoroutinefunction(metafunc.function) and "loop_kind" not in metafunc.fixturenames:
        metafunc.fixturenames.append("loop_kind")
        metafunc.parametrize("loop_kind", LOOPS)


def _loop_factory(kind: str) -> Any:
    if kind == "uvloop":
        if uvloop is None:
            pytest.skip("uvloop is not installed")
        return uvloop.new_event_loop
    return asyncio.new_event_loop


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    kind = pyfuncitem.callspec.params["loop_kind"]
    arguments = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
    reports: list[str] = []

    def record(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        reports.append(str(context.get("message")) + " " + repr(context.get("exception") or context.get("task") or ""))

    async def run() -> None:
        asyncio.get_running_loop().set_exception_handler(record)
        await asyncio.wait_for(pyfuncitem.obj(**arguments), TEST_TIMEOUT)

    with asyncio.Runner(loop_factory=_loop_factory(kind)) as runner:
        runner.run(run())
    arguments.clear()
    gc.collect()
    if reports:
        pytest.fail("the event loop reported:\n" + "\n".join(reports))
    return True


@pytest.fixture
def python() -> str:
    return sys.executable
