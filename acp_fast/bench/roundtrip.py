"""Round-trip and memory scenarios: acp-fast side by side with a minimal "floor" echo.

Used by `acp-fast bench` (`runner.py`); plain functions, no pytest.

Every round trip is the same ~150 B `session/prompt` request, answered with its own params as the result.

- **floor**: the least code that does the job (reference/performance.md, level `fut`): an asyncio.Protocol
  and orjson on both sides; the client's `request()` is an `async def` awaiting a Future in a pending dict that
  `data_received` resolves; the server loads each request and dumps `{"jsonrpc", "id", "result": params}`.
  Writes are coalesced (client: one per loop turn; server: one per read) and asyncio reads are capped at
  64 KiB (`transport.max_size`).
- **acp-fast**: a `Connection` client whose workers `await conn.send_request("session/prompt", params)`,
  against a `Connection` server with a plain `def` handler that returns params.

Both run over a **socketpair** (client and server on one event loop in one process) or over **pipes** to a
child process (the server is `python -m acp_fast.bench.roundtrip serve ...`, on its stdin/stdout). N worker tasks keep N
requests in flight; the rate, and the CPU time of client and server per round trip, are measured over
`duration` seconds after `warmup` seconds (`RoundtripResult`). A run that stops making progress (a deadlock)
raises `Stalled` instead of hanging.

The core is chosen when `acp_fast` is imported, so a measurement of one core runs in a process started with
`core_env(core)`, and so does its server child: `measure_roundtrip()` does that. `run_roundtrip()` measures in
the calling process and checks that it loaded the core asked for.

CPU placement decides N=1 across processes on small VMs (performance.md): `pin="same"` puts both processes
on the first allowed CPU, `"split"` puts the server on the second, `"none"` leaves it to the scheduler.

Command line (one measurement, one JSON line on stdout; normally driven by `acp-fast bench`):

    python -m acp_fast.bench.roundtrip roundtrip --impl acp-fast --transport pipe --inflight 64 --core compiled
    python -m acp_fast.bench.roundtrip memory --impl acp-fast --keep held --mode tracemalloc --core pure
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import gc
import json
import math
import os
import socket
import subprocess
import sys
import time
import tracemalloc
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

import orjson

from ..cli import run_on_loop

__all__ = [
    "CORES",
    "IMPLS",
    "KEEPS",
    "LOOPS",
    "METHOD",
    "PARAMS",
    "PINS",
    "STALL_SECONDS",
    "TRANSPORTS",
    "FloorClient",
    "FloorServer",
    "PendingMemory",
    "Roundtrip",
    "RoundtripResult",
    "Stalled",
    "core_env",
    "measure_pending_memory",
    "measure_roundtrip",
    "run_pending_memory",
    "run_roundtrip",
]

IMPLS = ("floor", "acp-fast")
TRANSPORTS = ("socketpair", "pipe")
LOOPS = ("asyncio", "uvloop")
CORES = ("compiled", "pure")
PINS = ("none", "same", "split")
KEEPS = ("held", "awaited")

METHOD = "session/prompt"
PARAMS = {"sessionId": "sess_9f2c4e1a7b3d", "prompt": [{"type": "text", "text": "Use pathlib here."}]}

# asyncio's transports read 256 KiB per recv(), one fresh allocation each; uvloop reads into a reused buffer.
READ_SIZE = 64 * 1024
_NL = orjson.OPT_APPEND_NEWLINE
# How a fresh process runs this module: -P keeps a checkout's source tree (no compiled core) off the path.
MODULE = [sys.executable, "-P", "-m", "acp_fast.bench.roundtrip"]


# --------------------------------------------------------------------------------------------- plumbing


def core_env(core: str, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a process (and its children) that must load this core of acp_fast."""
    if core not in CORES:
        raise ValueError(f"core must be one of {CORES}, not {core!r}")
    env = dict(os.environ if base is None else base)
    if core == "pure":
        env["ACP_FAST_NO_EXTENSIONS"] = "1"
        env.pop("ACP_FAST_REQUIRE_EXTENSIONS", None)
    else:
        env.pop("ACP_FAST_NO_EXTENSIONS", None)
        env["ACP_FAST_REQUIRE_EXTENSIONS"] = "1"
    return env


