"""The ACP layer in one process (docs/acp.md): typed agent and client sides over a real socketpair.

Both routers, both loops. Session cancellation (`session/cancel`: the turn ends `{"stopReason": "cancelled"}`,
never an error) and request cancellation (`$/cancel_request`: `-32800`) are checked separately; initialize's
retry rules; v2 prompts.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from wire import barrier, notification, pair, request, wait_for, wire_pair

from acp_fast import RequestError
from acp_fast.acp import Agent, AgentSideConnection, Client, ClientSideConnection, PromptTurn, schema
from acp_fast.acp.echo_agent import EchoAgent

pytestmark = pytest.mark.usefixtures("core")

TEXT = [{"type": "text", "text": "hello"}]


class RecordingClient(Client):
    """Records updates; answers permission requests with `self.choice` (None: leaves them pending)."""

    def __init__(self, choice: str | None = "allow", slow_updates: bool = False) -> None:
        self.updates: list[Any] = []
        self.permission_requests: list[Any] = []
        self.choice = choice
        self.slow_updates = slow_updates
        if slow_updates:
            self.session_update = self._slow_update  # type: ignore[method-assign]

    def session_update(self, params: schema.SessionNotification) -> None:
        self.updates.append(params.update)

    async def _slow_update(self, params: schema.SessionNotification) -> None:
        await asyncio.sleep(0.001)
        self.updates.append(params.update)

    async def request_permission(self, params: schema.RequestPermissionRequest) -> Any:
        self.permission_requests.append(params)
        if self.choice is None:
            await asyncio.Event().wait()
        return {"outcome": {"outcome": "selected", "optionId": self.choice}}

    def text(self) -> str:
        return "".join(u.content.text for u in self.updates if u.TAG == "agent_message_chunk")


@contextlib.asynccontextmanager
async def session(
    agent: Agent, client: Client | None = None, **agent_options: Any
) -> AsyncIterator[tuple[ClientSideConnection, AgentSideConnection, Any]]:
    async with pair() as (client_conn, agent_conn):
        agent_side = AgentSideConnection(agent, agent_conn, **agent_options)
        client_side = ClientSideConnection(client or RecordingClient(), client_conn)
        yield client_side, agent_side, client_side.client


async def start(client_side: ClientSideConnection) -> str:
    await wait_for(client_side.initialize(protocol_version=1))
    created = await wait_for(client_side.new_session(cwd="/tmp", mcp_servers=[]))
    return created.session_id


# ------------------------------------------------------------------------------------------ a whole session


async def test_a_session_streams_updates_in_order_before_the_prompt_result():
    async with session(EchoAgent(chunks=50, chunk_size=2), RecordingClient(slow_updates=True)) as (agent, _, client):
        session_id = await start(agent)
        response = await wait_for(agent.prompt(session_id, TEXT))
        assert isinstance(response, schema.PromptResponse) and response.stop_reason == "end_turn"
        # The async update handler sleeps, yet every update was handled before the result was delivered.
        assert len(client.updates) == 50 and client.text() == "ec" * 50
        assert all(isinstance(u, schema.AgentMessageChunk) for u in client.updates)


async def test_a_permission_request_round_trip():
    async with session(EchoAgent(), RecordingClient(choice="allow")) as (agent, _, client):
        session_id = await start(agent)
        response = await wait_for(agent.prompt(session_id, [{"type": "text", "text": "permission please"}]))
        assert response.stop_reason == "end_turn"
        (asked,) = client.permission_requests
        assert asked.session_id == session_id and [o.option_id for o in asked.options] == ["allow", "reject"]
        assert [u.TAG for u in client.updates[:2]] == ["tool_call", "tool_call_update"]
        assert client.updates[1].status == "completed" and client.text() == "echo: permission please"


# ------------------------------------------------------------------------------------------ session/cancel


class SilentAgent(Agent):
    """Handles neither session/cancel nor the turn: the SDK ends its work."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancelled = False

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    async def prompt(self, params: schema.PromptRequest) -> Any:
        self.started.set()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise


async def test_session_cancel_ends_a_turn_with_stop_reason_cancelled_never_an_error():
    agent_impl = SilentAgent()
    async with session(agent_impl) as (agent, _, _client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, TEXT)
        await wait_for(agent_impl.started.wait())
        agent.cancel(session_id)
        response = await wait_for(prompt)
        assert response.to_wire() == {"stopReason": "cancelled"}
        assert agent_impl.cancelled, "the SDK cancelled the work of an agent that handles no cancellation"


