# Included by _router_c.pyx: `RawJSON` and the shallow decoder that lets a forwarding connection pass params and
# results on without decoding them (twin: `acp_fast/_raw_json_py.py`, which decodes in full and re-encodes), exact
# integers, and the scanner of a refused line's head.
#
# The scanner walks a line once, validating it, and decodes only the top level of the message object: nested
# objects and arrays become `RawJSON` slices of the line. It must never accept what orjson rejects, so whatever it
# does not vouch for (escaped keys, \u surrogates, exponents, very long numbers, deep nesting, any invalid byte)
# makes it give up, and the caller decodes the line with orjson as usual: errors are reported the one way.

import json
import re

from cpython.bytes cimport PyBytes_AS_STRING, PyBytes_FromStringAndSize, PyBytes_GET_SIZE
from cpython.long cimport PyLong_FromLongLong
from cpython.unicode cimport PyUnicode_DecodeUTF8
from libc.stdint cimport uint64_t
from libc.string cimport memcmp, memcpy

from orjson import Fragment

cdef enum:
    _MAX_DEPTH = 512  # orjson allows 1024 levels; deeper lines are left to it
    _MAX_NUMBER = 300  # characters: no number this long is decoded here (orjson refuses some as infinite)
    _MAX_INT_DIGITS = 18  # fits a signed 64-bit integer

# Bytes that stand for themselves inside a string: printable ASCII except the quote and the backslash.
cdef unsigned char _PLAIN[256]


cdef void _fill_plain() noexcept:
    cdef int c
    for c in range(256):
        _PLAIN[c] = 32 <= c < 128 and c != 34 and c != 92


_fill_plain()

# Eight bytes at a time (SWAR): a byte below 0x20, a quote, a backslash or a byte from 0x80 up sets its high bit in
# `_not_plain8`'s result. The bit tests never miss such a byte; one may flag a plain byte beside it, which only sends
# those eight bytes to the byte loop.
cdef enum:
    _ONES = 0x0101010101010101
    _HIGHS = 0x8080808080808080


cdef inline uint64_t _not_plain8(uint64_t x) noexcept nogil:
    cdef uint64_t quote = x ^ (<uint64_t>_ONES * 0x22)
    cdef uint64_t backslash = x ^ (<uint64_t>_ONES * 0x5C)
    return (
        ((x - <uint64_t>_ONES * 0x20) & ~x)
        | ((quote - <uint64_t>_ONES) & ~quote)
        | ((backslash - <uint64_t>_ONES) & ~backslash)
        | x
    ) & <uint64_t>_HIGHS


cdef inline Py_ssize_t _plain_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    """The index of the first byte from s[i] that is not plain (`_PLAIN`), or n. One byte at a time for the first
    eight (most keys and short values end there, where a test of eight at once would fail), then eight at a time
    while all eight are plain, then one at a time."""
    cdef uint64_t x
    cdef Py_ssize_t first = i + 8 if i + 8 < n else n
    while i < first and _PLAIN[s[i]]:
        i += 1
    if i < first:
        return i
    while i + 8 <= n:
        memcpy(&x, s + i, 8)
        if _not_plain8(x):
            break
        i += 8
    while i < n and _PLAIN[s[i]]:
        i += 1
    return i

# Top-level keys of a message, compared bytewise and returned as these (interned) strings.
cdef str _K_JSONRPC = "jsonrpc"
cdef str _K_ID = "id"
cdef str _K_METHOD = "method"
cdef str _K_PARAMS = "params"
cdef str _K_RESULT = "result"
cdef str _K_ERROR = "error"


# ------------------------------------------------------------------------------------------- exact integers
# orjson decodes an integer beyond 64 bits as a float (or refuses it, beyond a double) and refuses to encode one.
# Every decoded line is tested for a long run of digits (a C loop that looks at one byte in 19); only a line that
# may hold such an integer is decoded again by the standard library's json, exactly; only an encoding that fails is
# tried again with those integers written as they are. See the pure twin for the reasoning.

cdef inline bint _is_digit(unsigned char c) noexcept nogil:
    return 48 <= c <= 57


