# The write policy's pace, compiled: twin of `acp_fast/_pace_py.py` (read it for the design; the rule and its
# constants are in `_protocol.py`). Included by `_router_c.pyx`; the output reads `batching` for every message it
# writes.

cdef Py_ssize_t PACE_WINDOW = _protocol.PACE_WINDOW
cdef double PACE_MARGIN = _protocol.PACE_MARGIN
cdef Py_ssize_t PACE_PROBE_FIRST = _protocol.PACE_PROBE_FIRST
cdef Py_ssize_t PACE_PROBE_LAST = _protocol.PACE_PROBE_LAST

cdef enum:  # `Pacer._phase` besides the windows counted (as the pure twin's)
    _PACE_SETTLING = -1
    _PACE_PROBING = -2


cdef class Pacer:
    """Chooses, by measuring, whether a router writes its bursts in parts or whole (declared in `_router_c.pxd`)."""

    def __init__(self, double now):
        self.window_end = PACE_WINDOW
        self.probe_every = PACE_PROBE_FIRST
        self._window_began = now

    cpdef window_ended(self, Py_ssize_t received, double now):
        """`received` messages by monotonic time `now` end a window: measure it, and probe or decide."""
        cdef double elapsed = now - self._window_began
        cdef double rate = (received - self._window_start) / elapsed if elapsed > 0 else 0.0
        cdef Py_ssize_t phase = self._phase
        if phase == _PACE_SETTLING:
            phase = _PACE_PROBING
        elif phase == _PACE_PROBING:
            if rate > self._last_rate * PACE_MARGIN:
                self.probe_every = PACE_PROBE_FIRST
            else:
                self.batching = not self.batching
                self.probe_every = min(2 * self.probe_every, PACE_PROBE_LAST)
            phase = 0
        else:
            self._last_rate = rate
            phase += 1
            if phase >= self.probe_every:
                self.batching = not self.batching
                phase = _PACE_SETTLING
        self._phase = phase
        self._window_start = received
        self._window_began = now
        self.window_end = received + (PACE_WINDOW // 4 if phase == _PACE_SETTLING else PACE_WINDOW)
