"""`acp-fast bench`: runs the scenarios side by side, in fresh processes, and prints the ratios.

Every figure is a median (min–max) over `rounds` rounds; in each round every case of a scenario runs once, one
after another, so that cases measured minutes apart share the machine's noise. acp-fast figures are printed as
ratios of a baseline measured in the same run: the floor (a bare asyncio.Protocol + orjson + futures echo),
raw notifications, the direct connection, pipes (for WebSocket), the same run untraced (for tracing), or the
official SDK (`--compare acp`).
`--compat` adds rows where both peers are the official SDK's benchmark scripts run on `acp_fast.compat`, each
beside the same scripts run on the official SDK, and the import time of the two.
"""

from __future__ import annotations

import dataclasses
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any

from .._runtime import version_report
from . import SCENARIOS
from .cancel import Cancel, measure_cancel
from .chain import RELAYS, measure_chain
from .compat import measure_import, run_peers
from .floor import FLOOR_FLUSHES
from .harness import Stalled
from .imports import measure_imports
from .memory import PendingMemory, measure_pending_memory
from .network import Network, measure_network, measure_official
from .relay import NoCompiler, build_relay
from .roundtrip import Roundtrip, measure_roundtrip
from .stream import measure_stream
from .trace import traced_chain, traced_roundtrip

__all__ = ["Settings", "run"]

ACP_STABLE = "0.12.1"  # the official SDK's current release
ACP_CANCELLING = "1.0.0rc3"  # its first release that implements $/cancel_request
# The roundtrip scenario's loads: requests in flight over pipes (a sweep), and in one process.
PIPE_LOADS = (1, 4, 16, 64, 256, 1024, 4096)
SOCKETPAIR_LOADS = (1, 64, 1024)
# A figure whose rounds spread wider than this ((max - min) / median) is flagged under the table: rerun it before
# quoting it (these machines are shared and noisy).
WIDE_SPREAD = 0.25
# The floor's write policies in roundtrip and cancel: once per read or turn (0, the floor as it first was) and every K
# messages as well. The baseline is the best of them for each load (`floor_policy`).
FLOOR_POLICIES = (0, *FLOOR_FLUSHES)


@dataclasses.dataclass
class Settings:
    scenarios: tuple[str, ...] = SCENARIOS
    quick: bool = False
    rounds: int = 3
    duration: float = 2.0
    warmup: float = 0.5
    loop: str = "uvloop"
    core: str = "compiled"
    pin: bool = False
    compare_acp: bool = False
    compat: bool = False
    fanout: int = 4


@dataclasses.dataclass
class Row:
    """One line of the report: acp-fast's samples, and those of what it is compared with."""

    scenario: str
    case: str
    unit: str
    samples: list[float] = dataclasses.field(default_factory=list)
    baseline: str | None = None  # what `ratio` divides by
    baseline_samples: list[float] = dataclasses.field(default_factory=list)
    acp: str | None = None
    acp_samples: list[float] = dataclasses.field(default_factory=list)
    failed: str | None = None
    skipped: str | None = None  # why the row could not be measured here (not a failure: a missing tool)
    extra: dict[str, list[float]] = dataclasses.field(default_factory=dict)
    detail: dict[str, list[float]] = dataclasses.field(default_factory=dict)  # in the JSON report, not the table
    lower_is_better: bool = False


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def floor_policy(row: Row, once: str) -> int:
    """Make the row's baseline the floor's best write policy at its load, from the rounds so far: the K (of
    `FLOOR_POLICIES`) whose rounds have the highest median rate, all of that K's rounds as the baseline's. Returns K.

    One K per load, chosen over all the rounds, not the best K of each round: the best of four noisy runs beats
    one run of anything measured beside it by the noise alone. `row.detail["floor K=…"]` holds every K's rounds;
    `once` names what K = 0 writes once per ("read", "turn").
    """
    rates = {every: row.detail[f"floor K={every}"] for every in FLOOR_POLICIES}
    best = max(FLOOR_POLICIES, key=lambda every: median(rates[every]))
    row.baseline_samples = list(rates[best])
    row.extra[f"floor's best K (0: once per {once})"] = [best]
    row.extra[f"floor, once per {once}"] = list(rates[0])
    return best


