"""The OpenTelemetry sink (`acp_fast.tracing.OtelSink`, docs/observability.md, "OpenTelemetry").

The sink is fed hand-written record batches, as the trace writer hands them over (the format of the trace files),
and creates its spans with the OpenTelemetry SDK's own `TracerProvider`; an `InMemorySpanExporter` (the SDK's, a
real exporter) collects them. Times are exact: the header's clock turns each record's monotonic time into epoch
nanoseconds, and the expected values are written out. The extra's absence and the global provider are checked in
child processes, where `sys.modules` and the global provider can be changed without touching the others' tests.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

import orjson
import pytest
from cores import Core
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from acp_fast.tracing import OtelSink

# The header's clock: monotonic 5000.0 s was epoch 1764672000.5 s (both exact in binary floating point).
T0 = 5000.0
EPOCH_NS = 1_764_672_000_500_000_000
CLOCK = {"monotonic": T0, "epoch": 1764672000.5}
HEADER = {"trace": "acp-fast", "version": 1, "process": "conductor", "pid": 1234, "clock": CLOCK}

CLIENT, PROXY, AGENT = "client", "proxy 1 (python proxy.py)", "agent (python agent.py)"
PROMPT = "session/prompt"


def request(t: float, hop: str, direction: str, id: int | str, method: str = PROMPT, **keys: Any) -> dict[str, Any]:
    return {"t": T0 + t, "hop": hop, "dir": direction, "kind": "request", "method": method, "id": id, **keys}


def response(t: float, hop: str, direction: str, id: int | str, method: str = PROMPT, code: int = 0) -> dict[str, Any]:
    record = {"t": T0 + t, "hop": hop, "dir": direction, "kind": "response", "method": method, "id": id}
    if code:
        return {**record, "outcome": "cancelled" if code == -32800 else "error", "code": code}
    return {**record, "outcome": "result"}


def notification(t: float, hop: str, direction: str, method: str, **keys: Any) -> dict[str, Any]:
    return {"t": T0 + t, "hop": hop, "dir": direction, "kind": "notification", "method": method, **keys}


def cancel(t: float, hop: str, direction: str, target: int | str, **keys: Any) -> dict[str, Any]:
    return notification(t, hop, direction, "$/cancel_request", target=target, **keys)


def lines(records: Sequence[dict[str, Any]]) -> bytes:
    """Records as a tracer hands them to its sinks: lines of the trace file."""
    return b"".join(orjson.dumps(record, option=orjson.OPT_APPEND_NEWLINE) for record in records)


def export(records: Sequence[dict[str, Any]], **options: Any) -> list[ReadableSpan]:
    """The spans the sink creates from `records` (handed over in two batches) up to its close()."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    sink = OtelSink(provider, **options)
    sink.start(HEADER)
    half = len(records) // 2
    sink.write(lines(records[:half]))
    sink.write(lines(records[half:]))
    sink.close()
    provider.shutdown()
    return list(exporter.get_finished_spans())


def one(spans: list[ReadableSpan], hop: str, direction: str, id: int | str) -> ReadableSpan:
    [span] = every(spans, hop, direction, id)
    return span


def every(spans: list[ReadableSpan], hop: str, direction: str, id: int | str) -> list[ReadableSpan]:
    """The spans of the requests with this hop, direction and id, in the order they started."""
    found = [
        span
        for span in spans
        if span.attributes is not None
        and (span.attributes["acp.hop"], span.attributes["acp.direction"], span.attributes["jsonrpc.request.id"])
        == (hop, direction, str(id))
    ]
    return sorted(found, key=lambda span: span.start_time or 0)


def parent_of(span: ReadableSpan) -> int | None:
    return None if span.parent is None else span.parent.span_id


def span_id(span: ReadableSpan) -> int:
    assert span.context is not None
    return span.context.span_id


def trace_id(span: ReadableSpan) -> int:
    assert span.context is not None
    return span.context.trace_id


def events(span: ReadableSpan) -> list[tuple[str, int]]:
    return [(event.name, event.timestamp) for event in span.events]


