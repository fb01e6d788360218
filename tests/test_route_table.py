"""Route tables (docs/proxies.md, "Route tables"): the proxy envelope rules run by the router itself.

On the router alone (both cores): plain messages go to `to`, wrapped or renamed; messages in a successor envelope
are unwrapped to `unwrapped_to` when the table `unwraps`; what the table declines reaches the owner; answers come
back with the sender's id; cancels are re-issued per hop, never forwarded; the target's flow control holds the source
only while the target's writing is paused. On real sockets: a congested destination stops the source reading, and
nothing is lost.
"""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import orjson
import pytest
from router_owner import encode, lines, make_router

import acp_fast
from acp_fast import RouteTable

SUCCESSOR = "proxy/successor"


def request(request_id: Any, method: str, params: Any = None) -> bytes:
    message = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return encode(message)


def notification(method: str, params: Any = None) -> bytes:
    message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return encode(message)


def routers(core: Any, **table: Any) -> tuple[Any, Any, Any]:
    """`up` routing requests and notifications by a table to `down`; `up`'s owner, for what the table declines."""
    up, up_owner = make_router(core.module)
    down, _ = make_router(core.module)
    route = core.module.RouteTable(down, **table)
    up.route_requests(route)
    up.route_notifications(route)
    return up, up_owner, down


def test_plain_messages_go_wrapped_and_answers_come_back_with_the_senders_id(core):
    up, owner, down = routers(core, wrap=SUCCESSOR)
    up.feed(request("c1", "session/prompt", {"sessionId": "s", "n": [1, 2.5]}))
    up.feed(notification("session/cancel", {"sessionId": "s"}))
    up.feed(notification("ping"))
    forwarded, cancel_note, ping = lines(down.output.take_output())
    assert forwarded["method"] == SUCCESSOR and type(forwarded["id"]) is int
    assert forwarded["params"] == {"method": "session/prompt", "params": {"sessionId": "s", "n": [1, 2.5]}}
    assert cancel_note == {
        "jsonrpc": "2.0",
        "method": SUCCESSOR,
        "params": {"method": "session/cancel", "params": {"sessionId": "s"}},
    }
    assert ping == {"jsonrpc": "2.0", "method": SUCCESSOR, "params": {"method": "ping"}}  # no params: none inside
    down.feed(encode({"jsonrpc": "2.0", "id": forwarded["id"], "result": {"stopReason": "end_turn"}}))
    assert lines(up.output.take_output()) == [{"jsonrpc": "2.0", "id": "c1", "result": {"stopReason": "end_turn"}}]
    assert owner.events == []


def test_successor_envelopes_are_unwrapped_and_renamed_and_the_rest_is_renamed(core):
    up, owner = make_router(core.module)
    down, _ = make_router(core.module)
    table = core.module.RouteTable(
        down, rename={"a": "b"}, unwraps=True, unwrapped_to=down, rename_unwrapped={"initialize": "proxy/initialize"}
    )
    up.route_requests(table)
    up.feed(request(1, SUCCESSOR, {"method": "initialize", "params": {"protocolVersion": 1}}))
    up.feed(request(2, "_proxy/successor", {"method": "a", "params": [1]}))  # either spelling; renamed only plain
    up.feed(request(3, "a", {"x": 1}))
    first, second, third = lines(down.output.take_output())
    assert (first["method"], first["params"]) == ("proxy/initialize", {"protocolVersion": 1})
    assert (second["method"], second["params"]) == ("a", [1])
    assert (third["method"], third["params"]) == ("b", {"x": 1})
    assert owner.events == []


