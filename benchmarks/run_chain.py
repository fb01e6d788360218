"""Proxy chains: round trips through the conductor with 0, 1, 2 pass-through proxies, against a direct connection;
and cancellation of many in-flight requests through two proxies, against the same direct connection.

    python benchmarks/run_chain.py [--rounds 3] [--duration 2] [--inflight 64] [--cancel 1000] [--loop uvloop]

Every case is a client process (this one) and a child process tree over pipes: `acp-fast echo-agent`, or
`acp-fast conductor [--proxy "acp-fast proxy"]… --agent "acp-fast echo-agent"`. Round trips are `_echo`
requests (the agent's plain `def` fast path), `--inflight` of them always in flight. CPU time is summed over the
whole tree (from /proc) and divided by the round trips: the difference between chains is what a hop costs.

Cancellation: `--cancel` `_slow` requests are sent, then all cancelled; the time is from the first cancel to the
last answer (each must be `-32800`: a lost or wrong answer fails the run). Cases run interleaved in each round.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from scenarios import _cpu_seconds  # noqa: E402  (benchmarks/ is not a package)

PARAMS = {"sessionId": "sess_0123456789", "prompt": [{"type": "text", "text": "hello"}]}


def _tree_cpu(pid: int) -> float:
    import psutil

    pids = [pid] + [child.pid for child in psutil.Process(pid).children(recursive=True)]
    return sum(_cpu_seconds(p) for p in pids)


def _argv(proxies: int, loop: str) -> list[str]:
    from acp_fast.acp import echo_agent_command

    agent = echo_agent_command("--loop", loop)
    if proxies < 0:
        return agent
    argv = [sys.executable, "-P", "-m", "acp_fast", "conductor", "--loop", loop]
    for _ in range(proxies):
        argv += ["--proxy", shlex.join([sys.executable, "-P", "-m", "acp_fast", "proxy", "--loop", loop])]
    return argv + ["--agent", shlex.join(agent)]


async def _measure(proxies: int, args: argparse.Namespace) -> dict[str, Any]:
    from acp_fast import Connection, RequestError, spawn

    conn = Connection("chain")
    async with spawn(conn, _argv(proxies, args.loop), cwd="/") as process:
        await conn.send_request("initialize", {"protocolVersion": 1})
        await conn.send_request("_echo", PARAMS)
        loop = asyncio.get_running_loop()
        count = 0
        stop = False

        async def worker() -> None:
            nonlocal count
            while not stop:
                await conn.send_request("_echo", PARAMS)
                count += 1

        workers = asyncio.gather(*(worker() for _ in range(args.inflight)))
        await asyncio.sleep(args.warmup)
        c0, t0, own0, tree0 = count, time.perf_counter(), time.process_time(), _tree_cpu(process.pid)
        await asyncio.sleep(args.duration)
        c1, t1, own1, tree1 = count, time.perf_counter(), time.process_time(), _tree_cpu(process.pid)
        stop = True
        await workers
        done = c1 - c0
        rate = done / (t1 - t0)
        cpu_us = ((own1 - own0) + (tree1 - tree0)) / done * 1e6

        # Cancellation under load: N requests in flight, all cancelled at once; every one must answer -32800.
        sent = [conn.send_request("_slow", {}) for _ in range(args.cancel)]
        await conn.send_request("_echo", PARAMS)  # all of them have reached the agent
        start = loop.time()
        for request in sent:
            request.cancel()
        outcomes = await asyncio.gather(*sent, return_exceptions=True)
        cancel_seconds = loop.time() - start
        wrong = [o for o in outcomes if not (isinstance(o, RequestError) and o.code == -32800)]
        if wrong or conn.pending_outgoing:
            raise RuntimeError(f"FAILED: {len(wrong)} of {len(sent)} cancelled requests answered wrongly: {wrong[:3]}")
    return {"rate": rate, "cpu_us": cpu_us, "cancel_seconds": cancel_seconds}


def _client(proxies: int, args: argparse.Namespace) -> None:
    from acp_fast.cli import run_on_loop

    print(json.dumps(run_on_loop(_measure(proxies, args), args.loop)), flush=True)


CASES = {"direct": -1, "conductor": 0, "1 proxy": 1, "2 proxies": 2}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.5)
    parser.add_argument("--inflight", type=int, default=64)
    parser.add_argument("--cancel", type=int, default=1000)
    parser.add_argument("--loop", choices=("uvloop", "asyncio"), default="uvloop")
    parser.add_argument("--json", help="write the samples here")
    if argv[:1] == ["client"]:
        _client(int(argv[1]), parser.parse_args(argv[2:]))
        return 0
    args = parser.parse_args(argv)
    samples: dict[str, list[dict[str, Any]]] = {case: [] for case in CASES}
    common = ["--duration", str(args.duration), "--warmup", str(args.warmup), "--inflight", str(args.inflight),
              "--cancel", str(args.cancel), "--loop", args.loop]
    for round_number in range(1, args.rounds + 1):
        for case, proxies in CASES.items():
            run = subprocess.run([sys.executable, __file__, "client", str(proxies), *common],
                                 capture_output=True, text=True, timeout=600, cwd="/")
            if run.returncode != 0:
                raise SystemExit(f"{case} failed:\n{run.stdout}\n{run.stderr}")
            result = json.loads(run.stdout.strip().splitlines()[-1])
            samples[case].append(result)
            print(f"round {round_number} {case:10} {result['rate']:>9,.0f} rt/s  {result['cpu_us']:6.1f} us CPU/rt"
                  f"  cancel {args.cancel}: {result['cancel_seconds'] * 1000:7.1f} ms", file=sys.stderr)

    def med(case: str, key: str) -> float:
        return statistics.median(sample[key] for sample in samples[case])

    print(f"round trips, {args.inflight} in flight, {args.loop}, pipes; median of {args.rounds} interleaved rounds")
    print(f"  {'case':10} {'rt/s':>9} {'vs direct':>9} {'CPU us/rt':>9} {'cancel ms':>9}")
    for case in CASES:
        print(f"  {case:10} {med(case, 'rate'):>9,.0f} {med(case, 'rate') / med('direct', 'rate'):>9.2f} "
              f"{med(case, 'cpu_us'):>9.1f} {med(case, 'cancel_seconds') * 1000:>9.1f}")
    per_proxy = (med("2 proxies", "cpu_us") - med("conductor", "cpu_us")) / 2
    print(f"  CPU per added pass-through proxy: {per_proxy:.1f} us per round trip")
    print(f"  cancel {args.cancel} in flight, 2 proxies / direct: "
          f"{med('2 proxies', 'cancel_seconds') / med('direct', 'cancel_seconds'):.2f}x the time")
    if args.json:
        Path(args.json).write_text(json.dumps({"args": vars(args), "samples": samples}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
