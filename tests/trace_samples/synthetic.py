"""Realistic trace files, written by hand from a simulated chain (the capture side is not used: these tests are about
reading the format, docs/observability.md).

    client ⇄ conductor ⇄ proxy 1 ⇄ conductor ⇄ agent

`write_chain` simulates sessions prompting through that chain: each prompt crosses the conductor's four hop
directions (client in, proxy out, proxy in, agent out) and is answered back; the agent streams `session/update`s,
sometimes asks the client for permission, sometimes fails; some prompts are cancelled by the client (the cancel
re-issued hop by hop, honoured by the agent or, now and then, ignored), and the last prompts are still in flight
when the trace ends. With `processes=True` the proxy and the agent write traces of their own too (their one hop each),
so the chain can be followed through three processes.

Run as a script it writes the sample kept in this folder: `python tests/trace_samples/synthetic.py`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

CLIENT, PROXY, AGENT = "client", "proxy 1 (python proxy.py)", "agent (python agent.py)"
EPOCH = 1_764_672_000.0
# Each process's monotonic clock reads differently; the headers pair them with the one wall clock.
MONOTONIC = {"conductor": 5123.0, "proxy": 5124.5, "agent": 5126.25}
WIRE = 0.00005  # one hop's transit between processes
HOP = 0.00002  # the conductor's own forwarding


@dataclass
class Expected:
    """What the simulation made, as the reader should find it in the conductor's trace."""

    prompts: int = 0
    spans: int = 0
    cancels: int = 0  # $/cancel_request records
    honoured: int = 0  # client cancels the agent honoured
    ignored: int = 0
    errors: int = 0  # prompts the agent failed
    unanswered: int = 0  # spans still open at the end
    messages: int = 0


@dataclass
class _Process:
    name: str
    records: list[dict[str, Any]] = field(default_factory=list)

    def add(self, t: float, hop: str, direction: str, kind: str, method: str, **fields: Any) -> None:
        record = {"t": round(MONOTONIC[self.name] + t, 6), "hop": hop, "dir": direction, "kind": kind, "method": method}
        record.update(fields)
        self.records.append(record)


