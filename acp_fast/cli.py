"""The `acp-fast` command. Results go to stdout; diagnostics go to stderr through `logging`.

Every subcommand checks its arguments before it starts any work: bad usage is one line on stderr and exit status 2
(argparse's own), never a traceback; a failure once running is one logged line and exit status 1.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import logging
import math
import os
import shlex
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._runtime import add_max_message_size, run_on_loop, version_report
from ._version import __version__
from .bench import SCENARIOS

if TYPE_CHECKING:
    from .tracing import Tracer

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
    argv = _this_installation(argv)
    if problem := _not_runnable(argv[0]):
        raise argparse.ArgumentTypeError(problem)
    return argv


def _this_installation(argv: list[str]) -> list[str]:
    """`acp-fast …` as a component means this installation's command (beside the running interpreter, as in a venv
    that is not activated), not whichever `acp-fast` PATH finds first."""
    if argv[0] != "acp-fast":
        return argv
    beside = os.path.join(os.path.dirname(sys.executable), "acp-fast")
    if os.access(beside, os.X_OK):
        return [beside, *argv[1:]]
    return [sys.executable, "-m", "acp_fast", *argv[1:]]


def _not_runnable(program: str) -> str | None:
    if shutil.which(program) is not None:
        return None
    where = "" if os.sep in program else " on PATH"
    return f"{program!r}: command not found{where} (or not executable)"


def _component(text: str) -> list[str] | str:
    """A command (see `_command`), or the URL of a component served over the network (kept as a str)."""
    from .conductor import REMOTE_SCHEMES, check_url

    scheme, separator, _ = text.partition("://")
    if not (separator and scheme.lower() in REMOTE_SCHEMES):
        return _command(text)
    try:
        return check_url(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _address(text: str) -> tuple[str, int]:
    """HOST:PORT to listen on (`[::1]:PORT` for an IPv6 address; an empty HOST: this machine only)."""
    from .network.policy import DEFAULT_HOST

    host, separator, port = text.rpartition(":")
    if not separator:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, not {text!r}")
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    try:
        number = int(port)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{port!r} is not a port number (in {text!r})") from None
    if not 0 <= number <= 65535:
        raise argparse.ArgumentTypeError(f"port must be 0 to 65535, not {number}")
    return host or DEFAULT_HOST, number


def _origin(text: str) -> str:
    """A browser origin, as browsers send it: scheme://host[:port], nothing after."""
    scheme, separator, rest = text.partition("://")
    if not (separator and scheme and rest) or "/" in rest:
        raise argparse.ArgumentTypeError(f"an origin is scheme://host[:port] with no path, not {text!r}")
    return text


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

    if args.clear_cache:
        given = [
            name
            for name, value in (
                ("SCENARIO", args.scenarios),
                ("--json", args.json),
                ("--plot", args.plot),
                ("--compare", args.compare),
                ("--compat", args.compat),
            )
            if value
        ]
        if given:
            return f"argument --clear-cache: clears the cache and measures nothing: give it without {', '.join(given)}"
        return None
    unknown = set(args.scenarios) - set(SCENARIOS)
    if unknown:
        return f"unknown scenario {', '.join(sorted(unknown))} (choose from {', '.join(SCENARIOS)})"
    if args.core == "compiled" and not acp_fast.COMPILED:
        return "--core compiled, but this install has no compiled core"
    for option, path in (("--json", args.json), ("--plot", args.plot)):
        if path is not None and (problem := _writable(path)):
            return f"argument {option}: {problem}"
    if args.relay is not None and not (os.path.isfile(args.relay) and os.access(args.relay, os.X_OK)):
        return f"argument --relay: {args.relay} is not an executable file"
    if args.plot is not None:
        if importlib.util.find_spec("matplotlib") is None:
            return "argument --plot: needs matplotlib (pip install 'acp-fast[bench]')"
        if args.scenarios and "roundtrip" not in args.scenarios:
            return "argument --plot: needs the roundtrip scenario"
    return None


