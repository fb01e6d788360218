"""`acp-fast echo-agent` as a real child process, driven by `acp.spawn_agent` over its stdio (docs/acp.md, "The
reference agent")."""

from __future__ import annotations

import os
import sys
from typing import Any

import pytest
from recorders import Recorder
from wire import wait_for

from acp_fast import RequestError
from acp_fast.acp import echo_agent_command, schema, spawn_agent

ECHO_AGENT = echo_agent_command()


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
        assert client.updates[-1].to_wire() == {"sessionUpdate": "state_update", "state": "idle", "stopReason": "end_turn"}


async def test_require_initialize_from_the_command_line(core):
    async with spawn_agent(Recorder(), [*ECHO_AGENT, "--require-initialize"], env=child_env(core)) as agent:
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))
        assert raised.value.code == -32600
        await wait_for(agent.initialize(protocol_version=1))
        assert (await wait_for(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id
