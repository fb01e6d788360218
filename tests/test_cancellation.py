"""Request cancellation end to end between two Connections: the rules of docs/cancellation.md (latches, settlement,
abandonment, detach, handles, responders, markers) and forwarding (docs/proxies.md).

`a` sends, `b` answers. `CancelLog(b)` records every `$/cancel_request` `b` receives (notification handlers see valid
cancels), so "exactly one cancel on the wire" is asserted after a `barrier(a)` round trip.
"""

from __future__ import annotations

import asyncio
import gc
from typing import Any

import pytest
from wire import (
    CancelLog,
    Held,
    barrier,
    fields,
    let_finalizers_run,
    pair,
    transport_closed,
    wait_for,
)

from acp_fast import RequestCancellationHandle, RequestError, SentRequest
from acp_fast.testing import connection_pair

CANCELLED = (-32800, "Request cancelled", None)


async def forever() -> None:
    await asyncio.get_running_loop().create_future()


async def until_cancelled_then(value: Any, responder: Any) -> None:
    """A cooperative handler body: wait for the peer's cancel, then answer `value` (a partial result)."""
    await responder.cancellation.cancelled()
    responder.respond(value)


# ============================================================================ cancel() and the peer's answer


async def test_cancel_then_still_receive_the_peers_data(core):
    """`cancel()` sends `$/cancel_request` once; the request is still awaited normally (here: a partial result)."""
    async with pair() as (a, b):
        log = CancelLog(b)

        async def handler(params, responder):
            await until_cancelled_then({"partial": True}, responder)

        b.on_request("work", handler)
        sent = a.send_request("work")
        assert isinstance(sent, SentRequest)
        sent.cancel()
        assert await wait_for(sent) == {"partial": True}
        await barrier(a)
        assert log.ids == [sent.id]


async def test_cancel_then_still_receive_the_peers_cancellation_error(core):
    """The requesting side always receives a response: here the standard `-32800`."""
    async with pair() as (a, b):
        log = CancelLog(b)
        started = asyncio.Event()

        async def handler(params):
            started.set()
            await forever()

        b.on_request("work", handler)
        sent = a.send_request("work")
        await wait_for(started.wait())
        sent.cancel()
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == CANCELLED
        await barrier(a)
        assert log.ids == [sent.id]


async def test_cancel_is_sent_at_most_once(core):
    """One once-only latch per request: at most one `$/cancel_request` is ever sent per request."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        sent.cancel()
        sent.cancel()
        sent.cancellation_handle().cancel()
        await held.wait()
        await barrier(a)
        assert log.ids == [sent.id]
        held[0].respond("answered")
        assert await wait_for(sent) == "answered"


async def test_cancel_reaches_the_peers_marker(core):
    """The cancel is sent on the request's own connection, with the request's own id."""
    async with pair() as (a, b):
        held = Held()
        b.on_request("work", held.handler)
        first = a.send_request("work")
        second = a.send_request("work")
        r1, r2 = await held.wait(2)
        second.cancel()
        await barrier(a)
        assert (r1.cancellation.is_cancelled, r2.cancellation.is_cancelled) == (False, True)
        r1.respond(1)
        r2.respond(2)
        assert (await wait_for(first), await wait_for(second)) == (1, 2)


# ============================================================================ abandonment


async def test_dropped_sent_request_sends_exactly_one_cancel(core):
    """A `SentRequest` garbage-collected while armed sends `$/cancel_request`; the response is discarded."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        await held.wait()
        del sent
        gc.collect()
        assert await log.wait(1) == [request_id]
        await barrier(a)
        assert log.ids == [request_id]
        assert held[0].cancellation.is_cancelled
        held[0].respond("late")  # discarded without breaking the connection
        await barrier(a)
        assert a.pending_outgoing == 0
        b.on_request("echo", lambda params: params)
        assert await wait_for(a.send_request("echo", [1])) == [1]


