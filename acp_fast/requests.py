"""Old import path of `acp_fast.outgoing` (SentRequest, PreparedRequest, RequestCancellationHandle)."""

from .outgoing import PreparedRequest, RequestCancellationHandle, SentRequest

__all__ = ["PreparedRequest", "RequestCancellationHandle", "SentRequest"]
