"""A Connection across a real child process: acp_fast.spawn over pipes (docs/transports.md)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

import acp_fast

PEER = str(Path(__file__).parent / "peers" / "echo_peer.py")


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
    conn = acp_fast.Connection("parent")
    async with acp_fast.spawn(conn, [sys.executable, PEER], env=child_env(core)) as process:
        pending = conn.send_request("slow", {"seconds": 30})
        conn.send_request("exit").detach()
        with pytest.raises(acp_fast.RequestError) as raised:
            await pending
        assert raised.value.data == {"reason": "incoming_transport_closed", "method": "slow"}
        await conn.wait_closed()
        with pytest.raises(acp_fast.RequestError):
            await conn.send_request("echo")
    assert process.returncode == 3


async def test_child_stderr_is_drained_when_piped(core, caplog):
    conn = acp_fast.Connection("parent")
    caplog.set_level("INFO", logger="acp_fast.child")
    async with acp_fast.spawn(
        conn, [sys.executable, PEER], env=child_env(core), stderr=asyncio.subprocess.PIPE
    ):
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
