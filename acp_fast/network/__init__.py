"""ACP over the network: WebSocket and Streamable HTTP (docs/network.md).

Each transport's dependencies are an optional extra (`acp-fast[ws]`, `acp-fast[http]`), imported only when one of
its names is first used; a missing extra raises an ImportError that names it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._http_client import connect_http
    from ._http_server import asgi_app
    from ._websocket import WebSocketServer, connect_websocket, serve_websocket

__all__ = ["WebSocketServer", "asgi_app", "connect_http", "connect_websocket", "serve_websocket"]

# name -> the private module that holds it (imported on first use: it imports the extra's libraries).
_LAZY = {
    "WebSocketServer": "._websocket",
    "connect_websocket": "._websocket",
    "serve_websocket": "._websocket",
    "asgi_app": "._http_server",
    "connect_http": "._http_client",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
