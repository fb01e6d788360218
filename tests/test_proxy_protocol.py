"""The proxy protocol over real processes (docs/proxies.md): the `proxy/…` names on the wire, the old spelling when
asked, version negotiation on `proxy/initialize`, a conductor that is itself a proxy, and protocol v2 through a
chain.

Each hop is tapped (`peers/tap.py`): the tests read what crossed it.
"""

from __future__ import annotations

import asyncio
import json
import os
import shlex
import sys
from typing import Any

import psutil
import pytest
from chains import (
    PROXY,
    assert_every_request_answered,
    child_env,
    conductor,
    messages,
    peer,
    prompt_ids,
    read_log,
    start,
    tapped,
    until,
    within,
)
from recorders import Recorder

from acp_fast import RequestError
from acp_fast.acp import echo_agent_command, spawn_agent

ECHO_AGENT = echo_agent_command()


def methods(log: list[dict[str, Any]]) -> set[str]:
    """Every method on a hop, both directions, and the methods inside proxy envelopes."""
    found = set()
    for direction in ("in", "out"):
        for message in messages(log, direction):
            if "method" in message:
                found.add(message["method"])
                inner = message.get("params")
                if message["method"].endswith("/successor") and isinstance(inner, dict) and "method" in inner:
                    found.add(inner["method"])
    return found


def prompt_request_ids(log: list[dict[str, Any]], direction: str) -> list[Any]:
    """The ids of `session/prompt` requests sent in `direction` on a hop, plain or in a proxy envelope."""
    return [
        m["id"]
        for m in messages(log, direction)
        if "id" in m
        and (m.get("method") == "session/prompt" or (m.get("params") or {}).get("method") == "session/prompt")
    ]


def cancel_ids(log: list[dict[str, Any]], direction: str) -> list[Any]:
    """The request ids cancelled in `direction`, plain or in a proxy envelope."""
    found = []
    for m in messages(log, direction):
        if m.get("method") == "$/cancel_request":
            found.append(m["params"]["requestId"])
        elif (m.get("params") or {}).get("method") == "$/cancel_request":
            found.append(m["params"]["params"]["requestId"])
    return found


async def cancelled_turn(agent: Any, client: Recorder, session_id: str) -> None:
    """A slow prompt, cancelled once its first update is in: `-32800` comes back."""
    before = len(client.updates)
    prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
    await until(lambda: len(client.updates) > before)
    prompt.cancel()
    with pytest.raises(RequestError) as raised:
        await within(prompt)
    assert raised.value.code == -32800
    assert await within(agent.connection.send_request("_echo", {"after": 1})) == {"after": 1}


async def start_v2(agent: Any) -> str:
    """Initialize with protocol v2 (checked: every hop carried it) and open a session; its id."""
    init = await within(agent.v2.initialize(protocol_version=2, info={"name": "t", "version": "1"}))
    assert init.protocol_version == 2
    return str((await within(agent.v2.new_session(cwd="/tmp"))).session_id)


def idle(client: Recorder) -> bool:
    """The session's last update says its turn is over (v2)."""
    return bool(client.updates) and client.updates[-1].to_wire().get("state") == "idle"


def assert_children_gone(pids: list[int]) -> None:
    for pid in pids:
        assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE, pid


# ------------------------------------------------------------------------------------------ names


async def test_only_the_proxy_names_are_on_the_wire(core, tmp_path):
    logs = [tmp_path / "proxy.jsonl", tmp_path / "trace.jsonl"]
    argv = conductor([tapped(logs[0], PROXY)], ECHO_AGENT, "--trace", str(logs[1]))
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        await cancelled_turn(agent, client, session_id)
    seen = methods(read_log(logs[0]))
    assert {"proxy/initialize", "proxy/successor", "initialize", "session/prompt"} <= seen
    assert not [method for method in seen if method.startswith("_proxy/")], seen
    traced = {json.loads(line).get("method") for line in logs[1].read_text().splitlines()}
    assert "proxy/initialize" in traced and "proxy/successor" in traced
    assert not [method for method in traced if method and method.startswith("_proxy/")], traced


