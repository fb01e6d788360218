"""`RawJSON` and forwarding without decoding (docs/proxies.md, "Forwarding without decoding").

A route receives params undecoded; what it passes on is written as received, and the answer comes back the same
way. The compiled core gets there by scanning lines instead of decoding them, so its scanner must accept exactly
the JSON orjson accepts: checked on random documents and random corruptions of them, against orjson itself.
Integers of any size are kept exact (docs/connection.md): `RawJSON` also takes JSON that orjson refuses only for an
integer beyond a double, and decodes every integer as the standard library's json does.
"""

from __future__ import annotations

import json

import orjson
import pytest
from cores import load_core
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from router_owner import make_router
from wire import cancel, cancelled, notification, request, result, wait_for, wire_pair

from acp_fast import _router

# Params the compiled scanner passes on as they are (spaces, escapes, UTF-8, an integer beyond 64 bits), and params
# it leaves to orjson (an escaped key, a surrogate pair, an exponent): both reach the agent as the same value.
VERBATIM = (
    b'{ "id" : 7 , "params" : {"text" : "caf\xc3\xa9 \\u00e9 \\"q\\" \\\\", "n": [ -0.0, 0.5,'
    b' 12345678901234567890123 ], "deep": [[[[{}]]]], "e": {}, "t": true, "f": false, "z": null} ,'
    b' "method" : "session/prompt" , "jsonrpc" : "2.0" }\n'
)
DECODED = b'{"jsonrpc":"2.0","id":9,"method":"session/prompt","params":{"t\\u00e9xt":"\\ud83d\\ude00","n":[1e300]}}\n'


# ------------------------------------------------------------------------------------------ the value type


def test_rawjson_validates_strips_and_decodes(core):
    RawJSON = core.module.RawJSON
    raw = RawJSON(b' \t{"a": [1, 2], "b": "x"}\r\n')
    assert raw.data == b'{"a": [1, 2], "b": "x"}'
    assert raw.decode() == {"a": [1, 2], "b": "x"}
    members = raw.members()
    assert members["b"] == "x" and type(members["a"]) is RawJSON and members["a"].decode() == [1, 2]
    assert RawJSON(bytearray(b"[1]")) == RawJSON(b"[1]") and hash(RawJSON(b"[1]")) == hash(RawJSON(b"[1]"))
    assert repr(RawJSON(b"[1]")) == "RawJSON(b'[1]')"
    with pytest.raises(TypeError):
        RawJSON(b"[1, 2]").members()
    for not_bytes in ("[1]", 5, None):
        with pytest.raises(TypeError):
            RawJSON(not_bytes)


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b" ",
        b"{",
        b"[1,]",
        b'{"a":1,}',
        b'"\\ud800"',
        b'"\\udc00"',
        b"1e400",
        b"\xff",
        b'"\xed\xa0\x80"',
        b"01",
        b"1.",
        b"-",
        b"{} x",
        b"\xef\xbb\xbf{}",
        b'"\x01"',
        b'"\\x"',
        b"NaN",
        b"[" * 1025 + b"]" * 1025,
        b"tru",
    ],
)
def test_rawjson_refuses_what_orjson_refuses(core, data):
    with pytest.raises(orjson.JSONDecodeError):
        orjson.loads(data)
    with pytest.raises(ValueError):
        core.module.RawJSON(data)


@pytest.mark.parametrize(
    "data",
    [
        b'"\\ud83d\\ude00"',
        b'"\\u0000"',
        b"1E5",
        b"-0",
        b"123456789012345678901234567890",
        b'"\x7f"',
        b"[" * 600 + b"]" * 600,
        b'{"a":1,"a":2}',
        b'"caf\xc3\xa9"',
        b"\xf0\x9f\x98\x80".join([b'"', b'"']),
    ],
)
def test_rawjson_accepts_what_orjson_accepts(core, data):
    orjson.loads(data)
    assert core.module.RawJSON(data).decode() == json.loads(data)  # integers exact, as the standard library reads them