class _Chain:
    def __init__(self, rng: random.Random, processes: bool) -> None:
        self.rng = rng
        self.conductor = _Process("conductor")
        self.proxy = _Process("proxy") if processes else None
        self.agent = _Process("agent") if processes else None
        self.ids: dict[str, int] = {}
        self.expected = Expected()

    def next_id(self, wire: str) -> int:
        self.ids[wire] = self.ids.get(wire, 0) + 1
        return self.ids[wire]

    def request(self, t: float, method: str, session: str | None) -> dict[str, Any]:
        """A client request through the chain, returning its ids and arrival times at each step."""
        c, p, q, a = (self.next_id(w) for w in ("client", "to proxy", "from proxy", "to agent"))
        extra = {"session": session} if session else {}
        conductor = self.conductor
        conductor.add(t, CLIENT, "in", "request", method, id=c, **extra)
        conductor.add(t + HOP, PROXY, "out", "request", method, id=p, **extra, **{"from": {"hop": CLIENT, "id": c}})
        times = {"client": t, "proxy": t + HOP + WIRE}
        if self.proxy:
            self.proxy.add(times["proxy"], "conductor", "in", "request", method, id=p, **extra)
            self.proxy.add(
                times["proxy"] + HOP,
                "conductor",
                "out",
                "request",
                method,
                id=q,
                **extra,
                **{"from": {"hop": "conductor", "id": p}},
            )
        back = times["proxy"] + HOP + WIRE
        conductor.add(back, PROXY, "in", "request", method, id=q, **extra)
        conductor.add(back + HOP, AGENT, "out", "request", method, id=a, **extra, **{"from": {"hop": PROXY, "id": q}})
        times["agent"] = back + HOP + WIRE
        if self.agent:
            self.agent.add(times["agent"], "client", "in", "request", method, id=a, **extra)
        self.expected.spans += 4
        return {"ids": (c, p, q, a), "times": times, "extra": extra}

    def notify(self, t: float, method: str, session: str) -> None:
        """An agent notification through the chain back to the client."""
        if self.agent:
            self.agent.add(t, "client", "out", "notification", method, session=session)
        t += WIRE
        self.conductor.add(t, AGENT, "in", "notification", method, session=session)
        self.conductor.add(t + HOP, PROXY, "out", "notification", method, session=session)
        if self.proxy:
            self.proxy.add(t + HOP + WIRE, "conductor", "in", "notification", method, session=session)
            self.proxy.add(t + 2 * HOP + WIRE, "conductor", "out", "notification", method, session=session)
        t += 2 * (HOP + WIRE)
        self.conductor.add(t, PROXY, "in", "notification", method, session=session)
        self.conductor.add(t + HOP, CLIENT, "out", "notification", method, session=session)

    def cancel(self, t: float, flow: dict[str, Any]) -> None:
        """The client cancels: the cancel is re-issued at each hop."""
        c, p, q, a = flow["ids"]
        conductor = self.conductor
        conductor.add(t, CLIENT, "in", "notification", "$/cancel_request", target=c)
        conductor.add(
            t + HOP, PROXY, "out", "notification", "$/cancel_request", target=p, **{"from": {"hop": CLIENT, "id": c}}
        )
        t += HOP + WIRE
        if self.proxy:
            self.proxy.add(t, "conductor", "in", "notification", "$/cancel_request", target=p)
            self.proxy.add(
                t + HOP,
                "conductor",
                "out",
                "notification",
                "$/cancel_request",
                target=q,
                **{"from": {"hop": "conductor", "id": p}},
            )
        t += HOP + WIRE
        conductor.add(t, PROXY, "in", "notification", "$/cancel_request", target=q)
        conductor.add(
            t + HOP, AGENT, "out", "notification", "$/cancel_request", target=a, **{"from": {"hop": PROXY, "id": q}}
        )
        if self.agent:
            self.agent.add(t + HOP + WIRE, "client", "in", "notification", "$/cancel_request", target=a)
        self.expected.cancels += 4

    def answer(self, t: float, method: str, flow: dict[str, Any], outcome: str) -> None:
        """The agent's answer, back through the chain to the client."""
        c, p, q, a = flow["ids"]
        fields: dict[str, Any] = {"outcome": outcome}
        if outcome != "result":
            fields["code"] = -32800 if outcome == "cancelled" else -32603
        times = flow["times"]
        if self.agent:
            self.agent.add(t, "client", "out", "response", method, id=a, **fields, latency=round(t - times["agent"], 6))
        t += WIRE
        conductor = self.conductor
        conductor.add(t, AGENT, "in", "response", method, id=a, **fields)
        conductor.add(t + HOP, PROXY, "out", "response", method, id=q, **fields)
        if self.proxy:
            self.proxy.add(t + HOP + WIRE, "conductor", "in", "response", method, id=q, **fields)
            self.proxy.add(t + 2 * HOP + WIRE, "conductor", "out", "response", method, id=p, **fields)
        t += 2 * (HOP + WIRE)
        conductor.add(t, PROXY, "in", "response", method, id=p, **fields)
        conductor.add(t + HOP, CLIENT, "out", "response", method, id=c, **fields)

    def agent_request(self, t: float, method: str, session: str, think: float) -> None:
        """The agent asks the client (permission, a file): the request travels right to left and is answered."""
        x, y, z, w = (self.next_id(f"back {n}") for n in range(4))
        conductor = self.conductor
        if self.agent:
            self.agent.add(t, "client", "out", "request", method, id=x, session=session)
        t += WIRE
        conductor.add(t, AGENT, "in", "request", method, id=x, session=session)
        conductor.add(
            t + HOP, PROXY, "out", "request", method, id=y, session=session, **{"from": {"hop": AGENT, "id": x}}
        )
        if self.proxy:
            self.proxy.add(t + HOP + WIRE, "conductor", "in", "request", method, id=y, session=session)
            self.proxy.add(
                t + 2 * HOP + WIRE,
                "conductor",
                "out",
                "request",
                method,
                id=z,
                session=session,
                **{"from": {"hop": "conductor", "id": y}},
            )
        conductor.add(t + 2 * HOP + 2 * WIRE, PROXY, "in", "request", method, id=z, session=session)
        conductor.add(
            t + 3 * HOP + 2 * WIRE,
            CLIENT,
            "out",
            "request",
            method,
            id=w,
            session=session,
            **{"from": {"hop": PROXY, "id": z}},
        )
        t += 3 * HOP + 2 * WIRE + think
        conductor.add(t, CLIENT, "in", "response", method, id=w, outcome="result")
        conductor.add(t + HOP, PROXY, "out", "response", method, id=z, outcome="result")
        if self.proxy:
            self.proxy.add(t + HOP + WIRE, "conductor", "in", "response", method, id=z, outcome="result")
            self.proxy.add(t + 2 * HOP + WIRE, "conductor", "out", "response", method, id=y, outcome="result")
        conductor.add(t + 2 * HOP + 2 * WIRE, PROXY, "in", "response", method, id=y, outcome="result")
        conductor.add(t + 3 * HOP + 2 * WIRE, AGENT, "out", "response", method, id=x, outcome="result")
        if self.agent:
            self.agent.add(t + 3 * HOP + 3 * WIRE, "client", "in", "response", method, id=x, outcome="result")
        self.expected.spans += 4

    def prompt(self, t: float, session: str, *, last: bool) -> float:
        """One prompt of a session at t; returns when the session may prompt again."""
        rng = self.rng
        self.expected.prompts += 1
        flow = self.request(t, "session/prompt", session)
        now = flow["times"]["agent"]
        work = rng.uniform(0.02, 0.4)
        end = now + work
        updates = rng.randint(1, 3)
        for n in range(updates):
            self.notify(now + work * (n + 1) / (updates + 1), "session/update", session)
        if rng.random() < 0.15:
            self.agent_request(now + work * 0.3, "session/request_permission", session, rng.uniform(0.01, 0.05))
            end += 0.06
        if last:
            self.expected.unanswered += 4
            return end
        roll = rng.random()
        if roll < 0.12:
            cancel_at = t + rng.uniform(0.005, work * 0.8)
            self.cancel(cancel_at, flow)
            if rng.random() < 0.2:  # an agent that finishes the prompt anyway
                self.expected.ignored += 1
                self.answer(max(end, cancel_at + 0.01), "session/prompt", flow, "result")
            else:
                self.expected.honoured += 1
                end = cancel_at + 0.0005
                self.answer(end, "session/prompt", flow, "cancelled")
        elif roll < 0.17:
            self.expected.errors += 1
            self.answer(end, "session/prompt", flow, "error")
        else:
            self.answer(end, "session/prompt", flow, "result")
        return end + rng.uniform(0.001, 0.05)

    def handshake(self, sessions: int) -> float:
        t = 0.0
        for method, session in [("initialize", None)] + [("session/new", None)] * sessions:
            flow = self.request(t, method, session)
            t = flow["times"]["agent"] + 0.002
            self.answer(t, method, flow, "result")
            t += 0.001
        return t