# ------------------------------------------------------------------------------------------------ spans


def test_each_request_is_one_span_from_its_request_to_its_response() -> None:
    """Kind, name, attributes and exact times for a request received and one sent; a result leaves the status
    unset and sets no error attributes."""
    spans = export(
        [
            request(0.25, CLIENT, "in", 1, "session/new"),
            response(0.5, CLIENT, "out", 1, "session/new"),
            request(1.000150, AGENT, "out", "p-7", session="s1"),
            response(1.000400, AGENT, "in", "p-7"),
        ]
    )
    assert len(spans) == 2
    received, sent = one(spans, CLIENT, "in", 1), one(spans, AGENT, "out", "p-7")
    assert (received.name, received.kind, sent.name, sent.kind) == (
        "session/new",
        SpanKind.SERVER,
        PROMPT,
        SpanKind.CLIENT,
    )
    assert (received.start_time, received.end_time) == (1_764_672_000_750_000_000, 1_764_672_001_000_000_000)
    assert (sent.start_time, sent.end_time) == (1_764_672_001_500_150_000, 1_764_672_001_500_400_000)
    assert dict(sent.attributes or {}) == {
        "rpc.system.name": "jsonrpc",
        "rpc.method": PROMPT,
        "jsonrpc.protocol.version": "2.0",
        "jsonrpc.request.id": "p-7",
        "acp.hop": AGENT,
        "acp.direction": "out",
        "acp.session.id": "s1",
        "acp.outcome": "result",
    }
    assert "acp.session.id" not in (received.attributes or {})  # a request without a session has none
    for span in spans:
        assert span.status.status_code is StatusCode.UNSET
        assert span.parent is None and span.events == ()
        assert span.instrumentation_scope is not None
        assert span.instrumentation_scope.name == "acp_fast"
        assert span.instrumentation_scope.schema_url == "https://opentelemetry.io/schemas/1.44.0"


def test_a_forwarded_request_is_a_child_of_the_request_it_came_from() -> None:
    """A 3-hop chain as the conductor sees it: the client's request is forwarded to proxy 1, the proxy's own request
    (a new one: the conductor cannot see the proxy's link) is forwarded to the agent. A forward whose request is
    not in the trace is a root."""
    spans = export(
        [
            request(10.000100, CLIENT, "in", 5, session="s1"),
            request(10.000150, PROXY, "out", 9, session="s1", **{"from": {"hop": CLIENT, "id": 5}}),
            request(10.000300, PROXY, "in", 3, session="s1"),
            request(10.000320, AGENT, "out", 4, session="s1", **{"from": {"hop": PROXY, "id": 3}}),
            request(10.000400, AGENT, "out", 6, "fs/read_text_file", **{"from": {"hop": CLIENT, "id": 99}}),
            response(10.001000, AGENT, "in", 4),
            response(10.001010, PROXY, "out", 3),
            response(10.001100, PROXY, "in", 9),
            response(10.001110, CLIENT, "out", 5),
        ]
    )
    assert len(spans) == 5
    client, proxy_out = one(spans, CLIENT, "in", 5), one(spans, PROXY, "out", 9)
    proxy_in, agent_out = one(spans, PROXY, "in", 3), one(spans, AGENT, "out", 4)
    orphan = one(spans, AGENT, "out", 6)
    assert [span.kind for span in (client, proxy_out, proxy_in, agent_out)] == [
        SpanKind.SERVER,
        SpanKind.CLIENT,
        SpanKind.SERVER,
        SpanKind.CLIENT,
    ]
    assert parent_of(proxy_out) == span_id(client) and trace_id(proxy_out) == trace_id(client)
    assert parent_of(agent_out) == span_id(proxy_in) and trace_id(agent_out) == trace_id(proxy_in)
    assert parent_of(client) is None and parent_of(proxy_in) is None and parent_of(orphan) is None
    assert len({trace_id(client), trace_id(proxy_in), trace_id(orphan)}) == 3
    assert (proxy_out.start_time, proxy_out.end_time) == (1_764_672_010_500_150_000, 1_764_672_010_501_100_000)
    assert orphan.end_time is not None and (orphan.attributes or {})["acp.unanswered"] is True


