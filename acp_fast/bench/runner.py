"""`acp-fast bench`: runs the scenarios side by side, in fresh processes, and prints the ratios.

Every figure is a median (min–max) over `rounds` rounds; in each round every case of a scenario runs once, one
after another, so that cases measured minutes apart share the machine's noise. acp-fast figures are printed as
ratios of a baseline measured in the same run: the floor (a bare asyncio.Protocol + orjson + futures echo),
raw notifications, the direct connection, pipes (for WebSocket), the same run untraced (for tracing), or the
official SDK (`--compare acp`).
`--compat` adds rows where both peers are the official SDK's benchmark scripts run on `acp_fast.compat`, each
beside the same scripts run on the official SDK, and the import time of the two.

A run never loses what it measured: a case that fails (any exception) is logged, reported FAILED and not measured
again, and the others go on; `on_case` (the `--json` file, rewritten atomically) sees the rows after every case, so
a crash or Ctrl-C later keeps the rest; the table prints whatever it is given (a zero, missing or failed figure
gives "n/a" and why, not an exception).
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import json
import logging
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from .._runtime import version_report
from . import SCENARIOS, official
from .cancel import Cancel, measure_cancel
from .chain import RELAYS, measure_chain
from .compat import measure_import, run_peers
from .floor import FLOOR_FLUSHES
from .harness import Stalled
from .imports import measure_imports
from .mcp import measure_mcp
from .memory import PendingMemory, measure_pending_memory
from .network import Network, measure_network, measure_official
from .relay import NoRelay, build_relay
from .roundtrip import Roundtrip, measure_roundtrip
from .stream import measure_stream
from .trace import traced_chain, traced_roundtrip

__all__ = ["Result", "Settings", "clear_cache", "run", "table", "write_json"]

log = logging.getLogger("acp_fast.bench")

ACP_STABLE = "0.12.1"  # the official SDK's current release
ACP_CANCELLING = "1.0.0rc3"  # its first release that implements $/cancel_request
# The roundtrip scenario's loads: requests in flight over pipes (a sweep), and in one process.
PIPE_LOADS = (1, 4, 16, 64, 256, 1024, 4096)
SOCKETPAIR_LOADS = (1, 64, 1024)
# A figure whose rounds spread wider than this ((max - min) / median) is flagged under the table: rerun it before
# quoting it (these machines are shared and noisy).
WIDE_SPREAD = 0.25
# The mark of a figure measured in one round (no spread to judge it by), explained under the table.
ONE_ROUND = "*"
# `--plot` draws round trips against requests in flight only with at least this many loads measured.
PLOT_LOADS = 3
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
    relay: str | None = None  # the C relay program (`--relay PATH`); None: built from a clone's source


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
    try:
        return statistics.median(values) if values else float("nan")
    except TypeError:  # a figure that is not a number
        return float("nan")


def _per(numerator: float, denominator: float) -> float:
    """numerator / denominator; NaN (null in the JSON report, "-" in the table) when the denominator is 0."""
    return numerator / denominator if denominator else float("nan")


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


def why_no_ratio(row: Row, others: list[float], name: str = "baseline") -> str | None:
    """Why acp-fast's figure and `others` (the baseline's, the official SDK's: `name`) give no ratio: a figure
    missing or not a number, or a zero to divide by. None when they give one."""
    ours, theirs = median(row.samples), median(others)
    for who, values, middle in (("acp-fast", row.samples, ours), (name, others, theirs)):
        if not values:
            return f"no {who} figure"
        if not math.isfinite(middle):
            return f"{who} figure is not a number"
    if (ours if row.lower_is_better else theirs) == 0:
        return f"{'acp-fast' if row.lower_is_better else name} is 0"
    return None


def ratio(row: Row, others: list[float]) -> float:
    """acp-fast's median / the others' (for lower-is-better units the other way round, so above 1 is better); NaN
    when there is none (`why_no_ratio` says why)."""
    if why_no_ratio(row, others) is not None:
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
        except Exception as exc:  # a venv that cannot be built is an OSError: named here all the same
            who = "acp_fast.compat" if side == "compat" else f"official SDK {version}"
            raise RuntimeError(f"{who} {mode} failed: {_what(exc)}") from exc

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
                row.extra["CPU / floor's"] = [_per(ours, floor) for ours, floor in zip(cpu, floor_cpu, strict=True)]
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
        relay = _Relay(s.relay)

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
                except NoRelay as exc:
                    if row.skipped is None:  # said once, not every round
                        log.warning("%s %s: skipped: %s", row.scenario, row.case, exc)
                    row.skipped = str(exc)
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
                    _per(found["cancel_seconds"], base["cancel_seconds"])
                )
            if "1 proxy" in rates and "2 C relays" in rates:
                rows["1 proxy"].extra.setdefault("rt/s / 2 C relays", []).append(
                    _per(rates["1 proxy"], rates["2 C relays"])
                )

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

    if "mcp" in s.scenarios:
        steps.extend(_mcp_plan(s))

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
                except Exception as exc:  # a venv that cannot be built is an OSError: named here all the same
                    raise RuntimeError(f"official SDK {ACP_STABLE} over WebSocket failed: {_what(exc)}") from exc
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
            row.extra.setdefault("trace bytes/rt", []).append(_per(written.size, traced.count))
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
        row.extra.setdefault("trace bytes/rt", []).append(_per(written.size, traced["count"]))
        row.extra.setdefault("records dropped", []).append(written.dropped)

    steps.append((row, measure_conductor))
    return steps


def _mcp_plan(s: Settings) -> list[tuple[Row, Callable[[], None] | None]]:
    """`mcp`: MCP tool calls per second over `mcp/message` (acp-fast's `McpCaller`, then the MCP SDK's own client
    through `mcp_client_transport`) against the same MCP SDK server over its own Streamable HTTP, called with the
    SDK's HTTP client, all measured in the same round. Skipped, with the reason, without the MCP SDK."""
    steps: list[tuple[Row, Callable[[], None] | None]] = []
    missing = None if importlib.util.find_spec("mcp") is not None else "needs the MCP SDK: pip install 'acp-fast[mcp]'"
    for inflight in (16,) if s.quick else (1, 16):
        rows = {
            mode: Row("mcp", f"tools/call over mcp/message ({who}), pipes, {inflight} in flight", "calls/s")
            for mode, who in (("acp", "McpCaller"), ("acp-sdk", "MCP SDK client"))
        }
        for row in rows.values():
            row.baseline = "MCP Streamable HTTP"
            row.skipped = missing

        def measure(rows: dict[str, Row] = rows, inflight: int = inflight) -> None:
            if missing is not None:
                return
            common: dict[str, Any] = dict(loop=s.loop, core=s.core, duration=s.duration, warmup=s.warmup)
            http = measure_mcp("http", inflight=inflight, **common)["calls_per_s"]
            for mode, row in rows.items():
                row.samples.append(measure_mcp(mode, inflight=inflight, **common)["calls_per_s"])
                row.baseline_samples.append(http)

        first, second = rows.values()
        steps += [(first, measure), (second, None)]
    return steps


