"""Interop of `acp_fast.compat` with the official SDKs, through peers written as projects built on the official
Python SDK write theirs (kwargs handlers with `**kwargs`, `on_connect`, turns streamed from `asyncio.create_task`
tasks with `acp.helpers`, `run_agent(agent, use_unstable_protocol=True)`, `spawn_agent_process`).

`compat_peers/agent.py` and `compat_peers/client.py` import `acp`: run by an official venv's python they are
official peers; run as `python -m acp_fast.compat script.py` (`import acp` resolves to `acp_fast.compat`) they are
ours. The same script is both sides of the comparison. Every run goes over real processes and pipes, through
`tests/peers/tap.py`, which logs the wire between client and agent.

The session: initialize, session/new, a streamed prompt (with a `_meta` key), a prompt with a tool call
(permission, `fs/read_text_file`, the tool call completed), a slow prompt ended by `session/cancel`, a prompt whose
permission request is pending at `session/cancel` (the client answers it "cancelled"), a slow prompt ended by
request cancellation (the client cancels the task awaiting `conn.prompt(...)`), the same while the agent awaits a
permission request (an agent that stops withdraws it with `$/cancel_request`), then a prompt on the same session.

Request cancellation depends on the versions, and each is asserted as it is:

- the client side: `acp_fast.compat` and 1.0.0rc3 send `$/cancel_request` when the awaiting task is cancelled;
  0.12.1 sends nothing.
- the agent side: `acp_fast.compat` stops a prompt through the agent's `cancel(session_id)` and answers what the
  agent answers (`cancelled`), or cancels its task after a grace (`-32800`); the TypeScript SDK cancels the
  handler, answered `-32800`; 0.12.1 ignores `$/cancel_request` (it logs an error) and its prompt runs on until the
  client's `session/cancel`, so the prompt is answered `cancelled`.

The agent peer is not run on 1.0.0rc3: rc3 removed `acp.helpers`, which the agent is written with (the client
uses `acp` and `acp.schema` only, and runs on rc3). The TypeScript SDK 2.4.0 peers are tests/interop/ts/'s, whose
vocabulary the compat agent shares: the TS client's own scenarios run against the compat agent.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from acp_env import acp_python
from node_env import parse_report, ts_agent_argv, ts_client_argv

HERE = Path(__file__).resolve().parent
AGENT = HERE / "compat_peers" / "agent.py"
CLIENT = HERE / "compat_peers" / "client.py"
TAP = HERE.parent / "peers" / "tap.py"
RUN_TIMEOUT = 120
COMPAT = "compat"
TS = "typescript"
OFFICIAL_LABEL = "agent-client-protocol {}"  # what a peer on the official SDK calls itself


def label(side: str) -> str:
    """What a Python peer reports as its SDK."""
    return "acp_fast.compat" if side == COMPAT else OFFICIAL_LABEL.format(side)


def python_peer(side: str, script: Path) -> list[str]:
    if side == COMPAT:
        return [sys.executable, "-P", "-m", "acp_fast.compat", str(script)]
    return [str(acp_python(side)), str(script)]


def run(argv: list[str], report: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, INTEROP_PEER_REPORT=str(report))
    return subprocess.run(argv, capture_output=True, text=True, env=env, timeout=RUN_TIMEOUT, stdin=subprocess.DEVNULL)


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def agent_prompts(report: Path) -> dict[str, list[dict[str, Any]]]:
    """The agent's prompt records by prompt text, in the order they ended."""
    by_text: dict[str, list[dict[str, Any]]] = {}
    for entry in lines(report):
        if entry["event"] == "prompt":
            by_text.setdefault(entry["text"], []).append(entry)
    return by_text


class Wire:
    """The tap's log: `sent` is what the client wrote to the agent, `received` what the agent wrote back."""

    def __init__(self, path: Path) -> None:
        entries = lines(path)
        assert all("msg" in e for e in entries), "a line on the wire is not JSON"
        self.sent = [e["msg"] for e in entries if e["dir"] == "in"]
        self.received = [e["msg"] for e in entries if e["dir"] == "out"]

    @staticmethod
    def requests(messages: list[dict[str, Any]], method: str) -> list[dict[str, Any]]:
        return [m for m in messages if m.get("method") == method and "id" in m]

    @staticmethod
    def answer(messages: list[dict[str, Any]], request_id: Any) -> dict[str, Any]:
        answers = [m for m in messages if "method" not in m and m.get("id") == request_id]
        assert len(answers) == 1, f"request {request_id!r} answered {len(answers)} times: {answers}"
        return answers[0]

    def cancel_requests(self) -> list[Any]:
        return [m["params"]["requestId"] for m in self.sent if m.get("method") == "$/cancel_request"]


PAIRS = [
    pytest.param(COMPAT, COMPAT, id="compat-client-compat-agent"),
    pytest.param(COMPAT, "0.12.1", id="compat-client-0.12.1-agent"),
    pytest.param("0.12.1", COMPAT, id="0.12.1-client-compat-agent"),
    pytest.param("1.0.0rc3", COMPAT, id="rc3-client-compat-agent"),
    pytest.param(COMPAT, TS, id="compat-client-typescript-agent"),
    # The same scripts on the official SDK alone: the scripted session is the official SDK's behaviour.
    pytest.param("0.12.1", "0.12.1", id="0.12.1-client-0.12.1-agent"),
]


