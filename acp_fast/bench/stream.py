"""Streaming `session/update`s: typed against raw, and the echo agent, for `acp-fast bench stream`.

Every case is one client process and one agent child over pipes, prompts sent back to back (`inflight` at a time);
each prompt makes the agent send `chunks` `agent_message_chunk` updates of `size` characters, then answer. The
figures are updates and prompts answered per second after a warm-up; with `chunks` 0, prompts per second are the
round trips of `session/prompt` itself.

- `raw`: plain `Connection`s both sides; the agent's prompt handler (a plain `def`) sends the notifications as dicts,
  the client counts them with a plain notification handler: the transport and router alone.
- `typed`: the ACP layer both sides: the agent builds each update as a model
  (`AgentMessageChunk(content=TextContentBlock(text=...))`) and sends it with `session_update`; the client's
  `Client.session_update` gets a validated `SessionNotification` and reads the text through it.
- `typed-def`: `typed` with a plain `def prompt` (answered as the request is read, no task per prompt).
- `echo`: an acp-fast client against `acp-fast echo-agent` (this package's own agent), sizes given in `_meta`.

    python -m acp_fast.bench.stream client typed --loop uvloop --duration 2 --chunks 100 --size 1024
"""

from __future__ import annotations

import argparse
import asyncio
import json
from typing import Any

from .._router import core_environment
from .._runtime import LOOPS, run_on_loop
from .harness import python_module, run_child

__all__ = ["MODES", "measure_stream"]

MODES = ("raw", "typed", "typed-def", "echo")
MODULE = python_module("acp_fast.bench.stream")  # how a fresh process runs this module
PAYLOAD_CHAR = "x"


# ----------------------------------------------------------------------------------------------- agents


def _serve(mode: str, loop: str) -> None:
    from acp_fast import Connection
    from acp_fast.acp import Agent, AgentSideConnection, schema

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
                    {
                        "sessionId": session_id,
                        "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}},
                    },
                )
            return {"stopReason": "end_turn"}

    else:

        class StreamAgent(Agent):
            def new_session(self, params: schema.NewSessionRequest) -> Any:
                return schema.NewSessionResponse(session_id="s")

            def stream(self, params: schema.PromptRequest) -> Any:
                meta = params.meta or {}
                chunks, size = meta["chunks"], meta["size"]
                text = PAYLOAD_CHAR * size
                for _ in range(chunks):
                    self.client.session_update(
                        params.session_id, schema.AgentMessageChunk(content=schema.TextContentBlock(text=text))
                    )
                return schema.PromptResponse(stop_reason="end_turn")

        class AsyncPromptAgent(StreamAgent):
            async def prompt(self, params: schema.PromptRequest) -> Any:
                return self.stream(params)

        class PlainPromptAgent(StreamAgent):
            def prompt(self, params: schema.PromptRequest) -> Any:
                return self.stream(params)

        agent = PlainPromptAgent() if mode == "typed-def" else AsyncPromptAgent()
        conn = AgentSideConnection(agent).connection

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
            return conn.send_request(
                "session/prompt",
                {
                    "sessionId": session_id,
                    "prompt": [{"type": "text", "text": "go"}],
                    "_meta": {"chunks": args.chunks, "size": args.size},
                },
            )

        async def start() -> str:
            await conn.send_request("initialize", {"protocolVersion": 1})
            return (await conn.send_request("session/new", {"cwd": "/tmp", "mcpServers": []}))["sessionId"]

        argv = [*MODULE, "serve", "raw", "--loop", args.loop]
    else:

        class Counter(Client):
            def session_update(self, params: schema.SessionNotification) -> None:
                update = params.update
                if (
                    isinstance(update, schema.AgentMessageChunk)
                    and isinstance(update.content, schema.TextContentBlock)
                    and update.content.text
                ):
                    received[0] += 1

        side = ClientSideConnection(Counter())
        conn = side.connection
        meta = (
            {"acp-fast/echo": {"chunks": args.chunks, "chunkSize": args.size}}
            if mode == "echo"
            else {"chunks": args.chunks, "size": args.size}
        )

        def send_prompt(session_id: str) -> Any:
            return side.prompt(session_id, [schema.TextContentBlock(text="go")], meta=meta)

        async def start() -> str:
            await side.initialize(protocol_version=1)
            return (await side.new_session(cwd="/tmp", mcp_servers=[])).session_id

        if mode == "echo":
            argv = echo_agent_command("--loop", args.loop)
        else:
            argv = [*MODULE, "serve", mode, "--loop", args.loop]

    async with spawn(conn, argv):
        session_id = await start()
        loop = asyncio.get_running_loop()
        prompts = 0
        stop = False

        async def worker() -> None:
            nonlocal prompts
            while not stop:
                await send_prompt(session_id)
                prompts += 1

        workers = asyncio.gather(*(worker() for _ in range(args.inflight)))
        await asyncio.sleep(args.warmup)
        start_count, start_prompts, t0 = received[0], prompts, loop.time()
        await asyncio.sleep(args.duration)
        updates, answered, seconds = received[0] - start_count, prompts - start_prompts, loop.time() - t0
        stop = True
        await workers
    return {
        "updates_per_s": updates / seconds,
        "prompts_per_s": answered / seconds,
        "updates": updates,
        "seconds": seconds,
    }


def measure_stream(
    mode: str, *, loop: str, core: str, duration: float, warmup: float, chunks: int, size: int, inflight: int = 1
) -> dict[str, Any]:
    """Updates and prompts per second for one case, measured in a fresh process (and agent child) that loads
    `core`; `inflight` prompts at a time."""
    argv = [
        *MODULE,
        "client",
        mode,
        "--loop",
        loop,
        "--duration",
        str(duration),
        "--warmup",
        str(warmup),
        "--chunks",
        str(chunks),
        "--size",
        str(size),
        "--inflight",
        str(inflight),
    ]
    return run_child(argv, core_environment(core), 300)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("serve", "client"))
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--loop", choices=LOOPS, default="uvloop")
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.3)
    parser.add_argument("--chunks", type=int, default=100)
    parser.add_argument("--size", type=int, default=1024)
    parser.add_argument("--inflight", type=int, default=1, help="prompts in flight at a time")
    args = parser.parse_args(argv)
    if args.command == "serve":
        _serve(args.mode, args.loop)
        return
    print(json.dumps(run_on_loop(_measure(args.mode, args), args.loop)), flush=True)


if __name__ == "__main__":
    main()
