#!/usr/bin/env python3
"""Streaming throughput of session/update notifications, client side written against the official `acp`.

    python stream_bench.py [--duration 2] [--warmup 0.3] [--chunks 100] [--size 1024] [--concurrency 1] \
        -- <agent argv...>

Spawns the agent with `acp.spawn_agent_process` (the child inherits this environment), initializes, creates a
session, then sends prompts `stream <chunks> <size>` back to back (acp_agent.py answers each with <chunks>
agent_message_chunk updates of <size> bytes of text, no sleeps). Prompts finished during the first `--warmup`
seconds are not counted; then prompts run until `--duration` seconds have passed, and the figure is the
session/update notifications received in that window divided by its length. Prints one JSON line:

    {"updates_per_s": ..., "prompts": ..., "updates": ..., "seconds": ..., "loop": "asyncio", ...}

ACP_PEER_LOOP=uvloop runs this process and (through the inherited environment) acp_agent.py on uvloop.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from typing import Any

from acp import Client, RequestError, spawn_agent_process
from acp.schema import AgentMessageChunk, Implementation, TextContentBlock


class CountingClient(Client):
    def __init__(self) -> None:
        self.updates = 0
        self.text_bytes = 0

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates += 1
        if isinstance(update, AgentMessageChunk) and isinstance(update.content, TextContentBlock):
            self.text_bytes += len(update.content.text)

    async def request_permission(self, options: list[Any], session_id: str, tool_call: Any, **kwargs: Any) -> Any:
        raise RequestError.method_not_found("session/request_permission")

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        raise RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


def acp_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("agent-client-protocol")
    except Exception:
        return None


async def drain_stderr(stream: asyncio.StreamReader | None) -> None:
    """The agent's stderr is a PIPE that acp never reads: forward it so a chatty agent cannot block."""
    if stream is None:
        return
    while line := await stream.readline():
        sys.stderr.write("[agent] " + line.decode(errors="replace"))


async def bench(args: argparse.Namespace, agent_argv: list[str]) -> dict[str, Any]:
    client = CountingClient()
    async with spawn_agent_process(client, agent_argv[0], *agent_argv[1:], env=dict(os.environ)) as (conn, proc):
        stderr_task = asyncio.create_task(drain_stderr(proc.stderr))
        init = await conn.initialize(protocol_version=1, client_info=Implementation(name="acp-stream-bench", version="1.0"))
        session = await conn.new_session(cwd="/tmp", mcp_servers=[])
        prompt = [TextContentBlock(type="text", text=f"stream {args.chunks} {args.size}")]
        loop = asyncio.get_running_loop()
        start = loop.time()
        warm_end = start + args.warmup
        end = warm_end + args.duration
        window: dict[str, float] = {}
        counted = [0]

        async def worker() -> None:
            while True:
                now = loop.time()
                if now >= end:
                    return
                resp = await conn.prompt(session_id=session.session_id, prompt=prompt)
                if resp.stop_reason != "end_turn":
                    raise RuntimeError(f"prompt ended with {resp.stop_reason!r}")
                if "t0" in window:
                    counted[0] += 1
                elif loop.time() >= warm_end:  # the first prompt to finish after warm-up opens the window
                    window["t0"] = loop.time()
                    window["u0"] = client.updates

        await asyncio.gather(*(worker() for _ in range(args.concurrency)))
        t1, u1 = loop.time(), client.updates
        total_prompts = client.updates // args.chunks if args.chunks else 0
        if "t0" not in window:
            raise RuntimeError("no prompt finished after the warm-up: nothing measured")
        seconds = t1 - window["t0"]
        updates = u1 - window["u0"]
        result = {
            "updates_per_s": round(updates / seconds, 1) if seconds > 0 else None,
            "prompts": counted[0],
            "updates": updates,
            "seconds": round(seconds, 3),
            "mb_per_s": round(updates * args.size / seconds / 1e6, 2) if seconds > 0 else None,
            "chunks": args.chunks,
            "size": args.size,
            "concurrency": args.concurrency,
            "updates_per_prompt_ok": client.updates == total_prompts * args.chunks,
            "loop": type(loop).__module__.split(".")[0],
            "clientAcp": acp_version(),
            "agent": init.agent_info.name if init.agent_info is not None else None,
        }
    try:
        await asyncio.wait_for(stderr_task, 5)
    except asyncio.TimeoutError:
        stderr_task.cancel()
    return result


def main() -> int:
    argv = sys.argv[1:]
    if "--" not in argv:
        sys.stderr.write(f"usage: {sys.argv[0]} [options] -- <agent argv...>\n")
        return 2
    split = argv.index("--")
    ap = argparse.ArgumentParser(description="session/update notifications per second through the acp client")
    ap.add_argument("--duration", type=float, default=2.0)
    ap.add_argument("--warmup", type=float, default=0.3)
    ap.add_argument("--chunks", type=int, default=100)
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--concurrency", type=int, default=1, help="prompts in flight at once")
    args = ap.parse_args(argv[:split])
    agent_argv = argv[split + 1 :]
    if not agent_argv:
        ap.error("missing agent argv after --")
    loop_kind = os.environ.get("ACP_PEER_LOOP", "asyncio")
    if loop_kind == "uvloop":
        import uvloop

        result = uvloop.run(bench(args, agent_argv))
    elif loop_kind == "asyncio":
        result = asyncio.run(bench(args, agent_argv))
    else:
        sys.stderr.write(f"ACP_PEER_LOOP must be asyncio or uvloop, not {loop_kind!r}\n")
        return 2
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
