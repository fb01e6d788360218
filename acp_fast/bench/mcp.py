"""MCP tool calls over ACP against the same MCP server over its own Streamable HTTP, for `acp-fast bench mcp`.

One MCP server, written with the official MCP Python SDK (an `echo(text)` tool), runs in a child process; the
measuring process calls its tool, `inflight` calls at a time, and counts calls answered per second after a warm-up:

- `acp`: the server offered through an ACP connection over pipes (`McpProvider` + `from_mcp_server` in the child),
  called with `McpCaller` (`mcp/message` requests);
- `acp-sdk`: the same, called with the MCP SDK's own client through `mcp_client_transport`;
- `http`: the server's own Streamable HTTP application (`MCPServer.streamable_http_app`, under uvicorn, as the SDK
  serves it) on 127.0.0.1, called with the MCP SDK's HTTP client: the baseline.

    python -m acp_fast.bench.mcp client acp --loop uvloop --duration 2 --inflight 16
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
from typing import Any

from .._router import core_environment
from .._runtime import LOOPS, run_on_loop
from .harness import python_module, run_child

__all__ = ["MODES", "measure_mcp"]

MODES = ("acp", "acp-sdk", "http")
MODULE = python_module("acp_fast.bench.mcp")
SERVER_ID = "bench"
TEXT = "x" * 64


def _server() -> Any:
    from mcp.server import MCPServer

    server = MCPServer("bench", log_level="WARNING")

    @server.tool()
    async def echo(text: str) -> str:
        """Return the text (a coroutine: a plain `def` tool would run in a worker thread per call)."""
        return text

    return server


# ----------------------------------------------------------------------------------------------- servers


def _serve(mode: str, loop: str) -> None:
    if mode == "http":
        _serve_http()
        return
    from acp_fast import Connection
    from acp_fast.mcp import McpProvider, from_mcp_server

    async def main() -> None:
        conn = Connection("agent")
        provider = McpProvider()
        provider.add("bench", from_mcp_server(_server()), server_id=SERVER_ID)
        provider.serve_on(conn)
        await conn.connect_stdio()
        await conn.wait_closed()

    run_on_loop(main(), loop)


def _serve_http() -> None:
    """The server's own Streamable HTTP app under uvicorn, on a port it prints (the parent reads that line)."""
    import uvicorn

    listener = socket.create_server(("127.0.0.1", 0))
    # Inherited by the accepted connections: without it, uvicorn given a socket of ours answers each request in two
    # writes that Nagle's algorithm and the client's delayed ACK hold ~40 ms apart (21 calls/s at 1 in flight).
    listener.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    print(listener.getsockname()[1], flush=True)
    app = _server().streamable_http_app()
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on")
    asyncio.run(uvicorn.Server(config).serve(sockets=[listener]))


# ----------------------------------------------------------------------------------------------- clients


async def _measure(mode: str, args: argparse.Namespace) -> dict[str, Any]:
    if mode == "http":
        return await _measure_http(args)
    from acp_fast import Connection, spawn
    from acp_fast.mcp import McpCaller

    conn = Connection("client")
    caller = McpCaller(conn, client_info={"name": "acp-fast bench", "version": "1"})
    async with spawn(conn, [*MODULE, "serve", "acp", "--loop", args.loop]):
        if mode == "acp":
            server = caller.server(SERVER_ID)

            async def call() -> None:
                await server.call_tool("echo", {"text": TEXT})

            await call()  # the child is up, its MCP session open: as `mcp.Client` waits for its own first answer
            return await _drive(call, args)
        import mcp

        from acp_fast.mcp import MCP_PROTOCOL_VERSION, mcp_client_transport

        async with mcp.Client(mcp_client_transport(caller, SERVER_ID), mode=MCP_PROTOCOL_VERSION) as client:

            async def call_sdk() -> None:
                await client.call_tool("echo", {"text": TEXT})

            await call_sdk()  # the client's first call also lists the tools (it checks results against them)
            return await _drive(call_sdk, args)


async def _measure_http(args: argparse.Namespace) -> dict[str, Any]:
    import mcp
    from mcp.client.streamable_http import streamable_http_client

    process = await asyncio.create_subprocess_exec(
        *MODULE, "serve", "http", "--loop", args.loop, stdout=asyncio.subprocess.PIPE
    )
    try:
        assert process.stdout is not None
        port = int(await asyncio.wait_for(process.stdout.readline(), 30))
        async with mcp.Client(streamable_http_client(f"http://127.0.0.1:{port}/mcp")) as client:

            async def call() -> None:
                await client.call_tool("echo", {"text": TEXT})

            await call()  # as over ACP: the first call's tool listing is not measured
            return await _drive(call, args)
    finally:
        process.terminate()
        await process.wait()


async def _drive(call: Any, args: argparse.Namespace) -> dict[str, Any]:
    """`inflight` workers calling back to back; calls answered per second after the warm-up."""
    loop = asyncio.get_running_loop()
    done = 0
    stop = False

    async def worker() -> None:
        nonlocal done
        while not stop:
            await call()
            done += 1

    workers = asyncio.gather(*(worker() for _ in range(args.inflight)))
    await asyncio.sleep(args.warmup)
    start, t0 = done, loop.time()
    await asyncio.sleep(args.duration)
    calls, seconds = done - start, loop.time() - t0
    stop = True
    await workers
    return {"calls_per_s": calls / seconds, "calls": calls, "seconds": seconds}


def measure_mcp(mode: str, *, loop: str, core: str, duration: float, warmup: float, inflight: int) -> dict[str, Any]:
    """Tool calls per second for one case, measured in a fresh process (and server child) that loads `core`."""
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
    parser.add_argument("--warmup", type=float, default=0.5)
    parser.add_argument("--inflight", type=int, default=1, help="tool calls in flight at a time")
    args = parser.parse_args(argv)
    if args.command == "serve":
        _serve(args.mode, args.loop)
        return
    print(json.dumps(run_on_loop(_measure(args.mode, args), args.loop)), flush=True)


if __name__ == "__main__":
    main()
