"""stdio: this process's stdin/stdout as asyncio streams, and connections to child processes over theirs."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator, Callable, Mapping
from pathlib import Path
from typing import Any

from .agent.connection import AgentSideConnection
from .client.connection import ClientSideConnection
from .connection import Connection, MethodHandler, StreamObserver
from .transports import spawn_stdio_transport

__all__ = ["spawn_agent_process", "spawn_client_process", "spawn_stdio_connection", "stdio_streams"]


class _WriteProtocol(asyncio.streams.FlowControlMixin):
    """The protocol behind a `StreamWriter` on a write pipe: flow control for `drain()`, nothing to read."""


async def stdio_streams(limit: int | None = None) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """`(reader of stdin, writer to stdout)` on the running loop. `limit`: the reader's buffer limit."""
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=limit) if limit is not None else asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    transport, protocol = await loop.connect_write_pipe(_WriteProtocol, sys.stdout)
    return reader, asyncio.StreamWriter(transport, protocol, None, loop)


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
    """A raw `Connection` to a child process over its stdio; closed (and the child stopped) on exit."""
    async with spawn_stdio_transport(command, *args, env=env, cwd=cwd, **transport_kwargs) as (reader, writer, proc):
        conn = Connection(handler, writer, reader, observers=observers)
        try:
            yield conn, proc
        finally:
            await conn.close()


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
    """Start an agent process and yield `(connection to it, process)`; on exit the connection closes and the
    child is stopped (see `spawn_stdio_transport`)."""
    async with spawn_stdio_transport(command, *args, env=env, cwd=cwd, **dict(transport_kwargs or {})) as (
        reader,
        writer,
        process,
    ):
        conn = ClientSideConnection(to_client, writer, reader, **connection_kwargs)
        try:
            yield conn, process
        finally:
            await conn.close()


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
    async with spawn_stdio_transport(command, *args, env=env, cwd=cwd, **dict(transport_kwargs or {})) as (
        reader,
        writer,
        process,
    ):
        conn = AgentSideConnection(to_agent, writer, reader, **connection_kwargs)
        try:
            yield conn, process
        finally:
            await conn.close()
