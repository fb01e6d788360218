"""Live stats of a running process's connections (docs/observability.md, "Live stats").

A conductor (or any process that calls `answer_stats`) answers the extension request `STATS_METHOD` with the
`Connection.stats()` of every connection it runs, on its client connection and, with `--stats-socket PATH`, on a
Unix socket of its own: `acp-fast stats PATH` asks there and prints the answer (`format_stats`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from ._protocol import STATS_METHOD
from .connection import Connection
from .transports import connect_streams

__all__ = ["answer_stats", "fetch_stats", "format_stats", "serving_stats"]

Connections = Callable[[], list[Connection]]


def _report(process: str, connections: Connections) -> dict[str, Any]:
    return {
        "process": process,
        "pid": os.getpid(),
        "time": time.time(),
        "connections": [c.stats() for c in connections()],
    }


def answer_stats(conn: Connection, process: str, connections: Connections) -> None:
    """Answer `STATS_METHOD` on `conn` with the stats of `connections()` (called at each request)."""
    conn.on_request(STATS_METHOD, lambda params: _report(process, connections))


@contextlib.asynccontextmanager
async def serving_stats(path: str, process: str, connections: Connections) -> AsyncIterator[None]:
    """Answer `STATS_METHOD` on the Unix socket `path` while the block runs (the socket file is removed after)."""
    clients: set[Connection] = set()

    async def accept(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection("stats client")
        answer_stats(conn, process, connections)
        clients.add(conn)
        await connect_streams(conn, reader, writer)
        await conn.wait_closed()
        clients.discard(conn)

    server = await asyncio.start_unix_server(accept, path)
    try:
        yield
    finally:
        server.close()
        for conn in list(clients):
            await conn.close()
        await server.wait_closed()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)


async def fetch_stats(path: str, timeout: float = 10.0) -> dict[str, Any]:
    """Ask the process serving stats on the Unix socket `path` (`OSError` naming it when nothing answers there)."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_unix_connection(path), timeout)
    except (TimeoutError, OSError) as exc:
        raise OSError(f"no stats at {path}: {exc or 'timed out'}") from exc
    conn = Connection(f"stats ({path})")
    await connect_streams(conn, reader, writer)
    try:
        return await asyncio.wait_for(conn.send_request(STATS_METHOD, {}), timeout)  # type: ignore[no-any-return]
    finally:
        await conn.close()


def _seconds(value: float) -> str:
    if value == float("inf"):
        return "longer"
    if value >= 1:
        return f"{value:.3g} s"
    if value >= 1e-3:
        return f"{value * 1e3:.3g} ms"
    return f"{value * 1e6:.3g} µs"


def format_stats(report: dict[str, Any]) -> str:
    """The report as a table, one row per connection (latency quantiles are bucket bounds: 'at most')."""
    header = (
        "connection", "pending in/out", "requests in/out", "notif. in/out", "errors in/out",
        "cancels in/out/honoured", "bytes in/out", "writes", "latency p50/p99", "auto answers",
    )  # fmt: skip
    rows = [header]
    for stats in report["connections"]:
        latency = stats["latency"]
        received, sent, cancels = stats["received"], stats["sent"], stats["cancels"]
        rows.append(
            (
                f"{stats['name']} ({stats['state']})",
                f"{stats['pending']['incoming']}/{stats['pending']['outgoing']}",
                f"{received['requests']}/{sent['requests']}",
                f"{received['notifications']}/{sent['notifications']}",
                f"{received['errors']}/{sent['errors']}",
                f"{cancels['received']}/{cancels['sent']}/{cancels['honoured'] + cancels['honoured_by_peer']}",
                f"{received['bytes']}/{sent['bytes']}",
                stats["writes"],
                "-" if not latency["count"] else f"{_seconds(latency['p50'])}/{_seconds(latency['p99'])}",
                ", ".join(f"{reason} {count}" for reason, count in sorted(stats["auto_answers"].items())) or "-",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = [f"{report['process']} (pid {report['pid']})"]
    lines += ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    return "\n".join(lines)