cdef bint _holds_long_int(const unsigned char* s, Py_ssize_t n) noexcept nogil:
    """Whether s holds 20 digits in a row, or a minus sign and 19 (the pure twin's `holds_long_int`)."""
    cdef Py_ssize_t i = 18, start, end
    while i < n:
        if not _is_digit(s[i]):
            i += 19  # a run of 19 digits covers one byte in every 19: this one is not in a run
            continue
        start = i
        while start > 0 and _is_digit(s[start - 1]):
            start -= 1
        end = i + 1
        while end < n and _is_digit(s[end]):
            end += 1
        if end - start >= 20 or (end - start == 19 and start > 0 and s[start - 1] == 45):
            return True
        i = end + 19  # the next run starts after s[end], a non-digit
    return False


def holds_long_int(data):
    """Whether `data` (bytes) holds 20 digits in a row, or a minus sign and 19: an integer orjson may not keep."""
    cdef bytes raw = data if type(data) is bytes else bytes(data)
    return _holds_long_int(<const unsigned char*>PyBytes_AS_STRING(raw), PyBytes_GET_SIZE(raw))


class UnsupportedJSON(ValueError):
    """JSON that cannot be taken as it is, `reason` saying why: `nesting_too_deep`, `number_out_of_range` or
    `lone_surrogate` (see the pure twin)."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


def _finite(text):
    value = float(text)
    if value - value != 0.0:  # infinite: orjson refuses it, and no JSON writer can give it back
        raise UnsupportedJSON("number_out_of_range")
    return value


def _not_json(text):
    raise json.JSONDecodeError(f"{text} is not JSON", text, 0)


_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_not_json)
# Every escape of a valid line but a lone surrogate; once they are removed, a backslash is left only where one was.
_WELL_FORMED_ESCAPE = re.compile(
    rb"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u(?![dD][89a-fA-F])|[^u])"
)


cdef bint _deeper_than(bytes data, Py_ssize_t limit):
    # Brackets outside strings, counted: JSON that is not well formed may count wrong, and the decoder refuses it.
    cdef const unsigned char* p = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t i, n = PyBytes_GET_SIZE(data), depth = 0
    cdef bint in_string = False, escaped = False
    cdef unsigned char c
    for i in range(n):
        c = p[i]
        if in_string:
            if escaped:
                escaped = False
            elif c == b"\\":
                escaped = True
            elif c == b'"':
                in_string = False
        elif c == b'"':
            in_string = True
        elif c == b"[" or c == b"{":
            depth += 1
            if depth > limit:
                return True
        elif c == b"]" or c == b"}":
            depth -= 1
    return False


def stdlib_loads(bytes data):
    """`data` decoded by the standard library's json, integers of any size exact; `json.JSONDecodeError` when it is
    not JSON, `UnsupportedJSON` when it is JSON that cannot be taken (see the pure twin)."""
    try:
        text = data.decode()
    except UnicodeDecodeError:
        raise json.JSONDecodeError("not UTF-8", "", 0) from None
    if _deeper_than(data, _protocol.MAX_NESTING):
        raise UnsupportedJSON("nesting_too_deep")
    try:
        value = _DECODER.decode(text)
    except RecursionError:  # a recursion limit set below MAX_NESTING
        raise UnsupportedJSON("nesting_too_deep") from None
    except (json.JSONDecodeError, UnsupportedJSON):
        raise
    except ValueError:  # an integer beyond Python's digit limit (sys.get_int_max_str_digits)
        raise UnsupportedJSON("number_out_of_range") from None
    if b"\\u" in data and b"\\" in _WELL_FORMED_ESCAPE.sub(b"", data):
        raise UnsupportedJSON("lone_surrogate")
    return value


cdef object exact_loads(bytes data):
    """orjson's value of `data`, or the standard library's where orjson would not keep an integer exact or refuses
    JSON for the size of a number."""
    try:
        value = loads(data)
    except JSONDecodeError:
        return stdlib_loads(data)
    if _holds_long_int(<const unsigned char*>PyBytes_AS_STRING(data), PyBytes_GET_SIZE(data)):
        return stdlib_loads(data)
    return value


def exact_dumps(value, default=None, option=None):
    """`orjson.dumps`, except that integers beyond 64 bits are written exactly (tried only when orjson fails)."""
    try:
        return dumps(value, default, option)
    except TypeError:
        exact = _big_ints_written(value)
        if exact is value:
            raise
    return dumps(exact, default, option)


cdef object _UINT64_END = 2**64


# orjson encodes no deeper than this: deeper values fail whatever they hold, and are not walked (nor cycles, nor
# so deep that the C stack would suffer).
cdef int _DUMPS_DEPTH = 255


cdef object _big_ints_written(value, int depth=0):
    # `value` with every integer orjson cannot encode as a Fragment of its digits; `value` itself when there is none.
    if depth > _DUMPS_DEPTH:
        return value
    if isinstance(value, int):
        if type(value) is bool or INT64_MIN <= value < _UINT64_END:
            return value
        try:
            return Fragment(int.__repr__(value).encode())
        except ValueError:  # beyond Python's digit limit: left to fail as it did
            return value
    if isinstance(value, dict):
        items = {key: _big_ints_written(item, depth + 1) for key, item in value.items()}
        return items if any(items[key] is not item for key, item in value.items()) else value
    if isinstance(value, (list, tuple)):
        entries = [_big_ints_written(item, depth + 1) for item in value]
        return entries if any(new is not old for new, old in zip(entries, value, strict=True)) else value
    return value


# ------------------------------------------------------------------------------------------ a refused line's head
# The pure twin's `_head_fields`, token for token (its comment says why a hand scanner): whitespace skipped, then a
# string (escapes skipped whole, not checked), a scalar (anything up to a delimiter), or one of `{}[],:` (a `"` that
# starts a string the head cuts off comes out as that mark too).

cdef enum:
    _T_STRING = 1
    _T_SCALAR = 2
    _T_MARK = 3


cdef inline bint _is_delimiter(unsigned char c) noexcept nogil:
    return (c == 32 or c == 9 or c == 10 or c == 13 or c == 34 or c == 123 or c == 125 or c == 91 or c == 93
            or c == 44 or c == 58)


cdef Py_ssize_t _token(const unsigned char* s, Py_ssize_t i, Py_ssize_t n, int* kind, Py_ssize_t* start) noexcept nogil:
    """The end of the token after s[i] (its kind and start set), or -1 at the end of the head."""
    cdef Py_ssize_t j
    while i < n and (s[i] == 32 or s[i] == 9 or s[i] == 10 or s[i] == 13):
        i += 1
    if i >= n:
        return -1
    start[0] = i
    if s[i] == 34:
        j = i + 1
        while j < n:
            if s[j] == 92:
                j += 2
            elif s[j] == 34:
                kind[0] = _T_STRING
                return j + 1
            else:
                j += 1
        kind[0] = _T_MARK  # cut off
        return i + 1
    if _is_delimiter(s[i]):
        kind[0] = _T_MARK
        return i + 1
    j = i + 1
    while j < n and not _is_delimiter(s[j]):
        j += 1
    kind[0] = _T_SCALAR
    return j


cdef Py_ssize_t _nested_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    # Where the object or array opened just before s[i] ends (brackets counted, not paired), or -1 if cut.
    cdef Py_ssize_t depth = 1, start = 0
    cdef int kind = 0
    cdef unsigned char c
    while depth:
        i = _token(s, i, n, &kind, &start)
        if i < 0:
            return -1
        if kind == _T_MARK:
            c = s[start]
            if c == 123 or c == 91:
                depth += 1
            elif c == 125 or c == 93:
                depth -= 1
            elif c == 34:
                return -1  # a string the head cuts off
    return i


cdef object _member_name(bytes head, Py_ssize_t start, Py_ssize_t end):
    # A member's name as bytes (decoded when it holds an escape; None when that is not a string).
    cdef bytes key = head[start:end]
    if b"\\" not in key:
        return key[1:len(key) - 1]
    try:
        return loads(key).encode()
    except JSONDecodeError:  # also a lone surrogate, which orjson refuses
        return None


cdef object _id_value(bytes token):
    # An id as orjson decodes it, when it is a valid one (else `_MISSING`).
    try:
        value = loads(token)
    except JSONDecodeError:
        return _MISSING
    return value if valid_id(value) else _MISSING


cdef tuple _head_fields(bytes head):
    """What the top level of the object `head` starts with says: `(id, has_method, has_answer)` (the pure twin's)."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(head)
    cdef Py_ssize_t n = PyBytes_GET_SIZE(head)
    cdef Py_ssize_t i, start = 0, value_start = 0
    cdef int kind = 0, value_kind = 0
    cdef bint has_method = False, has_answer = False
    request_id = _MISSING
    i = _token(s, 0, n, &kind, &start)
    if i < 0 or kind != _T_MARK or s[start] != 123:
        return request_id, has_method, has_answer
    while True:
        i = _token(s, i, n, &kind, &start)
        if i < 0 or kind != _T_STRING:
            break  # the end of the object (`}`), or of the head, or not a member
        name = _member_name(head, start, i)
        if name == b"id":
            request_id = _MISSING  # until its value is read whole
        elif name == b"method":
            has_method = True  # whatever its value (which may be cut)
        elif name == b"result" or name == b"error":
            has_answer = True
        i = _token(s, i, n, &kind, &start)
        if i < 0 or kind != _T_MARK or s[start] != 58:
            break
        i = _token(s, i, n, &value_kind, &value_start)
        if i < 0:
            break
        if value_kind == _T_SCALAR and i == n:
            break  # it may go on beyond the head
        if value_kind == _T_MARK:
            if s[value_start] != 123 and s[value_start] != 91:
                break
            i = _nested_end(s, i, n)
            if i < 0:
                break
        elif name == b"id":
            request_id = _id_value(head[value_start:i])
        i = _token(s, i, n, &kind, &start)
        if i < 0 or kind != _T_MARK or s[start] != 44:
            break
    return request_id, has_method, has_answer


cdef inline Py_ssize_t _skip_ws(const unsigned char* s, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    while i < n and (s[i] == 32 or s[i] == 9 or s[i] == 10 or s[i] == 13):
        i += 1
    return i


cdef Py_ssize_t _utf8_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    """The end of the well-formed UTF-8 sequence at s[i] (a byte >= 0x80), or -1 (RFC 3629: no overlongs, no
    surrogates, nothing above U+10FFFF)."""
    cdef unsigned char c = s[i]
    cdef unsigned char low = 0x80
    cdef unsigned char high = 0xBF
    cdef Py_ssize_t extra, k
    if c < 0xC2:
        return -1
    elif c < 0xE0:
        extra = 1
    elif c < 0xF0:
        extra = 2
        if c == 0xE0:
            low = 0xA0
        elif c == 0xED:
            high = 0x9F
    elif c < 0xF5:
        extra = 3
        if c == 0xF0:
            low = 0x90
        elif c == 0xF4:
            high = 0x8F
    else:
        return -1
    if i + extra >= n or s[i + 1] < low or s[i + 1] > high:
        return -1
    for k in range(2, extra + 1):
        if s[i + k] < 0x80 or s[i + k] > 0xBF:
            return -1
    return i + extra + 1


cdef Py_ssize_t _string_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n, bint* escaped) noexcept nogil:
    """s[i] is an opening quote: the index after the closing one, or -1. Sets *escaped when there is a backslash."""
    cdef unsigned char c
    cdef unsigned int code
    cdef Py_ssize_t k
    i += 1
    while i < n:
        i = _plain_end(s, i, n)
        if i >= n:
            return -1
        c = s[i]
        if c == 34:  # "
            return i + 1
        if c == 92:  # \
            escaped[0] = True
            i += 1
            if i >= n:
                return -1
            c = s[i]
            if c == 117:  # \uXXXX
                if i + 4 >= n:
                    return -1
                code = 0
                for k in range(1, 5):
                    c = s[i + k]
                    if 48 <= c <= 57:
                        code = code * 16 + (c - 48)
                    elif 97 <= c <= 102:
                        code = code * 16 + (c - 87)
                    elif 65 <= c <= 70:
                        code = code * 16 + (c - 55)
                    else:
                        return -1
                if 0xD800 <= code <= 0xDFFF:
                    return -1  # surrogate pairs (and orjson's refusals of lone ones): left to orjson
                i += 5
            elif c == 34 or c == 92 or c == 47 or c == 98 or c == 102 or c == 110 or c == 114 or c == 116:
                i += 1
            else:
                return -1
        elif c < 32:
            return -1
        elif c < 128:
            i += 1
        else:
            i = _utf8_run(s, i, n)
            if i < 0:
                return -1
    return -1


cdef Py_ssize_t _utf8_run(const unsigned char* s, Py_ssize_t i, Py_ssize_t n) noexcept nogil:
    """The end of the run of text at s[i] (a byte >= 0x80): well-formed multi-byte UTF-8 sequences and the plain
    bytes between them, up to the first byte that is neither (a quote, a backslash, a control character) or n; -1
    for malformed UTF-8 (as `_utf8_end`, sequence by sequence).

    Text with a character beyond ASCII is mostly text in another script: its ASCII gaps (spaces, punctuation) are
    walked here a byte at a time, not by `_plain_end`'s tests of eight bytes, which they would fail. The two- and
    three-byte forms whose continuation bytes may be any of 80..BF (most text in most scripts) are checked here,
    the others by `_utf8_end`. A function of its own on purpose: with this loop written inside `_string_end`, GCC
    -O3 made the ASCII loop there twice as slow."""
    cdef unsigned char c = s[i]
    while True:
        if c >= 0x80:
            if 0xC2 <= c <= 0xDF and i + 1 < n and s[i + 1] & 0xC0 == 0x80:
                i += 2
            elif (
                0xE1 <= c <= 0xEF and c != 0xED and i + 2 < n and s[i + 1] & 0xC0 == 0x80 and s[i + 2] & 0xC0 == 0x80
            ):
                i += 3
            else:
                i = _utf8_end(s, i, n)
                if i < 0:
                    return -1
        elif _PLAIN[c]:
            i += 1
        else:
            return i
        if i >= n:
            return i
        c = s[i]


cdef Py_ssize_t _number_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n, bint* integer) noexcept nogil:
    """The end of the JSON number at s[i], or -1 (also for exponents and over-long numbers: left to orjson)."""
    cdef Py_ssize_t start = i
    if s[i] == 45:  # -
        i += 1
        if i >= n:
            return -1
    if s[i] == 48:
        i += 1
    elif 49 <= s[i] <= 57:
        while i < n and 48 <= s[i] <= 57:
            i += 1
    else:
        return -1
    integer[0] = True
    if i < n and s[i] == 46:  # .
        integer[0] = False
        i += 1
        if i >= n or not (48 <= s[i] <= 57):
            return -1
        while i < n and 48 <= s[i] <= 57:
            i += 1
    if i < n and (s[i] == 101 or s[i] == 69):  # e E
        return -1
    if i - start > _MAX_NUMBER:
        return -1
    return i