_FAILURES = (Stalled, RuntimeError, subprocess.SubprocessError)


def _what(exc: BaseException) -> str:
    """The exception's message; prefixed with its type unless it is one of the failures a measurement reports
    (a ZeroDivisionError or an OSError says little without its name)."""
    if isinstance(exc, _FAILURES):
        return str(exc)
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _reason(exc: BaseException) -> str:
    """The line that says what went wrong: a FAILED line of the measurement's output, else its last line."""
    lines = [line.strip() for line in _what(exc).splitlines() if line.strip()]
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
    """The C relay program: the one given, else built on first use (`build_relay`) into a directory that lives as
    long as this object."""

    def __init__(self, given: str | None) -> None:
        self._directory: tempfile.TemporaryDirectory[str] | None = None
        # Absolute: the chain's processes run in / (a path relative to the caller's directory would not be found).
        self._path = os.path.abspath(given) if given is not None else None

    def path(self) -> str:
        if self._path is None:
            directory = tempfile.TemporaryDirectory(prefix="acp-fast-relay-")
            try:
                self._path = build_relay(directory.name)
            except BaseException:
                directory.cleanup()  # now, not by a finalizer that warns of it (the next round tries again)
                raise
            self._directory = directory
        return self._path


# ------------------------------------------------------------------------------------------------ run


