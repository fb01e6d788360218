"""The OpenTelemetry sink: trace records as OpenTelemetry spans (docs/observability.md, "OpenTelemetry").

A sink receives the records of one traced process in order, from the trace writer's thread (`start(header)`, then
`write(records)` batches, then `close()`); this one turns each request on each hop into one span:

- it starts at the request's record and ends at its response's (the record times converted to epoch nanoseconds
  with the header's clock); its kind is SERVER for a request this process received ("in"), CLIENT for one it
  sent ("out"); its name is the method;
- a response answers the earliest unanswered request with the same hop and id and the opposite direction (ids may
  be reused once answered);
- a request forwarded from another hop ("from") is a child of the upstream request's span, so one trace shows a
  request's way through the hops of this process;
- an error response (a cancelled one too: JSON-RPC's conventions count every error code as an error) sets the
  status to ERROR; a `$/cancel_request` is an event on the span of the request it targets, at the cancel's time
  (a cancel re-issued on the next hop targets that hop's request, so each hop's span shows its own cancel);
- a forward or a cancel names its request by hop and id: of two unanswered requests with the same key (only when
  records were dropped), the latest is the one it means;
- spans still open at `close()` end then, marked unanswered.

Other notifications make no span: they are not calls, and a session's stream of updates would bury the requests.
Payloads are never exported: they hold prompts and file contents, and a tracing backend is a wider audience than
a local trace file.

Attribute names follow OpenTelemetry's RPC and JSON-RPC semantic conventions of the release named by
`SCHEMA_URL`; acp-fast's own are under `acp.`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from orjson import loads

from .._extras import missing_extra
from .._version import __version__

if TYPE_CHECKING:
    from opentelemetry.trace import Span, TracerProvider

__all__ = ["OtelSink"]

logger = logging.getLogger("acp_fast.tracing")

# The semantic conventions release whose names the spans carry: a backend that knows the schema can translate them
# to a later release's.
SCHEMA_URL = "https://opentelemetry.io/schemas/1.44.0"

# Open spans are the traced process's pending requests, unless records were dropped (the writer could not keep up):
# a request whose response was dropped would stay open until close(). Past this many, the oldest ends unanswered.
MAX_OPEN_SPANS = 10_000

CANCEL = "$/cancel_request"
CANCEL_EVENT = "acp.cancel_request"

# (hop, direction of the request, id on that hop)
_Key = tuple[str, str, Any]


class OtelSink:
    """A trace sink that turns the records into OpenTelemetry spans, one per request per hop.

    Args:
        tracer_provider: the provider to create spans with; None for the global one (`opentelemetry.trace`'s, as
            the application or `opentelemetry-instrument` configured it, even after this sink was created).
        max_open_spans: the most spans kept open at once (see `MAX_OPEN_SPANS`).

    Needs `opentelemetry-api` (`pip install 'acp-fast[otel]'`), imported here: an ImportError naming the extra
    when it is missing. Its methods are called by the trace writer, one at a time.
    """

    def __init__(self, tracer_provider: TracerProvider | None = None, *, max_open_spans: int = MAX_OPEN_SPANS) -> None:
        try:
            from opentelemetry import trace
            from opentelemetry.context import Context
        except ImportError as error:
            raise missing_extra("OtelSink", "otel", error) from error
        if not isinstance(max_open_spans, int) or max_open_spans < 1:
            raise ValueError(f"max_open_spans must be an int >= 1, not {max_open_spans!r}")
        self._provider = tracer_provider
        self._global_provider = trace.get_tracer_provider
        self._max_open = max_open_spans
        self._tracer = trace.get_tracer("acp_fast", __version__, tracer_provider=tracer_provider, schema_url=SCHEMA_URL)
        self._kinds = {"in": trace.SpanKind.SERVER, "out": trace.SpanKind.CLIENT}
        self._in_context = trace.set_span_in_context
        # An explicit empty context: a request that was not forwarded is a root, whatever the writer thread's
        # current context holds.
        self._root = Context()
        self._error = trace.Status(trace.StatusCode.ERROR)
        self._cancelled = trace.Status(trace.StatusCode.ERROR, "cancelled")
        # The header's clock: one monotonic reading (seconds) and the wall clock then (epoch nanoseconds).
        self._started = False
        self._monotonic = 0.0
        self._epoch_ns = 0
        # Open spans: the ages of each key's unanswered requests, oldest first, and the spans by age (a dict keeps
        # insertion order: its first entry is the oldest open span).
        self._waiting: dict[_Key, list[int]] = {}
        self._spans: dict[int, tuple[_Key, Span]] = {}
        self._age = 0
        self._warned = False

    def start(self, header: Mapping[str, Any]) -> None:
        clock = header["clock"]
        self._monotonic = clock["monotonic"]
        self._epoch_ns = round(clock["epoch"] * 1e9)
        self._started = True

    def write(self, lines: bytes) -> None:
        if not self._started:
            raise RuntimeError("OtelSink.write() before start(): the header's clock is needed to convert times")
        for line in lines.splitlines():
            record = loads(line)
            kind = record.get("kind")  # a dropped-records marker has none
            if kind == "request":
                self._request(record)
            elif kind == "response":
                self._response(record)
            elif kind == "notification" and record.get("method") == CANCEL:
                self._cancel(record)

    def close(self) -> None:
        end = self._time(time.monotonic())
        for _key, span in self._spans.values():
            span.set_attribute("acp.unanswered", True)
            span.end(end_time=end)
        self._spans.clear()
        self._waiting.clear()
        provider = self._provider if self._provider is not None else self._global_provider()
        # The API's provider has no force_flush; the SDK's exports what its processors still hold.
        flush = getattr(provider, "force_flush", None)
        if flush is not None:
            flush()

    def _time(self, t: float) -> int:
        """Epoch nanoseconds of the monotonic time `t`: the offset from the clock's monotonic reading rounded on
        its own, so that durations keep nanosecond precision (an epoch float has about 0.2 µs)."""
        return self._epoch_ns + round((t - self._monotonic) * 1e9)

    def _request(self, record: dict[str, Any]) -> None:
        hop, direction, method = record["hop"], record["dir"], record["method"]
        attributes: dict[str, Any] = {
            "rpc.system.name": "jsonrpc",
            "rpc.method": method,
            "jsonrpc.protocol.version": "2.0",
            "jsonrpc.request.id": str(record["id"]),
            "acp.hop": hop,
            "acp.direction": direction,
        }
        if "session" in record:
            attributes["acp.session.id"] = record["session"]
        context = self._root
        forwarded = record.get("from")
        if forwarded is not None:
            upstream = self._latest((forwarded["hop"], "in", forwarded["id"]))
            if upstream is not None:
                context = self._in_context(upstream)
        span = self._tracer.start_span(
            method,
            context=context,
            kind=self._kinds[direction],
            attributes=attributes,
            start_time=self._time(record["t"]),
        )
        key = (hop, direction, record["id"])
        self._age += 1
        self._waiting.setdefault(key, []).append(self._age)
        self._spans[self._age] = (key, span)
        if len(self._spans) > self._max_open:
            self._evict(record["t"])

    def _response(self, record: dict[str, Any]) -> None:
        # A response received ("in") answers a request this process sent ("out") on that hop, and the reverse.
        key = (record["hop"], "out" if record["dir"] == "in" else "in", record["id"])
        if key not in self._waiting:
            return  # its request is not in this trace (sent before tracing started, or dropped)
        span = self._take(key)
        outcome = record["outcome"]
        span.set_attribute("acp.outcome", outcome)
        if outcome != "result":
            # JSON-RPC's conventions: the error code is both the status code and the error type.
            code = str(record["code"])
            span.set_attribute("rpc.response.status_code", code)
            span.set_attribute("error.type", code)
            span.set_status(self._cancelled if outcome == "cancelled" else self._error)
        span.end(end_time=self._time(record["t"]))

    def _cancel(self, record: dict[str, Any]) -> None:
        # A cancel received targets a request received on that hop; a cancel sent, a request sent.
        span = self._latest((record["hop"], record["dir"], record["target"]))
        if span is not None:
            span.add_event(CANCEL_EVENT, timestamp=self._time(record["t"]))

    def _latest(self, key: _Key) -> Span | None:
        """The span of the latest unanswered request with this key, if any."""
        ages = self._waiting.get(key)
        return None if ages is None else self._spans[ages[-1]][1]

    def _take(self, key: _Key) -> Span:
        """The span of the earliest unanswered request with this key, no longer open."""
        ages = self._waiting[key]
        age = ages.pop(0)
        if not ages:
            del self._waiting[key]
        return self._spans.pop(age)[1]

    def _evict(self, t: float) -> None:
        key, _span = next(iter(self._spans.values()))
        span = self._take(key)  # the oldest open span is the earliest of its key
        span.set_attribute("acp.unanswered", True)
        span.end(end_time=self._time(t))
        if not self._warned:
            self._warned = True
            logger.warning(
                "OtelSink: more than %d spans open (records dropped?): the oldest end now, marked unanswered",
                self._max_open,
            )
