"""What a process runs on: the event loop it starts, how it stops (SIGINT, SIGTERM), its connections' message size
limit, and the report of versions and the loaded core.

Used by the `acp-fast` command, the echo agent and the benchmark processes, so that every one of them picks the
loop the same way, takes the same options and reports the same facts.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import logging
import platform
import signal
from collections.abc import Callable, Coroutine
from typing import Any

from ._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ._router import COMPILED
from ._version import __version__

__all__ = ["LOOPS", "STOP_SIGNALS", "add_max_message_size", "on_stop", "run_on_loop", "version_of", "version_report"]

LOOPS = ("uvloop", "asyncio")
# What stops a command: Ctrl-C and `kill`. Its exit status is then 128 + the signal's number (130, 143).
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)

logger = logging.getLogger("acp_fast")


def add_max_message_size(parser: argparse.ArgumentParser) -> None:
    """`--max-message-size BYTES`, for a command that serves connections: the longest message each accepts."""

    def size(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number of bytes: {text!r}") from None
        if not 0 < value < 2**62:
            raise argparse.ArgumentTypeError(f"must be a positive number of bytes, not {value}")
        return value

    parser.add_argument(
        "--max-message-size",
        type=size,
        default=DEFAULT_MAX_MESSAGE_SIZE,
        metavar="BYTES",
        help=f"the longest message accepted on each connection (default {DEFAULT_MAX_MESSAGE_SIZE})",
    )


def run_on_loop(main: Coroutine[Any, Any, Any], loop: str | None) -> Any:
    """Run `main` on uvloop (the default when it is installed: None) or on asyncio's own loop (`"asyncio"`).

    `"uvloop"` asked for explicitly and not installed is an error (SystemExit naming it), never a fallback.

    SIGINT and SIGTERM stop it: `main` is cancelled (or the callback it gave `on_stop` runs), and once it has
    wound down the process exits with 128 + the signal's number after one line on stderr, no traceback. A second
    signal cancels `main` at once.
    """
    if loop not in (None, *LOOPS):
        main.close()
        raise ValueError(f"loop must be one of {LOOPS} or None, not {loop!r}")
    stoppable = _stoppable(main)
    if loop != "asyncio":
        try:
            import uvloop
        except ImportError:
            if loop == "uvloop":
                stoppable.close()
                main.close()
                raise SystemExit("acp-fast: --loop uvloop asked for, but uvloop is not installed") from None
        else:
            return _exit_when_stopped(uvloop.run, stoppable)
    return _exit_when_stopped(asyncio.run, stoppable)


class _Stop:
    """The stop signals of one `run_on_loop`: the first runs the command's own stop (`on_stop`) or cancels its
    main task; the signal is kept for the exit status."""

    def __init__(self, task: asyncio.Task[Any]) -> None:
        self.task = task
        self.signum: int | None = None
        self.callback: Callable[[], object] | None = None

    def __call__(self, signum: int) -> None:
        if self.signum is None:
            self.signum = signum
            if self.callback is not None:
                self.callback()
                return
        self.task.cancel()


_STOP: contextvars.ContextVar[_Stop | None] = contextvars.ContextVar("acp_fast_stop", default=None)


class _Stopped(Exception):
    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


async def _stoppable(main: Coroutine[Any, Any, Any]) -> Any:
    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    assert task is not None
    stop = _Stop(task)
    try:
        for signum in STOP_SIGNALS:
            loop.add_signal_handler(signum, stop, signum)
    except (ValueError, RuntimeError):  # not the main thread: signals are the main thread's to handle
        return await main
    token = _STOP.set(stop)
    try:
        result = await main
    except asyncio.CancelledError:
        if stop.signum is None:
            raise
        result = None
    finally:
        _STOP.reset(token)
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)
    if stop.signum is not None:
        raise _Stopped(stop.signum)
    return result


def _exit_when_stopped(run: Callable[[Coroutine[Any, Any, Any]], Any], main: Coroutine[Any, Any, Any]) -> Any:
    try:
        return run(main)
    except _Stopped as stopped:
        logger.warning("stopped by %s", signal.Signals(stopped.signum).name)
        raise SystemExit(128 + stopped.signum) from None


def on_stop(callback: Callable[[], object]) -> Callable[[], None]:
    """Stop on SIGINT/SIGTERM by calling `callback()` (a graceful stop of the command's own) instead of cancelling
    the main coroutine; returns the function that undoes it. Under `run_on_loop` the exit status still says which
    signal it was; elsewhere the callback is the loop's signal handler."""
    stop = _STOP.get()
    if stop is not None:
        stop.callback = callback

        def undo() -> None:
            stop.callback = None

        return undo
    loop = asyncio.get_running_loop()
    for signum in STOP_SIGNALS:
        loop.add_signal_handler(signum, callback)

    def remove() -> None:
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)

    return remove


def version_of(distribution: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    # Imported here, not at the top: importlib.metadata (with the email and zipfile packages it loads) would add
    # ~15 % to the start-up of every agent and command that uses this module (docs/performance.md#import-time).
    from importlib import metadata

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def version_report() -> dict[str, str]:
    """What is running: package version, which core, and the versions the speed depends on."""
    uvloop = version_of("uvloop")
    return {
        "acp-fast": __version__,
        "core": "compiled (Cython)" if COMPILED else "pure Python",
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "orjson": version_of("orjson"),
        "uvloop": uvloop,
        "loop": "uvloop" if uvloop != "not installed" else "asyncio (uvloop not installed)",
        "platform": platform.platform(),
    }
