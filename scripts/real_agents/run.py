"""Run real, published ACP agents through a whole session twice: on the official SDK, then on acp_fast.compat.

The compat layer promises that a program written for the official Python SDK (`import acp`) runs unmodified under
`python -m acp_fast.compat`. Unit tests check names and behaviours one by one; this harness checks the promise
where it matters, on agents people install from PyPI. For each agent in `agents.AGENTS`:

1. a venv of its own under build/real_agents/<name>/venv with the agent, the official SDK release it pins, and
   acp-fast (from a wheel built from this working tree, rebuilt whenever the sources are newer) with its `compat`
   extra;
2. a fake model on 127.0.0.1 (fake_model.py) that the agent is configured to use, in a temporary HOME;
3. the same session, driven by the official SDK's client (session_client.py, in a venv of its own): once with the
   agent's own command, once with that command under `python -m acp_fast.compat`.

The report (stdout; everything else goes to stderr through `logging`) is one table of agent × step × run, then
each step where compat did worse than official, with the agent's last traceback from its stderr. The bar: every
agent that works on the official SDK works on compat, and compat answers each step at least as well.

    .venv/bin/python scripts/real_agents/run.py --all
    .venv/bin/python scripts/real_agents/run.py --agent hermes-agent --json

Agents needing a newer Python than the one running this find it through --python3.12 / $REAL_AGENTS_PYTHON312
(any interpreter >= that version, e.g. python3.13), or as python3.12 / python3.13 on PATH; without one they are
reported as skipped. Exit status: 0 when compat met the bar for every agent that ran, 1 otherwise, 2 on a setup
error (an install or build that failed; its command and exit code are logged).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from agents import AGENTS, AgentSpec, RunContext  # noqa: E402
from fake_model import REPLY_MARKER, FakeModelServer  # noqa: E402

log = logging.getLogger("real_agents")

REPO = HERE.parents[1]
BUILD = REPO / "build" / "real_agents"
CLIENT_ACP_VERSION = "0.12.1"
STEPS = (
    "initialize",
    "session/new",
    "prompt",
    "cancel: session/cancel",
    "cancel: $/cancel_request",
    "follow-up prompt",
    "shutdown",
)
RANK = {"pass": 2, "ignored": 1, "fail": 0, "skipped": 0, "missing": 0}
DEFAULT_TIMEOUTS = {
    "initialize": 60.0,
    "session_new": 60.0,
    "prompt": 60.0,
    "first_chunk": 20.0,
    "cancel_answer": 25.0,
    "exit": 10.0,
}
INSTALL_TIMEOUT = 1800.0
WHEEL_TIMEOUT = 900.0
# What rebuilds the acp-fast wheel when newer than it.
WHEEL_SOURCES = ("acp_fast", "src", "pyproject.toml", "CMakeLists.txt")


class SetupError(RuntimeError):
    """An install or build step failed; the message names the command and its exit code."""


# -- commands and venvs -----------------------------------------------------------------------------------------


def run_command(command: list[str], *, timeout: float, log_file: Path, env: dict[str, str] | None = None) -> None:
    """Run a setup command with its output in `log_file`; raise SetupError naming it on failure or timeout."""
    log_file.parent.mkdir(parents=True, exist_ok=True)
    printable = " ".join(command)
    log.info("$ %s  (output: %s)", printable, log_file)
    with log_file.open("ab") as out:
        out.write(f"\n$ {printable}\n".encode())
        out.flush()
        try:
            completed = subprocess.run(
                command, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=timeout, env=env
            )
        except subprocess.TimeoutExpired:
            raise SetupError(f"`{printable}` did not finish within {timeout:.0f}s (output: {log_file})") from None
        except OSError as exc:
            raise SetupError(f"`{printable}` could not start: {exc}") from None
    if completed.returncode != 0:
        tail = _tail(log_file, 15)
        raise SetupError(f"`{printable}` exited with code {completed.returncode} (output: {log_file}):\n{tail}")


def _tail(path: Path, lines: int) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def python_version(python: str) -> tuple[int, int] | None:
    try:
        out = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:2])"],
            capture_output=True,
            text=True,
            timeout=30,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    major, minor = out.split()
    return int(major), int(minor)


def find_python(minimum: tuple[int, int], override: str | None) -> str | None:
    """An interpreter >= `minimum`: this one, the override, or python3.N on PATH (newest first)."""
    if sys.version_info[:2] >= minimum:
        return sys.executable
    candidates = [override] if override else []
    candidates += [f"python3.{minor}" for minor in range(14, minimum[1] - 1, -1)]
    for candidate in candidates:
        path = shutil.which(candidate) if candidate else None
        if path and (version := python_version(path)) and version >= minimum:
            return path
    return None


def ensure_venv(venv: Path, python: str, requirements: list[str], log_file: Path) -> None:
    """A venv at `venv` with `requirements` installed; redone only when the requirements (or python) change."""
    stamp = hashlib.sha256(json.dumps([python, requirements]).encode()).hexdigest()
    marker = venv / ".real_agents_ready"
    if marker.is_file() and marker.read_text() == stamp:
        log.info("venv %s is ready", venv)
        return
    if not (venv / "bin" / "python").exists():
        run_command([python, "-m", "venv", str(venv)], timeout=300, log_file=log_file)
    pip = str(venv / "bin" / "pip")
    run_command(
        [pip, "install", "--disable-pip-version-check", *requirements], timeout=INSTALL_TIMEOUT, log_file=log_file
    )
    marker.write_text(stamp)


def freeze(venv: Path) -> dict[str, str]:
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "list", "--format=json", "--disable-pip-version-check"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    return {row["name"].lower(): row["version"] for row in json.loads(out)}


def acp_fast_wheel(python: str, log_file: Path) -> Path:
    """The acp-fast wheel for `python`'s version, built from the working tree when missing or older than it."""
    version = python_version(python)
    if version is None:
        raise SetupError(f"cannot run {python}")
    tag = f"cp{version[0]}{version[1]}"
    folder = BUILD / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    wheels = sorted(folder.glob(f"acp_fast-*-{tag}-*.whl"), key=lambda p: p.stat().st_mtime)
    newest_source = max(
        (p.stat().st_mtime for name in WHEEL_SOURCES for p in _files(REPO / name)),
        default=0.0,
    )
    if wheels and wheels[-1].stat().st_mtime >= newest_source:
        return wheels[-1]
    for stale in wheels:
        stale.unlink()
    builder = REPO / ".venv" / "bin" / "python" if tag == f"cp{sys.version_info[0]}{sys.version_info[1]}" else None
    if builder is None or not builder.exists():
        builder = Path(python)
    log.info("building the acp-fast wheel for %s from the working tree (compiles Cython, a few minutes)", tag)
    run_command(
        [
            str(builder),
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--disable-pip-version-check",
            # A CMake build folder of its own: the repo's build/{wheel_tag} belongs to the editable install.
            f"--config-settings=build-dir={BUILD / 'cmake' / '{wheel_tag}'}",
            str(REPO),
            "-w",
            str(folder),
        ],
        timeout=WHEEL_TIMEOUT,
        log_file=log_file,
    )
    wheels = sorted(folder.glob(f"acp_fast-*-{tag}-*.whl"), key=lambda p: p.stat().st_mtime)
    if not wheels:
        raise SetupError(f"pip wheel finished but left no acp_fast-*-{tag}-*.whl in {folder}")
    return wheels[-1]