def _token(option: str, variable: str | None) -> tuple[str | None, str | None]:
    """The token held by the environment variable an option names: (token, None), or (None, why not). Tokens are
    never taken on the command line, where `ps` shows them to every user of the machine."""
    if variable is None:
        return None, None
    token = os.environ.get(variable)
    if not token:
        return None, f"argument {option}: the environment variable {variable} is not set (or empty)"
    return token, None


def _network_extra(name: str) -> str | None:
    """Why `acp_fast.network.<name>` cannot be used (its extra is not installed), or None."""
    from . import network

    try:
        getattr(network, name)
    except ImportError as exc:
        return str(exc)
    return None


def _check_remote(args: argparse.Namespace, components: list[list[str] | str]) -> str | None:
    # Sets args.remote_token: the token is read once, here, before anything starts.
    args.remote_token, problem = _token("--remote-token-env", args.remote_token_env)
    if problem:
        return problem
    for component in components:
        if isinstance(component, str):
            ws = component.lower().startswith("ws")
            if problem := _network_extra("connect_websocket" if ws else "connect_http"):
                return f"{component}: {problem}"
    return None


def _check_trace(args: argparse.Namespace) -> str | None:
    if args.trace_otel and importlib.util.find_spec("opentelemetry") is None:
        return "argument --trace-otel: needs opentelemetry-api, in the 'otel' extra: pip install 'acp-fast[otel]'"
    if args.trace is None:
        if args.trace_payloads is not None:
            return "argument --trace-payloads: needs --trace FILE"
        return None
    if problem := _writable(args.trace):
        return f"argument --trace: {problem}"
    return None


def _check_conductor(args: argparse.Namespace) -> str | None:
    if (args.agent is None) == (not args.as_proxy):
        return "give the final agent (--agent CMD|URL), or --as-proxy to run the chain as one proxy, not both"
    if args.as_proxy and not args.proxy:
        return "--as-proxy needs at least one --proxy"
    return _check_trace(args) or _check_remote(args, [*args.proxy, *([] if args.agent is None else [args.agent])])


def _check_fanout(args: argparse.Namespace) -> str | None:
    return _check_trace(args) or _check_remote(args, args.agent)


def _check_serve(args: argparse.Namespace) -> str | None:
    # Sets args.token: read once, here, before anything starts.
    if problem := _check_trace(args):
        return problem
    if not args.agent:
        return "the agent's command is missing: acp-fast serve --ws HOST:PORT [OPTIONS] -- AGENT_CMD [ARGS...]"
    args.agent = _this_installation(args.agent)
    if problem := _not_runnable(args.agent[0]):
        return f"AGENT_CMD: {problem}"
    args.token, problem = _token("--token-env", args.token_env)
    if problem:
        return problem
    if (args.tls_cert is None) != (args.tls_key is None):
        return "argument --tls-cert/--tls-key: TLS needs both the certificate and the key"
    if args.tls_cert is not None:
        import ssl

        try:
            ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(args.tls_cert, args.tls_key)
        except (OSError, ssl.SSLError) as exc:
            return f"argument --tls-cert: cannot load {args.tls_cert} with the key {args.tls_key}: {exc}"
    if args.http:
        if importlib.util.find_spec("hypercorn") is None:
            return "argument --http: needs hypercorn, in the 'http' extra: pip install 'acp-fast[http]'"
        if problem := _network_extra("asgi_app"):
            return f"argument --http: {problem}"
    elif problem := _network_extra("serve_websocket"):
        return f"argument --ws: {problem}"
    return None


