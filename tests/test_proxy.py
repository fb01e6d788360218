"""The proxy role on the wire (docs/proxies.md): envelopes, spellings, forwarding, and cancels that are never tunnelled.

The proxy's one connection goes to a raw peer playing the conductor: plain messages are the predecessor's, messages
in `proxy/successor` the successor's. Everything the proxy does not handle comes back forwarded.
"""

from __future__ import annotations

import pytest
from wire import cancel, notification, request, result, wait_for, wire_pair

from acp_fast import IncomingNotification, RequestError
from acp_fast.proxy import LEGACY_PROXY_PREFIX, Proxy, proxy_methods
from acp_fast.testing import connection_pair

pytestmark = pytest.mark.usefixtures("core")


def successor(method, params=None, id=None, spelling="proxy/successor"):
    inner = {"method": method}
    if params is not None:
        inner["params"] = params
    return request(id, spelling, inner) if id is not None else notification(spelling, inner)


async def test_forwarding_both_ways_and_both_spellings():
    async with wire_pair() as (conn, peer):
        Proxy(conn)
        # From the predecessor: wrapped towards the successor, with the proxy's own id.
        await peer.send(request(7, "session/prompt", {"sessionId": "s"}))
        forwarded = await wait_for(peer.recv())
        assert forwarded["method"] == "proxy/successor"
        assert forwarded["params"] == {"method": "session/prompt", "params": {"sessionId": "s"}}
        await peer.send(result(forwarded["id"], {"stopReason": "end_turn"}))
        assert await wait_for(peer.recv()) == result(7, {"stopReason": "end_turn"})  # responses never wrapped
        # From the successor (either spelling): plain towards the predecessor.
        for spelling in ("_proxy/successor", "proxy/successor"):
            await peer.send(successor("session/update", {"n": spelling}, spelling=spelling))
            assert await wait_for(peer.recv()) == notification("session/update", {"n": spelling})
        await peer.send(successor("session/request_permission", {"x": 1}, id="w1", spelling="proxy/successor"))
        asked = await wait_for(peer.recv())
        assert asked["method"] == "session/request_permission" and asked["params"] == {"x": 1}
        await peer.send(result(asked["id"], {"outcome": {"outcome": "cancelled"}}))
        assert await wait_for(peer.recv()) == result("w1", {"outcome": {"outcome": "cancelled"}})


async def test_the_old_spelling_is_sent_when_asked_and_accepted_always():
    async with wire_pair() as (conn, peer):
        Proxy(conn, prefix=LEGACY_PROXY_PREFIX)
        await peer.send(request(2, "_proxy/initialize", {"protocolVersion": 1}))
        forwarded = await wait_for(peer.recv())
        assert forwarded["method"] == "_proxy/successor" and forwarded["params"]["method"] == "initialize"
        await peer.send(result(forwarded["id"], {"protocolVersion": 1}))
        assert await wait_for(peer.recv()) == result(2, {"protocolVersion": 1})
        await peer.send(successor("session/update", {"n": 1}))  # the new spelling, from a newer conductor
        assert await wait_for(peer.recv()) == notification("session/update", {"n": 1})


def test_an_unknown_spelling_is_refused_at_construction():
    with pytest.raises(ValueError, match="'__proxy': 'proxy' or '_proxy'"):
        Proxy(prefix="__proxy")
    assert proxy_methods() == ("proxy/initialize", "proxy/successor")
    assert proxy_methods(LEGACY_PROXY_PREFIX) == ("_proxy/initialize", "_proxy/successor")


async def test_cancels_are_never_tunnelled_and_wrapped_requests_are_cancelled_plain():
    async with wire_pair() as (conn, peer):
        Proxy(conn)
        await peer.send(request(1, "session/prompt", {"sessionId": "s"}))
        forwarded = await wait_for(peer.recv())
        # The predecessor cancels: one plain $/cancel_request with the id of the wrapper request.
        await peer.send(cancel(1))
        assert await wait_for(peer.recv()) == cancel(forwarded["id"])
        # Cancels for unknown ids, plain or wrapped at any depth, are not forwarded (ids are hop-scoped).
        await peer.send(cancel(99), successor("$/cancel_request", {"requestId": 98}))
        await peer.send(successor("_proxy/successor", {"method": "$/cancel_request", "params": {"requestId": 97}}))
        assert await peer.barrier() == []
        await peer.send(result(forwarded["id"], {"stopReason": "cancelled"}))
        assert await wait_for(peer.recv()) == result(1, {"stopReason": "cancelled"})


