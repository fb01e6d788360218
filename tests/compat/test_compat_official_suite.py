"""The official SDK's own tests (agent-client-protocol 0.12.1), rewritten to import `acp_fast.compat`.

They run once per session while this module is collected: two pytest subprocesses side by side (the venv of
this suite, with pytest-asyncio on PYTHONPATH), one on asyncio and one on uvloop (the copy's root conftest,
official_conftest.py, sets pytest-asyncio's loop). Each of their results is then one test here, its id the loop
and the official node id. `examples/gemini.py`'s own test is switched on, against the Gemini stand-in.

Left out, each with its reason (`LEFT_OUT` below): tests/http (HTTP and WebSocket transports are a later piece
of work), the code generator's tests, the tests that only reach private internals, one timing assertion, and the few
that assert a 0.12.1 behaviour acp-fast deliberately improves. ACP_FAST_COMPAT_TARGET=official runs the same against the
official package itself (nothing rewritten): every test here should then pass.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
from pathlib import Path
from typing import Any

import official_sdk as sdk
import pytest

SUITE_TIMEOUT_S = 600

# Node ids (a file: the whole file) of official tests that are not run, and why. A file is left out with
# --ignore (nothing of it is imported); a test with --deselect (every parametrisation of it).
LEFT_OUT: dict[str, str] = {
    # Not this piece of work.
    "tests/http": "HTTP and WebSocket transports (acp.http, acp.ws) are a later piece of work",
    "tests/test_gen_all.py": "tests the official code generator scripts (scripts/gen_*.py), not the SDK",
    # Private internals only.
    "tests/test_connection_recovery.py": (
        "private internals: drives Connection._receive_loop over a mocked StreamWriter, patches"
        " _process_message, reads _disconnected"
    ),
    "tests/test_request_error_logging.py": (
        "private internals: calls Connection._run_request / _run_notification directly"
    ),
    "tests/test_rpc.py::test_cancelled_request_is_removed_from_pending_map": (
        "private internals: asserts Connection._pending is empty"
    ),
    "tests/test_rpc.py::test_connection_init_under_eager_task_factory": (
        "private internals: reads Connection._transport._receive_timeout and _disconnected"
    ),
    # A timing assertion.
    "tests/real_user/test_stdio_limits.py::test_run_agent_stdio_buffer_limit": (
        "gives a child process 2 s for its whole run (interpreter start, imports, one answer), which a parallel run"
        " on 2 busy CPUs exceeds; test_compat_runtime.py::test_run_agent_reads_a_line_longer_than_its_buffer checks"
        " the same without the clock"
    ),
    # 0.12.1 behaviour that acp-fast deliberately improves.
    "tests/test_rpc.py::test_ignore_invalid_messages": (
        "acp-fast answers a message that is neither request, notification nor response with -32600 (an id-less"
        " error), where 0.12.1 ignores it"
    ),
}


LOOPS = ("asyncio", "uvloop")


def _run_suite() -> list[dict[str, Any]]:
    """Run the rewritten official tests once per event loop, the two runs side by side; one entry per test."""
    tgt = sdk.obtain("target")
    pythonpath = sdk.obtain("suite")
    assert isinstance(tgt, sdk.Target) and isinstance(pythonpath, list)
    tree = sdk.prepared(tgt)
    standin = tree / "gemini-stand-in"
    standin.write_text(f"#!/bin/sh\nexec '{tgt.python}' '{tree / 'standin' / sdk.STANDIN.name}' \"$@\"\n")
    standin.chmod(standin.stat().st_mode | stat.S_IXUSR)
    runs = {}
    for loop in LOOPS:
        report = tree / f"report-{loop}.json"
        report.unlink(missing_ok=True)
        cmd = [str(tgt.python), "-m", "pytest", "tests", "-q", "-p", "no:cacheprovider", "-p", "report_plugin"]
        cmd += ["--continue-on-collection-errors"]  # a module that cannot be imported is one result, not the end
        cmd += ["-o", "asyncio_default_fixture_loop_scope=function", "--junitxml", str(tree / f"junit-{loop}.xml")]
        for nodeid in LEFT_OUT:
            cmd += ["--ignore" if "::" not in nodeid else "--deselect", nodeid]
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(sdk.PEERS), *pythonpath]),
            "ACP_COMPAT_LOOP": loop,
            "ACP_COMPAT_REPORT": str(report),
            "ACP_ENABLE_GEMINI_TESTS": "1",
            "ACP_GEMINI_BIN": str(standin),
        }
        log = open(tree / f"pytest-{loop}.log", "w")  # closed below, once the run is over
        proc = subprocess.Popen(
            cmd,
            cwd=tree,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        runs[loop] = (proc, log, report)
    results = []
    problems = []
    for loop, (proc, log, report) in runs.items():
        try:
            proc.wait(timeout=SUITE_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            problems.append(f"{loop}: the official suite did not finish in {SUITE_TIMEOUT_S}s")
        finally:
            log.close()
        entries = json.loads(report.read_text()) if report.is_file() else []
        if not entries:
            text = Path(log.name).read_text()[-4000:]
            problems.append(f"{loop}: the official suite reported nothing (exit {proc.returncode}):\n{text}")
        results += [dict(entry, loop=loop) for entry in entries]
    if problems:
        raise RuntimeError("\n".join(problems))
    return results


def _cases() -> list[Any]:
    left_out = [pytest.param({"nodeid": n, "outcome": "left out", "message": r}, id=n) for n, r in LEFT_OUT.items()]
    try:
        results = _run_suite()
    except (sdk.Unavailable, RuntimeError) as exc:
        kind = "unavailable" if isinstance(exc, sdk.Unavailable) else "broken"
        return [pytest.param({"nodeid": "(the official suite)", "outcome": kind, "message": str(exc)}, id=kind)]
    return [pytest.param(entry, id=f"{entry['loop']}:{entry['nodeid']}") for entry in results] + left_out


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "official_result" in metafunc.fixturenames:
        metafunc.parametrize("official_result", _cases())


def test_official_test(official_result: dict[str, Any]) -> None:
    """The official test named by the id passes against the target (or is left out, or skipped by itself)."""
    outcome, message = official_result["outcome"], official_result["message"]
    if outcome == "passed":
        return
    if outcome == "left out":
        pytest.skip(f"left out by the harness: {message}")
    if outcome == "unavailable":
        pytest.skip(message)
    if outcome == "skipped":
        pytest.skip(f"skipped by the official suite: {message}")
    details = official_result.get("details", "")
    pytest.fail(f"{official_result['nodeid']}: {outcome}: {message}\n\n{details}", pytrace=False)


def test_the_suite_ran_what_it_should() -> None:
    """Each official run (one per event loop) covered every test file the harness does not leave out."""
    tree = Path(sdk.BUILD) / f"rewritten-{sdk.target_name()}"
    reports = [tree / f"report-{loop}.json" for loop in LOOPS]
    if not all(report.is_file() for report in reports):
        pytest.skip("the official suite did not run (see test_official_test)")
    for loop, report in zip(LOOPS, reports, strict=True):
        nodeids = [entry["nodeid"] for entry in json.loads(report.read_text())]
        files = {nodeid.split("::")[0] for nodeid in nodeids}
        expected = {
            str(path.relative_to(tree))
            for path in (tree / "tests").rglob("test_*.py")
            if not any(str(path.relative_to(tree)).startswith(n) for n in LEFT_OUT if "::" not in n)
        }
        assert expected <= files, f"{loop}: official test files with no result: {sorted(expected - files)}"
