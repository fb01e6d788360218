"""ACP over WebSocket on 127.0.0.1, for `acp-fast bench network`: acp-fast's WebSocket transport against its pipes.

The server is a child process (`python -m acp_fast.bench.network serve ...`): `serve_websocket` on 127.0.0.1, whose
every connection gets the handlers of the roundtrip and cancel scenarios (`harness.METHOD` answered by a plain `def`
echo, cancel.py's `bench/fast`, `bench/slow` and `bench/stats`). It writes its URL on stdout, answers `rss N` on
stdin (its RSS once N connections were set up) and closes once its stdin ends. The client runs in the measuring
process:

- `roundtrip`: a `Connection` over `connect_websocket`, N workers each awaiting
  `send_request(harness.METHOD, harness.PARAMS)` one after another, as roundtrip.py's workers do over pipes: round
  trips per second and the CPU time of client and server per round trip, over `duration` seconds after `warmup`.
- `cancel`: cancel.py's load over that connection (N in flight, every 1/fraction-th request a `bench/slow` one
  cancelled one loop turn after it was sent), with its checks: every request answered exactly once (a result, or
  `-32800` for a cancelled one), both id tables empty at the end, or the result is FAILED with the reason.
- `idle`: N WebSockets opened and left idle (raw sockets, the least opening handshake), after a few that warm the
  server up: the server's RSS growth per connection and in total.

`measure_official` runs the official SDK's side of the same round trips over its own WebSocket transport: the
client (`official/client.py roundtrip-ws`) connects with `create_websocket_stream` + `connect_to_agent` to
`official/ws_agent.py`, the SDK's ASGI application under Hypercorn, each in its own process.

A run that stops making progress raises `Stalled` instead of hanging. Command line (one JSON line on stdout):

    python -m acp_fast.bench.network run --case roundtrip --inflight 64 --loop uvloop --core compiled
    python -m acp_fast.bench.network run --case idle --connections 10000
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import functools
import json
import os
import resource
import sys
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

from .._router import CORES
from .._runtime import LOOPS, run_on_loop
from . import official
from .cancel import ANSWER_TIMEOUT, HANDLERS
from .harness import (
    METHOD,
    PARAMS,
    PINS,
    STALLED_EXIT,
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

__all__ = ["CASES", "Network", "measure_network", "measure_official"]

CASES = ("roundtrip", "cancel", "idle")
MODULE = python_module("acp_fast.bench.network")  # how a fresh process runs this module
STALL_SECONDS = 3.0
STARTUP_SECONDS = 30.0  # the server child imports and listens; the first request runs every lazy path once
# Idle connections opened before the first RSS reading, so that what the first ones allocate once (the loop's and
# the allocator's pools, lazy imports) is not counted per connection.
WARM_CONNECTIONS = 64
OPENING = 128  # idle connections in their opening handshake at once: under the listening socket's backlog
FD_MARGIN = 64  # descriptors a process needs besides its sockets
OFFICIAL_TIMEOUT = 300.0
# The least opening handshake a server accepts (RFC 6455, 4.1); the key is the RFC's own example.
HANDSHAKE = (
    "GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
)


@dataclasses.dataclass(frozen=True)
class Network:
    """One measurement over WebSocket. `inflight` and `fraction` are for `roundtrip` and `cancel`, `connections`
    for `idle`."""

    case: str = "roundtrip"
    inflight: int = 64
    fraction: float = 0.5
    connections: int = 1000
    loop: str = "uvloop"
    core: str = "compiled"
    warmup: float = 0.3
    duration: float = 1.0
    pin: str = "none"

    def __post_init__(self) -> None:
        check_choices(self, case=CASES, loop=LOOPS, core=CORES, pin=PINS)
        if self.inflight < 1 or self.connections < 1 or not 0 <= self.fraction <= 1:
            raise ValueError("inflight and connections must be at least 1, and fraction between 0 and 1")

    def argv(self) -> list[str]:
        return [f"--{key}={value}" for key, value in dataclasses.asdict(self).items()]


def _echo(params: Any) -> Any:
    return params


# ------------------------------------------------------------------------------------------------ server


def _raise_fd_limit(needed: int = 0) -> None:
    """The soft limit of open descriptors up to the hard one; RuntimeError when that is below `needed`."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < needed:
        raise RuntimeError(f"{needed} descriptors needed, the hard limit is {hard} (ulimit -Hn)")
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def _rss() -> int:
    """This process's resident set, in bytes (Linux /proc)."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


async def _serve(impl: str) -> None:
    """The server child: its URL on stdout, then an answer per command line on stdin, until stdin ends."""
    from acp_fast.network import serve_websocket

    _raise_fd_limit()
    set_up = 0

    def handler(conn: Any) -> None:
        nonlocal set_up
        conn.on_request(METHOD, _echo)
        for method, answer in HANDLERS.items():
            conn.on_request(method, answer)
        conn.on_request("bench/stats", lambda params: {"pendingIncoming": conn.pending_incoming})
        set_up += 1

    # As many connections as this process may hold sockets: the idle case opens thousands.
    limit = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    server = await serve_websocket(handler, max_connections=max(limit - FD_MARGIN, 1))
    loop = asyncio.get_running_loop()
    commands = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(commands), sys.stdin)

    def say(found: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(found) + "\n")
        sys.stdout.flush()

    say({"url": server.url})
    async with server:
        while line := await commands.readline():
            wanted = int(line.split()[1])  # `rss N`: the only command
            deadline = loop.time() + STARTUP_SECONDS
            while set_up < wanted and loop.time() < deadline:
                await asyncio.sleep(0.01)
            say({"rss": _rss(), "set_up": set_up, "connections": server.connections})


class _Server:
    """The server child, seen from the client: its pid, its URL, and `ask` (a command line, the JSON answer)."""

    def __init__(self, process: asyncio.subprocess.Process, url: str) -> None:
        self.process = process
        self.pid = process.pid
        self.url = url

    async def ask(self, line: str) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(line.encode() + b"\n")
        seconds = STARTUP_SECONDS + STALL_SECONDS  # the server waits up to STARTUP_SECONDS before it answers
        try:
            answer = await asyncio.wait_for(self.process.stdout.readline(), seconds)
        except TimeoutError:
            raise Stalled(f"the WebSocket server child did not answer {line!r} in {seconds} s") from None
        if not answer:
            raise RuntimeError(f"the WebSocket server child exited instead of answering {line!r}")
        found: dict[str, Any] = json.loads(answer)
        return found


@contextlib.asynccontextmanager
async def _server(cfg: Network, cpu: int | None) -> AsyncIterator[_Server]:
    serve = server_command(MODULE, "acp-fast", cfg.loop, cfg.core, cpu)
    process = await asyncio.create_subprocess_exec(
        *serve, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        try:
            line = await asyncio.wait_for(process.stdout.readline(), STARTUP_SECONDS)
        except TimeoutError:
            raise Stalled(f"the WebSocket server child did not start listening in {STARTUP_SECONDS} s") from None
        if not line:
            raise RuntimeError("the WebSocket server child exited before it listened")
        yield _Server(process, json.loads(line)["url"])
    finally:
        process.stdin.close()  # the server closes, then exits
        try:
            await asyncio.wait_for(process.wait(), 10)
        except TimeoutError:
            process.kill()
            await process.wait()


# ----------------------------------------------------------------------------------------- round trips, cancel


Mark = tuple[tuple[int, ...], float, float, float]  # (the counts, time, own CPU, the server's CPU)


async def _window(
    workers: list[Coroutine[Any, Any, None]],
    counts: Callable[[], tuple[int, ...]],
    stop: Callable[[], None],
    cfg: Network,
    server_pid: int,
) -> tuple[Mark, Mark]:
    """Run the workers; marks `warmup` s after they start and `duration` s later, then `stop()` and wait for them.

    `counts()[0]` is the requests answered so far: when it stays still for `STALL_SECONDS`, the workers are
    cancelled and `Stalled` raised.
    """
    loop = asyncio.get_running_loop()
    marks: list[Mark] = []
    stalled: asyncio.Future[None] = loop.create_future()

    def mark() -> None:
        marks.append((counts(), time.perf_counter(), time.process_time(), cpu_seconds(server_pid)))

    def begin() -> None:
        mark()
        loop.call_later(cfg.duration, end)

    def end() -> None:
        mark()
        stop()

    def watch(seen: int) -> None:
        if running.done() or stalled.done():
            return
        now = counts()[0]
        if now == seen:
            stalled.set_result(None)
        else:
            loop.call_later(STALL_SECONDS, watch, now)

    loop.call_later(cfg.warmup, begin)
    running = asyncio.gather(*workers)
    loop.call_later(STALL_SECONDS, watch, counts()[0])
    waiting: list[asyncio.Future[Any]] = [running, stalled]
    await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
    if not running.done():
        running.cancel()
        await asyncio.gather(running, return_exceptions=True)
        answered = counts()[0]
        raise Stalled(f"no request answered in {STALL_SECONDS} s with {cfg.inflight} in flight ({answered} answered)")
    stalled.cancel()
    running.result()
    return marks[0], marks[1]


async def _roundtrips(conn: Any, cfg: Network, server_pid: int) -> dict[str, Any]:
    """roundtrip.py's workers, over `conn`: rate, and CPU µs per round trip (client, server, both)."""
    request = conn.send_request
    count = 0
    stop = False

    async def worker() -> None:
        nonlocal count
        while not stop:
            await request(METHOD, PARAMS)
            count += 1

    def stopping() -> None:
        nonlocal stop
        stop = True

    start, end = await _window([worker() for _ in range(cfg.inflight)], lambda: (count,), stopping, cfg, server_pid)
    ((c0,), t0, own0, peer0), ((c1,), t1, own1, peer1) = start, end
    done = c1 - c0
    client, server = (own1 - own0) / done * 1e6, (peer1 - peer0) / done * 1e6
    return {"rate": done / (t1 - t0), "cpu_us": client + server, "client_cpu_us": client, "server_cpu_us": server}


