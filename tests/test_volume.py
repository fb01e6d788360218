"""Volume: flow control keeps every peer reading and every process's memory bounded by its limits, whatever passes
through (docs/transports.md, "Flow control").

Senders pace themselves with `await conn.drain()`; answers are consumed as they come (`on_result`), so that nothing
in the test itself holds the volume. Memory is asserted as a bound (the peak resident size a process reached), never
as a time.
"""

from __future__ import annotations

import asyncio
import shlex
import socket
import sys
from typing import Any

import orjson
import psutil

import acp_fast
from acp_fast.testing import connection_pair

MIB = 1024 * 1024
SIZE = 100_000  # bytes of each request, and of each answer
PAYLOAD = {"s": "x" * SIZE}
# What a process may grow by, whatever the volume: its limits (a few MiB), the kernel's pipe and socket buffers, a
# read chunk, and the allocator's slack. Unbounded buffering of a GiB would be far above it.
GROWTH_BOUND = 96 * MIB
CHILD_PEAK_BOUND = 160 * MIB  # an interpreter with acp-fast loaded is about 50 MiB of that
# What passes each way: four times the growth bound and more than twice a child's whole bound, so that buffering it
# (or a fraction of it) breaks the bound, while the test stays short.
VOLUME = 384 * MIB


def rss(pid: int | None = None) -> int:
    return int(psutil.Process(pid).memory_info().rss)


