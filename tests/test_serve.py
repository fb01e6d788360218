"""`acp-fast serve` and remote components (docs/network.md): a stdio agent served over WebSocket and Streamable HTTP
from a real `acp-fast serve` process, one agent process per connection, reaped when its connection ends; a conductor
whose agent is such a URL, with a cancellation crossing the network hop as one `$/cancel_request` per hop; the
token; an agent that exits; an unreachable URL.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import shlex
import signal
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from recorders import Recorder
from wire import wait_for

from acp_fast import Connection, RequestError
from acp_fast.acp import ClientSideConnection, echo_agent_command, spawn_agent
from acp_fast.network import connect_http, connect_websocket

PEERS = Path(__file__).parent / "peers"
TAP = str(PEERS / "tap.py")
CHAIN_PEERS = str(PEERS / "chain_peers.py")
PING_FLOODER = str(PEERS / "ping_flooder.py")
HOLDING_CLIENT = str(PEERS / "holding_client.py")
ACP_FAST = [sys.executable, "-P", "-m", "acp_fast"]


@contextlib.asynccontextmanager
async def serving(
    core: Any, agent: list[str], *options: str, env: dict[str, str] | None = None
) -> AsyncIterator[tuple[asyncio.subprocess.Process, str, list[str]]]:
    """`acp-fast serve --ws 127.0.0.1:0 OPTIONS -- AGENT` on the test's loop: yields the process, the URL it logs,
    and its stderr lines (read on in the background). On exit: SIGTERM if it still runs, and it is waited for."""
    process = await asyncio.create_subprocess_exec(
        *ACP_FAST,
        "serve",
        "--ws",
        "127.0.0.1:0",
        "--loop",
        loop_kind(),
        *options,
        "--",
        *agent,
        env=env or core.env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    assert process.stderr is not None
    lines: list[str] = []
    url = None
    while url is None:
        line = (await wait_for(process.stderr.readline())).decode()
        assert line, f"serve exited before serving: {''.join(lines)}"
        lines.append(line)
        if found := re.search(r"serving (\S+)", line):
            url = found.group(1)

    async def read_on() -> None:
        while line := await process.stderr.readline():  # type: ignore[union-attr]
            lines.append(line.decode())

    reading = asyncio.ensure_future(read_on())
    try:
        yield process, url, lines
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        await wait_for(process.wait())
        await wait_for(reading)


def loop_kind() -> str:
    """The test's loop, for the processes it starts: both loops run both ends."""
    return "uvloop" if type(asyncio.get_running_loop()).__module__.startswith("uvloop") else "asyncio"


def agents_of(process: asyncio.subprocess.Process) -> list[psutil.Process]:
    return psutil.Process(process.pid).children()


def gone(child: psutil.Process) -> bool:
    """Exited and reaped (a zombie is not gone: nobody waited for it)."""
    try:
        child.status()
    except psutil.NoSuchProcess:
        return True
    return False


