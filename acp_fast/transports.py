"""Transports: sockets, pipes, stdio, child processes and asyncio streams, each driving a Connection through its
public `TransportEnd` (`Connection.open_transport()`), as a transport written elsewhere would (docs/transports.md).

One protocol class serves every stream (socket, read pipe, write pipe). Regular files, which no event loop can
poll, get small synchronous adapters (`_FileReader`, `_FileWriter`). asyncio's `StreamReader`/`StreamWriter`
pairs get `connect_streams`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import select
import shlex
import signal
import socket
import stat
import sys
from collections.abc import AsyncIterator, Callable
from typing import Any, Protocol, cast

from ._engine import TransportEnd
from ._fd_io import always_readable, own_terminal_reader, write_all

__all__ = ["StreamLink", "TransportEnd", "connect_pipes", "connect_socket", "connect_stdio", "connect_streams", "spawn"]

logger = logging.getLogger("acp_fast")

# asyncio's default loop reads 256 KiB per recv(): a fresh allocation per read that costs up to 3x at one request
# in flight (docs/performance.md#uvloop). 64 KiB is the size of a pipe buffer anyway.
READ_SIZE = 64 * 1024


class Connectable(Protocol):
    """What these transports need of a connection (a `Connection` is one)."""

    def open_transport(self, *, messages: bool = False) -> TransportEnd: ...

    async def close(self) -> None: ...

    async def connect_pipes(self, read_fd: int, write_fd: int) -> None: ...


# How long a spawned child gets to exit after its stdin closes, and then after SIGTERM.
EXIT_TIMEOUT = 5.0


class _StreamProtocol(asyncio.Protocol):
    """Bytes in → the connection's end; flow control and close → the connection.

    The transport is bound to the connection in `connection_made`, before the loop can deliver any data.
    """

    def __init__(self, end: TransportEnd, reads: bool, writes: bool, output_fd: int | None = None) -> None:
        self._end = end
        self._reads = reads
        self._writes = writes
        self._output_fd = output_fd  # where the answers to what this reads are written (checked at its end)
        self.transport: asyncio.BaseTransport | None = None
        if reads:
            # The hot path: bytes go straight to the router, which flushes the answers at the end of the read.
            self.data_received = end.feed  # type: ignore[method-assign, assignment]

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        if self._writes:
            self._end.set_writer(transport)  # type: ignore[arg-type]
        if self._reads:
            if hasattr(transport, "max_size"):
                transport.max_size = READ_SIZE
            self._end.add_reader(transport)  # type: ignore[arg-type]

    def data_received(self, data: bytes) -> None:
        pass  # a socket used for writing only: nothing is expected from it

    def eof_received(self) -> bool:
        if self._reads:
            self._end.feed_eof()
            transport = self.transport
            if self._output_fd is not None and transport is not None and _nobody_reads(self._output_fd):
                # Not a half-close: the peer is gone (it exited, was killed, closed both ends). Nothing written
                # reaches it, so the connection shuts down now rather than drain answers for nobody; what it
                # forwarded for the peer is abandoned at once (docs/connection.md, "Lifetime"). This transport is
                # closed first (a part reported lost is one the connection no longer closes): dropping what it
                # holds for the peer when it writes too (read pipes have no abort).
                if self._writes:
                    cast(asyncio.Transport, transport).abort()
                else:
                    transport.close()
                self._end.lost(transport, BrokenPipeError("the peer closed its end: its input ended too"))
        return True  # keep the transport: the connection closes it once its output is written

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is not None:
            self._end.lost(self.transport, exc)

    def pause_writing(self) -> None:
        self._end.pause_writing()

    def resume_writing(self) -> None:
        self._end.resume_writing()


def _nobody_reads(fd: int) -> bool:
    """True when what is written to `fd` can no longer be read: a pipe whose read end is closed (POLLERR), a socket
    shut down both ways (POLLHUP). A peer that only half-closed (its output ended, it still reads) is neither."""
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    try:
        events = poller.poll(0)
    except OSError:
        return False
    return any(mask & (select.POLLERR | select.POLLHUP) and not mask & select.POLLNVAL for _, mask in events)


async def connect_socket(conn: Connectable, sock: socket.socket) -> None:
    """Run `conn` over a connected stream socket (socketpair, TCP, Unix). Returns once connected."""
    await _connect_socket(conn.open_transport(), sock)


async def _connect_socket(
    end: TransportEnd, sock: socket.socket, *, writes: bool = True, output_fd: int | None = None
) -> None:
    """`output_fd`: where the connection writes when not to this socket (`writes` False)."""
    loop = asyncio.get_running_loop()
    sock.setblocking(False)
    if writes:
        output_fd = sock.fileno()
    await loop.create_connection(
        lambda: _StreamProtocol(end, reads=True, writes=writes, output_fd=output_fd), sock=sock
    )


async def connect_pipes(conn: Connectable, read_fd: int, write_fd: int) -> None:
    """Run `conn` over two file descriptors (for example a child's stdout and stdin). Takes ownership of both."""
    end = conn.open_transport()
    loop = asyncio.get_running_loop()
    read_mode, write_mode = os.fstat(read_fd), os.fstat(write_fd)
    if stat.S_ISSOCK(read_mode.st_mode) and (read_mode.st_dev, read_mode.st_ino) == (
        write_mode.st_dev,
        write_mode.st_ino,
    ):
        # Both ends are one socket (a child started with a socketpair as stdin and stdout): one transport.
        os.close(write_fd)
        await _connect_socket(end, socket.socket(fileno=read_fd))
        return
    # The writer is attached before reading starts, so that a request arriving at once can be answered.
    if stat.S_ISREG(write_mode.st_mode) or stat.S_ISCHR(write_mode.st_mode):
        # Files never block on a reader. A terminal must not get a pipe writer either: uvloop's reads from it
        # (to notice a closed pipe) and would swallow the input typed into the same terminal.
        end.set_writer(_FileWriter(end, write_fd))
    elif stat.S_ISSOCK(write_mode.st_mode):
        # Not connect_write_pipe: asyncio's pipe writer takes a readable socket for a closed one.
        sock = socket.socket(fileno=write_fd)
        sock.setblocking(False)
        transport, _ = await loop.create_connection(lambda: _StreamProtocol(end, reads=False, writes=True), sock=sock)
        transport.pause_reading()  # used for writing only
    else:
        await loop.connect_write_pipe(
            lambda: _StreamProtocol(end, reads=False, writes=True), os.fdopen(write_fd, "wb", buffering=0)
        )
    read_fd = own_terminal_reader(read_fd, read_mode.st_mode)
    if always_readable(read_fd, read_mode.st_mode):
        reader = _FileReader(end, read_fd)
        end.add_reader(reader)
        reader.start()
    elif stat.S_ISSOCK(read_mode.st_mode):
        await _connect_socket(end, socket.socket(fileno=read_fd), writes=False, output_fd=write_fd)
    else:
        await loop.connect_read_pipe(
            lambda: _StreamProtocol(end, reads=True, writes=False, output_fd=write_fd),
            os.fdopen(read_fd, "rb", buffering=0),
        )


async def connect_stdio(conn: Connectable) -> None:
    """Run `conn` over this process's stdin/stdout (pipes, sockets, regular files or a terminal); fd 1 is then
    pointed at stderr, so that a stray print cannot corrupt the protocol stream."""
    sys.stdout.flush()
    read_fd = os.dup(0)
    write_fd = os.dup(1)
    # From here on the wire owns the original stdout; fd 1 goes to stderr so that stray prints land there.
    os.dup2(2, 1)
    await connect_pipes(conn, read_fd, write_fd)


async def connect_streams(conn: Connectable, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Run `conn` over an asyncio stream pair (from `asyncio.open_connection`, `start_server`, ...): newline-delimited
    JSON, flow control through `drain()`, half-close honoured. Returns once connected; reading runs in a task."""
    StreamLink(conn.open_transport(), reader, writer).start()


class StreamLink:
    """A `StreamReader`/`StreamWriter` pair as one part of a connection's transport: its writer (`ByteWriter`) and
    its reader (`ReadControl`), bound to `end` when built; reading starts with `start()`.

    `read_timeout`: seconds without input after which the link closes (the connection then fails its pending
    requests), None for none. `on_input(data)` / `on_output(data)` see the bytes read and written (whole lines on
    output), for observers.
    """

    def __init__(
        self,
        end: TransportEnd,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        *,
        read_timeout: float | None = None,
        on_input: Callable[[bytes], None] | None = None,
        on_output: Callable[[bytes], None] | None = None,
    ) -> None:
        self._end = end
        self._reader = reader
        self._writer = writer
        self._timeout = read_timeout
        self._on_input = on_input
        self._on_output = on_output
        self._reading = asyncio.Event()
        self._reading.set()
        self._closed = asyncio.Event()
        self._draining: asyncio.Task[None] | None = None
        self._task: asyncio.Task[None] | None = None
        self._error: BaseException | None = None  # what ended the reading, for `lost()`
        end.set_writer(self)
        end.add_reader(self)

    def start(self) -> None:
        """Start reading (once, and never after `close()`; later calls do nothing)."""
        if self._task is None and not self._closed.is_set():
            self._task = asyncio.get_running_loop().create_task(self._read())
            # Reported from the task's end, which comes even when it is cancelled before it ever ran.
            self._task.add_done_callback(self._read_done)

    def _read_done(self, task: asyncio.Task[None]) -> None:
        self._end.lost(self, self._error)

    async def closed(self) -> None:
        """Wait until reading has ended."""
        if self._task is not None:
            await asyncio.gather(self._task, return_exceptions=True)

    async def _read(self) -> None:
        end = self._end
        try:
            while True:
                await self._reading.wait()
                if self._timeout is None:
                    data = await self._reader.read(READ_SIZE)
                else:
                    data = await asyncio.wait_for(self._reader.read(READ_SIZE), self._timeout)
                if not data:
                    break
                if self._on_input is not None:
                    self._on_input(data)
                end.feed(data)
            end.feed_eof()
            await self._closed.wait()  # the connection closes the link once its answers are written
        except TimeoutError as error:
            logger.error("no input for read_timeout=%ss: closing the connection", self._timeout)
            self._error = error
            self._writer.close()
        except (OSError, asyncio.IncompleteReadError) as error:
            self._error = error
        except asyncio.CancelledError:
            self._writer.close()
            raise

    # ByteWriter
    def write(self, data: bytes) -> None:
        if self._on_output is not None:
            self._on_output(data)
        self._writer.write(data)
        transport = self._writer.transport
        if self._draining is None and transport.get_write_buffer_size() > transport.get_write_buffer_limits()[1]:
            self._end.pause_writing()
            self._draining = asyncio.get_running_loop().create_task(self._drain())

    async def _drain(self) -> None:
        try:
            await self._writer.drain()
        except OSError:
            pass  # the stream is lost: the read task reports it
        finally:
            self._draining = None
            self._end.resume_writing()

    def is_closing(self) -> bool:
        return self._writer.is_closing()

    def close(self) -> None:
        if self._closed.is_set():
            return
        self._reading.set()  # a paused read loop must see the end
        self._closed.set()
        self._writer.close()
        if self._task is None:  # never started: nothing else will report the end
            self._end.lost(self)
        elif not self._reader.at_eof():
            # The connection is shutting down. Closing the writer ends the input of a socket, not that of a second
            # stream (a child's stdout, our stdin), so the read is stopped here rather than waiting for the peer.
            self._task.cancel()

    def abort(self) -> None:
        transport = self._writer.transport
        if transport.get_write_buffer_size():  # output still unwritten: drop it (a closed transport holds none)
            transport.abort()

    def get_write_buffer_size(self) -> int:
        return self._writer.transport.get_write_buffer_size()

    # ReadControl
    def pause_reading(self) -> None:
        self._reading.clear()

    def resume_reading(self) -> None:
        self._reading.set()


class _FileReader(asyncio.ReadTransport):
    """Reads a regular file or a device such as /dev/null in chunks, one chunk per loop turn."""

    def __init__(self, end: TransportEnd, fd: int) -> None:
        super().__init__()
        self._end = end
        self._fd = fd
        self._loop = asyncio.get_running_loop()
        self._reading = True
        self._closed = False
        self._handle: asyncio.Handle | None = None

    def start(self) -> None:
        self._handle = self._loop.call_soon(self._read)

    def _read(self) -> None:
        self._handle = None
        if self._closed or not self._reading:
            return
        try:
            data = os.read(self._fd, READ_SIZE)
        except OSError as exc:
            self._finish(exc)
            return
        if not data:
            self._end.feed_eof()
            self._finish(None)
            return
        self._end.feed(data)
        if self._reading and not self._closed:
            self._handle = self._loop.call_soon(self._read)

    def _finish(self, exc: Exception | None) -> None:
        if not self._closed:
            self._closed = True
            os.close(self._fd)
            self._end.lost(self, exc)

    def is_reading(self) -> bool:
        return self._reading and not self._closed

    def pause_reading(self) -> None:
        self._reading = False

    def resume_reading(self) -> None:
        if not self._reading and not self._closed:
            self._reading = True
            if self._handle is None:
                self._handle = self._loop.call_soon(self._read)

    def is_closing(self) -> bool:
        return self._closed

    def close(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
        self._loop.call_soon(self._finish, None)


class _FileWriter(asyncio.WriteTransport):
    """Writes synchronously: to a regular file (stdout redirected to a file) or a terminal."""

    def __init__(self, end: TransportEnd, fd: int) -> None:
        super().__init__()
        self._end = end
        self._fd = fd
        self._closed = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        write_all(self._fd, data)

    def get_write_buffer_size(self) -> int:
        return 0

    def is_closing(self) -> bool:
        return self._closed

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            os.close(self._fd)
            asyncio.get_running_loop().call_soon(self._end.lost, self, None)

    def abort(self) -> None:
        self.close()


@contextlib.asynccontextmanager
async def spawn(conn: Connectable, argv: list[str], **popen_kwargs: Any) -> AsyncIterator[asyncio.subprocess.Process]:
    """Start `argv` as a child process and run `conn` over its stdin/stdout.

    stderr is passed through unless `stderr=` says otherwise; `asyncio.subprocess.PIPE` is drained into the
    `acp_fast.child` logger so that it can never fill up. On exit: the connection closes (the child sees EOF on
    stdin), then the child gets `EXIT_TIMEOUT` seconds to exit, then SIGTERM, then SIGKILL. It is always reaped.

    A command that cannot be started raises the `OSError` naming it. The connection's `peer_info` names the child
    (`component`: the connection's name unless already set; `command`) and, once it has gone, its `exit_status`
    (`signal` when killed) and the last lines of its stderr when piped (`stderr_tail`): the errors of the requests
    that fail because it went away carry them. When its output ends, the connection is told once the child has
    exited, or after `EXIT_STATUS_WAIT` seconds if it has not.
    """
    argv = list(argv)
    if not argv:
        raise ValueError("spawn needs a command (argv is empty)")
    for key in ("stdin", "stdout"):
        if key in popen_kwargs:
            raise TypeError(f"spawn owns the child's {key}")
    command = shlex.join(argv)
    named = cast("_Named", conn) if hasattr(conn, "peer_info") else None
    if named is not None:
        named.peer_info = {"component": getattr(named, "name", argv[0]), **named.peer_info, "command": command}
    child_stdin, to_child = os.pipe()
    from_child, child_stdout = os.pipe()
    try:
        process = await asyncio.create_subprocess_exec(*argv, stdin=child_stdin, stdout=child_stdout, **popen_kwargs)
    except OSError as exc:
        for fd in (to_child, from_child):
            os.close(fd)
        # The error names the missing file at best: name the whole command.
        message = f"cannot start `{command}`: {exc.strerror or exc}"
        raise (type(exc)(message) if exc.errno is None else type(exc)(exc.errno, message)) from exc
    except BaseException:
        for fd in (to_child, from_child):
            os.close(fd)
        raise
    finally:
        os.close(child_stdin)
        os.close(child_stdout)
    drain = None
    tail: list[str] | None = None
    if process.stderr is not None:
        tail = []
        drain = asyncio.ensure_future(_drain_stderr(process.stderr, argv[0], tail))
    end: _ChildEnd | None = None
    try:
        try:
            end = _ChildEnd(conn, conn.open_transport(), process, named, tail, drain)
        except BaseException:
            for fd in (to_child, from_child):
                os.close(fd)
            raise
        await connect_pipes(end, from_child, to_child)
        yield process
    finally:
        try:
            await conn.close()
            await _reap(process)
        except BaseException:
            # Cancelled (or failed) while closing: the child must not outlive us.
            if process.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
            raise
        finally:
            tasks = [task for task in (drain, end.releasing if end is not None else None) if task is not None]
            await asyncio.gather(*tasks, return_exceptions=True)


# How long the end of a child's output waits for the child's exit status before the connection is told (the
# requests it then fails name the status; a child usually exits right after its stdout closes).
EXIT_STATUS_WAIT = 1.0
# What `peer_info["stderr_tail"]` keeps of a child's piped stderr: its last lines, at most this many characters.
STDERR_TAIL_LINES = 10
STDERR_TAIL_CHARS = 4096


class _Named(Protocol):
    """What `spawn` uses of a `Connection` beyond `Connectable`, when it has it."""

    name: str
    peer_info: dict[str, Any]
    is_closed: bool


class _ChildEnd:
    """The connection's end as a child's pipes see it (`spawn`), and the `Connectable` that `connect_pipes` opens it
    through. Everything passes straight on, except the end of the child's output (`feed_eof`, a part's `lost`): that
    is held until the child has exited, or `EXIT_STATUS_WAIT` s have passed, and the connection's `peer_info` has
    its exit status, so that the requests it fails then say how the child ended rather than only that it did.
    """

    def __init__(
        self,
        conn: Connectable,
        end: TransportEnd,
        process: asyncio.subprocess.Process,
        named: _Named | None,
        tail: list[str] | None,
        drain: asyncio.Future[None] | None,
    ) -> None:
        self._conn = conn
        self._end = end
        # The hot path, unwrapped.
        self.feed = end.feed
        self.feed_message = end.feed_message
        self.feed_messages = end.feed_messages
        self.messages = end.messages
        self._process = process
        self._named = named
        self._tail = tail
        self._drain = drain
        self._held: list[tuple[Callable[..., None], tuple[Any, ...]]] | None = None
        self._writer: Any = None  # the child's stdin
        self.releasing: asyncio.Task[None] | None = None  # from the end of the child's output on

    # Connectable, for connect_pipes
    def open_transport(self, *, messages: bool = False) -> TransportEnd:
        return self  # type: ignore[return-value]  # a TransportEnd in all it is used for

    async def close(self) -> None:
        await self._conn.close()

    async def connect_pipes(self, read_fd: int, write_fd: int) -> None:
        await connect_pipes(self, read_fd, write_fd)

    # TransportEnd
    def set_writer(self, writer: Any) -> None:
        self._writer = writer
        self._end.set_writer(writer)

    def add_reader(self, reader: Any) -> None:
        self._end.add_reader(reader)

    def pause_writing(self) -> None:
        self._end.pause_writing()

    def resume_writing(self) -> None:
        self._end.resume_writing()

    def feed_eof(self) -> None:
        self._hold(self._end.feed_eof)

    def lost(self, part: Any, exc: BaseException | None = None) -> None:
        self._hold(self._end.lost, part, exc)

    def _hold(self, call: Callable[..., None], *args: Any) -> None:
        if self._held is None:
            closing = self._named is not None and self._named.is_closed
            if self.releasing is not None or closing:
                # Released already, or the connection is closing itself (the child's end follows ours): nothing
                # to wait for.
                call(*args)
                return
            self._held = []
            self.releasing = asyncio.get_running_loop().create_task(self._release())
        self._held.append((call, args))

    async def _release(self) -> None:
        try:
            loop = asyncio.get_running_loop()
            deadline = loop.time() + EXIT_STATUS_WAIT
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(asyncio.shield(self._process.wait()), EXIT_STATUS_WAIT)
            if self._drain is not None:
                # The rest of its stderr (bounded too: a grandchild may hold the pipe open).
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(self._drain), max(deadline - loop.time(), 0.0))
            self._describe()
        finally:
            held, self._held = self._held or [], None
            for call, args in held:
                call(*args)
            if self._process.returncode is not None and self._writer is not None and not self._writer.is_closing():
                # The child has exited, so nothing written to its stdin can be read, whether or not its writer
                # has noticed yet (a killed child's stdout may end before its stdin does): dropping the writer
                # shuts the connection down, which then stops draining answers for nobody and abandons at once
                # what it forwarded for the child.
                self._writer.abort()

    def _describe(self) -> None:
        info: dict[str, Any] = {}
        status = self._process.returncode
        if status is not None:
            info["exit_status"] = status
            if status < 0:
                with contextlib.suppress(ValueError):
                    info["signal"] = signal.Signals(-status).name
        if self._tail:
            info["stderr_tail"] = "\n".join(self._tail)[-STDERR_TAIL_CHARS:]
        if self._named is not None and info:
            self._named.peer_info = {**self._named.peer_info, **info}


async def _drain_stderr(stream: asyncio.StreamReader, name: str, tail: list[str] | None = None) -> None:
    """Log the child's stderr line by line; lines of any length, never stopping before EOF. The last
    `STDERR_TAIL_LINES` lines are kept in `tail` (each cut to its last `STDERR_TAIL_CHARS`)."""
    child_log = logging.getLogger("acp_fast.child")

    def line(text: bytes) -> None:
        decoded = text.decode(errors="replace").rstrip()
        child_log.info("%s: %s", name, decoded)
        if tail is not None and decoded:
            tail.append(decoded[-STDERR_TAIL_CHARS:])
            del tail[:-STDERR_TAIL_LINES]

    pending = b""
    while chunk := await stream.read(READ_SIZE):
        *lines, pending = (pending + chunk).split(b"\n")
        for text in lines:
            line(text)
        if len(pending) > READ_SIZE:  # a very long line: log it in pieces rather than hold it
            line(pending)
            pending = b""
    if pending:
        line(pending)


async def _reap(process: asyncio.subprocess.Process) -> None:
    for step in (None, "terminate", "kill"):
        if step is not None and process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                getattr(process, step)()
        try:
            await asyncio.wait_for(asyncio.shield(process.wait()), EXIT_TIMEOUT)
            return
        except TimeoutError:
            logger.warning("child %d did not exit after %s", process.pid, step or "stdin closed")
    await process.wait()
