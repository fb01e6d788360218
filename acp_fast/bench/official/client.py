#!/usr/bin/env python3
"""Benchmark clients written against the official `acp` package: the other side of `acp-fast bench --compare acp`.

    python client.py MODE [options] -- <agent argv...>

Spawns the agent (`agent.py` beside this file, under the same interpreter) with `acp.spawn_agent_process`,
initializes, creates a session, measures, and prints one JSON line. Modes:

- `roundtrip`: `--inflight` workers each awaiting `ext_method("echo", params)` (wire `_echo`) one after another;
  round trips per second.
- `cancel`: like roundtrip, but every 1/`--fraction`-th request is `_slow` and its task is cancelled one loop turn
  after it started: on 1.0.0rc3 that sends `$/cancel_request`, the agent's handler is cancelled and answers
  `-32800` (the client has already given up waiting, which is rc3's only behaviour). Requests per second count
  answered and cancelled requests. 0.12.1 cannot cancel (it sends nothing), so the mode refuses to run there.
- `stream`: prompts `stream <chunks> <size>` back to back; `session/update` notifications received per second.
- `roundtrip-inproc`: roundtrip with the agent in this process (a socketpair, the SDK's own StreamReader and
  StreamWriter on each end); no agent command.
- `roundtrip-ws`: roundtrip over the SDK's WebSocket transport, as its examples connect (`create_websocket_stream`
  + `connect_to_agent`); the agent command is `ws_agent.py`, which serves agent.py's agent and prints its URL.
  Needs the SDK's `http` extra.

ACP_PEER_LOOP=uvloop runs this process and (through the inherited environment) the agent on uvloop.

`python -m acp_fast.compat client.py MODE ... -- python -m acp_fast.compat agent.py` runs both unchanged on
acp_fast.compat (`acp-fast bench --compat`); the JSON line then says `"acp": "compat <version>"` and the core.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from typing import Any

# The official SDK, installed in the venv this script runs in (never in acp-fast's own).
from acp import Client, RequestError, spawn_agent_process  # type: ignore[import-not-found]
from acp.schema import AgentMessageChunk, Implementation, TextContentBlock  # type: ignore[import-not-found]

PARAMS = {"sessionId": "sess_9f2c4e1a7b3d", "prompt": [{"type": "text", "text": "Use pathlib here."}]}


class CountingClient(Client):
    def __init__(self) -> None:
        self.updates = 0

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        if (
            isinstance(update, AgentMessageChunk)
            and isinstance(update.content, TextContentBlock)
            and update.content.text
        ):
            self.updates += 1

    async def request_permission(self, options: list[Any], session_id: str, tool_call: Any, **kwargs: Any) -> Any:
        raise RequestError.method_not_found("session/request_permission")

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        raise RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None


async def drain_stderr(stream: asyncio.StreamReader | None) -> None:
    """The agent's stderr is a PIPE that acp never reads: forward it so a chatty agent cannot block."""
    if stream is None:
        return
    while line := await stream.readline():
        sys.stderr.write("[agent] " + line.decode(errors="replace"))


def acp_version() -> str:
    """The official SDK's version, or `compat <acp-fast version>` when `acp` is acp_fast.compat (its launcher)."""
    from importlib.metadata import version

    import acp  # type: ignore[import-not-found]

    if acp.__name__ != "acp":  # `python -m acp_fast.compat client.py`: acp is acp_fast.compat
        return f"compat {version('acp-fast')}"
    return version("agent-client-protocol")


class _OverWebSocket:
    """The agent command serving over WebSocket (`ws_agent.py`: its URL on its first stdout line, until its stdin
    ends), and a connection to it: what `spawn_agent_process` yields."""

    def __init__(self, client: CountingClient, agent_argv: list[str]) -> None:
        self.client = client
        self.agent_argv = agent_argv

    async def __aenter__(self) -> tuple[Any, Any]:
        from acp import connect_to_agent  # type: ignore[import-not-found]
        from acp.ws import create_websocket_stream  # type: ignore[import-not-found]

        pipe = asyncio.subprocess.PIPE
        self.proc = await asyncio.create_subprocess_exec(
            *self.agent_argv, stdin=pipe, stdout=pipe, stderr=pipe, env=dict(os.environ)
        )
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        if not line:
            raise RuntimeError(f"{self.agent_argv} exited before it served")
        transport = await create_websocket_stream(json.loads(line)["url"])
        self.conn = connect_to_agent(self.client, transport)
        return self.conn, self.proc

    async def __aexit__(self, *exc: Any) -> None:
        await self.conn.close()
        assert self.proc.stdin is not None
        self.proc.stdin.close()  # the agent stops serving
        await self.proc.wait()