class FailingOnCancelAgent(Agent):
    """Implements cancel; its prompt raises once cancelled (as a real agent's aborted LLM call would)."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.cancel_calls: list[str] = []

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    def cancel(self, params: schema.CancelNotification) -> None:
        self.cancel_calls.append(params.session_id)

    async def prompt(self, params: Any, turn: PromptTurn) -> Any:
        self.started.set()
        await turn.session_cancel()
        self.client.session_update(
            params.session_id, {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "late"}}
        )
        raise ConnectionResetError("the model stream was aborted")


async def test_a_turn_that_fails_after_session_cancel_still_answers_cancelled():
    agent_impl = FailingOnCancelAgent()
    async with session(agent_impl) as (agent, _, client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, TEXT)
        await wait_for(agent_impl.started.wait())
        agent.cancel(session_id)
        response = await wait_for(prompt)
        assert response.stop_reason == "cancelled"
        assert agent_impl.cancel_calls == ["s"]
        assert client.text() == "late", "updates sent after session/cancel arrive before the prompt's answer"


async def test_the_client_answers_pending_permission_requests_cancelled_on_session_cancel():
    async with session(EchoAgent(), RecordingClient(choice=None)) as (agent, agent_side, client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        while not client.permission_requests:
            await barrier(agent.connection)
        agent.cancel(session_id)
        response = await wait_for(prompt)
        assert response.stop_reason == "cancelled"
        assert client.updates[-1].TAG == "tool_call_update" and client.updates[-1].status == "failed"
        await barrier(agent.connection)
        assert agent.connection.pending_incoming == 0 and agent_side.connection.pending_outgoing == 0


# ------------------------------------------------------------------------------------------ $/cancel_request


async def test_cancel_request_on_a_prompt_is_a_request_error_and_cancels_its_permission_request():
    async with session(EchoAgent(), RecordingClient(choice=None)) as (agent, agent_side, client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, [{"type": "text", "text": "permission"}])
        while not client.permission_requests:
            await barrier(agent.connection)
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(prompt)
        assert raised.value.code == -32800
        # The agent's nested permission request got its own $/cancel_request; the client's handler was cancelled
        # and answered -32800 for it, so nothing is left pending on either side.
        await barrier(agent.connection)
        await barrier(agent_side.connection)
        assert agent.connection.pending_incoming == 0 and agent_side.connection.pending_outgoing == 0


class MarkerAgent(Agent):
    """Reads its turn's `$/cancel_request` marker: the same object each time, set by the time its task is
    cancelled."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.seen: list[bool] = []

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    async def prompt(self, params: Any, turn: PromptTurn) -> Any:
        marker = turn.cancellation
        self.seen.append(marker is turn.cancellation and not marker.is_cancelled)
        self.started.set()
        try:
            await asyncio.sleep(60)
        finally:
            self.seen.append(turn.cancellation is marker and marker.is_cancelled)


async def test_a_turn_s_cancellation_marker_is_one_object_and_is_set_by_cancel_request():
    agent_impl = MarkerAgent()
    async with session(agent_impl) as (agent, _, _client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, TEXT)
        await wait_for(agent_impl.started.wait())
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(prompt)
        assert raised.value.code == -32800 and agent_impl.seen == [True, True]


async def test_cancel_request_and_session_cancel_are_independent():
    async with session(EchoAgent()) as (agent, _, _client):
        session_id = await start(agent)
        first = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        second = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        first.cancel()  # one request
        with pytest.raises(RequestError) as raised:
            await wait_for(first)
        assert raised.value.code == -32800
        agent.cancel(session_id)  # the session's work
        assert (await wait_for(second)).stop_reason == "cancelled"


# ------------------------------------------------------------------------------------------ typed params


async def test_bad_params_are_invalid_params_naming_the_field():
    async with session(EchoAgent()) as (agent, _, _client):
        session_id = await start(agent)
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.prompt(session_id, [{"type": "text", "text": 3}]))
        assert raised.value.code == -32602 and raised.value.message == "Invalid params"
        assert raised.value.data == {
            "method": "session/prompt",
            "field": "prompt[0].text",
            "reason": "expected a string, got an integer",
        }
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.connection.send_request("session/new", {"mcpServers": []}))
        assert raised.value.data["field"] == "cwd" and raised.value.data["reason"] == "missing required field"


