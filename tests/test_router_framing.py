"""Framing: incremental newline splitting, CRLF, blank lines, EOF, oversize lines, invalid UTF-8.

The wire format and the answers to bad input are those of docs/connection.md, "Wire format and bad input".
"""

from __future__ import annotations

import itertools

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st
from router_owner import ROUTER_NAME, encode, lines, make_router

PARSE_ERROR = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}

texts = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=12)
params = st.one_of(st.none(), st.dictionaries(texts, st.one_of(texts, st.integers(-5, 5)), max_size=3))


@st.composite
def streams(draw: st.DrawFn) -> tuple[bytes, list[tuple[str, object]], list[int]]:
    """Notifications as lines (with CRLF or LF, blank lines between), and the split points of the stream."""
    messages = draw(st.lists(st.tuples(texts, params), max_size=8))
    chunks = []
    for method, p in messages:
        body = {"jsonrpc": "2.0", "method": method} if p is None else {"jsonrpc": "2.0", "method": method, "params": p}
        chunks.append(draw(st.sampled_from([b"", b"\n", b"\r\n"])))
        chunks.append(orjson.dumps(body) + draw(st.sampled_from([b"\n", b"\r\n"])))
    stream = b"".join(chunks)
    cuts = sorted(draw(st.lists(st.integers(0, len(stream)), max_size=10)))
    return stream, messages, cuts


def split(stream: bytes, cuts: list[int]) -> list[bytes]:
    bounds = [0, *cuts, len(stream)]
    return [stream[a:b] for a, b in itertools.pairwise(bounds)]


@settings(max_examples=300, deadline=None)
@given(case=streams())
def test_every_split_point_gives_the_same_messages(core, case):
    """Chunks may cut a line anywhere: inside a UTF-8 character, between \\r and \\n."""
    stream, messages, cuts = case
    router, owner = make_router(core.module)
    for chunk in split(stream, cuts):
        router.feed(chunk)
    assert owner.events == [("notification", m, p) for m, p in messages]
    assert router.output.take_output() == b""
    assert router.buffered == 0


def test_every_single_byte_split_of_a_multibyte_message(core):
    line = encode({"jsonrpc": "2.0", "method": "é€😀", "params": {"t": "ß\r"}})
    for cut in range(len(line) + 1):
        router, owner = make_router(core.module)
        router.feed(line[:cut])
        router.feed(line[cut:])
        assert owner.events == [("notification", "é€😀", {"t": "ß\r"})], cut


def test_crlf_split_between_cr_and_lf(core):
    router, owner = make_router(core.module)
    router.feed(b'{"jsonrpc":"2.0","method":"a"}\r')
    router.feed(b'\n{"jsonrpc":"2.0","method":"b"}\r\n')
    assert [e[1] for e in owner.events] == ["a", "b"]
    assert router.output.take_output() == b""


def test_blank_and_whitespace_lines_are_skipped(core):
    router, owner = make_router(core.module)
    router.feed(b'\n\r\n  \n\t\r\n{"jsonrpc":"2.0","method":"a"}\n\n')
    assert owner.events == [("notification", "a", None)]
    assert router.output.take_output() == b""


def test_final_line_without_newline_is_a_message_at_eof(core):
    router, owner = make_router(core.module)
    router.feed(b'{"jsonrpc":"2.0","method":"a"}\n{"jsonrpc":"2.0","method":"b"}')
    assert [e[1] for e in owner.events] == ["a"]
    router.feed_eof()
    assert [e[1] for e in owner.events] == ["a", "b"]


def test_truncated_final_line_at_eof_is_a_parse_error(core):
    router, owner = make_router(core.module)
    router.feed(b'{"method": "test", "id": 1')
    router.feed_eof()
    assert lines(router.output.take_output()) == [PARSE_ERROR]
    assert owner.events == []


def test_invalid_utf8_is_a_parse_error_and_the_stream_goes_on(core):
    router, owner = make_router(core.module)
    router.feed(b'{"jsonrpc":"2.0","method":"\xff\xfe"}\n{"jsonrpc":"2.0","method":"ok"}\n')
    assert lines(router.output.take_output()) == [PARSE_ERROR]
    assert owner.events == [("notification", "ok", None)]