def peak_rss(pid: int) -> int:
    """The highest resident size the process has had (Linux: VmHWM)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    raise AssertionError(f"no VmHWM for process {pid}")


class Tally:
    """Counts the answers as they arrive, checking each, and says when all are in."""

    def __init__(self, expected: int) -> None:
        self.expected = expected
        self.count = 0
        self.done = asyncio.Event()

    def __call__(self, result: Any) -> None:
        assert result == PAYLOAD
        self.count += 1
        if self.count == self.expected:
            self.done.set()


async def send_paced(conn: acp_fast.Connection, method: str, total: int, sample: Any = None) -> None:
    """Send `total` bytes of echo requests, waiting for the peer whenever it lags (`drain`); all answered."""
    tally = Tally(total // SIZE)
    for i in range(tally.expected):
        conn.send_request(method, PAYLOAD).on_result(tally)
        await conn.drain()
        if sample is not None and i % 64 == 0:
            sample()
    await asyncio.wait_for(tally.done.wait(), 300)
    assert conn.pending_outgoing == 0


async def test_volume_each_way_between_two_connections_in_bounded_memory(core: Any) -> None:
    a, b = await connection_pair()
    b.on_request("echo", lambda params: params)
    base = peak = rss()

    def sample() -> None:
        nonlocal peak
        peak = max(peak, rss())

    await send_paced(a, "echo", VOLUME, sample)
    assert peak - base < GROWTH_BOUND
    await a.close()
    await b.wait_closed()


async def test_requests_sent_all_at_once_are_all_answered(core: Any) -> None:
    # 70 MB of requests whose answers are as large, none paced: each side reading only while its own output is
    # read would stop both for good. The sender keeps reading (its output is its own choice); the echoing side
    # stops reading only while its answers are unread.
    a, b = await connection_pair()
    b.on_request("echo", lambda params: params)
    sent = [a.send_request("echo", PAYLOAD) for _ in range(700)]
    results = await asyncio.wait_for(asyncio.gather(*sent), 60)
    assert results == [PAYLOAD] * 700
    await a.close()
    await b.wait_closed()


async def test_two_peers_flooding_each_other_with_requests_both_get_every_answer(core: Any) -> None:
    a, b = await connection_pair()
    for conn in (a, b):
        conn.on_request("echo", lambda params: params)
    sent = [conn.send_request("echo", PAYLOAD) for _ in range(300) for conn in (a, b)]
    results = await asyncio.wait_for(asyncio.gather(*sent), 60)
    assert results == [PAYLOAD] * 600
    await a.close()
    await b.wait_closed()


async def test_volume_each_way_over_pipes_to_the_echo_agent_in_bounded_memory(core: Any) -> None:
    conn = acp_fast.Connection("client")
    argv = [sys.executable, "-P", "-m", "acp_fast", "echo-agent"]
    async with acp_fast.spawn(conn, argv, env=core.env) as process:
        await send_paced(conn, "_echo", VOLUME)
        assert peak_rss(process.pid) < CHILD_PEAK_BOUND


async def test_volume_through_a_conductor_and_two_proxies_in_bounded_memory(core: Any) -> None:
    # A proxy sends what it reads back on the same connection (wrapped for its successor): without backpressure
    # hop by hop, the first proxy grew by hundreds of MB here.
    base = [sys.executable, "-P", "-m", "acp_fast"]
    proxy = shlex.join([*base, "proxy"])
    argv = [*base, "conductor", "--proxy", proxy, "--proxy", proxy, "--agent", shlex.join([*base, "echo-agent"])]
    conn = acp_fast.Connection("client")
    async with acp_fast.spawn(conn, argv, env=core.env) as process:
        await conn.send_request("initialize", {"protocolVersion": 1, "clientCapabilities": {}})
        await send_paced(conn, "_echo", 128 * MIB)
        chain = [process.pid] + [child.pid for child in psutil.Process(process.pid).children(recursive=True)]
        assert len(chain) == 4
        peaks = {pid: peak_rss(pid) for pid in chain}
        assert max(peaks.values()) < CHILD_PEAK_BOUND, peaks


async def test_a_client_that_stops_reading_holds_the_agents_stream_and_loses_nothing(core: Any) -> None:
    agent = acp_fast.Connection("agent", max_unread_output=256 * 1024)
    streamed = 0
    finished = asyncio.Event()

    @agent.on_request("stream")
    async def stream(params: Any) -> Any:
        nonlocal streamed
        for n in range(params["count"]):
            agent.send_notification("update", {"n": n, "pad": "x" * 10_000})
            streamed += 1
            await agent.drain()  # waits while the client does not read
        finished.set()
        return {"streamed": streamed}

    ours, theirs = socket.socketpair()
    await agent.connect_socket(ours)
    theirs.setblocking(False)
    loop = asyncio.get_running_loop()
    await loop.sock_sendall(theirs, b'{"jsonrpc":"2.0","id":1,"method":"stream","params":{"count":2000}}\n')
    # The client reads nothing: the handler gets some way, then waits.
    previous = -1
    while streamed == 0 or streamed != previous:  # until it has begun, then stopped
        previous = streamed
        await asyncio.sleep(0.2)
    assert 0 < streamed < 2000
    held = streamed * 10_000
    assert held < 256 * 1024 + 2 * MIB, "no more than the limit and the kernel's socket buffers"
    assert not finished.is_set()
    # Reading again resumes the stream; every notification arrives, in order, then the answer.
    received = bytearray()
    while not received.endswith(b'"id":1,"result":{"streamed":2000}}\n'):
        chunk = await loop.sock_recv(theirs, 1024 * 1024)
        assert chunk, "the agent closed the stream"
        received += chunk
    lines = [orjson.loads(line) for line in received.splitlines()]
    assert [line["params"]["n"] for line in lines[:-1]] == list(range(2000))
    theirs.close()
    await agent.wait_closed()


async def test_a_million_notifications_to_a_slow_async_handler_in_bounded_memory(core: Any) -> None:
    a, b = await connection_pair()
    handled: list[int] = []
    count = 1_000_000

    @b.on_notification("tick")
    async def tick(params: Any) -> None:
        if params[0] % 1000 == 0:
            await asyncio.sleep(0.001)  # slow: the lane fills, and reading pauses
        handled.append(params[0])

    base = peak = rss()
    for n in range(count):
        a.send_notification("tick", [n])
        if n % 256 == 0:
            await a.drain()
        if n % 16384 == 0:
            peak = max(peak, rss())
    while len(handled) < count:
        await asyncio.sleep(0.05)
        peak = max(peak, rss())
    assert handled == list(range(count))
    assert peak - base < GROWTH_BOUND
    await a.close()
    await b.wait_closed()


async def test_requests_near_the_size_limit_through_a_chain_are_all_answered(core: Any) -> None:
    # Every size from limit - 200 to limit + 200 bytes: a request a little under the limit passes the conductor,
    # and a proxy's `_proxy/successor` envelope may push it over on the next hop. That hop answers with the id it
    # can still read, naming itself, and the answer travels back: the client gets a result or a clear error, never
    # silence.
    limit = 64 * 1024
    base = [sys.executable, "-P", "-m", "acp_fast"]
    sized = ["--max-message-size", str(limit)]
    proxy = shlex.join([*base, "proxy", *sized])
    agent = shlex.join([*base, "echo-agent", *sized])
    argv = [*base, "conductor", *sized, "--proxy", proxy, "--proxy", proxy, "--agent", agent]
    conn = acp_fast.Connection("client")
    outcomes: dict[int, str] = {}
    refusers: set[str] = set()  # the connections that refused a request or its answer: the hops that could not pass it
    async with acp_fast.spawn(conn, argv, env=core.env):
        await conn.send_request("initialize", {"protocolVersion": 1, "clientCapabilities": {}})
        for request_id, size in enumerate(range(limit - 200, limit + 201), start=1):
            overhead = len(orjson.dumps({"jsonrpc": "2.0", "id": request_id, "method": "_echo", "params": {"s": ""}}))
            params = {"s": "x" * (size - overhead)}
            try:
                result = await asyncio.wait_for(asyncio.shield(conn.send_request("_echo", params)), 10)
            except acp_fast.RequestError as error:
                assert error.code in (-32600, -32603), error
                assert error.data["reason"] in ("message_too_large", "response_too_large"), error
                assert error.data["limit"] == limit, error
                refusers.add(error.data["connection"])
                outcomes[size] = "error"
            else:
                assert result == params
                outcomes[size] = "result"
        assert conn.pending_outgoing == 0
    assert len(outcomes) == 401
    assert outcomes[limit - 200] == "result"
    assert all(outcomes[size] == "error" for size in range(limit + 1, limit + 201))
    # The conductor refused the client's oversize lines, and the first proxy's envelopes of the near-limit ones.
    assert refusers == {"client", f"proxy 1 ({proxy})"}