async def _cancels(conn: Any, cfg: Network, server_pid: int) -> dict[str, Any]:
    """cancel.py's load and checks, over `conn`: requests (answered or cancelled) and cancellations per second."""
    import acp_fast

    loop = asyncio.get_running_loop()
    period = round(1 / cfg.fraction) if cfg.fraction > 0 else 0
    counts = {"sent": 0, "ok": 0, "cancelled": 0, "wrong": 0, "lost": 0}
    stop = False

    async def call(method: str, cancel: bool) -> str:
        sent = conn.send_request(method, PARAMS)
        if cancel:
            loop.call_soon(sent.cancel)
        try:
            await sent
            return "ok"
        except acp_fast.RequestError as error:
            return "cancelled" if error.code == -32800 else "wrong"

    async def worker(index: int) -> None:
        k = index
        while not stop:
            k += 1
            cancel = bool(period) and k % period == 0
            counts["sent"] += 1
            try:
                outcome = await asyncio.wait_for(call("bench/slow" if cancel else "bench/fast", cancel), ANSWER_TIMEOUT)
            except TimeoutError:
                outcome = "lost"
            if outcome == "ok" and cancel:
                outcome = "wrong"  # a cancelled slow request cannot succeed
            counts[outcome] += 1

    def stopping() -> None:
        nonlocal stop
        stop = True

    def answered() -> tuple[int, ...]:
        return counts["ok"] + counts["cancelled"], counts["cancelled"]

    workers = [worker(i) for i in range(cfg.inflight)]
    ((done0, cancelled0), t0, _, _), ((done1, cancelled1), t1, _, _) = await _window(
        workers, answered, stopping, cfg, server_pid
    )
    await asyncio.sleep(0.1)  # a duplicate answer, if any, arrives behind the last ones
    failed = None
    if counts["lost"]:
        failed = f"{counts['sent']} requests sent, {counts['lost']} never answered"
    elif counts["wrong"]:
        failed = f"{counts['wrong']} requests answered wrongly"
    elif conn.unmatched_responses:
        failed = f"{conn.unmatched_responses} answers for requests already answered (duplicates)"
    else:
        stats = await conn.send_request("bench/stats")
        if conn.pending_outgoing or stats["pendingIncoming"]:
            failed = f"tables not empty: {conn.pending_outgoing} outgoing, {stats['pendingIncoming']} incoming"
    return {
        "rate": (done1 - done0) / (t1 - t0),
        "cancels_per_s": (cancelled1 - cancelled0) / (t1 - t0),
        "sent": counts["sent"],
        "failed": failed,
    }


