"""The `acp-fast` command: `version` reports the core that is really loaded, on stdout only; every subcommand
answers bad usage with one line and exit status 2 before it starts any work."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import tempfile
import time

import pytest


def test_version_reports_the_loaded_core(core):
    result = subprocess.run(
        [sys.executable, "-m", "acp_fast", "version"],
        env=core.env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    fields = dict(line.split(None, 1) for line in result.stdout.splitlines())
    assert fields["core"] == ("compiled (Cython)" if core.name == "compiled" else "pure Python")
    assert {"acp-fast", "python", "orjson", "uvloop", "loop"} <= set(fields)
    assert result.stderr == ""


def test_version_option(core):
    result = subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast", "--version"], env=core.env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and result.stdout.startswith("acp-fast "), result


# ------------------------------------------------------------------------------------------ bad usage


def acp_fast_command(core, *args: str, cwd: str | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast", *args],
        env=core.env,
        cwd=cwd or tempfile.gettempdir(),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def assert_usage_error(run: subprocess.CompletedProcess, expected: str) -> None:
    """Exit status 2, nothing on stdout (the ACP wire), no traceback: argparse's usage and one `error:` line."""
    assert run.returncode == 2, run.stderr
    assert run.stdout == ""
    assert "Traceback" not in run.stderr
    errors = [line for line in run.stderr.splitlines() if ": error: " in line]
    assert len(errors) == 1 and expected in errors[0], run.stderr


ECHO = shlex.join([sys.executable, "-P", "-m", "acp_fast", "echo-agent"])

BAD_USAGE = [
    (["conductor", "--agent", ""], "argument --agent: empty command"),
    (["conductor", "--agent", "   "], "argument --agent: empty command"),
    (["conductor", "--agent", 'python "x'], "is not a shell-quoted command: No closing quotation"),
    (["conductor", "--agent", ECHO, "--proxy", "acp-fast 'proxy"], "argument --proxy: "),
    (["conductor", "--agent", "no-such-agent-command --acp"], "'no-such-agent-command': command not found on PATH"),
    (["conductor", "--agent", ECHO, "--proxy", "/no/such/proxy"], "'/no/such/proxy': command not found"),
    (["conductor", "--agent", ECHO, "--initialize-timeout", "-1"], "argument --initialize-timeout: must be >= 0"),
    (["conductor", "--agent", ECHO, "--initialize-timeout", "soon"], "expected a number >= 0, not 'soon'"),
    (["fanout", "--agent", ECHO, "--agent", ""], "argument --agent: empty command"),
    (["fanout", "--agent", "no-such-agent-command"], "command not found"),
    (["proxy", "--loop", "trio"], "argument --loop: invalid choice"),
    (["echo-agent", "--chunks", "0"], "argument --chunks: must be >= 1, not 0"),
    (["echo-agent", "--chunk-size", "-5"], "argument --chunk-size: must be >= 0"),
    (["echo-agent", "--delay", "-0.5"], "argument --delay: must be >= 0"),
    (["echo-agent", "--delay", "nan"], "argument --delay: must be >= 0"),
    (["bench", "--rounds", "0"], "argument --rounds: must be >= 1, not 0"),
    (["bench", "--duration", "0"], "argument --duration: must be > 0, not 0"),
    (["bench", "--duration", "inf"], "argument --duration: must be > 0"),
    (["bench", "--fanout", "0"], "argument --fanout: must be >= 1, not 0"),
    (["bench", "nonsense"], "unknown scenario nonsense"),
    (["bench", "memory", "--plot", "out.png"], "argument --plot: needs the roundtrip scenario"),
    (["bench", "--json", "/no/such/directory/out.json"], "argument --json: no directory '/no/such/directory'"),
    (["bench", "chain", "--relay", "/no/such/relay"], "argument --relay: /no/such/relay is not an executable file"),
    (["serve", "--ws", "localhost", "--", *shlex.split(ECHO)], "argument --ws: expected HOST:PORT, not 'localhost'"),
    (["serve", "--ws", "127.0.0.1:0"], "the agent's command is missing"),
    (
        ["serve", "--ws", "127.0.0.1:0", "--token-env", "ACP_FAST_NO_SUCH_TOKEN", "--", *shlex.split(ECHO)],
        "argument --token-env: the environment variable ACP_FAST_NO_SUCH_TOKEN is not set",
    ),
    (
        ["conductor", "--agent", "ws://127.0.0.1:1/acp", "--remote-token-env", "ACP_FAST_NO_SUCH_TOKEN"],
        "argument --remote-token-env: the environment variable ACP_FAST_NO_SUCH_TOKEN is not set",
    ),
    (["fanout", "--agent", "ws://:8765/acp"], "argument --agent: 'ws://:8765/acp': no host"),
    (["proxy", "--trace-payloads"], "argument --trace-payloads: needs --trace FILE"),
    (["proxy", "--trace", "/tmp", "--trace-payloads", "0"], "argument --trace-payloads: must be >= 1, not 0"),
    (["conductor", "--agent", ECHO, "--trace", "/no/such/directory/t.jsonl"], "argument --trace: no directory"),
    (["fanout", "--agent", ECHO, "--trace", "/tmp"], "argument --trace: /tmp is a directory"),
    (["serve", "--ws", "127.0.0.1:0", "--trace-max-bytes", "10", "--", *shlex.split(ECHO)], "--trace-max-bytes"),
    (["stats"], "the following arguments are required: PATH"),
    (["echo-agent", "--no-such-option"], "unrecognized arguments: --no-such-option"),
    (
        ["serve", "--ws", "127.0.0.1:0", "acp-fast", "echo-agent", "--chunks", "2"],
        "unrecognized arguments: --chunks 2 (the agent's own options go after `--`",
    ),
]


