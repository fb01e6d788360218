"""Reading trace files (docs/observability.md): messages, spans, forward links, cancel chains and the summary.

Pure Python, no I/O beyond reading the files. Everything is derived once, in `read_trace`, in time order:

- a span is a request and its response: the response on the same hop with the same id and the opposite direction
  answers the earliest unanswered request with that hop, id and direction (ids may be reused once answered);
- a request forwarded from another one (its "from") is linked to it, and so is a cancel re-issued from another;
- a cancel targets the latest request, on its hop and in its direction, with the id it names;
- when several processes' traces are read together, the hops that are two ends of one wire are found (the same ids
  and methods sent by one and received by the other at the same moments) and their requests and cancels linked
  end to end, so a cancel chain runs on through every traced process.
"""

from __future__ import annotations

import bisect
import logging
import math
from collections import defaultdict, deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import orjson

from .._protocol import CANCEL_METHOD
from ._capture import TRACE_VERSION

__all__ = [
    "Cancel",
    "Message",
    "Process",
    "Span",
    "SummaryRow",
    "Trace",
    "TraceError",
    "percentile",
    "read_trace",
]

logger = logging.getLogger("acp_fast.tracing")

_DIRECTIONS = ("in", "out")
_KINDS = ("request", "notification", "response")
_OUTCOMES = ("result", "error", "cancelled")
# Two hops of two processes are one wire when requests sent on one arrive on the other with the same id and method
# within this many seconds (both processes read one machine's wall clock, or clocks kept in step)...
_WIRE_WINDOW = 0.5
# ...for at least this share of the requests of the quieter side.
_WIRE_SHARE = 0.5

Id = int | str
_T = TypeVar("_T")


class TraceError(ValueError):
    """A file that is not an acp-fast trace (no header, or a version this reader does not know)."""


@dataclass(frozen=True, slots=True)
class Process:
    """A traced process, from the header of its files. `label` tells processes apart in lanes and tables: empty when
    the trace holds one process, else its name (with the pid when two processes share a name)."""

    name: str
    pid: int
    label: str = ""


@dataclass(slots=True, eq=False)
class Message:
    """One message as one hop of one process saw it. `time` is seconds since `Trace.origin`; `seq` its position in
    the trace (time order); absent fields are None; `source` is the record's "from" as (hop, id); `mcp` the inner
    MCP method of an `mcp/message`."""

    process: Process
    seq: int
    time: float
    hop: str
    dir: str
    kind: str
    method: str
    id: Id | None = None
    session: str | None = None
    target: Id | None = None
    outcome: str | None = None
    code: int | None = None
    source: tuple[str, Id] | None = None
    mcp: str | None = None

    @property
    def label(self) -> str:
        """The method, and beside an `mcp/message` its inner MCP method (`mcp/message tools/call`)."""
        return self.method if self.mcp is None else f"{self.method} {self.mcp}"


@dataclass(slots=True, eq=False)
class Span:
    """A request from when it crossed its hop to its answer. `response` is None while unanswered (to the end of
    the trace). `forwarded_from` is the request (same process, another hop) it was forwarded from, `forwarded_to` the
    ones it became; `peer` is the same request at the other end of the wire, in another traced process (the "out"
    span's peer is the "in" one, and back). `cancels` lists the cancels that target it, in time order."""

    request: Message
    response: Message | None = None
    forwarded_from: Span | None = None
    forwarded_to: list[Span] = field(default_factory=list)
    peer: Span | None = None
    cancels: list[Cancel] = field(default_factory=list)

    @property
    def process(self) -> Process:
        return self.request.process

    @property
    def hop(self) -> str:
        return self.request.hop

    @property
    def dir(self) -> str:
        return self.request.dir

    @property
    def method(self) -> str:
        return self.request.method

    @property
    def label(self) -> str:
        """The method, and beside an `mcp/message` its inner MCP method (`mcp/message tools/call`)."""
        return self.request.label

    @property
    def id(self) -> Id:
        assert self.request.id is not None  # a request without an id is never made a span
        return self.request.id

    @property
    def session(self) -> str | None:
        return self.request.session

    @property
    def start(self) -> float:
        return self.request.time

    @property
    def end(self) -> float | None:
        return None if self.response is None else self.response.time

    @property
    def duration(self) -> float | None:
        """Seconds from request to response; None while unanswered."""
        return None if self.response is None else self.response.time - self.request.time

    @property
    def outcome(self) -> str | None:
        """ "result", "error", "cancelled", or None while unanswered."""
        return None if self.response is None else self.response.outcome

    @property
    def unanswered(self) -> bool:
        return self.response is None


