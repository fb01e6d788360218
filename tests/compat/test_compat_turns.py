"""How a compat agent's turn is stopped, and what agents written for 0.8 to 0.10 serve (both routers, both loops,
over real sockets; the client is a raw `acp_fast.Connection`, so every answer is seen as it is on the wire).

- A peer's `$/cancel_request` for a `session/prompt` calls the agent's `cancel(session_id)`, as `session/cancel`
  does; the prompt's coroutine is not interrupted, and the prompt answers what the agent answers
  (`stopReason: cancelled`). The next prompt of the session then runs normally.
- A turn still running `turn_cancel_grace` seconds after the agent's `cancel`, and the turn of an agent without
  `cancel`, have their task cancelled: answered `-32800`.
- `session/set_model` reaches `set_session_model` with `use_unstable_protocol=True` (as in 0.8 to 0.10), `-32601`
  without; the client's `set_session_model` sends it.
"""

from __future__ import annotations

import asyncio
import socket
import warnings
from typing import Any

import pytest

import acp_fast
import acp_fast.compat as acp
from acp_fast.compat import schema
from acp_fast.compat.agent.connection import AgentSideConnection

pytestmark = pytest.mark.usefixtures("core")

TEXT = [{"type": "text", "text": "work"}]


class TurnAgent(acp.Agent):
    """A turn runs until `cancel(session_id)` stops it, as agents written for the official SDK do."""

    def __init__(self) -> None:
        self.stops: dict[str, asyncio.Event] = {}
        self.events: list[str] = []
        self.models: list[tuple[str, str]] = []

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> schema.PromptResponse:
        stop = self.stops[session_id] = asyncio.Event()
        self.events.append(f"prompt {session_id}")
        try:
            await asyncio.wait_for(stop.wait(), 30)
        except asyncio.CancelledError:
            self.events.append("prompt interrupted")
            raise
        self.events.append(f"stopped {session_id}")
        return schema.PromptResponse(stop_reason="cancelled")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        self.events.append(f"cancel {session_id}")
        self.stops[session_id].set()

    async def set_session_model(self, model_id: str, session_id: str, **kwargs: Any) -> None:
        self.models.append((session_id, model_id))


class NoCancelAgent(TurnAgent):
    cancel = None  # type: ignore[assignment]  # no way to stop a turn but its task


async def _serve(agent: Any, **kwargs: Any) -> tuple[AgentSideConnection, acp_fast.Connection]:
    a, b = socket.socketpair()
    reader, writer = await asyncio.open_connection(sock=a)
    agent_conn = AgentSideConnection(agent, writer, reader, **kwargs)
    client = acp_fast.Connection("client")
    await client.connect_socket(b)
    return agent_conn, client


async def _until(predicate: Any) -> None:
    for _ in range(500):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out")


async def test_cancel_request_for_a_prompt_stops_the_turn_through_the_agents_cancel():
    agent = TurnAgent()
    agent_conn, client = await _serve(agent)
    sent = client.send_request("session/prompt", {"sessionId": "s1", "prompt": TEXT})
    await _until(lambda: "s1" in agent.stops)
    sent.cancel()
    assert await sent == {"stopReason": "cancelled"}
    assert agent.events == ["prompt s1", "cancel s1", "stopped s1"]
    # The session is free again: the next prompt runs, and session/cancel stops it the same way.
    second = client.send_request("session/prompt", {"sessionId": "s1", "prompt": TEXT})
    await _until(lambda: agent.events[-1] == "prompt s1")
    client.send_notification("session/cancel", {"sessionId": "s1"})
    assert await second == {"stopReason": "cancelled"}
    await client.close()
    await agent_conn.close()


class DeafAgent(TurnAgent):
    async def cancel(self, session_id: str, **kwargs: Any) -> None:  # hears the cancel, does not stop the turn
        self.events.append(f"cancel {session_id}")


async def test_a_turn_still_running_after_the_grace_has_its_task_cancelled():
    agent = DeafAgent()
    agent_conn, client = await _serve(agent, turn_cancel_grace=0.2)
    sent = client.send_request("session/prompt", {"sessionId": "s1", "prompt": TEXT})
    await _until(lambda: "s1" in agent.stops)
    sent.cancel()
    with pytest.raises(acp_fast.RequestError) as raised:
        await sent
    assert raised.value.code == -32800
    assert agent.events == ["prompt s1", "cancel s1", "prompt interrupted"]
    await client.close()
    await agent_conn.close()


async def test_an_agent_without_cancel_has_its_prompt_task_cancelled():
    agent = NoCancelAgent()
    agent_conn, client = await _serve(agent)
    sent = client.send_request("session/prompt", {"sessionId": "s1", "prompt": TEXT})
    await _until(lambda: "s1" in agent.stops)
    sent.cancel()
    with pytest.raises(acp_fast.RequestError) as raised:
        await sent
    assert raised.value.code == -32800
    assert agent.events == ["prompt s1", "prompt interrupted"]
    await client.close()
    await agent_conn.close()


async def test_set_session_model_as_0_8_to_0_10_serve_it():
    agent = TurnAgent()
    agent_conn, client = await _serve(agent, use_unstable_protocol=True)
    assert await client.send_request("session/set_model", {"sessionId": "s1", "modelId": "fast"}) == {}
    assert agent.models == [("s1", "fast")]
    await client.close()
    await agent_conn.close()

    agent_conn, client = await _serve(TurnAgent())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # "part of the unstable protocol"
        with pytest.raises(acp_fast.RequestError) as raised:
            await client.send_request("session/set_model", {"sessionId": "s1", "modelId": "fast"})
    assert raised.value.code == -32601
    await client.close()
    await agent_conn.close()


async def test_the_client_sends_set_session_model():
    seen: list[Any] = []
    a, b = socket.socketpair()
    agent = acp_fast.Connection("agent")

    @agent.on_request("session/set_model")
    def set_model(params: Any) -> dict[str, Any]:
        seen.append(params)
        return {}

    await agent.connect_socket(a)
    reader, writer = await asyncio.open_connection(sock=b)

    class Client(acp.Client):
        pass

    conn = acp.connect_to_agent(Client(), writer, reader)
    response = await conn.set_session_model(model_id="fast", session_id="s1")
    assert isinstance(response, schema.SetSessionModelResponse)
    assert seen == [{"modelId": "fast", "sessionId": "s1"}]
    await conn.close()
    await agent.close()