cdef Py_ssize_t _value_end(const unsigned char* s, Py_ssize_t i, Py_ssize_t n, int depth) noexcept nogil:
    """The end of the JSON value starting at s[i] (no leading whitespace), validated; or -1."""
    cdef unsigned char c = s[i]
    cdef unsigned char close
    cdef bint flag = False
    if c == 34:
        return _string_end(s, i, n, &flag)
    if c == 123 or c == 91:  # { [
        if depth >= _MAX_DEPTH:
            return -1
        close = 125 if c == 123 else 93
        i = _skip_ws(s, i + 1, n)
        if i < n and s[i] == close:
            return i + 1
        while True:
            if c == 123:  # a member: "key" :
                if i >= n or s[i] != 34:
                    return -1
                i = _string_end(s, i, n, &flag)
                if i < 0:
                    return -1
                i = _skip_ws(s, i, n)
                if i >= n or s[i] != 58:
                    return -1
                i = _skip_ws(s, i + 1, n)
            if i >= n:
                return -1
            i = _value_end(s, i, n, depth + 1)
            if i < 0:
                return -1
            i = _skip_ws(s, i, n)
            if i >= n:
                return -1
            if s[i] == 44:  # ,
                i = _skip_ws(s, i + 1, n)
            elif s[i] == close:
                return i + 1
            else:
                return -1
    if c == 116:
        return i + 4 if i + 4 <= n and memcmp(s + i, b"true", 4) == 0 else -1
    if c == 102:
        return i + 5 if i + 5 <= n and memcmp(s + i, b"false", 5) == 0 else -1
    if c == 110:
        return i + 4 if i + 4 <= n and memcmp(s + i, b"null", 4) == 0 else -1
    if c == 45 or 48 <= c <= 57:
        return _number_end(s, i, n, &flag)
    return -1


