"""MCP over ACP on one connection: a provider serving a real MCP SDK server (`from_mcp_server`), an agent calling
it (`McpCaller`, and the MCP SDK's own client through `mcp_client_transport`), over real sockets, on the loaded
core and both loops. The binding's errors, cancellation both ways and notifications are asserted on the wire."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import anyio
import mcp
import pytest
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from wire import CancelLog, pair, request, result, wait_for, wire_pair

from acp_fast import Connection, RequestError
from acp_fast.mcp import (
    BACKEND_FAILED,
    MCP_PROTOCOL_VERSION,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    McpCall,
    McpCaller,
    McpError,
    McpProvider,
    McpSdkServer,
    from_mcp_server,
    mcp_client_transport,
)

pytestmark = pytest.mark.usefixtures("core")

META = {
    "io.modelcontextprotocol/protocolVersion": MCP_PROTOCOL_VERSION,
    "io.modelcontextprotocol/clientCapabilities": {},
}


class Tools:
    """An MCP SDK server with the tools the tests call, and what its slow tool saw."""

    def __init__(self) -> None:
        self.server = MCPServer("tools", log_level="WARNING")
        self.slow_started = asyncio.Event()
        self.slow_ended = asyncio.Event()
        self.slow_outcome: str | None = None
        server = self.server

        @server.tool()
        def add(a: int, b: int) -> int:
            """Add two numbers."""
            return a + b

        @server.tool()
        async def slow(ctx: Context) -> str:
            """Report progress, then wait to be cancelled."""
            await ctx.report_progress(1, 10, "started")
            self.slow_started.set()
            try:
                await anyio.sleep(60)
            except BaseException as exc:
                self.slow_outcome = type(exc).__name__
                raise
            finally:
                self.slow_ended.set()
            return "finished"

        @server.tool()
        async def counts(ctx: Context) -> str:
            """Three progress notifications, then the answer."""
            for n in range(3):
                await ctx.report_progress(n, 3)
            return "counted"

        @server.resource("memo://greeting")
        def greeting() -> str:
            return "hello"

        @server.prompt()
        def review(code: str) -> str:
            return f"Review this: {code}"


@dataclass
class Served:
    tools: Tools
    handler: McpSdkServer
    server_id: str
    client: Connection  # the provider's side
    agent: Connection  # the caller's side


@contextlib.asynccontextmanager
async def served() -> AsyncIterator[Served]:
    """A provider on the client's side of a connection pair, serving `Tools` through `from_mcp_server`."""
    tools = Tools()
    handler = from_mcp_server(tools.server)
    try:
        async with pair() as (client, agent):
            provider = McpProvider()
            registration = provider.add("tools", handler)
            provider.serve_on(client)
            yield Served(tools, handler, registration.server_id, client, agent)
    finally:
        await handler.aclose()  # a failed test too: its streams closed, not left to a later test's collector


async def test_tools_resources_and_prompts_through_the_caller() -> None:
    async with served() as s:
        server = McpCaller(s.agent, client_info={"name": "test-agent", "version": "1"}).server(s.server_id)
        listed = await wait_for(server.list_tools())
        assert {tool["name"] for tool in listed["tools"]} == {"add", "slow", "counts"}
        called = await wait_for(server.call_tool("add", {"a": 2, "b": 40}))
        assert called["structuredContent"] == {"result": 42} and called["isError"] is False
        resources = await wait_for(server.list_resources())
        assert [resource["uri"] for resource in resources["resources"]] == ["memo://greeting"]
        read = await wait_for(server.read_resource("memo://greeting"))
        assert read["contents"][0]["text"] == "hello"
        prompt = await wait_for(server.get_prompt("review", {"code": "x = 1"}))
        assert "Review this: x = 1" in prompt["messages"][0]["content"]["text"]
        assert (await wait_for(server.discover()))["supportedVersions"] == [MCP_PROTOCOL_VERSION]


