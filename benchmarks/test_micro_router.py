"""Router micro benchmarks: the per-message paths of the sans-I/O core, compiled and pure side by side.

Every benchmark handles a round of 64 messages of about 150 B (the shape of a typical `session/prompt`), so that
framing works on a realistic chunk; the summary at the end of the session divides by 64. Each body checks its own
outcome, so that `--benchmark-disable` is a correctness smoke test.
"""

from __future__ import annotations

from typing import Any

import orjson
import pytest

METHOD = "session/prompt"
PARAMS = {"sessionId": "sess_9f2c4e1a7b3d", "prompt": [{"type": "text", "text": "Use pathlib here."}]}
UPDATE = {
    "sessionId": "sess_9f2c4e1a7b3d",
    "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Reading loader.py"}},
}
BATCH = 64
MAX_SIZE = 64 * 1024 * 1024
ROUNDS = 3000  # for the benchmarks that need a fresh router per round (pedantic with setup)


def _lines(messages: list[dict[str, Any]]) -> bytes:
    return b"".join(orjson.dumps(message, option=orjson.OPT_APPEND_NEWLINE) for message in messages)


RESPONSES = _lines([{"jsonrpc": "2.0", "id": i, "result": PARAMS} for i in range(BATCH)])
REQUESTS = _lines([{"jsonrpc": "2.0", "id": i, "method": METHOD, "params": PARAMS} for i in range(BATCH)])
NOTIFICATIONS = _lines([{"jsonrpc": "2.0", "method": "session/update", "params": UPDATE} for _ in range(BATCH)])
NULL_RESPONSES = _lines([{"jsonrpc": "2.0", "id": i, "result": None} for i in range(BATCH)])


class Owner:
    """A router owner that counts what it is handed; it answers each request at once with its params."""

    def __init__(self) -> None:
        self.router: Any = None
        self.requests = 0
        self.notifications = 0

    def request_received(self, slot: Any, params: Any) -> None:
        self.requests += 1
        self.router.respond(slot, params)

    def notification_received(self, method: str, params: Any) -> None:
        self.notifications += 1

    def cancel_received(self, slot: Any) -> None:
        raise AssertionError("no cancellation expected")

    def response_held(self, slot: Any) -> None:
        raise AssertionError("no held response expected")

    def handler_failed(self, slot: Any, exc: Exception) -> None:
        raise AssertionError(f"handler failed: {exc!r}")

    def output_pending(self) -> None:
        pass

    def output_ready(self) -> None:
        pass  # output stays in the router; the benchmark takes it

    def notification_held(self, target: Any, method: str, params: Any) -> None:
        raise AssertionError("no held notification expected")

    def input_drained(self) -> None:
        raise AssertionError("the input never ends here")

    def message_refused(self, reason: str, excerpt: bytes) -> None:
        raise AssertionError(reason)

    def task_factory(self) -> Any:
        raise AssertionError("no async def handler here")


def _router(core: Any) -> Any:
    return _router_and_owner(core)[0]


def _router_and_owner(core: Any) -> tuple[Any, Owner]:
    owner = Owner()
    router = core.module.Router(owner, MAX_SIZE)
    owner.router = router
    return router, owner


def _label(benchmark: Any, core: Any, group: str) -> None:
    benchmark.group = group
    benchmark.extra_info["core"] = core.name
    benchmark.extra_info["messages_per_round"] = BATCH


def test_receive_responses(bench: Any, router_core: Any) -> None:
    """Receive path: 64 responses framed, decoded and routed to their 64 registered requests (settled)."""
    _label(bench, router_core, "receive: 64 responses routed")
    last: list[Any] = []

    def setup() -> tuple[tuple[Any, ...], dict[str, Any]]:
        router = _router(router_core)
        slots = [router.send_request(METHOD, PARAMS) for _ in range(BATCH)]
        router.output.take_output()
        last[:] = [router, slots]
        return (router,), {}

    def receive(router: Any) -> None:
        router.feed(RESPONSES)
        assert not router.outgoing

    bench.pedantic(receive, setup=setup, rounds=ROUNDS, warmup_rounds=100)
    router, slots = last
    assert [slot.id for slot in slots] == list(range(BATCH))
    assert all(slot.settled and not slot.armed and slot.value == PARAMS for slot in slots)
    assert not router.outgoing and not router.output.has_output


def test_serve_requests(bench: Any, router_core: Any) -> None:
    """Server path: 64 requests framed, decoded, dispatched; each answered at once; one coalesced output."""
    _label(bench, router_core, "serve: 64 requests answered + take_output")
    router, owner = _router_and_owner(router_core)

    def serve() -> bytes:
        router.feed(REQUESTS)
        return router.output.take_output()

    output = bench(serve)
    assert output.count(b"\n") == BATCH
    answers = [orjson.loads(line) for line in output.splitlines()]
    assert answers == [{"jsonrpc": "2.0", "id": i, "result": PARAMS} for i in range(BATCH)]
    assert owner.requests and owner.requests % BATCH == 0
    assert not router.incoming