def test_envelopes_passed_to_another_hop_are_made_anew(core):
    """`wrap_unwrapped`: a conductor that is itself a proxy passes envelopes between its own conductor and its last
    proxy: the inner message as it came, the envelope new (its `_meta` is hop-local), ids and answers per hop."""
    up, owner = make_router(core.module)
    down, _ = make_router(core.module)
    up.route_requests(core.module.RouteTable(None, unwraps=True, unwrapped_to=down, wrap_unwrapped=SUCCESSOR))
    up.route_notifications(core.module.RouteTable(None, unwraps=True, unwrapped_to=down, wrap_unwrapped=SUCCESSOR))
    inner = {"method": "session/update", "params": {"sessionId": "s", "n": [1, {"é": None}]}}
    up.feed(request(7, "_proxy/successor", {**inner, "_meta": {"hop": "local"}}))
    up.feed(notification(SUCCESSOR, {"method": "ping"}))
    up.feed(notification(SUCCESSOR, {"method": "odd", "params": 5}))  # scalar params, not JSON-RPC's, kept as they are
    forwarded, ping, odd = lines(down.output.take_output())
    assert forwarded["method"] == SUCCESSOR and forwarded["params"] == inner and forwarded["id"] != 7
    assert ping["params"] == {"method": "ping"} and odd["params"] == {"method": "odd", "params": 5}
    down.feed(encode({"jsonrpc": "2.0", "id": forwarded["id"], "result": {"ok": True}}))
    assert lines(up.output.take_output()) == [{"jsonrpc": "2.0", "id": 7, "result": {"ok": True}}]
    assert owner.events == []


def test_kept_prefixes_decline_only_what_starts_with_them(core):
    up, owner, down = routers(core, keep_prefixes=("proxy/", "_proxy/"), unwraps=True)
    up.feed(notification("proxy/unknown", {"a": 1}))
    up.feed(notification("proxyish/x", {"a": 2}))
    up.feed(notification("session/update/proxy/", {"a": 3}))
    assert [line["method"] for line in lines(down.output.take_output())] == ["proxyish/x", "session/update/proxy/"]
    assert owner.events == [("notification", "proxy/unknown", {"a": 1})]


@pytest.mark.parametrize(
    ("table", "line"),
    [
        pytest.param({"keep": frozenset({"m"})}, request(5, "m", {"p": 1}), id="kept plain method"),
        pytest.param(
            {"keep_prefixes": ("proxy/", "_proxy/")}, request(5, "proxy/successr", {"p": 1}), id="kept prefix"
        ),
        pytest.param(
            {"keep_prefixes": ("proxy/", "_proxy/")}, request(5, SUCCESSOR, {"method": "m"}), id="kept prefix, envelope"
        ),
        pytest.param({"unwraps": True}, request(5, SUCCESSOR, {"method": "m"}), id="no unwrapped_to"),
        pytest.param(
            {"unwraps": True, "unwrapped_to": "down", "keep_unwrapped": frozenset({"m"})},
            request(5, SUCCESSOR, {"method": "m"}),
            id="kept inner method",
        ),
        pytest.param(
            {"unwraps": True, "unwrapped_to": "down"}, request(5, SUCCESSOR, {"no": "method"}), id="malformed"
        ),
        pytest.param({"unwraps": True, "unwrapped_to": "down"}, request(5, SUCCESSOR, [1]), id="not an object"),
        pytest.param({"unwraps": True, "unwrapped_to": "down"}, request(5, SUCCESSOR), id="no envelope"),
    ],
)
def test_what_the_table_declines_reaches_the_owner_decoded(core, table, line):
    up, owner = make_router(core.module)
    down, _ = make_router(core.module)
    if table.get("unwrapped_to") == "down":
        table = {**table, "unwrapped_to": down}
    up.route_requests(core.module.RouteTable(down, **table))
    up.feed(line)
    message = orjson.loads(line)
    assert owner.events == [("request", 5, message["method"], message.get("params"))]
    assert down.output.take_output() == b""


def test_without_unwraps_an_envelope_is_a_plain_message_and_no_destination_declines(core):
    up, owner, down = routers(core)
    up.feed(notification(SUCCESSOR, {"method": "m", "params": {}}))
    assert lines(down.output.take_output()) == [
        {"jsonrpc": "2.0", "method": SUCCESSOR, "params": {"method": "m", "params": {}}}
    ]
    up.route_notifications(core.module.RouteTable(None))
    up.feed(notification("m", [1]))
    assert owner.events == [("notification", "m", [1])]


