"""The JSON-RPC layer at the wire (docs/connection.md, docs/cancellation.md): a `Connection` on one end of a
socketpair, raw JSON lines on the other, so that every id, code, message and data is asserted exactly."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import socket
from typing import Any

import pytest
from wire import (
    INVALID_REQUEST,
    INVALID_REQUEST_LINE,
    PARSE_ERROR,
    PARSE_ERROR_LINE,
    Held,
    cancel,
    cancelled,
    encode,
    error,
    fields,
    notification,
    request,
    result,
    transport_closed,
    wait_for,
    wire_pair,
)

from acp_fast import (
    Connection,
    ErrorCode,
    IncomingNotification,
    IncomingRequest,
    RequestCancellation,
    RequestError,
    Responder,
    _router,
)


def responder_dropped(id: Any, method: str) -> dict[str, Any]:
    return error(id, -32603, "Internal error", {"method": method, "reason": "responder_dropped"})


def method_not_found(id: Any, method: str) -> dict[str, Any]:
    return error(id, -32601, "Method not found", method)


async def forever() -> None:
    await asyncio.get_running_loop().create_future()


# ============================================================================ 2.1 handler forms


async def test_return_style_sync_handler_return_value_is_the_result(core):
    """return style `def h(params)`: the return value is the result."""
    async with wire_pair() as (conn, peer):
        conn.on_request("add", lambda params: params["a"] + params["b"])
        await peer.send(request(1, "add", {"a": 2, "b": 3}))
        assert await peer.recv() == result(1, 5)


async def test_return_style_async_handler_return_value_is_the_result(core):
    """return style `async def h(params)`: the return value is the result."""
    async with wire_pair() as (conn, peer):

        async def add(params):
            await asyncio.sleep(0)
            return {"sum": params[0] + params[1]}

        conn.on_request("add", add)
        await peer.send(request(1, "add", [2, 3]))
        assert await peer.recv() == result(1, {"sum": 5})


async def test_return_value_none_is_a_null_result(core):
    async with wire_pair() as (conn, peer):
        conn.on_request("nothing", lambda params: None)
        await peer.send(request(1, "nothing"))
        assert await peer.recv_line() == b'{"jsonrpc":"2.0","id":1,"result":null}'


async def test_handlers_can_be_registered_as_decorators_before_connecting(core):
    """Handlers are decorators, or called with the handler; may be added before or after connecting."""
    conn = Connection("decorated")
    seen = []

    @conn.on_request("hello")
    def hello(params):
        return f"hello {params['name']}"

    @conn.on_notification("note")
    def note(params):
        seen.append(params)

    async with wire_pair(conn) as (conn, peer):
        await peer.send(notification("note", {"n": 1}), request(1, "hello", {"name": "ada"}))
        assert await peer.recv() == result(1, "hello ada")
        assert seen == [{"n": 1}]


async def test_responder_style_handler_answers_through_the_responder(core):
    """responder style `h(params, responder)`: the handler answers through the Responder."""
    async with wire_pair() as (conn, peer):

        def handler(params, responder):
            assert isinstance(responder, Responder)
            assert (responder.id, responder.method, responder.is_responded) == (4, "ask", False)
            responder.respond({"echo": params})
            assert responder.is_responded

        conn.on_request("ask", handler)
        await peer.send(request(4, "ask", [1]))
        assert await peer.recv() == result(4, {"echo": [1]})


async def test_responder_style_handler_may_answer_later_from_another_task(core):
    """responder style: the handler answers through the Responder, now or later, from any task."""
    async with wire_pair() as (conn, peer):
        release = asyncio.Event()

        async def answer_later(responder):
            await release.wait()
            responder.respond("later")

        async def handler(params, responder):
            conn.spawn(answer_later(responder))

        conn.on_request("slow", handler)
        conn.on_notification("release", lambda params: release.set())
        await peer.send(request("r", "slow"))
        assert await peer.barrier() == []
        await peer.send(notification("release"))
        assert await peer.recv() == result("r", "later")


async def test_responder_style_handler_may_answer_with_an_error(core):
    async with wire_pair() as (conn, peer):

        def handler(params, responder):
            responder.respond_error(RequestError.invalid_params({"x": 1}))

        conn.on_request("fail", handler)
        await peer.send(request(1, "fail"))
        assert await peer.recv() == error(1, -32602, "Invalid params", {"x": 1})


async def test_request_fallback_gets_incoming_request_and_responder(core):
    """fallback (`method=None`): `h(request: IncomingRequest, responder)` for any request no handler claimed."""
    async with wire_pair() as (conn, peer):

        def fallback(incoming, responder):
            assert isinstance(incoming, IncomingRequest)
            responder.respond({"id": incoming.id, "method": incoming.method, "params": incoming.params})

        conn.on_request(None, fallback)
        conn.on_request("claimed", lambda params: "specific")
        await peer.send(request("x", "any/thing", {"a": 1}), request(2, "claimed"), request(3, "bare"))
        assert await peer.recv() == result("x", {"id": "x", "method": "any/thing", "params": {"a": 1}})
        assert await peer.recv() == result(2, "specific")
        assert await peer.recv() == result(3, {"id": 3, "method": "bare", "params": None})


async def test_notification_fallback_gets_incoming_notification(core):
    """Notification fallback: `h(notification: IncomingNotification)`."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_notification(None, lambda n: seen.append((type(n), n.method, n.params)))
        conn.on_notification("claimed", lambda params: seen.append(("claimed", params)))
        await peer.send(notification("some/note", [1, 2]), notification("claimed", {"c": 1}), notification("bare"))
        assert await peer.barrier() == []
        assert seen == [
            (IncomingNotification, "some/note", [1, 2]),
            ("claimed", {"c": 1}),
            (IncomingNotification, "bare", None),
        ]


