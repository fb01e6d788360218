"""The conductor: a chain of proxies and an agent, run as child processes (or reached over the network) behind one
ACP endpoint.

    client ⇄ conductor ⇄ proxy 1 … ⇄ conductor ⇄ agent

The conductor owns one connection to each component. A proxy reaches its successor by sending `proxy/successor`
to the conductor, which unwraps it and sends the message on to the next component; what comes back from the right
is delivered to a proxy wrapped, and to the client plain. Every hop allocates its own request ids: a request is
re-issued on the next connection and answered back verbatim, and a `$/cancel_request` is never forwarded, but
re-issued once per hop with that hop's id (the links the routes make in the routers). All forwarding happens in
arrival order, so each connection's order is kept (an agent's `session/update`s reach the client before the
prompt's answer).

Components start lazily, on the first `initialize`: proxies get `proxy/initialize`, the agent `initialize` (the
old `_proxy/…` spelling when the conductor is given `prefix=LEGACY_PROXY_PREFIX`, for proxies that know only it).
A component that exits makes its pending requests fail (`-32603`, reason `incoming_transport_closed`, with the
component, its command and its exit status in the data); requests routed to it later fail the same way. A chain
that does not answer the first `initialize` in time fails it naming the component that did not answer. When the
client disconnects, every component's stdin closes, and each is given time to exit, then terminated, then killed:
every child is reaped.

A component given as a `ws://`, `wss://`, `http://` or `https://` URL instead of a command is connected to with
`acp_fast.network` instead of started (`connect_component`): an agent served by `acp-fast serve` on another host
takes part in the chain as a child process would, and its errors name its URL instead of a command.

The routes receive params raw (`RawJSON`) and pass them on as they are: a hop never decodes the payload.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import math
import shlex
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from . import _router
from ._protocol import (
    DEFAULT_MAX_MESSAGE_SIZE,
    INITIALIZE_METHODS,
    LEGACY_PROXY_PREFIX,
    PROTOCOL_VERSIONS,
    PROXY_NAMESPACE,
    PROXY_PREFIX,
    SUCCESSOR_METHODS,
)
from ._runtime import on_stop
from ._stats import answer_stats, serving_stats
from .connection import Connection, RouteTable
from .errors import ErrorCode, RequestError
from .incoming import Responder
from .messages import IncomingNotification, IncomingRequest
from .outgoing import SentRequest
from .proxy import is_cancel_notification, protocol_version, proxy_methods, unwrap, wrap
from .transports import spawn

if TYPE_CHECKING:
    from .tracing import Tracer

__all__ = [
    "REMOTE_SCHEMES",
    "Component",
    "Conductor",
    "check_url",
    "component_end",
    "component_label",
    "connect_component",
    "run_conductor",
]

logger = logging.getLogger("acp_fast.conductor")

# How long the chain has to answer the first `initialize` by default: well under the 60 s that `spawn_agent` gives
# an agent by default, so that a client spawning a conductor hears which component did not answer.
INITIALIZE_TIMEOUT = 30.0

# A component is a command (an argv) to start, or the URL (a str) of an agent or proxy served over the network.
Component = Sequence[str] | str
REMOTE_SCHEMES = ("ws", "wss", "http", "https")


def check_url(url: str) -> str:
    """`url` if it can name a remote component (a scheme of `REMOTE_SCHEMES`, a host, a valid port); else
    ValueError naming what is wrong."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  # raises ValueError for a port out of range or not a number
    except ValueError as exc:
        raise ValueError(f"{url!r} is not a URL: {exc}") from None
    if parts.scheme.lower() not in REMOTE_SCHEMES:
        raise ValueError(f"{url!r}: a remote component's URL starts with ws://, wss://, http:// or https://")
    if not parts.hostname:
        raise ValueError(f"{url!r}: no host")
    return url


