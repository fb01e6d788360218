"""A recording owner (the `RouterOwner` contract) for driving a Router directly, with no event loop: what the
router hands out, in order."""

from __future__ import annotations

import json
from typing import Any

import orjson


class RecordingOwner:
    """Records every callback; optionally answers each request at once (result = params)."""

    def __init__(self, answer: bool = False) -> None:
        self.answer = answer
        self.router: Any = None
        self.events: list[tuple[Any, ...]] = []
        # What the router refused: `(reason, excerpt)`, apart from `events` (most tests look at one or the other).
        self.refused: list[tuple[str, bytes]] = []
        self.wakeups = 0
        self.flushes = 0  # output_ready() calls

    def request_received(self, slot: Any, params: Any) -> None:
        self.events.append(("request", slot.id, slot.method, params))
        if self.answer:
            self.router.respond(slot, params)

    def notification_received(self, method: str, params: Any) -> None:
        self.events.append(("notification", method, params))

    def cancel_received(self, slot: Any) -> None:
        self.events.append(("cancelled", slot.id))

    def response_held(self, slot: Any) -> None:
        self.events.append(("held", slot.id))

    def handler_failed(self, slot: Any, exc: Exception) -> None:
        self.events.append(("handler_error", slot.id, repr(exc)))

    def output_pending(self) -> None:
        self.wakeups += 1

    def output_ready(self) -> None:
        self.flushes += 1  # output stays in the router for the test to take

    def notification_held(self, target: Any, method: str, params: Any) -> None:
        self.events.append(("held notification", method, params))

    def input_drained(self) -> None:
        self.events.append(("drained",))

    def message_refused(self, reason: str, excerpt: bytes) -> None:
        assert type(reason) is str and type(excerpt) is bytes
        self.refused.append((reason, excerpt))

    def task_factory(self) -> Any:
        raise AssertionError("these routers have no async def handlers: no task is ever started")


# The name routers made here are given: the errors that refuse a line carry it.
ROUTER_NAME = "test router"


def make_router(
    module: Any, answer: bool = False, max_message_size: int = 64 * 1024 * 1024, name: str = ROUTER_NAME
) -> tuple[Any, RecordingOwner]:
    owner = RecordingOwner(answer)
    router = module.Router(owner, max_message_size, name)
    owner.router = router
    return router, owner


def lines(output: bytes) -> list[Any]:
    """Decode the router's output: one JSON value per line, every line newline-terminated."""
    assert output == b"" or output.endswith(b"\n")
    return [orjson.loads(line) for line in output.split(b"\n")[:-1]]


def encode(message: Any) -> bytes:
    """One wire line; stdlib json for what orjson refuses to write (integers beyond 64 bits)."""
    try:
        return orjson.dumps(message) + b"\n"
    except TypeError:
        return json.dumps(message, separators=(",", ":")).encode() + b"\n"
