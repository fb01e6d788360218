"""Ordering between notifications and responses: a response is delivered only after the notifications that arrived
before it were handled (docs/connection.md, "Handlers")."""

from __future__ import annotations

import asyncio

import pytest

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
