"""Ordering between notifications and responses: a response is delivered only after the notifications that arrived
before it were handled (docs/connection.md, "Handlers")."""

from __future__ import annotations

import asyncio

import pytest

from acp_fast import RequestError
from acp_fast.testing import connection_pair


async def test_response_waits_for_notifications_that_arrived_before_it(core):
    """A response is delivered only after the notifications sent before it were handled (async handlers)."""
    client, agent = await connection_pair()
    handled: list[int] = []

    @client.on_notification("update")
    async def update(params):
        await asyncio.sleep(0.001 * (params["n"] % 3))
        handled.append(params["n"])

    @agent.on_request("prompt")
    def prompt(params):
        for n in range(20):
            agent.send_notification("update", {"n": n})
        return {"updates": 20}

    assert await client.send_request("prompt") == {"updates": 20}
    assert handled == list(range(20)), "every update was handled, in order, before the result"
    await client.close()
    await agent.wait_closed()


async def test_notification_handler_may_await_a_request_on_its_own_connection(core):
    """Responses to requests the running notification handler sent itself are not held behind it."""
    client, agent = await connection_pair()
    agent.on_request("lookup", lambda params: {"found": params["key"]})
    results = []

    @client.on_notification("ping")
    async def ping(params):
        results.append(await client.send_request("lookup", {"key": params["key"]}))

    agent.send_notification("ping", {"key": 1})
    agent.send_notification("ping", {"key": 2})
    for _ in range(1000):
        if len(results) == 2:
            break
        await asyncio.sleep(0.001)
    assert results == [{"found": 1}, {"found": 2}]
    await client.close()
    await agent.wait_closed()


async def test_scalar_params_are_refused_before_sending(core):
    client, agent = await connection_pair()
    for bad in ("text", 3, 1.5, True):
        with pytest.raises(TypeError):
            client.send_request("m", bad)
        with pytest.raises(TypeError):
            client.send_notification("n", bad)
    assert client.pending_outgoing == 0
    await client.close()
    await agent.wait_closed()


async def test_async_notification_handler_that_fails_when_called_does_not_wedge_the_lane(core):
    client, agent = await connection_pair()
    handled = []

    async def takes_no_params():  # called with params: TypeError before any coroutine exists
        pass

    async def fine(params):
        handled.append(params)

    client.on_notification("bad", takes_no_params)
    client.on_notification("fine", fine)
    agent.on_request("ping", lambda params: "pong")
    agent.send_notification("bad", {})
    agent.send_notification("fine", [1])
    await asyncio.sleep(0)
    assert await client.send_request("ping") == "pong"
    for _ in range(1000):
        if handled:
            break
        await asyncio.sleep(0.001)
    assert handled == [[1]]
    await client.close()
    await agent.wait_closed()


async def test_a_cancelled_notification_handler_does_not_stop_the_lane(core):
    client, agent = await connection_pair()
    handled = []

    @client.on_notification("n")
    async def n(params):
        if params == [1]:
            raise asyncio.CancelledError  # as if something inside it was cancelled
        handled.append(params)

    agent.on_request("ping", lambda params: "pong")
    agent.send_notification("n", [1])
    agent.send_notification("n", [2])
    assert await client.send_request("ping") == "pong"
    assert handled == [[2]]
    await client.close()
    await agent.wait_closed()


async def test_a_connection_connects_once(core):
    client, agent = await connection_pair()
    import socket

    a, b = socket.socketpair()
    with a, b:
        with pytest.raises(RuntimeError, match="already connected"):
            await client.connect_socket(a)
    await client.close()
    await agent.wait_closed()


async def test_a_full_notification_lane_pauses_reading_and_loses_nothing(core):
    """Past `max_queued_notifications` behind a running async handler, reading pauses (the sender's output backs
    up, its `drain()` waits); every notification is still handled, in order."""
    client, agent = await connection_pair(max_queued_notifications=8, max_unread_output=64 * 1024)
    handled: list[int] = []
    release = asyncio.Event()

    @client.on_notification("update")
    async def update(params):
        await release.wait()
        handled.append(params["n"])

    sent = 0
    while True:
        agent.send_notification("update", {"n": sent, "pad": "x" * 1000})
        sent += 1
        drained = asyncio.ensure_future(agent.drain())
        await asyncio.sleep(0)
        if not drained.done():
            break
        assert sent < 100_000, "the client never stopped reading"
    assert handled == []
    release.set()
    await asyncio.wait_for(drained, 10)
    for _ in range(1000):
        if len(handled) == sent:
            break
        await asyncio.sleep(0.005)
    assert handled == list(range(sent))
    await client.close()
    await agent.wait_closed()


async def test_a_handler_waiting_for_its_own_answer_reads_on_past_a_full_lane(core):
    """The lane is full and reading paused, but the running handler waits for the answer of a request it sent:
    reading goes on while it waits (the answer comes in through it), so it never deadlocks."""
    client, agent = await connection_pair(max_queued_notifications=2)
    agent.on_request("lookup", lambda params: {"found": params["key"]})
    results = []

    @client.on_notification("ping")
    async def ping(params):
        await asyncio.sleep(0.01)  # the lane fills meanwhile
        results.append(await client.send_request("lookup", {"key": params["key"]}))

    for key in range(20):
        agent.send_notification("ping", {"key": key})
    for _ in range(1000):
        if len(results) == 20:
            break
        await asyncio.sleep(0.005)
    assert results == [{"found": key} for key in range(20)]
    await client.close()
    await agent.wait_closed()


async def test_the_cap_on_pending_outgoing_requests_is_a_clear_error(core):
    client, agent = await connection_pair(max_pending_outgoing=2)
    release = asyncio.Event()

    @agent.on_request("wait")
    async def wait(params):
        await release.wait()
        return "done"

    first, second = client.send_request("wait"), client.send_request("wait")
    with pytest.raises(RequestError) as raised:
        client.send_request("wait")
    assert raised.value.data == {"reason": "too_many_pending", "limit": 2}
    release.set()
    assert [await first, await second] == ["done", "done"]
    assert await client.send_request("wait") == "done"  # room again
    await client.close()
    await agent.wait_closed()
