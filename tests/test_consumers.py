"""A response has one consumer: await, on_result, forward_response_to or detach; a second one raises RuntimeError
at once (docs/cancellation.md, "Handles and prepared requests")."""

from __future__ import annotations

import asyncio

import pytest

import acp_fast
from acp_fast.testing import connection_pair


async def pair():
    client, agent = await connection_pair()
    agent.on_request("echo", lambda params: params)

    @agent.on_request("slow")
    async def slow(params):
        await asyncio.sleep(0.01)
        return params

    return client, agent


async def close(*conns):
    for conn in conns:
        await conn.close()


async def test_a_second_await_is_refused(core):
    client, agent = await pair()
    sent = client.send_request("echo", [1])
    assert await sent == [1]
    with pytest.raises(RuntimeError, match="already has a consumer"):
        await sent
    with pytest.raises(RuntimeError):
        sent.on_result(print)
    await close(client, agent)


async def test_awaiting_a_detached_request_is_refused_not_hung(core):
    client, agent = await pair()
    sent = client.send_request("slow", [1])
    sent.detach()
    sent.detach()  # harmless
    with pytest.raises(RuntimeError, match="detached"):
        await sent
    with pytest.raises(RuntimeError, match="detached"):
        sent.on_result(print)
    await client.send_request("echo", None)
    await close(client, agent)


async def test_detach_after_a_consumer_is_refused(core):
    client, agent = await pair()
    sent = client.send_request("slow", [1])
    got = []
    sent.on_result(got.append)
    with pytest.raises(RuntimeError):
        sent.detach()
    await client.send_request("slow", None)
    assert got == [[1]]
    await close(client, agent)


async def test_forward_response_to_after_a_consumer_leaves_the_responder_untouched(core):
    """The refused forward must not strand the upstream request: its responder still answers when dropped."""
    upstream_client, proxy = await connection_pair()
    downstream, agent = await pair()

    @proxy.on_request("work")
    def work(params, responder):
        sent = downstream.send_request("echo", params)
        sent.detach()
        with pytest.raises(RuntimeError):
            sent.forward_response_to(responder)

    with pytest.raises(acp_fast.RequestError) as raised:
        await upstream_client.send_request("work", [1])
    assert raised.value.data == {"method": "work", "reason": "responder_dropped"}
    assert proxy.pending_incoming == 0
    await close(upstream_client, proxy, downstream, agent)


async def test_a_facade_s_convert_turns_the_awaited_result_never_an_error(core):
    client, agent = await pair()
    seen = []

    def tagged(requests, slot):
        return acp_fast.SentRequest(requests, slot, lambda result: seen.append(result) or ("converted", result))

    # Awaited before the answer arrives (the waiter's path).
    assert await client.send_request_as(tagged, "slow", [1]) == ("converted", [1])
    # Answered before it is awaited (the settled path).
    early = client.send_request_as(tagged, "echo", [2])
    await client.send_request("slow", None)
    assert early._slot.settled
    assert await early == ("converted", [2])
    # An error is raised as it came: convert never sees it.
    with pytest.raises(acp_fast.RequestError) as raised:
        await client.send_request_as(tagged, "missing", None)
    assert raised.value.code == -32601
    assert seen == [[1], [2]]
    # on_result sees the result as it came.
    got = []
    client.send_request_as(tagged, "echo", [3]).on_result(got.append)
    await client.send_request("slow", None)
    assert got == [[3]] and seen == [[1], [2]]
    await close(client, agent)


async def test_awaiting_a_request_follows_asyncio_s_rules(core):
    """Whatever the core awaits a response with, asyncio sees an awaitable: never a future, awaited by `wait_for`,
    `gather` and `shield`; a second task awaiting it is refused; a task's cancel message reaches the awaiter."""
    client, agent = await pair()
    sent = client.send_request("slow", [1])
    assert not asyncio.isfuture(sent)
    assert await asyncio.wait_for(sent, 5) == [1]
    assert not asyncio.isfuture(sent)
    both = await asyncio.gather(client.send_request("echo", [2]), client.send_request("slow", [3]))
    assert both == [[2], [3]]
    assert await asyncio.shield(client.send_request("slow", [4])) == [4]

    seen = []

    async def consume(request):
        try:
            return await request
        except asyncio.CancelledError as error:
            seen.append(error.args)
            raise

    slow = client.send_request("slow", [5])
    first = asyncio.create_task(consume(slow))
    await asyncio.sleep(0)  # the task now waits for the response
    assert not asyncio.isfuture(slow)
    with pytest.raises(RuntimeError, match="already has a consumer"):
        await slow
    first.cancel("enough")
    with pytest.raises(asyncio.CancelledError):
        await first
    assert seen == [("enough",)]
    assert await client.send_request("echo", [6]) == [6]
    await close(client, agent)
