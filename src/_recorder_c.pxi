# What a router records about the messages it reads and writes, compiled: twin of `acp_fast/_recorder_py.py` (read
# it for what lives here and what must not). Included by `_router_c.pyx`; `Recorder` is declared in `_router_c.pxd`,
# so that the router's calls to it are C calls. A trace record is written as its line straight into the tracer's
# buffer (below): no Python object per record on the common path.

# The counters (in the order of `STATS_COUNTERS`) and the latency histogram live in C arrays, sized in `_router_c.pxd`.
if len(_protocol.STATS_COUNTERS) != _COUNTERS or _protocol.LATENCY_BUCKETS != _BUCKETS:
    raise ImportError("the compiled router was built for other STATS_COUNTERS / LATENCY_BUCKETS: rebuild it")
cdef str _MCP_MESSAGE = _protocol.MCP_MESSAGE_METHOD
cdef Py_ssize_t _REQUESTS_RECEIVED = _protocol.STATS_COUNTERS.index("requests_received")
cdef Py_ssize_t _NOTIFICATIONS_RECEIVED = _protocol.STATS_COUNTERS.index("notifications_received")
cdef Py_ssize_t _RESULTS_RECEIVED = _protocol.STATS_COUNTERS.index("results_received")
cdef Py_ssize_t _ERRORS_RECEIVED = _protocol.STATS_COUNTERS.index("errors_received")
cdef Py_ssize_t _REQUESTS_SENT = _protocol.STATS_COUNTERS.index("requests_sent")
cdef Py_ssize_t _NOTIFICATIONS_SENT = _protocol.STATS_COUNTERS.index("notifications_sent")
cdef Py_ssize_t _RESULTS_SENT = _protocol.STATS_COUNTERS.index("results_sent")
cdef Py_ssize_t _ERRORS_SENT = _protocol.STATS_COUNTERS.index("errors_sent")
cdef Py_ssize_t _CANCELS_RECEIVED = _protocol.STATS_COUNTERS.index("cancels_received")
cdef Py_ssize_t _CANCELS_SENT = _protocol.STATS_COUNTERS.index("cancels_sent")
cdef Py_ssize_t _CANCELS_HONOURED = _protocol.STATS_COUNTERS.index("cancels_honoured")
cdef Py_ssize_t _CANCELS_HONOURED_BY_PEER = _protocol.STATS_COUNTERS.index("cancels_honoured_by_peer")
cdef Py_ssize_t _BYTES_RECEIVED = _protocol.STATS_COUNTERS.index("bytes_received")
cdef long _CANCELLED = int(ErrorCode.REQUEST_CANCELLED)


cdef inline double _now() noexcept nogil:
    # time.monotonic()'s clock: trace records and the tracer's header agree.
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return <double>ts.tv_sec + <double>ts.tv_nsec * 1e-9


cdef inline Py_ssize_t _bucket(double latency) noexcept nogil:
    cdef unsigned long long micros = <unsigned long long>(latency * 1e6) if latency > 0 else 0
    cdef Py_ssize_t bits = 0
    while micros and bits < _BUCKETS - 1:
        micros >>= 1
        bits += 1
    return bits


cdef object _mcp_method_of(object params):
    """The inner MCP method of `mcp/message` params (see the pure twin)."""
    if type(params) is RawJSON:
        try:
            params = (<RawJSON>params).decode()
        except ValueError:
            return None
    inner = (<dict>params).get("method") if type(params) is dict else None
    return inner if type(inner) is str else None


cdef object _session_of(object params):
    """The `sessionId` a message's params carry, wrapped in proxy envelopes or not (see the pure twin)."""
    if type(params) is dict:
        session = (<dict>params).get("sessionId")
        if session is None:
            inner = (<dict>params).get("params")
            if type(inner) is dict:
                session = (<dict>inner).get("sessionId")
        return session if type(session) is str else None
    if type(params) is RawJSON:
        return _raw_session((<RawJSON>params).data)
    return None