def test_a_cancel_is_an_event_on_the_span_it_targets_on_every_hop() -> None:
    """The format's example: a cancel from the client, re-issued on each hop; each hop's span has the cancel at its
    time, and the cancelled responses set ERROR ("cancelled", error.type -32800). A cancel for a request already
    answered, or for one not in the trace, adds nothing."""
    spans = export(
        [
            request(10.000100, CLIENT, "in", 5, session="s1"),
            request(10.000150, PROXY, "out", 9, session="s1", **{"from": {"hop": CLIENT, "id": 5}}),
            request(10.000300, PROXY, "in", 3, session="s1"),
            request(10.000320, AGENT, "out", 4, session="s1", **{"from": {"hop": PROXY, "id": 3}}),
            cancel(10.050000, CLIENT, "in", 5),
            cancel(10.050010, PROXY, "out", 9, **{"from": {"hop": CLIENT, "id": 5}}),
            cancel(10.050200, PROXY, "in", 3),
            cancel(10.050210, AGENT, "out", 4, **{"from": {"hop": PROXY, "id": 3}}),
            response(10.051000, AGENT, "in", 4, code=-32800),
            response(10.051010, PROXY, "out", 3, code=-32800),
            response(10.051100, PROXY, "in", 9, code=-32800),
            response(10.051110, CLIENT, "out", 5, code=-32800),
            cancel(10.060000, CLIENT, "in", 5),  # too late: answered
            cancel(10.060000, AGENT, "out", 77),  # no such request
        ]
    )
    assert len(spans) == 4
    expected = {
        (CLIENT, "in", 5): 1_764_672_010_550_000_000,
        (PROXY, "out", 9): 1_764_672_010_550_010_000,
        (PROXY, "in", 3): 1_764_672_010_550_200_000,
        (AGENT, "out", 4): 1_764_672_010_550_210_000,
    }
    for key, at in expected.items():
        span = one(spans, *key)
        assert events(span) == [("acp.cancel_request", at)], key
        assert (span.status.status_code, span.status.description) == (StatusCode.ERROR, "cancelled")
        attributes = span.attributes or {}
        assert (attributes["acp.outcome"], attributes["error.type"], attributes["rpc.response.status_code"]) == (
            "cancelled",
            "-32800",
            "-32800",
        )
    assert one(spans, AGENT, "out", 4).end_time == 1_764_672_010_551_000_000


def test_an_error_response_sets_the_status_to_error_with_its_code() -> None:
    spans = export([request(1.0, AGENT, "out", 2, "session/load"), response(1.5, AGENT, "in", 2, code=-32602)])
    [span] = spans
    assert (span.status.status_code, span.status.description) == (StatusCode.ERROR, None)
    attributes = span.attributes or {}
    assert (attributes["acp.outcome"], attributes["error.type"], attributes["rpc.response.status_code"]) == (
        "error",
        "-32602",
        "-32602",
    )
    assert span.end_time == EPOCH_NS + 1_500_000_000


def test_a_response_answers_the_request_of_the_opposite_direction_on_its_hop() -> None:
    """Id 1 both ways on one hop and on another hop: a response received ends the request sent, a response sent
    ends the request received, and the other hop's request is untouched (unanswered at close)."""
    spans = export(
        [
            request(1.0, CLIENT, "in", 1, "session/prompt"),
            request(1.1, CLIENT, "out", 1, "session/request_permission"),
            request(1.2, AGENT, "out", 1, "session/prompt"),
            response(1.3, CLIENT, "in", 1, "session/request_permission"),
            response(1.4, CLIENT, "out", 1, "session/prompt"),
        ]
    )
    assert one(spans, CLIENT, "out", 1).end_time == EPOCH_NS + 1_300_000_000
    assert one(spans, CLIENT, "in", 1).end_time == EPOCH_NS + 1_400_000_000
    assert (one(spans, AGENT, "out", 1).attributes or {})["acp.unanswered"] is True
    assert all("acp.unanswered" not in (one(spans, CLIENT, d, 1).attributes or {}) for d in ("in", "out"))


