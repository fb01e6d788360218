"""The rules of MCP over ACP, in one place: the method, the inner MCP revision, the binding's error codes, reading
`mcp/message` params and outcomes.

An ACP component (a client or a proxy, the *provider*) declares an MCP server with `{"type": "acp", "name",
"serverId"}` in `session/new`; the agent (the *consumer*) sends it inner MCP requests as `mcp/message` requests
`{serverId, requestId, method, params}`, where `requestId` is the consumer's id of the inner request (unique among
its active requests for that server, kept unchanged by proxies). The answer carries exactly one inner outcome,
`{"result": ...}` or `{"error": {code, message, data?}}`; outer ACP errors are kept for binding failures. The
provider sends `mcp/message` notifications (no outer id) for an active inner request: progress, updates. The inner
protocol is MCP revision 2026-07-28, which is stateless: no `initialize`, and every request carries its version and
client capabilities in `params._meta`. Cancelling the outer request (`$/cancel_request`) cancels the inner one.

The error codes and messages are the official TypeScript SDK's, so that either side can be the other's peer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .._protocol import MCP_MESSAGE_METHOD
from .._router import RawJSON
from ..errors import RequestError

__all__ = [
    "BACKEND_FAILED",
    "HANDSHAKE_PROTOCOL_VERSIONS",
    "MCP_MESSAGE_METHOD",
    "MCP_PROTOCOL_VERSION",
    "META_CLIENT_CAPABILITIES",
    "META_CLIENT_INFO",
    "META_PROTOCOL_VERSION",
    "META_SERVER_INFO",
    "RESOURCE_LIMIT_EXCEEDED",
    "SERVER_UNAVAILABLE",
    "BindingFailure",
    "McpError",
    "McpMessage",
    "backend_failed",
    "declaration",
    "is_acp_server",
    "outcome_of",
    "read_message",
    "takes_acp_servers",
    "with_request_meta",
]

MCP_PROTOCOL_VERSION = "2026-07-28"  # the one MCP revision the binding carries
# The MCP revisions that open a session with the `initialize` handshake, oldest first: the HTTP bridge answers it
# itself for an agent's older MCP client, and carries what follows in MCP_PROTOCOL_VERSION.
HANDSHAKE_PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion"
META_CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities"
META_CLIENT_INFO = "io.modelcontextprotocol/clientInfo"
META_SERVER_INFO = "io.modelcontextprotocol/serverInfo"

# Outer (binding) error codes: the request could not be carried to an MCP server, or the server failed.
RESOURCE_LIMIT_EXCEEDED = -33000
SERVER_UNAVAILABLE = -33001
BACKEND_FAILED = -33002


class McpError(Exception):
    """An inner MCP error: the MCP server's answer to the inner request (never an ACP error code).

    Raised by a consumer's call when the server answered with an error; raised by a provider's handler to answer
    with one. `data` is None when absent.
    """

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(code, message, data)
        self.code = int(code)
        self.message = message
        self.data = data

    def __str__(self) -> str:
        return f"{self.message} ({self.code})" if self.data is None else f"{self.message} ({self.code}): {self.data!r}"

    def to_dict(self) -> dict[str, Any]:
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error


@dataclass(frozen=True)
class McpMessage:
    """The params of an `mcp/message` request or notification, read and checked."""

    server_id: str
    request_id: str
    method: str
    params: dict[str, Any] | None


def read_message(params: Any) -> McpMessage:
    """Read `mcp/message` params; RequestError -32602 naming the field that is missing or of the wrong type."""
    if type(params) is not dict:
        raise RequestError.invalid_params({"reason": "mcp/message params must be an object"})
    for field in ("serverId", "requestId", "method"):
        if type(params.get(field)) is not str:
            got = "missing" if field not in params else type(params[field]).__name__
            raise RequestError.invalid_params({"field": field, "reason": f"a string is required ({got})"})
    inner = params.get("params")
    if inner is not None and type(inner) is not dict:
        raise RequestError.invalid_params({"field": "params", "reason": "an object or null is required"})
    return McpMessage(params["serverId"], params["requestId"], params["method"], inner)


def outcome_of(answer: Any) -> Any:
    """The inner result of an `mcp/message` answer, or McpError for an inner error. `result` wins when both are
    present (the schema's rule for receivers); a carrier with neither is a binding failure (RequestError -33002)."""
    if type(answer) is dict:
        if "result" in answer:
            return answer["result"]
        error = answer.get("error")
        if type(error) is dict and type(error.get("code")) is int and type(error.get("message")) is str:
            raise McpError(error["code"], error["message"], error.get("data"))
    raise backend_failed("Invalid MCP-over-ACP response carrier", {"answer": answer})


class BindingFailure(RequestError):
    """An outer error the binding itself decided (the server stopped, a carrier without an outcome): passed on as it
    is, where a handler's own `RequestError` is reported as the handler's failure."""


def backend_failed(message: str, data: Any = None) -> BindingFailure:
    return BindingFailure(BACKEND_FAILED, message, data)


def with_request_meta(
    params: dict[str, Any] | None,
    client_capabilities: dict[str, Any],
    client_info: dict[str, Any] | None,
    progress_token: str | None = None,
) -> dict[str, Any]:
    """Inner request params with the revision's `_meta` envelope filled in (keys the caller set are kept), and a
    `progressToken` when given (an MCP server reports progress only for a request that has one)."""
    params = dict(params or {})
    meta = dict(params.get("_meta") or {})
    meta.setdefault(META_PROTOCOL_VERSION, MCP_PROTOCOL_VERSION)
    meta.setdefault(META_CLIENT_CAPABILITIES, client_capabilities)
    if client_info is not None:
        meta.setdefault(META_CLIENT_INFO, client_info)
    if progress_token is not None:
        meta.setdefault("progressToken", progress_token)
    params["_meta"] = meta
    return params


def declaration(name: str, server_id: str) -> dict[str, Any]:
    """The `McpServer` entry that declares an ACP-transport server in `session/new` (`load`, `resume`, `fork`)."""
    return {"type": "acp", "name": name, "serverId": server_id}


def is_acp_server(entry: Any) -> bool:
    """Whether an `mcpServers` entry declares an ACP-transport server."""
    return (
        type(entry) is dict
        and entry.get("type") == "acp"
        and type(entry.get("name")) is str
        and type(entry.get("serverId")) is str
    )


def takes_acp_servers(initialize_result: Any) -> bool:
    """Whether an `initialize` answer (decoded, or `RawJSON` as a proxy forwards it) declares
    `agentCapabilities.mcpCapabilities.acp`."""
    if type(initialize_result) is RawJSON:
        initialize_result = initialize_result.decode()
    capabilities = initialize_result.get("agentCapabilities") if type(initialize_result) is dict else None
    mcp = capabilities.get("mcpCapabilities") if type(capabilities) is dict else None
    return type(mcp) is dict and mcp.get("acp") is True