async def _load(server: _Server, cfg: Network) -> dict[str, Any]:
    import acp_fast
    from acp_fast.network import connect_websocket

    conn = acp_fast.Connection("bench-client")
    await connect_websocket(conn, server.url, open_timeout=STARTUP_SECONDS)
    try:
        try:  # every lazy path has run once
            await asyncio.wait_for(conn.send_request(METHOD, PARAMS), STARTUP_SECONDS)
        except TimeoutError:
            raise Stalled(f"{server.url} did not answer a first request in {STARTUP_SECONDS} s") from None
        if cfg.case == "roundtrip":
            return await _roundtrips(conn, cfg, server.pid)
        return await _cancels(conn, cfg, server.pid)
    finally:
        await conn.close()


# -------------------------------------------------------------------------------------------- idle connections


class _Idle(asyncio.Protocol):
    """One idle WebSocket: the opening handshake, then nothing (whatever the server sends later is dropped)."""

    def __init__(self, request: bytes, opened: asyncio.Future[None]) -> None:
        self._request = request
        self._opened = opened
        self._head = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        transport.write(self._request)  # type: ignore[attr-defined]

    def data_received(self, data: bytes) -> None:
        if self._opened.done():
            return
        self._head += data
        if b"\r\n\r\n" not in self._head:
            return
        status = self._head.split(b"\r\n", 1)[0]
        if status.split()[1:2] == [b"101"]:
            self._opened.set_result(None)
        else:
            self._opened.set_exception(ConnectionError(f"the opening handshake was refused: {status!r}"))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self._opened.done():
            self._opened.set_exception(ConnectionError(f"the connection was lost in the opening handshake: {exc}"))


