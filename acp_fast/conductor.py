"""The conductor: a chain of proxies and an agent, run as child processes (or reached over the network) behind one
ACP endpoint.

    client ⇄ conductor ⇄ proxy 1 … ⇄ conductor ⇄ agent

The conductor owns one connection to each component. A proxy reaches its successor by sending `_proxy/successor`
to the conductor, which unwraps it and sends the message on to the next component; what comes back from the right
is delivered to a proxy wrapped, and to the client plain. Every hop allocates its own request ids: a request is
re-issued on the next connection and answered back verbatim, and a `$/cancel_request` is never forwarded, but
re-issued once per hop with that hop's id (the links the routes make in the routers). All forwarding happens in
arrival order, so each connection's order is kept (an agent's `session/update`s reach the client before the
prompt's answer).

Components start lazily, on the first `initialize`: proxies get `_proxy/initialize`, the agent `initialize`.
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
import signal
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from ._protocol import DEFAULT_MAX_MESSAGE_SIZE, INITIALIZE_METHODS
from ._stats import answer_stats, serving_stats
from .connection import Connection, RouteTable
from .errors import ErrorCode, RequestError
from .incoming import Responder
from .messages import IncomingNotification, IncomingRequest
from .outgoing import SentRequest
from .proxy import is_cancel_notification, unwrap
from .transports import spawn

if TYPE_CHECKING:
    from .tracing import Tracer

__all__ = [
    "REMOTE_SCHEMES",
    "Component",
    "Conductor",
    "check_url",
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
        async with spawn(conn, list(component), env=env) as process:
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
        agent: the final agent: its command (an argv) or its URL (a str: `ws://`, `wss://`, `http://`, `https://`).
        proxies: the proxies, nearest the client first, each a command or a URL.
        initialize_timeout: seconds the chain has to answer the first `initialize` (None or 0: no limit); then the
            client gets an error naming the component that did not answer, and the conductor stays failed.
        prefix: the proxy envelope spelling sent to proxies (`_proxy`; both spellings are accepted).
        env: the components' environment (None: this process's).
        remote_token: the bearer token sent to the components given as URLs (None: none).
        tracer: traces every component's connection (docs/observability.md); give the client's connection the same
            one to see the whole chain in one trace.
    """

    def __init__(
        self,
        agent: Component,
        proxies: Sequence[Component] = (),
        *,
        initialize_timeout: float | None = INITIALIZE_TIMEOUT,
        prefix: str = "_proxy",
        env: dict[str, str] | None = None,
        max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
        remote_token: str | None = None,
        tracer: Tracer | None = None,
    ) -> None:
        self.max_message_size = max_message_size  # of the components' connections
        self._tracer = tracer
        if not agent:
            raise ValueError("the conductor needs an agent command")
        if any(not proxy for proxy in proxies):
            raise ValueError("a proxy command is empty")
        for component in (*proxies, agent):
            if isinstance(component, str):
                check_url(component)
        if initialize_timeout is not None and not (
            isinstance(initialize_timeout, (int, float)) and 0 <= initialize_timeout < math.inf
        ):
            raise ValueError(f"initialize_timeout must be a number of seconds >= 0 or None, not {initialize_timeout!r}")
        self._targets: list[Component] = [_target(c) for c in (*proxies, agent)]
        self._initialize_timeout = initialize_timeout
        self._successor = f"{prefix}/successor"
        self._initialize_proxy = f"{prefix}/initialize"
        self._env = env
        self._remote_token = remote_token
        self._state = _State.NEW
        self._failure: RequestError | None = None
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
        # they decline, the fallbacks take the messages: the first initialize, those that arrive while the chain
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

    def connections(self) -> list[Connection]:
        """The client's connection (once attached) and every component's, nearest the client first."""
        client = [self._client] if self._client is not None else []
        return [*client, *(component.connection for component in self._components)]

    async def _start(self) -> None:
        """Start (or connect to) every component; routing handlers are in place before any byte is read."""
        component = None
        try:
            for index, target in enumerate(self._targets):
                is_proxy = index < len(self._targets) - 1
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
            logger.error("%s disconnected", component.name)
        else:
            logger.error("%s exited with status %s", component.name, process.returncode)

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
        elif request.method != "initialize":
            responder.respond_error(RequestError.invalid_request("expected `initialize` request"))
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

    def _dispatch_from_client(self, message: Any, responder: Responder | None) -> None:
        if message.method in INITIALIZE_METHODS:
            responder.respond_error(  # type: ignore[union-attr]
                RequestError.invalid_request("initialize/proxy requests are only sent by the conductor")
            )
            return
        self._send_to_first(message, responder)

    # ------------------------------------------------------------------------------------------ routing

    def _route_client(self) -> None:
        """Once the chain is up: the client's messages go to the first component (`initialize` renamed for a
        proxy); `_proxy/initialize` is only the conductor's to send, so it is left to the fallback (refused)."""
        first = self._components[0]
        table = RouteTable(first.connection, keep=INITIALIZE_METHODS, rename=self._initialize_renamed(first))
        self._client.route_requests(table)  # type: ignore[union-attr]
        self._client.route_notifications(table)  # type: ignore[union-attr]

    def _route_component(self, component: _Component, right: _Component | None) -> None:
        """A component's messages go left: to the client plain, or wrapped for the proxy before it. A proxy's
        messages for its successor (wrapped) go right, unwrapped, once the next component exists (`right`)."""
        conn = component.connection
        index = component.index
        left = self._client if index == 0 else self._components[index - 1].connection
        table = RouteTable(
            left,
            wrap=self._successor if index > 0 else None,
            unwraps=component.is_proxy,
            unwrapped_to=None if right is None else right.connection,
            keep_unwrapped=INITIALIZE_METHODS,
            rename_unwrapped=self._initialize_renamed(right),
        )
        conn.route_requests(table)
        conn.route_notifications(table)
        if right is not None:
            return  # the fallbacks are in place from the first call

        def refuse(request: IncomingRequest, responder: Responder) -> None:
            if unwrap(request.params) is None:
                responder.respond_error(RequestError.invalid_params({"reason": "malformed _proxy/successor envelope"}))
            else:
                responder.respond_error(
                    RequestError.invalid_request("initialize/proxy requests are only sent by the conductor")
                )

        def drop(notification: IncomingNotification) -> None:
            logger.warning("%s: malformed or misdirected notification dropped: %s", component.name, notification)

        conn.on_request(None, refuse)
        conn.on_notification(None, drop)

    def _initialize_renamed(self, component: _Component | None) -> dict[str, str]:
        # A proxy is initialized with `_proxy/initialize`: the conductor's `initialize` renamed on its way there.
        return {"initialize": self._initialize_proxy} if component is not None and component.is_proxy else {}

    def _send_to_first(self, message: Any, responder: Responder | None) -> None:
        """A client message the route did not take (the first initialize, or one queued while starting)."""
        first = self._components[0]
        conn, method, params = first.connection, message.method, message.params
        method = self._initialize_renamed(first).get(method, method)
        if responder is None:
            if not is_cancel_notification(method, params):  # re-issued per hop by the forwarding, never tunnelled
                conn.send_notification(method, params)
            return
        sent = conn.send_request(method, params)
        timer = None
        if method in ("initialize", self._initialize_proxy) and self._initialize_timeout:
            timer = self._time_initialize(sent, responder)
        self._forward(sent, responder, timer)

    def _forward(self, sent: SentRequest, responder: Responder, timer: asyncio.TimerHandle | None = None) -> None:
        if timer is None:
            sent.forward_response_to(responder)  # linked in the routers: no Python per request from here on
            return
        # The first initialize: the same forwarding, and the answer also stops the initialize timer.
        sent.forward_cancellation_from(responder.cancellation)

        def answer(value: Any) -> None:
            timer.cancel()
            if isinstance(value, RequestError):
                responder.respond_error(value)
            else:
                responder.respond(value)

        sent.on_result(answer)

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

        return asyncio.get_running_loop().call_later(seconds, expire)

    def _unanswered(self) -> _Component:
        """The component the initialize waits for: initialize travels left to right, each proxy forwarding it
        before it answers, so the one furthest right with a request of ours pending is where it stopped."""
        for component in reversed(self._components):
            if component.connection.pending_outgoing:
                return component
        return self._components[0]


