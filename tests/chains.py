"""What the chain tests share: commands for a conductor and its components, wire taps and reading their logs.

Each hop of a chain can be tapped (`peers/tap.py`): its log holds every line of both directions, which the tests
read to check ids, cancels and answers hop by hop.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import shlex
import sys
from pathlib import Path
from typing import Any

PEERS = Path(__file__).parent / "peers"
TAP = str(PEERS / "tap.py")
CHAIN_PEERS = str(PEERS / "chain_peers.py")
PROXY = [sys.executable, "-P", "-m", "acp_fast", "proxy"]


def child_env(core: Any) -> dict[str, str]:
    return dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))


def tapped(log: Path, argv: list[str]) -> list[str]:
    return [sys.executable, TAP, str(log), "--", *argv]


def conductor(proxies: list[list[str]], agent: list[str] | None, *options: str) -> list[str]:
    """`acp-fast conductor` with these components; with `agent` None, a conductor that is itself a proxy."""
    argv = [sys.executable, "-P", "-m", "acp_fast", "conductor", *options]
    for proxy in proxies:
        argv += ["--proxy", shlex.join(proxy)]
    return [*argv, "--as-proxy"] if agent is None else [*argv, "--agent", shlex.join(agent)]


def docs_proxy(directory: Path) -> list[str]:
    """The `read_file` proxy of docs/mcp.md, saved in `directory`: the program the page shows is the one tested."""
    page = (Path(__file__).resolve().parent.parent / "docs" / "mcp.md").read_text()
    (code,) = [block for block in re.findall(r"```python\n(.*?)```", page, re.S) if "def read_file" in block]
    path = directory / "files_proxy.py"
    path.write_text(code)
    return [sys.executable, str(path)]


def peer(mode: str) -> list[str]:
    return [sys.executable, CHAIN_PEERS, mode]


def read_log(path: Path) -> list[dict[str, Any]]:
    # The tap may be writing as this reads: a line it has not finished (long ones go out in parts) is left out.
    complete = path.read_text().rpartition("\n")[0]
    return [json.loads(line) for line in complete.splitlines()]


def messages(log: list[dict[str, Any]], direction: str) -> list[dict[str, Any]]:
    return [entry["msg"] for entry in log if entry["dir"] == direction and "msg" in entry]


def cancels(log: list[dict[str, Any]], direction: str) -> list[Any]:
    return [m["params"]["requestId"] for m in messages(log, direction) if m.get("method") == "$/cancel_request"]


def request_id(log: list[dict[str, Any]], direction: str, method: str) -> Any:
    """The id of the (only) request for `method` in this direction, looking inside proxy envelopes too."""
    found = [
        m["id"]
        for m in messages(log, direction)
        if "id" in m and (m.get("method") == method or (m.get("params") or {}).get("method") == method)
    ]
    assert len(found) == 1, (method, found)
    return found[0]


def prompt_ids(log: list[dict[str, Any]]) -> set[Any]:
    return {m["id"] for m in messages(log, "in") if m.get("method") == "session/prompt"}


def response(log: list[dict[str, Any]], direction: str, id: Any) -> dict[str, Any]:
    (found,) = [m for m in messages(log, direction) if "method" not in m and m.get("id") == id]
    return found


def assert_every_request_answered(log: list[dict[str, Any]]) -> None:
    for ask, answer in (("in", "out"), ("out", "in")):
        asked = sorted(str(m["id"]) for m in messages(log, ask) if "method" in m and "id" in m)
        answered = sorted(str(m["id"]) for m in messages(log, answer) if "method" not in m)
        assert asked == answered, f"{ask}: requests {asked}, answers {answered}"


async def within(awaitable: Any, seconds: float = 30) -> Any:
    return await asyncio.wait_for(awaitable, seconds)


async def start(agent: Any) -> str:
    await within(agent.initialize(protocol_version=1))
    return (await within(agent.new_session(cwd="/tmp", mcp_servers=[]))).session_id


async def until(condition: Any) -> None:
    for _ in range(3000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition never met")