def _files(path: Path) -> list[Path]:
    if path.is_file():
        return [path]
    if not path.is_dir():
        return []
    return [p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".so"]


def install_compat(venv: Path, wheel: Path, log_file: Path) -> list[str]:
    """Install acp-fast[compat] into the agent's venv; return the agent's packages it changed (should be none)."""
    before = freeze(venv)
    installed = before.get("acp-fast")
    stamp = venv / ".acp_fast_wheel"
    if installed and stamp.is_file() and stamp.read_text() == f"{wheel.name}:{wheel.stat().st_mtime}":
        return []
    pip = str(venv / "bin" / "pip")
    run_command(
        [pip, "install", "--disable-pip-version-check", "--force-reinstall", "--no-deps", str(wheel)],
        timeout=INSTALL_TIMEOUT,
        log_file=log_file,
    )
    # Its dependencies (orjson, uvloop, pydantic), without touching what the agent already has.
    run_command(
        [pip, "install", "--disable-pip-version-check", f"{wheel}[compat]"], timeout=INSTALL_TIMEOUT, log_file=log_file
    )
    after = freeze(venv)
    stamp.write_text(f"{wheel.name}:{wheel.stat().st_mtime}")
    return [
        f"{name} {before[name]} -> {after.get(name, 'removed')}"
        for name in before
        if name != "acp-fast" and after.get(name) != before[name]
    ]