def test_invalid_json_is_a_parse_error_and_the_stream_goes_on(core):
    router, owner = make_router(core.module)
    router.feed(b'{"method": "test", "id": 1, INVALID}\n{"jsonrpc":"2.0","method":"ok"}\n')
    assert lines(router.output.take_output()) == [PARSE_ERROR]
    assert owner.events == [("notification", "ok", None)]


def too_large(limit: int) -> dict:
    return {
        "jsonrpc": "2.0",
        "id": None,
        "error": {
            "code": -32600,
            "message": "Invalid request",
            "data": {"reason": "message_too_large", "limit": limit, "connection": ROUTER_NAME},
        },
    }


def test_complete_oversize_line_is_answered_and_skipped(core):
    router, owner = make_router(core.module, max_message_size=100)
    big = encode({"jsonrpc": "2.0", "method": "big", "params": {"x": "y" * 200}})
    router.feed(big + encode({"jsonrpc": "2.0", "method": "after"}))
    assert lines(router.output.take_output()) == [too_large(100)]
    assert owner.events == [("notification", "after", None)]


def test_line_of_exactly_the_limit_is_accepted(core):
    line = encode({"jsonrpc": "2.0", "method": "m"})
    router, owner = make_router(core.module, max_message_size=len(line) - 1)
    router.feed(line[:5])
    router.feed(line[5:])
    assert owner.events == [("notification", "m", None)]


def test_oversize_line_across_chunks_is_answered_once_and_skipped(core):
    router, owner = make_router(core.module, max_message_size=100)
    router.feed(b'{"jsonrpc":"2.0","method":"big","params":"' + b"x" * 60)
    router.feed(b"x" * 60)
    router.feed(b"x" * 60)
    router.feed(b'"}\n{"jsonrpc":"2.0","method":"after"}\n')
    assert lines(router.output.take_output()) == [too_large(100)]
    assert owner.events == [("notification", "after", None)]


def test_a_1_gib_line_never_buffers_more_than_the_limit_plus_one_chunk(core):
    limit = 1024 * 1024
    chunk = b"x" * (1024 * 1024)
    router, owner = make_router(core.module, max_message_size=limit)
    router.feed(b'{"jsonrpc":"2.0","method":"huge","params":"')
    largest = 0
    for _ in range(1024):  # 1 GiB in 1 MiB chunks
        router.feed(chunk)
        largest = max(largest, router.buffered)
    router.feed(b'"}\n{"jsonrpc":"2.0","method":"after"}\n')
    assert largest <= limit + len(chunk)
    assert router.buffered == 0
    assert lines(router.output.take_output()) == [too_large(limit)]
    assert owner.events == [("notification", "after", None)]


def test_output_is_compact_one_line_per_message(core):
    router, _ = make_router(core.module)
    router.send_notification("n", {"a": [1, 2], "b": "x y"})
    router.send_request("m", None)
    assert router.output.take_output() == (
        b'{"jsonrpc":"2.0","method":"n","params":{"a":[1,2],"b":"x y"}}\n{"jsonrpc":"2.0","id":0,"method":"m"}\n'
    )
    assert router.output.take_output() == b""


def test_output_is_coalesced_and_wakes_the_owner_once(core):
    router, owner = make_router(core.module)
    for i in range(5):
        router.send_notification("n", [i])
    assert owner.wakeups == 1
    assert len(lines(router.output.take_output())) == 5
    router.send_notification("n", None)
    assert owner.wakeups == 2


def test_no_wakeup_for_output_produced_while_feeding(core):
    """The reader flushes after feed(): answers produced during a feed are written once, by the reader."""
    router, owner = make_router(core.module, answer=True)
    router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}) * 3)
    assert owner.wakeups == 0
    assert len(lines(router.output.take_output())) == 3


def test_the_limit_does_not_depend_on_where_a_crlf_is_cut(core):
    line = b'{"jsonrpc":"2.0","method":"m"}'
    for cut in (len(line), len(line) + 1):  # before the \r, between \r and \n
        router, owner = make_router(core.module, max_message_size=len(line))
        stream = line + b"\r\n"
        router.feed(stream[:cut])
        router.feed(stream[cut:])
        assert owner.events == [("notification", "m", None)], cut
        assert router.output.take_output() == b""