def ratio(row: Row, others: list[float]) -> float:
    if not row.samples or not others:
        return float("nan")
    if row.lower_is_better:
        return median(others) / median(row.samples)
    return median(row.samples) / median(others)


# ------------------------------------------------------------------------------------------------ plan


def _plan(settings: Settings) -> list[tuple[Row, Callable[[], None] | None]]:
    """Every row, with what measures it once per round (None: measured with the row before it)."""
    s = settings
    quick = s.quick
    pin = "same" if s.pin else "none"
    steps: list[tuple[Row, Callable[[], None] | None]] = []

    def peers_run(side: str, version: str, mode: str, options: list[str]) -> dict[str, Any]:
        try:
            return run_peers(
                side, mode, options, version=version, loop=s.loop, core=s.core, duration=s.duration, warmup=s.warmup
            )
        except _FAILURES as exc:
            who = "acp_fast.compat" if side == "compat" else f"official SDK {version}"
            raise RuntimeError(f"{who} {mode} failed: {exc}") from exc

    def official_run(version: str, mode: str, options: list[str]) -> dict[str, Any]:
        return peers_run("official", version, mode, options)

    if "roundtrip" in s.scenarios:
        cells = (
            [("pipe", 64), ("socketpair", 64)]
            if quick
            else [("pipe", n) for n in PIPE_LOADS] + [("socketpair", n) for n in SOCKETPAIR_LOADS]
        )
        for transport, inflight in cells:
            where = "across processes (pipes)" if transport == "pipe" else "one process (socketpair)"
            row = Row("roundtrip", f"{where}, {inflight} in flight", "rt/s", baseline="floor")
            if s.compare_acp and (transport == "pipe" or inflight == 64):
                row.acp = f"acp {ACP_STABLE}"

            def measure(row: Row = row, transport: str = transport, inflight: int = inflight) -> None:
                ours = Roundtrip(
                    core=s.core,
                    transport=transport,
                    inflight=inflight,
                    loop=s.loop,
                    warmup=s.warmup,
                    duration=s.duration,
                    pin=pin,
                )
                found = measure_roundtrip(ours)
                floors = {
                    every: measure_roundtrip(dataclasses.replace(ours, impl="floor", flush_every=every))
                    for every in FLOOR_POLICIES
                }
                mode = "roundtrip" if transport == "pipe" else "roundtrip-inproc"
                acp = official_run(ACP_STABLE, mode, ["--inflight", str(inflight)])["rate"] if row.acp else None
                # Recorded once the whole round has run: a run that fails leaves no half round behind.
                row.samples.append(found.rate)
                for every, floor in floors.items():
                    row.detail.setdefault(f"floor K={every}", []).append(floor.rate)
                    row.detail.setdefault(f"floor K={every} CPU µs/rt", []).append(floor.cpu_us)
                best = floor_policy(row, "read")
                # CPU time per round trip (client and server together): steadier than the rate on a busy machine.
                cpu = row.extra.setdefault("CPU µs/rt", [])
                cpu.append(found.cpu_us)
                floor_cpu = row.detail[f"floor K={best} CPU µs/rt"]
                row.extra["floor's (best K) CPU µs/rt"] = list(floor_cpu)
                row.extra["CPU / floor's"] = [ours / floor for ours, floor in zip(cpu, floor_cpu, strict=True)]
                if acp is not None:
                    row.acp_samples.append(acp)

            steps.append((row, measure))
        if s.core == "compiled":
            row = Row("roundtrip", "compiled core / pure twin, pipes, 64 in flight", "rt/s", baseline="pure")

            def measure_cores(row: Row = row) -> None:
                compiled = Roundtrip(
                    core="compiled",
                    transport="pipe",
                    inflight=64,
                    loop=s.loop,
                    warmup=s.warmup,
                    duration=s.duration,
                    pin=pin,
                )
                row.samples.append(measure_roundtrip(compiled).rate)
                row.baseline_samples.append(measure_roundtrip(dataclasses.replace(compiled, core="pure")).rate)

            steps.append((row, measure_cores))

    if "cancel" in s.scenarios:
        row = Row("cancel", "1,024 in flight, 50% cancelled, pipes", "req/s", baseline="floor")
        if s.compare_acp:
            row.acp = f"acp {ACP_CANCELLING}"

        def measure_cancels(row: Row = row) -> None:
            cfg = Cancel(
                core=s.core, inflight=1024, fraction=0.5, loop=s.loop, warmup=s.warmup, duration=s.duration, pin=pin
            )
            ours = measure_cancel(cfg)
            floors = {
                every: measure_cancel(dataclasses.replace(cfg, impl="floor", flush_every=every))
                for every in FLOOR_POLICIES
            }
            for name, found in (("acp-fast", ours), *((f"floor K={every}", floors[every]) for every in floors)):
                if found["failed"]:
                    raise RuntimeError(f"FAILED: {name}: {found['failed']}")
            acp = None
            if row.acp:
                acp = official_run(ACP_CANCELLING, "cancel", ["--inflight", "1024", "--fraction", "0.5"])["rate"]
            row.samples.append(ours["rate"])
            row.extra.setdefault("cancels/s", []).append(ours["cancels_per_s"])
            for every, floor in floors.items():
                row.detail.setdefault(f"floor K={every}", []).append(floor["rate"])
            floor_policy(row, "turn")
            if acp is not None:
                row.acp_samples.append(acp)

        steps.append((row, measure_cancels))

    if "stream" in s.scenarios:
        row = Row("stream", "typed session/update, 100 x 1 KB per prompt", "updates/s", baseline="raw")
        if s.compare_acp:
            row.acp = f"acp {ACP_STABLE}"

        def measure_streams(row: Row = row) -> None:
            common: dict[str, Any] = dict(
                loop=s.loop, core=s.core, duration=s.duration, warmup=s.warmup, chunks=100, size=1024
            )
            row.samples.append(measure_stream("typed", **common)["updates_per_s"])
            row.baseline_samples.append(measure_stream("raw", **common)["updates_per_s"])
            if row.acp:
                row.acp_samples.append(official_run(ACP_STABLE, "stream", [])["updates_per_s"])

        steps.append((row, measure_streams))
        row = Row("stream", "typed session/prompt round trips, 64 in flight, no updates", "rt/s", baseline="raw")
        plain = Row(
            "stream",
            "typed session/prompt round trips, plain def prompt, 64 in flight, no updates",
            "rt/s",
            baseline="raw",
        )

        def measure_prompts(row: Row = row, plain: Row = plain) -> None:
            common: dict[str, Any] = dict(
                loop=s.loop, core=s.core, duration=s.duration, warmup=s.warmup, chunks=0, size=0, inflight=64
            )
            row.samples.append(measure_stream("typed", **common)["prompts_per_s"])
            raw = measure_stream("raw", **common)["prompts_per_s"]
            plain.samples.append(measure_stream("typed-def", **common)["prompts_per_s"])
            row.baseline_samples.append(raw)
            plain.baseline_samples.append(raw)

        steps.append((row, measure_prompts))
        steps.append((plain, None))

    for scenario in ("chain", "fanout"):
        if scenario not in s.scenarios:
            continue
        if scenario == "chain":
            cases = ["conductor", "1 proxy", "2 proxies", *RELAYS]
        else:
            cases = ["fanout"]
        direct = Row(scenario, "direct: client → agent", "rt/s")
        rows = {case: Row(scenario, _chain_label(case, s.fanout), "rt/s", baseline="direct") for case in cases}
        relay = _Relay()

        def measure_chains(direct: Row = direct, rows: dict[str, Row] = rows, relay: _Relay = relay) -> None:
            common: dict[str, Any] = dict(
                loop=s.loop,
                core=s.core,
                inflight=64,
                duration=s.duration,
                warmup=s.warmup,
                cancel=1000,
                fanout=s.fanout,
            )
            base = measure_chain("direct", **common)
            direct.samples.append(base["rate"])
            direct.extra.setdefault("CPU µs/rt", []).append(base["cpu_us"])
            direct.extra.setdefault("cancel 1,000 ms", []).append(base["cancel_seconds"] * 1000)
            rates = {}
            for case, row in rows.items():
                try:
                    found = measure_chain(case, **common, relay=relay.path() if case in RELAYS else None)
                except NoCompiler as exc:
                    row.skipped = f"{exc}: the C relay is not built"
                    continue
                except _FAILURES as exc:
                    row.failed = _reason(exc)  # this case's row, not the direct one
                    continue
                rates[case] = found["rate"]
                row.samples.append(found["rate"])
                row.baseline_samples.append(base["rate"])
                row.extra.setdefault("CPU µs/rt", []).append(found["cpu_us"])
                for hop, cpu_us in found["hops_cpu_us"].items():
                    row.extra.setdefault(f"{hop}: CPU µs/rt", []).append(cpu_us)
                row.extra.setdefault("cancel 1,000 ms", []).append(found["cancel_seconds"] * 1000)
                row.extra.setdefault("cancel time / direct", []).append(
                    found["cancel_seconds"] / base["cancel_seconds"]
                )
            if "1 proxy" in rates and "2 C relays" in rates:
                rows["1 proxy"].extra.setdefault("rt/s / 2 C relays", []).append(rates["1 proxy"] / rates["2 C relays"])

        steps.append((direct, measure_chains))
        steps.extend((row, None) for row in rows.values())

    if "import" in s.scenarios:
        row = Row("import", 'python -c "import acp_fast.acp", wall, median of 7', "ms", lower_is_better=True)
        row.baseline = 'python -c "import asyncio"'

        def measure_import_time(row: Row = row) -> None:
            found = measure_imports(7, s.core)
            row.samples.append(found["acp_fast.acp"] * 1000)
            row.baseline_samples.append(found["asyncio"] * 1000)
            row.extra.setdefault("acp-fast's own ms", []).append((found["acp_fast.acp"] - found["asyncio"]) * 1000)

        steps.append((row, measure_import_time))

    if "memory" in s.scenarios:
        row = Row(
            "memory", "per pending outgoing request, 100k pending", "bytes", baseline="floor", lower_is_better=True
        )

        def measure_memory(row: Row = row) -> None:
            row.samples.append(measure_pending_memory(PendingMemory(impl="acp-fast", core=s.core, loop=s.loop)))
            row.baseline_samples.append(measure_pending_memory(PendingMemory(impl="floor", loop=s.loop)))

        steps.append((row, measure_memory))

    if "network" in s.scenarios:
        steps.extend(_network_plan(s, pin))

    if "trace" in s.scenarios:
        steps.extend(_trace_plan(s, pin))

    if s.compat:
        steps.extend(_compat_plan(s, peers_run))
    return steps


