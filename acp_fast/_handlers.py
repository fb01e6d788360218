"""What becomes of a handler: its form, whether it is a coroutine function, and how its outcome (a return value,
an exception, a cancellation) becomes the answer of the request it handles.

One home for these rules, used by the connection's dispatch, `Responder.answer_from`, the ACP layer and the proxy
(see docs/connection.md, "Request handler forms").
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

from .errors import RequestError

__all__ = [
    "ASYNC_RETURN",
    "RESPONDER",
    "SYNC_RETURN",
    "handler_error",
    "is_coroutine_function",
    "request_form",
    "starts_own_task",
    "starts_task",
    "task_answer",
]

logger = logging.getLogger("acp_fast")

F = TypeVar("F", bound=Callable[..., Any])

# Request handler forms, chosen once at registration: `def h(params)` (the router calls it and answers with its
# return value), `async def h(params)` (a task whose outcome is the answer), `h(params, responder)`.
SYNC_RETURN, ASYNC_RETURN, RESPONDER = 0, 1, 2

_STARTS_TASK = "_acp_fast_starts_task"


def starts_task(fn: F) -> F:
    """Mark `fn`, a plain function that returns a task it started, as an `async def` request handler whose own code
    runs as the request is read (before the next message is dispatched): its task is the request's, and its outcome
    the answer."""
    setattr(fn, _STARTS_TASK, True)
    return fn


def starts_own_task(fn: Any) -> bool:
    """True for a `starts_task` function: the router takes the task it returns as the request's."""
    return bool(getattr(fn, _STARTS_TASK, False))


def is_coroutine_function(fn: Any) -> bool:
    """True for an `async def` function, bound method, partial or callable object, and a `starts_task` function."""
    # `inspect.iscoroutinefunction` costs microseconds (it unwraps partials and methods); functions and bound
    # methods, what forwarding code passes on every request, answer from their code flags directly.
    code = getattr(fn, "__code__", None)
    if code is not None:
        return bool(code.co_flags & inspect.CO_COROUTINE) or starts_own_task(fn)
    return inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(getattr(fn, "__call__", None))  # noqa: B004


def request_form(handler: Callable[..., Any]) -> int:
    """The form of a request handler: two positional parameters or more take a responder."""
    try:
        parameters = [
            p
            for p in inspect.signature(handler).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD, p.VAR_POSITIONAL)
        ]
    except (TypeError, ValueError):
        parameters = []
    if len(parameters) >= 2:
        return RESPONDER
    return ASYNC_RETURN if is_coroutine_function(handler) else SYNC_RETURN


def handler_error(method: str, exc: BaseException) -> RequestError:
    """The answer of a handler that raised: a `RequestError` as it is, anything else `-32603` (traceback logged)."""
    if isinstance(exc, RequestError):
        return exc
    logger.error(
        "handler for %s raised\n%s", method, "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    )
    return RequestError.internal_error({"method": method, "error": f"{type(exc).__name__}: {exc}"})


def task_answer(
    task: asyncio.Future[Any], method: str, convert: Callable[[Any], Any] | None = None
) -> tuple[bool, Any]:
    """`(is_error, value)`: the answer a finished task gives as a return-style handler of `method` (the router's
    `_task_done` applies the same rule to the `async def` handlers it runs).

    Cancelled (the peer's `$/cancel_request`, or a task cancelled before it ever ran): `-32800`. Raised: see
    `handler_error`. Returned: the value, through `convert` when given (its failure is an error answer too).
    """
    if task.cancelled():
        return True, RequestError.request_cancelled()
    exc = task.exception()
    if exc is not None:
        return True, handler_error(method, exc)
    result = task.result()
    if convert is not None:
        try:
            result = convert(result)
        except Exception as error:
            return True, handler_error(method, error)
    return False, result