# Strings as the scanner walks them: long ASCII (tested eight bytes at a time), runs of multi-byte UTF-8 in each form
# (two, three and four bytes; E0 and ED, whose second byte has a narrower range), ASCII gaps between them, ASCII
# before them. Each byte of the text is replaced by bytes that are plain at the edges of what the eight-byte test
# checks (0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x7F) or that end the run (a control character, a quote, a backslash,
# bytes that break a sequence), and the text is cut short at each byte: the scanner takes exactly what orjson takes.
STRING_TEXTS = [
    "The quick brown fox jumps over the lazy dog, 0123456789.",
    "é" * 6,
    "привет мир",
    "中文字符",
    "\u0800\u0fff\ud7ff\ue000",
    "😀\U0010ffff",
    "aé中😀b",
    "plain ASCII first, then café au lait",
]
STRING_BREAKERS = (
    b"\x00\x01\x1f\x20\x21\x22\x23\x5b\x5c\x5d\x7e\x7f\x80\xbf\xc0\xc1\xc2\xdf\xe0\xed\xef\xf0\xf4\xf5\xff"
)


@pytest.mark.parametrize("text", STRING_TEXTS, ids=range(len(STRING_TEXTS)))
def test_rawjson_checks_strings_byte_by_byte_as_orjson_does(core, text):
    whole = b'{"t":"%b"}' % text.encode()
    body = range(6, len(whole) - 2)  # the bytes of the string's text
    variants = [whole, *(whole[:i] for i in body)]
    variants += [whole[:i] + bytes([b]) + whole[i + 1 :] for i in body for b in STRING_BREAKERS]
    for data in variants:
        try:
            expected = orjson.loads(data)
        except orjson.JSONDecodeError:
            with pytest.raises(ValueError):
                core.module.RawJSON(data)
        else:
            assert core.module.RawJSON(data).decode() == expected, data


@pytest.mark.parametrize(
    "data", [b"1" * 400, b"-" + b"9" * 400, b'{"n": [%b]}' % (b"8" * 1000), b"123456789012345678901234567890"], ids=len
)
def test_rawjson_takes_integers_of_any_size_exactly(core, data):
    raw = core.module.RawJSON(data)
    assert raw.decode() == json.loads(data)
    assert raw.data == data
    if data[:1] == b"{":
        assert raw.members() == {"n": core.module.RawJSON(data[6:-1])}


def test_rawjson_refuses_an_integer_beyond_pythons_digit_limit(core):
    with pytest.raises(ValueError):
        core.module.RawJSON(b"1" * 5000)  # sys.get_int_max_str_digits() is 4300 by default


def test_envelopes_wrap_and_unwrap_raw_params(core):
    RawJSON = core.module.RawJSON
    inner = RawJSON(b'{"sessionId": "s"}')
    wrapped = core.module.wrap_envelope("session/prompt", inner)
    assert type(wrapped) is RawJSON and wrapped.decode() == {"method": "session/prompt", "params": {"sessionId": "s"}}
    method, params = core.module.unwrap_envelope(wrapped)
    assert method == "session/prompt" and params.decode() == {"sessionId": "s"}
    assert core.module.unwrap_envelope(RawJSON(b'{"method": "m"}')) == ("m", None)
    for malformed in (b"[1]", b'{"method": 3}', b"{}"):
        assert core.module.unwrap_envelope(RawJSON(malformed)) is None


# ------------------------------------------------------------------------------------------ scanner soundness

json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(allow_nan=False, allow_infinity=False), st.text()
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=4), inner, max_size=4)),
    max_leaves=12,
)
styles = st.sampled_from(["compact", "spaced", "ascii", "indent"])


def render(value, style: str) -> bytes:
    """One line of JSON in one of several styles (a newline outside strings is whitespace: made a space)."""
    if style == "compact":
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    if style == "spaced":
        return b" " + json.dumps(value, separators=(" , ", " : "), ensure_ascii=False).encode() + b"\t"
    if style == "ascii":  # \u escapes, surrogate pairs for characters beyond the BMP
        return json.dumps(value).encode()
    return json.dumps(value, indent=1, ensure_ascii=False).encode().replace(b"\n", b" ")


@st.composite
def documents(draw: st.DrawFn) -> bytes:
    data = bytearray(render(draw(json_values), draw(styles)))
    for _ in range(draw(st.integers(0, 3))):  # corruptions: a byte replaced, inserted or removed
        where = draw(st.integers(0, len(data)))
        byte = draw(st.sampled_from(b'{}[]",:\\u0eE.-+ \t\x01\x7f\xff\xc3\xa9\xed\x80\xf4'))
        action = draw(st.sampled_from(["replace", "insert", "delete"]))
        if action == "insert" or not data:
            data.insert(where, byte)
        elif action == "replace":
            data[min(where, len(data) - 1)] = byte
        else:
            del data[min(where, len(data) - 1)]
    return bytes(data)