def _compat_plan(
    s: Settings, peers_run: Callable[[str, str, str, list[str]], dict[str, Any]]
) -> list[tuple[Row, Callable[[], None] | None]]:
    """`--compat`: the official SDK's peer scripts on acp_fast.compat, each case beside the same on the official SDK.

    The compat figure goes in the acp-fast column, the official one beside it (`× acp`). No baseline: the floor and
    raw rows measure acp-fast's own API, not this one.
    """
    steps: list[tuple[Row, Callable[[], None] | None]] = []

    def pair(row: Row, version: str, mode: str, options: list[str], key: str, extra: str | None = None) -> None:
        def measure() -> None:
            ours = peers_run("compat", version, mode, options)
            theirs = peers_run("official", version, mode, options)
            row.samples.append(ours[key])
            row.acp_samples.append(theirs[key])
            if extra:
                row.extra.setdefault(extra.replace("_per_s", "/s"), []).append(ours[extra])

        steps.append((row, measure))

    if "roundtrip" in s.scenarios:
        cells = [("pipe", 64)] if s.quick else [("pipe", 1), ("pipe", 64), ("pipe", 1024), ("socketpair", 64)]
        for transport, inflight in cells:
            where = "pipes" if transport == "pipe" else "one process"
            row = Row(
                "compat", f"roundtrip: ext_method, {where}, {inflight} in flight", "rt/s", acp=f"acp {ACP_STABLE}"
            )
            mode = "roundtrip" if transport == "pipe" else "roundtrip-inproc"
            pair(row, ACP_STABLE, mode, ["--inflight", str(inflight)], "rate")
    if "cancel" in s.scenarios:
        row = Row("compat", "cancel: 1,024 in flight, 50% cancelled, pipes", "req/s", acp=f"acp {ACP_CANCELLING}")
        pair(row, ACP_CANCELLING, "cancel", ["--inflight", "1024", "--fraction", "0.5"], "rate", "cancels_per_s")
    if "stream" in s.scenarios:
        row = Row("compat", "stream: typed session/update, 100 x 1 KB per prompt", "updates/s", acp=f"acp {ACP_STABLE}")
        pair(row, ACP_STABLE, "stream", [], "updates_per_s")

    imported = Row("compat", "import acp_fast.compat / import acp", "ms", acp=f"acp {ACP_STABLE}", lower_is_better=True)
    process = Row(
        "compat", "  python -c 'import …', whole process", "ms", acp=f"acp {ACP_STABLE}", lower_is_better=True
    )

    def measure_imports() -> None:
        try:
            found = measure_import(ACP_STABLE, runs=3 if s.quick else 7, core=s.core, loop=s.loop)
        except _FAILURES as exc:
            process.failed = _reason(exc)
            raise
        for row, what in ((imported, "import"), (process, "process")):
            row.samples.append(found["compat"][what] * 1000)
            row.acp_samples.append(found["official"][what] * 1000)

    steps.append((imported, measure_imports))
    steps.append((process, None))
    return steps


