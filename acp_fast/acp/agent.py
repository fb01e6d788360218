"""The agent side: the `Agent` you implement, and `AgentSideConnection`, its connection to the client.

Each method of the agent is called with its typed params (a `schema` model, validated without copying) and
returns its result: a model, a dict, or None (`{}`). `session/prompt` follows ACP's two kinds of cancellation
(docs/acp.md): the peer's `$/cancel_request` cancels that one request (the handler's task is cancelled and the
answer is `-32800`), `session/cancel` ends the turn, whose answer is then `{"stopReason": "cancelled"}`, never
an error.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import types
import uuid
from collections.abc import Callable, Coroutine, Generator, Sequence
from typing import TYPE_CHECKING, Any, cast

from .._handlers import handler_error, starts_task
from .._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ..connection import Connection, Drained
from ..errors import RequestError
from . import schema
from ._dispatch import Side, answer_with_task, call, invalid_params, is_async, to_result
from ._model import Model, SchemaError
from ._typed import TypedRequest, typed_request

if TYPE_CHECKING:
    from ..incoming import RequestCancellation, Responder
    from . import schema_v2

__all__ = ["Agent", "AgentSideConnection", "PromptTurn", "run_agent"]

logger = logging.getLogger("acp_fast.acp")

_UNINITIALIZED, _INITIALIZING, _READY = "uninitialized", "initializing", "ready"
_CANCELLED_TURN = {"stopReason": "cancelled"}
# ACP: closing a session cancels its work as session/cancel does, and so does archiving it (which closes it first).
_ENDS_SESSION_WORK = frozenset(("session/close", "session/archive"))


class Agent:
    """Base class of an ACP agent: override the methods you support.

    Methods are named as in the official Python SDK (`new_session` for `session/new`, `prompt`, `cancel`,
    `load_session`, `set_session_mode`, …; `schema.AGENT_METHODS` lists them) and take one argument, the typed
    params. `prompt` may take a second one, the `PromptTurn`. `async def` or plain `def` both work. A method
    the class does not define is answered `-32601 Method not found`. Extension requests and notifications
    (`_name`) go to `ext_method(method, params)` / `ext_notification(method, params)` when defined. A method that
    left the protocol (`schema.REMOVED_AGENT_METHODS`) is still served, typed as before, with a DeprecationWarning
    when the connection is made.
    """

    client: AgentSideConnection

    def on_connect(self, client: AgentSideConnection) -> None:
        """Called once with the connection to the client (stored as `self.client`)."""
        self.client = client

    async def initialize(self, params: Any) -> Any:
        """Default: accept, with the protocol version negotiated from the client's and no capabilities."""
        version = self.client.negotiate(params.protocol_version)
        if version == 2:
            return {"protocolVersion": 2, "info": {"name": type(self).__name__, "version": "0"}, "capabilities": {}}
        return {"protocolVersion": version, "agentCapabilities": {}, "authMethods": []}