def _progress(total: int) -> Any:
    try:
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError:
        return None
    return tqdm(total=total, file=sys.stderr, unit="measurement", leave=False)


@dataclasses.dataclass
class Result:
    """What a run measured: every planned row (those not measured yet have no samples), the environment, and the
    run's status: "running" (as `on_case` sees it), "complete", or "interrupted" (Ctrl-C)."""

    rows: list[Row]
    environment: dict[str, Any]
    status: str = "running"

    @property
    def failed(self) -> list[Row]:
        return [row for row in self.rows if row.failed]


def _cases(steps: list[tuple[Row, Callable[[], None] | None]]) -> list[tuple[Row, Callable[[], None], list[Row]]]:
    """The cases of a plan: each measuring step with its row, and the rows measured with it (the steps after it
    that are None)."""
    cases: list[tuple[Row, Callable[[], None], list[Row]]] = []
    for row, step in steps:
        if step is not None:
            cases.append((row, step, []))
        elif cases:
            cases[-1][2].append(row)
    return cases


def run(settings: Settings, on_case: Callable[[Result], None] | None = None) -> Result:
    """Measure every planned row `rounds` times; returns the rows and the environment they were measured in.

    A case that raises (any Exception) is logged with its scenario and case, its rows are FAILED and it is not
    measured again; the others go on. `on_case` is called after every case of every round with what was measured so
    far (status "running"). Ctrl-C ends the run early: the result holds what was measured, status "interrupted".
    """
    steps = _plan(settings)
    cases = _cases(steps)
    bar = _progress(len(cases) * settings.rounds)
    started = time.time()
    result = Result([row for row, _ in steps], {})
    redirect: Any = contextlib.nullcontext()
    if bar is not None:
        with contextlib.suppress(ImportError):
            from tqdm.contrib.logging import logging_redirect_tqdm  # type: ignore[import-untyped]

            redirect = logging_redirect_tqdm()  # log lines above the bar, not through it
    try:
        with redirect:
            for round_number in range(1, settings.rounds + 1):
                for lead, step, measured_with in cases:
                    if not lead.failed:  # a case that failed is not measured again
                        label = f"round {round_number}/{settings.rounds}: {lead.scenario} {lead.case}"
                        if bar is not None:
                            bar.set_description(label[:60])
                        else:
                            print(label, file=sys.stderr, flush=True)
                        _measure(lead, step, measured_with, f"round {round_number}/{settings.rounds}")
                        if on_case is not None:
                            result.environment = _environment(settings, time.time() - started)
                            on_case(result)
                    if bar is not None:
                        bar.update(1)
        result.status = "complete"
    except KeyboardInterrupt:
        result.status = "interrupted"
        measured = sum(1 for row in result.rows if row.samples)
        log.warning("interrupted: reporting the %d rows measured before it (the others are empty)", measured)
    finally:
        if bar is not None:
            bar.close()
    result.environment = _environment(settings, time.time() - started)
    return result


def _measure(lead: Row, step: Callable[[], None], measured_with: list[Row], when: str) -> None:
    """Run one case; whatever it raises makes its rows FAILED (a row measured with it keeps a failure of its own),
    and each row that failed in it is logged, named."""
    before = {id(row): row.failed for row in (lead, *measured_with)}
    try:
        step()
    except Exception as exc:
        reason = _reason(exc)
        # A failure a measurement reports (a stall, a check, a process that failed) is one line; anything else is a
        # bug in the bench: its traceback goes with it.
        failure = isinstance(exc, _FAILURES)
        log.error("%s %s: FAILED (%s): %s", lead.scenario, lead.case, when, reason, exc_info=not failure)
        lead.failed = reason
        for row in measured_with:
            if not row.failed and not row.skipped:
                row.failed = f"not measured: {reason}"
        return
    for row in (lead, *measured_with):  # a case can fail one of its rows and go on (the chain's)
        if row.failed and row.failed != before[id(row)]:
            log.error("%s %s: FAILED (%s): %s", row.scenario, row.case, when, row.failed)


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
    if not math.isfinite(value):  # NaN: a ratio with nothing to divide by; inf
        return "-" if value != value else str(value)
    if value >= 10_000:
        return f"{value / 1000:,.0f}k"
    if value >= 100:
        return f"{value:,.0f}"
    return f"{value:.2f}"


