"""Test harness: every core test runs on the core this process loaded, every async test on asyncio and uvloop.

- `core` fixture: the core the selector loaded, "compiled" or "pure", and `core.env`, the environment that makes a
  child process load the same one. A process runs one core, as an application does (the request classes subclass
  the loaded core's `SentRequestCore` at import): CI runs the suite in a compiled build and in a pure one. The
  differential tests compare the two cores side by side (sans-I/O in one process, or the pure side in a child).
- Coroutine tests run in a fresh loop of each kind; anything the loop reports through its exception handler
  ("Task was destroyed but it is pending", "exception was never retrieved", ...) fails the test, and so does a task
  the test left running that does not end within CLEANUP_TIMEOUT of its cancellation (named with its stack).
- `--skip-any-build`: the tests marked `any_build` are skipped (what they check is the same in either build: the
  trace reader and viewer, the bench runner's plumbing, static checks of the source, the generated types, the
  drop-in's names and models). CI's pure-build stage uses it: its compiled stage has run them once.
- `--long` (default off): the soak tests (`@pytest.mark.soak`, read through the `soak` fixture) run their long
  form, over a million inputs with a random seed, without the 60 s guard (they guard each round themselves);
  `--soak-seed=N` replays a seed.
"""

from __future__ import annotations

import asyncio
import gc
import inspect
import io
import random
from dataclasses import dataclass
from typing import Any

import pytest
from cores import LOADED, Core, load_core
from hypothesis import HealthCheck, settings

try:
    import uvloop
except ImportError:  # pragma: no cover - platforms without uvloop
    uvloop = None  # type: ignore[assignment]

# The `core` fixture only selects a module: sharing it across generated inputs is what we want.
settings.register_profile("acp-fast", suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
settings.load_profile("acp-fast")

TEST_TIMEOUT = 60.0
CLEANUP_TIMEOUT = 10.0  # for the tasks a test left running, once it ended
SOAK_SEED = 20_240_611  # the soak tests' default seed: reproducible in CI


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", default=False, help="run the soak tests' long form (minutes)")
    parser.addoption(
        "--soak-seed", type=int, default=None, help="the soak tests' seed (default: fixed, random with --long)"
    )
    parser.addoption(
        "--skip-any-build",
        action="store_true",
        default=False,
        help="skip the tests marked any_build: the same in either build (CI's pure-build stage)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "soak: fuzz-and-soak test, long form with --long")
    config.addinivalue_line("markers", "any_build: checks what is the same in either build (CI's pure stage skips it)")
    if config.getoption("long") and config.getoption("soak_seed") is None:
        config.option.soak_seed = random.SystemRandom().randrange(2**32)  # one seed for the whole run


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.config.getoption("skip_any_build") and item.get_closest_marker("any_build") is not None:
        pytest.skip("--skip-any-build: the same in either build")


@dataclass(frozen=True)
class Soak:
    long: bool
    seed: int


@pytest.fixture
def soak(request: pytest.FixtureRequest) -> Soak:
    """The soak tests' mode: `long` (`--long`) and the seed (`--soak-seed`)."""
    seed = request.config.getoption("soak_seed")
    return Soak(long=request.config.getoption("long"), seed=SOAK_SEED if seed is None else seed)


@pytest.fixture(params=[LOADED])
def core(request: pytest.FixtureRequest) -> Core:
    return load_core(request.param)


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

    long_soak = pyfuncitem.get_closest_marker("soak") is not None and pyfuncitem.config.getoption("long")

    async def run() -> None:
        asyncio.get_running_loop().set_exception_handler(record)
        await asyncio.wait_for(pyfuncitem.obj(**arguments), None if long_soak else TEST_TIMEOUT)

    loop = _loop_factory(kind)()
    try:
        loop.run_until_complete(run())
    finally:
        stuck = _cancel_the_rest(loop)
        loop.close()
    arguments.clear()
    gc.collect()
    if stuck:
        pytest.fail("tasks left running ignored their cancellation:\n" + "\n".join(stuck))
    if reports:
        pytest.fail("the event loop reported:\n" + "\n".join(reports))
    return True


def _cancel_the_rest(loop: asyncio.AbstractEventLoop) -> list[str]:
    """Cancel what the test left running and wait CLEANUP_TIMEOUT for it (asyncio.Runner would wait forever for a
    task that ignores its cancellation, and the whole run would hang there); the stacks of those that did not end."""
    tasks = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        loop.run_until_complete(asyncio.wait(tasks, timeout=CLEANUP_TIMEOUT))
    stuck = [f"{task!r}\n{_stack(task)}" for task in tasks if not task.done()]
    for shutdown in (loop.shutdown_asyncgens(), loop.shutdown_default_executor()):
        loop.run_until_complete(asyncio.wait([loop.create_task(shutdown)], timeout=CLEANUP_TIMEOUT))
    return stuck


def _stack(task: asyncio.Task[Any]) -> str:
    out = io.StringIO()
    task.print_stack(file=out)
    return out.getvalue()
