"""MCP over ACP: MCP servers offered to the agent through the ACP connection itself (docs/mcp.md).

A client or a proxy (the *provider*) offers servers with an `McpProvider`; the agent (the *consumer*) calls them
with an `McpCaller`. The servers are written with the official MCP Python SDK (`from_mcp_server`, the `mcp` extra)
or as plain handlers; the agent's side needs nothing but acp-fast, or hands a server to the SDK's own client
(`mcp_client_transport`). `McpHttpBridge` (and `acp-fast mcp-bridge`) re-exports the servers as loopback HTTP
endpoints for an agent that takes only URLs. `from_mcp_server` and `mcp_client_transport` import the MCP SDK on
first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._binding import (
    BACKEND_FAILED,
    MCP_MESSAGE_METHOD,
    MCP_PROTOCOL_VERSION,
    RESOURCE_LIMIT_EXCEEDED,
    SERVER_UNAVAILABLE,
    McpError,
    is_acp_server,
)
from .bridge import McpHttpBridge
from .caller import McpCaller, McpServerClient
from .provider import SESSION_SETUP_METHODS, McpCall, McpHandler, McpProvider, McpServerRegistration

if TYPE_CHECKING:
    from .sdk_client import mcp_client_transport
    from .sdk_server import McpSdkServer, from_mcp_server

__all__ = [
    "BACKEND_FAILED",
    "MCP_MESSAGE_METHOD",
    "MCP_PROTOCOL_VERSION",
    "RESOURCE_LIMIT_EXCEEDED",
    "SERVER_UNAVAILABLE",
    "SESSION_SETUP_METHODS",
    "McpCall",
    "McpCaller",
    "McpError",
    "McpHandler",
    "McpHttpBridge",
    "McpProvider",
    "McpSdkServer",
    "McpServerClient",
    "McpServerRegistration",
    "from_mcp_server",
    "is_acp_server",
    "mcp_client_transport",
]

# name -> the module that holds it, imported on first use: the MCP SDK takes about a second to import.
_LAZY = {
    "McpSdkServer": "sdk_server",
    "from_mcp_server": "sdk_server",
    "mcp_client_transport": "sdk_client",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    try:
        value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    except ImportError as exc:
        if exc.name != "mcp" and not (exc.name or "").startswith("mcp."):
            raise
        raise ImportError(
            f"acp_fast.mcp.{name} needs the MCP Python SDK: pip install 'acp-fast[mcp]' ({exc})", name=exc.name
        ) from exc
    globals()[name] = value
    return value
