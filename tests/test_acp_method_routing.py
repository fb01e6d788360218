"""Each method the newest ACP schema added reaches the `Agent` or `Client` method of the side that serves it, over a
real connection pair (both routers, both loops); methods that left the protocol are still served and called,
with a DeprecationWarning."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any, ClassVar

import pytest
from wire import barrier, pair, wait_for

from acp_fast import RequestError
from acp_fast.acp import Agent, AgentSideConnection, Client, ClientSideConnection, schema, schema_v2

pytestmark = pytest.mark.usefixtures("core")


class Recording:
    """Records each call as (method name, its typed params) and answers with `results[name]`."""

    results: ClassVar[dict[str, Any]] = {}

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    def _record(self, name: str, params: Any) -> Any:
        self.calls.append((name, params))
        return self.results.get(name)


class NewAgent(Recording, Agent):
    results: ClassVar[dict[str, Any]] = {
        "session_status": {"status": "saved"},
        "set_session_title": {"title": "Renamed"},
        "auth_status": {"state": "unauthenticated"},
    }

    def archive_session(self, params: Any) -> Any:
        return self._record("archive_session", params)

    async def unarchive_session(self, params: Any) -> Any:  # async and plain def both work
        return self._record("unarchive_session", params)

    def session_status(self, params: Any) -> Any:
        return self._record("session_status", params)

    def set_session_title(self, params: Any) -> Any:
        return self._record("set_session_title", params)

    def auth_status(self, params: Any) -> Any:
        return self._record("auth_status", params)

    def notify_mcp(self, params: Any) -> None:
        self._record("notify_mcp", params)

    def cancel_terminal(self, params: Any) -> Any:
        return self._record("cancel_terminal", params)

    def cancel_tool_call(self, params: Any) -> Any:
        return self._record("cancel_tool_call", params)


class NewClient(Recording, Client):
    results: ClassVar[dict[str, Any]] = {"mcp_message": {"result": {"tools": []}}}

    def mcp_message(self, params: Any) -> Any:
        return self._record("mcp_message", params)

    def auth_status_update(self, params: Any) -> None:
        self._record("auth_status_update", params)


@contextlib.asynccontextmanager
async def sides(
    agent: Agent, client: Client, **agent_options: Any
) -> AsyncIterator[tuple[ClientSideConnection, AgentSideConnection]]:
    async with pair() as (client_conn, agent_conn):
        yield ClientSideConnection(client, client_conn), AgentSideConnection(agent, agent_conn, **agent_options)


async def until_recorded(side: Recording, sender: Any, count: int) -> None:
    """Wait until `side` has recorded `count` calls that `sender` sent (notifications have no answer to await)."""
    while len(side.calls) < count:
        await barrier(sender)


# What the client calls on its agent: the wire name, the call, the method the agent serves it with, the fields the
# agent reads from its typed params, and a field of the typed result (None: an empty result).
AGENT_CALLS = [
    ("session/archive", lambda a: a.archive_session("s1"), "archive_session", {"session_id": "s1"}, None),
    ("session/unarchive", lambda a: a.unarchive_session("s1"), "unarchive_session", {"session_id": "s1"}, None),
    ("session/status", lambda a: a.session_status("s1"), "session_status", {}, ("status", "saved")),
    (
        "session/set_title",
        lambda a: a.set_session_title("s1", "  Renamed "),
        "set_session_title",
        {"session_id": "s1", "title": "  Renamed "},
        ("title", "Renamed"),
    ),
    ("auth/status", lambda a: a.auth_status(), "auth_status", {}, ("state", "unauthenticated")),
]


@pytest.mark.parametrize(("wire", "call", "name", "fields", "result"), AGENT_CALLS)
async def test_each_new_agent_request_reaches_the_agent_method(wire, call, name, fields, result):
    agent_impl = NewAgent()
    async with sides(agent_impl, NewClient()) as (agent, _):
        answer = await wait_for(call(agent))
    method = schema.AGENT_METHODS[wire]
    ((called, params),) = agent_impl.calls
    assert called == name == method.name and type(params) is method.params
    assert {field: getattr(params, field) for field in fields} == fields
    assert type(answer) is method.result
    if result is not None:
        assert getattr(answer, result[0]) == result[1]


async def test_mcp_message_is_a_notification_the_agent_serves_and_a_request_the_client_serves():
    agent_impl, client_impl = NewAgent(), NewClient()
    async with sides(agent_impl, client_impl) as (agent, agent_side):
        # The agent asks the client's ACP MCP server; the client's server reports progress back.
        answer = await wait_for(agent_side.mcp_message("srv", "7", "tools/list", params={"cursor": "c"}))
        await agent.notify_mcp("srv", "7", "notifications/progress", params={"progress": 1})
        await until_recorded(agent_impl, agent.connection, 1)
    assert answer == {"result": {"tools": []}}  # the MCP outcome, untyped
    ((name, request),) = client_impl.calls
    assert name == "mcp_message" and type(request) is schema.MessageMcpRequest
    assert (request.server_id, request.request_id, request.method, request.params) == (
        "srv",
        "7",
        "tools/list",
        {"cursor": "c"},
    )
    ((name, notification),) = agent_impl.calls
    assert name == "notify_mcp" and type(notification) is schema.MessageMcpNotification
    assert notification.method == "notifications/progress"


async def test_auth_status_update_reaches_the_client():
    client_impl = NewClient()
    async with sides(NewAgent(), client_impl) as (_, agent_side):
        await agent_side.auth_status_update("authenticated", accounts=[schema.AuthAccount(label="me", active=True)])
        await until_recorded(client_impl, agent_side.connection, 1)
    ((name, update),) = client_impl.calls
    assert name == "auth_status_update" and type(update) is schema.AuthStatusUpdateNotification
    assert update.state == "authenticated" and update.accounts == [schema.AuthAccount(label="me", active=True)]


async def test_a_method_reaches_only_the_side_that_serves_it():
    class ArchivingClient(NewClient):
        def archive_session(self, params: Any) -> Any:  # an agent's method: a client never serves it
            return self._record("archive_session", params)

    client_impl = ArchivingClient()
    async with sides(NewAgent(), client_impl) as (_, agent_side):
        with pytest.raises(RequestError) as raised:
            await wait_for(agent_side.connection.send_request("session/archive", {"sessionId": "s1"}))
    assert raised.value.code == -32601 and client_impl.calls == []


@pytest.mark.parametrize(
    ("call", "name", "params_type"),
    [
        (lambda v2: v2.cancel_terminal("s1", "term-1"), "cancel_terminal", schema_v2.CancelTerminalRequest),
        (lambda v2: v2.cancel_tool_call("s1", "call-1"), "cancel_tool_call", schema_v2.CancelToolCallRequest),
        (lambda v2: v2.archive_session("s1"), "archive_session", schema_v2.ArchiveSessionRequest),
    ],
)
async def test_the_v2_drafts_new_agent_requests_reach_the_agent_method(call, name, params_type):
    agent_impl = NewAgent()
    async with sides(agent_impl, NewClient(), protocol_versions=(1, 2)) as (agent, _):
        await wait_for(agent.v2.initialize(protocol_version=2, info={"name": "c", "version": "1"}))
        await wait_for(call(agent.v2))
    ((called, params),) = agent_impl.calls
    assert called == name and type(params) is params_type and params.session_id == "s1"


async def test_archiving_a_session_ends_its_turns_as_closing_it_does():
    class BusyAgent(NewAgent):
        def __init__(self) -> None:
            super().__init__()
            self.started = asyncio.Event()

        async def prompt(self, params: Any) -> Any:
            self.started.set()
            await asyncio.Event().wait()

    agent_impl = BusyAgent()
    async with sides(agent_impl, NewClient()) as (agent, _):
        prompt = agent.prompt("s1", [{"type": "text", "text": "hi"}])
        await wait_for(agent_impl.started.wait())
        await wait_for(agent.archive_session("s1"))
        assert (await wait_for(prompt)).stop_reason == "cancelled"


# ---------------------------------------------------------------------------------------------- what left


class NesAgent(Agent):
    """An agent written for the next edit suggestion drafts, which left the protocol."""

    def __init__(self) -> None:
        self.calls: list[Any] = []

    def nes_start(self, params: Any) -> Any:
        self.calls.append(params)
        return {"sessionId": "nes-1"}

    def document_did_open(self, params: Any) -> None:
        self.calls.append(params)


async def test_an_agent_method_that_left_the_protocol_is_still_served_deprecated():
    agent_impl = NesAgent()
    async with pair() as (client_conn, agent_conn):
        with pytest.warns(
            DeprecationWarning, match=r"NesAgent\.\w+ is deprecated: it serves `\S+`, which left"
        ) as seen:
            AgentSideConnection(agent_impl, agent_conn)
        assert {str(w.message).split(" is ")[0] for w in seen} == {"NesAgent.nes_start", "NesAgent.document_did_open"}
        assert {w.filename for w in seen} == {__file__}
        agent = ClientSideConnection(NewClient(), client_conn)
        with pytest.warns(DeprecationWarning, match=r"nes_start\(\) is deprecated"):
            started = agent.nes_start(workspace_uri="file:///w")
        assert type(await wait_for(started)).__name__ == "StartNesResponse"
        with pytest.warns(DeprecationWarning, match=r"document_did_open\(\) is deprecated"):
            agent.document_did_open("nes-1", "file:///w/a.py", "python", 1, "x = 1\n")
        while len(agent_impl.calls) < 2:
            await barrier(client_conn)
    start, opened = agent_impl.calls
    assert type(start).__name__ == "StartNesRequest" and start.workspace_uri == "file:///w"
    assert type(opened).__name__ == "DidOpenDocumentNotification" and opened.language_id == "python"


async def test_a_client_method_that_left_the_protocol_is_still_served_deprecated():
    class McpClient(NewClient):
        def mcp_connect(self, params: Any) -> Any:
            self.calls.append(("mcp_connect", params))
            return {"connectionId": "conn-1"}

    client_impl = McpClient()
    async with pair() as (client_conn, agent_conn):
        agent_side = AgentSideConnection(NewAgent(), agent_conn)
        with pytest.warns(DeprecationWarning, match=r"McpClient\.mcp_connect is deprecated"):
            ClientSideConnection(client_impl, client_conn)
        with pytest.warns(DeprecationWarning, match=r"mcp_connect\(\) is deprecated: `mcp/connect` left"):
            connected = agent_side.mcp_connect("srv")
        assert (await wait_for(connected)).connection_id == "conn-1"
    ((name, params),) = client_impl.calls
    assert name == "mcp_connect" and params.server_id == "srv"
