"""Interop with the official TypeScript SDK (`@agentclientprotocol/sdk@2.4.0`, Node), both directions.

`ts/src/client.ts` drives `acp-fast echo-agent`; an acp-fast client drives `ts/src/agent.ts`. Both SDKs
implement `$/cancel_request`, so request cancellation is checked both ways, next to `session/cancel`. A proxy
component written on the TypeScript SDK (`ts/src/proxy.ts`) runs inside an acp-fast conductor. The npm
packages are installed and the TypeScript compiled on first use (`node_env.ts_interop_dir`).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from typing import Any

import pytest
from chains import (
    PEERS,
    PROXY,
    assert_every_request_answered,
    cancels,
    child_env,
    conductor,
    docs_proxy,
    messages,
    read_log,
    start,
    tapped,
    until,
)
from mcp.server import MCPServer
from node_env import (
    parse_report,
    ts_agent_argv,
    ts_client_argv,
    ts_mcp_agent_argv,
    ts_mcp_client_argv,
    ts_proxy_argv,
)
from recorders import Recorder

from acp_fast import RequestError
from acp_fast.acp import echo_agent_command, spawn_agent
from acp_fast.mcp import McpProvider, from_mcp_server

RUN_TIMEOUT = 120


def steps_of(stdout: str) -> dict[str, dict[str, Any]]:
    return {entry["step"]: entry for entry in parse_report(stdout)}


@pytest.mark.parametrize("agent_loop", ["asyncio", "uvloop"])
@pytest.mark.parametrize("scenario", ["full", "cancel_request"])
def test_the_typescript_client_drives_the_echo_agent(core, scenario, agent_loop):
    agent = echo_agent_command("--loop", agent_loop)
    run = subprocess.run(
        ts_client_argv(scenario, agent),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        env=dict(core.env, PYTHONPATH=os.pathsep.join(sys.path)),
    )
    assert run.returncode == 0, run.stdout + run.stderr
    steps = steps_of(run.stdout)
    assert steps["initialize"]["agentInfo"]["name"] == "acp-fast-echo-agent"
    if scenario == "full":
        assert steps["prompt"]["stopReason"] == "end_turn" and steps["prompt"]["text"] == "echo: hello"
        assert steps["permission"]["permissionRequests"] == 1 and steps["permission"]["stopReason"] == "end_turn"
        assert steps["session_cancel"]["stopReason"] == "cancelled"
        assert steps["permission_cancel"]["stopReason"] == "cancelled"
        assert steps["permission_cancel"]["answeredCancelled"] == 1
    else:
        # The TS client aborted its cancellationSignal: $/cancel_request, answered -32800 by the echo agent
        # (the prompt's task is cancelled; `_slow` likewise), and no update after the answer.
        assert steps["cancel_request"]["error"]["code"] == -32800
        assert steps["cancel_request"]["lateUpdates"] == 0
        assert steps["ext_cancel"]["error"]["code"] == -32800
        assert steps["ext_echo"]["result"] == steps["ext_echo"]["sent"]
    assert steps["done"]["agentExit"]["code"] == 0


async def within(awaitable: Any) -> Any:
    return await asyncio.wait_for(awaitable, 30)


async def test_an_acp_fast_client_drives_the_typescript_agent(core):
    client = Recorder()
    async with spawn_agent(client, ts_agent_argv(), stderr=asyncio.subprocess.PIPE) as agent:
        init = await within(agent.initialize(protocol_version=1))
        assert init.agent_info.name == "ts-interop-agent"
        session_id = (await within(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id

        response = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response.stop_reason == "end_turn" and client.text() == "ts echo: hello"

        response = await within(agent.prompt(session_id, [{"type": "text", "text": "permission please"}]))
        assert response.stop_reason == "end_turn" and client.asked.is_set()

        # session/cancel with a permission request pending: we answer it "cancelled", the turn ends cancelled.
        client.answer, client.asked = None, asyncio.Event()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission slow"}])
        await within(client.asked.wait())
        agent.cancel(session_id)
        assert (await within(prompt)).stop_reason == "cancelled"

        # acp-fast → TS: $/cancel_request; the TS handler observes its AbortSignal and answers -32800.
        slow = agent.connection.send_request("_slow", {})
        slow.cancel()
        with pytest.raises(RequestError) as raised:
            await within(slow)
        assert raised.value.code == -32800

        # TS → acp-fast: cancelling the prompt makes the TS agent cancel its permission request (it passes the
        # prompt's signal on), so our pending handler is cancelled and answered.
        client.asked, client.permission_cancelled = asyncio.Event(), asyncio.Event()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        await within(client.asked.wait())
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await within(prompt)
        assert raised.value.code == -32800
        while agent.connection.pending_incoming:
            await asyncio.sleep(0.01)
        assert client.permission_cancelled.is_set() and agent.connection.pending_outgoing == 0


async def test_a_typescript_proxy_runs_inside_the_conductor(core, tmp_path):
    """acp-fast conductor → TS proxy → acp-fast proxy → echo agent: the TS SDK's proxy method names and envelopes
    meet the conductor's; a prompt streams through, and a cancelled one crosses the TS proxy's hop as one plain
    cancel each way, with that hop's ids."""
    ts_log, proxy_log = tmp_path / "ts-proxy.jsonl", tmp_path / "proxy.jsonl"
    argv = conductor([tapped(ts_log, ts_proxy_argv()), tapped(proxy_log, PROXY)], echo_agent_command())
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        response = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: hello"
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await until(lambda: len(client.updates) > 5)
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await within(prompt)
        assert raised.value.code == -32800
    hop = read_log(ts_log)
    sent = {m["method"] for m in messages(hop, "out") if "method" in m}
    # initialize and the prompts wrapped; the updates plain to the predecessor; the cancel plain, with the wrapper's id
    assert sent == {"proxy/successor", "session/update", "$/cancel_request"}, sent
    received = [m for m in messages(hop, "in") if m.get("method") == "session/prompt"]
    wrapped = [m for m in messages(hop, "out") if (m.get("params") or {}).get("method") == "session/prompt"]
    assert cancels(hop, "in") == [received[-1]["id"]] and cancels(hop, "out") == [wrapped[-1]["id"]]
    assert_every_request_answered(hop)