def _counts(values: list[float]) -> bool:
    """Counts and settings (whole numbers under 1,000): printed without decimals, and never noise."""
    return all(math.isfinite(value) and float(value).is_integer() and abs(value) < 1000 for value in values)


def _spread(values: list[float]) -> str:
    if not values:
        return "-"
    if _counts(values):  # counts, settings: no decimals
        values = [int(value) for value in values]
        middle = statistics.median_low(values)
        return str(middle) if len(values) == 1 else f"{middle} ({min(values)}–{max(values)})"
    if len(values) == 1:
        return _number(values[0])
    return f"{_number(median(values))} ({_number(min(values))}–{_number(max(values))})"


def _figure(values: list[float], *, counts_too: bool = True) -> str:
    """`_spread`, marked `ONE_ROUND` when it is one round's figure (a count or a setting too, unless not
    `counts_too`)."""
    one = len(values) == 1 and (counts_too or not _counts(values))
    return _spread(values) + (ONE_ROUND if one else "")


def _ratio_cell(row: Row, others: list[float], name: str, form: str) -> str:
    """The ratio of acp-fast's figure to `others`, "n/a (why)" when there is none; marked when one side is one
    round's figure."""
    why = why_no_ratio(row, others, name)
    if why is not None:
        return f"n/a ({why})"
    return form.format(ratio(row, others)) + (ONE_ROUND if len(row.samples) == 1 or len(others) == 1 else "")


# What the table calls the figures beside a row (`Row.extra`; the JSON report keeps the keys): words and units, not
# the bench's shorthand. First match wins; "{unit}" is the row's unit.
_PLAIN = (
    (r"^floor's best K \(0: once per (\w+)\)$", r"floor's best K (writes every K messages; 0: once per \1)"),
    (r"^floor, once per (\w+)$", r"floor writing once per \1, {unit}"),
    (r"^floor's \(best K\) CPU µs/rt$", "floor's CPU time per round trip (best K), µs"),
    (r"^CPU / floor's$", "CPU time / the floor's (below 1: less CPU)"),
    (r"^cancel ([\d,]+) ms$", r"time to cancel \1 requests in flight, ms"),
    (r"^cancel time / direct$", "time to cancel / direct's (above 1: slower)"),
    (r"^rt/s / 2 C relays$", "round trips/s / the 2 C relays'"),
    (r"^records dropped$", "trace records dropped (count)"),
    (r"^acp-fast's own ms$", "acp-fast's own import time, ms"),
    (r"^cancels/s$", "cancellations/s"),
    (r"^(.*)CPU µs/rt(.*)$", r"\1CPU time per round trip\2, µs"),
    (r"^trace bytes/rt$", "trace bytes per round trip"),
)


