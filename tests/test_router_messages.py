"""Decoding and classification, batches, and the id tables, on the router alone.

What each kind of bad input is answered is in docs/connection.md, "Wire format and bad input".
"""

from __future__ import annotations

from typing import Any

import pytest
from router_owner import RecordingOwner, encode, lines, make_router

from acp_fast._protocol import flush_every

INVALID = {"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Invalid request"}}
INVALID_OBJ = INVALID["error"]


@pytest.mark.parametrize(
    "message",
    [
        17,
        "text",
        None,
        True,
        {"jsonrpc": "2.0", "id": True, "method": "m"},
        {"jsonrpc": "2.0", "id": 1.0, "method": "m"},
        {"jsonrpc": "2.0", "id": 2**63, "method": "m"},
        {"jsonrpc": "2.0", "id": -(2**63) - 1, "method": "m"},
        {"jsonrpc": "2.0", "id": {"a": 1}, "method": "m"},
        {"jsonrpc": "2.0", "id": [1], "method": "m"},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "params": 1},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "params": "s"},
        {"jsonrpc": "2.0", "method": "n", "params": True},
        {"id": 1, "method": "m"},
        {"jsonrpc": "1.0", "id": 1, "method": "m"},
        {"jsonrpc": "2.0", "id": 1, "method": 5},
        {"jsonrpc": "2.0", "id": 1, "method": "m", "result": {}},
        {"jsonrpc": "2.0", "method": "n", "error": {"code": 1, "message": "x"}},
        {"jsonrpc": "2.0", "id": 1},
        {},
    ],
    ids=repr,
)
def test_invalid_envelopes_are_answered_with_invalid_request_and_id_null(core, message):
    router, owner = make_router(core.module)
    router.feed(encode(message) + encode({"jsonrpc": "2.0", "method": "after"}))
    assert lines(router.output.take_output()) == [INVALID]
    assert owner.events == [("notification", "after", None)]
    assert router.incoming == {}


@pytest.mark.parametrize(
    "message",
    [
        {"jsonrpc": "2.0", "id": 0, "result": 1, "error": {"code": 1, "message": "x"}},
        {"id": 0, "result": 1},
        {"jsonrpc": "2.0", "id": 0, "error": "boom"},
        {"jsonrpc": "2.0", "id": 0, "error": {"code": 1}},
        {"jsonrpc": "2.0", "id": 0, "error": {"code": True, "message": "x"}},
        {"jsonrpc": "2.0", "id": 0, "error": {"code": 1.5, "message": "x"}},
        {"jsonrpc": "2.0", "result": 1},
        {"jsonrpc": "2.0", "id": True, "result": 1},
        {"jsonrpc": "2.0", "id": 0.0, "result": 1},
        {"jsonrpc": "2.0", "id": "0", "result": 1},
    ],
    ids=repr,
)
def test_invalid_or_foreign_responses_are_dropped_silently(core, message):
    router, _owner = make_router(core.module)
    slot = router.send_request("m", None)
    router.output.take_output()
    router.feed(encode(message))
    assert router.output.take_output() == b""
    assert not slot.settled and router.outgoing == {0: slot}


@pytest.mark.parametrize("request_id", [0, 1, -5, 2**63 - 1, -(2**63), "1", "", "é", None], ids=repr)
def test_valid_ids_are_answered_with_the_same_id_and_type(core, request_id):
    router, _owner = make_router(core.module, answer=True)
    router.feed(encode({"jsonrpc": "2.0", "id": request_id, "method": "m", "params": [1]}))
    (answer,) = lines(router.output.take_output())
    assert answer == {"jsonrpc": "2.0", "id": request_id, "result": [1]}
    assert type(answer["id"]) is type(request_id)
    assert router.incoming == {}