class PromptTurn:
    """One `session/prompt` being served: what the prompt handler may take as its second argument.

    - `session_cancelled` / `await session_cancel()`: the client sent `session/cancel` (or `session/close`,
      or `session/archive`) for this session. In v1 the prompt then answers `{"stopReason": "cancelled"}`, even
      if the handler raises.
    - `cancellation`: the marker of `$/cancel_request` for this one request.
    - `insert(message_id=None)` (protocol v2): the user message is in; the prompt is answered now with its
      `messageId`, and no cancellation can turn that answer into an error any more. The handler goes on with
      the turn; its return value (a stop reason, or a dict with `stopReason`) ends the turn with an idle
      `state_update`.
    """

    __slots__ = (
        "session_id",
        "message_id",
        "_cancellation",
        "_side",
        "_responder",
        "_session_cancelled",
        "_waiters",
        "_task",
        "_hard_cancel",
        "_v2",
    )

    def __init__(self, side: AgentSideConnection, session_id: str, responder: Responder | None, v2: bool) -> None:
        self.session_id = session_id
        self._cancellation: RequestCancellation | None = None  # made when first asked for: most turns never do
        self.message_id: str | None = None
        self._side = side
        # None for a turn its handler never sees (`_serve`): nothing asks it for a responder's work.
        self._responder = responder
        self._session_cancelled = False
        self._waiters: list[asyncio.Future[None]] | None = None  # made when first waited on: most turns never are
        self._task: asyncio.Future[Any] | None = None
        self._hard_cancel = False
        self._v2 = v2

    @property
    def cancellation(self) -> RequestCancellation:
        if self._cancellation is None:
            self._cancellation = cast("Responder", self._responder).cancellation
        return self._cancellation

    @property
    def session_cancelled(self) -> bool:
        return self._session_cancelled

    async def session_cancel(self) -> None:
        """Wait until the client cancels the session's work (returns at once if it has)."""
        if self._session_cancelled:
            return
        waiter = asyncio.get_running_loop().create_future()
        if self._waiters is None:
            self._waiters = []
        self._waiters.append(waiter)
        try:
            await waiter
        finally:
            if self._waiters is not None and waiter in self._waiters:
                self._waiters.remove(waiter)

    def insert(self, message_id: str | None = None) -> str:
        """v2: answer the prompt now, with the inserted user message's id (a new UUID if None)."""
        if not self._v2:
            raise RuntimeError("PromptTurn.insert() is for ACP protocol version 2 (the v1 prompt answers at the end)")
        if self.message_id is not None:
            return self.message_id
        responder = cast("Responder", self._responder)  # a v2 turn has one
        if responder.is_responded:
            raise RuntimeError("the prompt was already answered")
        self.message_id = message_id or str(uuid.uuid4())
        responder.respond({"messageId": self.message_id})
        return self.message_id

    def _cancel_session(self) -> None:
        self._session_cancelled = True
        waiters, self._waiters = self._waiters, None
        for waiter in waiters or ():
            if not waiter.done():
                waiter.set_result(None)
        if self._hard_cancel and self._task is not None:
            self._task.cancel()  # the agent handles neither session/cancel nor the turn: the SDK ends the work

    def _finish(self, task: asyncio.Future[Any]) -> Any:
        """The prompt's answer, where it differs from a plain handler's (None: the default)."""
        failed = task.cancelled() or task.exception() is not None
        if self._v2:
            if self.message_id is None and (not failed or self._session_cancelled):
                # The turn ended (or was cancelled by session/cancel) before the handler said the message was
                # in: it is in now, and the turn's end is the idle state_update.
                self.insert()
            return None
        if self._session_cancelled:
            return _cancelled_turn(None if failed else task.result())
        return None

    async def _serve(self, prompt: Callable[[Any], Coroutine[Any, Any, Any]], params: Any) -> Any:
        """The task of a v1 turn whose handler does not take the turn (`async def prompt(params)`): the handler's
        outcome as the prompt's answer, by the rules of `_finish` but inside the task, so that the connection
        answers with its return value (no responder).

        `start` runs this coroutine to `_started()` as the request is read, then makes it a task: a cancellation
        of the task before its first step (a `$/cancel_request` read with the prompt, a session/cancel for an
        agent without `cancel`, the connection closing) is raised here, where the turn's bookkeeping is undone
        (an unstarted coroutine would end without running any of its code)."""
        try:
            await _started()
            result = await prompt(params)  # made here: a task cancelled before this never leaves it unawaited
        except (Exception, asyncio.CancelledError):
            if not self._session_cancelled:
                raise
            result = None  # failed or cancelled once the session was cancelled: it still answers "cancelled"
        finally:
            self._side._remove_turn(self)
        if self._session_cancelled:
            result = _cancelled_turn(result)
        return to_result("session/prompt", result)

    def _done(self, task: asyncio.Future[Any]) -> None:
        side = self._side
        side._remove_turn(self)
        if not self._v2 or self.message_id is None or side.connection.is_closed:
            return
        # v2: the turn's end is an idle state_update, sent after everything the handler sent.
        if task.cancelled():
            reason: Any = "cancelled"
        elif (exc := task.exception()) is not None:
            reason = "cancelled" if self._session_cancelled else "end_turn"
            if not self._session_cancelled:
                handler_error("session/prompt", exc)  # logs it
        else:
            reason = _stop_reason(task.result())
            if self._session_cancelled:
                reason = "cancelled"
        side.connection.send_notification(
            "session/update",
            {
                "sessionId": self.session_id,
                "update": {"sessionUpdate": "state_update", "state": "idle", "stopReason": reason},
            },
        )


@types.coroutine
def _started() -> Generator[None, None, None]:
    """Suspends once: where `PromptTurn._serve` waits between being started as its request is read and its task's
    first step."""
    yield


def _cancelled_turn(result: Any) -> Any:
    """v1: a turn the client cancelled with session/cancel answers "cancelled", never an error, whatever the
    handler did after the cancel (`result`: what it returned, None if it failed)."""
    if type(result) is dict:
        return {**result, "stopReason": "cancelled"}
    if isinstance(result, Model):
        return {**result.to_wire(), "stopReason": "cancelled"}
    return _CANCELLED_TURN