async def test_dropped_sent_request_cancels_after_the_request(core):
    """The cancel is always sent after the request itself, even when dropped at once."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        a.send_request("work")  # dropped immediately
        (responder,) = await held.wait()
        await log.wait(1)
        await barrier(a)
        assert log.ids == [responder.id]
        assert responder.cancellation.is_cancelled


async def test_wait_for_timeout_sends_exactly_one_cancel_and_discards_the_late_response(core):
    """A task awaiting a `SentRequest` that is cancelled (`asyncio.wait_for` timeout) cancels the request."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        with pytest.raises(asyncio.TimeoutError):
            await asyncio.wait_for(sent, 0.05)  # b never answers in time: the timeout is the trigger
        assert await log.wait(1) == [request_id]
        del sent
        gc.collect()
        await barrier(a)
        assert log.ids == [request_id]
        held[0].respond("late")
        await barrier(a)
        assert a.pending_outgoing == 0
        assert not a.is_closed and not b.is_closed


async def test_task_cancel_of_the_awaiting_task_sends_exactly_one_cancel(core):
    """...so does `task.cancel()` of a task awaiting it: asyncio cancellation propagates to the peer."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)

        async def consumer():
            return await a.send_request("work")

        task = asyncio.create_task(consumer())
        (responder,) = await held.wait()
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        del task
        gc.collect()
        assert await log.wait(1) == [responder.id]
        await barrier(a)
        assert log.ids == [responder.id]
        responder.respond_error(RequestError.request_cancelled())  # late: discarded
        await barrier(a)
        assert a.pending_outgoing == 0


async def test_coroutine_closed_while_awaiting_sends_exactly_one_cancel(core):
    """Abandonment: a request awaited, but not to the end (its coroutine closed and collected), sends the cancel."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)

        async def consume(sent):
            return await sent

        sent = a.send_request("work")
        request_id = sent.id
        coro = consume(sent)
        del sent
        coro.send(None)  # runs up to the await of the response
        coro.close()  # never resumed: GeneratorExit at the await
        del coro
        await let_finalizers_run()
        await barrier(a)
        assert log.ids == [request_id]


async def test_task_cancelled_after_settlement_sends_no_cancel(core):
    """`__await__`: a cancelled awaiting task is abandonment, unless the request already settled."""
    async with pair() as (a, b):
        log = CancelLog(b)
        outcome = []

        def answer_then_notify(params, responder):
            # One loop turn, one write: a routes the response, then (before the consumer resumes) cancels it.
            responder.respond(params)
            b.send_notification("cancel-the-consumer")

        b.on_request("work", answer_then_notify)
        sent = a.send_request("work", [1])

        async def consumer():
            try:
                outcome.append(await sent)  # noqa: F821 (a closure's name, deleted below to drop the request)
            except asyncio.CancelledError:
                outcome.append("cancelled")
                raise

        task = asyncio.create_task(consumer())
        a.on_notification("cancel-the-consumer", lambda params: task.cancel())  # noqa: F821 (as `sent`)
        await asyncio.gather(task, return_exceptions=True)
        del sent, task
        await let_finalizers_run()
        await barrier(a)
        assert log.ids == []
        assert outcome in ([[1]], ["cancelled"])


async def test_task_group_failure_cancels_the_pending_request(core):
    """`TaskGroup` failures cancel the awaiting task: that is abandonment too."""
    taskgroup = getattr(asyncio, "TaskGroup", None)
    if taskgroup is None:
        pytest.skip("asyncio.TaskGroup needs Python 3.11")
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)

        async def consumer():
            await a.send_request("work")

        async def failer():
            await held.wait()
            raise ValueError("sibling failed")

        with pytest.raises(BaseExceptionGroup):
            async with taskgroup() as group:
                group.create_task(consumer())
                group.create_task(failer())
        gc.collect()
        assert await log.wait(1) == [held[0].id]
        await barrier(a)
        assert len(log.ids) == 1