@pytest.fixture(scope="module")
def both():
    return load_core("compiled").module, load_core("pure").module


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=documents())
def test_the_scanner_accepts_exactly_what_orjson_accepts(both, data):
    try:
        orjson.loads(data)
    except orjson.JSONDecodeError:
        for module in both:
            with pytest.raises(ValueError):
                module.RawJSON(data)
        return
    expected = json.loads(data)  # the integers exact
    for module in both:
        raw = module.RawJSON(data)
        assert raw.decode() == expected
        if type(expected) is dict:
            members = raw.members()
            assert {k: v.decode() if type(v) is module.RawJSON else v for k, v in members.items()} == expected


@settings(max_examples=300, deadline=None)
@given(
    value=st.dictionaries(st.sampled_from(["a", "b"]), json_values, max_size=2), style=styles, ident=st.integers(0, 5)
)
def test_a_raw_router_dispatches_what_a_decoding_router_dispatches(both, value, style, ident):
    """The scanned lines (canonical or not) reach handlers with the same decoded params as orjson's."""
    expected = json.loads(render(value, style))  # integers beyond 64 bits exact
    line_shapes = [
        b'{"jsonrpc":"2.0","id":%d,"method":"m","params":%b}\n' % (ident, render(value, style)),
        b'{"params":%b,"method":"m","jsonrpc":"2.0"}\n' % render(value, style),
        b'{"jsonrpc":"2.0","id":%d,"result":%b}\n' % (ident % 2, render(value, style)),
    ]
    for module in both:
        for raw_params in (False, True):
            router, owner = make_router(module)
            router.raw_params = raw_params
            sent = [router.send_request("out", None) for _ in range(2)]
            for line in line_shapes:
                router.feed(line)
            events = [
                (*e[:3], e[3].decode() if type(e[3]) is module.RawJSON else e[3]) if e[0] == "request" else e
                for e in owner.events
            ]
            events = [
                (e[0], e[1], e[2].decode()) if e[0] == "notification" and type(e[2]) is module.RawJSON else e
                for e in events
            ]
            assert events == [("request", ident, "m", expected), ("notification", "m", expected)], (module, raw_params)
            assert sent[ident % 2].value == expected


# ------------------------------------------------------------------------------------------ over the wire


async def test_a_route_forwards_params_and_answers_as_received(core):
    RawJSON = _router.RawJSON
    seen = []

    def route(method, params):
        seen.append(params)
        return down, method, params

    async with wire_pair() as (up, client), wire_pair() as (down, agent):
        up.route_requests(route)
        up.route_notifications(route)
        for line, client_id in ((VERBATIM, 7), (DECODED, 9)):
            await client.send_raw(line)
            forwarded_line = await wait_for(agent.recv_line())
            forwarded = json.loads(forwarded_line)  # integers beyond 64 bits exact, on both sides
            sent = json.loads(line)
            assert forwarded["method"] == "session/prompt" and forwarded["params"] == sent["params"]
            assert type(seen[-1]) is RawJSON and seen[-1].decode() == sent["params"]
            if core.name == "compiled" and line is VERBATIM:  # spliced in as it came (the pure twin re-encodes)
                assert VERBATIM[VERBATIM.index(b"{", 2) : VERBATIM.index(b"} ,") + 1] in forwarded_line
            answer = (
                b'{"result" : {"ok": true, "s": "\\"\xc3\xa9\\"", "big": 123456789012345678901234} ,'
                b' "jsonrpc":"2.0", "id":%d}\n'
            )
            await agent.send_raw(answer % forwarded["id"])
            back = json.loads(await wait_for(client.recv_line()))
            assert back == {"jsonrpc": "2.0", "id": client_id, "result": json.loads(answer % 0)["result"]}

        # Any id the client chose comes back as it was: negative, the largest int64, a string.
        for client_id in (-5, 2**63 - 1, -(2**63), "s"):
            await client.send(request(client_id, "x", {"i": 1}))
            forwarded = await wait_for(agent.recv())
            await agent.send(result(forwarded["id"], {"r": [client_id]}))
            assert await wait_for(client.recv()) == result(client_id, {"r": [client_id]})

        # Scalar results, errors with data, and notifications take the same road.
        await client.send(request("q", "x", [1, {"a": None}]))
        forwarded = await wait_for(agent.recv())
        assert forwarded["params"] == [1, {"a": None}]
        await agent.send(result(forwarded["id"], None))
        assert await wait_for(client.recv()) == result("q", None)
        await client.send(request(8, "x", {}))
        forwarded = await wait_for(agent.recv())
        error = {"code": -32042, "message": "custom", "data": {"why": ["é", 1.5]}}
        await agent.send({"jsonrpc": "2.0", "id": forwarded["id"], "error": error})
        assert await wait_for(client.recv()) == {"jsonrpc": "2.0", "id": 8, "error": error}
        await client.send(notification("session/update", {"u": [1]}))
        assert await wait_for(agent.recv()) == notification("session/update", {"u": [1]})
        assert all(type(params) is RawJSON for params in seen)
        assert up.pending_incoming == down.pending_outgoing == 0