def build_parser() -> argparse.ArgumentParser:
    from .acp import echo_agent
    from .conductor import INITIALIZE_TIMEOUT
    from .tracing.command import add_trace_command

    parser = argparse.ArgumentParser(prog="acp-fast", description="acp-fast: a fast Agent Client Protocol SDK")
    parser.add_argument("--version", action="version", version=f"acp-fast {__version__} (`acp-fast version`: more)")
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
        "--proxy",
        action="append",
        default=[],
        type=_component,
        metavar="CMD|URL",
        help="a proxy, nearest the client first",
    )
    conductor.add_argument(
        "--agent", type=_component, metavar="CMD|URL", help="the final agent (a command, or ws://… URL)"
    )
    conductor.add_argument(
        "--as-proxy",
        action="store_true",
        help="no agent: the chain is one proxy in its own conductor's chain (initialized with proxy/initialize; what"
        " the last proxy passes on goes to that conductor's successor)",
    )
    conductor.add_argument(
        "--initialize-timeout",
        type=_number(float, 0),
        default=INITIALIZE_TIMEOUT,
        metavar="SECONDS",
        help=f"time the chain has to answer the first initialize; 0: no limit (default {INITIALIZE_TIMEOUT:g})",
    )
    _add_proxy_prefix(conductor, "sent to the proxies")
    add_max_message_size(conductor)
    _add_remote_token_env(conductor)
    _add_trace(conductor)
    conductor.add_argument(
        "--stats-socket", metavar="PATH", help="answer `acp-fast stats PATH` on this Unix socket while running"
    )
    conductor.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    conductor.set_defaults(run=_cmd_conductor, check=_check_conductor, parser=conductor)
    fanout = commands.add_parser(
        "fanout", help="one agent on stdio with K agents behind it: every prompt to all, the first answer wins"
    )
    fanout.add_argument(
        "--agent",
        action="append",
        required=True,
        type=_component,
        metavar="CMD|URL",
        help="an agent: a command, or a ws://… URL (repeat K times)",
    )
    add_max_message_size(fanout)
    _add_remote_token_env(fanout)
    _add_trace(fanout)
    fanout.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    fanout.set_defaults(run=_cmd_fanout, check=_check_fanout, parser=fanout)
    bench = commands.add_parser(
        "bench", help="benchmarks: throughput and cancellation under load, as ratios of baselines measured alongside"
    )
    bench.add_argument(
        "scenarios",
        nargs="*",
        metavar="SCENARIO",
        help=f"{', '.join(SCENARIOS)} (default: all)",
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
    bench.add_argument(
        "--relay",
        metavar="PATH",
        help="the C relay program of the chain's '2 C relays' row (cc -O2 -o relay benchmarks/relay.c in a clone of "
        "acp-fast; run from a clone, it is built when not given)",
    )
    bench.add_argument("--plot", metavar="FILE.png", help="plot round trips against requests in flight (matplotlib)")
    bench.add_argument(
        "--clear-cache",
        action="store_true",
        help="remove the official SDK's venvs that --compare and --compat keep ($ACP_FAST_OFFICIAL_SDK_DIR, default"
        " ~/.cache/acp-fast/official-sdk) and say how many bytes they took; measures nothing",
    )
    bench.set_defaults(run=_cmd_bench, check=_check_bench, parser=bench)
    proxy = commands.add_parser("proxy", help="a pass-through proxy component (forwards everything), for chains")
    _add_proxy_prefix(proxy, "sent to the conductor")
    add_max_message_size(proxy)
    _add_trace(proxy)
    proxy.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    proxy.set_defaults(run=_cmd_proxy, check=_check_trace, parser=proxy)
    _add_mcp_bridge(commands)
    _add_serve(commands)
    add_trace_command(commands)
    stats = commands.add_parser("stats", help="print the live stats of a running conductor (its --stats-socket)")
    stats.add_argument("socket", metavar="PATH", help="the conductor's --stats-socket")
    stats.add_argument("--json", action="store_true", help="the whole report as JSON")
    stats.add_argument("--timeout", type=_number(float, 0, above=True), default=10.0, metavar="SECONDS")
    stats.set_defaults(run=_cmd_stats)
    return parser


def _add_mcp_bridge(commands: Any) -> None:
    from .mcp.bridge import DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_BUFFERED_BYTES
    from .mcp.provider import DEFAULT_MAX_ACTIVE_REQUESTS

    bridge = commands.add_parser(
        "mcp-bridge",
        help="a proxy component that re-exports ACP-transport MCP servers as loopback Streamable HTTP endpoints, "
        "for an agent that takes only URLs (docs/mcp.md)",
    )
    bridge.add_argument(
        "--max-body-bytes",
        type=_number(int, 1),
        default=DEFAULT_MAX_BODY_BYTES,
        metavar="N",
        help=f"the largest HTTP request body (default {DEFAULT_MAX_BODY_BYTES}); over it: 413",
    )
    bridge.add_argument(
        "--max-buffered-bytes",
        type=_number(int, 1),
        default=DEFAULT_MAX_BUFFERED_BYTES,
        metavar="N",
        help=f"a request's notifications its HTTP client has not read yet (default {DEFAULT_MAX_BUFFERED_BYTES});"
        " over it, the request is cancelled and ends with -33000",
    )
    bridge.add_argument(
        "--max-active-requests",
        type=_number(int, 1),
        default=DEFAULT_MAX_ACTIVE_REQUESTS,
        metavar="N",
        help=f"HTTP requests in flight at once (default {DEFAULT_MAX_ACTIVE_REQUESTS}); over it: 429",
    )
    bridge.add_argument(
        "--timeout",
        type=_number(float, 0, above=True),
        default=None,
        metavar="SECONDS",
        help="how long one HTTP request may take through the bridge (default: no limit: the agent's client decides)",
    )
    _add_proxy_prefix(bridge, "sent to the conductor")
    add_max_message_size(bridge)
    _add_trace(bridge)
    bridge.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    bridge.set_defaults(run=_cmd_mcp_bridge, check=_check_mcp_bridge, parser=bridge)


def _check_mcp_bridge(args: argparse.Namespace) -> str | None:
    if importlib.util.find_spec("hypercorn") is None:
        return "needs hypercorn, in the 'http' extra: pip install 'acp-fast[http]'"
    return _check_trace(args)


def _add_proxy_prefix(parser: argparse.ArgumentParser, sent: str) -> None:
    from ._protocol import LEGACY_PROXY_PREFIX, PROXY_PREFIX, PROXY_PREFIXES

    parser.add_argument(
        "--proxy-prefix",
        choices=PROXY_PREFIXES,
        default=PROXY_PREFIX,
        help=f"how the proxy methods {sent} are spelled: {PROXY_PREFIX}/initialize, {PROXY_PREFIX}/successor (default)"
        f" or {LEGACY_PROXY_PREFIX}/… for peers that know only the old spelling; both are accepted",
    )


def _add_remote_token_env(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--remote-token-env",
        metavar="VAR",
        help="send the bearer token held by environment variable VAR to the components given as URLs",
    )


def _add_trace(parser: argparse.ArgumentParser) -> None:
    from .tracing import BACKUPS, MAX_BYTES, PAYLOAD_LIMIT

    parser.add_argument(
        "--trace", metavar="FILE", help="write a trace of every message, one JSON line each (docs/observability.md)"
    )
    parser.add_argument(
        "--trace-payloads",
        nargs="?",
        const=PAYLOAD_LIMIT,
        type=_number(int, 1),
        metavar="BYTES",
        help=f"keep each message's params, result or error in the trace, cut at BYTES (default {PAYLOAD_LIMIT})",
    )
    parser.add_argument(
        "--trace-otel",
        action="store_true",
        help="send a span per request to OpenTelemetry's global tracer provider (the 'otel' extra)",
    )
    parser.add_argument(
        "--trace-max-bytes",
        type=_number(int, 1024),
        default=MAX_BYTES,
        metavar="BYTES",
        help=f"rotate the trace file past this size, keeping {BACKUPS} older files (default {MAX_BYTES})",
    )


@contextlib.contextmanager
def _tracing(args: argparse.Namespace, process: str) -> Iterator[Tracer | None]:
    """The tracer the --trace options ask for (None without --trace or --trace-otel), closed at the end (its last
    lines written, its last spans ended)."""
    if not args.trace and not args.trace_otel:
        yield None
        return
    from .tracing import PAYLOAD_LIMIT, OtelSink, Tracer

    payloads = args.trace_payloads is not None
    with Tracer(
        args.trace,
        payloads=payloads,
        payload_limit=args.trace_payloads if payloads else PAYLOAD_LIMIT,
        max_bytes=args.trace_max_bytes,
        sinks=[OtelSink()] if args.trace_otel else [],
        process=process,
    ) as tracer:
        yield tracer


def _add_serve(commands: Any) -> None:
    from .network.policy import ServerPolicy

    defaults = ServerPolicy()
    serve = commands.add_parser(
        "serve",
        help="serve a stdio agent over WebSocket (or Streamable HTTP): one agent process per connection",
        usage="%(prog)s --ws HOST:PORT [OPTIONS] -- AGENT_CMD [ARGS...]",
    )
    serve.add_argument(
        "--ws",
        required=True,
        type=_address,
        metavar="HOST:PORT",
        help="listen here, at ws://HOST:PORT/acp; 127.0.0.1 (or an empty HOST) serves this machine only, 0.0.0.0 "
        "every network it is on; port 0: any free port (the URL is logged)",
    )
    serve.add_argument(
        "--http",
        action="store_true",
        help="serve Streamable HTTP and WebSocket at http://HOST:PORT/acp with hypercorn (the 'http' extra)",
    )
    serve.add_argument(
        "--token-env",
        metavar="VAR",
        help="require `Authorization: Bearer TOKEN`, TOKEN read from environment variable VAR (default: no token)",
    )
    serve.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        type=_origin,
        metavar="ORIGIN",
        help="a browser origin allowed to connect, e.g. https://editor.example (repeat; default: none)",
    )
    serve.add_argument(
        "--max-connections",
        type=_number(int, 1),
        default=defaults.max_connections,
        metavar="N",
        help=f"connections (so agent processes) at once; one more is refused (default {defaults.max_connections})",
    )
    serve.add_argument(
        "--idle-timeout",
        type=_number(float, 0, above=True),
        default=None,
        metavar="SECONDS",
        help="close a connection quiet this long in both directions (default: never)",
    )
    add_max_message_size(serve)
    _add_trace(serve)
    serve.add_argument("--tls-cert", metavar="FILE", help="serve wss:// (https://) with this certificate chain (PEM)")
    serve.add_argument("--tls-key", metavar="FILE", help="the private key of --tls-cert (PEM)")
    serve.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    serve.add_argument("agent", nargs="*", metavar="AGENT_CMD", help="after --: the agent's command and arguments")
    serve.set_defaults(
        run=_cmd_serve,
        check=_check_serve,
        parser=serve,
        unrecognized_hint="the agent's own options go after `--`: acp-fast serve --ws HOST:PORT [OPTIONS] -- AGENT_CMD",
    )