def _network_plan(s: Settings, pin: str) -> list[tuple[Row, Callable[[], None] | None]]:
    """`network`: acp-fast over WebSocket on 127.0.0.1, each row beside the same over pipes (roundtrip, cancel), or
    the official SDK over its own WebSocket transport (`× acp`); and the memory of idle connections."""
    steps: list[tuple[Row, Callable[[], None] | None]] = []
    for inflight in (64,) if s.quick else (1, 64, 1024):
        row = Row("network", f"WebSocket on 127.0.0.1, {inflight} in flight", "rt/s", baseline="pipes")
        if s.compare_acp and inflight == 64:
            row.acp = f"acp {ACP_STABLE}"

        def measure(row: Row = row, inflight: int = inflight) -> None:
            ours = Network(
                case="roundtrip",
                inflight=inflight,
                loop=s.loop,
                core=s.core,
                warmup=s.warmup,
                duration=s.duration,
                pin=pin,
            )
            found = measure_network(ours)
            pipes = measure_roundtrip(
                Roundtrip(
                    core=s.core,
                    transport="pipe",
                    inflight=inflight,
                    loop=s.loop,
                    warmup=s.warmup,
                    duration=s.duration,
                    pin=pin,
                )
            )
            row.samples.append(found["rate"])
            row.baseline_samples.append(pipes.rate)
            row.extra.setdefault("CPU µs/rt", []).append(found["cpu_us"])
            row.extra.setdefault("CPU µs/rt, pipes", []).append(pipes.cpu_us)
            if row.acp:
                try:
                    theirs = measure_official(
                        ACP_STABLE, loop=s.loop, inflight=inflight, duration=s.duration, warmup=s.warmup
                    )
                except _FAILURES as exc:
                    raise RuntimeError(f"official SDK {ACP_STABLE} over WebSocket failed: {exc}") from exc
                row.acp_samples.append(theirs["rate"])

        steps.append((row, measure))

    if not s.quick:
        row = Row("network", "WebSocket, 1,024 in flight, 50% cancelled", "req/s", baseline="pipes")

        def measure_cancels(row: Row = row) -> None:
            common: dict[str, Any] = dict(
                inflight=1024, fraction=0.5, loop=s.loop, core=s.core, warmup=s.warmup, duration=s.duration, pin=pin
            )
            ours = measure_network(Network(case="cancel", **common))
            pipes = measure_cancel(Cancel(**common))
            for name, found in (("WebSocket", ours), ("pipes", pipes)):
                if found["failed"]:
                    raise RuntimeError(f"FAILED: {name}: {found['failed']}")
            row.samples.append(ours["rate"])
            row.baseline_samples.append(pipes["rate"])
            row.extra.setdefault("cancels/s", []).append(ours["cancels_per_s"])

        steps.append((row, measure_cancels))

    idle = 1_000 if s.quick else 10_000
    row = Row("network", f"server memory per idle WebSocket, {idle:,} open", "KiB", lower_is_better=True)

    def measure_idle(row: Row = row) -> None:
        found = measure_network(Network(case="idle", connections=idle, loop=s.loop, core=s.core))
        row.samples.append(found["bytes_per_connection"] / 1024)
        row.extra.setdefault(f"server RSS growth, {idle:,} open, MiB", []).append(
            (found["rss_after"] - found["rss_before"]) / 2**20
        )

    steps.append((row, measure_idle))
    return steps


