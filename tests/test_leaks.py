"""Leak checks: 50k requests with random cancel / abandon / detach / dropped responders.

Every request is answered whatever happens to it (docs/cancellation.md), so nothing may stay behind.

After the storm both tables on both sides are empty and RSS is back within 10% of its start.
"""

from __future__ import annotations

import asyncio
import gc
import random

import psutil
import pytest

import acp_fast
from acp_fast.testing import connection_pair

TOTAL = 50_000  # each request takes one of six ways to end: thousands of each, after the warm-up
WAVE = 1_000


async def storm(client: acp_fast.Connection, count: int, rng: random.Random) -> None:
    async def one(i: int) -> None:
        action = rng.randrange(6)
        method = rng.choice(["echo", "slow", "drop", "park"])
        sent = client.send_request(method, {"i": i})
        if action == 0:  # await normally
            await asyncio.gather(sent, return_exceptions=True)
        elif action == 1:  # cancel, then still await the answer
            sent.cancel()
            await asyncio.gather(sent, return_exceptions=True)
        elif action == 2:  # abandon by dropping
            del sent
        elif action == 3:  # detach
            sent.detach()
        elif action == 4:  # abandon by cancelling the task that awaits it (a timeout does the same)
            waiter = asyncio.ensure_future(sent)
            del sent
            await asyncio.sleep(0)  # the task starts and suspends inside the await
            waiter.cancel()
            await asyncio.gather(waiter, return_exceptions=True)
        else:  # a retained handle cancels, the response is consumed by a callback
            handle = sent.cancellation_handle()
            sent.on_result(lambda value: None)
            handle.cancel()

    for start in range(0, count, WAVE):
        await asyncio.gather(*(one(i) for i in range(start, min(count, start + WAVE))))


async def settle(client: acp_fast.Connection, server: acp_fast.Connection) -> None:
    for _ in range(1000):
        await client.send_request("echo", None)  # a round trip: the server has seen everything before it
        if client.pending_outgoing == 0 and server.pending_incoming == 0:
            return
        await asyncio.sleep(0.005)


def serve(server: acp_fast.Connection) -> None:
    server.on_request("echo", lambda params: params)

    @server.on_request("slow")
    async def slow(params):
        await asyncio.sleep(0.001)
        return params

    @server.on_request("drop")
    def drop(params, responder):
        pass  # the responder is dropped: the SDK answers

    @server.on_request("park")
    async def park(params, responder):
        # Cooperative: answers when cancelled, or after a short while.
        try:
            await asyncio.wait_for(responder.cancellation.cancelled(), 0.002)
        except TimeoutError:
            responder.respond("late")
        else:
            responder.respond_error(acp_fast.RequestError.request_cancelled())


@pytest.mark.slow
async def test_no_leaks_after_50k_random_requests(core):
    client, server = await connection_pair()
    serve(server)
    rng = random.Random(1234)
    await storm(client, 10_000, rng)  # warm-up: allocator pools and caches reach their working size
    await settle(client, server)
    gc.collect()
    process = psutil.Process()
    start = process.memory_info().rss
    await storm(client, TOTAL, rng)
    await settle(client, server)
    gc.collect()
    end = process.memory_info().rss
    assert (client.pending_outgoing, client.pending_incoming) == (0, 0)
    assert (server.pending_outgoing, server.pending_incoming) == (0, 0)
    assert end <= start * 1.10, f"RSS grew from {start / 1e6:.1f} MB to {end / 1e6:.1f} MB"
    await client.close()
    await server.wait_closed()