# -- one run ----------------------------------------------------------------------------------------------------


@dataclass
class RunResult:
    mode: str
    steps: dict[str, dict[str, Any]] = field(default_factory=dict)
    seconds: float = 0.0
    error: str = ""
    stderr_log: str = ""
    traceback: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


# A log line's prefix, as loguru and logging format them: "2026-01-01 12:00:00.000 | ERROR    | where |  - ".
LOG_PREFIX = re.compile(r"^\d{4}-\d\d-\d\d[ T][\d:.,]+ \| [A-Z]+ +\| [^|]* \|\s+- ")


def last_traceback(*paths: Path) -> str:
    """The last Python traceback in the first of `paths` that has one (the agent's stderr, then its own logs)."""
    for path in paths:
        raw = path.read_text(errors="replace") if path.is_file() else ""
        text = "\n".join(LOG_PREFIX.sub("", line) for line in raw.splitlines())
        start = text.rfind("Traceback (most recent call last):")
        if start < 0:
            continue
        lines = text[start:].splitlines()
        end = next(
            (i for i, line in enumerate(lines[1:], 1) if line and not line.startswith((" ", "\t", "Traceback"))),
            len(lines) - 1,
        )
        return f"(from {path})\n" + "\n".join(lines[: end + 1])
    return ""