cdef inline bint _is(const unsigned char* s, Py_ssize_t size, const char* name, Py_ssize_t name_size) noexcept:
    return size == name_size and memcmp(s, name, size) == 0


cdef dict _NAME_JSON = {}


cdef bytes _name_json(str name):
    # A method name or key as JSON, for spliced lines: names are few, so each is encoded once (bounded all the same).
    encoded = _NAME_JSON.get(name)
    if encoded is None:
        if len(_NAME_JSON) >= 1024:
            _NAME_JSON.clear()
        encoded = _NAME_JSON[name] = dumps(name)
    return <bytes>encoded


cdef str _key(const unsigned char* s, Py_ssize_t size):
    # The message keys are the common case: the same string objects every time (their hashes are cached).
    if _is(s, size, "id", 2):
        return _K_ID
    if _is(s, size, "jsonrpc", 7):
        return _K_JSONRPC
    if _is(s, size, "method", 6):
        return _K_METHOD
    if _is(s, size, "params", 6):
        return _K_PARAMS
    if _is(s, size, "result", 6):
        return _K_RESULT
    if _is(s, size, "error", 5):
        return _K_ERROR
    return PyUnicode_DecodeUTF8(<const char*>s, size, NULL)


cdef object _small_int(const unsigned char* s, Py_ssize_t start, Py_ssize_t end):
    cdef long long value = 0
    cdef bint negative = s[start] == 45
    cdef Py_ssize_t i = start + negative
    while i < end:
        value = value * 10 + (s[i] - 48)
        i += 1
    return PyLong_FromLongLong(-value if negative else value)


