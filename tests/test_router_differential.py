"""Differential: the compiled router and its pure twin give identical outputs on the same random inputs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from router_owner import encode, make_router

from cores import load_core

ids = st.one_of(st.integers(-3, 3), st.text(max_size=2), st.none(), st.booleans(), st.floats(allow_nan=False, width=16))
scalars = st.one_of(st.none(), st.booleans(), st.integers(-2, 2), st.text(max_size=3))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=2), st.dictionaries(st.text(max_size=2), inner, max_size=2)), max_leaves=4)
methods = st.sampled_from(["m", "$/cancel_request", "_proxy/successor", "proxy/successor", "", 3])


@st.composite
def messages(draw: st.DrawFn) -> object:
    fields = draw(
        st.dictionaries(
            st.sampled_from(["jsonrpc", "id", "method", "params", "result", "error"]),
            st.none(),
            max_size=6,
        )
    )
    message: dict[str, object] = {}
    for key in fields:
        if key == "jsonrpc":
            message[key] = draw(st.sampled_from(["2.0", "2.0", "1.0", None]))
        elif key == "id":
            message[key] = draw(ids)
        elif key == "method":
            message[key] = draw(methods)
        elif key == "params":
            message[key] = draw(
                st.one_of(values, st.fixed_dictionaries({"requestId": ids}), st.fixed_dictionaries({"method": methods, "params": st.fixed_dictionaries({"requestId": ids})}))
            )
        elif key == "error":
            message[key] = draw(st.one_of(values, st.fixed_dictionaries({"code": st.integers(-3, 3), "message": st.text(max_size=2)})))
        else:
            message[key] = draw(values)
    return message


@st.composite
def inputs(draw: st.DrawFn) -> list[bytes]:
    parts = draw(
        st.lists(
            st.one_of(
                messages().map(encode),
                st.lists(messages(), max_size=3).map(encode),
                values.map(encode),
                st.binary(max_size=12),
                st.sampled_from([b"\n", b"\r\n", b"\xff\n", b"{\n"]),
            ),
            max_size=12,
        )
    )
    stream = b"".join(parts)
    cuts = sorted(draw(st.lists(st.integers(0, len(stream)), max_size=6)))
    bounds = [0, *cuts, len(stream)]
    return [stream[a:b] for a, b in zip(bounds, bounds[1:])]


def run(module, chunks: list[bytes], answer: bool, limit: int, raw: bool):
    router, owner = make_router(module, answer=answer, max_message_size=limit)
    router.raw_params = raw  # a routing connection's: the compiled core scans lines instead of decoding them
    for request_id in range(3):  # three requests of ours in flight, so that responses have targets
        router.send_request("out", [request_id])
    router.take_output()
    outputs = []
    for chunk in chunks:
        router.feed(chunk)
        outputs.append(router.take_output())
    router.feed_eof()
    outputs.append(router.take_output())
    settled = [(slot.id, slot.settled, slot.is_error, repr(slot.result)) for slot in router.outgoing.values()]
    incoming = sorted((repr(k), s.method, s.cancelled) for k, s in router.incoming.items())
    events = [tuple(x.decode() if type(x) is module.RawJSON else x for x in event) for event in owner.events]
    return events, outputs, settled, incoming, router.buffered


@pytest.fixture(scope="module")
def both():
    return load_core("compiled").module, load_core("pure").module


@settings(max_examples=400, deadline=None)
@given(chunks=inputs(), answer=st.booleans(), limit=st.sampled_from([64, 1024 * 1024]), raw=st.booleans())
def test_compiled_and_pure_agree(both, chunks, answer, limit, raw):
    compiled, pure = both
    assert run(compiled, chunks, answer, limit, raw) == run(pure, chunks, answer, limit, raw)
