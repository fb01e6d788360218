# WebSocket text frames (RFC 6455, 5.2), compiled: twin of `acp_fast/_frames_py.py` (read it for the rules). Included
# by `_router_c.pyx`: `FrameReader` hands the payloads to a router as whole messages (the router knows JSON-RPC, not
# WebSocket).

from libc.stdint cimport uint64_t
from libc.string cimport memchr

cdef enum:
    _FIN_TEXT = 0x81
    _MASKED = 0x80


cdef inline Py_ssize_t _text_frame(
    const unsigned char* s, Py_ssize_t size, Py_ssize_t at, bint masked, Py_ssize_t limit, Py_ssize_t* start
) noexcept:
    # The end of the unfragmented text frame at `at` (its payload from `start[0]`), or -1 when there is none whole
    # there, or it is masked otherwise than `masked`, or its payload is longer than `limit`.
    cdef unsigned char second
    cdef uint64_t length
    cdef Py_ssize_t begin = at + 2, i
    if size - at < 2 or s[at] != _FIN_TEXT:
        return -1
    second = s[at + 1]
    if ((second & _MASKED) != 0) != masked:
        return -1
    length = second & 0x7F
    if length == 126:
        if size - begin < 2:
            return -1
        length = (<uint64_t>s[begin] << 8) | s[begin + 1]
        begin += 2
    elif length == 127:
        if size - begin < 8:
            return -1
        length = 0
        for i in range(8):
            length = (length << 8) | s[begin + i]
        begin += 8
    if length > <uint64_t>limit:
        return -1
    if masked:
        begin += 4
    if <uint64_t>(size - begin) < length:
        return -1
    start[0] = begin
    return begin + <Py_ssize_t>length


cdef inline bint _ascii(const unsigned char* s, Py_ssize_t n) noexcept:
    cdef uint64_t word, seen = 0
    cdef Py_ssize_t i = 0
    while i + 8 <= n:
        memcpy(&word, s + i, 8)
        seen |= word
        i += 8
    while i < n:
        seen |= s[i]
        i += 1
    return (seen & 0x8080808080808080ULL) == 0


cdef bint _utf8(bytes payload) except -1:
    # Whether a text frame's payload is UTF-8, as RFC 6455 requires (what Python's decoder accepts: no surrogates).
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(payload)
    cdef Py_ssize_t n = PyBytes_GET_SIZE(payload)
    if _ascii(s, n):
        return True
    try:
        PyUnicode_DecodeUTF8(<const char*>s, n, NULL)
    except UnicodeDecodeError:
        return False
    return True


cdef inline void _unmask(unsigned char* out, const unsigned char* s, Py_ssize_t n, const unsigned char* key) noexcept:
    cdef uint64_t wide, word
    cdef Py_ssize_t i = 0
    cdef unsigned char repeated[8]
    for i in range(8):
        repeated[i] = key[i & 3]
    memcpy(&wide, repeated, 8)
    i = 0
    while i + 8 <= n:
        memcpy(&word, s + i, 8)
        word ^= wide
        memcpy(out + i, &word, 8)
        i += 8
    while i < n:
        out[i] = s[i] ^ key[i & 3]
        i += 1


cdef bytes _payload(const unsigned char* s, Py_ssize_t start, Py_ssize_t stop, bint masked):
    cdef bytes payload = PyBytes_FromStringAndSize(NULL, stop - start)
    cdef unsigned char* out = <unsigned char*>PyBytes_AS_STRING(payload)
    if masked:
        _unmask(out, s + start, stop - start, s + start - 4)
    else:
        memcpy(out, s + start, stop - start)
    return payload


cdef class FrameReader:
    """Feeds the text frames at the start of each read to a router as whole messages (see the pure twin)."""

    cdef object _router
    cdef Py_ssize_t _taken

    def __init__(self, router):
        self._router = router

    def feed(self, data, bint masked):
        """Take the complete unfragmented text frames at the start of `data` (see the pure twin): returns the offset
        of the first byte not taken."""
        self._taken = 0
        self._router.feed_messages(self._payloads(data if type(data) is bytes else bytes(data), masked))
        return self._taken

    def _payloads(self, bytes chunk, bint masked):
        # One frame at a time, as the router asks for the next message (see the pure twin).
        cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(chunk)
        cdef Py_ssize_t size = PyBytes_GET_SIZE(chunk), at = 0, start = 0, stop
        cdef Py_ssize_t limit = self._router.max_message_size
        cdef bytes payload
        router = self._router
        while at < size and not router.closed:
            stop = _text_frame(s, size, at, masked, limit, &start)
            if stop < 0:
                return
            payload = _payload(s, start, stop, masked)
            if not _utf8(payload):
                return
            at = self._taken = stop
            yield payload


def websocket_frames(lines, keys=None):
    """Newline-terminated messages as unfragmented text frames, one per line (see the pure twin)."""
    cdef bytes data = lines if type(lines) is bytes else bytes(lines)
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t size = PyBytes_GET_SIZE(data), at = 0, count = 0, total = 0, n, header, i
    cdef const unsigned char* found
    cdef const unsigned char* key = NULL
    cdef unsigned char* out
    cdef bytes frames
    if size and s[size - 1] != 10:
        raise ValueError("websocket_frames: the last message has no newline")
    while at < size:
        found = <const unsigned char*>memchr(s + at, 10, size - at)
        n = found - (s + at)
        total += n + (2 if n < 126 else 4 if n < 65536 else 10)
        count += 1
        at += n + 1
    if keys is not None:
        if len(keys) < 4 * count:
            raise ValueError(f"websocket_frames: {count} frames need {4 * count} bytes of keys, not {len(keys)}")
        key = <const unsigned char*>PyBytes_AS_STRING(<bytes?>keys)
        total += 4 * count
    frames = PyBytes_FromStringAndSize(NULL, total)
    out = <unsigned char*>PyBytes_AS_STRING(frames)
    at = 0
    while at < size:
        found = <const unsigned char*>memchr(s + at, 10, size - at)
        n = found - (s + at)
        out[0] = _FIN_TEXT
        if n < 126:
            out[1] = <unsigned char>n
            header = 2
        elif n < 65536:
            out[1] = 126
            out[2] = <unsigned char>(n >> 8)
            out[3] = <unsigned char>n
            header = 4
        else:
            out[1] = 127
            for i in range(8):
                out[2 + i] = <unsigned char>((<uint64_t>n) >> (8 * (7 - i)))
            header = 10
        if key is NULL:
            memcpy(out + header, s + at, n)
            out += header + n
        else:
            out[1] |= _MASKED
            memcpy(out + header, key, 4)
            _unmask(out + header + 4, s + at, n, key)
            key += 4
            out += header + 4 + n
        at += n + 1
    return frames