def test_params_null_is_absent_and_arrays_and_objects_pass(core):
    router, owner = make_router(core.module)
    router.feed(
        encode({"jsonrpc": "2.0", "method": "a", "params": None})
        + encode({"jsonrpc": "2.0", "method": "b", "params": [1]})
        + encode({"jsonrpc": "2.0", "method": "c", "params": {"k": 1}, "extra": "ignored"})
    )
    assert owner.events == [("notification", "a", None), ("notification", "b", [1]), ("notification", "c", {"k": 1})]


def test_request_with_null_id_is_a_request(core):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": None, "method": "m"}))
    assert owner.events == [("request", None, "m", None)]
    assert None in router.incoming


def test_ids_are_keyed_by_type_and_value(core):
    router, _owner = make_router(core.module)
    router.feed(
        encode({"jsonrpc": "2.0", "id": 1, "method": "int"}) + encode({"jsonrpc": "2.0", "id": "1", "method": "str"})
    )
    assert set(router.incoming) == {1, "1"}
    assert router.incoming[1].method == "int" and router.incoming["1"].method == "str"
    router.cancel_incoming("1")
    assert router.incoming["1"].cancelled and not router.incoming[1].cancelled


def test_reused_incoming_id_belongs_to_the_newest_request(core):
    router, _owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 7, "method": "old"}))
    old = router.incoming[7]
    router.feed(encode({"jsonrpc": "2.0", "id": 7, "method": "new"}))
    new = router.incoming[7]
    router.respond(old, 1)
    assert router.incoming == {7: new}, "answering the stale request must not remove the newer entry"
    router.feed(encode({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 7}}))
    assert new.cancelled and not old.cancelled


def test_response_routing_settles_and_removes(core):
    router, _owner = make_router(core.module)
    ok = router.send_request("ok", {"p": 1})
    bad = router.send_request("bad", None)
    assert (ok.id, bad.id) == (0, 1) and ok.armed and bad.armed
    router.feed(
        encode(
            {"jsonrpc": "2.0", "id": 1, "error": {"code": -32000, "message": "Authentication required", "data": [1]}}
        )
        + encode({"jsonrpc": "2.0", "id": 0, "result": None})
    )
    assert router.outgoing == {}
    assert ok.settled and not ok.armed and ok.value is None and not ok.is_error
    assert bad.settled and bad.is_error
    assert (bad.value.code, bad.value.message, bad.value.data) == (-32000, "Authentication required", [1])


def test_response_with_unknown_id_is_dropped(core):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 99, "result": 1}))
    assert router.output.take_output() == b"" and owner.events == []


def test_outgoing_ids_are_never_reused(core):
    router, _owner = make_router(core.module)
    ids = []
    for _ in range(3):
        slot = router.send_request("m", None)
        ids.append(slot.id)
        router.feed(encode({"jsonrpc": "2.0", "id": slot.id, "result": 1}))
    assert ids == [0, 1, 2]


def test_unserialisable_params_raise_and_register_nothing(core):
    router, _owner = make_router(core.module)
    with pytest.raises(TypeError):
        router.send_request("m", {"x": object()})
    assert router.outgoing == {} and router.output.take_output() == b""
    assert router.send_request("m", None).id == 0


def test_unserialisable_result_is_answered_with_internal_error(core):
    router, _owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 3, "method": "m"}))
    router.respond(router.incoming[3], {"x": object()})
    (answer,) = lines(router.output.take_output())
    assert answer["id"] == 3 and answer["error"]["code"] == -32603
    assert answer["error"]["data"] == {"method": "m", "reason": "result_not_serialisable"}


# --------------------------------------------------------------------------------------------- batches


def test_batch_of_requests_is_answered_as_one_array(core):
    router, _owner = make_router(core.module)
    router.feed(
        encode(
            [
                {"jsonrpc": "2.0", "id": 1, "method": "a"},
                {"jsonrpc": "2.0", "method": "n"},
                17,
                {"jsonrpc": "2.0", "id": 2, "method": "b"},
            ]
        )
    )
    assert router.output.take_output() == b""
    first, second = router.incoming[1], router.incoming[2]
    router.respond(second, "B")
    assert router.output.take_output() == b"", "a batch waits for every answer"
    router.respond(first, "A")
    assert lines(router.output.take_output()) == [
        [
            {"jsonrpc": "2.0", "id": None, "error": INVALID_OBJ},
            {"jsonrpc": "2.0", "id": 2, "result": "B"},
            {"jsonrpc": "2.0", "id": 1, "result": "A"},
        ]
    ]


