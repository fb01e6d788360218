"""The summary of a trace as a table (docs/observability.md): `acp-fast trace summary` prints it, the HTML viewer
shows the same cells."""

from __future__ import annotations

from ._records import Process, SummaryRow, Trace

__all__ = ["format_seconds", "summary_table", "summary_text", "trace_facts", "trace_warnings"]

# (heading, right-aligned): the columns of `summary_table`.
COLUMNS = (
    ("process", False),
    ("hop", False),
    ("dir", False),
    ("kind", False),
    ("method", False),
    ("count", True),
    ("errors", True),
    ("cancelled", True),
    ("unanswered", True),
    ("p50", True),
    ("p90", True),
    ("p99", True),
    ("max", True),
    ("cancels", True),
    ("honoured", True),
    ("ignored", True),
    ("pending", True),
    ("late", True),
)


def format_seconds(seconds: float | None) -> str:
    """A duration with 3 significant digits in µs, ms or s ("" for None)."""
    if seconds is None:
        return ""
    for scale, unit in ((1e-3, "µs"), (1.0, "ms")):
        if seconds < scale:
            return f"{seconds / scale * 1000:.3g}{unit}"
    return f"{seconds:.3g}s"


def summary_table(trace: Trace) -> tuple[list[str], list[list[str]]]:
    """The headings and the cells of the summary (one row per `Trace.summary()` row): requests with their errors,
    cancellations, unanswered ones, latency percentiles and the cancels that targeted them; notifications with their
    count. The process column is left out for a trace of one process; zero counts of request rows are shown, cells
    that do not apply are empty."""
    rows = trace.summary()
    columns = [heading for heading, _ in COLUMNS if heading != "process" or len(trace.processes) > 1]
    return columns, [[_cell(row, heading) for heading in columns] for row in rows]


def _cell(row: SummaryRow, heading: str) -> str:
    value = getattr(row, heading)
    if heading in ("p50", "p90", "p99", "max"):
        return format_seconds(value)
    if isinstance(value, int) and heading != "count" and row.kind != "request":
        return ""
    return str(value)


def trace_facts(trace: Trace) -> list[str]:
    """One line each: what was read."""
    processes = ", ".join(f"{process.name} (pid {process.pid})" for process in trace.processes)
    facts = [
        f"{len(trace.paths)} file(s), {len(trace.processes)} process(es): {processes or 'none'}",
        f"{len(trace.messages)} messages over {format_seconds(trace.duration) or '0s'}: {len(trace.spans)} requests "
        f"({len(trace.unanswered())} unanswered), {len(trace.cancels)} cancels",
    ]
    if trace.wires:
        joined = "; ".join(f"{_end(one)} = {_end(other)}" for one, other in trace.wires)
        facts.append(f"wires joined across processes: {joined}")
    return facts


def trace_warnings(trace: Trace) -> list[str]:
    """One line each: what makes the trace incomplete or its counts low."""
    warnings = []
    for count, what in (
        (trace.dropped, "records dropped by the writer (it could not keep up): counts are low"),
        (trace.malformed, "malformed lines skipped"),
        (trace.truncated, "partial last line(s) skipped"),
        (trace.unmatched_responses, "responses to requests the trace does not hold"),
    ):
        if count:
            warnings.append(f"{count} {what}")
    return warnings


def _end(end: tuple[Process, str]) -> str:
    process, hop = end
    return f"{process.label}: {hop}"


def summary_text(trace: Trace) -> str:
    """The facts, then the table as aligned plain text (what `acp-fast trace summary` prints)."""
    headings, rows = summary_table(trace)
    right = dict(COLUMNS)
    widths = [max([len(heading), *(len(row[n]) for row in rows)]) for n, heading in enumerate(headings)]

    def line(cells: list[str]) -> str:
        return "  ".join(
            cell.rjust(width) if right[heading] else cell.ljust(width)
            for cell, width, heading in zip(cells, widths, headings, strict=True)
        ).rstrip()

    facts = [*trace_facts(trace), *(f"warning: {warning}" for warning in trace_warnings(trace))]
    return "\n".join([*facts, "", line(headings), *(line(row) for row in rows)]) + "\n"
