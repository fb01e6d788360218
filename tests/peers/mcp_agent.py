"""An agent that uses the ACP-transport MCP servers of its sessions (`McpCaller`), driven by the prompt's words:

- `tools`: lists every server's tools, answered as one chunk `tools: name1,name2,...`;
- `read PATH [NAME]`: calls `read_file(path=PATH)` on the first server that has it (or on the server declared as
  NAME), the file's text as one chunk;
- `slow`: calls the `slow` tool until the turn is cancelled (`session/cancel`), which cancels the tool call; each
  progress notification of the call becomes a chunk `progress: MESSAGE`.

It declares `mcpCapabilities.acp` unless started with `--no-acp-mcp`, and `mcpCapabilities.http`: the `http`
servers of a session (what an HTTP bridge hands it) are called with the MCP SDK's own Streamable HTTP client. The
chunk of `servers` lists the `mcpServers` it was given, as JSON.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sys
from collections.abc import AsyncIterator
from typing import Any

import httpx2
import mcp
from mcp.client.streamable_http import streamable_http_client

from acp_fast.acp import Agent, AgentSideConnection, PromptTurn, run_agent, schema
from acp_fast.mcp import McpCaller, is_acp_server


class McpAgent(Agent):
    def __init__(self, acp_mcp: bool) -> None:
        self.acp_mcp = acp_mcp
        self.sessions: dict[str, list[Any]] = {}

    def on_connect(self, client: AgentSideConnection) -> None:
        super().on_connect(client)
        self.mcp = McpCaller(client.connection, client_info={"name": "mcp-agent", "version": "1"})

    def initialize(self, params: Any) -> Any:
        return {"protocolVersion": 1, "agentCapabilities": {"mcpCapabilities": {"acp": self.acp_mcp, "http": True}}}

    def new_session(self, params: schema.NewSessionRequest) -> Any:
        session_id = f"mcp-{len(self.sessions) + 1}"
        self.sessions[session_id] = [server.to_wire() for server in params.mcp_servers]
        return {"sessionId": session_id}

    def cancel(self, params: schema.CancelNotification) -> None:
        pass  # the turn watches session_cancel itself

    async def prompt(self, params: schema.PromptRequest, turn: PromptTurn) -> Any:
        text = " ".join(getattr(block, "text", "") for block in params.prompt)
        words = text.split()
        servers = self.sessions[params.session_id]
        if words[0] == "read" and len(words) > 2:
            servers = [server for server in servers if server.get("name") == words[2]]
        if words[0] == "servers":
            reply = json.dumps(servers)
        elif words[0] == "tools":
            names = []
            for server in servers:
                names += [tool["name"] for tool in await self._list_tools(server)]
            reply = "tools: " + ",".join(sorted(names))
        elif words[0] == "read":
            result = await self._call("read_file", {"path": words[1]}, servers)
            reply = result["content"][0]["text"]
        else:  # slow: until the turn is cancelled

            def progress(method: str, inner: Any) -> None:
                text = f"progress: {(inner or {}).get('message')}"
                self.client.session_update(
                    params.session_id, schema.AgentMessageChunk(content=schema.TextContentBlock(text=text))
                )

            call = asyncio.ensure_future(self._call("slow", {}, servers, on_notification=progress))
            cancelled = asyncio.ensure_future(turn.session_cancel())
            await asyncio.wait({call, cancelled}, return_when=asyncio.FIRST_COMPLETED)
            call.cancel()
            cancelled.cancel()
            await asyncio.gather(call, cancelled, return_exceptions=True)
            return {"stopReason": "cancelled"}
        self.client.session_update(
            params.session_id, schema.AgentMessageChunk(content=schema.TextContentBlock(text=reply))
        )
        return {"stopReason": "end_turn"}

    async def _list_tools(self, server: dict[str, Any]) -> list[dict[str, Any]]:
        if is_acp_server(server):
            return (await self.mcp.server(server["serverId"]).list_tools())["tools"]
        async with _http_client(server) as client:
            return [tool.model_dump(by_alias=True) for tool in (await client.list_tools()).tools]

    async def _call(
        self, tool: str, arguments: dict[str, Any], servers: list[dict[str, Any]], on_notification: Any = None
    ) -> Any:
        for server in servers:
            if tool not in {t["name"] for t in await self._list_tools(server)}:
                continue
            if is_acp_server(server):
                return await self.mcp.server(server["serverId"]).call_tool(
                    tool, arguments, on_notification=on_notification
                )
            async with _http_client(server) as client:
                return (await client.call_tool(tool, arguments)).model_dump(by_alias=True)
        raise LookupError(f"no server has the tool {tool!r}")


@contextlib.asynccontextmanager
async def _http_client(server: dict[str, Any]) -> AsyncIterator[Any]:
    """The MCP SDK's client of an `http` server entry (its URL and headers)."""
    headers = {header["name"]: header["value"] for header in server.get("headers", [])}
    async with (
        httpx2.AsyncClient(headers=headers) as http,
        mcp.Client(streamable_http_client(server["url"], http_client=http)) as client,
    ):
        yield client


if __name__ == "__main__":
    asyncio.run(run_agent(McpAgent(acp_mcp="--no-acp-mcp" not in sys.argv)))