def _target(component: Component) -> Component:
    """A component as the conductor keeps it: a URL as it is, a command as a list of its own."""
    return component if isinstance(component, str) else list(component)


def component_label(component: Component) -> str:
    """How a component is named in its connection's name and in logs: its URL, or its command line."""
    return component if isinstance(component, str) else shlex.join(component)


def component_end(connection: Connection) -> str | None:
    """How the child behind `connection` (run by `connect_component`) ended on its own, named after the connection:
    "agent (cmd) exited with status 3", "... was killed by SIGKILL"; None while it runs, for a URL, or for one the
    connection stopped (`spawn` records the exit status only of a child whose output ended first)."""
    info = connection.peer_info
    if info.get("signal"):
        return f"{connection.name} was killed by {info['signal']}"
    if info.get("exit_status") is not None:
        return f"{connection.name} exited with status {info['exit_status']}"
    return None


def _describe(component: Component) -> dict[str, str]:
    """What names a component in errors: its URL, or its command."""
    if isinstance(component, str):
        return {"url": component}
    return {"command": shlex.join(component)}


@contextlib.asynccontextmanager
async def connect_component(
    conn: Connection,
    component: Component,
    *,
    token: str | None = None,
    env: dict[str, str] | None = None,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
) -> AsyncIterator[asyncio.subprocess.Process | None]:
    """Run `conn` to a component: a command is started with `acp_fast.spawn` in the environment `env` (yields the
    process), a URL is connected to with `acp_fast.network.connect_websocket` (`ws://`, `wss://`) or
    `connect_http` (`http://`, `https://`), sending `token` as a bearer token (yields None). On exit the connection
    closes (and a child is reaped). `max_message_size`: the connection's own, which a WebSocket client enforces.

    A command that cannot be started raises the `OSError` naming it; a URL that cannot be reached raises the
    `OSError` (`ConnectionError`, `TimeoutError`) naming it. For a URL, `conn.peer_info` names it (`component`,
    `url`): the errors of requests failing because the connection closed carry them.
    """
    if not isinstance(component, str):
        # In a session of its own: a Ctrl-C in the terminal reaches the conductor alone, which stops its components
        # in order (stdin closed, then SIGTERM, then SIGKILL), each child once.
        async with spawn(conn, list(component), env=env, start_new_session=True) as process:
            yield process
        return
    url = check_url(component)
    conn.peer_info = {"component": conn.name, **conn.peer_info, "url": url}
    from . import network

    if urlsplit(url).scheme.lower() in ("ws", "wss"):
        await network.connect_websocket(conn, url, token=token, max_message_size=max_message_size)
    else:
        await network.connect_http(conn, url, token=token)
    try:
        yield None
    finally:
        await conn.close()


class _State(enum.Enum):
    NEW = "new"  # no initialize yet
    STARTING = "starting"  # components being spawned; client messages queue
    READY = "ready"
    FAILED = "failed"  # the chain could not start: every request gets the same error


@dataclass(eq=False)
class _Component:
    index: int
    target: Component  # a command, or a URL
    is_proxy: bool
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
    tracer: Tracer | None = None
    process: asyncio.subprocess.Process | None = None
    protocol_version: Any = None  # what it answered (proxy/)initialize with
    name: str = field(init=False)
    connection: Connection = field(init=False)

    def __post_init__(self) -> None:
        kind = "proxy" if self.is_proxy else "agent"
        self.name = f"{kind} {self.index + 1 if self.is_proxy else ''}".strip() + f" ({component_label(self.target)})"
        # Named after the component, so that what its connection logs (refused input, failed handlers) says whose.
        self.connection = Connection(self.name, max_message_size=self.max_message_size, tracer=self.tracer)
        # A request that fails because the component's connection closed names the component (and `spawn` adds
        # its command and exit status; `connect_component`, a remote component's URL).
        self.connection.peer_info = {"component": self.name}


