"""The client side: the `Client` you implement, and `ClientSideConnection`, its connection to the agent.

`session/update` notifications are handled one at a time in arrival order, and a prompt's result reaches the
caller only after the updates sent before it were handled (the connection's notification lane holds it).
`cancel(session_id)` sends `session/cancel` and answers the session's pending permission requests with the
`cancelled` outcome, as ACP requires of the client.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import math
import shlex
from collections.abc import AsyncIterator, Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any

from ..connection import Connection, Drained
from ..errors import ErrorCode, RequestError
from ..incoming import Responder
from ..transports import spawn
from . import schema
from ._dispatch import Side, answer_with_task, call
from ._model import result_wrapper, to_json
from ._typed import TypedRequest, typed_request

if TYPE_CHECKING:
    from . import schema_v2

__all__ = ["Client", "ClientSideConnection", "spawn_agent"]


_CANCELLED_OUTCOME = {"outcome": {"outcome": "cancelled"}}

# How long `spawn_agent`'s agent has to answer `initialize` by default: a handshake, but an agent may install or
# log in first. Longer than the conductor's own (30 s), so that behind a conductor its error, naming the component
# that did not answer, is the one the client gets.
INITIALIZE_TIMEOUT = 60.0


class Client:
    """Base class of an ACP client: override the methods you support.

    Methods are named as in the official Python SDK (`request_permission`, `session_update`,
    `read_text_file`, `write_text_file`, `create_terminal`, …; `schema.CLIENT_METHODS` lists them) and take
    one argument, the typed params. `async def` or plain `def` both work; a plain `def session_update` is the
    fastest way to take a stream of updates. A method the class does not define is answered `-32601`.
    Extension requests and notifications (`_name`) go to `ext_method(method, params)` /
    `ext_notification(method, params)` when defined. A method that left the protocol
    (`schema.REMOVED_CLIENT_METHODS`) is still served, typed as before, with a DeprecationWarning when the
    connection is made.
    """

    agent: ClientSideConnection

    def on_connect(self, agent: ClientSideConnection) -> None:
        """Called once with the connection to the agent (stored as `self.agent`)."""
        self.agent = agent


class _InitializeRequest(TypedRequest[Any]):
    """The `initialize` request: its result also tells the connection which protocol version was agreed. Awaited,
    it fails after the side's `initialize_timeout`."""

    __slots__ = ("_side",)

    if TYPE_CHECKING:
        _side: ClientSideConnection  # set by `_Calls._request` right after construction

    def __await__(self) -> Generator[Any, None, Any]:
        timeout = self._side.initialize_timeout
        if timeout is None:
            result = yield from TypedRequest.__await__(self)
        else:
            result = yield from self._within(timeout).__await__()
        self._side._initialized(result)
        return result

    async def _within(self, timeout: float) -> Any:
        try:
            async with asyncio.timeout(timeout):
                # The timeout cancels this wait: abandonment, so the agent gets a `$/cancel_request` too.
                return await _Typed(self)
        except TimeoutError:
            raise self._side._initialize_timed_out(timeout) from None


class _Typed:
    """`request`, awaited as a plain `TypedRequest` (inside `_InitializeRequest._within`)."""

    __slots__ = ("_request",)

    def __init__(self, request: TypedRequest[Any]) -> None:
        self._request = request

    def __await__(self) -> Generator[Any, None, Any]:
        return TypedRequest.__await__(self._request)


class _Calls:
    def _request(self, method: str, params: dict[str, Any], result: Any) -> TypedRequest[Any]:
        side: ClientSideConnection = self._side  # type: ignore[attr-defined]
        conn = side.connection
        if method == "initialize":
            request = conn.send_request_as(
                lambda requests, slot: _InitializeRequest(requests, slot, result_wrapper(result)), method, params
            )
            request._side = side
            return request
        return conn.send_request_as(typed_request(result), method, params)

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        connection = self._side.connection  # type: ignore[attr-defined]
        connection.send_notification(method, params)
        return connection.drain()  # type: ignore[no-any-return]


def _client_methods(version: int) -> dict[str, Any]:
    """What a client serves in protocol `version` (1 or 2), wire name -> Method. The v2 draft's schema is imported
    here, on first use: `import acp_fast.acp` does not load it (docs/performance.md#import-time)."""
    if version == 2:
        from . import schema_v2

        return schema_v2.CLIENT_METHODS
    return schema.CLIENT_METHODS


@functools.cache
def _v2_calls() -> Callable[[ClientSideConnection], schema_v2.AgentCalls]:
    """The class of `ClientSideConnection.v2`, defined on first use: its base is in the v2 draft's schema, which
    `import acp_fast.acp` does not load (docs/performance.md#import-time)."""
    from . import schema_v2

    class V2Calls(_Calls, schema_v2.AgentCalls):
        """The protocol v2 (draft) calls, for a client that opted in: `side.v2.initialize(...)` …"""

        def __init__(self, side: ClientSideConnection) -> None:
            self._side = side

        def cancel(self, session_id: str, *, meta: dict[str, Any] | None = None) -> Drained:
            return self._side.cancel(session_id, meta=meta)

    return V2Calls


