"""WebSocket text frames on the router alone: `websocket_frames` writes what the `websockets` library reads, and
`FrameReader` takes exactly the frames it should and hands them to the router (docs/transports.md, "WebSocket
frames"), on both cores.

The library is the judge both ways: its frames are fed to the router, and the router's frames are parsed by it.
"""

from __future__ import annotations

import os

import orjson
import pytest
from router_owner import RecordingOwner, encode, lines, make_router

from acp_fast import _router
from acp_fast._protocol import STATS_COUNTERS

websockets_frames = pytest.importorskip("websockets.frames")
websockets_streams = pytest.importorskip("websockets.streams")
Frame = websockets_frames.Frame
Opcode = websockets_frames.Opcode

# Payload lengths around the three header shapes (7-bit, 16-bit, 64-bit lengths).
SIZES = [0, 1, 125, 126, 127, 65535, 65536, 70000]


def library_frames(data: bytes, masked: bool) -> list[Frame]:
    """Every frame of `data`, as the `websockets` library parses them."""
    reader = websockets_streams.StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    frames = []
    while reader.buffer:
        parser = Frame.parse(reader.read_exact, mask=masked)
        with pytest.raises(StopIteration) as done:
            next(parser)
        frames.append(done.value.value)
    return frames


def text(payload: bytes, masked: bool, fin: bool = True) -> bytes:
    return Frame(Opcode.TEXT, payload, fin=fin).serialize(mask=masked)


def bytes_received(router) -> int:
    return router.recorder.counters()[STATS_COUNTERS.index("bytes_received")]


def request(request_id: int, pad: int = 0) -> bytes:
    return encode({"jsonrpc": "2.0", "id": request_id, "method": "m", "params": {"pad": "x" * pad}})[:-1]


@pytest.mark.parametrize("masked", [False, True], ids=["server", "client"])
def test_the_library_reads_the_frames_written_at_every_header_shape(core, masked):
    messages = [b"x" * size for size in SIZES]
    keys = os.urandom(4 * len(messages)) if masked else None
    frames = core.module.websocket_frames(b"".join(message + b"\n" for message in messages), keys)
    parsed = library_frames(frames, masked)
    assert [(frame.opcode, frame.fin, bytes(frame.data)) for frame in parsed] == [
        (Opcode.TEXT, True, message) for message in messages
    ]
    if masked:
        assert frames == _router.load_twin("pure").websocket_frames(b"".join(m + b"\n" for m in messages), keys)


def test_writing_frames_refuses_what_is_not_whole_lines_or_short_of_keys(core):
    with pytest.raises(ValueError, match="no newline"):
        core.module.websocket_frames(b'{"a":1}\n{"b"')
    with pytest.raises(ValueError, match="2 frames need 8 bytes of keys, not 4"):
        core.module.websocket_frames(b"{}\n{}\n", b"abcd")
    assert core.module.websocket_frames(b"") == b""


@pytest.mark.parametrize("masked", [False, True], ids=["server frames", "client frames"])
def test_the_frames_of_a_read_are_dispatched_and_answered_together(core, masked):
    router, owner = make_router(core.module, answer=True)
    data = b"".join(text(request(n, pad), masked) for n, pad in enumerate(SIZES))
    assert core.module.FrameReader(router).feed(data, masked) == len(data)
    assert [event[1] for event in owner.events] == list(range(len(SIZES)))
    assert owner.flushes == 1
    assert [answer["id"] for answer in lines(router.output.take_output())] == list(range(len(SIZES)))
    assert bytes_received(router) == sum(len(request(n, pad)) for n, pad in enumerate(SIZES))


def test_a_message_with_newlines_in_its_whitespace_is_one_message(core):
    router, owner = make_router(core.module, answer=True)
    pretty = orjson.dumps({"jsonrpc": "2.0", "id": 7, "method": "m", "params": {"a": 1}}, option=orjson.OPT_INDENT_2)
    assert b"\n" in pretty
    data = text(pretty, True)
    assert core.module.FrameReader(router).feed(data, True) == len(data)
    assert owner.events == [("request", 7, "m", {"a": 1})]
    assert b"\n" not in router.output.take_output()[:-1]  # the answer is one line


@pytest.mark.parametrize(
    "stopper",
    [
        # 100 bytes announced; the frame after it is not enough to make them up.
        pytest.param(lambda masked: text(b"x" * 100, masked)[:-90], id="incomplete"),
        pytest.param(lambda masked: text(request(9), masked, fin=False), id="fragment"),
        pytest.param(lambda masked: Frame(Opcode.PING, b"hi").serialize(mask=masked), id="ping"),
        pytest.param(lambda masked: Frame(Opcode.BINARY, request(9)).serialize(mask=masked), id="binary"),
        pytest.param(lambda masked: text(request(9), not masked), id="masked otherwise"),
        pytest.param(lambda masked: text(request(9, pad=200), masked), id="over max_message_size"),
        pytest.param(lambda masked: text(b'{"a":"\xff"}', masked), id="not UTF-8"),
        pytest.param(lambda masked: text(b'{"a":"\xed\xa0\x80"}', masked), id="a surrogate"),
    ],
)
@pytest.mark.parametrize("masked", [False, True], ids=["server frames", "client frames"])
def test_the_first_frame_it_does_not_take_stops_the_run(core, masked, stopper):
    router, owner = make_router(core.module, max_message_size=100)
    head = text(request(1), masked) + text(b'{"a":"\xc3\xa9"}', masked)  # UTF-8 beyond ASCII is taken
    rest = stopper(masked) + text(request(2), masked)
    assert core.module.FrameReader(router).feed(head + rest, masked) == len(head)
    assert owner.events[0] == ("request", 1, "m", {"pad": ""})
    assert bytes_received(router) == len(request(1)) + len(b'{"a":"\xc3\xa9"}')
    assert ("request", 2, "m", {"pad": ""}) not in owner.events


def test_feeding_frames_stops_once_a_message_closed_the_router(core):
    owner = RecordingOwner()
    owner.request_received = lambda slot, params: router.close()  # type: ignore[method-assign]
    router = core.module.Router(owner)
    owner.router = router
    first = text(request(1), True)
    assert core.module.FrameReader(router).feed(first + text(request(2), True), True) == len(first)
