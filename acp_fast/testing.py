"""Helpers for tests of code built on acp-fast."""

from __future__ import annotations

import socket
from typing import Any

from .connection import Connection

__all__ = ["connection_pair"]


async def connection_pair(name_a: str = "a", name_b: str = "b", **options: Any) -> tuple[Connection, Connection]:
    """Two `Connection`s joined by a socketpair: every message goes through bytes and both routers. `options` are
    `Connection`'s keyword arguments (`max_message_size=`, the flow-control limits, ...), given to both."""
    sock_a, sock_b = socket.socketpair()
    a = Connection(name_a, **options)
    b = Connection(name_b, **options)
    await a.connect_socket(sock_a)
    await b.connect_socket(sock_b)
    return a, b