@pytest.mark.parametrize(("client", "agent"), PAIRS)
def test_a_session_between_compat_and_official_peers(tmp_path, client, agent):
    report, wire_log = tmp_path / "agent.jsonl", tmp_path / "wire.jsonl"
    agent_argv = ts_agent_argv() if agent == TS else python_peer(agent, AGENT)
    done = run([*python_peer(client, CLIENT), "--", sys.executable, str(TAP), str(wire_log), "--", *agent_argv], report)
    assert done.returncode == 0, done.stdout + done.stderr
    steps = {entry["step"]: entry for entry in parse_report(done.stdout)}
    wire = Wire(wire_log)
    prompts = agent_prompts(report)
    python_agent = agent != TS
    echo = "echo: " if python_agent else "ts echo: "

    # initialize: each side runs on the SDK it should, and saw the other's name.
    assert steps["initialize"]["sdk"] == label(client)
    if python_agent:
        assert steps["initialize"]["agentName"] == "interop-compat-agent"
        assert steps["initialize"]["agentVersion"] == label(agent)
        [init] = [e for e in lines(report) if e["event"] == "initialize"]
        assert init["sdk"] == label(agent) and init["clientName"] == "interop-compat-client"
    else:
        assert steps["initialize"]["agentName"] == "ts-interop-agent"

    # A streamed prompt: three chunks, in order, before the answer; the `_meta` key reached the agent's kwargs.
    assert steps["stream"] == {
        "step": "stream",
        "stopReason": "end_turn",
        "text": echo + "hello",
        "chunks": 3,
    }
    [stream_prompt] = Wire.requests(wire.sent, "session/prompt")[:1]
    assert stream_prompt["params"]["_meta"] == {"interop_step": "stream"}
    if python_agent:
        assert prompts["hello"][0]["meta"] == {"interop_step": "stream"}

    # The tool call: permission (answered "allow"), fs/read_text_file answered by the client, tool call completed
    # with the file's text. The TS agent asks permission for a tool call and reads nothing.
    tool = steps["tool_call"]
    assert tool["stopReason"] == "end_turn"
    assert [p["options"] for p in tool["permissions"]] == [["allow", "reject"]]
    if python_agent:
        assert tool["kinds"] == ["tool_call", "tool_call_update", "tool_call_update", *["agent_message_chunk"] * 3]
        assert [(c["status"], c["content"]) for c in tool["toolCalls"]] == [
            ("pending", []),
            ("in_progress", []),
            ("completed", [tool["fileText"]]),
        ]
        assert len(tool["reads"]) == 1 and tool["text"] == f"{echo}permission read {tool['reads'][0]}"
        [read] = Wire.requests(wire.received, "fs/read_text_file")
        assert Wire.answer(wire.sent, read["id"])["result"] == {"content": tool["fileText"]}
        [tool_prompt] = [p for text, ps in prompts.items() if text.startswith("permission read") for p in ps]
        assert tool_prompt["permission"] == "allow" and tool_prompt["read"] == tool["fileText"]
    else:
        assert tool["kinds"] == ["tool_call", *["agent_message_chunk"] * 3] and tool["reads"] == []

    # session/cancel ends the slow turn "cancelled", never an error.
    assert steps["session_cancel"]["stopReason"] == "cancelled"
    # A permission request pending at session/cancel: the client answers it "cancelled", the turn ends "cancelled";
    # the agent leaves the request to the client (it does not withdraw it).
    assert steps["permission_cancel"]["stopReason"] == "cancelled"
    assert steps["permission_cancel"]["answeredCancelled"] == 1 and steps["permission_cancel"]["withdrawn"] == 0
    permission_requests = Wire.requests(wire.received, "session/request_permission")
    assert len(permission_requests) == 3
    answer = Wire.answer(wire.sent, permission_requests[1]["id"])
    assert answer["result"]["outcome"] == {"outcome": "cancelled"}
    if python_agent:
        assert [p["end"] for p in prompts["slow"]][:1] == ["cancelled"]
        assert prompts["permission slow"][0]["permission"] == "cancelled"
        assert prompts["permission slow"][0]["end"] == "cancelled"

    # Request cancellation: the client cancels the task awaiting conn.prompt(...), once while the turn streams,
    # once while the agent awaits the client's answer to a permission request.
    sends_cancel = client != "0.12.1"  # acp_fast.compat and rc3 send $/cancel_request; 0.12.1 sends nothing
    honours_cancel = agent != "0.12.1"  # acp_fast.compat and the TS agent stop the handler; 0.12.1 ignores it
    # acp_fast.compat stops a prompt as the agent stops a turn, through its `cancel(session_id)`: the turn ends the
    # way the agent ends it, "cancelled" (the one held by a permission request once the client answers that
    # "cancelled" at its session/cancel). The TS agent cancels the handler: -32800, its permission request withdrawn.
    handler_cancelled = sends_cancel and agent == TS
    prompts_sent = Wire.requests(wire.sent, "session/prompt")
    streaming, permission_held = prompts_sent[4], prompts_sent[5]
    assert streaming["params"]["prompt"][0]["text"] == "slow"
    assert permission_held["params"]["prompt"][0]["text"] == "permission slow"
    for step in ("request_cancel", "request_cancel_permission"):
        assert steps[step]["outcome"] == "cancelled"  # the awaiting task ends cancelled, whatever the agent does
    assert wire.cancel_requests() == ([streaming["id"], permission_held["id"]] if sends_cancel else [])
    if sends_cancel and not honours_cancel:
        assert "$/cancel_request" in done.stderr  # 0.12.1 logs an ERROR for it
    for prompt in (streaming, permission_held):
        answer = Wire.answer(wire.received, prompt["id"])
        if handler_cancelled:
            assert answer["error"]["code"] == -32800
        else:  # the turn stopped: at the agent's cancel, or at the client's session/cancel
            assert answer["result"] == {"stopReason": "cancelled"}
    # The permission request the agent was awaiting: an agent whose handler was cancelled withdraws it
    # ($/cancel_request, honoured by the client: -32800); otherwise the client answers it "cancelled" at its
    # session/cancel.
    held = permission_requests[2]
    withdrawn = [m["params"]["requestId"] for m in wire.received if m.get("method") == "$/cancel_request"]
    assert withdrawn == ([held["id"]] if handler_cancelled else [])
    answer = Wire.answer(wire.sent, held["id"])
    if handler_cancelled:
        assert answer["error"]["code"] == -32800
        assert steps["request_cancel_permission"]["answeredCancelled"] == 0 and steps["after"]["withdrawn"] == 1
    else:
        assert answer["result"]["outcome"] == {"outcome": "cancelled"}
        assert steps["request_cancel_permission"]["answeredCancelled"] == 1 and steps["after"]["withdrawn"] == 0
    if python_agent:
        assert [p["end"] for p in prompts["slow"]] == ["cancelled", "cancelled"]
        assert [p["end"] for p in prompts["permission slow"]] == ["cancelled", "cancelled"]
    assert steps["request_cancel"]["echo"] == {"barrier": 1}
    assert steps["request_cancel_permission"]["echo"] == {"barrier": 2}

    # The session goes on.
    assert steps["after"]["stopReason"] == "end_turn" and steps["after"]["text"] == echo + "hello"
    assert steps["done"]["agentExit"] == 0


