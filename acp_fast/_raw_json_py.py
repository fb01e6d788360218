"""`RawJSON` and exact JSON, pure-Python twin of `src/_raw_json_c.pxi` (same names, same behaviour).

The compiled router scans the lines of a forwarding connection without decoding their params; this twin decodes
every line with orjson (a scanner in Python would be slower) and re-encodes what a route receives, so routes see
the same `RawJSON` values from both builds.

Exact integers: orjson decodes an integer beyond 64 bits as a float (or refuses it, beyond a double) and refuses to
encode one. `holds_long_int` is the cheap test every decoded line goes through; only a line that may hold such an
integer is decoded again by the standard library's json (`stdlib_loads`, exact, orjson having validated the line or
refused it), and only an encoding that fails is tried again with those integers written as they are
(`exact_dumps`). The same functions say why a line that is JSON cannot be taken (`UnsupportedJSON`).
"""

from __future__ import annotations

import json
import re
from typing import Any

from orjson import Fragment, JSONDecodeError, dumps, loads

from ._protocol import INT64_MIN, MAX_NESTING

__all__ = [
    "RawJSON",
    "UnsupportedJSON",
    "encode_raw",
    "exact_dumps",
    "exact_loads",
    "holds_big_float",
    "holds_long_int",
    "stdlib_loads",
    "trusted_raw",
    "unwrap_envelope",
    "wrap_envelope",
]

_WHITESPACE = b" \t\n\r"

# ------------------------------------------------------------------------------------------- exact integers

_DIGITS_AND_MINUS = bytes(48 if 48 <= c <= 57 else c if c == 45 else 32 for c in range(256))  # else a space
_TWENTY_DIGITS = b"0" * 20
_MINUS_NINETEEN_DIGITS = b"-" + b"0" * 19
_UINT64_END = 2**64


def holds_long_int(data: bytes) -> bool:
    """Whether `data` holds 20 digits in a row, or a minus sign and 19: an integer orjson may not keep exact (it keeps
    -2**63 .. 2**64-1). Wherever the run is (a string, a fraction's digits): a false positive only costs a slower,
    still exact decoding, and normal messages never hold such a run.

    One translate and two searches, all in C: the cheapest exact test at hand in Python (a regex is ten times
    slower, and sampling every n-th byte first is defeated by the hex ids and timestamps messages are full of). The
    router makes it once per chunk of short lines, not per line; a long line is tested on its value instead
    (`holds_big_float`), which costs per value, not per byte.
    """
    mapped = data.translate(_DIGITS_AND_MINUS)
    return _TWENTY_DIGITS in mapped or _MINUS_NINETEEN_DIGITS in mapped


_BIG_FLOAT = 2.0**63


def holds_big_float(value: Any, budget: int) -> bool | None:
    """Whether orjson's decoding `value` holds a float of magnitude 2**63 or more: where orjson made a float of an
    integer beyond 64 bits, there is one (a float written so is a false positive, harmless). None when `value`
    holds more than `budget` values (then testing its bytes is cheaper)."""
    stack = [value]
    pop = stack.pop
    push = stack.extend
    while stack:
        budget -= 1
        if budget < 0:
            return None
        item = pop()
        kind = type(item)
        if kind is dict:
            push(item.values())
        elif kind is list:
            push(item)
        elif kind is float and not -_BIG_FLOAT < item < _BIG_FLOAT:
            return True
    return False


