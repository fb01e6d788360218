"""The MCP HTTP bridge: ACP-transport servers re-exported as loopback Streamable HTTP endpoints. The MCP SDK's own
HTTP client uses them; the HTTP rules are asserted with raw requests (httpx); a client that hangs up, or a session
that ends, cancels the inner request; through `acp-fast conductor`, `acp-fast mcp-bridge` serves an agent that
takes only URLs."""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import httpx2
import mcp
import pytest
from chains import PEERS, child_env, conductor, docs_proxy, within
from mcp.client.streamable_http import streamable_http_client
from test_mcp import Tools
from wire import CancelLog, pair, wait_for

from acp_fast import Connection
from acp_fast.acp import Client, schema, spawn_agent
from acp_fast.mcp import McpCall, McpCaller, McpHttpBridge, McpProvider, from_mcp_server
from acp_fast.proxy import Proxy

pytestmark = pytest.mark.usefixtures("core")

HEADERS = {"accept": "application/json, text/event-stream", "content-type": "application/json"}
LIST_TOOLS = {
    "jsonrpc": "2.0",
    "id": 7,
    "method": "tools/list",
    "params": {
        "_meta": {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
        }
    },
}


@dataclass
class Bridged:
    tools: Tools
    bridge: McpHttpBridge
    url: str
    token: str
    client: Connection  # the provider's side

    @property
    def auth(self) -> dict[str, str]:
        return {"authorization": f"Bearer {self.token}"}


@contextlib.asynccontextmanager
async def bridged(**options: Any) -> AsyncIterator[Bridged]:
    """A provider on a client's connection; on the agent's, a bridge with one endpoint for the session `s1`."""
    tools = Tools()
    handler = from_mcp_server(tools.server)
    try:
        async with pair() as (client, agent):
            provider = McpProvider()
            registration = provider.add("tools", handler)
            provider.serve_on(client)
            bridge = McpHttpBridge(McpCaller(agent), **options)
            await bridge.start()
            (entry,) = bridge.adapt_servers([registration.declaration], "s1")
            assert entry["type"] == "http" and entry["url"].startswith("http://127.0.0.1:")
            (header,) = entry["headers"]
            try:
                yield Bridged(tools, bridge, entry["url"], header["value"].removeprefix("Bearer "), client)
            finally:
                await bridge.aclose()
    finally:
        await handler.aclose()  # a failed test too: its streams closed, not left to a later test's collector


@contextlib.asynccontextmanager
async def sdk_client(url: str, headers: dict[str, str]) -> AsyncIterator[Any]:
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        mcp.Client(streamable_http_client(url, http_client=http)) as client,
    ):
        yield client


async def test_the_mcp_sdks_http_client_uses_the_endpoint() -> None:
    async with bridged() as b, sdk_client(b.url, b.auth) as client:
        assert {tool.name for tool in (await wait_for(client.list_tools())).tools} == {"add", "slow", "counts"}
        assert (await wait_for(client.call_tool("add", {"a": 2, "b": 40}))).structured_content == {"result": 42}
        progress: list[float] = []

        async def on_progress(done: float, total: float | None, message: str | None) -> None:
            progress.append(done)

        answer = await wait_for(client.call_tool("counts", {}, progress_callback=on_progress))
        assert answer.content[0].text == "counted" and progress == [0, 1, 2]  # over SSE, before the answer


async def test_an_inner_error_comes_back_with_the_http_requests_own_id() -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        body = {**LIST_TOOLS, "method": "no/such/method"}
        response = await http.post(b.url, json=body, headers={**HEADERS, **b.auth})
        assert response.status_code == 200
        assert response.json()["id"] == 7 and response.json()["error"]["code"] == -32601


