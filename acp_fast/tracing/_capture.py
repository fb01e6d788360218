"""Trace capture: `Tracer` collects one record per message from the routers of the connections it traces and writes
them off the event loop (docs/observability.md, "Capturing a trace").

The routers write each record themselves, as its line, into `Tracer.records`, one `bytearray` (the compiled router
formats it in C: no Python object per record, no Python frame of this module on the hot path). A writer thread
takes what has accumulated every `interval` seconds and hands it to the sinks: the file (`FileSink`: JSON lines,
rotated at a size cap) and any others (`OtelSink`). The loop never waits for the thread: the buffer is taken from
and cut with single operations under the GIL, and a writer that falls behind drops the oldest lines past
`max_buffered` bytes, saying how many it dropped, instead of letting memory grow.
"""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Protocol

from orjson import OPT_APPEND_NEWLINE, dumps, loads

__all__ = ["TRACE_VERSION", "FileSink", "Sink", "Tracer"]

logger = logging.getLogger("acp_fast.tracing")

TRACE_VERSION = 1
INTERVAL = 0.05  # seconds between the writer's takes: what a crash can lose at most
MAX_BUFFERED = 64 * 1024 * 1024  # bytes of lines between two takes past which the oldest are dropped
MAX_BYTES = 64 * 1024 * 1024  # a trace file is rotated past this size ...
BACKUPS = 3  # ... into FILE.1 (the newest) to FILE.3 (the oldest); older ones are deleted
CHUNK = 1024 * 1024  # bytes of lines handed to the sinks at once (a sink may hold the GIL throughout one)
PAYLOAD_LIMIT = 4096  # bytes of JSON a payload keeps (cut beyond, and marked "truncated")


class Sink(Protocol):
    """Where a tracer's records go, called from its writer thread only, in this order: `start` once (the header),
    `write` for each batch (in order: whole lines of the trace file, JSON and newline each), `close` once."""

    def start(self, header: dict[str, Any]) -> None: ...

    def write(self, lines: bytes) -> None: ...

    def close(self) -> None: ...


def _line(record: dict[str, Any]) -> bytes:
    return dumps(record, None, OPT_APPEND_NEWLINE)


class FileSink:
    """JSON lines into `path`, each batch written and flushed in whole lines (a crash leaves complete lines), the
    file rotated before it would pass `max_bytes` (`backups` older files kept: `path.1` the newest); each file
    starts with the header."""

    def __init__(self, path: str | os.PathLike[str], max_bytes: int = MAX_BYTES, backups: int = BACKUPS) -> None:
        if max_bytes < 1024 or backups < 0:
            raise ValueError(f"a trace file needs max_bytes >= 1024 and backups >= 0 (not {max_bytes}, {backups})")
        self.path = Path(path)
        self.max_bytes = max_bytes
        self.backups = backups
        self._file: Any = None
        self._header = b""
        self._size = 0

    def start(self, header: dict[str, Any]) -> None:
        self._header = _line(header)
        self._open()

    def _open(self) -> None:
        self._file = open(self.path, "wb")  # held open for the tracer's life
        self._file.write(self._header)
        self._file.flush()
        self._size = len(self._header)

    def write(self, lines: bytes) -> None:
        data = lines
        # Whole lines up to the cap, then the next file: no file passes it unless one line alone does.
        while self._size + len(data) > self.max_bytes:
            fit = data.rfind(b"\n", 0, self.max_bytes - self._size) + 1
            if not fit:
                if self._size > len(self._header):
                    self._rotate()
                    continue
                fit = data.find(b"\n") + 1  # one line alone longer than the cap: a file of its own
            self._file.write(data[:fit])
            data = data[fit:]
            self._rotate()
        self._file.write(data)
        self._file.flush()
        self._size += len(data)

    def _rotate(self) -> None:
        self._file.close()
        if self.backups:
            for n in range(self.backups - 1, 0, -1):
                older = self.path.with_name(f"{self.path.name}.{n}")
                if older.exists():
                    older.replace(self.path.with_name(f"{self.path.name}.{n + 1}"))
            self.path.replace(self.path.with_name(f"{self.path.name}.1"))
        self._open()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