class ClientSideConnection(Side, _Calls, schema.AgentCalls):
    """The client's end of an ACP connection: serves `client` and calls the agent.

    The agent calls are the typed methods of `schema.AgentCalls` (`initialize`, `new_session`, `prompt`,
    `cancel`, …): requests return a `TypedRequest` (await it for the typed result; cancelling the awaiting
    task, `.cancel()` or dropping it sends `$/cancel_request`), notifications are sent at once. The protocol
    v2 draft's calls are on `.v2`.

    `initialize_timeout`: seconds an awaited `initialize` waits for the agent's answer before it raises
    `RequestError` (`-32603`, reason `initialize_timeout`, naming the agent), None for no limit.
    """

    def __init__(
        self, client: Client, connection: Connection | None = None, *, initialize_timeout: float | None = None
    ) -> None:
        self.client = self.impl = client
        self.connection = connection if connection is not None else Connection("agent")
        self.initialize_timeout = _check_timeout(initialize_timeout)
        self.protocol_version: int | None = None  # what the agent answered to initialize
        self.process: asyncio.subprocess.Process | None = None  # set by spawn_agent
        self._side = self
        self._methods: dict[str, Any] = schema.CLIENT_METHODS
        self._removed_methods: dict[str, Any] = {}
        self._permissions: dict[str, dict[asyncio.Future[Any], Responder]] = {}
        self._register()
        client.on_connect(self)

    @functools.cached_property
    def v2(self) -> schema_v2.AgentCalls:
        """The protocol v2 (draft) calls to the agent: `side.v2.initialize(...)` …"""
        return _v2_calls()(self)

    def cancel(self, session_id: str, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `session/cancel`, and answer the session's pending permission requests `cancelled`."""
        params: dict[str, Any] = {"sessionId": session_id}
        if meta is not None:
            params["_meta"] = to_json(meta)
        self.connection.send_notification("session/cancel", params)
        for task, responder in list(self._permissions.pop(session_id, {}).items()):
            responder.respond(_CANCELLED_OUTCOME)
            task.cancel()
        return self.connection.drain()

    def _initialize_timed_out(self, seconds: float) -> RequestError:
        info = self.connection.peer_info
        who = info.get("component") or self.connection.name
        data: dict[str, Any] = {"reason": "initialize_timeout", "method": "initialize", "component": who}
        if "command" in info:
            data["command"] = info["command"]
            if info["command"] not in who:
                who = f"{who} `{info['command']}`"
        data["seconds"] = seconds
        return RequestError(ErrorCode.INTERNAL_ERROR, f"{who} did not answer initialize within {seconds:g} s", data)

    def _initialized(self, result: Any) -> None:
        version = getattr(result, "protocol_version", None)
        if type(version) is int:
            self.protocol_version = version
            self._methods = _client_methods(version)

    # ------------------------------------------------------------------------------------------ registration

    def _register(self) -> None:
        conn = self.connection
        client_type = type(self.client)
        wires: dict[str, Any] = dict(schema.CLIENT_METHODS)
        for wire, method in _client_methods(2).items():
            wires.setdefault(wire, method)
        for wire, method in wires.items():
            fn = getattr(self.client, method.name, None)
            if fn is None or getattr(client_type, method.name, None) is None:
                continue
            if wire == "session/request_permission":
                conn.on_request(wire, self._permission_handler(fn))
            elif method.notification:
                conn.on_notification(wire, self._notification_handler(wire, fn))
            else:
                conn.on_request(wire, self._request_handler(wire, fn))
        from . import schema_v2  # loaded by `_client_methods(2)` above

        self._serve_removed(schema.REMOVED_CLIENT_METHODS, lambda: schema.removed_module().CLIENT_METHODS)
        self._serve_removed(schema_v2.REMOVED_CLIENT_METHODS, lambda: schema_v2.removed_module().CLIENT_METHODS)
        conn.on_request("initialize", _wrong_direction)
        conn.on_request(None, self._on_other_request)
        conn.on_notification(None, self._on_other_notification)

    def _permission_handler(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        wire = "session/request_permission"

        def handle(params: Any, responder: Responder) -> None:
            try:
                typed = self._parse(wire, params)
            except RequestError as exc:
                responder.respond_error(exc)
                return
            session_id = typed.session_id
            task = answer_with_task(responder, call(fn, typed))
            pending = self._permissions.setdefault(session_id, {})
            pending[task] = responder

            def forget(task: asyncio.Future[Any]) -> None:
                entries = self._permissions.get(session_id)
                if entries is not None:
                    entries.pop(task, None)
                    if not entries:
                        del self._permissions[session_id]

            task.add_done_callback(forget)

        return handle


def _wrong_direction(params: Any) -> Any:
    raise RequestError.invalid_request("ACP clients send `initialize` requests and ACP agents respond to them")


def _check_timeout(seconds: float | None) -> float | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 < seconds < math.inf:
        raise ValueError(f"initialize_timeout must be a number of seconds > 0 or None, not {seconds!r}")
    return float(seconds)


@contextlib.asynccontextmanager
async def spawn_agent(
    client: Client,
    argv: Sequence[str],
    *,
    initialize_timeout: float | None = INITIALIZE_TIMEOUT,
    **popen_kwargs: Any,
) -> AsyncIterator[ClientSideConnection]:
    """Start the agent `argv` as a child process and connect `client` to it over its stdio.

    Yields the `ClientSideConnection` (the process is its `.process`). On exit the connection closes, and the
    child is given time to exit, then terminated, then killed: it is always reaped (see `acp_fast.spawn`).

    `initialize_timeout`: seconds `await agent.initialize(...)` waits for the answer before it raises a
    `RequestError` naming the agent's command (reason `initialize_timeout`); None: no limit. A command that cannot
    be started raises the `OSError` naming it; requests failing because the agent exited name its exit status
    (and the end of its stderr with `stderr=asyncio.subprocess.PIPE`).
    """
    argv = list(argv)
    if not argv:
        raise ValueError("spawn_agent needs a command (argv is empty)")
    # Named after the command, so that what the connection logs (refused input: an agent printing to its stdout)
    # says which agent.
    connection = Connection(f"agent ({shlex.join(argv)})")
    side = ClientSideConnection(client, connection, initialize_timeout=initialize_timeout)
    async with spawn(connection, argv, **popen_kwargs) as process:
        side.process = process
        yield side
