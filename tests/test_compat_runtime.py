"""`acp_fast.compat` as users of the official SDK call it (docs/compat.md): the calling convention (every field by
keyword, `_meta` spread into `**kwargs` but never over a field), legacy handler and call forms, unstable methods,
extension methods, error objects, `ConnectionError` on a closed connection, observers, `receive_timeout`, message
transports, the cancellation acp-fast keeps from its own core, and what 1.0.0rc3 adds (its calls and handlers,
`attach`, `create_asgi_app(path=...)`, `handle_websocket`). Both routers, both loops, over real sockets.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import socket
import subprocess
import sys
import warnings
from collections.abc import AsyncIterator
from typing import Any

import pytest

import acp_fast
import acp_fast.compat as acp
from acp_fast.compat import helpers, schema, utils
from acp_fast.compat._transport import memory_transport_pair
from acp_fast.compat.agent.connection import AgentSideConnection
from acp_fast.compat.connection import Connection, StreamDirection

pytestmark = pytest.mark.usefixtures("core")


async def stream_pair() -> tuple[tuple[Any, Any], tuple[Any, Any], list[socket.socket]]:
    """Two asyncio stream pairs over a real socketpair: (reader, writer) of each end."""
    a, b = socket.socketpair()
    ends = []
    for sock in (a, b):
        ends.append(await asyncio.open_connection(sock=sock))
    return ends[0], ends[1], [a, b]


@contextlib.asynccontextmanager
async def session(
    agent: Any, client: Any, client_kwargs: dict[str, Any] | None = None, **agent_kwargs: Any
) -> AsyncIterator[tuple[Any, Any]]:
    """An AgentSideConnection serving `agent` and a ClientSideConnection serving `client`, linked."""
    (ar, aw), (cr, cw), _ = await stream_pair()
    agent_conn = AgentSideConnection(agent, aw, ar, **agent_kwargs)
    client_conn = acp.connect_to_agent(client, cw, cr, **(client_kwargs or {}))
    try:
        yield agent_conn, client_conn
    finally:
        await client_conn.close()
        await agent_conn.close()


class KwargsAgent:
    """Records how each method was called."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.conn: Any = None

    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    async def initialize(self, protocol_version: int, **kwargs: Any) -> schema.InitializeResponse:
        self.calls.append(("initialize", {"protocol_version": protocol_version, **kwargs}))
        return schema.InitializeResponse(protocol_version=protocol_version)

    async def new_session(self, **kwargs: Any) -> schema.NewSessionResponse:
        self.calls.append(("new_session", kwargs))
        return schema.NewSessionResponse(session_id="s1")

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> schema.PromptResponse:
        self.calls.append(("prompt", {"prompt": prompt, "session_id": session_id, **kwargs}))
        text = prompt[0].text
        if text == "fail":
            raise acp.RequestError.invalid_params({"reason": "asked to fail"})
        if text == "crash":
            raise ValueError("boom")
        if text == "json-crash":
            raise ValueError('{"detail": 7}')
        if text == "slow":
            await asyncio.sleep(3600)
        for word in text.split():
            await self.conn.session_update(session_id, helpers.update_agent_message_text(word))
        return schema.PromptResponse(stop_reason="end_turn")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        self.calls.append(("cancel", {"session_id": session_id, **kwargs}))


class SlowClient:
    """Takes its time over each update: prompt() must still return after all of them."""

    def __init__(self) -> None:
        self.updates: list[str] = []

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        await asyncio.sleep(0.002)
        self.updates.append(update.content.text)


async def test_fields_by_keyword_and_meta_in_kwargs_never_over_a_field():
    agent = KwargsAgent()
    async with session(agent, SlowClient()) as (_, client):
        await client.initialize(protocol_version=1)
        raw = client._conn  # the wire, to send a `_meta` key named like a field
        await raw.send_request(
            "session/new", {"cwd": "/w", "mcpServers": [], "_meta": {"cwd": "/evil", "trace": "t-1"}}
        )
    name, kwargs = agent.calls[1]
    assert name == "new_session"
    assert kwargs["cwd"] == "/w"  # the field, not the `_meta` key of the same name
    assert kwargs["trace"] == "t-1"
    assert kwargs["additional_directories"] is None  # every field is passed, optional ones as None
    assert kwargs["mcp_servers"] == []


