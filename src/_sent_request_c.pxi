# The hot part of `SentRequest`, compiled: twin of `acp_fast/_sent_request_py.py` (read it for the design). Included
# by `_router_c.pyx` for the C view of `OutgoingSlot`. `__await__` is a Cython generator, which delegates to the
# waiter's own iterator through `am_send`: no Python frame and no StopIteration object per request.
#
# `SentRequest` subclasses the loaded core's `SentRequestCore` once, at import; the tests then drive the pure twin's
# routers in the same process, whose slots are not this module's `OutgoingSlot`. Such a slot runs the pure twin's
# code (the same rules, through attribute access).

from asyncio import CancelledError

from acp_fast import _sent_request_py

cdef object _PureCore = _sent_request_py.SentRequestCore


cdef class SentRequestCore:
    """A request on the wire, awaitable once: the slot's one consumer. See `acp_fast.outgoing.SentRequest`."""

    cdef readonly object _requests
    cdef readonly object _slot
    cdef readonly object _convert
    cdef object __weakref__

    def __init__(self, requests, slot, convert=None):
        self._requests = requests
        self._slot = slot
        self._convert = convert

    cdef OutgoingSlot _claimed(self):
        cdef OutgoingSlot slot = <OutgoingSlot>self._slot
        if slot.claimed:
            state = "was detached" if slot.detached else "already has a consumer"
            raise RuntimeError(f"the response of {slot.method!r} (id {slot.id}) {state}")
        slot.claimed = True
        return slot

    def _claim(self):
        """Make the caller the response's one consumer (await, on_result, forward_response_to or detach)."""
        if type(self._slot) is not OutgoingSlot:
            return _PureCore._claim(self)
        return self._claimed()

    def __await__(self):
        cdef OutgoingSlot slot
        if type(self._slot) is not OutgoingSlot:
            return (yield from _PureCore.__await__(self))
        slot = self._claimed()
        if not slot.settled:
            requests = self._requests
            loop = requests.loop
            waiter = loop.create_future() if loop is not None else requests.create_future()
            slot.waiter = waiter
            try:
                value = yield from waiter
            except CancelledError:
                if not slot.settled:
                    slot.waiter = None
                    requests.abandon(slot)
                raise
            except BaseException:
                if not slot.settled:
                    slot.waiter = None
                    try:
                        requests.abandon_from_finalizer(slot)
                    except Exception:
                        pass
                raise
        else:
            value = slot.result
            slot.result = None
            if slot.is_error:
                raise value
        if self._convert is not None:
            return self._convert(value)
        return value

    def __del__(self):
        slot = self._slot
        if slot is not None and slot.armed and not slot.claimed:
            try:
                self._requests.abandon_from_finalizer(slot)
            except Exception:  # a finalizer must never raise
                pass