def _stop_reason(result: Any) -> str:
    """A v2 turn's stop reason from its handler's return value: a string, or a dict / model with stopReason."""
    if isinstance(result, Model):
        result = result.to_wire()
    if type(result) is dict:
        result = result.get("stopReason")
    if type(result) is str:
        return result
    if result is not None:
        logger.error("a v2 prompt handler returned %r, not a stop reason: the turn ends with end_turn", result)
    return "end_turn"


def _takes_turn(fn: Callable[..., Any]) -> bool:
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return False
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)]
    return len(positional) >= 2


def _agent_methods(version: int) -> dict[str, Any]:
    """What an agent serves in protocol `version` (1 or 2), wire name -> Method. The v2 draft's schema is imported
    here, on first use: a v1 agent never loads it (docs/performance.md#import-time)."""
    if version == 2:
        from . import schema_v2

        return schema_v2.AGENT_METHODS
    return schema.AGENT_METHODS


@functools.cache
def _v2_client_calls() -> Callable[[AgentSideConnection], schema_v2.ClientCalls]:
    """The class of `AgentSideConnection.v2`, defined on first use: its base is in the v2 draft's schema, which a
    v1 agent never loads (docs/performance.md#import-time)."""
    from . import schema_v2

    class V2ClientCalls(schema_v2.ClientCalls):
        """The protocol v2 (draft) calls to the client: `client.v2.request_permission(...)` …"""

        def __init__(self, side: AgentSideConnection) -> None:
            self._side = side

        def _request(self, method: str, params: dict[str, Any], result: Any) -> TypedRequest[Any]:
            return self._side._request(method, params, result)

        def _notify(self, method: str, params: dict[str, Any]) -> Drained:
            connection = self._side.connection
            connection.send_notification(method, params)
            return connection.drain()

    return V2ClientCalls


