"""Once-only latches: exactly-once under random interleavings of settle / cancel / handle / detach / abandon.

Driven without an event loop: a Connection that is not connected still encodes into its router, and a facade
finalized there fires its latch at once, so every step's wire output can be checked right after the step.
"""

from __future__ import annotations

import gc

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test
from router_owner import encode, lines

import acp_fast


class LatchMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.conn = acp_fast.Connection("latches")
        self.sent: dict[int, acp_fast.SentRequest] = {}
        self.handles: dict[int, list[acp_fast.RequestCancellationHandle]] = {}
        self.armed: dict[int, bool] = {}  # the model of each latch
        self.claimed: dict[int, bool] = {}
        self.settled: set[int] = set()
        self.cancels: dict[int, int] = {}
        self.expected_cancels: list[int] = []

    def wire(self) -> list[dict]:
        return lines(self.conn._router.output.take_output())

    def step(self, expect_cancel_for: int | None) -> None:
        cancels = [m["params"]["requestId"] for m in self.wire() if m.get("method") == "$/cancel_request"]
        assert cancels == ([] if expect_cancel_for is None else [expect_cancel_for])
        for request_id in cancels:
            assert request_id not in self.settled, "no cancel after settlement"
            self.cancels[request_id] = self.cancels.get(request_id, 0) + 1

    def fire(self, request_id: int) -> int | None:
        if self.armed[request_id]:
            self.armed[request_id] = False
            return request_id
        return None

    ids = st.integers(0, 200)

    @rule(with_handle=st.booleans(), prepared=st.booleans())
    def send(self, with_handle: bool, prepared: bool) -> None:
        handle = None
        if prepared:
            prep = self.conn.prepare_request("m", {"n": 1})
            handle = prep.cancellation_handle()
            handle.cancel()  # before send: does nothing, not remembered
            sent = prep.send()
        else:
            sent = self.conn.send_request("m", {"n": 1})
        request_id = sent.id
        assert [m["id"] for m in self.wire()] == [request_id]
        self.sent[request_id] = sent
        self.handles[request_id] = [handle or sent.cancellation_handle()] if with_handle or handle else []
        self.armed[request_id] = True
        self.claimed[request_id] = False

    def pick(self, data: st.DataObject, pool: dict) -> int:
        return data.draw(st.sampled_from(sorted(pool)))

    @precondition(lambda self: self.sent)
    @rule(data=st.data())
    def cancel(self, data: st.DataObject) -> None:
        request_id = self.pick(data, self.sent)
        self.sent[request_id].cancel()
        self.step(self.fire(request_id))

    @precondition(lambda self: any(self.handles.values()))
    @rule(data=st.data())
    def handle_cancel(self, data: st.DataObject) -> None:
        request_id = self.pick(data, {k: v for k, v in self.handles.items() if v})
        self.handles[request_id][0].cancel()
        self.step(self.fire(request_id))

    @precondition(lambda self: self.sent)
    @rule(data=st.data())
    def detach(self, data: st.DataObject) -> None:
        request_id = self.pick(data, self.sent)
        self.sent[request_id].detach()
        self.claimed[request_id] = True
        self.step(None)

    @precondition(lambda self: self.sent)
    @rule(data=st.data())
    def abandon(self, data: st.DataObject) -> None:
        request_id = self.pick(data, self.sent)
        del self.sent[request_id]  # the only reference: finalized now
        expect = None if self.claimed[request_id] else self.fire(request_id)
        self.step(expect)

    @precondition(lambda self: any(k not in self.settled for k in self.armed))
    @rule(data=st.data(), error=st.booleans())
    def settle(self, data: st.DataObject, error: bool) -> None:
        request_id = self.pick(data, {k: 1 for k in self.armed if k not in self.settled})
        if error:
            response = {"jsonrpc": "2.0", "id": request_id, "error": {"code": -32800, "message": "Request cancelled"}}
        else:
            response = {"jsonrpc": "2.0", "id": request_id, "result": request_id}
        self.conn._router.feed(encode(response))
        self.armed[request_id] = False
        self.settled.add(request_id)
        self.step(None)

    @invariant()
    def at_most_one_cancel_per_request(self) -> None:
        assert all(count == 1 for count in self.cancels.values())

    @invariant()
    def table_holds_exactly_the_unsettled_requests(self) -> None:
        assert self.conn.pending_outgoing == len(self.armed) - len(self.settled)

    def teardown(self) -> None:
        for request_id in list(self.armed):
            if request_id not in self.settled:
                self.conn._router.feed(encode({"jsonrpc": "2.0", "id": request_id, "result": None}))
        self.sent.clear()
        gc.collect()
        cancels = [m for m in self.wire() if m.get("method") == "$/cancel_request"]
        assert cancels == [], "settled requests never cancel, even when dropped afterwards"
        assert self.conn.pending_outgoing == 0


def test_latches_fire_exactly_once(core):
    run_state_machine_as_test(LatchMachine)


def test_settled_then_awaited_request_gives_its_value_once(core):
    conn = acp_fast.Connection("x")
    sent = conn.send_request("m")
    conn._router.feed(encode({"jsonrpc": "2.0", "id": sent.id, "result": {"v": 1}}))
    assert sent._slot.settled and not sent._slot.armed
    gen = sent.__await__()
    with pytest.raises(StopIteration) as stop:
        next(gen)
    assert stop.value.value == {"v": 1}


def test_incoming_flags_answer_once(core):
    conn = acp_fast.Connection("x")
    seen = []
    conn.on_request("m", lambda params, responder: seen.append(responder))
    conn._router.feed(encode({"jsonrpc": "2.0", "id": 1, "method": "m"}))
    responder = seen.pop()
    conn._router.output.take_output()
    responder.respond(1)
    responder.respond(2)
    responder.respond_error(acp_fast.RequestError.internal_error())
    assert lines(conn._router.output.take_output()) == [{"jsonrpc": "2.0", "id": 1, "result": 1}]
    assert responder.is_responded and conn.pending_incoming == 0