async def test_unimplemented_methods_and_extensions():
    async with session(EchoAgent()) as (agent, _, _client):
        await start(agent)
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.load_session(cwd="/", session_id="x", mcp_servers=[]))
        assert raised.value.code == -32601 and raised.value.data == "session/load"
        assert await wait_for(agent.connection.send_request("_echo", {"x": [1]})) == {"x": [1]}
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.connection.send_request("_nope"))
        assert raised.value.code == -32601
        slow = agent.connection.send_request("_slow")
        slow.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(slow)
        assert raised.value.code == -32800


async def test_an_unknown_update_kind_from_a_newer_agent_is_kept():
    async with session(EchoAgent()) as (agent, agent_side, client):
        session_id = await start(agent)
        future = {"sessionUpdate": "_vendor_thing", "payload": [1, 2]}
        agent_side.session_update(session_id, future)
        await barrier(agent_side.connection)
        assert client.updates[-1] == future  # no model for it: the raw dict, nothing lost


# ------------------------------------------------------------------------------------------ initialize


class FlakyInitAgent(Agent):
    """initialize fails in the ways listed in `self.failures`, one per call, then succeeds."""

    def __init__(self, failures: list[str]) -> None:
        self.failures = failures

    async def initialize(self, params: Any) -> Any:
        failure = self.failures.pop(0) if self.failures else None
        if failure == "error":
            raise RequestError.internal_error({"why": "not yet"})
        if failure == "crash":
            raise RuntimeError("boom")
        if failure == "hang":
            await asyncio.Event().wait()
        return {"protocolVersion": 1, "agentCapabilities": {"loadSession": failure is None}}

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}


@pytest.mark.parametrize("failure", ["error", "crash", "cancelled"])
async def test_a_failed_first_initialize_leaves_the_connection_uninitialized_for_a_retry(failure):
    kind = "hang" if failure == "cancelled" else failure
    async with session(FlakyInitAgent([kind]), require_initialize=True) as (agent, agent_side, _client):
        first = agent.initialize(protocol_version=1)
        if failure == "cancelled":
            await barrier(agent.connection)
            first.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(first)
        assert raised.value.code == {"error": -32603, "crash": -32603, "cancelled": -32800}[failure]
        assert not agent_side.initialized and agent_side.protocol_version is None
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.new_session(cwd="/", mcp_servers=[]))
        assert raised.value.code == -32600
        assert raised.value.data == "ACP initialization must complete before `session/new` can be used"
        response = await wait_for(agent.initialize(protocol_version=1))  # the retry
        assert response.protocol_version == 1 and agent_side.initialized
        assert (await wait_for(agent.new_session(cwd="/", mcp_servers=[]))).session_id == "s"


async def test_a_failed_repeat_keeps_the_previous_initialization():
    agent_impl = FlakyInitAgent([])
    async with session(agent_impl) as (agent, agent_side, _client):
        await wait_for(agent.initialize(protocol_version=1))
        first_params = agent_side.initialize_params
        agent_impl.failures.append("error")
        with pytest.raises(RequestError):
            await wait_for(agent.initialize(protocol_version=1, client_info={"name": "x", "version": "2"}))
        assert agent_side.initialized and agent_side.protocol_version == 1
        assert agent_side.initialize_params is first_params


async def test_strict_initialize_rules():
    async with session(FlakyInitAgent(["hang"]), require_initialize=True) as (agent, agent_side, _client):
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.connection.send_request("initialize", {"protocolVersion": "1.0.0"}))
        assert raised.value.code == -32602
        assert raised.value.data == "initialize.protocolVersion must be a valid ACP protocol version"
        hanging = agent.initialize(protocol_version=1)
        await barrier(agent.connection)
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.initialize(protocol_version=1))
        assert raised.value.data == "ACP initialization is already in progress on this connection"
        hanging.cancel()
        with pytest.raises(RequestError):
            await wait_for(hanging)
        await wait_for(agent.initialize(protocol_version=1))
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.initialize(protocol_version=1))
        assert raised.value.code == -32600
        assert raised.value.data == "ACP connections may only be initialized once; reconnect to initialize again"
        assert agent_side.initialized
        # Wrong direction: the client side refuses an initialize.
        with pytest.raises(RequestError) as raised:
            await wait_for(agent_side.connection.send_request("initialize", {"protocolVersion": 1}))
        assert raised.value.code == -32600


