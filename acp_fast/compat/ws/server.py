"""`handle_asgi_websocket`: serve one ASGI WebSocket as an ACP connection of an `AcpServer`, as the official SDK
has it (`acp.ws.server`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..http.server import AcpServer

__all__ = ["handle_asgi_websocket"]


async def handle_asgi_websocket(server: AcpServer, scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Serve the ASGI `websocket` scope as a new connection of `server`, until either side closes it."""
    if scope.get("type") != "websocket":
        raise ValueError(f"handle_asgi_websocket serves a websocket scope, not {scope.get('type')!r}")
    await server.app(scope, receive, send)
