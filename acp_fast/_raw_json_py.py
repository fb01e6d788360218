"""`RawJSON`, pure-Python twin of `src/_raw_json_c.pxi` (same names, same behaviour).

The compiled router scans the lines of a forwarding connection without decoding their params; this twin decodes
every line with orjson (a scanner in Python would be slower) and re-encodes what a route receives, so routes see
the same `RawJSON` values from both builds.
"""

from __future__ import annotations

from typing import Any

from orjson import Fragment, JSONDecodeError, dumps, loads

__all__ = ["RawJSON", "encode_raw", "trusted_raw", "unwrap_envelope", "wrap_envelope"]

_WHITESPACE = b" \t\n\r"


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
        except JSONDecodeError as exc:
            raise ValueError(f"not one JSON value: {exc}") from None
        self.data = raw

    def decode(self) -> Any:
        """The value, decoded."""
        return loads(self.data)

    def members(self) -> dict[str, Any]:
        """An object's members as a dict: scalars decoded, nested objects and arrays as `RawJSON`."""
        value = loads(self.data)
        if type(value) is not dict:
            raise TypeError(f"not a JSON object: {type(value).__name__}")
        return {key: trusted_raw(dumps(item)) if type(item) in (dict, list) else item for key, item in value.items()}

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
