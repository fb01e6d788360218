"""`Connection` as the official Python SDK has it: a JSON-RPC peer around one `handler(method, params,
is_notification)` coroutine, over an asyncio stream pair or a message `Transport`, with observers.

Underneath is an `acp_fast.Connection` (`conn.peer`), so framing, id tables, request cancellation and ordering
are acp-fast's: cancelling the task that awaits `send_request` sends `$/cancel_request`, a peer's
`$/cancel_request` cancels the handler's task (answered `-32800`), and notifications are handled one at a time in
arrival order. docs/compat.md lists every difference from the official SDK.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import json
import logging
from collections.abc import Awaitable, Callable, Generator
from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel, ValidationError

from .. import errors
from ..connection import Connection as _Peer
from ..incoming import Responder
from ..messages import IncomingNotification, IncomingRequest
from ..outgoing import SentRequest
from ._links import Taps, link_peer, link_streams, link_transport
from .exceptions import RequestError

__all__ = ["CompatRequest", "Connection", "JsonValue", "MethodHandler", "StreamDirection", "StreamEvent"]

logger = logging.getLogger("acp_fast.compat")

JsonValue = Any
MethodHandler = Callable[[str, JsonValue | None, bool], Awaitable[JsonValue | None]]


class StreamDirection(str, Enum):  # noqa: UP042 - str() as the official SDK gives it, not a StrEnum's
    INCOMING = "incoming"
    OUTGOING = "outgoing"


@dataclass(frozen=True, slots=True)
class StreamEvent:
    """One JSON-RPC message as an observer sees it: decoded anew for the observers, so changing it changes
    nothing on the wire."""

    direction: StreamDirection
    message: dict[str, Any]


StreamObserver = Callable[[StreamEvent], Awaitable[None] | None]


def error_answer(method: str, exc: BaseException) -> errors.RequestError:
    """The answer of a handler that raised, by the official SDK's rules: a `RequestError` as it is, a pydantic
    `ValidationError` `-32602` with `{"errors": [...]}`, anything else `-32603` with the message as data (parsed when
    it is JSON, else `{"details": message}`), traceback logged."""
    if isinstance(exc, errors.RequestError):
        return exc
    if isinstance(exc, ValidationError):
        return RequestError.invalid_params({"errors": json.loads(exc.json())})
    logger.error("Unhandled error while handling request method=%s", method, exc_info=exc)
    try:
        data = json.loads(str(exc))
    except ValueError:
        data = {"details": str(exc)}
    return RequestError.internal_error(data)


def result_json(result: Any) -> Any:
    """A handler's return value as the JSON result: models dumped by alias, without unset or None fields."""
    if type(result) is dict:  # the common case of extension methods, checked first
        return result
    if isinstance(result, BaseModel):
        return result.model_dump(mode="json", by_alias=True, exclude_none=True, exclude_unset=True)
    return result


def _decide(method: str, task: asyncio.Future[Any]) -> Any:
    # `Responder.answer_from`'s `finish`: a failure mapped by `error_answer`; None leaves the rest to the default
    # (the result through `result_json`, `-32800` for a cancelled task).
    if task.cancelled() or (exc := task.exception()) is None:
        return None
    return error_answer(method, exc)


def answer_with(responder: Responder, work: Awaitable[Any]) -> None:
    """Answer `responder` with the outcome of a handler's `work`, run as a task of the connection: its result as
    JSON, its failure as the official SDK maps it (`error_answer`), `-32800` when the peer cancelled it."""
    responder.answer_from(work, convert=result_json, finish=functools.partial(_decide, responder.method))


def answer_cooperatively(responder: Responder, work: Awaitable[Any]) -> asyncio.Future[Any]:
    """Run `work`, which answers `responder` itself, as a task of the connection that a `$/cancel_request` does not
    cancel (its handler decides how to stop); a failure answers as the official SDK maps it (`error_answer`)."""
    return responder.answer_from(work, returns=False, finish=functools.partial(_decide, responder.method))


async def notified(method: str, work: Awaitable[Any]) -> None:
    """Await a notification handler's `work`; a failure is logged (a notification has no answer)."""
    try:
        await work
    except Exception:
        logger.exception("Unhandled error while handling notification method=%s", method)


class CompatRequest(SentRequest):
    """A request sent through the compat API: awaiting it raises what the official SDK raises, `RequestError` (this
    package's) for the peer's error and `ConnectionError` when the connection closed before the answer. It is a
    `SentRequest`: cancellation, handles and abandonment are acp-fast's."""

    __slots__ = ()

    def __await__(self) -> Generator[Any, None, Any]:
        try:
            return (yield from SentRequest.__await__(self))
        except errors.RequestError as exc:
            data = exc.data
            if type(data) is dict and data.get("reason") == errors.INCOMING_TRANSPORT_CLOSED:
                raise ConnectionError("Connection closed") from None
            raise RequestError.from_error(exc) from None