def _check_core(core: str) -> None:
    import acp_fast

    loaded = "compiled" if acp_fast.COMPILED else "pure"
    if loaded != core:
        raise RuntimeError(f"this process loaded the {loaded} core, not {core}: start it with core_env({core!r})")


def _placement(pin: str) -> tuple[int | None, int | None]:
    """(client CPU, server CPU) for a pinning mode; None = not pinned."""
    if pin == "none" or not hasattr(os, "sched_setaffinity"):
        return None, None
    cpus = sorted(os.sched_getaffinity(0))
    if pin == "same":
        return cpus[0], cpus[0]
    if pin == "split":
        return cpus[0], cpus[1 % len(cpus)]
    raise ValueError(f"pin must be one of {PINS}, not {pin!r}")


def _pin(cpu: int | None) -> None:
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})


def _cap_read_size(transport: asyncio.BaseTransport) -> None:
    if hasattr(transport, "max_size"):  # asyncio's own transports; uvloop has no such attribute
        transport.max_size = READ_SIZE  # type: ignore[attr-defined]


def _echo(params: Any) -> Any:
    return params


# ------------------------------------------------------------------------------------------------ floor


class FloorServer(asyncio.Protocol):
    """The floor's server: loads each request line and dumps its answer; one write per read."""

    def __init__(self, writer: asyncio.WriteTransport | None = None) -> None:
        self.writer = writer
        self.closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._tail = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        _cap_read_size(transport)
        if self.writer is None:
            self.writer = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        if self._tail:
            data = self._tail + data
        lines = data.split(b"\n")
        self._tail = lines.pop()
        if lines:
            loads, dumps = orjson.loads, orjson.dumps
            out = []
            for line in lines:
                message = loads(line)
                out.append(dumps({"jsonrpc": "2.0", "id": message["id"], "result": message["params"]}, option=_NL))
            self.writer.write(b"".join(out))  # type: ignore[union-attr]

    def eof_received(self) -> bool:
        return False  # close

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)


class FloorClient(asyncio.Protocol):
    """The floor's client: a Future per request in a pending dict, resolved by `data_received`.

    Requests are encoded at once and written together at the end of the loop turn.
    """

    def __init__(self, writer: asyncio.WriteTransport | None = None) -> None:
        self.writer = writer
        self._loop = asyncio.get_running_loop()
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._next_id = 0
        self._out: list[bytes] = []
        self._tail = b""

    @property
    def pending(self) -> int:
        return len(self._pending)

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        _cap_read_size(transport)
        if self.writer is None:
            self.writer = transport  # type: ignore[assignment]

    def send(self, method: str, params: Any) -> asyncio.Future[Any]:
        request_id = self._next_id = self._next_id + 1
        future = self._loop.create_future()
        self._pending[request_id] = future
        if not self._out:
            self._loop.call_soon(self._flush)
        self._out.append(
            orjson.dumps({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}, option=_NL)
        )
        return future

    async def request(self, method: str, params: Any) -> Any:
        return await self.send(method, params)

    def _flush(self) -> None:
        data = b"".join(self._out)
        self._out.clear()
        self.writer.write(data)  # type: ignore[union-attr]

    def data_received(self, data: bytes) -> None:
        if self._tail:
            data = self._tail + data
        lines = data.split(b"\n")
        self._tail = lines.pop()
        loads, pending = orjson.loads, self._pending
        for line in lines:
            message = loads(line)
            future = pending.pop(message["id"])
            if "error" in message:
                future.set_exception(RuntimeError(message["error"]))
            else:
                future.set_result(message["result"])


# ------------------------------------------------------------------------------------------- round trips