async def test_a_wrapped_cancel_from_an_older_peer_is_honoured():
    async with wire_pair() as (conn, peer):
        proxy = Proxy(conn)
        seen = []

        @proxy.on_successor_request("session/request_permission")
        async def ask(params, responder):
            await responder.cancellation.cancelled()
            seen.append("cancelled")
            responder.respond({"outcome": {"outcome": "cancelled"}})

        await peer.send(successor("session/request_permission", {}, id="p"))
        await peer.send(successor("$/cancel_request", {"requestId": "p"}))  # the old, wrapped spelling
        assert await wait_for(peer.recv()) == result("p", {"outcome": {"outcome": "cancelled"}})
        assert seen == ["cancelled"]


async def test_proxy_initialize_and_refused_plain_initialize():
    async with wire_pair() as (conn, peer):
        Proxy(conn, edit_initialize=lambda answer: {**answer, "_meta": {"via": "proxy"}})
        await peer.send(request(0, "initialize", {"protocolVersion": 1}))
        refused = await wait_for(peer.recv())
        assert refused["error"]["code"] == -32600
        assert refused["error"]["data"] == "proxies must be initialized with `proxy/initialize`"
        await peer.send(request(1, "proxy/initialize", {"protocolVersion": 1}))
        forwarded = await wait_for(peer.recv())
        assert forwarded["method"] == "proxy/successor" and forwarded["params"]["method"] == "initialize"
        await peer.send(result(forwarded["id"], {"protocolVersion": 1}))
        assert await wait_for(peer.recv()) == result(1, {"protocolVersion": 1, "_meta": {"via": "proxy"}})


async def test_custom_handlers_see_the_raw_cancel_first():
    async with wire_pair() as (conn, peer):
        proxy = Proxy(conn)
        raw = []
        proxy.on_notification("$/cancel_request", lambda params: raw.append(params))
        await peer.send(cancel(5))
        await peer.barrier()
        assert raw == [{"requestId": 5}]


async def test_send_proxied_message_never_forwards_a_cancel():
    async with wire_pair() as (conn, peer):
        cancels = [
            IncomingNotification("$/cancel_request", {"requestId": 1}),
            IncomingNotification("_proxy/successor", {"method": "$/cancel_request", "params": {"requestId": 2}}),
            IncomingNotification(
                "proxy/successor",
                {"method": "_proxy/successor", "params": {"method": "$/cancel_request", "params": {"requestId": 3}}},
            ),
        ]
        for message in [*cancels, IncomingNotification("session/update", {"x": 1})]:
            conn.send_proxied_message(message)
        assert await wait_for(peer.recv()) == notification("session/update", {"x": 1})
        assert await peer.barrier() == [], "nothing else was sent"


async def test_an_upstream_that_goes_away_cancels_what_was_forwarded_for_it():
    async with wire_pair() as (down, agent):
        client, up = await connection_pair()
        up.route_requests(lambda method, params: (down, method, params))
        client.send_request("session/prompt", {"sessionId": "s"}).detach()
        forwarded = await wait_for(agent.recv())
        await client.close()
        await wait_for(up.wait_closed())
        assert await wait_for(agent.recv()) == cancel(forwarded["id"]), "one cancel, with the downstream id"
        await agent.send(result(forwarded["id"], {"stopReason": "cancelled"}))
        await agent.barrier()
        assert down.pending_outgoing == 0


async def test_an_async_successor_handler_that_raises_answers_its_error():
    async with wire_pair() as (conn, peer):
        proxy = Proxy(conn)

        @proxy.on_successor_request("fs/read_text_file")
        async def read(params, responder):
            raise RequestError.resource_not_found("file:///nope")

        await peer.send(successor("fs/read_text_file", {"path": "/nope"}, id="r"))
        answer = await wait_for(peer.recv())
        assert answer["id"] == "r" and answer["error"]["code"] == -32002