def test_a_reused_id_matches_the_earliest_unanswered_request() -> None:
    """An id reused after its answer is a new span; two unanswered requests with one id (a peer breaking the
    protocol) are answered oldest first."""
    spans = export(
        [
            request(1.0, AGENT, "out", 2),
            response(1.1, AGENT, "in", 2),
            request(1.2, AGENT, "out", 2),
            response(1.3, AGENT, "in", 2, code=-32603),
            request(2.0, CLIENT, "in", 3),
            request(2.1, CLIENT, "in", 3),
            response(2.2, CLIENT, "out", 3, code=-32600),
            response(2.3, CLIENT, "out", 3),
        ]
    )
    first, second = every(spans, AGENT, "out", 2)
    assert (first.end_time, first.status.status_code) == (EPOCH_NS + 1_100_000_000, StatusCode.UNSET)
    assert (second.end_time, second.status.status_code) == (EPOCH_NS + 1_300_000_000, StatusCode.ERROR)
    older, newer = every(spans, CLIENT, "in", 3)
    assert (older.start_time, older.end_time) == (EPOCH_NS + 2_000_000_000, EPOCH_NS + 2_200_000_000)
    assert (older.attributes or {})["error.type"] == "-32600"
    assert (newer.start_time, newer.end_time) == (EPOCH_NS + 2_100_000_000, EPOCH_NS + 2_300_000_000)


def test_a_cancel_or_a_forward_means_the_latest_unanswered_request_with_its_id() -> None:
    """Two unanswered requests with one id (the older one's answer was dropped): the cancel and the forward that
    name the id are the newer one's."""
    spans = export(
        [
            request(1.0, CLIENT, "in", 3),
            {"dropped": 1, "t": T0 + 1.5},
            request(2.0, CLIENT, "in", 3),
            request(2.1, AGENT, "out", 4, **{"from": {"hop": CLIENT, "id": 3}}),
            cancel(2.2, CLIENT, "in", 3),
        ]
    )
    older, newer = every(spans, CLIENT, "in", 3)
    assert (events(older), events(newer)) == ([], [("acp.cancel_request", EPOCH_NS + 2_200_000_000)])
    assert parent_of(one(spans, AGENT, "out", 4)) == span_id(newer)


def test_spans_still_open_at_close_end_then_marked_unanswered() -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    sink = OtelSink(provider)
    sink.start(HEADER)
    sink.write(
        lines(
            [request(1.0, CLIENT, "in", 1), request(1.5, AGENT, "out", 8, session="s1"), response(2.0, AGENT, "in", 8)]
        )
    )
    assert len(exporter.get_finished_spans()) == 1
    before = time.monotonic()
    sink.close()
    after = time.monotonic()
    [open_one] = [
        span for span in exporter.get_finished_spans() if span.name == PROMPT and span.kind is SpanKind.SERVER
    ]
    assert open_one.end_time is not None
    low, high = (EPOCH_NS + round((t - T0) * 1e9) for t in (before, after))
    assert low <= open_one.end_time <= high
    assert (open_one.attributes or {})["acp.unanswered"] is True
    assert open_one.status.status_code is StatusCode.UNSET and "acp.outcome" not in (open_one.attributes or {})
    provider.shutdown()


def test_a_request_not_forwarded_is_a_root_whatever_the_current_context() -> None:
    """Spans are made from records after the fact: an application span current where write() runs is no parent."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    sink = OtelSink(provider)
    sink.start(HEADER)
    with provider.get_tracer("application").start_as_current_span("handler"):
        sink.write(lines([request(1.0, AGENT, "out", 1), response(1.1, AGENT, "in", 1)]))
    sink.close()
    [span] = [span for span in exporter.get_finished_spans() if span.name == PROMPT]
    assert span.parent is None
    provider.shutdown()


def test_close_flushes_the_provider() -> None:
    """Spans still held by a batching processor are exported at close()."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(exporter, schedule_delay_millis=600_000))
    sink = OtelSink(provider)
    sink.start(HEADER)
    sink.write(lines([request(1.0, CLIENT, "in", 1), response(1.1, CLIENT, "out", 1)]))
    sink.close()
    assert [span.name for span in exporter.get_finished_spans()] == [PROMPT]
    provider.shutdown()


