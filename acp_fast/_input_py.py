"""Input held between reads, pure-Python twin of `src/_input_c.pxi`: the start of a line whose newline has not come
yet, and the process's input budget that the held lines of every router count against (docs/core.md).

What lives here: the held bytes, skipping the rest of a line that was refused, and the budget (`set_input_budget`,
`input_budget`, `input_buffered`). What must not: splitting a read into lines and decoding them (the router's), and
answering a refused line (the router answers it; this part only says why it would not hold it, and its head).
"""

from __future__ import annotations

import threading

from ._protocol import DEFAULT_INPUT_BUDGET, HEAD_SIZE

__all__ = ["LineBuffer", "input_budget", "input_buffered", "set_input_budget"]

# Bytes of unfinished lines held by every router of this module, and the most they may add up to (0: no budget).
# A lock, because routers may live on event loops in several threads (the compiled twin has the GIL for that).
_input_budget = DEFAULT_INPUT_BUDGET
_input_held = 0
_input_lock = threading.Lock()


def set_input_budget(nbytes: int) -> None:
    """The most bytes of unfinished lines (the part of a line that arrived, held until its newline comes) all the
    routers of this process may hold together; 0 for no budget. A line that would go over it is refused like an
    oversize one. Lines already held keep their bytes."""
    global _input_budget
    if type(nbytes) is not int or nbytes < 0:
        raise ValueError(f"the input budget must be an int >= 0, not {nbytes!r}")
    _input_budget = nbytes


def input_budget() -> int:
    """The process's input budget in bytes (0: none); see `set_input_budget`."""
    return _input_budget


def input_buffered() -> int:
    """Bytes of unfinished lines all the routers of this process hold now."""
    return _input_held


class LineBuffer:
    """One router's unfinished line: held until its newline comes, counted against the input budget.

    `skipping`: the line being read was refused; what comes up to its newline is dropped, not held."""

    __slots__ = ("skipping", "_partial", "_counted")

    def __init__(self) -> None:
        self.skipping = False
        self._partial = bytearray()
        self._counted = 0  # bytes of `_partial` counted against the input budget

    @property
    def held(self) -> int:
        """Bytes of the unfinished line held now (bounded by the router's `max_message_size`)."""
        return len(self._partial)

    def hold(self, data: bytes, limit: int) -> tuple[bytes, str, int] | None:
        """Hold `data`, the start (or more) of a line whose newline has not come; None when held. A line that would
        grow longer than `limit` or take the process over its input budget is dropped and skipped to its end
        instead: returns what to refuse it with, `(its head, the reason, the limit it went over)`."""
        if len(self._partial) + len(data) > limit + 1:  # + a \r before the newline
            return self._drop(data, "message_too_large", limit)
        if not self._count(len(data)):
            return self._drop(data, "input_budget_exhausted", _input_budget)
        self._partial += data
        return None

    def complete(self, data: bytes) -> bytes:
        """The held line, completed by `data` (what came before its newline); nothing is held any more."""
        self._partial += data
        line = bytes(self._partial)
        self.drop()
        return line

    def take_last(self) -> bytes | None:
        """At the end of the input: the held line, which never got its newline (still a message), or None."""
        if not self._partial or self.skipping:
            return None
        line = bytes(self._partial)
        self.drop()
        return line

    def drop(self) -> None:
        """Forget the held line: its bytes leave the input budget."""
        global _input_held
        self._partial = bytearray()
        if self._counted:
            with _input_lock:
                _input_held -= self._counted
            self._counted = 0

    def _drop(self, data: bytes, reason: str, limit: int) -> tuple[bytes, str, int]:
        head = bytes(self._partial[:HEAD_SIZE])
        if len(head) < HEAD_SIZE:
            head += data[: HEAD_SIZE - len(head)]
        self.drop()
        self.skipping = True
        return head, reason, limit

    def _count(self, size: int) -> bool:
        """Count `size` more bytes held against the input budget; False (nothing counted) when they do not fit."""
        global _input_held
        with _input_lock:
            if _input_budget and _input_held + size > _input_budget:
                return False
            _input_held += size
        self._counted += size
        return True

    def __del__(self) -> None:
        # A router dropped without close() (its owner gone) must not keep its share of the budget for ever.
        try:
            self.drop()
        except Exception:  # at interpreter exit the module may already be torn down
            pass
