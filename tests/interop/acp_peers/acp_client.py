#!/usr/bin/env python3
"""Interop client written against the official `acp` package (PyPI `agent-client-protocol`).

    python acp_client.py <scenario> -- <agent argv...>

Spawns the agent with `acp.spawn_agent_process` (the child inherits this process's environment) and prints
its report to stdout, one JSON object per line. Runs unchanged on acp 0.12.1 and 1.0.0rc3 (`acp.schema`
models only; rc3 deleted `acp.helpers`). The agent's stderr is read continuously (never left to fill up),
copied to this process's stderr as `[agent] ...` and searched for `cancelled: <method>` lines.

Scenarios (every run starts with an `initialize` and a `new_session` line and ends with `{"step": "done"}`):

* `full`: prompt "hello" -> {"step":"prompt","stopReason","text","updates"};
  prompt "permission please", request_permission answered with option "allow"
  -> {"step":"permission","stopReason","permissionRequests","text","updates"};
  prompt "slow" and session/cancel after the first agent_message_chunk
  -> {"step":"session_cancel","stopReason","updates"}.
* `permission_cancel`: prompt "permission slow", leave the permission request pending, send session/cancel,
  then answer the pending request with outcome cancelled -> {"step":"permission_cancel","stopReason",...}.
* `cancel_request` (meaningful on rc3, which sends `$/cancel_request` when the awaiting task is cancelled):
  `ext_method("slow", {})` in a task cancelled after 100 ms, then the barrier `ext_method("echo", {"x": 1})`
  -> {"step":"cancel_request","cancelled":true,"echo":{"x":1},"agentSawCancel":bool};
  prompt "slow" in a task cancelled after the first update; then session/cancel (cleans up an agent that never
  heard of the cancellation) and prompt "hello"
  -> {"step":"cancel_request_prompt","cancelled":true,"agentStillStreaming","agentSawCancel","nextPromptWorks",...}.
* `all`: full + permission_cancel + cancel_request on one connection.

Any failure prints {"step": <step>, "error": "..."} and exits 1. Env: ACP_PEER_LOOP=uvloop (both sides, the
agent inherits it), ACP_PEER_STEP_TIMEOUT (seconds per step, default 30).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from typing import Any

from acp import Client, RequestError, spawn_agent_process
from acp.schema import (
    AgentMessageChunk,
    AllowedOutcome,
    ClientCapabilities,
    DeniedOutcome,
    FileSystemCapabilities,
    Implementation,
    RequestPermissionResponse,
    TextContentBlock,
)

STEP_TIMEOUT = float(os.environ.get("ACP_PEER_STEP_TIMEOUT", "30"))
# How long the agent is given to exit once its stdin closes, before the SDK terminates it (default 2 s): the exit
# status is asserted, and on a loaded machine an interpreter's shutdown alone can take longer than 2 s.
SHUTDOWN = {"shutdown_timeout": STEP_TIMEOUT}
SCENARIOS = ("full", "permission_cancel", "cancel_request", "all")


def report(step: str, **fields: Any) -> None:
    sys.stdout.write(json.dumps({"step": step, **fields}, default=str) + "\n")
    sys.stdout.flush()


def acp_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("agent-client-protocol")
    except Exception:
        return None


def text_prompt(text: str) -> list[TextContentBlock]:
    return [TextContentBlock(type="text", text=text)]


class StepFailed(Exception):
    pass


class InteropClient(Client):
    def __init__(self) -> None:
        self.hold_permissions = False
        self.permission_requests = 0
        self.pending_permission: asyncio.Future[Any] | None = None
        self.permission_arrived = asyncio.Event()
        self.reset()

    def reset(self) -> None:
        self.texts: list[str] = []
        self.updates = 0
        self.kinds: list[str] = []
        self.first_chunk = asyncio.Event()
        self.last_update_at = time.monotonic()

    @property
    def text(self) -> str:
        return "".join(self.texts)

    async def request_permission(self, options: list[Any], session_id: str, tool_call: Any, **kwargs: Any) -> Any:
        self.permission_requests += 1
        if self.hold_permissions:
            # answered later by the scenario (outcome cancelled, after session/cancel)
            self.pending_permission = asyncio.get_running_loop().create_future()
            self.permission_arrived.set()
            return await self.pending_permission
        option = next((o for o in options if o.option_id == "allow"), None) or next(
            o for o in options if str(o.kind).startswith("allow")
        )
        return RequestPermissionResponse(outcome=AllowedOutcome(outcome="selected", option_id=option.option_id))

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates += 1
        self.last_update_at = time.monotonic()
        self.kinds.append(getattr(update, "session_update", type(update).__name__))
        if isinstance(update, AgentMessageChunk):
            content = update.content
            if isinstance(content, TextContentBlock):
                self.texts.append(content.text)
            self.first_chunk.set()

    async def read_text_file(self, path: str, session_id: str, limit: Any = None, line: Any = None, **kwargs: Any):
        raise RequestError.resource_not_found(path)

    async def write_text_file(self, content: str, path: str, session_id: str, **kwargs: Any):
        raise RequestError.method_not_found("fs/write_text_file")

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "echo":
            return params
        raise RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


class AgentStderr:
    """Drains the agent's stderr (a PIPE nobody else reads), echoes it, and remembers `cancelled: ...` lines."""

    def __init__(self, stream: asyncio.StreamReader | None) -> None:
        self.lines: list[str] = []
        self._changed = asyncio.Event()
        self.task = asyncio.create_task(self._pump(stream)) if stream is not None else None

    async def _pump(self, stream: asyncio.StreamReader) -> None:
        while True:
            raw = await stream.readline()
            if not raw:
                return
            line = raw.decode(errors="replace").rstrip("\n")
            sys.stderr.write(f"[agent] {line}\n")
            sys.stderr.flush()
            self.lines.append(line)
            self._changed.set()

    def seen(self, line: str) -> int:
        return sum(1 for have in self.lines if have.strip() == line)

    async def wait_for(self, line: str, count: int, timeout: float) -> bool:
        """True once `line` has been seen `count` times; False after `timeout` seconds without that."""
        deadline = time.monotonic() + timeout
        while self.seen(line) < count:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), left)
            except TimeoutError:
                return self.seen(line) >= count
        return True

    async def finish(self) -> None:
        if self.task is not None:
            try:
                await asyncio.wait_for(self.task, 5)
            except (TimeoutError, Exception):
                self.task.cancel()


