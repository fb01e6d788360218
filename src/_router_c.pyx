# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True
"""The message router, compiled (twin of `acp_fast/_router_py.py`: same names, same behaviour).

Read the pure twin for the design notes (what lives here and what must not, refused input, the input budget). The
parts are included below, each twin of a pure module: `_raw_json_c.pxi`, `_frames_c.pxi`, `_pace_c.pxi`,
`_sent_request_c.pxi`, `_input_c.pxi`, `_recorder_c.pxi`, `_output_c.pxi`; the ones the router calls per message
are declared in `acp_fast/_router_c.pxd`. What is compiled-only is a fast path of the same behaviour: the
canonical-line scanners (`_canonical`; the pure twin decodes every line, and `tests/test_router_differential.py` pins
the two together) and the await protocol of `OutgoingSlot` (`_sent_request_c.pxi`).
Hot path: feed() -> _line() -> _message() -> owner callback, and the encoders behind publish() / respond().
"""

cimport cython
import logging

from cpython.bytearray cimport PyByteArray_AS_STRING, PyByteArray_GET_SIZE, PyByteArray_Resize
from orjson import OPT_APPEND_NEWLINE, JSONDecodeError, dumps, loads
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

from acp_fast import _protocol
from acp_fast.errors import ErrorCode, RequestError

include "_raw_json_c.pxi"
include "_frames_c.pxi"
include "_pace_c.pxi"

logger = logging.getLogger("acp_fast")

cdef str CANCEL_METHOD = _protocol.CANCEL_METHOD
cdef frozenset SUCCESSOR_METHODS = _protocol.SUCCESSOR_METHODS
cdef object INT64_MIN = _protocol.INT64_MIN
cdef object INT64_MAX = _protocol.INT64_MAX
cdef object _MISSING = object()
cdef Py_ssize_t FLUSH_EVERY = _protocol.FLUSH_EVERY
cdef Py_ssize_t WHOLE_BURST = _protocol.WHOLE_BURST
cdef Py_ssize_t WHOLE_BURST_BYTES = _protocol.WHOLE_BURST_BYTES
cdef Py_ssize_t HEAD_SIZE = _protocol.HEAD_SIZE
cdef Py_ssize_t EXCERPT_SIZE = _protocol.EXCERPT_SIZE
cdef object _APPEND_NEWLINE = OPT_APPEND_NEWLINE  # a Python int made once, not per call

cdef bytes _PARSE_ERROR_LINE = dumps(
    {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}},
    option=OPT_APPEND_NEWLINE,
)
cdef dict _INVALID_REQUEST = {"code": -32600, "message": "Invalid request"}
cdef bytes _INVALID_REQUEST_LINE = dumps(
    {"jsonrpc": "2.0", "id": None, "error": _INVALID_REQUEST}, option=OPT_APPEND_NEWLINE
)
cdef bytes _BLANK = b" \t\r"  # JSON's whitespace but the newline (lines have none)



cdef inline Py_ssize_t _flush_every(Py_ssize_t in_flight) noexcept:
    # The write policy outside a read: `_protocol.flush_every`, in C (asked for each message sent).
    if in_flight == 0 or in_flight >= 4 * FLUSH_EVERY:
        return FLUSH_EVERY
    return 1 if in_flight < 8 else in_flight // 4


cdef Py_ssize_t _lines_in(data) except -1:
    # The newlines of a read, counted up to 4 * FLUSH_EVERY (from there `_flush_every` is FLUSH_EVERY anyway).
    cdef const char* p
    cdef const char* end
    cdef Py_ssize_t count = 0
    if type(data) is not bytes:
        return min(data.count(b"\n"), 4 * FLUSH_EVERY)
    p = PyBytes_AS_STRING(data)
    end = p + PyBytes_GET_SIZE(data)
    while count < 4 * FLUSH_EVERY:
        p = <const char*>memchr(p, 10, end - p)
        if p == NULL:
            break
        count += 1
        p += 1
    return count



cpdef bint valid_id(object value):
    """A JSON-RPC id this SDK accepts: a string, an integer in the int64 range, or null (never bool or float)."""
    cdef type kind = type(value)
    return kind is str or value is None or (kind is int and INT64_MIN <= value <= INT64_MAX)


cdef tuple cancelled_request_id(object method, object params):
    while type(method) is str and method in SUCCESSOR_METHODS:
        params = _object(params)
        if type(params) is not dict:
            return False, None
        method = (<dict>params).get("method")
        params = (<dict>params).get("params")
    if method != CANCEL_METHOD:
        return False, None
    return True, _object(params)


cdef inline object _object(object params):
    # Raw params that hold an object, as a dict of its members (what envelopes and cancels are read from).
    if type(params) is RawJSON and (<RawJSON>params).data[0] == 123:
        return _members(<RawJSON>params)
    return params


cdef inline object _decoded(object value):
    return exact_loads((<RawJSON>value).data) if type(value) is RawJSON else value


cdef inline object _undecoded(object value):
    # What a route receives: params as received (`RawJSON`), also when the line was decoded in full.
    if value is None or type(value) is RawJSON:
        return value
    return _raw(exact_dumps(value))


def is_cancel_notification(object method, object params):
    """True for `$/cancel_request`, plain or wrapped in any number of proxy envelopes."""
    return cancelled_request_id(method, params)[0]


cdef object _as_one_line(bytes message):
    # A whole message as one line (see the pure twin): JSON whitespace may hold newlines; None when not JSON.
    if b"\n" not in message and b"\r" not in message:
        return message
    try:
        loads(message)
    except JSONDecodeError:
        if message.strip(_BLANK + b"\n"):
            try:
                stdlib_loads(message)
            except UnsupportedJSON:
                pass
            except ValueError:
                return None
    return message.replace(b"\r", b" ").replace(b"\n", b" ")


cdef bytes _excerpt(message):
    # The start of a refused message, for the owner's log (encoded again: the line is not at hand).
    try:
        return (<bytes>exact_dumps(message, _excerpt_default))[:EXCERPT_SIZE]
    except Exception:
        return repr(message).encode(errors="replace")[:EXCERPT_SIZE]


def _excerpt_default(value):
    return encode_raw(value) if type(value) is RawJSON else repr(value)


cdef str _method_name(object method):
    if type(method) is str:
        return method
    if isinstance(method, str):  # a str subclass (an enum member, say): its plain string value
        return str.__str__(method)
    raise TypeError(f"method must be a str, not {type(method).__name__}")


cdef inline _check_params(params):
    # JSON-RPC params are an object or an array; a scalar would only earn an Invalid request from the peer.
    if params is None or type(params) is dict:
        return
    if type(params) is RawJSON:
        if (<RawJSON>params).data[0] != 123 and (<RawJSON>params).data[0] != 91:
            raise TypeError(f"params must be an object, an array or None, not {params!r}")
    elif isinstance(params, (str, int, float, bytes)):
        raise TypeError(f"params must be an object, an array or None, not {type(params).__name__}")


# Forward declarations: the slots of a forwarded request point at each other and at their routers.
cdef class IncomingSlot
cdef class Router


