"""`AcpServer`: serves an agent to any number of clients over Streamable HTTP and WebSocket, one agent per
connection from an official-style agent factory, as the official SDK has it (`acp.http.server`).

Each connection is acp-fast's (`acp_fast.network.asgi_app`): its own `acp_fast.Connection`, on which an
`AgentSideConnection` serves `agent_factory(conn)`. `app` is the ASGI application; `acp.http.asgi` mounts it.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable

from ...connection import Connection
from ...network import asgi_app
from ..agent.connection import AgentSideConnection
from ..interfaces import Agent

__all__ = ["AcpServer", "AgentFactory"]

AgentFactory = Callable[[AgentSideConnection], Agent]


class AcpServer:
    """Serves `agent_factory(conn)` (called once per connection with its `AgentSideConnection`, returning the
    `Agent` for that connection) over Streamable HTTP and WebSocket: `app` is the ASGI application."""

    def __init__(self, agent_factory: AgentFactory) -> None:
        self._agent_factory = agent_factory
        self._connections: weakref.WeakSet[Connection] = weakref.WeakSet()
        self.app = asgi_app(self._accept)

    def _accept(self, conn: Connection) -> None:
        AgentSideConnection(self._agent_factory, conn)
        self._connections.add(conn)

    async def close(self) -> None:
        """Close every connection (each as `Connection.close()` does: what it queued gets the linger time)."""
        await asyncio.gather(*(conn.close() for conn in list(self._connections)))
