"""A WebSocket client that opens URL and sends valid masked pings as fast as it can until it is killed.

    python ping_flooder.py URL read|ignore

`read`: a thread reads (and drops) the pongs; `ignore`: nothing is ever read. Prints `flooding` on stdout once the
handshake is done, and `blocked` once a whole second passes without the server taking any more of its pings (it
stopped reading from this client).
"""

from __future__ import annotations

import base64
import os
import select
import socket
import sys
import threading
from urllib.parse import urlsplit

PING = bytes([0x89, 0x80 | 4]) + b"\x00\x00\x00\x00" + b"ping"  # FIN + PING, masked (a zero key), 4-byte payload


def main(url: str, pongs: str) -> None:
    where = urlsplit(url)
    sock = socket.create_connection((where.hostname, where.port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        f"GET {where.path} HTTP/1.1\r\nHost: {where.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(4096)
    if b" 101 " not in head.split(b"\r\n")[0]:
        raise SystemExit(f"handshake refused: {head!r}")
    if pongs == "read":
        threading.Thread(target=lambda: [None for _ in iter(lambda: sock.recv(1 << 20), b"")], daemon=True).start()
    print("flooding", flush=True)
    sock.setblocking(False)
    burst = memoryview(PING * 4096)
    told = False
    while True:
        _, writable, _ = select.select([], [sock], [], 1.0)
        if not writable:
            if not told:
                print("blocked", flush=True)
                told = True
            continue
        try:
            sock.send(burst)
        except BlockingIOError:
            pass


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
