"""Child processes over their stdio, as the official SDK starts them: `spawn_stdio_transport` and the trimmed
environment they get (`default_environment`)."""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any

from ._install import ALIAS_PATH, installed

__all__ = ["DEFAULT_INHERITED_ENV_VARS", "default_environment", "spawn_stdio_transport"]

# What a child inherits of this process's environment (as MCP clients do); `env=` adds to it.
DEFAULT_INHERITED_ENV_VARS = (
    [
        "APPDATA",
        "HOMEDRIVE",
        "HOMEPATH",
        "LOCALAPPDATA",
        "PATH",
        "PATHEXT",
        "PROCESSOR_ARCHITECTURE",
        "SYSTEMDRIVE",
        "SYSTEMROOT",
        "TEMP",
        "USERNAME",
        "USERPROFILE",
    ]
    if os.name == "nt"
    else ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"]
)


def default_environment() -> dict[str, str]:
    """The inherited variables that are set, except shell functions (values starting with `()`).

    In a process where `install()` is active, also `PYTHONPATH` with the `acp` alias first, so that a Python child
    resolves `import acp` to `acp_fast.compat` as its parent does (docs/compat.md, "Child processes").
    """
    env = {
        key: value
        for key in DEFAULT_INHERITED_ENV_VARS
        if (value := os.environ.get(key)) is not None and not value.startswith("()")
    }
    if installed():
        paths = [ALIAS_PATH, *(p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != ALIAS_PATH)]
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


@contextlib.asynccontextmanager
async def spawn_stdio_transport(
    command: str,
    *args: str,
    env: Mapping[str, str] | None = None,
    cwd: str | Path | None = None,
    stderr: int | None = asyncio.subprocess.PIPE,
    limit: int | None = None,
    shutdown_timeout: float = 2.0,
) -> AsyncIterator[tuple[asyncio.StreamReader, asyncio.StreamWriter, asyncio.subprocess.Process]]:
    """Start `command *args` and yield `(reader of its stdout, writer to its stdin, process)`.

    The child's environment is `default_environment()` plus `env`. `stderr` is a pipe by default, as in the
    official SDK: read `process.stderr`, or pass `stderr=None` to share this process's stderr (a child that writes
    much to an unread pipe blocks). On exit: stdin is closed, the child gets `shutdown_timeout` seconds to exit,
    then SIGTERM, then as long again, then SIGKILL; it is always reaped.
    """
    merged = {**default_environment(), **(env or {})}
    extra: dict[str, Any] = {} if limit is None else {"limit": limit}
    process = await asyncio.create_subprocess_exec(
        command,
        *args,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=stderr,
        env=merged,
        cwd=None if cwd is None else str(cwd),
        **extra,
    )
    assert process.stdout is not None and process.stdin is not None  # both are pipes
    try:
        yield process.stdout, process.stdin, process
    finally:
        try:
            await _stop(process, shutdown_timeout)
        except BaseException:
            if process.returncode is None:  # cancelled while stopping: the child must not outlive us
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
            raise


async def _stop(process: asyncio.subprocess.Process, timeout: float) -> None:
    stdin = process.stdin
    if stdin is not None:
        with contextlib.suppress(Exception):
            if stdin.can_write_eof():
                stdin.write_eof()
            await stdin.drain()
        stdin.close()
        with contextlib.suppress(Exception):
            await stdin.wait_closed()
    for step in ("terminate", "kill"):
        try:
            await asyncio.wait_for(asyncio.shield(process.wait()), timeout)
            return
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                getattr(process, step)()
    await process.wait()