class Tracer:
    """Traces the connections it is given (`Connection(tracer=...)`, or `--trace FILE` on the command line).

    Args:
        path: the trace file (JSON lines, docs/observability.md has the format); None for no file (sinks only).
        payloads: keep each message's params, result or error in its record (`"payload"`); one longer than
            `payload_limit` bytes of JSON is cut to them and marked `"truncated": true` (the payload is then a
            string: the start of its JSON).
        max_bytes / backups: the file is rotated past `max_bytes` into `path.1` … `path.{backups}`.
        sinks: more places for the records (`OtelSink()`).
        process: the name the header gives this process (default: the program's name).
        interval: seconds between the writer thread's takes (what a crash may lose).
        max_buffered: bytes of lines that may accumulate between two takes; past it the oldest lines are dropped
            and a `{"dropped": N}` line says how many.

    The writer thread starts at once; `close()` (or leaving a `with` block) writes what is left and stops it. A
    tracer left open is closed at interpreter exit (its thread is a daemon: still running when `atexit` runs).
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        payloads: bool = False,
        payload_limit: int = PAYLOAD_LIMIT,
        max_bytes: int = MAX_BYTES,
        backups: int = BACKUPS,
        sinks: Iterable[Sink] = (),
        process: str | None = None,
        interval: float = INTERVAL,
        max_buffered: int = MAX_BUFFERED,
    ) -> None:
        if not interval > 0 or max_buffered < 1:
            raise ValueError(f"interval must be > 0 and max_buffered >= 1, not {interval!r} and {max_buffered!r}")
        if payload_limit < 1:
            raise ValueError(f"payload_limit must be at least 1 byte, not {payload_limit!r}")
        self.payloads = payloads
        self.payload_limit = payload_limit
        self.records = bytearray()
        self.dropped = 0
        self._hops: dict[str, str] = {}  # hop label -> the connection name it stands for
        self._sinks: list[Sink] = list(sinks)
        if path is not None:
            self._sinks.insert(0, FileSink(path, max_bytes, backups))
        self._interval = interval
        self._max_buffered = max_buffered
        self._stop = threading.Event()
        self._closed = False
        header = {
            "trace": "acp-fast",
            "version": TRACE_VERSION,
            "process": process or Path(sys.argv[0] if sys.argv and sys.argv[0] else "python").name,
            "pid": os.getpid(),
            "clock": {"monotonic": time.monotonic(), "epoch": time.time()},
        }
        for sink in self._sinks:
            sink.start(header)
        self._thread = threading.Thread(target=self._run, name="acp-fast tracer", daemon=True)
        self._thread.start()
        # Closed at exit before what was set up earlier is torn down (atexit runs last in, first out): an
        # OpenTelemetry provider made before the tracer still takes its last spans.
        atexit.register(self.close)

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            self._take()
        self._take()
        for sink in self._sinks:
            try:
                sink.close()
            except Exception:
                logger.exception("closing trace sink %r failed", sink)

    def _take(self) -> None:
        records = self.records
        if not records:
            return
        data = bytes(records)  # one copy, made under the GIL: no line is cut
        size = len(data)
        del records[:size]  # lines that came since stay for the next take
        if size > self._max_buffered:
            cut = data.find(b"\n", size - self._max_buffered - 1) + 1 or size  # whole lines, the last that fit
            lost = data.count(b"\n", 0, cut)
            self.dropped += lost
            logger.warning("tracer fell behind: %d records dropped", lost)
            data = data[cut:]
            first = data[: data.find(b"\n") + 1]
            data = _line({"dropped": lost, "t": loads(first)["t"] if first else time.monotonic()}) + data
        # In chunks of whole lines: the loop's thread gets the GIL back between two.
        start = 0
        while start < len(data):
            end = data.rfind(b"\n", start, start + CHUNK) + 1 or data.find(b"\n", start) + 1 or len(data)
            chunk = data[start:end]
            start = end
            for sink in self._sinks:
                try:
                    sink.write(chunk)
                except Exception:
                    logger.exception("trace sink %r failed: %d bytes of records not written there", sink, len(chunk))

    def hop(self, name: str) -> str:
        """The hop of the connection named `name` in the records (called when tracing of it starts, on the loop's
        thread). A name of the form `label (detail)`, as the conductor and the fan-out proxy name a component's
        connection after its command, is the hop `label`, and a hop line `{"t", "hop", "name"}` gives the full name
        once; any other name, or a label another name has taken, is the hop itself. Short hops keep the records
        short: a command line in every record tripled what tracing a conductor cost."""
        cut = name.find(" (")
        if cut <= 0 or not name.endswith(")"):
            return name
        label = name[:cut]
        known = self._hops.get(label)
        if known is None:
            self._hops[label] = name
            self.records += _line({"t": time.monotonic(), "hop": label, "name": name})
        return label if known in (None, name) else name

    def close(self) -> None:
        """Write what is left and stop the writer thread (idempotent)."""
        if self._closed:
            return
        self._closed = True
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join()
        atexit.unregister(self.close)

    def __enter__(self) -> Tracer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()