class Connection:
    """A JSON-RPC peer: `handler(method, params, is_notification)` answers what arrives; `send_request` and
    `send_notification` send.

    `writer`/`reader`: an `asyncio.StreamWriter` and `asyncio.StreamReader` (newline-delimited JSON), or a message
    `Transport` (`send(dict)`, `receive() -> dict | None`, `close()`) as `writer` with no reader, or an
    `acp_fast.Connection` as `writer` with no reader: it becomes `peer`, and whatever connects it (acp-fast's
    network transports, `acp_fast.spawn`, ...) drives it, so `listening`, `observers` and `receive_timeout` do not
    apply. With `listening=False` nothing is read until `main_loop()` runs. `receive_timeout`: seconds without input
    after which the connection is closed (pending requests fail with `ConnectionError`).
    """

    def __init__(
        self,
        handler: MethodHandler,
        writer: Any,
        reader: asyncio.StreamReader | None = None,
        *,
        observers: list[StreamObserver] | None = None,
        listening: bool = True,
        receive_timeout: float | None = None,
    ) -> None:
        self._handler = handler
        self._observers: list[StreamObserver] = list(observers or [])
        self._observing: set[asyncio.Future[None]] = set()
        self._closed = False
        given = isinstance(writer, _Peer)
        if given and (observers or receive_timeout is not None):
            raise ValueError("observers and receive_timeout need a transport, not an acp_fast.Connection")
        peer = self.peer = writer if given else _Peer("acp")
        peer.on_request(None, self._on_request)
        peer.on_notification(None, self._on_notification)
        self._taps = Taps(
            self._observers,
            functools.partial(self._observe, StreamDirection.INCOMING),
            functools.partial(self._observe, StreamDirection.OUTGOING),
        )
        if given:
            self._link = link_peer(peer)
        elif reader is None:
            self._link = link_transport(peer.open_transport(messages=True), writer, self._taps, receive_timeout)
        else:
            self._link = link_streams(peer.open_transport(), reader, writer, self._taps, receive_timeout)
        if listening:
            self._link.start()

    # ------------------------------------------------------------------------------------------- receiving

    def _on_request(self, request: IncomingRequest, responder: Responder) -> None:
        try:
            work = self._handler(request.method, request.params, False)
        except Exception as exc:
            responder.respond_error(error_answer(request.method, exc))
            return
        answer_with(responder, work)

    async def _on_notification(self, notification: IncomingNotification) -> None:
        await notified(notification.method, self._handler(notification.method, notification.params, True))

    def _observe(self, direction: StreamDirection, message: dict[str, Any]) -> None:
        """Show one message to the observers (the links decode messages for them only while there are any)."""
        event = StreamEvent(direction, message)
        for observer in list(self._observers):
            try:
                outcome = observer(event)
            except Exception:
                logger.exception("Stream observer failed")
                continue
            if inspect.isawaitable(outcome):
                # Not tied to the connection's lifetime: the last messages are written while it closes.
                task = asyncio.ensure_future(_observed(outcome))
                self._observing.add(task)
                task.add_done_callback(self._observing.discard)

    def add_observer(self, observer: StreamObserver) -> None:
        """Register a callback (sync or async) that receives every raw JSON-RPC message, both directions."""
        self._observers.append(observer)

    async def main_loop(self) -> None:
        """Read until the peer's input ends and the connection closes (starts reading if `listening` was False)."""
        self._link.start()
        await self.peer.wait_closed()

    # ------------------------------------------------------------------------------------------- sending

    async def send_request(self, method: str, params: JsonValue | None = None) -> Any:
        """Send a request and return its result; a peer's error raises `RequestError`, a closed connection
        `ConnectionError`. Cancelling the awaiting task sends `$/cancel_request` for it."""
        return await self.peer.send_request_as(CompatRequest, method, params)

    async def send_notification(self, method: str, params: JsonValue | None = None) -> None:
        """Send a notification; waits while the peer leaves too much of our output unread (`Connection.drain`)."""
        self.notify(method, params)
        await self.peer.drain()

    def notify(self, method: str, params: JsonValue | None = None) -> None:
        """`send_notification` without the coroutine: enqueued before it returns (`ConnectionError` once closed)."""
        if self.peer.is_closed:
            raise ConnectionError("Connection closed")
        self.peer.send_notification(method, params)

    # ------------------------------------------------------------------------------------------- lifetime

    async def close(self) -> None:
        """Close: pending requests fail with `ConnectionError`, handlers still running are cancelled."""
        if self._closed:
            return
        self._closed = True
        await self.peer.close()
        await self._link.closed()

    async def __aenter__(self) -> Connection:
        return self

    async def __aexit__(self, exc_type: object, exc: object, tb: object) -> None:
        await self.close()


async def _observed(outcome: Awaitable[Any]) -> None:
    try:
        await outcome
    except Exception:
        logger.exception("Stream observer coroutine failed")
