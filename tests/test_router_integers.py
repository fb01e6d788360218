"""Integers of any size arrive exactly as sent, and are sent exactly (docs/connection.md, "Wire format and bad
input"): orjson alone would make a float of an integer beyond 64 bits (or refuse it, beyond a double) and refuses
to encode one. On the router alone, both cores, decoding and scanning (a routing connection) alike."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cores import load_core
from hypothesis import given, settings
from hypothesis import strategies as st
from router_owner import encode, lines, make_router

from acp_fast.errors import RequestError

BIG = [2**64, 2**64 - 1, -(2**63) - 1, -(2**63), 10**30 + 1, -(10**40) - 7, int("9" * 400), -int("1" * 4000)]
PAYLOAD = {"n": BIG, "nested": [{"deep": [2**70 + 1]}], "s": "12345678901234567890123", "f": 1.5e300}


@pytest.fixture(scope="module")
def both_cores():
    return load_core("compiled").module, load_core("pure").module


def decoded(value: Any, module: Any) -> Any:
    return value.decode() if type(value) is module.RawJSON else value


def exactly(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode()


@pytest.mark.parametrize("raw", [False, True], ids=["decoding", "scanning"])
def test_integers_of_any_size_reach_handlers_exactly(core, raw):
    router, owner = make_router(core.module)
    router.raw_params = raw
    router.feed(b'{"jsonrpc":"2.0","id":1,"method":"m","params":%b}\n' % exactly(PAYLOAD))
    router.feed(b'{"jsonrpc":"2.0","method":"n","params":%b}\n' % exactly(PAYLOAD))
    router.feed_message(b'{"jsonrpc":"2.0", "id":2, "method":"m",\n"params":%b}' % exactly(PAYLOAD))
    router.feed(b'[{"jsonrpc":"2.0","id":3,"method":"m","params":%b}]\n' % exactly(PAYLOAD))
    events = [(e[0], decoded(e[-1], core.module)) for e in owner.events]
    assert events == [("request", PAYLOAD), ("notification", PAYLOAD), ("request", PAYLOAD), ("request", PAYLOAD)]
    assert all(type(n) is int for n in events[0][1]["n"])


@pytest.mark.parametrize("raw", [False, True], ids=["decoding", "scanning"])
def test_results_and_error_data_of_any_size_settle_exactly(core, raw):
    router, _owner = make_router(core.module)
    router.raw_params = raw
    ok, top, failed = (router.send_request("m", None) for _ in range(3))
    router.output.take_output()
    router.feed(b'{"jsonrpc":"2.0","id":0,"result":%b}\n' % exactly(PAYLOAD))
    router.feed(b'{"jsonrpc":"2.0","id":1,"result":%d}\n' % -(10**25))
    error = {"code": 12345678901234567890123, "message": "big", "data": PAYLOAD}
    router.feed(b'{"jsonrpc":"2.0","id":2,"error":%b}\n' % exactly(error))
    assert ok.value == PAYLOAD and top.value == -(10**25) and type(top.value) is int
    assert (failed.value.code, failed.value.message, failed.value.data) == (error["code"], "big", PAYLOAD)


def test_integers_of_any_size_are_sent_exactly(core):
    router, _owner = make_router(core.module)
    router.send_request("m", PAYLOAD)
    router.send_notification("n", [2**100])
    router.feed(encode({"jsonrpc": "2.0", "id": "r", "method": "m"}))
    router.respond(router.incoming["r"], PAYLOAD)
    router.feed(encode({"jsonrpc": "2.0", "id": "e", "method": "m"}))
    router.respond_error(router.incoming["e"], RequestError.invalid_params(PAYLOAD))
    router.register_request("sync", lambda params: 2**65)
    router.feed(encode({"jsonrpc": "2.0", "id": "s", "method": "sync"}))
    router.feed(encode([{"jsonrpc": "2.0", "id": "b", "method": "m"}]))
    router.respond(router.incoming["b"], -(2**80))
    out = router.output.take_output()
    assert [json.loads(line) for line in out.splitlines()] == [
        {"jsonrpc": "2.0", "id": 0, "method": "m", "params": PAYLOAD},
        {"jsonrpc": "2.0", "method": "n", "params": [2**100]},
        {"jsonrpc": "2.0", "id": "r", "result": PAYLOAD},
        {"jsonrpc": "2.0", "id": "e", "error": {"code": -32602, "message": "Invalid params", "data": PAYLOAD}},
        {"jsonrpc": "2.0", "id": "s", "result": 2**65},
        [{"jsonrpc": "2.0", "id": "b", "result": -(2**80)}],
    ]


def test_what_orjson_cannot_encode_still_fails_as_before(core):
    router, _owner = make_router(core.module)
    with pytest.raises(TypeError):
        router.send_request("m", {"big": 2**70, "x": object()})
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}))
    router.respond(router.incoming[1], {"big": 2**70, "x": object()})
    (answer,) = lines(router.output.take_output())
    assert answer["error"]["data"] == {"method": "m", "reason": "result_not_serialisable"}


def test_a_route_gets_and_forwards_integers_of_any_size_exactly(core):
    seen = []
    up, _ = make_router(core.module)
    down, _ = make_router(core.module)

    def route(method, params):
        seen.append(params)
        return down, method, params

    up.route_requests(route)
    up.feed(b'{"jsonrpc":"2.0","id":"c","method":"m","params":%b}\n' % exactly(PAYLOAD))
    assert seen[0].decode() == PAYLOAD and json.loads(seen[0].data) == PAYLOAD
    (forwarded,) = [json.loads(line) for line in down.output.take_output().splitlines()]
    assert forwarded["params"] == PAYLOAD
    down.feed(b'{"jsonrpc":"2.0","id":0,"result":%b}\n' % exactly(PAYLOAD))
    assert [json.loads(line) for line in up.output.take_output().splitlines()] == [
        {"jsonrpc": "2.0", "id": "c", "result": PAYLOAD}
    ]


def test_digit_runs_that_are_not_big_integers_change_nothing(core):
    router, owner = make_router(core.module)
    params = {"s": "-1234567890123456789012345", "f": 0.12345678901234567890123, "e": 12345678901234567890e-5}
    line = (
        b'{"jsonrpc":"2.0","method":"n","params":{"s":"-1234567890123456789012345",'
        b'"f":0.12345678901234567890123,"e":12345678901234567890e-5,"i":1234567890123456789}}\n'
    )
    router.feed(line)
    assert owner.events == [("notification", "n", {**params, "i": 1234567890123456789})]


@settings(max_examples=200, deadline=None)
@given(
    value=st.recursive(
        st.one_of(
            st.integers(),
            st.integers(-(2**200), 2**200),
            st.text(max_size=4),
            st.floats(allow_nan=False, allow_infinity=False),
        ),
        lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=3), inner, max_size=3)),
        max_leaves=8,
    ),
    raw=st.booleans(),
)
def test_any_value_round_trips_exactly(both_cores, value, raw):
    text = exactly(value)
    for module in both_cores:
        router, owner = make_router(module, answer=True)
        router.raw_params = raw
        router.feed(b'{"jsonrpc":"2.0","id":1,"method":"m","params":{"v":%b}}\n' % text)
        assert decoded(owner.events[0][3], module) == {"v": json.loads(text)}
        assert json.loads(router.output.take_output()) == {"jsonrpc": "2.0", "id": 1, "result": {"v": json.loads(text)}}


def test_values_too_deep_or_cyclic_still_fail_as_orjson_says(core):
    deep: list[Any] = []
    inner = deep
    for _ in range(100_000):  # far deeper than orjson (254) or Python's recursion goes
        inner.append([])
        inner = inner[0]
    cyclic: dict[str, Any] = {}
    cyclic["self"] = cyclic
    router, _ = make_router(core.module)
    for value in (deep, cyclic, {"big": 2**70, "deep": deep}):
        with pytest.raises(TypeError):
            router.send_request("m", value)
    assert router.outgoing == {} and router.output.take_output() == b""
