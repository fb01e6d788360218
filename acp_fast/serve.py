"""`acp-fast serve`: an agent that speaks ACP on its stdio, served over the network (docs/network.md).

    client ⇄ WebSocket or Streamable HTTP ⇄ serve ⇄ stdio ⇄ agent process (one per connection)

Every accepted connection gets a child process of its own, started with `acp_fast.spawn` before the connection's
first message is read; the two connections are joined by routes in both directions, as a conductor joins its
client to its agent (docs/proxies.md): every request, notification and answer goes through as it is (params stay
raw), request ids are hop-scoped, and a cancellation is re-issued once on the other side. When the client goes, the
child's stdin closes and the child is given time to exit, then terminated, then killed: it is always reaped. When
the child exits, the client's requests still pending are answered with the error naming its command and exit
status, and the network connection closes.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import shlex
import socket
import ssl
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ._extras import missing_extra
from ._protocol import DEFAULT_MAX_MESSAGE_SIZE
from ._runtime import on_stop
from .connection import Connection, RouteTable
from .network.policy import DEFAULT_HOST
from .network.wire import DEFAULT_PATH
from .transports import spawn

if TYPE_CHECKING:
    from .tracing import Tracer

__all__ = ["run_serve"]

logger = logging.getLogger("acp_fast.serve")


class _Relay:
    """The server's per-connection handler: one child per connection, joined to it until either side ends."""

    def __init__(
        self, agent: Sequence[str], env: dict[str, str] | None, max_message_size: int, tracer: Tracer | None
    ) -> None:
        self._argv = list(agent)
        self._tracer = tracer
        self._command = shlex.join(self._argv)
        self._env = env
        self._max_message_size = max_message_size
        self._clients: set[Connection] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._stopping = False

    async def accept(self, client: Connection) -> None:
        """Start the connection's child and join the two; returns once the child runs (reading starts then)."""
        if self._stopping:
            await client.close()
            return
        # Named after the command, as the conductor names its agent: the errors of requests failing because the
        # child exited say which command, and `spawn` adds its exit status.
        child = Connection(f"agent ({self._command})", max_message_size=self._max_message_size, tracer=self._tracer)
        _join(client, child)
        started = asyncio.get_running_loop().create_future()
        task = asyncio.ensure_future(self._serve(client, child, started))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        await started

    async def _serve(self, client: Connection, child: Connection, started: asyncio.Future[None]) -> None:
        self._clients.add(client)
        child_exited = False
        try:
            # In a session of its own: a Ctrl-C in the terminal reaches the server alone, which stops its children.
            async with spawn(child, self._argv, env=self._env, start_new_session=True) as process:
                started.set_result(None)
                logger.debug("connection %s: agent pid %d", client.name, process.pid)
                ends = [asyncio.ensure_future(conn.wait_closed()) for conn in (client, child)]
                try:
                    await asyncio.wait(ends, return_when=asyncio.FIRST_COMPLETED)
                finally:
                    for end in ends:
                        end.cancel()
                child_exited = not client.is_closed
                # The client's pending requests were answered with the child's error; they are written first.
                await client.close()
            if child_exited:
                logger.warning(
                    "agent pid %d exited with status %s: connection %s closed",
                    process.pid,
                    process.returncode,
                    client.name,
                )
        except OSError as exc:  # the command could not be started: the error names it
            logger.error("connection %s: %s", client.name, exc)
            await client.close()
        finally:
            self._clients.discard(client)
            if not started.done():
                started.set_result(None)

    async def stop(self) -> None:
        """Close every connection and reap every child (concurrently: each child may take its 5 s)."""
        self._stopping = True
        await asyncio.gather(*(client.close() for client in list(self._clients)), return_exceptions=True)
        await asyncio.gather(*list(self._tasks), return_exceptions=True)


def _join(client: Connection, child: Connection) -> None:
    """Forward everything both ways with route tables (run by the routers: no Python per message)."""
    for source, target in ((client, child), (child, client)):
        source.route_requests(RouteTable(target))
        source.route_notifications(RouteTable(target))


async def run_serve(
    agent: Sequence[str],
    host: str = DEFAULT_HOST,
    port: int = 0,
    *,
    http: bool = False,
    token: str | None = None,
    allowed_origins: Iterable[str] = (),
    max_connections: int = 1024,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    idle_timeout: float | None = None,
    certfile: str | None = None,
    keyfile: str | None = None,
    env: dict[str, str] | None = None,
    ready: Callable[[str], Any] | None = None,
    tracer: Tracer | None = None,
) -> int:
    """Serve the stdio agent `agent` (an argv) at `host:port` (0: any free port), one child process per connection,
    until SIGTERM or SIGINT (or until cancelled); then stop accepting, close every connection, reap every child and
    return 0.

    Args:
        http: serve the ASGI application (Streamable HTTP and WebSocket at `/acp`) under hypercorn (the `http`
            extra) instead of the WebSocket server (the `ws` extra).
        token, allowed_origins, max_connections, max_message_size, idle_timeout: the server's policy
            (docs/network.md, "Serving safely"); `max_message_size` also bounds the children's messages.
        certfile, keyfile: serve TLS (`wss://`, `https://`) with this certificate chain and private key (PEM).
        env: the children's environment (None: this process's).
        ready: called with the URL once the server listens (also logged at INFO: "serving ws://…").
        tracer: traces every connection, the clients' and the children's (docs/observability.md).
    """
    if not agent:
        raise ValueError("run_serve needs the agent's command (argv is empty)")
    if (certfile is None) != (keyfile is None):
        raise ValueError("TLS needs both certfile and keyfile")
    options: dict[str, Any] = {
        "token": token,
        "allowed_origins": tuple(allowed_origins),
        "max_connections": max_connections,
        "max_message_size": max_message_size,
        "idle_timeout": idle_timeout,
        "tracer": tracer,
    }
    if token is None and not _this_machine_only(host):
        logger.warning(
            "serving on %s without a token: anyone who can reach it can start agent processes "
            "(--token-env VAR, or token=, requires one)",
            host,
        )
    relay = _Relay(agent, env, max_message_size, tracer)
    stop = asyncio.Event()
    undo = on_stop(stop.set)  # SIGTERM, SIGINT: stop serving, close every connection, reap every child
    try:
        if http:
            await _serve_http(relay, host, port, options, certfile, keyfile, stop, ready)
        else:
            await _serve_websocket(relay, host, port, options, certfile, keyfile, stop, ready)
    finally:
        undo()
    return 0


