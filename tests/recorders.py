"""A test ACP client that records what it gets and answers permission requests as told."""

from __future__ import annotations

import asyncio
from typing import Any

from acp_fast.acp import Client, schema


class Recorder(Client):
    """Records `session/update`s; answers permission requests with `answer` (None: leaves them pending until
    they are cancelled, then sets `permission_cancelled`)."""

    def __init__(self, answer: str | None = "allow") -> None:
        self.updates: list[Any] = []
        self.permission_requests: list[Any] = []
        self.asked = asyncio.Event()
        self.answer = answer
        self.permission_cancelled = asyncio.Event()

    def session_update(self, params: schema.SessionNotification) -> None:
        self.updates.append(params.update)

    async def request_permission(self, params: schema.RequestPermissionRequest) -> Any:
        self.permission_requests.append(params)
        self.asked.set()
        if self.answer is None:
            try:
                await asyncio.Event().wait()
            except asyncio.CancelledError:
                self.permission_cancelled.set()
                raise
        return {"outcome": {"outcome": "selected", "optionId": self.answer}}

    def text(self) -> str:
        return "".join(u.content.text for u in self.updates if getattr(u, "TAG", None) == "agent_message_chunk")