# How every SDK starts a request or a response line (orjson, serde_json, JSON.stringify keep this key order).
cdef const char* _HEAD = b'{"jsonrpc":"2.0","id":'
cdef Py_ssize_t _HEAD_SIZE = 22
cdef const char* _CANCEL_HEAD = b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":'
cdef Py_ssize_t _CANCEL_HEAD_SIZE = 67
cdef Py_ssize_t _CANCEL_PARAMS = 54  # where its params object starts


# ------------------------------------------------------------------------------------------ spliced lines
# Lines around raw params or results are put together with memcpy: no format string, no tuple, no int object.

cdef inline char* _put(char* out, const char* data, Py_ssize_t size) noexcept nogil:
    memcpy(out, data, size)
    return out + size


cdef inline Py_ssize_t _decimal(char* buffer, long long value) noexcept nogil:
    """Writes `value` in decimal at the end of a 24-byte buffer; returns where it starts."""
    cdef unsigned long long magnitude = <unsigned long long>value
    cdef Py_ssize_t start = 24
    if value < 0:
        magnitude = <unsigned long long>(-(value + 1)) + 1  # also right for the most negative value
    while True:
        start -= 1
        buffer[start] = <char>(48 + magnitude % 10)
        magnitude //= 10
        if magnitude == 0:
            break
    if value < 0:
        start -= 1
        buffer[start] = 45
    return start


