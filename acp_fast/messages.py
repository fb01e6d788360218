"""Incoming messages as fallback handlers and proxies see them."""

from __future__ import annotations

from typing import Any

__all__ = ["IncomingNotification", "IncomingRequest"]


class IncomingRequest:
    """A request from the peer, as given to a fallback request handler.

    `id` is the peer's id (string, integer or None), `method` its method, `params` its params (None when absent).
    """

    __slots__ = ("id", "method", "params")

    def __init__(self, id: Any, method: str, params: Any = None) -> None:
        self.id = id
        self.method = method
        self.params = params

    def __repr__(self) -> str:
        return f"IncomingRequest(id={self.id!r}, method={self.method!r}, params={self.params!r})"


class IncomingNotification:
    """A notification from the peer, as given to a fallback notification handler."""

    __slots__ = ("method", "params")

    def __init__(self, method: str, params: Any = None) -> None:
        self.method = method
        self.params = params

    def __repr__(self) -> str:
        return f"IncomingNotification(method={self.method!r}, params={self.params!r})"
