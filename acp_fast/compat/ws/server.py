"""`handle_asgi_websocket` (0.12.1) and `handle_websocket` (1.0.0rc3): serve one WebSocket as an ACP connection,
as the official SDK has them (`acp.ws.server`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..http.server import AcpServer, AgentFactory

__all__ = ["handle_asgi_websocket", "handle_websocket"]


async def handle_asgi_websocket(server: AcpServer, scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Serve the ASGI `websocket` scope as a new connection of `server`, until either side closes it."""
    if scope.get("type") != "websocket":
        raise ValueError(f"handle_asgi_websocket serves a websocket scope, not {scope.get('type')!r}")
    await server.app(scope, receive, send)


async def handle_websocket(agent_factory: AgentFactory, websocket: Any) -> None:
    """Serve `websocket`, a Starlette `WebSocket` not accepted yet (or any object with the `scope`, `receive` and
    `send` of an ASGI `websocket` scope), as one connection running `agent_factory(conn)`'s agent, until either side
    closes it."""
    from ..http.server import AcpServer

    await handle_asgi_websocket(AcpServer(agent_factory), websocket.scope, websocket.receive, websocket.send)