cdef bytes _glue(const char* head, Py_ssize_t head_size, bytes name, const char* middle, Py_ssize_t middle_size,
                 bytes data, const char* tail, Py_ssize_t tail_size):
    """head + name + middle + data + tail."""
    cdef Py_ssize_t n1 = PyBytes_GET_SIZE(name)
    cdef Py_ssize_t n2 = PyBytes_GET_SIZE(data)
    cdef bytes line = PyBytes_FromStringAndSize(NULL, head_size + n1 + middle_size + n2 + tail_size)
    cdef char* out = PyBytes_AS_STRING(line)
    out = _put(out, head, head_size)
    out = _put(out, PyBytes_AS_STRING(name), n1)
    out = _put(out, middle, middle_size)
    out = _put(out, PyBytes_AS_STRING(data), n2)
    _put(out, tail, tail_size)
    return line


cdef bytes _id_line(long long request_id, const char* middle, Py_ssize_t middle_size, bytes name,
                    const char* between, Py_ssize_t between_size, bytes data):
    """{"jsonrpc":"2.0","id":N + middle + name + between + data + }\n"""
    cdef char digits[24]
    cdef Py_ssize_t start = _decimal(digits, request_id)
    cdef Py_ssize_t n0 = 24 - start
    cdef Py_ssize_t n1 = PyBytes_GET_SIZE(name) if name is not None else 0
    cdef Py_ssize_t n2 = PyBytes_GET_SIZE(data)
    cdef bytes line = PyBytes_FromStringAndSize(NULL, _HEAD_SIZE + n0 + middle_size + n1 + between_size + n2 + 2)
    cdef char* out = PyBytes_AS_STRING(line)
    out = _put(out, _HEAD, _HEAD_SIZE)
    out = _put(out, digits + start, n0)
    out = _put(out, middle, middle_size)
    if n1:
        out = _put(out, PyBytes_AS_STRING(name), n1)
    out = _put(out, between, between_size)
    out = _put(out, PyBytes_AS_STRING(data), n2)
    _put(out, "}\n", 2)
    return line


