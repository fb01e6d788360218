"""Input generators for the fuzz-and-soak test (`test_soak.py`): JSON-RPC lines, valid and mutated, and the
bookkeeping of which ids they carry.

Everything is drawn from one `random.Random`, so a seed reproduces the same bytes. A `WireScript` is one round's
input: the chunks to write, the ids of the well-formed requests in it (each must be answered exactly once), and
every id that any line could be read as carrying (an answer may only ever name one of those, and at most as many
times as it was sent).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import orjson

INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# The methods of the connection under test (`test_soak.py` registers them), and some that nobody handles.
REQUEST_METHODS = ["echo", "aecho", "resp", "slow", "coop", "fail", "big", "notify"]
UNHANDLED_METHODS = ["nobody/home", "", "$/cancel_request", "_proxy/successor", "échø/🙂"]
NOTIFICATION_METHODS = ["snote", "anote", "ping", "nobody/listens", "$/cancel_request"]

# Well-formed requests use ids from their own namespace, mutated lines from another: a mutation cannot produce a
# well-formed id except by a freak of byte flipping, and the checks count such a collision as a second sending.
WELL_FORMED_INT_BASE = 7_000_000_000
MUTATED_INT_BASE = 1_000

# Bytes a mutation inserts: framing and JSON punctuation, control characters, and invalid UTF-8.
HOSTILE_BYTES = [
    b"\r",
    b"\v",
    b"\f",
    b"\x00",
    b"\n",
    b"\r\n",
    b'"',
    b"\\",
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b" ",
    b"\t",
    b"0",
    b"-",
    b"e",
    b"\xff",
    b"\xfe",
    b"\xc3",  # a lead byte with no continuation
    b"\xc0\xaf",  # overlong
    b"\xed\xa0\x80",  # an encoded surrogate (invalid UTF-8)
    b"\xf4\x90\x80\x80",  # beyond U+10FFFF
    b"\xef\xbb\xbf",  # a BOM
    b"\\ud800",
    b"\\udc00",
    b"\\u0000",
    b"\\x",
]

# Whole values a mutation substitutes for a JSON value: numbers JSON allows but no double or int64 holds, lone
# surrogates, deep nesting.
HOSTILE_VALUES = [
    b"1e999",
    b"-1e999",
    b"1e-999",
    b"2e308",
    str(2**70).encode(),
    str(-(2**70)).encode(),
    str(2**64).encode(),
    str(2**63).encode(),
    str(INT64_MIN - 1).encode(),
    str(INT64_MAX).encode(),
    str(INT64_MIN).encode(),
    b"123456789012345678901234567890.5e-3",
    b"-0",
    b"-0.0",
    b"01",
    b"1.",
    b".5",
    b"+1",
    b"NaN",
    b"Infinity",
    b"-Infinity",
    b"true",
    b"null",
    b'"\\ud800"',
    b'"\\udc00\\ud800"',
    b'"\\ud800\\u0041"',
    b'"\\ud83d\\ude00"',
    b'"\xed\xa0\x80"',
    b'"\xff"',
    b'"a\x00b"',
    b'"tab\there"',
    b'"\\q"',
    b"{}",
    b"[]",
    b'{"a":1,"a":2}',
    b"[" * 100 + b"]" * 100,
    b"[" * 511 + b"]" * 511,
    b"[" * 512 + b"]" * 512,
    b"[" * 513 + b"]" * 513,
    b"[" * 1100 + b"]" * 1100,
    b'{"a":' * 600 + b"1" + b"}" * 600,
    b"[" * 3000,
]

_ID_TOKEN = re.compile(rb'"id"\s*:\s*(-?[0-9]+(?![0-9.eE])|"(?:[^"\\]|\\.)*")')


def id_key(value: Any) -> tuple[str, Any]:
    """Ids keyed by type and value, as the connection keys them: `1` and `"1"` are different requests."""
    return (type(value).__name__, value)


def is_valid_id(value: Any) -> bool:
    """An id the connection answers with: a string, an int64, or null (never bool or float)."""
    kind = type(value)
    return kind is str or value is None or (kind is int and INT64_MIN <= value <= INT64_MAX)


def encode(message: Any) -> bytes:
    """Compact JSON; the standard library writes what orjson refuses (integers beyond 64 bits)."""
    try:
        return orjson.dumps(message)
    except TypeError:
        return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


def readable_ids(line: bytes) -> Counter[tuple[str, Any]]:
    """Every id a reader could take this line (or fragment) to carry, keyed, with how many times: exactly, when
    orjson reads the line, or by the `"id": <int or string>` tokens in it, for readers that salvage ids from refused
    lines (the larger count of the two)."""
    parsed: Counter[tuple[str, Any]] = Counter()
    try:
        message = orjson.loads(line)
    except orjson.JSONDecodeError:
        message = None
    for entry in message if type(message) is list else [message]:
        if type(entry) is dict and "id" in entry and is_valid_id(entry["id"]):
            parsed[id_key(entry["id"])] += 1
    tokens: Counter[tuple[str, Any]] = Counter()
    for token in _ID_TOKEN.findall(line):
        if token.startswith(b'"'):
            readings = set()
            for errors in ("strict", "replace", "surrogateescape"):
                try:
                    readings.add(id_key(json.loads(token.decode("utf-8", errors))))
                except (ValueError, UnicodeDecodeError):
                    continue
            tokens.update(readings)
        else:
            value = int(token)
            if INT64_MIN <= value <= INT64_MAX:
                tokens[id_key(value)] += 1
    return parsed | tokens  # the larger count of each


# ------------------------------------------------------------------------------------------------ JSON values


def text(rng: random.Random) -> str:
    kind = rng.randrange(8)
    if kind == 0:
        return ""
    if kind == 1:
        return "".join(rng.choice('"\\/\b\f\n\r\t\x00\x1f\x7f') for _ in range(rng.randrange(1, 6)))
    if kind == 2:
        return "".join(
            chr(rng.choice([0xE9, 0x3B1, 0x4E2D, 0x1F642, 0x10FFFF, 0x2028, 0x2029, 0xFEFF])) for _ in range(3)
        )
    if kind == 3:
        return "x" * rng.randrange(64, 600)
    return "".join(rng.choice("abcdefghij _-.:/{}[]") for _ in range(rng.randrange(1, 12)))


def number(rng: random.Random) -> Any:
    return rng.choice(
        [
            0,
            -1,
            rng.randrange(-1000, 1000),
            INT64_MAX,
            INT64_MIN,
            2**64 - 1,  # beyond int64, within uint64: orjson reads it exactly
            2**70,  # beyond 64 bits: orjson reads a float, the connection an exact int
            -(2**70),
            0.5,
            -0.0,
            1e300,
            5e-324,
            rng.uniform(-1e6, 1e6),
        ]
    )


def value(rng: random.Random, depth: int = 0) -> Any:
    """A JSON value orjson writes and reads (no NaN, no infinity, no lone surrogate)."""
    kind = rng.randrange(10 if depth < 4 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind in (2, 3):
        return number(rng)
    if kind in (4, 5):
        return text(rng)
    if kind in (6, 7):
        return [value(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {text(rng): value(rng, depth + 1) for _ in range(rng.randrange(4))}


def params(rng: random.Random) -> Any:
    """Request or notification params: an object, an array, or absent."""
    kind = rng.randrange(6)
    if kind == 0:
        return None
    if kind == 1:
        return [value(rng, 1) for _ in range(rng.randrange(3))]
    if kind == 2:  # nested deep, well under any nesting limit
        nested: Any = {"leaf": value(rng, 3)}
        for _ in range(rng.randrange(5, 60)):
            nested = {"n": nested} if rng.random() < 0.5 else [nested]
        return {"deep": nested}
    return {text(rng): value(rng, 1) for _ in range(rng.randrange(5))}


def cancel_params(rng: random.Random, target: Any) -> Any:
    """Valid cancel params for `target`, or (a third of the time) a malformed shape: never answered either way."""
    kind = rng.randrange(12)
    if kind < 8:
        return {"requestId": target} if rng.random() < 0.8 else {"requestId": target, "extra": value(rng, 2)}
    return rng.choice(
        [
            {},
            {"requestId": True},
            {"requestId": 1.5},
            {"requestId": {"id": 1}},
            {"requestId": [target]},
            [target],
            {"requestid": target},
        ]
    )


# ------------------------------------------------------------------------------------------------ the script


@dataclass
class WireScript:
    """One round's input and what it promises."""

    chunks: list[bytes] = field(default_factory=list)
    well_formed: dict[tuple[str, Any], Any] = field(default_factory=dict)  # key -> id: answered exactly once
    null_requests: int = 0  # well-formed requests with id null: that many answers with id null (clean rounds)
    sent: Counter[tuple[str, Any]] = field(default_factory=Counter)  # every readable id: how many times lines carry it
    lines: int = 0  # inputs: lines (and batch entries count as their line)
    mutated: int = 0

    def record(self, line: bytes) -> None:
        self.sent.update(readable_ids(line))


