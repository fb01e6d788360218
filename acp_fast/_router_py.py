"""The message router, pure-Python twin of `src/_router_c.pyx` (same names, same behaviour).

Sans-I/O: bytes go in through `feed()` (or whole messages through `feed_message()` and `feed_messages()`), encoded
lines come out through its output (`router.output`: `take_output()`, `take_messages()`, or its writer), and every
decoded message is handed to the owner's callbacks (the `RouterOwner` contract of `_contracts.py`).

What lives here: splitting reads into lines and taking whole messages, decoding and classification, the outgoing
and incoming id tables, the once-only flags of each request, settlement, running the return-style handlers, and both
routes (requests and notifications no handler claims, forwarded to another router: `RouteTable`). What must not, and
where it is instead (docs/core.md has the table): writing and the write policy (`_output_py.Output`), counting and
tracing (`_recorder_py.Recorder`), holding an unfinished line and the input budget (`_input_py.LineBuffer`),
WebSocket frames (`_frames_py.FrameReader` feeds their payloads here as whole messages), and everything that needs
the event loop, futures, tasks and handlers (the owner, `_engine.py`).

Refused input (docs/connection.md, "Wire format and bad input"): whatever the router cannot take is reported to the
owner (`message_refused`) and answered where an answer is due. A request is answered with its own id whenever the
id can be read: a line refused whole (too large, over the process's input budget, JSON the decoders cannot take)
is read no further than its head (`HEAD_SIZE` bytes) by a small scanner, `_head_fields`; a response that is
refused so settles its request with a local error instead of leaving it waiting. A notification is never answered
for being a malformed `$/cancel_request`.

The input budget: the unfinished lines all the routers of this module hold between reads are counted together
(`set_input_budget`, `input_budget`, `input_buffered`, in `_input_py.py` with the `LineBuffer` that holds a router's
unfinished line), beside each router's `max_message_size`.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Iterable
from time import monotonic
from typing import TYPE_CHECKING, Any, cast

from orjson import OPT_APPEND_NEWLINE, JSONDecodeError, dumps, loads

from ._frames_py import FrameReader, websocket_frames
from ._input_py import LineBuffer, input_budget, input_buffered, set_input_budget
from ._output_py import Output
from ._pace_py import Pacer
from ._protocol import (
    CANCEL_METHOD,
    DEFAULT_MAX_MESSAGE_SIZE,
    EXCERPT_SIZE,
    FLUSH_EVERY,
    HEAD_SIZE,
    INT64_MAX,
    INT64_MIN,
    SUCCESSOR_METHODS,
    flush_every,
)
from ._raw_json_py import (
    RawJSON,
    UnsupportedJSON,
    encode_raw,
    exact_dumps,
    holds_big_float,
    holds_long_int,
    stdlib_loads,
    trusted_raw,
    unwrap_envelope,
    wrap_envelope,
)
from ._recorder_py import Recorder
from ._sent_request_py import SentRequestCore
from .errors import RequestError

if TYPE_CHECKING:
    from ._contracts import RouterOwner

__all__ = [
    "Batch",
    "FrameReader",
    "IncomingSlot",
    "LineBuffer",
    "OutgoingSlot",
    "Output",
    "Pacer",
    "RawJSON",
    "Recorder",
    "RouteTable",
    "Router",
    "SentRequestCore",
    "input_budget",
    "input_buffered",
    "is_cancel_notification",
    "set_input_budget",
    "unwrap_envelope",
    "valid_id",
    "websocket_frames",
    "wrap_envelope",
]

logger = logging.getLogger("acp_fast")

_MISSING: Any = object()

_PARSE_ERROR_LINE = dumps(
    {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}},
    option=OPT_APPEND_NEWLINE,
)
_INVALID_REQUEST = {"code": -32600, "message": "Invalid request"}
_INVALID_REQUEST_LINE = dumps({"jsonrpc": "2.0", "id": None, "error": _INVALID_REQUEST}, option=OPT_APPEND_NEWLINE)
# JSON's whitespace but the newline (lines have none): a line of nothing else is blank, skipped without an answer.
_BLANK = b" \t\r"
# Integers beyond 64 bits: a chunk whose lines are this long on average is tested line by line, and a line this
# long is tested on its value, not its bytes (see `holds_long_int`).
_LONG_LINE = 2048


def valid_id(value: Any) -> bool:
    """A JSON-RPC id this SDK accepts: a string, an integer in the int64 range, or null (never bool or float)."""
    kind = type(value)
    return kind is str or value is None or (kind is int and INT64_MIN <= value <= INT64_MAX)


def cancelled_request_id(method: Any, params: Any) -> tuple[bool, Any]:
    """Peel `_proxy/successor` envelopes; say whether the innermost message is `$/cancel_request`.

    Returns `(is_cancel, params_of_the_cancel)`. A malformed envelope (no string method) is not a cancellation.
    """
    while type(method) is str and method in SUCCESSOR_METHODS:
        params = _object(params)
        if type(params) is not dict:
            return False, None
        method = params.get("method")
        params = params.get("params")
    if method != CANCEL_METHOD:
        return False, None
    return True, _object(params)


def _object(params: Any) -> Any:
    # Raw params that hold an object, as a dict of its members (what envelopes and cancels are read from).
    if type(params) is RawJSON and params.data[:1] == b"{":
        return params.members()
    return params


def _undecoded(value: Any) -> Any:
    # What a route receives: params as received (`RawJSON`). This twin decodes every line, so it re-encodes them.
    if value is None or type(value) is RawJSON:
        return value
    return trusted_raw(exact_dumps(value))


def is_cancel_notification(method: str, params: Any) -> bool:
    """True for `$/cancel_request`, plain or wrapped in any number of proxy envelopes."""
    return cancelled_request_id(method, params)[0]


# ------------------------------------------------------------------------------------------ a refused line's head
# A refused line is not decoded, and may be cut (a line over the limit is never held whole): its head is read by a
# hand scanner that knows only what it must, tolerates the cut, and costs a few KiB of reading at most. A streaming
# JSON library (ijson, say) could do it too, but would be a dependency for an error path, and would still need
# telling to stop at the top level and to forgive a cut. One token at a time: whitespace skipped, then a string
# (escapes skipped whole, not checked), a scalar (anything up to a delimiter), or one of `{}[],:` (a `"` that starts
# a string the head cuts off comes out as that mark too). The compiled twin walks the same tokens in C.

_TOKEN = re.compile(rb'[ \t\n\r]*(?:("(?:[^"\\]|\\.)*")|([^ \t\n\r"{}\[\],:]+)|(.))', re.DOTALL)
_OPENERS = (b"{", b"[")


def _head_fields(head: bytes) -> tuple[Any, bool, bool]:
    """What the top level of the object `head` starts with says: `(id, has_method, has_answer)`.

    `id` is the value of the last "id" member when it was read whole and is a valid id (a cut or invalid one is
    `_MISSING`); `has_method` whether the name of a "method" member was seen, `has_answer` a "result" or an "error"
    one (their values may be cut). The scan stops at the end of the object, at whatever is not JSON, and where the
    head is cut (a scalar that reaches the end of the head may be cut too).
    """
    request_id: Any = _MISSING
    has_method = has_answer = False
    match = _TOKEN.match
    size = len(head)
    token = match(head, 0)
    if token is None or token.group(3) != b"{":
        return request_id, has_method, has_answer
    position = token.end()
    while True:
        token = match(head, position)
        if token is None or token.group(1) is None:
            break  # the end of the object (`}`), or of the head, or not a member
        name = _member_name(token.group(1))
        if name == b"id":
            request_id = _MISSING  # until its value is read whole
        elif name == b"method":
            has_method = True  # whatever its value: it may be cut, a result (what makes a line too large) often is
        elif name == b"result" or name == b"error":
            has_answer = True
        token = match(head, token.end())
        if token is None or token.group(3) != b":":
            break
        token = match(head, token.end())
        if token is None:
            break
        string, scalar, mark = token.groups()
        position = token.end()
        if scalar is not None and position == size:
            break  # it may go on beyond the head
        if mark is not None:
            if mark not in _OPENERS:
                break
            position = _nested_end(head, position)
            if position < 0:
                break
        elif name == b"id":
            request_id = _id_value(string if scalar is None else scalar)
        token = match(head, position)
        if token is None or token.group(3) != b",":
            break
        position = token.end()
    return request_id, has_method, has_answer


def _nested_end(head: bytes, position: int) -> int:
    # Where the object or array opened just before `position` ends (brackets counted, not paired), or -1 if cut.
    match = _TOKEN.match
    depth = 1
    while depth:
        token = match(head, position)
        if token is None:
            return -1
        mark = token.group(3)
        if mark is not None:
            if mark in _OPENERS:
                depth += 1
            elif mark == b"}" or mark == b"]":
                depth -= 1
            elif mark == b'"':
                return -1  # a string the head cuts off
        position = token.end()
    return position


def _member_name(key: bytes) -> bytes | None:
    # A member's name as bytes (decoded when it holds an escape; None when that is not a string).
    if b"\\" not in key:
        return key[1:-1]
    try:
        return loads(key).encode()  # type: ignore[no-any-return]
    except JSONDecodeError:  # also a lone surrogate, which orjson refuses
        return None


def _id_value(token: bytes) -> Any:
    # An id as orjson decodes it, when it is a valid one (else `_MISSING`).
    try:
        value = loads(token)
    except JSONDecodeError:
        return _MISSING
    return value if valid_id(value) else _MISSING


class OutgoingSlot:
    """State of one request this side sent: the once-only latch and where its response goes.

    `armed` is the latch: true from publication until the first of cancel / settlement. `claimed` means some
    consumer (await, callback, forward, detach) owns the response, so dropping the facade is not abandonment.
    """

    __slots__ = (
        "id",
        "method",
        "armed",
        "settled",
        "claimed",
        "detached",
        "waiter",
        "callback",
        "value",
        "is_error",
        "cancel_sent",
        "sent_at",
        "upstream",
        "upstream_router",
    )

    def __init__(self, method: str) -> None:
        self.id: int | None = None
        self.method = method
        self.armed = False
        self.settled = False
        self.claimed = False
        self.detached = False
        self.waiter: Any = None
        self.callback: Callable[[Any], Any] | None = None
        self.value: Any = None
        self.is_error = False
        self.cancel_sent = False  # its latch sent `$/cancel_request` (a -32800 answer then honours it)
        self.sent_at = 0.0  # monotonic time of publication: the answer's latency
        # A forwarded request (`Router.link`): the incoming request its response answers, on that router.
        self.upstream: IncomingSlot | None = None
        self.upstream_router: Router | None = None


class IncomingSlot:
    """State of one request the peer sent: responded / cancelled flags, and who listens for cancellation."""

    __slots__ = (
        "id",
        "method",
        "responded",
        "cancelled",
        "handed_off",
        "running",
        "dropped",
        "listeners",
        "batch",
        "received_at",
        "downstream",
        "downstream_router",
    )

    def __init__(self, id: Any, method: str, batch: Batch | None) -> None:
        self.id = id
        self.method = method
        self.responded = False
        self.cancelled = False
        self.handed_off = False
        self.running = False
        self.dropped = False
        self.listeners: list[Callable[[], Any]] | None = None
        self.batch = batch
        self.received_at = 0.0  # monotonic time of receipt, while the router traces: the answer's latency
        # Forwarded (`Router.link`): the request that carries it on, whose latch the peer's cancel fires.
        self.downstream: OutgoingSlot | None = None
        self.downstream_router: Router | None = None


class Batch:
    """An incoming JSON-RPC batch: its answers are written as one array once every entry is answered."""

    __slots__ = ("answers", "pending", "dispatched")

    def __init__(self) -> None:
        self.answers: list[Any] = []
        self.pending = 0
        self.dispatched = False


class RouteTable:
    """A route the router runs itself, with no call per message: the proxy envelope rules to fixed routers.

    A message in a successor envelope (`proxy/successor`, either spelling), when `unwraps`: the message inside
    goes to `unwrapped_to`, plain, its method renamed by `rename_unwrapped`, or in a new `wrap_unwrapped` envelope
    when that is set (an envelope passed on to another hop: the envelope's own `_meta` is hop-local); declined
    (left to the owner's fallbacks) when the envelope is malformed, its inner method is in `keep_unwrapped`, or
    `unwrapped_to` is None.
    Any other message goes to `to` (declined when None, or when its method is in `keep` or starts with one of
    `keep_prefixes`): wrapped in a `wrap` envelope when `wrap` is set, else with its method renamed by `rename`.
    Params stay raw all the way.

    Forwarding into a router whose writing is paused holds the source as any route does (`Output.hold`).
    """

    __slots__ = (
        "to",
        "wrap",
        "keep",
        "rename",
        "unwraps",
        "unwrapped_to",
        "keep_unwrapped",
        "rename_unwrapped",
        "wrap_unwrapped",
        "keep_prefixes",
    )

    def __init__(
        self,
        to: Router | None,
        wrap: str | None = None,
        keep: frozenset[str] = frozenset(),
        rename: dict[str, str] | None = None,
        unwraps: bool = False,
        unwrapped_to: Router | None = None,
        keep_unwrapped: frozenset[str] = frozenset(),
        rename_unwrapped: dict[str, str] | None = None,
        wrap_unwrapped: str | None = None,
        keep_prefixes: tuple[str, ...] = (),
    ) -> None:
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

    def destination(self, method: str, params: Any) -> tuple[Router, str, Any] | None:
        """`(router, method, params)` for a message (params as received), or None when the table declines it."""
        if self.unwraps and method in SUCCESSOR_METHODS:
            target = self.unwrapped_to
            raw = _undecoded(params)
            if target is None or type(raw) is not RawJSON:
                return None
            inner = unwrap_envelope(raw)
            if inner is None or inner[0] in self.keep_unwrapped:
                return None
            if self.wrap_unwrapped is None:
                out_method = self.rename_unwrapped.get(inner[0], inner[0])
                out_params = inner[1]
            else:
                out_method = self.wrap_unwrapped
                out_params = _envelope(inner[0], inner[1])
        else:
            target = self.to
            if target is None or method in self.keep or (self.keep_prefixes and method.startswith(self.keep_prefixes)):
                return None
            if self.wrap is None:
                out_method = self.rename.get(method, method)
                out_params = _undecoded(params)
            else:
                out_method = self.wrap
                out_params = _envelope(method, _undecoded(params))
        return target, out_method, out_params


def _envelope(method: str, params: Any) -> Any:
    # An envelope around raw params (or none: a message without params has an envelope without them; an inner
    # message's scalar params, which JSON-RPC does not allow but a peer may send, go in as they are).
    if params is None:
        return {"method": method}
    if type(params) is RawJSON:
        return wrap_envelope(method, params)
    return {"method": method, "params": params}


# A route: `(method, params) -> (router, method, params)` to forward to, or None to decline; or a `RouteTable`.
Route = Callable[[str, Any], "tuple[Router, str, Any] | None"] | RouteTable


class Router:
    """Framing, classification, id tables, settlement and forwarding for one connection.

    Args:
        owner: receives what arrives (`RouterOwner` in `_contracts.py`): `request_received(slot, params)`,
            `notification_received(method, params)`, `notification_held(target, method, params)`,
            `cancel_received(slot)`, `response_held(slot)`, `handler_failed(slot, exc)` (a sync handler or a
            route raised), `output_pending()` (output was enqueued outside a feed: write it soon) and
            `output_ready()` (a feed left output, or a burst filled up: write it now; not called while the router
            has a writer of its own, `set_writer`), `input_drained()` (after `end_input`, every
            request received has been answered), `message_refused(reason, excerpt)` (input it could not take).
        max_message_size: longest accepted message in bytes; longer ones are answered with `-32600` and skipped.
        name: the connection's name, put in the data of the errors that refuse a line (`"connection"`): a
            request a proxy chain refuses tells its sender which hop refused it.
    """

    # Slots, as the compiled twin's fields: no attribute beyond these, and attribute reads stay fast however many
    # there are (an instance dict stops sharing its keys beyond 30, and every read on the hot path slows down).
    __slots__ = (
        "max_message_size",
        "name",
        "outgoing",
        "incoming",
        "closed",
        "input_ended",
        "hold_messages",
        "closed_error",
        "raw_params",
        "unmatched_responses",
        "max_pending_incoming",
        "_handled",
        "_sync_handlers",
        "_task_handlers",
        "_task_factory",
        "_create_task",
        "_tasks",
        "_notification_handled",
        "_request_route",
        "_notification_route",
        "_next_id",
        "_request_received",
        "_notification_received",
        "_notification_held",
        "_cancel_received",
        "_response_held",
        "_handler_failed",
        "_input_drained",
        "_message_refused",
        "recorder",
        "output",
        "line_buffer",
    )

    def __init__(self, owner: RouterOwner, max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE, name: str = "") -> None:
        self.max_message_size = max_message_size
        self.name = name
        self.outgoing: dict[int, OutgoingSlot] = {}
        self.incoming: dict[Any, IncomingSlot] = {}
        self.closed = False
        # The peer's input ended (`end_input`): pending requests have failed and new ones fail at once, while the
        # answers of requests already received are still written.
        self.input_ended = False
        # While true (the owner runs a notification handler), responses and routed notifications are handed to
        # the owner instead of being delivered at once, so that it can order them behind that handler.
        self.hold_messages = False
        # method -> the error of a request that fails because this connection is closed.
        self.closed_error: Callable[[str], RequestError] = RequestError.incoming_transport_closed
        # A connection with routes: what reaches a route carries params as `RawJSON` (the compiled twin then scans
        # lines instead of decoding them: forwarding never decodes the payload).
        self.raw_params = False
        # Responses whose id matched no pending request (a duplicate answer, or a peer's mistake): counted.
        self.unmatched_responses = 0
        # At most this many of the peer's requests pending at once (0: no cap): one more is answered at once with
        # `RequestError.too_many_pending`, never handed on. Requests a plain `def` handler answers inside the
        # router never wait, so they are never refused.
        self.max_pending_incoming = 0
        # Methods with a handler of the owner's (never routed), plain `def` return-style request handlers, which
        # the router calls itself (the fast path), and `async def` ones, whose tasks it starts and answers for:
        # see `register_request` / `register_notification`.
        self._handled: set[str] = set()
        self._sync_handlers: dict[str, Callable[[Any], Any]] = {}
        self._task_handlers: dict[str, tuple[Callable[[Any], Any], bool]] = {}
        # How tasks are made and where they are held, asked of the owner for the first task (the owner binds
        # its event loop when a transport comes up).
        self._task_factory = owner.task_factory
        self._create_task: Callable[[Any], Any] | None = None
        self._tasks: set[Any] | None = None
        self._notification_handled: set[str] = set()
        self._request_route: Route | None = None
        self._notification_route: Route | None = None
        self._next_id = 0
        # The unfinished line held between reads, counted against the process's input budget.
        self.line_buffer = LineBuffer()
        self._request_received = owner.request_received
        self._notification_received = owner.notification_received
        self._notification_held = owner.notification_held
        self._cancel_received = owner.cancel_received
        self._response_held = owner.response_held
        self._handler_failed = owner.handler_failed
        self._input_drained = owner.input_drained
        self._message_refused = owner.message_refused
        # Counters, latencies and trace records (docs/observability.md): the router says what happened, the
        # recorder what that counts and records.
        self.recorder = Recorder(name)
        # The lines waiting to be written, the write policy, the writer, and what is counted about them.
        self.output = Output(self.outgoing, owner.output_pending, owner.output_ready)

    # ------------------------------------------------------------------------------------------- observing

    # -------------------------------------------------------------------------------------------- handlers

    def register_request(
        self,
        method: str,
        sync_handler: Callable[[Any], Any] | None = None,
        task_handler: Callable[[Any], Any] | None = None,
        starts_task: bool = False,
    ) -> None:
        """`method` has a handler of the owner's, so it is never routed. A `sync_handler` (a plain `def`
        return-style handler) is called by the router itself, its return value the answer. A `task_handler` (an
        `async def` return-style one) is called by the router too, its coroutine run as a task (the owner's
        `task_factory`), whose outcome is the answer: a value, `-32800` when cancelled, the owner's
        `handler_failed` when it raised; with `starts_task` the handler returns the task it started itself."""
        self._handled.add(method)
        if sync_handler is None:
            self._sync_handlers.pop(method, None)
        else:
            self._sync_handlers[method] = sync_handler
        if task_handler is None:
            self._task_handlers.pop(method, None)
        else:
            self._task_handlers[method] = (task_handler, starts_task)

    def register_notification(self, method: str) -> None:
        """`method` has a notification handler of the owner's, so it is never routed (on a routing connection, a
        plain `$/cancel_request` reaches the owner only when it is registered)."""
        self._notification_handled.add(method)

    def route_requests(self, route: Route | None) -> None:
        """Forward the requests no handler claims where `route(method, params)` says (params as `RawJSON`), or a
        `RouteTable`, linked (answered verbatim, cancelled once); what it declines reaches the owner."""
        self._request_route = route
        self.raw_params = route is not None or self._notification_route is not None

    def route_notifications(self, route: Route | None) -> None:
        """Forward the notifications no handler claims where `route(method, params)` says; `$/cancel_request`
        (plain or wrapped) is never forwarded: ids are hop-scoped."""
        self._notification_route = route
        self.raw_params = route is not None or self._request_route is not None

    # ----------------------------------------------------------------------------------------------- receive

    def _begin_read(self, every: int) -> None:
        """A read begins: its answers are written every `every` messages, or whole if the pacer says so; the
        requests in flight now are what the tasks it wakes will count (the write policy, `_protocol.flush_every`).
        The messages received so far may end one of the pacer's windows."""
        self.output.begin_read(self.recorder.messages_received(), every)

    def feed(self, data: bytes) -> None:
        """Take a chunk of incoming bytes; dispatch every complete message in it, in order."""
        if type(data) is not bytes:
            data = bytes(data)  # lines, heads and excerpts are bytes, whatever the transport hands over
        self.recorder.bytes_received(len(data))
        # Within a read, as its lines say (`_protocol.flush_every`), but every FLUSH_EVERY where routes forward.
        self._begin_read(FLUSH_EVERY if self.raw_params else flush_every(data.count(b"\n")))
        try:
            held = self.line_buffer
            if held.skipping:
                end = data.find(b"\n")
                if end < 0:
                    return
                held.skipping = False
                data = data[end + 1 :]
            if held.held:
                end = data.find(b"\n")
                if end < 0:
                    self._hold_more(data)
                    return
                line = held.complete(data[:end])
                data = data[end + 1 :]
                self._line(line)
            lines = data.split(b"\n")
            tail = lines.pop()
            # Integers beyond 64 bits: looked for once in a chunk of short lines (each line is looked at only if
            # the chunk holds one), the test costing per byte and a call per line costing more; else line by line.
            exact = holds_long_int(data) if len(data) <= _LONG_LINE * len(lines) else None
            for line in lines:
                if self.closed:
                    return
                self._line(line, exact)
            if tail and not self.closed:
                self._hold_more(tail)
        finally:
            self.output.end_read()

    def _hold_more(self, data: bytes) -> None:
        # The start (or more) of a line whose newline has not come: held, or refused and skipped to its end.
        refused = self.line_buffer.hold(data, self.max_message_size)
        if refused is not None:
            self._refuse_line(*refused)

    def feed_message(self, message: bytes | bytearray | memoryview | str) -> None:
        """Take one complete message (a message transport's frame: no framing, newlines allowed) and dispatch it."""
        self.feed_messages((message,))

    def feed_messages(self, messages: Iterable[bytes | bytearray | memoryview | str]) -> None:
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

    def _whole_message(self, message: bytes | bytearray | memoryview | str) -> None:
        data: bytes
        if isinstance(message, str):
            try:
                data = message.encode()
            except UnicodeEncodeError:  # a lone surrogate: not UTF-8, so not JSON
                data = b"\xff"
        else:
            data = message if type(message) is bytes else bytes(message)
        self.recorder.bytes_received(len(data))
        if len(data) > self.max_message_size:
            self._refuse_line(data[:HEAD_SIZE], "message_too_large", self.max_message_size)
            return
        one_line = _as_one_line(data)
        if one_line is None:
            logger.debug("unparsable message of %d bytes", len(data))
            self._message_refused("parse_error", data[:EXCERPT_SIZE])
            self.output.emit_answer(_PARSE_ERROR_LINE)
        else:
            self._line(one_line)

    def feed_eof(self) -> None:
        """The peer closed its side: a final line without a newline is still a message."""
        line = self.line_buffer.take_last()
        if line is not None:
            self._begin_read(FLUSH_EVERY)
            try:
                self._line(line)
            finally:
                self.output.end_read()

    def end_input(self) -> None:
        """No more input will come: fail the pending outgoing requests (their answers cannot arrive) and every
        request sent from now on, while the answers of requests already received are still written. Once those
        are all answered, the owner hears `input_drained()` (at once if there are none)."""
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
    def buffered(self) -> int:
        """Bytes of an incomplete line held between chunks (bounded by max_message_size)."""
        return self.line_buffer.held

    def _line(self, line: bytes, long_ints: bool | None = None) -> None:
        # `long_ints`: whether the chunk the line came from holds an integer beyond 64 bits (None: not tested).
        if line[-1:] == b"\r":
            line = line[:-1]
        if not line:
            return
        if len(line) > self.max_message_size:
            self._refuse_line(line[:HEAD_SIZE], "message_too_large", self.max_message_size)
            return
        try:
            message = loads(line)
        except JSONDecodeError:
            message = self._undecodable(line)
            if message is _MISSING:
                return
        else:
            if long_ints is not False and _inexact(line, message):
                # orjson made a float of an integer beyond 64 bits: decoded again, exactly
                try:
                    message = stdlib_loads(line)
                except UnsupportedJSON as exc:  # deeper than the standard library goes
                    self._refuse_line(line[:HEAD_SIZE], exc.reason, None)
                    return
        try:
            if type(message) is dict:
                self._message(message, None)
            elif type(message) is list:
                self._batch(message)
            else:
                self._message_refused("invalid_request", line[:EXCERPT_SIZE])
                self.output.emit_answer(_INVALID_REQUEST_LINE)
        except Exception:
            logger.exception("error while dispatching an incoming message")

    def _undecodable(self, line: bytes) -> Any:
        """A line orjson refused: the message it holds, decoded by the standard library (JSON with an integer
        beyond a double), or `_MISSING` once the line was skipped (blank) or refused (and answered).

        The standard library is asked only when an answer depends on it (the head names a request or a pending
        response: is the line JSON the decoders cannot take, answered with the id, or not JSON at all?) or when
        the line holds a long integer: garbage costs one failed orjson call, as before.
        """
        if not line.strip(_BLANK):
            return _MISSING  # only JSON whitespace; other bytes (\v, \f, ...) are not JSON
        if self._names_its_target(line[:HEAD_SIZE]) or holds_long_int(line):
            try:
                return stdlib_loads(line)
            except UnsupportedJSON as exc:
                self._refuse_line(line[:HEAD_SIZE], exc.reason, None)
                return _MISSING
            except ValueError:
                pass
        logger.debug("unparsable line of %d bytes", len(line))
        self._message_refused("parse_error", line[:EXCERPT_SIZE])
        self.output.emit_answer(_PARSE_ERROR_LINE)
        return _MISSING

    def _names_its_target(self, head: bytes) -> bool:
        # Whether a refusal of this line would be answered with its id, or settle a pending request.
        request_id, has_method, has_answer = _head_fields(head)
        if has_method:
            return request_id is not _MISSING
        return has_answer and type(request_id) is int and request_id in self.outgoing

    def _refuse_line(self, head: bytes, reason: str, limit: int | None) -> None:
        """Refuse a line as a whole, read no further than its head: too large or over the input budget (`limit`
        given: `-32600`), or JSON the decoders cannot take (`-32700`); `reason` and the connection's name go into the
        error's data.

        A request whose id the head holds is answered with that id. A response to a pending request settles it with
        `RequestError.response_refused` (the requester never waits for ever). Anything else is answered with id
        null: `-32600` with the same data, or the plain `-32700` of a line that is not JSON.
        """
        logger.debug("incoming line refused (%s)", reason)
        self._message_refused(reason, head[:EXCERPT_SIZE])
        if limit is None:
            data: dict[str, Any] = {"reason": reason, "connection": self.name}
            error: dict[str, Any] = {"code": -32700, "message": "Parse error", "data": data}
        else:
            data = {"reason": reason, "limit": limit, "connection": self.name}
            error = {"code": -32600, "message": "Invalid request", "data": data}
        request_id, has_method, has_answer = _head_fields(head)
        if has_method:
            if request_id is not _MISSING:
                self.output.emit_answer(
                    dumps({"jsonrpc": "2.0", "id": request_id, "error": error}, option=OPT_APPEND_NEWLINE)
                )
                return
        elif has_answer and type(request_id) is int:
            slot = self.outgoing.pop(request_id, None)
            if slot is not None:
                why = "response_too_large" if reason == "message_too_large" else reason
                self.settle(slot, RequestError.response_refused(slot.method, why, limit, self.name), True)
                return
        if limit is None:
            self.output.emit_answer(_PARSE_ERROR_LINE)
        else:
            self.output.emit_answer(dumps({"jsonrpc": "2.0", "id": None, "error": error}, option=OPT_APPEND_NEWLINE))

    def _batch(self, entries: list[Any]) -> None:
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
                    self._message(entry, batch)
                else:
                    self._invalid(batch, entry)
            except Exception:
                logger.exception("error while dispatching a batch entry")
        batch.dispatched = True
        self._finish_batch(batch)

    def _finish_batch(self, batch: Batch) -> None:
        if batch.dispatched and batch.pending == 0 and batch.answers:
            answers = batch.answers
            batch.answers = []
            try:
                line = dumps(answers, encode_raw, OPT_APPEND_NEWLINE)
            except TypeError:
                line = exact_dumps(answers, encode_raw, OPT_APPEND_NEWLINE)
            self.output.emit_answer(line)

    def _invalid(self, batch: Batch | None, message: Any) -> None:
        self._message_refused("invalid_request", _excerpt(message))
        if batch is None:
            self.output.emit_answer(_INVALID_REQUEST_LINE)
        else:
            batch.answers.append({"jsonrpc": "2.0", "id": None, "error": _INVALID_REQUEST})

    def _too_many_pending(self, request_id: Any, method: str, batch: Batch | None, received_at: float) -> None:
        # A request over `max_pending_incoming`: answered at once with its id, never handed on.
        self._message_refused("too_many_pending", _excerpt({"id": request_id, "method": method}))
        error = RequestError.too_many_pending(self.max_pending_incoming).to_dict()
        self.recorder.answer_sent(method, request_id, error, True, False, received_at)
        answer = {"jsonrpc": "2.0", "id": request_id, "error": error}
        if batch is None:
            self.output.emit_answer(dumps(answer, option=OPT_APPEND_NEWLINE))
        else:
            batch.answers.append(answer)

    def _message(self, message: dict[str, Any], batch: Batch | None) -> None:
        method = message.get("method", _MISSING)
        if method is _MISSING:
            self._response(message, batch)
            return
        params = message.get("params")
        request_id = message.get("id", _MISSING)
        # Known keys only (the common case) means no "result"/"error": two lookups saved per message.
        known = 2 + (request_id is not _MISSING) + ("params" in message if params is None else 1)
        envelope = (
            message.get("jsonrpc") == "2.0"
            and type(method) is str
            and (len(message) == known or ("result" not in message and "error" not in message))
        )
        if not envelope or (params is not None and type(params) is not dict and type(params) is not list):
            if envelope and request_id is _MISSING and cancelled_request_id(method, params)[0]:
                # A well-formed `$/cancel_request` notification whose params are not an object, plain or wrapped:
                # malformed params of a notification are logged and ignored. A bad envelope (no `jsonrpc`, say)
                # is an invalid request whatever its method, answered below.
                logger.debug("malformed $/cancel_request ignored: %r", params)
                self._message_refused("malformed_cancel", _excerpt(message))
                return
            self._invalid(batch, message)
            return
        if request_id is not _MISSING:
            if not valid_id(request_id):
                self._invalid(batch, message)
                return
            received_at = self.recorder.request_received(method, request_id, params)
            handler = self._sync_handlers.get(method)
            if handler is not None and batch is None:
                self._call_sync_handler(handler, request_id, method, params, received_at)
                return
            if self.max_pending_incoming and len(self.incoming) >= self.max_pending_incoming:
                self._too_many_pending(request_id, method, batch, received_at)
                return
            slot = IncomingSlot(request_id, method, batch)
            slot.received_at = received_at
            if batch is not None:
                batch.pending += 1
            self.incoming[request_id] = slot
            if handler is None:
                task_handler = self._task_handlers.get(method)
                if task_handler is not None:
                    self._start_task(slot, task_handler, params)
                elif self._request_route is None or method in self._handled or not self._route(slot, params):
                    self._request_received(slot, params)
                return
            # In a batch the answer goes into the batch's array: the same call, through the slot.
            try:
                result = handler(params)
            except Exception as exc:
                self._handler_failed(slot, exc)
            else:
                self.respond(slot, result)
            return
        is_cancel = False
        if method == CANCEL_METHOD or method in SUCCESSOR_METHODS:
            is_cancel, cancel_params = cancelled_request_id(method, params)
            if is_cancel:
                if type(cancel_params) is not dict or not valid_id(target := cancel_params.get("requestId", ...)):
                    self.recorder.notification_received(method, params)
                    logger.debug("malformed $/cancel_request ignored: %r", params)
                    self._message_refused("malformed_cancel", _excerpt(message))
                    return
                self.recorder.cancel_received(method, params, target)
                self.cancel_incoming(target)
        if not is_cancel:
            self.recorder.notification_received(method, params)
        self._notification(method, params, is_cancel)

    def _notification(self, method: str, params: Any, is_cancel: bool) -> None:
        # The notification side of the routes, beside the request side in `_message`: what no handler of the
        # owner's claims goes where the route says, and a `$/cancel_request` (its marker already set) never goes
        # on: ids are hop-scoped.
        route = self._notification_route
        if route is not None and method not in self._notification_handled:
            if is_cancel and method == CANCEL_METHOD:
                return  # a plain cancel on a forwarding connection with no handler of its own for it: done here
            if isinstance(route, RouteTable):
                destination = route.destination(method, params)
            else:
                destination = route(method, _undecoded(params))
            if destination is not None:
                if is_cancel:
                    return  # a wrapped cancel: the route would forward it, but ids are hop-scoped
                target, out_method, out_params = destination
                if target.output.paused:  # backpressure, hop by hop: the target's owner may hold this one
                    target.output.hold(self.output)
                if self.hold_messages:
                    self._notification_held(target, out_method, out_params)
                else:
                    target.send_notification(out_method, out_params)
                return
        self._notification_received(method, params)

    def _route(self, slot: IncomingSlot, params: Any) -> bool:
        """Forward a request no handler claims where the route says: `(router, method, params)`, linked (answered
        verbatim, cancelled once); False when the route declines it."""
        try:
            route = self._request_route
            if isinstance(route, RouteTable):
                destination = route.destination(slot.method, params)
            else:
                destination = route(slot.method, _undecoded(params))  # type: ignore[misc]  # set: the caller checked
            if destination is None:
                return False
            target, method, out_params = destination
            if target.output.paused:  # backpressure, hop by hop: the target's owner may hold this one
                target.output.hold(self.output)
            if target.recorder.trace is not None:  # its record of the request names this one
                target.recorder.forwarded_from = (self.recorder.trace_hop, slot.id)
            out = target.send_request(method, out_params)
        except Exception as exc:
            self._handler_failed(slot, exc)
            return True
        if out.settled:  # the target is closed: its closed error is the answer
            value, out.value = out.value, None
            self.respond_error(slot, value)
        else:
            target.link(out, self, slot)
        return True

    def _start_task(self, slot: IncomingSlot, task_handler: tuple[Callable[[Any], Any], bool], params: Any) -> None:
        """Run an `async def` handler's coroutine as a task (or take the task a `starts_task` handler started): a
        `$/cancel_request` cancels it, closing cancels it with the owner's other tasks, its end answers `slot`."""
        if self._tasks is None:
            self._create_task, self._tasks = self._task_factory()
        handler, starts_task = task_handler
        try:
            work = handler(params)
            task = work if starts_task else cast(Callable[[Any], Any], self._create_task)(work)
        except Exception as exc:
            self._handler_failed(slot, exc)
            return
        self._tasks.add(task)
        slot.listeners = [task.cancel]
        task.add_done_callback(functools.partial(self._task_done, slot))

    def _task_done(self, slot: IncomingSlot, task: Any) -> None:
        """A handler's task ended: its outcome is the answer (none once the router is closed)."""
        cast("set[Any]", self._tasks).discard(task)
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

    def _call_sync_handler(
        self, handler: Callable[[Any], Any], request_id: Any, method: str, params: Any, received_at: float
    ) -> None:
        # A plain `def` return-style handler, called here and answered before the next message: no slot and no
        # table entry unless it fails (a request answered at once cannot be cancelled, looked up or dropped).
        if self.incoming:
            self.incoming.pop(request_id, None)  # the newest request owns a reused id, and it is answered now
        try:
            result = handler(params)
        except Exception as exc:
            slot = IncomingSlot(request_id, method, None)
            slot.received_at = received_at
            self._handler_failed(slot, exc)
            return
        try:
            line = dumps({"jsonrpc": "2.0", "id": request_id, "result": result}, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:
            slot = IncomingSlot(request_id, method, None)
            slot.received_at = received_at
            self.respond(slot, result)  # integers beyond 64 bits written exactly, or -32603 and the error logged
            return
        self.recorder.answer_sent(method, request_id, result, False, False, received_at)
        self.output.emit_answer(line)

    def cancel_incoming(self, request_id: Any) -> None:
        """Set the cancellation marker of the incoming request that owns this id, once."""
        slot = self.incoming.get(request_id)
        if slot is None or slot.cancelled:
            return
        slot.cancelled = True
        if slot.downstream is not None:
            slot.downstream_router.cancel(slot.downstream)  # type: ignore[union-attr]
        if slot.listeners is not None:
            self._cancel_received(slot)

    def _response(self, message: dict[str, Any], batch: Batch | None) -> None:
        has_result = "result" in message
        error = message.get("error")
        if has_result == ("error" in message) or message.get("jsonrpc") != "2.0" or "id" not in message:
            if not has_result and "error" not in message:
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
            if (
                type(error) is not dict
                or type(code := error.get("code")) is not int
                or type(message_text := error.get("message")) is not str
            ):
                logger.debug("response with an invalid error object dropped")
                self._message_refused("invalid_response", _excerpt(message))
                return
        slot = self.outgoing.pop(response_id, None)
        if slot is None:
            self.unmatched_responses += 1
            logger.debug("response for unknown id %r dropped", response_id)
            return
        recorder = self.recorder
        if has_result:
            recorder.answer_received(slot.method, response_id, message["result"], False, None, slot.sent_at, False)
        else:
            recorder.answer_received(slot.method, response_id, error, True, code, slot.sent_at, slot.cancel_sent)
        if has_result:
            self.settle(slot, message["result"], False)
        elif slot.upstream is not None:
            self.settle(slot, error, True)  # forwarded: the error object goes upstream verbatim
        else:
            self.settle(slot, RequestError(code, message_text, error.get("data")), True)  # type: ignore[union-attr, arg-type]

    def settle(self, slot: OutgoingSlot, value: Any, is_error: bool) -> None:
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

    def deliver(self, slot: OutgoingSlot, value: Any, is_error: bool) -> None:
        """Hand a settled value to the waiter or ordered callback, or keep it for a later consumer."""
        upstream = slot.upstream
        if upstream is not None:  # forwarded: the answer of the incoming request, verbatim
            router = slot.upstream_router
            slot.upstream = slot.upstream_router = None
            upstream.downstream = upstream.downstream_router = None
            if not is_error:
                router.respond(upstream, value)  # type: ignore[union-attr]
            elif type(value) is dict:
                router._respond_error_object(upstream, value)  # type: ignore[union-attr]
            else:
                router.respond_error(upstream, value)  # type: ignore[union-attr]
            return
        waiter = slot.waiter
        if waiter is not None:
            slot.waiter = None
            if not waiter.done():
                if is_error:
                    waiter.set_exception(value)
                else:
                    waiter.set_result(value)
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

    # ------------------------------------------------------------------------------------------------- send

    def new_request(self, method: str) -> OutgoingSlot:
        """A request slot not yet published (a `PreparedRequest`): no id, latch disarmed."""
        return OutgoingSlot(_method_name(method))

    def publish(self, slot: OutgoingSlot, params: Any) -> None:
        """Allocate the id, register the slot and enqueue the request; arms the latch.

        Raises `TypeError` (nothing registered, nothing sent) when params are a scalar or cannot be encoded. On a
        closed router the request settles at once with the `incoming_transport_closed` error.
        """
        recorder = self.recorder
        origin, recorder.forwarded_from = recorder.forwarded_from, None  # for this request only, whatever becomes of it
        _check_params(params)
        if self.closed or self.input_ended:
            slot.id = self._next_id
            self._next_id += 1
            self.settle(slot, self.closed_error(slot.method), True)
            return
        request_id = self._next_id
        if params is None:
            message = {"jsonrpc": "2.0", "id": request_id, "method": slot.method}
        else:
            message = {"jsonrpc": "2.0", "id": request_id, "method": slot.method, "params": params}
        try:
            line = dumps(message, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:  # integers beyond 64 bits are written exactly; anything else still raises
            line = exact_dumps(message, encode_raw, OPT_APPEND_NEWLINE)
        self._next_id = request_id + 1
        slot.id = request_id
        slot.armed = True
        slot.sent_at = monotonic()
        self.outgoing[request_id] = slot
        recorder.request_sent(slot.method, request_id, params, origin)
        self.output.emit(line)

    def send_request(self, method: str, params: Any) -> OutgoingSlot:
        slot = OutgoingSlot(_method_name(method))
        self.publish(slot, params)
        return slot

    def send_notification(self, method: str, params: Any) -> None:
        method = _method_name(method)
        _check_params(params)
        if params is None:
            message = {"jsonrpc": "2.0", "method": method}
        else:
            message = {"jsonrpc": "2.0", "method": method, "params": params}
        try:
            line = dumps(message, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:  # integers beyond 64 bits are written exactly; anything else still raises
            line = exact_dumps(message, encode_raw, OPT_APPEND_NEWLINE)
        self.recorder.notification_sent(method, params)
        self.output.emit(line)

    def send_cancel(self, request_id: Any) -> None:
        """The raw `$/cancel_request` for any id: no latch, no de-duplication."""
        self._send_cancel(request_id, None)

    def _send_cancel(self, request_id: Any, origin: tuple[str, Any] | None) -> None:
        # `origin`: the upstream request whose cancellation this re-issues (a forwarded request's), for the trace.
        params = {"requestId": request_id}
        self.recorder.cancel_sent(request_id, params, origin)
        line = dumps({"jsonrpc": "2.0", "method": CANCEL_METHOD, "params": params}, option=OPT_APPEND_NEWLINE)
        self.output.emit(line)

    def link(self, slot: OutgoingSlot, upstream_router: Router, upstream: IncomingSlot) -> None:
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

    def cancel(self, slot: OutgoingSlot) -> bool:
        """Fire the request's once-only latch: send `$/cancel_request` unless already cancelled or settled."""
        if not slot.armed:
            return False
        slot.armed = False
        slot.cancel_sent = True
        upstream = slot.upstream
        origin = None
        if upstream is not None and self.recorder.trace is not None:  # a forwarded request: the upstream cancel
            origin = (slot.upstream_router.recorder.trace_hop, upstream.id)  # type: ignore[union-attr]
        self._send_cancel(slot.id, origin)
        return True

    def respond(self, slot: IncomingSlot, result: Any) -> bool:
        """Answer an incoming request with a result; only the first answer of a request is sent.

        A result that cannot be encoded is answered with `-32603` instead (and logged).
        """
        if slot.responded:
            logger.debug("second response to %s (id %r) ignored", slot.method, slot.id)
            return False
        answer = {"jsonrpc": "2.0", "id": slot.id, "result": result}
        try:
            line = dumps(answer, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:
            line = self._encoded_again(slot, answer)
        self._answer(slot, answer, line)
        return True

    def respond_error(self, slot: IncomingSlot, error: RequestError) -> bool:
        """Answer an incoming request with an error; only the first answer of a request is sent."""
        if slot.responded:
            logger.debug("second response to %s (id %r) ignored", slot.method, slot.id)
            return False
        answer = {"jsonrpc": "2.0", "id": slot.id, "error": error.to_dict()}
        try:
            line = exact_dumps(answer, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:
            logger.exception("error data of %s is not JSON-serialisable", slot.method)
            answer = {"jsonrpc": "2.0", "id": slot.id, "error": {"code": error.code, "message": error.message}}
            line = dumps(answer, None, OPT_APPEND_NEWLINE)
        self._answer(slot, answer, line)
        return True

    def drop_unanswered(self, slot: IncomingSlot) -> None:
        """Let an incoming request go without an answer: its connection is shutting down (its input ended), when
        no automatic answer is sent. Its entry goes, a batch it belongs to is completed without it, and the drain
        ends when it was the last request held."""
        if slot.responded:
            return
        slot.responded = True
        self._forget(slot)
        batch = slot.batch
        if batch is not None:
            batch.pending -= 1
            self._finish_batch(batch)
        if self.input_ended and not self.incoming:
            self._input_drained()

    def _encoded_again(self, slot: IncomingSlot, answer: dict[str, Any]) -> bytes:
        # A result orjson would not encode: integers beyond 64 bits are written exactly; anything else is answered
        # with -32603 instead (and logged). `answer` is changed to what is sent (a batch's array takes it).
        try:
            return exact_dumps(answer, encode_raw, OPT_APPEND_NEWLINE)
        except TypeError:
            logger.exception("result of %s is not JSON-serialisable", slot.method)
        error = RequestError.internal_error({"method": slot.method, "reason": "result_not_serialisable"})
        del answer["result"]
        answer["error"] = error.to_dict()
        return dumps(answer, None, OPT_APPEND_NEWLINE)

    def _respond_error_object(self, slot: IncomingSlot, error: dict[str, Any]) -> None:
        """Answer with an error object received from another peer, as it is (a forwarded error)."""
        if slot.responded:
            return
        answer = {"jsonrpc": "2.0", "id": slot.id, "error": error}
        self._answer(slot, answer, exact_dumps(answer, encode_raw, OPT_APPEND_NEWLINE))

    def _answer(self, slot: IncomingSlot, answer: dict[str, Any], line: bytes) -> None:
        slot.responded = True
        self._forget(slot)
        error = answer.get("error")
        value = answer["result"] if error is None else error
        self.recorder.answer_sent(slot.method, slot.id, value, error is not None, slot.cancelled, slot.received_at)
        batch = slot.batch
        if batch is None:
            self.output.emit_answer(line)
        else:
            batch.answers.append(answer)
            batch.pending -= 1
            self._finish_batch(batch)
        if self.input_ended and not self.incoming:
            self._input_drained()

    def _forget(self, slot: IncomingSlot) -> None:
        # A newer request may have reused the id; only the owner of the entry removes it (one lookup when it is).
        entry = self.incoming.pop(slot.id, None)
        if entry is not slot and entry is not None:
            self.incoming[slot.id] = entry

    def close(self) -> list[OutgoingSlot]:
        """Stop sending and receiving; empty both tables. Returns the outgoing requests that were still pending."""
        self.closed = True
        self.output.close()
        self.line_buffer.drop()
        pending = list(self.outgoing.values())
        self.outgoing.clear()
        self.incoming.clear()
        return pending


def _as_one_line(message: bytes) -> bytes | None:
    """A whole message as one line: JSON's whitespace may hold newlines, which a line would split. None when it is
    not JSON (then a newline could be inside a string, where it is invalid). orjson is the judge, and the standard
    library for what orjson refuses (JSON the decoders cannot take is a line all the same, refused as one)."""
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


def _inexact(line: bytes, message: Any) -> bool:
    """Whether orjson's `message` may have lost an integer of `line` (made a float of one beyond 64 bits)."""
    if len(line) > _LONG_LINE:
        found = holds_big_float(message, len(line) >> 6)  # a value costs about what 64 bytes of translate do
        if found is not None:
            return found
    return holds_long_int(line)


def _excerpt(message: Any) -> bytes:
    """The start of a refused message, for the owner's log (encoded again: the line is not at hand)."""
    try:
        return exact_dumps(message, _excerpt_default)[:EXCERPT_SIZE]
    except Exception:
        return repr(message).encode(errors="replace")[:EXCERPT_SIZE]


def _excerpt_default(value: Any) -> Any:
    return encode_raw(value) if type(value) is RawJSON else repr(value)


def _method_name(method: Any) -> str:
    if type(method) is str:
        return method
    if isinstance(method, str):  # a str subclass (an enum member, say): its plain string value
        return str.__str__(method)
    raise TypeError(f"method must be a str, not {type(method).__name__}")


def _check_params(params: Any) -> None:
    # JSON-RPC params are an object or an array; a scalar would only earn an Invalid request from the peer.
    if type(params) is RawJSON:
        if params.data[:1] not in (b"{", b"["):
            raise TypeError(f"params must be an object, an array or None, not {params!r}")
    elif isinstance(params, (str, int, float, bytes)):
        raise TypeError(f"params must be an object, an array or None, not {type(params).__name__}")
