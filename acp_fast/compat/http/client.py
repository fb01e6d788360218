"""`create_http_stream`: a message `Transport` over Streamable HTTP, for `connect_to_agent`, as the official SDK has
it (`acp.http.client`). The transport is acp-fast's (`acp_fast.network.connect_http`): each message POSTed, what the
agent sends read from the connection's and each session's SSE stream."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, cast

from ...network import connect_http
from .._network import NetworkTransport

if TYPE_CHECKING:
    import httpx

    from ...connection import Connection
    from .._transport import Transport

__all__ = ["AcpHttpStatusError", "create_http_stream"]


class AcpHttpStatusError(RuntimeError):
    """An HTTP status the transport did not expect (the official SDK's name, for `except` clauses; acp-fast's
    transport reports an unexpected status as the `ConnectionError` that ends the connection, naming the status)."""

    def __init__(self, status_code: int, message: str) -> None:
        super().__init__(f"HTTP {status_code}: {message}")
        self.status_code = status_code


def create_http_stream(
    url: str,
    *,
    client: httpx.AsyncClient | None = None,
    headers: dict[str, str] | None = None,
) -> Transport:
    """A `Transport` to the Streamable HTTP endpoint at `url`; it connects when the first message, `initialize`, is
    sent.

    `client`: an `httpx.AsyncClient` of yours (not closed with the transport); by default one of its own, with
    HTTP/2 and a cookie jar. `headers` go with every request.
    """
    opener = functools.partial(_open, url=url, client=client, headers=headers)
    return NetworkTransport(url, opener)


async def _open(transport: NetworkTransport, *, url: str, client: Any, headers: dict[str, str] | None) -> None:
    # The transport drives it as it drives a Connection: through `name` and `open_transport()` (see _network).
    await connect_http(cast("Connection", transport), url, headers=headers, client=client)
