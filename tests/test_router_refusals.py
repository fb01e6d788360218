"""Refused input on the router alone: what is answered, with which code, data and id (docs/connection.md, "Wire
format and bad input"), and what the owner hears (`message_refused`).

- A line refused whole (over `max_message_size`, over the process's input budget, JSON the decoders cannot take)
  is answered with its own id whenever its head shows a request with a valid id; a response to a pending request
  settles it with `RequestError.response_refused`; anything else gets id null.
- A malformed `$/cancel_request` (plain or wrapped) is a notification: never answered.
- Only a line of JSON whitespace is blank; any other byte (`\\v`, `\\f`) makes it not JSON.
- `max_pending_incoming` caps the peer's pending requests; the input budget caps the unfinished lines of all
  routers together.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from router_owner import ROUTER_NAME, encode, lines, make_router

from acp_fast._protocol import HEAD_SIZE
from acp_fast.errors import RequestError

PARSE_ERROR = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}
INVALID = {"jsonrpc": "2.0", "id": None, "error": {"code": -32600, "message": "Invalid request"}}


def too_large(request_id: Any, limit: int, reason: str = "message_too_large") -> dict[str, Any]:
    data = {"reason": reason, "limit": limit, "connection": ROUTER_NAME}
    error = {"code": -32600, "message": "Invalid request", "data": data}
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


def unsupported(request_id: Any, reason: str) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "error": {"code": -32700, "message": "Parse error", "data": {"reason": reason, "connection": ROUTER_NAME}},
    }


def padded(head: bytes, size: int = 300) -> bytes:
    """A line that starts with `head` (an object left open) and is padded to `size` bytes with a string member."""
    pad = b'"pad":"' + b"x" * size + b'"}'
    return head + (b"," if not head.endswith(b"{") else b"") + pad + b"\n"


# ------------------------------------------------------------------------------------------ oversize lines


def feed_in(router: Any, line: bytes, how: str) -> None:
    """Feed one line whole, in small chunks (over the limit while held), or as a tail then its rest."""
    if how == "whole":
        router.feed(line)
    elif how == "chunks":
        for start in range(0, len(line), 40):
            router.feed(line[start : start + 40])
    else:  # the line's start ends a chunk that holds a complete line before it
        router.feed(b'{"jsonrpc":"2.0","method":"before"}\n' + line[:-60])
        router.feed(line[-60:])


@pytest.mark.parametrize("how", ["whole", "chunks", "tail"])
@pytest.mark.parametrize("request_id", [7, -(2**63), 's"x\\', "", None], ids=repr)
def test_an_oversize_request_is_answered_with_its_own_id(core, how, request_id):
    router, owner = make_router(core.module, max_message_size=100)
    head = b'{"jsonrpc":"2.0","id":%b,"method":"big","params":{' % orjson.dumps(request_id)
    feed_in(router, padded(head), how)
    router.feed(encode({"jsonrpc": "2.0", "method": "after"}))
    assert lines(router.output.take_output()) == [too_large(request_id, 100)]
    assert [e[1] for e in owner.events if e[0] == "notification"][-1] == "after"
    reason, excerpt = owner.refused[0]
    assert reason == "message_too_large" and padded(head).startswith(excerpt) and len(excerpt) >= 100
    assert router.incoming == {} and router.buffered == 0


@pytest.mark.parametrize(
    "head",
    [
        b'{"jsonrpc":"2.0","method":"big","params":{',  # a notification: no id to answer with
        b'{"jsonrpc":"2.0","method":"big","id":1.5,"params":{',  # an invalid id
        b'{"jsonrpc":"2.0","method":"big","id":true,"params":{',
        b'{"jsonrpc":"2.0","method":"big","id":{"a":1},"params":{',
        b'{"jsonrpc":"2.0","method":"big","id":18446744073709551615,"params":{',  # beyond int64
        b'{"jsonrpc":"2.0","id":1,"params":{',  # no method: not a request, and no pending request of ours
        b'[{"jsonrpc":"2.0","id":1,"method":"big","params":{',  # a batch: no one id
        b'{"jsonrpc":"2.0","id":1,"id":"\\ud800","method":"big","params":{',  # the last id is not a valid one
        b'{"jsonrpc":"2.0","params":{',  # the id (if any) beyond the head
    ],
    ids=lambda head: head.decode(),
)
def test_an_oversize_line_without_a_readable_request_id_is_answered_with_id_null(core, head):
    router, owner = make_router(core.module, max_message_size=100)
    router.feed(padded(head, HEAD_SIZE + 100)[:-2] + b'},"id":2,"method":"m"}\n')
    assert lines(router.output.take_output()) == [too_large(None, 100)]
    assert owner.events == [] and router.incoming == {}


def test_the_head_is_read_up_to_its_size_and_no_further(core):
    fill = b'"fill":"' + b"f" * (HEAD_SIZE - 60) + b'",'
    for extra, expected in ((0, 3), (200, None)):  # the id within the head, or cut off by its end
        router, _owner = make_router(core.module, max_message_size=100)
        line = b'{"jsonrpc":"2.0",' + fill + b'"pad":"' + b"p" * extra + b'","id":3,"method":"m"}\n'
        router.feed(line)
        assert lines(router.output.take_output()) == [too_large(expected, 100)], extra


@pytest.mark.parametrize(
    "head",
    [
        b'{"jsonrpc":"2.0","id":0,"result":{',
        b'{"id":0,"jsonrpc":"2.0","error":{"code":1,"message":"x","data":{',
        b'{ "result" : { "nested": [1, {"a": "}"}], "more": {',  # the id comes after the head
    ],
    ids=lambda head: head.decode(),
)
def test_an_oversize_response_settles_its_pending_request_with_a_local_error(core, head):
    router, owner = make_router(core.module, max_message_size=100)
    slot = router.send_request("ask", None)
    router.output.take_output()
    line = padded(head)
    if b'"id"' not in head:
        line = head + b'"pad":"' + b"x" * (HEAD_SIZE + 10) + b'"}},"id":0}\n'
    router.feed(line)
    if b'"id"' not in head:  # unreadable: answered with id null, the request still pending
        assert lines(router.output.take_output()) == [too_large(None, 100)]
        assert router.outgoing == {0: slot}
        return
    assert router.output.take_output() == b"", "a response is never answered"
    assert slot.settled and slot.is_error and router.outgoing == {}
    assert slot.value == RequestError.response_refused("ask", "response_too_large", 100, ROUTER_NAME)
    assert slot.value.data == {
        "reason": "response_too_large",
        "method": "ask",
        "limit": 100,
        "connection": ROUTER_NAME,
    }
    assert owner.refused == [("message_too_large", line[:128])]


def test_an_oversize_response_to_no_pending_request_is_answered_with_id_null(core):
    router, _owner = make_router(core.module, max_message_size=100)
    router.feed(padded(b'{"jsonrpc":"2.0","id":41,"result":{'))
    assert lines(router.output.take_output()) == [too_large(None, 100)]


def test_an_oversize_response_of_a_forwarded_request_answers_upstream(core):
    up, _ = make_router(core.module)
    down, _ = make_router(core.module, max_message_size=100, name="down")
    up.route_requests(lambda method, params: (down, method, params))
    up.feed(encode({"jsonrpc": "2.0", "id": "client", "method": "m", "params": {}}))
    (forwarded,) = lines(down.output.take_output())
    down.feed(padded(b'{"jsonrpc":"2.0","id":%d,"result":{' % forwarded["id"]))
    assert lines(up.output.take_output()) == [
        {
            "jsonrpc": "2.0",
            "id": "client",
            "error": {
                "code": -32603,
                "message": "Response refused",
                "data": {"reason": "response_too_large", "method": "m", "limit": 100, "connection": "down"},
            },
        }
    ]


def test_a_request_wrapped_over_the_limit_by_a_proxy_is_answered_back_up_the_chain(core):
    """A request a few bytes under the limit, wrapped in `_proxy/successor` by a proxy, is over it at the next hop:
    that hop answers with the proxy's id, and the answer travels back to the client with the client's id."""
    client_line = encode({"jsonrpc": "2.0", "id": 12, "method": "session/prompt", "params": {"p": "x" * 400}})
    limit = len(client_line) + 10
    proxy, _ = make_router(core.module, max_message_size=limit)
    successor, _ = make_router(core.module, max_message_size=limit)
    agent, agent_owner = make_router(core.module, max_message_size=limit)
    proxy.route_requests(
        lambda method, params: (successor, "_proxy/successor", core.module.wrap_envelope(method, params))
    )
    proxy.feed(client_line)
    agent.feed(successor.output.take_output())  # the wrapped request: over the limit here
    assert agent_owner.events == []
    successor.feed(agent.output.take_output())
    assert lines(proxy.output.take_output()) == [too_large(12, limit)]


def test_an_oversize_message_is_answered_with_its_id(core):
    router, _owner = make_router(core.module, max_message_size=100)
    router.feed_message(
        b'{\n "jsonrpc": "2.0",\n "id": "m1",\n "method": "big",\n "params": {"x": "' + b"y" * 200 + b'"}}'
    )
    assert lines(router.output.take_output()) == [too_large("m1", 100)]


# ---------------------------------------------------------------------------------- JSON the decoders cannot take

DEEP = b"[" * 1100 + b"]" * 1100


@pytest.mark.parametrize(
    ("params", "reason"),
    [
        (b'["\\ud800"]', "lone_surrogate"),
        (b'{"a": "x\\udc00y"}', "lone_surrogate"),
        (b'["\\ud83d\\u0041"]', "lone_surrogate"),
        (b"[1e999]", "number_out_of_range"),
        (b"[-1E400]", "number_out_of_range"),
        (b"[" + b"7" * 5000 + b"]", "number_out_of_range"),  # beyond Python's digit limit
        (b"[" + DEEP + b"]", "nesting_too_deep"),
    ],
    ids=lambda v: v if isinstance(v, str) else v[:20].decode(),
)
def test_json_the_decoders_cannot_take_is_answered_with_its_id(core, params, reason):
    router, owner = make_router(core.module)
    router.raw_params = False
    for raw in (False, True):  # the compiled core scans the lines of a routing connection: the same answers
        router.raw_params = raw
        router.feed(b'{"jsonrpc":"2.0","id":5,"method":"m","params":%b}\n' % params)
        router.feed(b'{"jsonrpc":"2.0","method":"n","params":%b}\n' % params)  # a notification: id null
        assert lines(router.output.take_output()) == [unsupported(5, reason), PARSE_ERROR]
        assert owner.events == [] and router.incoming == {}
    # The notification's reason is the decoders' when they were asked: its id did not matter, but a long integer
    # has the standard library decode it.
    judged = reason if b"7" * 20 in params else "parse_error"
    assert [r for r, _ in owner.refused] == [reason, judged] * 2


@pytest.mark.parametrize(
    ("result", "reason"),
    [(b'"\\udfff"', "lone_surrogate"), (b"1e999", "number_out_of_range"), (DEEP, "nesting_too_deep")],
)
def test_a_response_the_decoders_cannot_take_settles_its_request(core, result, reason):
    router, _owner = make_router(core.module)
    slot = router.send_request("ask", None)
    router.output.take_output()
    router.feed(b'{"jsonrpc":"2.0","id":0,"result":%b}\n' % result)
    assert router.output.take_output() == b"" and slot.settled and slot.is_error
    assert slot.value == RequestError.response_refused("ask", reason, None, ROUTER_NAME)
    assert slot.value.data == {"reason": reason, "method": "ask", "connection": ROUTER_NAME}


@pytest.mark.parametrize(
    "line",
    [
        b'{"jsonrpc":"2.0","id":1,"method":',
        b'{"jsonrpc":"2.0","id":1,"method":"m","params":[1,]}',
        b'{"jsonrpc":"2.0","id":1,"method":"m","params":[NaN]}',
        b'{"jsonrpc":"2.0","id":1,"method":"m","params":["\x01"]}',
        b'{"jsonrpc":"2.0","id":1,"method":"m","params":["\xff"]}',
        b'{"jsonrpc":"2.0","id":1,"method":"m"}}',
        b'{"jsonrpc":"2.0","id":1,"method":"m","params":["\\ud800"]} x',  # JSON, then more: not JSON
    ],
    ids=repr,
)
def test_invalid_json_is_answered_with_id_null_even_when_its_id_can_be_read(core, line):
    """Not JSON at all: `-32700` with id null, as JSON-RPC says (the id of a line that does not parse is unknown)."""
    router, owner = make_router(core.module)
    router.feed(line + b"\n")
    assert lines(router.output.take_output()) == [PARSE_ERROR]
    assert owner.refused == [("parse_error", line[:128])]


def test_a_message_with_newlines_the_decoders_cannot_take_is_answered_with_its_id(core):
    router, _owner = make_router(core.module)
    router.feed_message(b'{\n  "jsonrpc": "2.0",\r\n  "id": 8,\n  "method": "m",\n  "params": ["\\ud800"]\n}')
    router.feed_message(b'{"jsonrpc": "2.0", "id": 9, "method": "m", "params": {"s": "x\ny"}}')  # raw LF in a string
    router.feed_message(b"  \n\t\r\n ")  # only whitespace: nothing
    assert lines(router.output.take_output()) == [unsupported(8, "lone_surrogate"), PARSE_ERROR]


# ------------------------------------------------------------------------------------------ blank lines


@pytest.mark.parametrize("line", [b"\x0b", b"\x0c", b" \x0b ", b"\t\x0c\r", b"\x1c", b"\xc2\xa0"], ids=repr)
def test_a_line_of_other_whitespace_is_not_json(core, line):
    router, owner = make_router(core.module)
    router.feed(line + b"\n" + b" \t \r\n" + encode({"jsonrpc": "2.0", "method": "after"}))
    assert lines(router.output.take_output()) == [PARSE_ERROR]
    assert owner.events == [("notification", "after", None)]
    assert owner.refused == [("parse_error", line.rstrip(b"\r"))]


# ------------------------------------------------------------------------------------------ malformed cancels


def wrapped(inner: dict[str, Any], times: int) -> dict[str, Any]:
    for method in ["_proxy/successor", "proxy/successor"][:times]:
        inner = {
            "jsonrpc": "2.0",
            "method": method,
            "params": {"method": inner["method"], **({"params": inner["params"]} if "params" in inner else {})},
        }
    return inner


@pytest.mark.parametrize("times", [0, 1, 2], ids=["plain", "wrapped", "wrapped-twice"])
@pytest.mark.parametrize("params", ["x", 5, True, 1.5, [1], None, {"requestId": True}], ids=repr)
def test_a_malformed_cancel_is_never_answered(core, params, times):
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}))
    cancel = wrapped({"jsonrpc": "2.0", "method": "$/cancel_request", "params": params}, times)
    router.feed(encode(cancel))
    router.feed(encode([cancel, cancel]))  # in a batch too
    assert router.output.take_output() == b""
    assert owner.events == [("request", 1, "m", None)] and not router.incoming[1].cancelled
    assert [reason for reason, _ in owner.refused] == ["malformed_cancel"] * 3


@pytest.mark.parametrize(
    "message",
    [
        {"method": "$/cancel_request", "params": {"requestId": 1}},  # no "jsonrpc"
        {"jsonrpc": "1.0", "method": "$/cancel_request", "params": {"requestId": 1}},
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": 1}, "result": 1},
    ],
    ids=repr,
)
def test_a_cancel_with_an_invalid_envelope_is_an_invalid_request_and_cancels_nothing(core, message):
    """An invalid envelope is an invalid request whatever its method: answered -32600 with id null, as the same
    defect on any other notification is; only the params of a well-formed cancel are ignored when malformed."""
    router, owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}) + encode(message))
    assert lines(router.output.take_output()) == [INVALID] and not router.incoming[1].cancelled
    assert [reason for reason, _ in owner.refused] == ["invalid_request"]
    other = {**message, "method": "some/notification"}
    router.feed(encode(other))
    assert lines(router.output.take_output()) == [INVALID], "the same defect on another notification is answered alike"


def test_a_malformed_cancel_request_with_an_id_is_a_request_and_is_answered(core):
    router, _owner = make_router(core.module)
    router.feed(encode({"jsonrpc": "2.0", "id": 4, "method": "$/cancel_request", "params": "x"}))
    assert lines(router.output.take_output()) == [INVALID]


# ------------------------------------------------------------------------------------------ what the owner hears


def test_every_refusal_is_reported_to_the_owner(core):
    router, owner = make_router(core.module, max_message_size=200)
    router.send_request("ask", None)
    router.output.take_output()
    router.feed(
        b"not json\n"
        + encode(17)
        + b"[]\n"
        + encode([3])
        + encode({"jsonrpc": "2.0", "id": 1.5, "method": "m"})
        + encode({"jsonrpc": "2.0", "id": 0, "error": "boom"})
        + encode({"jsonrpc": "2.0", "id": 0, "result": 1, "error": {"code": 1, "message": "x"}})
        + encode({"jsonrpc": "2.0", "method": "$/cancel_request", "params": {}})
        + b'{"jsonrpc":"2.0","id":2,"method":"m","params":["\\ud800"]}\n'
        + encode({"jsonrpc": "2.0", "method": "m", "params": {"pad": "x" * 300}})
    )
    assert [reason for reason, _ in owner.refused] == [
        "parse_error",
        "invalid_request",
        "invalid_request",
        "invalid_request",
        "invalid_request",
        "invalid_response",
        "invalid_response",
        "malformed_cancel",
        "lone_surrogate",
        "message_too_large",
    ]
    assert owner.refused[0][1] == b"not json" and owner.refused[1][1] == b"17"
    assert all(type(excerpt) is bytes and len(excerpt) <= 128 for _, excerpt in owner.refused)


# ------------------------------------------------------------------------------------------ max_pending_incoming


def too_many(request_id: Any, limit: int) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "error": RequestError.too_many_pending(limit).to_dict()}


def test_a_request_over_max_pending_incoming_is_answered_at_once_with_its_id(core):
    router, owner = make_router(core.module)
    assert router.max_pending_incoming == 0  # no cap by default
    router.max_pending_incoming = 2
    router.register_request("sync", lambda params: "answered inside")
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": i, "method": "m"}) for i in (1, 2, 3, "four")))
    router.feed(encode({"jsonrpc": "2.0", "id": 5, "method": "sync"}))  # never pending, so never refused
    assert lines(router.output.take_output()) == [
        too_many(3, 2),
        too_many("four", 2),
        {"jsonrpc": "2.0", "id": 5, "result": "answered inside"},
    ]
    assert too_many(3, 2)["error"] == {
        "code": -32603,
        "message": "Too many pending requests",
        "data": {"reason": "too_many_pending", "limit": 2},
    }
    assert [e[1] for e in owner.events] == [1, 2] and set(router.incoming) == {1, 2}
    assert [reason for reason, _ in owner.refused] == ["too_many_pending"] * 2
    router.respond(router.incoming[1], None)
    router.output.take_output()
    router.feed(encode({"jsonrpc": "2.0", "id": 6, "method": "m"}))  # one answered: room for one more
    assert router.output.take_output() == b"" and set(router.incoming) == {2, 6}
    router.max_pending_incoming = 0
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": i, "method": "m"}) for i in range(10, 20)))
    assert router.output.take_output() == b"" and len(router.incoming) == 12


def test_batch_entries_over_max_pending_incoming_are_answered_in_the_batch(core):
    router, _owner = make_router(core.module)
    router.max_pending_incoming = 1
    router.feed(encode([{"jsonrpc": "2.0", "id": 1, "method": "m"}, {"jsonrpc": "2.0", "id": 2, "method": "m"}]))
    assert router.output.take_output() == b""
    router.respond(router.incoming[1], "one")
    assert lines(router.output.take_output()) == [[too_many(2, 1), {"jsonrpc": "2.0", "id": 1, "result": "one"}]]


# ------------------------------------------------------------------------------------------ the input budget


@pytest.fixture
def budget(core: Any) -> Iterator[Any]:
    """Sets the core's process-wide input budget to what is held now plus `n` (`budget(n)`), restored after."""
    module = core.module
    saved = module.input_budget()
    gc.collect()  # routers other tests dropped (owner and router refer to each other) give their share back

    def set_to(n: int) -> int:
        module.set_input_budget(module.input_buffered() + n)
        return module.input_budget()

    yield set_to
    module.set_input_budget(saved)