@pytest.mark.parametrize(
    ("change", "status"),
    [
        ({"drop": "authorization"}, 401),
        ({"authorization": "Bearer wrong"}, 401),
        ({"path": "/mcp/nobody"}, 404),
        ({"method": "GET"}, 405),
        ({"accept": "application/json"}, 406),
        ({"content-type": "text/plain"}, 415),
        ({"origin": "http://evil.example"}, 403),
        ({"body": b"{not json"}, 400),
        ({"body": b"[]"}, 400),
    ],
)
async def test_the_http_rules(change: dict[str, Any], status: int) -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        headers = {**HEADERS, **b.auth}
        for name, value in change.items():
            if name not in ("drop", "path", "method", "body"):
                headers[name] = value
        headers.pop(change.get("drop", ""), None)
        url = b.url.rsplit("/mcp/", 1)[0] + change["path"] if "path" in change else b.url
        content = change.get("body", json.dumps(LIST_TOOLS).encode())
        response = await http.request(change.get("method", "POST"), url, content=content, headers=headers)
        assert response.status_code == status
        if status == 401:
            assert response.headers["www-authenticate"] == "Bearer"
        # and the endpoint still serves a good request
        good = await http.post(b.url, json=LIST_TOOLS, headers={**HEADERS, **b.auth})
        assert good.status_code == 200 and "tools" in good.json()["result"]


async def test_a_body_over_the_limit_is_413_and_notifications_are_202() -> None:
    async with bridged(max_body_bytes=200) as b, httpx.AsyncClient() as http:
        big = {**LIST_TOOLS, "params": {**LIST_TOOLS["params"], "pad": "x" * 300}}
        response = await http.post(b.url, json=big, headers={**HEADERS, **b.auth})
        assert response.status_code == 413 and response.json()["error"]["code"] == -33000
        note = {"jsonrpc": "2.0", "method": "notifications/initialized"}
        assert (await http.post(b.url, json=note, headers={**HEADERS, **b.auth})).status_code == 202


async def test_a_client_that_hangs_up_cancels_the_inner_request() -> None:
    async with bridged() as b:
        cancels = CancelLog(b.client)
        body = {**LIST_TOOLS, "method": "tools/call", "params": {**LIST_TOOLS["params"], "name": "slow"}}
        async with httpx.AsyncClient() as http:
            post = asyncio.ensure_future(http.post(b.url, json=body, headers={**HEADERS, **b.auth}))
            await wait_for(b.tools.slow_started.wait())
            post.cancel()  # the HTTP connection closes with the request unanswered
            await asyncio.gather(post, return_exceptions=True)
        assert len(await cancels.wait()) == 1  # $/cancel_request for the mcp/message request
        await wait_for(b.tools.slow_ended.wait())
        assert b.tools.slow_outcome == "CancelledError"


async def test_a_session_that_ends_closes_its_endpoints_and_cancels_their_requests() -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        body = {**LIST_TOOLS, "method": "tools/call", "params": {**LIST_TOOLS["params"], "name": "slow"}}
        post = asyncio.ensure_future(http.post(b.url, json=body, headers={**HEADERS, **b.auth}))
        await wait_for(b.tools.slow_started.wait())
        b.bridge.end_session("s1")
        answer = await wait_for(post)
        assert answer.json()["error"]["code"] == -32800
        after = await http.post(b.url, json=LIST_TOOLS, headers={**HEADERS, **b.auth})
        assert after.status_code == 404


class Chunks(Client):
    def __init__(self) -> None:
        self.text: list[str] = []

    def session_update(self, params: schema.SessionNotification) -> None:
        self.text.append(getattr(params.update.content, "text", ""))


async def test_the_bridge_proxy_serves_an_agent_that_takes_only_urls(core: Any, tmp_path: Path) -> None:
    """client → conductor → the read_file proxy of docs/mcp.md → acp-fast mcp-bridge → an agent without
    `mcpCapabilities.acp`: the agent is given an `http` server and reads a file through it."""
    (tmp_path / "notes.txt").write_text("read over HTTP")
    bridge = [sys.executable, "-P", "-m", "acp_fast", "mcp-bridge"]
    agent_argv = [sys.executable, str(PEERS / "mcp_agent.py"), "--no-acp-mcp"]
    client = Chunks()
    async with spawn_agent(
        client, conductor([docs_proxy(tmp_path), bridge], agent_argv), env=child_env(core), cwd=tmp_path
    ) as a:
        init = await within(a.initialize(protocol_version=1))
        assert init.agent_capabilities.mcp_capabilities.acp is True  # the bridge's, on the agent's behalf
        session_id = (await within(a.new_session(cwd=str(tmp_path), mcp_servers=[]))).session_id
        for text in ("servers", "tools", "read notes.txt"):
            prompt = [schema.TextContentBlock(text=text)]
            assert (await within(a.prompt(session_id, prompt))).stop_reason == "end_turn"
    (server,) = json.loads(client.text[0])
    assert server["type"] == "http" and server["name"] == "files" and server["url"].startswith("http://127.0.0.1:")
    assert client.text[1:] == ["tools: read_file", "read over HTTP"]


