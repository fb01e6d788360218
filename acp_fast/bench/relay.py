"""The chain scenario's yardstick for a hop: `relay.c`, a line relay in C, built by the bench when it runs.

`relay COMMAND [ARG...]` runs COMMAND over pipes and copies whole lines both ways with poll() and no parsing:
what a pass-through hop costs when it does nothing but move the bytes. The bench builds it with the system's C
compiler (`$CC`, else `cc`) into a directory of the run; without a compiler the relay rows are skipped with a
note, and a compiler that fails is an error that names the command and its output.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

__all__ = ["SOURCE", "NoCompiler", "build_relay"]

SOURCE = Path(__file__).with_name("relay.c")


class NoCompiler(RuntimeError):
    """No C compiler to build the relay with."""


def build_relay(directory: str) -> str:
    """Compile the relay into `directory`; its path. NoCompiler without a compiler, RuntimeError if it fails."""
    compiler = os.environ.get("CC", "cc")
    found = shutil.which(compiler)
    if found is None:
        raise NoCompiler(f"no C compiler ({compiler!r} is not on PATH; set CC to use another)")
    target = os.path.join(directory, "relay")
    argv = [found, "-O2", "-o", target, str(SOURCE)]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"{shlex.join(argv)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return target