def test_two_routers_share_the_input_budget(core, budget):
    module = core.module
    a_start = b'{"jsonrpc":"2.0","id":"a","method":"m","params":[' + b"1," * 40
    b_start = b'{"jsonrpc":"2.0","id":"b","method":"m","params":['
    limit = budget(len(a_start) + len(b_start) - 1)  # room for one of them and a little
    held = module.input_buffered()
    a, a_owner = make_router(module)
    b, b_owner = make_router(module)
    a.feed(a_start)
    assert a.buffered == len(a_start) and module.input_buffered() == held + len(a_start)
    b.feed(b_start)  # would go over
    assert lines(b.output.take_output()) == [too_large("b", limit, "input_budget_exhausted")]
    assert b.buffered == 0 and module.input_buffered() == held + len(a_start)
    assert b_owner.refused == [("input_budget_exhausted", b_start)]
    b.feed(b'1]}\n{"jsonrpc":"2.0","method":"after"}\n')  # the refused line is skipped to its end
    assert b_owner.events == [("notification", "after", None)]
    a.feed(b"1]}\n")  # the held line completes: its bytes leave the budget
    assert a_owner.events == [("request", "a", "m", [1] * 41)] and module.input_buffered() == held
    b.feed(b_start)  # room again
    assert b.buffered == len(b_start) and b.output.take_output() == b""
    b.close()
    assert module.input_buffered() == held