async def test_endpoints_are_bound_and_closed_per_setup_not_per_pending_session() -> None:
    """Two setups in flight: each answer binds, and each failure closes, only the endpoints that setup made."""
    async with bridged() as b:
        declaration = {"type": "acp", "name": "tools", "serverId": "tools:x"}
        first = b.bridge.adapt_servers([declaration])
        second = b.bridge.adapt_servers([declaration])
        b.bridge.assign_session(second, "B")
        b.bridge.close_endpoints(first)  # the first setup failed
        b.bridge.end_session("A")  # nothing of A's: B's endpoint lives on
        async with httpx.AsyncClient() as http:
            (entry,) = second
            headers = {**HEADERS, entry["headers"][0]["name"]: entry["headers"][0]["value"]}
            assert (await http.post(entry["url"], json=LIST_TOOLS, headers=headers)).status_code != 404
            (gone,) = first
            assert (await http.post(gone["url"], json=LIST_TOOLS, headers=headers)).status_code == 404
            b.bridge.end_session("B")
            assert (await http.post(entry["url"], json=LIST_TOOLS, headers=headers)).status_code == 404


async def test_every_notification_sent_before_the_answer_reaches_the_http_client_first() -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        body = {**LIST_TOOLS, "method": "tools/call"}
        body["params"] = {**LIST_TOOLS["params"], "name": "counts", "arguments": {}}
        body["params"]["_meta"] = {**body["params"]["_meta"], "progressToken": "p"}
        response = await http.post(b.url, json=body, headers={**HEADERS, **b.auth})
        assert response.headers["content-type"] == "text/event-stream"
        events = [json.loads(line[6:]) for line in response.text.splitlines() if line.startswith("data: ")]
        assert [event.get("method") for event in events] == ["notifications/progress"] * 3 + [None]
        assert events[-1]["id"] == 7 and events[-1]["result"]["content"][0]["text"] == "counted"


async def test_over_the_active_limit_is_429_and_a_bad_id_is_400_and_not_served() -> None:
    async with bridged(max_active_requests=1) as b, httpx.AsyncClient() as http:
        slow = {**LIST_TOOLS, "method": "tools/call", "params": {**LIST_TOOLS["params"], "name": "slow"}}
        held = asyncio.ensure_future(http.post(b.url, json=slow, headers={**HEADERS, **b.auth}))
        await wait_for(b.tools.slow_started.wait())
        refused = await http.post(b.url, json=LIST_TOOLS, headers={**HEADERS, **b.auth})
        assert refused.status_code == 429 and refused.json()["error"]["code"] == -33000
        held.cancel()
        await asyncio.gather(held, return_exceptions=True)
        await wait_for(b.tools.slow_ended.wait())
        cancels = CancelLog(b.client)
        bad = await http.post(b.url, json={**LIST_TOOLS, "id": [1]}, headers={**HEADERS, **b.auth})
        assert bad.status_code == 400
        assert (await http.post(b.url, json=LIST_TOOLS, headers={**HEADERS, **b.auth})).status_code == 200
        assert cancels.ids == []