class AgentSideConnection(Side, schema.ClientCalls):
    """The agent's end of an ACP connection: serves `agent` and calls the client.

    The client calls are the typed methods of `schema.ClientCalls` (`session_update`, `request_permission`,
    `read_text_file`, `create_terminal`, …): requests return a `TypedRequest` (await it for the typed
    result; it cancels, detaches and forwards like any `SentRequest`), notifications are sent at once. The
    protocol v2 draft's calls are on `.v2`.

    Args:
        agent: the `Agent`.
        connection: the JSON-RPC connection to serve on (a new one if None); connect it after this.
        protocol_versions: the ACP versions served; add 2 to opt in to the v2 draft.
        require_initialize: reject requests before a successful `initialize` (`-32600`), refuse a second
            `initialize`, and drop notifications until then.
    """

    def __init__(
        self,
        agent: Agent,
        connection: Connection | None = None,
        *,
        protocol_versions: Sequence[int] = (1,),
        require_initialize: bool = False,
    ) -> None:
        if not protocol_versions or not set(protocol_versions) <= {1, 2}:
            raise ValueError(f"protocol_versions must be a subset of (1, 2), not {protocol_versions!r}")
        self.agent = self.impl = agent
        self.connection = connection if connection is not None else Connection("client")
        self.protocol_versions = tuple(sorted(set(protocol_versions)))
        self.protocol_version: int | None = None  # negotiated by the last successful initialize
        self.initialize_params: Any = None
        self._require_initialize = require_initialize
        self._state = _UNINITIALIZED
        self._methods: dict[str, schema.Method] = schema.AGENT_METHODS
        self._removed_methods: dict[str, Any] = {}
        self._turns: dict[str, set[PromptTurn]] = {}
        self._loop: asyncio.AbstractEventLoop | None = None  # the connection's, once a prompt turn has run on it
        # The prompt handler of each protocol version (`_route_prompts`); None when the agent has no prompt.
        self._prompt_handlers: dict[int, Callable[..., Any]] | None = None
        self._register()
        agent.on_connect(self)

    @functools.cached_property
    def v2(self) -> schema_v2.ClientCalls:
        """The protocol v2 (draft) calls to the client: `self.client.v2.request_permission(...)` …"""
        return _v2_client_calls()(self)

    # ------------------------------------------------------------------------------------------ client calls

    def _request(self, method: str, params: dict[str, Any], result: Any) -> TypedRequest[Any]:
        conn = self.connection
        return conn.send_request_as(typed_request(result), method, params)

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        self.connection.send_notification(method, params)
        return self.connection.drain()

    @property
    def initialized(self) -> bool:
        return self._state == _READY

    def negotiate(self, requested: int) -> int:
        """The version to answer a client that asked for `requested` (ACP: the same if supported, else the
        latest supported)."""
        return requested if requested in self.protocol_versions else self.protocol_versions[-1]

    # ------------------------------------------------------------------------------------------ registration

    def _register(self) -> None:
        conn = self.connection
        agent_type = type(self.agent)
        wires = dict(schema.AGENT_METHODS)
        if 2 in self.protocol_versions:
            for wire, v2_method in _agent_methods(2).items():
                wires.setdefault(wire, v2_method)  # v1/v2 Method: the same shape
        for wire, method in wires.items():
            fn = getattr(self.agent, method.name, None)
            if fn is None or getattr(agent_type, method.name, None) is None:
                continue
            if wire == "initialize":
                conn.on_request(wire, self._on_initialize)
            elif wire == "session/prompt":
                self._prompt_handlers = self._prompt_handler(fn)
                self._route_prompts()
            elif wire == "session/cancel":
                conn.on_notification(wire, self._cancel_handler(fn))
            elif method.notification:
                conn.on_notification(wire, self._notification_handler(wire, fn))
            else:
                conn.on_request(wire, self._request_handler(wire, fn))
        self._serve_removed(schema.REMOVED_AGENT_METHODS, lambda: schema.removed_module().AGENT_METHODS)
        if 2 in self.protocol_versions:
            from . import schema_v2

            self._serve_removed(schema_v2.REMOVED_AGENT_METHODS, lambda: schema_v2.removed_module().AGENT_METHODS)
        if getattr(agent_type, "cancel", None) is None:
            conn.on_notification("session/cancel", self._cancel_handler(None))
        conn.on_request(None, self._on_other_request)
        conn.on_notification(None, self._on_other_notification)

    def _check_ready(self, wire: str) -> None:
        if self._require_initialize and self._state != _READY:
            raise RequestError.invalid_request(f"ACP initialization must complete before `{wire}` can be used")

    def _accepts_notifications(self) -> bool:
        return not self._require_initialize or self._state == _READY

    def _on_typed_request(self, wire: str, typed: Any) -> None:
        if wire in _ENDS_SESSION_WORK:
            self._cancel_turns(typed.session_id)

    # ------------------------------------------------------------------------------------------ initialize

    def _on_initialize(self, params: Any, responder: Responder) -> None:
        if self._require_initialize:
            if self._state == _INITIALIZING:
                responder.respond_error(
                    RequestError.invalid_request("ACP initialization is already in progress on this connection")
                )
                return
            if self._state == _READY:
                responder.respond_error(
                    RequestError.invalid_request(
                        "ACP connections may only be initialized once; reconnect to initialize again"
                    )
                )
                return
        requested = params.get("protocolVersion") if type(params) is dict else None
        if type(requested) is not int or not 0 <= requested <= 0xFFFF:
            responder.respond_error(
                RequestError.invalid_params("initialize.protocolVersion must be a valid ACP protocol version")
            )
            return
        table = _agent_methods(2 if requested == 2 and 2 in self.protocol_versions else 1)
        try:
            typed = table["initialize"].params.parse(params)
        except SchemaError as exc:
            responder.respond_error(invalid_params("initialize", exc))
            return
        self._state = _INITIALIZING

        def failed() -> None:
            # A failed first initialize leaves the connection uninitialized (the client may retry); a failed repeat
            # keeps the previous initialization.
            self._state = _UNINITIALIZED if self.protocol_version is None else _READY

        def finish(task: asyncio.Future[Any]) -> Any:
            if task.cancelled() or task.exception() is not None:
                failed()
                return None
            try:
                result = to_result("initialize", task.result())
            except TypeError:
                failed()
                return None
            version = result.get("protocolVersion") if type(result) is dict else None
            if version not in self.protocol_versions:
                failed()
                return RequestError.internal_error(
                    {"method": "initialize", "reason": f"the agent answered unsupported protocolVersion {version!r}"}
                )
            self._state = _READY
            self.protocol_version = version
            self.initialize_params = typed
            self._methods = _agent_methods(version)
            self._route_prompts()
            return result

        answer_with_task(responder, call(self.agent.initialize, typed), finish)

    # ------------------------------------------------------------------------------------------ prompt turns

    def _route_prompts(self) -> None:
        """Serve `session/prompt` with the handler of the negotiated protocol version (v1 until one is)."""
        if self._prompt_handlers is not None:
            handler = self._prompt_handlers[2 if self.protocol_version == 2 else 1]
            self.connection.on_request("session/prompt", handler)

    def _prompt_handler(self, fn: Callable[..., Any]) -> dict[int, Callable[..., Any]]:
        """The prompt handlers, by protocol version: a turn (a task) for each prompt, answered through a responder.
        In v1 two handlers without the turn go leaner ways: a plain `def prompt(params)`, which cannot await and
        which nothing can cancel while it runs, is a return-style handler, called by the router as the request is
        read (no task, no turn); an `async def prompt(params)` is the connection's `async def` form, its task's
        return value the answer (`start`, below)."""
        takes_turn = _takes_turn(fn)
        hard_cancel = not takes_turn and getattr(type(self.agent), "cancel", None) is None
        # An `async def` handler's coroutine is the turn's task itself (calling it runs none of its code); anything
        # else is called inside the task by `call`, so that what it raises fails the turn the same way.
        runs = fn if is_async(fn) else functools.partial(call, fn)

        def handle(params: Any, responder: Responder) -> None:
            try:
                self._check_ready("session/prompt")
                typed = self._parse("session/prompt", params)
            except RequestError as exc:
                responder.respond_error(exc)
                return
            turn = PromptTurn(self, typed.session_id, responder, v2=self.protocol_version == 2)
            if turn._v2 and not takes_turn:
                turn.insert()  # a handler without the turn cannot say when the message is in: it is in now
            self._add_turn(turn)
            work = runs(typed, turn) if takes_turn else runs(typed)
            task = answer_with_task(responder, work, turn._finish)
            turn._task = task
            turn._hard_cancel = hard_cancel
            task.add_done_callback(turn._done)

        if takes_turn:
            return {1: handle, 2: handle}
        if not is_async(fn):
            return {1: self._request_handler("session/prompt", fn), 2: handle}

        def start(params: Any) -> asyncio.Task[Any]:
            # v1 `async def prompt(params)`: only the task answers, and nothing sees the turn, so the connection
            # answers with the task's outcome (`PromptTurn._serve`), as for any `async def` handler. The turn is
            # registered now, as the request is read: a session/cancel read right after finds it.
            self._check_ready("session/prompt")
            typed = self._parse("session/prompt", params)
            turn = PromptTurn(self, typed.session_id, None, v2=False)
            turn._hard_cancel = hard_cancel
            serve = turn._serve(fn, typed)
            serve.send(None)  # to `_started()`: from there on `_serve`'s `finally` forgets the turn, whatever ends it
            self._add_turn(turn)  # before the task: an eager task factory (Python 3.12) may run it to its end at once
            loop = self._loop
            if loop is None:  # asked for once: on Python 3.11 each ask is a system call (getpid)
                loop = self._loop = asyncio.get_running_loop()
            task = turn._task = loop.create_task(serve)
            return task

        return {1: starts_task(start), 2: handle}

    def _add_turn(self, turn: PromptTurn) -> None:
        session_turns = self._turns.get(turn.session_id)
        if session_turns is None:
            session_turns = self._turns[turn.session_id] = set()
        session_turns.add(turn)

    def _remove_turn(self, turn: PromptTurn) -> None:
        session_turns = self._turns.get(turn.session_id)
        if session_turns is not None:
            session_turns.discard(turn)
            if not session_turns:
                del self._turns[turn.session_id]

    def _cancel_turns(self, session_id: Any) -> None:
        for turn in list(self._turns.get(session_id, ())):
            turn._cancel_session()

    def _cancel_handler(self, fn: Callable[..., Any] | None) -> Callable[..., Any]:
        # Always a plain def: the turn is marked at once, and never waits behind the notification lane (an async
        # cancel handler there would hold back the very responses the turn may be waiting for).
        run_async = fn is not None and is_async(fn)

        def handle(params: Any) -> None:
            typed = self._typed_notification("session/cancel", params)
            if typed is None:
                return
            self._cancel_turns(typed.session_id)
            if fn is None:
                return
            if run_async:
                self.connection.spawn(fn(typed))
            else:
                fn(typed)

        return handle


async def run_agent(
    agent: Agent,
    *,
    protocol_versions: Sequence[int] = (1,),
    require_initialize: bool = False,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
) -> None:
    """Serve `agent` on this process's stdin/stdout until the client disconnects."""
    side = AgentSideConnection(
        agent,
        Connection("client", max_message_size=max_message_size),
        protocol_versions=protocol_versions,
        require_initialize=require_initialize,
    )
    await side.connection.connect_stdio()
    try:
        await side.connection.wait_closed()
    finally:
        await side.connection.close()  # stopped (SIGINT, SIGTERM): its tasks end and what it wrote goes out
