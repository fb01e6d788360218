"""A client that starts an agent command, initializes it, sends N `_slow` requests and waits until it is killed.

    python holding_client.py N -- COMMAND...

Prints `sent` on stdout once the requests are written. The conductor tests kill -9 it to see what a conductor does
for a client that dies with requests in flight.
"""

from __future__ import annotations

import asyncio
import sys

from acp_fast import Connection, spawn


async def main(count: int, argv: list[str]) -> None:
    conn = Connection("holding client")
    async with spawn(conn, argv):
        await conn.send_request("initialize", {"protocolVersion": 1})
        pending = [conn.send_request("_slow", {"seconds": 60}) for _ in range(count)]
        print("sent", flush=True)
        await asyncio.gather(*pending, return_exceptions=True)


if __name__ == "__main__":
    split = sys.argv.index("--")
    asyncio.run(main(int(sys.argv[1]), sys.argv[split + 1 :]))
