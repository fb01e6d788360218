"""An ASGI application under Hypercorn on 127.0.0.1, for the Streamable HTTP tests (test_http.py) and the network
interop tests (interop/test_interop_network.py, and the official SDK's server peer, interop/network_peers/agent.py).

Hypercorn is given a listening socket bound to port 0 (`fd://`): that is how a test learns the port, with no race
for it. `serving(app)` runs Hypercorn in the test's own event loop (`hypercorn.asyncio.serve` with a shutdown
trigger), on asyncio and on uvloop alike: it needs nothing of the loop beyond `start_server`.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import AsyncIterator
from typing import Any

from hypercorn.asyncio import serve
from hypercorn.config import Config

__all__ = ["listening_config", "serving"]

# Seconds Hypercorn gives the connections still open when it stops: a bound on a test's shutdown.
GRACEFUL_TIMEOUT_S = 0.5


def listening_config() -> tuple[Config, str]:
    """A Hypercorn `Config` bound to a new listening socket on 127.0.0.1 (a port of the system's choosing), and the
    URL of the ACP endpoint it serves, http://127.0.0.1:PORT/acp."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(64)
    url = f"http://127.0.0.1:{listener.getsockname()[1]}/acp"
    config = Config()
    config.bind = [f"fd://{listener.detach()}"]  # Hypercorn owns the listening socket from here on
    return config, url


@contextlib.asynccontextmanager
async def serving(app: Any) -> AsyncIterator[str]:
    """Serve `app` with Hypercorn in this event loop until the block ends; the endpoint's URL."""
    config, url = listening_config()
    config.graceful_timeout = GRACEFUL_TIMEOUT_S
    config.loglevel = "WARNING"  # not Hypercorn's "Running on ..." line for every test
    stop = asyncio.Event()
    server = asyncio.ensure_future(serve(app, config, shutdown_trigger=stop.wait))
    try:
        yield url
    finally:
        stop.set()
        await server
