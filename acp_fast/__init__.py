"""acp-fast: a fast Agent Client Protocol (JSON-RPC) SDK with request cancellation done right."""

from ._contracts import ByteWriter, MessageWriter, ReadControl
from ._engine import Drained, TransportEnd
from ._router import COMPILED, RawJSON, input_budget, input_buffered, set_input_budget
from ._version import __version__
from .connection import Connection, RouteTable
from .errors import ErrorCode, RequestError
from .incoming import RequestCancellation, Responder
from .messages import IncomingNotification, IncomingRequest
from .outgoing import PreparedRequest, RequestCancellationHandle, SentRequest
from .transports import connect_streams, spawn

__all__ = [
    "COMPILED",
    "ByteWriter",
    "Connection",
    "Drained",
    "ErrorCode",
    "IncomingNotification",
    "IncomingRequest",
    "MessageWriter",
    "PreparedRequest",
    "RawJSON",
    "ReadControl",
    "RequestCancellation",
    "RequestCancellationHandle",
    "RequestError",
    "Responder",
    "RouteTable",
    "SentRequest",
    "TransportEnd",
    "__version__",
    "connect_streams",
    "input_budget",
    "input_buffered",
    "set_input_budget",
    "spawn",
]
