"""A client that starts an agent command (or connects to a WebSocket URL), initializes it, sends N `_slow` requests
and waits until it is killed.

    python holding_client.py N -- COMMAND...
    python holding_client.py N ws://HOST:PORT/acp

Prints `sent` on stdout once the requests are written. The conductor tests kill -9 it to see what a conductor does
for a client that dies with requests in flight.
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator

from acp_fast import Connection, spawn
from acp_fast.network import connect_websocket


async def main(count: int, target: list[str]) -> None:
    conn = Connection("holding client")
    async with connected(conn, target):
        await conn.send_request("initialize", {"protocolVersion": 1})
        pending = [conn.send_request("_slow", {"seconds": 60}) for _ in range(count)]
        print("sent", flush=True)
        await asyncio.gather(*pending, return_exceptions=True)


@contextlib.asynccontextmanager
async def connected(conn: Connection, target: list[str]) -> AsyncIterator[None]:
    if target[0].startswith("ws://"):
        await connect_websocket(conn, target[0])
        yield
    else:
        async with spawn(conn, target):
            yield


if __name__ == "__main__":
    count, rest = int(sys.argv[1]), sys.argv[2:]
    asyncio.run(main(count, rest[1:] if rest[0] == "--" else rest))