async def test_null_params_are_the_same_as_absent_params(core):
    """Params must be an object, an array, absent or null (null = absent)."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_request("r", lambda params: seen.append(params))
        conn.on_notification("n", lambda params: seen.append(params))
        await peer.send(
            {"jsonrpc": "2.0", "id": 1, "method": "r", "params": None},
            {"jsonrpc": "2.0", "id": 2, "method": "r"},
            {"jsonrpc": "2.0", "method": "n", "params": None},
            {"jsonrpc": "2.0", "method": "n"},
        )
        assert await peer.recv() == result(1, None)
        assert await peer.recv() == result(2, None)
        assert await peer.barrier() == []
        assert seen == [None, None, None, None]


# ============================================================================ 2.1 dispatch order


async def test_sync_handler_runs_inline_before_the_next_message(core):
    """A plain `def` handler runs inline before the next message."""
    async with wire_pair() as (conn, peer):
        log = []

        def first(params):
            log.append("first: start")
            log.append("first: end")
            return 1

        async def second(params):
            log.append("second")
            return 2

        conn.on_request("first", first)
        conn.on_request("second", second)
        await peer.send(request(1, "first"), request(2, "second"))
        assert await peer.recv() == result(1, 1)
        assert await peer.recv() == result(2, 2)
        assert log == ["first: start", "first: end", "second"]


async def test_async_request_handlers_start_in_arrival_order(core):
    """An `async def` request handler is started in arrival order."""
    async with wire_pair() as (conn, peer):
        started = []

        async def handler(params):
            started.append(params["n"])
            return params["n"]

        conn.on_request("work", handler)
        await peer.send(*[request(n, "work", {"n": n}) for n in range(1, 6)])
        answers = [await peer.recv() for _ in range(5)]
        assert sorted(a["id"] for a in answers) == [1, 2, 3, 4, 5]
        assert started == [1, 2, 3, 4, 5]


async def test_long_async_request_handler_never_stalls_the_connection(core):
    """An `async def` request handler runs concurrently, so a long handler never stalls the connection."""
    async with wire_pair() as (conn, peer):
        release = asyncio.Event()

        async def slow(params):
            await release.wait()
            return "slow"

        async def fast(params):
            return "fast"

        conn.on_request("slow", slow)
        conn.on_request("fast", fast)
        conn.on_notification("release", lambda params: release.set())
        await peer.send(request(1, "slow"), request(2, "fast"))
        assert await peer.recv() == result(2, "fast")
        assert await peer.barrier() == []
        await peer.send(notification("release"))
        assert await peer.recv() == result(1, "slow")


async def test_notification_handlers_run_one_at_a_time_in_arrival_order(core):
    """Notification handlers run one at a time, in arrival order, per connection."""
    async with wire_pair() as (conn, peer):
        log = []
        done = asyncio.Event()

        async def slow(params):
            log.append(("start", params["n"]))
            for _ in range(3):
                await asyncio.sleep(0)
            log.append(("end", params["n"]))

        def quick(params):
            log.append(("quick", params["n"]))

        def last(params):
            done.set()

        conn.on_notification("slow", slow)
        conn.on_notification("quick", quick)
        conn.on_notification("last", last)
        await peer.send(
            notification("slow", {"n": 1}),
            notification("quick", {"n": 2}),
            notification("slow", {"n": 3}),
            notification("slow", {"n": 4}),
            notification("quick", {"n": 5}),
            notification("last"),
        )
        await wait_for(done.wait())
        assert log == [
            ("start", 1),
            ("end", 1),
            ("quick", 2),
            ("start", 3),
            ("end", 3),
            ("start", 4),
            ("end", 4),
            ("quick", 5),
        ]


async def test_failing_notification_handlers_get_no_reply_and_the_connection_goes_on(core):
    """Notifications never get a reply, whatever their handler does."""
    async with wire_pair() as (conn, peer):
        seen = []
        done = asyncio.Event()

        def sync_fail(params):
            seen.append("sync")
            raise ValueError("sync handler failed")

        async def async_fail(params):
            seen.append("async")
            raise RequestError.internal_error()

        conn.on_notification("sync", sync_fail)
        conn.on_notification("async", async_fail)
        conn.on_notification("done", lambda params: done.set())
        await peer.send(notification("sync"), notification("async"), notification("sync"), notification("done"))
        await wait_for(done.wait())
        assert seen == ["sync", "async", "sync"]
        assert await peer.barrier() == []


# ============================================================================ 2.1 unhandled messages


async def test_unhandled_request_gets_method_not_found_naming_the_method(core):
    """Unhandled request → `-32601 Method not found` (data names the method)."""
    async with wire_pair() as (_conn, peer):
        await peer.send(request(7, "no/such"), request("s", "other", {"a": 1}))
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"Method not found","data":"no/such"}}'
        )
        assert await peer.recv() == method_not_found("s", "other")


async def test_unhandled_notification_is_ignored_without_reply_or_error_log(core, caplog):
    """Unhandled notification → ignored, no reply, no error log (debug log only)."""
    caplog.set_level(logging.DEBUG, logger="acp_fast")
    async with wire_pair() as (conn, peer):
        await peer.send(notification("no/such"), notification("$/progress", {"p": 1}), notification("_x/y"))
        assert await peer.barrier() == []
        assert not conn.is_closed
    assert [r for r in caplog.records if r.name.startswith("acp_fast") and r.levelno > logging.DEBUG] == []


async def test_responses_for_unknown_ids_are_dropped_and_connection_stays_up(core):
    """Responses for unknown ids → dropped (debug log), connection stays up."""
    async with wire_pair() as (conn, peer):
        await peer.send(
            result(12345, "nobody asked"),
            result("0", "string id"),
            error(999, -32000, "x"),
            result(None, 1),
        )
        assert await peer.barrier() == []
        sent = conn.send_request("still/works")
        assert (await peer.recv())["id"] == sent.id
        await peer.send(result(sent.id, "yes"))
        assert await wait_for(sent) == "yes"
        assert not conn.is_closed


# ============================================================================ 2.1 return-style errors and cancellation


async def test_return_style_handler_raising_request_error_sends_that_error(core):
    """Raising `RequestError` sends that error."""
    async with wire_pair() as (conn, peer):

        def sync_fail(params):
            raise RequestError(-32001, "custom failure", {"why": [1, 2]})

        async def async_fail(params):
            raise RequestError.auth_required()

        conn.on_request("sync", sync_fail)
        conn.on_request("async", async_fail)
        await peer.send(request(1, "sync"), request(2, "async"))
        assert await peer.recv() == error(1, -32001, "custom failure", {"why": [1, 2]})
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":2,"error":{"code":-32000,"message":"Authentication required"}}'
        )


@pytest.mark.parametrize("style", ["sync", "async"])
async def test_return_style_handler_raising_other_exception_sends_internal_error(core, style, caplog):
    """Any other exception sends `-32603` (details in `data`, traceback logged)."""

    def sync_boom(params):
        raise ValueError("boom 42")

    async def async_boom(params):
        raise ValueError("boom 42")

    async with wire_pair() as (conn, peer):
        conn.on_request("explode", sync_boom if style == "sync" else async_boom)
        await peer.send(request(1, "explode"))
        answer = await peer.recv()
        assert answer["id"] == 1
        assert answer["error"]["code"] == -32603
        assert answer["error"]["message"] == "Internal error"
        assert "boom 42" in json.dumps(answer["error"]["data"])
        assert set(answer) == {"jsonrpc", "id", "error"}
        assert await peer.barrier() == []
    errors = [r for r in caplog.records if r.name.startswith("acp_fast") and r.levelno >= logging.ERROR]
    assert any("Traceback" in r.getMessage() or r.exc_info for r in errors)


async def test_an_async_handler_that_cannot_even_be_called_answers_internal_error_and_the_connection_goes_on(core):
    """Calling it raises before any coroutine exists (here: it takes no positional argument): `-32603` naming the
    error, and the next request is served."""

    async def takes_no_params(*, key=None):
        return "never"

    async with wire_pair() as (conn, peer):
        conn.on_request("uncallable", takes_no_params)
        conn.on_request("fine", lambda params: "ok")
        await peer.send(request(1, "uncallable", {"a": 1}), request(2, "fine"))
        answer = await peer.recv()
        assert answer["id"] == 1 and answer["error"]["code"] == -32603
        assert "TypeError" in answer["error"]["data"]["error"]
        assert await peer.recv() == result(2, "ok")
        assert await peer.barrier() == []


async def test_unserialisable_result_is_still_answered(core):
    """Every request received is answered: a result that cannot be encoded gets `-32603`, not silence."""
    async with wire_pair() as (conn, peer):
        conn.on_request("odd", lambda params: {"value": object()})
        await peer.send(request(1, "odd"), request(2, "test/barrier"))
        answer = await peer.recv()
        assert (answer["id"], answer["error"]["code"], answer["error"]["message"]) == (1, -32603, "Internal error")
        assert await peer.recv() == result(2, None)


async def test_return_style_handler_cancelled_by_peer_answers_request_cancelled(core):
    """On `$/cancel_request` the SDK cancels a return-style handler's task and answers `-32800`."""
    async with wire_pair() as (conn, peer):
        started = asyncio.Event()
        outcome = []

        async def handler(params):
            started.set()
            try:
                await forever()
            except asyncio.CancelledError:
                outcome.append("cancelled")
                raise

        conn.on_request("long", handler)
        await peer.send(request(3, "long"))
        await wait_for(started.wait())
        await peer.send(cancel(3))
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":3,"error":{"code":-32800,"message":"Request cancelled"}}'
        )
        assert outcome == ["cancelled"]
        assert await peer.barrier() == []


async def test_return_style_handler_cancelled_before_it_starts_is_still_answered(core):
    """A task cancelled before it first runs must still be answered `-32800`: the SDK answers a cancelled
    return-style handler, whether or not its body ever ran (docs/cancellation.md)."""
    async with wire_pair() as (conn, peer):
        ran = []

        async def handler(params):
            ran.append(True)
            return "ran"

        conn.on_request("m", handler)
        await peer.send(request("early", "m"), cancel("early"))
        assert await peer.recv() == cancelled("early")
        assert ran == []


async def test_return_style_handler_that_catches_the_cancellation_returns_its_value(core):
    """...unless the handler catches the cancellation and returns a value (a valid partial result)."""
    async with wire_pair() as (conn, peer):
        started = asyncio.Event()

        async def handler(params):
            started.set()
            try:
                await forever()
            except asyncio.CancelledError:
                return {"partial": True}

        conn.on_request("long", handler)
        await peer.send(request(3, "long"))
        await wait_for(started.wait())
        await peer.send(cancel(3))
        assert await peer.recv() == result(3, {"partial": True})
        assert await peer.barrier() == []


# ============================================================================ 2.4 $/cancel_request, receive side


async def test_cancel_request_for_unknown_id_is_ignored(core):
    """Unknown or already answered id → silently ignored."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send(request(1, "echo", [1]))
        assert await peer.recv() == result(1, [1])
        await peer.send(cancel(1), cancel(999), cancel("nope"), cancel(None))
        assert await peer.barrier() == []
        assert not conn.is_closed


async def test_cancel_request_sets_the_marker_and_does_not_answer_for_the_handler(core):
    """Cancellation is cooperative: the SDK never answers on the handler's behalf because of a cancel."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(5, "hold"))
        (responder,) = await held.wait()
        marker = responder.cancellation
        assert isinstance(marker, RequestCancellation)
        assert not marker.is_cancelled
        await peer.send(cancel(5))
        assert await peer.barrier() == []
        assert marker.is_cancelled and responder.cancellation.is_cancelled
        responder.respond("done anyway")
        assert await peer.recv() == result(5, "done anyway")