async def test_a_proxy_that_knows_only_the_old_spelling_works_with_the_switch(core, tmp_path):
    log = tmp_path / "proxy.jsonl"
    argv = conductor([tapped(log, peer("proxy-legacy-only"))], ECHO_AGENT, "--proxy-prefix", "_proxy")
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        assert (await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))).stop_reason == "end_turn"
        assert client.text() == "echo: hi"
        await cancelled_turn(agent, client, session_id)
    hop = read_log(log)
    assert {"_proxy/initialize", "_proxy/successor"} <= methods(hop)
    assert not [method for method in methods(hop) if method.startswith("proxy/")]
    assert len(cancel_ids(hop, "in")) == 1 and len(cancel_ids(hop, "out")) == 1, "one cancel each way, plain"
    assert_every_request_answered(hop)


async def test_without_the_switch_the_old_proxy_is_named_with_a_hint(core, tmp_path):
    argv = conductor([peer("proxy-legacy-only")], ECHO_AGENT)
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        with pytest.raises(RequestError) as raised:
            await within(agent.initialize(protocol_version=1))
    error = raised.value
    assert error.code == -32601
    assert error.data["reason"] == "proxy_method_unknown" and error.data["method"] == "proxy/initialize"
    assert error.data["component"].startswith("proxy 1 (") and "--proxy-prefix _proxy" in error.message


async def test_an_acp_fast_proxy_speaks_the_old_spelling_to_an_old_conductor(core, tmp_path):
    log = tmp_path / "proxy.jsonl"
    proxy = [*PROXY, "--proxy-prefix", "_proxy"]
    argv = conductor([tapped(log, proxy)], ECHO_AGENT, "--proxy-prefix", "_proxy")
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
    assert not [method for method in methods(read_log(log)) if method.startswith("proxy/")]


class StrictConductor:
    """A conductor-shaped harness that knows only the `proxy/…` names: it plays the conductor of a real proxy
    process over its stdio, raw JSON lines, and fails on anything spelled otherwise."""

    def __init__(self, process: Any) -> None:
        self.process = process

    async def send(self, message: dict[str, Any]) -> None:
        self.process.stdin.write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")
        await self.process.stdin.drain()

    async def recv(self) -> dict[str, Any]:
        message = json.loads(await within(self.process.stdout.readline()))
        method = message.get("method", "")
        assert not method.startswith("_proxy/"), f"a name this conductor does not know: {message}"
        if method == "proxy/successor":
            assert isinstance(message["params"], dict) and "method" in message["params"], message
        return message


