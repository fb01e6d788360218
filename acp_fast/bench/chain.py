"""Proxy chains and fan-out, for `acp-fast bench chain` and `acp-fast bench fanout`.

Every case is a client process and a child process tree over pipes:

- `direct`: `acp-fast echo-agent`;
- `conductor`, `1 proxy`, `2 proxies`: `acp-fast conductor [--proxy "acp-fast proxy"]… --agent "acp-fast echo-agent"`;
- `fanout`: `acp-fast fanout` with K echo agents behind it (every request goes to all K, the first answer wins and
  the others are cancelled);
- `2 C relays`: `relay relay acp-fast echo-agent`, two hops of a line relay in C: the least a chain of two
  pass-through hops costs, beside the conductor with one proxy. Its source is `benchmarks/relay.c` in a clone, not
  in the installed package: `relay.py` builds it from there, or the program is given (`--relay PATH`).

Round trips are `_echo` requests (the agent's plain `def` fast path), `inflight` of them always in flight. CPU time
is summed over the whole process tree (from /proc) and divided by the round trips: the difference between chains
is what a hop costs; `child_cpu_us` is the part of the process the client spawned (the conductor, the fan-out, or
the agent when direct), and `hops_cpu_us` each hop's own (every process of the tree but the agents: `conductor`,
`proxy 1`, …, `fanout`, `relay 1`, …). Then cancellation: `cancel` `_slow` requests are sent and all cancelled,
three times; the time is from the first cancel to the last answer (the median of the three), and each answer must
be `-32800` (a lost or wrong answer fails the run). `cancel` 0 skips it (`cancel_seconds` is then NaN).

`trace FILE` (conductor cases): the conductor runs with `--trace FILE` (payloads off, never rotated), for
`acp-fast bench trace`; `count` is the round trips completed in all, warmup included.

    python -m acp_fast.bench.chain "1 proxy" --loop uvloop --inflight 64 --duration 2
    python -m acp_fast.bench.chain "2 C relays" --relay ./relay     # cc -O2 -o relay benchmarks/relay.c
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import shlex
import time
from typing import Any

from .._router import core_environment
from .._runtime import LOOPS, run_on_loop
from .harness import TRACE_MAX_BYTES, cpu_seconds, python_module, run_child

__all__ = ["CASES", "measure_chain"]

CASES = ("direct", "conductor", "1 proxy", "2 proxies", "fanout", "2 C relays")
PROXIES = {"conductor": 0, "1 proxy": 1, "2 proxies": 2}  # the conductor cases: how many proxies in the chain
RELAYS = {"2 C relays": 2}  # the relay cases: how many relays in the chain
MODULE = python_module("acp_fast.bench.chain")  # how a fresh process runs this module
PARAMS = {"sessionId": "sess_0123456789", "prompt": [{"type": "text", "text": "hello"}]}


def _tree(pid: int) -> list[int]:
    """A process and its descendants (Linux /proc)."""
    found = [pid]
    for process in found:
        try:
            tasks = os.listdir(f"/proc/{process}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{process}/task/{task}/children") as children:
                    found.extend(int(child) for child in children.read().split())
            except OSError:
                continue
    return found


def _tree_cpu(pid: int) -> float:
    return sum(cpu_seconds(process) for process in _tree(pid))


def _cmdline(pid: int) -> list[str]:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return [part.decode() for part in cmdline.read().split(b"\0")[:-1]]
    except OSError:
        return []


def _hops(pid: int, case: str, agent: list[str]) -> dict[str, int]:
    """The hops of the tree the client spawned, by name: every process but the agents, in the order they were
    started."""
    hops = [process for process in _tree(pid) if _cmdline(process) != agent]
    if case in RELAYS:
        names = [f"relay {index}" for index in range(1, len(hops) + 1)]
    elif case == "fanout":
        names = ["fanout"]
    else:
        names = ["conductor", *(f"proxy {index}" for index in range(1, len(hops)))]
    return dict(zip(names, hops, strict=True))


def _agent(loop: str) -> list[str]:
    from acp_fast.acp import echo_agent_command

    return echo_agent_command("--loop", loop)


def _argv(case: str, loop: str, fanout: int, trace: str | None, relay: str | None) -> list[str]:
    agent = _agent(loop)
    fast_cli = python_module("acp_fast")
    if trace is not None and case not in PROXIES:
        raise ValueError(f"the {case!r} case has no conductor to trace")
    if case == "direct":
        return agent
    if case in RELAYS:
        if relay is None:
            raise ValueError(f"the {case!r} case needs the relay program (--relay PATH)")
        return [relay] * RELAYS[case] + agent
    if case == "fanout":
        return [*fast_cli, "fanout"] + [part for _ in range(fanout) for part in ("--agent", shlex.join(agent))]
    proxies = PROXIES[case]
    argv = [*fast_cli, "conductor", "--loop", loop]
    if trace is not None:
        argv += ["--trace", trace, "--trace-max-bytes", str(TRACE_MAX_BYTES)]
    for _ in range(proxies):
        argv += ["--proxy", shlex.join([*fast_cli, "proxy", "--loop", loop])]
    return [*argv, "--agent", shlex.join(agent)]


async def _measure(case: str, args: argparse.Namespace) -> dict[str, Any]:
    from acp_fast import Connection, RequestError, spawn

    conn = Connection("chain")
    async with spawn(conn, _argv(case, args.loop, args.fanout, args.trace, args.relay), cwd="/") as process:
        await conn.send_request("initialize", {"protocolVersion": 1})
        await conn.send_request("_echo", PARAMS)
        hops = _hops(process.pid, case, _agent(args.loop)) if case != "direct" else {}
        count = 0
        stop = False

        async def worker() -> None:
            nonlocal count
            while not stop:
                await conn.send_request("_echo", PARAMS)
                count += 1

        def sample() -> tuple[int, float, float, float, float, dict[str, float]]:
            now = time.perf_counter(), time.process_time(), _tree_cpu(process.pid), cpu_seconds(process.pid)
            return count, *now, {name: cpu_seconds(pid) for name, pid in hops.items()}

        workers = asyncio.gather(*(worker() for _ in range(args.inflight)))
        await asyncio.sleep(args.warmup)
        c0, t0, own0, tree0, child0, hops0 = sample()
        await asyncio.sleep(args.duration)
        c1, t1, own1, tree1, child1, hops1 = sample()
        stop = True
        try:
            await asyncio.wait_for(workers, 30)  # a lost answer fails the run instead of hanging it
        except TimeoutError:
            raise RuntimeError("FAILED: round trips stopped being answered") from None
        done = c1 - c0
        rate = done / (t1 - t0)
        cpu_us = ((own1 - own0) + (tree1 - tree0)) / done * 1e6
        child_cpu_us = (child1 - child0) / done * 1e6
        hops_cpu_us = {name: (hops1[name] - hops0[name]) / done * 1e6 for name in hops}

        # Cancellation under load: N requests in flight, all cancelled at once; every one must answer -32800.
        # Three bursts, the median time (one burst takes milliseconds: a single one is at the mercy of the
        # scheduler).
        times = []
        for _ in range(3 if args.cancel else 0):
            sent = [conn.send_request("_slow", {}) for _ in range(args.cancel)]
            await conn.send_request("_echo", PARAMS)  # all of them have reached the agent
            start = time.perf_counter()
            for request in sent:
                request.cancel()
            try:
                outcomes = await asyncio.wait_for(asyncio.gather(*sent, return_exceptions=True), 30)
            except TimeoutError:
                raise RuntimeError(f"FAILED: cancelled requests left unanswered ({conn.pending_outgoing})") from None
            times.append(time.perf_counter() - start)
            wrong = [o for o in outcomes if not (isinstance(o, RequestError) and o.code == -32800)]
            if wrong or conn.pending_outgoing:
                raise RuntimeError(
                    f"FAILED: {len(wrong)} of {len(sent)} cancelled requests answered wrongly: {wrong[:3]}"
                )
        cancel_seconds = sorted(times)[1] if times else math.nan
    return {
        "rate": rate,
        "cpu_us": cpu_us,
        "child_cpu_us": child_cpu_us,
        "hops_cpu_us": hops_cpu_us,
        "cancel_seconds": cancel_seconds,
        "count": count,
    }


def measure_chain(
    case: str,
    *,
    loop: str,
    core: str,
    inflight: int,
    duration: float,
    warmup: float,
    cancel: int,
    fanout: int = 4,
    trace: str | None = None,
    relay: str | None = None,
) -> dict[str, Any]:
    """One case, measured in a fresh process (and process tree) that loads `core`; `trace`: the conductor's trace
    file; `relay`: the relay program (`relay.build_relay`) of the relay cases."""
    argv = [
        *MODULE,
        case,
        "--loop",
        loop,
        "--inflight",
        str(inflight),
        "--duration",
        str(duration),
        "--warmup",
        str(warmup),
        "--cancel",
        str(cancel),
        "--fanout",
        str(fanout),
        *(["--trace", trace] if trace is not None else []),
        *(["--relay", relay] if relay is not None else []),
    ]
    return run_child(argv, core_environment(core), 300, cwd="/")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("case", choices=CASES)
    parser.add_argument("--loop", choices=LOOPS, default="uvloop")
    parser.add_argument("--inflight", type=int, default=64)
    parser.add_argument("--duration", type=float, default=2.0)
    parser.add_argument("--warmup", type=float, default=0.5)
    parser.add_argument("--cancel", type=int, default=1000)
    parser.add_argument("--fanout", type=int, default=4)
    parser.add_argument("--trace", metavar="FILE", default=None, help="run the conductor with --trace FILE")
    parser.add_argument(
        "--relay", metavar="PATH", default=None, help="the relay cases' program, built from benchmarks/relay.c"
    )
    args = parser.parse_args(argv)
    print(json.dumps(run_on_loop(_measure(args.case, args), args.loop)), flush=True)


if __name__ == "__main__":
    main()
