"""The network transports' names on the wire and the routing keys of Streamable HTTP (docs/network.md): one home
for what the servers, the clients and the drop-in (`acp_fast.compat.http`) follow, spelled as ACP's transport
proposal and the official ACP SDKs spell them.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

__all__ = [
    "CANCEL_METHOD",
    "CONNECTION_ID_HEADER",
    "CONTENT_TYPE_JSON",
    "CONTENT_TYPE_SSE",
    "DEFAULT_PATH",
    "HIGH_WATER",
    "INITIALIZE_METHOD",
    "LOW_WATER",
    "SESSION_ID_HEADER",
    "SESSION_SCOPED_METHODS",
    "decode",
    "id_key",
    "params_session",
    "result_session",
]

# The transport's one endpoint, for WebSocket and Streamable HTTP alike.
DEFAULT_PATH = "/acp"

# Messages a side of the transport holds queued (the client's not yet POSTed, the server's not yet read from their
# stream): over HIGH_WATER bytes the Connection hears `pause_writing()` (its `drain()` then holds a producer once
# `max_unread_output` is queued too), under LOW_WATER `resume_writing()`. asyncio's own transports use the same marks.
HIGH_WATER = 64 * 1024
LOW_WATER = 16 * 1024

# The headers that bind a request to a connection (minted by the server at `initialize`) and to one of its sessions.
CONNECTION_ID_HEADER = "Acp-Connection-Id"
SESSION_ID_HEADER = "Acp-Session-Id"

CONTENT_TYPE_JSON = "application/json"
CONTENT_TYPE_SSE = "text/event-stream"

INITIALIZE_METHOD = "initialize"
CANCEL_METHOD = "$/cancel_request"

# Methods that act on an established session: their POSTs carry `Acp-Session-Id` (a server refuses them without
# it), and their answers travel on that session's stream. The methods that create or attach a session
# (`session/new`, `session/load`, `session/fork`, `session/resume`) are not among them: the client has no stream for
# that session yet, so their answers come on the connection's stream. `$/cancel_request` belongs to the connection
# whatever it cancels.
SESSION_SCOPED_METHODS = frozenset(
    ("session/set_mode", "session/set_config_option", "session/prompt", "session/cancel", "session/close")
)


def decode(message: bytes | bytearray | str) -> Any:
    """A message's JSON value, or None when it is not JSON. Integers beyond 64 bits, which orjson refuses, are read
    by the standard library (exact)."""
    try:
        return orjson.loads(message)
    except orjson.JSONDecodeError:
        try:
            return json.loads(message)
        except ValueError:
            return None


def id_key(message_id: Any) -> str | None:
    """The key routing tables use for a request id: ids travel as integers or strings, keyed alike, as the official
    SDK keys them."""
    if isinstance(message_id, bool) or not isinstance(message_id, (int, str)):
        return None  # not an id a request can have (the connection refuses such requests)
    return str(message_id)


def params_session(message: dict[str, Any]) -> str | None:
    """The `sessionId` a request or notification names in its params, if any."""
    params = message.get("params")
    session = params.get("sessionId") if isinstance(params, dict) else None
    return session if isinstance(session, str) else None


def result_session(message: dict[str, Any]) -> str | None:
    """The `sessionId` a response's result carries (the answer to `session/new` and its kind), if any."""
    result = message.get("result")
    session = result.get("sessionId") if isinstance(result, dict) else None
    return session if isinstance(session, str) else None