def _logging_to_stderr(name: str) -> None:
    logging.basicConfig(level=logging.WARNING, format=f"{name}: %(levelname)s %(name)s: %(message)s", stream=sys.stderr)


def _cmd_conductor(args: argparse.Namespace) -> int:
    from .conductor import run_conductor

    _logging_to_stderr("conductor")
    with _tracing(args, "conductor") as tracer:
        serve = run_conductor(
            args.agent,
            args.proxy,
            initialize_timeout=args.initialize_timeout or None,
            prefix=args.proxy_prefix,
            max_message_size=args.max_message_size,
            remote_token=args.remote_token,
            tracer=tracer,
            stats_socket=args.stats_socket,
        )
        return int(run_on_loop(serve, args.loop))


def _cmd_bench(args: argparse.Namespace) -> int:
    import acp_fast

    from .bench import runner

    _logging_to_stderr("bench")
    # Where the official SDK's venvs are, and the cases that failed, are worth seeing by default.
    logging.getLogger("acp_fast.bench").setLevel(logging.INFO)
    if args.clear_cache:
        return runner.clear_cache()
    core = args.core or ("compiled" if acp_fast.COMPILED else "pure")  # the options are checked (_check_bench)
    settings = runner.Settings(
        scenarios=tuple(args.scenarios) or SCENARIOS,
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
        relay=args.relay,
    )
    unwritten: list[str] = []  # why the --json file could not be written, once

    def write(result: runner.Result) -> None:
        # After every case, and at the end: a crash or Ctrl-C later keeps what was measured.
        try:
            runner.write_json(args.json, result, settings)
        except OSError as exc:
            if not unwritten:
                logging.getLogger("acp_fast.bench").error("--json %s: cannot write it: %s", args.json, exc)
            unwritten.append(str(exc))
        else:
            unwritten.clear()

    result = runner.run(settings, on_case=write if args.json else None)
    if args.json:
        write(result)
    print(runner.table(result.rows, result.environment, settings), flush=True)
    if args.plot and result.status == "complete":
        runner.plot(result.rows, args.plot, settings)
    if result.status == "interrupted":
        return 130
    return 1 if result.failed or unwritten else 0


