"""An agent that uses the ACP-transport MCP servers of its sessions (`McpCaller`), driven by the prompt's words:

- `tools`: lists every server's tools, answered as one chunk `tools: name1,name2,...`;
- `read PATH [NAME]`: calls `read_file(path=PATH)` on the first server that has it (or on the server declared as
  NAME), the file's text as one chunk;
- `slow`: calls the `slow` tool until the turn is cancelled (`session/cancel`), which cancels the tool call.

It declares `mcpCapabilities.acp` unless started with `--no-acp-mcp`; then it records the `mcpServers` it was given
(the chunk of `servers` lists them as JSON), so that a test sees what a bridge handed it.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

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
        acp_servers = [server["serverId"] for server in servers if is_acp_server(server)]
        if words[0] == "read" and len(words) > 2:
            acp_servers = [server["serverId"] for server in servers if server.get("name") == words[2]]
        if words[0] == "servers":
            reply = json.dumps(servers)
        elif words[0] == "tools":
            names = []
            for server_id in acp_servers:
                listed = await self.mcp.server(server_id).list_tools()
                names += [tool["name"] for tool in listed["tools"]]
            reply = "tools: " + ",".join(sorted(names))
        elif words[0] == "read":
            result = await self._call("read_file", {"path": words[1]}, acp_servers)
            reply = result["content"][0]["text"]
        else:  # slow: until the turn is cancelled
            call = asyncio.ensure_future(self._call("slow", {}, acp_servers))
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

    async def _call(self, tool: str, arguments: dict[str, Any], server_ids: list[str]) -> Any:
        for server_id in server_ids:
            server = self.mcp.server(server_id)
            if tool in {t["name"] for t in (await server.list_tools())["tools"]}:
                return await server.call_tool(tool, arguments)
        raise LookupError(f"no server has the tool {tool!r}")


if __name__ == "__main__":
    asyncio.run(run_agent(McpAgent(acp_mcp="--no-acp-mcp" not in sys.argv)))
