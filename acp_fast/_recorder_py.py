"""What a router records about the messages it reads and writes, pure-Python twin of `src/_recorder_c.pxi`: the
counters of `Connection.stats()`, the latency histogram of the requests the peer answered, and the trace records
(docs/observability.md).

What lives here: every counter, the histogram, and the shape of a trace record. The router tells its recorder what
happened (`request_received`, `answer_sent`, ...); the recorder decides what that counts and, while a trace buffer
is set, what it records. What must not: any decision about a message (routing, answering, refusing) and any output.
A new counter is a name in `_protocol.STATS_COUNTERS` and a line in the event that counts it, here and in the twin.
"""

from __future__ import annotations

import re
from time import monotonic
from typing import Any

from orjson import OPT_APPEND_NEWLINE, Fragment, dumps

from ._protocol import CANCEL_METHOD, LATENCY_BUCKETS, MCP_MESSAGE_METHOD, STATS_COUNTERS
from ._raw_json_py import RawJSON, encode_raw, exact_dumps
from .errors import ErrorCode, RequestError

__all__ = ["Recorder"]

# Where each counter of `counters()` is (the order of `STATS_COUNTERS`).
(
    _REQUESTS_RECEIVED,
    _NOTIFICATIONS_RECEIVED,
    _RESULTS_RECEIVED,
    _ERRORS_RECEIVED,
    _REQUESTS_SENT,
    _NOTIFICATIONS_SENT,
    _RESULTS_SENT,
    _ERRORS_SENT,
    _CANCELS_RECEIVED,
    _CANCELS_SENT,
    _CANCELS_HONOURED,
    _CANCELS_HONOURED_BY_PEER,
    _BYTES_RECEIVED,
) = range(len(STATS_COUNTERS))
_CANCELLED = int(ErrorCode.REQUEST_CANCELLED)
# A session id in raw params (a forwarding connection does not decode them): the first `"sessionId": "..."`, which in
# a proxy envelope is the wrapped message's.
_RAW_SESSION = re.compile(rb'"sessionId"\s*:\s*"([^"\\]*)"')
_NO_TARGET: Any = object()


