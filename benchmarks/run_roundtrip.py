"""acp-fast against the floor, and the compiled core against the pure one, side by side in one run.

Every measurement runs in a fresh process (plus a fresh server child over pipes); the configurations run in
interleaved rounds, so that noise on a shared machine lands on all of them alike; each cell is the median of
the rounds. Prints round trips/s with their spread ((max-min)/median), the ratios acp-fast/floor and
compiled/pure, and the bytes per pending outgoing request at 100k pending.

    python benchmarks/run_roundtrip.py                     # uvloop, pinned to one CPU, about 3 minutes
    python benchmarks/run_roundtrip.py --loop both --pin split --json results.json

Scenario code: benchmarks/scenarios.py.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from scenarios import (  # noqa: E402
    CORES,
    KEEPS,
    PINS,
    TRANSPORTS,
    PendingMemory,
    Roundtrip,
    measure_pending_memory,
    measure_roundtrip,
)

VARIANTS = (("floor", "compiled"), ("acp-fast", "compiled"), ("acp-fast", "pure"))


def _rate(value: float) -> str:
    if value >= 1e6:
        return f"{value / 1e6:.2f}M"
    return f"{value / 1e3:.1f}k"


def _spread(values: list[float]) -> float:
    middle = statistics.median(values)
    return (max(values) - min(values)) / middle if middle else 0.0


def _table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows)]
    lines = ["  ".join(str(cell).rjust(width) for cell, width in zip(row, widths)) for row in [headers, *rows]]
    lines.insert(1, "  ".join("-" * width for width in widths))
    return "\n".join(lines)


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def run_roundtrips(args: argparse.Namespace) -> dict[tuple[str, str, int, str], list[float]]:
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
    samples: dict[tuple[str, str, int, str], list[float]] = {}
    total = len(configs) * args.rounds
    done = 0
    started = time.monotonic()
    for round_index in range(args.rounds):
        # Alternate the direction of each round, so that a slow drift favours no configuration.
        order = configs if round_index % 2 == 0 else configs[::-1]
        for cfg in order:
            rate = measure_roundtrip(cfg)
            samples.setdefault((cfg.loop, cfg.transport, cfg.inflight, cfg.variant), []).append(rate)
            done += 1
            _log(
                f"[{done}/{total} {time.monotonic() - started:5.0f}s] round {round_index + 1} {cfg.loop:7} "
                f"{cfg.transport:10} N={cfg.inflight:<5} {cfg.variant:17} {_rate(rate):>8} rt/s"
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
        values = [measure_pending_memory(cfg) for _ in range(args.memory_repeat)]
        results[(cfg.keep, cfg.variant, cfg.mode)] = statistics.median(values)
        _log(f"memory {cfg.keep:7} {cfg.variant:17} {cfg.mode:11} {results[(cfg.keep, cfg.variant, cfg.mode)]:7.0f} B/request")
    return results


def report(args: argparse.Namespace, samples: dict[Any, list[float]], memory: dict[Any, float]) -> None:
    if samples:
        print(
            f"\nround trips/s, median of {args.rounds} fresh processes per cell (spread = (max-min)/median); "
            f"warm-up {args.warmup}s, measured {args.duration}s, pin={args.pin}"
        )
    for loop in args.loops if samples else ():
        rows = []
        for transport, inflight in itertools.product(args.transports, args.inflight):
            cells = {variant: samples[(loop, transport, inflight, variant)] for variant in ("floor", "acp-fast/compiled", "acp-fast/pure")}
            med = {variant: statistics.median(values) for variant, values in cells.items()}
            rows.append(
                [transport, str(inflight)]
                + [f"{_rate(med[v])} ({_spread(cells[v]):.0%})" for v in cells]
                + [
                    f"{med['acp-fast/compiled'] / med['floor']:.2f}",
                    f"{med['acp-fast/pure'] / med['floor']:.2f}",
                    f"{med['acp-fast/compiled'] / med['acp-fast/pure']:.2f}x",
                ]
            )
        headers = ["transport", "N", "floor", "acp-fast compiled", "acp-fast pure", "compiled/floor", "pure/floor", "compiled/pure"]
        print(f"\nloop: {loop}\n" + _table(headers, rows))
    if memory:
        print(f"\nbytes per pending outgoing request, {args.memory_count:,} pending, peer never answers ({args.loops[0]})")
        print("held = the application keeps the request object (floor: its Future); awaited = a Task awaits each one")
        rows = []
        for keep in KEEPS:
            for variant in ("floor", "acp-fast/compiled", "acp-fast/pure"):
                rows.append(
                    [keep, variant, f"{memory[(keep, variant, 'tracemalloc')]:.0f}", f"{memory[(keep, variant, 'rss')]:.0f}"]
                )
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
    assert set(core for _, core in VARIANTS) <= set(CORES)

    samples = {} if args.no_roundtrip else run_roundtrips(args)
    memory = {} if args.no_memory else run_memory(args)
    if samples or memory:
        report(args, samples, memory)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(
                {
                    "settings": {k: v for k, v in vars(args).items() if k != "json"},
                    "roundtrip": [
                        {"loop": k[0], "transport": k[1], "inflight": k[2], "variant": k[3], "rt_per_s": v}
                        for k, v in samples.items()
                    ],
                    "memory": [{"keep": k[0], "variant": k[1], "mode": k[2], "bytes_per_request": v} for k, v in memory.items()],
                },
                out,
                indent=1,
            )


if __name__ == "__main__":
    main()
