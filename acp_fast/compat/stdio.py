"""stdio: this process's stdin/stdout as asyncio streams, and connections to child processes over theirs."""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import stat
import sys
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path
from typing import Any

from .._fd_io import always_readable, own_terminal_reader, write_all
from ..transports import READ_SIZE
from .agent.connection import AgentSideConnection
from .client.connection import ClientSideConnection
from .connection import Connection, MethodHandler, StreamObserver
from .transports import spawn_stdio_transport

__all__ = ["spawn_agent_process", "spawn_client_process", "spawn_stdio_connection", "stdio_streams"]


class _WriteProtocol(asyncio.streams.FlowControlMixin):
    """The protocol behind a `StreamWriter` that only writes: flow control for `drain()`."""


class _FileWriteTransport(asyncio.WriteTransport):
    """Writes synchronously, for a stdout that is a regular file or a device: no event loop can watch those, and
    they never block for long."""

    def __init__(self, fd: int, protocol: asyncio.BaseProtocol) -> None:
        super().__init__()
        self._fd = fd
        self._protocol = protocol
        self._closed = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        write_all(self._fd, data)

    def get_write_buffer_size(self) -> int:
        return 0

    def get_write_buffer_limits(self) -> tuple[int, int]:
        return (0, 0)

    def is_closing(self) -> bool:
        return self._closed

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            os.close(self._fd)
            asyncio.get_running_loop().call_soon(self._protocol.connection_lost, None)

    def abort(self) -> None:
        self.close()


async def _feed_from_file(reader: asyncio.StreamReader, fd: int) -> None:
    """A stdin that is a regular file or a device such as /dev/null: always readable, read one chunk per turn."""
    try:
        while data := os.read(fd, READ_SIZE):
            reader.feed_data(data)
            await asyncio.sleep(0)
    finally:
        os.close(fd)
        reader.feed_eof()


_FEEDERS: set[asyncio.Task[None]] = set()


async def stdio_streams(limit: int | None = None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """`(reader of stdin, writer to stdout)` on the running loop. `limit`: the reader's buffer limit.

    stdin and stdout may be pipes, sockets, regular files, /dev/null or a terminal. The writer owns the original
    stdout: file descriptor 1 is pointed at stderr, so that a stray `print()` cannot corrupt the protocol stream.
    """
    loop = asyncio.get_running_loop()
    sys.stdout.flush()
    read_fd, write_fd = os.dup(0), os.dup(1)
    os.dup2(2, 1)
    read_stat, write_stat = os.fstat(read_fd), os.fstat(write_fd)
    if stat.S_ISSOCK(read_stat.st_mode) and (read_stat.st_dev, read_stat.st_ino) == (
        write_stat.st_dev,
        write_stat.st_ino,
    ):
        # One socket as stdin and stdout (a parent that started us with a socketpair): one stream pair over it.
        os.close(write_fd)
        sock = socket.socket(fileno=read_fd)
        if limit is None:
            return await asyncio.open_connection(sock=sock)
        return await asyncio.open_connection(sock=sock, limit=limit)
    reader = asyncio.StreamReader(limit=limit) if limit is not None else asyncio.StreamReader()
    read_mode = read_stat.st_mode
    read_fd = own_terminal_reader(read_fd, read_mode)
    if always_readable(read_fd, read_mode):
        feeder = loop.create_task(_feed_from_file(reader, read_fd))
        _FEEDERS.add(feeder)
        feeder.add_done_callback(_FEEDERS.discard)
    else:
        stdin = os.fdopen(read_fd, "rb", buffering=0)
        await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), stdin)
    write_mode = write_stat.st_mode
    protocol = _WriteProtocol()
    transport: asyncio.WriteTransport
    if stat.S_ISREG(write_mode) or stat.S_ISCHR(write_mode):
        transport = _FileWriteTransport(write_fd, protocol)
        protocol.connection_made(transport)
    elif stat.S_ISSOCK(write_mode):
        # Not connect_write_pipe: asyncio's pipe writer takes a readable socket for a closed one.
        sock = socket.socket(fileno=write_fd)
        sock.setblocking(False)
        transport, _ = await loop.create_connection(lambda: protocol, sock=sock)
        transport.pause_reading()  # used for writing only
    else:
        stdout = os.fdopen(write_fd, "wb", buffering=0)
        transport, _ = await loop.connect_write_pipe(lambda: protocol, stdout)
    return reader, asyncio.StreamWriter(transport, protocol, None, loop)


@contextlib.asynccontextmanager
async def _spawned(
    connect: Callable[[asyncio.StreamWriter, asyncio.StreamReader], Any],
    command: str,
    args: tuple[str, ...],
    transport_kwargs: Mapping[str, Any],
) -> AsyncIterator[tuple[Any, asyncio.subprocess.Process]]:
    """`(connect(writer to the child, reader from it), process)`; on exit the connection closes, then the child is
    stopped (see `spawn_stdio_transport`)."""
    async with spawn_stdio_transport(command, *args, **transport_kwargs) as (reader, writer, process):
        conn = connect(writer, reader)
        try:
            yield conn, process
        finally:
            await conn.close()


@contextlib.asynccontextmanager
async def spawn_stdio_connection(
    handler: MethodHandler,
    command: str,
    *args: str,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    observers: list[StreamObserver] | None = None,
    **transport_kwargs: Any,
) -> AsyncIterator[tuple[Connection, asyncio.subprocess.Process]]:
    """A raw `Connection` to a child process over its stdio, as `(conn, process)`."""

    def connect(writer: asyncio.StreamWriter, reader: asyncio.StreamReader) -> Connection:
        return Connection(handler, writer, reader, observers=observers)

    async with _spawned(connect, command, args, {"env": env, "cwd": cwd, **transport_kwargs}) as spawned:
        yield spawned


@contextlib.asynccontextmanager
async def spawn_agent_process(
    to_client: Callable[[Any], Any] | Any,
    command: str,
    *args: str,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    transport_kwargs: Mapping[str, Any] | None = None,
    **connection_kwargs: Any,
) -> AsyncIterator[tuple[ClientSideConnection, asyncio.subprocess.Process]]:
    """Start an agent process and yield `(connection to it, process)`, serving `to_client` to it."""

    def connect(writer: asyncio.StreamWriter, reader: asyncio.StreamReader) -> ClientSideConnection:
        return ClientSideConnection(to_client, writer, reader, **connection_kwargs)

    async with _spawned(connect, command, args, {"env": env, "cwd": cwd, **(transport_kwargs or {})}) as spawned:
        yield spawned


@contextlib.asynccontextmanager
async def spawn_client_process(
    to_agent: Callable[[Any], Any] | Any,
    command: str,
    *args: str,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    transport_kwargs: Mapping[str, Any] | None = None,
    **connection_kwargs: Any,
) -> AsyncIterator[tuple[AgentSideConnection, asyncio.subprocess.Process]]:
    """Start a client process and yield `(connection to it, process)`, serving `to_agent` to it."""

    def connect(writer: asyncio.StreamWriter, reader: asyncio.StreamReader) -> AgentSideConnection:
        return AgentSideConnection(to_agent, writer, reader, **connection_kwargs)

    async with _spawned(connect, command, args, {"env": env, "cwd": cwd, **(transport_kwargs or {})}) as spawned:
        yield spawned
