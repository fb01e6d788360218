"""Drive one whole ACP session against one agent process, with the OFFICIAL Python SDK as the client.

Run by `run.py` with the python of a venv holding the official `agent-client-protocol` package (never acp-fast):
the client side stays the same for both runs of an agent, so any difference between them comes from the agent's
side (the official SDK, or acp-fast's compat layer behind `import acp`).

    python session_client.py SPEC.json RESULT.json

SPEC.json names the agent's command, arguments, environment, working directory, stderr log and time limits;
RESULT.json receives one record per step. The steps:

1. `initialize`, 2. `session/new`,
3. a streamed prompt: the `session/update` chunks are counted and the stop reason must be `end_turn`,
4. a slow prompt cancelled with `session/cancel` once its first chunk arrived,
5. a slow prompt cancelled with `$/cancel_request` (a JSON-RPC notification naming the request id, sent through
   the connection's lower-level `send_notification`, since the official client has no call for it),
6. a follow-up prompt, which must still work,
7. shutdown: stdin closed, the agent must exit by itself.

Each step records a status (`pass`, `ignored` for a cancel the agent did not act on although it answered the
prompt, `fail`, `skipped` after an earlier failure made it meaningless), a detail line and its timing. Every wait
has a time limit. Only stdlib and `acp` are imported: this runs in the official SDK's venv.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import acp
from acp import schema

log = logging.getLogger("real_agents.session_client")

PROTOCOL_VERSION = 1
STREAM_LIMIT = 16 * 1024 * 1024


@dataclass
class Step:
    name: str
    status: str = "skipped"
    detail: str = ""
    seconds: float = 0.0
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Turn:
    """What arrived for one `session/prompt` request."""

    request_id: Any = None
    updates: int = 0
    chunks: int = 0
    text: str = ""
    kinds: dict[str, int] = field(default_factory=dict)
    first_chunk: asyncio.Event = field(default_factory=asyncio.Event)


class _ParseErrorCounter(logging.Handler):
    """Counts the official transport's 'Error parsing JSON-RPC message' records (a non-JSON line on stdout)."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("Error parsing JSON-RPC message"):
            self.count += 1


class RecordingClient:
    """The editor side: grants permissions, serves no files or terminals, and keeps what each turn streamed."""

    def __init__(self) -> None:
        self.turn: Turn | None = None
        self.unsolicited_requests: list[str] = []

    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    def observe(self, event: Any) -> None:
        """Connection observer: sees every raw message, so it knows each prompt's request id."""
        message = event.message
        direction = getattr(event.direction, "value", str(event.direction))
        turn = self.turn
        if turn is None:
            return
        if direction == "outgoing" and message.get("method") == "session/prompt" and "id" in message:
            turn.request_id = message["id"]
        elif direction == "incoming" and message.get("method") == "session/update":
            update = (message.get("params") or {}).get("update") or {}
            kind = str(update.get("sessionUpdate"))
            turn.updates += 1
            turn.kinds[kind] = turn.kinds.get(kind, 0) + 1
            if kind == "agent_message_chunk":
                turn.chunks += 1
                content = update.get("content") or {}
                if isinstance(content, dict) and isinstance(content.get("text"), str):
                    turn.text += content["text"]
                turn.first_chunk.set()

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        return None

    async def request_permission(self, options: Any, session_id: str, tool_call: Any, **kwargs: Any) -> Any:
        self.unsolicited_requests.append("session/request_permission")
        chosen = next((o for o in options if str(o.kind).startswith("allow")), options[0] if options else None)
        if chosen is None:
            return schema.RequestPermissionResponse(outcome=schema.DeniedOutcome(outcome="cancelled"))
        return schema.RequestPermissionResponse(
            outcome=schema.AllowedOutcome(option_id=chosen.option_id, outcome="selected")
        )

    async def read_text_file(self, path: str, session_id: str, **kwargs: Any) -> Any:
        self.unsolicited_requests.append("fs/read_text_file")
        raise acp.RequestError.method_not_found("fs/read_text_file")

    async def write_text_file(self, content: str, path: str, session_id: str, **kwargs: Any) -> Any:
        self.unsolicited_requests.append("fs/write_text_file")
        raise acp.RequestError.method_not_found("fs/write_text_file")

    async def create_terminal(self, command: str, session_id: str, **kwargs: Any) -> Any:
        self.unsolicited_requests.append("terminal/create")
        raise acp.RequestError.method_not_found("terminal/create")

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.unsolicited_requests.append(method)
        raise acp.RequestError.method_not_found(method)

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


