"""What tracing costs, for `acp-fast bench trace`: traced runs, each measured beside the same run untraced.

- `traced_roundtrip`: roundtrip's pipe case with the server's connection traced (`"server"`: the agent side), or
  the client's too (`"both"`), payloads off (`Roundtrip.trace`);
- `traced_chain`: a chain case with the conductor started with `--trace FILE` (`measure_chain(trace=...)`).

The trace files go to a temporary directory, removed afterwards, and are never rotated. After each traced run they
are read back (`read_trace_files`): the message records, the records the tracer dropped (its `{"dropped": N}`
lines, written when its writer thread fell behind) and the bytes. A run whose files hold fewer records, dropped
ones included, than its round trips must have left (`RECORDS_PER_ROUND_TRIP`) fails: records were lost unsaid.
"""

from __future__ import annotations

import dataclasses
import json
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .chain import measure_chain
from .roundtrip import Roundtrip, RoundtripResult, measure_roundtrip

__all__ = ["RECORDS_PER_ROUND_TRIP", "Written", "read_trace_files", "traced_chain", "traced_roundtrip"]

# The least records one round trip leaves in a run's trace files: its request and its answer, each once on every
# traced connection of the roundtrip cases, in and out of every hop of the conductor (a proxy's hop twice: the
# conductor sends the message to the proxy and gets it back to forward).
RECORDS_PER_ROUND_TRIP = {"server": 2, "both": 4, "conductor": 4, "1 proxy": 8, "2 proxies": 12}


@dataclasses.dataclass(frozen=True)
class Written:
    """What a traced run's files hold: message records, records the tracer dropped, and bytes."""

    records: int
    dropped: int
    size: int

    def check(self, round_trips: int, per_round_trip: int, what: str) -> None:
        """RuntimeError (a FAILED line) when fewer than `per_round_trip` records per round trip were written or
        counted as dropped."""
        if self.records + self.dropped < per_round_trip * round_trips:
            raise RuntimeError(
                f"FAILED: {what}: {self.records:,} records and {self.dropped:,} dropped for {round_trips:,} round "
                f"trips, expected at least {per_round_trip} each"
            )


def read_trace_files(paths: Iterable[Path]) -> Written:
    """Count the records of trace files (each a header line, then one line per record or dropped-records marker)."""
    records = dropped = size = 0
    for path in paths:
        size += path.stat().st_size
        with path.open("rb") as lines:
            next(lines, None)  # the header
            for line in lines:
                if line.startswith(b'{"dropped":'):
                    dropped += int(json.loads(line)["dropped"])
                else:
                    records += 1
    return Written(records, dropped, size)


def traced_roundtrip(cfg: Roundtrip, sides: str) -> tuple[RoundtripResult, Written]:
    """Measure `cfg` (acp-fast over pipes) with `sides` traced ("server" or "both"); what the trace files held."""
    with tempfile.TemporaryDirectory(prefix="acp-fast-bench-trace-") as directory:
        traced = dataclasses.replace(cfg, trace=sides, trace_dir=directory)
        result = measure_roundtrip(traced)
        written = read_trace_files(traced.trace_files().values())
    written.check(result.count, RECORDS_PER_ROUND_TRIP[sides], f"the trace of {sides} side(s)")
    return result, written


def traced_chain(case: str, **options: Any) -> tuple[dict[str, Any], Written]:
    """Measure a conductor case of `measure_chain` (its keyword `options`) with the conductor tracing; what the
    trace file held."""
    with tempfile.TemporaryDirectory(prefix="acp-fast-bench-trace-") as directory:
        path = Path(directory, "conductor.jsonl")
        found = measure_chain(case, trace=str(path), **options)
        written = read_trace_files([path])
    written.check(found["count"], RECORDS_PER_ROUND_TRIP[case], "the conductor's trace")
    return found, written
