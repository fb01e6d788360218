"""Transports written outside the package, with public names only (docs/transports.md): a message transport in
memory, a byte transport over a real child's pipes, asyncio streams, and the end of input (half-close) on each.

This module imports nothing private of acp_fast: that is part of what it tests.
"""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest

import acp_fast
from acp_fast.testing import connection_pair

PEER = str(Path(__file__).parent / "peers" / "echo_peer.py")


class MemoryPipe:
    """One direction of an in-memory message transport: `write_message` on one side, `feed_message` on the other.

    It is the writer of its sending connection and the reader (`ReadControl`) of its receiving one, so both ends
    report it lost when it closes. Delivery is one message per loop callback, as a socket would deliver them.
    """

    def __init__(self) -> None:
        self.receiver: acp_fast.TransportEnd | None = None
        self.sender: acp_fast.TransportEnd | None = None
        self.sent: list[bytes] = []
        self.paused = False
        self.backlog: list[bytes] = []
        self.closed = False
        # A receiver that reads nothing (`stall()`): what is written stays here, and the sender hears
        # `pause_writing()` past HIGH_WATER, `resume_writing()` when `unstall()` delivers it all.
        self.stalled = False
        self.held: list[bytes] = []
        self.buffered = 0

    HIGH_WATER = 64 * 1024

    def write_message(self, message: bytes) -> None:
        assert type(message) is bytes and not message.endswith(b"\n")
        self.sent.append(message)
        if self.stalled:
            self.held.append(message)
            self.buffered += len(message)
            if self.buffered - len(message) <= self.HIGH_WATER < self.buffered:
                assert self.sender is not None
                self.sender.pause_writing()
            return
        asyncio.get_running_loop().call_soon(self._deliver, message)

    def stall(self) -> None:
        self.stalled = True

    def unstall(self) -> None:
        self.stalled = False
        held, self.held = self.held, []
        was_paused = self.buffered > self.HIGH_WATER
        self.buffered = 0
        for message in held:
            asyncio.get_running_loop().call_soon(self._deliver, message)
        if was_paused:
            assert self.sender is not None
            self.sender.resume_writing()

    def _deliver(self, message: bytes) -> None:
        if self.closed or self.receiver is None:
            return
        if self.paused:
            self.backlog.append(message)
        else:
            self.receiver.feed_message(message)

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        loop = asyncio.get_running_loop()
        for end in (self.sender, self.receiver):
            if end is not None:
                loop.call_soon(end.lost, self, None)

    def get_write_buffer_size(self) -> int:
        return self.buffered

    def pause_reading(self) -> None:
        self.paused = True

    def resume_reading(self) -> None:
        self.paused = False
        backlog, self.backlog = self.backlog, []
        for message in backlog:
            assert self.receiver is not None
            self.receiver.feed_message(message)


def writer_only(conn: acp_fast.Connection) -> tuple[acp_fast.TransportEnd, MemoryPipe]:
    """A message transport whose input the test feeds itself; what the connection sends is in `.sent`."""
    out = MemoryPipe()
    end = out.sender = conn.open_transport(messages=True)
    end.set_writer(out)
    return end, out


def message_pair(a: acp_fast.Connection, b: acp_fast.Connection) -> tuple[MemoryPipe, MemoryPipe]:
    """Join two connections by a message transport: one pipe each way."""
    a_to_b, b_to_a = MemoryPipe(), MemoryPipe()
    end_a, end_b = a.open_transport(messages=True), b.open_transport(messages=True)
    for end, out, into in ((end_a, a_to_b, b_to_a), (end_b, b_to_a, a_to_b)):
        out.sender = end
        into.receiver = end
        end.set_writer(out)
        end.add_reader(into)
    return a_to_b, b_to_a


