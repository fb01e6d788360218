"""What a server checks before it reads any message, and the limits it keeps: one home for the rules the WebSocket
server and the Streamable HTTP application share (docs/network.md, "Serving safely").

The checks run on the request's headers only (the opening handshake of a WebSocket, every HTTP request), so a client
that fails them never reaches a `Connection`, let alone a handler.
"""

from __future__ import annotations

import hmac
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .._protocol import DEFAULT_MAX_MESSAGE_SIZE

__all__ = ["DEFAULT_HOST", "Refusal", "ServerPolicy", "bearer_header"]

# Where a server listens unless told otherwise: this machine only. Serving other hosts is a decision to write down.
DEFAULT_HOST = "127.0.0.1"


@dataclass(frozen=True)
class Refusal:
    """Why a request is refused before any message is read: the HTTP status and a reason for the log and body."""

    status: int
    reason: str


@dataclass(frozen=True)
class ServerPolicy:
    """The options every acp-fast server takes, checked once.

    Attributes:
        token: when set, every request must carry `Authorization: Bearer <token>` (compared in constant time).
        allowed_origins: the `Origin` values a browser may connect from (`"https://editor.example"`); a request
            with any other `Origin` is refused (cross-site WebSocket hijacking). Requests without `Origin` (not
            from a browser) are not affected.
        max_connections: connections served at once; one more is refused (503) until one ends.
        max_message_size: the longest message accepted, in bytes (a WebSocket frame, an HTTP body).
        idle_timeout: seconds without any message in either direction after which a connection is closed;
            None to keep quiet connections open.
        open_timeout: seconds a client has to complete its opening handshake (and, over HTTP, to send its body).
    """

    token: str | None = None
    allowed_origins: frozenset[str] = field(default_factory=frozenset)
    max_connections: int = 1024
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
    idle_timeout: float | None = None
    open_timeout: float = 10.0

    def __post_init__(self) -> None:
        if self.token is not None and (not isinstance(self.token, str) or not self.token):
            raise ValueError("token must be a non-empty str or None")
        object.__setattr__(self, "allowed_origins", frozenset(_origins(self.allowed_origins)))
        if not isinstance(self.max_connections, int) or self.max_connections < 1:
            raise ValueError(f"max_connections must be an int >= 1, not {self.max_connections!r}")
        if not isinstance(self.max_message_size, int) or self.max_message_size < 1:
            raise ValueError(f"max_message_size must be an int >= 1, not {self.max_message_size!r}")
        for name in ("idle_timeout", "open_timeout"):
            value = getattr(self, name)
            if value is None and name == "idle_timeout":
                continue
            if not isinstance(value, (int, float)) or not (value > 0 and math.isfinite(value)):
                raise ValueError(f"{name} must be a positive number of seconds, not {value!r}")

    def check(self, header: Callable[[str], str | None]) -> Refusal | None:
        """The refusal of a request whose headers `header(name)` reads (names in lower case), or None to serve it."""
        if self.token is not None:
            given = header("authorization") or ""
            scheme, _, credentials = given.partition(" ")
            # compare_digest takes the same time wherever the strings differ: the token cannot be guessed byte by
            # byte from response times.
            if scheme.lower() != "bearer" or not hmac.compare_digest(credentials.strip().encode(), self.token.encode()):
                return Refusal(401, "missing or wrong bearer token")
        origin = header("origin")
        if origin is not None and origin not in self.allowed_origins:
            return Refusal(403, f"origin not allowed: {origin!r}")
        return None


def _origins(origins: Iterable[str]) -> Iterable[str]:
    if isinstance(origins, str):
        raise ValueError("allowed_origins must be a collection of origins, not one str")
    for origin in origins:
        if not isinstance(origin, str) or not origin or origin.endswith("/"):
            raise ValueError(f"an origin is scheme://host[:port] with no path, not {origin!r}")
        yield origin


def bearer_header(token: str | None) -> dict[str, str]:
    """The header a client sends to a server that requires `token` (none without one)."""
    return {} if token is None else {"Authorization": f"Bearer {token}"}