async def test_the_acp_fast_proxy_in_a_conductor_that_knows_only_the_new_names(core):
    process = await asyncio.create_subprocess_exec(
        *PROXY, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, env=child_env(core)
    )
    conductor_ = StrictConductor(process)
    await conductor_.send({"id": 1, "method": "proxy/initialize", "params": {"protocolVersion": 1}})
    forwarded = await conductor_.recv()
    assert forwarded["method"] == "proxy/successor" and forwarded["params"]["method"] == "initialize"
    await conductor_.send({"id": forwarded["id"], "result": {"protocolVersion": 1}})
    assert await conductor_.recv() == {"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": 1}}
    # A prompt from the predecessor goes out wrapped; an update from the successor comes back plain.
    await conductor_.send({"id": 2, "method": "session/prompt", "params": {"sessionId": "s", "prompt": []}})
    wrapped = await conductor_.recv()
    assert wrapped["method"] == "proxy/successor" and wrapped["params"]["method"] == "session/prompt"
    update = {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk"}}
    await conductor_.send({"method": "proxy/successor", "params": {"method": "session/update", "params": update}})
    assert await conductor_.recv() == {"jsonrpc": "2.0", "method": "session/update", "params": update}
    # The prompt cancelled: one plain cancel with the wrapper's id; the -32800 comes back as the prompt's answer.
    await conductor_.send({"method": "$/cancel_request", "params": {"requestId": 2}})
    assert await conductor_.recv() == {
        "jsonrpc": "2.0",
        "method": "$/cancel_request",
        "params": {"requestId": wrapped["id"]},
    }
    cancelled = {"code": -32800, "message": "Request cancelled"}
    await conductor_.send({"id": wrapped["id"], "error": cancelled})
    assert await conductor_.recv() == {"jsonrpc": "2.0", "id": 2, "error": cancelled}
    # A request from the successor: plain to the predecessor, its answer back with the envelope's id.
    ask = {"sessionId": "s", "options": []}
    await conductor_.send(
        {"id": "w1", "method": "proxy/successor", "params": {"method": "session/request_permission", "params": ask}}
    )
    asked = await conductor_.recv()
    assert asked["method"] == "session/request_permission" and asked["params"] == ask
    await conductor_.send({"id": asked["id"], "result": {"outcome": {"outcome": "cancelled"}}})
    assert await conductor_.recv() == {"jsonrpc": "2.0", "id": "w1", "result": {"outcome": {"outcome": "cancelled"}}}
    process.stdin.close()
    assert await within(process.wait()) == 0


# ------------------------------------------------------------------------------------------ negotiation


async def test_the_conductor_selects_the_version_it_carries(core, tmp_path):
    log = tmp_path / "agent.jsonl"
    argv = conductor([PROXY, PROXY], tapped(log, [*ECHO_AGENT, "--v2"]))
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        # Not a version: refused before anything starts (no agent, so no log); the client may try again.
        with pytest.raises(RequestError) as raised:
            await within(agent.connection.send_request("initialize", {"protocolVersion": "1.0"}))
        assert raised.value.code == -32602
        assert "protocolVersion" in raised.value.data
        assert not log.exists()
        # A newer version than the conductor carries: the chain is asked for the newest it carries (2).
        answer = await within(
            agent.connection.send_request("initialize", {"protocolVersion": 9, "info": {"name": "t", "version": "1"}})
        )
        assert answer["protocolVersion"] == 2
    received = [m for m in messages(read_log(log), "in") if m.get("method") == "initialize"]
    assert [m["params"]["protocolVersion"] for m in received] == [2]


@pytest.mark.parametrize(
    ("mode", "reason"),
    [("proxy-bump-version", "protocol_version_mismatch"), ("proxy-no-forward", "successor_not_initialized")],
)
async def test_a_proxy_that_breaks_negotiation_fails_the_chain_naming_it(core, tmp_path, mode, reason):
    argv = conductor([PROXY, peer(mode)], ECHO_AGENT)
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        children = [child.pid for child in psutil.Process(agent.process.pid).children(recursive=True)]
        with pytest.raises(RequestError) as raised:
            await within(agent.initialize(protocol_version=1))
        error = raised.value
        assert error.code == -32603 and error.data["reason"] == reason
        assert error.data["component"].startswith(f"proxy 2 ({peer(mode)[0]}")
        if mode == "proxy-bump-version":
            assert (error.data["protocol_version"], error.data["successor_protocol_version"]) == (2, 1)
            assert error.data["successor"].startswith("agent (")
            assert "protocol version 2" in error.message and "with 1" in error.message
        # The chain stays failed: every later request gets the same error.
        with pytest.raises(RequestError) as again:
            await within(agent.new_session(cwd="/tmp", mcp_servers=[]))
        assert again.value.data == error.data
        children = [child.pid for child in psutil.Process(agent.process.pid).children(recursive=True)]
    assert_children_gone(children)


async def test_proxy_methods_a_proxy_may_not_send_are_refused_naming_it(core, tmp_path):
    """A misspelled envelope, `proxy/initialize` and an unknown proxy method, each sent by a proxy to its conductor:
    the conductor answers each (never its neighbour), naming the proxy, and the chain goes on."""
    argv = conductor([PROXY, peer("proxy-misspelled")], ECHO_AGENT)
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        result = await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
        assert result.stop_reason == "end_turn" and client.text() == "echo: hi"
        refused = result.meta["refused"]
        assert [(error["code"], error["data"]["reason"], error["data"]["method"]) for error in refused] == [
            (-32601, "unknown_proxy_method", "proxy/succesor"),
            (-32600, "sent_by_the_conductor", "proxy/initialize"),
            (-32601, "unknown_proxy_method", "proxy/next"),
        ]
        assert all(error["data"]["component"].startswith("proxy 2 (") for error in refused)
        assert "proxy/successor" in refused[0]["data"]["known"]
        other = await within(agent.new_session(cwd="/tmp", mcp_servers=[]))  # the chain's other sessions go on
        assert (await within(agent.prompt(other.session_id, [{"type": "text", "text": "again"}]))).stop_reason == (
            "end_turn"
        )


async def test_proxy_methods_from_the_client_are_refused_naming_it(core, tmp_path):
    async with spawn_agent(Recorder(), conductor([PROXY], ECHO_AGENT), env=child_env(core), cwd=tmp_path) as agent:
        await start(agent)
        refused = []
        for method in ("proxy/successor", "_proxy/next"):
            with pytest.raises(RequestError) as raised:
                await within(agent.connection.send_request(method, {"method": "session/prompt", "params": {}}))
            refused.append((raised.value.code, raised.value.data["reason"], raised.value.data["component"]))
        assert refused == [(-32600, "not_a_proxy", "the client"), (-32601, "unknown_proxy_method", "the client")]
        assert await within(agent.connection.send_request("_echo", {"x": 1})) == {"x": 1}  # the chain goes on


async def test_an_edit_that_changes_the_version_is_refused_by_the_proxy(core):
    from wire import request, result, wait_for, wire_pair

    from acp_fast.proxy import Proxy

    async with wire_pair() as (conn, peer_):
        Proxy(conn, edit_initialize=lambda answer: {**answer, "protocolVersion": 2})
        await peer_.send(request(1, "proxy/initialize", {"protocolVersion": 1}))
        forwarded = await wait_for(peer_.recv())
        await peer_.send(result(forwarded["id"], {"protocolVersion": 1}))
        refused = await wait_for(peer_.recv())
    assert refused["id"] == 1 and refused["error"]["code"] == -32603
    assert refused["error"]["data"]["reason"] == "protocol_version_changed"
    assert (refused["error"]["data"]["protocol_version"], refused["error"]["data"]["successor_protocol_version"]) == (
        2,
        1,
    )


# ------------------------------------------------------------------------------------------ nesting


async def test_a_conductor_inside_a_chain_cancels_hop_by_hop(core, tmp_path):
    """client → conductor → [conductor --as-proxy → proxy → proxy] → echo agent: a cancelled prompt crosses every
    hop, the nested ones included, as one cancel with that hop's id; every request on every hop is answered."""
    hop = {name: tmp_path / f"{name}.jsonl" for name in ("client", "inner", "proxy1", "proxy2", "agent")}
    inner = conductor([tapped(hop["proxy1"], PROXY), tapped(hop["proxy2"], PROXY)], None)
    argv = conductor([tapped(hop["inner"], inner)], tapped(hop["agent"], ECHO_AGENT))
    client = Recorder()
    async with spawn_agent(client, tapped(hop["client"], argv), env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        response = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: hello"
        await cancelled_turn(agent, client, session_id)
    logs = {name: read_log(path) for name, path in hop.items()}
    for name, log in logs.items():
        # Each direction that carried the slow prompt carried exactly one cancel: for that prompt's id on this hop.
        for direction in ("in", "out"):
            prompts = prompt_request_ids(log, direction)
            if prompts:
                assert cancel_ids(log, direction) == [prompts[-1]], f"{name} {direction}"
        assert_every_request_answered(log)
    # The inner conductor was initialized as a proxy and passed its last proxy's initialize on to its own conductor.
    assert {"proxy/initialize", "proxy/successor"} <= methods(logs["inner"])
    assert [m["method"] for m in messages(logs["agent"], "in") if m.get("method") == "initialize"] == ["initialize"]


async def test_a_conductor_as_proxy_refuses_a_plain_initialize(core, tmp_path):
    argv = conductor([PROXY], None)
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        with pytest.raises(RequestError) as raised:
            await within(agent.initialize(protocol_version=1))
    assert raised.value.code == -32600 and raised.value.data == "proxies must be initialized with `proxy/initialize`"


# ------------------------------------------------------------------------------------------ protocol v2


async def test_protocol_v2_passes_through_a_conductor_and_two_proxies(core, tmp_path):
    """A v2 client and a v2 agent: the prompt is answered once the message is in (its `messageId`), the turn
    streams after, and `session/cancel` ends the turn (`state_update` idle, `cancelled`)."""
    logs = [tmp_path / f"hop{i}.jsonl" for i in range(3)]
    argv = conductor(
        [tapped(logs[0], PROXY), tapped(logs[1], PROXY)], tapped(logs[2], [*ECHO_AGENT, "--v2", "--chunks", "3"])
    )
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start_v2(agent)
        response = await within(agent.v2.prompt(session_id, [{"type": "text", "text": "hi"}]))
        message_id = response.to_wire()["messageId"]
        await until(lambda: idle(client))
        assert client.updates[0].TAG == "user_message" and client.updates[0].message_id == message_id
        assert client.text() == "echo: hi"
        assert client.updates[-1].to_wire() == {
            "sessionUpdate": "state_update",
            "state": "idle",
            "stopReason": "end_turn",
        }
        # A slow turn, cancelled with session/cancel once it streams.
        before = len(client.updates)
        await within(agent.v2.prompt(session_id, [{"type": "text", "text": "slow"}]))
        await until(lambda: len(client.updates) > before + 3)  # the turn streams
        await agent.v2.cancel(session_id)
        await until(lambda: idle(client))
        assert client.updates[-1].to_wire()["stopReason"] == "cancelled"
    for log in logs:
        hop = read_log(log)
        assert_every_request_answered(hop)
        initialize = [m for m in messages(hop, "in") if m.get("method") in ("initialize", "proxy/initialize")]
        assert [m["params"]["protocolVersion"] for m in initialize] == [2], "v2 all the way"
    assert os.path.getsize(logs[2]) > 0


def fanout(agents: list[list[str]]) -> list[str]:
    argv = [sys.executable, "-P", "-m", "acp_fast", "fanout"]
    return argv + [part for agent in agents for part in ("--agent", shlex.join(agent))]


async def test_protocol_v2_passes_through_a_fan_out(core, tmp_path):
    """Two v2 agents: the first answer (the insertion) wins, the winner's turn streams to the client alone, the
    loser is sent `session/cancel` for its turn, and the client's `session/cancel` ends the winner's."""
    logs = [tmp_path / f"agent{i}.jsonl" for i in range(2)]
    argv = fanout([tapped(log, [*ECHO_AGENT, "--v2", "--chunks", "3"]) for log in logs])
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start_v2(agent)
        response = await within(agent.v2.prompt(session_id, [{"type": "text", "text": "hi"}]))
        await until(lambda: idle(client))
        assert client.updates[0].TAG == "user_message"
        assert client.updates[0].message_id == response.to_wire()["messageId"]
        assert client.text() == "echo: hi", "the winner's turn only"
        assert client.updates[-1].to_wire()["stopReason"] == "end_turn"
        before = len(client.updates)
        await within(agent.v2.prompt(session_id, [{"type": "text", "text": "slow"}]))
        await until(lambda: len(client.updates) > before + 3)  # the winner's turn streams
        await agent.v2.cancel(session_id)
        await until(lambda: idle(client))
        assert client.updates[-1].to_wire()["stopReason"] == "cancelled"
    hops = [read_log(log) for log in logs]
    session_cancels = [
        [m for m in messages(hop, "in") if m.get("method") == "session/cancel" and "id" not in m] for hop in hops
    ]
    # Each prompt's loser got one session/cancel (the second prompt has none when the first's loser was still
    # ending its turn: the fan-out then sends it to the winner alone); the client's session/cancel reached both.
    prompted_twice = sum(1 for hop in hops if len(prompt_ids(hop)) == 2)
    assert prompted_twice in (1, 2)
    assert sum(len(found) for found in session_cancels) == prompted_twice + 2, session_cancels
    for hop in hops:
        assert_every_request_answered(hop)


async def test_a_fan_out_refuses_agents_that_answer_different_versions(core, tmp_path):
    argv = fanout([[*ECHO_AGENT, "--v2"], ECHO_AGENT])  # the second speaks v1 only: it answers 1 to a v2 client
    async with spawn_agent(Recorder(), argv, env=child_env(core), cwd=tmp_path) as agent:
        with pytest.raises(RequestError) as raised:
            await within(agent.v2.initialize(protocol_version=2, info={"name": "t", "version": "1"}))
    error = raised.value
    assert error.code == -32603 and error.data["reason"] == "protocol_version_mismatch"
    assert error.data["component"].startswith("agent 2 (") and (
        error.data["protocol_version"],
        error.data["expected"],
    ) == (1, 2)
