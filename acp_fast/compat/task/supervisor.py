"""`TaskSupervisor`: the tasks started for one owner, with error handlers and a shutdown that cancels them all."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any

__all__ = ["TaskSupervisor"]

logger = logging.getLogger(__name__)

ErrorHandler = Callable[[asyncio.Task[Any], BaseException], None]


class TaskSupervisor:
    """Tracks the tasks it creates; `shutdown()` cancels and awaits those still running.

    A task that fails is reported to its own `on_error`; if it has none, or that raised, to every handler added with
    `add_error_handler`; if none of them took it, it is logged with its traceback. A handler that raises is logged."""

    def __init__(self, *, source: str) -> None:
        self._source = source
        self._tasks: set[asyncio.Task[Any]] = set()
        self._closed = False
        self._error_handlers: list[ErrorHandler] = []

    def add_error_handler(self, handler: ErrorHandler) -> None:
        self._error_handlers.append(handler)

    def create(
        self,
        coroutine: Coroutine[Any, Any, Any],
        *,
        name: str | None = None,
        on_error: ErrorHandler | None = None,
    ) -> asyncio.Task[Any]:
        """Start `coroutine` as a tracked task; RuntimeError after `shutdown()`."""
        if self._closed:
            coroutine.close()  # it will never run: no "never awaited" warning for the caller's coroutine
            raise RuntimeError(f"TaskSupervisor for {self._source} already closed")
        task = asyncio.create_task(coroutine, name=name)
        self._tasks.add(task)
        task.add_done_callback(lambda done: self._on_done(done, on_error))
        return task

    def _on_done(self, task: asyncio.Task[Any], on_error: ErrorHandler | None) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None or not isinstance(exc, Exception):
            return
        if on_error is not None and self._report(on_error, task, exc):
            return
        # The supervisor's handlers each see the error (not only the first that succeeds), as in the official SDK.
        handled = [self._report(handler, task, exc) for handler in self._error_handlers]
        if not any(handled):
            logger.error("a %s task failed", self._source, exc_info=exc)

    def _report(self, handler: ErrorHandler, task: asyncio.Task[Any], exc: BaseException) -> bool:
        try:
            handler(task, exc)
        except Exception:
            logger.exception("an error handler of the %s tasks failed", self._source)
            return False
        return True

    async def shutdown(self) -> None:
        """Refuse new tasks, cancel the running ones and wait for them to end."""
        self._closed = True
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks.clear()