@pytest.mark.parametrize(
    "malformed",
    [
        {"jsonrpc": "2.0", "method": "$/cancel_request"},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": None},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"id": 1}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": True}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 1.0}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 1.5}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": {"not": "an id"}}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": [1]}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": [1]},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": "1"},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": 1},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": True},
        {"jsonrpc": "2.0", "method": "_proxy/successor", "params": {"method": "$/cancel_request", "params": "1"}},
        {
            "jsonrpc": "2.0",
            "method": "_proxy/successor",
            "params": {"method": "proxy/successor", "params": {"method": "$/cancel_request", "params": 1}},
        },
    ],
    ids=lambda m: json.dumps(m.get("params", "<missing>")) + ("" if m["method"] == "$/cancel_request" else " wrapped"),
)
async def test_malformed_cancel_request_is_ignored_and_never_reaches_handlers(core, malformed):
    """Malformed params (requestId missing, bool, float, object; params not an object, plain or wrapped) →
    ignored, no reply (a notification is never answered), never reaches handlers."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_notification("$/cancel_request", lambda params: seen.append(params))
        conn.on_notification(None, lambda n: seen.append(n))
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        (responder,) = await held.wait()
        await peer.send(malformed)
        assert await peer.barrier() == []
        assert seen == []
        assert not responder.cancellation.is_cancelled  # true and 1.0 do not alias the id 1
        responder.respond("ok")
        assert await peer.recv() == result(1, "ok")


@pytest.mark.parametrize("jsonrpc", [None, "1.0", 2.0], ids=["no-jsonrpc", "1.0", "number"])
@pytest.mark.parametrize("method", ["$/cancel_request", "some/notification"])
async def test_an_invalid_envelope_is_an_invalid_request_whatever_its_method(core, jsonrpc, method):
    """A cancel without a valid `jsonrpc` member is answered -32600 (id null) as any other notification is, and
    cancels nothing."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        (responder,) = await held.wait()
        message: dict[str, Any] = {"method": method, "params": {"requestId": 1}}
        if jsonrpc is not None:
            message["jsonrpc"] = jsonrpc
        await peer.send(message)
        assert await peer.recv_line() == INVALID_REQUEST_LINE
        assert not responder.cancellation.is_cancelled
        responder.respond("ok")
        assert await peer.recv() == result(1, "ok")


async def test_valid_cancel_request_reaches_notification_handlers(core):
    """After the marker is set, the $/cancel_request flows to notification handlers like any other."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_notification("$/cancel_request", lambda params: seen.append(params))
        await peer.send(cancel(77))
        assert await peer.barrier() == []
        assert seen == [{"requestId": 77}]


@pytest.mark.parametrize(
    "method, params",
    [
        ("$/cancel_request", {"requestId": 1}),
        ("_proxy/successor", {"method": "$/cancel_request", "params": {"requestId": 1}}),
    ],
    ids=["plain", "wrapped"],
)
async def test_request_named_cancel_request_is_not_a_cancellation(core, method, params):
    """A *request* (with an id) named `$/cancel_request` is not a cancellation: it gets `-32601`."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        (responder,) = await held.wait()
        await peer.send(request(2, method, params))
        assert await peer.recv() == method_not_found(2, method)
        assert not responder.cancellation.is_cancelled
        responder.respond(None)
        assert await peer.recv() == result(1, None)


@pytest.mark.parametrize("envelope", ["_proxy/successor", "proxy/successor"])
async def test_cancel_request_wrapped_in_a_proxy_envelope_is_accepted(core, envelope):
    """A cancellation wrapped in a proxy envelope (`_proxy/successor` or `proxy/successor`) is accepted and treated
    the same as a plain one."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"), request(2, "hold"))
        first, second = await held.wait(2)
        wrapped = notification(envelope, {"method": "$/cancel_request", "params": {"requestId": 2}})
        await peer.send(wrapped)
        assert await peer.barrier() == []
        assert second.cancellation.is_cancelled
        assert not first.cancellation.is_cancelled
        first.respond(1)
        second.respond(2)
        assert await peer.recv() == result(1, 1)
        assert await peer.recv() == result(2, 2)


async def test_wrapped_cancel_of_a_return_style_handler_answers_request_cancelled(core):
    async with wire_pair() as (conn, peer):
        started = asyncio.Event()

        async def handler(params):
            started.set()
            await forever()

        conn.on_request("long", handler)
        await peer.send(request(9, "long"))
        await wait_for(started.wait())
        await peer.send(notification("_proxy/successor", {"method": "$/cancel_request", "params": {"requestId": 9}}))
        assert await peer.recv() == cancelled(9)


# ============================================================================ 2.2 incoming id typing


@pytest.mark.parametrize("request_id", [1, 0, -7, 2**63 - 1, -(2**63), "1", "", "req-é", None], ids=repr)
async def test_incoming_request_is_answered_with_the_same_id_and_type(core, request_id):
    """Incoming ids may be strings, integers or null; the answer carries the same id, same JSON type."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send(request(request_id, "echo", ["x"]))
        line = await peer.recv_line()
        answer = json.loads(line)
        assert answer == result(request_id, ["x"])
        assert type(answer["id"]) is type(request_id)
        assert line == encode(result(request_id, ["x"])).rstrip(b"\n")


@pytest.mark.parametrize(
    "raw_id",
    [
        b"true",
        b"false",
        b"1.0",
        b"1.5",
        b"1e3",
        b"9223372036854775808",
        b"-9223372036854775809",
        b"18446744073709551616",
        b"1" + b"0" * 30,
        b"{}",
        b"[1]",
    ],
)
async def test_invalid_incoming_id_gets_invalid_request_with_null_id(core, raw_id):
    """Bools and floats are invalid ids (and integers outside int64): `-32600` with id null."""
    async with wire_pair() as (conn, peer):
        called = []
        conn.on_request("m", lambda params: called.append(params))
        await peer.send_raw(b'{"jsonrpc":"2.0","id":' + raw_id + b',"method":"m"}\n')
        assert await peer.recv_line() == INVALID_REQUEST_LINE
        assert await peer.barrier() == []
        assert called == []
        assert conn.pending_incoming == 0


