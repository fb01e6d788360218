"""Interop with the official Python SDK (`agent-client-protocol`, `import acp`), 0.12.1 and 1.0.0rc3.

Both directions, over real processes and pipes: an `acp` client drives `acp-fast echo-agent` through a full
session, and an acp-fast client drives an `acp` agent. 0.12.1 neither sends nor honours `$/cancel_request`;
1.0.0rc3 does both, so with rc3 request cancellation is checked both ways too. The `acp` peers run in venvs of
their own (`acp_env.acp_python`), built on first use.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from acp_env import AGENT, VERSIONS, acp_python
from recorders import Recorder

from acp_fast import RequestError
from acp_fast.acp import echo_agent_command, schema, spawn_agent

PEERS = Path(__file__).parent / "acp_peers"
RC3 = "1.0.0rc3"
RUN_TIMEOUT = 120


def echo_agent(core: Any, loop: str) -> tuple[list[str], dict[str, str]]:
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))
    return echo_agent_command("--loop", loop), env


def report(stdout: str) -> dict[str, dict[str, Any]]:
    return {entry["step"]: entry for entry in map(json.loads, filter(str.strip, stdout.splitlines()))}


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("agent_loop", ["asyncio", "uvloop"])
def test_an_acp_client_drives_the_echo_agent(core, version, agent_loop):
    python = acp_python(version)
    argv, env = echo_agent(core, agent_loop)
    run = subprocess.run(
        [str(python), str(PEERS / "acp_client.py"), "all", "--", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=RUN_TIMEOUT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    steps = report(run.stdout)
    assert steps["initialize"]["agentName"] == "acp-fast-echo-agent" and steps["initialize"]["clientAcp"] == version
    assert steps["prompt"]["stopReason"] == "end_turn" and steps["prompt"]["text"] == "echo: hello"
    assert steps["permission"]["stopReason"] == "end_turn" and steps["permission"]["permissionRequests"] == 1
    assert steps["permission"]["text"] == "echo: permission please"
    # session/cancel: the turn ends "cancelled" (never an error), also with a permission request pending,
    # which the acp client answers "cancelled".
    assert steps["session_cancel"]["stopReason"] == "cancelled"
    assert steps["permission_cancel"]["stopReason"] == "cancelled"
    assert steps["cancel_request"]["echo"] == {"x": 1}
    prompt_cancel = steps["cancel_request_prompt"]
    assert prompt_cancel["nextStopReason"] == "end_turn" and prompt_cancel["nextText"] == "echo: hello"
    if version == RC3:
        # rc3 sent $/cancel_request when its awaiting task was cancelled: the echo agent stopped that prompt.
        assert prompt_cancel["agentStillStreaming"] is False
    else:
        # 0.12.1 sends nothing: the prompt ran on until the client's session/cancel.
        assert prompt_cancel["agentStillStreaming"] is True
    assert steps["done"]["agentExit"] == 0


async def within(awaitable: Any) -> Any:
    return await asyncio.wait_for(awaitable, 30)


@pytest.mark.parametrize("version", VERSIONS)
async def test_an_acp_fast_client_drives_an_acp_agent(core, version):
    python = acp_python(version)
    client = Recorder()
    async with spawn_agent(client, [str(python), str(AGENT)]) as agent:
        init = await within(agent.initialize(protocol_version=1))
        assert init.protocol_version == 1 and init.agent_info.name == "acp-interop-agent"
        session_id = (await within(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id

        response = await within(agent.prompt(session_id, [schema.TextContentBlock(text="hello")]))
        assert response.stop_reason == "end_turn" and client.text() == "acp echo: hello"

        client.updates.clear()
        response = await within(agent.prompt(session_id, [{"type": "text", "text": "permission please"}]))
        assert response.stop_reason == "end_turn" and client.asked.is_set()
        assert client.text() == "acp echo: permission please"

        client.updates.clear()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        while not client.updates:
            await asyncio.sleep(0.01)
        agent.cancel(session_id)
        assert (await within(prompt)).stop_reason == "cancelled"

        # A pending permission request is answered "cancelled" by our side on session/cancel.
        client.answer, client.asked = None, asyncio.Event()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission slow"}])
        await within(client.asked.wait())
        agent.cancel(session_id)
        assert (await within(prompt)).stop_reason == "cancelled"
        assert client.permission_cancelled.is_set() and agent.connection.pending_incoming == 0


async def test_cancel_request_both_ways_with_rc3(core):
    python = acp_python(RC3)
    client = Recorder(answer=None)
    async with spawn_agent(client, [str(python), str(AGENT)], stderr=asyncio.subprocess.PIPE) as agent:
        await within(agent.initialize(protocol_version=1))
        session_id = (await within(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id

        # acp-fast → rc3: a cancelled rc3 handler answers -32800.
        slow = agent.connection.send_request("_slow", {})
        await within(agent.connection.send_request("_echo", {"x": 1}))
        slow.cancel()
        with pytest.raises(RequestError) as raised:
            await within(slow)
        assert raised.value.code == -32800

        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        while not client.updates:
            await asyncio.sleep(0.01)
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await within(prompt)
        assert raised.value.code == -32800

        # rc3 → acp-fast: rc3's prompt handler is cancelled while it awaits our permission answer; rc3 cancels
        # its nested request with $/cancel_request, and our pending handler is cancelled and answered.
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        await within(client.asked.wait())
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await within(prompt)
        assert raised.value.code == -32800
        while agent.connection.pending_incoming:
            await asyncio.sleep(0.01)
        assert client.permission_cancelled.is_set()
        assert agent.connection.pending_outgoing == 0