def _this_machine_only(host: str) -> bool:
    """A listening address other machines cannot reach: a loopback address, or empty (which means 127.0.0.1)."""
    if host in ("", "localhost"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to anything


async def _serve_websocket(
    relay: _Relay,
    host: str,
    port: int,
    options: dict[str, Any],
    certfile: str | None,
    keyfile: str | None,
    stop: asyncio.Event,
    ready: Callable[[str], Any] | None,
) -> None:
    from .network import serve_websocket

    context = None
    if certfile is not None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(certfile, keyfile)
    try:
        server = await serve_websocket(relay.accept, host, port, path=DEFAULT_PATH, ssl=context, **options)
    except OSError as exc:
        raise _cannot_listen(host, port, exc) from exc
    try:
        _announce(server.url, ready)
        await stop.wait()
    finally:
        server.close()  # stop accepting
        await relay.stop()
        await server.wait_closed()
        # Debug only: a stopped command says one line (the runtime's "stopped by SIGINT").
        logger.debug("stopped: every connection closed, every agent process reaped")


async def _serve_http(
    relay: _Relay,
    host: str,
    port: int,
    options: dict[str, Any],
    certfile: str | None,
    keyfile: str | None,
    stop: asyncio.Event,
    ready: Callable[[str], Any] | None,
) -> None:
    try:
        from hypercorn.asyncio import serve
        from hypercorn.config import Config
    except ImportError as exc:
        raise missing_extra("acp-fast serve --http", "http", exc) from None
    from .network import asgi_app

    app = _at_path(asgi_app(relay.accept, **options), DEFAULT_PATH)
    # Bound here, not by hypercorn: port 0 becomes a real port that can be announced before serving.
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        listener = socket.create_server((host, port), family=family)
    except OSError as exc:
        raise _cannot_listen(host, port, exc) from exc
    bound = listener.getsockname()[1]
    config = Config()
    config.bind = [f"fd://{listener.detach()}"]  # hypercorn takes the descriptor over
    config.errorlog = logging.getLogger("hypercorn.error")  # through this process's logging configuration
    config.accesslog = None
    if certfile is not None:
        config.certfile, config.keyfile = certfile, keyfile
    scheme = "https" if certfile is not None else "http"
    where = f"[{host}]" if family == socket.AF_INET6 else host
    served = asyncio.ensure_future(serve(app, config, shutdown_trigger=stop.wait))  # type: ignore[arg-type]
    stopped = asyncio.ensure_future(stop.wait())
    try:
        _announce(f"{scheme}://{where}:{bound}{DEFAULT_PATH}", ready, " (Streamable HTTP, and WebSocket)")
        await asyncio.wait([served, stopped], return_when=asyncio.FIRST_COMPLETED)
    finally:
        stopped.cancel()
        stop.set()  # hypercorn stops accepting; its connections end as the relay closes them
        await relay.stop()
        await served  # a failure of hypercorn's is raised here
        # Debug only: a stopped command says one line (the runtime's "stopped by SIGINT").
        logger.debug("stopped: every connection closed, every agent process reaped")


def _at_path(app: Any, path: str) -> Any:
    """`app` at `path` only, as the WebSocket server serves: any other path is not found (a WebSocket refused)."""

    async def routed(scope: Any, receive: Any, send: Any) -> None:
        kind = scope["type"]
        if kind == "lifespan" or scope["path"] == path:
            await app(scope, receive, send)
        elif kind == "http":
            body = f"no ACP endpoint at {scope['path']!r} (it is {path!r})\n".encode()
            await send({"type": "http.response.start", "status": 404, "headers": [(b"content-type", b"text/plain")]})
            await send({"type": "http.response.body", "body": body})
        else:  # closed before it is accepted: the server refuses the handshake
            await send({"type": "websocket.close", "code": 1008})

    return routed


def _cannot_listen(host: str, port: int, exc: OSError) -> OSError:
    message = f"cannot listen on {host}:{port}: {exc.strerror or exc}"
    return OSError(message) if exc.errno is None else OSError(exc.errno, message)


def _announce(url: str, ready: Callable[[str], Any] | None, also: str = "") -> None:
    logger.info("serving %s%s", url, also)
    if ready is not None:
        ready(url)
