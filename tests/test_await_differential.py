"""Differential: awaiting a request behaves the same on the compiled core and its pure twin.

The compiled core has the awaiting task block on the request's slot itself (asyncio's duck-typed future protocol);
the pure twin awaits a future. Each scenario below runs on both, and what a caller and the peer can see is compared:
the value or the exception (its type, message and JSON-RPC fields), and every line the peer received, including the
`$/cancel_request` an abandoned await sends.

A process runs one core (the request classes subclass the loaded core's at import), so the scenarios run on the
compiled core here and on the pure twin in a child process that loaded it, on the same kind of loop.
"""

from __future__ import annotations

import asyncio
import functools
import pickle
import subprocess
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from cores import load_core
from wire import RawPeer, cancelled, error, let_finalizers_run, result, wire_pair

from acp_fast import Connection, RequestError, SentRequest, _router

Outcome = Any
Scenario = Callable[[Connection, RawPeer], Awaitable[Outcome]]


def _outcome_of(exc: BaseException) -> Outcome:
    if isinstance(exc, RequestError):
        return ("RequestError", exc.code, exc.message, exc.data)
    return (type(exc).__name__, str(exc))


async def _settle(awaitable: Awaitable[Any]) -> Outcome:
    try:
        return ("value", await awaitable)
    except BaseException as exc:  # CancelledError too: it is what the scenario observes
        return _outcome_of(exc)


async def answered_while_awaited(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m", {"n": 1})
    task = asyncio.ensure_future(_settle(sent))
    request = await peer.recv()
    await peer.send(result(request["id"], {"ok": True}))
    return request, await task


async def answered_before_the_await(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(result(request["id"], [1, 2]))
    await peer.barrier()  # the answer is in the slot before anything awaits it
    return request, await _settle(sent)


async def an_error_answer_raises(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(error(request["id"], -32001, "nope", {"why": "test"}))
    return await _settle(sent)


async def a_cancelled_awaiting_task_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    task = asyncio.ensure_future(_settle(sent))
    request = await peer.recv()
    await asyncio.sleep(0)  # the task is blocked on the request
    task.cancel()
    outcome = await task
    cancel = await peer.recv()
    await peer.send(cancelled(request["id"]))
    return outcome, cancel, await peer.barrier()


async def a_timeout_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    outcome = await _settle(asyncio.wait_for(sent, 0.01))  # never answered: it times out
    return outcome, await peer.recv(), await peer.recv()


async def a_closed_coroutine_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    async def awaiting() -> Any:
        return await conn.send_request("m")

    coroutine = awaiting()
    coroutine.send(None)  # blocked on the request
    coroutine.close()  # as the garbage collector closes a dropped coroutine
    await let_finalizers_run()
    return await peer.recv(), await peer.recv()


async def an_exception_thrown_in_abandons(conn: Connection, peer: RawPeer) -> Outcome:
    async def awaiting() -> Any:
        return await conn.send_request("m")

    coroutine = awaiting()
    coroutine.send(None)
    try:
        coroutine.throw(ValueError("thrown in"))
    except ValueError as exc:
        thrown = _outcome_of(exc)
    await let_finalizers_run()
    return thrown, await peer.recv(), await peer.recv()


async def a_second_await_is_refused(conn: Connection, peer: RawPeer) -> Outcome:
    sent = conn.send_request("m")
    request = await peer.recv()
    await peer.send(result(request["id"], 7))
    return await _settle(sent), await _settle(sent)


async def a_request_with_another_consumer_is_refused(conn: Connection, peer: RawPeer) -> Outcome:
    consumed = conn.send_request("m")
    consumed.on_result(lambda outcome: None)
    detached = conn.send_request("m")
    detached.detach()
    return await _settle(consumed), await _settle(detached)


async def gathered_and_never_a_future(conn: Connection, peer: RawPeer) -> Outcome:
    first, second = conn.send_request("a"), conn.send_request("b")
    futures = (asyncio.isfuture(first), asyncio.isfuture(second))
    gathered = asyncio.ensure_future(asyncio.gather(first, second))
    for _ in range(2):
        request = await peer.recv()
        await peer.send(result(request["id"], request["method"]))
    return futures, await gathered


async def a_converted_result(conn: Connection, peer: RawPeer) -> Outcome:
    def converted(requests: Any, slot: Any) -> SentRequest:
        return SentRequest(requests, slot, lambda value: ("converted", value))

    sent = conn.send_request_as(converted, "m")
    request = await peer.recv()
    await peer.send(result(request["id"], 3))
    return await _settle(sent)


SCENARIOS = [
    answered_while_awaited,
    answered_before_the_await,
    an_error_answer_raises,
    a_cancelled_awaiting_task_abandons,
    a_timeout_abandons,
    a_closed_coroutine_abandons,
    an_exception_thrown_in_abandons,
    a_second_await_is_refused,
    a_request_with_another_consumer_is_refused,
    gathered_and_never_a_future,
    a_converted_result,
]


async def _run(scenario: Scenario) -> Outcome:
    async with wire_pair() as (conn, peer):
        return await scenario(conn, peer)


def _run_all_here(loop_kind: str) -> dict[str, Outcome]:
    """Every scenario on this process's core, each in a fresh loop; the loops' exception reports are outcomes too."""
    if loop_kind == "uvloop":
        import uvloop

        factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    else:
        factory = asyncio.new_event_loop
    outcomes: dict[str, Outcome] = {"compiled core": _router.COMPILED}
    for scenario in SCENARIOS:
        reports: list[str] = []
        with asyncio.Runner(loop_factory=factory) as runner:
            runner.get_loop().set_exception_handler(lambda loop, context, into=reports: into.append(context["message"]))
            outcomes[scenario.__name__] = runner.run(_run(scenario)), reports
    return outcomes


def _child(loop_kind: str, out: str) -> None:
    """The child process's entry: run every scenario and pickle the outcomes into `out`."""
    Path(out).write_bytes(pickle.dumps(_run_all_here(loop_kind)))


@functools.cache
def _pure_outcomes(loop_kind: str) -> dict[str, Outcome]:
    """Every scenario's outcome on the pure twin, run once per loop kind in a child process that loaded it."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp, "outcomes.pickle")
        code = "import sys; sys.path.insert(0, sys.argv[1]); import test_await_differential; "
        code += "test_await_differential._child(*sys.argv[2:])"
        done = subprocess.run(
            [sys.executable, "-c", code, str(Path(__file__).parent), loop_kind, str(out)],
            env=load_core("pure").env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert done.returncode == 0, f"the pure twin's child exited with {done.returncode}: {done.stderr}"
        outcomes: dict[str, Outcome] = pickle.loads(out.read_bytes())
    assert outcomes.pop("compiled core") is False, "the child did not load the pure twin"
    return outcomes


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda scenario: scenario.__name__)
async def test_awaiting_agrees_on_both_cores(scenario: Scenario, request: pytest.FixtureRequest) -> None:
    load_core("compiled")  # this process's core: skipped in a pure build, which has no compiled twin to compare
    assert _router.COMPILED
    compiled = await _run(scenario)
    loop_kind = request.node.callspec.params["loop_kind"]  # the harness's: the child runs the same kind of loop
    pure, reports = (await asyncio.to_thread(_pure_outcomes, loop_kind))[scenario.__name__]
    assert reports == []
    assert compiled == pure
