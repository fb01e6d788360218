"""MCP over ACP through `acp-fast conductor`, real processes and pipes: the `read_file` proxy of docs/mcp.md offers
its server to an agent (`peers/mcp_agent.py`) that lists and calls its tools; a cancelled turn cancels the tool in
the proxy's MCP server; an agent without `mcpCapabilities.acp` is offered nothing."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from chains import PEERS, child_env, conductor, docs_proxy, until, within

from acp_fast.acp import Client, schema, spawn_agent

AGENT = [sys.executable, str(PEERS / "mcp_agent.py")]


class Chunks(Client):
    def __init__(self) -> None:
        self.text: list[str] = []

    def session_update(self, params: schema.SessionNotification) -> None:
        self.text.append(getattr(params.update.content, "text", ""))


async def prompt(agent: Any, session_id: str, text: str) -> Any:
    return await within(agent.prompt(session_id, [schema.TextContentBlock(text=text)]))


async def test_the_docs_proxy_gives_the_agent_read_file(core: Any, tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("what the agent read")
    client = Chunks()
    argv = conductor([docs_proxy(tmp_path)], AGENT)
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        await within(agent.initialize(protocol_version=1))
        session_id = (await within(agent.new_session(cwd=str(tmp_path), mcp_servers=[]))).session_id
        assert (await prompt(agent, session_id, "tools")).stop_reason == "end_turn"
        assert (await prompt(agent, session_id, "read notes.txt")).stop_reason == "end_turn"
        assert (await prompt(agent, session_id, "servers")).stop_reason == "end_turn"
    assert client.text[:2] == ["tools: read_file", "what the agent read"]
    (declared,) = json.loads(client.text[2])
    assert declared["type"] == "acp" and declared["name"] == "files" and declared["serverId"].startswith("files:")


async def test_a_cancelled_turn_cancels_the_tool_in_the_proxy(core: Any, tmp_path: Path) -> None:
    """The tool's progress reaches the agent through the conductor (the proxy's `mcp/message` notification), and
    the turn's cancel reaches the tool's task in the proxy."""
    log = tmp_path / "tool.log"
    argv = conductor([[sys.executable, str(PEERS / "mcp_tools_proxy.py"), str(log)]], AGENT)
    client = Chunks()
    async with spawn_agent(client, argv, env=child_env(core)) as agent:
        await within(agent.initialize(protocol_version=1))
        session_id = (await within(agent.new_session(cwd=str(tmp_path), mcp_servers=[]))).session_id
        turn = asyncio.ensure_future(prompt(agent, session_id, "slow"))
        await within(until(lambda: log.exists()))
        # The progress crosses the chain apart from the cancel below: in before it, or the agent has stopped listening.
        await within(until(lambda: client.text == ["progress: slow started"]))
        agent.cancel(session_id)
        assert (await turn).stop_reason == "cancelled"
        await within(until(lambda: log.read_text().endswith("CancelledError\n")))
    assert log.read_text() == "started\nCancelledError\n"
    assert client.text == ["progress: slow started"]


async def test_an_agent_without_acp_mcp_is_offered_nothing_and_the_proxy_says_so(core: Any, tmp_path: Path) -> None:
    client = Chunks()
    argv = conductor([docs_proxy(tmp_path)], [*AGENT, "--no-acp-mcp"])
    with (tmp_path / "stderr").open("wb") as stderr:
        async with spawn_agent(client, argv, env=child_env(core), stderr=stderr) as agent:
            await within(agent.initialize(protocol_version=1))
            session_id = (await within(agent.new_session(cwd=str(tmp_path), mcp_servers=[]))).session_id
            await prompt(agent, session_id, "servers")
    assert client.text == ["[]"]
    logged = (tmp_path / "stderr").read_text()
    assert "does not declare mcpCapabilities.acp" in logged and "['files']" in logged