class Conductor:
    """Runs `proxies` and `agent` as one agent, served on a client connection.

    Args:
        agent: the final agent: its command (an argv) or its URL (a str: `ws://`, `wss://`, `http://`, `https://`);
            None makes the conductor itself a proxy (docs/proxies.md, "A conductor inside a chain"): it is
            initialized with `proxy/initialize` by its own conductor (the client connection), and what its last
            proxy sends to its successor goes to that conductor, in a `proxy/successor` envelope.
        proxies: the proxies, nearest the client first, each a command or a URL.
        initialize_timeout: seconds the chain has to answer the first `initialize` (None or 0: no limit); then the
            client gets an error naming the component that did not answer, and the conductor stays failed.
        prefix: how the proxy methods sent to proxies are spelled: `proxy` (`PROXY_PREFIX`) or `_proxy`
            (`LEGACY_PROXY_PREFIX`, for proxies that know only it); both spellings are accepted from them.
        env: the components' environment (None: this process's).
        remote_token: the bearer token sent to the components given as URLs (None: none).
        tracer: traces every component's connection (docs/observability.md); give the client's connection the same
            one to see the whole chain in one trace.
    """

    def __init__(
        self,
        agent: Component | None,
        proxies: Sequence[Component] = (),
        *,
        initialize_timeout: float | None = INITIALIZE_TIMEOUT,
        prefix: str = PROXY_PREFIX,
        env: dict[str, str] | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        remote_token: str | None = None,
        tracer: Tracer | None = None,
    ) -> None:
        self.max_message_size = max_message_size  # of the components' connections
        self._tracer = tracer
        self._as_proxy = agent is None
        if self._as_proxy and not proxies:
            raise ValueError("a conductor that is itself a proxy (no agent) needs at least one proxy")
        if not self._as_proxy and not agent:
            raise ValueError("the conductor needs an agent command")
        if any(not proxy for proxy in proxies):
            raise ValueError("a proxy command is empty")
        components = (*proxies,) if agent is None else (*proxies, agent)
        for component in components:
            if isinstance(component, str):
                check_url(component)
        if initialize_timeout is not None and not (
            isinstance(initialize_timeout, (int, float)) and 0 <= initialize_timeout < math.inf
        ):
            raise ValueError(f"initialize_timeout must be a number of seconds >= 0 or None, not {initialize_timeout!r}")
        self._targets: list[Component] = [_target(c) for c in components]
        self._initialize_timeout = initialize_timeout
        self._initialize_proxy, self._successor = proxy_methods(prefix)
        # What the conductor is initialized with: `initialize`, or (as a proxy) either spelling of `proxy/initialize`.
        self._initialized_by = INITIALIZE_METHODS if self._as_proxy else frozenset(("initialize",))
        self._upstream_version: Any = None  # as a proxy: what its own successor answered initialize with
        self._timed = False  # the first initialize was sent, with its timer
        self._env = env
        self._remote_token = remote_token
        self._state = _State.NEW
        self._failure: RequestError | None = None
        self._disconnected: list[str] = []  # remote components that went while the client was there
        self._queue: list[tuple[Any, Responder | None]] = []
        self._components: list[_Component] = []
        self._client: Connection | None = None
        self._stack = contextlib.AsyncExitStack()

    # ------------------------------------------------------------------------------------------ lifetime

    def attach(self, client: Connection) -> None:
        """Take the client's messages on `client`: call it before connecting, so that none is missed."""
        if self._client is not None:
            raise RuntimeError("a Conductor serves one client connection")
        self._client = client
        # Once the chain is up, the routes forward (route tables, linked in the routers); until then, and for what
        # they decline, the fallbacks take the messages: every initialize, those that arrive while the chain
        # starts, and errors.
        client.on_request(None, self._from_client_request)
        client.on_notification(None, self._from_client_notification)

    async def serve(self, client: Connection) -> None:
        """Serve the client connection until it closes (attaching it first if needed); then stop the chain."""
        if self._client is None:
            self.attach(client)
        elif self._client is not client:
            raise RuntimeError("a Conductor serves one client connection")
        async with self._stack:
            await client.wait_closed()
            logger.debug("client gone: stopping the chain")
            # Nearest the client first (the closes start in this order): as a component's connection shuts down it
            # abandons at the next component the requests it forwarded there, one `$/cancel_request` each, which
            # needs that next connection still open.
            await asyncio.gather(*(component.connection.close() for component in self._components))

    def connections(self) -> list[Connection]:
        """The client's connection (once attached) and every component's, nearest the client first."""
        client = [self._client] if self._client is not None else []
        return [*client, *(component.connection for component in self._components)]

    async def _start(self) -> None:
        """Start (or connect to) every component; routing handlers are in place before any byte is read."""
        component = None
        try:
            for index, target in enumerate(self._targets):
                is_proxy = self._as_proxy or index < len(self._targets) - 1
                component = _Component(index, target, is_proxy, self.max_message_size, self._tracer)
                self._route_component(component, None)
                if self._components:
                    self._route_component(self._components[-1], component)
                component.process = await self._stack.enter_async_context(
                    connect_component(
                        component.connection,
                        target,
                        token=self._remote_token,
                        env=self._env,
                        max_message_size=self.max_message_size,
                    )
                )
                self._components.append(component)
                self._client.spawn(self._watch(component))  # type: ignore[union-attr]
        except Exception as exc:
            # The error names the command or the URL; the data names the component as well.
            logger.error("the chain could not start: %s", exc)
            data = {"reason": "component_failed_to_start", "error": str(exc)}
            if component is not None:
                data.update(component=component.name, **_describe(component.target))
            self._fail(RequestError(ErrorCode.INTERNAL_ERROR, f"the chain could not start: {exc}", data))
            return
        self._state = _State.READY
        self._route_client()
        queue, self._queue = self._queue, []
        for message, responder in queue:
            self._dispatch_from_client(message, responder)

    async def _watch(self, component: _Component) -> None:
        await component.connection.wait_closed()
        process = component.process
        if process is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await process.wait()
        if self._client is not None and self._client.is_closed:
            return
        if process is None:
            self._disconnected.append(component.name)
            logger.error("%s disconnected", component.name)
        else:
            end = component_end(component.connection)
            logger.error("%s", end or f"{component.name} exited with status {process.returncode}")

    @property
    def failed(self) -> str | None:
        """Why the chain failed, when it did: it could not start or be initialized, or a component ended on its own
        (a child that exited before the conductor stopped it, a remote one that disconnected while the client was
        connected); None otherwise. `acp-fast conductor` then exits with 1."""
        if self._failure is not None:
            return self._failure.message
        ended = [f"{name} disconnected" for name in self._disconnected]
        for component in self._components:
            end = component_end(component.connection)
            if end is not None:
                ended.append(end)
        return "; ".join(ended) or None

    def _fail(self, error: RequestError) -> None:
        self._state = _State.FAILED
        self._failure = error
        if self._client is not None:  # the fallbacks answer every client request with the failure from now on
            self._client.route_requests(None)
            self._client.route_notifications(None)
        queue, self._queue = self._queue, []
        for _, responder in queue:
            if responder is not None:
                responder.respond_error(error)

    # ------------------------------------------------------------------------------------------ from the client

    def _from_client_request(self, request: IncomingRequest, responder: Responder) -> None:
        state = self._state
        if state is _State.READY:
            self._dispatch_from_client(request, responder)
        elif state is _State.STARTING:
            self._queue.append((request, responder))
        elif state is _State.FAILED:
            responder.respond_error(self._failure)  # type: ignore[arg-type]
        elif request.method not in self._initialized_by:
            responder.respond_error(RequestError.invalid_request(self._expected()))
        elif isinstance(error := _select_version(request.params), RequestError):
            responder.respond_error(error)  # nothing started: the client may try again
        else:
            self._state = _State.STARTING
            self._queue.append((request, responder))
            self._client.spawn(self._start())  # type: ignore[union-attr]

    def _from_client_notification(self, notification: IncomingNotification) -> None:
        if self._state is _State.READY:
            self._dispatch_from_client(notification, None)
        elif self._state is _State.STARTING:
            self._queue.append((notification, None))
        else:
            logger.debug("%s before the chain started: ignored", notification.method)

    def _expected(self) -> str:
        return (
            "proxies must be initialized with `proxy/initialize`" if self._as_proxy else "expected `initialize` request"
        )

    def _dispatch_from_client(self, message: Any, responder: Responder | None) -> None:
        """A client message the routes did not take: every initialize, what was queued while the chain started,
        malformed envelopes."""
        method, params = message.method, message.params
        if responder is not None and method in self._initialized_by:
            selected = _select_version(params)
            if isinstance(selected, RequestError):
                responder.respond_error(selected)
            else:
                # The first initialize is timed: a component that never answers it fails the chain, named.
                timed, self._timed = not self._timed and bool(self._initialize_timeout), True
                self._initialize(self._components[0], selected, responder, timed=timed)
        elif responder is not None and (method == "initialize" or method in INITIALIZE_METHODS):
            message = self._expected() if method == "initialize" else _ONLY_THE_CONDUCTOR
            responder.respond_error(RequestError.invalid_request(message))
        elif self._as_proxy and method in SUCCESSOR_METHODS:
            self._to_last(params, responder)  # from the conductor's successor: to its last proxy's
        elif method.startswith(PROXY_NAMESPACE):
            self._refuse_upstream(method, responder)
        elif responder is None:
            if not is_cancel_notification(method, params):  # re-issued per hop by the forwarding, never tunnelled
                self._components[0].connection.send_notification(method, params)
        else:
            self._components[0].connection.send_request(method, params).forward_response_to(responder)

    def _refuse_upstream(self, method: str, responder: Responder | None) -> None:
        """A proxy method from the client (or this conductor's own conductor) that is not for this conductor."""
        sender = "the conductor's conductor" if self._as_proxy else "the client"
        if responder is None:
            logger.warning("%s sent the notification %s, which is not for a conductor: dropped", sender, method)
        else:
            responder.respond_error(_refused(sender, method, no_successor="this conductor is not a proxy"))

    def _to_last(self, envelope: Any, responder: Responder | None) -> None:
        """An envelope from this conductor's successor (it is a proxy): on to its last proxy, in an envelope."""
        inner = unwrap(envelope)
        if inner is None:
            if responder is not None:
                responder.respond_error(RequestError.invalid_params({"reason": "malformed proxy/successor envelope"}))
            else:
                logger.warning("malformed proxy/successor notification from the conductor's successor dropped")
            return
        if is_cancel_notification(*inner):
            return  # hop-scoped: re-issued by the forwarding
        last = self._components[-1].connection
        if responder is None:
            last.send_notification(self._successor, wrap(*inner))
        else:
            last.send_request(self._successor, wrap(*inner)).forward_response_to(responder)

    # ------------------------------------------------------------------------------------------ initialize

    def _initialize(self, component: _Component, params: Any, responder: Responder, *, timed: bool = False) -> None:
        """Initialize `component` (`proxy/initialize` for a proxy) for `responder`, and check what it answers: a
        proxy answers with the version its successor answered (it forwards initialize before it answers)."""
        method = self._initialize_proxy if component.is_proxy else "initialize"
        sent = component.connection.send_request(method, params)
        sent.forward_cancellation_from(responder.cancellation)
        timer = self._time_initialize(sent, responder) if timed else None

        def answer(value: Any) -> None:
            if timer is not None:
                timer.cancel()
            if responder.is_responded:
                return  # the initialize timer answered
            if not isinstance(value, RequestError):
                component.protocol_version = protocol_version(value)
                if component.is_proxy and (error := self._check_proxy_answer(component)) is not None:
                    logger.error("%s", error.message)
                    responder.respond_error(error)
                    self._fail(error)
                    return
            if isinstance(value, RequestError):
                responder.respond_error(self._unknown_method(component, method, value))
            else:
                responder.respond(value)

        sent.on_result(answer)

    def _unknown_method(self, component: _Component, method: str, error: RequestError) -> RequestError:
        """A proxy that does not know the proxy methods as this conductor spells them: say so, and what to do."""
        if not component.is_proxy or error.code != ErrorCode.METHOD_NOT_FOUND:
            return error
        other = LEGACY_PROXY_PREFIX if method.startswith(f"{PROXY_PREFIX}/") else PROXY_PREFIX
        return RequestError(
            error.code,
            f"{component.name} does not know {method}: is it a proxy? (a proxy that knows only the {other}/…"
            f" spelling of the proxy methods works with the conductor's prefix option, --proxy-prefix {other})",
            {
                "reason": "proxy_method_unknown",
                "component": component.name,
                **_describe(component.target),
                "method": method,
                "error": error.data,
            },
        )

    def _initialize_successor(self, component: _Component, params: Any, responder: Responder) -> None:
        """A proxy forwards initialize to its successor: the next component, or (the conductor being a proxy
        itself, and this its last proxy) the conductor's own successor, through its conductor."""
        if component.index + 1 < len(self._components):
            self._initialize(self._components[component.index + 1], params, responder)
            return
        sent = self._client.send_request(self._successor, wrap("initialize", params))  # type: ignore[union-attr]
        sent.forward_cancellation_from(responder.cancellation)

        def answer(value: Any) -> None:
            if isinstance(value, RequestError):
                responder.respond_error(value)
            else:
                self._upstream_version = protocol_version(value)
                responder.respond(value)

        sent.on_result(answer)

    def _check_proxy_answer(self, proxy: _Component) -> RequestError | None:
        """None if `proxy` answered proxy/initialize with the version its successor answered initialize with."""
        if proxy.index + 1 < len(self._components):
            successor = self._components[proxy.index + 1]
            successor_name, successor_version = successor.name, successor.protocol_version
        else:
            successor_name, successor_version = "the conductor's successor", self._upstream_version
        data = {"component": proxy.name, **_describe(proxy.target), "protocol_version": proxy.protocol_version}
        if successor_version is None:
            return RequestError(
                ErrorCode.INTERNAL_ERROR,
                f"{proxy.name} answered proxy/initialize before its successor ({successor_name}) answered initialize:"
                " a proxy forwards initialize through proxy/successor before it answers",
                {"reason": "successor_not_initialized", **data, "successor": successor_name},
            )
        if proxy.protocol_version != successor_version:
            return RequestError(
                ErrorCode.INTERNAL_ERROR,
                f"{proxy.name} answered proxy/initialize with protocol version {proxy.protocol_version!r}, its"
                f" successor ({successor_name}) answered initialize with {successor_version!r}: a proxy does not"
                " change the negotiated version",
                {
                    "reason": "protocol_version_mismatch",
                    **data,
                    "successor": successor_name,
                    "successor_protocol_version": successor_version,
                },
            )
        return None

    # ------------------------------------------------------------------------------------------ routing

    def _route_client(self) -> None:
        """Once the chain is up: the client's messages go to the first component, except initialize (checked, in
        `_dispatch_from_client`); a conductor that is a proxy passes its successor's envelopes to its last proxy."""
        table = RouteTable(
            self._components[0].connection,
            keep=INITIALIZE_METHODS | {"initialize"},
            keep_prefixes=PROXY_NAMESPACE,  # the proxy methods are the conductor's to answer
            unwraps=self._as_proxy,
            unwrapped_to=self._components[-1].connection if self._as_proxy else None,
            wrap_unwrapped=self._successor if self._as_proxy else None,
        )
        self._client.route_requests(table)  # type: ignore[union-attr]
        self._client.route_notifications(table)  # type: ignore[union-attr]

    def _route_component(self, component: _Component, right: _Component | None) -> None:
        """A component's messages go left: to the client plain, or wrapped for the proxy before it. A proxy's
        messages for its successor (wrapped) go right, unwrapped, once the next component exists (`right`); the
        last proxy of a conductor that is a proxy sends them to the conductor's own conductor, wrapped."""
        conn = component.connection
        index = component.index
        left = self._client if index == 0 else self._components[index - 1].connection
        upstream = self._as_proxy and index == len(self._targets) - 1
        table = RouteTable(
            left,
            wrap=self._successor if index > 0 else None,
            unwraps=component.is_proxy,
            unwrapped_to=self._client if upstream else None if right is None else right.connection,
            keep_unwrapped=INITIALIZE_METHODS | {"initialize"},
            wrap_unwrapped=self._successor if upstream else None,
            keep_prefixes=PROXY_NAMESPACE,  # the proxy methods are the conductor's to answer: `_refused`
        )
        conn.route_requests(table)
        conn.route_notifications(table)
        if right is not None:
            return  # the fallbacks are in place from the first call

        def declined(request: IncomingRequest, responder: Responder) -> None:
            enveloped = component.is_proxy and request.method in SUCCESSOR_METHODS
            inner = unwrap(request.params) if enveloped else None
            if enveloped and inner is None:
                responder.respond_error(
                    RequestError.invalid_params(
                        {"reason": "malformed proxy/successor envelope", "component": component.name}
                    )
                )
            elif inner is None:
                responder.respond_error(_refused(component.name, request.method))
            elif inner[0] == "initialize":
                self._initialize_successor(component, inner[1], responder)
            elif inner[0] in INITIALIZE_METHODS:
                responder.respond_error(_refused(component.name, inner[0]))
            else:  # before its successor is up
                data = {"component": component.name, "method": inner[0], "reason": "successor_not_initialized"}
                responder.respond_error(RequestError.invalid_request(data))

        def drop(notification: IncomingNotification) -> None:
            logger.warning("%s: malformed or misdirected notification dropped: %s", component.name, notification)

        conn.on_request(None, declined)
        conn.on_notification(None, drop)

    def _time_initialize(self, sent: SentRequest, responder: Responder) -> asyncio.TimerHandle:
        """Fail the first initialize if the chain does not answer it in time (a component that never answers)."""
        handle = sent.cancellation_handle()
        seconds = float(self._initialize_timeout or 0)  # set: the timer runs only with a limit

        def expire() -> None:
            if responder.is_responded:
                return
            component = self._unanswered()
            error = RequestError(
                ErrorCode.INTERNAL_ERROR,
                f"{component.name} did not answer initialize within {seconds:g} s",
                {
                    "reason": "initialize_timeout",
                    "component": component.name,
                    **_describe(component.target),
                    "seconds": seconds,
                },
            )
            logger.error("%s did not answer initialize within %g s: the chain is failed", component.name, seconds)
            handle.cancel()
            responder.respond_error(error)
            self._fail(error)
            # What was forwarded already (a `session/new` sent right behind this `initialize`) may wait on the
            # component that does not answer: the components stop, and each such request fails naming its component.
            for stopped in self._components:
                self._client.spawn(stopped.connection.close())  # type: ignore[union-attr]

        return asyncio.get_running_loop().call_later(seconds, expire)

    def _unanswered(self) -> _Component:
        """The component the initialize waits for: initialize travels left to right, each proxy forwarding it
        before it answers, so the one furthest right with a request of ours pending is where it stopped."""
        for component in reversed(self._components):
            if component.connection.pending_outgoing:
                return component
        return self._components[0]


