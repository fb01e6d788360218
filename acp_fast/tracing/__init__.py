"""Seeing the traffic: message traces, their viewer and summary, and OpenTelemetry spans (docs/observability.md).

`Tracer(path)` captures one JSON line per message of every connection given it (`Connection(tracer=...)`,
`--trace FILE` on the command line); `OtelSink` turns the same records into OpenTelemetry spans. `read_trace` reads
trace files back (spans, cancel chains, the summary); `render_html` draws them as one self-contained page
(`acp-fast trace view`) and `summary_text` prints their numbers (`acp-fast trace summary`). The reading side is
imported on first use: a traced process needs only the capture.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._capture import BACKUPS, MAX_BYTES, PAYLOAD_LIMIT, TRACE_VERSION, FileSink, Sink, Tracer

if TYPE_CHECKING:
    from ._otel import OtelSink
    from ._records import Cancel, Message, Process, Span, SummaryRow, Trace, TraceError, read_trace
    from ._summary import summary_text
    from ._view import render_html

__all__ = [
    "BACKUPS",
    "MAX_BYTES",
    "PAYLOAD_LIMIT",
    "TRACE_VERSION",
    "Cancel",
    "FileSink",
    "Message",
    "OtelSink",
    "Process",
    "Sink",
    "Span",
    "SummaryRow",
    "Trace",
    "TraceError",
    "Tracer",
    "read_trace",
    "render_html",
    "summary_text",
]

# name -> the module that holds it, imported on first use.
_LAZY = {
    "OtelSink": "._otel",
    **dict.fromkeys(
        ("Cancel", "Message", "Process", "Span", "SummaryRow", "Trace", "TraceError", "read_trace"), "._records"
    ),
    "summary_text": "._summary",
    "render_html": "._view",
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