async def test_prompt_returns_after_every_update_was_handled():
    client = SlowClient()
    async with session(KwargsAgent(), client) as (_, conn):
        await conn.initialize(protocol_version=1)
        response = await conn.prompt(session_id="s1", prompt=[helpers.text_block("a b c d e f")])
        assert client.updates == ["a", "b", "c", "d", "e", "f"]
    assert response.stop_reason == "end_turn"


async def test_errors_as_the_official_sdk_answers_them():
    async with session(KwargsAgent(), SlowClient()) as (_, conn):
        with pytest.raises(acp.RequestError) as raised:
            await conn.prompt(session_id="s1", prompt=[helpers.text_block("fail")])
        assert (raised.value.code, str(raised.value), raised.value.data) == (
            -32602,
            "Invalid params",
            {"reason": "asked to fail"},
        )
        assert raised.value.to_error_obj() == {
            "code": -32602,
            "message": "Invalid params",
            "data": {"reason": "asked to fail"},
        }
        with pytest.raises(acp.RequestError) as raised:
            await conn.prompt(session_id="s1", prompt=[helpers.text_block("crash")])
        assert (raised.value.code, raised.value.data) == (-32603, {"details": "boom"})
        with pytest.raises(acp.RequestError) as raised:
            await conn.prompt(session_id="s1", prompt=[helpers.text_block("json-crash")])
        assert raised.value.data == {"detail": 7}
        with pytest.raises(acp.RequestError) as raised:  # no such method on the agent
            await conn.set_session_mode(session_id="s1", mode_id="m")
        assert (raised.value.code, raised.value.data) == (-32601, {"method": "session/set_mode"})
        with pytest.raises(acp.RequestError) as raised:  # params that fail validation
            await conn._conn.send_request("session/prompt", {"sessionId": 5})
        assert raised.value.code == -32602
        assert {error["loc"][0] for error in raised.value.data["errors"]} >= {"sessionId", "prompt"}
        assert isinstance(raised.value, acp_fast.RequestError)  # one error class for both APIs


async def test_extension_methods_drop_the_leading_underscore():
    seen: list[Any] = []

    class Ext(KwargsAgent):
        async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
            seen.append((method, params))
            return {"echo": params}

        async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
            seen.append(("note", method, params))

    async with session(Ext(), SlowClient()) as (_, conn):
        assert await conn.ext_method("example.com/echo", {"x": 1}) == {"echo": {"x": 1}}
        await conn.ext_notification("example.com/note", {"y": 2})
        await conn.ext_method("example.com/echo", {})  # the notification was handled before this answer
    assert seen == [
        ("example.com/echo", {"x": 1}),
        ("note", "example.com/note", {"y": 2}),
        ("example.com/echo", {}),
    ]


async def test_every_extension_method_is_answered_beyond_the_ones_given_routes():
    class Ext(KwargsAgent):
        async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
            if method == "fail":
                raise ValueError("no")
            return {"method": method, **params}

    names = [f"vendor/m{index}" for index in range(100)]  # more than get a route of their own
    async with session(Ext(), SlowClient()) as (_, conn):
        for _ in range(2):  # the first call of each takes the fallback, the second its route (when it got one)
            answers = await asyncio.gather(*(conn.ext_method(name, {"n": 1}) for name in names))
            assert answers == [{"method": name, "n": 1} for name in names]
            with pytest.raises(acp.RequestError) as raised:
                await conn.ext_method("fail", {})
            assert (raised.value.code, raised.value.data) == (-32603, {"details": "no"})


async def test_unstable_methods_answer_method_not_found_unless_enabled():
    class Forking(KwargsAgent):
        async def fork_session(self, session_id: str, cwd: str, **kwargs: Any) -> schema.ForkSessionResponse:
            return schema.ForkSessionResponse(session_id=session_id + "-fork")

    async with session(Forking(), SlowClient()) as (_, conn):
        with pytest.warns(UserWarning, match="unstable protocol"), pytest.raises(acp.RequestError) as raised:
            await conn.fork_session(session_id="s1", cwd="/")
        assert raised.value.code == -32601
    async with session(Forking(), SlowClient(), use_unstable_protocol=True) as (_, conn):
        assert (await conn.fork_session(session_id="s1", cwd="/")).session_id == "s1-fork"


