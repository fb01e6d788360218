"""Count the instructions a round trip executes, both sides in one process: a measure of CPU work that does not
move with the machine's load, for comparing two builds on a noisy host.

    python benchmarks/count_instructions.py [--python PY] [SCENARIO ...]     # default: every scenario

Each scenario runs 64 workers sending requests over a socketpair on uvloop, client and server in one process, under
valgrind's callgrind (`apt-get install valgrind`), once with 100 requests per worker and once with 400; the
difference of the two instruction totals over the 19,200 round trips between them is the figure, so start-up and
imports cancel out. It repeats within ~3 % (how the reads happen to batch the messages moves it a little). Only
user-space instructions count: the kernel's side of the reads and writes does not show here, and neither do cache
misses (`--cache-sim=yes` in `CALLGRIND` adds those).

`--python` is the interpreter of the build to count (a venv's `bin/python`): run this once per build and compare.
Scenarios (`_echo`-like requests with prompt-shaped params):

- `raw-def`, `raw-async`: plain `Connection`s, a `def` / an `async def` handler returning a result;
- `typed-def`, `typed-async`: a `ClientSideConnection` calling `prompt` on an `AgentSideConnection` whose agent's
  `prompt` is a plain `def` / an `async def`;
- `hop`: `raw-def` through a pass-through hop (two connections joined by `RouteTable`s, as the conductor joins
  its neighbours), to set beside `raw-def`;
- `floor`: the bench's floor (`acp_fast.bench.floor`: an `asyncio.Protocol`, orjson and futures, no SDK).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import socket
import subprocess
import sys
from typing import Any

WORKERS = 64
SHORT, LONG = 100, 400  # requests per worker in the two runs
PARAMS = {"sessionId": "s", "prompt": [{"type": "text", "text": "hi"}]}
CALLGRIND = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
SCENARIOS = ("raw-def", "raw-async", "typed-def", "typed-async", "hop", "floor")


async def _workers(request: Any, per_worker: int) -> None:
    async def worker() -> None:
        for _ in range(per_worker):
            await request()

    await asyncio.gather(*(worker() for _ in range(WORKERS)))


async def _raw(scenario: str, per_worker: int) -> None:
    from acp_fast import Connection, RouteTable

    client, server = Connection("client"), Connection("server")
    if scenario == "raw-async":

        async def answer(params: Any) -> Any:
            return {"stopReason": "end_turn"}

        server.on_request("x", answer)
    else:
        server.on_request("x", lambda params: {"stopReason": "end_turn"})
    near, far = socket.socketpair()
    await client.connect_socket(near)
    if scenario == "hop":
        hop_in, hop_out = Connection("hop in"), Connection("hop out")
        for conn, to in ((hop_in, hop_out), (hop_out, hop_in)):
            conn.route_requests(RouteTable(to))
            conn.route_notifications(RouteTable(to))
        await hop_in.connect_socket(far)
        near, far = socket.socketpair()
        await hop_out.connect_socket(near)
    await server.connect_socket(far)
    await _workers(lambda: client.send_request("x", PARAMS), per_worker)


async def _typed(scenario: str, per_worker: int) -> None:
    from acp_fast.acp import Agent, AgentSideConnection, Client, ClientSideConnection, schema
    from acp_fast.testing import connection_pair

    class PlainAgent(Agent):
        def new_session(self, params: Any) -> Any:
            return schema.NewSessionResponse(session_id="s")

        def prompt(self, params: Any) -> Any:
            return schema.PromptResponse(stop_reason="end_turn")

    class AsyncAgent(PlainAgent):
        async def prompt(self, params: Any) -> Any:  # type: ignore[override]
            return schema.PromptResponse(stop_reason="end_turn")

    client_conn, agent_conn = await connection_pair("client", "agent")
    AgentSideConnection(AsyncAgent() if scenario == "typed-async" else PlainAgent(), agent_conn)
    client = ClientSideConnection(Client(), client_conn)
    await client.initialize(protocol_version=1)
    session_id = (await client.new_session(cwd="/", mcp_servers=[])).session_id
    blocks = [schema.TextContentBlock(text="hi")]
    await _workers(lambda: client.prompt(session_id, blocks), per_worker)


async def _floor(per_worker: int) -> None:
    from acp_fast.bench.floor import FloorClient, FloorServer

    loop = asyncio.get_running_loop()
    near, far = socket.socketpair()
    await loop.connect_accepted_socket(FloorServer, sock=far)
    _, client = await loop.create_connection(FloorClient, sock=near)
    await _workers(lambda: client.request("x", PARAMS), per_worker)


def _run(scenario: str, per_worker: int) -> None:
    """The workload itself (what callgrind runs)."""
    import uvloop

    if scenario.startswith("typed"):
        uvloop.run(_typed(scenario, per_worker))
    elif scenario == "floor":
        uvloop.run(_floor(per_worker))
    else:
        uvloop.run(_raw(scenario, per_worker))


def _instructions(python: str, scenario: str, per_worker: int) -> int:
    command = [*CALLGRIND, python, os.path.abspath(__file__), "--run", scenario, str(per_worker)]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} exited with {done.returncode}:\n{done.stderr[-2000:]}")
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit(f"no instruction count in the output of {' '.join(command)}:\n{done.stderr[-2000:]}")
    return int(found[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("scenarios", nargs="*", metavar="SCENARIO", help=f"any of {', '.join(SCENARIOS)}")
    parser.add_argument("--python", default=sys.executable, help="the interpreter of the build to count")
    parser.add_argument("--run", nargs=2, metavar=("SCENARIO", "PER_WORKER"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.run is not None:
        _run(args.run[0], int(args.run[1]))
        return
    unknown = [name for name in args.scenarios if name not in SCENARIOS]
    if unknown:
        parser.error(f"unknown scenario {unknown[0]!r} (choose from {', '.join(SCENARIOS)})")
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    for scenario in args.scenarios or SCENARIOS:
        short = _instructions(args.python, scenario, SHORT)
        long = _instructions(args.python, scenario, LONG)
        print(f"{scenario:12} {(long - short) / (WORKERS * (LONG - SHORT)):8.0f} instructions per round trip")


if __name__ == "__main__":
    main()