async def test_a_message_transport_carries_requests_notifications_and_cancellation(core: Any) -> None:
    client, agent = acp_fast.Connection("client"), acp_fast.Connection("agent")
    seen: list[Any] = []
    agent.on_request("echo", lambda params: params)
    agent.on_notification("note", seen.append)

    @agent.on_request("slow")
    async def slow(params: Any, responder: acp_fast.Responder) -> None:
        try:
            await responder.cancellation.run_until_cancelled(asyncio.sleep(30))
        except acp_fast.RequestError as error:
            responder.respond_error(error)

    to_agent, _to_client = message_pair(client, agent)
    assert await client.send_request("echo", {"text": "a\nb"}) == {"text": "a\nb"}
    client.send_notification("note", {"n": 1})
    slow_request = client.send_request("slow")
    await asyncio.sleep(0.05)
    slow_request.cancel()
    with pytest.raises(acp_fast.RequestError) as raised:
        await slow_request
    assert raised.value.code == acp_fast.ErrorCode.REQUEST_CANCELLED
    assert seen == [{"n": 1}]
    # Each message went over whole, one per frame.
    assert [orjson.loads(m).get("method") for m in to_agent.sent] == ["echo", "note", "slow", "$/cancel_request"]
    await client.close()
    await agent.wait_closed()
    assert client.is_closed and agent.is_closed


async def test_a_message_may_hold_newlines_and_str_and_bad_ones_get_parse_errors(core: Any) -> None:
    agent = acp_fast.Connection("agent")
    agent.on_request("echo", lambda params: params)
    end, out = writer_only(agent)
    end.feed_message('{\n  "jsonrpc": "2.0",\r\n  "id": 1,\n  "method": "echo",\n  "params": {"a": [1,\n 2]}\n}')
    end.feed_message(b'{"jsonrpc": "2.0", "id": 2, "method": "echo", "params": {"s": "x\ny"}}')  # raw LF in a string
    end.feed_message(bytearray(b'{"jsonrpc":"2.0","id":3,"method":"echo","params":[3]}'))
    await asyncio.sleep(0.01)
    assert [orjson.loads(m) for m in out.sent] == [
        {"jsonrpc": "2.0", "id": 1, "result": {"a": [1, 2]}},
        {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}},
        {"jsonrpc": "2.0", "id": 3, "result": [3]},
    ]
    assert out.sent[0] == b'{"jsonrpc":"2.0","id":1,"result":{"a":[1,2]}}'
    await agent.close()


async def test_a_forwarded_message_with_newlines_stays_one_line_on_a_byte_transport(core: Any) -> None:
    # A routed request keeps its params raw: a frame's newlines must not reach a newline-delimited stream.
    proxy, agent = await connection_pair("proxy", "agent")
    agent.on_request("echo", lambda params: params)
    proxy_front = acp_fast.Connection("front")
    proxy_front.route_requests(lambda method, params: (proxy, method, params))
    end, out = writer_only(proxy_front)
    end.feed_message('{"jsonrpc":"2.0","id":7,"method":"echo","params":{\n"deep": {"x": [1,\n2]}\n}}')
    for _ in range(100):
        if out.sent:
            break
        await asyncio.sleep(0.01)
    assert [orjson.loads(m) for m in out.sent] == [{"jsonrpc": "2.0", "id": 7, "result": {"deep": {"x": [1, 2]}}}]
    for conn in (proxy_front, proxy, agent):
        await conn.close()


async def test_message_transport_input_end_lets_requests_in_flight_answer(core: Any) -> None:
    agent = acp_fast.Connection("agent")

    @agent.on_request("later")
    async def later(params: Any) -> Any:
        await asyncio.sleep(0.05)
        return {"done": True}

    end, out = writer_only(agent)
    end.feed_message('{"jsonrpc":"2.0","id":1,"method":"later"}')
    end.feed_eof()
    assert not agent.is_closed  # still answering
    await asyncio.wait_for(agent.wait_closed(), 5)
    assert [orjson.loads(m) for m in out.sent] == [{"jsonrpc": "2.0", "id": 1, "result": {"done": True}}]


async def test_input_end_fails_pending_outgoing_requests_at_once(core: Any) -> None:
    conn = acp_fast.Connection("client")
    end, _out = writer_only(conn)
    sent = conn.send_request("never")
    await asyncio.sleep(0)
    end.feed_eof()
    with pytest.raises(acp_fast.RequestError) as raised:
        await sent
    assert raised.value.data["reason"] == "incoming_transport_closed"
    await asyncio.wait_for(conn.wait_closed(), 5)


async def until(condition: Any, what: str) -> None:
    for _ in range(500):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never: {what}")


