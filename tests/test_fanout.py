"""The fan-out proxy (docs/proxies.md, "Fan-out"): a lost turn's late updates, and agents that end while it serves.

`FanOut` in one process first, between raw peers on socketpairs playing the client and two agents, so that each
agent's timing is the test's to choose; then `acp-fast fanout` over real processes, with one agent killed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shlex
import sys
from collections.abc import AsyncIterator
from typing import Any

import psutil
import pytest
from chains import child_env, start, until, within
from recorders import Recorder
from wire import RawPeer, cancel, error, notification, request, result, wait_for, wire_pair

from acp_fast import Connection
from acp_fast.acp import spawn_agent
from acp_fast.acp.echo_agent import command as echo_agent_command
from acp_fast.fanout import FanOut

pytestmark = pytest.mark.usefixtures("core")


@contextlib.asynccontextmanager
async def fanned(k: int) -> AsyncIterator[tuple[RawPeer, list[RawPeer]]]:
    """A `FanOut` between a raw client peer and `k` raw agent peers."""
    async with contextlib.AsyncExitStack() as stack:
        client, client_peer = await stack.enter_async_context(wire_pair(Connection("client")))
        agents, agent_peers = [], []
        for i in range(k):
            agent, agent_peer = await stack.enter_async_context(wire_pair(Connection(f"agent {i + 1}")))
            agents.append(agent)
            agent_peers.append(agent_peer)
        FanOut(client, agents)
        yield client_peer, agent_peers


async def received(peer: RawPeer, method: str) -> dict[str, Any]:
    message = await wait_for(peer.recv())
    assert message.get("method") == method, message
    return message


async def start_raw(client: RawPeer, agents: dict[str, RawPeer], version: int) -> str:
    """`initialize` (answered with `version`) and `session/new` through the fan-out, each agent answering with its
    own session id (the keys of `agents`): the client's session id (requests 1 and 2)."""
    await client.send(request(1, "initialize", {"protocolVersion": version}))
    for agent in agents.values():
        await agent.send(result((await received(agent, "initialize"))["id"], {"protocolVersion": version}))
    assert (await wait_for(client.recv()))["result"]["protocolVersion"] == version
    await client.send(request(2, "session/new", {"cwd": "/", "mcpServers": []}))
    for own, agent in agents.items():
        await agent.send(result((await received(agent, "session/new"))["id"], {"sessionId": own}))
    return (await wait_for(client.recv()))["result"]["sessionId"]


def update(session: str, text: str) -> dict[str, Any]:
    chunk = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}
    return notification("session/update", {"sessionId": session, "update": chunk})


IDLE = {"sessionUpdate": "state_update", "state": "idle", "stopReason": "cancelled"}


@pytest.mark.parametrize("version", [1, 2])
async def test_a_lost_turns_late_updates_never_reach_the_client(version):
    """Agent 1 loses a prompt and goes on sending updates for it: none reaches the client, not even while the next
    prompt runs, and that agent gets no prompt of the session until its lost turn has ended (its answer in v1, its
    idle state update in v2); then it takes part again."""
    async with fanned(2) as (client, (loser, winner)):
        session = await start_raw(client, {"L": loser, "W": winner}, version)

        await client.send(request(3, "session/prompt", {"sessionId": session, "prompt": []}))
        lost = await received(loser, "session/prompt")
        won = await received(winner, "session/prompt")
        await winner.send(update("W", "first"), result(won["id"], {"stopReason": "end_turn"}))
        assert await wait_for(client.recv()) == update(session, "first")
        assert await wait_for(client.recv()) == result(3, {"stopReason": "end_turn"})
        if version == 1:
            assert await wait_for(loser.recv()) == cancel(lost["id"])
        else:  # its turn was inserted before the cancel arrived: it streams on until it ends
            assert await wait_for(loser.recv()) == notification("session/cancel", {"sessionId": "L"})
            assert await wait_for(loser.recv()) == cancel(lost["id"])
            await loser.send(result(lost["id"], {"messageId": "m1"}))
        await loser.send(update("L", "late"))

        # The next prompt goes to the winner alone: the loser is still in its lost turn.
        await client.send(request(4, "session/prompt", {"sessionId": session, "prompt": []}))
        second = await received(winner, "session/prompt")
        await loser.send(update("L", "later"))
        if version == 1:
            await loser.send(error(lost["id"], -32800, "Request cancelled"))
        else:
            await loser.send(notification("session/update", {"sessionId": "L", "update": IDLE}))
        await winner.send(update("W", "second"), result(second["id"], {"stopReason": "end_turn"}))
        assert await wait_for(client.recv()) == update(session, "second")
        assert await wait_for(client.recv()) == result(4, {"stopReason": "end_turn"})
        assert await loser.barrier() == [], "no prompt for an agent still ending its lost turn"

        # Its turn has ended: it takes part again, and its updates are its own turn's.
        await client.send(request(5, "session/prompt", {"sessionId": session, "prompt": []}))
        third = await received(loser, "session/prompt")
        await received(winner, "session/prompt")
        await loser.send(update("L", "third"), result(third["id"], {"stopReason": "end_turn"}))
        assert await wait_for(client.recv()) == update(session, "third")
        assert await wait_for(client.recv()) == result(5, {"stopReason": "end_turn"})
        assert await client.barrier() == [], "nothing of the lost turn, before or after"