def test_serve_requests_sync_handler(bench: Any, router_core: Any) -> None:
    """Server path with a plain `def` handler registered in the router: dispatched and answered inside it."""
    _label(bench, router_core, "serve: 64 requests, router-dispatched def handler")
    router, owner = _router_and_owner(router_core)
    router.register_request(METHOD, lambda params: params)

    def serve() -> bytes:
        router.feed(REQUESTS)
        return router.output.take_output()

    output = bench(serve)
    answers = [orjson.loads(line) for line in output.splitlines()]
    assert answers == [{"jsonrpc": "2.0", "id": i, "result": PARAMS} for i in range(BATCH)]
    assert owner.requests == 0, "the owner is never called for a router-dispatched handler"
    assert not router.incoming


def test_tables(bench: Any, router_core: Any) -> None:
    """Id tables: send_request (register) then the response (lookup, remove, settle), minimal payloads, x64."""
    _label(bench, router_core, "tables: send_request + route its response")

    def round_trip() -> list[Any]:
        router = _router(router_core)
        slots = [router.send_request(METHOD, None) for _ in range(BATCH)]
        router.output.take_output()
        router.feed(NULL_RESPONSES)
        assert not router.outgoing
        return slots

    slots = bench(round_trip)
    assert [slot.id for slot in slots] == list(range(BATCH))
    assert all(slot.settled and slot.value is None and not slot.is_error for slot in slots)


def test_receive_notifications(bench: Any, router_core: Any) -> None:
    """Receive path of notifications: 64 `session/update` lines framed, decoded, classified, handed over."""
    _label(bench, router_core, "receive: 64 notifications")
    router, owner = _router_and_owner(router_core)

    def receive() -> int:
        before = owner.notifications
        router.feed(NOTIFICATIONS)
        return owner.notifications - before

    assert bench(receive) == BATCH
    assert not router.output.has_output and not router.incoming


def test_send_requests(bench: Any, router_core: Any) -> None:
    """Send path: 64 requests registered and encoded, then taken as one buffer."""
    _label(bench, router_core, "send: 64 requests + take_output")
    last: list[Any] = []

    def setup() -> tuple[tuple[Any, ...], dict[str, Any]]:
        router = _router(router_core)
        last[:] = [router]
        return (router,), {}

    def send(router: Any) -> None:
        send_request = router.send_request
        for _ in range(BATCH):
            send_request(METHOD, PARAMS)
        last.append(router.output.take_output())

    bench.pedantic(send, setup=setup, rounds=ROUNDS, warmup_rounds=100)
    router, output = last
    assert output == REQUESTS
    assert len(router.outgoing) == BATCH


def test_forward_requests(bench: Any, router_core: Any) -> None:
    """Forwarding (a proxy's path): 64 requests routed to another router, their 64 answers linked back."""
    _label(bench, router_core, "forward: 64 requests routed + 64 answers linked back")
    upstream, _ = _router_and_owner(router_core)
    downstream, _ = _router_and_owner(router_core)
    upstream.route_requests(lambda method, params: (downstream, method, params))

    def forward() -> bytes:
        upstream.feed(REQUESTS)
        sent = downstream.output.take_output()
        ids = [orjson.loads(line)["id"] for line in sent.splitlines()]
        downstream.feed(_lines([{"jsonrpc": "2.0", "id": i, "result": PARAMS} for i in ids]))
        return upstream.output.take_output()

    output = bench(forward)
    answers = [orjson.loads(line) for line in output.splitlines()]
    assert answers == [{"jsonrpc": "2.0", "id": i, "result": PARAMS} for i in range(BATCH)]
    assert not upstream.incoming and not downstream.outgoing


# Forwarded text: a proxy passes each update on without decoding it, but checks it is JSON first (its UTF-8
# included), so the scan of the text is its per-byte cost.
TEXTS = {"ASCII": "x" * 1024, "Cyrillic": "привет мир " * 52, "CJK": "中文字符" * 85}


@pytest.mark.parametrize("script", list(TEXTS))
def test_forward_text_notifications(bench: Any, router_core: Any, script: str) -> None:
    """A proxy's path for streamed text: 64 `session/update`s of ~1 KB of text routed to another router."""
    _label(bench, router_core, f"forward: 64 session/update, 1 KB of {script} text")
    update = {**UPDATE, "update": {**UPDATE["update"], "content": {"type": "text", "text": TEXTS[script]}}}
    lines = _lines([{"jsonrpc": "2.0", "method": "session/update", "params": update} for _ in range(BATCH)])
    upstream, _ = _router_and_owner(router_core)
    downstream, _ = _router_and_owner(router_core)
    upstream.route_notifications(lambda method, params: (downstream, method, params))

    def forward() -> bytes:
        upstream.feed(lines)
        return downstream.output.take_output()  # type: ignore[no-any-return]

    output = bench(forward)
    assert output == lines


def test_typed_decode(bench: Any) -> None:
    """The ACP layer's typing of a `session/update`: validation in place and one view object, 64 times (pure
    Python on either core, so measured once)."""
    from acp_fast.acp import schema

    bench.group = "typed: 64 session/update validated and wrapped"
    bench.extra_info["messages_per_round"] = BATCH
    updates = [orjson.loads(orjson.dumps(UPDATE)) for _ in range(BATCH)]
    parse = schema.SessionNotification.parse

    def decode() -> list[Any]:
        return [parse(update).update.content.text for update in updates]

    assert bench(decode) == ["Reading loader.py"] * BATCH