@dataclasses.dataclass(frozen=True)
class Roundtrip:
    """One round-trip configuration. `core` matters for acp-fast only (the floor has no router)."""

    impl: str = "acp-fast"
    transport: str = "pipe"
    inflight: int = 64
    loop: str = "uvloop"
    core: str = "compiled"
    warmup: float = 0.3
    duration: float = 1.0
    pin: str = "same"

    def __post_init__(self) -> None:
        for name, allowed in (
            ("impl", IMPLS),
            ("transport", TRANSPORTS),
            ("loop", LOOPS),
            ("core", CORES),
            ("pin", PINS),
        ):
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, not {getattr(self, name)!r}")
        if self.inflight < 1:
            raise ValueError("inflight must be at least 1")

    @property
    def variant(self) -> str:
        return self.impl if self.impl == "floor" else f"{self.impl}/{self.core}"

    def argv(self) -> list[str]:
        return [
            f"--{name}={getattr(self, name)}"
            for name in ("impl", "transport", "inflight", "loop", "core", "warmup", "duration", "pin")
        ]


@dataclasses.dataclass(frozen=True)
class RoundtripResult:
    """What one round-trip measurement found.

    `cpu_us` is the CPU time of client and server together per round trip, over the measured window: unlike the
    rate, it does not count time that other work on the machine took from the benchmark, so it is the steadier
    figure on a shared machine. Over pipes it splits into `client_cpu_us` and `server_cpu_us` (NaN in one
    process, or where /proc is missing).
    """

    rate: float
    cpu_us: float
    client_cpu_us: float = math.nan
    server_cpu_us: float = math.nan


def _cpu_seconds(pid: int) -> float:
    """CPU time used so far by another process (Linux /proc), or NaN."""
    try:
        with open(f"/proc/{pid}/schedstat") as schedstat:  # nanoseconds on the CPU
            return int(schedstat.read().split()[0]) / 1e9
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return math.nan


class Stalled(RuntimeError):
    """No round trip completed for `STALL_SECONDS` while requests were in flight (a deadlock, or a lost message)."""


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
        peer = _cpu_seconds(peer_pid) if peer_pid is not None else 0.0
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
    await asyncio.wait([workers, stalled], return_when=asyncio.FIRST_COMPLETED)
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
        return RoundtripResult(done / (t1 - t0), own)
    return RoundtripResult(done / (t1 - t0), own + peer, own, peer)


def _server_argv(cfg: Roundtrip, cpu: int | None) -> list[str]:
    argv = [*MODULE, "serve", f"--impl={cfg.impl}", f"--loop={cfg.loop}", f"--core={cfg.core}"]
    if cpu is not None:
        argv.append(f"--cpu={cpu}")
    return argv


async def _floor_socketpair(cfg: Roundtrip) -> RoundtripResult:
    loop = asyncio.get_running_loop()
    client_sock, server_sock = socket.socketpair()
    _, server = await loop.connect_accepted_socket(FloorServer, sock=server_sock)
    _, client = await loop.create_connection(FloorClient, sock=client_sock)
    result = await _drive(client.request, cfg)
    client.writer.close()
    await server.closed
    return result


async def _floor_pipe(cfg: Roundtrip, server_cpu: int | None) -> RoundtripResult:
    loop = asyncio.get_running_loop()
    child_stdin, to_child = os.pipe()
    from_child, child_stdout = os.pipe()
    try:
        process = await asyncio.create_subprocess_exec(
            *_server_argv(cfg, server_cpu), stdin=child_stdin, stdout=child_stdout
        )
    finally:
        os.close(child_stdin)
        os.close(child_stdout)
    writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(to_child, "wb", buffering=0))
    client = FloorClient(writer)
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


async def _acp_pipe(cfg: Roundtrip, server_cpu: int | None) -> RoundtripResult:
    import acp_fast

    client = acp_fast.Connection("bench-client")
    async with acp_fast.spawn(client, _server_argv(cfg, server_cpu)) as process:
        try:
            return await _drive(client.send_request, cfg, process.pid)
        except Stalled:
            process.kill()  # a deadlocked child never reads the EOF that would end it
            raise