def test_batch_answered_during_dispatch_is_written_after_dispatch(core):
    router, _owner = make_router(core.module, answer=True)
    router.feed(encode([{"jsonrpc": "2.0", "id": 1, "method": "a"}, {"jsonrpc": "2.0", "id": 2, "method": "b"}]))
    assert lines(router.output.take_output()) == [
        [{"jsonrpc": "2.0", "id": 1, "result": None}, {"jsonrpc": "2.0", "id": 2, "result": None}]
    ]


def test_notification_only_batch_produces_nothing(core):
    router, owner = make_router(core.module)
    router.feed(encode([{"jsonrpc": "2.0", "method": "a"}, {"jsonrpc": "2.0", "method": "b"}]))
    assert router.output.take_output() == b""
    assert [e[1] for e in owner.events] == ["a", "b"]


def test_empty_batch_is_one_invalid_request_object(core):
    router, _owner = make_router(core.module)
    router.feed(b"[]\n")
    assert lines(router.output.take_output()) == [INVALID]


def test_all_invalid_batch_is_an_array_of_errors(core):
    router, _owner = make_router(core.module)
    router.feed(b"[17,true,null]\n")
    assert lines(router.output.take_output()) == [[{"jsonrpc": "2.0", "id": None, "error": INVALID_OBJ}] * 3]


def test_batch_of_responses_is_routed(core):
    router, _owner = make_router(core.module)
    a = router.send_request("a", None)
    b = router.send_request("b", None)
    router.feed(encode([{"jsonrpc": "2.0", "id": 0, "result": "A"}, {"jsonrpc": "2.0", "id": 1, "result": "B"}]))
    assert (a.value, b.value) == ("A", "B") and router.outgoing == {}
    assert router.output.take_output().count(b"\n") == 2  # only the two requests


# ------------------------------------------------------------------------------------ cancellation


@pytest.mark.parametrize(
    "envelope",
    [
        lambda inner: inner,
        lambda inner: {
            "jsonrpc": "2.0",
            "method": "_proxy/successor",
            "params": {"method": inner["method"], "params": inner["params"]},
        },
        lambda inner: {
            "jsonrpc": "2.0",
            "method": "proxy/successor",
            "params": {"method": inner["method"], "params": inner["params"]},
        },
        lambda inner: {
            "jsonrpc": "2.0",
            "method": "_proxy/successor",
            "params": {"method": "proxy/successor", "params": {"method": inner["method"], "params": inner["params"]}},
        },
    ],
    ids=["plain", "wrapped", "wrapped-new-spelling", "wrapped-twice"],
)
def test_cancel_marks_the_incoming_request_at_receipt(core, envelope):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": "r", "method": "m"}))
    slot = router.incoming["r"]
    slot.listeners = []
    cancel = envelope({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": "r"}})
    router.feed(encode(cancel) + encode(cancel))
    assert slot.cancelled
    assert owner.events[1] == ("cancelled", "r"), "the marker is set before the notification is handed on"
    assert owner.events.count(("cancelled", "r")) == 1, "a duplicate cancel changes nothing"
    assert owner.events[2][0] == "notification" and owner.events[2][1] == cancel["method"]


@pytest.mark.parametrize(
    "params",
    [None, {}, {"requestId": True}, {"requestId": 1.0}, {"requestId": {"a": 1}}, {"requestId": [1]}, [1]],
    ids=repr,
)
def test_malformed_cancel_is_ignored_and_never_dispatched(core, params):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}))
    message = {"jsonrpc": "2.0", "method": "$/cancel_request"}
    if params is not None:
        message["params"] = params
    router.feed(encode(message))
    assert owner.events == [("request", 1, "m", None)]
    assert not router.incoming[1].cancelled and router.output.take_output() == b""


