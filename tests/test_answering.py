"""Answering from a task and listening for cancellation (docs/cancellation.md): `Responder.answer_from` and
`RequestCancellation.add_listener` / `remove_listener`, over real connections on both cores and both loops."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

import acp_fast
from acp_fast.testing import connection_pair


async def _pair() -> tuple[acp_fast.Connection, acp_fast.Connection]:
    return await connection_pair("client", "agent")


async def test_answer_from_answers_with_the_outcome_of_the_work(core: Any) -> None:
    client, agent = await _pair()

    async def work(kind: str) -> Any:
        await asyncio.sleep(0)
        if kind == "error":
            raise acp_fast.RequestError.invalid_params({"why": "asked"})
        if kind == "crash":
            raise ValueError("boom")
        return {"kind": kind}

    agent.on_request("work", lambda params, responder: responder.answer_from(work(params["kind"])))
    agent.on_request(
        "converted", lambda params, responder: responder.answer_from(work("x"), convert=lambda r: [r["kind"]])
    )
    assert await client.send_request("work", {"kind": "ok"}) == {"kind": "ok"}
    assert await client.send_request("converted") == ["x"]
    with pytest.raises(acp_fast.RequestError) as raised:
        await client.send_request("work", {"kind": "error"})
    assert raised.value == acp_fast.RequestError.invalid_params({"why": "asked"})
    with pytest.raises(acp_fast.RequestError) as raised:
        await client.send_request("work", {"kind": "crash"})
    assert raised.value.code == acp_fast.ErrorCode.INTERNAL_ERROR and "boom" in raised.value.data["error"]
    await client.close()
    await agent.wait_closed()


async def test_answer_from_s_finish_decides_the_answer_and_its_result_is_converted_too(core: Any) -> None:
    client, agent = await _pair()

    async def work() -> Any:
        return {"from": "work"}

    def finish(task: asyncio.Future[Any]) -> Any:
        decided = task.result()["from"]
        if decided == "work" and finished:
            return acp_fast.RequestError.invalid_request("second time")
        finished.append(decided)
        return {"from": "finish"}

    finished: list[str] = []
    agent.on_request(
        "work",
        lambda params, responder: responder.answer_from(work(), convert=lambda r: [r["from"]], finish=finish),
    )
    assert await client.send_request("work") == ["finish"]  # finish's result, through convert
    with pytest.raises(acp_fast.RequestError) as raised:
        await client.send_request("work")
    assert raised.value == acp_fast.RequestError.invalid_request("second time")  # an error as it is
    await client.close()
    await agent.wait_closed()


async def test_answer_from_is_cancelled_by_the_peer_and_answers_request_cancelled(core: Any) -> None:
    client, agent = await _pair()
    started, stopped = asyncio.Event(), asyncio.Event()

    async def work() -> Any:
        started.set()
        try:
            await asyncio.sleep(30)
        finally:
            stopped.set()

    agent.on_request("work", lambda params, responder: responder.answer_from(work()))
    sent = client.send_request("work")
    await started.wait()
    sent.cancel()
    with pytest.raises(acp_fast.RequestError) as raised:
        await sent
    assert raised.value.code == acp_fast.ErrorCode.REQUEST_CANCELLED
    assert stopped.is_set()
    await client.close()
    await agent.wait_closed()


async def test_answer_from_without_returns_leaves_the_answer_and_the_cancellation_to_the_work(core: Any) -> None:
    client, agent = await _pair()
    saw_cancel, started = asyncio.Event(), asyncio.Event()

    async def work(responder: acp_fast.Responder, fail: bool) -> Any:
        if fail:
            raise ValueError("broken")
        started.set()
        await responder.cancellation.cancelled()  # cooperative: the SDK does not cancel this task
        saw_cancel.set()
        responder.respond({"partial": True})
        return "ignored"

    agent.on_request(
        "work", lambda params, responder: responder.answer_from(work(responder, params["fail"]), returns=False)
    )
    sent = client.send_request("work", {"fail": False})
    await asyncio.wait_for(started.wait(), 30)  # the work runs: the cancel reaches it, not the request before it
    sent.cancel()
    assert await sent == {"partial": True}
    assert saw_cancel.is_set()
    with pytest.raises(acp_fast.RequestError) as raised:
        await client.send_request("work", {"fail": True})
    assert raised.value.code == acp_fast.ErrorCode.INTERNAL_ERROR and "broken" in raised.value.data["error"]
    await client.close()
    await agent.wait_closed()


async def test_cancellation_listeners_run_once_at_receipt_and_can_be_removed(core: Any) -> None:
    client, agent = await _pair()
    calls: list[str] = []
    held: list[acp_fast.Responder] = []

    def handler(params: Any, responder: acp_fast.Responder) -> None:
        held.append(responder)
        cancellation = responder.cancellation

        def removed() -> None:
            calls.append("removed")

        cancellation.add_listener(lambda: calls.append("first"))
        cancellation.add_listener(removed)
        cancellation.remove_listener(removed)
        cancellation.remove_listener(removed)  # not there any more: nothing happens

    agent.on_request("work", handler)
    sent = client.send_request("work")
    while not held:
        await asyncio.sleep(0.01)
    sent.cancel()
    client.send_cancel_request(sent.id)  # a second cancel for the same id: the marker is set once
    while not held[0].cancellation.is_cancelled:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)
    assert calls == ["first"]
    late: list[str] = []
    held[0].cancellation.add_listener(lambda: late.append("late"))  # already cancelled: called at once
    assert late == ["late"]
    held[0].respond(None)
    assert await sent is None
    await client.close()
    await agent.wait_closed()
