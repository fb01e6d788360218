"""Differential: the compiled router and its pure twin give identical outputs on the same random inputs.

The inputs mix valid and invalid messages, batches, garbage, integers beyond 64 bits, lines the decoders cannot
take (lone surrogates, numbers beyond a double, deep nesting), lines of other whitespace, and lines over the limit;
the routers run with and without a cap on pending requests and with a small input budget, decoding and scanning.
What is compared: the owner's events and refusals, every output, the id tables, what is held and the trace records
(but for their times).
"""

from __future__ import annotations

import gc
import itertools
from typing import Any

import pytest
from cores import load_core
from hypothesis import given, settings
from hypothesis import strategies as st
from router_owner import encode, lines, make_router

ids = st.one_of(
    st.integers(-3, 3),
    st.text(max_size=2),
    st.none(),
    st.booleans(),
    st.floats(allow_nan=False, width=16),
    st.sampled_from([2**63, -(2**63) - 1, 2**64, 10**25]),
)
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 2), st.text(max_size=3), st.sampled_from([2**64, -(2**70), 10**30])
)
values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=2), st.dictionaries(st.text(max_size=2), inner, max_size=2)),
    max_leaves=4,
)
methods = st.sampled_from(["m", "$/cancel_request", "_proxy/successor", "proxy/successor", "", 3])

# Values the decoders cannot take, or orjson alone would not keep exact, spliced into a message as raw JSON.
RAW_VALUES = [
    b'"\\ud800"',
    b'"\\udc00x"',
    b"1e999",
    b"-1E400",
    b"[" * 1100 + b"]" * 1100,
    b"1" * 400,
    b"7" * 5000,
    b"-" + b"9" * 19,
]
# Lines that are not JSON or only look blank.
ODD_LINES = [b"\n", b"\r\n", b"\xff\n", b"{\n", b"\x0b\n", b"\x0c\n", b" \t\r\n", b"\t\x0b\r\n"]


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
                st.one_of(
                    values,
                    st.fixed_dictionaries({"requestId": ids}),
                    st.fixed_dictionaries({"method": methods, "params": st.fixed_dictionaries({"requestId": ids})}),
                )
            )
        elif key == "error":
            message[key] = draw(
                st.one_of(values, st.fixed_dictionaries({"code": st.integers(-3, 3), "message": st.text(max_size=2)}))
            )
        else:
            message[key] = draw(values)
    return message


@st.composite
def spliced(draw: st.DrawFn) -> bytes:
    """A message with a raw value added as its last member (or as its params), and maybe padded past a limit."""
    line = encode(draw(messages()))[:-2]
    key = draw(st.sampled_from([b"params", b"result", b"x"]))
    member = b'"%b":%b' % (key, draw(st.sampled_from(RAW_VALUES)))
    if draw(st.booleans()):
        member += b',"pad":"' + b"p" * draw(st.integers(0, 5000)) + b'"'
    return line + (b"," if len(line) > 1 else b"") + member + b"}\n"


@st.composite
def inputs(draw: st.DrawFn) -> list[bytes]:
    parts = draw(
        st.lists(
            st.one_of(
                messages().map(encode),
                st.lists(messages(), max_size=3).map(encode),
                values.map(encode),
                spliced(),
                st.binary(max_size=12),
                st.sampled_from(ODD_LINES),
            ),
            max_size=12,
        )
    )
    stream = b"".join(parts)
    cuts = sorted(draw(st.lists(st.integers(0, len(stream)), max_size=6)))
    bounds = [0, *cuts, len(stream)]
    return [stream[a:b] for a, b in itertools.pairwise(bounds)]


def run(module: Any, chunks: list[bytes], options: dict[str, Any], messages: bool = False) -> tuple[Any, ...]:
    saved = module.input_budget()
    module.set_input_budget(module.input_buffered() + options["budget"] if options["budget"] else 0)
    try:
        router, owner = make_router(module, answer=options["answer"], max_message_size=options["limit"])
        router.raw_params = options["raw"]  # a routing connection's: the compiled core scans lines instead
        router.max_pending_incoming = options["pending"]
        if options["trace"] is not None:
            router.recorder.trace = bytearray()
            router.recorder.trace_payloads = options["trace"]
        for request_id in range(3):  # three requests of ours in flight, so that responses have targets
            router.send_request("out", [request_id])
        router.output.take_output()
        outputs = []
        for chunk in chunks:
            if messages:
                router.feed_message(chunk)
            else:
                router.feed(chunk)
            outputs.append(router.output.take_output())
        router.feed_eof()
        outputs.append(router.output.take_output())
        settled = [(slot.id, slot.settled, slot.is_error, repr(slot.value)) for slot in router.outgoing.values()]
        incoming = sorted((repr(k), s.method, s.cancelled) for k, s in router.incoming.items())
        events = [tuple(x.decode() if type(x) is module.RawJSON else x for x in event) for event in owner.events]
        buffered = router.buffered
        trace = router.recorder.trace
        traced = [_timeless(record) for record in lines(bytes(trace))] if trace is not None else None
        router.close()  # its share of the budget back, now (the next run's must not come back in the middle)
        # The reasons only: an excerpt of a message is encoded again, the compiled core's keeps raw params as sent.
        refused = [reason for reason, _ in owner.refused]
        return events, refused, outputs, settled, incoming, buffered, module.input_buffered(), traced
    finally:
        module.set_input_budget(saved)


def _timeless(record: dict[str, Any]) -> dict[str, Any]:
    # When a record was made, and the latency of an answer, are the clock's: what the record says is compared.
    assert type(record.pop("t")) is float and type(record.pop("latency", 0.0)) is float
    return record


@pytest.fixture(scope="module")
def both():
    gc.collect()  # routers other tests dropped give their share of the budget back before the runs, not during one
    return load_core("compiled").module, load_core("pure").module


options = st.fixed_dictionaries(
    {
        "answer": st.booleans(),
        "limit": st.sampled_from([64, 1024 * 1024]),
        "raw": st.booleans(),
        "pending": st.sampled_from([0, 0, 1, 2]),
        "budget": st.sampled_from([0, 0, 40, 200]),
        "trace": st.sampled_from([None, 0, 8, 4096]),  # no trace; records only; payloads cut at 8 B, at 4 KiB
    }
)


@settings(max_examples=400, deadline=None)
@given(chunks=inputs(), options=options)
def test_compiled_and_pure_agree(both, chunks, options):
    compiled, pure = both
    assert run(compiled, chunks, options) == run(pure, chunks, options)


@settings(max_examples=200, deadline=None)
@given(
    frames=st.lists(
        st.one_of(
            messages().map(encode),
            spliced(),
            messages().map(lambda m: encode(m).replace(b",", b",\n ").replace(b"\\n", b"\n")),  # JSON whitespace
            st.binary(max_size=12),
            st.sampled_from(ODD_LINES),
        ),
        max_size=8,
    ),
    options=options,
)
def test_compiled_and_pure_agree_on_messages(both, frames, options):
    compiled, pure = both
    assert run(compiled, frames, options, messages=True) == run(pure, frames, options, messages=True)