async def within(awaitable: Any, what: str, timeout: float = STEP_TIMEOUT) -> Any:
    try:
        return await asyncio.wait_for(awaitable, timeout)
    except TimeoutError as exc:
        raise StepFailed(f"{what}: no answer within {timeout}s") from exc


async def cancel_and_wait(task: asyncio.Task[Any]) -> str:
    """Cancel the task awaiting a request; say how it ended."""
    task.cancel()
    try:
        result = await task
    except asyncio.CancelledError:
        cancelling = getattr(asyncio.current_task(), "cancelling", None)  # Python >= 3.11
        if cancelling is not None and cancelling():  # we ourselves are being cancelled
            raise
        return "cancelled"
    except RequestError as exc:
        return f"error {exc.code}"
    return f"completed {result!r}"


async def quiet(client: InteropClient, for_s: float, at_most_s: float) -> None:
    """Wait until no session/update arrived for `for_s` seconds (at most `at_most_s` in total)."""
    deadline = time.monotonic() + at_most_s
    while time.monotonic() < deadline:
        idle = time.monotonic() - client.last_update_at
        if idle >= for_s:
            return
        await asyncio.sleep(for_s - idle)


# -- scenarios ---------------------------------------------------------------------------------------------
async def scenario_full(conn: Any, client: InteropClient, sid: str, stderr: AgentStderr) -> None:
    client.reset()
    resp = await within(conn.prompt(session_id=sid, prompt=text_prompt("hello")), "prompt hello")
    report("prompt", stopReason=resp.stop_reason, text=client.text, updates=client.updates)

    client.reset()
    before = client.permission_requests
    resp = await within(conn.prompt(session_id=sid, prompt=text_prompt("permission please")), "prompt permission")
    report(
        "permission",
        stopReason=resp.stop_reason,
        permissionRequests=client.permission_requests - before,
        text=client.text,
        updates=client.updates,
        kinds=client.kinds,
    )

    client.reset()
    task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text_prompt("slow")))
    await within(client.first_chunk.wait(), "first chunk of prompt slow")
    await conn.cancel(session_id=sid)
    resp = await within(task, "prompt slow after session/cancel")
    report("session_cancel", stopReason=resp.stop_reason, updates=client.updates)