def test_a_held_line_that_grows_over_the_budget_is_refused(core, budget):
    module = core.module
    limit = budget(100)
    held = module.input_buffered()
    router, owner = make_router(module)
    router.feed(b'{"jsonrpc":"2.0","id":9,"method":"m","params":"')  # 47 bytes
    router.feed(b"x" * 40)
    router.feed(b"x" * 40)  # over
    assert lines(router.output.take_output()) == [too_large(9, limit, "input_budget_exhausted")]
    assert router.buffered == 0 and module.input_buffered() == held
    router.feed(b'x"}\n')
    assert router.output.take_output() == b"" and owner.events == []


def test_the_budget_is_given_back_at_eof_close_and_when_the_router_goes(core, budget):
    module = core.module
    budget(1000)
    held = module.input_buffered()
    router, owner = make_router(module)
    router.feed(b'{"jsonrpc":"2.0","method":"last"}')
    assert module.input_buffered() == held + 33
    router.feed_eof()
    assert owner.events == [("notification", "last", None)] and module.input_buffered() == held
    router.feed(b'{"jsonrpc":"2.0",')
    router.close()
    assert module.input_buffered() == held
    router, owner = make_router(module)
    router.feed(b'{"jsonrpc":"2.0",')
    assert module.input_buffered() == held + 17
    del router, owner
    gc.collect()
    assert module.input_buffered() == held


def test_a_budget_of_zero_is_no_budget_and_the_budget_is_checked(core, budget):
    module = core.module
    module.set_input_budget(0)
    router, _owner = make_router(module)
    router.feed(b"[" * 10_000)
    assert router.buffered == 10_000 and router.output.take_output() == b""
    router.close()
    for bad in (-1, 1.5, "1", None):
        with pytest.raises(ValueError):
            module.set_input_budget(bad)