cdef Py_ssize_t _last_value_end(const unsigned char* s, Py_ssize_t start, Py_ssize_t n) noexcept nogil:
    """The end of the object or array at s[start] when it closes the line's object (`}` then only whitespace), or
    -1 (scalars and anything else are left to the general path)."""
    cdef Py_ssize_t end
    if start >= n or (s[start] != 123 and s[start] != 91):
        return -1
    end = _value_end(s, start, n, 1)
    if end < 0 or end >= n or s[end] != 125 or _skip_ws(s, end + 1, n) != n:
        return -1
    return end


cdef object _shallow(bytes data):
    """The object in `data` with its top level decoded and its nested objects and arrays as `RawJSON`; None when
    the scanner does not vouch for the line (the caller decodes it with orjson)."""
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t n = PyBytes_GET_SIZE(data)
    cdef Py_ssize_t i, start, key_start, key_end
    cdef bint escaped, integer
    cdef unsigned char c
    cdef dict result = {}
    i = _skip_ws(s, 0, n)
    if i >= n or s[i] != 123:
        return None
    i = _skip_ws(s, i + 1, n)
    if i < n and s[i] == 125:
        return result if _skip_ws(s, i + 1, n) == n else None
    while True:
        if i >= n or s[i] != 34:
            return None
        escaped = False
        key_start = i + 1
        i = _string_end(s, i, n, &escaped)
        if i < 0 or escaped:
            return None
        key_end = i - 1
        i = _skip_ws(s, i, n)
        if i >= n or s[i] != 58:
            return None
        i = _skip_ws(s, i + 1, n)
        if i >= n:
            return None
        start = i
        c = s[i]
        if c == 123 or c == 91:
            i = _value_end(s, i, n, 1)
            if i < 0:
                return None
            value = _raw(PyBytes_FromStringAndSize(<const char*>s + start, i - start))
        elif c == 34:
            escaped = False
            i = _string_end(s, i, n, &escaped)
            if i < 0:
                return None
            if escaped:
                value = loads(data[start:i])
            else:
                value = PyUnicode_DecodeUTF8(<const char*>s + start + 1, i - start - 2, NULL)
        elif c == 45 or 48 <= c <= 57:
            i = _number_end(s, i, n, &integer)
            if i < 0:
                return None
            if integer and i - start - (c == 45) <= _MAX_INT_DIGITS:
                value = _small_int(s, start, i)
            elif integer:
                value = int(data[start:i])  # exact, where orjson would make a float of it
            else:
                value = loads(data[start:i])
        else:
            i = _value_end(s, i, n, 1)
            if i < 0:
                return None
            value = True if c == 116 else False if c == 102 else None
        result[_key(s + key_start, key_end - key_start)] = value
        i = _skip_ws(s, i, n)
        if i >= n:
            return None
        if s[i] == 44:
            i = _skip_ws(s, i + 1, n)
        elif s[i] == 125:
            return result if _skip_ws(s, i + 1, n) == n else None
        else:
            return None


