# Input held between reads, compiled: twin of `acp_fast/_input_py.py` (read it for what lives here and what must
# not). Included by `_router_c.pyx`; `LineBuffer` is declared in `acp_fast/_router_c.pxd`.

# Bytes of unfinished lines held by every router of this module, and the most they may add up to (0: no budget).
# Only changed with the GIL held and no Python call in between: no lock needed.

cdef Py_ssize_t _input_budget = _protocol.DEFAULT_INPUT_BUDGET
cdef Py_ssize_t _input_held = 0


def set_input_budget(nbytes):
    """The most bytes of unfinished lines all the routers of this process may hold together; 0 for no budget (see
    the pure twin)."""
    global _input_budget
    if type(nbytes) is not int or nbytes < 0 or nbytes >= 2**62:
        raise ValueError(f"the input budget must be an int >= 0, not {nbytes!r}")
    _input_budget = nbytes


def input_budget():
    """The process's input budget in bytes (0: none); see `set_input_budget`."""
    return _input_budget


def input_buffered():
    """Bytes of unfinished lines all the routers of this process hold now."""
    return _input_held


cdef class LineBuffer:
    """One router's unfinished line: held until its newline comes, counted against the input budget (see the pure
    twin)."""

    def __init__(self):
        self.skipping = False
        self._partial = bytearray()

    def __dealloc__(self):
        # A router dropped without close() (its owner gone) must not keep its share of the budget for ever.
        global _input_held
        _input_held -= self._counted

    @property
    def held(self):
        """Bytes of the unfinished line held now (bounded by the router's `max_message_size`)."""
        return len(self._partial)

    cdef inline Py_ssize_t held_bytes(self) noexcept:
        return len(self._partial)

    cpdef tuple hold(self, bytes data, Py_ssize_t limit):
        """Hold `data`, the start (or more) of a line; None when held, else what to refuse the line with (see the
        pure twin)."""
        if len(self._partial) + len(data) > limit + 1:  # + a \r before the newline
            return self._drop(data, "message_too_large", limit)
        if not self._count(len(data)):
            return self._drop(data, "input_budget_exhausted", _input_budget)
        self._partial += data
        return None

    cpdef bytes complete(self, data):
        """The held line, completed by `data` (what came before its newline); nothing is held any more."""
        self._partial += data
        cdef bytes line = bytes(self._partial)
        self.drop()
        return line

    cpdef object take_last(self):
        """At the end of the input: the held line, which never got its newline (still a message), or None."""
        if not len(self._partial) or self.skipping:
            return None
        cdef bytes line = bytes(self._partial)
        self.drop()
        return line

    cpdef drop(self):
        """Forget the held line: its bytes leave the input budget."""
        global _input_held
        self._partial = bytearray()
        _input_held -= self._counted
        self._counted = 0

    cdef tuple _drop(self, bytes data, str reason, Py_ssize_t limit):
        cdef bytes head = bytes(self._partial[:HEAD_SIZE])
        if len(head) < HEAD_SIZE:
            head += data[:HEAD_SIZE - len(head)]
        self.drop()
        self.skipping = True
        return (head, reason, limit)

    cdef bint _count(self, Py_ssize_t size) noexcept:
        # Count `size` more bytes held against the input budget; False (nothing counted) when they do not fit.
        global _input_held
        if _input_budget and _input_held + size > _input_budget:
            return False
        _input_held += size
        self._counted += size
        return True