def test_cancels_are_reissued_per_hop_never_forwarded(core):
    up, owner = make_router(core.module)
    down, _ = make_router(core.module)
    table = core.module.RouteTable(down, wrap=SUCCESSOR, unwraps=True, unwrapped_to=down)
    up.route_requests(table)
    up.route_notifications(table)
    up.feed(request(9, "slow", {}))
    (forwarded,) = lines(down.output.take_output())
    up.feed(notification("$/cancel_request", {"requestId": 9}))
    up.feed(notification(SUCCESSOR, {"method": "$/cancel_request", "params": {"requestId": 9}}))
    # One cancel downstream, with the downstream id: the plain one re-issued, the wrapped one not tunnelled.
    assert lines(down.output.take_output()) == [
        {"jsonrpc": "2.0", "method": "$/cancel_request", "params": {"requestId": forwarded["id"]}}
    ]
    assert owner.events == []


class FlowLog:
    """A flow control that records what the output tells it (`ForwardingFlow`)."""

    def __init__(self) -> None:
        self.held: list[Any] = []

    def forwarded_into(self, source: Any) -> None:
        self.held.append(source)


@pytest.mark.parametrize("table", [True, False], ids=["RouteTable", "route function"])
def test_forwarding_holds_the_source_only_while_the_targets_writing_is_paused(core, table):
    up, _ = make_router(core.module)
    down, _ = make_router(core.module)
    up.output.flow, down.output.flow = up_flow, down_flow = FlowLog(), FlowLog()
    up.route_notifications(core.module.RouteTable(down) if table else (lambda method, params: (down, method, params)))
    up.feed(notification("a"))
    assert down_flow.held == []
    down.output.paused = True
    up.feed(notification("b"))
    assert down_flow.held == [up_flow] and up_flow.held == []
    down.output.paused = False
    up.feed(notification("c"))
    assert down_flow.held == [up_flow]
    assert [line["method"] for line in lines(down.output.take_output())] == ["a", "b", "c"]


def test_destination_says_where_a_message_goes(core):
    down, _ = make_router(core.module)
    table = core.module.RouteTable(down, wrap=SUCCESSOR, unwraps=True, unwrapped_to=down)
    raw = core.module.RawJSON(b'{"method":"m","params":{"a":1}}')
    target, method, params = table.destination(SUCCESSOR, raw)
    assert (target, method, params) == (down, "m", core.module.RawJSON(b'{"a":1}'))
    target, method, params = table.destination("x", core.module.RawJSON(b"[1]"))
    assert (target, method, orjson.loads(params.data)) == (down, SUCCESSOR, {"method": "x", "params": [1]})
    assert core.module.RouteTable(None).destination("x", None) is None


# ------------------------------------------------------------------------------------------------ on sockets

COUNT = 2000
PAD = "x" * 10_000


async def test_a_congested_destination_stops_the_source_reading_and_nothing_is_lost(core):
    """`up` forwards by a table to `down`, whose peer reads nothing: `up` stops reading once `down` is congested
    (it has read a fraction of what was sent), and every message arrives, in order, once the peer reads."""
    up, down = acp_fast.Connection("up"), acp_fast.Connection("down", max_unread_output=256 * 1024)
    up.route_notifications(RouteTable(down))
    client_sock, up_sock = socket.socketpair()
    down_sock, agent_sock = socket.socketpair()
    await up.connect_socket(up_sock)
    await down.connect_socket(down_sock)
    loop = asyncio.get_running_loop()
    for sock in (client_sock, agent_sock):
        sock.setblocking(False)
    flood = b"".join(notification("update", {"n": n, "pad": PAD}) for n in range(COUNT))
    sending = asyncio.ensure_future(loop.sock_sendall(client_sock, flood))
    previous = -1
    # Until reading has begun and then stopped (a loaded machine may start late, never before it has read some).
    while (received := up.stats()["received"]["notifications"]) == 0 or received != previous:
        previous = received
        await asyncio.sleep(0.2)
    assert 0 < received < COUNT // 2, "up went on reading into a congested connection"
    assert not sending.done()
    delivered = bytearray()
    while delivered.count(b"\n") < COUNT:
        chunk = await asyncio.wait_for(loop.sock_recv(agent_sock, 1 << 20), 10)
        assert chunk, "down closed"
        delivered += chunk
    await asyncio.wait_for(sending, 10)
    assert [orjson.loads(line)["params"]["n"] for line in delivered.splitlines()] == list(range(COUNT))
    client_sock.close()
    agent_sock.close()
    await up.close()
    await down.close()