async def test_the_http_clients_notifications_cancelled_cancels_the_call() -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        slow = {**LIST_TOOLS, "method": "tools/call", "params": {**LIST_TOOLS["params"], "name": "slow"}}
        call = asyncio.ensure_future(http.post(b.url, json=slow, headers={**HEADERS, **b.auth}))
        await wait_for(b.tools.slow_started.wait())
        note = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 7}}
        assert (await http.post(b.url, json=note, headers={**HEADERS, **b.auth})).status_code == 202
        answer = await wait_for(call)
        assert answer.json()["error"]["code"] == -32800
        await wait_for(b.tools.slow_ended.wait())
        assert b.tools.slow_outcome == "CancelledError"


async def test_one_mcp_component_per_proxy() -> None:
    async with pair() as (_, ours):
        proxy = Proxy(ours)
        McpProvider().offer_through(proxy)
        with pytest.raises(ValueError, match="one McpProvider"):
            McpProvider().offer_through(proxy)
        with pytest.raises(ValueError, match="one McpProvider"):
            McpHttpBridge(McpCaller(ours)).serve_through(proxy)


async def test_an_older_mcp_client_opens_a_session_with_initialize_and_uses_it() -> None:
    """The MCP SDK's client in its handshake mode (MCP 2025-11-25): `initialize` answered by the bridge from the
    server's `server/discover`, then its requests carried in 2026-07-28 with the envelope its session stands for."""
    async with bridged() as b:
        async with (
            httpx2.AsyncClient(headers=b.auth) as http,
            mcp.Client(streamable_http_client(b.url, http_client=http), mode="legacy") as client,
        ):
            assert client.session.protocol_version == "2025-11-25"
            assert {tool.name for tool in (await wait_for(client.list_tools())).tools} == {"add", "slow", "counts"}
            assert (await wait_for(client.call_tool("add", {"a": 40, "b": 2}))).structured_content == {"result": 42}


async def test_an_unknown_or_deleted_mcp_session_is_404() -> None:
    async with bridged() as b, httpx.AsyncClient() as http:
        headers = {**HEADERS, **b.auth}
        initialize = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "t", "version": "1"},
            },
        }
        opened = await http.post(b.url, json=initialize, headers=headers)
        assert opened.json()["result"]["protocolVersion"] == "2025-06-18"
        session = {"mcp-session-id": opened.headers["mcp-session-id"]}
        plain = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}  # no _meta: the session's envelope is added
        assert "tools" in (await http.post(b.url, json=plain, headers={**headers, **session})).json()["result"]
        unknown = await http.post(b.url, json=plain, headers={**headers, "mcp-session-id": "nope"})
        assert unknown.status_code == 404
        assert (await http.delete(b.url, headers={**headers, **session})).status_code == 200
        assert (await http.post(b.url, json=plain, headers={**headers, **session})).status_code == 404


async def test_notifications_a_client_leaves_unread_are_bounded_and_end_the_call() -> None:
    """A server that notifies faster than its HTTP client reads: past `max_buffered_bytes` unread, the call is
    cancelled upstream and the stream ends with -33000, instead of the bridge buffering without bound."""
    cancelled = asyncio.Event()

    async def floods(call: McpCall) -> Any:
        try:
            for n in range(400):
                call.notify("notifications/message", {"level": "info", "data": "x" * 65536, "n": n})
                await asyncio.sleep(0)
            await asyncio.sleep(60)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    async with pair() as (client, agent):
        provider = McpProvider()
        server = provider.add("flood", floods)
        provider.serve_on(client)
        bridge = McpHttpBridge(McpCaller(agent), max_buffered_bytes=256 * 1024)
        await bridge.start()
        try:
            (entry,) = bridge.adapt_servers([server.declaration], "s1")
            headers = {**HEADERS, "authorization": entry["headers"][0]["value"]}
            async with httpx.AsyncClient(timeout=60) as http:
                async with http.stream("POST", entry["url"], json=LIST_TOOLS, headers=headers) as response:
                    await wait_for(cancelled.wait())  # unread all along: the bridge gave up on it
                    body = b"".join([chunk async for chunk in response.aiter_bytes()])
            last = json.loads(body.decode().strip().rsplit("data: ", 1)[1])
            assert last["id"] == 7 and last["error"]["code"] == -33000
        finally:
            await bridge.aclose()