async def _open_idle(url: str, count: int, into: list[asyncio.Transport]) -> None:
    """Open `count` idle WebSockets to `url`, `OPENING` at a time; their transports go `into` the list."""
    from urllib.parse import urlsplit

    loop = asyncio.get_running_loop()
    where = urlsplit(url)
    host, port = str(where.hostname), int(where.port or 0)
    request = HANDSHAKE.format(path=where.path, host=host, port=port).encode()
    left = count

    async def opener() -> None:
        nonlocal left
        while left:
            left -= 1
            opened: asyncio.Future[None] = loop.create_future()
            transport, _ = await loop.create_connection(functools.partial(_Idle, request, opened), host, port)
            into.append(transport)
            await opened

    await asyncio.gather(*(opener() for _ in range(min(OPENING, count))))


async def _idle(server: _Server, cfg: Network) -> dict[str, Any]:
    n = cfg.connections
    _raise_fd_limit(WARM_CONNECTIONS + n + FD_MARGIN)
    transports: list[asyncio.Transport] = []
    try:
        readings = []
        for total in (WARM_CONNECTIONS, WARM_CONNECTIONS + n):
            try:
                await asyncio.wait_for(_open_idle(server.url, total - len(transports), transports), STARTUP_SECONDS)
            except TimeoutError:
                raise Stalled(f"{len(transports)} of {total} idle WebSockets opened in {STARTUP_SECONDS} s") from None
            found = await server.ask(f"rss {total}")
            if found["set_up"] < total:
                raise Stalled(f"the server set up {found['set_up']} of {total} connections in {STARTUP_SECONDS} s")
            readings.append(found["rss"])
    finally:
        for transport in transports:
            transport.abort()  # before the server closes: an idle client would never answer its close frame
    before, after = readings
    return {"connections": n, "rss_before": before, "rss_after": after, "bytes_per_connection": (after - before) / n}