@dataclass(slots=True, eq=False)
class Cancel:
    """A `$/cancel_request` and what it reached. `target` is the span it cancels (None: no such request in the
    trace). `cause` is the cancel it re-issues: for an "out" cancel the "in" cancel its "from" names, for an "in" cancel
    the "out" cancel at the other end of the wire (another traced process); `reissued` are the cancels it caused."""

    message: Message
    target: Span | None = None
    cause: Cancel | None = None
    reissued: list[Cancel] = field(default_factory=list)

    @property
    def hop(self) -> str:
        return self.message.hop

    @property
    def dir(self) -> str:
        return self.message.dir

    @property
    def time(self) -> float:
        return self.message.time

    @property
    def target_id(self) -> Id | None:
        return self.message.target

    @property
    def verdict(self) -> str:
        """What became of it: "honoured" (the target was answered `cancelled`), "ignored" (answered otherwise after the
        cancel), "pending" (never answered), "late" (answered before the cancel crossed the hop), "orphan" (no target
        in the trace)."""
        target = self.target
        if target is None:
            return "orphan"
        if target.response is None:
            return "pending"
        if target.response.seq < self.message.seq:
            return "late"
        return "honoured" if target.response.outcome == "cancelled" else "ignored"


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """Counts for one (process, hop, direction, kind, method). Latencies (seconds, over answered requests, nearest
    rank) are None when nothing was answered; the cancel counts are those of the cancels targeting these requests
    (`Cancel.verdict`). Notification rows have `count` only."""

    process: str
    hop: str
    dir: str
    kind: str
    method: str
    count: int
    errors: int = 0
    cancelled: int = 0
    unanswered: int = 0
    p50: float | None = None
    p90: float | None = None
    p99: float | None = None
    max: float | None = None
    cancels: int = 0
    honoured: int = 0
    ignored: int = 0
    pending: int = 0
    late: int = 0


