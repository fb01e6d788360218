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
from acp_fast.mcp import McpCaller, McpHttpBridge, McpProvider, from_mcp_server

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
    await handler.aclose()


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
        for _ in range(200):
            if b.tools.slow_outcome is not None:
                break
            await asyncio.sleep(0.01)
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
