#!/usr/bin/env python3
"""An ACP agent written the way projects built on the official Python SDK (`agent-client-protocol` 0.12, import
name `acp`) write theirs: handlers taking every field as a keyword plus `**kwargs`, `on_connect` keeping the
connection, each turn run in a task of its own (`asyncio.create_task`) that streams with `await
conn.session_update(...)` and the `acp.helpers` builders, `run_agent(agent, use_unstable_protocol=True)`.

One script, two SDKs:

    <official venv>/bin/python agent.py                      # the official SDK (0.12.1; rc3 has no acp.helpers)
    .venv/bin/python -m acp_fast.compat agent.py              # acp_fast.compat: `import acp` resolves to it

Behaviour (the words of the prompt's text decide; the same vocabulary as tests/interop/ts/src/agent.ts):

* initialize -> agent_info name "interop-compat-agent", version: the SDK it runs on ("acp_fast.compat" or
  "agent-client-protocol <version>").
* session/new -> "peer-1", "peer-2", ...
* session/prompt:
  - "permission": a tool call first (`start_tool_call`, pending), then `session/request_permission` (allow /
    reject). Outcome cancelled -> stop reason "cancelled"; reject -> the tool call "failed", end_turn. Allow ->
    the tool call "in_progress"; with "read <path>" in the text and a client that can read files,
    `fs/read_text_file` for that path, and the tool call "completed" with the file's text as its content
    (without: "completed" with no content).
  - then "echo: <text>" in 3 agent_message_chunk updates;
  - "slow": then 1000 chunks "." 20 ms apart.
  - session/cancel: the turn stops at its next step (a permission request in flight is left for the client to
    answer "cancelled", as ACP asks) and the prompt answers stop reason "cancelled", never an error.
  - the prompt's request cancelled (`$/cancel_request`, where the SDK honours it): the handler is cancelled,
    which cancels its turn task; the CancelledError is re-raised, so the SDK answers -32800.
* ext methods: `_echo` returns its params; `_slow` sleeps `seconds` (default 30) unless cancelled.

What the agent saw goes to the file named by INTEROP_PEER_REPORT (one JSON object per line, appended), if set:
{"event": "initialize", ...}, {"event": "prompt", "text", "meta", "end", "permission", "read", "chunks"},
{"event": "cancel", "sessionId"}, {"event": "ext", "method", "end"}. Logs go to stderr; stdout is the protocol.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from typing import Any

import acp
from acp import helpers, schema

SLOW_CHUNKS = 1000
SLOW_DELAY_S = 0.02


def sdk() -> str:
    if acp.__name__ != "acp":  # launched with `python -m acp_fast.compat`: `acp` is acp_fast.compat
        return acp.__name__
    from importlib.metadata import version

    return f"agent-client-protocol {version('agent-client-protocol')}"


def record(event: str, **fields: Any) -> None:
    path = os.environ.get("INTEROP_PEER_REPORT")
    if path:
        with open(path, "a") as out:
            out.write(json.dumps({"event": event, "side": "agent", **fields}, default=str) + "\n")


def log(line: str) -> None:
    sys.stderr.write(f"[interop-compat-agent] {line}\n")
    sys.stderr.flush()


def split3(text: str) -> list[str]:
    n = len(text)
    return [text[: n // 3], text[n // 3 : 2 * n // 3], text[2 * n // 3 :]]


class SessionCancelled(Exception):
    """session/cancel arrived for the turn's session."""


class Turn:
    """One prompt turn: what it saw, and the session/cancel flag it checks at every step."""

    def __init__(self, session_id: str, text: str) -> None:
        self.session_id = session_id
        self.text = text
        self.cancelled = asyncio.Event()
        self.permission: str | None = None
        self.read: str | None = None
        self.chunks = 0

    def check(self) -> None:
        if self.cancelled.is_set():
            raise SessionCancelled


