"""The `acp-fast` command. Results go to stdout; diagnostics go to stderr through `logging`.

Every subcommand checks its arguments before it starts any work: bad usage is one line on stderr and exit status 2
(argparse's own), never a traceback; a failure once running is one logged line and exit status 1.
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import math
import os
import shlex
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ._runtime import add_max_message_size, run_on_loop, version_report

__all__ = ["build_parser", "main"]


def _cmd_version(args: argparse.Namespace) -> int:
    for key, value in version_report().items():
        print(f"{key:10} {value}")
    return 0


# ------------------------------------------------------------------------------------------ argument checks
# argparse `type=` functions: an ArgumentTypeError becomes "acp-fast X: error: argument --opt: <message>", exit 2.


def _command(text: str) -> list[str]:
    """One shell-quoted command line, split; it must name a program that can be run (checked now: the conductor
    starts its components only on the first `initialize`)."""
    try:
        argv = shlex.split(text)
    except ValueError as exc:  # "No closing quotation", "No escaped character"
        raise argparse.ArgumentTypeError(f"{text!r} is not a shell-quoted command: {exc}") from None
    if not argv:
        raise argparse.ArgumentTypeError("empty command")
    if shutil.which(argv[0]) is None:
        where = "" if os.sep in argv[0] else " on PATH"
        raise argparse.ArgumentTypeError(f"{argv[0]!r}: command not found{where} (or not executable)")
    return argv


def _number(kind: Callable[[str], Any], least: float, *, above: bool = False) -> Callable[[str], Any]:
    """A finite int or float >= `least` (> `least` with `above`)."""
    bound = f"> {least:g}" if above else f">= {least:g}"

    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number {bound}, not {text!r}") from None
        if not math.isfinite(value) or value < least or (above and value == least):
            raise argparse.ArgumentTypeError(f"must be {bound}, not {text}")
        return value

    return parse


def _writable(path: str) -> str | None:
    """Why a file cannot be written at `path`, or None. Tried for real (permission bits say little to root, or on
    /proc): opened for appending, so an existing file is left as it is, and a new one is removed again."""
    target = Path(path)
    if target.is_dir():
        return f"{path} is a directory"
    if not target.parent.is_dir():
        return f"no directory {str(target.parent)!r} for {path}"
    existed = target.exists()
    try:
        with open(target, "ab"):
            pass
    except OSError as exc:
        return f"cannot write {path}: {exc.strerror or exc}"
    if not existed:
        target.unlink(missing_ok=True)
    return None


def _check_echo_agent(args: argparse.Namespace) -> str | None:
    # echo_agent's parser takes any numbers: checked here, before the agent starts.
    if args.chunks < 1:
        return f"argument --chunks: must be >= 1, not {args.chunks}"
    if args.chunk_size < 0:
        return f"argument --chunk-size: must be >= 0, not {args.chunk_size}"
    if not (math.isfinite(args.delay) and args.delay >= 0):
        return f"argument --delay: must be >= 0, not {args.delay}"
    return None


def _check_bench(args: argparse.Namespace) -> str | None:
    # Everything a run needs at its end (the report's files, matplotlib) is checked before minutes of measuring.
    import acp_fast

    from .bench import runner

    unknown = set(args.scenarios) - set(runner.SCENARIOS)
    if unknown:
        return f"unknown scenario {', '.join(sorted(unknown))} (choose from {', '.join(runner.SCENARIOS)})"
    if args.core == "compiled" and not acp_fast.COMPILED:
        return "--core compiled, but this install has no compiled core"
    for option, path in (("--json", args.json), ("--plot", args.plot)):
        if path is not None and (problem := _writable(path)):
            return f"argument {option}: {problem}"
    if args.plot is not None:
        if importlib.util.find_spec("matplotlib") is None:
            return "argument --plot: needs matplotlib (pip install 'acp-fast[bench]')"
        if args.scenarios and "roundtrip" not in args.scenarios:
            return "argument --plot: needs the roundtrip scenario"
    return None


def build_parser() -> argparse.ArgumentParser:
    from .acp import echo_agent
    from .conductor import INITIALIZE_TIMEOUT

    parser = argparse.ArgumentParser(prog="acp-fast", description="acp-fast: a fast Agent Client Protocol SDK")
    commands = parser.add_subparsers(dest="command", required=True)
    version = commands.add_parser("version", help="versions, compiled or pure core")
    version.set_defaults(run=_cmd_version)
    echo = commands.add_parser(
        "echo-agent", help="a reference ACP agent on stdio (streams echoes, permission, cancellation)"
    )
    echo_agent.build_parser(echo)
    echo.set_defaults(run=echo_agent.run, check=_check_echo_agent, parser=echo)
    conductor = commands.add_parser(
        "conductor", help="run proxies and an agent as one agent on stdio (each command one shell-quoted string)"
    )
    conductor.add_argument(
        "--proxy", action="append", default=[], type=_command, metavar="CMD", help="a proxy, nearest the client first"
    )
    conductor.add_argument("--agent", required=True, type=_command, metavar="CMD", help="the final agent")
    conductor.add_argument(
        "--initialize-timeout",
        type=_number(float, 0),
        default=INITIALIZE_TIMEOUT,
        metavar="SECONDS",
        help=f"time the chain has to answer the first initialize; 0: no limit (default {INITIALIZE_TIMEOUT:g})",
    )
    add_max_message_size(conductor)
    conductor.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    conductor.set_defaults(run=_cmd_conductor)
    fanout = commands.add_parser(
        "fanout", help="one agent on stdio with K agents behind it: every prompt to all, the first answer wins"
    )
    fanout.add_argument(
        "--agent", action="append", required=True, type=_command, metavar="CMD", help="an agent (repeat K times)"
    )
    add_max_message_size(fanout)
    fanout.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    fanout.set_defaults(run=_cmd_fanout)
    bench = commands.add_parser(
        "bench", help="benchmarks: throughput and cancellation under load, as ratios of baselines measured alongside"
    )
    bench.add_argument(
        "scenarios",
        nargs="*",
        metavar="SCENARIO",
        help="roundtrip, cancel, stream, chain, fanout, memory (default: all)",
    )
    bench.add_argument("--quick", action="store_true", help="a short run (under a minute): one round, fewer cases")
    bench.add_argument("--rounds", type=_number(int, 1), default=None, help="rounds per case (default 3; --quick: 1)")
    bench.add_argument(
        "--duration",
        type=_number(float, 0, above=True),
        default=None,
        help="seconds per measurement (default 2; --quick: 0.5)",
    )
    bench.add_argument("--loop", choices=("uvloop", "asyncio"), default="uvloop")
    bench.add_argument("--core", choices=("compiled", "pure"), default=None, help="default: the one this install loads")
    bench.add_argument("--pin", action="store_true", help="pin the client and server processes to one CPU")
    bench.add_argument(
        "--compare",
        choices=("acp",),
        default=None,
        help="also measure the official Python SDK (its venv is built on first use, from PyPI)",
    )
    bench.add_argument(
        "--compat",
        action="store_true",
        help="also run the official SDK's peers on acp_fast.compat, beside the official SDK (needs pydantic)",
    )
    bench.add_argument(
        "--fanout", type=_number(int, 1), default=4, metavar="K", help="agents behind the fan-out (default 4)"
    )
    bench.add_argument("--json", metavar="FILE", help="write the samples and the environment here")
    bench.add_argument("--plot", metavar="FILE.png", help="plot round trips against requests in flight (matplotlib)")
    bench.set_defaults(run=_cmd_bench, check=_check_bench, parser=bench)
    proxy = commands.add_parser("proxy", help="a pass-through proxy component (forwards everything), for chains")
    add_max_message_size(proxy)
    proxy.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    proxy.set_defaults(run=_cmd_proxy)
    return parser


def _logging_to_stderr(name: str) -> None:
    logging.basicConfig(level=logging.WARNING, format=f"{name}: %(levelname)s %(name)s: %(message)s", stream=sys.stderr)


def _cmd_conductor(args: argparse.Namespace) -> int:
    from .conductor import run_conductor

    _logging_to_stderr("conductor")
    serve = run_conductor(
        args.agent,
        args.proxy,
        initialize_timeout=args.initialize_timeout or None,
        max_message_size=args.max_message_size,
    )
    return int(run_on_loop(serve, args.loop))


def _cmd_bench(args: argparse.Namespace) -> int:
    import json

    import acp_fast

    from .bench import runner

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    core = args.core or ("compiled" if acp_fast.COMPILED else "pure")  # the options are checked (_check_bench)
    settings = runner.Settings(
        scenarios=tuple(args.scenarios) or runner.SCENARIOS,
        quick=args.quick,
        rounds=args.rounds or (1 if args.quick else 3),
        duration=args.duration or (0.5 if args.quick else 2.0),
        warmup=0.2 if args.quick else 0.5,
        loop=args.loop,
        core=core,
        pin=args.pin,
        compare_acp=args.compare == "acp",
        compat=args.compat,
        fanout=args.fanout,
    )
    rows, environment = runner.run(settings)
    print(runner.table(rows, environment, settings), flush=True)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(runner.to_json(rows, environment, settings), out, indent=1)
    if args.plot:
        runner.plot(rows, args.plot, settings)
    return 1 if any(row.failed for row in rows) else 0


def _cmd_fanout(args: argparse.Namespace) -> int:
    from .fanout import run_fanout

    _logging_to_stderr("fanout")
    try:
        run_on_loop(run_fanout(args.agent, max_message_size=args.max_message_size), args.loop)
    except OSError as exc:  # an agent that could not be started (the error names its command)
        logging.getLogger("acp_fast.fanout").error("%s", exc)
        return 1
    return 0


def _cmd_proxy(args: argparse.Namespace) -> int:
    from .connection import Connection
    from .proxy import Proxy, run_proxy

    _logging_to_stderr("proxy")
    run_on_loop(run_proxy(Proxy(Connection("conductor", max_message_size=args.max_message_size))), args.loop)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    check = getattr(args, "check", None)
    if check is not None and (problem := check(args)):
        args.parser.error(problem)  # one line on stderr, exit status 2
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
