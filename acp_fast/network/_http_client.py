"""ACP over Streamable HTTP, as a client: `connect_http` runs a `Connection` to an endpoint served by
`acp_fast.network.asgi_app` or by any server of ACP's transport (docs/network.md).

What the connection sends is POSTed, one message per request, in the order sent; what the server sends arrives on
SSE streams: the connection's, opened once `initialize` is answered, and one per session, opened when a message
names a session not seen before. httpx carries the requests (HTTP/2 over TLS, cookies kept), httpx-sse parses the
streams.

The tasks that make requests (the sender, the streams) are stopped through anyio cancel scopes (`_Job`), and the
requests' time limits are anyio's, never `Task.cancel()` (which `asyncio.timeout` uses too): httpcore closes the
connections it takes out of its pool (the idle ones a server that went away closed) inside scopes shielded from
anyio's cancellation, which a task's own cancellation breaks into, and the connections it had not closed yet then
stay open with nothing holding them, not even the pool `client.aclose()` closes.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import math
from collections.abc import Coroutine, Mapping
from typing import Any
from urllib.parse import urlsplit

from .._extras import missing_extra
from ..connection import Connection
from . import wire
from .policy import bearer_header

try:
    import anyio
    import httpx
    from httpx_sse import SSEError, aconnect_sse
except ImportError as error:  # pragma: no cover - exercised without the extra
    raise missing_extra("Streamable HTTP", "http", error) from error

__all__ = ["connect_http"]

logger = logging.getLogger("acp_fast.network")


async def connect_http(
    conn: Connection,
    url: str,
    *,
    token: str | None = None,
    headers: Mapping[str, str] | None = None,
    client: httpx.AsyncClient | None = None,
    open_timeout: float = 10.0,
) -> None:
    """Run `conn` to the Streamable HTTP endpoint at `url` (`http://` or `https://`). Returns once the endpoint
    answered a first request; the first message `conn` sends must then be `initialize`.

    `token` is sent as a bearer token and `headers` on every request. `client`: an `httpx.AsyncClient` of yours (not
    closed with the connection); by default one of the connection's own, with HTTP/2 (used over TLS) and a cookie
    jar. `open_timeout` bounds connecting, the answer to `initialize` and the opening of each stream.

    Raises `ConnectionError` naming the URL when the endpoint cannot be reached or is not one (a refused token:
    `ConnectionRefusedError`), `ValueError` for a URL that is not HTTP.
    """
    parts = urlsplit(url)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        raise ValueError(f"a Streamable HTTP endpoint is an http:// or https:// URL, not {url!r}")
    if not isinstance(open_timeout, (int, float)) or not (open_timeout > 0 and math.isfinite(open_timeout)):
        raise ValueError(f"open_timeout must be a positive number of seconds, not {open_timeout!r}")
    owned = client is None
    if client is None:
        client = httpx.AsyncClient(http2=True)
    sent = {**bearer_header(token), **(headers or {})}
    # Per request, whatever the client's defaults: streams and POSTs may wait as long as the peers do (a POST
    # waits while the server holds our input for flow control); connecting is bounded.
    timeout = httpx.Timeout(None, connect=open_timeout)
    try:
        await _probe(client, url, sent, timeout, open_timeout)
        link = _ClientLink(conn, url, client, owned, sent, timeout, open_timeout)
    except BaseException:
        if owned:
            await client.aclose()
        raise
    link.start()


async def _probe(
    client: httpx.AsyncClient, url: str, headers: dict[str, str], timeout: httpx.Timeout, open_timeout: float
) -> None:
    """Reach the endpoint before the connection counts on it: a stream request without a connection id, which a
    server of the transport answers 400 (after any authentication). It opens the HTTP connection the messages then
    use."""
    try:
        with anyio.fail_after(open_timeout):
            response = await client.get(url, headers={**headers, "Accept": wire.CONTENT_TYPE_SSE}, timeout=timeout)
    except (httpx.HTTPError, TimeoutError) as exc:
        raise ConnectionError(f"cannot reach {url}: {_describe(exc)}") from exc
    status = response.status_code
    if status in (401, 403):
        raise ConnectionRefusedError(f"{url} refused the connection: HTTP {status} {_excerpt(response)}")
    if status != 400:
        raise ConnectionError(
            f"{url} is not a Streamable HTTP endpoint: a GET without {wire.CONNECTION_ID_HEADER} was answered "
            f"HTTP {status}, not 400"
        )


class _Job:
    """A task making httpx requests, which `stop()` cancels through an anyio cancel scope (see the module's
    docstring): the connections httpcore is closing when the task stops still get closed."""

    def __init__(self, work: Coroutine[Any, Any, None]) -> None:
        self.scope = anyio.CancelScope()
        self.task = asyncio.ensure_future(self.run(work))

    async def run(self, work: Coroutine[Any, Any, None]) -> None:
        with self.scope:
            await work

    def stop(self) -> None:
        self.scope.cancel()


class _ClientLink:
    """The connection's transport (docs/transports.md): the writer, whose messages a sender task POSTs in order,
    and the reader, the SSE streams, which stop feeding the connection while it pauses reading. One part, so it
    reports `lost` once."""

    def __init__(
        self,
        conn: Connection,
        url: str,
        client: httpx.AsyncClient,
        owned: bool,
        headers: dict[str, str],
        timeout: httpx.Timeout,
        open_timeout: float,
    ) -> None:
        self.name = conn.name
        self.url = url
        self.client = client
        self.owned = owned
        self.headers = headers
        self.timeout = timeout
        self.open_timeout = open_timeout
        self.end = conn.open_transport(messages=True)
        self.outbox: collections.deque[bytes] = collections.deque()
        self.queued = 0
        self.writing_paused = False
        self.wakeup = asyncio.Event()
        self.reading = asyncio.Event()
        self.reading.set()
        self.connection_id: str | None = None
        self.sessions: set[str] = set()  # sessions whose stream is open (or opening)
        # Sessions whose stream the server refused (it does not know them): asked for again only once an answer
        # establishes them.
        self.refused: set[str] = set()
        self.streams: set[_Job] = set()
        # The tasks are held here: the event loop keeps only weak references to them.
        self.sender: _Job | None = None
        self.teardown: asyncio.Task[None] | None = None
        self.closing = False
        self.streams_stopped = False

    def start(self) -> None:
        self.end.set_writer(self)
        self.end.add_reader(self)
        self.sender = _Job(self.send_all())

    # ------------------------------------------------------------------------ MessageWriter and ReadControl

    def write_message(self, message: bytes) -> None:
        if self.closing:
            return
        self.outbox.append(message)
        self.queued += len(message)
        self.wakeup.set()
        if not self.writing_paused and self.queued > wire.HIGH_WATER:
            self.writing_paused = True
            self.end.pause_writing()

    def is_closing(self) -> bool:
        return self.closing

    def get_write_buffer_size(self) -> int:
        return self.queued

    def close(self) -> None:
        """The connection closes: what is queued is still POSTed, then the connection is DELETEd."""
        self.stop(None)

    def abort(self) -> None:
        """The connection gave up waiting: what is not POSTed yet is dropped."""
        self.stop(None)
        self.outbox.clear()
        if self.sender is not None:
            self.sender.stop()

    def pause_reading(self) -> None:
        self.reading.clear()

    def resume_reading(self) -> None:
        self.reading.set()

    # ------------------------------------------------------------------------------------------- sending

    async def send_all(self) -> None:
        """POST the queued messages one at a time: the server receives them in the order sent."""
        while True:
            if not self.outbox:
                if self.closing:
                    return
                self.wakeup.clear()
                await self.wakeup.wait()
                continue
            message = self.outbox[0]
            try:
                await self.post(message)
            except ConnectionError as exc:
                self.fail(exc)
                return
            if self.outbox and self.outbox[0] is message:
                self.outbox.popleft()
                self.queued -= len(message)
                if self.writing_paused and self.queued <= wire.LOW_WATER:
                    self.writing_paused = False
                    self.end.resume_writing()

    async def post(self, message: bytes) -> None:
        if self.connection_id is None:
            await self.initialize(message)
            return
        headers = {
            **self.headers,
            "Content-Type": wire.CONTENT_TYPE_JSON,
            wire.CONNECTION_ID_HEADER: self.connection_id,
        }
        if b'"sessionId"' in message:
            value = wire.decode(message)
            if isinstance(value, dict) and value.get("method") in wire.SESSION_SCOPED_METHODS:
                session = wire.params_session(value)
                if session is not None:
                    headers[wire.SESSION_ID_HEADER] = session
        try:
            response = await self.client.post(self.url, content=message, headers=headers, timeout=self.timeout)
        except httpx.HTTPError as exc:
            raise ConnectionError(f"POST {self.url} ({_what(message)}) failed: {_describe(exc)}") from exc
        if response.status_code == 200 and response.content:
            self.feed(response.content)  # a server may answer at once, in the body
        elif response.status_code not in (200, 202):
            raise ConnectionError(
                f"POST {self.url} ({_what(message)}) answered HTTP {response.status_code} {_excerpt(response)}"
            )

    async def initialize(self, message: bytes) -> None:
        """POST the first message, which must be `initialize`: its answer is the response's body, with the
        connection's id; then the connection's stream opens."""
        value = wire.decode(message)
        if not (isinstance(value, dict) and value.get("method") == wire.INITIALIZE_METHOD and "id" in value):
            raise ConnectionError(
                f"the first message to {self.url} must be an initialize request, not {_what(message)}"
            )
        try:
            with anyio.fail_after(self.open_timeout):
                response = await self.client.post(
                    self.url,
                    content=message,
                    headers={**self.headers, "Content-Type": wire.CONTENT_TYPE_JSON},
                    timeout=self.timeout,
                )
        except (httpx.HTTPError, TimeoutError) as exc:
            raise ConnectionError(f"POST {self.url} (initialize) failed: {_describe(exc)}") from exc
        if response.status_code != 200:
            raise ConnectionError(
                f"POST {self.url} (initialize) answered HTTP {response.status_code} {_excerpt(response)}"
            )
        connection_id = response.headers.get(wire.CONNECTION_ID_HEADER)
        if not connection_id:
            raise ConnectionError(
                f"POST {self.url} (initialize) answered without an {wire.CONNECTION_ID_HEADER} header"
            )
        self.connection_id = connection_id
        self.feed(response.content)
        self.open_stream(None)

    def feed(self, message: bytes | str) -> None:
        self.end.feed_message(message)

    # ----------------------------------------------------------------------------------------- receiving

    def open_stream(self, session: str | None) -> None:
        if self.closing:
            return
        if session is not None:
            self.sessions.add(session)
        job = _Job(self.read_stream(session))
        self.streams.add(job)
        job.task.add_done_callback(lambda _: self.streams.discard(job))

    async def read_stream(self, session: str | None) -> None:
        """Feed one SSE stream's messages to the connection. The end of the connection's stream is the end of the
        connection's input; a session's stream is opened again by the next message naming the session."""
        assert self.connection_id is not None
        headers = {**self.headers, wire.CONNECTION_ID_HEADER: self.connection_id}
        which = "the connection's stream"
        if session is not None:
            headers[wire.SESSION_ID_HEADER] = session
            which = f"the stream of session {session}"
        try:
            with anyio.fail_after(self.open_timeout) as opening:
                async with aconnect_sse(self.client, "GET", self.url, headers=headers, timeout=self.timeout) as source:
                    opening.deadline = math.inf
                    response = source.response
                    if response.status_code != 200:
                        await response.aread()
                        if session is not None and response.status_code == 404:
                            self.refused.add(session)
                        raise ConnectionError(
                            f"GET {self.url} ({which}) answered HTTP {response.status_code} {_excerpt(response)}"
                        )
                    async for event in source.aiter_sse():
                        if not self.reading.is_set():
                            await self.reading.wait()
                        if self.streams_stopped:
                            # The stop is looked for here too: anyio cancels a task only in a turn of the loop that
                            # does not wake it already, and on uvloop a stream receiving in every turn always is.
                            break
                        data = event.data
                        if data:
                            if '"sessionId"' in data:
                                self.note_sessions(data)
                            self.feed(data)
        except ConnectionError as exc:
            if session is None:
                self.fail(exc)
            else:
                logger.warning("%s: %s", self.name, exc)
        except (httpx.HTTPError, SSEError, TimeoutError) as exc:
            logger.warning("%s: GET %s (%s) failed: %s", self.name, self.url, which, _describe(exc))
        finally:
            if session is not None:
                self.sessions.discard(session)
            elif not self.closing:
                self.end.feed_eof()

    def note_sessions(self, data: str) -> None:
        """Open the stream of a session a message names for the first time (the answer to `session/new` does)."""
        value = wire.decode(data)
        if not isinstance(value, dict):
            return
        established = wire.result_session(value)
        if established is not None:
            self.refused.discard(established)
        for session in (wire.params_session(value), established):
            if session is not None and session not in self.sessions and session not in self.refused:
                self.open_stream(session)

    # ---------------------------------------------------------------------------------------------- closing

    def fail(self, exc: ConnectionError) -> None:
        """The server answered what the transport does not allow: the connection closes with that error."""
        if self.closing:
            logger.debug("%s: while closing: %s", self.name, exc)
            return
        logger.warning("%s: %s", self.name, exc)
        self.outbox.clear()
        self.stop(exc)

    def stop(self, exc: ConnectionError | None) -> None:
        if not self.closing:
            self.closing = True
            self.wakeup.set()
            self.reading.set()
            self.teardown = asyncio.ensure_future(self.finish(exc))

    async def finish(self, exc: ConnectionError | None) -> None:
        """Let the sender POST what is queued, close the streams, DELETE the connection, then report it lost."""
        try:
            if self.sender is not None:
                await asyncio.gather(self.sender.task, return_exceptions=True)
            streams = list(self.streams)
            self.streams_stopped = True
            for job in streams:
                job.stop()
            await asyncio.gather(*(job.task for job in streams), return_exceptions=True)
            if self.connection_id is not None:
                try:
                    with anyio.fail_after(self.open_timeout):
                        await self.client.delete(
                            self.url,
                            headers={**self.headers, wire.CONNECTION_ID_HEADER: self.connection_id},
                            timeout=self.timeout,
                        )
                except (httpx.HTTPError, TimeoutError) as error:
                    logger.debug("%s: DELETE %s failed: %s", self.name, self.url, _describe(error))
            if self.owned:
                await self.client.aclose()
        finally:
            self.end.lost(self, exc)


def _what(message: bytes) -> str:
    """What a message is, for an error: its method, or the request it answers."""
    value = wire.decode(message)
    if isinstance(value, dict):
        if isinstance(value.get("method"), str):
            return str(value["method"])
        if "id" in value:
            return f"the answer to request {value['id']!r}"
    return "a message that is not a JSON-RPC object"


def _describe(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


def _excerpt(response: httpx.Response) -> str:
    """The start of a refusal's body (servers explain themselves there)."""
    return response.text[:200].strip()