@dataclass(eq=False)
class Trace:
    """What `read_trace` found. Times are seconds since `origin` (the epoch of the first message)."""

    paths: list[Path]
    processes: list[Process]
    origin: float
    messages: list[Message]
    spans: list[Span]
    cancels: list[Cancel]
    # Pairs of (process, hop) found to be the two ends of one wire.
    wires: list[tuple[tuple[Process, str], tuple[Process, str]]]
    # The full connection names of hops whose records use a shorter label ("proxy 1" for "proxy 1 (COMMAND)").
    hop_names: dict[tuple[Process, str], str] = field(default_factory=dict)
    # Records the writer dropped (its "dropped" markers), lines skipped as malformed, final partial lines skipped,
    # responses whose request is not in the trace.
    dropped: int = 0
    malformed: int = 0
    truncated: int = 0
    unmatched_responses: int = 0

    @property
    def duration(self) -> float:
        """Seconds from the first message to the last."""
        return self.messages[-1].time if self.messages else 0.0

    def unanswered(self) -> list[Span]:
        """The requests never answered by the end of the trace, in time order."""
        return [span for span in self.spans if span.response is None]

    def cancel_chains(self) -> list[tuple[Cancel, ...]]:
        """Every chain of re-issued cancels, root to leaf: one tuple per path (a cancel re-issued to K hops starts
        K paths), in time order of their roots. A cancel re-issued by nobody and re-issuing nothing is a chain of
        one."""
        chains: list[tuple[Cancel, ...]] = []

        def walk(cancel: Cancel, path: tuple[Cancel, ...]) -> None:
            path = (*path, cancel)
            if not cancel.reissued:
                chains.append(path)
            for child in cancel.reissued:
                walk(child, path)

        for cancel in self.cancels:
            if cancel.cause is None:
                walk(cancel, ())
        return chains

    def summary(self) -> list[SummaryRow]:
        """One row per (process, hop, direction, kind, method) seen, in the order processes and hops first
        appear: requests with their outcomes, latency percentiles and cancels, then notifications."""
        hop_order: dict[tuple[Process, str], int] = {}
        for message in self.messages:
            hop_order.setdefault((message.process, message.hop), len(hop_order))
        spans_by: dict[tuple[Process, str, str, str], list[Span]] = defaultdict(list)
        for span in self.spans:
            spans_by[(span.process, span.hop, span.dir, span.label)].append(span)
        notes_by: dict[tuple[Process, str, str, str], int] = defaultdict(int)
        for message in self.messages:
            if message.kind == "notification":
                notes_by[(message.process, message.hop, message.dir, message.label)] += 1
        rows: list[tuple[tuple[int, str, int, str], SummaryRow]] = []
        for (process, hop, direction, method), spans in spans_by.items():
            latencies = sorted(span.duration for span in spans if span.duration is not None)
            verdicts = [cancel.verdict for span in spans for cancel in span.cancels]
            row = SummaryRow(
                process=process.label,
                hop=hop,
                dir=direction,
                kind="request",
                method=method,
                count=len(spans),
                errors=sum(span.outcome == "error" for span in spans),
                cancelled=sum(span.outcome == "cancelled" for span in spans),
                unanswered=sum(span.response is None for span in spans),
                p50=percentile(latencies, 50),
                p90=percentile(latencies, 90),
                p99=percentile(latencies, 99),
                max=latencies[-1] if latencies else None,
                cancels=len(verdicts),
                honoured=verdicts.count("honoured"),
                ignored=verdicts.count("ignored"),
                pending=verdicts.count("pending"),
                late=verdicts.count("late"),
            )
            rows.append(((hop_order[(process, hop)], direction, 0, method), row))
        for (process, hop, direction, method), count in notes_by.items():
            row = SummaryRow(process.label, hop, direction, "notification", method, count)
            rows.append(((hop_order[(process, hop)], direction, 1, method), row))
        rows.sort(key=lambda pair: pair[0])
        return [row for _, row in rows]


def percentile(ordered: Sequence[float], p: float) -> float | None:
    """The p-th percentile (0 < p <= 100) of ascending values by nearest rank: the smallest value with at least p% of
    the values at or below it; None for no values."""
    if not ordered:
        return None
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


# ------------------------------------------------------------------------------------------ reading


@dataclass(slots=True)
class _Clock:
    """Monotonic readings of one process -> seconds since the trace's origin: `t + shift`. The large epoch values meet
    only in `shift`, so times within a process keep the monotonic clock's precision."""

    monotonic: float
    epoch: float
    shift: float = 0.0


@dataclass(slots=True)
class _Raw:
    process: Process
    clock: _Clock
    t: float
    record: dict[str, Any]


def read_trace(paths: Iterable[str | Path]) -> Trace:
    """Read trace files (one process's rotated files, several processes' files, in any order) into one `Trace`.

    A final line without its newline that is not whole JSON is skipped (the writer was stopped mid-line); any other
    line that is not a record of the format is skipped, counted in `Trace.malformed` and logged (one warning per
    file). Raises TraceError for a file that does not start with an acp-fast header or has another format version,
    OSError when a file cannot be read."""
    files = [Path(path) for path in paths]
    raws: list[_Raw] = []
    processes: dict[tuple[str, int], tuple[Process, _Clock]] = {}
    hop_names: dict[tuple[str, int, str], str] = {}
    malformed = truncated = dropped = 0
    for path in files:
        bad, cut, drops = _read_file(path, processes, raws, hop_names)
        malformed += bad
        truncated += cut
        dropped += drops
    named = _label_processes(list(processes))
    clocks = [clock for _, clock in processes.values()]
    origin = _set_shifts(clocks, raws)
    for raw in raws:
        raw.process = named[(raw.process.name, raw.process.pid)]
    raws.sort(key=lambda raw: raw.t + raw.clock.shift)  # stable: a file's own order breaks ties
    messages = [_message(seq, raw) for seq, raw in enumerate(raws)]
    trace = Trace(
        paths=files,
        processes=list(named.values()),
        origin=origin,
        messages=messages,
        spans=[],
        cancels=[],
        wires=[],
        hop_names={(named[(name, pid)], hop): full for (name, pid, hop), full in hop_names.items()},
        dropped=dropped,
        malformed=malformed,
        truncated=truncated,
    )
    _link(trace)
    return trace


