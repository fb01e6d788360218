"""Plain file descriptors as this process's stdin and stdout: the rules `acp_fast.transports` and the drop-in's
`acp_fast.compat.stdio` both follow when stdin or stdout is not a pipe or a socket (a regular file, /dev/null, a
terminal), where an event loop cannot watch the descriptor.
"""

from __future__ import annotations

import os
import select
import stat

__all__ = ["always_readable", "own_terminal_reader", "write_all"]


def own_terminal_reader(read_fd: int, mode: int) -> int:
    """The descriptor to read `read_fd` (of `st_mode` `mode`) from. A terminal is read non-blocking: that is done on
    a file description of our own (`read_fd` is closed), so that the flag does not leak to stdout and stderr on the
    same terminal, where writes would then fail half-done."""
    if stat.S_ISCHR(mode) and os.isatty(read_fd):
        own = os.open(os.ttyname(read_fd), os.O_RDONLY | os.O_NOCTTY)
        os.close(read_fd)
        return own
    return read_fd


def always_readable(read_fd: int, mode: int) -> bool:
    """Whether `read_fd` is a regular file or a device other than a terminal (such as /dev/null): always readable, so
    it is read a chunk per loop turn instead of being watched (uvloop aborts on a device it cannot poll)."""
    return stat.S_ISREG(mode) or (stat.S_ISCHR(mode) and not os.isatty(read_fd))


def write_all(fd: int, data: bytes | bytearray | memoryview) -> None:
    """Writes all of `data` synchronously, for a stdout that is a regular file or a device (no event loop can watch
    those, and they never block for long). A terminal may share a non-blocking flag with its reader: a write it
    refuses waits until the terminal takes more."""
    view = memoryview(data)
    while view:
        try:
            view = view[os.write(fd, view) :]
        except BlockingIOError:
            select.select([], [fd], [])