async def test_an_inner_error_is_mcp_error_and_the_connection_goes_on() -> None:
    async with served() as s:
        server = McpCaller(s.agent).server(s.server_id)
        with pytest.raises(McpError) as raised:
            await wait_for(server.request("no/such/method"))
        assert raised.value.code == -32601
        failed = await wait_for(server.call_tool("add", {"a": "not a number"}))  # a tool's failure is a result
        assert failed["isError"] is True
        assert (await wait_for(server.call_tool("add", {"a": 1, "b": 1})))["structuredContent"] == {"result": 2}


async def test_the_legacy_handshake_is_not_the_binding() -> None:
    async with served() as s:
        with pytest.raises(McpError) as raised:
            await wait_for(McpCaller(s.agent).request(s.server_id, "initialize", {"protocolVersion": "2025-11-25"}))
        assert raised.value.code == -32601 and raised.value.data == "initialize"


async def test_progress_notifications_reach_the_request_they_belong_to() -> None:
    async with served() as s:
        seen: list[tuple[str, Any]] = []
        answer = await wait_for(
            McpCaller(s.agent)
            .server(s.server_id)
            .call_tool("counts", {}, on_notification=lambda method, params: seen.append((method, params)))
        )
        assert answer["content"][0]["text"] == "counted"
        assert [method for method, _ in seen] == ["notifications/progress"] * 3
        assert [params["progress"] for _, params in seen] == [0, 1, 2]


async def test_cancelling_the_call_cancels_the_tool_and_answers_cancelled() -> None:
    async with served() as s:
        cancels = CancelLog(s.client)
        progress: list[Any] = []
        reported = asyncio.Event()

        def on_progress(method: str, params: Any) -> None:
            progress.append(params)
            reported.set()

        call = asyncio.ensure_future(
            McpCaller(s.agent).server(s.server_id).call_tool("slow", {}, on_notification=on_progress)
        )
        await wait_for(s.tools.slow_started.wait())
        await wait_for(reported.wait())  # the tool's progress travels apart from its start: here before the cancel
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        assert len(await cancels.wait()) == 1  # one $/cancel_request, for the mcp/message request
        await wait_for(s.tools.slow_ended.wait())
        assert s.tools.slow_outcome == "CancelledError"  # MCP's own cancellation reached the tool's task
        assert [p["message"] for p in progress] == ["started"]


async def test_a_timeout_cancels_the_inner_request() -> None:
    async with served() as s:
        server = McpCaller(s.agent).server(s.server_id)
        await wait_for(server.list_tools())  # the session is open: the timeout below is the tool's alone
        with pytest.raises(TimeoutError):
            await wait_for(server.call_tool("slow", {}, timeout=1.0))
        await wait_for(s.tools.slow_ended.wait())
        assert s.tools.slow_outcome == "CancelledError"


async def test_the_mcp_sdk_client_through_the_connection() -> None:
    async with served() as s:
        caller = McpCaller(s.agent)
        async with mcp.Client(mcp_client_transport(caller, s.server_id), mode=MCP_PROTOCOL_VERSION) as session:
            listed = await wait_for(session.list_tools())
            assert {tool.name for tool in listed.tools} == {"add", "slow", "counts"}
            called = await wait_for(session.call_tool("add", {"a": 20, "b": 22}))
            assert called.structured_content == {"result": 42}


async def test_the_mcp_sdk_clients_cancellation_becomes_cancel_request() -> None:
    async with served() as s:
        cancels = CancelLog(s.client)
        async with mcp.Client(
            mcp_client_transport(McpCaller(s.agent), s.server_id), mode=MCP_PROTOCOL_VERSION
        ) as session:
            with anyio.move_on_after(30) as scope:
                call = asyncio.ensure_future(session.call_tool("slow", {}))
                await wait_for(s.tools.slow_started.wait())
                call.cancel()  # the SDK's client sends notifications/cancelled for it
                with pytest.raises(asyncio.CancelledError):
                    await call
            assert not scope.cancelled_caught
            assert len(await cancels.wait()) == 1
            await wait_for(s.tools.slow_ended.wait())
            assert s.tools.slow_outcome == "CancelledError"


