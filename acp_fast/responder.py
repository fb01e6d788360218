"""Incoming requests: `Responder` (answers once) and `RequestCancellation` (the peer's cancel marker)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import RequestError

if TYPE_CHECKING:
    from ._router import IncomingSlot
    from .connection import Connection

__all__ = ["RequestCancellation", "Responder"]

T = TypeVar("T")


class RequestCancellation:
    """The cancellation marker of one incoming request, set when the peer sends `$/cancel_request` for it.

    It is set at receipt, before any notification handler sees the cancel. It never resets.
    """

    __slots__ = ("_conn", "_slot")

    def __init__(self, conn: Connection, slot: IncomingSlot) -> None:
        self._conn = conn
        self._slot = slot

    @property
    def is_cancelled(self) -> bool:
        return self._slot.cancelled

    def _add_listener(self, listener: Any) -> None:
        """Call `listener()` once when the marker is set (at once if it already is)."""
        slot = self._slot
        if slot.cancelled:
            listener()
        elif slot.listeners is None:
            slot.listeners = [listener]
        else:
            slot.listeners.append(listener)

    def _remove_listener(self, listener: Any) -> None:
        listeners = self._slot.listeners
        if listeners is not None and listener in listeners:
            listeners.remove(listener)

    async def cancelled(self) -> None:
        """Wait until the peer cancels the request; returns at once if it already has."""
        if self._slot.cancelled:
            return
        waiter = self._conn._loop_or_running().create_future()

        def wake() -> None:
            if not waiter.done():
                waiter.set_result(None)

        self._add_listener(wake)
        try:
            await waiter
        finally:
            self._remove_listener(wake)

    async def run_until_cancelled(self, work: Awaitable[T]) -> T:
        """Run `work` until it finishes or the peer cancels.

        Returns its result, or raises `RequestError(-32800)` after cancelling the work. When the marker is
        already set, the work is not started.
        """
        if self._slot.cancelled:
            if asyncio.iscoroutine(work):
                work.close()
            elif isinstance(work, asyncio.Future):
                work.cancel()
            raise RequestError.request_cancelled()
        task = asyncio.ensure_future(work)
        self._add_listener(task.cancel)
        try:
            return await task
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if self._slot.cancelled and (current is None or not current.cancelling()):
                raise RequestError.request_cancelled() from None
            raise
        finally:
            self._remove_listener(task.cancel)


class Responder:
    """Answers one incoming request: `respond(result)` or `respond_error(error)`; the first answer wins.

    A responder that becomes unreachable without answering answers for you: `-32800` if the peer cancelled the
    request, else `-32603` with `data: {"method": m, "reason": "responder_dropped"}` (SPEC §2.3).
    """

    __slots__ = ("_conn", "_slot", "__weakref__")

    def __init__(self, conn: Connection, slot: IncomingSlot) -> None:
        self._conn = conn
        self._slot = slot

    @property
    def id(self) -> Any:
        return self._slot.id

    @property
    def method(self) -> str:
        return self._slot.method

    @property
    def is_responded(self) -> bool:
        return self._slot.responded

    @property
    def cancellation(self) -> RequestCancellation:
        return RequestCancellation(self._conn, self._slot)

    def respond(self, result: Any) -> None:
        """Send the result (ignored, with a debug log, if the request was already answered)."""
        self._conn._router.respond(self._slot, result)

    def respond_error(self, error: RequestError) -> None:
        """Send an error response (ignored, with a debug log, if the request was already answered)."""
        if not isinstance(error, RequestError):
            raise TypeError(f"respond_error takes a RequestError, not {type(error).__name__}")
        self._conn._router.respond_error(self._slot, error)

    def __repr__(self) -> str:
        return f"<Responder id={self._slot.id!r} method={self._slot.method!r}>"

    def __del__(self) -> None:
        slot = self._slot
        if slot.responded or slot.handed_off:
            return
        if slot.running:
            # The handler is still running: its outcome decides (its error wins over the automatic answer).
            slot.dropped = True
            return
        try:
            self._conn._responder_dropped(slot)
        except Exception:  # a finalizer must never raise
            pass
