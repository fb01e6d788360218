"""acp-fast against the floor, and the compiled core against the pure one, side by side in one run.

Every measurement runs in a fresh process (plus a fresh server child over pipes); the configurations run in
interleaved rounds, so that noise on a shared machine lands on all of them alike; each cell is the median of
the rounds. Prints two tables per loop, with the ratios acp-fast/floor and compiled/pure:

- round trips/s, with their spread ((max-min)/median);
- CPU time per round trip, client + server (over pipes: client+server split). On a shared machine this is
  the steadier figure: it does not count the time other work took from the benchmark.

and the bytes per pending outgoing request at 100k pending.

    python benchmarks/run_roundtrip.py                     # uvloop, pinned to one CPU, about 2-3 minutes
    python benchmarks/run_roundtrip.py --loop both --pin split --json results.json

Scenario code: benchmarks/scenarios.py.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenarios import (  # noqa: E402
    KEEPS,
    PINS,
    STALL_SECONDS,
    TRANSPORTS,
    PendingMemory,
    Roundtrip,
    RoundtripResult,
    Stalled,
    measure_pending_memory,
    measure_roundtrip,
)

VARIANTS = (("floor", "compiled"), ("acp-fast", "compiled"), ("acp-fast", "pure"))
NAMES = ("floor", "acp-fast/compiled", "acp-fast/pure")
STALLED = RoundtripResult(math.nan, math.nan, math.nan, math.nan)

Key = tuple[str, str, int, str]  # loop, transport, inflight, variant


def _rate(value: float) -> str:
    if value >= 1e6:
        return f"{value / 1e6:.2f}M"
    return f"{value / 1e3:.1f}k"


def _good(values: list[float]) -> list[float]:
    return [value for value in values if not math.isnan(value)]


def _median(values: list[float]) -> float:
    """Median of the runs that completed (NaN marks a stalled run); NaN when none did."""
    good = _good(values)
    return statistics.median(good) if good else math.nan


def _spread(values: list[float]) -> float:
    good = _good(values)
    middle = statistics.median(good) if good else 0.0
    return (max(good) - min(good)) / middle if middle else 0.0


def _stalls(values: list[float]) -> str:
    stalls = sum(math.isnan(value) for value in values)
    return f" {stalls}/{len(values)} STALLED" if stalls else ""


def _ratio(a: float, b: float, suffix: str = "") -> str:
    return "-" if math.isnan(a) or math.isnan(b) else f"{a / b:.2f}{suffix}"


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows)]
    lines = ["  ".join(str(cell).rjust(width) for cell, width in zip(row, widths)) for row in [headers, *rows]]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run_roundtrips(args: argparse.Namespace) -> dict[Key, list[RoundtripResult]]:
    configs = [
        Roundtrip(
            impl=impl,
            core=core,
            transport=transport,
            inflight=inflight,
            loop=loop,
            warmup=args.warmup,
            duration=args.duration,
            pin=args.pin,
        )
        for loop, transport, inflight, (impl, core) in itertools.product(
            args.loops, args.transports, args.inflight, VARIANTS
        )
    ]
    samples: dict[Key, list[RoundtripResult]] = {}
    total = len(configs) * args.rounds
    done = 0
    started = time.monotonic()
    for round_index in range(args.rounds):
        # Alternate the direction of each round, so that a slow drift favours no configuration.
        order = configs if round_index % 2 == 0 else configs[::-1]
        for cfg in order:
            try:
                result = measure_roundtrip(cfg)
                shown = f"{_rate(result.rate):>8} rt/s  {result.cpu_us:5.2f} us CPU/rt"
            except Stalled as exc:
                result = STALLED
                shown = f"STALLED: {exc}"
            samples.setdefault((cfg.loop, cfg.transport, cfg.inflight, cfg.variant), []).append(result)
            done += 1
            _log(
                f"[{done}/{total} {time.monotonic() - started:4.0f}s] round {round_index + 1} {cfg.loop:7} "
                f"{cfg.transport:10} N={cfg.inflight:<5} {cfg.variant:17} {shown}"
            )
    return samples


def run_memory(args: argparse.Namespace) -> dict[tuple[str, str, str], float]:
    configs = [
        PendingMemory(impl=impl, core=core, keep=keep, mode=mode, count=args.memory_count, loop=args.loops[0])
        for keep in KEEPS
        for impl, core in VARIANTS
        for mode in ("tracemalloc", "rss")
    ]
    results: dict[tuple[str, str, str], float] = {}
    for cfg in configs:
        value = statistics.median(measure_pending_memory(cfg) for _ in range(args.memory_repeat))
        results[(cfg.keep, cfg.variant, cfg.mode)] = value
        _log(f"memory {cfg.keep:7} {cfg.variant:17} {cfg.mode:11} {value:7.0f} B/request")
    return results


def _roundtrip_tables(args: argparse.Namespace, samples: dict[Key, list[RoundtripResult]], loop: str) -> str:
    rate_rows, cpu_rows = [], []
    for transport, inflight in itertools.product(args.transports, args.inflight):
        cells = {name: samples[(loop, transport, inflight, name)] for name in NAMES}
        rates = {name: [r.rate for r in results] for name, results in cells.items()}
        cpus = {name: [r.cpu_us for r in results] for name, results in cells.items()}
        rate = {name: _median(values) for name, values in rates.items()}
        cpu = {name: _median(values) for name, values in cpus.items()}
        rate_rows.append(
            [transport, str(inflight)]
            + [
                "STALLED" if math.isnan(rate[name]) else f"{_rate(rate[name])} ({_spread(rates[name]):.0%}){_stalls(rates[name])}"
                for name in NAMES
            ]
            + [
                _ratio(rate["acp-fast/compiled"], rate["floor"]),
                _ratio(rate["acp-fast/pure"], rate["floor"]),
                _ratio(rate["acp-fast/compiled"], rate["acp-fast/pure"], "x"),
            ]
        )
        row = [transport, str(inflight)]
        for name in NAMES:
            if math.isnan(cpu[name]):
                row.append("STALLED")
                continue
            text = f"{cpu[name]:.2f}"
            client = _median([r.client_cpu_us for r in cells[name]])
            server = _median([r.server_cpu_us for r in cells[name]])
            if not math.isnan(client) and not math.isnan(server):
                text += f" ({client:.2f}+{server:.2f})"
            row.append(text + f" {_spread(cpus[name]):.0%}")
        cpu_rows.append(
            row
            + [
                _ratio(cpu["floor"], cpu["acp-fast/compiled"]),
                _ratio(cpu["floor"], cpu["acp-fast/pure"]),
                _ratio(cpu["acp-fast/pure"], cpu["acp-fast/compiled"], "x"),
            ]
        )
    headers = ["transport", "N", "floor", "acp-fast compiled", "acp-fast pure", "compiled/floor", "pure/floor", "compiled/pure"]
    return (
        f"\nloop: {loop} -- round trips/s, median (spread)\n"
        + _table(headers, rate_rows)
        + f"\n\nloop: {loop} -- CPU us per round trip, client+server (pipe: client+server split), median spread;"
        " ratios are speed-ups (floor CPU / acp-fast CPU)\n"
        + _table(headers, cpu_rows)
    )


def report(
    args: argparse.Namespace, samples: dict[Key, list[RoundtripResult]], memory: dict[tuple[str, str, str], float]
) -> None:
    if samples:
        print(
            f"\nmedian of {args.rounds} fresh processes per cell (spread = (max-min)/median); "
            f"warm-up {args.warmup}s, measured {args.duration}s, pin={args.pin}"
        )
        for loop in args.loops:
            print(_roundtrip_tables(args, samples, loop))
        if any(math.isnan(r.rate) for results in samples.values() for r in results):
            print(
                f"STALLED: no round trip completed for {STALL_SECONDS:g} s with requests in flight (a deadlock); "
                "that run was stopped and the cell's median is over the other runs"
            )
    if memory:
        print(f"\nbytes per pending outgoing request, {args.memory_count:,} pending, peer never answers ({args.loops[0]})")
        print("held = the application keeps the request object (floor: its Future); awaited = a Task awaits each one")
        rows = [
            [keep, name, f"{memory[(keep, name, 'tracemalloc')]:.0f}", f"{memory[(keep, name, 'rss')]:.0f}"]
            for keep in KEEPS
            for name in NAMES
        ]
        print(_table(["keep", "variant", "tracemalloc B", "RSS delta B"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--loop", choices=("uvloop", "asyncio", "both"), default="uvloop")
    parser.add_argument("--transports", default=",".join(TRANSPORTS), help="comma-separated: socketpair,pipe")
    parser.add_argument("--inflight", default="1,64,1024", help="comma-separated requests in flight")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--warmup", type=float, default=0.3)
    parser.add_argument("--duration", type=float, default=1.0)
    parser.add_argument("--pin", choices=PINS, default="same", help="same: both processes on one CPU (default)")
    parser.add_argument("--memory-count", type=int, default=100_000)
    parser.add_argument("--memory-repeat", type=int, default=1, help="fresh processes per memory cell (median)")
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--no-roundtrip", action="store_true")
    parser.add_argument("--json", metavar="PATH", help="also write every sample as JSON")
    args = parser.parse_args()
    args.loops = ["uvloop", "asyncio"] if args.loop == "both" else [args.loop]
    args.transports = [name for name in args.transports.split(",") if name]
    args.inflight = [int(n) for n in args.inflight.split(",") if n]
    for name in args.transports:
        if name not in TRANSPORTS:
            parser.error(f"unknown transport {name!r}")

    samples = {} if args.no_roundtrip else run_roundtrips(args)
    memory = {} if args.no_memory else run_memory(args)
    report(args, samples, memory)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(
                {
                    "settings": {k: v for k, v in vars(args).items() if k != "json"},
                    "roundtrip": [
                        {"loop": k[0], "transport": k[1], "inflight": k[2], "variant": k[3], **dataclasses.asdict(r)}
                        for k, results in samples.items()
                        for r in results
                    ],
                    "memory": [
                        {"keep": k[0], "variant": k[1], "mode": k[2], "bytes_per_request": v} for k, v in memory.items()
                    ],
                },
                out,
                indent=1,
            )


if __name__ == "__main__":
    main()