async def test_handlers_on_a_routing_connection_get_decoded_params(core):
    got = []
    async with wire_pair() as (up, client), wire_pair() as (_down, _agent):
        up.route_requests(lambda method, params: None)  # declines everything: handlers and fallbacks run
        up.route_notifications(lambda method, params: None)
        up.on_request("plain", lambda params: got.append(params) or params)
        up.on_notification(None, lambda message: got.append(message.params))
        up.on_request(None, lambda message, responder: responder.respond(message.params))
        await client.send(request(1, "plain", {"a": [1]}), request(2, "other", {"b": {"c": 2}}))
        assert await wait_for(client.recv()) == result(1, {"a": [1]})
        assert await wait_for(client.recv()) == result(2, {"b": {"c": 2}})
        await client.send(notification("n", {"d": [3]}))
        await client.barrier()
        assert got == [{"a": [1]}, {"d": [3]}]


async def test_rawjson_is_written_as_it_is_anywhere_in_params_or_results(core):
    RawJSON = _router.RawJSON
    async with wire_pair() as (conn, peer):
        conn.on_request("get", lambda params: RawJSON(b'{"kept": [1, 2]}'))
        conn.on_request("nested", lambda params: {"inner": RawJSON(b"[true]")})
        conn.send_request("m", RawJSON(b' {"a": 1} ')).detach()
        conn.send_request("m", {"wrapped": RawJSON(b'["x"]')}).detach()
        conn.send_notification("n", RawJSON(b"[1]"))
        assert (await wait_for(peer.recv()))["params"] == {"a": 1}
        assert (await wait_for(peer.recv()))["params"] == {"wrapped": ["x"]}
        assert await wait_for(peer.recv()) == notification("n", [1])
        await peer.send(request(1, "get"), request(2, "nested"))
        assert await wait_for(peer.recv()) == result(1, {"kept": [1, 2]})
        assert await wait_for(peer.recv()) == result(2, {"inner": [True]})
        with pytest.raises(TypeError):
            conn.send_request("m", RawJSON(b"3"))


async def test_a_plain_cancel_on_a_routing_connection_cancels_downstream_once_and_reaches_its_handler(core):
    seen = []
    async with wire_pair() as (up, client), wire_pair() as (down, agent):
        up.route_requests(lambda method, params: (down, method, params))
        up.route_notifications(lambda method, params: (down, method, params))
        await client.send(request(41, "session/prompt", {"s": 1}))
        forwarded = await wait_for(agent.recv())
        await client.send(cancel(41), cancel(41))  # the second finds the latch spent
        assert await wait_for(agent.recv()) == cancel(forwarded["id"])
        await agent.send(cancelled(forwarded["id"]))
        assert await wait_for(client.recv()) == cancelled(41)
        assert await agent.barrier() == [], "one cancel downstream, the notifications not forwarded"

        up.on_notification("$/cancel_request", lambda params: seen.append(params))
        await client.send(request(42, "session/prompt", {"s": 2}))
        forwarded = await wait_for(agent.recv())
        await client.send(cancel(42))
        assert await wait_for(agent.recv()) == cancel(forwarded["id"])
        await client.barrier()
        assert seen == [{"requestId": 42}], "the handler sees the raw notification, decoded"
