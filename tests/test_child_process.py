"""A Connection across a real child process: acp_fast.spawn over pipes (docs/transports.md)."""

from __future__ import annotations

import asyncio
import os
import shlex
import sys
import time
from pathlib import Path

import pytest

import acp_fast

PEERS = Path(__file__).parent / "peers"
PEER = str(PEERS / "echo_peer.py")
CHAIN_PEERS = str(PEERS / "chain_peers.py")


def child_env(core) -> dict[str, str]:
    return dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))


async def test_requests_and_cancellation_across_a_child(core):
    conn = acp_fast.Connection("parent")
    async with acp_fast.spawn(conn, [sys.executable, PEER], env=child_env(core)) as process:
        assert process.pid > 0
        stats = await conn.send_request("stats")
        assert stats["compiled"] is (core.name == "compiled"), "the child loads the same core"
        results = await asyncio.gather(*(conn.send_request("echo", {"i": i}) for i in range(500)))
        assert results == [{"i": i} for i in range(500)]

        slow = conn.send_request("slow", {"seconds": 30})
        slow.cancel()
        with pytest.raises(acp_fast.RequestError) as raised:
            await slow
        assert raised.value.code == -32800

        with pytest.raises(acp_fast.RequestError) as raised:
            await conn.send_request("fail")
        assert raised.value.code == -32603 and raised.value.data["method"] == "fail"

        abandoned = conn.send_request("slow", {"seconds": 30})
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(abandoned, 0.05)
        # The cancel went out: the child answers -32800 (dropped here) and its table empties again.
        for _ in range(500):
            stats = await conn.send_request("stats")
            if stats["incoming"] == 0:  # (a plain `def` handler's own request is answered inline, never tabled)
                break
            await asyncio.sleep(0.01)
        assert stats == {"compiled": core.name == "compiled", "outgoing": 0, "incoming": 0}
        assert conn.pending_outgoing == 0
    assert process.returncode == 0
    assert conn.is_closed


async def test_child_exit_fails_pending_requests(core):
    conn = acp_fast.Connection("echo peer")
    argv = [sys.executable, PEER]
    async with acp_fast.spawn(conn, argv, env=child_env(core)) as process:
        assert conn.peer_info == {"component": "echo peer", "command": shlex.join(argv)}
        pending = conn.send_request("slow", {"seconds": 30})
        conn.send_request("exit").detach()
        with pytest.raises(acp_fast.RequestError) as raised:
            await pending
        # The child's output ended before its exit status was known: the failure waited for it.
        assert raised.value.data == {
            "reason": "incoming_transport_closed",
            "method": "slow",
            "component": "echo peer",
            "command": shlex.join(argv),
            "exit_status": 3,
        }
        assert str(raised.value) == f"echo peer `{shlex.join(argv)}` exited with status 3 before answering `slow`"
        await conn.wait_closed()
        with pytest.raises(acp_fast.RequestError) as raised:
            await conn.send_request("echo")
        assert raised.value.data["exit_status"] == 3
    assert process.returncode == 3


@pytest.mark.parametrize("status", [0, 3])
async def test_a_child_that_exits_names_its_status_and_the_end_of_its_stderr(core, status):
    """Exit 0 and exit 3 no longer look the same; piped stderr's last lines (10 of 31) come with the error."""
    conn = acp_fast.Connection("agent")
    argv = [sys.executable, CHAIN_PEERS, "agent-fail", str(status)]
    async with acp_fast.spawn(conn, argv, env=child_env(core), stderr=asyncio.subprocess.PIPE):
        with pytest.raises(acp_fast.RequestError) as raised:
            await asyncio.wait_for(conn.send_request("initialize", {"protocolVersion": 1}), 30)
    error = raised.value
    assert error.code == -32603 and error.message == "Incoming transport closed", "the wire sees no difference"
    assert error.data["exit_status"] == status and "signal" not in error.data
    tail = error.data["stderr_tail"].splitlines()
    assert tail == [f"stderr line {i}" for i in range(21, 30)] + ["fatal: no API key"]
    text = str(error)
    assert text.startswith(f"agent `{shlex.join(argv)}` exited with status {status} before answering `initialize`")
    assert text.endswith("stderr line 29\nfatal: no API key)")


async def test_a_child_killed_by_a_signal_is_named_so(core, tmp_path):
    script = tmp_path / "killed.py"
    script.write_text("import os, signal, sys\nsys.stdin.readline()\nos.kill(os.getpid(), signal.SIGKILL)\n")
    conn = acp_fast.Connection("agent")
    async with acp_fast.spawn(conn, [sys.executable, str(script)]):
        with pytest.raises(acp_fast.RequestError) as raised:
            await asyncio.wait_for(conn.send_request("go"), 30)
    assert raised.value.data["exit_status"] == -9 and raised.value.data["signal"] == "SIGKILL"
    assert "was killed by SIGKILL before answering `go`" in str(raised.value)


