#!/usr/bin/env python3
"""An ACP client over Streamable HTTP and WebSocket, written as the official Python SDK's network examples write
theirs (`create_http_stream(url)` or `await create_websocket_stream(url)`, then `connect_to_agent(client,
transport)`).

One script, two SDKs:

    <official venv>/bin/python client.py URL...             # the official SDK 0.12.1 (`acp.http`, `acp.ws`)
    .venv/bin/python -m acp_fast.compat client.py URL...     # acp_fast.compat

Each URL (`http://...` Streamable HTTP, `ws://...` WebSocket) gets one connection and one session; the report is
one JSON object per line on stdout, each with "url" and "step":

* initialize: {"agentName"}; new_session: {"sessionId"};
* prompt "hello": {"stopReason", "text", "updates"};
* cancel_request: prompt "slow", after its first update the prompt's request is cancelled with `$/cancel_request`
  -> {"how", "outcome", "ignored", "lateUpdates"}. On acp_fast.compat by cancelling the task that awaits
  `conn.prompt(...)` (it sends `$/cancel_request`); the official 0.12.1 sends nothing then, so there the client
  sends the notification itself, with the request id an observer saw. "outcome": the prompt's answer on the wire
  (an observer sees it even when the caller gave up): "error -32800" when the agent honoured the cancellation;
  "ignored": no answer within 2 s (an agent that ignores `$/cancel_request`), the turn then ended with
  session/cancel ("result cancelled"); "lateUpdates": updates after the answer;
* session_cancel: prompt "slow", session/cancel after its first update -> {"stopReason", "updates"};
* again: prompt "hello" on the same session -> {"stopReason", "text"};
* done, once every URL is through (exit 0); a failure prints {"step", "error"} and exits 1.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import acp
from acp.http import create_http_stream
from acp.schema import AgentMessageChunk, TextContentBlock
from acp.ws import create_websocket_stream

STEP_TIMEOUT = 30.0
# How long an answer to a cancelled prompt may take before the agent counts as ignoring `$/cancel_request`.
IGNORED_AFTER_S = 2.0
# How long the client listens for updates after a prompt's answer (the slow turn sends one per 20 ms).
QUIET_S = 0.2
COMPAT = acp.__name__ != "acp"  # launched with `python -m acp_fast.compat`


def report(url: str, step: str, **fields: Any) -> None:
    sys.stdout.write(json.dumps({"url": url, "step": step, **fields}, default=str) + "\n")
    sys.stdout.flush()


def text_prompt(text: str) -> list[TextContentBlock]:
    return [TextContentBlock(type="text", text=text)]


class NetClient(acp.Client):
    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        self.texts: list[str] = []
        self.updates = 0
        self.first = asyncio.Event()

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates += 1
        if isinstance(update, AgentMessageChunk) and isinstance(update.content, TextContentBlock):
            self.texts.append(update.content.text)
        self.first.set()

    async def request_permission(self, session_id: str, tool_call: Any, options: Any, **kwargs: Any) -> Any:
        return {"outcome": {"outcome": "selected", "optionId": options[0].option_id}}


class Wire:
    """An observer: the id of each `session/prompt` request sent, and each response received (by id)."""

    def __init__(self) -> None:
        self.prompts: list[Any] = []
        self.answers: dict[Any, dict[str, Any]] = {}
        self.answered = asyncio.Event()

    def __call__(self, event: Any) -> None:
        message = event.message
        if event.direction.value == "outgoing" and message.get("method") == "session/prompt":
            self.prompts.append(message["id"])
        elif event.direction.value == "incoming" and "id" in message and "method" not in message:
            self.answers[message["id"]] = message
            self.answered.set()

    async def answer(self, request_id: Any, timeout: float) -> dict[str, Any] | None:
        """The response to `request_id` once it arrived (even to a request whose caller gave up), None after
        `timeout` seconds without it."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while request_id not in self.answers:
            self.answered.clear()
            try:
                await asyncio.wait_for(self.answered.wait(), deadline - loop.time())
            except TimeoutError:
                return None
        return self.answers[request_id]


async def within(awaitable: Any) -> Any:
    return await asyncio.wait_for(awaitable, STEP_TIMEOUT)


def outcome_of(answer: dict[str, Any]) -> str:
    if "error" in answer:
        return f"error {answer['error']['code']}"
    return f"result {answer['result']['stopReason']}"


async def cancel_request(conn: Any, client: NetClient, wire: Wire, session_id: str) -> dict[str, Any]:
    client.reset()
    task = asyncio.ensure_future(conn.prompt(session_id=session_id, prompt=text_prompt("slow")))
    await within(client.first.wait())
    prompt_id = wire.prompts[-1]
    if COMPAT:
        how = "task"
        task.cancel()
    else:
        how = "explicit"
        await conn._conn.send_notification("$/cancel_request", {"requestId": prompt_id})
    # The prompt's answer comes after every update of its turn (on the session's stream, or the one WebSocket):
    # an agent that honours the cancellation answers at once and sends nothing after. One that ignores it goes
    # on streaming and never answers; its turn is then ended with session/cancel.
    answer = await wire.answer(prompt_id, IGNORED_AFTER_S)
    ignored = answer is None
    if ignored:
        await conn.cancel(session_id=session_id)
        answer = await within(wire.answer(prompt_id, STEP_TIMEOUT))
    updates = client.updates
    await asyncio.sleep(QUIET_S)
    late = client.updates - updates
    await within(asyncio.wait([task]))
    if not task.cancelled():
        task.exception()  # its error is the answer above: retrieved, not raised
    return {"how": how, "outcome": outcome_of(answer), "ignored": ignored, "lateUpdates": late}


async def session(url: str) -> None:
    step = "connect"
    transport = await create_websocket_stream(url) if url.startswith("ws") else create_http_stream(url)
    client = NetClient()
    wire = Wire()
    conn = acp.connect_to_agent(client, transport, observers=[wire])
    try:
        step = "initialize"
        init = await within(conn.initialize(protocol_version=1))
        report(url, step, agentName=init.agent_info.name if init.agent_info else None)
        step = "new_session"
        session_id = (await within(conn.new_session(cwd="/", mcp_servers=[]))).session_id
        report(url, step, sessionId=session_id)

        step = "prompt"
        response = await within(conn.prompt(session_id=session_id, prompt=text_prompt("hello")))
        report(url, step, stopReason=response.stop_reason, text="".join(client.texts), updates=client.updates)

        step = "cancel_request"
        report(url, step, **await cancel_request(conn, client, wire, session_id))

        step = "session_cancel"
        client.reset()
        task = asyncio.ensure_future(conn.prompt(session_id=session_id, prompt=text_prompt("slow")))
        await within(client.first.wait())
        await conn.cancel(session_id=session_id)
        response = await within(task)
        report(url, step, stopReason=response.stop_reason, updates=client.updates)

        step = "again"
        client.reset()
        response = await within(conn.prompt(session_id=session_id, prompt=text_prompt("hello")))
        report(url, step, stopReason=response.stop_reason, text="".join(client.texts))
    except Exception as exc:
        report(url, step, error=f"{type(exc).__name__}: {exc}")
        raise
    finally:
        await conn.close()
        await transport.close()


async def main(urls: list[str]) -> int:
    try:
        for url in urls:
            await session(url)
    except Exception:
        return 1
    report("", "done")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