def _cmd_fanout(args: argparse.Namespace) -> int:
    from .fanout import run_fanout

    _logging_to_stderr("fanout")
    with _tracing(args, "fanout") as tracer:
        fanout = run_fanout(
            args.agent, max_message_size=args.max_message_size, remote_token=args.remote_token, tracer=tracer
        )
        try:
            return int(run_on_loop(fanout, args.loop))
        except OSError as exc:  # an agent that could not be started or reached (the error names its command or URL)
            logging.getLogger("acp_fast.fanout").error("%s", exc)
            return 1


def _cmd_serve(args: argparse.Namespace) -> int:
    from .serve import run_serve

    _logging_to_stderr("serve")
    # The URL it serves (port 0 picks one) and its stopping are worth seeing by default.
    logging.getLogger("acp_fast.serve").setLevel(logging.INFO)
    host, port = args.ws
    with _tracing(args, "serve") as tracer:
        serve = run_serve(
            args.agent,
            host,
            port,
            http=args.http,
            token=args.token,
            allowed_origins=args.allow_origin,
            max_connections=args.max_connections,
            max_message_size=args.max_message_size,
            idle_timeout=args.idle_timeout,
            certfile=args.tls_cert,
            keyfile=args.tls_key,
            tracer=tracer,
        )
        try:
            return int(run_on_loop(serve, args.loop))
        except OSError as exc:  # could not listen (the error names the address)
            logging.getLogger("acp_fast.serve").error("%s", exc)
            return 1