cdef extern from "string.h":
    void* memmem(const void* haystack, size_t haystacklen, const void* needle, size_t needlelen) nogil


cdef int _raw_session_span(bytes data, Py_ssize_t* start, Py_ssize_t* stop) noexcept:
    # Where the first `"sessionId": "..."` of raw params has its value (the pure twin's pattern, read by hand: no
    # object per message): 1 with the string's quotes at `start[0]` and `stop[0] - 1`, 0 when there is none, -1 when
    # it holds an escape (then only a decoder reads it right).
    cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(data)
    cdef Py_ssize_t size = PyBytes_GET_SIZE(data), at, end
    cdef const unsigned char* found = <const unsigned char*>memmem(s, size, b'"sessionId"', 11)
    if found is NULL:
        return 0
    at = found - s + 11
    while at < size and s[at] in b" \t\r\n":
        at += 1
    if at >= size or s[at] != 58:  # ':'
        return 0
    at += 1
    while at < size and s[at] in b" \t\r\n":
        at += 1
    if at >= size or s[at] != 34:  # '"'
        return 0
    end = at + 1
    while end < size and s[end] != 34:
        if s[end] == 92:  # an escape
            return -1
        end += 1
    if end >= size:
        return 0
    start[0] = at
    stop[0] = end + 1
    return 1


cdef object _raw_session(bytes data):
    cdef Py_ssize_t start = 0, stop = 0
    cdef int found = _raw_session_span(data, &start, &stop)
    if found == 0:
        return None
    if found < 0:
        return _session_of(exact_loads(data))
    return PyUnicode_DecodeUTF8(PyBytes_AS_STRING(data) + start + 1, stop - start - 2, NULL)


cdef _add_payload(dict record, value, Py_ssize_t limit):
    # A record's "payload": the value's JSON as it is, or its first `limit` bytes as a string (see the pure twin).
    cdef bytes data
    try:
        data = exact_dumps(value, encode_raw)
    except TypeError:
        data = repr(value).encode()
        record["payload"] = data[:limit].decode(errors="ignore")
        record["truncated"] = len(data) > limit
        return
    if len(data) <= limit:
        record["payload"] = Fragment(data)
    else:
        record["payload"] = data[:limit].decode(errors="ignore")
        record["truncated"] = True


# A trace record is written as its line straight into the tracer's buffer: a few copies into a stack buffer, no
# Python object per record (a dict per record, thousands waiting for the writer, cost more than the message itself).
# Strings are JSON-encoded once and kept (methods, hop names, sessions are few); a record that does not fit the
# stack buffer takes the general path (a dict, encoded by orjson).

cdef enum:
    _LINE_MAX = 1024
    _NAMES_MAX = 4096

cdef dict _JSON_NAMES = {}


cdef struct _Line:
    char data[_LINE_MAX]
    Py_ssize_t n
    bint full


cdef inline void _line_put(_Line* line, const char* text, Py_ssize_t n) noexcept:
    if line.n + n > _LINE_MAX:
        line.full = True
        return
    memcpy(line.data + line.n, text, n)
    line.n += n


cdef inline void _line_bytes(_Line* line, bytes text) noexcept:
    _line_put(line, PyBytes_AS_STRING(text), PyBytes_GET_SIZE(text))


cdef inline void _line_fixed(_Line* line, double value, int places) noexcept:
    # A non-negative number of seconds with `places` decimals (snprintf's %f costs several times the whole record).
    cdef char digits[48]
    cdef int n = 0, i
    cdef unsigned long long scale = 1, whole, fraction
    if not (0 <= value < 1e12):
        value = 0
    for i in range(places):
        scale *= 10
    whole = <unsigned long long>value
    fraction = <unsigned long long>((value - whole) * scale + 0.5)
    if fraction >= scale:
        whole += 1
        fraction -= scale
    for i in range(places):
        digits[47 - n] = 48 + fraction % 10
        fraction //= 10
        n += 1
    digits[47 - n] = 46  # the decimal point
    n += 1
    while True:
        digits[47 - n] = 48 + whole % 10
        whole //= 10
        n += 1
        if not whole:
            break
    _line_put(line, digits + 48 - n, n)


