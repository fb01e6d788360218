#!/usr/bin/env python3
"""agent.py's agent served over WebSocket by the official `acp` package, as its HTTP example serves an agent:
`acp.http.asgi.create_asgi_app(lambda conn: InteropAgent())` (one agent per connection) under Hypercorn.

Needs the SDK's `http` extra and Hypercorn in its venv (`official.network_extras`). It listens on 127.0.0.1 (a port
of the system's choosing), writes one line to stdout once it serves, {"url": "ws://127.0.0.1:PORT/acp"}, and serves
until its stdin ends. Log lines go to stderr only.

    python ws_agent.py          # env ACP_PEER_LOOP=uvloop runs it on uvloop
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import sys

from acp.http.asgi import create_asgi_app  # type: ignore[import-not-found]
from agent import InteropAgent  # type: ignore[import-not-found]  # agent.py beside this file

app = create_asgi_app(lambda conn: InteropAgent())


async def serve() -> None:
    import hypercorn.asyncio  # type: ignore[import-not-found]
    from hypercorn.config import Config  # type: ignore[import-not-found]

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    config = Config()
    config.bind = [f"fd://{listener.fileno()}"]
    config.graceful_timeout = 1.0
    config.loglevel = "WARNING"
    stop = asyncio.Event()

    def read_stdin() -> None:
        # The end of stdin is the signal to stop (the benchmark client closes it, and so does its end).
        if not os.read(sys.stdin.fileno(), 4096):
            stop.set()

    asyncio.get_running_loop().add_reader(sys.stdin.fileno(), read_stdin)
    sys.stdout.write(json.dumps({"url": f"ws://127.0.0.1:{listener.getsockname()[1]}/acp"}) + "\n")
    sys.stdout.flush()
    await hypercorn.asyncio.serve(app, config, shutdown_trigger=stop.wait)


def run() -> None:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    loop_kind = os.environ.get("ACP_PEER_LOOP", "asyncio")
    if loop_kind == "uvloop":
        import uvloop  # type: ignore[import-not-found]

        uvloop.run(serve())
    elif loop_kind == "asyncio":
        asyncio.run(serve())
    else:
        raise SystemExit(f"ACP_PEER_LOOP must be asyncio or uvloop, not {loop_kind!r}")


if __name__ == "__main__":
    run()
