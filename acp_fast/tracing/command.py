"""`acp-fast trace view` and `acp-fast trace summary` (docs/observability.md): the trace files read by `read_trace`,
shown as one self-contained HTML page or as a table on stdout.

Like every `acp-fast` command: bad usage (a file that cannot be read, an output that cannot be written) is one line
on stderr and exit status 2 before any work; a file that turns out not to be a trace is one logged line and exit
status 1.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._records import Trace

__all__ = ["add_trace_command", "run_summary", "run_view"]

logger = logging.getLogger("acp_fast.tracing")


def add_trace_command(commands: Any) -> None:
    """Adds `trace` (with `view` and `summary`) to the `acp-fast` sub-commands (`commands`: what
    `ArgumentParser.add_subparsers` returned). Each parser sets `run`, `check` and `parser`, as `acp_fast.cli.main`
    expects."""
    trace = commands.add_parser("trace", help="read trace files: an HTML timeline (view) or a summary table (summary)")
    actions = trace.add_subparsers(dest="trace_command", required=True)
    view = actions.add_parser(
        "view", help="write one self-contained HTML page: a timeline per hop, cancel chains, filters, the summary"
    )
    view.add_argument("files", nargs="+", type=_readable, metavar="FILE", help="trace files (rotated ones too)")
    view.add_argument("-o", "--output", required=True, metavar="OUT.html", help="the page to write")
    view.set_defaults(run=run_view, check=_check_view, parser=view)
    summary = actions.add_parser(
        "summary", help="print counts, latency percentiles and cancels per hop and method as a table"
    )
    summary.add_argument("files", nargs="+", type=_readable, metavar="FILE", help="trace files (rotated ones too)")
    summary.set_defaults(run=run_summary, parser=summary)


def _readable(text: str) -> str:
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a directory, not a trace file")
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"no such file: {text}")
    if not os.access(path, os.R_OK):
        raise argparse.ArgumentTypeError(f"cannot read {text}")
    return text


def _check_view(args: argparse.Namespace) -> str | None:
    target = Path(args.output)
    if target.is_dir():
        return f"argument -o/--output: {args.output} is a directory"
    if not target.parent.is_dir():
        return f"argument -o/--output: no directory {str(target.parent)!r} for {args.output}"
    return None


def _read(files: list[str]) -> Trace | None:
    from ._records import TraceError, read_trace  # here: every `acp-fast` start builds this parser

    logging.basicConfig(level=logging.WARNING, format="trace: %(levelname)s %(name)s: %(message)s", stream=sys.stderr)
    try:
        return read_trace(files)
    except (TraceError, OSError) as exc:
        logger.error("%s", exc)
        return None


def run_view(args: argparse.Namespace) -> int:
    """`acp-fast trace view FILE... -o OUT.html`: 0 when the page is written, 1 when a file is not a trace or the page
    cannot be written (logged)."""
    trace = _read(args.files)
    if trace is None:
        return 1
    try:
        from ._view import render_html

        Path(args.output).write_text(render_html(trace), encoding="utf-8")
    except OSError as exc:
        logger.error("cannot write %s: %s", args.output, exc.strerror or exc)
        return 1
    return 0


def run_summary(args: argparse.Namespace) -> int:
    """`acp-fast trace summary FILE...`: the summary table on stdout; 1 when a file is not a trace (logged)."""
    trace = _read(args.files)
    if trace is None:
        return 1
    from ._summary import summary_text

    sys.stdout.write(summary_text(trace))
    return 0