async def test_version_negotiation_answers_the_latest_supported():
    async with session(EchoAgent()) as (agent, _agent_side, _client):
        response = await wait_for(agent.initialize(protocol_version=7))
        assert response.protocol_version == 1 and agent.protocol_version == 1


# ------------------------------------------------------------------------------------------ a plain def prompt


class PlainPromptAgent(Agent):
    """A plain `def prompt`: in v1 it is answered as the request is read, with no task."""

    def __init__(self) -> None:
        self.cancelled: list[Any] = []

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    def prompt(self, params: schema.PromptRequest) -> Any:
        text = params.prompt[0].text
        if text == "refuse":
            raise RequestError.invalid_params({"reason": "refused"})
        if text == "crash":
            raise ValueError("boom")
        if text == "bad result":
            return "end_turn"  # not a schema object, a dict or None
        self.client.session_update(
            params.session_id, schema.AgentMessageChunk(content=schema.TextContentBlock(text=text))
        )
        return schema.PromptResponse(stop_reason="end_turn")

    def cancel(self, params: Any) -> None:
        self.cancelled.append(params.session_id)


def prompt_with(text: str) -> list[dict[str, str]]:
    return [{"type": "text", "text": text}]


async def test_a_plain_def_prompt_is_answered_with_its_updates_first_and_its_errors_as_a_handlers():
    async with session(PlainPromptAgent()) as (agent, _, client):
        session_id = await start(agent)
        response = await wait_for(agent.prompt(session_id, prompt_with("hi")))
        assert response.stop_reason == "end_turn" and client.text() == "hi"
        with pytest.raises(RequestError) as raised:
            await wait_for(agent.prompt(session_id, prompt_with("refuse")))
        assert raised.value.code == -32602 and raised.value.data == {"reason": "refused"}
        for text, error in (("crash", "ValueError: boom"), ("bad result", "TypeError")):
            with pytest.raises(RequestError) as raised:
                await wait_for(agent.prompt(session_id, prompt_with(text)))
            assert raised.value.code == -32603 and raised.value.data["method"] == "session/prompt"
            assert raised.value.data["error"].startswith(error)


async def test_a_plain_def_prompt_has_ended_before_a_cancel_read_after_it():
    """The prompt and `session/cancel` in one read: the prompt was answered as it was read, so it ended its
    turn (`end_turn`); the cancel finds no turn, and the agent's `cancel` is still called."""
    agent_impl = PlainPromptAgent()
    async with wire_pair() as (conn, peer):
        AgentSideConnection(agent_impl, conn)
        await peer.send(request(1, "initialize", {"protocolVersion": 1}))
        assert (await peer.recv())["result"]["protocolVersion"] == 1
        params = {"sessionId": "s", "prompt": prompt_with("x")}
        await peer.send(request(2, "session/prompt", params), notification("session/cancel", {"sessionId": "s"}))
        update = await peer.recv()
        assert update["method"] == "session/update"
        assert await peer.recv() == {"jsonrpc": "2.0", "id": 2, "result": {"stopReason": "end_turn"}}
        await peer.barrier()
        assert agent_impl.cancelled == ["s"]


class AsyncPromptAgent(Agent):
    """An `async def prompt(params)` (no turn): the connection answers with its task's outcome. Without `cancel`,
    the SDK cancels its work on session/cancel."""

    def __init__(self) -> None:
        self.ran: list[str] = []

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    async def prompt(self, params: schema.PromptRequest) -> Any:
        text = params.prompt[0].text
        self.ran.append(text)
        if text == "crash":
            raise ValueError("boom")
        return schema.PromptResponse(stop_reason="end_turn", meta={"said": text})


class AsyncPromptCancellingAgent(AsyncPromptAgent):
    """Has a `cancel`: the SDK leaves its work running on session/cancel."""

    def cancel(self, params: Any) -> None:
        pass


async def _read_with(agent_impl: Agent, *after: dict[str, Any], text: str = "x") -> tuple[Any, AgentSideConnection]:
    """Send a prompt and `after` in one write, so the agent reads them together: the prompt's answer."""
    async with wire_pair() as (conn, peer):
        agent_side = AgentSideConnection(agent_impl, conn)
        await peer.send(request(1, "initialize", {"protocolVersion": 1}))
        assert (await peer.recv())["result"]["protocolVersion"] == 1
        await peer.send(request(2, "session/prompt", {"sessionId": "s", "prompt": prompt_with(text)}), *after)
        answer = await peer.recv()
        await peer.barrier()
        return answer, agent_side


