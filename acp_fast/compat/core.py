"""The entry points: `run_agent` (serve an agent, on stdio by default) and `connect_to_agent`, with the classes
and names the official SDK's `acp.core` gathers."""

from __future__ import annotations

import asyncio
from typing import Any

from .agent.connection import AgentSideConnection
from .client.connection import ClientSideConnection
from .connection import Connection, JsonValue, MethodHandler
from .exceptions import RequestError
from .interfaces import Agent, Client

__all__ = [
    "DEFAULT_STDIO_BUFFER_LIMIT_BYTES",
    "Agent",
    "AgentSideConnection",
    "Client",
    "ClientSideConnection",
    "Connection",
    "JsonValue",
    "MethodHandler",
    "RequestError",
    "connect_to_agent",
    "run_agent",
]

# The stdin reader's buffer limit in `run_agent` (messages themselves may be longer: they are read in chunks).
DEFAULT_STDIO_BUFFER_LIMIT_BYTES = 50 * 1024 * 1024


async def run_agent(
    agent: Any,
    input_stream: Any = None,
    output_stream: Any = None,
    *,
    use_unstable_protocol: bool = False,
    stdio_buffer_limit_bytes: int = DEFAULT_STDIO_BUFFER_LIMIT_BYTES,
    **connection_kwargs: Any,
) -> None:
    """Serve `agent` until the client goes away: on this process's stdin/stdout, or on `input_stream` (the
    `StreamWriter` to the client, or a message `Transport`) and `output_stream` (the `StreamReader` from it)."""
    if input_stream is None and output_stream is None:
        from .stdio import stdio_streams

        output_stream, input_stream = await stdio_streams(limit=stdio_buffer_limit_bytes)
    conn = AgentSideConnection(
        agent,
        input_stream,
        output_stream,
        listening=False,
        use_unstable_protocol=use_unstable_protocol,
        **connection_kwargs,
    )
    try:
        await conn.listen()
    finally:
        await asyncio.shield(conn.close())


def connect_to_agent(
    client: Any,
    input_stream: Any,
    output_stream: Any = None,
    *,
    use_unstable_protocol: bool = False,
    **connection_kwargs: Any,
) -> ClientSideConnection:
    """A `ClientSideConnection` serving `client` to the agent behind `input_stream` (the `StreamWriter` to it, or a
    message `Transport`) and `output_stream` (the `StreamReader` from it)."""
    return ClientSideConnection(
        client, input_stream, output_stream, use_unstable_protocol=use_unstable_protocol, **connection_kwargs
    )
