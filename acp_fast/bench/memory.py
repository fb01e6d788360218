"""Memory per pending outgoing request, for `acp-fast bench memory`: acp-fast against the floor's Future.

`count` requests are sent over a socketpair to a peer that reads and never answers; the figure is the
growth of the Python heap (tracemalloc) or of the process (RSS) divided by `count`, measured in a fresh process
that loads the core asked for (`measure_pending_memory`).

Command line (one measurement, one JSON line on stdout; normally driven by `acp-fast bench`):

    python -m acp_fast.bench.memory --impl acp-fast --keep held --mode tracemalloc --core pure
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import gc
import json
import os
import socket
import tracemalloc
from collections.abc import Callable, Coroutine
from typing import Any

from .._router import CORES
from .._runtime import LOOPS, run_on_loop
from .floor import FloorClient
from .harness import (
    IMPLS,
    METHOD,
    PARAMS,
    cap_read_size,
    check_choices,
    check_core,
    child_environment,
    python_module,
    run_child,
)

__all__ = ["KEEPS", "MODES", "PendingMemory", "measure_pending_memory", "run_pending_memory"]

KEEPS = ("held", "awaited")
MODES = ("tracemalloc", "rss")
MODULE = python_module("acp_fast.bench.memory")  # how a fresh process runs this module


@dataclasses.dataclass(frozen=True)
class PendingMemory:
    """Memory per pending outgoing request, with `count` requests sent to a peer that never answers.

    keep="held": the application keeps each request object (acp-fast: the SentRequest; floor: the Future).
    keep="awaited": a Task per request awaits it (the caller blocked in `await`), as real clients do.
    mode: "tracemalloc" (Python heap bytes) or "rss" (what the OS sees, allocator slack included).
    """

    impl: str = "acp-fast"
    keep: str = "held"
    mode: str = "tracemalloc"
    core: str = "compiled"
    count: int = 100_000
    loop: str = "uvloop"

    def __post_init__(self) -> None:
        check_choices(self, impl=IMPLS, keep=KEEPS, mode=MODES, core=CORES, loop=LOOPS)
        if self.count < 1:
            raise ValueError("count must be at least 1")

    def argv(self) -> list[str]:
        return [f"--{field.name}={getattr(self, field.name)}" for field in dataclasses.fields(self)]


class _Sink(asyncio.Protocol):
    """The peer that never answers: reads and discards, counting lines."""

    def __init__(self) -> None:
        self.lines = 0
        self._loop = asyncio.get_running_loop()
        self._want = 0
        self._reached: asyncio.Future[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        cap_read_size(transport)

    def data_received(self, data: bytes) -> None:
        self.lines += data.count(b"\n")
        if self._reached is not None and self.lines >= self._want:
            self._reached.set_result(None)
            self._reached = None

    async def wait_lines(self, want: int) -> None:
        if self.lines < want:
            self._want = want
            self._reached = self._loop.create_future()
            await self._reached


def _rss() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


async def _pending_memory(cfg: PendingMemory) -> float:
    loop = asyncio.get_running_loop()
    ours, theirs = socket.socketpair()
    sink_transport, sink = await loop.create_connection(_Sink, sock=theirs)
    if cfg.impl == "acp-fast":
        import acp_fast

        conn = acp_fast.Connection("bench-memory")
        await conn.connect_socket(ours)
        send: Callable[[str, Any], Any] = conn.send_request
        pending = lambda: conn.pending_outgoing  # noqa: E731

        async def caller() -> Any:
            return await conn.send_request(METHOD, PARAMS)

    else:
        _, client = await loop.create_connection(FloorClient, sock=ours)
        send = client.send
        pending = lambda: client.pending  # noqa: E731

        def caller() -> Coroutine[Any, Any, Any]:
            return client.request(METHOD, PARAMS)

    # One request first, so that every lazily built structure exists before the baseline.
    first = send(METHOD, PARAMS)
    await sink.wait_lines(1)
    kept: list[Any] = [None] * cfg.count
    batch = 1000
    gc.collect()
    if cfg.mode == "tracemalloc":
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
    else:
        before = _rss()
    for start in range(0, cfg.count, batch):
        stop = min(start + batch, cfg.count)
        if cfg.keep == "held":
            for i in range(start, stop):
                kept[i] = send(METHOD, PARAMS)
        else:
            for i in range(start, stop):
                kept[i] = loop.create_task(caller())
        await sink.wait_lines(1 + stop)  # written and read: no output buffered anywhere
    gc.collect()
    if cfg.mode == "tracemalloc":
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
    else:
        after = _rss()
    if pending() != cfg.count + 1:
        raise RuntimeError(f"expected {cfg.count + 1} pending requests, found {pending()}")
    per_request = (after - before) / cfg.count

    # Tear down without noise: the tasks are cancelled (acp-fast: abandonment, one cancel each, to the sink).
    tasks = [item for item in kept if isinstance(item, asyncio.Task)]
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    del kept, tasks, first
    if cfg.impl == "acp-fast":
        await conn.close()
    else:
        client.close()
    sink_transport.close()
    await asyncio.sleep(0)
    return per_request


def run_pending_memory(cfg: PendingMemory) -> float:
    """Bytes per pending request, measured in this process (which should be fresh)."""
    if cfg.impl == "acp-fast":
        check_core(cfg.core)
    per_request: float = run_on_loop(_pending_memory(cfg), cfg.loop)
    return per_request


def measure_pending_memory(cfg: PendingMemory, timeout: float = 300.0) -> float:
    """Bytes per pending request, measured in a fresh process that loads `cfg.core`."""
    found = run_child([*MODULE, *cfg.argv()], child_environment(cfg.impl, cfg.core), timeout)
    return float(found["bytes_per_request"])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--impl", choices=IMPLS, default="acp-fast")
    parser.add_argument("--keep", choices=KEEPS, default="held")
    parser.add_argument("--mode", choices=MODES, default="tracemalloc")
    parser.add_argument("--core", choices=CORES, default="compiled")
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--loop", choices=LOOPS, default="uvloop")
    cfg = PendingMemory(**vars(parser.parse_args(argv)))
    per_request = run_pending_memory(cfg)
    print(json.dumps({**dataclasses.asdict(cfg), "bytes_per_request": round(per_request, 1)}), flush=True)


if __name__ == "__main__":
    main()