class Recorder:
    """One router's counters, latency histogram and trace records.

    Tracing: while `trace` is a buffer (the tracer's, `Tracer.records`), one record per message read or written is
    appended to it as a line of the trace file; `trace_payloads` > 0 adds the message's params, result or error, cut
    at that many bytes; `trace_hop` names the connection in the records. `forwarded_from` is set by a router that
    forwards a request to this one, just before it sends it: that request's record names where it came from.
    """

    __slots__ = ("_counts", "_histogram", "_latency_sum", "trace", "trace_payloads", "trace_hop", "forwarded_from")

    def __init__(self, hop: str) -> None:
        self._counts = [0] * len(STATS_COUNTERS)
        self._histogram = [0] * LATENCY_BUCKETS
        self._latency_sum = 0.0
        self.trace: bytearray | None = None
        self.trace_payloads = 0
        self.trace_hop = hop
        self.forwarded_from: tuple[str, Any] | None = None

    def counters(self) -> tuple[int, ...]:
        """The message counters, in the order of `STATS_COUNTERS`."""
        return tuple(self._counts)

    def latencies(self) -> tuple[list[int], float]:
        """The latency histogram of answered outgoing requests (`LATENCY_BUCKETS` counts) and their sum in s."""
        return list(self._histogram), self._latency_sum

    def messages_received(self) -> int:
        """Requests, notifications and answers read so far (what the write policy's pacer counts)."""
        counts = self._counts
        return (
            counts[_REQUESTS_RECEIVED]
            + counts[_NOTIFICATIONS_RECEIVED]
            + counts[_RESULTS_RECEIVED]
            + counts[_ERRORS_RECEIVED]
        )

    # ------------------------------------------------------------------------------------------- reading

    def bytes_received(self, size: int) -> None:
        self._counts[_BYTES_RECEIVED] += size

    def request_received(self, method: str, request_id: Any, params: Any) -> float:
        """A request read; returns when it was read while tracing (its answer's latency), else 0."""
        self._counts[_REQUESTS_RECEIVED] += 1
        if self.trace is None:
            return 0.0
        return self._record("in", "request", method, request_id, params, _NO_TARGET, None)

    def notification_received(self, method: str, params: Any) -> None:
        self._counts[_NOTIFICATIONS_RECEIVED] += 1
        if self.trace is not None:
            self._record("in", "notification", method, _NO_TARGET, params, _NO_TARGET, None)

    def cancel_received(self, method: str, params: Any, target: Any) -> None:
        """A `$/cancel_request` (plain or in proxy envelopes) for the request `target`."""
        counts = self._counts
        counts[_NOTIFICATIONS_RECEIVED] += 1
        counts[_CANCELS_RECEIVED] += 1
        if self.trace is not None:
            self._record("in", "notification", method, _NO_TARGET, params, target, None)

    def answer_received(
        self, method: str, response_id: Any, value: Any, is_error: bool, code: Any, sent_at: float, cancel_sent: bool
    ) -> None:
        """The peer answered our request: counted, timed (since `sent_at`), traced (`cancel_sent`: we had sent a
        `$/cancel_request` for it, so a -32800 answer honours it)."""
        latency = monotonic() - sent_at
        self._latency_sum += latency
        self._histogram[min(int(latency * 1e6).bit_length(), LATENCY_BUCKETS - 1)] += 1
        counts = self._counts
        if not is_error:
            counts[_RESULTS_RECEIVED] += 1
        else:
            counts[_ERRORS_RECEIVED] += 1
            if cancel_sent and code == _CANCELLED:
                counts[_CANCELS_HONOURED_BY_PEER] += 1
        if self.trace is not None:
            self._record_answer("in", method, response_id, value, is_error, sent_at)

    # ------------------------------------------------------------------------------------------- writing

    def request_sent(self, method: str, request_id: Any, params: Any, origin: tuple[str, Any] | None) -> None:
        """Our request; `origin`: the upstream request it forwards (`forwarded_from` when it was sent)."""
        self._counts[_REQUESTS_SENT] += 1
        if self.trace is not None:
            self._record("out", "request", method, request_id, params, _NO_TARGET, origin)

    def notification_sent(self, method: str, params: Any) -> None:
        self._counts[_NOTIFICATIONS_SENT] += 1
        if self.trace is not None:
            self._record("out", "notification", method, _NO_TARGET, params, _NO_TARGET, None)

    def cancel_sent(self, request_id: Any, params: Any, origin: tuple[str, Any] | None) -> None:
        """Our `$/cancel_request` for `request_id`; `origin`: the upstream request whose cancellation it re-issues
        (a forwarded request's)."""
        counts = self._counts
        counts[_NOTIFICATIONS_SENT] += 1
        counts[_CANCELS_SENT] += 1
        if self.trace is not None:
            self._record("out", "notification", CANCEL_METHOD, _NO_TARGET, params, request_id, origin)

    def answer_sent(
        self, method: str, request_id: Any, value: Any, is_error: bool, cancelled: bool, received_at: float
    ) -> None:
        """Our answer to the peer's request (`cancelled`: its cancellation marker was set, so a -32800 answer honours
        the cancel)."""
        counts = self._counts
        if not is_error:
            counts[_RESULTS_SENT] += 1
        else:
            counts[_ERRORS_SENT] += 1
            if cancelled and _error_code(value) == _CANCELLED:
                counts[_CANCELS_HONOURED] += 1
        if self.trace is not None:
            self._record_answer("out", method, request_id, value, is_error, received_at)

    def refused(self, reason: str) -> None:
        """A message refused (not JSON, invalid, too large, ...): its record, while tracing."""
        if self.trace is not None:
            record = {"t": monotonic(), "hop": self.trace_hop, "dir": "in", "kind": "refused", "reason": reason}
            self.trace += dumps(record, None, OPT_APPEND_NEWLINE)

    # ------------------------------------------------------------------------------------------- records

    def _record(
        self,
        direction: str,
        kind: str,
        method: str,
        request_id: Any,
        params: Any,
        target: Any,
        origin: tuple[str, Any] | None,
    ) -> float:
        """Trace one request or notification (a cancel's `target`, a forward's `origin`: the upstream hop and id);
        returns its time."""
        now = monotonic()
        record = {"t": now, "hop": self.trace_hop, "dir": direction, "kind": kind, "method": method}
        if request_id is not _NO_TARGET:
            record["id"] = request_id
        session = _session_of(params)
        if session is not None:
            record["session"] = session
        if method == MCP_MESSAGE_METHOD and (inner := _mcp_method_of(params)) is not None:
            record["mcp"] = inner
        if target is not _NO_TARGET:
            record["target"] = target
        if origin is not None:
            record["from"] = {"hop": origin[0], "id": origin[1]}
        if self.trace_payloads and params is not None:
            _add_payload(record, params, self.trace_payloads)
        self.trace += dumps(record, None, OPT_APPEND_NEWLINE)  # type: ignore[operator]
        return now

    def _record_answer(
        self, direction: str, method: str, request_id: Any, value: Any, is_error: bool, since: float
    ) -> None:
        now = monotonic()
        record = {
            "t": now,
            "hop": self.trace_hop,
            "dir": direction,
            "kind": "response",
            "method": method,
            "id": request_id,
        }
        if is_error:
            code = _error_code(value)
            record["outcome"] = "cancelled" if code == _CANCELLED else "error"
            if code is not None:
                record["code"] = code
        else:
            record["outcome"] = "result"
        if since:
            record["latency"] = now - since
        if self.trace_payloads:
            _add_payload(record, value.to_dict() if isinstance(value, RequestError) else value, self.trace_payloads)
        self.trace += dumps(record, None, OPT_APPEND_NEWLINE)  # type: ignore[operator]