async def test_ids_of_different_types_never_alias(core):
    """Incoming ids are keyed by type and value: `1` and `"1"` are two requests; a cancel for "1" does not cancel 1."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold", {"k": "int"}), request("1", "hold", {"k": "str"}))
        by_int, by_str = await held.wait(2)
        assert (by_int.id, by_str.id) == (1, "1")
        assert type(by_int.id) is int and type(by_str.id) is str
        assert conn.pending_incoming == 2

        await peer.send(cancel("1"))
        assert await peer.barrier() == []
        assert by_str.cancellation.is_cancelled
        assert not by_int.cancellation.is_cancelled

        by_int.respond("int")
        by_str.respond("str")
        assert await peer.recv_line() == b'{"jsonrpc":"2.0","id":1,"result":"int"}'
        assert await peer.recv_line() == b'{"jsonrpc":"2.0","id":"1","result":"str"}'


async def test_cancel_for_integer_id_does_not_cancel_string_id(core):
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request("1", "hold"))
        (responder,) = await held.wait()
        await peer.send(cancel(1))
        assert await peer.barrier() == []
        assert not responder.cancellation.is_cancelled
        responder.respond(None)
        assert await peer.recv() == result("1", None)


# ============================================================================ 2.6 wire format


async def test_outgoing_messages_are_compact_json_one_per_line(core):
    """Newline-delimited UTF-8 JSON, compact, one message per line."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        params = {"text": "line one\nline two", "nested": {"list": [1, "two", None, True]}, "uni": "héllo ✓"}
        sent = conn.send_request("call", params)
        conn.send_notification("note", [params])
        await peer.send(request(1, "echo", params))
        lines = [await peer.recv_line() for _ in range(3)]
        for line in lines:
            decoded = json.loads(line.decode("utf-8"))
            assert line == json.dumps(decoded, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        assert json.loads(lines[0]) == request(sent.id, "call", params)
        assert json.loads(lines[1]) == notification("note", [params])
        assert json.loads(lines[2]) == result(1, params)
        sent.detach()


async def test_outgoing_messages_omit_params_when_there_are_none(core):
    """Outgoing messages omit `params` when there are none."""
    async with wire_pair() as (conn, peer):
        sent = conn.send_request("no/params")
        conn.send_notification("note")
        conn.send_notification("note2", None)
        prepared = conn.prepare_request("prepared").send()
        assert await peer.recv() == {"jsonrpc": "2.0", "id": sent.id, "method": "no/params"}
        assert await peer.recv() == {"jsonrpc": "2.0", "method": "note"}
        assert await peer.recv() == {"jsonrpc": "2.0", "method": "note2"}
        assert await peer.recv() == {"jsonrpc": "2.0", "id": prepared.id, "method": "prepared"}
        sent.detach()
        prepared.detach()


async def test_crlf_line_endings_are_accepted(core):
    """`\\r\\n` accepted."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(b'{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}\r\n')
        await peer.send_raw(b'{"jsonrpc":"2.0","id":2,"method":"echo","params":["a\\r"]}\r\n')
        assert await peer.recv() == result(1, [1])
        assert await peer.recv() == result(2, ["a\r"])


async def test_blank_lines_are_skipped(core):
    """Blank lines skipped (no reply)."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(b'\n\n\r\n  \t \n{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}\n\n\r\n')
        assert await peer.recv() == result(1, [1])
        assert await peer.barrier() == []


async def test_messages_split_across_reads_and_joined_in_one_read_are_framed(core):
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        data = encode(request(1, "echo", ["a"])) + encode(request(2, "echo", ["b"])) + encode(request(3, "echo", ["c"]))
        for start in range(0, len(data), 7):
            await peer.send_raw(data[start : start + 7])
        assert [await peer.recv() for _ in range(3)] == [result(1, ["a"]), result(2, ["b"]), result(3, ["c"])]


async def test_final_line_without_newline_is_handled_at_eof(core):
    """A final line without a newline at EOF is still a message."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_request("echo", lambda params: params)
        conn.on_notification("note", lambda params: seen.append(params))
        last = b'{"jsonrpc":"2.0","id":1,"method":"echo","params":[1]}'  # no newline
        await peer.send_raw(encode(notification("note", [0])) + last)
        peer.shutdown_write()
        assert await peer.recv_until_eof() == [result(1, [1])]
        assert seen == [[0]]
        await wait_for(conn.wait_closed())


@pytest.mark.parametrize(
    "line",
    [
        b'{"jsonrpc":"2.0","id":1,"method":',
        b"not json",
        b"{'single': 1}",
        b'{"a":1}}',
        b"[1,2",
        b'"unterminated',
        b"\x00",
    ],
    ids=repr,
)
async def test_invalid_json_gets_parse_error_and_connection_goes_on(core, line):
    """Invalid JSON → exactly the `-32700 Parse error` object with id null, and the connection goes on."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(line + b"\n" + encode(request(1, "echo", [1])))
        assert await peer.recv_line() == PARSE_ERROR_LINE
        assert await peer.recv() == result(1, [1])


async def test_too_deeply_nested_json_is_survived(core):
    """No bad input may crash the connection: a line nested beyond the decoder's depth gets an error, id null."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(b"[" * 5000 + b"]" * 5000 + b"\n" + encode(request(1, "echo", [1])))
        answer = await peer.recv()
        assert answer["id"] is None and answer["error"]["code"] in (-32700, -32600)
        assert await peer.recv() == result(1, [1])


@pytest.mark.parametrize(
    "line",
    [
        b'{"jsonrpc":"2.0","id":1,"method":"\xff\xfe"}',
        b'{"jsonrpc":"2.0","method":"n","params":["\xc3\x28"]}',
        b"\xed\xa0\x80",
    ],
    ids=repr,
)
async def test_invalid_utf8_gets_parse_error_and_connection_goes_on(core, line):
    """Invalid UTF-8 → the same `-32700` object, and the connection goes on."""
    async with wire_pair() as (conn, peer):
        called = []
        conn.on_request(None, lambda incoming, responder: called.append(incoming))
        conn.on_notification(None, lambda n: called.append(n))
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(line + b"\n" + encode(request(1, "echo", [1])))
        assert await peer.recv() == PARSE_ERROR
        assert await peer.recv() == result(1, [1])
        assert called == []


@pytest.mark.parametrize(
    "message",
    [
        17,
        "text",
        True,
        None,
        {},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "params": 5},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "params": "s"},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "params": True},
        {"jsonrpc": "2.0", "method": "m", "params": 5},
        {"id": 1, "method": "m"},
        {"method": "m"},
        {"jsonrpc": "1.0", "id": 1, "method": "m"},
        {"jsonrpc": 2.0, "id": 1, "method": "m"},
        {"jsonrpc": "2.0", "id": 1, "method": 5},
        {"jsonrpc": "2.0", "id": 1, "method": None},
        {"jsonrpc": "2.0", "method": ["m"]},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "result": {}},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "error": {"code": 1, "message": "x"}},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "result": 1, "error": {"code": 1, "message": "x"}},
        {"jsonrpc": "2.0", "id": True, "method": "m"},
        {"jsonrpc": "2.0", "id": 1},
    ],
    ids=lambda m: json.dumps(m),
)
async def test_invalid_envelope_gets_invalid_request_with_null_id(core, message):
    """Invalid envelope (not an object, bad id type, both result and error, scalar params …) → `-32600`, id null."""
    async with wire_pair() as (conn, peer):
        called = []
        conn.on_request("m", lambda params: called.append(params))
        conn.on_notification("m", lambda params: called.append(params))
        conn.on_request("echo", lambda params: params)
        await peer.send(message, request(2, "echo", [2]))
        assert await peer.recv_line() == INVALID_REQUEST_LINE
        assert await peer.recv() == result(2, [2])
        assert called == []
        assert conn.pending_incoming == 0


@pytest.mark.parametrize(
    "make",
    [
        lambda i: {"jsonrpc": "2.0", "id": i, "result": 1, "error": {"code": 1, "message": "x"}},
        lambda i: {"id": i, "result": 1},
        lambda i: {"jsonrpc": "1.0", "id": i, "result": 1},
        lambda i: {"jsonrpc": "2.0", "result": 1},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": "boom"},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": {"code": 1}},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": {"message": "no code"}},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": {"code": "1", "message": "x"}},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": {"code": True, "message": "x"}},
        lambda i: {"jsonrpc": "2.0", "id": i, "error": {"code": 1, "message": 2}},
        lambda i: {"jsonrpc": "2.0", "id": str(i), "result": 1},
        lambda i: {"jsonrpc": "2.0", "id": float(i), "result": 1},
    ],
    ids=lambda make: json.dumps(make(0)),
)
async def test_invalid_response_shaped_object_is_dropped(core, make):
    """Invalid response-shaped objects are dropped: no reply, and they settle nothing."""
    async with wire_pair() as (conn, peer):
        sent = conn.send_request("ask")
        assert (await peer.recv())["id"] == sent.id
        await peer.send(make(sent.id))
        assert await peer.barrier() == []
        assert conn.pending_outgoing == 1
        await peer.send(result(sent.id, "the real answer"))
        assert await wait_for(sent) == "the real answer"


# The data of the error a line over the limit earns (with the limit): the refusing connection is named.
TOO_LARGE = {"reason": "message_too_large", "connection": "sdk"}


async def test_oversize_line_gets_message_too_large_and_connection_goes_on(core):
    """A line over `max_message_size` → `-32600` with data `{"reason":"message_too_large","limit":N,"connection":
    NAME}`, with the request's own id when its head shows one, else id null."""
    async with wire_pair(max_message_size=200) as (conn, peer):
        called = []
        conn.on_request("big", lambda params: called.append(params))
        conn.on_request("echo", lambda params: params)
        big = encode(request(1, "big", {"pad": "x" * 500}))
        await peer.send_raw(big + encode(request(2, "echo", [2])))
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Invalid request",'
            b'"data":{"reason":"message_too_large","limit":200,"connection":"sdk"}}}'
        )
        assert await peer.recv() == result(2, [2])
        # The id beyond the head (4 KiB): unreadable, so id null.
        unreadable = b'{"jsonrpc":"2.0","method":"big","params":{"pad":"' + b"x" * 5000 + b'"},"id":3}\n'
        await peer.send_raw(unreadable + encode(request(4, "echo", [4])))
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid request",'
            b'"data":{"reason":"message_too_large","limit":200,"connection":"sdk"}}}'
        )
        assert await peer.recv() == result(4, [4])
        assert called == []
        assert conn.pending_incoming == 0