def test_notifications_and_records_without_their_request_make_no_span() -> None:
    spans = export(
        [
            notification(1.0, CLIENT, "out", "session/update", session="s1"),
            {"dropped": 12, "t": T0 + 1.1},
            response(1.2, AGENT, "in", 41),
            cancel(1.3, CLIENT, "in", 5),
        ]
    )
    assert spans == []


def test_open_spans_are_bounded() -> None:
    """Past max_open_spans (records were dropped), the oldest span ends unanswered at the time of the request that
    went over, once; its late response is ignored."""
    records = [request(1.0, AGENT, "out", 1), request(1.1, AGENT, "out", 2), request(1.2, AGENT, "out", 3)]
    records += [response(1.3, AGENT, "in", 1), response(1.4, AGENT, "in", 2), response(1.5, AGENT, "in", 3)]
    spans = export(records, max_open_spans=2)
    evicted = one(spans, AGENT, "out", 1)
    assert evicted.end_time == EPOCH_NS + 1_200_000_000
    assert (evicted.attributes or {})["acp.unanswered"] is True and "acp.outcome" not in (evicted.attributes or {})
    assert one(spans, AGENT, "out", 2).end_time == EPOCH_NS + 1_400_000_000
    assert one(spans, AGENT, "out", 3).end_time == EPOCH_NS + 1_500_000_000


def test_eviction_is_logged_once(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="acp_fast.tracing")
    export([request(1.0 + i / 10, AGENT, "out", i) for i in range(4)], max_open_spans=1)
    assert [record.getMessage() for record in caplog.records] == [
        "OtelSink: more than 1 spans open (records dropped?): the oldest end now, marked unanswered"
    ]


def test_wrong_use_is_an_error_naming_it() -> None:
    provider = TracerProvider()
    with pytest.raises(ValueError, match="max_open_spans must be an int >= 1, not 0"):
        OtelSink(provider, max_open_spans=0)
    with pytest.raises(RuntimeError, match=r"write\(\) before start\(\)"):
        OtelSink(provider).write([request(1.0, CLIENT, "in", 1)])
    provider.shutdown()


# ------------------------------------------------------------------------------------------ child processes

GLOBAL = """
import json
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from acp_fast.tracing import OtelSink

sink = OtelSink()  # before the application sets its provider
exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))
trace.set_tracer_provider(provider)
sink.start({"process": "client", "pid": 1, "clock": {"monotonic": 1.0, "epoch": 2.0}})
records = [{"t": 1.5, "hop": "agent", "dir": "out", "kind": "request", "method": "initialize", "id": 0},
           {"t": 1.75, "hop": "agent", "dir": "in", "kind": "response", "method": "initialize", "id": 0,
            "outcome": "result"}]
sink.write(b"".join(json.dumps(record).encode() + b"\\n" for record in records))
sink.close()
print([(span.name, span.start_time, span.end_time) for span in exporter.get_finished_spans()])
"""


def test_without_a_provider_the_global_one_is_used(core: Core) -> None:
    result = subprocess.run(
        [sys.executable, "-P", "-c", GLOBAL], capture_output=True, text=True, timeout=60, env=core.env
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[('initialize', 2500000000, 2750000000)]"


MISSING = """
import sys
sys.modules["opentelemetry"] = None  # as if the extra were not installed
from acp_fast.tracing import OtelSink  # the package imports without it
try:
    OtelSink()
except ImportError as error:
    print(error)
"""


def test_a_missing_extra_is_an_import_error_naming_it(core: Core) -> None:
    result = subprocess.run(
        [sys.executable, "-P", "-c", MISSING], capture_output=True, text=True, timeout=60, env=core.env
    )
    assert result.returncode == 0, result.stderr
    assert "OtelSink needs the 'otel' extra: pip install 'acp-fast[otel]'" in result.stdout, result.stdout