@pytest.mark.parametrize(("args", "expected"), BAD_USAGE, ids=[" ".join(args) for args, _ in BAD_USAGE])
def test_bad_usage_is_one_line_and_exit_status_2(core, args, expected):
    started = time.monotonic()
    run = acp_fast_command(core, *args)
    assert_usage_error(run, expected)
    assert time.monotonic() - started < 30, "refused before any work"


def test_bench_checks_its_output_files_before_measuring(core, tmp_path):
    """A directory, or a file that cannot be written: refused at once, not after minutes of measuring."""
    run = acp_fast_command(core, "bench", "--json", str(tmp_path))
    assert_usage_error(run, f"argument --json: {tmp_path} is a directory")
    # Unwritable even for root (who passes permission checks): a read-only file of /proc. Writing is tried for real.
    unwritable = "/proc/version"
    if not os.path.exists(unwritable):
        pytest.skip("no /proc")
    run = acp_fast_command(core, "bench", "roundtrip", "--plot", unwritable)
    assert_usage_error(run, f"argument --plot: cannot write {unwritable}")


def test_a_fan_out_agent_that_cannot_be_started_is_one_line_and_exit_status_1(core, tmp_path):
    """Found and executable, but the system cannot run it: named in one logged line, exit status 1."""
    script = tmp_path / "not-a-program"
    script.write_bytes(b"\x7fELF garbage")
    script.chmod(0o755)
    run = acp_fast_command(core, "fanout", "--agent", ECHO, "--agent", str(script), "--loop", "asyncio")
    assert run.returncode == 1, run.stderr
    assert run.stdout == "" and "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and f"cannot start `{script}`: Exec format error" in lines[0], run.stderr


# ------------------------------------------------------------------------------------------ stopping


INITIALIZE = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n'


def stopped_by_signal(core, command: list[str], signum: int) -> subprocess.CompletedProcess:
    """Start `acp-fast COMMAND` in a process group of its own (as a terminal's foreground job), initialize it over
    stdin, send `signum` to the whole group (as Ctrl-C does), and return how it ended."""
    process = subprocess.Popen(
        [sys.executable, "-P", "-m", "acp_fast", *command],
        env=core.env,
        cwd=tempfile.gettempdir(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(INITIALIZE)
        process.stdin.flush()
        assert b'"result"' in process.stdout.readline(), "initialized"
        os.killpg(process.pid, signum)
        _out, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    return subprocess.CompletedProcess(process.args, process.returncode, b"", err.decode())


PROXY = shlex.join([sys.executable, "-P", "-m", "acp_fast", "proxy"])


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize(
    "command",
    [["echo-agent"], ["conductor", "--proxy", PROXY, "--agent", ECHO], ["fanout", "--agent", ECHO]],
    ids=["echo-agent", "conductor", "fanout"],
)
def test_a_stopped_command_says_so_in_one_line_and_exits_128_plus_the_signal(core, command, signum):
    """Ctrl-C (SIGINT to the foreground process group) or SIGTERM: one line on stderr naming the signal, no
    traceback, exit status 130 or 143; the conductor's and the fan-out's children, in sessions of their own, are
    stopped by their parent and say nothing."""
    result = stopped_by_signal(core, command, signum)
    name = signal.Signals(signum).name
    assert result.returncode == 128 + signum, result.stderr
    assert result.stderr.splitlines() == [f"{command[0]}: WARNING acp_fast: stopped by {name}"], result.stderr


def test_acp_fast_components_are_this_installations_own(core, tmp_path):
    """`--proxy 'acp-fast proxy' --agent 'acp-fast echo-agent'` with no `acp-fast` on PATH (a venv that is not
    activated): the components are the running installation's own command."""
    env = dict(core.env, PATH=os.defpath)
    command = ["conductor", "--proxy", "acp-fast proxy", "--agent", "acp-fast echo-agent"]
    process = subprocess.Popen(
        [sys.executable, "-P", "-m", "acp_fast", *command],
        env=env,
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(INITIALIZE)
    process.stdin.flush()
    answer = process.stdout.readline()  # the conductor's initialize timeout bounds the wait
    _, err = process.communicate(timeout=60)
    assert b'"agentInfo":{"name":"acp-fast-echo-agent"' in answer, (answer, err)
    assert process.returncode == 0, err
