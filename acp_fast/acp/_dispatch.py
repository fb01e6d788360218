"""Shared machinery of the agent and client sides: typed handler wrappers and tasks that answer a request."""

from __future__ import annotations

import asyncio
import inspect
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from ..connection import Connection, _handler_error
from ..errors import RequestError
from ..responder import Responder
from ._model import Model, SchemaError

__all__ = ["answer_with_task", "call", "invalid_params", "is_async", "to_result"]

logger = logging.getLogger("acp_fast.acp")


def invalid_params(method: str, exc: SchemaError) -> RequestError:
    return RequestError.invalid_params({"method": method, **exc.to_data()})


def to_result(method: str, value: Any) -> Any:
    """A handler's return value as a JSON result: models unwrap, None becomes `{}`."""
    if isinstance(value, Model):
        return value._d
    if value is None:
        return {}
    if type(value) is dict or type(value) is list:
        return value
    raise TypeError(f"the {method} handler returned {type(value).__name__}, not a schema object, dict or None")


def is_async(fn: Callable[..., Any]) -> bool:
    return inspect.iscoroutinefunction(fn)


async def call(fn: Callable[..., Any], *args: Any) -> Any:
    """Call a sync or async handler inside the task that answers for it."""
    outcome = fn(*args)
    if inspect.isawaitable(outcome):
        return await outcome
    return outcome


def answer_with_task(
    conn: Connection,
    responder: Responder,
    coro: Coroutine[Any, Any, Any],
    finish: Callable[[asyncio.Task[Any]], Any] | None = None,
) -> asyncio.Task[Any]:
    """Run `coro` as the answer to `responder`, with the return-style rules of a plain `Connection` handler.

    The return value is the result (through `to_result`); a `RequestError` is sent as it is; another exception
    sends `-32603`; a task cancelled by the peer's `$/cancel_request` answers `-32800`. `finish(task)` may
    decide the answer instead: it returns a result, a `RequestError`, or None for the default. The answer
    comes from the task's completion, so a task cancelled before it ever ran is still answered.
    """
    # Not conn.spawn(): that logs a failed task, and here a failure is the answer (logged by _handler_error).
    task = conn._loop_or_running().create_task(coro)
    conn._tasks.add(task)
    task.add_done_callback(conn._tasks.discard)
    responder.cancellation._add_listener(task.cancel)
    method = responder.method

    def done(task: asyncio.Task[Any]) -> None:
        if conn.is_closed or responder.is_responded:
            return
        answer = finish(task) if finish is not None else None
        if responder.is_responded:
            return  # finish() answered itself
        if answer is None:
            if task.cancelled():
                answer = RequestError.request_cancelled()
            elif (exc := task.exception()) is not None:
                answer = _handler_error(method, exc)
            else:
                try:
                    answer = to_result(method, task.result())
                except TypeError as exc:
                    answer = _handler_error(method, exc)
        if isinstance(answer, RequestError):
            responder.respond_error(answer)
        else:
            responder.respond(answer)

    task.add_done_callback(done)
    return task
