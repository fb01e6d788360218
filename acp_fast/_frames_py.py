"""WebSocket text frames (RFC 6455, 5.2), pure-Python twin of `src/_frames_c.pxi` (same names, same behaviour).

One ACP message is one text frame. The WebSocket transport (docs/network.md) leaves its library every frame but
the one ACP sends all the time, an unfragmented text frame, which the router reads and writes itself:

- reading (`FrameReader`, with `text_frame` and `unmask`): the frames at the start of a read that are
  whole, unfragmented text (FIN set, no reserved bit, opcode 1), masked exactly when the reader is a server (a client
  masks every frame, a server none), no longer than the connection's `max_message_size`, and UTF-8 (`is_utf8`);
  anything else stops the run and is the transport's to read: its library refuses it with the right close code, or
  reads it (control frames, fragments) or waits for the rest of it. Their payloads go to the router as whole
  messages (`Router.feed_messages`): the router knows JSON-RPC, not WebSocket.
- writing (`websocket_frames`): the connection's output, newline-terminated messages, becomes one frame per line
  (the newline dropped), masked with four bytes of `keys` per frame when a client writes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["FrameReader", "is_utf8", "text_frame", "unmask", "websocket_frames"]

FIN_TEXT = 0x81  # the first byte of an unfragmented text frame
MASKED = 0x80  # the mask bit of the second byte
SHORT = 126  # payload lengths below this fit the second byte; up to 65535 the next 2 bytes, else the next 8


def text_frame(data: bytes, at: int, masked: bool, limit: int) -> tuple[int, int] | None:
    """(start, stop) of the payload of the unfragmented text frame at `at`, or None when there is none whole there,
    or it is masked otherwise than `masked` says, or its payload is longer than `limit`."""
    size = len(data)
    if size - at < 2 or data[at] != FIN_TEXT:
        return None
    second = data[at + 1]
    if bool(second & MASKED) != masked:
        return None
    length = second & 0x7F
    start = at + 2
    if length >= SHORT:
        extended = 2 if length == SHORT else 8
        if size - start < extended:
            return None
        length = int.from_bytes(data[start : start + extended], "big")
        start += extended
    if length > limit:
        return None
    if masked:
        start += 4
    if size - start < length:
        return None
    return start, start + length


def unmask(payload: bytes, key: bytes) -> bytes:
    """`payload` XOR the four-byte `key` repeated (masking and unmasking are the same)."""
    n = len(payload)
    if not n:
        return b""
    keys = (key * (n // 4 + 1))[:n]
    return (int.from_bytes(payload, "big") ^ int.from_bytes(keys, "big")).to_bytes(n, "big")


def is_utf8(payload: bytes) -> bool:
    """Whether a text frame's payload is UTF-8, as RFC 6455 requires (what Python's decoder accepts: no
    surrogates)."""
    if payload.isascii():
        return True
    try:
        payload.decode()
    except UnicodeDecodeError:
        return False
    return True


class FrameReader:
    """Feeds the text frames at the start of each read to `router` as whole messages (`router.feed_messages`: the
    answers of one read are written together)."""

    __slots__ = ("_router", "_taken")

    def __init__(self, router: Any) -> None:
        self._router = router
        self._taken = 0

    def feed(self, data: bytes | bytearray | memoryview, masked: bool) -> int:
        """Take the complete unfragmented text frames at the start of `data`, each one message; `masked`: the frames
        are a client's (a server reads them). Returns the offset of the first byte not taken: a frame that is
        incomplete, not an unfragmented text frame, masked otherwise, longer than the router's `max_message_size` or
        not UTF-8 stops the run, and the transport reads on from there (docs/transports.md, "WebSocket frames")."""
        self._taken = 0
        self._router.feed_messages(self._payloads(bytes(data), masked))
        return self._taken

    def _payloads(self, chunk: bytes, masked: bool) -> Iterator[bytes]:
        # One frame at a time, as the router asks for the next message: a message that closes the connection stops
        # the run before the next frame is read.
        router = self._router
        size = len(chunk)
        at = 0
        while at < size and not router.closed:
            found = text_frame(chunk, at, masked, router.max_message_size)
            if found is None:
                return
            start, stop = found
            payload = unmask(chunk[start:stop], chunk[start - 4 : start]) if masked else chunk[start:stop]
            if not is_utf8(payload):
                return
            at = self._taken = stop
            yield payload


def _header(length: int) -> bytes:
    if length < SHORT:
        return bytes((FIN_TEXT, length))
    if length < 65536:
        return bytes((FIN_TEXT, SHORT)) + length.to_bytes(2, "big")
    return bytes((FIN_TEXT, 127)) + length.to_bytes(8, "big")


def websocket_frames(lines: bytes | bytearray, keys: bytes | None = None) -> bytes:
    """Newline-terminated messages (a connection's output, `router.output.take_output()`) as unfragmented text
    frames, one per line without its newline, in one buffer. `keys`: a client's masking keys, four bytes per frame
    (RFC 6455, 5.3: from a strong source of entropy); None for a server's frames, which are not masked. ValueError
    when the last message has no newline or the keys are too few."""
    data = bytes(lines)
    if data and data[-1] != 10:
        raise ValueError("websocket_frames: the last message has no newline")
    messages = data.split(b"\n")[:-1]
    if keys is not None and len(keys) < 4 * len(messages):
        raise ValueError(
            f"websocket_frames: {len(messages)} frames need {4 * len(messages)} bytes of keys, not {len(keys)}"
        )
    parts: list[bytes] = []
    for i, message in enumerate(messages):
        header = _header(len(message))
        if keys is None:
            parts += (header, message)
        else:
            key = keys[4 * i : 4 * i + 4]
            parts += (bytes((header[0], header[1] | MASKED)) + header[2:], key, unmask(message, key))
    return b"".join(parts)