def _read_file(
    path: Path,
    processes: dict[tuple[str, int], tuple[Process, _Clock]],
    raws: list[_Raw],
    hop_names: dict[tuple[str, int, str], str],
) -> tuple[int, int, int]:
    """Appends the file's message records to `raws` and its hop lines to `hop_names`; returns its (malformed,
    truncated, dropped) counts."""
    data = path.read_bytes()
    lines = data.split(b"\n")
    last = lines.pop()  # b"" when the file ends with its newline
    truncated = 0
    if last:
        try:
            orjson.loads(last)
        except orjson.JSONDecodeError:
            truncated = 1
            logger.debug("%s: skipped its final, partial line", path)
        else:
            lines.append(last)  # whole, only its newline is missing
    if not lines:
        logger.warning("%s: empty trace file (no header)", path)
        return 0, truncated, 0
    current: tuple[Process, _Clock] | None = None
    malformed = 0
    first_bad: tuple[int, str] | None = None
    drops = 0
    for number, line in enumerate(lines, 1):
        try:
            record = orjson.loads(line)
        except orjson.JSONDecodeError as exc:
            problem: str | None = f"not JSON ({exc})"
        else:
            problem = None if isinstance(record, dict) else "not a JSON object"
        if problem is None and "trace" in record:
            current = _header(path, number, record, processes)
            continue
        if current is None:
            raise TraceError(f"{path}: line {number} is not an acp-fast trace header (line 1 of every trace file)")
        if problem is None:
            if "dropped" in record:
                count = record.get("dropped")
                if _is_int(count) and _is_number(record.get("t")):
                    drops += count
                    continue
                problem = "a dropped-records marker needs an integer 'dropped' and a number 't'"
            elif "name" in record and "kind" not in record:
                hop, name = record.get("hop"), record.get("name")
                if isinstance(hop, str) and isinstance(name, str):
                    hop_names[(current[0].name, current[0].pid, hop)] = name
                    continue
                problem = "a hop line needs a string 'hop' and 'name'"
            else:
                problem = _check(record)
        if problem is not None:
            malformed += 1
            first_bad = first_bad or (number, problem)
            continue
        raws.append(_Raw(current[0], current[1], record["t"], record))
    if first_bad is not None:
        logger.warning("%s: skipped %d malformed line(s), the first at line %d: %s", path, malformed, *first_bad)
    if drops:
        logger.warning("%s: the writer dropped %d record(s)", path, drops)
    return malformed, truncated, drops


def _header(
    path: Path, number: int, record: dict[str, Any], processes: dict[tuple[str, int], tuple[Process, _Clock]]
) -> tuple[Process, _Clock]:
    if record.get("trace") != "acp-fast":
        raise TraceError(f"{path}: line {number}: not an acp-fast trace header (trace: {record.get('trace')!r})")
    if record.get("version") != TRACE_VERSION:
        raise TraceError(
            f"{path}: line {number}: trace format version {record.get('version')!r}, this reader knows {TRACE_VERSION}"
        )
    clock = record.get("clock")
    name, pid = record.get("process"), record.get("pid")
    if not (
        isinstance(name, str)
        and isinstance(pid, int)
        and not isinstance(pid, bool)
        and isinstance(clock, dict)
        and _is_number(clock.get("monotonic"))
        and _is_number(clock.get("epoch"))
    ):
        raise TraceError(f"{path}: line {number}: a header needs 'process', 'pid' and 'clock' {{monotonic, epoch}}")
    # A process's rotated files share its monotonic clock: its first header's pairing serves them all.
    known = processes.get((name, pid))
    if known is None:
        known = processes[(name, pid)] = (Process(name, pid), _Clock(clock["monotonic"], clock["epoch"]))
    return known


