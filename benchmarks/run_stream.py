"""Streaming `session/update` throughput: typed against raw, and acp-fast against the official `acp` SDK.

    python benchmarks/run_stream.py [--rounds 3] [--duration 2] [--chunks 100] [--size 1024] [--loop uvloop]

Every case is one client process and one agent child over pipes, prompts sent back to back; each prompt makes
the agent send `--chunks` `agent_message_chunk` updates of `--size` characters, then answer. The figure is
updates received per second after a warm-up. Cases, run interleaved in each round so that they share the
machine's noise:

- `raw`: plain `Connection`s both sides; the agent's prompt handler sends the notifications as dicts, the
  client counts them with a plain notification handler. What the transport and router cost alone.
- `typed`: the ACP layer both sides: the agent builds each update as a model
  (`AgentMessageChunk(content=TextContentBlock(text=...))`) and sends it with `session_update`; the client's
  `Client.session_update` gets a validated `SessionNotification` and reads the text through it.
- `echo`: an acp-fast client against `acp-fast echo-agent --chunks N --chunk-size S` (the reference agent).
- `acp <version>`: the official SDK's client and agent (`tests/interop/acp_peers/stream_bench.py` and
  `acp_agent.py`, prompt `stream N S`), in a venv of their own (built on first use).

Prints a table (medians, min–max) and the ratios typed/raw and acp-fast/acp; `--json FILE` saves the samples.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
INTEROP = REPO / "tests" / "interop"
PAYLOAD_CHAR = "x"


# ----------------------------------------------------------------------------------------------- agents


def _serve(mode: str, loop: str) -> None:
    from acp_fast import Connection
    from acp_fast.acp import Agent, AgentSideConnection, schema
    from acp_fast.cli import run_on_loop

    if mode == "raw":
        conn = Connection("client")

        @conn.on_request("initialize")
        def initialize(params: Any) -> Any:
            return {"protocolVersion": 1}

        @conn.on_request("session/new")
        def new_session(params: Any) -> Any:
            return {"sessionId": "s"}

        @conn.on_request("session/prompt")
        def prompt(params: Any) -> Any:
            chunks, size = params["_meta"]["chunks"], params["_meta"]["size"]
            session_id = params["sessionId"]
            text = PAYLOAD_CHAR * size
            for _ in range(chunks):
                conn.send_notification(
                    "session/update",
                    {"sessionId": session_id,
                     "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}},
                )
            return {"stopReason": "end_turn"}

    else:

        class StreamAgent(Agent):
            def new_session(self, params: schema.NewSessionRequest) -> Any:
                return schema.NewSessionResponse(session_id="s")

            async def prompt(self, params: schema.PromptRequest) -> Any:
                chunks, size = params.meta["chunks"], params.meta["size"]
                text = PAYLOAD_CHAR * size
                for _ in range(chunks):
                    self.client.session_update(
                        params.session_id, schema.AgentMessageChunk(content=schema.TextContentBlock(text=text))
                    )
                return schema.PromptResponse(stop_reason="end_turn")

        conn = AgentSideConnection(StreamAgent()).connection

    async def main() -> None:
        await conn.connect_stdio()
        await conn.wait_closed()

    run_on_loop(main(), loop)


# ----------------------------------------------------------------------------------------------- clients


async def _measure(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    from acp_fast import Connection, spawn
    from acp_fast.acp import Client, ClientSideConnection, echo_agent_command, schema

    received = [0]
    if mode == "raw":
        conn = Connection("agent")

        @conn.on_notification("session/update")
        def on_update(params: Any) -> None:
            if params["update"]["content"]["text"]:
                received[0] += 1

        def send_prompt(session_id: str) -> Any:
            return conn.send_request("session/prompt", {
                "sessionId": session_id, "prompt": [{"type": "text", "text": "go"}],
                "_meta": {"chunks": args.chunks, "size": args.size}})

        async def start() -> str:
            await conn.send_request("initialize", {"protocolVersion": 1})
            return (await conn.send_request("session/new", {"cwd": "/tmp", "mcpServers": []}))["sessionId"]

        argv = [sys.executable, __file__, "serve", "raw", "--loop", args.loop]
    else:

        class Counter(Client):
            def session_update(self, params: schema.SessionNotification) -> None:
                if params.update.content.text:
                    received[0] += 1

        side = ClientSideConnection(Counter())
        conn = side.connection
        meta = (
            {"acp-fast/echo": {"chunks": args.chunks, "chunkSize": args.size}}
            if mode == "echo" else {"chunks": args.chunks, "size": args.size}
        )

        def send_prompt(session_id: str) -> Any:
            return side.prompt(session_id, [schema.TextContentBlock(text="go")], meta=meta)

        async def start() -> str:
            await side.initialize(protocol_version=1)
            return (await side.new_session(cwd="/tmp", mcp_servers=[])).session_id

        if mode == "echo":
            argv = echo_agent_command("--loop", args.loop)
        else:
            argv = [sys.executable, __file__, "serve", "typed", "--loop", args.loop]

    async with spawn(conn, argv):
        session_id = await start()
        loop = asyncio.get_running_loop()
        warm_end = loop.time() + args.warmup
        while loop.time() < warm_end:
            await send_prompt(session_id)
        start_count, t0 = received[0], loop.time()
        end = t0 + args.duration
        while loop.time() < end:
            await send_prompt(session_id)
        seconds = loop.time() - t0
        updates = received[0] - start_count
    return {"updates_per_s": updates / seconds, "updates": updates, "seconds": seconds}


def _client(mode: str, args: argparse.Namespace) -> None:
    from acp_fast.cli import run_on_loop

    print(json.dumps(run_on_loop(_measure(mode, args), args.loop)), flush=True)


# ----------------------------------------------------------------------------------------------- driver


def _run(argv: list[str], env: dict[str, str] | None = None) -> dict[str, Any]:
    run = subprocess.run(argv, capture_output=True, text=True, timeout=300, env=env)
    if run.returncode != 0:
        raise RuntimeError(f"{argv} failed:\n{run.stdout}\n{run.stderr}")
    return json.loads(run.stdout.strip().splitlines()[-1])


def _case_argv(case: str, args: argparse.Namespace) -> tuple[list[str], dict[str, str] | None]:
    common = ["--duration", str(args.duration), "--warmup", str(args.warmup),
              "--chunks", str(args.chunks), "--size", str(args.size)]
    if case.startswith("acp "):
        sys.path.insert(0, str(INTEROP))
        from acp_env import acp_python

        version = case.split()[1]
        python = str(acp_python(version, extras=("uvloop",) if args.loop == "uvloop" else ()))
        env = dict(os.environ, ACP_PEER_LOOP=args.loop)
        argv = [python, str(INTEROP / "acp_peers" / "stream_bench.py"), *common,
                "--", python, str(INTEROP / "acp_peers" / "acp_agent.py")]
        return argv, env
    return [sys.executable, __file__, "client", case, "--loop", args.loop, *common], None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.3)
    parser.add_argument("--chunks", type=int, default=100)
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--loop", choices=("uvloop", "asyncio"), default="uvloop")
    parser.add_argument("--acp", default="0.12.1", help="official SDK version to compare with ('' to skip)")
    parser.add_argument("--json", help="write the samples here")
    if argv[:1] == ["serve"]:
        serve = argparse.ArgumentParser()
        serve.add_argument("mode")
        serve.add_argument("--loop", default="uvloop")
        opts = serve.parse_args(argv[1:])
        _serve(opts.mode, opts.loop)
        return 0
    if argv[:1] == ["client"]:
        opts = parser.parse_args(argv[2:])
        _client(argv[1], opts)
        return 0
    args = parser.parse_args(argv)
    cases = ["raw", "typed", "echo"] + ([f"acp {args.acp}"] if args.acp else [])
    samples: dict[str, list[float]] = {case: [] for case in cases}
    for round_number in range(1, args.rounds + 1):
        for case in cases:
            case_argv, env = _case_argv(case, args)
            result = _run(case_argv, env)
            samples[case].append(result["updates_per_s"])
            print(f"round {round_number} {case:12} {result['updates_per_s']:>10,.0f} updates/s", file=sys.stderr)
    median = {case: statistics.median(values) for case, values in samples.items()}
    print(f"session/update streaming, {args.chunks} x {args.size} B per prompt, {args.loop}, "
          f"median of {args.rounds} (min-max), updates/s")
    for case, values in samples.items():
        print(f"  {case:12} {median[case]:>10,.0f}  ({min(values):,.0f}-{max(values):,.0f})")
    print(f"  typed / raw          {median['typed'] / median['raw']:.2f}")
    if args.acp:
        acp = median[f"acp {args.acp}"]
        print(f"  typed / acp {args.acp}  {median['typed'] / acp:.2f}")
        print(f"  echo / acp {args.acp}   {median['echo'] / acp:.2f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"args": vars(args), "samples": samples, "time": time.time()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