cdef class RawJSON:
    """A JSON value kept as its encoded bytes: what a route receives as params, passed on without decoding.

    `RawJSON(data)` validates `data` (bytes holding one JSON value; `ValueError` if it is not). The SDK encodes it
    as it is wherever it appears in params, results or error data. `decode()` gives the value; `members()` an
    object's members, nested objects and arrays still raw.
    """

    cdef readonly bytes data

    def __init__(self, data):
        cdef bytes raw
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"RawJSON takes bytes, not {type(data).__name__}")
        raw = bytes(data).strip(b" \t\n\r")
        cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(raw)
        cdef Py_ssize_t n = PyBytes_GET_SIZE(raw)
        if not n or _value_end(s, 0, n, 0) != n:
            try:
                loads(raw)  # what the scanner leaves to orjson
            except JSONDecodeError:
                try:
                    stdlib_loads(raw)  # JSON with an integer beyond a double is taken, exactly
                except ValueError as exc:
                    raise ValueError(f"not one JSON value: {exc}") from None
        self.data = raw

    def decode(self):
        """The value, decoded (integers of any size exact)."""
        return exact_loads(self.data)

    def members(self):
        """An object's members as a dict: scalars decoded, nested objects and arrays as `RawJSON`."""
        return _members(self)

    def __eq__(self, other):
        if type(other) is not RawJSON:
            return NotImplemented
        return self.data == (<RawJSON>other).data

    def __hash__(self):
        return hash(self.data)

    def __repr__(self):
        return f"RawJSON({self.data!r})"


def wrap_envelope(str method, RawJSON params):
    """`{"method": method, "params": params}` as `RawJSON`: a proxy envelope around raw params, never decoded."""
    return _wrapped(method, params)


cdef RawJSON _wrapped(str method, RawJSON params):
    return _raw(_glue('{"method":', 10, _name_json(method), ',"params":', 10, params.data, "}", 1))


cdef dict _members(RawJSON raw):
    # The scanner's top level, or (where it gives up) orjson's, with the nested values re-encoded; TypeError when
    # the value is not an object.
    found = _shallow(raw.data)
    if found is not None:
        return <dict>found
    value = exact_loads(raw.data)
    if type(value) is not dict:
        raise TypeError(f"not a JSON object: {type(value).__name__}")
    return {
        key: _raw(exact_dumps(item)) if type(item) is dict or type(item) is list else item
        for key, item in (<dict>value).items()
    }


def unwrap_envelope(RawJSON params):
    """`(method, params)` of an envelope given raw (`params` raw, or None when absent); None when it is not an
    object with a string method."""
    return _unwrapped(params)


cdef tuple _unwrapped(RawJSON params):
    try:
        members = _members(params)
    except TypeError:
        return None
    method = (<dict>members).get(_K_METHOD)
    if type(method) is not str:
        return None
    return method, (<dict>members).get(_K_PARAMS)


cdef inline RawJSON _raw(bytes data):
    # Bytes already validated (a slice the scanner walked, or orjson's own output): no second scan.
    cdef RawJSON raw = RawJSON.__new__(RawJSON)
    raw.data = data
    return raw


def encode_raw(obj):
    """orjson's `default`: a `RawJSON` anywhere in a value is written as its bytes."""
    if type(obj) is RawJSON:
        return Fragment((<RawJSON>obj).data)
    raise TypeError(f"Type is not JSON serializable: {type(obj).__name__}")
