"""What every benchmark scenario shares: the measured request, fresh processes, the loaded core, CPU placement.

A core is chosen when `acp_fast` is imported, so every measurement runs in a fresh process started with the
environment of the core it measures (`child_environment`), and prints one JSON line that `run_child` reads. The
process checks that it loaded the core asked for (`check_core`) before it measures anything.

CPU placement (`placement`): on a small VM the figure at one request in flight across processes depends mostly on
where the two processes run, so it is a setting. `"same"` puts client and server on the first allowed CPU,
`"split"` the server on the second, `"none"` leaves it to the scheduler.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import shlex
import subprocess
import sys
from collections.abc import Callable, Coroutine, Sequence
from typing import Any

from .._router import CORES, core_environment
from .._runtime import LOOPS, run_on_loop

__all__ = [
    "IMPLS",
    "METHOD",
    "PARAMS",
    "PINS",
    "READ_SIZE",
    "STALLED_EXIT",
    "TRACE_MAX_BYTES",
    "Stalled",
    "add_server_arguments",
    "cap_read_size",
    "check_choices",
    "check_core",
    "child_environment",
    "cpu_seconds",
    "pin_to",
    "placement",
    "python_module",
    "run_child",
    "serve_child",
    "server_command",
    "start_client",
]

IMPLS = ("floor", "acp-fast")  # the floor: the least code that does the same job, without the SDK
PINS = ("none", "same", "split")

# The request of every round trip: ~150 B of `session/prompt`.
METHOD = "session/prompt"
PARAMS = {"sessionId": "sess_9f2c4e1a7b3d", "prompt": [{"type": "text", "text": "Use pathlib here."}]}

# asyncio's transports read 256 KiB per recv(), one fresh allocation each; uvloop reads into a reused buffer.
READ_SIZE = 64 * 1024

STALLED_EXIT = 3  # the exit status of a measurement process that found its run stalled

# The rotation cap of the bench's trace files: none is rotated, so every record of a run can be counted.
TRACE_MAX_BYTES = 1 << 40


class Stalled(RuntimeError):
    """A measurement stopped making progress (a deadlock, or a lost message), or its process did not finish."""


def check_choices(config: object, **allowed: Sequence[Any]) -> None:
    """ValueError unless each named attribute of `config` is one of its allowed values."""
    for name, values in allowed.items():
        if getattr(config, name) not in values:
            raise ValueError(f"{name} must be one of {tuple(values)}, not {getattr(config, name)!r}")


# ------------------------------------------------------------------------------------------- processes


def python_module(name: str) -> list[str]:
    """How a fresh process runs a module: -P keeps a checkout's source tree (no compiled core) off the path."""
    return [sys.executable, "-P", "-m", name]


def child_environment(impl: str, core: str) -> dict[str, str]:
    """The environment of a measurement process: acp-fast's loads `core`; the floor has no router to choose."""
    return core_environment(core) if impl == "acp-fast" else dict(os.environ)


def run_child(argv: list[str], env: dict[str, str], timeout: float, cwd: str | None = None) -> dict[str, Any]:
    """Run one measurement process; the JSON object of its last output line.

    Raises `Stalled` when the process reports a stalled run (exit status `STALLED_EXIT`, the reason as the
    `"stalled"` field of its line) or does not finish in `timeout` seconds, RuntimeError when it fails.
    """
    try:
        done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise Stalled(f"benchmark process {shlex.join(argv[1:])} did not finish in {timeout} s") from None
    if done.returncode == STALLED_EXIT:
        raise Stalled(json.loads(done.stdout.strip().splitlines()[-1])["stalled"])
    if done.returncode != 0:
        what = shlex.join(argv[1:])
        raise RuntimeError(f"benchmark process {what} failed ({done.returncode}):\n{done.stderr[-4000:]}")
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def check_core(core: str) -> None:
    """RuntimeError unless this process loaded `core` ("compiled" or "pure")."""
    import acp_fast

    loaded = "compiled" if acp_fast.COMPILED else "pure"
    if loaded != core:
        raise RuntimeError(
            f"this process loaded the {loaded} core, not {core}: start it with core_environment({core!r})"
        )


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by another process, all its threads (Linux /proc), or NaN.

    A process's own `schedstat` counts its main thread only: a tracer's writer thread would go unseen. Threads that
    have ended are not counted (the fallback, `stat`, counts them, at clock-tick resolution).
    """
    try:
        with open(f"/proc/{pid}/schedstat") as schedstat:  # the main thread's nanoseconds on the CPU
            total = int(schedstat.read().split()[0])
        for task in os.listdir(f"/proc/{pid}/task"):
            if task == str(pid):
                continue
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as schedstat:
                    total += int(schedstat.read().split()[0])
            except FileNotFoundError:  # the thread ended meanwhile
                continue
        return total / 1e9
    except (OSError, ValueError, IndexError):
        pass
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return math.nan


def cap_read_size(transport: asyncio.BaseTransport) -> None:
    """Reads of at most `READ_SIZE` bytes on asyncio's own transports (uvloop's have no such setting)."""
    if hasattr(transport, "max_size"):
        transport.max_size = READ_SIZE


# --------------------------------------------------------------------------------------- CPU placement


def placement(pin: str) -> tuple[int | None, int | None]:
    """(client CPU, server CPU) for a placement mode of `PINS`; None = not pinned."""
    if pin == "none" or not hasattr(os, "sched_setaffinity"):
        return None, None
    cpus = sorted(os.sched_getaffinity(0))
    if pin == "same":
        return cpus[0], cpus[0]
    if pin == "split":
        return cpus[0], cpus[1 % len(cpus)]
    raise ValueError(f"pin must be one of {PINS}, not {pin!r}")


def pin_to(cpu: int | None) -> None:
    """Run this process on `cpu` only (None: leave it where it is)."""
    if cpu is not None:
        os.sched_setaffinity(0, {cpu})


def start_client(impl: str, core: str, pin: str) -> int | None:
    """Before a client measures in this process: check its core (acp-fast), pin it; the server child's CPU."""
    if impl == "acp-fast":
        check_core(core)
    client_cpu, server_cpu = placement(pin)
    pin_to(client_cpu)
    return server_cpu


# ---------------------------------------------------------------------------------------- server child


def server_command(command: list[str], impl: str, loop: str, core: str, cpu: int | None) -> list[str]:
    """The command line of a scenario's server child: `command serve --impl=...` (`command`: how the scenario's
    module runs, its `python_module`), with the options of `add_server_arguments`."""
    argv = [*command, "serve", f"--impl={impl}", f"--loop={loop}", f"--core={core}"]
    if cpu is not None:
        argv.append(f"--cpu={cpu}")
    return argv


def add_server_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of a `serve` command, as `server_command` writes them."""
    parser.add_argument("--impl", choices=IMPLS, default="acp-fast")
    parser.add_argument("--loop", choices=LOOPS, default="uvloop")
    parser.add_argument("--core", choices=CORES, default="compiled")
    parser.add_argument("--cpu", type=int, default=None)


def serve_child(serve: Callable[[str], Coroutine[Any, Any, None]], args: dict[str, Any]) -> None:
    """The server child's main: pinned, its core checked, then `serve(impl)` until its stdin ends."""
    pin_to(args["cpu"])
    if args["impl"] == "acp-fast":
        check_core(args["core"])
    run_on_loop(serve(args["impl"]), args["loop"])