async def test_reading_pauses_while_the_peer_leaves_answers_unread(core: Any) -> None:
    a, b = acp_fast.Connection("a"), acp_fast.Connection("b", max_unread_answers=1024 * 1024)
    b.on_request("big", lambda params: {"s": "x" * 100_000})
    to_b, to_a = message_pair(a, b)
    to_a.stall()  # a reads nothing of what b writes
    sent = [a.send_request("big") for _ in range(40)]
    await until(lambda: to_b.paused, "b stops reading a's requests")
    answered = len(to_a.held)
    assert 10 <= answered < 40, "b answered up to its limit (1 MiB of 100 KB answers), then stopped reading"
    to_a.unstall()  # a reads again: b's answers drain, b reads on
    assert len(await asyncio.wait_for(asyncio.gather(*sent), 10)) == 40
    assert not to_b.paused
    await a.close()
    await b.wait_closed()


async def test_a_byte_stream_s_reading_pauses_while_the_peer_leaves_answers_unread(core: Any) -> None:
    # On a byte stream the router writes the answers itself (no owner call per write): the answers the peer leaves
    # unread in the writer's buffer must still be counted, and reading stop at the limit and go on once read.
    b = acp_fast.Connection("b", max_unread_answers=1024 * 1024)
    b.on_request("big", lambda params: {"s": "x" * 100_000})
    ours, theirs = socket.socketpair()
    await b.connect_socket(theirs)
    reader, writer = await asyncio.open_connection(sock=ours, limit=1 << 20)
    for i in range(40):
        writer.write(orjson.dumps({"jsonrpc": "2.0", "id": i, "method": "big"}) + b"\n")
        await writer.drain()
        await asyncio.sleep(0.005)  # a read each, as a client sending one at a time
    received = b.stats()["received"]["requests"]
    assert 10 <= received < 40, "b answered up to its limit (1 MiB of 100 KB answers), then stopped reading"
    # Reading the answers lets b read on: every request is answered.
    ids, size = [], 0
    while len(ids) < 40:
        line = await asyncio.wait_for(reader.readline(), 10)
        size += len(line)
        ids.append(orjson.loads(line)["id"])
    assert sorted(ids) == list(range(40))
    assert b.stats()["sent"]["bytes"] == size
    writer.close()
    await b.wait_closed()


async def test_reading_goes_on_while_a_request_of_ours_waits(core: Any) -> None:
    # b answers a's requests and a leaves the answers unread, but b waits for an answer of a's: b must keep
    # reading (that answer comes in through it), or two peers that ask each other things could both stop.
    a, b = acp_fast.Connection("a"), acp_fast.Connection("b", max_unread_answers=1024 * 1024)
    b.on_request("big", lambda params: {"s": "x" * 100_000})
    release, arrived = asyncio.Event(), asyncio.Event()

    @a.on_request("question")
    async def question(params: Any) -> Any:
        arrived.set()
        await release.wait()
        return "answer"

    to_b, to_a = message_pair(a, b)
    asked = b.send_request("question")
    await asyncio.wait_for(arrived.wait(), 10)  # a holds the question before its input stalls
    to_a.stall()
    sent = [a.send_request("big") for _ in range(40)]
    await until(lambda: len(to_a.held) == 40, "b answers them all")
    assert not to_b.paused
    to_a.unstall()
    release.set()
    assert await asyncio.wait_for(asyncio.shield(asked), 10) == "answer"
    assert len(await asyncio.wait_for(asyncio.gather(*sent), 10)) == 40
    await a.close()
    await b.wait_closed()


async def test_drain_waits_for_a_slow_reader_and_output_we_chose_never_pauses_reading(core: Any) -> None:
    a, b = acp_fast.Connection("a", max_unread_output=256 * 1024), acp_fast.Connection("b")
    b.on_request("echo", lambda params: params)
    received: list[Any] = []
    b.on_notification("update", received.append)
    to_b, to_a = message_pair(a, b)
    await a.drain()  # nothing unread: at once
    to_b.stall()  # b reads nothing
    streamed = 0
    waiting: asyncio.Task[None] | None = None
    while waiting is None:
        a.send_notification("update", {"n": streamed, "pad": "x" * 10_000})
        streamed += 1
        task = asyncio.ensure_future(a.drain())
        await asyncio.sleep(0)
        if not task.done():
            waiting = task
    assert streamed * 10_000 > 256 * 1024, "drain waited only once over the limit"
    assert not to_a.paused, "our own output never stops us reading"
    await asyncio.sleep(0.05)
    assert not waiting.done()
    to_b.unstall()
    await asyncio.wait_for(waiting, 5)
    await until(lambda: len(received) == streamed, "every notification arrives")
    assert [update["n"] for update in received] == list(range(streamed))
    await a.close()
    await b.wait_closed()