async def test_settled_request_never_sends_a_cancel_even_if_never_awaited(core):
    """Settlement disarms the latch: no cancellation once the response is routed, even if not consumed."""
    async with pair() as (a, b):
        log = CancelLog(b)
        b.on_request("echo", lambda params: params)
        sent = a.send_request("echo", [1])
        handle = sent.cancellation_handle()
        await barrier(a)  # b answered before the barrier: the response is routed on a
        assert a.pending_outgoing == 0
        sent.cancel()
        handle.cancel()
        del sent
        await let_finalizers_run()
        await barrier(a)
        assert log.ids == []


async def test_settled_error_response_never_sends_a_cancel(core):
    async with pair() as (a, b):
        log = CancelLog(b)
        sent = a.send_request("no/such/method")
        await barrier(a)
        del sent
        await let_finalizers_run()
        await barrier(a)
        assert log.ids == []


async def test_awaited_request_sends_no_cancel_when_dropped(core):
    async with pair() as (a, b):
        log = CancelLog(b)
        b.on_request("echo", lambda params: params)
        sent = a.send_request("echo", ["x"])
        assert await wait_for(sent) == ["x"]
        sent.cancel()
        del sent
        await let_finalizers_run()
        await barrier(a)
        assert log.ids == []


async def test_cancel_after_a_local_failure_does_nothing_and_raises_nothing(core):
    """Settlement also means a local failure (EOF); `cancel()` returning means "no immediate error"."""
    a, b = await connection_pair()
    sent = a.send_request("work")
    handle = sent.cancellation_handle()
    await b.close()
    await wait_for(a.wait_closed())
    with pytest.raises(RequestError) as caught:
        await wait_for(sent)
    assert fields(caught.value) == fields(transport_closed("work"))
    sent.cancel()  # no immediate error
    handle.cancel()
    await a.close()


# ============================================================================ detach


async def test_detach_disarms_automatic_cancellation_and_discards_the_response(core):
    """`detach()` disarms automatic cancellation and discards the response."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        sent.detach()
        del sent
        await let_finalizers_run()
        (responder,) = await held.wait()
        await barrier(a)
        assert log.ids == []
        assert not responder.cancellation.is_cancelled
        responder.respond("discarded")
        await barrier(a)
        assert a.pending_outgoing == 0
        assert not a.is_closed


async def test_handle_taken_before_detach_can_still_cancel_the_pending_request(core):
    """...but handles retained earlier can still cancel the detached request while it is pending."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        handle = sent.cancellation_handle()
        assert isinstance(handle, RequestCancellationHandle)
        sent.detach()
        del sent
        (responder,) = await held.wait()
        handle.cancel()
        handle.cancel()
        await barrier(a)
        assert log.ids == [request_id]
        assert responder.cancellation.is_cancelled
        responder.respond_error(RequestError.request_cancelled())  # discarded
        await barrier(a)
        assert a.pending_outgoing == 0


# ============================================================================ cancellation handles


async def test_handle_from_prepared_request_does_nothing_before_send_and_is_not_remembered(core):
    """A handle obtained from a `PreparedRequest` does nothing before `send()`, and a call made then is not
    remembered."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        prepared = a.prepare_request("work", {"p": 1})
        handle = prepared.cancellation_handle()
        handle.cancel()
        await barrier(a)
        assert log.ids == [] and held.responders == []
        sent = prepared.send()
        (responder,) = await held.wait()
        await barrier(a)
        assert log.ids == []
        assert not responder.cancellation.is_cancelled
        handle.cancel()  # after send(), the same handle works
        await barrier(a)
        assert log.ids == [sent.id]
        assert responder.cancellation.is_cancelled
        responder.respond("done")
        assert await wait_for(sent) == "done"


async def test_prepared_request_is_sent_by_send(core):
    async with pair() as (a, b):
        b.on_request("echo", lambda params: params)
        prepared = a.prepare_request("echo", {"v": 2})
        assert prepared.method == "echo"
        sent = prepared.send()
        assert (sent.method, type(sent.id)) == ("echo", int)
        assert await wait_for(sent) == {"v": 2}


async def test_handle_after_settlement_does_nothing(core):
    """Once the SDK routes a response, new cancellation calls do nothing, even if the result is not consumed yet."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        handle = sent.cancellation_handle()
        (responder,) = await held.wait()
        responder.respond("value")
        await barrier(a)
        handle.cancel()
        sent.cancel()
        await barrier(a)
        assert log.ids == []
        assert await wait_for(sent) == "value"