async def test_oversize_line_that_grows_over_the_limit_across_reads_is_skipped_once(core):
    """A line that only goes over the limit in a later read gets one `-32600`; the rest of it is skipped."""
    async with wire_pair(max_message_size=100) as (conn, peer):
        called = []
        conn.on_request("big", lambda params: called.append(params))
        conn.on_request("echo", lambda params: params)
        big = encode(request(1, "big", {"pad": "y" * (1024 * 1024)}))
        # The start of the big line travels with a complete request: once that is answered, the start was read.
        # The rest is far bigger than one read, so the line goes over the limit in a read without a newline.
        await peer.send_raw(encode(request(0, "echo", [0])) + big[:50])
        assert await peer.recv() == result(0, [0])
        await peer.send_raw(big[50:] + encode(request(2, "echo", [2])))
        too_large = error(1, -32600, "Invalid request", TOO_LARGE | {"limit": 100})
        assert await peer.recv() == too_large
        assert await peer.recv() == result(2, [2])
        assert await peer.barrier() == []
        assert called == []


async def test_huge_line_over_many_reads_gets_one_error_and_connection_goes_on(core):
    """A line far over the limit (many reads) → one `-32600` `message_too_large`; the connection goes on."""
    async with wire_pair(max_message_size=1000) as (conn, peer):
        conn.on_request("echo", lambda params: params)
        huge = encode(request(1, "echo", {"pad": "z" * (4 * 1024 * 1024)}))
        await peer.send_raw(huge + encode(request(2, "echo", [2])))
        assert await peer.recv() == error(1, -32600, "Invalid request", TOO_LARGE | {"limit": 1000})
        assert await peer.recv() == result(2, [2])
        assert await peer.barrier() == []


async def test_line_of_exactly_max_message_size_is_accepted(core):
    """Only a line *over* max_message_size is refused."""
    line = encode(request(1, "echo", {"pad": ""})).rstrip(b"\n")
    pad = 120 - len(line)
    line = encode(request(1, "echo", {"pad": "z" * pad})).rstrip(b"\n")
    assert len(line) == 120
    async with wire_pair(max_message_size=120) as (conn, peer):
        conn.on_request("echo", lambda params: len(params["pad"]))
        await peer.send_raw(line + b"\n")
        assert await peer.recv() == result(1, pad)


# ============================================================================ 2.6 refused lines answered with their id


def refused(id: Any, reason: str) -> dict[str, Any]:
    """The `-32700` answer to a request that is JSON the decoders cannot take."""
    return error(id, -32700, "Parse error", {"reason": reason, "connection": "sdk"})


@pytest.mark.parametrize(
    ("params", "reason"),
    [
        (b'{"text": "\\ud800"}', "lone_surrogate"),
        (b"[1e999]", "number_out_of_range"),
        (b"[" * 1100 + b"]" * 1100, "nesting_too_deep"),
    ],
    ids=["lone_surrogate", "number_out_of_range", "nesting_too_deep"],
)
async def test_a_request_the_decoders_cannot_take_is_answered_with_its_id(core, params, reason):
    """Valid JSON that orjson refuses → `-32700` with the request's id and the reason; the connection goes on."""
    async with wire_pair() as (conn, peer):
        called = []
        conn.on_request("m", lambda params: called.append(params))
        conn.on_request("echo", lambda params: params)
        await peer.send_raw(b'{"jsonrpc":"2.0","id":"x","method":"m","params":%b}\n' % params)
        await peer.send(request(1, "echo", [1]))
        assert await peer.recv() == refused("x", reason)
        assert await peer.recv() == result(1, [1])
        assert called == []


async def test_a_response_refused_whole_fails_the_request_instead_of_leaving_it_waiting(core):
    """A response over the limit, or one the decoders cannot take, settles its request with a local error
    (`-32603 Response refused`), and nothing is answered to the peer."""
    async with wire_pair(max_message_size=200) as (conn, peer):
        big = conn.send_request("big")
        odd = conn.send_request("odd")
        assert [(await peer.recv())["method"] for _ in range(2)] == ["big", "odd"]
        await peer.send(result(big.id, {"pad": "x" * 500}))
        await peer.send_raw(b'{"jsonrpc":"2.0","id":%d,"result":"\\udc00"}\n' % odd.id)
        with pytest.raises(RequestError) as raised:
            await wait_for(big)
        assert fields(raised.value) == (
            -32603,
            "Response refused",
            {"reason": "response_too_large", "method": "big", "limit": 200, "connection": "sdk"},
        )
        with pytest.raises(RequestError) as raised:
            await wait_for(odd)
        assert fields(raised.value) == (
            -32603,
            "Response refused",
            {"reason": "lone_surrogate", "method": "odd", "connection": "sdk"},
        )
        assert await peer.barrier() == []
        assert conn.pending_outgoing == 0


async def test_a_request_a_proxy_wraps_over_the_next_hops_limit_is_answered_back_up_the_chain(core):
    """A request just under the limit, wrapped in `_proxy/successor` by a proxy, is over it at the next hop: that
    hop answers with the id it got, naming itself and the limit, and the answer travels back to the client with the
    client's id."""
    client_line = encode(request(12, "session/prompt", {"text": "x" * 300}))
    limit = len(client_line) + 10
    theirs, ours = socket.socketpair()
    down = Connection("down")
    agent = Connection("agent", max_message_size=limit)
    called = []
    agent.on_request(None, lambda incoming, responder: called.append(incoming))
    await down.connect_socket(ours)
    await agent.connect_socket(theirs)
    try:
        wrap = _router.wrap_envelope
        async with wire_pair(max_message_size=limit) as (proxy, client):
            proxy.route_requests(lambda method, params: (down, "_proxy/successor", wrap(method, params)))
            await client.send_raw(client_line)
            assert await client.recv() == error(
                12, -32600, "Invalid request", {"reason": "message_too_large", "limit": limit, "connection": "agent"}
            )
            assert called == [] and proxy.pending_incoming == 0 and down.pending_outgoing == 0
    finally:
        await wait_for(down.close())
        await wait_for(agent.close())
        theirs.close()
        ours.close()


@pytest.mark.parametrize("line", [b"\x0b", b"\x0c", b" \x0b\t", b"\x0c\r"], ids=repr)
async def test_a_line_of_vertical_tabs_or_form_feeds_is_not_json(core, line):
    """Only JSON whitespace (space, tab, CR) makes a blank line; `\\v` and `\\f` are not JSON: `-32700`."""
    async with wire_pair() as (_conn, peer):
        await peer.send_raw(line + b"\n \t\r\n")
        assert await peer.recv_line() == PARSE_ERROR_LINE
        assert await peer.barrier() == []


# ============================================================================ 2.6 integers of any size


BIG_INTS = {"n": [2**64, -(2**63) - 1, 10**30 + 7, int("9" * 400)], "deep": [{"x": -(2**100)}]}


@pytest.mark.parametrize("routes", [False, True], ids=["handlers", "handlers-on-a-routing-connection"])
async def test_integers_of_any_size_arrive_and_leave_exactly(core, routes):
    """Beyond 64 bits (orjson would make floats of them, or refuse them): params, results and error data, both ways."""
    async with wire_pair() as (conn, peer):
        if routes:
            conn.route_requests(lambda method, params: None)  # declines: the handlers run, params decoded
        got = []
        conn.on_request("echo", lambda params: got.append(params) or params)
        conn.on_request("fail", raising(RequestError(-32001, "big", BIG_INTS)))
        await peer.send(request(1, "echo", BIG_INTS), request(2, "fail", BIG_INTS))
        assert await peer.recv() == result(1, BIG_INTS)
        assert await peer.recv() == error(2, -32001, "big", BIG_INTS)
        assert got == [BIG_INTS] and type(got[0]["n"][0]) is int
        sent = conn.send_request("ask", BIG_INTS)
        assert await peer.recv() == request(sent.id, "ask", BIG_INTS)
        await peer.send(result(sent.id, BIG_INTS))
        assert await wait_for(sent) == BIG_INTS


async def test_a_routing_connection_forwards_integers_of_any_size_unchanged(core):
    async with wire_pair() as (up, client), wire_pair() as (down, agent):
        up.route_requests(lambda method, params: (down, method, params))
        up.route_notifications(lambda method, params: (down, method, params))
        await client.send(request(5, "m", BIG_INTS), notification("n", BIG_INTS))
        forwarded = await agent.recv()
        assert forwarded["params"] == BIG_INTS
        assert await agent.recv() == notification("n", BIG_INTS)
        await agent.send(result(forwarded["id"], BIG_INTS))
        assert await client.recv() == result(5, BIG_INTS)


# ================================================================== 2.6 limits: pending requests, the input budget


async def test_a_request_over_max_pending_incoming_is_refused_at_once_with_its_id(core):
    async with wire_pair(max_pending_incoming=2) as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"), request(2, "hold"), request(3, "hold"))
        assert await peer.recv() == error(
            3, -32603, "Too many pending requests", {"reason": "too_many_pending", "limit": 2}
        )
        assert len(await held.wait(2)) == 2 and conn.pending_incoming == 2
        held[0].respond("one")
        assert await peer.recv() == result(1, "one")
        await peer.send(request(4, "hold"))
        await held.wait(3)
        assert conn.pending_incoming == 2
        held[1].respond(None)
        held[2].respond(None)
        assert [await peer.recv() for _ in range(2)] == [result(2, None), result(4, None)]


