"""Seeing the traffic: message traces, their viewer and summary, and OpenTelemetry spans (docs/observability.md).

`Tracer(path)` captures one JSON line per message of every connection given it (`Connection(tracer=...)`,
`--trace FILE` on the command line); `acp-fast trace view` draws a trace file as one HTML page and
`acp-fast trace summary` prints its numbers.
"""

from __future__ import annotations

from ._capture import BACKUPS, MAX_BYTES, PAYLOAD_LIMIT, TRACE_VERSION, FileSink, Sink, Tracer
from ._otel import OtelSink

__all__ = ["BACKUPS", "MAX_BYTES", "PAYLOAD_LIMIT", "TRACE_VERSION", "FileSink", "OtelSink", "Sink", "Tracer"]