def _trace_plan(s: Settings, pin: str) -> list[tuple[Row, Callable[[], None] | None]]:
    """`trace`: what tracing costs (payloads off), each traced run beside the same untraced in the same round.

    Round trips over pipes at 64 in flight with the agent side traced, then both sides (not with `--quick`); the
    chain's `1 proxy` case with the conductor run with `--trace FILE`. Each row reports the CPU time per round trip
    of the traced processes, traced and not, the trace's bytes per round trip, and the records the tracer dropped.
    """
    steps: list[tuple[Row, Callable[[], None] | None]] = []
    for sides in ("server",) if s.quick else ("server", "both"):
        what = "agent side" if sides == "server" else "both sides"
        row = Row("trace", f"{what} traced, pipes, 64 in flight", "rt/s", baseline="untraced")

        def measure(row: Row = row, sides: str = sides) -> None:
            cfg = Roundtrip(
                core=s.core,
                transport="pipe",
                inflight=64,
                loop=s.loop,
                warmup=s.warmup,
                duration=s.duration,
                pin=pin,
            )
            traced, written = traced_roundtrip(cfg, sides)
            untraced = measure_roundtrip(cfg)
            row.samples.append(traced.rate)
            row.baseline_samples.append(untraced.rate)
            for suffix, found in (("", traced), (", untraced", untraced)):
                row.extra.setdefault(f"client CPU µs/rt{suffix}", []).append(found.client_cpu_us)
                row.extra.setdefault(f"server CPU µs/rt{suffix}", []).append(found.server_cpu_us)
            row.extra.setdefault("trace bytes/rt", []).append(written.size / traced.count)
            row.extra.setdefault("records dropped", []).append(written.dropped)

        steps.append((row, measure))

    row = Row("trace", "conductor --trace, 1 pass-through proxy, 64 in flight", "rt/s", baseline="untraced")

    def measure_conductor(row: Row = row) -> None:
        common: dict[str, Any] = dict(
            loop=s.loop, core=s.core, inflight=64, duration=s.duration, warmup=s.warmup, cancel=0
        )
        traced, written = traced_chain("1 proxy", **common)
        untraced = measure_chain("1 proxy", **common)
        row.samples.append(traced["rate"])
        row.baseline_samples.append(untraced["rate"])
        row.extra.setdefault("conductor CPU µs/rt", []).append(traced["child_cpu_us"])
        row.extra.setdefault("conductor CPU µs/rt, untraced", []).append(untraced["child_cpu_us"])
        row.extra.setdefault("trace bytes/rt", []).append(written.size / traced["count"])
        row.extra.setdefault("records dropped", []).append(written.dropped)

    steps.append((row, measure_conductor))
    return steps