def run_roundtrip(cfg: Roundtrip) -> RoundtripResult:
    """Measure in this process (pinning it): round trips per second and CPU time per round trip.

    For acp-fast this process must have loaded `cfg.core` (see `core_env`); server children inherit the
    environment, so they load the same core.
    """
    if cfg.impl == "acp-fast":
        _check_core(cfg.core)
    client_cpu, server_cpu = _placement(cfg.pin)
    _pin(client_cpu)

    async def main() -> RoundtripResult:
        if cfg.impl == "floor":
            if cfg.transport == "socketpair":
                return await _floor_socketpair(cfg)
            return await _floor_pipe(cfg, server_cpu)
        if cfg.transport == "socketpair":
            return await _acp_socketpair(cfg)
        return await _acp_pipe(cfg, server_cpu)

    return run_on_loop(main(), cfg.loop)


_STALLED_EXIT = 3


def _run_child(argv: list[str], env: dict[str, str], timeout: float) -> dict[str, Any]:
    try:
        done = subprocess.run([*MODULE, *argv], env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Stalled(f"benchmark process {argv} did not finish in {timeout} s") from None
    if done.returncode == _STALLED_EXIT:
        raise Stalled(json.loads(done.stdout.strip().splitlines()[-1])["stalled"])
    if done.returncode != 0:
        raise RuntimeError(f"benchmark process {argv} failed ({done.returncode}):\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_roundtrip(cfg: Roundtrip, timeout: float = 120.0) -> RoundtripResult:
    """Measure in a fresh process (and a fresh server child) that loads `cfg.core`; round trips per second.

    Raises `Stalled` when the measurement stopped making progress (or its process did not finish in time).
    """
    env = core_env(cfg.core) if cfg.impl == "acp-fast" else dict(os.environ)
    found = _run_child(["roundtrip", *cfg.argv()], env, timeout)
    return RoundtripResult(
        float(found["rt_per_s"]),
        float(found["cpu_us_per_rt"]),
        float(found["client_cpu_us_per_rt"]),
        float(found["server_cpu_us_per_rt"]),
    )


async def _serve(impl: str) -> None:
    """The server child: echo requests on this process's stdin/stdout until EOF."""
    if impl == "acp-fast":
        import acp_fast

        conn = acp_fast.Connection("bench-server")
        conn.on_request(METHOD, _echo)
        await conn.connect_stdio()
        await conn.wait_closed()
        return
    loop = asyncio.get_running_loop()
    read_fd, write_fd = os.dup(0), os.dup(1)
    writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(write_fd, "wb", buffering=0))
    server = FloorServer(writer)
    await loop.connect_read_pipe(lambda: server, os.fdopen(read_fd, "rb", buffering=0))
    await server.closed
    writer.close()


# ----------------------------------------------------------------------------------------------- memory


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

    @property
    def variant(self) -> str:
        return self.impl if self.impl == "floor" else f"{self.impl}/{self.core}"

    def __post_init__(self) -> None:
        for name, allowed in (
            ("impl", IMPLS),
            ("keep", KEEPS),
            ("mode", ("tracemalloc", "rss")),
            ("core", CORES),
            ("loop", LOOPS),
        ):
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, not {getattr(self, name)!r}")
        if self.count < 1:
            raise ValueError("count must be at least 1")

    def argv(self) -> list[str]:
        return [f"--{name}={getattr(self, name)}" for name in ("impl", "keep", "mode", "core", "count", "loop")]


class _Sink(asyncio.Protocol):
    """The peer that never answers: reads and discards, counting lines."""

    def __init__(self) -> None:
        self.lines = 0
        self._loop = asyncio.get_running_loop()
        self._want = 0
        self._reached: asyncio.Future[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        _cap_read_size(transport)

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
    for item in kept:
        if isinstance(item, asyncio.Task):
            item.cancel()
    tasks = [item for item in kept if isinstance(item, asyncio.Task)]
    await asyncio.gather(*tasks, return_exceptions=True)
    del kept, tasks, first
    if cfg.impl == "acp-fast":
        await conn.close()
    else:
        for future in client._pending.values():
            future.cancel()
        client.writer.close()
    sink_transport.close()
    await asyncio.sleep(0)
    return per_request


def run_pending_memory(cfg: PendingMemory) -> float:
    """Bytes per pending request, measured in this process (which should be fresh)."""
    if cfg.impl == "acp-fast":
        _check_core(cfg.core)
    return run_on_loop(_pending_memory(cfg), cfg.loop)


def measure_pending_memory(cfg: PendingMemory, timeout: float = 300.0) -> float:
    """Bytes per pending request, measured in a fresh process that loads `cfg.core`."""
    env = core_env(cfg.core) if cfg.impl == "acp-fast" else dict(os.environ)
    return float(_run_child(["memory", *cfg.argv()], env, timeout)["bytes_per_request"])


# ------------------------------------------------------------------------------------------ command line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)

    roundtrip = commands.add_parser("roundtrip", help="measure one configuration, print one JSON line")
    roundtrip.add_argument("--impl", choices=IMPLS, default="acp-fast")
    roundtrip.add_argument("--transport", choices=TRANSPORTS, default="pipe")
    roundtrip.add_argument("--inflight", type=int, default=64)
    roundtrip.add_argument("--loop", choices=LOOPS, default="uvloop")
    roundtrip.add_argument("--core", choices=CORES, default="compiled")
    roundtrip.add_argument("--warmup", type=float, default=0.3)
    roundtrip.add_argument("--duration", type=float, default=1.0)
    roundtrip.add_argument("--pin", choices=PINS, default="same")

    serve = commands.add_parser("serve", help="(internal) the echo server child, on stdin/stdout")
    serve.add_argument("--impl", choices=IMPLS, default="acp-fast")
    serve.add_argument("--loop", choices=LOOPS, default="uvloop")
    serve.add_argument("--core", choices=CORES, default="compiled")
    serve.add_argument("--cpu", type=int, default=None)

    memory = commands.add_parser("memory", help="bytes per pending outgoing request, print one JSON line")
    memory.add_argument("--impl", choices=IMPLS, default="acp-fast")
    memory.add_argument("--keep", choices=KEEPS, default="held")
    memory.add_argument("--mode", choices=("tracemalloc", "rss"), default="tracemalloc")
    memory.add_argument("--core", choices=CORES, default="compiled")
    memory.add_argument("--count", type=int, default=100_000)
    memory.add_argument("--loop", choices=LOOPS, default="uvloop")

    args = vars(parser.parse_args(argv))
    command = args.pop("command")
    if command == "serve":
        _pin(args["cpu"])
        if args["impl"] == "acp-fast":
            _check_core(args["core"])
        run_on_loop(_serve(args["impl"]), args["loop"])
    elif command == "roundtrip":
        cfg = Roundtrip(**args)
        try:
            result = run_roundtrip(cfg)
        except Stalled as exc:
            print(json.dumps({**dataclasses.asdict(cfg), "stalled": str(exc)}), flush=True)
            sys.exit(_STALLED_EXIT)
        found = {
            "rt_per_s": round(result.rate),
            "cpu_us_per_rt": round(result.cpu_us, 3),
            "client_cpu_us_per_rt": round(result.client_cpu_us, 3),
            "server_cpu_us_per_rt": round(result.server_cpu_us, 3),
        }
        print(json.dumps({**dataclasses.asdict(cfg), **found}), flush=True)
    else:
        mem = PendingMemory(**args)
        per_request = run_pending_memory(mem)
        print(json.dumps({**dataclasses.asdict(mem), "bytes_per_request": round(per_request, 1)}), flush=True)


if __name__ == "__main__":
    main()