@pytest.mark.parametrize("handles_cancel", [False, True], ids=["sdk-cancels", "agent-cancels"])
async def test_an_async_prompt_read_with_its_session_cancel_answers_cancelled(handles_cancel):
    """The prompt's turn exists from the moment it is read: a session/cancel read with it ends it. An agent
    without `cancel` never runs (the SDK cancels its work); one with `cancel` runs, and its result says
    cancelled."""
    agent_impl = AsyncPromptCancellingAgent() if handles_cancel else AsyncPromptAgent()
    answer, agent_side = await _read_with(agent_impl, notification("session/cancel", {"sessionId": "s"}))
    if handles_cancel:
        assert answer["result"] == {"stopReason": "cancelled", "_meta": {"said": "x"}} and agent_impl.ran == ["x"]
    else:
        assert answer["result"] == {"stopReason": "cancelled"} and agent_impl.ran == []
    assert agent_side._turns == {}, "the ended turn is forgotten"


async def test_an_async_prompt_that_fails_after_session_cancel_answers_cancelled_and_otherwise_an_error():
    agent_impl = AsyncPromptCancellingAgent()
    answer, _ = await _read_with(agent_impl, notification("session/cancel", {"sessionId": "s"}), text="crash")
    assert answer["result"] == {"stopReason": "cancelled"}
    answer, agent_side = await _read_with(agent_impl, text="crash")
    assert answer["error"]["code"] == -32603 and answer["error"]["data"]["error"] == "ValueError: boom"
    assert agent_side._turns == {}


async def test_an_async_prompt_read_with_its_cancel_request_answers_32800_and_is_forgotten():
    """Cancelled before its task ever ran: `-32800` (the request was cancelled, not the session), and the turn
    the prompt registered as it was read does not outlive it."""
    agent_impl = AsyncPromptAgent()
    answer, agent_side = await _read_with(agent_impl, notification("$/cancel_request", {"requestId": 2}))
    assert answer["error"]["code"] == -32800 and agent_impl.ran == []
    assert agent_side._turns == {}


async def test_an_async_prompt_read_with_both_cancels_answers_cancelled():
    """A session/cancel and a `$/cancel_request` for the prompt, read with it: the prompt defines a cancellation
    result, and a turn the session cancelled answers with it, never an error (the turn's task was cancelled before
    its first step, and the handler never ran)."""
    agent_impl = AsyncPromptAgent()
    answer, agent_side = await _read_with(
        agent_impl,
        notification("session/cancel", {"sessionId": "s"}),
        notification("$/cancel_request", {"requestId": 2}),
    )
    assert answer["result"] == {"stopReason": "cancelled"} and agent_impl.ran == []
    assert agent_side._turns == {}


class _FinishedTask(asyncio.Future[Any]):
    """What a task factory that ran a coroutine to its end returns: `create_task` names it (Python 3.13 does so
    whatever the factory)."""

    def set_name(self, name: object) -> None:
        self.name = name