# ---------------------------------------------------------------------------------------------- the binding's errors


async def _raw_provider(handler: Any, **options: Any) -> tuple[McpProvider, str]:
    provider = McpProvider(**options)
    return provider, provider.add("raw", handler, server_id="raw-server").server_id


def _message(request_id: Any = "r1", method: str = "tools/list", server_id: str = "raw-server") -> dict[str, Any]:
    return {"serverId": server_id, "requestId": request_id, "method": method, "params": {"_meta": META}}


async def _answered(handler: Any, *messages: dict[str, Any], **options: Any) -> list[Any]:
    """Serve `handler` on a connection; a raw peer sends `messages` as mcp/message requests; their answers."""
    provider, _ = await _raw_provider(handler, **options)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(*(request(n, "mcp/message", params) for n, params in enumerate(messages, 1)))
        answers = {}
        while len(answers) < len(messages):
            message = await peer.recv()
            answers[message["id"]] = message
        return [answers[n] for n in range(1, len(messages) + 1)]


async def echo(call: McpCall) -> Any:
    return {"method": call.method, "requestId": call.request_id}


async def test_unknown_server_is_minus_33001_naming_it() -> None:
    (answer,) = await _answered(echo, _message(server_id="nobody"))
    assert answer["error"] == {
        "code": SERVER_UNAVAILABLE,
        "message": "MCP server registration unavailable",
        "data": {"serverId": "nobody"},
    }


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"serverId": "raw-server", "method": "tools/list"}, "requestId"),
        ({"serverId": "raw-server", "requestId": 5, "method": "tools/list"}, "requestId"),
        ({"requestId": "r", "method": "tools/list"}, "serverId"),
        ({"serverId": "raw-server", "requestId": "r"}, "method"),
        ({"serverId": "raw-server", "requestId": "r", "method": "m", "params": [1]}, "params"),
    ],
)
async def test_malformed_params_are_invalid_params_naming_the_field(params: dict[str, Any], field: str) -> None:
    (answer,) = await _answered(echo, params)
    assert answer["error"]["code"] == -32602 and answer["error"]["data"]["field"] == field


async def test_a_duplicate_active_request_id_is_refused_and_the_first_goes_on() -> None:
    release = asyncio.Event()

    async def held(call: McpCall) -> Any:
        await release.wait()
        return {"ok": call.request_id}

    provider, _ = await _raw_provider(held)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(request(1, "mcp/message", _message("same")), request(2, "mcp/message", _message("same")))
        refused = await peer.recv()
        assert refused["id"] == 2 and refused["error"]["code"] == -32602
        assert refused["error"]["message"] == "Invalid params: duplicate active MCP request ID"
        assert refused["error"]["data"] == {"serverId": "raw-server", "requestId": "same"}
        release.set()
        assert await peer.recv() == result(1, {"result": {"ok": "same"}})
        await peer.send(request(3, "mcp/message", _message("same")))  # no longer active: served
        assert (await peer.recv())["result"] == {"result": {"ok": "same"}}


async def test_over_the_active_limit_is_minus_33000() -> None:
    release = asyncio.Event()

    async def held(call: McpCall) -> Any:
        await release.wait()
        return {}

    provider, _ = await _raw_provider(held, max_active_requests=2)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(*(request(n, "mcp/message", _message(f"r{n}")) for n in (1, 2, 3)))
        refused = await peer.recv()
        assert refused["id"] == 3 and refused["error"]["code"] == RESOURCE_LIMIT_EXCEEDED
        release.set()
        assert {(await peer.recv())["id"], (await peer.recv())["id"]} == {1, 2}