class Session:
    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.limits: dict[str, float] = spec["timeouts"]
        self.client = RecordingClient()
        self.steps: list[Step] = []
        self.session_id: str | None = None
        self.broken = False

    # -- one step -----------------------------------------------------------------------------------------

    def _step(self, name: str) -> Step:
        step = Step(name)
        self.steps.append(step)
        return step

    async def _prompt(self, conn: Any, text: str) -> tuple[asyncio.Task[Any], Turn]:
        turn = Turn()
        self.client.turn = turn
        block = schema.TextContentBlock(type="text", text=text)
        task = asyncio.create_task(conn.prompt(session_id=self.session_id, prompt=[block]))
        return task, turn

    @staticmethod
    def _turn_data(turn: Turn) -> dict[str, Any]:
        return {
            "request_id": turn.request_id,
            "updates": turn.updates,
            "chunks": turn.chunks,
            "kinds": turn.kinds,
            "text_head": turn.text[:80],
        }

    async def _await_answer(self, task: asyncio.Task[Any], limit: float) -> tuple[str, Any]:
        """('result', PromptResponse) | ('error', RequestError) | ('timeout', None) | ('crash', exception)."""
        done, _ = await asyncio.wait({task}, timeout=limit)
        if not done:
            task.cancel()
            with contextlib.suppress(BaseException):
                await task
            return "timeout", None
        exc = task.exception()
        if exc is None:
            return "result", task.result()
        if isinstance(exc, acp.RequestError):
            return "error", exc
        return "crash", exc

    async def plain_prompt(self, conn: Any, name: str, text: str) -> None:
        step = self._step(name)
        if self.broken:
            step.detail = "an earlier step failed"
            return
        started = time.monotonic()
        task, turn = await self._prompt(conn, text)
        kind, answer = await self._await_answer(task, self.limits["prompt"])
        step.seconds = round(time.monotonic() - started, 2)
        step.data = self._turn_data(turn)
        if kind == "result":
            stop = str(answer.stop_reason)
            ok = stop == "end_turn" and turn.chunks > 0 and self.spec["reply_marker"] in turn.text
            step.status = "pass" if ok else "fail"
            step.detail = f"stopReason={stop}, {turn.chunks} chunks / {turn.updates} updates"
            if not ok and self.spec["reply_marker"] not in turn.text:
                step.detail += ", the model's reply did not arrive"
        else:
            step.status = "fail"
            step.detail = self._describe_failure(kind, answer, "prompt")

    async def cancelled_prompt(self, conn: Any, name: str, how: str) -> None:
        step = self._step(name)
        if self.broken:
            step.detail = "an earlier step failed"
            return
        started = time.monotonic()
        task, turn = await self._prompt(conn, "Please answer slow: a long reply.")
        try:
            await asyncio.wait_for(turn.first_chunk.wait(), self.limits["first_chunk"])
        except TimeoutError:
            pass
        if task.done():
            step.detail = "the prompt was answered before the cancel could be sent; "
        if not turn.first_chunk.is_set():
            step.detail += "no chunk arrived in time, cancelling anyway; "
        cancel_sent = time.monotonic()
        if how == "session/cancel":
            await conn.cancel(session_id=self.session_id)
        else:
            if turn.request_id is None:
                step.status = "fail"
                step.detail += "the prompt's request id was not seen"
                self.broken = True
                return
            await conn._conn.send_notification("$/cancel_request", {"requestId": turn.request_id})
        kind, answer = await self._await_answer(task, self.limits["cancel_answer"])
        step.seconds = round(time.monotonic() - started, 2)
        answered_after = round(time.monotonic() - cancel_sent, 2)
        step.data = {**self._turn_data(turn), "answered_after_cancel_s": answered_after}
        if kind == "result":
            stop = str(answer.stop_reason)
            step.data["stop_reason"] = stop
            if stop == "cancelled":
                step.status = "pass"
                step.detail += f"stopReason=cancelled {answered_after}s after the cancel, {turn.chunks} chunks"
            else:
                step.status = "ignored"
                step.detail += (
                    f"not cancelled: stopReason={stop} {answered_after}s after the cancel, {turn.chunks} chunks"
                )
        elif kind == "error" and answer.code == -32800:
            step.status = "pass"
            step.data["error"] = {"code": answer.code, "message": str(answer)}
            step.detail += f"error -32800 (request cancelled) {answered_after}s after the cancel, {turn.chunks} chunks"
        else:
            step.status = "fail"
            step.detail += self._describe_failure(kind, answer, f"prompt cancelled with {how}")
            if kind == "timeout":
                # A prompt nobody answers would make the follow-up meaningless: try the other cancel to unstick it.
                with contextlib.suppress(Exception):
                    await conn.cancel(session_id=self.session_id)
                await asyncio.sleep(1.0)

    def _describe_failure(self, kind: str, answer: Any, what: str) -> str:
        if kind == "timeout":
            return f"no answer to the {what} within {self.limits['cancel_answer' if 'cancel' in what else 'prompt']}s"
        if kind == "error":
            data = f" data={json.dumps(answer.data)[:300]}" if answer.data is not None else ""
            return f"error {answer.code}: {answer}{data}"
        self.broken = True
        return f"the connection failed: {type(answer).__name__}: {answer}"

    # -- the whole session --------------------------------------------------------------------------------

    async def run(self) -> dict[str, Any]:
        spec = self.spec
        parse_errors = _ParseErrorCounter()
        logging.getLogger().addHandler(parse_errors)
        stderr_file = open(spec["stderr_log"], "ab")  # closed in the finally below
        env = dict(spec["env"])
        started = time.monotonic()
        exit_step = Step("shutdown")
        process = None
        try:
            async with acp.spawn_agent_process(
                self.client,
                spec["command"][0],
                *spec["command"][1:],
                env=env,
                cwd=spec["cwd"],
                transport_kwargs={"stderr": stderr_file, "limit": STREAM_LIMIT, "shutdown_timeout": 1.0},
                observers=[self.client.observe],
            ) as (conn, process):
                await self._session_steps(conn)
                exit_step = await self._shutdown(process)
        except Exception as exc:
            log.exception("the session failed")
            self.steps.append(Step("session", "fail", f"{type(exc).__name__}: {exc}"))
        finally:
            stderr_file.close()
            logging.getLogger().removeHandler(parse_errors)
        self.steps.append(exit_step)
        return {
            "steps": [asdict(step) for step in self.steps],
            "seconds": round(time.monotonic() - started, 2),
            "non_json_stdout_lines": parse_errors.count,
            "client_requests_seen": sorted(set(self.client.unsolicited_requests)),
            "returncode": None if process is None else process.returncode,
        }

    async def _session_steps(self, conn: Any) -> None:
        step = self._step("initialize")
        started = time.monotonic()
        try:
            init = await asyncio.wait_for(
                conn.initialize(
                    protocol_version=PROTOCOL_VERSION,
                    client_capabilities=schema.ClientCapabilities(
                        fs=schema.FileSystemCapabilities(read_text_file=False, write_text_file=False), terminal=False
                    ),
                    client_info=schema.Implementation(name="real-agents-harness", version="1"),
                ),
                self.limits["initialize"],
            )
        except Exception as exc:
            step.status, step.detail = "fail", _exc_text(exc, "initialize", self.limits["initialize"])
            self.broken = True
        else:
            info = init.agent_info
            step.status = "pass" if init.protocol_version == PROTOCOL_VERSION else "fail"
            step.detail = f"protocolVersion={init.protocol_version}" + (
                f", agent {info.name} {info.version}" if info is not None else ""
            )
        step.seconds = round(time.monotonic() - started, 2)

        step = self._step("session/new")
        if self.broken:
            step.detail = "an earlier step failed"
        else:
            started = time.monotonic()
            try:
                session = await asyncio.wait_for(
                    conn.new_session(cwd=self.spec["cwd"], mcp_servers=[]), self.limits["session_new"]
                )
            except Exception as exc:
                step.status, step.detail = "fail", _exc_text(exc, "session/new", self.limits["session_new"])
                self.broken = True
            else:
                self.session_id = session.session_id
                step.status, step.detail = "pass", f"sessionId={session.session_id}"
            step.seconds = round(time.monotonic() - started, 2)

        await self.plain_prompt(conn, "prompt", "Say hello.")
        await self.cancelled_prompt(conn, "cancel: session/cancel", "session/cancel")
        await self.cancelled_prompt(conn, "cancel: $/cancel_request", "$/cancel_request")
        await self.plain_prompt(conn, "follow-up prompt", "Say hello again.")

    async def _shutdown(self, process: Any) -> Step:
        step = Step("shutdown")
        started = time.monotonic()
        if process.stdin is not None:
            with contextlib.suppress(Exception):
                process.stdin.write_eof()
        try:
            returncode = await asyncio.wait_for(process.wait(), self.limits["exit"])
        except TimeoutError:
            step.status = "fail"
            step.detail = f"did not exit within {self.limits['exit']}s of stdin closing (then terminated)"
        else:
            step.status = "pass" if returncode in (0, None) else "fail"
            step.detail = f"exited with code {returncode} after stdin closed"
        step.seconds = round(time.monotonic() - started, 2)
        return step


def _exc_text(exc: BaseException, what: str, limit: float) -> str:
    if isinstance(exc, TimeoutError):
        return f"no answer to {what} within {limit}s"
    if isinstance(exc, acp.RequestError):
        data = f" data={json.dumps(exc.data)[:300]}" if exc.data is not None else ""
        return f"error {exc.code}: {exc}{data}"
    return f"{type(exc).__name__}: {exc}"


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: session_client.py SPEC.json RESULT.json", file=sys.stderr)
        return 2
    spec = json.loads(Path(sys.argv[1]).read_text())
    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    result = asyncio.run(Session(spec).run())
    result["acp_version"] = _acp_version()
    result["client_pid"] = os.getpid()
    Path(sys.argv[2]).write_text(json.dumps(result, indent=2))
    return 0


def _acp_version() -> str:
    from importlib.metadata import version

    return version("agent-client-protocol")


if __name__ == "__main__":
    sys.exit(main())