async def scenario_permission_cancel(conn: Any, client: InteropClient, sid: str, stderr: AgentStderr) -> None:
    client.reset()
    client.hold_permissions = True
    client.permission_arrived.clear()
    before = client.permission_requests
    try:
        task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text_prompt("permission slow")))
        await within(client.permission_arrived.wait(), "session/request_permission from prompt 'permission slow'")
        await conn.cancel(session_id=sid)
        pending = client.pending_permission
        assert pending is not None
        pending.set_result(RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled")))
        resp = await within(task, "prompt 'permission slow' after session/cancel")
    finally:
        client.hold_permissions = False
    report(
        "permission_cancel",
        stopReason=resp.stop_reason,
        permissionRequests=client.permission_requests - before,
        text=client.text,
        updates=client.updates,
    )


async def scenario_cancel_request(conn: Any, client: InteropClient, sid: str, stderr: AgentStderr) -> None:
    # 1. an extension request whose awaiting task is cancelled (rc3 sends $/cancel_request for it)
    seen_before = stderr.seen("cancelled: _slow")
    task = asyncio.create_task(conn.ext_method("slow", {}))
    await asyncio.sleep(0.1)
    how = await cancel_and_wait(task)
    echo = await within(conn.ext_method("echo", {"x": 1}), "_echo barrier")
    saw = await stderr.wait_for("cancelled: _slow", seen_before + 1, timeout=1.0)
    report("cancel_request", cancelled=how == "cancelled", outcome=how, echo=echo, agentSawCancel=saw)

    # 2. a prompt whose awaiting task is cancelled after its first update
    seen_before = stderr.seen("cancelled: session/prompt")
    client.reset()
    task = asyncio.create_task(conn.prompt(session_id=sid, prompt=text_prompt("slow")))
    await within(client.first_chunk.wait(), "first chunk of prompt slow")
    how = await cancel_and_wait(task)
    # Barrier: the agent reads $/cancel_request (if any) before this request, and writes every update it sent
    # before that ahead of this response; those updates' handlers are scheduled before our wake-up here.
    await within(conn.ext_method("echo", {"barrier": 2}), "_echo barrier")
    settled = client.updates
    await asyncio.sleep(0.2)  # the slow prompt sends one update per 20 ms while it runs
    still_streaming = client.updates > settled
    saw = await stderr.wait_for("cancelled: session/prompt", seen_before + 1, timeout=1.0)
    # An agent that never heard of the cancellation (acp 0.12.1 sends nothing) is still streaming: stop it the
    # ACP v1 way so the next prompt's text is clean.
    await conn.cancel(session_id=sid)
    await quiet(client, 0.1, 3.0)
    client.reset()
    try:
        resp = await within(conn.prompt(session_id=sid, prompt=text_prompt("hello")), "prompt hello after cancel")
        next_stop, next_text, next_error = resp.stop_reason, client.text, None
    except RequestError as exc:
        next_stop, next_text, next_error = None, client.text, f"{exc.code} {exc}"
    report(
        "cancel_request_prompt",
        cancelled=how == "cancelled",
        outcome=how,
        agentStillStreaming=still_streaming,
        agentSawCancel=saw,
        nextPromptWorks=next_stop == "end_turn" and next_text == "acp echo: hello",
        nextStopReason=next_stop,
        nextText=next_text,
        nextError=next_error,
    )


RUNS = {
    "full": (scenario_full,),
    "permission_cancel": (scenario_permission_cancel,),
    "cancel_request": (scenario_cancel_request,),
    "all": (scenario_full, scenario_permission_cancel, scenario_cancel_request),
}


async def main(scenario: str, agent_argv: list[str]) -> int:
    client = InteropClient()
    step = "spawn"
    stderr: AgentStderr | None = None
    try:
        async with spawn_agent_process(
            client, agent_argv[0], *agent_argv[1:], env=dict(os.environ), transport_kwargs=SHUTDOWN
        ) as (conn, proc):
            stderr = AgentStderr(proc.stderr)
            step = "initialize"
            init = await within(
                conn.initialize(
                    protocol_version=1,
                    client_capabilities=ClientCapabilities(
                        fs=FileSystemCapabilities(read_text_file=False, write_text_file=False), terminal=False
                    ),
                    client_info=Implementation(name="acp-interop-client", version="1.0"),
                ),
                "initialize",
            )
            agent_info = init.agent_info
            report(
                "initialize",
                protocolVersion=init.protocol_version,
                agentName=agent_info.name if agent_info is not None else None,
                clientAcp=acp_version(),
                loop=type(asyncio.get_running_loop()).__module__.split(".")[0],
            )
            step = "new_session"
            session = await within(conn.new_session(cwd="/tmp", mcp_servers=[]), "session/new")
            sid = session.session_id
            report("new_session", sessionId=sid)
            for run in RUNS[scenario]:
                step = run.__name__.removeprefix("scenario_")
                await run(conn, client, sid, stderr)
            step = "shutdown"
    except (StepFailed, RequestError, ConnectionError, OSError, AssertionError) as exc:
        report(
            step,
            error=f"{type(exc).__name__}: {exc}" + (f" data={exc.data!r}" if isinstance(exc, RequestError) else ""),
        )
        return 1
    finally:
        if stderr is not None:
            await stderr.finish()
    report("done", agentExit=proc.returncode)
    return 0


def run() -> int:
    argv = sys.argv[1:]
    if "--" not in argv or argv.index("--") != 1 or argv[0] not in SCENARIOS or len(argv) < 3:
        sys.stderr.write(f"usage: {sys.argv[0]} {{{','.join(SCENARIOS)}}} -- <agent argv...>\n")
        return 2
    scenario, agent_argv = argv[0], argv[2:]
    loop_kind = os.environ.get("ACP_PEER_LOOP", "asyncio")
    if loop_kind == "uvloop":
        import uvloop

        return uvloop.run(main(scenario, agent_argv))
    if loop_kind != "asyncio":
        sys.stderr.write(f"ACP_PEER_LOOP must be asyncio or uvloop, not {loop_kind!r}\n")
        return 2
    return asyncio.run(main(scenario, agent_argv))


if __name__ == "__main__":
    sys.exit(run())