async def until(condition: Any) -> None:
    for _ in range(1000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition never met")


async def session(agent: ClientSideConnection, client: Recorder) -> str:
    init = await wait_for(agent.initialize(protocol_version=1))
    assert init.agent_info.name == "acp-fast-echo-agent"
    session_id = (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id
    response = await wait_for(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
    assert response.stop_reason == "end_turn" and client.text() == "echo: hello", "updates, then the answer"
    return session_id


async def test_each_connection_gets_its_own_agent_process_reaped_when_it_goes(core):
    async with serving(core, echo_agent_command()) as (server, url, _):
        assert url.startswith("ws://127.0.0.1:") and url.endswith("/acp")
        clients = [Recorder(), Recorder()]
        agents = [ClientSideConnection(client, Connection(f"agent {i}")) for i, client in enumerate(clients)]
        # The handshake is answered before the agent starts (its connection reads once it runs).
        await wait_for(connect_websocket(agents[0].connection, url))
        await until(lambda: len(agents_of(server)) == 1)
        (first,) = agents_of(server)
        await wait_for(connect_websocket(agents[1].connection, url))
        await until(lambda: len(agents_of(server)) == 2)
        (second,) = [child for child in agents_of(server) if child.pid != first.pid]
        for agent, client in zip(agents, clients, strict=True):
            await session(agent, client)  # each its own agent: the same session, answered twice

        await agents[0].connection.close()
        await until(lambda: gone(first))
        assert [child.pid for child in agents_of(server)] == [second.pid], "the other connection's agent runs on"
        assert await wait_for(agents[1].connection.send_request("_echo", {"still": 1})) == {"still": 1}

        server.send_signal(signal.SIGTERM)
        assert await wait_for(server.wait()) == 128 + signal.SIGTERM
        assert gone(second)
        await wait_for(agents[1].connection.wait_closed())  # the server closed it


@pytest.mark.parametrize("pongs", ["read", "ignore"])
async def test_a_ping_flood_from_one_client_leaves_the_others_served(core, pongs):
    """One client sends valid pings without end: its control frames get a bounded share of each loop turn, so
    another client's round trips go on during the flood; one that leaves its pongs unread is no longer read from
    (the server's queue for it stays bounded: its pings back up until it blocks)."""
    async with serving(core, echo_agent_command()) as (_server, url, _):
        agent = ClientSideConnection(Recorder(), Connection("prober"))
        await wait_for(connect_websocket(agent.connection, url))
        await wait_for(agent.initialize(protocol_version=1))
        flooder = await asyncio.create_subprocess_exec(
            sys.executable, PING_FLOODER, url, pongs, stdout=asyncio.subprocess.PIPE
        )
        assert flooder.stdout is not None
        try:
            assert await wait_for(flooder.stdout.readline()) == b"flooding\n"
            for n in range(200):
                assert await wait_for(agent.connection.send_request("_echo", {"n": n})) == {"n": n}
            assert flooder.returncode is None, "answered while the flood went on"
            if pongs == "ignore":
                assert await asyncio.wait_for(flooder.stdout.readline(), 60) == b"blocked\n"
                assert await wait_for(agent.connection.send_request("_echo", {"after": 1})) == {"after": 1}
        finally:
            flooder.kill()
            await flooder.wait()
        await agent.connection.close()


async def test_a_vanished_clients_requests_are_cancelled_at_its_agent_each_once(core, tmp_path):
    """kill -9 of a WebSocket client with requests in flight: its agent gets exactly one `$/cancel_request` for each
    request it holds for the client, and the other clients are served on."""
    log = tmp_path / "agent.jsonl"
    async with serving(core, tapped(log, echo_agent_command())) as (_server, url, _):
        client = await asyncio.create_subprocess_exec(
            sys.executable, HOLDING_CLIENT, "100", url, env=core.env, stdout=asyncio.subprocess.PIPE
        )
        assert client.stdout is not None
        assert await wait_for(client.stdout.readline()) == b"sent\n"
        await until(lambda: len(held(log)) == 100)
        client.kill()
        await client.wait()
        await until(lambda: len(cancelled(log)) >= 100)
        other = ClientSideConnection(Recorder(), Connection("another client"))
        await wait_for(connect_websocket(other.connection, url))
        await wait_for(other.initialize(protocol_version=1))
        await other.connection.close()
    assert sorted(cancelled(log)) == sorted(held(log)), "each held request cancelled once, no other"


async def test_a_remote_proxy_killed_under_load_has_its_requests_cancelled_at_the_agent(core, tmp_path):
    """A conductor whose proxy is remote (`acp-fast serve -- acp-fast proxy`): kill -9 of the serving process with
    requests in flight through it, and the agent behind the conductor gets one `$/cancel_request` for each."""
    log = tmp_path / "agent.jsonl"
    async with serving(core, [*ACP_FAST, "proxy"]) as (server, url, _):
        argv = [*ACP_FAST, "conductor", "--proxy", url, "--agent", shlex.join(tapped(log, echo_agent_command()))]
        async with spawn_agent(Recorder(), argv, env=core.env) as agent:
            await wait_for(agent.initialize(protocol_version=1))
            pending = [agent.connection.send_request("_slow", {"seconds": 60}) for _ in range(100)]
            await until(lambda: len(held(log)) == 100)
            psutil.Process(server.pid).kill()
            for request in pending:
                with pytest.raises(RequestError):
                    await wait_for(request)
            await until(lambda: len(cancelled(log)) >= 100)  # while the client is still there
    assert sorted(cancelled(log)) == sorted(held(log)), "each held request cancelled once, no other"


def held(log: Path) -> list[Any]:
    return [m["id"] for m in hop_messages(log, "in") if m.get("method") == "_slow"]


def cancelled(log: Path) -> list[Any]:
    return [m["params"]["requestId"] for m in hop_messages(log, "in") if m.get("method") == "$/cancel_request"]


def tapped(log: Path, argv: list[str]) -> list[str]:
    return [sys.executable, TAP, str(log), "--", *argv]


def hop_messages(log: Path, direction: str) -> list[dict[str, Any]]:
    # The tap may be writing as this reads: a line it has not finished is left out.
    entries = [json.loads(line) for line in log.read_text().rpartition("\n")[0].splitlines()]
    return [entry["msg"] for entry in entries if entry["dir"] == direction and "msg" in entry]


async def test_a_cancelled_prompt_crosses_a_remote_agent_hop_by_hop(core, tmp_path):
    log = tmp_path / "agent.jsonl"
    async with serving(core, tapped(log, echo_agent_command())) as (server, url, _):
        conductor = [*ACP_FAST, "conductor", "--agent", url, "--loop", loop_kind()]
        client = Recorder()
        async with spawn_agent(client, conductor, env=core.env) as agent:
            session_id = await session(agent, client)
            updates = len(client.updates)
            prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
            await until(lambda: len(client.updates) > updates)
            prompt.cancel()
            with pytest.raises(RequestError) as raised:
                await wait_for(prompt)
            assert raised.value.code == -32800
            assert await wait_for(agent.connection.send_request("_echo", {"after": 1})) == {"after": 1}

            # The server goes away during a prompt: the error names the remote agent by its URL.
            updates = len(client.updates)
            prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
            await until(lambda: len(client.updates) > updates)
            server.send_signal(signal.SIGTERM)
            with pytest.raises(RequestError) as raised:
                await wait_for(prompt)
            error = raised.value
            assert error.data["reason"] == "incoming_transport_closed", error
            assert error.data["url"] == url and error.data["component"] == f"agent ({url})"
            assert await wait_for(server.wait()) == 128 + signal.SIGTERM
    # The agent's own hop: each prompt under that hop's id, exactly one cancel for each of the two cancelled ones
    # (by the client, then by the server closing the connection that asked), and the client's -32800 sent back.
    _hello, cancelled, interrupted = [m for m in hop_messages(log, "in") if m.get("method") == "session/prompt"]
    cancels = [m["params"]["requestId"] for m in hop_messages(log, "in") if m.get("method") == "$/cancel_request"]
    assert cancels == [cancelled["id"], interrupted["id"]]
    (answer,) = [m for m in hop_messages(log, "out") if "method" not in m and m.get("id") == cancelled["id"]]
    assert answer["error"]["code"] == -32800


async def test_the_token_is_required_and_an_agent_that_exits_is_named(core):
    env = dict(core.env, ACP_FAST_TEST_TOKEN="s3cret")
    crashing = [sys.executable, CHAIN_PEERS, "agent-crash-on-prompt"]
    async with serving(core, crashing, "--token-env", "ACP_FAST_TEST_TOKEN", env=env) as (server, url, _):
        for token in (None, "wrong"):
            with pytest.raises(ConnectionError, match="401"):
                await wait_for(connect_websocket(Connection("refused"), url, token=token))
        assert agents_of(server) == [], "no agent started for a refused connection"

        agent = ClientSideConnection(Recorder(), Connection("agent"))
        await wait_for(connect_websocket(agent.connection, url, token="s3cret"))
        await wait_for(agent.initialize(protocol_version=1))
        session_id = (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
        error = raised.value
        # The agent exited: its command and exit status reach the client, and the connection closes.
        assert error.code == -32603 and error.data["reason"] == "incoming_transport_closed", error
        assert error.data["command"].endswith("chain_peers.py agent-crash-on-prompt")
        assert error.data["exit_status"] == 3
        await wait_for(agent.connection.wait_closed())
        await until(lambda: agents_of(server) == [])


async def test_streamable_http_serves_a_session(core):
    async with serving(core, echo_agent_command(), "--http") as (server, url, _):
        assert url.startswith("http://127.0.0.1:") and url.endswith("/acp")
        client = Recorder()
        agent = ClientSideConnection(client, Connection("agent"))
        await wait_for(connect_http(agent.connection, url))
        await session(agent, client)
        (child,) = agents_of(server)
        server.send_signal(signal.SIGTERM)
        assert await wait_for(server.wait()) == 128 + signal.SIGTERM
        assert gone(child)
        await agent.connection.close()


async def test_an_unreachable_remote_agent_is_a_clear_error_naming_its_url(core):
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        url = f"ws://127.0.0.1:{unused.getsockname()[1]}/acp"  # bound, not listening: connection refused
        conductor = [*ACP_FAST, "conductor", "--agent", url, "--loop", loop_kind()]
        async with spawn_agent(Recorder(), conductor, env=core.env) as agent:
            with pytest.raises(RequestError) as raised:
                await wait_for(agent.initialize(protocol_version=1))
    error = raised.value
    assert error.data["reason"] == "component_failed_to_start"
    assert error.data["url"] == url and error.data["component"] == f"agent ({url})"
    assert f"cannot connect to {url}" in error.message, error


async def test_serving_beyond_this_machine_without_a_token_is_warned(core):
    async with serving(core, echo_agent_command(), "--ws", "0.0.0.0:0") as (_server, _url, lines):
        assert any("0.0.0.0 without a token" in line for line in lines), lines
    async with serving(core, echo_agent_command()) as (_server, _url, lines):
        assert not any("without a token" in line for line in lines), "127.0.0.1 is this machine only"


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
async def test_a_stopped_serve_says_so_in_one_line(core, signum):
    """Ctrl-C or SIGTERM with a client connected: its agent is stopped and reaped, and serve says one line after
    the one that named its URL, naming the signal, and exits 128 + the signal."""
    async with serving(core, echo_agent_command()) as (server, url, lines):
        agent = ClientSideConnection(Recorder(), Connection("client"))
        await wait_for(connect_websocket(agent.connection, url))
        assert await wait_for(agent.connection.send_request("_echo", {"n": 1})) == {"n": 1}
        (child,) = agents_of(server)
        server.send_signal(signum)
        assert await wait_for(server.wait()) == 128 + signum
        assert gone(child)
        await wait_for(agent.connection.wait_closed())
    name = signal.Signals(signum).name
    assert [line.rstrip("\n") for line in lines[1:]] == [f"serve: WARNING acp_fast: stopped by {name}"], lines
