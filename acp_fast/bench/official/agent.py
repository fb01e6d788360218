#!/usr/bin/env python3
"""Interop agent written against the official `acp` package (PyPI `agent-client-protocol`).

Runs unchanged on acp 0.12.1 and 1.0.0rc3 (it builds `acp.schema` models directly; rc3 deleted `acp.helpers`),
and on acp_fast.compat (`python -m acp_fast.compat agent.py`).
Speaks NDJSON JSON-RPC on stdin/stdout via `acp.run_agent`; log lines go to stderr only.

    python agent.py                # env ACP_PEER_LOOP=uvloop runs it on uvloop (if installed)

Behaviour (what acp-fast's interop tests rely on):

* initialize -> protocol_version 1, agent_info name "acp-interop-agent".
* session/new -> "acp-1", "acp-2", ...
* session/prompt: text = the prompt's text blocks concatenated.
  - `stream N SIZE` (e.g. "stream 100 1024"): N agent_message_chunk updates of SIZE bytes each, no sleeps,
    then end_turn (used by client.py's stream mode).
  - otherwise "acp echo: " + text streamed as 3 agent_message_chunk updates, then
  - if text contains "permission": tool_call update (acp-call-1, "Echo", kind other, status pending), then
    session/request_permission with options allow (allow_once) / reject (reject_once); outcome cancelled
    -> stop_reason "cancelled"; allow -> tool_call_update completed and go on; reject -> tool_call_update
    failed and go on;
  - if text contains "slow": 1000 chunks "." with 20 ms sleeps;
  - session/cancel for the session stops whatever its prompts are doing: they return stop_reason "cancelled"
    (never an error);
  - end_turn otherwise.
* ext methods (wire `_name`): `_echo` returns its params; `_slow` sleeps `seconds` (default 30) and returns
  {"done": true}.
* Whenever a request handler (`session/prompt`, `_slow`, ...) gets an asyncio.CancelledError - which on
  acp 1.0.0rc3 is what a peer's `$/cancel_request` does - the agent writes `cancelled: <wire method>` to
  stderr and re-raises (so rc3 answers -32800). 0.12.1 never cancels handlers for `$/cancel_request`, so there
  the line shows up only when the connection shuts down with a handler still running.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from typing import Any

# The official SDK, installed in the venv this script runs in (never in acp-fast's own).
from acp import (  # type: ignore[import-not-found]
    PROTOCOL_VERSION,
    Agent,
    InitializeResponse,
    NewSessionResponse,
    PromptResponse,
    RequestError,
    run_agent,
)
from acp.schema import (  # type: ignore[import-not-found]
    AgentCapabilities,
    AgentMessageChunk,
    AllowedOutcome,
    Implementation,
    PermissionOption,
    PromptCapabilities,
    TextContentBlock,
    ToolCallProgress,
    ToolCallStart,
    ToolCallUpdate,
)

SLOW_CHUNKS = 1000
SLOW_SLEEP_S = 0.02
EXT_SLOW_DEFAULT_S = 30.0


def log(line: str) -> None:
    if os.environ.get("ACP_PEER_QUIET"):  # benchmarks: thousands of cancels are not news
        return
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def chunk(text: str) -> AgentMessageChunk:
    return AgentMessageChunk(session_update="agent_message_chunk", content=TextContentBlock(type="text", text=text))


def split3(text: str) -> list[str]:
    """`text` in 3 consecutive pieces (some may be empty for very short text) whose concatenation is `text`."""
    n = len(text)
    a, b = n // 3, (2 * n) // 3
    return [text[:a], text[a:b], text[b:]]


class _Cancelled(Exception):
    """session/cancel arrived for the prompt's session."""