class Generator:
    """Draws the lines of one round. `clean` rounds hold only well-formed lines, so that every answer can be
    accounted for (no refusal answers, whose id is null)."""

    def __init__(self, rng: random.Random, *, clean: bool, limit: int) -> None:
        self.rng = rng
        self.clean = clean
        self.limit = limit  # the connection's max_message_size: well-formed lines stay under it
        self.script = WireScript()
        self._next_well_formed = 0
        self._next_mutated = 0
        self._recent: list[Any] = []  # well-formed ids, to cancel
        self._mutated_sent: list[bytes] = []  # earlier mutated-namespace requests, to send again
        self._extremes = [INT64_MAX, INT64_MIN]
        self._promising = True  # off while a hostile line is drawn: its requests promise nothing

    # ids
    def _well_formed_id(self) -> Any:
        rng = self.rng
        self._next_well_formed += 1
        n = self._next_well_formed
        roll = rng.random()
        if roll < 0.02 and self._extremes:
            return self._extremes.pop()
        if roll < 0.4:
            return WELL_FORMED_INT_BASE + n
        if roll < 0.5:
            return -(WELL_FORMED_INT_BASE + n)
        if roll < 0.8:
            return f"w{n}"
        # The separator keeps ids unique ("w65" + "1" would be "w651"); what follows it is any text.
        return f"w{n}~" + rng.choice(['"', "\\", "\n", "é", "🙂", "\u2028", "\x00", " ", "1"]) + text(rng)[:8]

    def _mutated_id(self) -> Any:
        self._next_mutated += 1
        n = self._next_mutated
        return rng_choice(self.rng, [MUTATED_INT_BASE + n, f"m{n}", -(MUTATED_INT_BASE + n)])

    # messages (as dicts)
    def _request(self, request_id: Any) -> dict[str, Any]:
        rng = self.rng
        roll = rng.random()
        method = rng.choice(REQUEST_METHODS) if roll < 0.9 else rng.choice(UNHANDLED_METHODS)
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        p = params(rng)
        if p is not None or rng.random() < 0.1:
            message["params"] = p  # null params are absent params
        return shuffled(rng, message)

    def _notification(self) -> dict[str, Any]:
        rng = self.rng
        method = rng.choice(NOTIFICATION_METHODS)
        if method == "$/cancel_request":
            target = (
                rng.choice(self._recent) if self._recent and rng.random() < 0.8 else rng_choice(rng, ["gone", 5, -5, 0])
            )
            p: Any = cancel_params(rng, target)
            if rng.random() < 0.15:  # wrapped in a proxy envelope: accepted the same way
                p = {"method": "$/cancel_request", "params": p}
                method = rng.choice(["_proxy/successor", "proxy/successor"])
        elif method == "ping":
            p = {"timeout": rng.choice([0, 0.001, 0.005, 1.0]), "payload": value(rng, 2)}
        else:
            p = params(rng)
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if p is not None:
            message["params"] = p
        return shuffled(rng, message)

    def _response(self) -> dict[str, Any]:
        """A response to an id the connection never used (its own are small positive ints): dropped."""
        rng = self.rng
        rid = rng_choice(
            rng, [-rng.randrange(1, 10**6), f"nobody-{rng.randrange(10**6)}", 10**12 + rng.randrange(10**6)]
        )
        if rng.random() < 0.5:
            return {"jsonrpc": "2.0", "id": rid, "result": value(rng, 1)}
        return {"jsonrpc": "2.0", "id": rid, "error": {"code": rng.randrange(-32800, 100), "message": text(rng)}}

    def _promise(self, request_id: Any) -> None:
        if self._promising:
            key = id_key(request_id)
            assert key not in self.script.well_formed, f"the generator repeated the well-formed id {request_id!r}"
            self.script.well_formed[key] = request_id

    # lines
    def _well_formed_request_line(self) -> bytes:
        rng = self.rng
        if rng.random() < 0.01:
            request_id: Any = None
            self.script.null_requests += self._promising
        else:
            request_id = self._well_formed_id()
            self._promise(request_id)
            self._recent.append(request_id)
            if len(self._recent) > 64:
                del self._recent[:32]
        return self._layout(self._request(request_id))

    def _layout(self, message: Any) -> bytes:
        """One well-formed line: compact, or with the whitespace JSON allows, and either line ending."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.8:
            line = encode(message)
        elif roll < 0.9:
            line = json.dumps(message, ensure_ascii=rng.random() < 0.5).encode()
        else:
            line = b" \t" + json.dumps(message, separators=(" , ", " : ")).encode() + b"  "
        if rng.random() < 0.05:
            line += b"\r"  # \r\n is a line ending
        return line

    def _batch_line(self) -> bytes:
        rng = self.rng
        entries: list[Any] = []
        for _ in range(rng.randrange(1, 6)):
            if rng.random() < 0.6:
                request_id = self._well_formed_id()
                self._promise(request_id)
                entries.append(self._request(request_id))
            else:
                entries.append(self._notification())
        self.script.lines += len(entries) - 1
        return encode(entries)

    def valid_line(self) -> bytes:
        """A line of the well-formed kinds (a request, a notification, a response to an unknown id, a batch, a
        blank line)."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.5:
            line = self._well_formed_request_line()
        elif roll < 0.75:
            line = self._layout(self._notification())
        elif roll < 0.83:
            line = self._layout(self._response())
        elif roll < 0.96:
            line = self._batch_line()
        else:
            line = rng.choice([b"", b" ", b"\t \t", b"\r"])
        assert len(line) < self.limit, "a well-formed line over the connection's limit"
        return line

    def hostile_line(self) -> bytes:
        """A line built to be refused, or a mutation of a message from the mutated id namespace."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.1 and self._mutated_sent:
            return rng.choice(self._mutated_sent)  # the same id again, maybe while the first is pending
        if roll < 0.2:
            return self._crafted()
        if roll < 0.25:  # over the size limit, newline-terminated: skipped without being buffered whole
            return (
                encode(self._request(self._mutated_id()))[:-1]
                + b',"pad":"'
                + b"p" * (self.limit + rng.randrange(self.limit))
                + b'"}'
            )
        kind = rng.random()
        if kind < 0.6:
            message: Any = self._request(self._mutated_id())
        elif kind < 0.8:
            message = self._notification()
        elif kind < 0.9:
            message = [self._request(self._mutated_id()) for _ in range(rng.randrange(1, 4))]
        else:
            message = self._response()
        line = encode(message)
        if kind < 0.6 and rng.random() < 0.3:
            self._mutated_sent.append(line)
            if len(self._mutated_sent) > 32:
                del self._mutated_sent[:16]
        for _ in range(1 + (rng.random() < 0.3) + (rng.random() < 0.1)):
            line = self.mutate(line)
        return line

    def _crafted(self) -> bytes:
        """Envelopes that are JSON but not valid requests, and the other shapes the docs list."""
        rng = self.rng
        mid = self._mutated_id()
        method = rng.choice(REQUEST_METHODS)
        return rng.choice(
            [
                b"[]",
                b"[1,2]",
                b"42",
                b'"just a string"',
                b"null",
                b"{}",
                encode({"jsonrpc": "1.0", "id": mid, "method": method}),
                encode({"id": mid, "method": method}),
                encode({"jsonrpc": "2.0", "id": mid, "method": 7}),
                encode({"jsonrpc": "2.0", "id": mid, "method": method, "params": rng.choice([1, "s", True])}),
                encode(
                    {"jsonrpc": "2.0", "id": mid, "method": method, "result": 1, "error": {"code": 1, "message": ""}}
                ),
                encode({"jsonrpc": "2.0", "id": rng.choice([True, False, 1.5, {"a": 1}, [1], 1e10]), "method": method}),
                json.dumps(
                    {"jsonrpc": "2.0", "id": rng.choice([2**63, INT64_MIN - 1, 2**70]), "method": method}
                ).encode(),
                b'{"jsonrpc":"2.0","id":' + encode(mid) + b',"id":' + encode(self._mutated_id()) + b',"method":"echo"}',
                b'{"jsonrpc":"2.0","id":'
                + encode(mid)
                + b',"method":"echo","params":{"v":'
                + rng.choice(HOSTILE_VALUES)
                + b"}}",
                b'{"jsonrpc":"2.0","id":'
                + encode(mid)
                + b',"method":"echo","params":'
                + rng.choice(HOSTILE_VALUES)
                + b"}",
                b'{"jsonrpc":"2.0","id":' + rng.choice(HOSTILE_VALUES) + b',"method":"echo"}',
                b'{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":'
                + rng.choice(HOSTILE_VALUES)
                + b"}}",
                b'{"jsonrpc":"2.0","id":' + encode(mid) + b',"result":' + rng.choice(HOSTILE_VALUES) + b"}",
                b"[" + b",".join(encode(self._request(self._mutated_id())) for _ in range(2)) + b",1,{}]",
                b"\xef\xbb\xbf" + encode(self._request(mid)),
                encode(self._request(mid)) + b" trailing",
                encode(self._request(mid)) + encode(self._request(self._mutated_id())),  # two objects, one line
            ]
        )

    def mutate(self, line: bytes) -> bytes:
        rng = self.rng
        if not line:
            return rng.choice(HOSTILE_BYTES)
        at = rng.randrange(len(line) + 1)
        kind = rng.randrange(9)
        if kind == 0:  # truncate
            return line[:at]
        if kind == 1:  # flip a bit
            at = min(at, len(line) - 1)
            return line[:at] + bytes([line[at] ^ (1 << rng.randrange(8))]) + line[at + 1 :]
        if kind == 2:  # replace a byte
            at = min(at, len(line) - 1)
            return line[:at] + bytes([rng.randrange(256)]) + line[at + 1 :]
        if kind in (3, 4):  # insert hostile bytes
            return line[:at] + rng.choice(HOSTILE_BYTES) + line[at:]
        if kind == 5:  # delete a range
            return line[:at] + line[at + rng.randrange(1, 8) :]
        if kind == 6:  # substitute a hostile value for the value after a colon
            colon = line.find(b":", at)
            if colon < 0:
                colon = line.find(b":")
            if colon < 0:
                return line + rng.choice(HOSTILE_VALUES)
            end = colon + 1
            while end < len(line) and line[end : end + 1] not in (b",", b"}", b"]"):
                end += 1
            return line[: colon + 1] + rng.choice(HOSTILE_VALUES) + line[end:]
        if kind == 7:  # a bare control character or \r somewhere
            return line[:at] + rng.choice([b"\r", b"\v", b"\f", b"\x00", b"\x1b"]) + line[at:]
        return line[:at] + line[at:].replace(b'"', b"'", 1)  # a quote changed

    def build(self, count: int, chunk_lines: int) -> WireScript:
        """`count` lines in chunks of about `chunk_lines`; each chunk ends with a newline. A hostile line may drop
        its own newline (then it runs into the next line, which is counted hostile too)."""
        rng = self.rng
        script = self.script
        chunk: list[bytes] = []
        merge_next = False
        for _ in range(count):
            script.lines += 1
            hostile = not self.clean and (merge_next or rng.random() < 0.35)
            if hostile:
                script.mutated += 1
                # A well-formed line that runs into a hostile one is hostile: it promises nothing.
                self._promising = False
                line = self.valid_line() if merge_next and rng.random() < 0.5 else self.hostile_line()
                self._promising = True
                merge_next = rng.random() < 0.05
                script.record(line)
                chunk.append(line if merge_next else line + b"\n")
            else:
                merge_next = False
                line = self.valid_line()
                script.record(line)
                chunk.append(line + b"\n")
            if len(chunk) >= chunk_lines and not merge_next:
                script.chunks.append(b"".join(chunk))
                chunk = []
        if chunk:
            script.chunks.append(b"".join(chunk) + (b"\n" if merge_next else b""))
        return script


def shuffled(rng: random.Random, message: dict[str, Any]) -> dict[str, Any]:
    """The same members in another order, now and then (the scanner reads `id` and `method` anywhere)."""
    if rng.random() < 0.2:
        items = list(message.items())
        rng.shuffle(items)
        return dict(items)
    return message


def rng_choice(rng: random.Random, options: list[Any]) -> Any:
    return options[rng.randrange(len(options))]
