"""JSON-RPC errors: the exception type every failed request raises, and the standard codes."""

from __future__ import annotations

import enum
from typing import Any

__all__ = ["ErrorCode", "RequestError"]


class ErrorCode(enum.IntEnum):
    """The JSON-RPC and ACP error codes this SDK produces or recognises."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    REQUEST_CANCELLED = -32800
    AUTH_REQUIRED = -32000
    RESOURCE_NOT_FOUND = -32002


# The exact wire messages (docs/connection.md); one table so that every error object agrees.
MESSAGES: dict[int, str] = {
    ErrorCode.PARSE_ERROR: "Parse error",
    ErrorCode.INVALID_REQUEST: "Invalid request",
    ErrorCode.METHOD_NOT_FOUND: "Method not found",
    ErrorCode.INVALID_PARAMS: "Invalid params",
    ErrorCode.INTERNAL_ERROR: "Internal error",
    ErrorCode.REQUEST_CANCELLED: "Request cancelled",
    ErrorCode.AUTH_REQUIRED: "Authentication required",
    ErrorCode.RESOURCE_NOT_FOUND: "Resource not found",
}

INCOMING_TRANSPORT_CLOSED = "incoming_transport_closed"
TOO_MANY_PENDING = "too_many_pending"


class RequestError(Exception):
    """A JSON-RPC error: raised by awaiting a failed request, raised by handlers to answer with an error.

    Args:
        code: the JSON-RPC error code (any integer; see `ErrorCode`).
        message: the human-readable message sent on the wire.
        data: optional JSON-serialisable details; omitted from the wire when None.
    """

    __slots__ = ("code", "message", "data")

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(code, message, data)
        self.code = int(code)
        self.message = message
        self.data = data

    def __str__(self) -> str:
        if self.data is None:
            return f"{self.message} ({self.code})"
        return f"{self.message} ({self.code}): {self.data!r}"

    def __repr__(self) -> str:
        return f"RequestError({self.code}, {self.message!r}, data={self.data!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RequestError):
            return NotImplemented
        return (self.code, self.message, self.data) == (other.code, other.message, other.data)

    def __hash__(self) -> int:
        return hash((self.code, self.message))  # equal errors hash alike (data may be unhashable)

    def to_dict(self) -> dict[str, Any]:
        """The JSON-RPC error object: `{"code", "message"}` plus `"data"` when there is any."""
        if self.data is None:
            return {"code": self.code, "message": self.message}
        return {"code": self.code, "message": self.message, "data": self.data}

    @classmethod
    def _standard(cls, code: ErrorCode, data: Any = None) -> RequestError:
        return cls(code, MESSAGES[code], data)

    @classmethod
    def parse_error(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.PARSE_ERROR, data)

    @classmethod
    def invalid_request(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.INVALID_REQUEST, data)

    @classmethod
    def method_not_found(cls, method: str) -> RequestError:
        """`-32601`; data names the method, as the Rust SDK does."""
        return cls._standard(ErrorCode.METHOD_NOT_FOUND, method)

    @classmethod
    def invalid_params(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.INVALID_PARAMS, data)

    @classmethod
    def internal_error(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.INTERNAL_ERROR, data)

    @classmethod
    def request_cancelled(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.REQUEST_CANCELLED, data)

    @classmethod
    def auth_required(cls, data: Any = None) -> RequestError:
        return cls._standard(ErrorCode.AUTH_REQUIRED, data)

    @classmethod
    def resource_not_found(cls, uri: str | None = None) -> RequestError:
        return cls._standard(ErrorCode.RESOURCE_NOT_FOUND, None if uri is None else {"uri": uri})

    @classmethod
    def incoming_transport_closed(cls, method: str) -> RequestError:
        """The local failure of a request whose answer can no longer arrive (the connection closed or its input
        ended). The connection's `peer_info` is merged into its data; when that names the peer (a spawned child),
        `str()` says what became of it."""
        return _TransportClosed(
            ErrorCode.INTERNAL_ERROR,
            "Incoming transport closed",
            {"reason": INCOMING_TRANSPORT_CLOSED, "method": method},
        )

    @classmethod
    def too_many_pending(cls, limit: int) -> RequestError:
        """The answer to a request that arrived while `limit` requests of the peer's were still pending (the router's
        `max_pending_incoming`): refused at once, never started."""
        return cls(ErrorCode.INTERNAL_ERROR, "Too many pending requests", {"reason": TOO_MANY_PENDING, "limit": limit})

    @classmethod
    def response_refused(cls, method: str, reason: str, limit: int | None, connection: str) -> RequestError:
        """The local failure of a request whose response arrived but was refused (`reason`: `response_too_large`,
        `input_budget_exhausted`, or why the decoders could not take it; `limit` for the first two, else None) by
        the connection named `connection`: the request fails instead of waiting for an answer that will not come."""
        data: dict[str, Any] = {"reason": reason, "method": method}
        if limit is not None:
            data["limit"] = limit
        data["connection"] = connection
        return cls(ErrorCode.INTERNAL_ERROR, "Response refused", data)


class _TransportClosed(RequestError):
    """`incoming_transport_closed`'s error: the same code, message and data (the wire sees no difference), read out
    for people: "agent (python agent.py) exited with status 3 before answering `initialize` (stderr: …)"."""

    __slots__ = ()

    def __str__(self) -> str:
        data = self.data
        if type(data) is not dict or not ("command" in data or "exit_status" in data):
            return super().__str__()
        who = str(data.get("component") or "peer")
        command = data.get("command")
        if command and str(command) not in who:
            who = f"{who} `{command}`"
        method, signal, status = data.get("method"), data.get("signal"), data.get("exit_status")
        if signal or status is not None:
            how = f"was killed by {signal}" if signal else f"exited with status {status}"
            text = f"{who} {how}" + (f" before answering `{method}`" if method else "")
        else:  # closed by either side, or its output ended with the process still running
            text = f"the connection to {who} closed" + (f" before `{method}` was answered" if method else "")
        if data.get("stderr_tail"):
            text += f" (stderr: {data['stderr_tail']})"
        return text
