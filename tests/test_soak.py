"""Fuzz and soak: random and mutated input at the wire, and random cancel / abandon / detach / close schedules
between real connections, direct and through a forwarding hop. Invariants, never exact bytes.

Bounded by default (a fixed seed, a few seconds per core and loop); `pytest tests/test_soak.py --long` runs over a
million inputs with a random seed (`--soak-seed=N` replays one). A failure names the seed and the round.

The wire fuzz (docs/connection.md, "Wire format and bad input"; docs/cancellation.md): a `Connection` with handlers
of every form gets rounds of lines over a socketpair, and
- it never crashes (no dispatch error logged, never closed before the input ends) nor hangs;
- every line it writes is valid UTF-8 JSON, every answer well shaped;
- every well-formed request is answered exactly once, with its id; an answer names only an id some line carried,
  at most as many times as lines carried it; notifications get nothing (clean rounds account for every answer);
- its requests to the raw peer are answered, it cancels each at most once, after sending it;
- once everything is answered both tables are empty, and after the input ends it closes with them empty.

The schedules (docs/cancellation.md, docs/proxies.md): a client and an agent, direct or through a middle
connection that routes both ways, with taps on every connection's output:
- each request the client sends settles exactly once (a result, its error, a cancellation, a closed transport);
- on every hop each request is answered at most once (exactly once when nothing closes early), only with the id
  of a request the other side sent, and cancelled at most once, after the request;
- every table of every connection ends empty: at rest while connected, and after close.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import random
import socket
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import orjson
import pytest
from soak_inputs import Generator, WireScript, id_key

import acp_fast
from acp_fast import Connection, RequestError
from acp_fast.transports import StreamLink

pytestmark = pytest.mark.soak

# Each await in a round is guarded; a round that takes longer has hung.
ROUND_GUARD = 30.0


# ================================================================================================ the harness


def too_deep(exc: BaseException | None) -> bool:
    """Writing a value nested deeper than orjson writes (255 levels; it reads 1024): documented as a `TypeError`."""
    return isinstance(exc, TypeError) and "Recursion limit" in str(exc)


class ErrorLog(logging.Handler):
    """Records what the SDK logs at error level: a dispatch error is a crash the connection survived."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []
        self.too_deep = 0

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if "Deliberate" in message:  # the `fail` handler's own exception, logged with its traceback
            return
        if "not JSON-serialisable" in message and record.exc_info and too_deep(record.exc_info[1]):
            # An echo of params nested deeper than orjson writes (255; it reads 1024): answered -32603, logged.
            self.too_deep += 1
            return
        self.records.append(logging.Formatter("%(name)s: %(message)s").format(record))


class Swallow(logging.Filter):
    """`--long`: every record of the SDK's logger dropped at the logger (pytest's capture would keep those of a
    million inputs), the error ones handed to the `ErrorLog` first."""

    def __init__(self, sink: ErrorLog) -> None:
        super().__init__()
        self.sink = sink

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno >= logging.ERROR:
            self.sink.emit(record)
        return False


@pytest.fixture
def error_log(soak: Any) -> Any:
    handler = ErrorLog()
    logger = logging.getLogger("acp_fast")
    hook: Any = Swallow(handler) if soak.long else handler
    (logger.addFilter if soak.long else logger.addHandler)(hook)
    try:
        yield handler
    finally:
        (logger.removeFilter if soak.long else logger.removeHandler)(hook)


class Failure(AssertionError):
    pass


def check(condition: bool, what: str) -> None:
    if not condition:
        raise Failure(what)


def strict_json(line: bytes) -> Any:
    """The line as JSON: UTF-8, no NaN or infinity, exact integers (the standard library's reading)."""

    def refuse(constant: str) -> Any:
        raise ValueError(f"{constant} is not JSON")

    return json.loads(line.decode("utf-8"), parse_constant=refuse)


