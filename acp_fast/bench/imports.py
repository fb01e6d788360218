"""What importing the ACP layer costs, for `acp-fast bench import`: `python -c "import acp_fast.acp"` beside
`python -c "import asyncio"`, the least any asyncio ACP peer loads.

Each command runs `runs` times in fresh processes, the two alternating, after one untimed run of each that fills
the bytecode caches; the figure is the median wall time of the whole process, the interpreter's start-up included
(what a user waits for when an editor starts an agent).

    python -m acp_fast.bench.imports --runs 7 --core compiled
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from .._router import CORES, core_environment

__all__ = ["MODULES", "measure_imports"]

MODULES = ("acp_fast.acp", "asyncio")  # what is measured, and its baseline
TIMEOUT_S = 60.0


def measure_imports(runs: int = 7, core: str = "compiled") -> dict[str, float]:
    """Median seconds of `python -c "import MODULE"` for each of `MODULES` (a fresh process each run, alternated;
    `core`: the router `acp_fast` loads)."""
    env = core_environment(core)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the untimed first run writes the bytecode cache the others read
    samples: dict[str, list[float]] = {module: [] for module in MODULES}
    for run in range(runs + 1):
        for module in MODULES if run % 2 else reversed(MODULES):
            argv = [sys.executable, "-P", "-c", f"import {module}"]
            started = time.perf_counter()
            done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, cwd="/")
            elapsed = time.perf_counter() - started
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr[-3000:]}")
            if run:  # run 0 is the warm-up
                samples[module].append(elapsed)
    return {module: statistics.median(values) for module, values in samples.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--core", choices=CORES, default="compiled")
    args = parser.parse_args(argv)
    print(json.dumps(measure_imports(args.runs, args.core)), flush=True)


if __name__ == "__main__":
    main()
