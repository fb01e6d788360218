"""connect_stdio over every kind of stdin/stdout: pipes, sockets, regular files and a terminal (docs/transports.md)."""

from __future__ import annotations

import contextlib
import json
import os
import pty
import select
import socket
import subprocess
import sys
import termios
from pathlib import Path

import pytest

PEER = str(Path(__file__).parent / "peers" / "echo_peer.py")
PEER_DIR = str(Path(PEER).parent)  # children must not start in the repository root (its acp_fast/ is not built)
REQUESTS = (
    b"".join(
        json.dumps({"jsonrpc": "2.0", "id": i, "method": "echo", "params": [i]}).encode() + b"\n" for i in range(3)
    )
    + b'{"jsonrpc":"2.0","method":"print","params":{"text":"stray"}}\n'
)
EXPECTED = [{"jsonrpc": "2.0", "id": i, "result": [i]} for i in range(3)]


def env(core, loop: str) -> dict[str, str]:
    return dict(core.env, PYTHONPATH=os.pathsep.join(sys.path), ACP_FAST_TEST_LOOP=loop)


def peer_argv(loop: str) -> list[str]:
    if loop == "uvloop":
        # The same peer with uvloop as the running loop.
        return [
            sys.executable,
            "-c",
            f"import runpy, uvloop; uvloop.install(); runpy.run_path({PEER!r}, run_name='__main__')",
        ]
    return [sys.executable, PEER]


def answers(raw: bytes) -> list[dict]:
    return [json.loads(line) for line in raw.splitlines() if line.strip()]


LOOPS = pytest.mark.parametrize("loop", ["asyncio", "uvloop"])


@LOOPS
def test_pipes(core, loop):
    result = subprocess.run(
        peer_argv(loop), input=REQUESTS, capture_output=True, env=env(core, loop), cwd=PEER_DIR, timeout=60
    )
    assert answers(result.stdout) == EXPECTED
    assert b"stray" in result.stderr and b"stray" not in result.stdout


@LOOPS
def test_regular_files(core, loop, tmp_path):
    stdin = tmp_path / "in.jsonl"
    stdin.write_bytes(REQUESTS)
    stdout = tmp_path / "out.jsonl"
    with open(stdin, "rb") as fin, open(stdout, "wb") as fout:
        result = subprocess.run(
            peer_argv(loop),
            stdin=fin,
            stdout=fout,
            stderr=subprocess.PIPE,
            env=env(core, loop),
            cwd=PEER_DIR,
            timeout=60,
        )
    assert result.returncode == 0, result.stderr.decode()
    assert answers(stdout.read_bytes()) == EXPECTED


@contextlib.contextmanager
def peer(core, loop: str, stdin, stdout):
    """The peer as a child process; killed and reaped whatever the test does."""
    process = subprocess.Popen(
        peer_argv(loop), stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, env=env(core, loop), cwd=PEER_DIR
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=60)
        process.stderr.close()


@LOOPS
def test_sockets(core, loop):
    """uvloop gives a child socketpairs, not pipes, as stdin/stdout."""
    ours, theirs = socket.socketpair()
    with ours, theirs, peer(core, loop, theirs, theirs) as process:
        theirs.close()
        ours.sendall(REQUESTS)
        ours.shutdown(socket.SHUT_WR)
        received = b""
        ours.settimeout(60)
        while chunk := ours.recv(65536):
            received += chunk
        assert process.wait(timeout=60) == 0
    assert answers(received) == EXPECTED


@LOOPS
def test_terminal(core, loop):
    """stdin and stdout are a terminal: the peer reads and answers through the pty."""
    controller, terminal = pty.openpty()
    attrs = termios.tcgetattr(terminal)
    attrs[1] &= ~termios.OPOST  # no \n -> \r\n on output
    attrs[3] &= ~(termios.ECHO | termios.ICANON)  # no echo of our input, no line editing
    termios.tcsetattr(terminal, termios.TCSANOW, attrs)
    received = b""
    try:
        with peer(core, loop, terminal, terminal):
            os.close(terminal)
            terminal = -1
            os.write(controller, REQUESTS)
            while received.count(b"\n") < len(EXPECTED):
                ready, _, _ = select.select([controller], [], [], 30)
                assert ready, f"no answer from the terminal peer; got {received!r}"
                received += os.read(controller, 65536)
    finally:
        os.close(controller)
        if terminal >= 0:
            os.close(terminal)
    assert answers(received) == EXPECTED


@LOOPS
def test_dev_null_stdin(core, loop, tmp_path):
    """stdin from /dev/null: the peer sees EOF at once and exits cleanly (uvloop cannot poll a device)."""
    with open(os.devnull, "rb") as fin:
        result = subprocess.run(
            peer_argv(loop), stdin=fin, capture_output=True, env=env(core, loop), cwd=PEER_DIR, timeout=60
        )
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout == b""


def test_terminal_stays_blocking_for_stderr(core):
    """Reading a terminal must not make stderr on the same terminal non-blocking."""
    controller, terminal = pty.openpty()
    code = (
        "import asyncio, fcntl, os, sys, acp_fast\n"
        "async def main():\n"
        "    conn = acp_fast.Connection('tty')\n"
        "    await conn.connect_stdio()\n"
        "    flag = fcntl.fcntl(2, fcntl.F_GETFL) & os.O_NONBLOCK\n"
        "    os.write(2, b'NONBLOCK=%d\\n' % bool(flag))\n"
        "    await conn.close()\n"
        "asyncio.run(main())\n"
    )
    try:
        with subprocess.Popen(
            [sys.executable, "-c", code],
            stdin=terminal,
            stdout=terminal,
            stderr=terminal,
            env=env(core, "asyncio"),
            cwd=PEER_DIR,
        ) as process:
            os.close(terminal)
            terminal = -1
            received = b""
            while b"NONBLOCK=" not in received or not received.endswith(b"\n"):
                ready, _, _ = select.select([controller], [], [], 30)
                assert ready, received
                received += os.read(controller, 1024)
            process.wait(timeout=60)
    finally:
        os.close(controller)
        if terminal >= 0:
            os.close(terminal)
    assert b"NONBLOCK=0" in received