def answer_shape(message: Any) -> str | None:
    """What is wrong with a response object, or None."""
    if type(message) is not dict or message.get("jsonrpc") != "2.0" or "id" not in message:
        return f"not a response: {message!r:.200}"
    if ("result" in message) == ("error" in message) or len(message) != 3:
        return f"not exactly one of result and error: {message!r:.200}"
    if "error" in message:
        err = message["error"]
        if type(err) is not dict or type(err.get("code")) is not int or type(err.get("message")) is not str:
            return f"a malformed error object: {message!r:.200}"
    return None


async def poll(condition: Any, guard: float, what: Any) -> None:
    """Wait until `condition()` holds (garbage collected, so that abandoned requests are dropped)."""
    deadline = time.monotonic() + guard
    while not condition():
        if time.monotonic() > deadline:
            raise Failure(f"still not at rest after {guard} s: {what()}")
        gc.collect()
        await asyncio.sleep(0.005)


async def run_rounds(budget: Any, name: str, rounds: int, one_round: Any) -> Counter[str]:
    """Run `one_round(rng, index)` `rounds` times, each from a seed of its own; a failure names the seeds."""
    totals: Counter[str] = Counter()
    started = time.monotonic()
    if budget.long:
        print(f"\n{name}: seed {budget.seed}, {rounds} rounds", flush=True)
    for index in range(rounds):
        round_seed = random.Random(f"{budget.seed}/{name}/{index}").randrange(2**32)
        try:
            totals.update(await asyncio.wait_for(one_round(random.Random(round_seed), index), ROUND_GUARD))
        except (Failure, TimeoutError) as exc:
            kind = "hung" if not isinstance(exc, Failure) else "failed"
            pytest.fail(
                f"{name}: round {index} (seed {round_seed}) {kind}: {exc}\n"
                f"replay with --soak-seed={budget.seed}; totals so far: {dict(totals)}",
                pytrace=False,
            )
        if budget.long and (index % 50 == 49 or index == rounds - 1):
            elapsed = time.monotonic() - started
            print(
                f"{name}: {index + 1}/{rounds} rounds, {dict(totals)}, {totals['inputs'] / elapsed:,.0f} inputs/s",
                flush=True,
            )
    return totals


# ================================================================================================ wire fuzz

LIMIT = 16 * 1024  # max_message_size of the connection under test: oversize lines are cheap to make
FUZZ_LINES = 1_200  # lines per round


class Deliberate(Exception):
    pass


def fuzz_handlers(conn: Connection, rng: random.Random) -> None:
    """Handlers of every form; each answers every request within milliseconds, whatever happens."""
    conn.on_request("echo", lambda params: params)

    @conn.on_request("aecho")
    async def aecho(params: Any) -> Any:
        await asyncio.sleep(0)
        return params

    @conn.on_request("slow")
    async def slow(params: Any) -> Any:  # return style: the peer's cancel cancels it, -32800
        await asyncio.sleep(rng.choice([0, 0.0005, 0.002]))
        return params

    @conn.on_request("resp")
    def resp(params: Any, responder: acp_fast.Responder) -> None:
        how = rng.randrange(6)
        if how == 0:
            responder.respond(params)
        elif how == 1:
            responder.respond_error(RequestError(-32001, "refused", params))
        elif how == 2:
            pass  # dropped: the SDK answers
        elif how == 3:

            async def later() -> None:
                await asyncio.sleep(rng.choice([0, 0.001]))
                responder.respond(params)

            conn.spawn(later())
        elif how == 4:
            responder.answer_from(asyncio.sleep(0.001, params))
        else:
            responder.respond(params)
            responder.respond("a second answer, ignored")

    @conn.on_request("coop")
    async def coop(params: Any, responder: acp_fast.Responder) -> None:
        try:
            result = await responder.cancellation.run_until_cancelled(asyncio.sleep(rng.choice([0, 0.003]), params))
        except RequestError as err:
            responder.respond_error(err)
        else:
            responder.respond(result)

    @conn.on_request("fail")
    def fail(params: Any) -> Any:
        if rng.random() < 0.9:
            raise RequestError(-32002, "nope", params)
        raise Deliberate("Deliberate failure")

    conn.on_request("big", lambda params: {"big": "b" * rng.randrange(LIMIT * 2), "params": params})

    @conn.on_request("notify")
    def notify(params: Any) -> Any:
        try:
            conn.send_notification("note/back", {"for": params})
        except TypeError as exc:  # params nested deeper than orjson writes
            if not too_deep(exc):
                raise
        return None

    conn.on_notification("snote", lambda params: None)

    @conn.on_notification("anote")
    async def anote(params: Any) -> None:
        await asyncio.sleep(0)

    @conn.on_notification("ping")
    def ping(params: Any) -> None:  # a request of the connection's own, abandoned on a timeout
        timeout = params.get("timeout", 0) if type(params) is dict else 0
        timeout = timeout if type(timeout) in (int, float) and 0 <= timeout < 2 else 0

        async def ask() -> None:
            try:
                await asyncio.wait_for(conn.send_request("peer/ping", params), timeout or None)
            except (RequestError, TimeoutError):
                pass
            except TypeError as exc:  # params nested deeper than orjson writes
                if not too_deep(exc):
                    raise

        conn.spawn(ask())

    conn.on_notification("$/cancel_request", lambda params: None)


