"""Trace capture (docs/observability.md, "Capturing a trace"): a real chain traced by its conductor, a conductor
killed mid-run, and the tracer's own rules (rotation, payloads cut at their cap, records dropped when the writer
falls behind).

The chain is client → conductor (`--trace`) → proxy → proxy → echo agent, each hop's wire captured by a tap
(`peers/tap.py`): the conductor's trace must hold exactly the messages the taps saw on its side of each hop, link
each forwarded request to the one it came from, and reconstruct the cancel chain hop by hop.
"""

from __future__ import annotations

import asyncio
import collections
import json
import signal
import sys
from pathlib import Path
from typing import Any

import pytest
from chains import PROXY, child_env, conductor, messages, read_log, start, tapped, until, within
from recorders import Recorder

from acp_fast import Connection, RequestError
from acp_fast.acp import echo_agent_command, spawn_agent
from acp_fast.tracing import Tracer, read_trace, summary_text
from acp_fast.transports import connect_socket


def trace_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def wire_key(message: dict[str, Any]) -> tuple[str, str, Any]:
    """How a tapped message and a trace record are compared: kind, method (requests and notifications), id."""
    if "method" in message:
        return ("request" if "id" in message else "notification", message["method"], message.get("id"))
    return ("response", "", message["id"])


def record_key(record: dict[str, Any]) -> tuple[str, str, Any]:
    method = "" if record["kind"] == "response" else record["method"]
    return (record["kind"], method, record.get("id"))


