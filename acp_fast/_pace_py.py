"""The write policy's pace, pure-Python twin of `src/_pace_c.pxi` (same names, same behaviour).

A router writes a burst either in parts (`_protocol.flush_every`: the peer starts on the first messages while the
rest are made) or whole, once per read or loop turn (fewer writes and wakeups). Which does more depends on the host,
so a `Pacer` measures it: the rule, its constants and why are in `_protocol.py` beside `FLUSH_EVERY`. The router asks
`batching` (write whole?) for every message it writes, and calls `window_ended` when the messages it has received
reach `window_end`; the pacer never reads a clock itself, so its decisions can be replayed exactly.
"""

from __future__ import annotations

from ._protocol import PACE_MARGIN, PACE_PROBE_FIRST, PACE_PROBE_LAST, PACE_WINDOW

__all__ = ["Pacer"]

# `Pacer._phase`: the windows measured in the current way since the last probe (0, 1, ...), or one of these.
_SETTLING = -1  # the first, short window after switching to probe the other way
_PROBING = -2  # the window that measures it


class Pacer:
    """Chooses, by measuring, whether a router writes its bursts in parts or whole."""

    __slots__ = ("batching", "window_end", "probe_every", "_phase", "_window_start", "_window_began", "_last_rate")

    def __init__(self, now: float) -> None:
        self.batching = False  # write bursts whole; False: in parts (where it starts)
        self.window_end = PACE_WINDOW  # the count of messages received that ends the current window
        self.probe_every = PACE_PROBE_FIRST  # windows between two probes
        self._phase = 0
        self._window_start = 0
        self._window_began = now
        self._last_rate = 0.0

    def window_ended(self, received: int, now: float) -> None:
        """`received` messages by monotonic time `now` end a window: measure it, and probe or decide."""
        elapsed = now - self._window_began
        rate = (received - self._window_start) / elapsed if elapsed > 0 else 0.0
        phase = self._phase
        if phase == _SETTLING:
            phase = _PROBING
        elif phase == _PROBING:
            if rate > self._last_rate * PACE_MARGIN:
                self.probe_every = PACE_PROBE_FIRST  # the other way does more: keep it
            else:
                self.batching = not self.batching  # back, and probe less often
                self.probe_every = min(2 * self.probe_every, PACE_PROBE_LAST)
            phase = 0
        else:
            self._last_rate = rate
            phase += 1
            if phase >= self.probe_every:
                self.batching = not self.batching
                phase = _SETTLING
        self._phase = phase
        self._window_start = received
        self._window_began = now
        self.window_end = received + (PACE_WINDOW // 4 if phase == _SETTLING else PACE_WINDOW)