# ------------------------------------------------------------------------------------------ MCP over ACP

MCP_AGENT = [sys.executable, str(PEERS / "mcp_agent.py")]


def test_the_typescript_client_offers_an_mcp_server_to_an_acp_fast_agent(core, tmp_path):
    """`fromMcpServer` + `McpOverAcpProvider` (TS client) → `McpCaller` (acp-fast agent): tools listed and called,
    and a cancelled turn aborts the TS tool (the agent's `$/cancel_request` for its `mcp/message`)."""
    run = subprocess.run(
        ts_mcp_client_argv(MCP_AGENT), capture_output=True, text=True, timeout=RUN_TIMEOUT, env=child_env(core)
    )
    assert run.returncode == 0, run.stdout + run.stderr
    steps = steps_of(run.stdout)
    assert steps["initialize"]["acp"] is True
    assert steps["tools"] == {"step": "tools", "stopReason": "end_turn", "text": "tools: read_file,slow"}
    assert steps["read"]["text"] == "ts read: notes.txt"
    assert steps["slow"] == {"step": "slow", "stopReason": "cancelled", "aborted": True}
    assert "done" in steps


def test_the_typescript_client_through_the_conductor_and_an_mcp_offering_proxy(core, tmp_path):
    """TS client (offers `ts-tools`) → acp-fast conductor → the read_file proxy of docs/mcp.md (offers `files`) →
    acp-fast agent: the agent sees both servers; a request for the client's server crosses the proxy unchanged
    and back; one for the proxy's is served there; a cancelled tool call of the client's server ends on both
    sides through the chain."""
    (tmp_path / "notes.txt").write_text("read through the proxy")
    argv = conductor([docs_proxy(tmp_path)], MCP_AGENT)
    run = subprocess.run(
        ts_mcp_client_argv(argv, "read notes.txt files"),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        env=child_env(core),
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    steps = steps_of(run.stdout)
    assert steps["tools"]["text"] == "tools: read_file,read_file,slow"  # the client's two and the proxy's one
    assert steps["read"]["text"] == "ts read: notes.txt"  # the client's server, through the proxy
    assert steps["extra"]["text"] == "read through the proxy"  # the proxy's server
    assert steps["slow"] == {"step": "slow", "stopReason": "cancelled", "aborted": True}


async def test_an_acp_fast_client_offers_an_mcp_server_to_the_typescript_agent(core, tmp_path):
    """`McpProvider` + `from_mcp_server` (acp-fast client) → `McpOverAcpCaller` (TS agent): a tool listed and
    called, directly and through the TS SDK's `McpOverAcpHttpBridge`, an unknown server refused -33001, and a TS
    `AbortSignal` (the agent's `$/cancel_request`) cancels the Python tool's task."""
    calculator = MCPServer("calculator", log_level="WARNING")
    slow_outcome: list[str] = []
    started = asyncio.Event()

    @calculator.tool()
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    @calculator.tool()
    async def slow() -> str:
        """Wait until cancelled."""
        started.set()
        try:
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            slow_outcome.append("CancelledError")
            raise
        return "finished"

    client = Recorder()
    provider = McpProvider()
    handler = from_mcp_server(calculator)
    server = provider.add("calculator", handler)
    try:
        async with spawn_agent(client, ts_mcp_agent_argv(), cwd=tmp_path) as agent:
            provider.serve_on(agent.connection)
            await within(agent.initialize(protocol_version=1))
            session_id = (
                await within(agent.new_session(cwd=str(tmp_path), mcp_servers=[server.declaration]))
            ).session_id
            for text in ("tools", "add 2 40", "unknown", "http 20 22"):
                assert (
                    await within(agent.prompt(session_id, [{"type": "text", "text": text}]))
                ).stop_reason == "end_turn"
            # The last through the TS SDK's McpOverAcpHttpBridge: fetch → its loopback endpoint → mcp/message → here.
            assert [update.content.text for update in client.updates] == [
                "tools: add,slow",
                "42",
                "code: -33001",
                "http 200: 42",
            ]
            turn = asyncio.ensure_future(within(agent.prompt(session_id, [{"type": "text", "text": "slow"}])))
            await within(started.wait())
            agent.cancel(session_id)
            assert (await turn).stop_reason == "cancelled"
            await until(lambda: slow_outcome == ["CancelledError"])
    finally:
        await handler.aclose()