cdef bytes _json_name(str text):
    cdef object found = _JSON_NAMES.get(text)
    if found is None:
        found = dumps(text)
        if len(_JSON_NAMES) < _NAMES_MAX:
            _JSON_NAMES[text] = found
    return <bytes>found


cdef void _line_value(_Line* line, object value) except *:
    # An id (an int64, a string or null, as ids are) or a session: anything else through orjson.
    cdef char digits[24]
    cdef int n
    cdef long long number
    cdef unsigned long long magnitude
    if type(value) is int and INT64_MIN <= value <= INT64_MAX:
        number = value
        magnitude = <unsigned long long>(-(number + 1)) + 1 if number < 0 else <unsigned long long>number
        n = 0
        while True:
            digits[23 - n] = 48 + magnitude % 10
            magnitude //= 10
            n += 1
            if not magnitude:
                break
        if number < 0:
            digits[23 - n] = 45  # minus
            n += 1
        _line_put(line, digits + 24 - n, n)
    elif type(value) is str:
        _line_bytes(line, _json_name(<str>value))
    elif value is None:
        _line_put(line, "null", 4)
    else:
        _line_bytes(line, dumps(value))


cdef inline void _line_key(_Line* line, const char* key, Py_ssize_t n, str value) except *:
    _line_put(line, key, n)
    _line_bytes(line, _json_name(value))


cdef inline void _line_append(bytearray trace, _Line* line) except *:
    cdef Py_ssize_t size = PyByteArray_GET_SIZE(trace)
    PyByteArray_Resize(trace, size + line.n)
    memcpy(PyByteArray_AS_STRING(trace) + size, line.data, line.n)


cdef void _line_start(_Line* line, double now, bytes hop, str direction) except *:
    # What every record starts with: its time, its hop (as JSON), its direction.
    line.n = 0
    line.full = False
    _line_put(line, '{"t":', 5)
    _line_fixed(line, now, 6)
    _line_put(line, ',"hop":', 7)
    _line_bytes(line, hop)
    if direction == "in":
        _line_put(line, ',"dir":"in"', 11)
    else:
        _line_put(line, ',"dir":"out"', 12)


cdef void _line_origin(_Line* line, str hop, request_id) except *:
    _line_put(line, ',"from":{"hop":', 15)
    _line_bytes(line, _json_name(hop))
    _line_put(line, ',"id":', 6)
    _line_value(line, request_id)
    _line_put(line, "}", 1)


cdef object _error_code(object error):
    if isinstance(error, RequestError):
        return error.code
    code = (<dict>error).get("code") if type(error) is dict else None
    return code if type(code) is int else None