async def test_cancel_handle_and_abandonment_share_one_latch(core):
    """`cancel()` + `handle.cancel()` + abandonment → still exactly one cancel on the wire."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        handles = [sent.cancellation_handle(), sent.cancellation_handle()]
        sent.cancel()
        handles[0].cancel()
        handles[1].cancel()
        del sent
        await let_finalizers_run()
        await held.wait()
        await barrier(a)
        assert log.ids == [request_id]


async def test_handle_cancel_then_abandonment_sends_one_cancel(core):
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        handle = sent.cancellation_handle()
        handle.cancel()
        del sent
        await let_finalizers_run()
        handle.cancel()
        await held.wait()
        await barrier(a)
        assert log.ids == [request_id]


async def test_retained_handle_does_not_keep_the_sent_request_alive(core):
    """A retained handle does not keep its `SentRequest` alive: abandoning it still sends the (single) cancel."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        handle = sent.cancellation_handle()
        del sent
        gc.collect()
        assert await log.wait(1) == [request_id]
        handle.cancel()
        await barrier(a)
        assert log.ids == [request_id]


async def test_dropping_a_handle_sends_nothing_and_keeps_abandonment_cancellation(core):
    """Dropping a handle sends nothing and does not disable abandonment cancellation."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        request_id = sent.id
        handle = sent.cancellation_handle()
        del handle
        await let_finalizers_run()
        await held.wait()
        await barrier(a)
        assert log.ids == []
        del sent
        gc.collect()
        assert await log.wait(1) == [request_id]
        await barrier(a)
        assert log.ids == [request_id]


async def test_handle_cancel_still_delivers_the_answer_to_the_consumer(core):
    """A handle's `cancel()` is independent of response consumption: the ordered callback still gets the result."""
    async with pair() as (a, b):
        b.on_request("work", lambda params, responder: b.spawn(until_cancelled_then("stopped early", responder)))
        sent = a.send_request("work")
        answer = asyncio.get_running_loop().create_future()
        sent.cancellation_handle().cancel()
        sent.on_result(answer.set_result)
        assert await wait_for(answer) == "stopped early"


# ============================================================================ on_result


async def test_on_result_gets_the_result(core):
    async with pair() as (a, b):
        b.on_request("echo", lambda params: params)
        got = []
        a.send_request("echo", {"v": 1}).on_result(got.append)
        await barrier(a)
        assert got == [{"v": 1}]


async def test_on_result_gets_the_request_error(core):
    async with pair() as (a, _b):
        got = []
        a.send_request("no/such").on_result(got.append)
        await barrier(a)
        assert len(got) == 1
        assert fields(got[0]) == (-32601, "Method not found", "no/such")


async def test_on_result_registered_after_settlement_is_still_called(core):
    """A callback registered after settlement is still called."""
    async with pair() as (a, b):
        b.on_request("echo", lambda params: params)
        sent = a.send_request("echo", ["late"])
        await barrier(a)
        got = []
        sent.on_result(got.append)
        assert got == [["late"]]