cdef class RouteTable:
    """A route the router runs itself, with no call per message: the proxy envelope rules to fixed routers (see
    the pure twin)."""

    cdef public Router to
    cdef public str wrap
    cdef public frozenset keep
    cdef public dict rename
    cdef public bint unwraps
    cdef public Router unwrapped_to
    cdef public frozenset keep_unwrapped
    cdef public dict rename_unwrapped
    cdef public str wrap_unwrapped
    cdef public tuple keep_prefixes

    def __init__(
        self,
        Router to,
        str wrap=None,
        keep=frozenset(),
        rename=None,
        bint unwraps=False,
        Router unwrapped_to=None,
        keep_unwrapped=frozenset(),
        rename_unwrapped=None,
        str wrap_unwrapped=None,
        keep_prefixes=(),
    ):
        self.to = to
        self.wrap = wrap
        self.keep = frozenset(keep)
        self.rename = dict(rename or {})
        self.unwraps = unwraps
        self.unwrapped_to = unwrapped_to
        self.keep_unwrapped = frozenset(keep_unwrapped)
        self.rename_unwrapped = dict(rename_unwrapped or {})
        self.wrap_unwrapped = wrap_unwrapped
        self.keep_prefixes = tuple(keep_prefixes)

    def destination(self, str method, params):
        """`(router, method, params)` for a message (params as received), or None when the table declines it."""
        return self._destination(method, params)

    cdef tuple _destination(self, str method, params):
        cdef Router target
        cdef tuple inner
        if self.unwraps and method in SUCCESSOR_METHODS:
            target = self.unwrapped_to
            raw = _undecoded(params)
            if target is None or type(raw) is not RawJSON:
                return None
            inner = _unwrapped(<RawJSON>raw)
            if inner is None or inner[0] in self.keep_unwrapped:
                return None
            if self.wrap_unwrapped is None:
                out_method = self.rename_unwrapped.get(inner[0], inner[0]) if self.rename_unwrapped else inner[0]
                out_params = inner[1]
            else:
                out_method = self.wrap_unwrapped
                out_params = _envelope(inner[0], inner[1])
        else:
            target = self.to
            if target is None or method in self.keep or (self.keep_prefixes and method.startswith(self.keep_prefixes)):
                return None
            if self.wrap is None:
                out_method = self.rename.get(method, method) if self.rename else method
                out_params = _undecoded(params)
            else:
                out_method = self.wrap
                out_params = _envelope(method, _undecoded(params))
        return (target, out_method, out_params)


cdef object _envelope(str method, params):
    # An envelope around raw params (or none: a message without params has an envelope without them; an inner
    # message's scalar params, which JSON-RPC does not allow but a peer may send, go in as they are).
    if params is None:
        return {"method": method}
    if type(params) is RawJSON:
        return _wrapped(method, <RawJSON>params)
    return {"method": method, "params": params}


cdef class SentRequestCore  # `_sent_request_c.pxi`, included below


cdef class OutgoingSlot:
    """State of one request this side sent: the once-only latch and where its response goes.

    Awaited, it is also what the awaiting task blocks on (the future protocol below; the pure twin uses a waiter
    future instead): see `_sent_request_c.pxi`.
    """

    cdef public object id
    cdef public str method
    cdef public bint armed
    cdef public bint settled
    cdef public bint claimed
    cdef public bint detached
    cdef public bint is_error
    cdef public SentRequestCore waiter  # the request awaiting the response (its connection, its convert)
    cdef public object callback  # the `on_result` consumer, or the awaiting task's wakeup
    cdef public object value  # the settled response, until its consumer takes it
    cdef public bint cancel_sent  # its latch sent `$/cancel_request` (a -32800 answer then honours it)
    cdef public double sent_at  # monotonic time of publication: the answer's latency
    # A forwarded request (`Router.link`): the incoming request its response answers, on that router.
    cdef public IncomingSlot upstream
    cdef public Router upstream_router
    # While awaited: the await's phase, and the awaiting task's loop, its wakeup's context, a cancel's message.
    cdef int _phase
    # Set when the slot is yielded to the task, which clears it (the future protocol's flag; a plain bool, since
    # nothing but the awaiting task ever sees the slot).
    cdef public bint _asyncio_future_blocking
    cdef object _loop
    cdef object _wakeup_context
    cdef object _cancel_message

    def __init__(self, str method):
        self.id = None
        self.method = method

    # The await's iterator (resumed through `am_send`, installed at import; `__next__` for other callers).

    def __iter__(self):
        return self

    def __next__(self):
        cdef int finished = 0
        value = _await_step(self, &finished)
        if finished:
            raise StopIteration(value)
        return value

    def throw(self, typ, val=None, tb=None):
        """An exception thrown into the awaiting coroutine: a cancelled task or a closed one abandons the request."""
        if isinstance(typ, BaseException):
            error = typ
        elif isinstance(val, BaseException):
            error = val
        else:
            error = typ() if val is None else typ(val)
        if tb is not None:
            error = error.with_traceback(tb)
        requests = self._end_unsettled()
        if requests is not None:
            if isinstance(error, CancelledError):
                requests.abandon(self)
            else:
                _abandon_quietly(requests, self)
        raise error

    def close(self):
        """The awaiting coroutine was closed (possibly by the garbage collector): abandonment, reported the way a
        finalizer does."""
        requests = self._end_unsettled()
        if requests is not None:
            _abandon_quietly(requests, self)

    # The future protocol an asyncio task drives while blocked on the response.

    def get_loop(self):
        return self._loop

    def add_done_callback(self, fn, *, context=None):
        if context is None:
            context = copy_context()
        if self._phase != _AWAIT_WAITING:
            self._loop.call_soon(fn, self, context=context)
        elif self.callback is None:
            self.callback = fn
            self._wakeup_context = context
        else:
            raise RuntimeError(f"the response of {self.method!r} (id {self.id}) is awaited by one task only")

    def cancel(self, msg=None):
        if self._phase != _AWAIT_WAITING:
            return False
        self._phase = _AWAIT_CANCELLED
        self._cancel_message = msg
        self._schedule_wakeup()
        return True

    def result(self):
        if self._phase == _AWAIT_CANCELLED:
            raise CancelledError() if self._cancel_message is None else CancelledError(self._cancel_message)
        if self._phase != _AWAIT_WOKEN:
            raise InvalidStateError(f"the response of {self.method!r} (id {self.id}) has not arrived")
        if self.is_error:
            raise self.value
        return self.value

    cdef bint _awaited(self):
        return self._phase == _AWAIT_WAITING or self._phase == _AWAIT_CANCELLED

    cdef int _wake(self, value, bint is_error) except -1:
        # The router's delivery to a blocked task. Cancelled first: the value is dropped, as a cancelled future drops it.
        if self._phase != _AWAIT_WAITING:
            return 0
        self.value = value
        self.is_error = is_error
        self._phase = _AWAIT_WOKEN
        self._schedule_wakeup()
        return 0

    cdef int _schedule_wakeup(self) except -1:
        # `loop.call_soon(wakeup, self, context=context)`, as a future schedules its callbacks (no keyword dict).
        cdef PyObject* args[4]
        wakeup = self.callback
        if wakeup is None:
            return 0
        context = self._wakeup_context
        self.callback = None
        self._wakeup_context = None
        args[0] = <PyObject*>self._loop
        args[1] = <PyObject*>wakeup
        args[2] = <PyObject*>self
        args[3] = <PyObject*>context
        PyObject_VectorcallMethod(_CALL_SOON, args, 3, _CONTEXT_KEYWORD)
        return 0

    cdef SentRequestCore _finish(self):
        # The await is over: returns the awaiting request (the slot lets go of it).
        cdef SentRequestCore request = self.waiter
        self.waiter = None
        self._phase = _AWAIT_FINISHED
        self._asyncio_future_blocking = False
        self.callback = None
        self._wakeup_context = None
        return request

    cdef object _end_unsettled(self):
        # The await ends without its result (an exception thrown in, or closed). Returns the connection to report
        # the abandonment to, or None: not awaited, or the response settled (it goes with the await).
        if self._phase == _AWAIT_NONE or self._phase == _AWAIT_FINISHED:
            return None
        request = self._finish()
        if self.settled:
            self.value = None
            return None
        return request._requests


