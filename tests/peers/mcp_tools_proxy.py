"""A proxy offering an MCP SDK server with a `slow` tool; the tool reports progress, writes `started`, then how it
ended, to the file named by its first argument (a test reads it to see that a cancel reached the tool)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import anyio
from mcp.server import MCPServer
from mcp.server.mcpserver import Context

from acp_fast.mcp import McpProvider, from_mcp_server
from acp_fast.proxy import Proxy, run_proxy

LOG = Path(sys.argv[1])
tools = MCPServer("slow-tools", log_level="WARNING")


@tools.tool()
async def slow(ctx: Context) -> str:
    """Report progress, then wait a minute, or until cancelled."""
    await ctx.report_progress(1, 2, "slow started")
    LOG.write_text("started\n")
    try:
        await anyio.sleep(60)
    except BaseException as exc:
        with LOG.open("a") as log:
            log.write(f"{type(exc).__name__}\n")
        raise
    return "finished"


proxy = Proxy()
provider = McpProvider()
provider.add("slow-tools", from_mcp_server(tools))
provider.offer_through(proxy)
asyncio.run(run_proxy(proxy))
