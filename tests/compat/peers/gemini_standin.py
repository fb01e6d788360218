"""A stand-in for the Gemini CLI behind examples/gemini.py: an ACP agent on stdio, written against `acp` only.

It takes Gemini's flags (`--acp`, `--experimental-acp`, ...) and ignores them. Each prompt exercises what the
example client prints: a plan, a tool call, a permission request, a file written then read back through the
client, a terminal, a thought and a message. The harness rewrites its imports like the official examples'.
"""

import asyncio
import os
from typing import Any

from acp import (
    PROTOCOL_VERSION,
    Agent,
    InitializeResponse,
    NewSessionResponse,
    PromptResponse,
    plan_entry,
    run_agent,
    start_tool_call,
    text_block,
    update_agent_message,
    update_agent_thought,
    update_plan,
    update_tool_call,
)
from acp.interfaces import Client
from acp.schema import AgentCapabilities, AllowedOutcome, Implementation, PermissionOption, ToolCallUpdate


class GeminiStandIn(Agent):
    _conn: Client

    def __init__(self) -> None:
        self._cwd: dict[str, str] = {}

    def on_connect(self, conn: Client) -> None:
        self._conn = conn

    async def initialize(self, protocol_version: int, **kwargs: Any) -> InitializeResponse:
        return InitializeResponse(
            protocol_version=PROTOCOL_VERSION,
            agent_capabilities=AgentCapabilities(),
            agent_info=Implementation(name="gemini-stand-in", version="0.0.1"),
        )

    async def new_session(self, cwd: str, **kwargs: Any) -> NewSessionResponse:
        session_id = f"stand-in-{len(self._cwd) + 1}"
        self._cwd[session_id] = cwd
        return NewSessionResponse(session_id=session_id)

    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any) -> PromptResponse:
        text = " ".join(getattr(block, "text", "") for block in prompt)
        send = self._conn.session_update
        await send(session_id, update_plan([plan_entry("look around"), plan_entry("write notes")]))
        await send(session_id, start_tool_call("call-1", "Write notes", kind="edit", status="pending"))
        permission = await self._conn.request_permission(
            session_id=session_id,
            tool_call=ToolCallUpdate(tool_call_id="call-1", title="Write notes"),
            options=[
                PermissionOption(option_id="allow", name="Allow", kind="allow_once"),
                PermissionOption(option_id="reject", name="Reject", kind="reject_once"),
            ],
        )
        outcome = permission.outcome
        if not (isinstance(outcome, AllowedOutcome) and outcome.option_id == "allow"):
            await send(session_id, update_tool_call("call-1", status="failed"))
            await send(session_id, update_agent_message(text_block(f"permission refused: {outcome.outcome}")))
            return PromptResponse(stop_reason="end_turn")
        path = os.path.join(self._cwd.get(session_id, os.getcwd()), "notes.txt")
        await self._conn.write_text_file(session_id=session_id, path=path, content=f"notes on {text}\nline two\n")
        read = await self._conn.read_text_file(session_id=session_id, path=path, line=1, limit=1)
        terminal = await self._conn.create_terminal(session_id=session_id, command="echo", args=["hi"])
        output = await self._conn.terminal_output(session_id=session_id, terminal_id=terminal.terminal_id)
        await self._conn.release_terminal(session_id=session_id, terminal_id=terminal.terminal_id)
        await send(session_id, update_tool_call("call-1", status="completed"))
        await send(session_id, update_agent_thought(text_block(f"terminal {terminal.terminal_id} {output.truncated}")))
        await send(session_id, update_agent_message(text_block(f"read back: {read.content}")))
        await send(session_id, update_agent_message(text_block(f"echo: {text}")))
        return PromptResponse(stop_reason="end_turn")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        return None


async def main() -> None:
    await run_agent(GeminiStandIn())


if __name__ == "__main__":
    asyncio.run(main())