def _mcp_method_of(params: Any) -> str | None:
    """The inner MCP method of `mcp/message` params (a trace record's "mcp")."""
    if type(params) is RawJSON:
        try:
            params = params.decode()
        except ValueError:
            return None
    inner = params.get("method") if type(params) is dict else None
    return inner if type(inner) is str else None


def _session_of(params: Any) -> str | None:
    """The `sessionId` a message's params carry (a trace record's "session"), wrapped in proxy envelopes or not."""
    if type(params) is dict:
        session = params.get("sessionId")
        if session is None and type(inner := params.get("params")) is dict:  # a proxy envelope
            session = inner.get("sessionId")
        return session if type(session) is str else None
    if type(params) is RawJSON:
        at = params.data.find(b'"sessionId"')  # most params hold none: no pattern run for those
        if at < 0:
            return None
        found = _RAW_SESSION.match(params.data, at)
        return found[1].decode() if found is not None else None
    return None


def _add_payload(record: dict[str, Any], value: Any, limit: int) -> None:
    # A record's "payload": the value's JSON as it is, or its first `limit` bytes as a string, marked "truncated".
    try:
        data = exact_dumps(value, encode_raw)
    except TypeError:  # not JSON (an error's data, say): its text
        data = repr(value).encode()
        record["payload"] = data[:limit].decode(errors="ignore")
        record["truncated"] = len(data) > limit
        return
    if len(data) <= limit:
        record["payload"] = Fragment(data)
    else:
        record["payload"] = data[:limit].decode(errors="ignore")
        record["truncated"] = True


def _error_code(error: Any) -> int | None:
    # An error as the router holds it: a `RequestError` (ours) or an error object (a peer's, forwarded verbatim).
    if isinstance(error, RequestError):
        return error.code  # type: ignore[no-any-return]
    code = error.get("code") if type(error) is dict else None
    return code if type(code) is int else None