def _check(record: dict[str, Any]) -> str | None:
    """Why a message record breaks the format, or None."""
    if not _is_number(record.get("t")):
        return "'t' must be a number"
    if not isinstance(record.get("hop"), str):
        return "'hop' must be a string"
    if record.get("dir") not in _DIRECTIONS:
        return f"'dir' must be 'in' or 'out', not {record.get('dir')!r}"
    kind = record.get("kind")
    if kind not in _KINDS:
        return f"'kind' must be request, notification or response, not {kind!r}"
    if not isinstance(record.get("method", ""), str):
        return "'method' must be a string"
    if kind != "notification" and not _is_id(record.get("id")):
        return f"a {kind} needs an 'id' (integer or string)"
    if kind == "response" and record.get("outcome") not in _OUTCOMES:
        return f"'outcome' must be result, error or cancelled, not {record.get('outcome')!r}"
    if "target" in record and not _is_id(record["target"]):
        return "'target' must be an integer or a string"
    source = record.get("from")
    if source is not None and not (
        isinstance(source, dict) and isinstance(source.get("hop"), str) and _is_id(source.get("id"))
    ):
        return "'from' must be {hop: string, id: integer or string}"
    return None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_id(value: Any) -> bool:
    return _is_int(value) or isinstance(value, str)


def _label_processes(keys: list[tuple[str, int]]) -> dict[tuple[str, int], Process]:
    if len(keys) == 1:
        return {keys[0]: Process(*keys[0])}
    names = [name for name, _ in keys]
    return {(name, pid): Process(name, pid, name if names.count(name) == 1 else f"{name}[{pid}]") for name, pid in keys}


def _set_shifts(clocks: list[_Clock], raws: list[_Raw]) -> float:
    """Sets each clock's shift so that times start at 0 at the first message; returns that message's epoch."""
    earliest: dict[int, float] = {}
    for raw in raws:
        key = id(raw.clock)
        if key not in earliest or raw.t < earliest[key]:
            earliest[key] = raw.t
    starts = [clock.epoch - clock.monotonic + earliest[id(clock)] for clock in clocks if id(clock) in earliest]
    origin = min(starts, default=0.0)
    for clock in clocks:
        clock.shift = (clock.epoch - origin) - clock.monotonic
    return origin


def _message(seq: int, raw: _Raw) -> Message:
    record = raw.record
    source = record.get("from")
    return Message(
        process=raw.process,
        seq=seq,
        time=raw.t + raw.clock.shift,
        hop=record["hop"],
        dir=record["dir"],
        kind=record["kind"],
        method=record.get("method", ""),
        id=record.get("id"),
        session=record.get("session"),
        target=record.get("target"),
        outcome=record.get("outcome"),
        code=record.get("code"),
        source=None if source is None else (source["hop"], source["id"]),
        mcp=record.get("mcp"),
    )


# ------------------------------------------------------------------------------------------ deriving

_Key = tuple[Process, str, str, Id]  # process, hop, direction, id


def _link(trace: Trace) -> None:
    open_spans: dict[_Key, deque[Span]] = defaultdict(deque)
    latest: dict[_Key, Span] = {}
    in_cancels: dict[tuple[Process, str, Id], Cancel] = {}
    for message in trace.messages:
        if message.kind == "request":
            assert message.id is not None
            span = Span(message)
            key = (message.process, message.hop, message.dir, message.id)
            if message.source is not None and message.dir == "out":
                upstream = latest.get((message.process, message.source[0], "in", message.source[1]))
                if upstream is not None:
                    span.forwarded_from = upstream
                    upstream.forwarded_to.append(span)
            open_spans[key].append(span)
            latest[key] = span
            trace.spans.append(span)
        elif message.kind == "response":
            assert message.id is not None
            waiting = open_spans.get((message.process, message.hop, _opposite(message.dir), message.id))
            if waiting:
                waiting.popleft().response = message
            else:
                trace.unmatched_responses += 1
        elif message.method == CANCEL_METHOD and message.target is not None:
            cancel = Cancel(message, latest.get((message.process, message.hop, message.dir, message.target)))
            if cancel.target is not None:
                cancel.target.cancels.append(cancel)
            if message.dir == "in":
                in_cancels[(message.process, message.hop, message.target)] = cancel
            elif message.source is not None:
                cause = in_cancels.get((message.process, *message.source))
                if cause is not None:
                    cancel.cause = cause
                    cause.reissued.append(cancel)
            trace.cancels.append(cancel)
    _join_wires(trace)


