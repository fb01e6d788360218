"""`create_asgi_app`: the ASGI application of an `AcpServer`, as the official SDK has it (`acp.http.asgi`): POST,
GET (SSE) and DELETE on the endpoint, and WebSocket upgrades, on whatever path it is mounted at.

Run it under an ASGI server; Hypercorn serves HTTP/2, which the transport is designed for (Uvicorn serves HTTP/1.1
and WebSocket)."""

from __future__ import annotations

from typing import Any

from .server import AcpServer, AgentFactory

__all__ = ["AcpAsgiApp", "create_asgi_app"]


class AcpAsgiApp:
    """The ASGI 3 application of `server`; the lifespan's shutdown closes its connections."""

    def __init__(self, server: AcpServer) -> None:
        self._server = server

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        await self._server.app(scope, receive, send)


def create_asgi_app(agent_factory: AgentFactory) -> AcpAsgiApp:
    """An ASGI application serving `agent_factory(conn)`, one agent per connection, over Streamable HTTP and
    WebSocket."""
    return AcpAsgiApp(AcpServer(agent_factory))
