# The hot part of `SentRequest`, compiled: twin of `acp_fast/_sent_request_py.py` (read it for the design), and the
# await path through `OutgoingSlot`. Included by `_router_c.pyx` after `OutgoingSlot`. Its compiled-only fast path
# (the slot as the awaited future, below) must behave as the pure twin's `SentRequestCore.__await__`:
# `tests/test_await_differential.py` pins that, and `COMPILED_ONLY` in `tests/test_selection.py` lists its names.
#
# Awaiting: the pure twin makes a waiter future per await and runs a generator around it. Here `__await__` returns
# the request's slot, and the awaiting task blocks on the slot as on a future (asyncio's duck-typed future protocol:
# `_asyncio_future_blocking`, `get_loop`, `add_done_callback`, `result`, `cancel`). A pending request is then two
# objects the garbage collector tracks (the request and its slot), not four (with the generator and the future),
# and awaiting allocates nothing. The router wakes the slot (`_wake`) instead of setting a future's result; the
# value waits in the slot until the task resumes the coroutine, which steps the slot through `am_send` (C, installed
# below): the result comes back without a StopIteration object.
#
# The slot is never handed out, so nothing but the awaiting task sees it as a future: `asyncio.isfuture()` of a
# `SentRequest` stays false, and `ensure_future`, `gather` and `wait_for` await it as the awaitable it is.
#
# `SentRequest` subclasses the loaded core's `SentRequestCore` once, at import, so a process runs one core: every
# slot this class sees is this module's `OutgoingSlot`.

from asyncio import CancelledError, InvalidStateError, get_running_loop
from contextvars import copy_context

from cpython.object cimport PyObject

cdef extern from *:
    """
    /* `am_send` for OutgoingSlot: the step function returns a new reference (NULL with an exception set) and says
       whether it is the await's result (finished) or what the awaiting task blocks on. */
    typedef PyObject *(*acpf_step_fn)(PyObject *, int *);
    static acpf_step_fn acpf_await_step = NULL;
    static PyAsyncMethods acpf_slot_async;  /* am_send only: the slot is an iterator, not an awaitable */

    static PySendResult acpf_await_send(PyObject *self, PyObject *arg, PyObject **result) {
        int finished = 0;
        (void)arg;  /* a task resumes its coroutine with None; the value is in the slot */
        *result = acpf_await_step(self, &finished);
        if (*result == NULL) return PYGEN_ERROR;
        return finished ? PYGEN_RETURN : PYGEN_NEXT;
    }

    static int acpf_install_send(PyTypeObject *type, acpf_step_fn step) {
        acpf_await_step = step;
        if (type->tp_as_async == NULL) type->tp_as_async = &acpf_slot_async;
        type->tp_as_async->am_send = acpf_await_send;
        PyType_Modified(type);
        return 0;
    }
    """
    ctypedef object (*acpf_step_fn)(object, int*)
    int acpf_install_send(type, acpf_step_fn) except -1

    object PyObject_VectorcallMethod(object name, PyObject** args, size_t nargsf, object kwnames)

cdef tuple _CONTEXT_KEYWORD = ("context",)
cdef str _CALL_SOON = "call_soon"

# Where an await stands (`OutgoingSlot._phase`).
cdef enum:
    _AWAIT_NONE = 0  # not awaited (or consumed another way)
    _AWAIT_READY = 1  # `__await__` returned the slot, not yet stepped
    _AWAIT_WAITING = 2  # a task is blocked on it; the router wakes it
    _AWAIT_WOKEN = 3  # the response is in the slot; the task's step takes it
    _AWAIT_CANCELLED = 4  # the blocked task was cancelled before the response
    _AWAIT_FINISHED = 5  # the await is over


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
        return self._claimed()

    def __await__(self):
        cdef OutgoingSlot slot = self._claimed()
        slot.waiter = self
        slot._phase = _AWAIT_READY
        return slot

    def __del__(self):
        slot = self._slot
        if slot is not None and slot.armed and not slot.claimed:
            try:
                self._requests.abandon_from_finalizer(slot)
            except Exception:  # a finalizer must never raise
                pass


cdef object _await_step(object obj, int* finished):
    # One step of an await: block the task on the slot, or end the await with the result (finished).
    cdef OutgoingSlot slot = <OutgoingSlot>obj
    cdef SentRequestCore request
    cdef int phase = slot._phase
    if phase == _AWAIT_READY and not slot.settled:
        loop = slot.waiter._requests.loop
        slot._loop = loop if loop is not None else get_running_loop()
        slot._phase = _AWAIT_WAITING
        slot._asyncio_future_blocking = True
        return slot
    if phase == _AWAIT_WAITING:  # resumed before the response (not by a task): block again, as a future does
        slot._asyncio_future_blocking = True
        return slot
    if phase == _AWAIT_CANCELLED:
        slot.result()  # raises the CancelledError
    if phase != _AWAIT_READY and phase != _AWAIT_WOKEN:
        raise RuntimeError(f"the response of {slot.method!r} (id {slot.id}) was already awaited")
    request = slot._finish()
    value = slot.value
    slot.value = None
    if slot.is_error:
        raise value
    finished[0] = 1
    if request._convert is not None:
        return request._convert(value)
    return value


cdef void _abandon_quietly(requests, OutgoingSlot slot):
    try:
        requests.abandon_from_finalizer(slot)
    except Exception:  # e.g. the loop is already closed: nothing can be sent any more
        pass


acpf_install_send(OutgoingSlot, _await_step)
