"""Cancellation under load: N requests always in flight, a fraction of them cancelled with `$/cancel_request`.

The server runs every request as a task (what makes it cancellable): `bench/fast` answers at once, `bench/slow`
waits 60 s and so ends only by cancellation (`-32800`). The client's workers each send one request after another;
every 1/fraction-th is a slow one, cancelled one loop turn after it was sent, and the worker then awaits its
answer. Requests/s counts answers (results and cancellations); cancels/s the cancellations.

- **floor**: the least code that does the same: an asyncio.Protocol with orjson, a task per request,
  `task.cancel()` on `$/cancel_request`, the answer from the task's done-callback. Writes once per loop turn, and
  with `flush_every=K` (both sides) every K messages as well: the bench's baseline is the floor with the best K
  (docs/performance.md#the-write-policy).
- **acp-fast**: `Connection`s, `async def` handlers (a task each, cancelled by the SDK), `sent.cancel()`.

A run also checks what it measures: after the window every worker is stopped and its last request awaited; every
request sent must have got exactly one answer (a result for a fast one, `-32800` for a cancelled one: none may
time out, and no answer may arrive for a request already answered), and both id tables must be empty. Otherwise
the result is FAILED, with the reason, instead of a number.

    python -m acp_fast.bench.cancel run --impl acp-fast --inflight 1024 --fraction 0.5 --loop uvloop --core compiled
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import functools
import json
import os
import time
from typing import Any

import orjson

from .._protocol import CANCEL_METHOD
from .._router import CORES
from .._runtime import LOOPS, run_on_loop
from .harness import (
    IMPLS,
    PARAMS,
    PINS,
    add_server_arguments,
    check_choices,
    child_environment,
    python_module,
    run_child,
    serve_child,
    server_command,
    start_client,
)

__all__ = ["ANSWER_TIMEOUT", "HANDLERS", "Cancel", "measure_cancel"]

MODULE = python_module("acp_fast.bench.cancel")  # how a fresh process runs this module
ANSWER_TIMEOUT = 20.0  # a request not answered by then is counted lost (the run is FAILED), never waited for
_NL = orjson.OPT_APPEND_NEWLINE


@dataclasses.dataclass(frozen=True)
class Cancel:
    impl: str = "acp-fast"
    inflight: int = 1024
    fraction: float = 0.5
    loop: str = "uvloop"
    core: str = "compiled"
    warmup: float = 0.3
    duration: float = 1.0
    pin: str = "none"
    flush_every: int = 0

    def __post_init__(self) -> None:
        check_choices(self, impl=IMPLS, loop=LOOPS, core=CORES, pin=PINS)
        if self.inflight < 1 or not 0 <= self.fraction <= 1:
            raise ValueError("inflight must be at least 1, and fraction between 0 and 1")
        if self.flush_every < 0 or (self.flush_every and self.impl != "floor"):
            raise ValueError(f"flush_every={self.flush_every!r}: a count of messages (>= 0), for the floor only")

    def argv(self) -> list[str]:
        return [f"--{key}={value}" for key, value in dataclasses.asdict(self).items()]


# ------------------------------------------------------------------------------------------------ floor


class _Cancelled(Exception):
    pass


class FloorConn(asyncio.Protocol):
    """Both roles of the floor: requests run as tasks; responses resolve futures; writes coalesced per turn (and
    written every `flush_every` messages too)."""

    def __init__(self, handlers: dict[str, Any] | None = None, flush_every: int = 0) -> None:
        self.loop = asyncio.get_running_loop()
        self.every = flush_every or 2**62
        self.writer: Any = None
        self.tail = b""
        self.out: list[bytes] = []
        self.scheduled = False  # a write at the end of this loop turn
        self.pending: dict[int, asyncio.Future[Any]] = {}
        self.tasks: dict[Any, asyncio.Task[Any]] = {}
        self.next_id = 0
        self.unmatched = 0  # responses for no pending request
        self.handlers = handlers or {}
        self.closed = self.loop.create_future()

    def connection_made(self, transport: Any) -> None:
        if self.writer is None:
            self.writer = transport

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed.done():
            self.closed.set_result(None)

    def eof_received(self) -> bool:
        return False

    def send(self, message: Any) -> None:
        self.out.append(orjson.dumps(message, option=_NL))
        if len(self.out) >= self.every:
            self._write()
        elif not self.scheduled:
            self.scheduled = True
            self.loop.call_soon(self._turn_ended)

    def _turn_ended(self) -> None:
        self.scheduled = False
        self._write()

    def _write(self) -> None:
        out, self.out = self.out, []
        if out and self.writer is not None and not self.writer.is_closing():
            self.writer.write(b"".join(out))

    async def request(self, method: str, params: Any, cancel: bool) -> Any:
        request_id = self.next_id = self.next_id + 1
        future = self.loop.create_future()
        self.pending[request_id] = future
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        if cancel:
            self.loop.call_soon(
                self.send, {"jsonrpc": "2.0", "method": CANCEL_METHOD, "params": {"requestId": request_id}}
            )
        return await future

    def data_received(self, data: bytes) -> None:
        if self.tail:
            data = self.tail + data
        lines = data.split(b"\n")
        self.tail = lines.pop()
        for line in lines:
            message = orjson.loads(line)
            method = message.get("method")
            if method is None:
                future = self.pending.pop(message["id"], None)
                if future is None or future.done():
                    self.unmatched += 1
                    continue
                error = message.get("error")
                if error is None:
                    future.set_result(message.get("result"))
                elif error.get("code") == -32800:
                    future.set_exception(_Cancelled())
                else:
                    future.set_exception(RuntimeError(error))
            elif "id" in message:
                request_id = message["id"]
                task = self.loop.create_task(self.handlers[method](message.get("params")))
                self.tasks[request_id] = task
                task.add_done_callback(functools.partial(self._done, request_id))
            elif method == CANCEL_METHOD:
                running = self.tasks.get(message["params"]["requestId"])
                if running is not None:
                    running.cancel()

    def _done(self, request_id: Any, task: asyncio.Task[Any]) -> None:
        self.tasks.pop(request_id, None)
        if task.cancelled():
            self.send({"jsonrpc": "2.0", "id": request_id, "error": {"code": -32800, "message": "Request cancelled"}})
        else:
            self.send({"jsonrpc": "2.0", "id": request_id, "result": task.result()})


async def _fast(params: Any) -> Any:
    return {"stopReason": "end_turn"}


async def _slow(params: Any) -> Any:
    await asyncio.sleep(60)
    return {"stopReason": "end_turn"}


HANDLERS = {"bench/fast": _fast, "bench/slow": _slow}


async def _serve(impl: str, flush_every: int = 0) -> None:
    if impl == "acp-fast":
        import acp_fast

        conn = acp_fast.Connection("bench-server")
        for method, handler in HANDLERS.items():
            conn.on_request(method, handler)
        conn.on_request("bench/stats", lambda params: {"pendingIncoming": conn.pending_incoming})
        await conn.connect_stdio()
        await conn.wait_closed()
        return
    loop = asyncio.get_running_loop()
    server = FloorConn(HANDLERS, flush_every)
    writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(os.dup(1), "wb", buffering=0))
    server.writer = writer
    await loop.connect_read_pipe(lambda: server, os.fdopen(os.dup(0), "rb", buffering=0))
    await server.closed


# ----------------------------------------------------------------------------------------------- client


async def _measure(cfg: Cancel, server_cpu: int | None) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    serve = [*server_command(MODULE, cfg.impl, cfg.loop, cfg.core, server_cpu), f"--flush_every={cfg.flush_every}"]
    period = round(1 / cfg.fraction) if cfg.fraction > 0 else 0
    counts = {"sent": 0, "ok": 0, "cancelled": 0, "wrong": 0, "lost": 0}
    stop = False
    marks: list[tuple[int, int, float]] = []

    if cfg.impl == "acp-fast":
        import acp_fast

        conn = acp_fast.Connection("bench-client")
        context = acp_fast.spawn(conn, serve)

        async def call(method: str, cancel: bool) -> str:
            sent = conn.send_request(method, PARAMS)
            if cancel:
                loop.call_soon(sent.cancel)
            try:
                await sent
                return "ok"
            except acp_fast.RequestError as error:
                return "cancelled" if error.code == -32800 else "wrong"

    else:
        child_stdin, to_child = os.pipe()
        from_child, child_stdout = os.pipe()
        try:
            process = await asyncio.create_subprocess_exec(*serve, stdin=child_stdin, stdout=child_stdout)
        finally:
            os.close(child_stdin)
            os.close(child_stdout)
        floor = FloorConn(flush_every=cfg.flush_every)
        writer, _ = await loop.connect_write_pipe(asyncio.Protocol, os.fdopen(to_child, "wb", buffering=0))
        floor.writer = writer
        await loop.connect_read_pipe(lambda: floor, os.fdopen(from_child, "rb", buffering=0))

        @contextlib.asynccontextmanager
        async def floor_context() -> Any:
            try:
                yield process
            finally:
                writer.close()  # the child sees EOF and exits
                await process.wait()

        context = floor_context()

        async def call(method: str, cancel: bool) -> str:
            try:
                await floor.request(method, PARAMS, cancel)
                return "ok"
            except _Cancelled:
                return "cancelled"
            except RuntimeError:
                return "wrong"

    async with context:

        async def worker(index: int) -> None:
            k = index
            while not stop:
                k += 1
                cancel = bool(period) and k % period == 0
                counts["sent"] += 1
                try:
                    outcome = await asyncio.wait_for(
                        call("bench/slow" if cancel else "bench/fast", cancel), ANSWER_TIMEOUT
                    )
                except TimeoutError:
                    outcome = "lost"
                if outcome == "ok" and cancel:
                    outcome = "wrong"  # a cancelled slow request cannot succeed
                counts[outcome] += 1

        def mark() -> None:
            marks.append((counts["ok"] + counts["cancelled"], counts["cancelled"], time.perf_counter()))

        # The server answers one request before the warmup starts: a child that is slow to start (a busy machine)
        # must not eat the warmup and the measured window.
        await asyncio.wait_for(call("bench/fast", False), ANSWER_TIMEOUT)
        workers = asyncio.gather(*(worker(i) for i in range(cfg.inflight)))
        await asyncio.sleep(cfg.warmup)
        mark()
        await asyncio.sleep(cfg.duration)
        mark()
        stop = True
        await workers  # every worker's last request answered (or counted lost)
        await asyncio.sleep(0.1)  # a duplicate answer, if any, arrives behind the last ones
        failed = None
        duplicated = conn.unmatched_responses if cfg.impl == "acp-fast" else floor.unmatched
        if counts["lost"]:
            failed = f"{counts['sent']} requests sent, {counts['lost']} never answered"
        elif counts["wrong"]:
            failed = f"{counts['wrong']} requests answered wrongly"
        elif duplicated:
            failed = f"{duplicated} answers for requests already answered (duplicates)"
        elif cfg.impl == "acp-fast":
            stats = await conn.send_request("bench/stats")
            if conn.pending_outgoing or stats["pendingIncoming"]:
                failed = f"tables not empty: {conn.pending_outgoing} outgoing, {stats['pendingIncoming']} incoming"
        elif floor.pending:
            failed = f"{len(floor.pending)} requests still pending"
    (done0, cancelled0, t0), (done1, cancelled1, t1) = marks
    return {
        "rate": (done1 - done0) / (t1 - t0),
        "cancels_per_s": (cancelled1 - cancelled0) / (t1 - t0),
        "sent": counts["sent"],
        "failed": failed,
    }


def run_cancel(cfg: Cancel) -> dict[str, Any]:
    """Measure in this process (pinning it), which must have loaded `cfg.core` for acp-fast."""
    server_cpu = start_client(cfg.impl, cfg.core, cfg.pin)
    found: dict[str, Any] = run_on_loop(_measure(cfg, server_cpu), cfg.loop)
    return found


def measure_cancel(cfg: Cancel, timeout: float = 180.0) -> dict[str, Any]:
    """Measure in a fresh process (and server child) that loads `cfg.core`."""
    argv = [*MODULE, "run", *cfg.argv()]
    return run_child(argv, child_environment(cfg.impl, cfg.core), timeout)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run")
    for field in dataclasses.fields(Cancel):
        run.add_argument(f"--{field.name}", type=type(field.default), default=field.default)
    serve = commands.add_parser("serve")
    add_server_arguments(serve)
    serve.add_argument("--flush_every", type=int, default=0, help="the floor: write every this many messages too")
    args = vars(parser.parse_args(argv))
    if args.pop("command") == "serve":
        serve_child(functools.partial(_serve, flush_every=args.pop("flush_every")), args)
        return
    print(json.dumps(run_cancel(Cancel(**args))), flush=True)


if __name__ == "__main__":
    main()
