"""ACP over Streamable HTTP (and WebSocket, served on the same endpoint), as the official SDK has it (`acp.http`):
`AcpServer` and `create_http_stream`, on acp-fast's transports (`acp_fast.network`). The client's dependencies are
the `http` extra (`pip install 'acp-fast[http]'`), imported on first use."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._missing import missing_name

__all__ = ["AcpServer", "create_http_stream"]

if TYPE_CHECKING:
    from .client import create_http_stream
    from .server import AcpServer


def __getattr__(name: str) -> Any:
    if name == "create_http_stream":
        from .client import create_http_stream

        return create_http_stream
    if name == "AcpServer":
        from .server import AcpServer

        return AcpServer
    raise missing_name(__name__, name)
