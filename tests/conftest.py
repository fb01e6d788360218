"""Test harness: every core test runs on both routers, every async test on asyncio and uvloop.

- `core` fixture: "compiled" or "pure"; it installs that router for every Connection the test creates and gives
  `core.env`, the environment that makes a child process load the same one.
- Coroutine tests run in a fresh loop of each kind; anything the loop reports through its exception handler
  ("Task was destroyed but it is pending", "exception was never retrieved", ...) fails the test.
"""

from __future__ import annotations

import asyncio
import gc
import inspect
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from acp_fast import _router
from cores import ROUTER_NAMES, Core, load_core

try:
    import uvloop
except ImportError:  # pragma: no cover - platforms without uvloop
    uvloop = None  # type: ignore[assignment]

# The `core` fixture only selects a module: sharing it across generated inputs is what we want.
settings.register_profile("acp-fast", suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
settings.load_profile("acp-fast")

TEST_TIMEOUT = 60.0


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