def base_env(home: Path, venv: Path) -> dict[str, str]:
    """A clean environment: the run's HOME, the agent's venv first on PATH, no proxies, no user config."""
    env = {
        "HOME": str(home),
        "PATH": os.pathsep.join([str(venv / "bin"), "/usr/local/bin", "/usr/bin", "/bin"]),
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "TERM": "dumb",
        "TMPDIR": str(home / "tmp"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "NO_PROXY": "127.0.0.1,localhost",
        "PYTHONUNBUFFERED": "1",
    }
    (home / "tmp").mkdir(parents=True, exist_ok=True)
    return env


def run_session(agent: AgentSpec, venv: Path, client_python: Path, model_url: str, compat: bool) -> RunResult:
    mode = "compat" if compat else "official"
    result = RunResult(mode)
    root = BUILD / agent.name / "runs" / mode
    shutil.rmtree(root, ignore_errors=True)
    home, workdir = root / "home", root / "work"
    workdir.mkdir(parents=True)
    home.mkdir(parents=True)
    (workdir / "README.md").write_text("A scratch project for the real-agents harness.\n")
    ctx = RunContext(home=home, workdir=workdir, model_url=model_url)
    env = base_env(home, venv)
    env.update(agent.configure(ctx))
    timeouts = {**DEFAULT_TIMEOUTS, **agent.timeouts}
    stderr_log = root / "agent-stderr.log"
    spec = {
        "command": agent.command(venv, compat),
        "env": env,
        "cwd": str(workdir),
        "stderr_log": str(stderr_log),
        "reply_marker": REPLY_MARKER,
        "timeouts": timeouts,
    }
    spec_file, result_file = root / "spec.json", root / "result.json"
    spec_file.write_text(json.dumps(spec, indent=2))
    limit = sum(timeouts.values()) + timeouts["prompt"] + timeouts["cancel_answer"] + 60
    command = [str(client_python), str(HERE / "session_client.py"), str(spec_file), str(result_file)]
    log.info("%s (%s): %s", agent.name, mode, " ".join(spec["command"]))
    started = time.monotonic()
    client_log = root / "client.log"
    try:
        with client_log.open("wb") as out:
            completed = subprocess.run(
                command,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                timeout=limit,
                env={**base_env(home, venv), "PATH": os.pathsep.join(["/usr/local/bin", "/usr/bin", "/bin"])},
                cwd=workdir,
            )
    except subprocess.TimeoutExpired:
        result.error = f"`{' '.join(command)}` did not finish within {limit:.0f}s (log: {client_log})"
    else:
        if completed.returncode != 0:
            result.error = (
                f"`{' '.join(command)}` exited with code {completed.returncode} (log: {client_log}):\n"
                + _tail(client_log, 15)
            )
    result.seconds = round(time.monotonic() - started, 1)
    result.stderr_log = str(stderr_log)
    if result_file.is_file():
        data = json.loads(result_file.read_text())
        result.steps = {step["name"]: step for step in data.pop("steps")}
        result.extra = data
    # Some agents log to files of their own under HOME rather than to stderr.
    own_logs = sorted(home.rglob("*.log"), key=lambda p: p.stat().st_mtime, reverse=True)
    result.traceback = last_traceback(stderr_log, *own_logs)
    return result


# -- the report -------------------------------------------------------------------------------------------------


@dataclass
class AgentReport:
    agent: AgentSpec
    modes: tuple[str, ...] = ("official", "compat")
    skipped: str = ""
    setup_error: str = ""
    compat_install_changes: list[str] = field(default_factory=list)
    wheel: str = ""
    runs: dict[str, RunResult] = field(default_factory=dict)

    def status(self, mode: str, step: str) -> str:
        run = self.runs.get(mode)
        if run is None:
            return "missing"
        return run.steps.get(step, {}).get("status", "missing")

    def regressions(self) -> list[str]:
        """The steps where compat did worse than official."""
        if "official" not in self.runs or "compat" not in self.runs:
            return []
        return [step for step in STEPS if RANK[self.status("compat", step)] < RANK[self.status("official", step)]]

    def verdict(self) -> str:
        if self.skipped:
            return "skipped"
        if self.setup_error:
            return "setup error"
        if set(self.runs) != set(self.modes):
            return "incomplete"
        if len(self.modes) == 1:
            passed = sum(RANK[self.status(self.modes[0], s)] > 0 for s in STEPS)
            return f"{self.modes[0]} only: {passed}/{len(STEPS)} steps answered"
        if self.regressions():
            return "COMPAT WORSE"
        official_ok = all(RANK[self.status("official", s)] > 0 for s in STEPS)
        return "ok" if official_ok else "ok (official fails too)"

    def failed(self) -> bool:
        """Compat did worse than official, a run is missing, or (one mode alone) a step was not answered."""
        if self.skipped or self.setup_error:
            return False
        if set(self.runs) != set(self.modes) or self.regressions():
            return True
        return len(self.modes) == 1 and any(RANK[self.status(self.modes[0], s)] == 0 for s in STEPS)

    def to_json(self) -> dict[str, Any]:
        return {
            "agent": self.agent.name,
            "package": f"{self.agent.package}=={self.agent.version}",
            "acp_pin": self.agent.acp_pin,
            "verdict": self.verdict(),
            "skipped": self.skipped,
            "setup_error": self.setup_error,
            "acp_fast_wheel": self.wheel,
            "compat_install_changes": self.compat_install_changes,
            "regressions": self.regressions(),
            "runs": {
                mode: {
                    "seconds": run.seconds,
                    "error": run.error,
                    "steps": run.steps,
                    "agent_stderr_log": run.stderr_log,
                    "agent_traceback": run.traceback,
                    **run.extra,
                }
                for mode, run in self.runs.items()
            },
        }


def _cell(report: AgentReport, mode: str, step: str) -> str:
    run = report.runs.get(mode)
    if run is None:
        return "-"
    entry = run.steps.get(step)
    if entry is None:
        return "missing"
    return f"{entry['status']}: {entry['detail']}" if entry["detail"] else entry["status"]


def render_text(reports: list[AgentReport], elapsed: float) -> str:
    lines = [f"Real agents: official SDK vs acp_fast.compat (client: official acp {CLIENT_ACP_VERSION})", ""]
    for report in reports:
        agent = report.agent
        head = f"== {agent.name} {agent.version} (pins acp {agent.acp_pin}) -- {report.verdict()}"
        lines.append(head)
        if report.skipped:
            lines += [f"   skipped: {report.skipped}", ""]
            continue
        if report.setup_error:
            lines += [f"   setup error: {report.setup_error}", ""]
            continue
        if report.compat_install_changes:
            lines.append(f"   installing acp-fast changed: {', '.join(report.compat_install_changes)}")
        width = max(len(s) for s in STEPS)
        for step in STEPS:
            mark = "  <-- compat worse" if step in report.regressions() else ""
            lines.append(f"   {step:<{width}}  official: {_cell(report, 'official', step)}")
            lines.append(f"   {'':<{width}}  compat:   {_cell(report, 'compat', step)}{mark}")
        for mode, run in report.runs.items():
            if run.error:
                lines.append(f"   {mode} client error: {run.error}")
            if run.extra.get("non_json_stdout_lines"):
                lines.append(f"   {mode}: {run.extra['non_json_stdout_lines']} non-JSON line(s) on the agent's stdout")
            lines.append(f"   {mode}: {run.seconds}s, agent stderr: {run.stderr_log}")
        compat = report.runs.get("compat")
        if report.regressions() and compat is not None and compat.traceback:
            lines.append("   compat run, the agent's last traceback:")
            lines += [f"     {line}" for line in compat.traceback.splitlines()]
        lines.append("")
    lines.append("Summary")
    for report in reports:
        lines.append(f"   {report.agent.name:<18} {report.verdict()}")
    lines.append(f"   total time {elapsed:.0f}s")
    return "\n".join(lines)


# -- main -------------------------------------------------------------------------------------------------------


def prepare_agent(report: AgentReport, python: str, log_file: Path, wheels: dict[str, Path]) -> Path:
    """The agent's venv, with acp-fast installed from the wheel of this run (one per Python version, so every
    agent of a run meets the same working tree even while it changes)."""
    agent = report.agent
    venv = BUILD / agent.name / "venv"
    ensure_venv(venv, python, agent.requirements, log_file)
    if python not in wheels:
        wheels[python] = acp_fast_wheel(python, BUILD / "wheels" / "build.log")
    wheel = wheels[python]
    report.wheel = wheel.name
    report.compat_install_changes = install_compat(venv, wheel, log_file)
    return venv


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--agent", action="append", choices=sorted(AGENTS), help="an agent to run (repeatable)")
    which.add_argument("--all", action="store_true", help="every agent in agents.py")
    which.add_argument("--list", action="store_true", help="list the agents and exit")
    parser.add_argument("--mode", choices=("both", "official", "compat"), default="both")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--python3.12",
        dest="python312",
        default=os.environ.get("REAL_AGENTS_PYTHON312"),
        help="a Python >= 3.12 for the agents that need it (default: $REAL_AGENTS_PYTHON312, python3.1x on PATH)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging on stderr")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if args.list:
        for spec in AGENTS.values():
            print(f"{spec.name:<18} {spec.package}=={spec.version}  acp=={spec.acp_pin}  {spec.notes}")
        return 0

    started = time.monotonic()
    BUILD.mkdir(parents=True, exist_ok=True)
    names = sorted(AGENTS) if args.all else args.agent
    modes = ("official", "compat") if args.mode == "both" else (args.mode,)
    reports = [AgentReport(AGENTS[name], modes) for name in names]
    try:
        client_venv = BUILD / f"client-acp-{CLIENT_ACP_VERSION}"
        ensure_venv(
            client_venv, sys.executable, [f"agent-client-protocol=={CLIENT_ACP_VERSION}"], BUILD / "client-install.log"
        )
    except SetupError as exc:
        log.error("the official client's venv: %s", exc)
        return 2
    client_python = client_venv / "bin" / "python"
    setup_failed = False
    wheels: dict[str, Path] = {}
    with FakeModelServer() as model:
        for report in reports:
            agent = report.agent
            python = find_python(agent.python, args.python312)
            if python is None:
                report.skipped = (
                    f"needs Python >= {agent.python[0]}.{agent.python[1]}: pass --python3.12 or set "
                    "REAL_AGENTS_PYTHON312 (python3.12 / python3.13 on PATH are found too)"
                )
                log.warning("%s: %s", agent.name, report.skipped)
                continue
            try:
                venv = prepare_agent(report, python, BUILD / agent.name / "install.log", wheels)
            except SetupError as exc:
                report.setup_error = str(exc)
                setup_failed = True
                log.error("%s: %s", agent.name, exc)
                continue
            for mode in modes:
                report.runs[mode] = run_session(agent, venv, client_python, model.url, compat=mode == "compat")
                log.info("%s (%s) finished in %.1fs", agent.name, mode, report.runs[mode].seconds)
    elapsed = time.monotonic() - started
    if args.json:
        payload = {"seconds": round(elapsed, 1), "client_acp": CLIENT_ACP_VERSION}
        payload["agents"] = [report.to_json() for report in reports]
        print(json.dumps(payload, indent=2))
    else:
        print(render_text(reports, elapsed))
    if setup_failed:
        return 2
    return 1 if any(report.failed() for report in reports) else 0


if __name__ == "__main__":
    sys.exit(main())