async def test_a_child_that_closes_its_output_but_runs_on_is_waited_for_at_most_a_second(core, tmp_path):
    script = tmp_path / "closes.py"
    # fds 3 and up too: uvloop leaves copies of the child's pipes there.
    script.write_text(
        "import os, sys, time\nsys.stdin.readline()\nos.close(1)\nos.closerange(3, 1024)\ntime.sleep(30)\n"
    )
    conn = acp_fast.Connection("agent")
    from acp_fast import transports

    original = transports.EXIT_TIMEOUT
    transports.EXIT_TIMEOUT = 0.2
    try:
        async with acp_fast.spawn(conn, [sys.executable, str(script)]) as process:
            started = time.monotonic()
            with pytest.raises(acp_fast.RequestError) as raised:
                await asyncio.wait_for(conn.send_request("go"), 30)
            waited = time.monotonic() - started
    finally:
        transports.EXIT_TIMEOUT = original
    assert 0.8 <= waited < 5, waited  # EXIT_STATUS_WAIT, 1 s
    assert "exit_status" not in raised.value.data
    assert str(raised.value).endswith("` closed before `go` was answered")
    assert process.returncode is not None


async def test_a_command_that_cannot_be_started_is_named(core, tmp_path):
    conn = acp_fast.Connection("agent")
    with pytest.raises(FileNotFoundError) as raised:
        async with acp_fast.spawn(conn, ["no-such-agent-command", "--acp"]):
            pass
    assert "cannot start `no-such-agent-command --acp`: No such file or directory" in str(raised.value)
    with pytest.raises(PermissionError, match=f"cannot start `{tmp_path} x`: Permission denied"):
        async with acp_fast.spawn(acp_fast.Connection("agent"), [str(tmp_path), "x"]):  # a directory
            pass
    with pytest.raises(ValueError, match="argv is empty"):
        async with acp_fast.spawn(acp_fast.Connection("agent"), []):
            pass


async def test_child_stderr_is_drained_when_piped(core, caplog):
    conn = acp_fast.Connection("parent")
    caplog.set_level("INFO", logger="acp_fast.child")
    async with acp_fast.spawn(conn, [sys.executable, PEER], env=child_env(core), stderr=asyncio.subprocess.PIPE):
        for i in range(2000):  # far more than a pipe buffer holds: a child blocked on stderr would hang here
            conn.send_notification("shout", {"text": f"line {i} " + "x" * 100})
        conn.send_notification("print", {"text": "stray print"})
        assert await conn.send_request("echo", [1]) == [1]
    messages = [r.getMessage() for r in caplog.records if r.name == "acp_fast.child"]
    assert any("line 1999" in m for m in messages)
    assert any("stray print" in m for m in messages), "a print in the child goes to stderr, not the wire"


async def test_child_that_ignores_stdin_eof_is_terminated(core, tmp_path):
    script = tmp_path / "stubborn.py"
    script.write_text("import signal, time\nwhile True:\n    time.sleep(1)\n")
    conn = acp_fast.Connection("parent")
    from acp_fast import transports

    original = transports.EXIT_TIMEOUT
    transports.EXIT_TIMEOUT = 0.2
    try:
        async with acp_fast.spawn(conn, [sys.executable, str(script)]) as process:
            pass
    finally:
        transports.EXIT_TIMEOUT = original
    assert process.returncode is not None and process.returncode < 0, "terminated by a signal, and reaped"


async def test_two_busy_peers_never_deadlock_on_flow_control(core):
    """1024 requests in flight both ways over pipes: each side's writes back up while the other writes too."""
    conn = acp_fast.Connection("parent")
    conn.on_request("echo", lambda params: params)
    big = {"text": "x" * 2000}
    async with acp_fast.spawn(conn, [sys.executable, PEER], env=child_env(core)):
        for _ in range(3):
            results = await asyncio.gather(*(conn.send_request("echo", big) for _ in range(1024)))
            assert results == [big] * 1024


async def test_a_stderr_line_longer_than_a_pipe_buffer_is_drained(core, tmp_path, caplog):
    script = tmp_path / "loud.py"
    script.write_text(
        "import sys, runpy\n"
        "sys.stderr.write('x' * 300000 + '\\n'); sys.stderr.flush()\n"
        f"runpy.run_path({PEER!r}, run_name='__main__')\n"
    )
    caplog.set_level("INFO", logger="acp_fast.child")
    conn = acp_fast.Connection("parent")
    async with acp_fast.spawn(conn, [sys.executable, str(script)], env=child_env(core), stderr=asyncio.subprocess.PIPE):
        assert await conn.send_request("echo", [1]) == [1]
    logged = sum(len(r.getMessage()) for r in caplog.records if r.name == "acp_fast.child")
    assert logged >= 300000
