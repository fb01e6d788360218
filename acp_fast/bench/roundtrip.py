"""Round trips, for `acp-fast bench roundtrip`: acp-fast side by side with the floor.

Every round trip is the same ~150 B `session/prompt` request (`harness.METHOD`, `harness.PARAMS`), answered with
its own params as the result.

- **floor**: the least code that does the job (`floor.py`): an asyncio.Protocol and orjson on both sides, a
  Future per request.
- **acp-fast**: a `Connection` client whose workers `await conn.send_request("session/prompt", params)`,
  against a `Connection` server with a plain `def` handler that returns params.

Both run over a **socketpair** (client and server on one event loop in one process) or over **pipes** to a
child process (the server is `python -m acp_fast.bench.roundtrip serve ...`, on its stdin/stdout). N worker tasks
keep N requests in flight; the rate, and the CPU time of client and server per round trip, are measured over
`duration` seconds after `warmup` seconds (`RoundtripResult`). A run that stops making progress (a deadlock)
raises `Stalled` instead of hanging.

`measure_roundtrip()` measures in a fresh process that loads the core asked for, and so does its server child;
`run_roundtrip()` measures in the calling process and checks that it loaded that core. `pin` places the two
processes on CPUs (`harness.placement`).

`trace` (acp-fast over pipes only) gives the server's connection, or both, a `Tracer` (payloads off) writing into
`trace_dir` (`Roundtrip.trace_files()`), for `acp-fast bench trace`.

Command line (one measurement, one JSON line on stdout; normally driven by `acp-fast bench`):

    python -m acp_fast.bench.roundtrip run --impl acp-fast --transport pipe --inflight 64 --core compiled
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import functools
import json
import math
import os
import socket
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from .._router import CORES
from .._runtime import LOOPS, run_on_loop
from .floor import FloorClient, FloorServer
from .harness import (
    IMPLS,
    METHOD,
    PARAMS,
    PINS,
    STALLED_EXIT,
    TRACE_MAX_BYTES,
    Stalled,
    add_server_arguments,
    check_choices,
    child_environment,
    cpu_seconds,
    python_module,
    run_child,
    serve_child,
    server_command,
    start_client,
)

__all__ = [
    "STALL_SECONDS",
    "TRACED",
    "TRANSPORTS",
    "Roundtrip",
    "RoundtripResult",
    "measure_roundtrip",
    "run_roundtrip",
]

TRANSPORTS = ("socketpair", "pipe")
TRACED = ("none", "server", "both")  # which connections a Tracer records
MODULE = python_module("acp_fast.bench.roundtrip")  # how a fresh process runs this module


def _echo(params: Any) -> Any:
    return params


# ------------------------------------------------------------------------------------------- round trips


@dataclasses.dataclass(frozen=True)
class Roundtrip:
    """One round-trip configuration. `core` matters for acp-fast only (the floor has no router).

    `trace`: which connections are traced (`TRACED`; acp-fast over pipes only), into files in `trace_dir`.
    `flush_every`: the floor writes every this many messages too (`FloorClient`; 0: once per read or loop turn).
    """

    impl: str = "acp-fast"
    transport: str = "pipe"
    inflight: int = 64
    loop: str = "uvloop"
    core: str = "compiled"
    warmup: float = 0.3
    duration: float = 1.0
    pin: str = "same"
    trace: str = "none"
    trace_dir: str = ""
    flush_every: int = 0

    def __post_init__(self) -> None:
        check_choices(self, impl=IMPLS, transport=TRANSPORTS, loop=LOOPS, core=CORES, pin=PINS, trace=TRACED)
        if self.inflight < 1:
            raise ValueError("inflight must be at least 1")
        if self.trace != "none" and (self.impl, self.transport) != ("acp-fast", "pipe"):
            raise ValueError(f"trace={self.trace!r} needs impl='acp-fast' and transport='pipe'")
        if self.trace != "none" and not self.trace_dir:
            raise ValueError(f"trace={self.trace!r} needs a trace_dir")
        if self.flush_every < 0 or (self.flush_every and self.impl != "floor"):
            raise ValueError(f"flush_every={self.flush_every!r}: a count of messages (>= 0), for the floor only")

    def argv(self) -> list[str]:
        return [f"--{field.name}={getattr(self, field.name)}" for field in dataclasses.fields(self)]

    def trace_files(self) -> dict[str, Path]:
        """The trace file of each traced side ("server", "client"), in `trace_dir`."""
        sides = {"none": (), "server": ("server",), "both": ("server", "client")}[self.trace]
        return {side: Path(self.trace_dir, f"{side}.jsonl") for side in sides}


@dataclasses.dataclass(frozen=True)
class RoundtripResult:
    """What one round-trip measurement found.

    `cpu_us` is the CPU time of client and server together per round trip, over the measured window: unlike the
    rate, it does not count time that other work on the machine took from the benchmark, so it is the steadier
    figure on a shared machine. Over pipes it splits into `client_cpu_us` and `server_cpu_us` (NaN in one
    process, or where /proc is missing). `count`: the round trips completed in all, warmup included (not the
    first, which waits for the server).
    """

    rate: float
    cpu_us: float
    client_cpu_us: float = math.nan
    server_cpu_us: float = math.nan
    count: int = 0


STALL_SECONDS = 3.0
STARTUP_SECONDS = 30.0  # for the first round trip: the server child imports and starts its loop


async def _drive(
    request: Callable[[str, Any], Awaitable[Any]], cfg: Roundtrip, peer_pid: int | None = None
) -> RoundtripResult:
    """N workers each awaiting one request after another; rate and CPU time over the measured window.

    `peer_pid`: the server child, whose CPU time is read from /proc. Raises `Stalled` when the workers stop
    making progress (they are cancelled first).
    """
    inflight, warmup, duration = cfg.inflight, cfg.warmup, cfg.duration
    loop = asyncio.get_running_loop()
    count = 0
    stop = False
    window: list[tuple[int, float, float, float]] = []
    stalled: asyncio.Future[None] = loop.create_future()

    def mark() -> None:
        peer = cpu_seconds(peer_pid) if peer_pid is not None else 0.0
        window.append((count, time.perf_counter(), time.process_time(), peer))

    def begin() -> None:
        mark()
        loop.call_later(duration, end)

    def end() -> None:
        nonlocal stop
        mark()
        stop = True

    def watch(seen: int) -> None:
        if workers.done() or stalled.done():
            return
        if count == seen:
            stalled.set_result(None)
        else:
            loop.call_later(STALL_SECONDS, watch, count)

    async def worker() -> None:
        nonlocal count
        while not stop:
            await request(METHOD, PARAMS)
            count += 1

    try:  # the peer is up and every lazy path has run once
        await asyncio.wait_for(request(METHOD, PARAMS), STARTUP_SECONDS)
    except TimeoutError:
        raise Stalled(f"the server did not answer a first request in {STARTUP_SECONDS} s") from None
    loop.call_later(warmup, begin)
    workers = asyncio.gather(*[worker() for _ in range(inflight)])
    loop.call_later(STALL_SECONDS, watch, count)
    waiting: list[asyncio.Future[Any]] = [workers, stalled]
    await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
    if not workers.done():
        workers.cancel()
        await asyncio.gather(workers, return_exceptions=True)
        raise Stalled(f"no round trip completed in {STALL_SECONDS} s with {inflight} requests in flight ({count} done)")
    stalled.cancel()
    workers.result()
    (c0, t0, own0, peer0), (c1, t1, own1, peer1) = window
    done = c1 - c0
    own = (own1 - own0) / done * 1e6
    peer = (peer1 - peer0) / done * 1e6
    if peer_pid is None:
        return RoundtripResult(done / (t1 - t0), own, count=count)
    return RoundtripResult(done / (t1 - t0), own + peer, own, peer, count)


async def _floor_socketpair(cfg: Roundtrip) -> RoundtripResult:
    loop = asyncio.get_running_loop()
    client_sock, server_sock = socket.socketpair()
    every = cfg.flush_every
    _, server = await loop.connect_accepted_socket(lambda: FloorServer(None, every), sock=server_sock)
    _, client = await loop.create_connection(lambda: FloorClient(None, every), sock=client_sock)
    result = await _drive(client.request, cfg)
    client.close()
    await server.closed
    return result


async def _floor_pipe(cfg: Roundtrip, server_cpu: int | None) -> RoundtripResult:
    loop = asyncio.get_running_loop()
    child_stdin, to_child = os.pipe()
    from_child, child_stdout = os.pipe()
    try:
        serve = [*server_command(MODULE, cfg.impl, cfg.loop, cfg.core, server_cpu), f"--flush_every={cfg.flush_every}"]
        process = await asyncio.create_subprocess_exec(*serve, stdin=child_stdin, stdout=child_stdout)
    finally:
        os.close(child_stdin)
        os.close(child_stdout)
    writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(to_child, "wb", buffering=0))
    client = FloorClient(writer, cfg.flush_every)
    reader, _ = await loop.connect_read_pipe(lambda: client, os.fdopen(from_child, "rb", buffering=0))
    try:
        return await _drive(client.request, cfg, process.pid)
    except Stalled:
        process.kill()
        raise
    finally:
        writer.close()  # the child sees EOF and exits
        try:
            await asyncio.wait_for(process.wait(), 10)
        except TimeoutError:
            process.kill()
            await process.wait()
        reader.close()


async def _acp_socketpair(cfg: Roundtrip) -> RoundtripResult:
    from acp_fast.testing import connection_pair

    client, server = await connection_pair("bench-client", "bench-server")
    server.on_request(METHOD, _echo)
    try:
        return await _drive(client.send_request, cfg)
    finally:
        await client.close()
        await server.wait_closed()


def _tracer(path: Path | None, process: str) -> Any:
    """A context: the Tracer writing `path` (payloads off, never rotated), or None without a path."""
    if path is None:
        return contextlib.nullcontext()
    from acp_fast.tracing import Tracer

    return Tracer(path, max_bytes=TRACE_MAX_BYTES, process=process)


async def _acp_pipe(cfg: Roundtrip, server_cpu: int | None) -> RoundtripResult:
    import acp_fast

    files = cfg.trace_files()
    serve = server_command(MODULE, cfg.impl, cfg.loop, cfg.core, server_cpu)
    if "server" in files:
        serve.append(f"--trace={files['server']}")
    with _tracer(files.get("client"), "bench-client") as tracer:
        client = acp_fast.Connection("bench-client", tracer=tracer)
        async with acp_fast.spawn(client, serve) as process:
            try:
                return await _drive(client.send_request, cfg, process.pid)
            except Stalled:
                process.kill()  # a deadlocked child never reads the EOF that would end it
                raise


def run_roundtrip(cfg: Roundtrip) -> RoundtripResult:
    """Measure in this process (pinning it): round trips per second and CPU time per round trip.

    For acp-fast this process must have loaded `cfg.core` (see `harness.child_environment`); server children
    inherit the environment, so they load the same core.
    """
    server_cpu = start_client(cfg.impl, cfg.core, cfg.pin)

    async def main() -> RoundtripResult:
        if cfg.impl == "floor":
            if cfg.transport == "socketpair":
                return await _floor_socketpair(cfg)
            return await _floor_pipe(cfg, server_cpu)
        if cfg.transport == "socketpair":
            return await _acp_socketpair(cfg)
        return await _acp_pipe(cfg, server_cpu)

    result: RoundtripResult = run_on_loop(main(), cfg.loop)
    return result


def measure_roundtrip(cfg: Roundtrip, timeout: float = 120.0) -> RoundtripResult:
    """Measure in a fresh process (and a fresh server child) that loads `cfg.core`; round trips per second.

    Raises `Stalled` when the measurement stopped making progress (or its process did not finish in time).
    """
    argv = [*MODULE, "run", *cfg.argv()]
    found = run_child(argv, child_environment(cfg.impl, cfg.core), timeout)
    return RoundtripResult(
        float(found["rt_per_s"]),
        float(found["cpu_us_per_rt"]),
        float(found["client_cpu_us_per_rt"]),
        float(found["server_cpu_us_per_rt"]),
        int(found["rt_total"]),
    )


async def _serve(impl: str, trace: Path | None = None, flush_every: int = 0) -> None:
    """The server child: echo requests on this process's stdin/stdout until EOF (traced into `trace`; the floor
    writing every `flush_every` answers too)."""
    if impl == "acp-fast":
        import acp_fast

        with _tracer(trace, "bench-server") as tracer:
            conn = acp_fast.Connection("bench-server", tracer=tracer)
            conn.on_request(METHOD, _echo)
            await conn.connect_stdio()
            await conn.wait_closed()
        return
    loop = asyncio.get_running_loop()
    read_fd, write_fd = os.dup(0), os.dup(1)
    writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(write_fd, "wb", buffering=0))
    server = FloorServer(writer, flush_every)
    await loop.connect_read_pipe(lambda: server, os.fdopen(read_fd, "rb", buffering=0))
    await server.closed
    writer.close()


# ------------------------------------------------------------------------------------------ command line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("run", help="measure one configuration, print one JSON line")
    run.add_argument("--impl", choices=IMPLS, default="acp-fast")
    run.add_argument("--transport", choices=TRANSPORTS, default="pipe")
    run.add_argument("--inflight", type=int, default=64)
    run.add_argument("--loop", choices=LOOPS, default="uvloop")
    run.add_argument("--core", choices=CORES, default="compiled")
    run.add_argument("--warmup", type=float, default=0.3)
    run.add_argument("--duration", type=float, default=1.0)
    run.add_argument("--pin", choices=PINS, default="same")
    run.add_argument("--trace", choices=TRACED, default="none")
    run.add_argument("--trace_dir", default="")
    run.add_argument("--flush_every", type=int, default=0)
    serve = commands.add_parser("serve", help="(internal) the echo server child, on stdin/stdout")
    add_server_arguments(serve)
    serve.add_argument("--trace", type=Path, default=None, help="trace the server's connection into this file")
    serve.add_argument("--flush_every", type=int, default=0, help="the floor: write every this many answers too")

    args = vars(parser.parse_args(argv))
    if args.pop("command") == "serve":
        serve_child(functools.partial(_serve, trace=args.pop("trace"), flush_every=args.pop("flush_every")), args)
        return
    cfg = Roundtrip(**args)
    try:
        result = run_roundtrip(cfg)
    except Stalled as exc:
        print(json.dumps({**dataclasses.asdict(cfg), "stalled": str(exc)}), flush=True)
        sys.exit(STALLED_EXIT)
    found = {
        "rt_per_s": round(result.rate),
        "cpu_us_per_rt": round(result.cpu_us, 3),
        "client_cpu_us_per_rt": round(result.client_cpu_us, 3),
        "server_cpu_us_per_rt": round(result.server_cpu_us, 3),
        "rt_total": result.count,
    }
    print(json.dumps({**dataclasses.asdict(cfg), **found}), flush=True)


if __name__ == "__main__":
    main()