async def run_conductor(
    agent: Component,
    proxies: Sequence[Component] = (),
    *,
    initialize_timeout: float | None = INITIALIZE_TIMEOUT,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    remote_token: str | None = None,
    tracer: Tracer | None = None,
    stats_socket: str | None = None,
) -> int:
    """Serve a conductor on this process's stdin/stdout until the client disconnects (or SIGTERM/SIGINT).
    `max_message_size` applies to every connection: the client's and each component's; `remote_token` is sent to
    the components given as URLs; `tracer` traces every connection. The client may ask `_acp-fast/stats` (the
    stats of every connection), and so may anyone on the Unix socket `stats_socket` (`acp-fast stats PATH`)."""
    conductor = Conductor(
        agent,
        proxies,
        initialize_timeout=initialize_timeout,
        max_message_size=max_message_size,
        remote_token=remote_token,
        tracer=tracer,
    )
    client = Connection("client", max_message_size=max_message_size, tracer=tracer)
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: client.spawn(client.close()))
    conductor.attach(client)
    answer_stats(client, "conductor", conductor.connections)
    async with contextlib.AsyncExitStack() as stack:
        if stats_socket is not None:
            await stack.enter_async_context(serving_stats(stats_socket, "conductor", conductor.connections))
        await client.connect_stdio()
        await conductor.serve(client)
    return 0
