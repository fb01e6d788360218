"""The `acp-fast` command. Results go to stdout; diagnostics go to stderr through `logging`."""

from __future__ import annotations

import argparse
import asyncio
import platform
import sys
from collections.abc import Coroutine
from importlib import metadata
from typing import Any

__all__ = ["main", "run_on_loop"]


def _version_of(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "not installed"


def version_report() -> dict[str, str]:
    """What is running: package version, which core, and the versions the speed depends on."""
    import acp_fast

    uvloop = _version_of("uvloop")
    return {
        "acp-fast": acp_fast.__version__,
        "core": "compiled (Cython)" if acp_fast.COMPILED else "pure Python",
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "orjson": _version_of("orjson"),
        "uvloop": uvloop,
        "loop": "uvloop" if uvloop != "not installed" else "asyncio (uvloop not installed)",
        "platform": platform.platform(),
    }


def _cmd_version(args: argparse.Namespace) -> int:
    for key, value in version_report().items():
        print(f"{key:10} {value}")
    return 0


def run_on_loop(main: Coroutine[Any, Any, Any], loop: str | None) -> Any:
    """Run `main` on uvloop (the default, when installed) or on asyncio's own loop."""
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


def build_parser() -> argparse.ArgumentParser:
    from .acp import echo_agent

    parser = argparse.ArgumentParser(prog="acp-fast", description="acp-fast: a fast Agent Client Protocol SDK")
    commands = parser.add_subparsers(dest="command", required=True)
    version = commands.add_parser("version", help="versions, compiled or pure core")
    version.set_defaults(run=_cmd_version)
    echo = commands.add_parser(
        "echo-agent", help="a reference ACP agent on stdio (streams echoes, permission, cancellation)"
    )
    echo_agent.build_parser(echo)
    echo.set_defaults(run=echo_agent.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