class _InProcess:
    """The agent (agent.py's) in this process, over a socketpair: what `spawn_agent_process` yields."""

    def __init__(self, client: CountingClient) -> None:
        self.client = client

    async def __aenter__(self) -> tuple[Any, Any]:
        import socket

        from acp.core import AgentSideConnection, ClientSideConnection  # type: ignore[import-not-found]

        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        from agent import InteropAgent  # type: ignore[import-not-found]  # agent.py beside this file

        a, b = socket.socketpair()
        client_reader, client_writer = await asyncio.open_connection(sock=a, limit=50 * 2**20)
        agent_reader, agent_writer = await asyncio.open_connection(sock=b, limit=50 * 2**20)
        self.conn = ClientSideConnection(self.client, client_writer, client_reader)
        self.agent_conn = AgentSideConnection(InteropAgent(), agent_writer, agent_reader)
        return self.conn, None

    async def __aexit__(self, *exc: Any) -> None:
        await self.conn.close()
        await self.agent_conn.close()


async def measure(args: argparse.Namespace, agent_argv: list[str]) -> dict[str, Any]:
    client = CountingClient()
    loop = asyncio.get_running_loop()
    if args.mode == "roundtrip-inproc":
        context: Any = _InProcess(client)
    elif args.mode == "roundtrip-ws":
        context = _OverWebSocket(client, agent_argv)
    else:
        context = spawn_agent_process(client, agent_argv[0], *agent_argv[1:], env=dict(os.environ))
    async with context as (conn, proc):
        stderr_task = asyncio.create_task(drain_stderr(proc.stderr if proc is not None else None))
        await conn.initialize(protocol_version=1, client_info=Implementation(name="acp-fast-bench", version="1"))
        session = await conn.new_session(cwd="/tmp", mcp_servers=[])
        counts = {"done": 0, "cancelled": 0}
        stop = False
        period = round(1 / args.fraction) if args.mode == "cancel" and args.fraction > 0 else 0
        prompt = [TextContentBlock(type="text", text=f"stream {args.chunks} {args.size}")]

        async def one(k: int) -> None:
            if args.mode == "stream":
                await conn.prompt(session_id=session.session_id, prompt=prompt)
                return
            if period and k % period == 0:
                task = asyncio.ensure_future(conn.ext_method("slow", {"seconds": 60}))
                loop.call_soon(task.cancel)
                try:
                    await task
                except asyncio.CancelledError:
                    counts["cancelled"] += 1
                    return
                raise RuntimeError("a cancelled request succeeded")
            await conn.ext_method("echo", PARAMS)

        async def worker(index: int) -> None:
            k = index
            while not stop:
                k += 1
                await one(k)
                counts["done"] += 1

        inflight = args.concurrency if args.mode == "stream" else args.inflight
        workers = asyncio.gather(*(worker(i) for i in range(inflight)))
        await asyncio.sleep(args.warmup)
        d0, c0, u0, t0 = counts["done"], counts["cancelled"], client.updates, time.perf_counter()
        await asyncio.sleep(args.duration)
        d1, c1, u1, t1 = counts["done"], counts["cancelled"], client.updates, time.perf_counter()
        stop = True
        await workers
        seconds = t1 - t0
    stderr_task.cancel()
    result: dict[str, Any] = {"mode": args.mode, "acp": acp_version(), "loop": type(loop).__module__.split(".")[0]}
    if "acp_fast" in sys.modules:  # acp is acp_fast.compat: which core it ran on
        result["core"] = "compiled" if sys.modules["acp_fast"].COMPILED else "pure"
    if args.mode == "stream":
        result["updates_per_s"] = (u1 - u0) / seconds
    else:
        result["rate"] = (d1 - d0) / seconds
        result["cancels_per_s"] = (c1 - c0) / seconds
    return result


def main() -> int:
    argv = sys.argv[1:]
    if "--" not in argv:
        argv.append("--")  # roundtrip-inproc needs no agent command
    split = argv.index("--")
    parser = argparse.ArgumentParser(description="official-SDK benchmark client")
    parser.add_argument("mode", choices=("roundtrip", "roundtrip-inproc", "roundtrip-ws", "cancel", "stream"))
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.3)
    parser.add_argument("--inflight", type=int, default=64)
    parser.add_argument("--fraction", type=float, default=0.5)
    parser.add_argument("--chunks", type=int, default=100)
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--concurrency", type=int, default=1, help="stream: prompts in flight at once")
    args = parser.parse_args(argv[:split])
    if args.mode != "roundtrip-inproc" and split == len(argv) - 1:
        parser.error("the agent command goes after --")
    if args.mode == "cancel" and acp_version().startswith("0."):
        parser.error(f"acp {acp_version()} cannot cancel requests ($/cancel_request arrived in 1.0.0rc3)")
    if os.environ.get("ACP_PEER_LOOP", "asyncio") == "uvloop":
        import uvloop

        result = uvloop.run(measure(args, argv[split + 1 :]))
    else:
        result = asyncio.run(measure(args, argv[split + 1 :]))
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