@pytest.mark.parametrize("scenario", ["full", "cancel_request"])
def test_the_typescript_client_drives_the_compat_agent(tmp_path, scenario):
    report = tmp_path / "agent.jsonl"
    done = run(ts_client_argv(scenario, python_peer(COMPAT, AGENT)), report)
    assert done.returncode == 0, done.stdout + done.stderr
    steps = {entry["step"]: entry for entry in parse_report(done.stdout)}
    prompts = agent_prompts(report)
    assert steps["initialize"]["agentInfo"] == {"name": "interop-compat-agent", "version": "acp_fast.compat"}
    [init] = [e for e in lines(report) if e["event"] == "initialize"]
    assert init["clientName"] == "ts-interop-client" and init["sdk"] == "acp_fast.compat"
    if scenario == "full":
        assert steps["prompt"]["stopReason"] == "end_turn" and steps["prompt"]["text"] == "echo: hello"
        permission = steps["permission"]
        assert permission["stopReason"] == "end_turn" and permission["permissionRequests"] == 1
        assert permission["kinds"] == [
            "tool_call",
            "tool_call_update",
            "tool_call_update",
            *["agent_message_chunk"] * 3,
        ]
        assert [c.get("status") for c in permission["toolCalls"]] == ["pending", "in_progress", "completed"]
        assert prompts["permission please"][0]["permission"] == "allow"
        assert steps["session_cancel"]["stopReason"] == "cancelled" and steps["session_cancel"]["lateUpdates"] == 0
        assert steps["permission_cancel"]["stopReason"] == "cancelled"
        assert steps["permission_cancel"]["answeredCancelled"] == 1
        assert prompts["slow"][0]["end"] == "cancelled"
        assert prompts["permission slow"][0]["permission"] == "cancelled"
    else:
        # The TS client aborts its cancellationSignal: $/cancel_request; the compat agent stops the turn through its
        # `cancel(session_id)`, the prompt answers "cancelled", nothing streamed after the answer. `_slow` (no
        # turn) has its handler cancelled: -32800.
        assert steps["cancel_request"]["result"] == {"stopReason": "cancelled"}
        assert steps["cancel_request"]["lateUpdates"] == 0
        assert prompts["slow"][0]["end"] == "cancelled"
        assert steps["ext_echo"]["result"] == steps["ext_echo"]["sent"]
        assert steps["ext_cancel"]["error"]["code"] == -32800
        ext = [(e["method"], e["end"]) for e in lines(report) if e["event"] == "ext"]
        assert ext == [("echo", "answered"), ("slow", "request-cancelled")]
    assert steps["done"]["agentExit"]["code"] == 0