async def test_on_result_consumes_the_request_so_dropping_it_sends_no_cancel(core):
    """`on_result` consumes the request: it is no longer abandoned when the caller drops its reference."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        got = []
        sent = a.send_request("work")
        sent.on_result(got.append)
        del sent
        await let_finalizers_run()
        (responder,) = await held.wait()
        await barrier(a)
        assert log.ids == []
        responder.respond("for the callback")
        await barrier(a)
        assert got == ["for the callback"]


async def test_on_result_callback_runs_before_the_next_incoming_message(core):
    """An `on_result` callback registered before its response arrives runs before the next incoming message is
    dispatched."""
    async with pair() as (a, b):
        order = []
        held = Held()
        b.on_request("work", held.handler)
        a.on_notification("after", lambda params: order.append("notification"))
        a.send_request("work").on_result(lambda value: order.append(("callback", value)))
        (responder,) = await held.wait()
        responder.respond(1)
        b.send_notification("after")
        await barrier(a)
        assert order == [("callback", 1), "notification"]


# ============================================================ forwarding (docs/cancellation.md, docs/proxies.md)


async def proxy_chain() -> tuple[Any, Any, Any, Any]:
    """client → (upstream) proxy (downstream) → server: returns (client, proxy_up, proxy_down, server)."""
    client, proxy_up = await connection_pair("client", "proxy-up")
    proxy_down, server = await connection_pair("proxy-down", "server")
    for conn in (client, proxy_up, proxy_down, server):
        conn.on_request("test/barrier", lambda params: None)
    return client, proxy_up, proxy_down, server


async def close_all(*conns: Any) -> None:
    for conn in conns:
        await wait_for(conn.close())


async def test_forward_cancellation_from_reissues_the_upstream_cancel_downstream_once(core):
    """`sent.forward_cancellation_from(cancellation)` for custom forwarding: one cancel with the downstream id."""
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        log = CancelLog(server)
        held = Held()
        server.on_request("work", held.handler)
        downstream_ids = []

        async def custom(params, responder):
            sent = proxy_down.send_request("work", params).forward_cancellation_from(responder.cancellation)
            assert isinstance(sent, SentRequest)
            downstream_ids.append(sent.id)
            try:
                value = await sent
            except RequestError as err:
                responder.respond_error(err)
            else:
                responder.respond({"custom": value})

        proxy_up.on_request("work", custom)
        upstream = client.send_request("work", {"x": 1})
        (server_responder,) = await held.wait()
        upstream.cancel()
        client.send_cancel_request(upstream.id)  # a duplicate upstream cancel: still one downstream
        assert await log.wait(1) == downstream_ids
        await barrier(client)
        await barrier(proxy_down)
        assert log.ids == downstream_ids
        assert server_responder.cancellation.is_cancelled
        server_responder.respond("partial")
        assert await wait_for(upstream) == {"custom": "partial"}
    finally:
        await close_all(client, proxy_up, proxy_down, server)


async def test_without_forwarding_cancellation_is_absorbed(core):
    """Without `forward_cancellation_from`, cancellation is absorbed: nothing is sent downstream."""
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        log = CancelLog(server)
        held = Held()
        server.on_request("work", held.handler)

        async def custom(params, responder):
            responder.respond(await proxy_down.send_request("work", params))

        proxy_up.on_request("work", custom)
        upstream = client.send_request("work")
        (server_responder,) = await held.wait()
        upstream.cancel()
        await barrier(client)
        await barrier(proxy_down)
        assert log.ids == []
        server_responder.respond("ran to completion")
        assert await wait_for(upstream) == "ran to completion"
    finally:
        await close_all(client, proxy_up, proxy_down, server)


@pytest.mark.parametrize(
    "answer",
    [
        ("result", {"data": [1, 2]}),
        ("result", None),
        ("error", RequestError(-32001, "downstream failure", {"detail": "x"})),
        ("error", RequestError.request_cancelled()),
    ],
    ids=["result", "null", "error", "cancelled"],
)
async def test_forward_response_to_relays_the_downstream_answer_verbatim(core, answer):
    """The downstream answer (result or error, including `-32800`) becomes the upstream answer verbatim."""
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        kind, value = answer
        held = Held()
        server.on_request("work", held.handler)
        proxy_up.on_request(
            "work", lambda params, responder: proxy_down.send_request("work", params).forward_response_to(responder)
        )
        upstream = client.send_request("work", [1])
        (server_responder,) = await held.wait()
        if kind == "result":
            server_responder.respond(value)
            assert await wait_for(upstream) == value
        else:
            server_responder.respond_error(value)
            with pytest.raises(RequestError) as caught:
                await wait_for(upstream)
            assert fields(caught.value) == fields(value)
        assert proxy_up.pending_incoming == 0 and proxy_down.pending_outgoing == 0
    finally:
        await close_all(client, proxy_up, proxy_down, server)


async def test_forward_response_to_reissues_the_upstream_cancel_downstream_once(core):
    """An upstream cancellation is re-issued downstream once, with the downstream id; the answer flows back."""
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        log = CancelLog(server)
        upstream_log = CancelLog(proxy_up)
        started = asyncio.Event()
        downstream_ids = []

        async def server_work(params):
            started.set()
            await forever()

        def forward(params, responder):
            sent = proxy_down.send_request("work", params)
            downstream_ids.append(sent.id)
            sent.forward_response_to(responder)

        server.on_request("work", server_work)
        proxy_up.on_request("work", forward)
        await wait_for(proxy_down.send_request("test/barrier"))  # downstream ids now differ from upstream ids
        upstream = client.send_request("work")
        await wait_for(started.wait())
        upstream.cancel()
        client.send_cancel_request(upstream.id)
        with pytest.raises(RequestError) as caught:
            await wait_for(upstream)
        assert fields(caught.value) == CANCELLED
        await barrier(client)
        await barrier(proxy_down)
        assert upstream_log.ids == [upstream.id, upstream.id]
        assert log.ids == downstream_ids
        assert downstream_ids != [upstream.id]
    finally:
        await close_all(client, proxy_up, proxy_down, server)


async def test_upstream_cancel_before_forwarding_is_still_reissued_once(core):
    """An upstream cancellation that arrived before the forwarding was set up is still re-issued downstream, once."""
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        log = CancelLog(server)
        held = Held()
        server.on_request("work", held.handler)
        downstream_ids = []

        async def late_forward(params, responder):
            await responder.cancellation.cancelled()  # the cancel is already in
            sent = proxy_down.send_request("work", params)
            downstream_ids.append(sent.id)
            sent.forward_response_to(responder)

        proxy_up.on_request("work", late_forward)
        upstream = client.send_request("work")
        upstream.cancel()
        (server_responder,) = await held.wait()
        await log.wait(1)
        await barrier(proxy_down)
        assert log.ids == downstream_ids == [server_responder.id]
        assert server_responder.cancellation.is_cancelled
        server_responder.respond("partial")
        assert await wait_for(upstream) == "partial"
    finally:
        await close_all(client, proxy_up, proxy_down, server)


async def test_forward_cancellation_from_an_already_cancelled_marker_sends_once(core):
    client, proxy_up, proxy_down, server = await proxy_chain()
    try:
        log = CancelLog(server)
        held = Held()
        server.on_request("work", held.handler)

        async def custom(params, responder):
            await responder.cancellation.cancelled()
            sent = proxy_down.send_request("work")
            sent.forward_cancellation_from(responder.cancellation).forward_cancellation_from(responder.cancellation)
            sent.forward_response_to(responder)

        proxy_up.on_request("work", custom)
        upstream = client.send_request("work")
        upstream.cancel()
        (server_responder,) = await held.wait()
        await log.wait(1)
        await barrier(proxy_down)
        assert log.ids == [server_responder.id]
        server_responder.respond_error(RequestError.request_cancelled())
        with pytest.raises(RequestError) as caught:
            await wait_for(upstream)
        assert fields(caught.value) == CANCELLED
    finally:
        await close_all(client, proxy_up, proxy_down, server)


# ============================================================================ the receive-side marker


async def test_marker_is_set_before_notification_handlers_see_the_cancel(core):
    """The cancellation marker is set at receipt, before any notification handler sees the `$/cancel_request`."""
    async with pair() as (a, b):
        held = Held()
        b.on_request("work", held.handler)
        seen_inside = []

        def on_cancel(params):
            (responder,) = held.responders
            seen_inside.append((params["requestId"], responder.cancellation.is_cancelled))

        b.on_notification("$/cancel_request", on_cancel)
        sent = a.send_request("work")
        await held.wait()
        sent.cancel()
        await barrier(a)
        assert seen_inside == [(sent.id, True)]
        held[0].respond(None)
        assert await wait_for(sent) is None


async def test_marker_is_set_before_an_async_cancel_handler_runs(core):
    async with pair() as (a, b):
        held = Held()
        b.on_request("work", held.handler)
        seen_inside = []
        done = asyncio.Event()

        async def on_cancel(params):
            seen_inside.append(held[0].cancellation.is_cancelled)
            done.set()

        b.on_notification("$/cancel_request", on_cancel)
        sent = a.send_request("work")
        await held.wait()
        sent.cancel()
        await wait_for(done.wait())
        assert seen_inside == [True]
        held[0].respond(None)
        assert await wait_for(sent) is None


async def test_marker_is_never_queued_behind_a_busy_notification_handler(core):
    """The marker never waits behind a busy handler or the notification queue."""
    async with pair() as (a, b):
        release = asyncio.Event()
        busy = asyncio.Event()
        working = asyncio.Event()
        seen = []

        async def blocking(params):
            busy.set()
            await release.wait()

        async def work(params, responder):
            working.set()
            await until_cancelled_then("noticed the cancel", responder)

        b.on_notification("block", blocking)
        b.on_notification("$/cancel_request", lambda params: seen.append(params))  # queued behind "block"
        b.on_request("work", work)
        sent = a.send_request("work")
        await wait_for(working.wait())
        a.send_notification("block")
        await wait_for(busy.wait())
        sent.cancel()
        assert await wait_for(sent) == "noticed the cancel"  # answered while "block" still runs
        assert not release.is_set()
        release.set()
        await barrier(a)


async def test_cancelled_returns_at_once_when_already_cancelled(core):
    """`await cancellation.cancelled()` returns at once if already cancelled."""
    async with pair() as (a, b):
        held = Held()
        b.on_request("work", held.handler)
        sent = a.send_request("work")
        (responder,) = await held.wait()
        marker = responder.cancellation
        waiter = asyncio.ensure_future(marker.cancelled())
        await barrier(a)
        assert not waiter.done()
        sent.cancel()
        await wait_for(waiter)
        await wait_for(marker.cancelled())
        assert marker.is_cancelled
        responder.respond("ok")
        assert await wait_for(sent) == "ok"


# ============================================================================ run_until_cancelled


async def test_run_until_cancelled_returns_the_result(core):
    """`run_until_cancelled(awaitable)`: the result when the work finishes first."""
    async with pair() as (a, b):

        async def compute():
            await asyncio.sleep(0)
            return 42

        async def handler(params, responder):
            responder.respond(await responder.cancellation.run_until_cancelled(compute()))

        b.on_request("compute", handler)
        assert await wait_for(a.send_request("compute")) == 42


async def test_run_until_cancelled_raises_request_cancelled_and_cancels_the_work(core):
    """...or raises `RequestError(-32800)` and cancels the work when the peer cancels."""
    async with pair() as (a, b):
        work_started = asyncio.Event()
        outcome = []

        async def work():
            work_started.set()
            try:
                await forever()
            except asyncio.CancelledError:
                outcome.append("work cancelled")
                raise

        async def handler(params, responder):
            try:
                await responder.cancellation.run_until_cancelled(work())
            except RequestError as err:
                outcome.append(fields(err))
                responder.respond_error(err)

        b.on_request("work", handler)
        sent = a.send_request("work")
        await wait_for(work_started.wait())
        sent.cancel()
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == CANCELLED
        assert outcome == ["work cancelled", CANCELLED]


async def test_run_until_cancelled_raises_at_once_without_starting_the_work_when_already_cancelled(core):
    """When the marker is already set, `run_until_cancelled` raises at once and the work is never started."""
    async with pair() as (a, b):
        started = []
        outcome = []

        async def work():
            started.append(True)
            return "should not run"

        async def handler(params, responder):
            await responder.cancellation.cancelled()
            try:
                await responder.cancellation.run_until_cancelled(work())
            except RequestError as err:
                outcome.append(fields(err))
                raise

        b.on_request("work", handler)
        sent = a.send_request("work")
        sent.cancel()
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == CANCELLED
        assert outcome == [CANCELLED]
        assert started == []


# ============================================================================ unknown, malformed, duplicate cancels


async def test_unknown_cancels_are_ignored(core):
    """Unknown or already answered id → silently ignored."""
    async with pair() as (a, b):
        b.on_request("echo", lambda params: params)
        answered = a.send_request("echo", [1])
        assert await wait_for(answered) == [1]
        a.send_cancel_request(answered.id)
        a.send_cancel_request(10_000)
        a.send_cancel_request("unknown")
        a.send_cancel_request(None)
        await barrier(a)
        assert await wait_for(a.send_request("echo", [2])) == [2]
        assert not a.is_closed and not b.is_closed


async def test_malformed_cancels_are_ignored(core):
    """Malformed params (bool, float, object) → ignored, never reach handlers, cancel nothing."""
    async with pair() as (a, b):
        log = CancelLog(b)
        held = Held()
        b.on_request("work", held.handler)
        await barrier(a)
        sent = a.send_request("work")
        (responder,) = await held.wait()
        assert sent.id == responder.id == 1  # so that true (and 1.0) would alias it in a Python dict
        for malformed in (True, False, float(sent.id), {"id": sent.id}, [sent.id]):
            a.send_cancel_request(malformed)
        await barrier(a)
        assert log.ids == []
        assert not responder.cancellation.is_cancelled
        responder.respond("not cancelled")
        assert await wait_for(sent) == "not cancelled"


async def test_duplicate_cancels_set_the_marker_once_and_get_one_answer(core):
    """Duplicate cancels: the marker is set once; the request gets exactly one answer."""
    async with pair() as (a, b):
        log = CancelLog(b)
        cancellations = []
        started = asyncio.Event()

        async def handler(params):
            started.set()
            try:
                await forever()
            except asyncio.CancelledError:
                cancellations.append(True)
                raise

        b.on_request("work", handler)
        got = []
        sent = a.send_request("work")
        sent.on_result(got.append)
        await wait_for(started.wait())
        a.send_cancel_request(sent.id)
        a.send_cancel_request(sent.id)
        sent.cancel()
        await barrier(a)
        await barrier(a)
        assert log.ids == [sent.id, sent.id, sent.id]  # raw sends are not de-duplicated
        assert cancellations == [True]
        assert [fields(e) for e in got] == [CANCELLED]


async def test_send_cancel_request_is_raw_without_latch(core):
    """`send_cancel_request(request_id)`: raw, low level: no latch, no de-duplication."""
    async with pair() as (a, b):
        log = CancelLog(b)
        b.on_request("echo", lambda params: params)
        sent = a.send_request("echo", [1])
        assert await wait_for(sent) == [1]
        sent.cancel()  # settled: the latch sends nothing
        a.send_cancel_request(sent.id)  # the raw path always sends
        a.send_cancel_request(sent.id)
        a.send_cancel_request("any")
        await barrier(a)
        assert log.ids == [sent.id, sent.id, "any"]