# The last line of every round: once it is answered, every line before it was dispatched (in arrival order). The
# newline before it ends whatever fragment came last.
FINAL_ID = "final"
FINAL_LINE = b'\n{"jsonrpc":"2.0","id":"final","method":"echo"}\n'


class FuzzPeer:
    """The raw end: writes the script's chunks, reads and checks every line the connection writes, answers its
    requests (now and then twice, or first with a malformed answer)."""

    def __init__(self, sock: socket.socket, script: WireScript, rng: random.Random, clean: bool) -> None:
        self.sock = sock
        self.script = script
        self.rng = rng
        self.clean = clean
        self.loop = asyncio.get_running_loop()
        self.lock = asyncio.Lock()
        self.answers: Counter[tuple[str, Any]] = Counter()
        self.requests: dict[Any, int] = {}  # the connection's requests: id -> cancels seen
        self.cancels = 0
        self.outstanding = set(script.well_formed)
        self.all_answered = asyncio.Event()
        self.stats: Counter[str] = Counter()
        self.tasks: set[asyncio.Task[None]] = set()
        if not self.outstanding:
            self.all_answered.set()

    async def write(self, data: bytes) -> None:
        async with self.lock:
            await self.loop.sock_sendall(self.sock, data)

    async def send_script(self) -> None:
        for chunk in self.script.chunks:
            await self.write(chunk)
        await self.write(FINAL_LINE)

    async def read(self) -> None:
        buffer = b""
        while True:
            data = await self.loop.sock_recv(self.sock, 1 << 16)
            if not data:
                check(buffer == b"", f"output ends with an unterminated line: {buffer[:200]!r}")
                return
            buffer += data
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                self.line(line)

    def line(self, line: bytes) -> None:
        try:
            message = strict_json(line)
        except ValueError as exc:
            raise Failure(f"an output line is not valid JSON ({exc}): {line[:300]!r}") from None
        try:
            orjson.loads(line)
        except orjson.JSONDecodeError:
            self.stats["output lines orjson refuses"] += 1  # valid JSON an acp-fast peer cannot read (a lone surrogate)
        if type(message) is list:
            check(len(message) > 0, "an empty batch answer")
            for entry in message:
                self.answer(entry)
        elif type(message) is dict and "method" in message:
            self.request(message)
        else:
            self.answer(message)

    def answer(self, message: Any) -> None:
        problem = answer_shape(message)
        check(problem is None, str(problem))
        key = id_key(message["id"])
        self.answers[key] += 1
        self.stats["answers"] += 1
        if key in self.outstanding:
            self.outstanding.discard(key)
            if not self.outstanding:
                self.all_answered.set()

    def request(self, message: dict[str, Any]) -> None:
        method = message["method"]
        if "id" in message:  # the connection's own request: ids are new integers
            request_id = message["id"]
            check(type(request_id) is int and request_id not in self.requests, f"a reused request id: {message!r:.200}")
            check(method == "peer/ping", f"an unexpected request: {message!r:.200}")
            self.requests[request_id] = 0
            task = self.loop.create_task(self.answer_ping(request_id))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        elif method == "$/cancel_request":
            target = message.get("params", {}).get("requestId")
            check(target in self.requests, f"a cancel before (or without) its request: {message!r:.200}")
            self.requests[target] += 1
            check(self.requests[target] == 1, f"a second cancel for request {target}")
            self.cancels += 1
        else:
            check(method == "note/back", f"an unexpected notification: {message!r:.200}")

    async def answer_ping(self, request_id: int) -> None:
        rng = self.rng
        how = rng.randrange(8)
        if how == 0:
            await asyncio.sleep(rng.choice([0, 0.002]))
        lines = [orjson.dumps({"jsonrpc": "2.0", "id": request_id, "result": "pong"})]
        if how == 1:
            lines.append(lines[0])  # answered twice: the second is unmatched, dropped
        elif how == 2:
            lines[0] = orjson.dumps({"jsonrpc": "2.0", "id": request_id, "error": {"code": -32000, "message": "no"}})
        elif how == 3 and not self.clean:
            lines.insert(0, b'{"jsonrpc":"2.0","id":' + str(request_id).encode() + b',"result":1,"error":{}}')
        try:
            await self.write(b"".join(line + b"\n" for line in lines))
        except OSError:  # a request sent after the round ended (behind a notification handler): it fails locally
            pass