async def test_the_transport_end_checks_what_it_is_given(core: Any) -> None:
    conn = acp_fast.Connection("c")
    end = conn.open_transport(messages=True)
    with pytest.raises(RuntimeError, match="already connected"):
        conn.open_transport()
    with pytest.raises(TypeError, match="MessageWriter"):
        end.set_writer(object())  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="ReadControl"):
        end.add_reader(object())  # type: ignore[arg-type]
    await conn.close()


class PipePair:
    """A byte transport over two non-blocking pipe ends, with `loop.add_reader` / `add_writer`: a child process's
    stdout (read) and stdin (write)."""

    def __init__(self, end: acp_fast.TransportEnd, read_fd: int, write_fd: int) -> None:
        self.end = end
        self.read_fd, self.write_fd = read_fd, write_fd
        self.loop = asyncio.get_running_loop()
        self.pending = bytearray()
        self.closed = False
        os.set_blocking(read_fd, False)
        os.set_blocking(write_fd, False)
        end.set_writer(self)
        end.add_reader(self)
        self.loop.add_reader(read_fd, self._readable)

    def _readable(self) -> None:
        data = os.read(self.read_fd, 65536)
        if data:
            self.end.feed(data)
        else:
            self.loop.remove_reader(self.read_fd)
            self.end.feed_eof()

    def write(self, data: bytes) -> None:
        self.pending += data
        self._writable()

    def _writable(self) -> None:
        try:
            written = os.write(self.write_fd, self.pending)
        except BlockingIOError:
            written = 0
        del self.pending[:written]
        if self.pending:
            self.loop.add_writer(self.write_fd, self._writable)
        else:
            self.loop.remove_writer(self.write_fd)
            if self.closed:
                self._finish()

    def is_closing(self) -> bool:
        return self.closed

    def get_write_buffer_size(self) -> int:
        return len(self.pending)

    def pause_reading(self) -> None:
        self.loop.remove_reader(self.read_fd)

    def resume_reading(self) -> None:
        self.loop.add_reader(self.read_fd, self._readable)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            if not self.pending:
                self._finish()

    def _finish(self) -> None:
        self.loop.remove_reader(self.read_fd)
        os.close(self.read_fd)
        os.close(self.write_fd)
        self.loop.call_soon(self.end.lost, self, None)