_FAILURES = (Stalled, RuntimeError, subprocess.SubprocessError)


def _reason(exc: BaseException) -> str:
    """The line that says what went wrong: a FAILED line of the measurement's output, else its last line."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    failed = [line for line in lines if "FAILED" in line]
    return (failed[-1] if failed else lines[-1] if lines else type(exc).__name__)[:300]


def _chain_label(case: str, fanout: int) -> str:
    if case == "fanout":
        return f"client → fanout → {fanout} agents (first answer wins)"
    return {
        "conductor": "client → conductor → agent",
        "1 proxy": "… conductor + 1 pass-through proxy",
        "2 proxies": "… conductor + 2 pass-through proxies",
        "2 C relays": "… 2 line relays in C (the least two hops cost)",
    }[case]


class _Relay:
    """The C relay program, built on first use into a directory that lives as long as this object."""

    def __init__(self) -> None:
        self._directory: tempfile.TemporaryDirectory[str] | None = None
        self._path: str | None = None

    def path(self) -> str:
        if self._path is None:
            self._directory = tempfile.TemporaryDirectory(prefix="acp-fast-relay-")
            self._path = build_relay(self._directory.name)
        return self._path


# ------------------------------------------------------------------------------------------------ run


def _progress(total: int) -> Any:
    try:
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError:
        return None
    return tqdm(total=total, file=sys.stderr, unit="measurement", leave=False)


def run(settings: Settings) -> tuple[list[Row], dict[str, Any]]:
    """Measure every planned row `rounds` times; returns the rows and the environment they were measured in."""
    steps = _plan(settings)
    measuring = [(row, step) for row, step in steps if step is not None]
    bar = _progress(len(measuring) * settings.rounds)
    started = time.time()
    for round_number in range(1, settings.rounds + 1):
        for row, step in measuring:
            label = f"round {round_number}/{settings.rounds}: {row.scenario} {row.case}"
            if bar is not None:
                bar.set_description(label[:60])
            else:
                print(label, file=sys.stderr, flush=True)
            try:
                step()
            except _FAILURES as exc:
                row.failed = _reason(exc)
            if bar is not None:
                bar.update(1)
    if bar is not None:
        bar.close()
    return [row for row, _ in steps], _environment(settings, time.time() - started)


def _environment(settings: Settings, seconds: float) -> dict[str, Any]:
    report: dict[str, Any] = dict(version_report())
    report.update(
        {
            "core": settings.core,
            "loop": settings.loop,
            "cpus": os.cpu_count(),
            "cpus_allowed": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
            "machine": platform.machine(),
            "seconds": round(seconds, 1),
            "date": time.strftime("%Y-%m-%d %H:%M:%S %Z"),
        }
    )
    return report


# ------------------------------------------------------------------------------------------------ report


def _number(value: float) -> str:
    if value != value:  # NaN
        return "-"
    if value >= 10_000:
        return f"{value / 1000:,.0f}k"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}"


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    if all(float(value).is_integer() and abs(value) < 1000 for value in values):  # counts, settings: no decimals
        values = [int(value) for value in values]
        middle = statistics.median_low(values)
        return str(middle) if len(values) == 1 else f"{middle} ({min(values)}–{max(values)})"
    if len(values) == 1:
        return _number(values[0])
    return f"{_number(median(values))} ({_number(min(values))}–{_number(max(values))})"


def spread(values: list[float]) -> float | None:
    """(max - min) / median of a figure's rounds; None with fewer than two (or a zero median)."""
    if len(values) < 2 or not median(values):
        return None
    return (max(values) - min(values)) / abs(median(values))


