"""acp-fast: a fast Agent Client Protocol (JSON-RPC) SDK with request cancellation done right."""

from ._router import COMPILED, RawJSON
from ._version import __version__
from .connection import Connection
from .errors import ErrorCode, RequestError
from .messages import IncomingNotification, IncomingRequest
from .requests import PreparedRequest, RequestCancellationHandle, SentRequest
from .responder import RequestCancellation, Responder
from .transports import spawn

__all__ = [
    "COMPILED",
    "Connection",
    "ErrorCode",
    "IncomingNotification",
    "IncomingRequest",
    "PreparedRequest",
    "RawJSON",
    "RequestCancellation",
    "RequestCancellationHandle",
    "RequestError",
    "Responder",
    "SentRequest",
    "__version__",
    "spawn",
]
