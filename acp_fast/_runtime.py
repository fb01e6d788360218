"""What a process runs on: the event loop it starts, its connections' message size limit, and the report of
versions and the loaded core.

Used by the `acp-fast` command, the echo agent and the benchmark processes, so that every one of them picks the
loop the same way, takes the same options and reports the same facts.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
from collections.abc import Coroutine
from typing import Any

from ._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ._router import COMPILED
from ._version import __version__

__all__ = ["LOOPS", "add_max_message_size", "run_on_loop", "version_of", "version_report"]

LOOPS = ("uvloop", "asyncio")


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
    """
    if loop not in (None, *LOOPS):
        main.close()
        raise ValueError(f"loop must be one of {LOOPS} or None, not {loop!r}")
    if loop != "asyncio":
        try:
            import uvloop
        except ImportError:
            if loop == "uvloop":
                main.close()
                raise SystemExit("acp-fast: --loop uvloop asked for, but uvloop is not installed") from None
        else:
            return uvloop.run(main)
    return asyncio.run(main)


def version_of(distribution: str) -> str:
    """The installed version of a distribution, or "not installed"."""
    # Imported here, not at the top: importlib.metadata (with the email and zipfile packages it loads) would add
    # ~15 % to the start-up of every agent and command that uses this module (docs/performance.md).
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
