"""`acp-fast echo-agent` as a real child process, driven by `acp.spawn_agent` over its stdio (docs/acp.md, "The
reference agent")."""

from __future__ import annotations

import asyncio
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from recorders import Recorder
from wire import wait_for

from acp_fast import RequestError
from acp_fast.acp import echo_agent_command, schema, spawn_agent

ECHO_AGENT = echo_agent_command()
CHAIN_PEERS = str(Path(__file__).parent / "peers" / "chain_peers.py")


async def barrier(agent: Any) -> None:
    """A round trip to the agent (`_echo`): it has processed everything sent before."""
    await wait_for(agent.connection.send_request("_echo", {}))


def child_env(core: Any) -> dict[str, str]:
    return dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))


async def test_a_full_session_with_the_echo_agent(core):
    client = Recorder()
    async with spawn_agent(client, ECHO_AGENT, env=child_env(core)) as agent:
        init = await wait_for(agent.initialize(protocol_version=1, client_info={"name": "test", "version": "1"}))
        assert init.protocol_version == 1 and init.agent_info.name == "acp-fast-echo-agent"
        session_id = (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id

        response = await wait_for(agent.prompt(session_id, [schema.TextContentBlock(text="hello")]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: hello"

        client.updates.clear()
        response = await wait_for(agent.prompt(session_id, [{"type": "text", "text": "permission please"}]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: permission please"
        assert [u.TAG for u in client.updates[:2]] == ["tool_call", "tool_call_update"]

        # session/cancel: the turn ends "cancelled", not with an error.
        client.updates.clear()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        while not client.updates:
            await barrier(agent)
        agent.cancel(session_id)
        assert (await wait_for(prompt)).stop_reason == "cancelled"

        # $/cancel_request: that one request is cancelled.
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await barrier(agent)
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(prompt)
        assert raised.value.code == -32800
        assert agent.connection.pending_outgoing == 0
    assert agent.process.returncode == 0, "the agent exits cleanly when its stdin closes"


async def test_the_echo_agent_cancels_its_permission_request_when_the_prompt_is_cancelled(core):
    client = Recorder(answer=None)
    async with spawn_agent(client, ECHO_AGENT, env=child_env(core)) as agent:
        await wait_for(agent.initialize(protocol_version=1))
        session_id = (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        await wait_for(client.asked.wait())
        assert agent.connection.pending_incoming == 1
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(prompt)
        assert raised.value.code == -32800
        await barrier(agent)
        assert agent.connection.pending_incoming == 0, "the agent's $/cancel_request ended our permission handler"


async def test_the_echo_agent_speaks_protocol_v2_when_asked(core):
    client = Recorder()
    async with spawn_agent(client, [*ECHO_AGENT, "--v2", "--chunks", "3"], env=child_env(core)) as agent:
        init = await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "t", "version": "1"}))
        assert init.protocol_version == 2
        session_id = (await wait_for(agent.v2.new_session(cwd="/tmp"))).session_id
        response = await wait_for(agent.v2.prompt(session_id, [{"type": "text", "text": "hi"}]))
        message_id = response.to_wire()["messageId"]
        while not client.updates or client.updates[-1].TAG != "state_update":
            await barrier(agent)
        assert client.updates[0].TAG == "user_message" and client.updates[0].message_id == message_id
        assert client.text() == "echo: hi"
        assert client.updates[-1].to_wire() == {
            "sessionUpdate": "state_update",
            "state": "idle",
            "stopReason": "end_turn",
        }


async def test_require_initialize_from_the_command_line(core):
    async with spawn_agent(Recorder(), [*ECHO_AGENT, "--require-initialize"], env=child_env(core)) as agent:
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))
        assert raised.value.code == -32600
        await wait_for(agent.initialize(protocol_version=1))
        assert (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id


# ------------------------------------------------------------------------------------------ agents that misbehave


@pytest.mark.parametrize("mode", ["agent-silent", "agent-flood"])
async def test_an_agent_that_never_answers_initialize_is_a_clear_error_not_a_hang(core, caplog, mode):
    """Silent, or flooding its stdout with garbage: `initialize_timeout` ends the wait with an error naming the agent
    and the timeout; the garbage is logged (rate-limited) under the agent's name."""
    argv = [sys.executable, CHAIN_PEERS, mode]
    caplog.set_level("WARNING", logger="acp_fast")
    async with spawn_agent(Recorder(), argv, env=child_env(core), initialize_timeout=0.5) as agent:
        started = time.monotonic()
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.initialize(protocol_version=1))
        assert 0.45 <= time.monotonic() - started < 10  # (loops may fire a timer a millisecond early)
        if mode == "agent-flood":  # the child may take longer than the timeout to start writing
            for _ in range(1000):
                if any("refused" in r.getMessage() for r in caplog.records):
                    break
                await asyncio.sleep(0.01)
    error = raised.value
    name = f"agent ({shlex.join(argv)})"
    assert error.code == -32603 and error.message == f"{name} did not answer initialize within 0.5 s"
    assert error.data == {
        "reason": "initialize_timeout",
        "method": "initialize",
        "component": name,
        "command": shlex.join(argv),
        "seconds": 0.5,
    }
    refused = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    if mode == "agent-flood":
        assert refused and all(message.startswith(f"{name}: ") for message in refused)
        assert len(refused) <= 6, "rate-limited"
    else:
        assert refused == []


async def test_the_initialize_timeout_is_checked_and_can_be_turned_off(core):
    for bad in (0, -1, float("nan"), float("inf"), "5"):
        with pytest.raises(ValueError, match="initialize_timeout"):
            async with spawn_agent(Recorder(), ECHO_AGENT, env=child_env(core), initialize_timeout=bad):
                pass
    async with spawn_agent(Recorder(), ECHO_AGENT, env=child_env(core), initialize_timeout=None) as agent:
        assert agent.initialize_timeout is None
        assert (await wait_for(agent.initialize(protocol_version=1))).protocol_version == 1
    async with spawn_agent(Recorder(), ECHO_AGENT, env=child_env(core)) as agent:
        assert agent.initialize_timeout == 60.0, "the default"
        assert (await wait_for(agent.initialize(protocol_version=1))).protocol_version == 1


@pytest.mark.parametrize("status", [0, 3])
async def test_an_agent_that_exits_early_says_how_it_ended(core, status):
    argv = [sys.executable, CHAIN_PEERS, "agent-fail", str(status)]
    async with spawn_agent(Recorder(), argv, env=child_env(core), stderr=asyncio.subprocess.PIPE) as agent:
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.initialize(protocol_version=1))
    error = raised.value
    assert error.data["exit_status"] == status and error.data["stderr_tail"].endswith("fatal: no API key")
    assert str(error).startswith(
        f"agent ({shlex.join(argv)}) exited with status {status} before answering `initialize` (stderr: "
    )
    assert agent.process.returncode == status


async def test_a_missing_agent_command_is_named(core):
    with pytest.raises(FileNotFoundError, match="cannot start `no-such-agent --acp`: No such file or directory"):
        async with spawn_agent(Recorder(), ["no-such-agent", "--acp"]):
            pass
    with pytest.raises(ValueError, match="argv is empty"):
        async with spawn_agent(Recorder(), []):
            pass