async def beside(reader: asyncio.Future[None], work: Any) -> None:
    """Run `work` while `reader` reads; a failure of the reader (or its early end) ends the wait."""
    task = asyncio.ensure_future(work)
    try:
        await asyncio.wait({task, reader}, return_when=asyncio.FIRST_COMPLETED)
        if reader.done():
            reader.result()
            raise Failure("the connection's output ended early")
        task.result()
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


async def fuzz_round(rng: random.Random, *, clean: bool, lines: int) -> Counter[str]:
    script = Generator(rng, clean=clean, limit=LIMIT).build(lines, chunk_lines=rng.choice([1, 7, 40, 200]))
    script.well_formed[id_key(FINAL_ID)] = FINAL_ID
    script.sent[id_key(FINAL_ID)] += 1
    ours, theirs = socket.socketpair()
    theirs.setblocking(False)
    conn = Connection("fuzzed", max_message_size=LIMIT)
    fuzz_handlers(conn, random.Random(rng.random()))
    peer = FuzzPeer(theirs, script, random.Random(rng.random()), clean)
    reader = asyncio.ensure_future(peer.read())
    try:
        await conn.connect_socket(ours)
        await beside(reader, peer.send_script())
        # Everything the script promises, answered; then both tables empty, with the connection still up.
        await beside(reader, peer.all_answered.wait())

        def at_rest() -> bool:
            if reader.done():
                reader.result()  # a failure seen meanwhile
                raise Failure("the connection's output ended early")
            return conn.pending_incoming == 0 and conn.pending_outgoing == 0

        await poll(
            at_rest, 10.0, lambda: f"pending_incoming={conn.pending_incoming}, pending_outgoing={conn.pending_outgoing}"
        )
        check(not conn.is_closed, "the connection closed before its input ended")
        await asyncio.gather(*peer.tasks)
        theirs.shutdown(socket.SHUT_WR)
        await reader  # its output ends: the connection closed itself at the end of input
        await conn.wait_closed()
        check(conn.is_closed, "not closed after the end of input")
        check(
            (conn.pending_incoming, conn.pending_outgoing) == (0, 0),
            f"tables after close: {conn.pending_incoming}, {conn.pending_outgoing}",
        )
    finally:
        for task in (reader, *peer.tasks):
            task.cancel()
        await asyncio.gather(reader, *peer.tasks, return_exceptions=True)
        await conn.close()
        theirs.close()
        ours.close()
    # Accounting.
    for key in script.well_formed:
        # A hostile line that happens to carry the same id makes it an id sent twice: at most that many answers.
        answers, sent = peer.answers[key], script.sent[key]
        check(1 <= answers <= sent, f"well-formed request {key} answered {answers} times (lines carrying it: {sent})")
    null_key = id_key(None)
    for key, count in peer.answers.items():
        if key == null_key:
            continue
        sent = script.sent[key]
        check(sent > 0, f"an answer for id {key}, which no line carried")
        check(count <= sent, f"id {key}: {count} answers, carried by {sent} lines")
    if clean:
        check(
            peer.answers[null_key] == script.null_requests,
            f"{peer.answers[null_key]} answers with id null in a clean round",
        )
        expected = len(script.well_formed) + script.null_requests
        check(sum(peer.answers.values()) == expected, f"{sum(peer.answers.values())} answers for {expected} requests")
    stats = Counter(peer.stats)
    stats.update(
        inputs=script.lines,
        mutated=script.mutated,
        well_formed_requests=len(script.well_formed),
        pings=len(peer.requests),
        ping_cancels=peer.cancels,
        unmatched=conn.unmatched_responses,
    )
    return stats