include "_sent_request_c.pxi"


cdef class IncomingSlot:
    """State of one request the peer sent: responded / cancelled flags, and who listens for cancellation."""

    cdef public object id
    cdef public str method
    cdef public bint responded
    cdef public bint cancelled
    cdef public bint handed_off
    cdef public bint running
    cdef public bint dropped
    cdef public object listeners
    cdef public object batch
    cdef public double received_at  # monotonic time of receipt, while the router traces: the answer's latency
    # Forwarded (`Router.link`): the request that carries it on, whose latch the peer's cancel fires.
    cdef public OutgoingSlot downstream
    cdef public Router downstream_router

    def __init__(self, object id, str method, object batch):
        self.id = id
        self.method = method
        self.batch = batch


cdef class TaskAnswer:
    """A handler task's done callback: hands the task to its router's `_task_done` for `slot`."""

    cdef Router router
    cdef IncomingSlot slot

    def __call__(self, task):
        self.router._task_done(self.slot, task)


cdef class Batch:
    """An incoming JSON-RPC batch: its answers are written as one array once every entry is answered."""

    cdef public list answers
    cdef public Py_ssize_t pending
    cdef public bint dispatched

    def __init__(self):
        self.answers = []


include "_input_c.pxi"
include "_recorder_c.pxi"
include "_output_c.pxi"