async def test_an_async_prompt_a_task_factory_runs_to_its_end_at_once_is_forgotten():
    """An eager task factory (Python 3.12's `asyncio.eager_task_factory` runs a task's first step inside
    `create_task`; here one that runs it to its end): the prompt is answered and its turn does not outlive it."""

    def run_at_once(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Future[Any]:
        if coro.__qualname__ != "PromptTurn._serve":  # the connection's own tasks, which wait
            return asyncio.Task(coro, loop=loop, **kwargs)
        done = _FinishedTask(loop=loop)
        try:
            coro.send(None)
        except StopIteration as stop:
            done.set_result(stop.value)
            return done
        raise AssertionError("the prompt's task waited")

    loop = asyncio.get_running_loop()
    loop.set_task_factory(run_at_once)
    try:
        answer, agent_side = await _read_with(AsyncPromptAgent())
    finally:
        loop.set_task_factory(None)
    assert answer["result"] == {"stopReason": "end_turn", "_meta": {"said": "x"}}
    assert agent_side._turns == {}


async def test_in_v2_a_plain_def_prompt_still_ends_its_turn_with_an_idle_state_update():
    class PlainV2Agent(PlainPromptAgent):
        def initialize(self, params: Any) -> Any:
            return {"protocolVersion": 2, "info": {"name": "v2", "version": "1"}}

        def prompt(self, params: Any) -> Any:
            return "end_turn"  # v2: a stop reason ends the turn

    async with session(PlainV2Agent(), protocol_versions=(1, 2)) as (agent, agent_side, client):
        await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        response = await wait_for(agent.v2.prompt("s", TEXT))
        assert response.to_wire()["messageId"]  # answered by the turn, not inline
        while not client.updates or getattr(client.updates[-1], "TAG", None) != "state_update":
            await barrier(agent_side.connection)
        assert client.updates[-1].to_wire() == {
            "sessionUpdate": "state_update",
            "state": "idle",
            "stopReason": "end_turn",
        }


# ------------------------------------------------------------------------------------------ protocol v2


class V2Agent(Agent):
    def __init__(self) -> None:
        self.turn_finished = asyncio.Event()
        self.proceed = asyncio.Event()
        self.inserted = asyncio.Event()
        self.before_insert = asyncio.Event()

    async def initialize(self, params: Any) -> Any:
        return {
            "protocolVersion": self.client.negotiate(params.protocol_version),
            "info": {"name": "v2", "version": "1"},
        }

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s2"}

    async def prompt(self, params: Any, turn: PromptTurn) -> Any:
        self.before_insert.set()
        await self.proceed.wait()
        turn.insert("m-1")
        self.inserted.set()
        await asyncio.sleep(0.01)
        self.client.session_update(
            turn.session_id,
            {"sessionUpdate": "agent_message_chunk", "messageId": "a-1", "content": {"type": "text", "text": "after"}},
        )
        self.turn_finished.set()
        return "end_turn"


async def test_v2_prompt_answers_with_the_message_id_and_a_late_cancel_cannot_turn_it_into_an_error():
    agent_impl = V2Agent()
    async with session(agent_impl, protocol_versions=(1, 2)) as (agent, agent_side, client):
        response = await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        assert response.protocol_version == 2 and agent.protocol_version == agent_side.protocol_version == 2
        session_id = (await wait_for(agent.v2.new_session(cwd="/tmp"))).session_id
        prompt = agent.v2.prompt(session_id, TEXT)
        agent_impl.proceed.set()
        await wait_for(agent_impl.inserted.wait())
        prompt.cancel()  # races the answer: the message is in, so the answer stays a success
        assert (await wait_for(prompt)).to_wire() == {"messageId": "m-1"}
        await wait_for(agent_impl.turn_finished.wait())
        await barrier(agent_side.connection)
        kinds = [(u["sessionUpdate"] if isinstance(u, dict) else u.TAG) for u in client.updates]
        assert kinds == ["agent_message_chunk", "state_update"], "the turn went on and ended idle"
        assert client.updates[-1].to_wire() == {
            "sessionUpdate": "state_update",
            "state": "idle",
            "stopReason": "end_turn",
        }


async def test_v2_prompt_cancelled_before_insertion_is_cancelled():
    agent_impl = V2Agent()
    async with session(agent_impl, protocol_versions=(1, 2)) as (agent, _, _client):
        await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        prompt = agent.v2.prompt("s2", TEXT)
        await wait_for(agent_impl.before_insert.wait())
        prompt.cancel()
        with pytest.raises(RequestError) as raised:
            await wait_for(prompt)
        assert raised.value.code == -32800 and not agent_impl.inserted.is_set()


async def test_a_v1_only_agent_answers_v2_clients_with_v1():
    async with session(EchoAgent()) as (agent, _, _client):
        response = await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        assert response.protocol_version == 1 and agent.protocol_version == 1


# ------------------------------------------------------------------------------------------ agent → client calls


class ToolClient(RecordingClient):
    def read_text_file(self, params: schema.ReadTextFileRequest) -> Any:
        return schema.ReadTextFileResponse(content=f"contents of {params.path} from line {params.line}")

    async def create_terminal(self, params: schema.CreateTerminalRequest) -> Any:
        assert params.args == ["-la"] and params.env[0].name == "A"
        return {"terminalId": "t1"}


class ToolAgent(Agent):
    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    async def prompt(self, params: schema.PromptRequest) -> Any:
        read = await self.client.read_text_file(params.session_id, "/etc/motd", line=3)
        terminal = await self.client.create_terminal(
            params.session_id, "ls", args=["-la"], env=[schema.EnvVariable(name="A", value="1")]
        )
        try:
            await self.client.write_text_file(params.session_id, "/x", "y")
        except RequestError as error:
            missing = error.code
        self.client.session_update(
            params.session_id,
            schema.AgentMessageChunk(
                content=schema.TextContentBlock(text=f"{read.content}|{terminal.terminal_id}|{missing}")
            ),
        )
        return {"stopReason": "end_turn"}


async def test_typed_calls_from_the_agent_to_the_client():
    async with session(ToolAgent(), ToolClient()) as (agent, _, client):
        session_id = await start(agent)
        assert (await wait_for(agent.prompt(session_id, TEXT))).stop_reason == "end_turn"
        # write_text_file is not implemented by the client: -32601.
        assert client.text() == "contents of /etc/motd from line 3|t1|-32601"


# ------------------------------------------------------------------------------------------ review cases


class CooperativeAgent(Agent):
    """An async cancel that waits for the turn to end; a turn that returns end_turn after being cancelled."""

    def __init__(self) -> None:
        self.started = asyncio.Event()
        self.turn_over = asyncio.Event()

    def new_session(self, params: Any) -> Any:
        return {"sessionId": "s"}

    async def cancel(self, params: Any) -> None:
        await self.turn_over.wait()  # must not hold back the responses the turn waits for

    async def prompt(self, params: Any, turn: PromptTurn) -> Any:
        self.started.set()
        await turn.session_cancel()
        read = await self.client.read_text_file(params.session_id, "/after-cancel")  # a response it needs
        self.turn_over.set()
        return {"stopReason": "end_turn", "_meta": {"read": read.content}}


async def test_an_async_cancel_does_not_hold_back_the_turn_and_the_answer_is_cancelled():
    class FileClient(RecordingClient):
        def read_text_file(self, params: Any) -> Any:
            return {"content": "ok"}

    agent_impl = CooperativeAgent()
    async with session(agent_impl, FileClient()) as (agent, _, _client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, TEXT)
        await wait_for(agent_impl.started.wait())
        agent.cancel(session_id)
        response = await wait_for(prompt)
        # v1: once the client cancelled the session, the answer is "cancelled" even though the turn said end_turn.
        assert response.to_wire() == {"stopReason": "cancelled", "_meta": {"read": "ok"}}


async def test_session_close_ends_the_sessions_turns():
    class ClosingAgent(SilentAgent):
        def close_session(self, params: Any) -> Any:
            return {}

    agent_impl = ClosingAgent()
    async with session(agent_impl) as (agent, _, _client):
        session_id = await start(agent)
        prompt = agent.prompt(session_id, TEXT)
        await wait_for(agent_impl.started.wait())
        await wait_for(agent.close_session(session_id))
        assert (await wait_for(prompt)).stop_reason == "cancelled" and agent_impl.cancelled


async def test_v2_session_cancel_ends_the_turn_idle_cancelled_never_an_error():
    class V2Silent(SilentAgent):
        async def initialize(self, params: Any) -> Any:
            return {"protocolVersion": 2, "info": {"name": "v2", "version": "1"}}

    agent_impl = V2Silent()
    async with session(agent_impl, protocol_versions=(1, 2)) as (agent, agent_side, client):
        await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        prompt = agent.v2.prompt("s", TEXT)
        await wait_for(agent_impl.started.wait())
        answer = (await wait_for(prompt)).to_wire()  # a handler without the turn is inserted when it starts
        assert set(answer) == {"messageId"}
        agent.cancel("s")
        while not client.updates:
            await barrier(agent_side.connection)
        assert client.updates[-1].to_wire() == {
            "sessionUpdate": "state_update",
            "state": "idle",
            "stopReason": "cancelled",
        }


class ModeAgent(EchoAgent):
    def set_session_mode(self, params: schema.SetSessionModeRequest) -> Any:
        return {}


@pytest.mark.parametrize("version", [1, 2])
async def test_methods_of_the_other_protocol_version_are_not_found(version):
    async with session(ModeAgent(), protocol_versions=(1, 2)) as (agent, _, _client):
        await wait_for(agent.v2.initialize(protocol_version=version, info={"name": "c", "version": "1"}))
        set_mode = agent.connection.send_request("session/set_mode", {"sessionId": "s", "modeId": "m"})
        if version == 1:
            assert await wait_for(set_mode) == {}
        else:  # session/set_mode is not in v2
            with pytest.raises(RequestError) as raised:
                await wait_for(set_mode)
            assert raised.value.code == -32601