def wide_spreads(rows: list[Row]) -> list[str]:
    """A line per figure whose rounds spread wider than `WIDE_SPREAD`: which row, which column, how wide."""
    found = []
    for row in rows:
        if row.failed or row.skipped:
            continue
        columns = [("acp-fast", row.samples), (row.baseline, row.baseline_samples), (row.acp, row.acp_samples)]
        for name, values in columns:
            width = spread(values)
            if name and width is not None and width > WIDE_SPREAD:
                found.append(f"  {row.scenario} {row.case}: {name} {width:.0%}")
    return found


def table(rows: list[Row], environment: dict[str, Any], settings: Settings) -> str:
    lines = [
        f"acp-fast bench — acp-fast {environment['acp-fast']}, {settings.core} core, {settings.loop}, "
        f"{environment['python']}, {environment['cpus']} CPUs; median (min–max) of {settings.rounds} "
        f"round{'s' if settings.rounds != 1 else ''}, {settings.duration:g} s each",
        "",
    ]
    header = ["scenario", "case", "acp-fast", "baseline", "ratio", "official acp", "× acp"]
    body = []
    for row in rows:
        if row.failed or row.skipped:
            state, reason = ("FAILED", row.failed) if row.failed else ("skipped", row.skipped or "")
            body.append([row.scenario, row.case, state, reason, "", "", ""])
            continue
        base = f"{row.baseline}: {_spread(row.baseline_samples)}" if row.baseline else ""
        base_ratio = f"{ratio(row, row.baseline_samples):.2f}" if row.baseline_samples else ""
        acp = f"{row.acp}: {_spread(row.acp_samples)}" if row.acp else ""
        acp_ratio = f"{ratio(row, row.acp_samples):.1f}×" if row.acp_samples else ""
        body.append([row.scenario, row.case, f"{_spread(row.samples)} {row.unit}", base, base_ratio, acp, acp_ratio])
        for name, values in row.extra.items():
            body.append(["", f"  {name}", _spread(values), "", "", "", ""])
    widths = [max(len(str(line[i])) for line in [header, *body]) for i in range(len(header))]
    for line in [header, ["-" * w for w in widths], *body]:
        lines.append("  ".join(str(cell).ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip())
    wide = wide_spreads(rows)
    if wide:
        warning = f"WARNING: spread (max - min over the median) above {WIDE_SPREAD:.0%}: rerun before quoting"
        lines += ["", warning, *wide]
    lines += [
        "",
        "ratio: acp-fast / baseline (for bytes and ms, baseline / acp-fast: above 1 is better). floor: the least code",
        "that does the same (asyncio.Protocol + orjson + futures); in roundtrip and cancel, the best of it writing",
        "once per read or turn and every K messages (K = 1, 4, 16), per load: the K with the highest median over the",
        "rounds (the JSON report has every K's rounds); raw: untyped notifications on the same connection; direct:",
        "the client talking to the agent without the chain (2 C relays: the least two hops cost, a line relay in C);",
        "import asyncio: what any asyncio peer loads. × acp: acp-fast / the official Python SDK.",
    ]
    if any(row.scenario == "network" for row in rows):
        lines += [
            "network: acp-fast over WebSocket on 127.0.0.1, client and server in processes of their own; pipes: the",
            "same over pipes (roundtrip, cancel); × acp: acp-fast / the official SDK, each over its own WebSocket",
            "transport. Idle: the server process's RSS growth per idle WebSocket connection, and in total.",
        ]
    if any(row.scenario == "trace" for row in rows):
        lines += [
            "trace: the same run with a Tracer (payloads off) on the agent's connection, on both, or on the",
            "conductor (--trace FILE); untraced: the same without. records dropped: what the tracer could not write",
            "in time (a non-zero count means the traced figure was bought with lost records).",
        ]
    if any(row.scenario == "compat" for row in rows):
        lines += [
            "compat: the official SDK's own benchmark client and agent, unchanged, run on acp_fast.compat",
            "(`python -m acp_fast.compat script.py`) beside the same scripts on the official SDK; × acp: compat /",
            "official (for ms, official / compat: above 1 is faster).",
        ]
    return "\n".join(lines)


def to_json(rows: list[Row], environment: dict[str, Any], settings: Settings) -> dict[str, Any]:
    return {
        "environment": environment,
        "settings": dataclasses.asdict(settings),
        "results": [
            {
                **dataclasses.asdict(row),
                "median": median(row.samples),
                "spread": spread(row.samples),
                "ratio": ratio(row, row.baseline_samples) if row.baseline_samples else None,
                "ratio_acp": ratio(row, row.acp_samples) if row.acp_samples else None,
            }
            for row in rows
        ],
    }


def plot(rows: list[Row], path: str, settings: Settings) -> None:
    """Round trips against requests in flight (pipes): acp-fast, the floor (its best K per load), the official SDK;
    the median of the rounds, with bars from the least to the most."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SystemExit("acp-fast bench: --plot needs matplotlib (pip install 'acp-fast[bench]')") from None
    series: dict[str, list[tuple[int, list[float]]]] = {"acp-fast": [], "floor (best K)": [], f"acp {ACP_STABLE}": []}
    for row in _roundtrip_rows(rows, "across processes"):
        inflight = int(row.case.rsplit(", ", 1)[1].split()[0].replace(",", ""))
        series["acp-fast"].append((inflight, row.samples))
        series["floor (best K)"].append((inflight, row.baseline_samples))
        if row.acp_samples:
            series[f"acp {ACP_STABLE}"].append((inflight, row.acp_samples))
    if not series["acp-fast"]:
        raise SystemExit("acp-fast bench: --plot needs the roundtrip scenario")
    figure, axes = plt.subplots(figsize=(7, 4.5))
    for name, points in series.items():
        if points:
            points.sort()
            xs = [x for x, _ in points]
            ys = [median(values) for _, values in points]
            low = [y - min(values) for y, (_, values) in zip(ys, points, strict=True)]
            high = [max(values) - y for y, (_, values) in zip(ys, points, strict=True)]
            axes.errorbar(xs, ys, yerr=[low, high], marker="o", capsize=3, label=name)
    axes.set_xscale("log", base=2)
    inflights = sorted({x for points in series.values() for x, _ in points})
    axes.set_xticks(inflights, [str(x) for x in inflights])
    axes.set_xlabel("requests in flight")
    axes.set_ylabel("round trips per second")
    axes.set_title(f"Round trips across processes over pipes ({settings.loop}, {settings.core} core)")
    axes.grid(True, alpha=0.3)
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def _roundtrip_rows(rows: list[Row], where: str) -> Iterator[Row]:
    for row in rows:
        if row.scenario == "roundtrip" and row.case.startswith(where) and not row.failed:
            yield row