async def test_a_byte_transport_of_ones_own_drives_a_real_child(core: Any) -> None:
    child = subprocess.Popen(
        [sys.executable, PEER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=core.env, bufsize=0
    )
    assert child.stdin is not None and child.stdout is not None
    conn = acp_fast.Connection("client")
    PipePair(conn.open_transport(), os.dup(child.stdout.fileno()), os.dup(child.stdin.fileno()))
    child.stdin.close()
    child.stdout.close()
    try:
        big = {"blob": "x" * 300_000}  # several pipe buffers: partial writes and reads
        results = await asyncio.gather(*(conn.send_request("echo", {"n": n, **big}) for n in range(5)))
        assert [r["n"] for r in results] == list(range(5)) and all(r["blob"] == big["blob"] for r in results)
        stats = await conn.send_request("stats")
        assert stats["compiled"] is (core.name == "compiled")
    finally:
        await conn.close()
        assert child.wait(10) == 0


async def test_connect_streams_over_a_unix_socket_with_half_close(core: Any, tmp_path: Path) -> None:
    served: list[acp_fast.Connection] = []

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = acp_fast.Connection("server")

        @conn.on_request("later")
        async def later(params: Any) -> Any:
            await asyncio.sleep(0.05)
            return params

        served.append(conn)
        await acp_fast.connect_streams(conn, reader, writer)

    path = str(tmp_path / "acp.sock")
    server = await asyncio.start_unix_server(serve, path)
    try:
        # A peer that sends two requests and half-closes: both answers still come.
        reader, writer = await asyncio.open_unix_connection(path)
        writer.write(b'{"jsonrpc":"2.0","id":1,"method":"later","params":[1]}\n')
        writer.write(b'{"jsonrpc":"2.0","id":2,"method":"later","params":[2]}')  # the last line unterminated
        writer.write_eof()
        answers = [orjson.loads(line) for line in (await asyncio.wait_for(reader.read(), 5)).splitlines()]
        assert sorted(answer["id"] for answer in answers) == [1, 2]
        writer.close()
        await asyncio.wait_for(served[0].wait_closed(), 5)
        # And a Connection on the client side too, over streams.
        reader, writer = await asyncio.open_unix_connection(path)
        client = acp_fast.Connection("client")
        await acp_fast.connect_streams(client, reader, writer)
        assert await client.send_request("later", {"x": 1}) == {"x": 1}
        await client.close()
        await asyncio.wait_for(served[1].wait_closed(), 5)
    finally:
        server.close()
        await server.wait_closed()


async def test_socket_half_close_still_gets_the_answers(core: Any) -> None:
    ours, theirs = socket.socketpair()
    conn = acp_fast.Connection("server")

    @conn.on_request("later")
    async def later(params: Any) -> Any:
        await asyncio.sleep(0.05)
        return "late"

    await conn.connect_socket(ours)
    theirs.sendall(b'{"jsonrpc":"2.0","id":1,"method":"later"}\n')
    theirs.shutdown(socket.SHUT_WR)
    loop = asyncio.get_running_loop()
    received = b""
    theirs.setblocking(False)
    while not received.endswith(b"\n"):
        received += await loop.sock_recv(theirs, 65536)
    assert orjson.loads(received) == {"jsonrpc": "2.0", "id": 1, "result": "late"}
    await asyncio.wait_for(conn.wait_closed(), 5)
    theirs.close()


@pytest.mark.parametrize("stdin_kind", ["pipe", "file"])
def test_stdin_at_end_still_gets_the_answer(core: Any, stdin_kind: str, tmp_path: Path) -> None:
    # `echo '{...initialize...}' | acp-fast echo-agent` answers before it exits.
    line = b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}\n'
    argv = [sys.executable, "-P", "-m", "acp_fast", "echo-agent"]  # -P: the installed package, not the checkout
    if stdin_kind == "pipe":
        done = subprocess.run(argv, input=line, capture_output=True, env=core.env, timeout=30)
    else:
        (tmp_path / "in.jsonl").write_bytes(line)
        with open(tmp_path / "in.jsonl", "rb") as stdin:
            done = subprocess.run(argv, stdin=stdin, capture_output=True, env=core.env, timeout=30)
    assert done.returncode == 0, done.stderr
    (answer,) = [orjson.loads(out) for out in done.stdout.splitlines()]
    assert answer["id"] == 1 and answer["result"]["protocolVersion"] == 1


async def test_input_end_waits_at_most_drain_timeout_for_unanswered_requests(core: Any) -> None:
    agent = acp_fast.Connection("agent", drain_timeout=0.5)
    kept: list[acp_fast.Responder] = []
    agent.on_request("never", lambda params, responder: kept.append(responder))  # stored, never answered
    end, out = writer_only(agent)
    end.feed_message('{"jsonrpc":"2.0","id":1,"method":"never"}')
    end.feed_eof()
    await asyncio.sleep(0)
    assert not agent.is_closed, "the request in progress gets its chance to answer"
    await asyncio.wait_for(agent.wait_closed(), 5)
    assert out.sent == []  # no automatic answer at shutdown
    assert agent.pending_incoming == 0


async def test_a_lost_writer_shuts_down_at_once_despite_requests_in_progress(core: Any) -> None:
    agent = acp_fast.Connection("agent")

    @agent.on_request("slow")
    async def slow(params: Any) -> Any:
        await asyncio.sleep(30)

    end, out = writer_only(agent)
    sent = agent.send_request("ask")
    end.feed_message('{"jsonrpc":"2.0","id":1,"method":"slow"}')
    await asyncio.sleep(0)
    out.close()  # the peer is gone: nothing can be written any more
    await asyncio.wait_for(agent.wait_closed(), 5)
    assert agent.is_closed and agent.pending_incoming == 0
    with pytest.raises(acp_fast.RequestError) as raised:
        await sent
    assert raised.value.data["reason"] == "incoming_transport_closed"
