"""The `acp-fast` command. Results go to stdout; diagnostics go to stderr through `logging`."""

from __future__ import annotations

import argparse
import logging
import shlex
import sys

from ._runtime import run_on_loop, version_report

__all__ = ["build_parser", "main"]


def _cmd_version(args: argparse.Namespace) -> int:
    for key, value in version_report().items():
        print(f"{key:10} {value}")
    return 0


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
    conductor = commands.add_parser(
        "conductor", help="run proxies and an agent as one agent on stdio (each command one shell-quoted string)"
    )
    conductor.add_argument(
        "--proxy", action="append", default=[], metavar="CMD", help="a proxy, nearest the client first"
    )
    conductor.add_argument("--agent", required=True, metavar="CMD", help="the final agent")
    conductor.add_argument(
        "--initialize-timeout",
        type=float,
        default=60.0,
        metavar="SECONDS",
        help="time the chain has to answer the first initialize (default 60)",
    )
    conductor.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    conductor.set_defaults(run=_cmd_conductor)
    fanout = commands.add_parser(
        "fanout", help="one agent on stdio with K agents behind it: every prompt to all, the first answer wins"
    )
    fanout.add_argument("--agent", action="append", required=True, metavar="CMD", help="an agent (repeat K times)")
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
    bench.add_argument("--rounds", type=int, default=None, help="rounds per case (default 3; --quick: 1)")
    bench.add_argument("--duration", type=float, default=None, help="seconds per measurement (default 2; --quick: 0.5)")
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
    bench.add_argument("--fanout", type=int, default=4, metavar="K", help="agents behind the fan-out (default 4)")
    bench.add_argument("--json", metavar="FILE", help="write the samples and the environment here")
    bench.add_argument("--plot", metavar="FILE.png", help="plot round trips against requests in flight (matplotlib)")
    bench.set_defaults(run=_cmd_bench)
    proxy = commands.add_parser("proxy", help="a pass-through proxy component (forwards everything), for chains")
    proxy.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    proxy.set_defaults(run=_cmd_proxy)
    return parser


def _logging_to_stderr(name: str) -> None:
    logging.basicConfig(level=logging.WARNING, format=f"{name}: %(levelname)s %(name)s: %(message)s", stream=sys.stderr)


def _cmd_conductor(args: argparse.Namespace) -> int:
    from .conductor import run_conductor

    _logging_to_stderr("conductor")
    proxies = [shlex.split(command) for command in args.proxy]
    agent = shlex.split(args.agent)
    return int(run_on_loop(run_conductor(agent, proxies, initialize_timeout=args.initialize_timeout), args.loop))


def _cmd_bench(args: argparse.Namespace) -> int:
    import json

    import acp_fast

    from .bench import runner

    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    unknown = set(args.scenarios) - set(runner.SCENARIOS)
    if unknown:
        raise SystemExit(
            f"acp-fast bench: unknown scenario {', '.join(sorted(unknown))} (choose from {runner.SCENARIOS})"
        )
    core = args.core or ("compiled" if acp_fast.COMPILED else "pure")
    if core == "compiled" and not acp_fast.COMPILED:
        raise SystemExit("acp-fast bench: --core compiled, but this install has no compiled core")
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
    run_on_loop(run_fanout([shlex.split(command) for command in args.agent]), args.loop)
    return 0


def _cmd_proxy(args: argparse.Namespace) -> int:
    from .proxy import Proxy, run_proxy

    _logging_to_stderr("proxy")
    run_on_loop(run_proxy(Proxy()), args.loop)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