async def test_connections_share_the_process_input_budget(core):
    """The unfinished lines of all connections count against one budget: a line that would go over it is
    refused like an oversize one (its id when readable, reason `input_budget_exhausted`), and skipped."""
    module = core.module
    saved = module.input_budget()
    gc.collect()
    async with wire_pair() as (a, a_peer), wire_pair() as (b, b_peer):
        a.on_request("echo", lambda params: params)
        b.on_request("echo", lambda params: params)
        a_start = b'{"jsonrpc":"2.0","id":"a","method":"echo","params":["' + b"a" * 200
        b_start = b'{"jsonrpc":"2.0","id":"b","method":"echo","params":["'
        limit = module.input_buffered() + len(a_start) + len(b_start) // 2
        module.set_input_budget(limit)
        try:
            await a_peer.send_raw(a_start)
            for _ in range(1000):  # until a's router holds it (the only way to see that a read happened)
                if a._router.buffered:
                    break
                await asyncio.sleep(0.001)
            await b_peer.send_raw(b_start)
            assert await b_peer.recv() == error(
                "b",
                -32600,
                "Invalid request",
                {"reason": "input_budget_exhausted", "limit": limit, "connection": "sdk"},
            )
            await b_peer.send_raw(b'b"]}\n' + encode(request("b2", "echo", ["ok"])))
            assert await b_peer.recv() == result("b2", ["ok"])
            await a_peer.send_raw(b'"]}\n')
            assert await a_peer.recv() == result("a", ["a" * 200])
        finally:
            module.set_input_budget(saved)


# ============================================================================ 2.6 batches


async def test_batch_of_requests_is_answered_as_one_array_line(core):
    """Batches (JSON arrays) are answered per JSON-RPC 2.0: one array of the answers."""
    async with wire_pair() as (conn, peer):
        seen = []

        async def slow_echo(params):
            await asyncio.sleep(0)
            return params

        conn.on_request("echo", lambda params: params)
        conn.on_request("slow", slow_echo)
        conn.on_notification("note", lambda params: seen.append(params))
        await peer.send(
            [request(1, "echo", [1]), notification("note", [0]), request("two", "slow", [2]), request(3, "missing")]
        )
        answer = await peer.recv()
        assert isinstance(answer, list)
        assert sorted(answer, key=json.dumps) == sorted(
            [result(1, [1]), result("two", [2]), method_not_found(3, "missing")], key=json.dumps
        )
        assert seen == [[0]]
        assert await peer.barrier() == []


async def test_batch_answer_waits_for_every_request_of_the_batch(core):
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        conn.on_request("echo", lambda params: params)
        await peer.send([request(1, "hold"), request(2, "echo", [2])])
        (responder,) = await held.wait()
        assert await peer.barrier() == []
        responder.respond("held")
        answer = await peer.recv()
        assert sorted(answer, key=json.dumps) == sorted([result(1, "held"), result(2, [2])], key=json.dumps)


async def test_dropped_responders_in_a_batch_are_answered_automatically(core):
    """Automatic answers for dropped responders also hold for batched requests: `-32603`, or `-32800` if cancelled."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        conn.on_request("forget", lambda params, responder: None)
        await peer.send([request(1, "hold"), request(2, "forget"), request(3, "hold")])
        await held.wait(2)
        await peer.send(cancel(3))
        assert await peer.barrier() == []
        assert [r.cancellation.is_cancelled for r in held.responders] == [False, True]
        held.clear()
        gc.collect()
        answer = await peer.recv()
        assert sorted(answer, key=json.dumps) == sorted(
            [responder_dropped(1, "hold"), responder_dropped(2, "forget"), cancelled(3)], key=json.dumps
        )


async def test_cancel_of_a_batched_return_style_request(core):
    async with wire_pair() as (conn, peer):
        started = asyncio.Event()

        async def long(params):
            started.set()
            await forever()

        conn.on_request("long", long)
        conn.on_request("echo", lambda params: params)
        await peer.send([request("a", "long"), request("b", "echo", [1])])
        await wait_for(started.wait())
        await peer.send(cancel("a"))
        answer = await peer.recv()
        assert sorted(answer, key=json.dumps) == sorted([cancelled("a"), result("b", [1])], key=json.dumps)


async def test_batch_of_notifications_only_gets_no_answer(core):
    """A batch of notifications only is answered with nothing."""
    async with wire_pair() as (conn, peer):
        seen = []
        conn.on_notification("note", lambda params: seen.append(params))
        await peer.send([notification("note", [1]), notification("note", [2]), notification("unknown")])
        assert await peer.barrier() == []
        assert seen == [[1], [2]]


async def test_empty_batch_gets_a_single_invalid_request_object(core):
    """`[]` → one `-32600` object (not an array)."""
    async with wire_pair() as (_conn, peer):
        await peer.send_raw(b"[]\n")
        assert await peer.recv_line() == INVALID_REQUEST_LINE
        assert await peer.barrier() == []


async def test_batch_of_invalid_entries_gets_an_array_of_invalid_requests(core):
    """`[17,true]` → an array of two `-32600` objects with id null."""
    async with wire_pair() as (_conn, peer):
        await peer.send_raw(b"[17,true]\n")
        assert await peer.recv() == [INVALID_REQUEST, INVALID_REQUEST]
        assert await peer.barrier() == []


async def test_batch_mixing_valid_and_invalid_entries(core):
    """Each entry is validated on its own; invalid response-shaped entries are dropped."""
    async with wire_pair() as (conn, peer):
        conn.on_request("echo", lambda params: params)
        await peer.send(
            [
                request(1, "echo", ["ok"]),
                {"jsonrpc": "2.0", "id": 2, "method": "echo", "params": 3},
                {"jsonrpc": "2.0", "id": 77, "result": 1, "error": {"code": 1, "message": "x"}},
                "junk",
            ]
        )
        answer = await peer.recv()
        assert sorted(answer, key=json.dumps) == sorted(
            [result(1, ["ok"]), INVALID_REQUEST, INVALID_REQUEST], key=json.dumps
        )
        assert await peer.barrier() == []


# ============================================================================ 2.2 / 2.5 outgoing messages


async def test_outgoing_request_ids_are_integers_never_reused(core):
    """Request ids are integers allocated per connection, never reused."""
    async with wire_pair() as (conn, peer):
        ids = []
        for round in range(3):
            sents = [conn.send_request("m", [round, n]) for n in range(3)]
            prepared = conn.prepare_request("p")
            sents.append(prepared.send())
            for sent in sents:
                message = await peer.recv()
                assert message["id"] == sent.id
                assert type(message["id"]) is int
                ids.append(sent.id)
                await peer.send(result(sent.id, None))
            for sent in sents:
                assert await wait_for(sent) is None
        assert len(set(ids)) == len(ids) == 12


async def test_cancel_request_shape_is_exact_and_follows_the_request(core):
    """`$/cancel_request` is exactly `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":N}}`,
    sent after the request, with the request's own id."""
    async with wire_pair() as (conn, peer):
        sent = conn.send_request("long", {"x": 1})
        sent.cancel()
        assert await peer.recv() == request(sent.id, "long", {"x": 1})
        expected = b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":%d}}' % sent.id
        assert await peer.recv_line() == expected
        await peer.send(cancelled(sent.id))
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == (-32800, "Request cancelled", None)
        assert await peer.barrier() == []


async def test_send_cancel_request_is_raw(core):
    """`send_cancel_request(id)`: raw, low level, no latch, no de-duplication; any id."""
    async with wire_pair() as (conn, peer):
        conn.send_cancel_request(5)
        conn.send_cancel_request(5)
        conn.send_cancel_request("abc")
        conn.send_cancel_request(None)
        assert [await peer.recv() for _ in range(4)] == [cancel(5), cancel(5), cancel("abc"), cancel(None)]


