"""The trace viewer (docs/observability.md): one self-contained HTML file, the timeline drawn with uPlot.

Everything the page needs is inlined: the template, its script and style, the vendored uPlot (`uPlot.iife.min.js`
and `uPlot.min.css`, with its licence text, as the MIT License asks) and the trace itself as JSON. The page never
fetches anything.

The data is laid out here, once: lanes (one per process, hop and direction), each request's row within its lane
(overlapping requests side by side, at most `MAX_ROWS` rows), times in milliseconds since the start. The page
decides at each zoom what to draw (viewer/viewer.js): requests narrower than a few pixels are merged into one bar
per row, so a trace of 100k messages draws a few thousand shapes at any zoom.
"""

from __future__ import annotations

import heapq
import html
import re
from importlib import resources
from typing import Any

import orjson

from ._records import Span, Trace
from ._summary import summary_table, trace_facts, trace_warnings

__all__ = ["MAX_ROWS", "render_html", "viewer_data"]

MAX_ROWS = 8  # rows per lane; more requests at once share rows (drawn over each other)
# Codes shared with viewer.js.
_STATUS = {"result": 0, "error": 1, "cancelled": 2, None: 3}  # None: unanswered
_VERDICT = {"honoured": 0, "ignored": 1, "pending": 2, "late": 3, "orphan": 4}
_PLACEHOLDER = re.compile(r"/\*@(\w+)@\*/")


def viewer_data(trace: Trace) -> dict[str, Any]:
    """The page's data: lanes, spans (as columns), forward links, cancels, the summary table and the trace's facts.
    Times are milliseconds since the start of the trace; an unanswered span ends where the trace ends."""
    end = trace.duration * 1000
    lanes: dict[tuple[Any, str, str], int] = {}
    for span in trace.spans:
        lanes.setdefault((span.process, span.hop, span.dir), len(lanes))
    for cancel in trace.cancels:
        message = cancel.message
        lanes.setdefault((message.process, message.hop, message.dir), len(lanes))
    # Lanes of one process and hop side by side, "in" above "out", in the order they first appear.
    order = sorted(lanes, key=lambda key: (min(lanes[k] for k in lanes if k[:2] == key[:2]), key[2]))
    lane_of = {key: n for n, key in enumerate(order)}
    methods: dict[str, int] = {}
    sessions: dict[str, int] = {}
    index = {id(span): n for n, span in enumerate(trace.spans)}
    spans: dict[str, list[Any]] = {name: [] for name in ("lane", "start", "end", "status", "method", "session", "id")}
    for span in trace.spans:
        spans["lane"].append(lane_of[(span.process, span.hop, span.dir)])
        spans["start"].append(round(span.start * 1000, 4))
        spans["end"].append(round(end if span.end is None else span.end * 1000, 4))
        spans["status"].append(_STATUS[span.outcome])
        spans["method"].append(methods.setdefault(span.label, len(methods)))
        spans["session"].append(-1 if span.session is None else sessions.setdefault(span.session, len(sessions)))
        spans["id"].append(span.id)
    spans["row"], rows = _rows(spans["lane"], spans["start"], spans["end"], len(order))
    spans["code"] = [_code(span) for span in trace.spans]
    links = [[index[id(span.forwarded_from)], n, 0] for n, span in enumerate(trace.spans) if span.forwarded_from]
    links += [[n, index[id(span.peer)], 1] for n, span in enumerate(trace.spans) if span.peer and span.dir == "out"]
    cancel_index = {id(cancel): n for n, cancel in enumerate(trace.cancels)}
    cancels = [
        [
            lane_of[(cancel.message.process, cancel.hop, cancel.dir)],
            round(cancel.time * 1000, 4),
            -1 if cancel.target is None else index[id(cancel.target)],
            -1 if cancel.cause is None else cancel_index[id(cancel.cause)],
            _VERDICT[cancel.verdict],
            cancel.target_id,
            # 1: the cause is at the other end of a wire, in another process.
            int(cancel.cause is not None and cancel.cause.message.process is not cancel.message.process),
        ]
        for cancel in trace.cancels
    ]
    headings, cells = summary_table(trace)
    return {
        "files": [path.name for path in trace.paths],
        "origin": trace.origin,
        "duration": end,
        "facts": trace_facts(trace),
        "warnings": trace_warnings(trace),
        "lanes": [_lane_label(key, len(trace.processes) > 1) for key in order],
        "laneRows": rows,
        "methods": list(methods),
        "sessions": list(sessions),
        "spans": spans,
        "links": links,
        "cancels": cancels,
        "summary": {"headings": headings, "rows": cells},
    }


def _lane_label(key: tuple[Any, str, str], several: bool) -> str:
    process, hop, direction = key
    return f"{process.label}: {hop} · {direction}" if several else f"{hop} · {direction}"


def _code(span: Span) -> int | None:
    return None if span.response is None else span.response.code


def _rows(lanes: list[int], starts: list[float], ends: list[float], count: int) -> tuple[list[int], list[int]]:
    """Each span's row in its lane (the first row free at its start; past MAX_ROWS they share), and each lane's
    number of rows."""
    free: list[list[tuple[float, int]]] = [[] for _ in range(count)]  # per lane: (end, row) of busy rows, a heap
    spare: list[list[int]] = [[] for _ in range(count)]  # per lane: rows free again, a heap
    used = [0] * count
    rows = [0] * len(lanes)
    for n in sorted(range(len(lanes)), key=starts.__getitem__):
        lane, busy = lanes[n], free[lanes[n]]
        while busy and busy[0][0] <= starts[n]:
            heapq.heappush(spare[lane], heapq.heappop(busy)[1])
        if spare[lane]:
            row = heapq.heappop(spare[lane])
        else:
            row = used[lane]
            used[lane] += 1
        heapq.heappush(busy, (ends[n], row))
        rows[n] = row % MAX_ROWS
    return rows, [max(1, min(n, MAX_ROWS)) for n in used]


def render_html(trace: Trace, *, title: str | None = None) -> str:
    """The viewer page for `trace`, self-contained (no network access needed to open it)."""
    folder = resources.files(__package__ or "acp_fast.tracing") / "viewer"
    data = orjson.dumps(viewer_data(trace)).decode()
    parts = {
        "TITLE": html.escape(title or "acp-fast trace: " + ", ".join(path.name for path in trace.paths)),
        "UPLOT_STYLE": (folder / "uPlot.min.css").read_text(encoding="utf-8"),
        "STYLE": (folder / "viewer.css").read_text(encoding="utf-8"),
        "UPLOT": (folder / "uPlot.iife.min.js").read_text(encoding="utf-8"),
        "VIEWER": (folder / "viewer.js").read_text(encoding="utf-8"),
        "LICENSE": (folder / "LICENSE-uPlot").read_text(encoding="utf-8"),
        # Inside <script>, "</" could close the element: JSON allows "<\/" for it.
        "DATA": data.replace("</", "<\\/").replace("<!--", "<\\u0021--"),
    }
    template = (folder / "template.html").read_text(encoding="utf-8")
    return _PLACEHOLDER.sub(lambda match: parts[match.group(1)], template)
