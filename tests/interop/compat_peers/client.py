#!/usr/bin/env python3
"""An ACP client written the way projects built on the official Python SDK (`agent-client-protocol`, import name
`acp`) write theirs: a `Client` with keyword handlers and `**kwargs`, `spawn_agent_process`, `await conn.prompt(...)`
in tasks, `await conn.cancel(session_id)`, pending permission requests answered "cancelled" on cancel.

    python client.py -- <agent argv...>                     # under a venv with the official SDK (0.12.1, rc3)
    python -m acp_fast.compat client.py -- <agent argv...>  # under acp_fast.compat (`import acp` resolves to it)

It uses `acp` and `acp.schema` only (rc3 removed `acp.helpers`). The session, one step a line of JSON on stdout:

1. initialize (the client can read files) -> {"step": "initialize", "agentName", "agentVersion", "sdk"}
2. session/new -> {"step": "new_session", "sessionId"}
3. prompt "hello", with a `_meta` key -> {"step": "stream", "stopReason", "text", "chunks"}
4. prompt "permission read <file>" (permission answered "allow", the file read for the agent)
   -> {"step": "tool_call", "stopReason", "kinds", "toolCalls", "permissions", "reads", "text"}
5. prompt "slow", `await conn.cancel(session_id)` after its first chunk -> {"step": "session_cancel", "stopReason"}
6. prompt "permission slow": the permission request is held; at its arrival `conn.cancel(session_id)`, then the
   pending request answered with the cancelled outcome -> {"step": "permission_cancel", "stopReason",
   "answeredCancelled", "withdrawn"}.
7. prompt "slow" in a task, cancelled after its first chunk (acp_fast.compat and rc3 send `$/cancel_request`;
   0.12.1 sends nothing); then `_echo` as a barrier and `conn.cancel` (stops an agent that did not hear of it)
   -> {"step": "request_cancel", "outcome", "echo"}.
8. the same with prompt "permission slow", cancelled while its permission request is held: an agent that honours
   the cancellation withdraws its permission request (`$/cancel_request`); then `_echo` and `conn.cancel`, which
   answers the request "cancelled" if it is still pending -> {"step": "request_cancel_permission", "outcome",
   "echo", "answeredCancelled"}.
9. prompt "hello" on the same session -> {"step": "after", "stopReason", "text", "withdrawn"} ("withdrawn": how
   many permission requests the agent cancelled while this client held them).
10. {"step": "done", "agentExit"}

Any failure prints {"step": ..., "error": ...} and exits 1. INTEROP_STEP_TIMEOUT: seconds per step (default 30).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import acp
from acp.schema import (
    AgentMessageChunk,
    AllowedOutcome,
    ClientCapabilities,
    DeniedOutcome,
    FileSystemCapabilities,
    Implementation,
    ReadTextFileResponse,
    RequestPermissionResponse,
    TextContentBlock,
    ToolCallProgress,
    ToolCallStart,
)

STEP_TIMEOUT = float(os.environ.get("INTEROP_STEP_TIMEOUT", "30"))
FILE_TEXT = "line one\nline two: ünïcødé\n"


def sdk() -> str:
    if acp.__name__ != "acp":
        return acp.__name__
    from importlib.metadata import version

    return f"agent-client-protocol {version('agent-client-protocol')}"


def report(step: str, **fields: Any) -> None:
    sys.stdout.write(json.dumps({"step": step, **fields}, default=str) + "\n")
    sys.stdout.flush()


class StepFailed(Exception):
    pass


async def within(awaitable: Any, what: str) -> Any:
    try:
        return await asyncio.wait_for(awaitable, STEP_TIMEOUT)
    except TimeoutError:
        raise StepFailed(f"{what}: nothing within {STEP_TIMEOUT} s") from None


class InteropClient(acp.Client):
    def __init__(self) -> None:
        self._conn: Any = None
        self.hold_permissions = False
        self.pending: dict[str, asyncio.Future[Any]] = {}  # session id -> held permission answer
        self.permission_arrived = asyncio.Event()
        self.permissions: list[dict[str, Any]] = []
        self.withdrawn = 0
        self.reads: list[str] = []
        self.reset()

    def reset(self) -> None:
        self.texts: list[str] = []
        self.chunks = 0
        self.kinds: list[str] = []
        self.tool_calls: list[dict[str, Any]] = []
        self.first_chunk = asyncio.Event()

    @property
    def text(self) -> str:
        return "".join(self.texts)

    def on_connect(self, conn: Any) -> None:
        self._conn = conn

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.kinds.append(update.session_update)
        if isinstance(update, AgentMessageChunk) and isinstance(update.content, TextContentBlock):
            self.texts.append(update.content.text)
            self.chunks += 1
            self.first_chunk.set()
        elif isinstance(update, (ToolCallStart, ToolCallProgress)):
            contents = [getattr(getattr(item, "content", None), "text", None) for item in (update.content or ())]
            self.tool_calls.append(
                {"kind": update.session_update, "id": update.tool_call_id, "status": update.status, "content": contents}
            )

    async def request_permission(self, options: list[Any], session_id: str, tool_call: Any, **kwargs: Any) -> Any:
        self.permissions.append({"toolCallId": tool_call.tool_call_id, "options": [o.option_id for o in options]})
        if not self.hold_permissions:
            return RequestPermissionResponse(outcome=AllowedOutcome(outcome="selected", option_id="allow"))
        answer = asyncio.get_running_loop().create_future()
        self.pending[session_id] = answer
        self.permission_arrived.set()
        try:
            return await answer
        except asyncio.CancelledError:
            self.withdrawn += 1  # the agent cancelled its own request ($/cancel_request)
            raise
        finally:
            self.pending.pop(session_id, None)

    async def cancel_session(self, session_id: str) -> int:
        """What a client does to stop a turn: session/cancel, then every pending permission request of the session
        answered with the cancelled outcome."""
        await self._conn.cancel(session_id=session_id)
        answer = self.pending.pop(session_id, None)
        if answer is None or answer.done():
            return 0
        answer.set_result(RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled")))
        return 1

    async def read_text_file(
        self, path: str, session_id: str, limit: int | None = None, line: int | None = None, **kwargs: Any
    ) -> ReadTextFileResponse:
        self.reads.append(path)
        return ReadTextFileResponse(content=Path(path).read_text(encoding="utf-8"))

    async def write_text_file(self, content: str, path: str, session_id: str, **kwargs: Any) -> Any:
        raise acp.RequestError.method_not_found("fs/write_text_file")

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        raise acp.RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


async def cancel_and_wait(task: asyncio.Task[Any]) -> str:
    """Cancel the task awaiting a request (acp_fast.compat and rc3 send `$/cancel_request`); say how it ended."""
    task.cancel()
    try:
        return f"answered {(await task).stop_reason}"
    except asyncio.CancelledError:
        return "cancelled"
    except acp.RequestError as exc:
        return f"error {exc.code}"


def text(value: str) -> list[TextContentBlock]:
    return [TextContentBlock(type="text", text=value)]


async def session(conn: Any, client: InteropClient, workdir: Path) -> None:
    step = "initialize"
    try:
        init = await within(
            conn.initialize(
                protocol_version=acp.PROTOCOL_VERSION,
                client_capabilities=ClientCapabilities(
                    fs=FileSystemCapabilities(read_text_file=True, write_text_file=False), terminal=False
                ),
                client_info=Implementation(name="interop-compat-client", version=sdk()),
            ),
            "initialize",
        )
        info = init.agent_info
        report(step, agentName=info and info.name, agentVersion=info and info.version, sdk=sdk())

        step = "new_session"
        sid = (await within(conn.new_session(cwd=str(workdir), mcp_servers=[]), "session/new")).session_id
        report(step, sessionId=sid)

        step = "stream"
        client.reset()
        response = await within(conn.prompt(session_id=sid, prompt=text("hello"), interop_step="stream"), "prompt")
        report(step, stopReason=response.stop_reason, text=client.text, chunks=client.chunks)

        step = "tool_call"
        client.reset()
        path = workdir / "notes.txt"
        path.write_text(FILE_TEXT, encoding="utf-8")
        response = await within(conn.prompt(session_id=sid, prompt=text(f"permission read {path}")), "prompt")
        report(
            step,
            stopReason=response.stop_reason,
            kinds=client.kinds,
            toolCalls=client.tool_calls,
            permissions=client.permissions,
            reads=client.reads,
            text=client.text,
            fileText=FILE_TEXT,
        )

        step = "session_cancel"
        client.reset()
        task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text("slow")))
        await within(client.first_chunk.wait(), "the first chunk")
        await client.cancel_session(sid)
        response = await within(task, "prompt after session/cancel")
        report(step, stopReason=response.stop_reason, chunks=client.chunks)

        step = "permission_cancel"
        client.reset()
        client.hold_permissions = True
        task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text("permission slow")))
        await within(client.permission_arrived.wait(), "session/request_permission")
        answered = await client.cancel_session(sid)
        response = await within(task, "prompt after session/cancel")
        client.hold_permissions = False
        report(step, stopReason=response.stop_reason, answeredCancelled=answered, withdrawn=client.withdrawn)

        step = "request_cancel"
        client.reset()
        task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text("slow")))
        await within(client.first_chunk.wait(), "the first chunk")
        outcome = await cancel_and_wait(task)
        echo = await within(conn.ext_method("echo", {"barrier": 1}), "_echo")
        await client.cancel_session(sid)  # stops the turn of an agent that did not hear of the request cancellation
        report(step, outcome=outcome, echo=echo)

        step = "request_cancel_permission"
        client.reset()
        client.hold_permissions = True
        client.permission_arrived.clear()
        task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text("permission slow")))
        await within(client.permission_arrived.wait(), "session/request_permission")
        outcome = await cancel_and_wait(task)
        echo = await within(conn.ext_method("echo", {"barrier": 2}), "_echo")
        answered = await client.cancel_session(sid)  # answers the request if the agent did not withdraw it
        client.hold_permissions = False
        report(step, outcome=outcome, echo=echo, answeredCancelled=answered)

        step = "after"
        client.reset()
        response = await within(conn.prompt(session_id=sid, prompt=text("hello")), "prompt")
        report(step, stopReason=response.stop_reason, text=client.text, withdrawn=client.withdrawn)
    except (StepFailed, acp.RequestError, ConnectionError, OSError) as exc:
        data = getattr(exc, "data", None)
        report(step, error=f"{type(exc).__name__}: {exc}" + (f" data={data!r}" if data is not None else ""))
        raise SystemExit(1) from None


async def main(agent: list[str]) -> None:
    client = InteropClient()
    with tempfile.TemporaryDirectory() as workdir:
        async with acp.spawn_agent_process(
            client, agent[0], *agent[1:], env=dict(os.environ), transport_kwargs={"stderr": None}
        ) as (conn, process):
            await session(conn, client, Path(workdir))
        report("done", agentExit=process.returncode)


if __name__ == "__main__":
    argv = sys.argv[1:]
    if len(argv) < 2 or argv[0] != "--":
        sys.exit(f"usage: {sys.argv[0]} -- <agent argv...>")
    asyncio.run(main(argv[1:]))