def test_malformed_envelope_is_not_a_cancel(core):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}))
    router.feed(encode({"jsonrpc": "2.0", "method": "_proxy/successor", "params": {"params": {"requestId": 1}}}))
    assert not router.incoming[1].cancelled
    assert owner.events[-1][0] == "notification"


def test_cancel_for_unknown_id_is_dispatched_but_changes_nothing(core):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 5}}))
    assert owner.events == [("notification", "$/cancel_request", {"requestId": 5})]
    assert router.output.take_output() == b""


def test_a_request_named_cancel_request_is_a_request(core):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "$/cancel_request", "params": {"requestId": 1}}))
    assert owner.events == [("request", 1, "$/cancel_request", {"requestId": 1})]
    assert not router.incoming[1].cancelled


def test_is_cancel_notification_peels_envelopes(core):
    f = core.module.is_cancel_notification
    assert f("$/cancel_request", {"requestId": 1})
    assert f("_proxy/successor", {"method": "$/cancel_request", "params": {"requestId": 1}})
    assert f("proxy/successor", {"method": "_proxy/successor", "params": {"method": "$/cancel_request"}})
    assert not f("_proxy/successor", {"params": {}})
    assert not f("_proxy/successor", None)
    assert not f("session/cancel", {})


def test_valid_id(core):
    v = core.module.valid_id
    assert v(0) and v(-(2**63)) and v(2**63 - 1) and v("") and v(None)
    assert not v(True) and not v(False) and not v(1.0) and not v(2**63) and not v([]) and not v({})


def test_str_subclass_methods_are_sent_as_plain_strings(core):
    import enum

    class Method(str, enum.Enum):  # noqa: UP042 (the mixin form on purpose: its str() is not its value)
        PROMPT = "session/prompt"

    router, _owner = make_router(core.module)
    router.send_request(Method.PROMPT, None)
    router.send_notification(Method.PROMPT, None)
    assert [m["method"] for m in lines(router.output.take_output())] == ["session/prompt", "session/prompt"]
    for bad in (123, None, b"m"):
        with pytest.raises(TypeError):
            router.send_request(bad, None)
        with pytest.raises(TypeError):
            router.send_notification(bad, None)


def test_envelope_with_a_non_string_inner_method_is_an_ordinary_notification(core):
    router, owner = make_router(core.module)
    params = {"method": ["x"], "params": {"requestId": 1}}
    router.feed(encode({"jsonrpc": "2.0", "method": "_proxy/successor", "params": params}))
    assert owner.events == [("notification", "_proxy/successor", params)]


def test_respond_and_respond_error_say_whether_they_answered(core):
    from acp_fast.errors import RequestError

    router, _ = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}) + encode({"jsonrpc": "2.0", "id": 2, "method": "m"}))
    first, second = router.incoming[1], router.incoming[2]
    assert router.respond_error(first, RequestError.internal_error()) is True
    assert router.respond_error(first, RequestError.internal_error()) is False
    assert router.respond(first, 1) is False
    assert router.respond(second, 2) is True
    assert router.respond_error(second, RequestError.internal_error()) is False


# ------------------------------------------------------------------------------- messages of one read


def _request(request_id: int) -> bytes:
    return encode({"jsonrpc": "2.0", "id": request_id, "method": "m"})[:-1]  # a message transport's frame


def test_the_messages_of_one_read_are_output_together(core):
    router, owner = make_router(core.module, answer=True)
    router.feed_messages(_request(n) for n in range(3))
    assert owner.flushes == 1
    assert [answer["id"] for answer in lines(router.output.take_output())] == [0, 1, 2]


def test_feeding_messages_stops_once_a_message_closed_the_router(core):
    router, owner = make_router(core.module)
    read_on = []

    def frames():
        yield _request(0)
        router.close()  # what a message's handler may bring about
        yield _request(1)
        read_on.append(True)

    router.feed_messages(frames())
    assert owner.events == [("request", 0, "m", None)]
    assert read_on == []  # the transport was not asked for the next frame


