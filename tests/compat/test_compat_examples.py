"""The official SDK's stdio examples (agent-client-protocol 0.12.1, examples/) as real processes over real pipes.

Each scenario is a client example driving an agent, with what the client must print:

* `client.py` with `echo_agent.py`, and with `agent.py` (lines on stdin are prompts; EOF ends it);
* `duet.py` (it starts `agent.py` itself, with its own interpreter);
* `gemini.py` against a stand-in for the Gemini CLI (peers/gemini_standin.py): one `--prompt --yolo`, and the
  interactive loop answering the permission question `1` (allow) or `2` (reject).

Each runs in these pairings:

* `compat`: both sides rewritten to import `acp_fast.compat` (official_sdk.rewrite);
* `compat-client`: the rewritten client drives the official agent (the official SDK's own venv);
* `compat-agent`: the official client drives the rewritten agent;
* `installed`: the examples unmodified, every process started by the launcher `python -m acp_fast.compat
  SCRIPT` (`acp` resolves to acp_fast.compat), and the agent given to the client as such a command.

The side under test runs on asyncio and on uvloop (peers/with_loop.py sets the policy before the example's
`asyncio.run()`); the official side runs on asyncio. duet.py starts its agent as `sys.executable agent.py`, so
that child always runs on asyncio and, in the `installed` pairing, without the launcher. With
ACP_FAST_COMPAT_TARGET=official the same runs against the official package (nothing rewritten; the launcher
is plain `python`).
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import official_sdk as sdk
import pytest

RUN_TIMEOUT_S = 90
# Example runs at once, per test process: one per two CPUs. An example's client gives its agent 2 s to exit once
# its input ends (the official `spawn_agent_process` default, mirrored); more runs than CPUs starve the agents.
PARALLEL = max(1, (os.cpu_count() or 1) // 2)


@dataclass(frozen=True)
class Side:
    """How one side starts an example: `python *prefix <tree>/examples/<script>`."""

    python: Path
    prefix: tuple[str, ...]
    tree: Path

    def argv(self, script: str) -> list[str]:
        return [str(self.python), *self.prefix, str(self.tree / "examples" / script)]

    def standin(self) -> list[str]:
        return [str(self.python), *self.prefix, str(self.tree / "standin" / sdk.STANDIN.name)]


def _need(what: str) -> object:
    try:
        return sdk.obtain(what)
    except sdk.Unavailable as exc:
        pytest.skip(str(exc))


@pytest.fixture(scope="module")
def sides() -> dict[str, object]:
    _need("sdist")
    tgt = _need("target")
    assert isinstance(tgt, sdk.Target)
    return {"target": tgt, "rewritten": sdk.prepared(tgt), "unmodified": sdk.unmodified()}


def _side(sides: dict[str, object], which: str, loop: str) -> Side:
    tgt = sides["target"]
    assert isinstance(tgt, sdk.Target)
    with_loop = (str(sdk.WITH_LOOP), loop)
    if which == "target":
        return Side(tgt.python, with_loop, Path(str(sides["rewritten"])))
    if which == "installed":
        return Side(tgt.python, (*with_loop, *tgt.launcher), Path(str(sides["unmodified"])))
    official = _need("official")
    assert isinstance(official, Path)
    return Side(official, (), Path(str(sides["unmodified"])))


PAIRINGS = {  # pairing -> (client side, agent side)
    "compat": ("target", "target"),
    "compat-client": ("target", "official"),
    "compat-agent": ("official", "target"),
    "installed": ("installed", "installed"),
}

GEMINI_CONNECTED = ["✅ Connected to Gemini (protocol v1)", "📝 Created session: stand-in-1"]
GEMINI_TURN = [
    "[plan]",
    " - PENDING    look around",
    " - PENDING    write notes",
    "🔧 Write notes (pending)",
]
GEMINI_ALLOWED = [
    "[Client] createTerminal: echo ['hi'] (cwd=None)",
    "[Client] terminalOutput: stand-in-1 term-1",
    "[Client] releaseTerminal: stand-in-1 term-1",
    "🔧 Tool call `call-1` → completed",
    "[agent_thought]",
    "terminal term-1 False",
    "read back: notes on hello gemini",
    "echo: hello gemini",
]
GEMINI_QUESTION = ["🔐 Permission requested: Write notes", "  1. Allow (allow_once)", "  2. Reject (reject_once)"]

# scenario -> (client script, agent script or None (duet, gemini), extra args, stdin, lines expected in order)
SCENARIOS: dict[str, tuple[str, str | None, list[str], str, list[str]]] = {
    "client+echo_agent": (
        "client.py",
        "echo_agent.py",
        [],
        "hello\nsecond line\n",
        ["| Agent: hello", "| Agent: second line"],
    ),
    "client+agent": (
        "client.py",
        "agent.py",
        [],
        "hello\nsecond line\n",
        ["| Agent: Client sent:", "| Agent: hello", "| Agent: Client sent:", "| Agent: second line"],
    ),
    "duet": ("duet.py", None, [], "hi duet\n", ["| Agent: Client sent:", "| Agent: hi duet"]),
    "gemini-prompt-yolo": (
        "gemini.py",
        None,
        ["--yolo", "--prompt", "hello gemini"],
        "",
        [*GEMINI_CONNECTED, *GEMINI_TURN, "[Client] Wrote", "[Client] Read", *GEMINI_ALLOWED],
    ),
    "gemini-interactive-allow": (
        "gemini.py",
        None,
        [],
        "hello gemini\n1\n:exit\n",
        [
            *GEMINI_CONNECTED,
            "Commands: :cancel, :exit",
            *GEMINI_TURN,
            *GEMINI_QUESTION,
            "[Client] Wrote",
            *GEMINI_ALLOWED,
        ],
    ),
    "gemini-interactive-reject": (
        "gemini.py",
        None,
        [],
        "hello gemini\n2\n:exit\n",
        [
            *GEMINI_CONNECTED,
            *GEMINI_TURN,
            *GEMINI_QUESTION,
            "🔧 Tool call `call-1` → failed",
            "permission refused: selected",
        ],
    ),
}


def _cases() -> list[object]:
    cases = []
    for scenario in SCENARIOS:
        for pairing in PAIRINGS:
            if scenario == "duet" and pairing.startswith("compat-"):
                continue  # duet.py starts its agent with its own interpreter: one SDK only
            for loop in ("asyncio", "uvloop"):  # the loop of the side under test
                cases.append(pytest.param(scenario, pairing, loop, id=f"{scenario}-{pairing}-{loop}"))
    return cases


def _run(argv: list[str], stdin: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a client example (its agent is its child, in the same new session: a timeout kills both)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("ACP_COMPAT_")}
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
        env=env,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(stdin, timeout=RUN_TIMEOUT_S)
        code: int | str = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        code = f"{' '.join(argv)} did not finish in {RUN_TIMEOUT_S}s\nstdout:\n{out}\nstderr:\n{err}"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # whatever the example left behind (its agent)
        except ProcessLookupError:
            pass
    return subprocess.CompletedProcess(argv, code, out, err)  # type: ignore[arg-type]


def _assert_in_order(stdout: str, expected: list[str], context: str) -> None:
    position = 0
    for line in expected:
        found = stdout.find(line, position)
        assert found >= 0, f"{line!r} missing (in this order) from the client's output\n{context}"
        position = found + len(line)


def _argv(sides: dict[str, object], scenario: str, pairing: str, loop: str, cwd: Path) -> list[str]:
    client_script, agent_script, extra, _stdin, _expected = SCENARIOS[scenario]
    client_kind, agent_kind = PAIRINGS[pairing]
    client = _side(sides, client_kind, loop)
    agent = _side(sides, agent_kind, loop)
    argv = client.argv(client_script)
    if agent_script is not None:
        argv += agent.argv(agent_script)
    elif client_script == "gemini.py":
        wrapper = cwd / "gemini"
        quoted = " ".join(f"'{part}'" for part in agent.standin())
        wrapper.write_text(f'#!/bin/sh\nexec {quoted} "$@"\n')
        wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
        argv += ["--gemini", str(wrapper)]
    return argv + extra


@pytest.fixture(scope="module")
def runs(
    sides: dict[str, object], request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[tuple[str, str, str], tuple[Path, Future[subprocess.CompletedProcess[str]]]]]:
    """Every selected case started at once, PARALLEL at a time (each is a few interpreters mostly starting up)."""
    selected = [
        (item.callspec.params["scenario"], item.callspec.params["pairing"], item.callspec.params["loop"])
        for item in request.session.items
        if getattr(item, "originalname", None) == "test_official_example"
    ]
    pool = ThreadPoolExecutor(max_workers=PARALLEL)
    started = {}
    for case in selected:
        cwd = tmp_path_factory.mktemp("-".join(case))
        try:
            argv = _argv(sides, *case, cwd)
        except pytest.skip.Exception:
            continue  # the test skips the same way on its own
        started[case] = (cwd, pool.submit(_run, argv, SCENARIOS[case[0]][3], cwd))
    yield started
    pool.shutdown(wait=True, cancel_futures=True)


@pytest.mark.parametrize(("scenario", "pairing", "loop"), _cases())
def test_official_example(
    sides: dict[str, object],
    runs: dict[tuple[str, str, str], tuple[Path, Future[subprocess.CompletedProcess[str]]]],
    scenario: str,
    pairing: str,
    loop: str,
) -> None:
    """The client example prints each expected line in order, exits 0, and nothing raised a traceback."""
    if (scenario, pairing, loop) not in runs:
        _side(sides, PAIRINGS[pairing][0], loop), _side(sides, PAIRINGS[pairing][1], loop)  # skips, saying why
    cwd, future = runs[(scenario, pairing, loop)]
    run = future.result()
    expected = SCENARIOS[scenario][4]
    context = f"$ {' '.join(run.args)}\nexit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    assert not isinstance(run.returncode, str), run.returncode  # a timeout: what it printed is in stdout
    _assert_in_order(run.stdout, expected, context)
    assert run.returncode == 0, context
    assert "Traceback" not in run.stderr, context
    if scenario in ("gemini-prompt-yolo", "gemini-interactive-allow"):
        assert (cwd / "notes.txt").read_text() == "notes on hello gemini\nline two\n", context
