"""The conductor: a chain of proxies and an agent, run as child processes behind one ACP endpoint.

    client ⇄ conductor ⇄ proxy 1 … ⇄ conductor ⇄ agent

The conductor owns one connection to each component. A proxy reaches its successor by sending `_proxy/successor`
to the conductor, which unwraps it and sends the message on to the next component; what comes back from the right
is delivered to a proxy wrapped, and to the client plain. Every hop allocates its own request ids: a request is
re-issued on the next connection and answered back verbatim, and a `$/cancel_request` is never forwarded, but
re-issued once per hop with that hop's id (the connection's `forward_response_to` machinery). All forwarding is
done by plain `def` handlers in arrival order, so each connection's order is kept (an agent's `session/update`s
reach the client before the prompt's answer).

Components start lazily, on the first `initialize`: proxies get `_proxy/initialize`, the agent `initialize`.
A component that exits makes its pending requests fail with an error naming it; requests routed to it later fail
the same way. When the client disconnects, every component's stdin closes, and each is given time to exit, then
terminated, then killed: every child is reaped.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import shlex
import signal
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .connection import Connection
from .errors import RequestError
from .messages import IncomingNotification, IncomingRequest
from .proxy import INITIALIZE_METHODS, SUCCESSOR_METHODS, is_cancel_notification, unwrap, wrap
from .requests import SentRequest
from .responder import Responder
from .transports import spawn

__all__ = ["Conductor", "run_conductor"]

logger = logging.getLogger("acp_fast.conductor")


class _State(enum.Enum):
    NEW = "new"  # no initialize yet
    STARTING = "starting"  # components being spawned; client messages queue
    READY = "ready"
    FAILED = "failed"  # the chain could not start: every request gets the same error


@dataclass(eq=False)
class _Component:
    index: int
    argv: list[str]
    is_proxy: bool
    connection: Connection
    process: asyncio.subprocess.Process | None = None
    exited: bool = False
    name: str = field(init=False)

    def __post_init__(self) -> None:
        kind = "proxy" if self.is_proxy else "agent"
        self.name = f"{kind} {self.index + 1 if self.is_proxy else ''}".strip() + f" ({shlex.join(self.argv)})"

    def describe(self) -> dict[str, Any]:
        info: dict[str, Any] = {"component": self.name}
        if self.process is not None and self.process.returncode is not None:
            info["exitCode"] = self.process.returncode
        return info


class Conductor:
    """Runs `proxies` (each an argv) and `agent` (an argv) as one agent, served on a client connection.

    Args:
        agent: the final agent's command.
        proxies: the proxies' commands, nearest the client first.
        initialize_timeout: seconds the chain has to answer the first `initialize`; then the client gets an error
            and the conductor stays failed.
        prefix: the proxy envelope spelling sent to proxies (`_proxy`; both spellings are accepted).
        env: the components' environment (None: this process's).
    """

    def __init__(
        self,
        agent: Sequence[str],
        proxies: Sequence[Sequence[str]] = (),
        *,
        initialize_timeout: float = 60.0,
        prefix: str = "_proxy",
        env: dict[str, str] | None = None,
    ) -> None:
        if not agent:
            raise ValueError("the conductor needs an agent command")
        self._argvs = [list(p) for p in proxies] + [list(agent)]
        self._initialize_timeout = initialize_timeout
        self._successor = f"{prefix}/successor"
        self._initialize_proxy = f"{prefix}/initialize"
        self._env = env
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

    async def _start(self) -> None:
        """Spawn every component and connect to it; routing handlers are in place before any byte is read."""
        try:
            for index, argv in enumerate(self._argvs):
                is_proxy = index < len(self._argvs) - 1
                component = _Component(index, argv, is_proxy, Connection(f"component {index + 1}"))
                self._route_component(component)
                component.process = await self._stack.enter_async_context(
                    spawn(component.connection, argv, env=self._env)
                )
                self._components.append(component)
                self._client.spawn(self._watch(component))  # type: ignore[union-attr]
        except Exception as exc:
            logger.error("the chain could not start: %s", exc)
            self._fail(RequestError.internal_error({"reason": "component_failed_to_start", "error": str(exc)}))
            return
        self._state = _State.READY
        queue, self._queue = self._queue, []
        for message, responder in queue:
            self._dispatch_from_client(message, responder)

    async def _watch(self, component: _Component) -> None:
        await component.connection.wait_closed()
        component.exited = True
        process = component.process
        if process is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await process.wait()
        code = process.returncode if process is not None else None
        if not (self._client is not None and self._client.is_closed):
            logger.error("%s exited (code %s)", component.name, code)

    def _fail(self, error: RequestError) -> None:
        self._state = _State.FAILED
        self._failure = error
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
        self._send_right(0, message, responder)

    # ------------------------------------------------------------------------------------------ routing

    def _route_component(self, component: _Component) -> None:
        conn = component.connection
        index = component.index
        if component.is_proxy:

            def successor_request(params: Any, responder: Responder) -> None:
                inner = unwrap(params)
                if inner is None:
                    responder.respond_error(RequestError.invalid_params({"reason": "malformed envelope"}))
                    return
                method, inner_params = inner
                self._send_right(index + 1, IncomingRequest(None, method, inner_params), responder)

            def successor_notification(params: Any) -> None:
                inner = unwrap(params)
                if inner is None:
                    logger.warning("%s: malformed envelope dropped", component.name)
                    return
                self._send_right(index + 1, IncomingNotification(*inner), None)

            for method in SUCCESSOR_METHODS:
                conn.on_request(method, successor_request)
                conn.on_notification(method, successor_notification)

        def to_left(request: IncomingRequest, responder: Responder) -> None:
            self._send_left(index, request, responder)

        def notify_left(notification: IncomingNotification) -> None:
            self._send_left(index, notification, None)

        conn.on_request(None, to_left)
        conn.on_notification(None, notify_left)

    def _send_right(self, index: int, message: Any, responder: Responder | None) -> None:
        """Deliver a message travelling towards the agent to component `index`, plain."""
        component = self._components[index]
        method, params = message.method, message.params
        if responder is None:
            if not is_cancel_notification(method, params):  # re-issued per hop by the forwarding, never tunnelled
                component.connection.send_notification(method, params)
            return
        if method == "initialize" and component.is_proxy:
            method = self._initialize_proxy
        elif method in INITIALIZE_METHODS:
            responder.respond_error(
                RequestError.invalid_request("initialize/proxy requests are only sent by the conductor")
            )
            return
        sent = component.connection.send_request(method, params)
        timer = None
        if index == 0 and method in ("initialize", self._initialize_proxy) and self._initialize_timeout:
            timer = self._time_initialize(sent, responder)
        self._forward(sent, responder, component, timer)

    def _send_left(self, index: int, message: Any, responder: Responder | None) -> None:
        """Deliver a message from component `index` travelling towards the client: to the previous proxy
        wrapped, or to the client plain."""
        if is_cancel_notification(message.method, message.params):
            return  # already applied to this hop's request; re-issued downstream by the forwarding
        if index == 0:
            target: Connection = self._client  # type: ignore[assignment]
            method, params = message.method, message.params
        else:
            target = self._components[index - 1].connection
            method, params = self._successor, wrap(message.method, message.params)
        if responder is None:
            target.send_notification(method, params)
        else:
            previous = None if index == 0 else self._components[index - 1]
            self._forward(target.send_request(method, params), responder, previous)

    def _forward(
        self,
        sent: SentRequest,
        responder: Responder,
        component: _Component | None,
        timer: asyncio.TimerHandle | None = None,
    ) -> None:
        """`forward_response_to`, except that a component's exit is named in the error."""
        sent.forward_cancellation_from(responder.cancellation)

        def answer(value: Any) -> None:
            if timer is not None:
                timer.cancel()
            if isinstance(value, RequestError):
                data = value.data
                if component is not None and type(data) is dict and data.get("reason") == "incoming_transport_closed":
                    value = RequestError.internal_error(
                        {"reason": "component_exited", "method": data.get("method"), **component.describe()}
                    )
                responder.respond_error(value)
            else:
                responder.respond(value)

        sent.on_result(answer)

    def _time_initialize(self, sent: SentRequest, responder: Responder) -> asyncio.TimerHandle:
        """Fail the first initialize if the chain does not answer it in time (a component that never answers)."""
        handle = sent.cancellation_handle()
        name = self._components[0].name

        def expire() -> None:
            if responder.is_responded:
                return
            error = RequestError.internal_error(
                {"reason": "initialize_timeout", "component": name, "seconds": self._initialize_timeout}
            )
            logger.error("%s did not answer initialize within %s s", name, self._initialize_timeout)
            handle.cancel()
            responder.respond_error(error)
            self._state = _State.FAILED
            self._failure = error

        return asyncio.get_running_loop().call_later(self._initialize_timeout, expire)


async def run_conductor(
    agent: Sequence[str],
    proxies: Sequence[Sequence[str]] = (),
    *,
    initialize_timeout: float = 60.0,
) -> int:
    """Serve a conductor on this process's stdin/stdout until the client disconnects (or SIGTERM/SIGINT)."""
    conductor = Conductor(agent, proxies, initialize_timeout=initialize_timeout)
    client = Connection("client")
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: client.spawn(client.close()))
    conductor.attach(client)
    await client.connect_stdio()
    await conductor.serve(client)
    return 0