async def test_a_raising_server_is_minus_33002_and_an_inner_error_is_a_result() -> None:
    async def failing(call: McpCall) -> Any:
        if call.method == "inner":
            raise McpError(-32000, "inner boom", {"a": 1})
        raise ValueError("the server broke")

    raised, inner = await _answered(failing, _message("r1", "outer"), _message("r2", "inner"))
    assert raised["error"]["code"] == BACKEND_FAILED
    assert raised["error"]["data"] == {"server": "raw", "method": "outer", "details": "the server broke"}
    assert inner["result"] == {"error": {"code": -32000, "message": "inner boom", "data": {"a": 1}}}


async def test_a_hanging_server_times_out_with_minus_33002() -> None:
    async def hangs(call: McpCall) -> Any:
        await asyncio.sleep(60)

    (answer,) = await _answered(hangs, _message(), timeout=0.2)
    assert answer["error"] == {
        "code": BACKEND_FAILED,
        "message": "MCP server did not answer in time",
        "data": {"server": "raw", "method": "tools/list", "timeout": 0.2},
    }


async def test_a_cancelled_mcp_message_is_answered_cancelled_and_sends_nothing_after() -> None:
    started = asyncio.Event()

    async def notifies_then_hangs(call: McpCall) -> Any:
        call.notify("notifications/progress", {"progress": 1})
        started.set()
        try:
            await asyncio.sleep(60)
        finally:
            call.notify("notifications/progress", {"progress": 2})  # after the cancel: dropped

    provider, _ = await _raw_provider(notifies_then_hangs)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(request(1, "mcp/message", _message("r1")))
        note = await peer.recv()
        assert note == {
            "jsonrpc": "2.0",
            "method": "mcp/message",
            "params": {
                "serverId": "raw-server",
                "requestId": "r1",
                "method": "notifications/progress",
                "params": {"progress": 1},
            },
        }
        await peer.send({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 1}})
        answer = await peer.recv()
        assert answer["id"] == 1 and answer["error"]["code"] == -32800
        assert await peer.barrier() == []  # nothing more for r1


async def test_a_closed_registration_refuses_later_requests() -> None:
    provider, _ = await _raw_provider(echo)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        provider.servers[0].close()
        await peer.send(request(1, "mcp/message", _message()))
        assert (await peer.recv())["error"]["code"] == SERVER_UNAVAILABLE


async def test_the_caller_reads_result_first_and_refuses_a_bad_carrier() -> None:
    async with wire_pair() as (agent, peer):
        caller = McpCaller(agent)
        both = asyncio.ensure_future(caller.request("s", "tools/list"))
        sent = await peer.recv()
        assert sent["params"]["params"]["_meta"] == META and sent["params"]["requestId"].startswith("mcp-request:")
        await peer.send(result(sent["id"], {"result": {"tools": []}, "error": {"code": 1, "message": "m"}}))
        assert await wait_for(both) == {"tools": []}
        neither = asyncio.ensure_future(caller.request("s", "tools/list"))
        sent = await peer.recv()
        await peer.send(result(sent["id"], {"something": "else"}))
        with pytest.raises(RequestError) as raised:
            await wait_for(neither)
        assert raised.value.code == BACKEND_FAILED


async def test_the_caller_refuses_its_own_duplicate_request_id_without_sending() -> None:
    async with wire_pair() as (agent, peer):
        caller = McpCaller(agent)
        first = asyncio.ensure_future(caller.request("s", "tools/list", request_id="dup"))
        await peer.recv()
        with pytest.raises(ValueError, match="already active"):
            await caller.request("s", "tools/list", request_id="dup")
        assert await peer.barrier() == []
        first.cancel()


# ---------------------------------------------------------------------------------------------- lifetimes and edges


