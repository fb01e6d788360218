"""The hot part of `SentRequest`, pure-Python twin of `src/_sent_request_c.pxi` (same names, same behaviour).

`SentRequestCore` holds a request's router slot and the connection (`OutgoingRequests`), and does what every
request's consumer runs through: claiming the response (`_claim`), awaiting it (`__await__`: a waiter future on the
slot, which the router settles; the compiled twin has the task block on the slot itself, with the same outcomes;
`convert`, when given, turns the result into what `await` returns, as the ACP layer
wraps a result in its schema type) and reporting abandonment (a cancelled awaiting task, a closed coroutine, a facade
dropped unconsumed). `acp_fast.outgoing.SentRequest` adds the rest of the facade on top. It lives beside the router
so that the compiled core can run this path, which every awaited request takes, with no Python frame.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._contracts import OutgoingRequests

__all__ = ["SentRequestCore"]


class SentRequestCore:
    """A request on the wire, awaitable once: the slot's one consumer. See `acp_fast.outgoing.SentRequest`.

    Slots are typed `Any`: they are the router's `OutgoingSlot`, and the router module imports this one.
    """

    __slots__ = ("_requests", "_slot", "_convert", "__weakref__")

    def __init__(self, requests: OutgoingRequests, slot: Any, convert: Callable[[Any], Any] | None = None) -> None:
        self._requests = requests
        self._slot = slot
        self._convert = convert

    def _claim(self) -> Any:
        """Make the caller the response's one consumer (await, on_result, forward_response_to or detach)."""
        slot = self._slot
        if slot.claimed:
            state = "was detached" if slot.detached else "already has a consumer"
            raise RuntimeError(f"the response of {slot.method!r} (id {slot.id}) {state}")
        slot.claimed = True
        return slot

    def __await__(self) -> Generator[Any, None, Any]:
        slot = self._claim()
        if not slot.settled:
            requests = self._requests
            loop = requests.loop
            waiter = loop.create_future() if loop is not None else requests.create_future()
            slot.waiter = waiter
            try:
                value = yield from waiter
            except asyncio.CancelledError:
                # The awaiting task was cancelled (timeout, TaskGroup, task.cancel()): that is abandonment.
                if not slot.settled:
                    slot.waiter = None
                    requests.abandon(slot)
                raise
            except BaseException:
                # The awaiting coroutine was closed (GeneratorExit, possibly inside the garbage collector) or had
                # an exception thrown in: abandonment too, reported the way a finalizer does.
                if not slot.settled:
                    slot.waiter = None
                    try:
                        requests.abandon_from_finalizer(slot)
                    except Exception:  # e.g. the loop is already closed: nothing can be sent any more
                        pass
                raise
        else:
            value = slot.value
            slot.value = None
            if slot.is_error:
                raise value
        if self._convert is not None:
            return self._convert(value)
        return value

    def __del__(self) -> None:
        slot = self._slot
        if slot.armed and not slot.claimed:
            try:
                self._requests.abandon_from_finalizer(slot)
            except Exception:  # a finalizer must never raise
                pass