async def test_legacy_handlers_and_call_forms_warn_and_work():
    class Legacy:
        async def initialize(self, params: schema.InitializeRequest) -> Any:
            return schema.InitializeResponse(protocol_version=params.protocol_version)

        async def newSession(self, params: schema.NewSessionRequest) -> Any:  # the legacy spelling
            return schema.NewSessionResponse(session_id=params.cwd)

    async with session(Legacy(), SlowClient()) as (_, conn):
        with pytest.warns(DeprecationWarning):
            assert (await conn.initialize(schema.InitializeRequest(protocol_version=1))).protocol_version == 1
        with pytest.warns(DeprecationWarning, match="newSession"):
            assert (await conn.new_session(cwd="/x")).session_id == "/x"
        with pytest.warns(DeprecationWarning):
            response = await conn.newSession(schema.NewSessionRequest(cwd="/y", mcp_servers=[]))
        assert response.session_id == "/y"


async def test_inherited_protocol_stubs_answer_null_not_method_not_found():
    class Bare(acp.Agent):
        pass

    async with session(Bare(), SlowClient()) as (_, conn):
        assert await conn._conn.send_request("session/list", {}) is None
        assert await conn._conn.send_request("session/set_mode", {"sessionId": "s", "modeId": "m"}) == {}


async def test_cancelling_the_awaiting_task_cancels_on_the_wire():
    agent = KwargsAgent()  # its `cancel` does not stop the slow turn: the turn's task is cancelled after the grace
    async with session(agent, SlowClient(), turn_cancel_grace=0.05) as (agent_conn, conn):
        task = asyncio.ensure_future(conn.prompt(session_id="s1", prompt=[helpers.text_block("slow")]))
        while not any(name == "prompt" for name, _ in agent.calls):
            await asyncio.sleep(0.001)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        peer = agent_conn._conn.peer
        while peer.pending_incoming:  # the agent's handler was cancelled and answered
            await asyncio.sleep(0.001)
        assert ("cancel", {"session_id": "s1"}) in agent.calls  # asked to stop the turn first, as session/cancel
        response = await conn.prompt(session_id="s1", prompt=[helpers.text_block("after")])
        assert response.stop_reason == "end_turn"


async def test_a_closed_connection_raises_connection_error():
    async with session(KwargsAgent(), SlowClient()) as (agent_conn, conn):
        pending = asyncio.ensure_future(conn.prompt(session_id="s1", prompt=[helpers.text_block("slow")]))
        await asyncio.sleep(0.01)
        await agent_conn.close()
        with pytest.raises(ConnectionError, match="Connection closed"):
            await pending
        with pytest.raises(ConnectionError, match="Connection closed"):
            await conn.initialize(protocol_version=1)


async def test_observers_see_every_message_both_ways():
    events: list[tuple[StreamDirection, str | None, Any]] = []

    async def handler(method: str, params: Any, is_notification: bool) -> Any:
        return {"got": params}

    (ar, aw), (br, bw), _ = await stream_pair()
    server = Connection(handler, aw, ar)
    client = Connection(handler, bw, br, observers=[lambda e: events.append((e.direction, None, e.message))])

    async def async_observer(event: Any) -> None:
        events.append((event.direction, "async", event.message))

    client.add_observer(async_observer)
    assert await client.send_request("_x", {"n": 1}) == {"got": {"n": 1}}
    await client.send_notification("_y", {"n": 2})
    await client.close()
    await server.close()
    sync = [
        (direction, message.get("method"), message.get("result")) for direction, kind, message in events if not kind
    ]
    assert sync == [
        (StreamDirection.OUTGOING, "_x", None),
        (StreamDirection.INCOMING, None, {"got": {"n": 1}}),
        (StreamDirection.OUTGOING, "_y", None),
    ]
    assert len([e for e in events if e[1] == "async"]) == 3


async def test_receive_timeout_closes_a_silent_connection():
    async def handler(method: str, params: Any, is_notification: bool) -> Any:
        return None

    (ar, aw), (br, bw), _ = await stream_pair()
    silent = Connection(handler, aw, ar, listening=False)  # never reads, never answers
    conn = Connection(handler, bw, br, receive_timeout=0.05)
    with pytest.raises(ConnectionError):
        await conn.send_request("_wait", {})
    await conn.close()
    await silent.close()