async def test_outgoing_wire_order_is_enqueue_order(core):
    """Outgoing: one FIFO per connection; wire order = enqueue order."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request("in", "hold"))
        (responder,) = await held.wait()
        first = conn.send_request("one")
        conn.send_notification("two")
        responder.respond("three")
        first.cancel()
        conn.send_notification("five")
        assert [await peer.recv() for _ in range(5)] == [
            request(first.id, "one"),
            notification("two"),
            result("in", "three"),
            cancel(first.id),
            notification("five"),
        ]
        first.detach()


# ============================================================================ 2.3 responder rules


async def test_at_most_one_response_per_request(core):
    """At most one response per request: the first wins, later ones are ignored."""
    async with wire_pair() as (conn, peer):

        def handler(params, responder):
            responder.respond("first")
            responder.respond("second")
            responder.respond_error(RequestError.internal_error())
            assert responder.is_responded

        conn.on_request("twice", handler)
        await peer.send(request(1, "twice"))
        assert await peer.recv() == result(1, "first")
        assert await peer.barrier() == []


async def test_first_answer_wins_even_when_it_is_an_error(core):
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        (responder,) = await held.wait()
        responder.respond_error(RequestError.resource_not_found("file:///x"))
        responder.respond("late")
        assert (await peer.recv())["error"]["code"] == -32002
        assert await peer.barrier() == []


@pytest.mark.parametrize("style", ["sync", "async", "fallback"])
async def test_dropped_responder_sends_internal_error(core, style):
    """A Responder that becomes unreachable without a response → `-32603` with
    `data: {"method": <method>, "reason": "responder_dropped"}`."""
    async with wire_pair() as (conn, peer):

        def sync_handler(params, responder):
            pass

        async def async_handler(params, responder):
            await asyncio.sleep(0)

        if style == "fallback":
            conn.on_request(None, sync_handler)
        else:
            conn.on_request("forget", sync_handler if style == "sync" else async_handler)
        await peer.send(request(1, "forget"))
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error",'
            b'"data":{"method":"forget","reason":"responder_dropped"}}}'
        )
        assert await peer.barrier() == []
        assert conn.pending_incoming == 0


async def test_stored_responder_dropped_later_sends_internal_error(core):
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request("h", "hold"))
        await held.wait()
        assert await peer.barrier() == []
        held.clear()
        gc.collect()
        assert await peer.recv() == responder_dropped("h", "hold")


async def test_no_automatic_answer_once_the_input_ended(core):
    """Shutdown begins with the end of the peer's input: during the drain a handler's own answer is written, a
    responder dropped unanswered gets no automatic answer (neither `responder_dropped` nor, for a request the peer
    cancelled, `-32800`), and no longer holds the drain open."""
    async with wire_pair(drain_timeout=60) as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"), request(2, "hold"), request(3, "hold"), cancel(3))
        await held.wait(3)
        assert await peer.barrier() == []
        answering, dropping, cancelled_then_dropped = held.responders
        assert cancelled_then_dropped.cancellation.is_cancelled
        peer.shutdown_write()
        await wait_for(_input_ended(conn))
        answering.respond("real")
        held.clear()
        del dropping, cancelled_then_dropped
        gc.collect()
        assert await peer.recv_until_eof() == [result(1, "real")]
        await wait_for(conn.wait_closed())


async def _input_ended(conn: Connection) -> None:
    while conn.stats()["state"] != "input ended":
        await asyncio.sleep(0.01)


async def test_dropped_responder_of_a_cancelled_request_sends_request_cancelled(core):
    """...`-32800 Request cancelled` if the peer had cancelled the request."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        await held.wait()
        await peer.send(cancel(1))
        assert await peer.barrier() == []
        held.clear()
        gc.collect()
        assert await peer.recv_line() == (
            b'{"jsonrpc":"2.0","id":1,"error":{"code":-32800,"message":"Request cancelled"}}'
        )
        assert await peer.barrier() == []


async def test_responder_style_handler_that_drops_after_cancel_sends_request_cancelled(core):
    async with wire_pair() as (conn, peer):

        async def handler(params, responder):
            await responder.cancellation.cancelled()

        conn.on_request("wait", handler)
        await peer.send(request(1, "wait"))
        assert await peer.barrier() == []
        await peer.send(cancel(1))
        assert await peer.recv() == cancelled(1)


@pytest.mark.parametrize("style", ["sync", "async", "sync-drops-first", "async-drops-first"])
async def test_handler_error_wins_over_the_dropped_responder(core, style):
    """If the handler raised, its error is the response instead (even when it let go of the responder before)."""
    async with wire_pair() as (conn, peer):

        def sync_handler(params, responder):
            raise RequestError(-32002, "Resource not found", {"uri": "file:///gone"})

        async def async_handler(params, responder):
            await asyncio.sleep(0)
            raise RequestError(-32002, "Resource not found", {"uri": "file:///gone"})

        def sync_drops_first(params, responder):
            del responder
            gc.collect()
            raise RequestError(-32002, "Resource not found", {"uri": "file:///gone"})

        async def async_drops_first(params, responder):
            del responder
            gc.collect()
            for _ in range(3):
                await asyncio.sleep(0)
            raise RequestError(-32002, "Resource not found", {"uri": "file:///gone"})

        handlers = {
            "sync": sync_handler,
            "async": async_handler,
            "sync-drops-first": sync_drops_first,
            "async-drops-first": async_drops_first,
        }
        conn.on_request("fail", handlers[style])
        await peer.send(request(1, "fail"))
        assert await peer.recv() == error(1, -32002, "Resource not found", {"uri": "file:///gone"})
        assert await peer.barrier() == []


async def test_handler_exception_wins_over_the_dropped_responder(core):
    async with wire_pair() as (conn, peer):

        async def handler(params, responder):
            raise KeyError("missing-key")

        conn.on_request("fail", handler)
        await peer.send(request(1, "fail"))
        answer = await peer.recv()
        assert answer["error"]["code"] == -32603 and answer["error"]["message"] == "Internal error"
        assert "missing-key" in json.dumps(answer["error"]["data"])
        assert await peer.barrier() == []


async def test_no_automatic_answer_while_the_responder_is_stored(core):
    """Nothing automatic is sent while the responder is still referenced elsewhere (stored)."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        await held.wait()
        gc.collect()
        assert await peer.barrier() == []
        assert conn.pending_incoming == 1
        held[0].respond("finally")
        assert await peer.recv() == result(1, "finally")
        assert conn.pending_incoming == 0


async def test_no_automatic_answer_while_the_responder_is_moved_into_another_task(core):
    """...or moved into another task."""
    async with wire_pair() as (conn, peer):
        release = asyncio.Event()

        async def owner(responder):
            await release.wait()
            responder.respond("from the task")

        def handler(params, responder):
            conn.spawn(owner(responder))

        conn.on_request("move", handler)
        conn.on_notification("release", lambda params: release.set())
        await peer.send(request(1, "move"))
        gc.collect()
        assert await peer.barrier() == []
        await peer.send(notification("release"))
        assert await peer.recv() == result(1, "from the task")


async def test_no_automatic_answer_after_forward_response_to(core):
    """Nothing automatic is sent when the response was handed off (`forward_response_to`)."""
    from acp_fast.testing import connection_pair

    down_client, down_server = await connection_pair("down-client", "down-server")
    try:
        held = Held()
        down_server.on_request("work", held.handler)
        async with wire_pair() as (conn, peer):

            def proxy(params, responder):
                down_client.send_request("work", params).forward_response_to(responder)

            conn.on_request("proxy", proxy)
            await peer.send(request(1, "proxy", {"p": 1}))
            await held.wait()
            gc.collect()
            assert await peer.barrier() == []
            held[0].respond({"from": "downstream"})
            assert await peer.recv() == result(1, {"from": "downstream"})
            assert await peer.barrier() == []
    finally:
        await down_client.close()
        await down_server.close()


async def test_no_automatic_answer_at_shutdown(core):
    """Nothing automatic is sent when the connection is shutting down: pending incoming requests get no answer."""
    async with wire_pair() as (conn, peer):
        held = Held()
        started = asyncio.Event()

        async def waits_forever(params, responder):
            started.set()
            await forever()

        async def returns_forever(params):
            await forever()

        conn.on_request("hold", held.handler)
        conn.on_request("wait", waits_forever)
        conn.on_request("return", returns_forever)
        await peer.send(request(1, "hold"), request(2, "wait"), request(3, "return"))
        await held.wait()
        await wait_for(started.wait())
        assert await peer.barrier() == []
        await conn.close()
        held.clear()
        gc.collect()
        assert await peer.recv_until_eof() == []


async def test_no_automatic_answer_when_the_peer_closes(core):
    """A peer's EOF counts as shutting down: a responder dropped then sends nothing."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        await peer.send(request(1, "hold"))
        await held.wait()
        peer.shutdown_write()
        await wait_for(conn.wait_closed())
        held.clear()
        gc.collect()
        assert await peer.recv_until_eof() == []


# ============================================================================ 2.5 EOF and close