def plain(name: str, unit: str) -> str:
    """The table's words for a figure beside a row (see `_PLAIN`)."""
    for pattern, words in _PLAIN:
        if re.match(pattern, name):
            return re.sub(pattern, words, name).replace("{unit}", unit)
    return name


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
    """The report: a line per row and per figure beside it, then what the figures mean. Never raises on what it is
    given: a FAILED or skipped row says why, a ratio with a figure missing or a zero to divide by is "n/a (why)",
    one round's figures are marked `ONE_ROUND`, and a column empty in every row is left out."""
    rounds = settings.rounds
    measured = f"median (min–max) of {rounds} rounds" if rounds != 1 else f"one round ({ONE_ROUND}: no spread)"
    lines = [
        f"acp-fast bench — acp-fast {environment.get('acp-fast', '?')}, {settings.core} core, {settings.loop}, "
        f"{environment.get('python', '?')}, {environment.get('cpus', '?')} CPUs; {measured}, "
        f"{settings.duration:g} s each",
        "",
    ]
    header = ["scenario", "case", "acp-fast", "baseline", "ratio", "official acp", "× acp"]
    body = []
    marked = False  # a figure of one round is in the table
    for row in rows:
        if row.failed or row.skipped:
            state, reason = ("FAILED", row.failed) if row.failed else ("skipped", row.skipped or "")
            body.append([row.scenario, row.case, state, reason, "", "", ""])
            continue
        if not (row.samples or row.baseline_samples or row.acp_samples):
            body.append([row.scenario, row.case, "not measured", "", "", "", ""])
            continue
        base = f"{row.baseline}: {_figure(row.baseline_samples)}" if row.baseline else ""
        base_ratio = _ratio_cell(row, row.baseline_samples, "baseline", "{:.2f}") if row.baseline else ""
        acp = f"{row.acp}: {_figure(row.acp_samples)}" if row.acp else ""
        acp_ratio = _ratio_cell(row, row.acp_samples, "official", "{:.1f}×") if row.acp else ""
        cells = [f"{_figure(row.samples)} {row.unit}", base, base_ratio, acp, acp_ratio]
        cells += [_figure(values, counts_too=False) for values in row.extra.values()]
        marked = marked or any(ONE_ROUND in cell for cell in cells)
        body.append([row.scenario, row.case, *cells[:5]])
        for name, cell in zip(row.extra, cells[5:], strict=True):
            body.append(["", f"  {plain(name, row.unit)}", cell, "", "", "", ""])
    shown = [i for i in range(len(header)) if i < 3 or any(line[i] for line in body)]
    header, body = [header[i] for i in shown], [[line[i] for i in shown] for line in body]
    widths = [max(len(str(line[i])) for line in [header, *body]) for i in range(len(header))]
    for line in [header, ["-" * w for w in widths], *body]:
        lines.append("  ".join(str(cell).ljust(width) for cell, width in zip(line, widths, strict=True)).rstrip())
    wide = wide_spreads(rows)
    if wide:
        warning = f"WARNING: spread (max - min over the median) above {WIDE_SPREAD:.0%}: rerun before quoting"
        lines += ["", warning, *wide]
    if marked:
        lines += [
            "",
            f"NOTE: {ONE_ROUND} one round: a single measurement, no spread to judge it by; a ratio of one-round",
            "figures may be noise (rerun with --rounds 3 or more before quoting it).",
        ]
    if any(line[2] == "FAILED" for line in body):
        lines += ["", "FAILED: the case raised (why beside it, and in the log); the other cases went on."]
    official = "× acp" in header
    lines += [
        "",
        "ratio: acp-fast / baseline (for bytes and ms, baseline / acp-fast: above 1 is better). floor: the least code",
        "that does the same (asyncio.Protocol + orjson + futures); in roundtrip and cancel, the best of it writing",
        "once per read or turn and every K messages (K = 1, 4, 16), per load: the K with the highest median over the",
        "rounds (the JSON report has every K's rounds); raw: untyped notifications on the same connection; direct:",
        "the client talking to the agent without the chain (2 C relays: the least two hops cost, a line relay in C);",
        "import asyncio: what any asyncio peer loads."
        + (" × acp: acp-fast / the official Python SDK." if official else ""),
        "rt/s: round trips per second; req/s: requests answered per second; updates/s: session/update notifications",
        "per second; n/a: no ratio (a figure missing or not a number, or 0 to divide by).",
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
    if any(row.scenario == "mcp" for row in rows):
        lines += [
            "mcp: one MCP server (the official MCP Python SDK's, an echo tool) in a child process: offered through",
            "an ACP connection over pipes and called with mcp/message, against its own Streamable HTTP app on",
            "127.0.0.1 called with the SDK's HTTP client (MCP 2026-07-28 both ways). calls/s: tool calls per second.",
        ]
    if any(row.scenario == "compat" for row in rows):
        lines += [
            "compat: the official SDK's own benchmark client and agent, unchanged, run on acp_fast.compat",
            "(`python -m acp_fast.compat script.py`) beside the same scripts on the official SDK; × acp: compat /",
            "official (for ms, official / compat: above 1 is faster).",
        ]
    return "\n".join(lines)


def to_json(
    rows: list[Row], environment: dict[str, Any], settings: Settings, status: str = "complete"
) -> dict[str, Any]:
    """The `--json` report: strict JSON (a figure that is not a number is null). `status`: see `Result`."""
    report = {
        "status": status,
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
    return _finite(report)  # type: ignore[no-any-return]


def _finite(value: Any) -> Any:
    """`value` with every NaN or infinity in it replaced by None (JSON has neither)."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


def write_json(path: str, result: Result, settings: Settings) -> None:
    """Write the report of `result` to `path` through a temporary file beside it and `os.replace`, so that the file
    is always a whole report (the last one written), whatever happens to this process meanwhile. A path that is
    not a regular file (/dev/stdout, a pipe) is written once, when the run is over."""
    text = json.dumps(to_json(result.rows, result.environment, settings, result.status), indent=1, allow_nan=False)
    target = os.path.realpath(path)
    if os.path.exists(target) and not os.path.isfile(target):
        if result.status != "running":
            with open(target, "w") as out:
                out.write(text + "\n")
        return
    temporary = f"{target}.{os.getpid()}.tmp"
    try:
        with open(temporary, "w") as out:
            out.write(text + "\n")
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def plot(rows: list[Row], path: str, settings: Settings) -> bool:
    """Round trips against requests in flight (pipes): acp-fast, the floor (its best K per load), the official SDK;
    the median of the rounds, with bars from the least to the most.

    Drawn only with `PLOT_LOADS` loads measured or more (`--quick` measures one: three dots at one x say nothing);
    else a line on stderr says so, and what gives a plot. Returns whether it drew.
    """
    series: dict[str, list[tuple[int, list[float]]]] = {"acp-fast": [], "floor (best K)": [], f"acp {ACP_STABLE}": []}
    for row in _roundtrip_rows(rows, "across processes"):
        inflight = int(row.case.rsplit(", ", 1)[1].split()[0].replace(",", ""))
        for name, values in (("acp-fast", row.samples), ("floor (best K)", row.baseline_samples)):
            if values:
                series[name].append((inflight, values))
        if row.acp_samples:
            series[f"acp {ACP_STABLE}"].append((inflight, row.acp_samples))
    inflights = sorted({x for x, _ in series["acp-fast"]})
    if len(inflights) < PLOT_LOADS:
        loads = ", ".join(f"{x:,}" for x in inflights) or "none"
        if settings.quick:
            how = "run without --quick (`acp-fast bench roundtrip --plot FILE.png` measures 1 to 4,096 in flight)"
        else:
            how = "the other loads failed or were not measured (see the table)"
        log.warning(
            "--plot %s not drawn: round trips over pipes measured at too few loads for a plot (in flight: %s); %s",
            path,
            loads,
            how,
        )
        return False
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SystemExit("acp-fast bench: --plot needs matplotlib (pip install 'acp-fast[bench]')") from None
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
    axes.set_xticks(inflights, [str(x) for x in inflights])
    axes.set_xlabel("requests in flight")
    axes.set_ylabel("round trips per second")
    axes.set_title(f"Round trips across processes over pipes ({settings.loop}, {settings.core} core)")
    axes.grid(True, alpha=0.3)
    axes.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return True


def _roundtrip_rows(rows: list[Row], where: str) -> Iterator[Row]:
    for row in rows:
        if row.scenario == "roundtrip" and row.case.startswith(where) and not row.failed:
            yield row


# ------------------------------------------------------------------------------------------------ the cache


def clear_cache(root: Path | None = None) -> int:
    """`acp-fast bench --clear-cache`: remove the official SDK's venvs (`official.clear`), logging what went and the
    bytes it took; the exit status (1 when something could not be removed)."""
    root = root or official.DEFAULT_ROOT
    try:
        removed, freed, notes = official.clear(root)
    except OSError as exc:  # names the path
        log.error("--clear-cache: could not clear the official SDK's venvs in %s: %s", root, exc)
        return 1
    for note in notes:
        log.warning("--clear-cache: %s", note)
    if not removed:
        log.info("--clear-cache: nothing to remove: no official SDK venvs in %s", root)
        return 0
    venvs = [path.name for path in removed if path != root and not path.name.endswith(".lock")]
    gone = "; the folder is gone" if root in removed else ""
    log.info(
        "--clear-cache: removed %d official SDK venv(s) (%s) and their lock files from %s: %s bytes (%.1f MiB)%s",
        len(venvs),
        ", ".join(venvs) or "none",
        root,
        f"{freed:,}",
        freed / 2**20,
        gone,
    )
    return 0