async def test_a_traced_conductor_records_every_message_of_every_hop_once_with_links_and_the_cancel_chain(
    core, tmp_path
):
    trace = tmp_path / "trace.jsonl"
    logs = [tmp_path / f"hop{i}.jsonl" for i in range(4)]
    argv = conductor(
        [tapped(logs[1], PROXY), tapped(logs[2], PROXY)], tapped(logs[3], echo_agent_command()), "--trace", str(trace)
    )
    client = Recorder()
    async with spawn_agent(client, tapped(logs[0], argv), env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await until(lambda: len(client.updates) > 4)
        prompt.cancel()  # `$/cancel_request`, hop by hop
        with pytest.raises(RequestError):
            await within(prompt)
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await until(lambda: len(client.updates) > 6)
        await agent.cancel(session_id)  # `session/cancel`: a notification the chain forwards
        await within(prompt)
    records = trace_lines(trace)
    header, records = records[0], records[1:]
    assert header["trace"] == "acp-fast" and header["process"] == "conductor"
    hop_lines = [record for record in records if "kind" not in record]
    records = [record for record in records if "kind" in record]
    hops = {record["hop"] for record in records}
    client_hop = "client"
    # A component's hop is its short label; a hop line gives its connection's full name (with the command) once.
    assert hops == {client_hop, "proxy 1", "proxy 2", "agent"}
    proxy1, proxy2, agent_hop = "proxy 1", "proxy 2", "agent"
    assert sorted(line["hop"] for line in hop_lines) == [agent_hop, proxy1, proxy2]
    assert all(line["name"].startswith(line["hop"] + " (") and line["name"].endswith(")") for line in hop_lines)
    # The conductor's side of each hop: the tap of the client's hop wraps the conductor ("in" is what the conductor
    # read); the other taps wrap the component ("in" is what the conductor wrote).
    for hop, log, conductor_reads in (
        (client_hop, logs[0], "in"),
        (proxy1, logs[1], "out"),
        (proxy2, logs[2], "out"),
        (agent_hop, logs[3], "out"),
    ):
        tapped_log = read_log(log)
        for direction in ("in", "out"):
            wire_direction = direction if conductor_reads == "in" else ("out" if direction == "in" else "in")
            on_wire = collections.Counter(wire_key(m) for m in messages(tapped_log, wire_direction))
            traced = collections.Counter(
                record_key(r) for r in records if r["hop"] == hop and r["dir"] == direction and r["kind"] != "refused"
            )
            assert traced == on_wire, f"{hop} {direction}"
    # Every forwarded request names the request it came from, which is on another hop and was read first.
    reads = {(r["hop"], r["id"]): r for r in records if r["dir"] == "in" and r["kind"] == "request"}
    forwarded = [r for r in records if r["dir"] == "out" and r["kind"] == "request" and "from" in r]
    assert forwarded
    for record in forwarded:
        origin = reads[(record["from"]["hop"], record["from"]["id"])]
        assert origin["hop"] != record["hop"] and origin["t"] <= record["t"]
    # The cancel chain: the client's cancel, re-issued on each hop with that hop's id, each answered -32800.
    (client_cancel,) = [
        r for r in records if r["hop"] == client_hop and r["method"] == "$/cancel_request" and r["dir"] == "in"
    ]
    chain = [client_cancel]
    while True:
        previous = chain[-1]
        nexts = [
            r
            for r in records
            if r["dir"] == "out"
            and r["method"] == "$/cancel_request"
            and r.get("from") == {"hop": previous["hop"], "id": previous["target"]}
        ]
        if not nexts:
            break
        (reissued,) = nexts
        chain.append(reissued)
        # A proxy's own cancel of what it forwarded comes back in on its hop: the next link starts there.
        incoming = [
            r
            for r in records
            if r["dir"] == "in"
            and r["method"] == "$/cancel_request"
            and r["hop"] == reissued["hop"]
            and r["t"] > reissued["t"]
        ]
        if incoming:
            chain.append(incoming[0])
    assert [r["hop"] for r in chain if r["dir"] == "out"] == [proxy1, proxy2, agent_hop]
    for cancel in chain:
        answer = [
            r
            for r in records
            if r["hop"] == cancel["hop"]
            and r["kind"] == "response"
            and r["id"] == cancel["target"]
            and r["dir"] != cancel["dir"]
        ]
        assert [r["outcome"] for r in answer] == ["cancelled"], cancel
        assert answer[0]["code"] == -32800 and answer[0]["latency"] > 0
    # `session/cancel` crossed every hop as a notification with its session.
    session_cancels = [r for r in records if r["method"] == "session/cancel"]
    assert {r["session"] for r in session_cancels} == {session_id}
    assert {(r["hop"], r["dir"]) for r in session_cancels} >= {(client_hop, "in"), (agent_hop, "out")}


def client_prompts(lines: list[bytes]) -> int:
    """The prompt requests the client's hop received, among these complete lines (each must be JSON)."""
    records = [json.loads(line) for line in lines]
    return sum(
        r.get("hop") == "client" and r.get("kind") == "request" and r.get("method") == "session/prompt" for r in records
    )


async def test_the_trace_of_a_killed_conductor_ends_with_complete_lines(core, tmp_path):
    trace = tmp_path / "trace.jsonl"
    argv = conductor([PROXY], echo_agent_command(), "--trace", str(trace))
    client = Recorder()
    async with spawn_agent(client, argv, env=child_env(core), cwd=tmp_path) as agent:
        session_id = await start(agent)
        for _ in range(5):
            await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        await until(lambda: client_prompts(trace.read_bytes().split(b"\n")[:-1]) >= 5)  # the five, written
        agent.process.send_signal(signal.SIGKILL)  # no chance to flush: what was written must stand
        await agent.process.wait()
    text = trace.read_bytes()
    lines = text.split(b"\n")
    assert lines[-1] == b"", "the file ends with a complete line"
    assert client_prompts(lines[:-1]) == 5, "every line is complete JSON, the five prompts among them"


# ------------------------------------------------------------------------------------------ the tracer


async def echo_pair(tracer: Tracer) -> tuple[Connection, Connection]:
    import socket

    client, agent = Connection("client", tracer=tracer), Connection("agent", tracer=tracer)
    agent.on_request("echo", lambda params: params)
    one, other = socket.socketpair()
    await connect_socket(client, one)
    await connect_socket(agent, other)
    return client, agent


async def test_payloads_are_kept_and_cut_at_their_cap(core, tmp_path):
    with Tracer(tmp_path / "t.jsonl", payloads=True, payload_limit=40) as tracer:
        client, agent = await echo_pair(tracer)
        await client.send_request("echo", {"sessionId": "s", "short": 1})
        await client.send_request("echo", {"sessionId": "s", "long": "x" * 100})
        await client.close()
        await agent.close()
    records = trace_lines(tmp_path / "t.jsonl")[1:]
    short = [r for r in records if r.get("id") == 0]
    assert all(r["payload"] == {"sessionId": "s", "short": 1} and "truncated" not in r for r in short)
    long = [r for r in records if r.get("id") == 1]
    assert len(long) == 4 and all(r["truncated"] is True and len(r["payload"]) == 40 for r in long)
    assert all(r["session"] == "s" for r in records if r["kind"] == "request")


async def test_a_trace_file_is_rotated_past_its_size_and_keeps_its_backups(core, tmp_path):
    path = tmp_path / "t.jsonl"
    with Tracer(path, max_bytes=4096, backups=2, interval=0.001) as tracer:
        client, agent = await echo_pair(tracer)
        for n in range(300):
            await client.send_request("echo", {"n": n})
            if n % 20 == 0:
                await asyncio.sleep(0.005)  # let the writer take a batch: rotation happens between batches
        await client.close()
        await agent.close()
    files = [path, path.with_name("t.jsonl.1"), path.with_name("t.jsonl.2")]
    assert all(f.exists() for f in files) and not path.with_name("t.jsonl.3").exists()
    for f in files:
        lines = trace_lines(f)
        assert lines[0]["trace"] == "acp-fast", "each file starts with the header"
        assert f.stat().st_size <= 4096, "whole lines up to the cap, then the next file"
    newest = trace_lines(path)[1:]
    assert newest[-1]["kind"] == "response", "the last records are in the newest file"


def test_a_writer_that_falls_behind_drops_the_oldest_records_and_says_how_many(tmp_path):
    path = tmp_path / "t.jsonl"
    lines = [b'{"t":%d.0,"hop":"h","dir":"in","kind":"notification","method":"m"}\n' % n for n in range(10, 35)]
    # The writer takes nothing until close(), and keeps no more than the last ten lines' bytes.
    tracer = Tracer(path, interval=3600, max_buffered=sum(map(len, lines[-10:])))
    tracer.records += b"".join(lines)  # as routers append them
    tracer.close()
    records = trace_lines(path)[1:]
    assert records[0] == {"dropped": 15, "t": 25.0}
    assert [r["t"] for r in records[1:]] == [float(n) for n in range(25, 35)]
    assert tracer.dropped == 15


def test_a_tracer_writes_what_is_left_at_interpreter_exit(tmp_path, core):
    import subprocess

    path = tmp_path / "t.jsonl"
    program = (
        "from acp_fast.tracing import Tracer\n"
        f"tracer = Tracer({str(path)!r}, interval=3600)\n"
        'tracer.records += b\'{"t":1.0,"hop":"h","dir":"in","kind":"notification","method":"m"}\\n\'\n'
    )
    subprocess.run([sys.executable, "-P", "-c", program], env=core.env, check=True, timeout=60)
    assert trace_lines(path)[1:] == [{"t": 1.0, "hop": "h", "dir": "in", "kind": "notification", "method": "m"}]


# ------------------------------------------------------------------------------------ the network servers


async def test_the_network_servers_trace_the_connections_they_make(core, tmp_path):
    from hypercorn_serving import serving

    from acp_fast.network import asgi_app, connect_http, connect_websocket, serve_websocket

    def handler(conn: Connection) -> None:
        conn.on_request("initialize", lambda params: {"protocolVersion": 1, "agentCapabilities": {}})
        conn.on_request("echo", lambda params: params)

    path = tmp_path / "t.jsonl"
    with Tracer(path) as tracer:
        server = await serve_websocket(handler, tracer=tracer)
        async with server:
            client = Connection("ws client")
            await connect_websocket(client, server.url)
            assert await within(client.send_request("echo", {"sessionId": "ws"})) == {"sessionId": "ws"}
            await client.close()
        async with serving(asgi_app(handler, tracer=tracer)) as url:
            client = Connection("http client")
            await connect_http(client, url)
            await within(client.send_request("initialize", {"protocolVersion": 1}))  # what Streamable HTTP starts with
            assert await within(client.send_request("echo", {"sessionId": "http"})) == {"sessionId": "http"}
            await client.close()
    records = trace_lines(path)[1:]
    served = [(r["hop"].split()[0], r["dir"], r["kind"], r["method"], r.get("session")) for r in records]
    # The servers' connections only: the clients were not given the tracer.
    assert served == [
        ("websocket", "in", "request", "echo", "ws"),
        ("websocket", "out", "response", "echo", None),
        ("http", "in", "request", "initialize", None),
        ("http", "out", "response", "initialize", None),
        ("http", "in", "request", "echo", "http"),
        ("http", "out", "response", "echo", None),
    ]


def test_a_connection_named_after_its_command_is_a_short_hop_named_once(tmp_path):
    with Tracer(tmp_path / "t.jsonl") as tracer:
        assert tracer.hop("proxy 1 (acp-fast proxy)") == "proxy 1"
        assert tracer.hop("proxy 1 (acp-fast proxy)") == "proxy 1"  # the same connection name: the same hop
        assert tracer.hop("proxy 1 (another command)") == "proxy 1 (another command)"  # the label is taken
        assert tracer.hop("client") == "client"
        assert tracer.hop("websocket 127.0.0.1:5000") == "websocket 127.0.0.1:5000"
    lines = trace_lines(tmp_path / "t.jsonl")[1:]
    assert [(line["hop"], line["name"]) for line in lines] == [("proxy 1", "proxy 1 (acp-fast proxy)")]


@pytest.mark.parametrize("payloads", [False, True])
async def test_an_mcp_message_record_names_its_inner_method(core, tmp_path, payloads):
    """Beside `mcp/message`, its inner MCP method (`mcp`), on both hops, and in the summary's rows."""
    path = tmp_path / "t.jsonl"
    with Tracer(path, payloads=payloads) as tracer:
        client, agent = await echo_pair(tracer)
        agent.on_request("mcp/message", lambda params: {"result": {}})
        params = {"serverId": "s", "requestId": "r", "method": "tools/call", "params": {"name": "t"}}
        await client.send_request("mcp/message", params)
        client.send_notification("mcp/message", {**params, "method": "notifications/progress"})
        await client.send_request("echo", {"method": "not an mcp message"})
        await client.close()
        await agent.close()
    records = trace_lines(path)[1:]
    requests = [r for r in records if r.get("kind") == "request" and r["method"] == "mcp/message"]
    assert len(requests) == 2 and all(r["mcp"] == "tools/call" for r in requests)  # sent, and received
    notes = [r for r in records if r.get("kind") == "notification" and r["method"] == "mcp/message"]
    assert len(notes) == 2 and all(r["mcp"] == "notifications/progress" for r in notes)
    assert all("mcp" not in r for r in records if r.get("method") == "echo")
    assert "mcp/message tools/call" in summary_text(read_trace([path]))