_ONLY_THE_CONDUCTOR = "initialize/proxy requests are only sent by the conductor"


def _refused(sender: str, method: str, no_successor: str = "only a proxy has a successor") -> RequestError:
    """The answer to a request in the proxy namespace (or an `initialize` in an envelope) that `sender` may not send
    to a neighbour: the error names `sender` and why (`no_successor`: why an envelope has nowhere to go)."""
    data = {"component": sender, "method": method}
    if method in SUCCESSOR_METHODS:
        return RequestError.invalid_request({**data, "reason": "not_a_proxy", "detail": no_successor})
    if method in INITIALIZE_METHODS or method == "initialize":
        return RequestError.invalid_request({**data, "reason": "sent_by_the_conductor", "detail": _ONLY_THE_CONDUCTOR})
    known = sorted(SUCCESSOR_METHODS | INITIALIZE_METHODS)
    return RequestError(
        ErrorCode.METHOD_NOT_FOUND,
        f"{sender} sent {method}, which is not a proxy method (they are {', '.join(known)})",
        {**data, "reason": "unknown_proxy_method", "known": known},
    )


def _select_version(params: Any) -> Any:
    """The params of the initialize the chain gets: the client's requested version, or the newest the conductor
    carries when the client asks for a newer one (as `initialize` negotiates); a RequestError when there is none."""
    requested = protocol_version(params)
    if type(requested) is not int or requested < 0:
        return RequestError.invalid_params("initialize.protocolVersion must be a valid ACP protocol version")
    if requested < min(PROTOCOL_VERSIONS):
        carried = " and ".join(map(str, PROTOCOL_VERSIONS))
        return RequestError.invalid_request(
            f"unsupported ACP protocol version {requested}; the conductor carries {carried}"
        )
    if requested <= max(PROTOCOL_VERSIONS):
        return params  # as it came (raw params stay raw)
    members = params.members() if type(params) is _router.RawJSON else dict(params)
    return {**members, "protocolVersion": max(PROTOCOL_VERSIONS)}


