"""Record a run of `acp-fast bench` in `benchmarks/results/`: the bench's own JSON report with the date, the host
and the commit it was measured on, so that runs of other days, hosts and builds can be set side by side.

    python benchmarks/record.py [--name NAME] [--out DIR] [-- BENCH_ARGUMENT ...]

Runs `python -P -m acp_fast bench BENCH_ARGUMENT ... --json TEMPORARY` with the interpreter that runs this script
(the venv of the build to measure, installed from this checkout), then writes `DIR/<date>-<commit>-<name>.json`.
DIR defaults to `benchmarks/results`; NAME to the bench's arguments joined with "-" ("all" without any); `<date>`
is the day the run started (UTC) and `<commit>` the checkout's HEAD, 12 hex digits. The file holds:

- `date`: when the run started (UTC, ISO 8601);
- `host`: `cpu` (the model), `cores` (the machine's), `cores_allowed` (this process's CPU affinity), `kernel`,
  `machine`, `python`;
- `commit`: the checkout's HEAD; `dirty`: whether its tracked files differed from HEAD (then what was measured is
  HEAD with those changes);
- `command`: the bench's arguments; `exit_status`: the bench's (1: a case failed, its row says why);
- `bench`: the bench's JSON report, as it wrote it.

Nothing is written when the bench wrote no report (an option it refused); a file that exists already is never
overwritten (the run is refused before it starts: give another --name).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

CHECKOUT = Path(__file__).resolve().parents[1]
RESULTS = CHECKOUT / "benchmarks" / "results"


def _git(*argv: str) -> subprocess.CompletedProcess[str]:
    # No optional locks: a read must not refresh the index of a tree others may be working in.
    return subprocess.run(["git", "--no-optional-locks", "-C", str(CHECKOUT), *argv], capture_output=True, text=True)


def _commit() -> tuple[str, bool]:
    """HEAD of the checkout, and whether its tracked files differ from it."""
    head = _git("rev-parse", "HEAD")
    if head.returncode != 0:
        raise SystemExit(f"record.py: no commit to record ({CHECKOUT} is not a git checkout?): {head.stderr.strip()}")
    return head.stdout.strip(), _git("diff", "--quiet", "HEAD", "--").returncode != 0


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                key, _, value = line.partition(":")
                if key.strip() in ("model name", "Model", "cpu model"):
                    return value.strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _host() -> dict[str, Any]:
    return {
        "cpu": _cpu_model(),
        "cores": os.cpu_count(),
        "cores_allowed": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
        "kernel": f"{platform.system()} {platform.release()}",
        "machine": platform.machine(),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
    }


def _check_measured_build() -> None:
    """The commit recorded must be the code measured: acp_fast must be imported from this checkout."""
    import acp_fast

    found = Path(acp_fast.__file__).resolve().parents[1]
    if found != CHECKOUT:
        raise SystemExit(
            f"record.py: {sys.executable} imports acp_fast from {found}, not from this checkout ({CHECKOUT}): the "
            "commit recorded would not be the one measured (run this with the venv of this checkout)"
        )


def main() -> int:
    argv = sys.argv[1:]
    own, bench = (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    parser = argparse.ArgumentParser(
        usage="python benchmarks/record.py [--name NAME] [--out DIR] [-- BENCH_ARGUMENT ...]",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--name", help="what the run is, in the file's name (default: the bench's arguments)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where to write the result (default: %(default)s)")
    args = parser.parse_args(own)
    # Any spelling the bench's parser takes for --json (it takes a prefix too).
    if any(len(option) > 2 and "--json".startswith(option) for option in (a.split("=", 1)[0] for a in bench)):
        parser.error("--json: the bench's report goes into the recorded file; give the bench no --json of its own")
    _check_measured_build()
    name = re.sub(r"[^A-Za-z0-9._]+", "-", args.name or " ".join(bench) or "all").strip("-") or "all"
    commit, dirty = _commit()
    started = datetime.datetime.now(datetime.UTC)
    target = args.out / f"{started:%Y-%m-%d}-{commit[:12]}-{name}.json"
    if target.exists():
        parser.error(f"{target} exists: give the run another --name")
    with tempfile.TemporaryDirectory(prefix="acp-fast-record-") as directory:
        report = Path(directory) / "bench.json"
        done = subprocess.run([sys.executable, "-P", "-m", "acp_fast", "bench", *bench, "--json", str(report)])
        if not report.exists():
            print(
                f"record.py: the bench wrote no report (exit status {done.returncode}): nothing recorded",
                file=sys.stderr,
            )
            return done.returncode or 1
        measured = json.loads(report.read_text())
    record = {
        "date": started.isoformat(timespec="seconds"),
        "host": _host(),
        "commit": commit,
        "dirty": dirty,
        "command": ["acp-fast", "bench", *bench],
        "exit_status": done.returncode,
        "bench": measured,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(record, indent=1) + "\n")
    print(f"record.py: recorded in {target}", file=sys.stderr)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
