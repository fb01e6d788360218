"""WebSocket text frames (RFC 6455, 5.2), pure-Python twin of `src/_frames_c.pxi` (same names, same behaviour).

One ACP message is one text frame. The WebSocket transport (docs/network.md) leaves its library every frame but
the one ACP sends all the time, an unfragmented text frame, which the router reads and writes itself:

- reading (`Router.feed_frames`, with `text_frame` and `unmask` here): the frames at the start of a read that are
  whole, unfragmented text (FIN set, no reserved bit, opcode 1), masked exactly when the reader is a server (a client
  masks every frame, a server none), no longer than the connection's `max_message_size`, and UTF-8 (`is_utf8`);
  anything else stops the run and is the transport's to read: its library refuses it with the right close code, or
  reads it (control frames, fragments) or waits for the rest of it.
- writing (`websocket_frames`): the connection's output, newline-terminated messages, becomes one frame per line
  (the newline dropped), masked with four bytes of `keys` per frame when a client writes.
"""

from __future__ import annotations

__all__ = ["is_utf8", "text_frame", "unmask", "websocket_frames"]

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


def _header(length: int) -> bytes:
    if length < SHORT:
        return bytes((FIN_TEXT, length))
    if length < 65536:
        return bytes((FIN_TEXT, SHORT)) + length.to_bytes(2, "big")
    return bytes((FIN_TEXT, 127)) + length.to_bytes(8, "big")


def websocket_frames(lines: bytes | bytearray, keys: bytes | None = None) -> bytes:
    """Newline-terminated messages (a connection's output, `Router.take_output()`) as unfragmented text frames, one
    per line without its newline, in one buffer. `keys`: a client's masking keys, four bytes per frame (RFC 6455,
    5.3: from a strong source of entropy); None for a server's frames, which are not masked. ValueError when the
    last message has no newline or the keys are too few."""
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
