"""Differential: awaiting a request behaves the same on the compiled core and its pure twin.

The compiled core has the awaiting task block on the request's slot itself (asyncio's duck-typed future protocol);
the pure twin awaits a future. Each scenario below runs on both, and what a caller and the peer can see is compared:
the value or the exception (its type, message and JSON-RPC fields), and every line the peer received, including the
`$/cancel_request` an abandoned await sends.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from cores import load_core
from wire import RawPeer, cancelled, error, let_finalizers_run, result, wire_pair

from acp_fast import Connection, RequestError, SentRequest, _router

Outcome = Any
Scenario = Callable[[Connection, RawPeer], Awaitable[Outcome]]


def _outcome_of(exc: BaseException) -> Outcome:
    if isinstance(exc, RequestError):
        return ("RequestError", exc.code, exc.message, exc.data)
    return (type(exc).__name__, str(exc))


async def _settle(awaitable: Awaitable[Any]) -> Outcome:
    try:
        return ("value", await awaitable)
    except BaseException as exc:  # CancelledError too: it is what the scenario observes
        return _outcome_of(exc)


async def answered_while_awaited(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m", {"n": 1})
    task = asyncio.ensure_future(_settle(sent))
    request = await peer.recv()
    await peer.send(result(request["id"], {"ok": True}))
    return request, await task


async def answered_before_the_await(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(result(request["id"], [1, 2]))
    await peer.barrier()  # the answer is in the slot before anything awaits it
    return request, await _settle(sent)


async def an_error_answer_raises(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(error(request["id"], -32001, "nope", {"why": "test"}))
    return await _settle(sent)


async def a_cancelled_awaiting_task_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    task = asyncio.ensure_future(_settle(sent))
    request = await peer.recv()
    await asyncio.sleep(0)  # the task is blocked on the request
    task.cancel()
    outcome = await task
    cancel = await peer.recv()
    await peer.send(cancelled(request["id"]))
    return outcome, cancel, await peer.barrier()


async def a_timeout_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    outcome = await _settle(asyncio.wait_for(sent, 0.01))  # never answered: it times out
    return outcome, await peer.recv(), await peer.recv()


async def a_closed_coroutine_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    async def awaiting() -> Any:
        return await conn.send_request("m")

    coroutine = awaiting()
    coroutine.send(None)  # blocked on the request
    coroutine.close()  # as the garbage collector closes a dropped coroutine
    await let_finalizers_run()
    return await peer.recv(), await peer.recv()


async def an_exception_thrown_in_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    async def awaiting() -> Any:
        return await conn.send_request("m")

    coroutine = awaiting()
    coroutine.send(None)
    try:
        coroutine.throw(ValueError("thrown in"))
    except ValueError as exc:
        thrown = _outcome_of(exc)
    await let_finalizers_run()
    return thrown, await peer.recv(), await peer.recv()


async def a_second_await_is_refused(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(result(request["id"], 7))
    return await _settle(sent), await _settle(sent)


async def a_request_with_another_consumer_is_refused(conn: Connection, peer: RawPeer) -> Outcome:
    consumed = conn.send_request("m")
    consumed.on_result(lambda outcome: None)
    detached = conn.send_request("m")
    detached.detach()
    return await _settle(consumed), await _settle(detached)


async def gathered_and_never_a_future(conn: Connection, peer: RawPeer) -> Outcome:
    first, second = conn.send_request("a"), conn.send_request("b")
    futures = (asyncio.isfuture(first), asyncio.isfuture(second))
    gathered = asyncio.ensure_future(asyncio.gather(first, second))
    for _ in range(2):
        request = await peer.recv()
        await peer.send(result(request["id"], request["method"]))
    return futures, await gathered


async def a_converted_result(conn: Connection, peer: RawPeer) -> Outcome:
    def converted(requests: Any, slot: Any) -> SentRequest:
        return SentRequest(requests, slot, lambda value: ("converted", value))

    sent = conn.send_request_as(converted, "m")
    request = await peer.recv()
    await peer.send(result(request["id"], 3))
    return await _settle(sent)


SCENARIOS = [
    answered_while_awaited,
    answered_before_the_await,
    an_error_answer_raises,
    a_cancelled_awaiting_task_abandons,
    a_timeout_abandons,
    a_closed_coroutine_abandons,
    an_exception_thrown_in_abandons,
    a_second_await_is_refused,
    a_request_with_another_consumer_is_refused,
    gathered_and_never_a_future,
    a_converted_result,
]


async def _run_on(core_name: str, scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> Outcome:
    module = load_core(core_name).module
    with monkeypatch.context() as patched:
        for name in _router.ROUTER_API:
            if hasattr(module, name):
                patched.setattr(_router, name, getattr(module, name))
        async with wire_pair() as (conn, peer):
            return await scenario(conn, peer)


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.__name__)
async def test_awaiting_agrees_on_both_cores(scenario: Scenario, monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = await _run_on("compiled", scenario, monkeypatch)
    pure = await _run_on("pure", scenario, monkeypatch)
    assert compiled == pure
