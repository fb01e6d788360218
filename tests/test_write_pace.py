"""The write policy's pace: a router writes its bursts in parts or whole, as its `Pacer` measures does more.

The rule and its constants are in `acp_fast/_protocol.py`; docs/performance.md#the-write-policy has the
measurements. The pacer never reads a clock, so its decisions are replayed here with made-up times.
"""

from __future__ import annotations

from typing import Any

from router_owner import RecordingOwner, encode, lines

from acp_fast._protocol import PACE_MARGIN, PACE_PROBE_FIRST, PACE_PROBE_LAST, PACE_WINDOW, WHOLE_BURST_BYTES
from acp_fast.testing import connection_pair


class Windows:
    """Ends a pacer's windows at chosen rates of messages received: the time each window takes follows."""

    def __init__(self, pacer: Any) -> None:
        self.pacer = pacer
        self.received = 0
        self.now = 0.0

    def end(self, rate: float) -> None:
        size = self.pacer.window_end - self.received
        assert size in (PACE_WINDOW, PACE_WINDOW // 4)
        self.received += size
        self.now += size / rate
        self.pacer.window_ended(self.received, self.now)

    def until_probe(self, rate: float) -> int:
        """End windows at `rate` until the pacer switches to probe; returns how many it took."""
        way = self.pacer.batching
        count = 0
        while self.pacer.batching == way:
            self.end(rate)
            count += 1
        return count


def test_the_pacer_probes_the_other_way_and_keeps_it_when_it_receives_more(core):
    windows = Windows(core.module.Pacer(0.0))
    assert windows.pacer.batching is False  # it starts writing in parts
    assert windows.until_probe(100_000) == PACE_PROBE_FIRST
    assert windows.pacer.window_end - windows.received == PACE_WINDOW // 4  # a short window to settle first
    windows.end(150_000)  # settling: not compared
    windows.end(150_000)  # the probe: 1.5 times the window before it
    assert windows.pacer.batching is True and windows.pacer.probe_every == PACE_PROBE_FIRST
    # Writing whole, it probes parts again; they do less, so it goes back and waits twice as long next time.
    assert windows.until_probe(150_000) == PACE_PROBE_FIRST
    windows.end(100_000)
    windows.end(100_000)
    assert windows.pacer.batching is True and windows.pacer.probe_every == 2 * PACE_PROBE_FIRST
    waits = []
    for _ in range(8):
        waits.append(windows.until_probe(150_000))
        windows.end(100_000)
        windows.end(100_000)
    assert waits[0] == 2 * PACE_PROBE_FIRST and waits[-1] == PACE_PROBE_LAST  # doubling up to the last
    assert windows.pacer.batching is True


def test_a_probe_within_the_margin_changes_nothing(core):
    windows = Windows(core.module.Pacer(0.0))
    windows.until_probe(100_000)
    windows.end(100_000)
    windows.end(100_000 * PACE_MARGIN * 0.99)  # better, but not by the margin: noise
    assert windows.pacer.batching is False and windows.pacer.probe_every == 2 * PACE_PROBE_FIRST


class WritingOwner(RecordingOwner):
    """Takes the output at every `output_ready()`, as a connection writes it: the messages and bytes of each."""

    def __init__(self) -> None:
        super().__init__(answer=True)
        self.writes: list[int] = []
        self.sizes: list[int] = []

    def output_ready(self) -> None:
        super().output_ready()
        data = self.router.output.take_output()
        self.writes.append(len(lines(data)))
        self.sizes.append(len(data))


def writing_router(core: Any) -> tuple[Any, WritingOwner]:
    owner = WritingOwner()
    router = core.module.Router(owner)
    owner.router = router
    return router, owner


def requests(first: int, count: int) -> bytes:
    return b"".join(encode({"jsonrpc": "2.0", "id": n, "method": "m"}) for n in range(first, first + count))


def test_writing_whole_a_read_s_answers_are_one_write_and_requests_wait_for_the_turn_s_end(core):
    router, owner = writing_router(core)
    router.feed(requests(0, 40))
    assert owner.writes == [10] * 4  # in parts: a read of 40 lines is answered in quarters
    owner.writes.clear()
    router.output.pacer.batching = True
    router.feed(requests(40, 40))
    assert owner.writes == [40]  # whole, at the end of the read
    owner.writes.clear()
    for _ in range(5):
        router.publish(router.new_request("m"), None)
    # Whole: nothing is written before the end of the loop turn, which the first message asked for.
    assert (owner.writes, owner.wakeups, len(lines(router.output.take_output()))) == ([], 1, 5)


def test_writing_whole_still_cuts_a_burst_at_whole_burst_bytes(core):
    # A burst of large messages is not held whole, and a task streaming in one turn meets the writer's flow control.
    router, owner = writing_router(core)
    router.output.pacer.batching = True
    sizes = owner.sizes
    pad = "x" * 5000
    router.feed(b"".join(encode({"jsonrpc": "2.0", "id": n, "method": "m", "params": {"pad": pad}}) for n in range(40)))
    line = len(encode({"jsonrpc": "2.0", "id": 10, "result": {"pad": pad}}))
    assert sum(sizes) == 40 * line - 10  # (ids 0 to 9 are a byte shorter)
    assert all(WHOLE_BURST_BYTES <= size < WHOLE_BURST_BYTES + line for size in sizes[:-1]) and len(sizes) == 4


def test_the_router_ends_the_pacer_s_windows_by_the_messages_it_receives(core):
    router, _ = writing_router(core)
    pacer = router.output.pacer
    router.feed(requests(0, PACE_WINDOW - 1))
    router.feed(requests(PACE_WINDOW, 1))
    assert pacer.window_end == PACE_WINDOW  # the window's last message is read; it ends as the next read begins
    router.feed(b"\n")
    assert pacer.window_end == 2 * PACE_WINDOW


async def test_a_connection_s_stats_say_which_way_it_writes(core):
    client, agent = await connection_pair()
    agent.on_request("echo", lambda params: params)
    await client.send_request("echo", None)
    assert client.stats()["writes"] == "parts"  # where every pacer starts
    await client.close()
    await agent.close()
