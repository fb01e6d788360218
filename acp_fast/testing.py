"""Helpers for tests of code built on acp-fast."""

from __future__ import annotations

import socket

from ._protocol import DEFAULT_MAX_MESSAGE_SIZE
from .connection import Connection

__all__ = ["connection_pair"]


async def connection_pair(
    name_a: str = "a", name_b: str = "b", *, max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE
) -> tuple[Connection, Connection]:
    """Two `Connection`s joined by a socketpair: every message goes through bytes and both routers."""
    sock_a, sock_b = socket.socketpair()
    a = Connection(name_a, max_message_size=max_message_size)
    b = Connection(name_b, max_message_size=max_message_size)
    await a.connect_socket(sock_a)
    await b.connect_socket(sock_b)
    return a, b
