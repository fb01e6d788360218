"""Live stats (docs/observability.md, "Live stats"): `Connection.stats()` against the exact traffic of a scripted
session, and a running conductor's stats through its client connection and through `acp-fast stats`."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
from typing import Any

import orjson
from chains import PROXY, child_env, conductor, start, within
from recorders import Recorder

from acp_fast import Connection, RequestError
from acp_fast.acp import echo_agent_command, spawn_agent
from acp_fast.transports import connect_socket


def line(message: dict[str, Any]) -> bytes:
    return orjson.dumps(message) + b"\n"


async def read_lines(reader: asyncio.StreamReader, count: int) -> list[bytes]:
    return [await asyncio.wait_for(reader.readline(), 30) for _ in range(count)]


async def test_an_agents_stats_count_exactly_what_a_scripted_peer_sent_and_got(core):
    agent = Connection("agent")
    agent.on_request("echo", lambda params: params)
    noted = asyncio.Event()
    agent.on_notification("note", lambda params: noted.set())
    slow_started = asyncio.Event()

    async def slow(params: Any) -> Any:
        slow_started.set()
        await asyncio.sleep(30)

    agent.on_request("slow", slow)
    ours, theirs = socket.socketpair()
    await connect_socket(agent, ours)
    reader, writer = await asyncio.open_connection(sock=theirs)
    script = [
        *(line({"jsonrpc": "2.0", "id": n, "method": "echo", "params": {"n": n}}) for n in range(3)),
        line({"jsonrpc": "2.0", "method": "note", "params": {}}),
        line({"jsonrpc": "2.0", "method": "note", "params": {}}),
        line({"jsonrpc": "2.0", "id": 3, "method": "nope", "params": {}}),
        line({"jsonrpc": "2.0", "id": 4, "method": "slow", "params": {}}),
    ]
    writer.write(b"".join(script))
    answers = await read_lines(reader, 4)  # three echoes and the unknown method
    await asyncio.wait_for(slow_started.wait(), 30)
    cancel = line({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 4}})
    garbage = b"this is not json\n"
    writer.write(cancel + garbage)
    answers += await read_lines(reader, 2)  # the cancelled one and the parse error
    sent = sum(map(len, script)) + len(cancel) + len(garbage)
    stats = agent.stats()
    assert stats["pending"] == {"incoming": 0, "outgoing": 0}
    assert stats["received"] == {"requests": 5, "notifications": 3, "results": 0, "errors": 0, "bytes": sent}
    assert stats["sent"] == {
        "requests": 0,
        "notifications": 0,
        "results": 3,
        "errors": 2,  # the unknown method and the cancelled request (the parse error has no request)
        "bytes": sum(map(len, answers)),
    }
    assert stats["cancels"] == {"received": 1, "sent": 0, "honoured": 1, "honoured_by_peer": 0}
    assert stats["auto_answers"] == {"method_not_found": 1, "parse_error": 1}
    assert stats["dropped"] == {} and stats["latency"]["count"] == 0
    writer.close()
    await agent.close()


async def test_a_clients_stats_time_its_answered_requests_and_match_the_agents(core):
    client, agent = Connection("client"), Connection("agent")
    agent.on_request("echo", lambda params: params)

    async def slow(params: Any) -> Any:
        await asyncio.sleep(30)

    agent.on_request("slow", slow)
    one, other = socket.socketpair()
    await connect_socket(client, one)
    await connect_socket(agent, other)
    for n in range(10):
        await client.send_request("echo", {"n": n})
    request = client.send_request("slow", {})
    await asyncio.sleep(0.05)
    request.cancel()
    try:
        await within(request)
    except RequestError:
        pass
    client.send_notification("hello", {})
    await within(client.send_request("echo", {"last": True}))
    mine, theirs = client.stats(), agent.stats()
    assert mine["sent"]["requests"] == 12 == theirs["received"]["requests"]
    assert mine["received"]["results"] == 11 and mine["received"]["errors"] == 1
    assert mine["cancels"] == {"received": 0, "sent": 1, "honoured": 0, "honoured_by_peer": 1}
    assert mine["sent"]["bytes"] == theirs["received"]["bytes"] and mine["received"]["bytes"] == theirs["sent"]["bytes"]
    latency = mine["latency"]
    assert latency["count"] == 12 == sum(latency["histogram"])
    assert 0 < latency["p50"] <= latency["p90"] <= latency["p99"]
    assert latency["p99"] >= 0.05, "the cancelled request was answered after its 50 ms"
    await client.close()
    await agent.close()


async def test_a_conductor_gives_the_stats_of_every_hop_to_its_client_and_on_its_stats_socket(core, tmp_path):
    path = str(tmp_path / "stats.sock")
    argv = conductor([PROXY], echo_agent_command(), "--stats-socket", path)
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        report = await within(agent.connection.send_request("_acp-fast/stats", {}))
        assert report["process"] == "conductor"
        hops = {stats["name"].split(" (")[0]: stats for stats in report["connections"]}
        assert set(hops) == {"client", "proxy 1", "agent"}
        # initialize, session/new, session/prompt: counted when this request arrived (itself not yet answered).
        assert hops["client"]["received"]["requests"] == 4
        assert hops["client"]["sent"]["results"] == 3
        assert hops["client"]["sent"]["notifications"] == len(client.updates)
        printed = subprocess.run(
            [sys.executable, "-P", "-m", "acp_fast", "stats", path, "--json"],
            env=core.env,
            capture_output=True,
            check=True,
            timeout=60,
        )
        over_socket = json.loads(printed.stdout)
        hops = {stats["name"].split(" (")[0]: stats for stats in over_socket["connections"]}
        assert hops["client"]["received"]["requests"] == 4 and hops["client"]["pending"]["incoming"] == 0
        assert hops["agent"]["latency"]["count"] == 3, "the agent answered the three requests of the session"
        table = subprocess.run(
            [sys.executable, "-P", "-m", "acp_fast", "stats", path],
            env=core.env,
            capture_output=True,
            check=True,
            timeout=60,
            text=True,
        ).stdout
        assert table.splitlines()[0].startswith("conductor (pid ") and "proxy 1" in table
        header, *rows = table.splitlines()[1:]
        writes = header.index("writes")  # the columns are aligned: each hop's way of writing is below its title
        assert len(rows) == 3 and all(row[writes:].split()[0] in ("parts", "whole") for row in rows), table


def test_acp_fast_stats_names_the_socket_nothing_listens_on(tmp_path, core):
    path = str(tmp_path / "none.sock")
    done = subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast", "stats", path],
        env=core.env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1 and f"no stats at {path}" in done.stderr and done.stdout == ""
