"""The chain scenario's yardstick for a hop: a line relay in C, whose source is `benchmarks/relay.c` in a clone of
acp-fast.

`relay COMMAND [ARG...]` runs COMMAND over pipes and copies whole lines both ways with poll() and no parsing:
what a pass-through hop costs when it does nothing but move the bytes. The relay is a measuring tool of the
project, not part of the installed package: run from a clone, the bench builds it with the system's C compiler
(`$CC`, else `cc`) into a directory of the run; anywhere else the program is built by hand and given to the bench
(`acp-fast bench --relay PATH`). Without its source or a compiler the relay rows are skipped, the reason saying how
to get it (`NoRelay`); a compiler that fails is an error that names the command and its output.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

__all__ = ["SOURCE", "NoRelay", "build_relay"]

# Where a clone keeps the source: beside the package, never in it (a wheel has no benchmarks/).
SOURCE = Path(__file__).resolve().parents[2] / "benchmarks" / "relay.c"
_HOW = "build it from a clone (cc -O2 -o relay benchmarks/relay.c) and pass --relay PATH"


class NoRelay(Exception):
    """The relay cannot be built here (no source: not a clone; no C compiler); the message says how to get it."""


def build_relay(directory: str) -> str:
    """Compile the relay into `directory`; its path. NoRelay without the source or a compiler, RuntimeError if the
    compiler fails."""
    if not SOURCE.is_file():
        raise NoRelay(f"the C relay is not installed with acp-fast: run the bench from a clone of acp-fast, or {_HOW}")
    compiler = os.environ.get("CC", "cc")
    found = shutil.which(compiler)
    if found is None:
        raise NoRelay(f"no C compiler to build the C relay ({compiler!r} is not on PATH; set CC), or {_HOW}")
    target = os.path.join(directory, "relay")
    argv = [found, "-O2", "-o", target, str(SOURCE)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{shlex.join(argv)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return target