async def test_peer_eof_fails_pending_outgoing_requests(core):
    """Incoming EOF: every pending outgoing request fails with
    `RequestError(-32603, "Incoming transport closed", data={"reason": "incoming_transport_closed", "method": m})`."""
    async with wire_pair() as (conn, peer):
        first = conn.send_request("first", {"a": 1})
        second = conn.send_request("second")
        got = []
        conn.send_request("third").on_result(got.append)
        assert [(await peer.recv())["method"] for _ in range(3)] == ["first", "second", "third"]
        peer.shutdown_write()
        for sent, method in ((first, "first"), (second, "second")):
            with pytest.raises(RequestError) as caught:
                await wait_for(sent)
            err = caught.value
            assert (err.code, err.message, err.data) == (
                -32603,
                "Incoming transport closed",
                {"reason": "incoming_transport_closed", "method": method},
            )
        assert [fields(e) for e in got] == [fields(transport_closed("third"))]
        assert conn.pending_outgoing == 0


async def test_requests_sent_after_eof_fail_the_same_way_at_once(core):
    """Requests sent after that fail the same way at once."""
    async with wire_pair() as (conn, peer):
        peer.shutdown_write()
        await wait_for(conn.wait_closed())
        got = []
        conn.send_request("late").on_result(got.append)  # registered after settlement: called at once
        assert [fields(e) for e in got] == [fields(transport_closed("late"))]
        with pytest.raises(RequestError) as caught:
            await wait_for(conn.send_request("later", {"x": 1}))
        assert fields(caught.value) == fields(transport_closed("later"))
        assert conn.pending_outgoing == 0
        assert await peer.recv_until_eof() == []


async def test_local_close_fails_pending_outgoing_requests(core):
    """Incoming EOF *or close*: pending outgoing requests fail with the same error."""
    async with wire_pair() as (conn, peer):
        sent = conn.send_request("pending")
        assert (await peer.recv())["method"] == "pending"
        await conn.close()
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == fields(transport_closed("pending"))
        with pytest.raises(RequestError) as caught:
            await wait_for(conn.send_request("after"))
        assert fields(caught.value) == fields(transport_closed("after"))


async def test_responses_that_arrived_before_eof_are_still_delivered(core):
    """Responses that arrived before EOF are still delivered."""
    async with wire_pair() as (conn, peer):
        answered = conn.send_request("answered")
        unanswered = conn.send_request("unanswered")
        await peer.recv()
        await peer.recv()
        await peer.send(result(answered.id, "in time"))
        peer.shutdown_write()
        assert await wait_for(answered) == "in time"
        with pytest.raises(RequestError) as caught:
            await wait_for(unanswered)
        assert fields(caught.value) == fields(transport_closed("unanswered"))


async def test_responses_held_behind_a_busy_notification_handler_are_delivered_at_eof(core):
    """A response routed before EOF is delivered even while a notification handler still runs."""
    async with wire_pair() as (conn, peer):
        busy = asyncio.Event()

        async def blocking(params):
            busy.set()
            await forever()

        conn.on_notification("block", blocking)
        sent = conn.send_request("answered")
        got = []
        conn.send_request("callback").on_result(got.append)
        ids = [(await peer.recv())["id"] for _ in range(2)]
        await peer.send(notification("block"))
        await wait_for(busy.wait())
        await peer.send(result(ids[0], "delivered"), result(ids[1], "also"))
        peer.shutdown_write()
        assert await wait_for(sent) == "delivered"
        await wait_for(conn.wait_closed())
        assert got == ["also"]


async def test_peer_eof_ends_the_connection(core):
    """A peer's EOF ends the connection (`wait_closed()` returns, `is_closed` is true)."""
    async with wire_pair() as (conn, peer):
        assert not conn.is_closed
        peer.shutdown_write()
        await wait_for(conn.wait_closed())
        assert conn.is_closed
        assert await peer.recv_until_eof() == []


async def test_peer_closing_its_socket_ends_the_connection(core):
    async with wire_pair() as (conn, peer):
        sent = conn.send_request("pending")
        peer.close()
        await wait_for(conn.wait_closed())
        assert conn.is_closed
        with pytest.raises(RequestError) as caught:
            await wait_for(sent)
        assert fields(caught.value) == fields(transport_closed("pending"))


@pytest.mark.parametrize("how", ["close", "eof"])
async def test_tables_are_empty_after_close_even_while_a_responder_is_held(core, how):
    """After `close()` (or EOF) both tables are empty, even while the application still holds a responder."""
    async with wire_pair() as (conn, peer):
        held = Held()
        conn.on_request("hold", held.handler)
        sent = conn.send_request("outgoing")
        await peer.send(request(1, "hold"))
        (responder,) = await held.wait()
        assert (conn.pending_outgoing, conn.pending_incoming) == (1, 1)
        if how == "close":
            await conn.close()
        else:
            peer.shutdown_write()
            await wait_for(conn.wait_closed())
        assert (conn.pending_outgoing, conn.pending_incoming) == (0, 0)
        responder.respond("too late")  # no error, nothing sent
        assert (conn.pending_outgoing, conn.pending_incoming) == (0, 0)
        assert await peer.recv_until_eof() == [request(sent.id, "outgoing")]
        with pytest.raises(RequestError):
            await wait_for(sent)


async def test_close_is_idempotent_and_wait_closed_returns_after_close(core):
    async with wire_pair() as (conn, _peer):
        await conn.close()
        await conn.close()
        await wait_for(conn.wait_closed())
        assert conn.is_closed


# ============================================================================ 2.5 errors


def test_error_codes(core):
    """`ErrorCode` is an `IntEnum` (-32700, -32600, -32601, -32602, -32603, -32800, -32000, -32002)."""
    import enum

    assert issubclass(ErrorCode, enum.IntEnum)
    assert {code.name: int(code) for code in ErrorCode} == {
        "PARSE_ERROR": -32700,
        "INVALID_REQUEST": -32600,
        "METHOD_NOT_FOUND": -32601,
        "INVALID_PARAMS": -32602,
        "INTERNAL_ERROR": -32603,
        "REQUEST_CANCELLED": -32800,
        "AUTH_REQUIRED": -32000,
        "RESOURCE_NOT_FOUND": -32002,
    }


def test_request_error_attributes(core):
    """`RequestError(code, message, data=None)` with attributes `.code`, `.message`, `.data`."""
    err = RequestError(-32001, "custom", {"k": [1]})
    assert isinstance(err, Exception)
    assert (err.code, err.message, err.data) == (-32001, "custom", {"k": [1]})
    plain = RequestError(ErrorCode.INVALID_PARAMS, "Invalid params")
    assert (plain.code, plain.message, plain.data) == (-32602, "Invalid params", None)


@pytest.mark.parametrize(
    "make, code, message",
    [
        (lambda: RequestError.parse_error(), -32700, "Parse error"),
        (lambda: RequestError.invalid_request(), -32600, "Invalid request"),
        (lambda: RequestError.method_not_found("some/method"), -32601, "Method not found"),
        (lambda: RequestError.invalid_params(), -32602, "Invalid params"),
        (lambda: RequestError.internal_error(), -32603, "Internal error"),
        (lambda: RequestError.request_cancelled(), -32800, "Request cancelled"),
        (lambda: RequestError.auth_required(), -32000, "Authentication required"),
        (lambda: RequestError.resource_not_found("file:///missing.txt"), -32002, "Resource not found"),
    ],
    ids=lambda v: v if isinstance(v, str) else None,
)
def test_request_error_constructors_use_the_exact_messages(core, make, code, message):
    """Error messages are exactly: `Parse error`, `Invalid request`, `Method not found`, `Invalid params`,
    `Internal error`, `Request cancelled`, `Authentication required`, `Resource not found`."""
    err = make()
    assert isinstance(err, RequestError)
    assert (err.code, err.message) == (code, message)


def test_method_not_found_data_names_the_method(core):
    assert RequestError.method_not_found("some/method").data == "some/method"


def test_resource_not_found_data_names_the_uri(core):
    assert "file:///missing.txt" in json.dumps(RequestError.resource_not_found("file:///missing.txt").data)


def raising(err: RequestError) -> Any:
    def handler(params: Any) -> Any:
        raise err

    return handler


async def test_raised_constructor_errors_go_on_the_wire_verbatim(core):
    async with wire_pair() as (conn, peer):
        errors = {
            "parse": RequestError.parse_error(),
            "invalid": RequestError.invalid_request(),
            "params": RequestError.invalid_params(),
            "internal": RequestError.internal_error(),
            "cancelled": RequestError.request_cancelled(),
        }
        for name, err in errors.items():
            conn.on_request(name, raising(err))
        await peer.send(*[request(name, name) for name in errors])
        for name, err in errors.items():
            assert await peer.recv() == error(name, err.code, err.message)
