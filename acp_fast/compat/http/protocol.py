"""The Streamable HTTP transport's names and the helpers that classify messages and read their routing keys, as the
official SDK has them (`acp.http.protocol`). The names are acp-fast's own (`acp_fast.network`), so both sides of
the wire spell them alike."""

from __future__ import annotations

from typing import Any

from ...network.wire import (
    CONNECTION_ID_HEADER,
    CONTENT_TYPE_JSON,
    CONTENT_TYPE_SSE,
    DEFAULT_PATH,
    INITIALIZE_METHOD,
    SESSION_ID_HEADER,
    SESSION_SCOPED_METHODS,
)
from ..meta import AGENT_METHODS

__all__ = [
    "ACP_ENDPOINT_PATH",
    "CONNECTION_ID_HEADER",
    "CONTENT_TYPE_JSON",
    "CONTENT_TYPE_SSE",
    "INITIALIZE_METHOD",
    "LOAD_SESSION_METHOD",
    "RESUME_SESSION_METHOD",
    "SESSION_ATTACH_METHODS",
    "SESSION_ID_HEADER",
    "is_initialize_request",
    "is_response_message",
    "message_id_key",
    "method_requires_session_header",
    "session_id_from_message",
    "session_id_from_params",
    "session_id_from_result",
]

# Where the examples mount the endpoint (the application itself answers on any path).
ACP_ENDPOINT_PATH = DEFAULT_PATH

# 1.0.0rc3's names for the methods that attach to a session that exists already: their answers need not echo the
# `sessionId`, so a peer takes it from the request.
LOAD_SESSION_METHOD = AGENT_METHODS["session_load"]
RESUME_SESSION_METHOD = AGENT_METHODS["session_resume"]
SESSION_ATTACH_METHODS = frozenset({LOAD_SESSION_METHOD, RESUME_SESSION_METHOD})


def is_initialize_request(message: dict[str, Any]) -> bool:
    """An `initialize` request (a notification of that name is not one)."""
    return message.get("method") == INITIALIZE_METHOD and "id" in message


def is_response_message(message: dict[str, Any]) -> bool:
    """A response: an `id` and no `method`."""
    return "id" in message and "method" not in message


def method_requires_session_header(method: str | None) -> bool:
    """Whether a POST of `method` must carry `Acp-Session-Id` (the methods of an established session)."""
    return method in SESSION_SCOPED_METHODS


def message_id_key(message_id: Any) -> str | None:
    """A request id as routing tables key it (`1` and `"1"` alike); None for no id."""
    return None if message_id is None else str(message_id)


def session_id_from_params(params: Any) -> str | None:
    """The `sessionId` of a request's params, if it is a string."""
    session_id = params.get("sessionId") if isinstance(params, dict) else None
    return session_id if isinstance(session_id, str) else None


def session_id_from_result(result: Any) -> str | None:
    """The `sessionId` of a response's result (`session/new` answers with one), if it is a string."""
    return session_id_from_params(result)


def session_id_from_message(message: dict[str, Any]) -> str | None:
    """The `sessionId` of a message's params, else of its result."""
    return session_id_from_params(message.get("params")) or session_id_from_result(message.get("result"))
