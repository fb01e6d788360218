"""Reading trace files (acp_fast/tracing/_records.py, docs/observability.md) on small hand-written traces: spans
matched with reused ids, unanswered requests, cancel chains through three hops and three processes, what became of
each cancel, the summary's numbers, and files that are cut, damaged, rotated or not traces at all."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

import pytest

from acp_fast.tracing._records import TraceError, percentile, read_trace
from acp_fast.tracing._summary import format_seconds, summary_text

CLIENT, PROXY, AGENT = "client", "proxy 1 (p)", "agent (a)"

pytestmark = pytest.mark.any_build  # no connection: CI's pure-build stage skips it


def header(process: str = "conductor", pid: int = 1234, monotonic: float = 5000.0) -> dict[str, Any]:
    return {
        "trace": "acp-fast",
        "version": 1,
        "process": process,
        "pid": pid,
        "clock": {"monotonic": monotonic, "epoch": 1_764_672_000.0},
    }


def write(path: Path, records: list[dict[str, Any]], head: dict[str, Any] | None = None, tail: str = "") -> Path:
    lines = [json.dumps(head or header()), *(json.dumps(record) for record in records)]
    path.write_text("\n".join(lines) + "\n" + tail)
    return path


def req(t: float, hop: str, direction: str, id: int | str, method: str = "session/prompt", **extra: Any) -> dict:
    return {"t": t, "hop": hop, "dir": direction, "kind": "request", "method": method, "id": id, **extra}


def resp(t: float, hop: str, direction: str, id: int | str, outcome: str = "result", method: str = "session/prompt"):
    record = {"t": t, "hop": hop, "dir": direction, "kind": "response", "method": method, "id": id, "outcome": outcome}
    if outcome != "result":
        record["code"] = -32800 if outcome == "cancelled" else -32603
    return record


def cancel(t: float, hop: str, direction: str, target: int | str, **extra: Any) -> dict:
    return {"t": t, "hop": hop, "dir": direction, "kind": "notification", "method": "$/cancel_request"} | {
        "target": target,
        **extra,
    }


def frm(hop: str, id: int | str) -> dict[str, Any]:
    return {"from": {"hop": hop, "id": id}}


def test_each_response_answers_the_earliest_unanswered_request_with_its_hop_id_and_direction(tmp_path):
    path = write(
        tmp_path / "t.jsonl",
        [
            req(1.0, CLIENT, "in", 1),
            req(1.5, CLIENT, "out", 1, method="fs/read_text_file"),  # same id, the other direction
            resp(2.0, CLIENT, "out", 1),  # answers the "in" request
            req(3.0, CLIENT, "in", 1),  # the id reused once answered
            req(3.2, CLIENT, "in", "1"),  # a string id is another id
            resp(4.0, CLIENT, "out", 1, "error"),
            resp(5.0, CLIENT, "in", 1, method="fs/read_text_file"),
            resp(6.0, AGENT, "in", 1),  # nothing on that hop asked: unmatched
        ],
    )
    trace = read_trace([path])
    got = [(span.dir, span.id, span.start, span.end, span.outcome) for span in trace.spans]
    assert got == [
        ("in", 1, 0.0, 1.0, "result"),
        ("out", 1, 0.5, 4.0, "result"),
        ("in", 1, 2.0, 3.0, "error"),
        ("in", "1", 2.2, None, None),
    ]
    assert [span.id for span in trace.unanswered()] == ["1"]
    assert trace.unmatched_responses == 1
    assert trace.origin == pytest.approx(1_764_672_000.0 + 1.0 - 5000.0)


def test_requests_never_answered_are_unanswered_to_the_end(tmp_path):
    path = write(
        tmp_path / "t.jsonl", [req(1.0, CLIENT, "in", 1), req(2.0, CLIENT, "in", 2), resp(9.0, CLIENT, "out", 2)]
    )
    trace = read_trace([path])
    (open_span,) = trace.unanswered()
    assert (open_span.id, open_span.unanswered, open_span.duration) == (1, True, None)
    assert trace.duration == 8.0
    assert trace.summary()[0].unanswered == 1


# The example of the format, seen by the conductor of client -> conductor -> proxy 1 -> agent.
CONDUCTOR = [
    req(10.000100, CLIENT, "in", 5, session="s1"),
    req(10.000150, PROXY, "out", 9, session="s1", **frm(CLIENT, 5)),
    req(10.000300, PROXY, "in", 3, session="s1"),
    req(10.000320, AGENT, "out", 4, session="s1", **frm(PROXY, 3)),
    cancel(10.050000, CLIENT, "in", 5),
    cancel(10.050010, PROXY, "out", 9, **frm(CLIENT, 5)),
    cancel(10.050200, PROXY, "in", 3),
    cancel(10.050210, AGENT, "out", 4, **frm(PROXY, 3)),
    resp(10.051000, AGENT, "in", 4, "cancelled"),
    resp(10.051010, PROXY, "out", 3, "cancelled"),
    resp(10.051200, PROXY, "in", 9, "cancelled"),
    resp(10.051210, CLIENT, "out", 5, "cancelled"),
]
# The proxy's own trace (one hop, to the conductor), on a monotonic clock of its own.
PROXY_PROCESS = [
    req(20.000200, "conductor", "in", 9, session="s1"),
    req(20.000250, "conductor", "out", 3, session="s1", **frm("conductor", 9)),
    cancel(20.050100, "conductor", "in", 9),
    cancel(20.050150, "conductor", "out", 3, **frm("conductor", 9)),
    resp(20.051100, "conductor", "in", 3, "cancelled"),
    resp(20.051150, "conductor", "out", 9, "cancelled"),
]
AGENT_PROCESS = [
    req(30.000400, "stdio", "in", 4, session="s1"),
    cancel(30.050300, "stdio", "in", 4),
    resp(30.050900, "stdio", "out", 4, "cancelled"),
]


def chain_of(trace) -> list[list[tuple[str, str, str, int]]]:
    return [[(c.message.process.name, c.hop, c.dir, c.target_id) for c in chain] for chain in trace.cancel_chains()]


def test_forward_links_and_cancel_chains_within_one_process(tmp_path):
    trace = read_trace([write(tmp_path / "conductor.jsonl", CONDUCTOR)])
    client, proxy_out, proxy_in, agent_out = trace.spans
    assert proxy_out.forwarded_from is client and client.forwarded_to == [proxy_out]
    assert agent_out.forwarded_from is proxy_in and proxy_in.forwarded_to == [agent_out]
    # The proxy's own re-issue happens in its process: in this trace alone the chain breaks at the proxy.
    assert chain_of(trace) == [
        [("conductor", CLIENT, "in", 5), ("conductor", PROXY, "out", 9)],
        [("conductor", PROXY, "in", 3), ("conductor", AGENT, "out", 4)],
    ]
    assert [c.target for c in trace.cancels] == [client, proxy_out, proxy_in, agent_out]
    assert {c.verdict for c in trace.cancels} == {"honoured"}
    assert trace.wires == []


def test_a_cancel_chain_runs_through_three_hops_of_three_processes(tmp_path):
    files = [
        write(tmp_path / "agent.jsonl", AGENT_PROCESS, header("agent", 3, monotonic=5020.0)),
        write(tmp_path / "conductor.jsonl", CONDUCTOR),
        write(tmp_path / "proxy.jsonl", PROXY_PROCESS, header("proxy", 2, monotonic=5010.0)),
    ]
    trace = read_trace(files)
    assert [p.label for p in trace.processes] == ["agent", "conductor", "proxy"]
    assert chain_of(trace) == [
        [
            ("conductor", CLIENT, "in", 5),
            ("conductor", PROXY, "out", 9),
            ("proxy", "conductor", "in", 9),
            ("proxy", "conductor", "out", 3),
            ("conductor", PROXY, "in", 3),
            ("conductor", AGENT, "out", 4),
            ("agent", "stdio", "in", 4),
        ]
    ]
    ends = {frozenset({(a.name, hop_a), (b.name, hop_b)}) for (a, hop_a), (b, hop_b) in trace.wires}
    assert ends == {
        frozenset({("conductor", PROXY), ("proxy", "conductor")}),
        frozenset({("conductor", AGENT), ("agent", "stdio")}),
    }
    # Each request's two ends are peers: the client's prompt can be followed to the agent.
    span = next(s for s in trace.spans if s.hop == CLIENT)
    path = [span]
    while span.forwarded_to or (span.peer and span.peer.dir == "in" and span.dir == "out"):
        span = span.forwarded_to[0] if span.dir == "in" else span.peer  # type: ignore[assignment]
        path.append(span)
    assert [(s.process.name, s.hop, s.dir, s.id) for s in path] == [
        ("conductor", CLIENT, "in", 5),
        ("conductor", PROXY, "out", 9),
        ("proxy", "conductor", "in", 9),
        ("proxy", "conductor", "out", 3),
        ("conductor", PROXY, "in", 3),
        ("conductor", AGENT, "out", 4),
        ("agent", "stdio", "in", 4),
    ]


def test_what_became_of_each_cancel_is_counted_per_hop_and_method(tmp_path):
    path = write(
        tmp_path / "t.jsonl",
        [
            req(1.0, CLIENT, "in", 1),
            req(1.0, CLIENT, "in", 2),
            req(1.0, CLIENT, "in", 3),
            req(1.0, CLIENT, "in", 4),
            req(1.0, CLIENT, "in", 5, method="session/new"),
            resp(1.5, CLIENT, "out", 4),  # answered before its cancel arrives
            cancel(2.0, CLIENT, "in", 1),
            cancel(2.0, CLIENT, "in", 2),
            cancel(2.0, CLIENT, "in", 3),
            cancel(2.0, CLIENT, "in", 4),
            cancel(2.0, CLIENT, "in", 99),  # no such request
            cancel(2.0, CLIENT, "out", 5),  # an "out" cancel targets an "out" request: none here
            resp(3.0, CLIENT, "out", 1, "cancelled"),
            resp(3.0, CLIENT, "out", 2),
            resp(3.0, CLIENT, "out", 5, "error", method="session/new"),
        ],
    )
    trace = read_trace([path])
    assert [c.verdict for c in trace.cancels] == ["honoured", "ignored", "pending", "late", "orphan", "orphan"]
    rows = {(row.kind, row.method): row for row in trace.summary() if row.dir == "in"}
    prompt, new = rows[("request", "session/prompt")], rows[("request", "session/new")]
    assert (prompt.count, prompt.cancelled, prompt.unanswered, prompt.errors) == (4, 1, 1, 0)
    assert (prompt.cancels, prompt.honoured, prompt.ignored, prompt.pending, prompt.late) == (4, 1, 1, 1, 1)
    assert (new.count, new.errors, new.cancels) == (1, 1, 0)
    assert rows[("notification", "$/cancel_request")].count == 5


def test_latency_percentiles_by_nearest_rank(tmp_path):
    records = []
    for n in range(1, 101):  # latencies of 1 ms to 100 ms, shuffled in time
        start = float((n * 37) % 101)
        records += [req(start, CLIENT, "in", n), resp(start + n / 1000, CLIENT, "out", n)]
    records.sort(key=lambda record: record["t"])
    (row,) = read_trace([write(tmp_path / "t.jsonl", records)]).summary()
    assert (row.count, row.p50, row.p90, row.p99, row.max) == pytest.approx((100, 0.050, 0.090, 0.099, 0.100))
    assert percentile([], 50) is None
    assert percentile([3.0], 99) == 3.0
    assert [format_seconds(s) for s in (0.0000125, 0.0125, 12.5, None)] == ["12.5µs", "12.5ms", "12.5s", ""]


def test_a_partial_last_line_is_skipped_and_a_whole_one_without_newline_kept(tmp_path):
    records = [req(1.0, CLIENT, "in", 1), resp(2.0, CLIENT, "out", 1)]
    cut = write(tmp_path / "cut.jsonl", records, tail='{"t": 3.0, "hop": "client", "dir": "in", "ki')
    trace = read_trace([cut])
    assert (len(trace.messages), trace.truncated, trace.malformed) == (2, 1, 0)
    whole = write(tmp_path / "whole.jsonl", records, tail=json.dumps(req(3.0, CLIENT, "in", 2)))
    trace = read_trace([whole])
    assert (len(trace.messages), trace.truncated, len(trace.unanswered())) == (3, 0, 1)


def test_malformed_lines_are_skipped_counted_and_logged(tmp_path, caplog):
    path = write(
        tmp_path / "bad.jsonl",
        [
            req(1.0, CLIENT, "in", 1),
            {"t": 1.1, "hop": CLIENT, "dir": "sideways", "kind": "request", "method": "x", "id": 2},
            {"t": "soon", "hop": CLIENT, "dir": "in", "kind": "request", "method": "x", "id": 3},
            {"t": 1.2, "hop": CLIENT, "dir": "in", "kind": "request", "method": "x"},  # no id
            {"dropped": 7, "t": 1.3},
            resp(2.0, CLIENT, "out", 1),
        ],
        tail="not json\n[1, 2]\n",
    )
    with caplog.at_level(logging.WARNING, logger="acp_fast.tracing"):
        trace = read_trace([path])
    assert (len(trace.messages), trace.malformed, trace.dropped) == (2, 5, 7)
    warnings = [r.getMessage() for r in caplog.records]
    assert any(f"{path}: skipped 5 malformed line(s), the first at line 3: 'dir'" in w for w in warnings), warnings
    assert any("dropped 7 record(s)" in w for w in warnings), warnings


def test_rotated_files_read_in_any_order(tmp_path):
    old = write(tmp_path / "t.jsonl.1", [req(1.0, CLIENT, "in", 1), req(1.5, CLIENT, "in", 2)])
    new = write(tmp_path / "t.jsonl", [resp(2.0, CLIENT, "out", 1), resp(3.0, CLIENT, "out", 2, "error")])
    for order in ([old, new], [new, old]):
        trace = read_trace(order)
        assert [(span.id, span.duration, span.outcome) for span in trace.spans] == [
            (1, 1.0, "result"),
            (2, 1.5, "error"),
        ]
        assert len(trace.processes) == 1 and trace.summary()[0].process == ""


@pytest.mark.parametrize(
    ("first_line", "expected"),
    [
        ({"t": 1.0, "hop": CLIENT}, "line 1 is not an acp-fast trace header"),
        (header() | {"trace": "other"}, "not an acp-fast trace header (trace: 'other')"),
        (header() | {"version": 2}, "trace format version 2, this reader knows 1"),
        (header() | {"clock": {}}, "a header needs 'process', 'pid' and 'clock'"),
    ],
)
def test_a_file_that_is_not_a_trace_is_refused_by_name(tmp_path, first_line, expected):
    path = tmp_path / "x.jsonl"
    path.write_text(json.dumps(first_line) + "\n")
    with pytest.raises(TraceError, match=re.escape(expected)) as caught:
        read_trace([path])
    assert str(path) in str(caught.value)


def test_summary_text_aligns_its_columns(tmp_path):
    trace = read_trace([write(tmp_path / "conductor.jsonl", CONDUCTOR)])
    lines = summary_text(trace).splitlines()
    table = lines[lines.index("") + 1 :]
    assert table[0].split() == [
        "hop", "dir", "kind", "method", "count", "errors", "cancelled", "unanswered",
        "p50", "p90", "p99", "max", "cancels", "honoured", "ignored", "pending", "late",
    ]  # fmt: skip
    count_end = table[0].index("count") + len("count")
    assert all(line[count_end - 1] != " " for line in table[1:])  # counts right-aligned under their heading
    assert table[1].split() == [CLIENT, "in", "request", "session/prompt", "1", "0", "1", "0"] + ["51.1ms"] * 4 + [
        "1", "1", "0", "0", "0",
    ]  # fmt: skip
    assert lines[:2] == [
        "1 file(s), 1 process(es): conductor (pid 1234)",
        "12 messages over 51.1ms: 4 requests (0 unanswered), 4 cancels",
    ]


def test_hop_lines_name_the_connections_behind_short_hops(tmp_path):
    path = write(
        tmp_path / "hops.jsonl",
        [
            {"t": 0.5, "hop": "proxy 1", "name": "proxy 1 (acp-fast proxy --loop uvloop)"},
            req(1.0, "proxy 1", "out", 1),
            resp(2.0, "proxy 1", "in", 1),
            {"t": 2.5, "hop": "agent", "name": 7},  # not a string: malformed
        ],
    )
    trace = read_trace([path])
    (process,) = trace.processes
    assert trace.hop_names == {(process, "proxy 1"): "proxy 1 (acp-fast proxy --loop uvloop)"}
    assert (len(trace.messages), len(trace.spans), trace.malformed) == (2, 1, 1)