def write_chain(
    folder: Path, *, prompts: int, sessions: int = 4, seed: int = 7, processes: bool = False
) -> tuple[list[Path], Expected]:
    """Simulates `prompts` prompts over `sessions` sessions and writes the conductor's trace (and the proxy's and the
    agent's with `processes`) into `folder`; returns the files and what the conductor's trace should show."""
    chain = _Chain(random.Random(seed), processes)
    start = chain.handshake(sessions)
    ready = {f"sess-{n}": start + n * 0.003 for n in range(sessions)}
    for n in range(prompts):
        session = min(ready, key=ready.__getitem__)
        ready[session] = chain.prompt(ready[session], session, last=n >= prompts - 2)
    files = []
    for process in (chain.conductor, chain.proxy, chain.agent):
        if process is None:
            continue
        path = folder / f"{process.name}.trace.jsonl"
        header = {
            "trace": "acp-fast",
            "version": 1,
            "process": process.name,
            "pid": 4000 + len(files),
            "clock": {"monotonic": MONOTONIC[process.name], "epoch": EPOCH},
        }
        process.records.sort(key=lambda record: record["t"])
        path.write_bytes(b"".join(orjson.dumps(line) + b"\n" for line in [header, *process.records]))
        files.append(path)
    chain.expected.messages = len(chain.conductor.records)
    return files, chain.expected


if __name__ == "__main__":
    write_chain(Path(__file__).parent, prompts=20, processes=True)