cdef class Recorder:
    """One router's counters, latency histogram and trace records (see the pure twin)."""

    def __init__(self, str hop):
        # C arrays start zeroed.
        self.trace = None
        self.trace_payloads = 0
        self.trace_hop = hop
        self.forwarded_from = None

    def counters(self):
        """The message counters, in the order of `STATS_COUNTERS`."""
        return tuple([self._counts[i] for i in range(_COUNTERS)])

    def latencies(self):
        """The latency histogram of answered outgoing requests (`LATENCY_BUCKETS` counts) and their sum in s."""
        return [self._histogram[i] for i in range(_BUCKETS)], self._latency_sum

    cpdef Py_ssize_t messages_received(self):
        """Requests, notifications and answers read so far (what the write policy's pacer counts)."""
        return (
            self._counts[_REQUESTS_RECEIVED] + self._counts[_NOTIFICATIONS_RECEIVED]
            + self._counts[_RESULTS_RECEIVED] + self._counts[_ERRORS_RECEIVED]
        )

    # ------------------------------------------------------------------------------------------ reading

    cpdef bytes_received(self, Py_ssize_t size):
        self._counts[_BYTES_RECEIVED] += size

    cpdef double request_received(self, str method, request_id, params) except? -1:
        """A request read; returns when it was read while tracing (its answer's latency), else 0."""
        self._counts[_REQUESTS_RECEIVED] += 1
        if self.trace is None:
            return 0
        return self._record("in", "request", method, request_id, params, _MISSING, None)

    cpdef notification_received(self, str method, params):
        self._counts[_NOTIFICATIONS_RECEIVED] += 1
        if self.trace is not None:
            self._record("in", "notification", method, _MISSING, params, _MISSING, None)

    cpdef cancel_received(self, str method, params, target):
        """A `$/cancel_request` (plain or in proxy envelopes) for the request `target`."""
        self._counts[_NOTIFICATIONS_RECEIVED] += 1
        self._counts[_CANCELS_RECEIVED] += 1
        if self.trace is not None:
            self._record("in", "notification", method, _MISSING, params, target, None)

    cpdef answer_received(
        self, str method, response_id, value, bint is_error, code, double sent_at, bint cancel_sent
    ):
        """The peer answered our request: counted, timed (since `sent_at`), traced (`cancel_sent`: we had sent a
        `$/cancel_request` for it, so a -32800 answer honours it)."""
        cdef double latency = _now() - sent_at
        self._latency_sum += latency
        self._histogram[_bucket(latency)] += 1
        if not is_error:
            self._counts[_RESULTS_RECEIVED] += 1
        else:
            self._counts[_ERRORS_RECEIVED] += 1
            if cancel_sent and code == _CANCELLED:
                self._counts[_CANCELS_HONOURED_BY_PEER] += 1
        if self.trace is not None:
            self._record_answer("in", method, response_id, value, is_error, sent_at)

    # ------------------------------------------------------------------------------------------ writing

    cpdef request_sent(self, str method, request_id, params, tuple origin):
        """Our request; `origin`: the upstream request it forwards (`forwarded_from` when it was sent)."""
        self._counts[_REQUESTS_SENT] += 1
        if self.trace is not None:
            self._record("out", "request", method, request_id, params, _MISSING, origin)

    cpdef notification_sent(self, str method, params):
        self._counts[_NOTIFICATIONS_SENT] += 1
        if self.trace is not None:
            self._record("out", "notification", method, _MISSING, params, _MISSING, None)

    cpdef cancel_sent(self, request_id, params, tuple origin):
        """Our `$/cancel_request` for `request_id`; `origin`: the upstream request whose cancellation it re-issues."""
        self._counts[_NOTIFICATIONS_SENT] += 1
        self._counts[_CANCELS_SENT] += 1
        if self.trace is not None:
            self._record("out", "notification", CANCEL_METHOD, _MISSING, params, request_id, origin)

    cpdef answer_sent(self, str method, request_id, value, bint is_error, bint cancelled, double received_at):
        """Our answer to the peer's request (`cancelled`: its cancellation marker was set)."""
        if not is_error:
            self._counts[_RESULTS_SENT] += 1
        else:
            self._counts[_ERRORS_SENT] += 1
            if cancelled and _error_code(value) == _CANCELLED:
                self._counts[_CANCELS_HONOURED] += 1
        if self.trace is not None:
            self._record_answer("out", method, request_id, value, is_error, received_at)

    cpdef refused(self, str reason):
        """A message refused (not JSON, invalid, too large, ...): its record, while tracing."""
        if self.trace is not None:
            record = {"t": _now(), "hop": self.trace_hop, "dir": "in", "kind": "refused", "reason": reason}
            self.trace += dumps(record, None, _APPEND_NEWLINE)

    # ------------------------------------------------------------------------------------------ records

    cdef double _record(
        self, str direction, str kind, str method, request_id, params, target, tuple origin
    ) except? -1:
        """Trace one request or notification (a cancel's `target`, a forward's origin); returns its time (see the
        pure twin)."""
        cdef double now = _now()
        cdef _Line line
        cdef Py_ssize_t start = 0, stop = 0
        cdef int raw_session = 0
        session = None
        mcp = _mcp_method_of(params) if method == _MCP_MESSAGE else None
        if type(params) is RawJSON and not self.trace_payloads and mcp is None:
            # A forwarding connection's raw params: the session's JSON is copied as it is (no string made).
            raw_session = _raw_session_span((<RawJSON>params).data, &start, &stop)
        if raw_session <= 0:
            session = _session_of(params)
        if not self.trace_payloads and mcp is None:  # an mcp/message's record is rare: the general path below
            _line_start(&line, now, self._hop_json(), direction)
            if kind == "request":
                _line_put(&line, ',"kind":"request"', 17)
            else:
                _line_key(&line, ',"kind":', 8, kind)
            _line_key(&line, ',"method":', 10, method)
            if request_id is not _MISSING:
                _line_put(&line, ',"id":', 6)
                _line_value(&line, request_id)
            if raw_session > 0:
                _line_put(&line, ',"session":', 11)
                _line_put(&line, PyBytes_AS_STRING((<RawJSON>params).data) + start, stop - start)
            elif session is not None:
                _line_key(&line, ',"session":', 11, session)
            if target is not _MISSING:
                _line_put(&line, ',"target":', 10)
                _line_value(&line, target)
            if origin is not None:
                _line_origin(&line, <str>origin[0], origin[1])
            _line_put(&line, "}\n", 2)
            if not line.full:
                _line_append(self.trace, &line)
                return now
            if raw_session > 0:
                session = _session_of(params)
        cdef dict record = {"t": now, "hop": self.trace_hop, "dir": direction, "kind": kind, "method": method}
        if request_id is not _MISSING:
            record["id"] = request_id
        if session is not None:
            record["session"] = session
        if mcp is not None:
            record["mcp"] = mcp
        if target is not _MISSING:
            record["target"] = target
        if origin is not None:
            record["from"] = {"hop": origin[0], "id": origin[1]}
        if self.trace_payloads and params is not None:
            _add_payload(record, params, self.trace_payloads)
        self.trace += dumps(record, None, _APPEND_NEWLINE)
        return now

    cdef bytes _hop_json(self):
        if self._trace_hop_of is not self.trace_hop:
            self._trace_hop_json = dumps(self.trace_hop)
            self._trace_hop_of = self.trace_hop
        return self._trace_hop_json

    cdef _record_answer(self, str direction, str method, request_id, value, bint is_error, double since):
        cdef double now = _now()
        cdef _Line line
        code = _error_code(value) if is_error else None
        if not self.trace_payloads:
            _line_start(&line, now, self._hop_json(), direction)
            _line_put(&line, ',"kind":"response"', 18)
            _line_key(&line, ',"method":', 10, method)
            _line_put(&line, ',"id":', 6)
            _line_value(&line, request_id)
            if not is_error:
                _line_put(&line, ',"outcome":"result"', 19)
            elif code == _CANCELLED:
                _line_put(&line, ',"outcome":"cancelled"', 22)
            else:
                _line_put(&line, ',"outcome":"error"', 18)
            if code is not None:
                _line_put(&line, ',"code":', 8)
                _line_value(&line, code)
            if since:
                _line_put(&line, ',"latency":', 11)
                _line_fixed(&line, now - since, 9)
            _line_put(&line, "}\n", 2)
            if not line.full:
                _line_append(self.trace, &line)
                return
        cdef dict record = {
            "t": now, "hop": self.trace_hop, "dir": direction, "kind": "response", "method": method, "id": request_id
        }
        if is_error:
            record["outcome"] = "cancelled" if code == _CANCELLED else "error"
            if code is not None:
                record["code"] = code
        else:
            record["outcome"] = "result"
        if since:
            record["latency"] = now - since
        if self.trace_payloads:
            _add_payload(
                record, value.to_dict() if isinstance(value, RequestError) else value, self.trace_payloads
            )
        self.trace += dumps(record, None, _APPEND_NEWLINE)