class InteropAgent(Agent):
    def __init__(self) -> None:
        self._conn: Any = None
        self._next_session = 0
        # session id -> cancel events of that session's running prompts (one per prompt, so a prompt that
        # starts after a session/cancel is not affected by it, and a leftover prompt stays cancellable)
        self._active: dict[str, set[asyncio.Event]] = {}

    def on_connect(self, conn: Any) -> None:
        self._conn = conn

    async def initialize(
        self, protocol_version: int, client_capabilities: Any = None, client_info: Any = None, **kwargs: Any
    ) -> InitializeResponse:
        return InitializeResponse(
            protocol_version=PROTOCOL_VERSION,
            agent_capabilities=AgentCapabilities(
                load_session=False,
                prompt_capabilities=PromptCapabilities(image=False, audio=False, embedded_context=False),
            ),
            agent_info=Implementation(name="acp-interop-agent", title="ACP interop agent", version="1.0"),
        )

    async def new_session(self, cwd: str, mcp_servers: Any = None, **kwargs: Any) -> NewSessionResponse:
        self._next_session += 1
        session_id = f"acp-{self._next_session}"
        self._active.setdefault(session_id, set())
        return NewSessionResponse(session_id=session_id)

    async def authenticate(self, method_id: str, **kwargs: Any) -> None:
        return None

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        for event in self._active.get(session_id, ()):
            event.set()

    # -- prompt turn -------------------------------------------------------------------------------------
    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> PromptResponse:
        text = "".join(getattr(block, "text", None) or "" for block in prompt)
        cancel = asyncio.Event()
        active = self._active.setdefault(session_id, set())
        active.add(cancel)
        try:
            stop_reason = await self._turn(session_id, text, cancel)
        except _Cancelled:
            stop_reason = "cancelled"
        except asyncio.CancelledError:
            log("cancelled: session/prompt")
            raise
        finally:
            active.discard(cancel)
        return PromptResponse(stop_reason=stop_reason)

    async def _send(self, session_id: str, update: Any, cancel: asyncio.Event) -> None:
        if cancel.is_set():
            raise _Cancelled
        await self._conn.session_update(session_id=session_id, update=update)

    async def _turn(self, session_id: str, text: str, cancel: asyncio.Event) -> str:
        words = text.split()
        if len(words) == 3 and words[0] == "stream" and words[1].isdigit() and words[2].isdigit():
            count, size = int(words[1]), int(words[2])
            for i in range(count):
                await self._send(session_id, chunk(_payload(i, size)), cancel)
            return "end_turn"

        for piece in split3("acp echo: " + text):
            await self._send(session_id, chunk(piece), cancel)

        if "permission" in text:
            await self._send(
                session_id,
                ToolCallStart(
                    session_update="tool_call", tool_call_id="acp-call-1", title="Echo", kind="other", status="pending"
                ),
                cancel,
            )
            response = await self._conn.request_permission(
                session_id=session_id,
                tool_call=ToolCallUpdate(tool_call_id="acp-call-1", title="Echo", kind="other", status="pending"),
                options=[
                    PermissionOption(option_id="allow", name="Allow", kind="allow_once"),
                    PermissionOption(option_id="reject", name="Reject", kind="reject_once"),
                ],
            )
            outcome = response.outcome
            if not isinstance(outcome, AllowedOutcome):  # DeniedOutcome: outcome == "cancelled"
                return "cancelled"
            status = "completed" if outcome.option_id == "allow" else "failed"
            await self._send(
                session_id,
                ToolCallProgress(session_update="tool_call_update", tool_call_id="acp-call-1", status=status),
                cancel,
            )

        if "slow" in text:
            for _ in range(SLOW_CHUNKS):
                await self._send(session_id, chunk("."), cancel)
                try:
                    await asyncio.wait_for(cancel.wait(), SLOW_SLEEP_S)
                except TimeoutError:
                    pass
                else:
                    return "cancelled"

        return "cancelled" if cancel.is_set() else "end_turn"

    # -- extension methods (wire names start with "_") -----------------------------------------------------
    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "echo":
            return params
        if method == "slow":
            try:
                await asyncio.sleep(float(params.get("seconds", EXT_SLOW_DEFAULT_S)))
            except asyncio.CancelledError:
                log("cancelled: _slow")
                raise
            return {"done": True}
        raise RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


def _payload(i: int, size: int) -> str:
    head = f"{i:06d}:"
    return (head + "x" * size)[:size]


def run() -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    loop_kind = os.environ.get("ACP_PEER_LOOP", "asyncio")
    if loop_kind == "uvloop":
        import uvloop

        uvloop.run(run_agent(InteropAgent()))
    elif loop_kind == "asyncio":
        asyncio.run(run_agent(InteropAgent()))
    else:
        raise SystemExit(f"ACP_PEER_LOOP must be asyncio or uvloop, not {loop_kind!r}")


if __name__ == "__main__":
    run()
