"""`MessageSender`: JSON-RPC messages written to an asyncio `StreamWriter` one at a time, in the order sent."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from typing import Any

import orjson

from .supervisor import TaskSupervisor

__all__ = ["MessageSender"]

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class _PendingSend:
    payload: bytes
    future: asyncio.Future[None]


class MessageSender:
    """`await send(message)` returns once the message is written and drained (or raises what writing raised).

    One task, started on `supervisor`, writes the queue in order; `close()` lets it finish what is queued."""

    def __init__(self, writer: asyncio.StreamWriter, supervisor: TaskSupervisor) -> None:
        self._writer = writer
        self._queue: asyncio.Queue[_PendingSend | None] = asyncio.Queue()
        self._closed = False
        self._task = supervisor.create(self._loop(), name="acp.Sender.loop", on_error=self._on_error)

    async def send(self, payload: dict[str, Any]) -> None:
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        await self._queue.put(_PendingSend(orjson.dumps(payload) + b"\n", future))
        await future

    async def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        await self._queue.put(None)
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    async def _loop(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            while (item := await self._queue.get()) is not None:
                try:
                    self._writer.write(item.payload)
                    await self._writer.drain()
                except Exception as exc:
                    if not item.future.done():
                        item.future.set_exception(exc)
                    raise
                if not item.future.done():
                    item.future.set_result(None)

    def _on_error(self, task: asyncio.Task[Any], exc: BaseException) -> None:
        logger.error("the send loop failed", exc_info=exc)
