"""The conductor and proxies over real processes and pipes (docs/proxies.md).

client → conductor → proxy → proxy → echo agent, each hop's wire captured by a tap (`peers/tap.py`): a cancelled
request crosses every hop as exactly one `$/cancel_request` carrying that hop's id, the answer comes back hop by
hop, and every request on every hop is answered. Then the proxies' cancellation choices, a wrapped cancel from an
older proxy, and the conductor's robustness: components that crash, exit, write garbage or never answer, and a
client that disappears; every child is reaped.
"""

from __future__ import annotations

import asyncio
import shlex
import socket
import sys
from typing import Any

import psutil
import pytest
from chains import (
    PEERS,
    PROXY,
    assert_every_request_answered,
    cancels,
    child_env,
    conductor,
    messages,
    peer,
    prompt_ids,
    read_log,
    request_id,
    response,
    start,
    tapped,
    until,
    within,
)
from recorders import Recorder

from acp_fast import Connection, RequestError, _router
from acp_fast.acp import echo_agent_command, spawn_agent
from acp_fast.conductor import Conductor

# ------------------------------------------------------------------------------------------ hop by hop


async def test_a_cancelled_prompt_crosses_each_hop_as_one_cancel_with_that_hops_id(core, tmp_path):
    logs = [tmp_path / f"hop{i}.jsonl" for i in range(4)]
    argv = conductor([tapped(logs[1], PROXY), tapped(logs[2], PROXY)], tapped(logs[3], echo_agent_command()))
    client = Recorder()
    async with spawn_agent(client, tapped(logs[0], argv), env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        response_ok = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response_ok.stop_reason == "end_turn" and len(client.updates) == 4, "updates, then the answer"
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await until(lambda: len(client.updates) > 4)
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await within(prompt)
        assert raised.value.code == -32800
        assert await within(agent.connection.send_request("_echo", {"after": 1})) == {"after": 1}
        assert agent.connection.pending_outgoing == agent.connection.pending_incoming == 0
    hops = [read_log(log) for log in logs]
    for number, hop in enumerate(hops):
        # Left to right: the request on this hop, and one cancel for exactly that id.
        prompts = [m for m in messages(hop, "in") if m.get("method") == "session/prompt"]
        slow_id = prompts[-1]["id"]
        assert cancels(hop, "in") == [slow_id], f"hop {number}"
        assert response(hop, "out", slow_id)["error"]["code"] == -32800, f"hop {number}: the -32800 flows back"
        if number in (1, 2):
            # The proxy re-issued the prompt wrapped, with its own id, and cancelled that id, plain.
            wrapped = [
                m
                for m in messages(hop, "out")
                if m.get("method") == "proxy/successor" and m["params"]["method"] == "session/prompt"
            ]
            assert cancels(hop, "out") == [wrapped[-1]["id"]], f"hop {number}"
        assert_every_request_answered(hop)


async def test_the_agents_cancelled_permission_request_reaches_the_client(core, tmp_path):
    logs = [tmp_path / f"hop{i}.jsonl" for i in range(4)]
    argv = conductor([tapped(logs[1], PROXY), tapped(logs[2], PROXY)], tapped(logs[3], echo_agent_command()))
    client = Recorder(answer=None)
    async with spawn_agent(client, tapped(logs[0], argv), env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        await within(client.asked.wait())
        prompt.cancel()  # the agent's prompt is cancelled, and with it the permission request it awaits
        with pytest.raises(RequestError):
            await within(prompt)
        await within(client.permission_cancelled.wait())
        await until(lambda: agent.connection.pending_incoming == 0)
        # A round trip through the whole chain: each hop handles messages in order, so our -32800 answer has
        # been carried back to the agent by the time this returns.
        assert await within(agent.connection.send_request("_echo", {})) == {}
    hops = [read_log(log) for log in logs]
    for number, hop in enumerate(hops):
        # Right to left: the permission request on this hop (plain towards the client, wrapped towards a proxy)
        # and one cancel for exactly its id, coming from the agent's side.
        permission_id = request_id(hop, "out", "session/request_permission")
        assert cancels(hop, "out").count(permission_id) == 1, f"hop {number}"
        assert response(hop, "in", permission_id)["error"]["code"] == -32800, f"hop {number}"
        assert_every_request_answered(hop)


# ------------------------------------------------------------------------------------------ proxies' choices

SLOWISH = {"acp-fast/echo": {"chunks": 20, "delay": 0.05}}


@pytest.mark.parametrize("mode", ["proxy-absorb", "proxy-local", "proxy-opt-in", "proxy-old-cancel"])
async def test_a_proxy_decides_what_cancellation_means(core, tmp_path, mode):
    agent_log = tmp_path / "agent.jsonl"
    argv = conductor([peer(mode)], tapped(agent_log, echo_agent_command()))
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        prompt = agent.prompt(session_id, [{"type": "text", "text": "hi"}], meta=SLOWISH)
        await until(lambda: client.updates)
        prompt.cancel()
        try:
            outcome: Any = (await within(prompt)).to_wire()
        except RequestError as error:
            outcome = error.code
        # Wait for the agent's turn to end on its own hop, whatever the client was told.
        await until(
            lambda: (
                agent_log.exists()
                and any("result" in m or "error" in m for m in messages(read_log(agent_log), "out") if m.get("id") == 2)
            )
        )
    agent_hop = read_log(agent_log)
    agent_cancels = cancels(agent_hop, "in")
    if mode == "proxy-absorb":
        assert outcome == {"stopReason": "end_turn"} and agent_cancels == []
    elif mode == "proxy-local":
        assert outcome == {"stopReason": "cancelled", "_meta": {"answeredBy": "proxy"}} and agent_cancels == []
    else:  # opted in, or the old wrapped spelling: the agent gets exactly one cancel, and its -32800 comes back
        assert outcome == -32800 and len(agent_cancels) == 1
    assert_every_request_answered(agent_hop)


# ------------------------------------------------------------------------------------------ robustness


def descendants(pid: int) -> list[psutil.Process]:
    return psutil.Process(pid).children(recursive=True)


def all_gone(processes: list[psutil.Process]) -> bool:
    for process in processes:
        try:
            if process.status() != psutil.STATUS_ZOMBIE:
                return False
        except psutil.NoSuchProcess:
            continue
        return False  # a zombie: not reaped
    return True


@pytest.mark.parametrize(
    ("agent_mode", "failing_step", "status"),
    [("agent-crash-on-prompt", "prompt", 3), ("agent-exit", "initialize", 2), ("agent-garbage", "initialize", 1)],
)
async def test_a_component_that_dies_is_a_clear_error_and_is_reaped(
    core, tmp_path, caplog, agent_mode, failing_step, status
):
    argv = conductor([PROXY], peer(agent_mode))
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        children = descendants(agent.process.pid)
        with pytest.raises(RequestError) as raised:
            if failing_step == "initialize":
                await within(agent.initialize(protocol_version=1))
            else:
                session_id = await start(agent)
                await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
        error = raised.value
        assert error.code == -32603 and error.data["reason"] == "incoming_transport_closed", error
        # The component, its command and how it ended, carried back to the client hop by hop.
        assert error.data["component"] == f"agent ({shlex.join(peer(agent_mode))})"
        assert error.data["command"] == shlex.join(peer(agent_mode))
        assert error.data["exit_status"] == status, "exit 1, 2 and 3 are told apart"
    assert agent.process.returncode == 1, "a component that failed makes the conductor's exit status 1"
    assert all_gone(children)
    # The client's own connection is named after the command (what it logs says which agent).
    assert agent.connection.name == f"agent ({shlex.join(argv)})"


async def test_a_proxy_that_never_answers_initialize_fails_the_chain_with_a_clear_error(core, tmp_path):
    argv = conductor([peer("proxy-silent")], echo_agent_command(), "--initialize-timeout", "0.5")
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        children = descendants(agent.process.pid)
        for _ in range(2):  # the first initialize times out; the chain stays failed
            with pytest.raises(RequestError) as raised:
                await within(agent.initialize(protocol_version=1))
            error = raised.value
            assert error.data["reason"] == "initialize_timeout" and error.data["seconds"] == 0.5
            name = f"proxy 1 ({shlex.join(peer('proxy-silent'))})"
            assert error.data["component"] == name and error.data["command"] == shlex.join(peer("proxy-silent"))
            assert error.message == f"{name} did not answer initialize within 0.5 s"
    assert agent.process.returncode == 1 and all_gone(children), "the chain failed"


async def test_a_request_right_behind_a_failed_initialize_is_answered_too(core, tmp_path):
    """`session/new` sent right behind the `initialize` of a chain whose agent never answers: the initialize times
    out naming the agent, the `session/new` (forwarded already) is answered too, and the conductor exits with 1."""
    argv = conductor([], peer("agent-silent"), "--initialize-timeout", "1")
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        initialize = agent.connection.send_request("initialize", {"protocolVersion": 1})
        new_session = agent.connection.send_request("session/new", {"cwd": "/tmp", "mcpServers": []})
        with pytest.raises(RequestError) as raised:
            await within(initialize)
        assert raised.value.data["reason"] == "initialize_timeout"
        with pytest.raises(RequestError) as raised:
            await within(new_session)
        assert raised.value.data["component"] == f"agent ({shlex.join(peer('agent-silent'))})", raised.value
    assert agent.process.returncode == 1


async def test_an_agent_that_never_answers_initialize_is_named_not_the_proxy_before_it(core, tmp_path):
    """The proxies forwarded initialize and wait, as they should: the error names the agent that did not answer.
    (Time enough for the proxies to start and forward it on a loaded machine.)"""
    argv = conductor([PROXY, PROXY], peer("agent-silent"), "--initialize-timeout", "8")
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        with pytest.raises(RequestError) as raised:
            await within(agent.initialize(protocol_version=1))
    error = raised.value
    assert error.data["reason"] == "initialize_timeout"
    assert error.data["component"] == f"agent ({shlex.join(peer('agent-silent'))})"
    assert "agent-silent" in error.message and "within 8 s" in error.message


async def test_a_component_that_cannot_be_started_is_named(core, tmp_path):
    """The library form (the command line refuses a missing command before it starts): the first initialize
    fails naming the component and its command, and so does every later request."""
    conductor_ = Conductor(["no-such-agent-command", "--acp"], [PROXY], env=child_env(core))
    server_side, client_side = socket.socketpair()
    served = Connection("client")
    conductor_.attach(served)
    await served.connect_socket(server_side)
    serving = asyncio.ensure_future(conductor_.serve(served))
    client = Connection("test client")
    await client.connect_socket(client_side)
    try:
        for _ in range(2):
            with pytest.raises(RequestError) as raised:
                await within(client.send_request("initialize", {"protocolVersion": 1}))
            error = raised.value
            assert error.data["reason"] == "component_failed_to_start"
            assert error.data["component"] == "agent (no-such-agent-command --acp)"
            assert "cannot start `no-such-agent-command --acp`: No such file or directory" in error.message
    finally:
        await client.close()
        await within(serving)


async def test_the_client_disappearing_mid_stream_stops_and_reaps_the_chain(core, tmp_path):
    client = Recorder()
    argv = conductor([PROXY, PROXY], echo_agent_command())
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        children = descendants(agent.process.pid)
        assert len(children) == 3
        agent.prompt(session_id, [{"type": "text", "text": "slow"}]).detach()
        await until(lambda: client.updates)
        # Leaving the block closes our end: the conductor sees EOF mid-stream.
    assert agent.process.returncode == 0
    await until(lambda: all_gone(children))


def nested(depth: int) -> Any:
    value: Any = {"leaf": "é"}
    for _ in range(depth):
        value = [value]
    return value


PAYLOADS = [
    {"text": 'café ☕ "quoted" \\ back\nslash \u0000 😀 \ud7ff', "emoji_key_😀": 1},
    {"n": [0, -1, 1.5, 1e300, -0.0, 2**63 - 1, -(2**63)], "empty": {}, "arr": [], "t": True, "f": False, "z": None},
    {"deep": nested(100)},
    [1, "array params", {"x": [None]}],
]


async def test_payloads_cross_the_chain_unchanged(core, tmp_path):
    """Forwarding never decodes params or results: what the agent echoes is what the client sent, whatever it
    holds, as encoded by orjson or as written by hand (RawJSON: spaces, escapes, a number beyond 64 bits)."""
    argv = conductor([PROXY, PROXY], echo_agent_command())
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        await within(agent.initialize(protocol_version=1))
        for params in PAYLOADS:
            assert await within(agent.connection.send_request("_echo", params)) == params
        raw = _router.RawJSON(b'{ "x" : [1, 2, {"y": "\\u00e9\\ud83d\\ude00"}] , "big": 123456789012345678901234567 }')
        assert await within(agent.connection.send_request("_echo", raw)) == raw.decode()
        assert agent.connection.pending_outgoing == 0


async def test_requests_before_initialize_are_refused(core, tmp_path):
    async with spawn_agent(Recorder(), conductor([], echo_agent_command()), env=child_env(core), cwd=tmp_path) as agent:
        with pytest.raises(RequestError) as raised:
            await within(agent.new_session(cwd="/", mcp_servers=[]))
        assert raised.value.code == -32600 and raised.value.data == "expected `initialize` request"
        for spelling in ("proxy/initialize", "_proxy/initialize"):  # only the conductor sends these
            with pytest.raises(RequestError) as raised:
                await within(agent.connection.send_request(spelling, {"protocolVersion": 1}))
            assert raised.value.code == -32600
        assert (await within(agent.initialize(protocol_version=1))).protocol_version == 1


# ------------------------------------------------------------------------------------------ fan-out


async def test_a_fan_out_to_eight_agents_cancels_exactly_the_seven_losers(core, tmp_path):
    k, prompts = 8, 4
    logs = [tmp_path / f"agent{i}.jsonl" for i in range(k)]
    # Agent 0 answers at once; the others take seconds: each prompt has one winner and a loser at each other agent
    # that received it (one still ending the turn it lost is not sent the next prompt).
    agents = [tapped(logs[0], echo_agent_command())] + [
        tapped(log, echo_agent_command("--delay", "0.5")) for log in logs[1:]
    ]
    argv = [sys.executable, "-P", "-m", "acp_fast", "fanout"]
    argv += [part for agent in agents for part in ("--agent", shlex.join(agent))]
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        children = descendants(agent.process.pid)
        session_id = await start(agent)
        assert session_id.startswith("fan-")
        for _ in range(prompts):
            client.updates.clear()
            response = await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
            assert response.stop_reason == "end_turn"
            assert "".join(u.content.text for u in client.updates) == "echo: hi", "the winner's updates only"
        # A prompt the client cancels: it is cancelled at every agent it reached, and the answer is the cancellation.
        slow = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await until(lambda: len(prompt_ids(read_log(logs[0]))) == prompts + 1)
        slow.cancel()
        with pytest.raises(RequestError) as raised:
            await within(slow)
        assert raised.value.code == -32800
        assert await within(agent.connection.send_request("_echo", {"x": 1})) == {"x": 1}
        assert agent.connection.pending_outgoing == agent.connection.pending_incoming == 0
    hops = [read_log(log) for log in logs]
    assert len(prompt_ids(hops[0])) == prompts + 1, "the winner took every prompt"
    assert all(prompt_ids(hop) for hop in hops), "the first prompt reached every agent"
    # Count the cancels of prompts (the closing `_echo` round trip is fanned out too, and may race): the winner's
    # one is the cancelled prompt; every prompt another agent received, it lost, and was cancelled there once.
    assert sum(1 for request_id in cancels(hops[0], "in") if request_id in prompt_ids(hops[0])) == 1
    for hop in hops[1:]:
        assert sorted(r for r in cancels(hop, "in") if r in prompt_ids(hop)) == sorted(prompt_ids(hop))
    for hop in hops:
        assert_every_request_answered(hop)
    await until(lambda: all_gone(children))


# ------------------------------------------------------------------------------------------ abandoned requests

DEAD_HOP_REQUESTS = 200
HOLDING_CLIENT = str(PEERS / "holding_client.py")


def slow_ids(log: list[dict[str, Any]]) -> list[Any]:
    """The ids of the `_slow` requests the agent received (plain, as the conductor forwards them)."""
    return [m["id"] for m in messages(log, "in") if m.get("method") == "_slow" and "id" in m]


@pytest.mark.parametrize("client", ["stays", "leaves at once"])
async def test_a_killed_proxys_requests_are_cancelled_at_the_agent_each_once(core, tmp_path, client):
    """kill -9 of a proxy carrying requests: the client's requests fail, and each request the conductor holds at the
    agent for the dead proxy is abandoned there at once: exactly one `$/cancel_request` with the agent hop's id,
    none for requests already answered, even when the client leaves the moment its errors arrive."""
    agent_log = tmp_path / "agent.jsonl"
    argv = conductor([PROXY], tapped(agent_log, echo_agent_command()))
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        await start(agent)
        answered = [await within(agent.connection.send_request("_echo", {"n": n})) for n in range(3)]
        assert answered == [{"n": n} for n in range(3)]
        (proxy,) = [p for p in descendants(agent.process.pid) if "proxy" in p.cmdline()]
        held = [agent.connection.send_request("_slow", {"seconds": 60}) for _ in range(DEAD_HOP_REQUESTS)]
        await until(lambda: len(slow_ids(read_log(agent_log))) == DEAD_HOP_REQUESTS)
        proxy.kill()
        for request in held:
            with pytest.raises(RequestError) as raised:
                await within(request)
            assert raised.value.data["reason"] == "incoming_transport_closed"
        if client == "stays":
            await until(lambda: len(cancels(read_log(agent_log), "in")) >= DEAD_HOP_REQUESTS)
    log = read_log(agent_log)
    assert sorted(cancels(log, "in")) == sorted(slow_ids(log)), "each held request cancelled once, no other"


async def test_a_killed_clients_requests_are_cancelled_at_the_agent_each_once(core, tmp_path):
    """kill -9 of the client in front of a conductor with requests in flight through a proxy: the conductor abandons
    them hop by hop, and the agent gets exactly one `$/cancel_request` for each request it holds."""
    agent_log = tmp_path / "agent.jsonl"
    argv = conductor([PROXY], tapped(agent_log, echo_agent_command()))
    client = await asyncio.create_subprocess_exec(
        sys.executable,
        HOLDING_CLIENT,
        str(DEAD_HOP_REQUESTS),
        "--",
        *argv,
        env=child_env(core),
        cwd=tmp_path,
        stdout=asyncio.subprocess.PIPE,
    )
    assert await within(client.stdout.readline()) == b"sent\n"
    await until(lambda: len(slow_ids(read_log(agent_log))) == DEAD_HOP_REQUESTS)
    chain = descendants(client.pid)
    client.kill()
    await client.wait()
    await until(lambda: not any(running(process) for process in chain))
    log = read_log(agent_log)
    assert sorted(cancels(log, "in")) == sorted(slow_ids(log)), "each held request cancelled once, no other"


def running(process: psutil.Process) -> bool:
    try:
        return process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