class InteropAgent(acp.Agent):
    def __init__(self) -> None:
        self._conn: Any = None
        self._client_capabilities: Any = None
        self._sessions = 0
        self._turns: dict[str, set[Turn]] = {}
        self._call_ids = 0

    def on_connect(self, conn: Any) -> None:
        self._conn = conn

    async def initialize(
        self, protocol_version: int, client_capabilities: Any = None, client_info: Any = None, **kwargs: Any
    ) -> acp.InitializeResponse:
        self._client_capabilities = client_capabilities
        record(
            "initialize",
            protocolVersion=protocol_version,
            clientName=client_info.name if client_info is not None else None,
            sdk=sdk(),
        )
        return acp.InitializeResponse(
            protocol_version=acp.PROTOCOL_VERSION,
            agent_capabilities=schema.AgentCapabilities(load_session=False),
            agent_info=schema.Implementation(name="interop-compat-agent", version=sdk()),
        )

    async def new_session(
        self, cwd: str, mcp_servers: list[Any] | None = None, **kwargs: Any
    ) -> acp.NewSessionResponse:
        self._sessions += 1
        session_id = f"peer-{self._sessions}"
        self._turns[session_id] = set()
        return acp.NewSessionResponse(session_id=session_id)

    async def authenticate(self, method_id: str, **kwargs: Any) -> acp.AuthenticateResponse | None:
        return None

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        record("cancel", sessionId=session_id, turns=len(self._turns.get(session_id, ())))
        for turn in self._turns.get(session_id, ()):
            turn.cancelled.set()

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> acp.PromptResponse:
        if session_id not in self._turns:
            raise acp.RequestError.invalid_params({"sessionId": session_id, "reason": "unknown session"})
        text = "".join(getattr(block, "text", "") or "" for block in prompt)
        turn = Turn(session_id, text)
        self._turns[session_id].add(turn)
        task = asyncio.create_task(self._run(turn))
        end = "end_turn"
        try:
            # Awaiting the task: cancelling this handler (request cancellation) cancels the turn too.
            end = await task
            return acp.PromptResponse(stop_reason=end)
        except SessionCancelled:
            end = "cancelled"
            return acp.PromptResponse(stop_reason="cancelled")
        except asyncio.CancelledError:
            end = "request-cancelled"
            log(f"cancelled: session/prompt {text!r}")
            raise
        except BaseException as exc:
            end = f"error {type(exc).__name__}: {exc}"
            raise
        finally:
            self._turns[session_id].discard(turn)
            record(
                "prompt",
                text=text,
                meta=kwargs,
                end=end,
                permission=turn.permission,
                read=turn.read,
                chunks=turn.chunks,
            )

    async def _send(self, turn: Turn, update: Any) -> None:
        turn.check()
        await self._conn.session_update(session_id=turn.session_id, update=update)

    async def _run(self, turn: Turn) -> str:
        words = turn.text.split()
        if "permission" in words:
            stop = await self._tool_call(turn, words)
            if stop is not None:
                return stop
        for piece in split3(f"echo: {turn.text}"):
            await self._send(turn, helpers.update_agent_message_text(piece))
            turn.chunks += 1
        if "slow" in words:
            for _ in range(SLOW_CHUNKS):
                try:
                    await asyncio.wait_for(turn.cancelled.wait(), SLOW_DELAY_S)
                except TimeoutError:
                    pass
                await self._send(turn, helpers.update_agent_message_text("."))
                turn.chunks += 1
        return "end_turn"

    async def _tool_call(self, turn: Turn, words: list[str]) -> str | None:
        path = words[words.index("read") + 1] if "read" in words[:-1] else None
        self._call_ids += 1
        call_id = f"call-{self._call_ids}"
        title = f"Read {path}" if path else "Echo"
        await self._send(
            turn, helpers.start_tool_call(call_id, title, kind="read" if path else "other", status="pending")
        )
        response = await self._conn.request_permission(
            session_id=turn.session_id,
            tool_call=schema.ToolCallUpdate(tool_call_id=call_id, title=title, status="pending"),
            options=[
                schema.PermissionOption(option_id="allow", name="Allow", kind="allow_once"),
                schema.PermissionOption(option_id="reject", name="Reject", kind="reject_once"),
            ],
        )
        outcome = response.outcome
        turn.permission = outcome.outcome if outcome.outcome == "cancelled" else outcome.option_id
        if outcome.outcome == "cancelled":
            return "cancelled"
        turn.check()
        if outcome.option_id != "allow":
            await self._send(turn, helpers.update_tool_call(call_id, status="failed"))
            return "end_turn"
        await self._send(turn, helpers.update_tool_call(call_id, status="in_progress"))
        fs = getattr(self._client_capabilities, "fs", None)
        if path and fs is not None and fs.read_text_file:
            read = await self._conn.read_text_file(path=path, session_id=turn.session_id)
            turn.read = read.content
            content = [helpers.tool_content(helpers.text_block(read.content))]
            await self._send(turn, helpers.update_tool_call(call_id, status="completed", content=content))
        else:
            await self._send(turn, helpers.update_tool_call(call_id, status="completed"))
        return None

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "echo":
            record("ext", method=method, end="answered")
            return params
        if method == "slow":
            try:
                await asyncio.sleep(float(params.get("seconds", 30)))
            except asyncio.CancelledError:
                record("ext", method=method, end="request-cancelled")
                raise
            record("ext", method=method, end="answered")
            return {"done": True}
        raise acp.RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


async def main() -> None:
    await acp.run_agent(InteropAgent(), use_unstable_protocol=True)


if __name__ == "__main__":
    asyncio.run(main())
