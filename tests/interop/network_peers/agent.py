#!/usr/bin/env python3
"""An ACP agent served over Streamable HTTP and WebSocket, written as the official Python SDK's HTTP example writes
its server (`acp.http.asgi.create_asgi_app(lambda conn: Agent())` under Hypercorn, one agent per connection).

One script, two SDKs:

    <official venv>/bin/python agent.py                 # the official SDK 0.12.1 (`acp.http`), venv with hypercorn
    .venv/bin/python -m acp_fast.compat agent.py         # acp_fast.compat (`acp.http` is acp_fast.compat.http)

It listens on 127.0.0.1 (a port of the system's choosing) and writes one line to stdout once it serves:
{"url": "http://127.0.0.1:PORT/acp", "sdk": ...}; the WebSocket endpoint is the same URL with ws://. It serves
until its stdin closes.

Behaviour (the same words as `acp-fast echo-agent`):

* initialize -> agent_info name "net-agent", version: the SDK it runs on.
* session/new -> "net-1", "net-2", ... (per connection).
* session/prompt -> "echo: <text>" in two agent_message_chunk updates; with "slow" in the text, then 1000 chunks
  "." 20 ms apart. session/cancel stops the turn at its next chunk: stop reason "cancelled". A `$/cancel_request`
  for the prompt cancels the handler where the SDK honours it (acp_fast.compat: answered -32800; 0.12.1 ignores
  it and the turn runs on).
"""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import acp
from acp import helpers, schema
from acp.http.asgi import create_asgi_app

SLOW_CHUNKS = 1000
SLOW_DELAY_S = 0.02


def sdk() -> str:
    if acp.__name__ != "acp":  # launched with `python -m acp_fast.compat`: `acp` is acp_fast.compat
        return acp.__name__
    from importlib.metadata import version

    return f"agent-client-protocol {version('agent-client-protocol')}"


class NetAgent(acp.Agent):
    def __init__(self) -> None:
        self._conn: Any = None
        self._sessions = 0
        self._turns: dict[str, set[asyncio.Event]] = {}  # each session's running turns: their session/cancel flags

    def on_connect(self, conn: Any) -> None:
        self._conn = conn

    async def initialize(
        self, protocol_version: int, client_capabilities: Any = None, client_info: Any = None, **kwargs: Any
    ) -> acp.InitializeResponse:
        return acp.InitializeResponse(
            protocol_version=protocol_version, agent_info=schema.Implementation(name="net-agent", version=sdk())
        )

    async def new_session(self, cwd: str, mcp_servers: list[Any] | None = None, **kwargs: Any) -> Any:
        self._sessions += 1
        return acp.NewSessionResponse(session_id=f"net-{self._sessions}")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        for cancelled in self._turns.get(session_id, ()):
            cancelled.set()

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> acp.PromptResponse:
        text = "".join(getattr(block, "text", "") or "" for block in prompt)
        pieces = ["echo: ", text]
        slow = "slow" in text.split()
        if slow:
            pieces += ["."] * SLOW_CHUNKS
        cancelled = asyncio.Event()
        turns = self._turns.setdefault(session_id, set())
        turns.add(cancelled)
        try:
            for piece in pieces:
                if cancelled.is_set():
                    return acp.PromptResponse(stop_reason="cancelled")
                update = helpers.update_agent_message_text(piece)
                await self._conn.session_update(session_id=session_id, update=update)
                if slow:
                    await asyncio.sleep(SLOW_DELAY_S)
            return acp.PromptResponse(stop_reason="end_turn")
        finally:
            turns.discard(cancelled)


app = create_asgi_app(lambda conn: NetAgent())


async def main() -> None:
    import hypercorn.asyncio

    # tests/hypercorn_serving.py: the listening socket and Hypercorn's Config, as the in-process servers have them.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from hypercorn_serving import listening_config

    config, url = listening_config()
    config.alpn_protocols = ["h2", "http/1.1"]
    config.graceful_timeout = 1.0
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    # stdin's end is the signal to stop (the test closes it; a test runner that dies closes it too).
    loop.add_reader(sys.stdin.fileno(), lambda: sys.stdin.buffer.read1() or stop.set())
    sys.stdout.write(json.dumps({"url": url, "sdk": sdk()}) + "\n")
    sys.stdout.flush()
    await hypercorn.asyncio.serve(app, config, shutdown_trigger=stop.wait)  # type: ignore[arg-type]


if __name__ == "__main__":
    asyncio.run(main())
