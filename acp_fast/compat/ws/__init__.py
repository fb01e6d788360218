"""ACP over WebSocket, as the official SDK has it (`acp.ws`): `create_websocket_stream`, on acp-fast's WebSocket
transport (`acp_fast.network`). Its dependencies are the `ws` extra (`pip install 'acp-fast[ws]'`), imported on
first use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._missing import missing_name

__all__ = ["create_websocket_stream"]

if TYPE_CHECKING:
    from .client import create_websocket_stream


def __getattr__(name: str) -> Any:
    if name == "create_websocket_stream":
        from .client import create_websocket_stream

        return create_websocket_stream
    raise missing_name(__name__, name)