async def test_no_notification_of_a_request_follows_its_answer() -> None:
    kept: list[Any] = []

    async def answers_then_notifies(call: McpCall) -> Any:
        kept.append(call.notify)
        return {"done": True}

    provider, _ = await _raw_provider(answers_then_notifies)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(request(1, "mcp/message", _message("r1")))
        assert await peer.recv() == result(1, {"result": {"done": True}})
        kept[0]("notifications/progress", {"progress": 1})  # after the answer: dropped
        assert await peer.barrier() == []


async def test_a_closed_registration_cancels_its_active_requests() -> None:
    started = asyncio.Event()

    async def waits(call: McpCall) -> Any:
        started.set()
        await asyncio.sleep(60)

    provider, _ = await _raw_provider(waits)
    async with wire_pair() as (conn, peer):
        provider.serve_on(conn)
        await peer.send(request(1, "mcp/message", _message("r1")))
        await wait_for(started.wait())
        provider.servers[0].close()
        assert (await peer.recv())["error"]["code"] == -32800


async def test_a_closed_sdk_server_answers_server_stopped_now_and_later() -> None:
    async with served() as s:
        server = McpCaller(s.agent).server(s.server_id)
        await wait_for(server.list_tools())
        waiting = asyncio.ensure_future(server.call_tool("slow", {}))
        await wait_for(s.tools.slow_started.wait())
        await s.handler.aclose()
        for call in (waiting, server.list_tools()):
            with pytest.raises(RequestError) as raised:
                await wait_for(call)
            assert raised.value.code == BACKEND_FAILED and raised.value.message == "MCP server stopped"


async def test_closing_an_sdk_server_while_it_opens_answers_server_stopped() -> None:
    async with served() as s:
        first = asyncio.ensure_future(McpCaller(s.agent).server(s.server_id).list_tools())
        await asyncio.sleep(0)
        await s.handler.aclose()
        with pytest.raises(RequestError) as raised:
            await wait_for(first)
        assert raised.value.code == BACKEND_FAILED and raised.value.message == "MCP server stopped"


async def test_a_listener_that_raises_does_not_stop_the_sdk_servers_answers() -> None:
    async with served() as s:
        server = McpCaller(s.agent).server(s.server_id)

        def raises(method: str, params: Any) -> None:
            raise ValueError("a broken listener")

        answer = await wait_for(server.call_tool("counts", {}, on_notification=raises))
        assert answer["content"][0]["text"] == "counted"
        assert (await wait_for(server.call_tool("add", {"a": 1, "b": 2})))["structuredContent"] == {"result": 3}


async def test_notifications_of_no_active_request_go_to_unclaimed() -> None:
    async with wire_pair() as (agent, peer):
        passed: list[Any] = []
        McpCaller(agent, unclaimed=passed.append)
        note = {"serverId": "s", "requestId": "someone-elses", "method": "notifications/progress"}
        await peer.send({"jsonrpc": "2.0", "method": "mcp/message", "params": note})
        await peer.barrier()
        assert passed == [note]


async def test_the_sdk_clients_transport_answers_a_result_that_is_not_an_object() -> None:
    async with wire_pair() as (agent, peer):
        caller = McpCaller(agent)

        async def answer_null() -> None:
            while True:  # a server/discover first, if the SDK's client probes; then tools/list, answered null
                sent = await peer.recv()
                if sent["params"]["method"] != "server/discover":
                    await peer.send(result(sent["id"], {"result": None}))
                    return
                discovered = {"supportedVersions": [MCP_PROTOCOL_VERSION], "capabilities": {"tools": {}}}
                await peer.send(result(sent["id"], {"result": discovered}))

        answering = asyncio.ensure_future(answer_null())
        async with mcp.Client(mcp_client_transport(caller, "s"), mode=MCP_PROTOCOL_VERSION) as session:
            with pytest.raises(mcp.MCPError) as raised:
                await wait_for(session.list_tools())
            assert raised.value.error.code == BACKEND_FAILED
        await answering
