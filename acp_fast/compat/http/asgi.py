"""`create_asgi_app`: the ASGI application of an `AcpServer`, as the official SDK has it (`acp.http.asgi`): POST,
GET (SSE) and DELETE on the endpoint, and WebSocket upgrades, on whatever path it is mounted at (or, given a `path`
as 1.0.0rc3 takes it, on that path only).

Run it under an ASGI server; Hypercorn serves HTTP/2, which the transport is designed for (Uvicorn serves HTTP/1.1
and WebSocket)."""

from __future__ import annotations

import json
from typing import Any

from .server import AcpServer, AgentFactory

__all__ = ["AcpAsgiApp", "create_asgi_app"]


class AcpAsgiApp:
    """The ASGI 3 application of `server`; the lifespan's shutdown closes its connections. With `path`, HTTP
    requests and WebSockets for any other path (relative to the `root_path` it is mounted at) are refused: 404, and
    a close before the WebSocket is accepted (which servers answer with 403)."""

    def __init__(self, server: AcpServer, *, path: str | None = None) -> None:
        self._server = server
        self._path = path

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if self._path is not None and scope["type"] in ("http", "websocket") and _route_path(scope) != self._path:
            await _not_found(scope, send)
            return
        await self._server.app(scope, receive, send)


def create_asgi_app(agent_factory: AgentFactory, *, path: str | None = None) -> AcpAsgiApp:
    """An ASGI application serving `agent_factory(conn)`, one agent per connection, over Streamable HTTP and
    WebSocket: on any path (0.12.1's behaviour, the default), or on `path` only (1.0.0rc3's, whose default is
    `/acp`: pass it for that)."""
    return AcpAsgiApp(AcpServer(agent_factory), path=path)


def _route_path(scope: dict[str, Any]) -> str:
    """The request's path below the `root_path` the application is mounted at (servers include the root path in
    `path`), as Starlette's routing reads it."""
    path: str = scope["path"]
    root = scope.get("root_path") or ""
    if root and path.startswith(root) and (len(path) == len(root) or path[len(root)] == "/"):
        return path[len(root) :]
    return path


async def _not_found(scope: dict[str, Any], send: Any) -> None:
    reason = f"no ACP endpoint at {scope['path']}"
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008, "reason": reason})
        return
    await send({"type": "http.response.start", "status": 404, "headers": [(b"content-type", b"application/json")]})
    await send({"type": "http.response.body", "body": json.dumps({"error": reason}).encode()})