async def test_wire_fuzz(core, soak, error_log):
    rounds = 1_000_000 // FUZZ_LINES + 1 if soak.long else 12

    async def one(rng: random.Random, index: int) -> Counter[str]:
        stats = await fuzz_round(rng, clean=index % 4 == 0, lines=FUZZ_LINES)
        check(not error_log.records, "logged:\n" + "\n".join(error_log.records[:5]))
        stats["results too deep to write"] = error_log.too_deep
        error_log.too_deep = 0
        return stats

    totals = await run_rounds(soak, "wire fuzz", rounds, one)
    assert totals["inputs"] >= rounds * FUZZ_LINES


# ================================================================================================ schedules

# The agent's methods, and what an awaited request of each may settle with when nothing closes early: results
# (as a function of the params) and error codes; "cancellable" ones may also end -32800 once cancelled.
CANCELLED = -32800
OUTCOMES: dict[str, tuple[Any, set[int], bool]] = {
    "echo": (lambda p: [p], set(), False),
    "sleep": (lambda p: [p], set(), True),
    "coop": (lambda p: [p], set(), True),
    "stubborn": (lambda p: [p], set(), False),
    "partial": (lambda p: [p, {"partial": p}], set(), True),  # -32800 when cancelled before it starts
    "drop": (lambda p: [], {-32603}, False),
    "fail": (lambda p: [], {-32050}, False),
    "nested": (lambda p: [p], set(), True),
    "answer_from": (lambda p: [p], set(), True),
    "missing": (lambda p: [], {-32601}, False),
    "fwd": (lambda p: [p], set(), True),  # handled by the middle connection, forwarded by hand
}
ACTIONS = [
    "await",
    "cancel",
    "cancel_later",
    "drop",
    "detach",
    "detach_handle",
    "abandon_task",
    "timeout",
    "handle_on_result",
    "prepared",
]


def agent_handlers(agent: Connection) -> None:
    """Every form; each answers within milliseconds (params["ms"]), honouring cancellation where it says so."""
    agent.on_request("echo", lambda params: params)

    def seconds(params: Any) -> float:
        return params["ms"] / 1000

    @agent.on_request("sleep")
    async def sleep(params: Any) -> Any:
        await asyncio.sleep(seconds(params))
        return params

    @agent.on_request("coop")
    async def coop(params: Any, responder: acp_fast.Responder) -> None:
        try:
            result = await responder.cancellation.run_until_cancelled(asyncio.sleep(seconds(params), params))
        except RequestError as err:
            responder.respond_error(err)
        else:
            responder.respond(result)

    @agent.on_request("stubborn")
    async def stubborn(params: Any, responder: acp_fast.Responder) -> None:
        await asyncio.sleep(seconds(params))  # cancellation is cooperative: this one ignores it
        responder.respond(params)

    @agent.on_request("partial")
    async def partial(params: Any) -> Any:
        try:
            await asyncio.sleep(seconds(params))
        except asyncio.CancelledError:
            return {"partial": params}
        return params

    agent.on_request("drop", lambda params, responder: None)

    @agent.on_request("fail")
    def fail(params: Any) -> Any:
        raise RequestError(-32050, "refused", params)

    @agent.on_request("nested")
    async def nested(params: Any) -> Any:  # a request back to the client, through the hop when there is one
        return await agent.send_request("client/echo", params)

    @agent.on_request("answer_from")
    def answer_from(params: Any, responder: acp_fast.Responder) -> None:
        responder.answer_from(asyncio.sleep(seconds(params), params))

    agent.on_notification("note", lambda params: None)