async def test_a_message_transport_carries_the_same_session():
    left, right = memory_transport_pair()
    agent = KwargsAgent()
    client = SlowClient()
    agent_conn = AgentSideConnection(agent, left)
    conn = acp.connect_to_agent(client, right)
    await conn.initialize(protocol_version=1)
    response = await conn.prompt(session_id="s1", prompt=[helpers.text_block("over messages")])
    assert response.stop_reason == "end_turn"
    assert client.updates == ["over", "messages"]
    await conn.close()
    await agent_conn.close()


async def test_the_wrong_stream_types_are_refused():
    (ar, aw), (_, bw), _ = await stream_pair()
    with pytest.raises(TypeError, match="requires asyncio StreamWriter/StreamReader"):
        AgentSideConnection(KwargsAgent(), ar, aw)  # reader and writer swapped
    for writer in (aw, bw):
        writer.close()
        await writer.wait_closed()


def test_install_makes_import_acp_resolve_to_compat_and_refuses_after_the_real_one():
    script = (
        "import acp_fast.compat as compat; compat.install()\n"
        "import acp, acp.schema\n"
        "from acp.helpers import text_block\n"
        "assert acp is compat and acp.schema is compat.schema, acp\n"
        "assert isinstance(text_block('x'), compat.schema.TextContentBlock)\n"
        "import sys, types; sys.modules['acp'] = types.ModuleType('acp')\n"
        "try:\n"
        "    compat.install()\n"
        "except RuntimeError as e:\n"
        "    print('refused:', e)\n"
    )
    out = subprocess.run([sys.executable, "-P", "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "refused: acp_fast.compat.install(): the official `acp` package is already imported" in out.stdout


def test_the_launcher_runs_a_script_written_for_acp(tmp_path: Any):
    script = tmp_path / "uses_acp.py"
    script.write_text(
        "import sys\n"
        "import acp\n"
        "from acp.schema import TextContentBlock\n"
        "print(acp.__name__, TextContentBlock.__module__, sys.argv[1:])\n"
    )
    out = subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast.compat", str(script), "a", "b"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["acp_fast.compat", "acp_fast.compat.schema", "['a',", "'b']"]


@pytest.mark.parametrize(
    ("target", "status", "message"),
    [
        (["missing.py"], 2, "can't open file 'missing.py': [Errno 2] No such file or directory"),
        (["-m", "no_such_module_here"], 1, "No module named no_such_module_here"),
        (["-m", "no_such_package.agent"], 1, "No module named no_such_package.agent"),
    ],
)
def test_the_launcher_names_a_program_it_cannot_find_in_one_line(tmp_path: Any, target, status, message):
    out = subprocess.run(
        [sys.executable, "-P", "-m", "acp_fast.compat", *target],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert (out.returncode, out.stderr) == (status, f"python -m acp_fast.compat: {message}\n")


def test_deprecated_names_warn():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert acp.AgentSideConnection is AgentSideConnection
    assert any(issubclass(w.category, DeprecationWarning) for w in caught)


async def test_session_update_sends_what_a_session_notification_dumps():
    updates = [
        helpers.update_agent_message_text("hi"),
        helpers.update_agent_thought_text("hmm"),
        helpers.start_tool_call("t1", "Read", kind="read", status="pending"),
        helpers.update_tool_call("t1", status="completed", content=[helpers.tool_content(helpers.text_block("x"))]),
        helpers.update_plan([helpers.plan_entry("step", priority="high")]),
    ]
    seen: list[Any] = []

    class Recorder:
        async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
            seen.append((session_id, update, kwargs))

    agent = KwargsAgent()
    async with session(agent, Recorder()) as (agent_conn, conn):
        wire: list[dict[str, Any]] = []
        agent_conn._conn.add_observer(lambda event: wire.append(event.message))
        for update in updates:
            await agent_conn.session_update("s1", update)
        await agent_conn.session_update("s1", updates[0], trace="t-9")  # `_meta` keys take the general path
        await conn.initialize(protocol_version=1)  # every update was handled before this answer
    expected = [
        utils.serialize_params(schema.SessionNotification(session_id="s1", update=update)) for update in updates
    ]
    # The client's `initialize` may come in before the updates go out (a request in flight is written at once): the
    # updates are looked at among the messages of their method, in the order they were sent.
    sent = [message for message in wire if message.get("method") == "session/update"]
    assert [message["params"] for message in sent[: len(updates)]] == expected
    assert sent[len(updates)]["params"]["_meta"] == {"trace": "t-9"}
    assert [(session_id, update) for session_id, update, _ in seen] == [("s1", u) for u in [*updates, updates[0]]]
    assert seen[-1][2] == {"trace": "t-9"}


def test_only_the_drop_in_imports_pydantic():
    script = (
        "import sys\n"
        "import acp_fast, acp_fast.acp, acp_fast.proxy, acp_fast.conductor, acp_fast.fanout, acp_fast.cli\n"
        "assert 'pydantic' not in sys.modules, 'pydantic imported by the native package'\n"
        "assert not [m for m in sys.modules if m.startswith('acp_fast.compat')]\n"
        "import acp_fast.compat\n"
        "assert 'pydantic' in sys.modules\n"
    )
    out = subprocess.run([sys.executable, "-P", "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


async def test_a_child_that_never_exits_is_stopped_when_the_spawn_ends():
    class Nothing:
        pass

    sleeper = "import time; time.sleep(3600)"  # keeps its stdout open and ignores its stdin closing
    async with acp.spawn_agent_process(Nothing(), sys.executable, "-c", sleeper) as (_, process):
        pass
    assert process.returncode == -signal.SIGTERM  # stdin closed, then SIGTERM: the connection did not wait for it


def test_installed_modules_keep_their_own_spec():
    script = (
        "import warnings; warnings.simplefilter('error')\n"
        "import acp_fast.compat as compat; compat.install()\n"
        "import acp.core\n"
        "assert acp.core.__spec__.name == 'acp_fast.compat.core', acp.core.__spec__\n"
        "from acp.stdio import stdio_streams  # a relative import inside the compat package\n"
        "assert stdio_streams.__module__ == 'acp_fast.compat.stdio'\n"
    )
    out = subprocess.run([sys.executable, "-P", "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def test_run_agent_serves_a_socket_as_stdin_and_stdout():
    agent = (
        "import asyncio\n"
        "import acp_fast.compat as acp\n"
        "from acp_fast.compat import schema\n"
        "class A:\n"
        "    async def initialize(self, protocol_version, **kwargs):\n"
        "        return schema.InitializeResponse(protocol_version=protocol_version)\n"
        "asyncio.run(acp.run_agent(A()))\n"
    )
    ours, theirs = socket.socketpair()
    with ours:
        process = subprocess.Popen([sys.executable, "-P", "-c", agent], stdin=theirs, stdout=theirs)
        theirs.close()
        for index in range(3):  # sent after start-up: the socket must be read, not taken for closed
            request = {"jsonrpc": "2.0", "id": index, "method": "initialize", "params": {"protocolVersion": 1}}
            ours.sendall(json.dumps(request).encode() + b"\n")
        ours.settimeout(60)
        received = b""
        while received.count(b"\n") < 3:
            chunk = ours.recv(65536)
            assert chunk, received
            received += chunk
    assert process.wait(timeout=60) == 0
    assert [json.loads(line)["id"] for line in received.splitlines()] == [0, 1, 2]


# ------------------------------------------------------------------------------ what 1.0.0rc3 adds to 0.12.1's API


class Rc3Agent(acp.Agent):
    """Implements the methods 1.0.0rc3 adds to `Agent`, recording how each was called."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []

    async def delete_session(self, session_id: str, **kwargs: Any) -> None:
        self.calls.append(("delete_session", {"session_id": session_id, **kwargs}))  # None answers `{}`

    async def logout(self, **kwargs: Any) -> schema.LogoutResponse:
        self.calls.append(("logout", kwargs))
        return schema.LogoutResponse()

    async def list_providers(self, **kwargs: Any) -> schema.ListProvidersResponse:
        provider = schema.ProviderInfo(provider_id="main", supported=["openai"], required=True)
        return schema.ListProvidersResponse(providers=[provider])

    async def set_provider(
        self, provider_id: str, api_type: str, base_url: str, headers: dict[str, str] | None = None, **kwargs: Any
    ) -> None:
        self.calls.append(("set_provider", {"provider_id": provider_id, "api_type": api_type, "headers": headers}))

    async def disable_provider(self, provider_id: str, **kwargs: Any) -> None:
        self.calls.append(("disable_provider", {"provider_id": provider_id}))

    async def start_nes(self, workspace_uri: str | None = None, **kwargs: Any) -> schema.StartNesResponse:
        return schema.StartNesResponse(session_id=f"nes:{workspace_uri}")

    async def suggest_nes(
        self, session_id: str, uri: str, version: int, position: Any, trigger_kind: str, **kwargs: Any
    ) -> schema.SuggestNesResponse:
        self.calls.append(("suggest_nes", {"position": position, "trigger_kind": trigger_kind, **kwargs}))
        return schema.SuggestNesResponse(suggestions=[])

    async def close_nes(self, session_id: str, **kwargs: Any) -> None:
        self.calls.append(("close_nes", {"session_id": session_id}))

    async def mcp_message(self, connection_id: str, method: str, params: Any = None, **kwargs: Any) -> Any:
        return {"relayed": [connection_id, method, params]}

    async def notify_mcp(self, connection_id: str, method: str, params: Any = None, **kwargs: Any) -> None:
        self.calls.append(("notify_mcp", {"method": method, "params": params}))

    # The NES and document notifications: each is recorded under its name.

    async def accept_nes(self, **kwargs: Any) -> None:
        self.calls.append(("accept_nes", kwargs))

    async def reject_nes(self, **kwargs: Any) -> None:
        self.calls.append(("reject_nes", kwargs))

    async def did_open(self, **kwargs: Any) -> None:
        self.calls.append(("did_open", kwargs))

    async def did_change(self, **kwargs: Any) -> None:
        self.calls.append(("did_change", kwargs))

    async def did_focus(self, **kwargs: Any) -> None:
        self.calls.append(("did_focus", kwargs))

    async def did_save(self, **kwargs: Any) -> None:
        self.calls.append(("did_save", kwargs))

    async def did_close(self, **kwargs: Any) -> None:
        self.calls.append(("did_close", kwargs))


class McpClient(SlowClient):
    """The client's end of MCP over ACP, as 1.0.0rc3's `Client` declares it."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple[str, Any]] = []

    async def connect_mcp(self, server_id: str, **kwargs: Any) -> schema.ConnectMcpResponse:
        return schema.ConnectMcpResponse(connection_id=f"conn-{server_id}")

    async def disconnect_mcp(self, connection_id: str, **kwargs: Any) -> None:
        self.calls.append(("disconnect_mcp", connection_id))

    async def mcp_message(self, connection_id: str, method: str, params: Any = None, **kwargs: Any) -> Any:
        return {"tools": [], "asked": method}

    async def notify_mcp(self, connection_id: str, method: str, params: Any = None, **kwargs: Any) -> None:
        self.calls.append(("notify_mcp", method))


async def test_rc3s_stable_calls_session_delete_and_logout():
    agent = Rc3Agent()
    async with session(agent, SlowClient()) as (_, conn):
        assert await conn.delete_session("s1", trace="t-1") == schema.DeleteSessionResponse()
        assert await conn.logout() == schema.LogoutResponse()
        with pytest.warns(DeprecationWarning):  # the camelCase twin takes the whole model, as for 0.12.1's calls
            await conn.deleteSession(schema.DeleteSessionRequest(session_id="s2"))
        with pytest.warns(DeprecationWarning):  # a one-word call, likewise
            await conn.logout(schema.LogoutRequest())
    assert agent.calls == [
        ("delete_session", {"session_id": "s1", "trace": "t-1"}),
        ("logout", {}),
        ("delete_session", {"session_id": "s2"}),
        ("logout", {}),
    ]

    class Bare(acp.Agent):
        pass

    class Plain:  # not an `Agent`: nothing to call
        pass

    async with session(Bare(), SlowClient()) as (_, conn):
        assert await conn._conn.send_request("session/delete", {"sessionId": "s"}) == {}  # the inherited stub
    async with session(Plain(), SlowClient()) as (_, conn):
        with pytest.raises(acp.RequestError) as raised:
            await conn.delete_session("s")
        assert raised.value.code == -32601


async def test_rc3s_unstable_requests_reach_the_agent_only_when_enabled():
    agent = Rc3Agent()
    async with session(agent, SlowClient()) as (_, conn):
        for call in (conn.list_providers(), conn.start_nes(), conn.mcp_message("c1", "tools/list")):
            with pytest.warns(UserWarning, match="unstable protocol"), pytest.raises(acp.RequestError) as raised:
                await call
            assert raised.value.code == -32601
    async with session(agent, SlowClient(), use_unstable_protocol=True) as (_, conn):
        providers = await conn.list_providers()
        assert [(p.provider_id, p.supported) for p in providers.providers] == [("main", ["openai"])]
        assert await conn.set_provider("main", "openai", "https://llm.example", headers={"x": "1"}) is not None
        await conn.disable_provider("main")
        nes = await conn.start_nes(workspace_uri="file:///w")
        assert nes.session_id == "nes:file:///w"
        position = schema.Position(line=3, character=1)
        suggested = await conn.suggest_nes(nes.session_id, "file:///w/a.py", 2, position, "manual")
        assert suggested.suggestions == []
        assert await conn.close_nes(nes.session_id) == schema.CloseNesResponse()
        assert await conn.mcp_message("c1", "tools/list", {"cursor": None}) == {
            "relayed": ["c1", "tools/list", {"cursor": None}]
        }
    assert agent.calls == [
        ("set_provider", {"provider_id": "main", "api_type": "openai", "headers": {"x": "1"}}),
        ("disable_provider", {"provider_id": "main"}),
        ("suggest_nes", {"position": position, "trigger_kind": "manual", "selection": None, "context": None}),
        ("close_nes", {"session_id": "nes:file:///w"}),
    ]


async def test_rc3s_notifications_reach_the_agent_in_order_when_enabled():
    agent = Rc3Agent()
    position = schema.Position(line=0, character=0)
    visible = schema.Range(start=position, end=schema.Position(line=9, character=0))
    change = schema.TextDocumentContentChangeEvent(text="x = 1\n")
    async with session(agent, SlowClient(), use_unstable_protocol=True) as (_, conn):
        await conn.did_open("n1", "file:///a.py", "python", 1, "x = 0\n")
        await conn.did_change("n1", "file:///a.py", 2, [change])
        await conn.did_focus("n1", "file:///a.py", 2, position, visible)
        await conn.did_save("n1", "file:///a.py")
        await conn.did_close("n1", "file:///a.py")
        await conn.accept_nes("n1", "e1")
        await conn.reject_nes("n1", "e2", reason="ignored")
        await conn.notify_mcp("c1", "notifications/progress", {"p": 1})  # `mcp/message` without an id
        await conn.logout()  # answered after the notifications before it were handled
    assert [name for name, _ in agent.calls] == [
        "did_open",
        "did_change",
        "did_focus",
        "did_save",
        "did_close",
        "accept_nes",
        "reject_nes",
        "notify_mcp",
        "logout",
    ]
    assert agent.calls[1][1] == {"session_id": "n1", "uri": "file:///a.py", "version": 2, "content_changes": [change]}
    assert agent.calls[2][1]["visible_range"] == visible
    assert agent.calls[6][1] == {"session_id": "n1", "id": "e2", "reason": "ignored"}
    assert agent.calls[7][1] == {"method": "notifications/progress", "params": {"p": 1}}

    agent = Rc3Agent()
    async with session(agent, SlowClient()) as (_, conn):  # not enabled: each is refused (and logged), not called
        with pytest.warns(UserWarning, match="unstable protocol"):
            await conn.did_open("n1", "file:///a.py", "python", 1, "")
            await conn.logout()
    assert agent.calls == [("logout", {})]


async def test_rc3s_mcp_over_acp_from_the_agent_to_the_client():
    client = McpClient()
    async with session(Rc3Agent(), client, client_kwargs={"use_unstable_protocol": True}) as (agent_conn, _):
        connected = await agent_conn.connect_mcp("files")
        assert connected.connection_id == "conn-files"
        assert await agent_conn.mcp_message(connected.connection_id, "tools/list") == {
            "tools": [],
            "asked": "tools/list",
        }
        await agent_conn.notify_mcp(connected.connection_id, "notifications/initialized")
        assert await agent_conn.disconnect_mcp(connected.connection_id) == schema.DisconnectMcpResponse()
        with pytest.warns(DeprecationWarning):
            await agent_conn.connectMcp(schema.ConnectMcpRequest(server_id="again"))
    assert client.calls == [("notify_mcp", "notifications/initialized"), ("disconnect_mcp", "conn-files")]
    async with session(Rc3Agent(), McpClient()) as (agent_conn, _):
        with pytest.warns(UserWarning, match="unstable protocol"), pytest.raises(acp.RequestError) as raised:
            await agent_conn.connect_mcp("files")
        assert raised.value.code == -32601


async def test_attach_serves_an_agent_on_a_connection_built_before_it():
    (ar, aw), (cr, cw), _ = await stream_pair()
    handlers: list[Any] = []

    async def dispatch(method: str, params: Any, is_notification: bool) -> Any:
        return await handlers[0](method, params, is_notification)

    raw = Connection(dispatch, aw, ar)
    agent = KwargsAgent()
    agent_conn, handler = AgentSideConnection.attach(agent, raw)
    handlers.append(handler)
    assert agent.conn is agent_conn  # `on_connect` got the wrapper
    client = SlowClient()
    conn = acp.connect_to_agent(client, cw, cr)
    await conn.initialize(protocol_version=1)
    response = await conn.prompt(session_id="s1", prompt=[helpers.text_block("through attach")])
    assert (response.stop_reason, client.updates) == ("end_turn", ["through", "attach"])
    await conn.close()
    await agent_conn.close()


class EchoAgent(KwargsAgent, acp.Agent):
    pass


async def test_create_asgi_app_with_a_path_serves_that_path_only():
    import httpx
    from hypercorn_serving import serving

    from acp_fast.compat.http import create_http_stream
    from acp_fast.compat.http.asgi import create_asgi_app

    app = create_asgi_app(lambda conn: EchoAgent(), path="/acp")
    async with serving(app) as url:
        client = SlowClient()
        conn = acp.connect_to_agent(client, create_http_stream(url))
        await conn.initialize(protocol_version=1)
        created = await conn.new_session(cwd="/", mcp_servers=[])  # the session's stream opens with its answer
        await conn.prompt(session_id=created.session_id, prompt=[helpers.text_block("served here")])
        assert client.updates == ["served", "here"]
        await conn.close()
        async with httpx.AsyncClient() as http:
            elsewhere = await http.post(url.replace("/acp", "/other"), json={})
        assert (elsewhere.status_code, elsewhere.json()) == (404, {"error": "no ACP endpoint at /other"})


async def test_handle_websocket_serves_one_websocket():
    import types

    from hypercorn_serving import serving

    from acp_fast.compat.ws import create_websocket_stream
    from acp_fast.compat.ws.server import handle_websocket

    async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
        # What a Starlette endpoint hands over: an object with the scope, `receive` and `send`.
        if scope["type"] == "websocket":
            await handle_websocket(
                lambda conn: EchoAgent(), types.SimpleNamespace(scope=scope, receive=receive, send=send)
            )

    async with serving(app) as url:
        for _ in range(2):  # one agent per WebSocket
            client = SlowClient()
            conn = acp.connect_to_agent(client, await create_websocket_stream(url.replace("http", "ws", 1)))
            await conn.initialize(protocol_version=1)
            await conn.prompt(session_id="s1", prompt=[helpers.text_block("over ws")])
            assert client.updates == ["over", "ws"]
            await conn.close()


LONG_LINE_AGENT = """
import asyncio
from acp_fast.compat.core import run_agent
from acp_fast.compat.interfaces import Agent
from acp_fast.compat.schema import InitializeResponse

class TestAgent(Agent):
    async def initialize(self, protocol_version, client_capabilities=None, client_info=None, **kwargs):
        return InitializeResponse(protocol_version=protocol_version)

asyncio.run(run_agent(TestAgent(), stdio_buffer_limit_bytes=1024))
"""


def test_run_agent_reads_a_line_longer_than_its_buffer(tmp_path):
    # The official test of the same (a 70 KB line through a 1 KB `stdio_buffer_limit_bytes`), without its clock.
    script = tmp_path / "agent.py"
    script.write_text(LONG_LINE_AGENT)
    line = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1, "_meta": {}}}
    line["params"]["_meta"]["data"] = "X" * 70_000
    done = subprocess.run(
        [sys.executable, str(script)], input=json.dumps(line) + "\n", capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"jsonrpc": "2.0", "id": 1, "result": {"protocolVersion": 1}}