# ------------------------------------------------------------------------------------------------ client


async def _measure(cfg: Network, server_cpu: int | None) -> dict[str, Any]:
    async with _server(cfg, server_cpu) as server:
        if cfg.case == "idle":
            return await _idle(server, cfg)
        return await _load(server, cfg)


def run_network(cfg: Network) -> dict[str, Any]:
    """Measure in this process (pinning it), which must have loaded `cfg.core`."""
    server_cpu = start_client("acp-fast", cfg.core, cfg.pin)
    found: dict[str, Any] = run_on_loop(_measure(cfg, server_cpu), cfg.loop)
    return found


def measure_network(cfg: Network, timeout: float = 180.0) -> dict[str, Any]:
    """Measure in a fresh process (and a fresh server child) that loads `cfg.core`; its JSON result.

    `roundtrip`: rate, cpu_us, client_cpu_us, server_cpu_us; `cancel`: rate, cancels_per_s, sent, failed;
    `idle`: connections, rss_before, rss_after, bytes_per_connection. Raises `Stalled` when the measurement stopped
    making progress (or its process did not finish in time).
    """
    return run_child([*MODULE, "run", *cfg.argv()], child_environment("acp-fast", cfg.core), timeout)


def measure_official(
    version: str, *, loop: str = "uvloop", inflight: int = 64, duration: float = 2.0, warmup: float = 0.5
) -> dict[str, Any]:
    """Round trips of the official SDK `version` over its own WebSocket transport, client and server each in a
    process of its own, under the interpreter of its venv (with its `http` extra and Hypercorn; built on first
    use). Its JSON result (`rate`); RuntimeError when the venv turns out not to run that release."""
    extras = official.network_extras(version) + (("uvloop",) if loop == "uvloop" else ())
    python = str(official.acp_python(version, extras))
    options = ["--inflight", str(inflight), "--duration", str(duration), "--warmup", str(warmup)]
    argv = [python, str(official.CLIENT), "roundtrip-ws", *options, "--", python, str(official.WS_AGENT)]
    env = dict(os.environ, ACP_PEER_LOOP=loop, ACP_PEER_QUIET="1")
    found = run_child(argv, env, timeout=OFFICIAL_TIMEOUT, cwd="/")
    if found.get("acp") != version:
        raise RuntimeError(f"the official side ran acp {found.get('acp')!r}, not agent-client-protocol {version}")
    return found


# ------------------------------------------------------------------------------------------ command line


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="measure one configuration, print one JSON line")
    for field in dataclasses.fields(Network):
        run.add_argument(f"--{field.name}", type=type(field.default), default=field.default)
    add_server_arguments(commands.add_parser("serve", help="(internal) the WebSocket server child"))
    args = vars(parser.parse_args(argv))
    if args.pop("command") == "serve":
        serve_child(_serve, args)
        return
    cfg = Network(**args)
    try:
        found = run_network(cfg)
    except Stalled as exc:
        print(json.dumps({**dataclasses.asdict(cfg), "stalled": str(exc)}), flush=True)
        sys.exit(STALLED_EXIT)
    print(json.dumps({**dataclasses.asdict(cfg), **found}), flush=True)


if __name__ == "__main__":
    main()