async def test_a_loser_whose_prompt_failed_takes_the_next_prompt():
    """A prompt that failed at an agent leaves no turn running there: the next prompt goes to it as well."""
    async with fanned(2) as (client, (failing, winner)):
        session = await start_raw(client, {"F": failing, "W": winner}, 1)
        await client.send(request(3, "session/prompt", {"sessionId": session, "prompt": []}))
        failed = await received(failing, "session/prompt")
        won = await received(winner, "session/prompt")
        await failing.send(error(failed["id"], -32603, "Internal error"))
        await failing.barrier()  # the failure is in before the win
        await winner.send(result(won["id"], {"stopReason": "end_turn"}))
        assert await wait_for(client.recv()) == result(3, {"stopReason": "end_turn"})
        await client.send(request(4, "session/prompt", {"sessionId": session, "prompt": []}))
        await received(failing, "session/prompt")
        await received(winner, "session/prompt")


# ------------------------------------------------------------------------------------------ agents that end


async def test_a_fan_out_serves_on_while_one_agent_lives_and_names_the_one_that_died(core, tmp_path, caplog):
    """kill -9 of one of two agents: the fan-out logs which one and how it ended, and goes on with the other (old
    sessions, new sessions, prompts); it exits 1 since an agent failed. Killing the last one stops it."""
    echo = echo_agent_command()
    argv = fanout([echo, [*echo, "--chunks", "2"]])
    client = Recorder()
    caplog.set_level(logging.INFO, logger="acp_fast.child")
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path, stderr=asyncio.subprocess.PIPE) as agent:
        session = await start(agent)
        children = [p for p in psutil.Process(agent.process.pid).children() if "--chunks" in p.cmdline()]
        assert len(children) == 1
        children[0].kill()
        await until(lambda: "was killed by SIGKILL" in caplog.text)
        assert "agent 2 (" in caplog.text and "the fan-out goes on with 1 of 2 agents" in caplog.text
        for session_id in (session, (await within(agent.new_session(cwd="/", mcp_servers=[]))).session_id):
            client.updates.clear()
            response = await within(agent.prompt(session_id, [{"type": "text", "text": "hi"}]))
            assert response.stop_reason == "end_turn"
            assert client.text() == "echo: hi"
        assert await within(agent.connection.send_request("_echo", {"x": 1})) == {"x": 1}
    assert agent.process.returncode == 1, "an agent failed"


async def test_a_fan_out_whose_last_agent_died_stops(core, tmp_path, caplog):
    client = Recorder()
    caplog.set_level(logging.INFO, logger="acp_fast.child")
    argv = fanout([echo_agent_command()])
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path, stderr=asyncio.subprocess.PIPE) as agent:
        await start(agent)
        (child,) = psutil.Process(agent.process.pid).children()
        child.kill()
        await within(agent.connection.wait_closed())
    assert agent.process.returncode == 1
    assert "no agent is left: the fan-out stops" in caplog.text


def fanout(agents: list[list[str]]) -> list[str]:
    argv = [sys.executable, "-P", "-m", "acp_fast", "fanout"]
    return argv + [part for agent in agents for part in ("--agent", shlex.join(agent))]