cdef class Router:
    """Framing, classification, id tables and settlement for one connection (see the pure twin)."""

    cdef public Py_ssize_t max_message_size
    cdef public str name
    cdef public dict outgoing
    cdef public dict incoming
    cdef public bint closed
    cdef public bint input_ended
    cdef public bint hold_messages
    cdef public object closed_error
    cdef public Py_ssize_t unmatched_responses
    cdef public bint raw_params
    cdef public Py_ssize_t max_pending_incoming
    cdef set _handled
    cdef dict _sync_handlers
    cdef dict _task_handlers
    cdef object _task_factory
    cdef object _create_task
    cdef set _tasks
    cdef set _notification_handled
    cdef object _request_route
    cdef object _notification_route
    cdef object _next_id
    cdef object _request_received
    cdef object _notification_received
    cdef object _notification_held
    cdef object _cancel_received
    cdef object _response_held
    cdef object _handler_failed
    cdef object _input_drained
    cdef object _message_refused
    cdef readonly Recorder recorder
    cdef readonly Output output
    cdef readonly LineBuffer line_buffer

    def __init__(self, owner, Py_ssize_t max_message_size=_protocol.DEFAULT_MAX_MESSAGE_SIZE, str name=""):
        self.max_message_size = max_message_size
        self.name = name
        self.outgoing = {}
        self.incoming = {}
        self.closed_error = RequestError.incoming_transport_closed
        self.unmatched_responses = 0
        self.raw_params = False
        self._handled = set()
        self._sync_handlers = {}
        self._task_handlers = {}
        self._task_factory = owner.task_factory  # asked for the first task (see the pure twin)
        self._create_task = None
        self._tasks = None
        self._notification_handled = set()
        self._request_route = None
        self._notification_route = None
        self._next_id = 0
        self.line_buffer = LineBuffer()
        self._request_received = owner.request_received
        self._notification_received = owner.notification_received
        self._notification_held = owner.notification_held
        self._cancel_received = owner.cancel_received
        self._response_held = owner.response_held
        self._handler_failed = owner.handler_failed
        self._input_drained = owner.input_drained
        self._message_refused = owner.message_refused
        self.recorder = Recorder(name)
        self.output = Output(self.outgoing, owner.output_pending, owner.output_ready)

    # -------------------------------------------------------------------------------------- handlers

    def register_request(self, str method, sync_handler=None, task_handler=None, bint starts_task=False):
        """`method` has a handler of the owner's (never routed); a plain `def` one is called by the router, an
        `async def` one too, its task's outcome the answer (see the pure twin)."""
        self._handled.add(method)
        if sync_handler is None:
            self._sync_handlers.pop(method, None)
        else:
            self._sync_handlers[method] = sync_handler
        if task_handler is None:
            self._task_handlers.pop(method, None)
        else:
            self._task_handlers[method] = (task_handler, starts_task)

    def register_notification(self, str method):
        """`method` has a notification handler of the owner's (never routed)."""
        self._notification_handled.add(method)

    def route_requests(self, route):
        """Forward the requests no handler claims where `route(method, params)` says (see the pure twin)."""
        self._request_route = route
        self.raw_params = route is not None or self._notification_route is not None

    def route_notifications(self, route):
        """Forward the notifications no handler claims where `route(method, params)` says (see the pure twin)."""
        self._notification_route = route
        self.raw_params = route is not None or self._request_route is not None

    # --------------------------------------------------------------------------------------- receive

    cdef inline int _begin_read(self, Py_ssize_t every) except -1:
        # A read begins (the pure twin's `_begin_read`): the output's write policy for it.
        self.output.begin_read(self.recorder.messages_received(), every)
        return 0

    def feed(self, data):
        """Take a chunk of incoming bytes; dispatch every complete message in it, in order."""
        cdef Py_ssize_t end
        self.recorder.bytes_received(len(data))
        # Within a read, as its lines say, but every FLUSH_EVERY where routes forward (as the pure twin).
        self._begin_read(FLUSH_EVERY if self.raw_params else _flush_every(_lines_in(data)))
        cdef LineBuffer held = self.line_buffer
        try:
            if held.skipping:
                end = data.find(b"\n")
                if end < 0:
                    return
                held.skipping = False
                data = data[end + 1:]
            if held.held_bytes():
                end = data.find(b"\n")
                if end < 0:
                    self._hold_more(bytes(data))
                    return
                line = held.complete(data[:end])
                data = data[end + 1:]
                self._line(line)
            self._feed_lines(data)
        finally:
            self.output.end_read()

    cdef _feed_lines(self, data):
        # Every complete line of `data` to `_line`, in order (none once closed), and what follows the last newline
        # held for the next read. memchr finds the newlines: `bytes.split` tests the bytes one at a time, which was
        # most of what a long message cost a hop.
        cdef bytes whole = data if type(data) is bytes else bytes(data)  # unchanging while the handlers run
        cdef const char* s = PyBytes_AS_STRING(whole)
        cdef Py_ssize_t size = PyBytes_GET_SIZE(whole)
        cdef Py_ssize_t at = 0
        cdef const char* found
        while True:
            found = <const char*>memchr(s + at, 10, size - at)
            if found == NULL:
                break
            if self.closed:
                return
            self._line(PyBytes_FromStringAndSize(s + at, found - (s + at)))
            at = found - s + 1
        if at < size and not self.closed:
            self._hold_more(PyBytes_FromStringAndSize(s + at, size - at))

    cdef _hold_more(self, bytes data):
        # The start (or more) of a line whose newline has not come: held, or refused and skipped to its end.
        cdef tuple refused = self.line_buffer.hold(data, self.max_message_size)
        if refused is not None:
            self._refuse_line(<bytes>refused[0], <str>refused[1], <Py_ssize_t>refused[2])

    def feed_message(self, message):
        """Take one complete message (a message transport's frame: no framing, newlines allowed) and dispatch it."""
        self.feed_messages((message,))

    def feed_messages(self, messages):
        """Take the complete messages of one read, in order: their answers are output together (one
        `output_ready()` at the end, sooner every `FLUSH_EVERY` messages: unlike the lines of one `feed()`, they are
        not counted ahead). The iterable is consumed one message at a time, so a transport's generator sees every
        message's effects (the connection shutting down) before it reads the next frame."""
        self._begin_read(FLUSH_EVERY)
        try:
            for message in messages:
                if self.closed:
                    return
                self._whole_message(message)
        finally:
            self.output.end_read()

    cdef void _whole_message(self, message):
        if type(message) is str:
            try:
                message = (<str>message).encode()
            except UnicodeEncodeError:  # a lone surrogate: not UTF-8, so not JSON
                message = b"\xff"
        elif type(message) is not bytes:
            message = bytes(message)
        self.recorder.bytes_received(len(message))
        if len(message) > self.max_message_size:
            self._refuse_line((<bytes>message)[:HEAD_SIZE], "message_too_large", self.max_message_size)
            return
        one_line = _as_one_line(<bytes>message)
        if one_line is None:
            logger.debug("unparsable message of %d bytes", len(message))
            self._message_refused("parse_error", (<bytes>message)[:EXCERPT_SIZE])
            self.output.emit_answer(_PARSE_ERROR_LINE)
        else:
            self._line(one_line)

    def feed_eof(self):
        """The peer closed its side: a final line without a newline is still a message."""
        line = self.line_buffer.take_last()
        if line is not None:
            self._begin_read(FLUSH_EVERY)
            try:
                self._line(line)
            finally:
                self.output.end_read()

    def end_input(self):
        """No more input will come: fail the pending outgoing requests and every one sent from now on; the
        answers of requests already received are still written, then `input_drained()` (see the pure twin)."""
        cdef OutgoingSlot slot
        if self.input_ended or self.closed:
            return
        self.input_ended = True
        pending = list(self.outgoing.values())
        self.outgoing.clear()
        for slot in pending:
            self.settle(slot, self.closed_error(slot.method), True)
        if not self.incoming:
            self._input_drained()

    @property
    def buffered(self):
        """Bytes of an incomplete line held between chunks (bounded by max_message_size)."""
        return self.line_buffer.held_bytes()

    cdef void _line(self, line):
        cdef Py_ssize_t size
        cdef bytes data
        if type(line) is not bytes:
            line = bytes(line)
        data = <bytes>line
        size = PyBytes_GET_SIZE(data)
        if size and (<const unsigned char*>PyBytes_AS_STRING(data))[size - 1] == 13:  # b"\r"
            data = data[:size - 1]
            size -= 1
        if not size:
            return
        if size > self.max_message_size:
            self._refuse_line(data[:HEAD_SIZE], "message_too_large", self.max_message_size)
            return
        message = None
        if self.raw_params:  # a forwarding connection: params and results stay raw
            try:
                if self._canonical(data):
                    return
            except Exception:
                logger.exception("error while dispatching an incoming message")
                return
            message = _shallow(data)
        if message is None:
            try:
                message = loads(data)
            except JSONDecodeError:
                message = self._undecodable(data)
                if message is _MISSING:
                    return
            else:
                if _holds_long_int(<const unsigned char*>PyBytes_AS_STRING(data), size):
                    # orjson made a float of an integer beyond 64 bits: decoded again, exactly
                    try:
                        message = stdlib_loads(data)
                    except UnsupportedJSON as exc:  # deeper than the standard library goes
                        self._refuse_line(data[:HEAD_SIZE], exc.reason, -1)
                        return
        try:
            if type(message) is dict:
                self._message(<dict>message, None)
            elif type(message) is list:
                self._batch(<list>message)
            else:
                self._message_refused("invalid_request", data[:EXCERPT_SIZE])
                self.output.emit_answer(_INVALID_REQUEST_LINE)
        except Exception:
            logger.exception("error while dispatching an incoming message")

    cdef object _undecodable(self, bytes line):
        """A line orjson refused: the message it holds, decoded by the standard library, or `_MISSING` once the line
        was skipped (blank) or refused and answered (see the pure twin)."""
        if not line.strip(_BLANK):
            return _MISSING  # only JSON whitespace; other bytes (\v, \f, ...) are not JSON
        if self._names_its_target(line[:HEAD_SIZE]) or _holds_long_int(
            <const unsigned char*>PyBytes_AS_STRING(line), PyBytes_GET_SIZE(line)
        ):
            try:
                return stdlib_loads(line)
            except UnsupportedJSON as exc:
                self._refuse_line(line[:HEAD_SIZE], exc.reason, -1)
                return _MISSING
            except ValueError:
                pass
        logger.debug("unparsable line of %d bytes", len(line))
        self._message_refused("parse_error", line[:EXCERPT_SIZE])
        self.output.emit_answer(_PARSE_ERROR_LINE)
        return _MISSING

    cdef bint _names_its_target(self, bytes head) except -1:
        # Whether a refusal of this line would be answered with its id, or settle a pending request.
        request_id, has_method, has_answer = _head_fields(head)
        if has_method:
            return request_id is not _MISSING
        return has_answer and type(request_id) is int and request_id in self.outgoing

    cdef _refuse_line(self, bytes head, str reason, Py_ssize_t limit):
        """Refuse a line as a whole, read no further than its head: too large or over the input budget (`limit`
        >= 0: `-32600`), or JSON the decoders cannot take (`limit` -1: `-32700`); see the pure twin."""
        cdef OutgoingSlot slot
        cdef dict error
        logger.debug("incoming line refused (%s)", reason)
        self._message_refused(reason, head[:EXCERPT_SIZE])
        if limit < 0:
            error = {"code": -32700, "message": "Parse error", "data": {"reason": reason, "connection": self.name}}
        else:
            error = {
                "code": -32600,
                "message": "Invalid request",
                "data": {"reason": reason, "limit": limit, "connection": self.name},
            }
        request_id, has_method, has_answer = _head_fields(head)
        if has_method:
            if request_id is not _MISSING:
                self.output.emit_answer(
                    dumps({"jsonrpc": "2.0", "id": request_id, "error": error}, option=OPT_APPEND_NEWLINE)
                )
                return
        elif has_answer and type(request_id) is int:
            found = self.outgoing.pop(request_id, None)
            if found is not None:
                slot = <OutgoingSlot>found
                why = "response_too_large" if reason == "message_too_large" else reason
                self.settle(
                    slot, RequestError.response_refused(slot.method, why, limit if limit >= 0 else None, self.name), True
                )
                return
        if limit < 0:
            self.output.emit_answer(_PARSE_ERROR_LINE)
        else:
            self.output.emit_answer(dumps({"jsonrpc": "2.0", "id": None, "error": error}, option=OPT_APPEND_NEWLINE))

    cdef bint _canonical(self, bytes line) except -1:
        """Dispatch a line of the shape every SDK writes without building the message dict: `{"jsonrpc":"2.0",
        "id":N,` then `"result":R}`, `"error":E}` or `"method":"M","params":P}` with R, E and P objects or arrays
        (R and P kept raw), or a plain `$/cancel_request` with an integer id. False for anything else: the general
        path decodes it."""
        cdef const unsigned char* s = <const unsigned char*>PyBytes_AS_STRING(line)
        cdef Py_ssize_t n = PyBytes_GET_SIZE(line)
        cdef Py_ssize_t i = _HEAD_SIZE
        cdef Py_ssize_t start, end
        cdef bint escaped = False
        cdef OutgoingSlot slot
        if n >= _CANCEL_HEAD_SIZE + 3 and memcmp(s, _CANCEL_HEAD, _CANCEL_HEAD_SIZE) == 0:
            return self._canonical_cancel(s, n)
        if n < 32 or memcmp(s, _HEAD, _HEAD_SIZE) != 0:
            return False
        while i < n and 48 <= s[i] <= 57:
            i += 1
        if i == _HEAD_SIZE or i - _HEAD_SIZE > _MAX_INT_DIGITS or (s[_HEAD_SIZE] == 48 and i - _HEAD_SIZE > 1):
            return False
        request_id = _small_int(s, _HEAD_SIZE, i)
        if n - i > 10 and memcmp(s + i, b',"result":', 10) == 0:
            start = i + 10
            end = _last_value_end(s, start, n)
            if end < 0:
                return False
            slot = self._take(request_id)
            if slot is not None:
                result = _raw(PyBytes_FromStringAndSize(<const char*>s + start, end - start))
                self.recorder.answer_received(slot.method, request_id, result, False, None, slot.sent_at, False)
                self._result(slot, result)
            return True
        if n - i > 9 and memcmp(s + i, b',"error":', 9) == 0:
            end = _last_value_end(s, i + 9, n)
            if end < 0:
                return False
            error = _shallow(PyBytes_FromStringAndSize(<const char*>s + i + 9, end - i - 9))
            if error is None or type(error.get("code")) is not int or type(error.get("message")) is not str:
                return False  # the general path drops it, and says why
            slot = self._take(request_id)
            if slot is None:
                return True
            self.recorder.answer_received(
                slot.method, request_id, error, True, error["code"], slot.sent_at, slot.cancel_sent
            )
            if slot.upstream is not None:
                self.settle(slot, error, True)  # forwarded: the error object goes upstream as it is
            else:
                data = _decoded(error.get("data"))
                self.settle(slot, RequestError(error["code"], error["message"], data), True)
            return True
        if n - i > 11 and memcmp(s + i, b',"method":"', 11) == 0:
            start = i + 10
            i = _string_end(s, start, n, &escaped)
            if i < 0 or escaped or n - i <= 10 or memcmp(s + i, b',"params":', 10) != 0:
                return False
            end = _last_value_end(s, i + 10, n)
            if end < 0:
                return False
            method = PyUnicode_DecodeUTF8(<const char*>s + start + 1, i - start - 2, NULL)
            params = _raw(PyBytes_FromStringAndSize(<const char*>s + i + 10, end - i - 10))
            self._request(request_id, method, params, None)
            return True
        return False

    cdef bint _canonical_cancel(self, const unsigned char* s, Py_ssize_t n) except -1:
        # `{"jsonrpc":"2.0","method":"$/cancel_request","params":{"requestId":N}}`: what the general path does with it.
        cdef Py_ssize_t i = _CANCEL_HEAD_SIZE
        while i < n and 48 <= s[i] <= 57:
            i += 1
        if (
            i == _CANCEL_HEAD_SIZE
            or i - _CANCEL_HEAD_SIZE > _MAX_INT_DIGITS
            or (s[_CANCEL_HEAD_SIZE] == 48 and i - _CANCEL_HEAD_SIZE > 1)
            or n - i < 2
            or s[i] != 125
            or s[i + 1] != 125
            or _skip_ws(s, i + 2, n) != n
        ):
            return False
        target = _small_int(s, _CANCEL_HEAD_SIZE, i)
        params = _raw(PyBytes_FromStringAndSize(<const char*>s + _CANCEL_PARAMS, i + 1 - _CANCEL_PARAMS))
        self.recorder.cancel_received(CANCEL_METHOD, params, target)
        self.cancel_incoming(target)
        self._notification(CANCEL_METHOD, params, True)
        return True

    cdef _batch(self, list entries):
        cdef Batch batch
        if not entries:
            self._message_refused("invalid_request", b"[]")
            self.output.emit_answer(_INVALID_REQUEST_LINE)
            return
        batch = Batch()
        for entry in entries:
            if self.closed:
                return
            try:
                if type(entry) is dict:
                    self._message(<dict>entry, batch)
                else:
                    self._invalid(batch, entry)
            except Exception:
                logger.exception("error while dispatching a batch entry")
        batch.dispatched = True
        self._finish_batch(batch)

    cdef _finish_batch(self, Batch batch):
        if batch.dispatched and batch.pending == 0 and batch.answers:
            answers = batch.answers
            batch.answers = []
            try:
                line = dumps(answers, encode_raw, _APPEND_NEWLINE)
            except TypeError:
                line = exact_dumps(answers, encode_raw, _APPEND_NEWLINE)
            self.output.emit_answer(line)

    cdef _invalid(self, Batch batch, message):
        self._message_refused("invalid_request", _excerpt(message))
        if batch is None:
            self.output.emit_answer(_INVALID_REQUEST_LINE)
        else:
            batch.answers.append({"jsonrpc": "2.0", "id": None, "error": _INVALID_REQUEST})

    cdef _too_many_pending(self, request_id, str method, Batch batch, double received_at):
        # A request over `max_pending_incoming`: answered at once with its id, never handed on.
        self._message_refused("too_many_pending", _excerpt({"id": request_id, "method": method}))
        error = RequestError.too_many_pending(self.max_pending_incoming).to_dict()
        self.recorder.answer_sent(method, request_id, error, True, False, received_at)
        answer = {"jsonrpc": "2.0", "id": request_id, "error": error}
        if batch is None:
            self.output.emit_answer(dumps(answer, option=OPT_APPEND_NEWLINE))
        else:
            batch.answers.append(answer)

    cdef _message(self, dict message, Batch batch):
        cdef Py_ssize_t known
        cdef bint envelope
        method = message.get("method", _MISSING)
        if method is _MISSING:
            self._response(message, batch)
            return
        params = message.get("params")
        request_id = message.get("id", _MISSING)
        # Known keys only (the common case) means no "result"/"error": two lookups saved per message.
        known = 2 + (request_id is not _MISSING) + (("params" in message) if params is None else 1)
        envelope = (
            message.get("jsonrpc") == "2.0"
            and type(method) is str
            and (len(message) == known or ("result" not in message and "error" not in message))
        )
        if not envelope or (
            params is not None
            and type(params) is not dict
            and type(params) is not list
            and type(params) is not RawJSON
        ):
            if envelope and request_id is _MISSING and cancelled_request_id(method, params)[0]:
                # A well-formed `$/cancel_request` notification with params that are not an object, plain or
                # wrapped: ignored. A bad envelope is an invalid request whatever its method (see the pure twin).
                logger.debug("malformed $/cancel_request ignored: %r", params)
                self._message_refused("malformed_cancel", _excerpt(message))
                return
            self._invalid(batch, message)
            return
        if request_id is not _MISSING:
            if not valid_id(request_id):
                self._invalid(batch, message)
                return
            self._request(request_id, <str>method, params, batch)
            return
        is_cancel = False
        target = _MISSING
        if method == CANCEL_METHOD or method in SUCCESSOR_METHODS:
            is_cancel, cancel_params = cancelled_request_id(method, params)
            if is_cancel:
                if type(cancel_params) is dict:
                    target = (<dict>cancel_params).get("requestId", _MISSING)
                if target is _MISSING or not valid_id(target):
                    self.recorder.notification_received(<str>method, params)
                    logger.debug("malformed $/cancel_request ignored: %r", params)
                    self._message_refused("malformed_cancel", _excerpt(message))
                    return
                self.recorder.cancel_received(<str>method, params, target)
                self.cancel_incoming(target)
        if not is_cancel:
            self.recorder.notification_received(<str>method, params)
        self._notification(<str>method, params, is_cancel)

    cdef _notification(self, str method, params, bint is_cancel):
        # The notification side of the routes, beside the request side in `_request` (see the pure twin).
        cdef Router target
        route = self._notification_route
        if route is not None and method not in self._notification_handled:
            if is_cancel and method == CANCEL_METHOD:
                return  # a plain cancel on a forwarding connection with no handler of its own for it: done here
            if type(route) is RouteTable:
                destination = (<RouteTable>route)._destination(method, params)
            else:
                destination = route(method, _undecoded(params))
            if destination is not None:
                if is_cancel:
                    return  # a wrapped cancel: the route would forward it, but ids are hop-scoped
                target = <Router?>destination[0]
                if target.output.paused:  # backpressure, hop by hop: the target's owner may hold this one
                    target.output.hold(self.output)
                if self.hold_messages:
                    self._notification_held(target, destination[1], destination[2])
                else:
                    target.send_notification(destination[1], destination[2])
                return
        self._notification_received(method, _decoded(params))

    cdef _request(self, request_id, str method, params, Batch batch):
        cdef IncomingSlot slot
        cdef double received_at = 0
        received_at = self.recorder.request_received(method, request_id, params)
        handler = self._sync_handlers.get(method)
        if handler is not None and batch is None:
            self._call_sync_handler(handler, request_id, method, _decoded(params), received_at)
            return
        if self.max_pending_incoming and len(self.incoming) >= self.max_pending_incoming:
            self._too_many_pending(request_id, method, batch, received_at)
            return
        slot = IncomingSlot.__new__(IncomingSlot)
        slot.id = request_id
        slot.method = method
        slot.batch = batch
        slot.received_at = received_at
        if batch is not None:
            batch.pending += 1
        self.incoming[request_id] = slot
        if handler is None:
            task_handler = self._task_handlers.get(method)
            if task_handler is not None:
                self._start_task(slot, <tuple>task_handler, _decoded(params))
            elif self._request_route is None or method in self._handled or not self._route(slot, params):
                self._request_received(slot, _decoded(params))
            return
        # In a batch the answer goes into the batch's array: the same call, through the slot.
        try:
            result = handler(_decoded(params))
        except Exception as exc:
            self._handler_failed(slot, exc)
        else:
            self.respond(slot, result)

    cdef bint _route(self, IncomingSlot slot, params):
        """Forward a request no handler claims where the route says: `(router, method, params)`, linked
        (answered verbatim, cancelled once); False when the route declines it."""
        cdef Router target
        cdef OutgoingSlot out
        try:
            route = self._request_route
            if type(route) is RouteTable:
                destination = (<RouteTable>route)._destination(slot.method, params)
            else:
                destination = route(slot.method, _undecoded(params))
            if destination is None:
                return False
            target_object, method, out_params = destination
            target = <Router?>target_object
            if target.output.paused:  # backpressure, hop by hop: the target's owner may hold this one
                target.output.hold(self.output)
            if target.recorder.trace is not None:  # its record of the request names this one
                target.recorder.forwarded_from = (self.recorder.trace_hop, slot.id)
            out = OutgoingSlot.__new__(OutgoingSlot)
            out.method = _method_name(method)
            target.publish(out, out_params)
        except Exception as exc:
            self._handler_failed(slot, exc)
            return True
        if out.settled:  # the target is closed: its closed error is the answer
            value = out.value
            out.value = None
            self.respond_error(slot, value)
        else:
            target.link(out, self, slot)
        return True

    cdef _start_task(self, IncomingSlot slot, tuple task_handler, params):
        # An `async def` handler's task (see the pure twin); its done callback a `TaskAnswer`, not a Python frame.
        cdef TaskAnswer answer
        if self._tasks is None:
            self._create_task, self._tasks = self._task_factory()
        try:
            work = task_handler[0](params)
            task = work if task_handler[1] else self._create_task(work)
        except Exception as exc:
            self._handler_failed(slot, exc)
            return
        self._tasks.add(task)
        slot.listeners = [task.cancel]
        answer = TaskAnswer.__new__(TaskAnswer)
        answer.router = self
        answer.slot = slot
        task.add_done_callback(answer)

    cdef _task_done(self, IncomingSlot slot, task):
        # A handler's task ended: its outcome is the answer (none once the router is closed).
        self._tasks.discard(task)
        if self.closed:
            return
        if task.cancelled():
            self.respond_error(slot, RequestError.request_cancelled())
            return
        exc = task.exception()
        if exc is not None:
            self._handler_failed(slot, exc)
        else:
            self.respond(slot, task.result())

    cdef _call_sync_handler(self, handler, request_id, str method, params, double received_at):
        # A plain `def` return-style handler, called here and answered before the next message: no slot and no
        # table entry unless it fails (a request answered at once cannot be cancelled, looked up or dropped).
        cdef IncomingSlot slot
        if self.incoming:
            self.incoming.pop(request_id, None)  # the newest request owns a reused id, and it is answered now
        try:
            result = handler(params)
        except Exception as exc:
            slot = IncomingSlot.__new__(IncomingSlot)
            slot.id = request_id
            slot.method = method
            slot.received_at = received_at
            self._handler_failed(slot, exc)
            return
        try:
            line = dumps({"jsonrpc": "2.0", "id": request_id, "result": result}, encode_raw, _APPEND_NEWLINE)
        except TypeError:
            slot = IncomingSlot.__new__(IncomingSlot)
            slot.id = request_id
            slot.method = method
            slot.received_at = received_at
            self.respond(slot, result)  # integers beyond 64 bits written exactly, or -32603 and the error logged
            return
        self.recorder.answer_sent(method, request_id, result, False, False, received_at)
        self.output.emit_answer(line)

    cpdef cancel_incoming(self, request_id):
        """Set the cancellation marker of the incoming request that owns this id, once."""
        cdef IncomingSlot slot
        found = self.incoming.get(request_id)
        if found is None:
            return
        slot = <IncomingSlot>found
        if slot.cancelled:
            return
        slot.cancelled = True
        if slot.downstream is not None:
            slot.downstream_router.cancel(slot.downstream)
        if slot.listeners is not None:
            self._cancel_received(slot)

    cdef _response(self, dict message, Batch batch):
        cdef bint has_result = "result" in message
        cdef bint has_error = "error" in message
        cdef OutgoingSlot slot
        if has_result == has_error or message.get("jsonrpc") != "2.0" or "id" not in message:
            if not has_result and not has_error:
                self._invalid(batch, message)  # neither a call nor a response
            else:
                logger.debug("invalid response dropped")
                self._message_refused("invalid_response", _excerpt(message))
            return
        response_id = message["id"]
        if type(response_id) is not int:
            self.unmatched_responses += 1
            logger.debug("response for unknown id %r dropped", response_id)
            return
        if not has_result:
            error = _decoded(message["error"])
            if type(error) is not dict:
                logger.debug("response with an invalid error object dropped")
                self._message_refused("invalid_response", _excerpt(message))
                return
            code = (<dict>error).get("code")
            text = (<dict>error).get("message")
            if type(code) is not int or type(text) is not str:
                logger.debug("response with an invalid error object dropped")
                self._message_refused("invalid_response", _excerpt(message))
                return
        slot = self._take(response_id)
        if slot is None:
            return
        if has_result:
            self.recorder.answer_received(slot.method, response_id, message["result"], False, None, slot.sent_at, False)
        else:
            self.recorder.answer_received(slot.method, response_id, error, True, code, slot.sent_at, slot.cancel_sent)
        if has_result:
            self._result(slot, message["result"])
        elif slot.upstream is not None:
            self.settle(slot, error, True)  # forwarded: the error object goes upstream verbatim
        else:
            self.settle(slot, RequestError(code, text, (<dict>error).get("data")), True)

    cdef OutgoingSlot _take(self, response_id):
        found = self.outgoing.pop(response_id, None)
        if found is None:
            self.unmatched_responses += 1
            logger.debug("response for unknown id %r dropped", response_id)
            return None
        return <OutgoingSlot>found

    cdef _result(self, OutgoingSlot slot, result):
        if type(result) is RawJSON and slot.upstream is None:
            result = exact_loads((<RawJSON>result).data)  # forwarded results stay raw: encoded as received
        self.settle(slot, result, False)

    cpdef settle(self, OutgoingSlot slot, value, bint is_error):
        """Route a response (or a local failure) to the request's consumer; disarms the latch for good."""
        slot.armed = False
        slot.settled = True
        if slot.detached:
            return
        if self.hold_messages:
            slot.value = value
            slot.is_error = is_error
            self._response_held(slot)
            return
        self.deliver(slot, value, is_error)

    cpdef deliver(self, OutgoingSlot slot, value, bint is_error):
        """Hand a settled value to the waiter or ordered callback, or keep it for a later consumer."""
        cdef IncomingSlot upstream = slot.upstream
        cdef Router router
        if upstream is not None:  # forwarded: the answer of the incoming request, verbatim
            router = slot.upstream_router
            slot.upstream = None
            slot.upstream_router = None
            upstream.downstream = None
            upstream.downstream_router = None
            if not is_error:
                router.respond(upstream, value)
            elif type(value) is dict:
                router._respond_error_object(upstream, <dict>value)
            else:
                router.respond_error(upstream, value)
            return
        if slot._awaited():
            slot._wake(value, is_error)
            return
        callback = slot.callback
        if callback is not None:
            slot.callback = None
            try:
                callback(value)
            except Exception:
                logger.exception("on_result callback for %s failed", slot.method)
            return
        slot.value = value
        slot.is_error = is_error

    # ------------------------------------------------------------------------------------------ send

    def new_request(self, method):
        """A request slot not yet published (a `PreparedRequest`): no id, latch disarmed."""
        return OutgoingSlot(_method_name(method))

    cpdef publish(self, OutgoingSlot slot, params):
        """Allocate the id, register the slot and enqueue the request; arms the latch."""
        cdef dict message
        # A forward's origin is for this request only, whatever becomes of it.
        cdef Recorder recorder = self.recorder
        cdef tuple origin = recorder.forwarded_from
        recorder.forwarded_from = None
        _check_params(params)
        if self.closed or self.input_ended:
            slot.id = self._next_id
            self._next_id += 1
            self.settle(slot, self.closed_error(slot.method), True)
            return
        request_id = self._next_id
        if type(params) is RawJSON:  # forwarded params: spliced in as received
            line = _id_line(
                request_id, ',"method":', 10, _name_json(slot.method), ',"params":', 10, (<RawJSON>params).data
            )
        else:
            if params is None:
                message = {"jsonrpc": "2.0", "id": request_id, "method": slot.method}
            else:
                message = {"jsonrpc": "2.0", "id": request_id, "method": slot.method, "params": params}
            try:
                line = dumps(message, encode_raw, _APPEND_NEWLINE)
            except TypeError:  # integers beyond 64 bits are written exactly; anything else still raises
                line = exact_dumps(message, encode_raw, _APPEND_NEWLINE)
        self._next_id = request_id + 1
        slot.id = request_id
        slot.armed = True
        slot.sent_at = _now()
        self.outgoing[request_id] = slot
        recorder.request_sent(slot.method, request_id, params, origin)
        self.output.emit(line)

    def send_request(self, method, params):
        cdef OutgoingSlot slot = OutgoingSlot.__new__(OutgoingSlot)
        slot.method = _method_name(method)
        self.publish(slot, params)
        return slot

    def send_notification(self, method, params):
        method = _method_name(method)
        _check_params(params)
        self.recorder.notification_sent(method, params)
        if params is None:
            self.output.emit(dumps({"jsonrpc": "2.0", "method": method}, None, _APPEND_NEWLINE))
        elif type(params) is RawJSON:
            self.output.emit(
                _glue('{"jsonrpc":"2.0","method":', 26, _name_json(method), ',"params":', 10, (<RawJSON>params).data,
                      "}\n", 2)
            )
        else:
            message = {"jsonrpc": "2.0", "method": method, "params": params}
            try:
                line = dumps(message, encode_raw, _APPEND_NEWLINE)
            except TypeError:  # integers beyond 64 bits are written exactly; anything else still raises
                line = exact_dumps(message, encode_raw, _APPEND_NEWLINE)
            self.output.emit(line)

    cpdef send_cancel(self, request_id):
        """The raw `$/cancel_request` for any id: no latch, no de-duplication."""
        self._send_cancel(request_id, None)

    cdef _send_cancel(self, request_id, tuple origin):
        # `origin`: the upstream request whose cancellation this re-issues (a forwarded request's), for the trace.
        cdef dict params = {"requestId": request_id}
        self.recorder.cancel_sent(request_id, params, origin)
        self.output.emit(dumps({"jsonrpc": "2.0", "method": CANCEL_METHOD, "params": params}, None, _APPEND_NEWLINE))

    cpdef link(self, OutgoingSlot slot, Router upstream_router, IncomingSlot upstream):
        """Forward: `slot` (a request on this router, not yet settled) answers `upstream` (a request on
        `upstream_router`) with its response, verbatim; the peer's cancel of `upstream` fires `slot`'s latch, once
        (at once if it already came). No Python callback runs for either."""
        upstream.handed_off = True
        slot.upstream = upstream
        slot.upstream_router = upstream_router
        upstream.downstream = slot
        upstream.downstream_router = self
        if upstream.cancelled:
            self.cancel(slot)

    cpdef bint cancel(self, OutgoingSlot slot):
        """Fire the request's once-only latch: send `$/cancel_request` unless already cancelled or settled."""
        cdef tuple origin = None
        if not slot.armed:
            return False
        slot.armed = False
        slot.cancel_sent = True
        if slot.upstream is not None and self.recorder.trace is not None:  # a forwarded request: the upstream cancel
            origin = (slot.upstream_router.recorder.trace_hop, slot.upstream.id)
        self._send_cancel(slot.id, origin)
        return True

    cpdef bint respond(self, IncomingSlot slot, result):
        """Answer an incoming request with a result; only the first answer of a request is sent."""
        cdef dict answer
        if slot.responded:
            logger.debug("second response to %s (id %r) ignored", slot.method, slot.id)
            return False
        if type(result) is RawJSON and slot.batch is None:  # a forwarded result: spliced in as received
            request_id = slot.id
            if type(request_id) is int:  # int64: incoming ids are checked
                line = _id_line(request_id, ',"result":', 10, None, "", 0, (<RawJSON>result).data)
            else:
                line = _glue(
                    '{"jsonrpc":"2.0","id":', 22, dumps(request_id), ',"result":', 10, (<RawJSON>result).data, "}\n", 2
                )
            self._answer(slot, None, line, result, False)
            return True
        answer = {"jsonrpc": "2.0", "id": slot.id, "result": result}
        try:
            line = dumps(answer, encode_raw, _APPEND_NEWLINE)
        except TypeError:
            line = self._encoded_again(slot, answer)
            if "error" in answer:  # not encodable: -32603 instead
                self._answer(slot, answer, line, answer["error"], True)
                return True
        self._answer(slot, answer, line, result, False)
        return True

    cdef bytes _encoded_again(self, IncomingSlot slot, dict answer):
        # A result orjson would not encode: integers beyond 64 bits are written exactly; anything else is answered
        # with -32603 instead (and logged). `answer` is changed to what is sent (a batch's array takes it).
        try:
            return exact_dumps(answer, encode_raw, _APPEND_NEWLINE)
        except TypeError:
            logger.exception("result of %s is not JSON-serialisable", slot.method)
        error = RequestError.internal_error({"method": slot.method, "reason": "result_not_serialisable"})
        del answer["result"]
        answer["error"] = error.to_dict()
        return dumps(answer, None, _APPEND_NEWLINE)

    cpdef bint respond_error(self, IncomingSlot slot, error):
        """Answer an incoming request with an error; only the first answer of a request is sent."""
        cdef dict answer
        if slot.responded:
            logger.debug("second response to %s (id %r) ignored", slot.method, slot.id)
            return False
        answer = {"jsonrpc": "2.0", "id": slot.id, "error": error.to_dict()}
        try:
            line = exact_dumps(answer, encode_raw, _APPEND_NEWLINE)
        except TypeError:
            logger.exception("error data of %s is not JSON-serialisable", slot.method)
            answer = {"jsonrpc": "2.0", "id": slot.id, "error": {"code": error.code, "message": error.message}}
            line = dumps(answer, None, _APPEND_NEWLINE)
        self._answer(slot, answer, line, answer["error"], True)
        return True

    cpdef drop_unanswered(self, IncomingSlot slot):
        """Let an incoming request go without an answer (shutdown: its input ended); see the pure twin."""
        cdef Batch batch
        if slot.responded:
            return
        slot.responded = True
        self._forget(slot)
        if slot.batch is not None:
            batch = <Batch>slot.batch
            batch.pending -= 1
            self._finish_batch(batch)
        if self.input_ended and not self.incoming:
            self._input_drained()

    cdef _respond_error_object(self, IncomingSlot slot, dict error):
        """Answer with an error object received from another peer, as it is (a forwarded error)."""
        cdef dict answer
        if slot.responded:
            return
        answer = {"jsonrpc": "2.0", "id": slot.id, "error": error}
        self._answer(slot, answer, exact_dumps(answer, encode_raw, _APPEND_NEWLINE), error, True)

    cdef _answer(self, IncomingSlot slot, dict answer, bytes line, value, bint is_error):
        # `answer` is only read in a batch (it goes into the batch's array); `value` is the result or error object.
        cdef Batch batch
        slot.responded = True
        self._forget(slot)
        self.recorder.answer_sent(slot.method, slot.id, value, is_error, slot.cancelled, slot.received_at)
        if slot.batch is None:
            self.output.emit_answer(line)
        else:
            batch = <Batch>slot.batch
            batch.answers.append(answer)
            batch.pending -= 1
            self._finish_batch(batch)
        if self.input_ended and not self.incoming:
            self._input_drained()

    cdef _forget(self, IncomingSlot slot):
        # A newer request may have reused the id; only the owner of the entry removes it (one lookup when it is).
        entry = self.incoming.pop(slot.id, None)
        if entry is not slot and entry is not None:
            self.incoming[slot.id] = entry

    def close(self):
        """Stop sending and receiving; empty both tables. Returns the outgoing requests that were still pending."""
        self.closed = True
        self.output.close()
        self.line_buffer.drop()
        pending = list(self.outgoing.values())
        self.outgoing.clear()
        self.incoming.clear()
        return pending
