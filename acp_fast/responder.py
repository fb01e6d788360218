"""Old import path of `acp_fast.incoming` (Responder, RequestCancellation)."""

from .incoming import RequestCancellation, Responder

__all__ = ["RequestCancellation", "Responder"]