def _cmd_stats(args: argparse.Namespace) -> int:
    import asyncio
    import json

    from ._stats import fetch_stats, format_stats

    _logging_to_stderr("stats")
    try:
        report = asyncio.run(fetch_stats(args.socket, args.timeout))
    except OSError as exc:  # nothing listens there (the error names the path)
        logging.getLogger("acp_fast").error("%s", exc)
        return 1
    print(json.dumps(report, indent=1) if args.json else format_stats(report), flush=True)
    return 0


def _cmd_proxy(args: argparse.Namespace) -> int:
    from .connection import Connection
    from .proxy import Proxy, run_proxy

    _logging_to_stderr("proxy")
    with _tracing(args, "proxy") as tracer:
        connection = Connection("conductor", max_message_size=args.max_message_size, tracer=tracer)
        run_on_loop(run_proxy(Proxy(connection, prefix=args.proxy_prefix)), args.loop)
    return 0


def _cmd_mcp_bridge(args: argparse.Namespace) -> int:
    from .connection import Connection
    from .mcp import McpCaller, McpHttpBridge
    from .proxy import Proxy, run_proxy

    _logging_to_stderr("mcp-bridge")

    async def bridge_until_closed(connection: Connection) -> None:
        proxy = Proxy(connection, prefix=args.proxy_prefix)
        bridge = McpHttpBridge(
            McpCaller(connection, client_info={"name": "acp-fast mcp-bridge", "version": __version__}),
            max_body_bytes=args.max_body_bytes,
            max_buffered_bytes=args.max_buffered_bytes,
            max_active_requests=args.max_active_requests,
            timeout=args.timeout,
        )
        bridge.serve_through(proxy)
        try:
            await run_proxy(proxy)
        finally:
            await bridge.aclose()

    with _tracing(args, "mcp-bridge") as tracer:
        connection = Connection("conductor", max_message_size=args.max_message_size, tracer=tracer)
        run_on_loop(bridge_until_closed(connection), args.loop)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args, unrecognized = parser.parse_known_args(argv)
    if unrecognized:
        hint = getattr(args, "unrecognized_hint", None)
        parser.error(f"unrecognized arguments: {' '.join(unrecognized)}" + (f" ({hint})" if hint else ""))
    check = getattr(args, "check", None)
    if check is not None and (problem := check(args)):
        args.parser.error(problem)  # one line on stderr, exit status 2
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