def client_handlers(client: Connection) -> None:
    @client.on_request("client/echo")
    async def echo(params: Any) -> Any:
        await asyncio.sleep(params["ms"] / 2000)
        return params


class Tap:
    """The bytes one connection wrote, as `StreamLink(on_output=)` sees them."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.data = bytearray()

    def messages(self) -> list[Any]:
        check(not self.data or self.data.endswith(b"\n"), f"{self.name}: output ends with an unterminated line")
        out = []
        for line in bytes(self.data).split(b"\n")[:-1]:
            try:
                out.append(strict_json(line))
            except ValueError as exc:
                raise Failure(f"{self.name}: an output line is not valid JSON ({exc}): {line[:300]!r}") from None
        return out


async def link(a: Connection, b: Connection, taps: dict[str, Tap]) -> None:
    """Join two connections over a socketpair through asyncio streams, tapping what each writes."""
    socks = socket.socketpair()
    for conn, sock in zip((a, b), socks, strict=True):
        reader, writer = await asyncio.open_connection(sock=sock)
        tap = taps[conn.name] = Tap(conn.name)
        StreamLink(conn.open_transport(), reader, writer, on_output=tap.data.extend).start()


def check_hop(x: Tap, y: Tap, everything_answered: bool) -> Counter[str]:
    """The wire of one link, in one direction: what `x` wrote, against what `y` wrote."""
    stats: Counter[str] = Counter()
    theirs = {}
    for message in y.messages():
        for entry in message if type(message) is list else [message]:
            if type(entry) is dict and "method" in entry and "id" in entry:
                check(entry["id"] not in theirs, f"{y.name} reused request id {entry['id']}")
                theirs[entry["id"]] = entry["method"]
    ours: dict[Any, int] = {}
    answered: Counter[Any] = Counter()
    cancelled: Counter[Any] = Counter()
    for message in x.messages():
        for entry in message if type(message) is list else [message]:
            if type(entry) is dict and "method" in entry:
                if "id" in entry:
                    ours[entry["id"]] = 0
                    stats["requests"] += 1
                elif entry["method"] == "$/cancel_request":
                    target = entry["params"]["requestId"]
                    check(target in ours, f"{x.name}: a cancel for {target} before (or without) its request")
                    cancelled[target] += 1
                    check(cancelled[target] == 1, f"{x.name}: a second cancel for request {target}")
                    stats["cancels"] += 1
            else:
                problem = answer_shape(entry)
                check(problem is None, f"{x.name}: {problem}")
                rid = entry["id"]
                check(rid in theirs, f"{x.name}: an answer for {rid}, which {y.name} never sent")
                answered[rid] += 1
                check(answered[rid] == 1, f"{x.name}: request {rid} ({theirs[rid]}) of {y.name} answered twice")
                stats["answers"] += 1
    if everything_answered:
        missing = sorted((rid, method) for rid, method in theirs.items() if not answered[rid])
        check(not missing, f"{x.name} never answered {len(missing)} requests of {y.name}: {missing[:5]}")
    return stats


@dataclass
class Sent:
    """One request the client sent, and what became of it."""

    action: str
    method: str
    params: Any
    cancelled: bool = False
    outcomes: list[Any] = field(default_factory=list)
    request_id: Any = None

    def __str__(self) -> str:
        return f"{self.action} {self.method} (id {self.request_id})"


async def client_action(client: Connection, record: Sent, rng: random.Random) -> None:
    action, method, params = record.action, record.method, record.params
    if action == "prepared":
        prepared = client.prepare_request(method, params)
        prepared.cancellation_handle().cancel()  # before send(): does nothing and is not remembered
        sent = prepared.send()
    else:
        sent = client.send_request(method, params)
    record.request_id = sent.id
    try:
        if action in ("await", "prepared"):
            record.outcomes.append(await sent)
        elif action in ("cancel", "cancel_later"):
            if action == "cancel_later":
                await asyncio.sleep(rng.choice([0, 0.001, 0.003]))
            record.cancelled = True
            sent.cancel()
            record.outcomes.append(await sent)
        elif action == "drop":
            record.cancelled = True  # abandoned: one cancel, unless it settled first
            del sent
        elif action == "detach":
            sent.detach()
        elif action == "detach_handle":
            handle = sent.cancellation_handle()
            sent.detach()
            await asyncio.sleep(rng.choice([0, 0.002]))
            record.cancelled = True
            handle.cancel()  # a handle taken before detach still cancels
        elif action == "abandon_task":
            waiter = asyncio.ensure_future(sent)
            del sent
            await asyncio.sleep(rng.choice([0, 0, 0.001, 0.004]))
            record.cancelled = True
            waiter.cancel()
            try:
                record.outcomes.append(await waiter)
            except asyncio.CancelledError:
                record.outcomes.append("abandoned")
        elif action == "timeout":
            record.cancelled = True
            try:
                record.outcomes.append(await asyncio.wait_for(sent, rng.choice([0.0005, 0.002, 0.01])))
            except TimeoutError:
                record.outcomes.append("timed out")
        else:  # handle_on_result: a retained handle cancels; the answer goes to a callback, exactly once
            handle = sent.cancellation_handle()
            sent.on_result(record.outcomes.append)
            del sent
            await asyncio.sleep(rng.choice([0, 0.001]))
            record.cancelled = True
            handle.cancel()
    except RequestError as err:
        record.outcomes.append(err)


def check_outcome(record: Sent, closing: bool) -> None:
    """Exactly one outcome, of the kinds the method allows."""
    expect_once = record.action not in ("drop", "detach", "detach_handle")
    if not expect_once:
        check(not record.outcomes, f"{record}: an outcome for a request nobody consumes")
        return
    check(
        len(record.outcomes) == 1,
        f"{record} settled {len(record.outcomes)} times: {record.outcomes}",
    )
    outcome = record.outcomes[0]
    if outcome in ("abandoned", "timed out"):
        return
    results, codes, cancellable = OUTCOMES[record.method]
    if isinstance(outcome, RequestError):
        allowed = set(codes)
        if record.cancelled and cancellable:
            allowed.add(CANCELLED)
        if record.method == "drop" and record.cancelled:
            allowed.add(CANCELLED)
        if closing:
            allowed.add(-32603)
        check(
            outcome.code in allowed,
            f"{record}: {outcome!r}, not one of {allowed}",
        )
    else:
        check(
            outcome in results(record.params),
            f"{record}: result {outcome!r:.200}",
        )


def outcome_kind(record: Sent) -> str:
    if not record.outcomes:
        return "unconsumed"
    outcome = record.outcomes[0]
    if isinstance(outcome, RequestError):
        return {CANCELLED: "cancelled", -32603: "-32603"}.get(outcome.code, "other errors")
    return outcome if outcome in ("abandoned", "timed out") else "results"


async def schedule_round(rng: random.Random, *, hop: bool, requests: int) -> Counter[str]:
    client, agent = Connection("client"), Connection("agent")
    agent_handlers(agent)
    client_handlers(client)
    taps: dict[str, Tap] = {}
    conns = [client, agent]
    if hop:
        up, down = Connection("up"), Connection("down")
        conns += [up, down]
        up.route_requests(lambda method, params: (down, method, params))
        up.route_notifications(lambda method, params: (down, method, params))
        down.route_requests(lambda method, params: (up, method, params))

        @up.on_request("fwd")
        def fwd(params: Any, responder: acp_fast.Responder) -> None:
            down.send_request("sleep", params).forward_response_to(responder)

        await link(client, up, taps)
        await link(down, agent, taps)
        hops = [("client", "up"), ("down", "agent")]
    else:
        await link(client, agent, taps)
        hops = [("client", "agent")]
    victim = rng.choice(conns) if rng.random() < 0.3 else None
    records: list[Sent] = []
    tasks: list[asyncio.Task[None]] = []
    closer = None
    try:
        if victim is not None:

            async def close_later() -> None:
                await asyncio.sleep(rng.choice([0, 0.002, 0.01, 0.03]))
                await victim.close()

            closer = asyncio.ensure_future(close_later())
        methods = [m for m in OUTCOMES if hop or m != "fwd"]
        for _ in range(requests):
            roll = rng.random()
            if roll < 0.05:
                await asyncio.sleep(rng.choice([0.0005, 0.002]))
            elif roll < 0.2:
                await asyncio.sleep(0)
            if rng.random() < 0.05 and not client.is_closed:
                client.send_notification("note", {"n": len(records)})
            record = Sent(
                rng.choice(ACTIONS), rng.choice(methods), {"ms": rng.choice([0, 0, 1, 3, 8]), "n": len(records)}
            )
            records.append(record)
            tasks.append(asyncio.ensure_future(client_action(client, record, random.Random(rng.random()))))
        await asyncio.gather(*tasks)
        if closer is not None:
            await closer
        else:
            # At rest while connected: everything answered, every table empty.
            def at_rest() -> bool:
                return all(c.pending_incoming == 0 and c.pending_outgoing == 0 for c in conns)

            await poll(at_rest, 10.0, lambda: {c.name: (c.pending_incoming, c.pending_outgoing) for c in conns})
            check(not any(c.is_closed for c in conns), "a connection closed on its own")
    finally:
        for task in tasks:
            task.cancel()
        if closer is not None:
            closer.cancel()
        await asyncio.gather(*tasks, *([closer] if closer else []), return_exceptions=True)
        for conn in conns:
            await conn.close()
        for conn in conns:
            await conn.wait_closed()
    for conn in conns:
        check(
            (conn.pending_incoming, conn.pending_outgoing) == (0, 0),
            f"{conn.name} tables after close: {conn.pending_incoming}, {conn.pending_outgoing}",
        )
    gc.collect()
    await asyncio.sleep(0)
    stats: Counter[str] = Counter(inputs=len(records), rounds_with_a_close=victim is not None)
    for record in records:
        check_outcome(record, closing=victim is not None)
        stats[outcome_kind(record)] += 1
    for a, b in hops:
        for x, y in ((taps[a], taps[b]), (taps[b], taps[a])):
            stats.update(check_hop(x, y, everything_answered=victim is None))
    # A prepared request's early handle never cancels it (nothing before send() is remembered).
    client_cancels = {
        m["params"]["requestId"]
        for m in taps["client"].messages()
        if type(m) is dict and m.get("method") == "$/cancel_request"
    }
    for record in records:
        if record.action in ("prepared", "await"):
            check(
                record.request_id not in client_cancels,
                f"{record} was cancelled on the wire",
            )
    return stats


SCHEDULE_REQUESTS = 120  # requests per round


async def test_cancel_schedules(core, soak, error_log):
    rounds = 200_000 // SCHEDULE_REQUESTS + 1 if soak.long else 20

    async def one(rng: random.Random, index: int) -> Counter[str]:
        stats = await schedule_round(rng, hop=index % 2 == 1, requests=SCHEDULE_REQUESTS)
        check(not error_log.records, "logged:\n" + "\n".join(error_log.records[:5]))
        return stats

    await run_rounds(soak, "cancel schedules", rounds, one)