class UnsupportedJSON(ValueError):
    """JSON that cannot be taken as it is, `reason` saying why: `nesting_too_deep` (deeper than the decoders go:
    orjson 1024 levels), `number_out_of_range` (beyond a double, or an integer beyond Python's digit limit) or
    `lone_surrogate` (a `\\uD800`-style escape with no partner: not text)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _finite(text: str) -> float:
    value = float(text)
    if value - value != 0.0:  # infinite: orjson refuses it, and no JSON writer can give it back
        raise UnsupportedJSON("number_out_of_range")
    return value


def _not_json(text: str) -> Any:
    raise json.JSONDecodeError(f"{text} is not JSON", text, 0)


_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_not_json)
# Every escape of a valid line but a lone surrogate: a surrogate pair, any other \u escape (its hex digits are left,
# harmless), a one-character escape. Once they are removed, a backslash is left only where a lone surrogate was.
_WELL_FORMED_ESCAPE = re.compile(
    rb"\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|u(?![dD][89a-fA-F])|[^u])"
)


def stdlib_loads(data: bytes) -> Any:
    """`data` decoded by the standard library's json: integers of any size exact. Raises `json.JSONDecodeError` (a
    `ValueError`) when it is not JSON, `UnsupportedJSON` when it is JSON that cannot be taken as it is.

    The standard library is the second opinion because it is exact where orjson is not (integers) and at hand; it
    is told to refuse what is not JSON though it would take it (NaN, Infinity; bytes that are not UTF-8, which it
    would read as UTF-16 or UTF-32) and what orjson refuses for a reason of its own (infinite numbers, lone
    surrogates), and JSON nested deeper than orjson's limit (`MAX_NESTING`), whatever its own recursion allows.
    """
    try:
        text = data.decode()
    except UnicodeDecodeError:
        raise json.JSONDecodeError("not UTF-8", "", 0) from None
    if _deeper_than(data, MAX_NESTING):
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


_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(rb"[\[\]{}]")


def _deeper_than(data: bytes, limit: int) -> bool:
    # Brackets outside strings, counted: JSON that is not well formed may count wrong, and the decoder refuses it.
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub(b"", data)):
        depth += 1 if bracket in b"[{" else -1
        if depth > limit:
            return True
    return False


def exact_loads(data: bytes) -> Any:
    """orjson's value of `data`, or the standard library's where orjson would not keep an integer exact or refuses
    JSON for the size of a number. Raises `ValueError` (`UnsupportedJSON` for JSON that cannot be taken)."""
    try:
        value = loads(data)
    except JSONDecodeError:
        return stdlib_loads(data)
    if holds_long_int(data):
        return stdlib_loads(data)
    return value


def exact_dumps(value: Any, default: Any = None, option: int | None = None) -> bytes:
    """`orjson.dumps`, except that integers beyond 64 bits (which orjson refuses) are written exactly: tried only
    when orjson fails, so the common case costs nothing. Integers inside objects that orjson serialises itself
    (dataclasses, ...) are out of its reach: those still raise."""
    try:
        return dumps(value, default, option)
    except TypeError:
        exact = _big_ints_written(value)
        if exact is value:
            raise
    return dumps(exact, default, option)


# orjson encodes no deeper than this: deeper values fail whatever they hold, and are not walked (nor cycles).
_DUMPS_DEPTH = 255


def _big_ints_written(value: Any, depth: int = 0) -> Any:
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


class RawJSON:
    """A JSON value kept as its encoded bytes: what a route receives as params, passed on without decoding.

    `RawJSON(data)` validates `data` (bytes holding one JSON value; `ValueError` if it is not). The SDK encodes it
    as it is wherever it appears in params, results or error data. `decode()` gives the value; `members()` an
    object's members, nested objects and arrays still raw.
    """

    __slots__ = ("data",)

    def __init__(self, data: bytes | bytearray | memoryview) -> None:
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"RawJSON takes bytes, not {type(data).__name__}")
        raw = bytes(data).strip(_WHITESPACE)
        try:
            loads(raw)
        except JSONDecodeError:
            try:
                stdlib_loads(raw)  # JSON with an integer beyond a double is taken, exactly
            except ValueError as exc:
                raise ValueError(f"not one JSON value: {exc}") from None
        self.data = raw

    def decode(self) -> Any:
        """The value, decoded (integers of any size exact)."""
        return exact_loads(self.data)

    def members(self) -> dict[str, Any]:
        """An object's members as a dict: scalars decoded, nested objects and arrays as `RawJSON`."""
        value = exact_loads(self.data)
        if type(value) is not dict:
            raise TypeError(f"not a JSON object: {type(value).__name__}")
        return {
            key: trusted_raw(exact_dumps(item)) if type(item) in (dict, list) else item for key, item in value.items()
        }

    def __eq__(self, other: object) -> bool:
        if type(other) is not RawJSON:
            return NotImplemented
        return self.data == other.data  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.data)

    def __repr__(self) -> str:
        return f"RawJSON({self.data!r})"


def wrap_envelope(method: str, params: RawJSON) -> RawJSON:
    """`{"method": method, "params": params}` as `RawJSON`: a proxy envelope around raw params, never decoded."""
    return trusted_raw(dumps({"method": method, "params": params}, encode_raw))


def unwrap_envelope(params: RawJSON) -> tuple[str, Any] | None:
    """`(method, params)` of an envelope given raw (`params` raw, or None when absent); None when it is not an
    object with a string method."""
    try:
        members = params.members()
    except TypeError:
        return None
    method = members.get("method")
    if type(method) is not str:
        return None
    return method, members.get("params")


def trusted_raw(data: bytes) -> RawJSON:
    """`RawJSON` of bytes known to hold one JSON value (orjson's own output): no second check."""
    raw = RawJSON.__new__(RawJSON)
    raw.data = data
    return raw


def encode_raw(obj: Any) -> Any:
    """orjson's `default`: a `RawJSON` anywhere in a value is written as its bytes."""
    if type(obj) is RawJSON:
        return Fragment(obj.data)
    raise TypeError(f"Type is not JSON serializable: {type(obj).__name__}")
