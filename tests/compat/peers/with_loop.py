"""Run a script (or `-m module`) with the event loop of a given kind: `python with_loop.py asyncio|uvloop TARGET ...`.

The official examples start their loop with `asyncio.run()`; setting the policy first is how they get uvloop
without being edited. The script then runs as `__main__`, with `sys.argv` as if it had been started directly.
"""

import asyncio
import os
import runpy
import sys


def main() -> None:
    kind, rest = sys.argv[1], sys.argv[2:]
    if kind == "uvloop":
        import uvloop

        asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    elif kind != "asyncio":
        raise SystemExit(f"unknown loop kind {kind!r} (asyncio or uvloop)")
    if rest[:1] == ["-m"]:
        sys.argv = [rest[1], *rest[2:]]
        sys.path[0] = os.getcwd()
        runpy.run_module(rest[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(rest)
        sys.path[0] = os.path.dirname(os.path.realpath(rest[0]))
        runpy.run_path(rest[0], run_name="__main__")


if __name__ == "__main__":
    main()