async def run_conductor(
    agent: Component | None,
    proxies: Sequence[Component] = (),
    *,
    initialize_timeout: float | None = INITIALIZE_TIMEOUT,
    prefix: str = PROXY_PREFIX,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    remote_token: str | None = None,
    tracer: Tracer | None = None,
    stats_socket: str | None = None,
) -> int:
    """Serve a conductor on this process's stdin/stdout until the client disconnects (or SIGTERM/SIGINT); with
    `agent` None, a conductor that is itself a proxy (`Conductor`).
    `prefix` spells the proxy methods (`Conductor`); `max_message_size` applies to every connection: the client's
    and each component's; `remote_token` is sent to
    the components given as URLs; `tracer` traces every connection. The client may ask `_acp-fast/stats` (the
    stats of every connection), and so may anyone on the Unix socket `stats_socket` (`acp-fast stats PATH`).

    Returns 0, or 1 when the chain failed (`Conductor.failed`, logged)."""
    conductor = Conductor(
        agent,
        proxies,
        initialize_timeout=initialize_timeout,
        prefix=prefix,
        max_message_size=max_message_size,
        remote_token=remote_token,
        tracer=tracer,
    )
    client = Connection("client", max_message_size=max_message_size, tracer=tracer)
    conductor.attach(client)
    answer_stats(client, "conductor", conductor.connections)
    async with contextlib.AsyncExitStack() as stack:
        # SIGTERM, SIGINT: the client's connection closes, and the chain stops as when the client leaves.
        stack.callback(on_stop(lambda: client.spawn(client.close())))
        if stats_socket is not None:
            await stack.enter_async_context(serving_stats(stats_socket, "conductor", conductor.connections))
        await client.connect_stdio()
        await conductor.serve(client)
    if (failed := conductor.failed) is not None:
        logger.error("the chain failed: %s", failed)
        return 1
    return 0