def _opposite(direction: str) -> str:
    return "out" if direction == "in" else "in"


def _join_wires(trace: Trace) -> None:
    """Links, across processes, the two ends of each wire: an "out" request to the "in" request it arrived as, an
    "out" cancel to the "in" cancel (whose `cause` it becomes)."""
    if len(trace.processes) < 2:
        return
    ends = _find_wires(trace.spans)
    for sender, receiver in ends:
        trace.wires.append((sender, receiver))
    for one, other in ends:
        for sender, receiver in ((one, other), (other, one)):
            _pair_spans(trace.spans, sender, receiver)
            _pair_cancels(trace.cancels, sender, receiver)


def _find_wires(spans: list[Span]) -> list[tuple[tuple[Process, str], tuple[Process, str]]]:
    # Every "in" request by (id, method): its (process, hop) and time, in time order.
    arrivals: dict[tuple[Id, str], list[tuple[float, Process, str]]] = defaultdict(list)
    counts: dict[tuple[Process, str], int] = defaultdict(int)
    for span in spans:
        counts[(span.process, span.hop)] += 1
        if span.dir == "in":
            arrivals[(span.id, span.method)].append((span.start, span.process, span.hop))
    scores: dict[tuple[tuple[Process, str], tuple[Process, str]], int] = defaultdict(int)
    for span in spans:
        if span.dir != "out":
            continue
        candidates = arrivals.get((span.id, span.method), [])
        low = bisect.bisect_left(candidates, span.start - _WIRE_WINDOW, key=lambda item: item[0])
        high = bisect.bisect_right(candidates, span.start + _WIRE_WINDOW, key=lambda item: item[0])
        for process, hop in {(p, h) for _, p, h in candidates[low:high] if p is not span.process}:
            pair = sorted([(span.process, span.hop), (process, hop)], key=_end_order)
            scores[(pair[0], pair[1])] += 1
    taken: set[tuple[Process, str]] = set()
    wires = []
    for (one, other), score in sorted(scores.items(), key=lambda item: -item[1]):
        if one in taken or other in taken or score < _WIRE_SHARE * min(counts[one], counts[other]):
            continue
        taken.update((one, other))
        wires.append((one, other))
    return wires


def _end_order(end: tuple[Process, str]) -> tuple[str, int, str]:
    return (end[0].name, end[0].pid, end[1])


def _pair_spans(spans: list[Span], sender: tuple[Process, str], receiver: tuple[Process, str]) -> None:
    arrived: dict[tuple[Id, str], list[Span]] = defaultdict(list)
    for span in spans:
        if span.dir == "in" and (span.process, span.hop) == receiver and span.peer is None:
            arrived[(span.id, span.method)].append(span)
    for span in spans:
        if span.dir == "out" and (span.process, span.hop) == sender and span.peer is None:
            match = _nearest(arrived.get((span.id, span.method), []), span.start, lambda other: other.start)
            if match is not None:
                span.peer, match.peer = match, span


def _pair_cancels(cancels: list[Cancel], sender: tuple[Process, str], receiver: tuple[Process, str]) -> None:
    arrived: dict[Id, list[Cancel]] = defaultdict(list)
    for cancel in cancels:
        message = cancel.message
        if message.dir == "in" and (message.process, message.hop) == receiver and cancel.cause is None:
            assert message.target is not None
            arrived[message.target].append(cancel)
    for cancel in cancels:
        message = cancel.message
        if message.dir == "out" and (message.process, message.hop) == sender:
            assert message.target is not None
            match = _nearest(arrived.get(message.target, []), cancel.time, lambda other: other.time)
            if match is not None:
                match.cause = cancel
                cancel.reissued.append(match)


def _nearest(candidates: list[_T], time: float, when: Callable[[_T], float]) -> _T | None:
    """The candidate (removed from the list) nearest in time within the wire window, or None."""
    best: _T | None = None
    for candidate in candidates:
        gap = abs(when(candidate) - time)
        if gap <= _WIRE_WINDOW and (best is None or gap < abs(when(best) - time)):
            best = candidate
    if best is not None:
        candidates.remove(best)
    return best
