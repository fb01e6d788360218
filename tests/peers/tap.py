"""A wire tap: runs a command and copies its stdin and stdout through, logging every line of both directions.

    python tap.py LOG -- COMMAND...

Each line of LOG is a JSON object: {"dir": "in" | "out", "msg": <the JSON message>} ("in": what the command
received on stdin, "out": what it wrote on stdout), or {"dir": ..., "raw": <text>} for a line that is not JSON.
The tap exits when the command does, with its exit code; on EOF of its stdin it closes the command's stdin; on
SIGTERM it terminates the command. When its own reader goes away, it goes on passing its input to the command.
Used by the conductor tests to capture each hop's wire.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys


async def main(log_path: str, argv: list[str]) -> int:
    loop = asyncio.get_running_loop()
    child = await asyncio.create_subprocess_exec(
        *argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=2**30
    )
    loop.add_signal_handler(signal.SIGTERM, child.terminate)
    log = open(log_path, "a", buffering=1)
    reader = asyncio.StreamReader(limit=2**30)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)

    def record(direction: str, line: bytes) -> None:
        text = line.decode(errors="replace").rstrip("\r\n")
        try:
            entry = {"dir": direction, "msg": json.loads(text)}
        except ValueError:
            entry = {"dir": direction, "raw": text}
        log.write(json.dumps(entry) + "\n")

    async def pump_in() -> None:
        try:
            while line := await reader.readline():
                record("in", line)
                child.stdin.write(line)
                await child.stdin.drain()
            child.stdin.close()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the command exited

    async def pump_out() -> None:
        reader_gone = False
        while line := await child.stdout.readline():
            record("out", line)
            if reader_gone:
                continue
            try:
                sys.stdout.buffer.write(line)
                sys.stdout.buffer.flush()
            except BrokenPipeError:
                # Whoever read our output has gone; what it sent before it went still reaches the command (pump_in
                # goes on), and the command's output is still logged. Our stdout now leads nowhere.
                reader_gone = True
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())

    inbound = asyncio.ensure_future(pump_in())
    await pump_out()
    code = await child.wait()
    inbound.cancel()
    log.close()
    return code


if __name__ == "__main__":
    split = sys.argv.index("--")
    sys.exit(asyncio.run(main(sys.argv[1], sys.argv[split + 1 :])))
