"""The official SDK's benchmark peers, run by the official SDK or by `acp_fast.compat`, for `--compare acp` and
`--compat`.

Both sides run the very same scripts (`official/client.py` and `official/agent.py`, written against the official
`acp` package): `official` under the interpreter of the official SDK's venv, `compat` under this interpreter through
`python -m acp_fast.compat script.py`, which makes `import acp` resolve to `acp_fast.compat`. Nothing in the peers
differs but the SDK under them.

`measure_import` times `import acp_fast.compat` against `import acp` (the official venv), alternated.

    python -m acp_fast.bench.compat import --version 0.12.1 --runs 7
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

from . import official
from .harness import child_environment, run_child

__all__ = ["IMPORTS", "SIDES", "measure_import", "run_peers"]

SIDES = ("official", "compat")
PEER_TIMEOUT_S = 300
COMPAT = "acp_fast.compat"
# What each side imports: acp-fast's drop-in, and the official package (in its own venv).
IMPORTS = {"compat": COMPAT, "official": "acp"}
# Prints what `acp` turned out to be, then the seconds: the official side must really be the official package.
_TIMED_IMPORT = "import time; t = time.perf_counter(); import {module} as m; print(m.__name__, time.perf_counter() - t)"


def _launch(side: str, python: str, script: str) -> list[str]:
    if side == "compat":  # -P: a checkout's source tree (no compiled core) stays off the path
        return [python, "-P", "-m", COMPAT, script]
    return [python, script]


def run_peers(
    side: str,
    mode: str,
    options: Sequence[str] = (),
    *,
    version: str = "0.12.1",
    loop: str = "uvloop",
    core: str = "compiled",
    duration: float = 2.0,
    warmup: float = 0.5,
) -> dict[str, Any]:
    """Run `official/client.py MODE` against `official/agent.py` on one side; the client's JSON result.

    `official`: under the official SDK `version` (its venv is built on first use); `compat`: under this
    interpreter with `acp` resolving to `acp_fast.compat`, on `core` (checked: the client reports the core it
    loaded). Both on `loop` (the peers' `ACP_PEER_LOOP`).
    """
    if side not in SIDES:
        raise ValueError(f"side must be one of {SIDES}, not {side!r}")
    if side == "official":
        python = _official_python(version, loop)
        env = dict(os.environ)
    else:
        python = sys.executable
        env = child_environment("acp-fast", core)
    env.update(ACP_PEER_LOOP=loop, ACP_PEER_QUIET="1")
    argv = [*_launch(side, python, str(official.CLIENT)), mode, "--duration", str(duration), "--warmup", str(warmup)]
    argv += options
    if mode != "roundtrip-inproc":
        argv += ["--", *_launch(side, python, str(official.AGENT))]
    found = run_child(argv, env, timeout=PEER_TIMEOUT_S, cwd="/")
    if side == "compat" and found.get("core") != core:
        raise RuntimeError(f"acp_fast.compat peers loaded the {found.get('core')} core, not {core}")
    if side == "official" and found.get("acp") != version:
        raise RuntimeError(f"the official side ran acp {found.get('acp')!r}, not agent-client-protocol {version}")
    return found


# ------------------------------------------------------------------------------------------ import time


def _official_python(version: str, loop: str) -> str:
    return str(official.acp_python(version, ("uvloop",) if loop == "uvloop" else ()))


def _import_command(side: str, version: str, loop: str) -> list[str]:
    python = sys.executable if side == "compat" else _official_python(version, loop)
    return [python, "-P", "-c", _TIMED_IMPORT.format(module=IMPORTS[side])]


def _import_environment(side: str, core: str) -> dict[str, str]:
    env = child_environment("acp-fast", core) if side == "compat" else dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run leaves the bytecode cache the timed runs read
    return env


def measure_import(
    version: str = "0.12.1", runs: int = 7, core: str = "compiled", loop: str = "uvloop"
) -> dict[str, dict[str, float]]:
    """Median seconds of `import acp_fast.compat` and of the official `import acp`, `runs` fresh processes each.

    The two alternate (compat, official, compat, ...), after one untimed warm-up each that fills the bytecode
    caches (the official venv's were written by pip). `import` is the import alone, timed inside the process;
    `process` the whole `python -c` from start to exit, the interpreter's own start-up included.
    """
    commands = {side: _import_command(side, version, loop) for side in SIDES}  # the venv of the peers on `loop`
    envs = {side: _import_environment(side, core) for side in SIDES}
    samples: dict[str, dict[str, list[float]]] = {side: {"import": [], "process": []} for side in SIDES}
    for run in range(runs + 1):
        for side in SIDES if run % 2 else reversed(SIDES):
            started = time.perf_counter()
            done = subprocess.run(
                commands[side], env=envs[side], capture_output=True, text=True, timeout=PEER_TIMEOUT_S, cwd="/"
            )
            elapsed = time.perf_counter() - started
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(commands[side])} failed ({done.returncode}):\n{done.stderr[-3000:]}")
            name, seconds = done.stdout.split()[-2:]
            if name != IMPORTS[side]:
                raise RuntimeError(f"{' '.join(commands[side])}: acp is {name}, not {IMPORTS[side]}")
            if run:  # run 0 is the warm-up
                samples[side]["import"].append(float(seconds))
                samples[side]["process"].append(elapsed)
    return {
        side: {what: statistics.median(values) for what, values in found.items()} for side, found in samples.items()
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m acp_fast.bench.compat")
    commands = parser.add_subparsers(dest="command", required=True)
    imports = commands.add_parser("import", help="import acp_fast.compat against the official import acp")
    imports.add_argument("--version", default="0.12.1", help="the official SDK's version (default 0.12.1)")
    imports.add_argument("--runs", type=int, default=7)
    imports.add_argument("--core", choices=("compiled", "pure"), default="compiled")
    imports.add_argument("--loop", choices=("uvloop", "asyncio"), default="uvloop", help="whose venv (its extras)")
    args = parser.parse_args(argv)
    print(json.dumps(measure_import(args.version, args.runs, args.core, args.loop)), flush=True)


if __name__ == "__main__":
    main()
