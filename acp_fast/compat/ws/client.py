"""`create_websocket_stream`: a message `Transport` over a WebSocket, for `connect_to_agent`, as the official SDK
has it (`acp.ws.client`). The WebSocket is acp-fast's (`acp_fast.network.connect_websocket`): one JSON-RPC
message per text frame."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from ...network import connect_websocket
from .._cookies import MemoryAcpCookieStore
from .._network import NetworkTransport

if TYPE_CHECKING:
    from ...connection import Connection
    from .._transport import Transport

__all__ = ["MemoryAcpCookieStore", "create_websocket_stream"]


async def create_websocket_stream(
    url: str,
    *,
    headers: dict[str, str] | None = None,
    cookie_store: MemoryAcpCookieStore | None = None,
) -> Transport:
    """Open a WebSocket to `url` (`ws://` or `wss://`) and return it as a `Transport` (the first message to send is
    `initialize`).

    `headers` go with the opening handshake; the cookies of `cookie_store` (a store you keep between reconnects,
    for a load balancer's session affinity) go as its `Cookie` header unless `headers` has one.
    """
    request_headers = dict(headers or {})
    cookies = cookie_store.cookie_header() if cookie_store is not None else None
    if cookies and not any(name.lower() == "cookie" for name in request_headers):
        request_headers["Cookie"] = cookies
    transport = NetworkTransport(url)
    # The transport drives it as it drives a Connection: through `name` and `open_transport()` (see _network).
    await connect_websocket(cast("Connection", transport), url, headers=request_headers)
    return transport