class WritingOwner(RecordingOwner):
    """Takes the output at every `output_ready()`, as a connection writes it: `writes` holds the messages of each."""

    def __init__(self) -> None:
        super().__init__(answer=True)
        self.writes: list[int] = []

    def output_ready(self) -> None:
        super().output_ready()
        self.writes.append(len(lines(self.router.output.take_output())))


def writing_router(core) -> tuple[Any, WritingOwner]:
    owner = WritingOwner()
    router = core.module.Router(owner)
    owner.router = router
    return router, owner


@pytest.mark.parametrize(
    ("burst", "every"), [(0, 16), (1, 1), (7, 1), (8, 2), (16, 4), (40, 10), (63, 15), (64, 16), (5000, 16)]
)
def test_outside_a_read_few_requests_in_flight_are_written_one_by_one_and_many_in_parts(burst, every):
    assert flush_every(burst) == every


@pytest.mark.parametrize(("requests", "writes"), [(3, [1, 1, 1]), (16, [4] * 4), (40, [10] * 4), (100, [16] * 6 + [4])])
def test_the_answers_to_a_read_are_written_as_its_lines_say_and_at_its_end(core, requests, writes):
    router, owner = writing_router(core)
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": n, "method": "m"}) for n in range(requests)))
    assert owner.writes == writes


@pytest.mark.parametrize(("requests", "writes"), [(3, [3]), (16, [16]), (100, [16] * 6 + [4])])
def test_on_a_connection_with_routes_the_answers_to_a_read_are_written_every_flush_every(core, requests, writes):
    router, owner = writing_router(core)
    router.route_requests(lambda method, params: None)  # a forwarding hop's connection (this route declines)
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": n, "method": "m"}) for n in range(requests)))
    assert owner.writes == writes


def test_the_lines_a_read_completes_count_a_line_begun_in_the_read_before(core):
    router, owner = writing_router(core)
    data = b"".join(encode({"jsonrpc": "2.0", "id": n, "method": "m"}) for n in range(9))
    router.feed(data[:10])  # the first line, begun
    router.feed(data[10:])  # completes it and 8 more: 9 lines, so in parts of 2
    assert owner.writes == [2, 2, 2, 2, 1]


def test_requests_sent_outside_a_read_are_written_as_the_requests_in_flight_say(core):
    router, owner = writing_router(core)
    for _ in range(7):  # up to 7 in flight: each written at once
        router.publish(router.new_request("m"), None)
    assert (owner.writes, owner.wakeups) == ([1] * 7, 0)
    for _ in range(9):  # 8 to 16 in flight: in pairs, then threes; the rest waits for the end of the loop turn
        router.publish(router.new_request("m"), None)
    # Each part begun asks the owner for an end-of-turn write (the connection schedules one per loop turn).
    assert (owner.writes[7:], len(lines(router.output.take_output())), owner.wakeups) == ([2, 2, 3], 2, 4)
    router.outgoing.clear()
    owner.writes.clear()
    owner.wakeups = 0
    for _ in range(3):  # nothing in flight (notifications): once per loop turn
        router.send_notification("n", None)
    assert (owner.writes, owner.wakeups) == ([], 1)


def test_after_a_read_requests_are_written_as_the_requests_in_flight_when_it_began_say(core):
    # A client's tasks send again right after a read settled some of its requests: counting only those still in
    # flight would cut the new burst small (40 answers read of 64: parts of 7, 10 and 13 instead of 16).
    router, owner = writing_router(core)
    for _ in range(64):
        router.publish(router.new_request("m"), None)
    router.output.take_output()
    owner.writes.clear()
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": n, "result": None}) for n in range(40)))
    assert len(router.outgoing) == 24
    for _ in range(40):
        router.publish(router.new_request("m"), None)
    assert (owner.writes, len(lines(router.output.take_output()))) == ([16, 16], 8)
