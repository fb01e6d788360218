"""ACP over Streamable HTTP (docs/network.md): `acp_fast.network.asgi_app` served by hypercorn on 127.0.0.1, and
`connect_http`, over real sockets.

Hypercorn runs in the test's own event loop (`hypercorn_serving.serving`), on asyncio and on uvloop alike. A server
that goes away at a chosen moment is written out by hand on asyncio's streams (`VanishingEndpoint`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator, Callable
from typing import Any
from urllib.parse import urlsplit

import httpx
import orjson
import psutil
import pytest
from httpx_sse import aconnect_sse
from hypercorn_serving import serving
from websockets.asyncio.client import connect as websocket_connect
from websockets.exceptions import ConnectionClosedError, InvalidStatus

import acp_fast
from acp_fast.network import asgi_app, connect_http, connect_websocket

MIB = 1024 * 1024
HEADERS = {"Content-Type": "application/json"}


def message(id_: int | None, method: str, params: Any = None) -> bytes:
    value: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
    if id_ is not None:
        value["id"] = id_
    if params is not None:
        value["params"] = params
    return orjson.dumps(value)


class Agent:
    """The server's handler: a small ACP agent on each new Connection, which it keeps for the test to look at."""

    def __init__(self) -> None:
        self.connections: list[acp_fast.Connection] = []
        self.answers: list[Any] = []  # what the client answered to the agent's requests
        self.cancelled = asyncio.Event()

    def __call__(self, conn: acp_fast.Connection) -> None:
        self.connections.append(conn)
        conn.on_request("initialize", lambda params: {"protocolVersion": 1, "agentCapabilities": {}})
        conn.on_request("echo", lambda params: params)

        @conn.on_request("session/new")
        def new_session(params: Any) -> Any:
            session = f"s{len(self.connections)}"
            # The session is not known until this answer carries it: the notification takes the connection's stream.
            conn.send_notification("session/update", {"sessionId": session, "update": "hello"})
            return {"sessionId": session}

        @conn.on_notification("greet")
        def greet(params: Any) -> None:
            conn.send_notification("session/update", {"sessionId": params["sessionId"], "update": "greeted"})

        @conn.on_request("session/prompt")
        async def prompt(params: Any) -> Any:
            session = params["sessionId"]
            conn.send_notification("session/update", {"sessionId": session, "update": "thinking"})
            conn.send_notification("note", {"scope": "connection"})
            answer = await conn.send_request("fs/read_text_file", {"sessionId": session, "path": "/x"})
            self.answers.append(answer)
            conn.send_notification("session/update", {"sessionId": session, "update": "done"})
            return {"stopReason": "end_turn"}

        @conn.on_request("slow")
        async def slow(params: Any, responder: acp_fast.Responder) -> None:
            try:
                await responder.cancellation.run_until_cancelled(asyncio.sleep(30))
            except acp_fast.RequestError as error:
                self.cancelled.set()
                responder.respond_error(error)


def label(event: Any) -> str:
    """A message in a word: a session update's text, a method, or which request it answers."""
    if "method" in event:
        return str(event.get("params", {}).get("update", event["method"]))
    return f"answer {event['id']}"


class SseReader:
    """Reads one SSE stream of the endpoint in the background; what it got, decoded."""

    def __init__(self, client: httpx.AsyncClient, url: str, headers: dict[str, str]) -> None:
        self.events: list[Any] = []
        self.status: int | None = None
        self.arrived = asyncio.Event()
        self.task = asyncio.ensure_future(self.read(client, url, headers))

    async def read(self, client: httpx.AsyncClient, url: str, headers: dict[str, str]) -> None:
        async with aconnect_sse(client, "GET", url, headers=dict(headers)) as source:  # it adds to the dict
            self.status = source.response.status_code
            async for event in source.aiter_sse():
                self.events.append(orjson.loads(event.data))
                self.arrived.set()

    async def wait_for(self, check: Callable[[Any], bool]) -> Any:
        while True:
            for event in self.events:
                if check(event):
                    return event
            self.arrived.clear()
            await self.arrived.wait()

    async def stop(self) -> None:
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.task


async def test_routing_on_the_wire(core: Any) -> None:
    # What a client of the transport sees, request by request: the rules the official SDKs follow too.
    agent = Agent()
    async with serving(asgi_app(agent)) as url, httpx.AsyncClient() as http:
        response = await http.post(url, content=message(1, "initialize", {"protocolVersion": 1}), headers=HEADERS)
        assert response.status_code == 200
        assert orjson.loads(response.content) == {
            "jsonrpc": "2.0",
            "id": 1,
            "result": {"protocolVersion": 1, "agentCapabilities": {}},
        }
        connection = {"Acp-Connection-Id": response.headers["Acp-Connection-Id"]}
        main = SseReader(http, url, connection)
        response = await http.post(url, content=message(2, "session/new", {}), headers={**HEADERS, **connection})
        assert response.status_code == 202
        assert response.headers["Acp-Connection-Id"] == connection["Acp-Connection-Id"]
        # The answer carrying the new session comes on the connection's stream.
        assert (await main.wait_for(lambda event: event.get("id") == 2))["result"] == {"sessionId": "s1"}
        assert [label(event) for event in main.events] == ["hello", "answer 2"]
        # Sent for the session before its stream is open: kept for it, and delivered first.
        greet = message(None, "greet", {"sessionId": "s1"})
        assert (await http.post(url, content=greet, headers={**HEADERS, **connection})).status_code == 202
        in_session = {**connection, "Acp-Session-Id": "s1"}
        session = SseReader(http, url, in_session)
        assert label(await session.wait_for(lambda event: True)) == "greeted"

        prompt = message(3, "session/prompt", {"sessionId": "s1", "prompt": []})
        response = await http.post(url, content=prompt, headers=HEADERS | in_session)
        assert response.status_code == 202 and response.headers["Acp-Session-Id"] == "s1"
        # The agent's request names the session: on its stream. The client answers it with a POST.
        request = await session.wait_for(lambda event: event.get("method") == "fs/read_text_file")
        answer = orjson.dumps({"jsonrpc": "2.0", "id": request["id"], "result": {"content": "x"}})
        assert (await http.post(url, content=answer, headers={**HEADERS, **connection})).status_code == 202
        # The prompt's answer follows its request: on the session's stream, after the session's notifications.
        await session.wait_for(lambda event: event.get("id") == 3)
        assert [label(event) for event in session.events] == [
            "greeted",
            "thinking",
            "fs/read_text_file",
            "done",
            "answer 3",
        ]
        assert agent.answers == [{"content": "x"}]
        # A notification naming no session: on the connection's stream.
        assert await main.wait_for(lambda event: event.get("method") == "note")
        assert [label(event) for event in main.events] == ["hello", "answer 2", "note"]

        # What the transport refuses, and why.
        async def status(method: str, headers: dict[str, str], content: bytes = b"") -> int:
            response = await http.request(method, url, headers=headers, content=content)
            return response.status_code

        sse = {"Accept": "text/event-stream"}
        assert await status("POST", {**HEADERS, **connection}, message(4, "session/prompt", {"sessionId": "s1"})) == 400
        assert await status("POST", {**HEADERS, **connection, "Acp-Session-Id": "s9"}, message(5, "echo", {})) == 404
        assert await status("POST", {**HEADERS, "Acp-Connection-Id": "nope"}, message(6, "echo", {})) == 404
        assert await status("POST", HEADERS, message(7, "echo", {})) == 400
        assert await status("POST", {"Content-Type": "text/plain", **connection}, message(8, "echo", {})) == 415
        assert await status("POST", {**HEADERS, **connection}, b"[" + message(9, "echo", {}) + b"]") == 501
        assert await status("POST", {**HEADERS, **connection}, b"{not json") == 400
        assert await status("GET", {"Accept": "application/json", **connection}) == 406
        assert await status("GET", {**sse, **connection}) == 409  # the connection's stream is open already
        assert await status("GET", {**sse, **connection, "Acp-Session-Id": "s9"}) == 404
        assert await status("GET", {**sse, "Acp-Connection-Id": "nope"}) == 404
        assert await status("GET", sse) == 400
        assert await status("PUT", {**HEADERS, **connection}) == 405
        # `$/cancel_request` belongs to the connection: a session header on it is not even looked at.
        cancel = message(None, "$/cancel_request", {"requestId": 99})
        assert await status("POST", {**HEADERS, **connection, "Acp-Session-Id": "s9"}, cancel) == 202

        assert await status("DELETE", connection) == 202
        await agent.connections[0].wait_closed()
        assert await status("DELETE", connection) == 404
        for reader in (main, session):
            await asyncio.wait_for(reader.task, 10)  # the streams end with the connection
            assert reader.status == 200


@pytest.mark.parametrize("version", ["HTTP/1.1", "HTTP/2"])
async def test_a_round_trip_through_connect_http(core: Any, version: str) -> None:
    agent = Agent()
    requests: list[httpx.Request] = []
    versions: set[str] = set()

    async def record(request: httpx.Request) -> None:
        requests.append(request)

    async def answered(response: httpx.Response) -> None:
        versions.add(response.http_version)

    # HTTP/2 without TLS is "prior knowledge": the client speaks it at once, and hypercorn answers in kind.
    http = httpx.AsyncClient(
        http1=version == "HTTP/1.1",
        http2=version == "HTTP/2",
        event_hooks={"request": [record], "response": [answered]},
    )
    client = acp_fast.Connection("client")
    updates: list[Any] = []
    notes: list[Any] = []
    client.on_notification("session/update", lambda params: updates.append(params["update"]))
    client.on_notification("note", notes.append)
    client.on_request("fs/read_text_file", lambda params: {"content": f"read {params['path']}"})
    async with serving(asgi_app(agent)) as url, http:
        await connect_http(client, url, client=http)
        assert await client.send_request("initialize", {"protocolVersion": 1}) == {
            "protocolVersion": 1,
            "agentCapabilities": {},
        }
        session = (await client.send_request("session/new", {}))["sessionId"]
        result = await client.send_request("session/prompt", {"sessionId": session, "prompt": []})
        assert result == {"stopReason": "end_turn"}
        assert updates == ["hello", "thinking", "done"]  # through the session's stream, in order
        assert notes == [{"scope": "connection"}]
        assert agent.answers == [{"content": "read /x"}]  # the agent's request, answered by the client
        assert await client.send_request("echo", {"big": "y" * 300_000}) == {"big": "y" * 300_000}
        await client.close()
        await agent.connections[0].wait_closed()
        assert not http.is_closed  # the caller's client stays the caller's
    posts = [
        (r.headers.get("Acp-Session-Id"), orjson.loads(r.content).get("method")) for r in requests if r.method == "POST"
    ]
    assert posts == [
        (None, "initialize"),
        (None, "session/new"),
        (session, "session/prompt"),
        (None, None),  # the answer to the agent's request
        (None, "echo"),
    ]
    streams = [
        r.headers.get("Acp-Session-Id") for r in requests if r.method == "GET" and "Acp-Connection-Id" in r.headers
    ]
    assert streams == [None, session]
    assert requests[-1].method == "DELETE"
    assert versions == {version}


async def test_cancel_request_reaches_the_handler_on_the_connection(core: Any) -> None:
    agent = Agent()
    cancels: list[httpx.Request] = []

    async def record(request: httpx.Request) -> None:
        if request.method == "POST" and b"$/cancel_request" in request.content:
            cancels.append(request)

    client = acp_fast.Connection("client")
    async with serving(asgi_app(agent)) as url, httpx.AsyncClient(event_hooks={"request": [record]}) as http:
        await connect_http(client, url, client=http)
        await client.send_request("initialize", {"protocolVersion": 1})
        session = (await client.send_request("session/new", {}))["sessionId"]
        slow = client.send_request("slow", {"sessionId": session})
        assert await client.send_request("echo", {}) == {}  # the slow request is in the handler
        slow.cancel()
        with pytest.raises(acp_fast.RequestError) as raised:
            await slow
        assert raised.value.code == acp_fast.ErrorCode.REQUEST_CANCELLED
        assert agent.cancelled.is_set()
        assert len(cancels) == 1 and "Acp-Session-Id" not in cancels[0].headers
        await client.close()


async def test_delete_ends_the_connection_and_fails_the_servers_pending_requests(core: Any) -> None:
    pending: list[acp_fast.SentRequest] = []
    asked = asyncio.Event()

    def handler(conn: acp_fast.Connection) -> None:
        conn.on_request("initialize", lambda params: {})

        @conn.on_request("start")
        def start(params: Any) -> Any:
            pending.append(conn.send_request("ask", {}))
            return {}

    client = acp_fast.Connection("client")

    @client.on_request("ask")
    async def ask(params: Any) -> Any:
        asked.set()
        await asyncio.Event().wait()  # never answered: cancelled when the client closes

    async with serving(asgi_app(handler)) as url:
        await connect_http(client, url)
        await client.send_request("initialize", {})
        await client.send_request("start", {})
        await asked.wait()
        await client.close()  # DELETE
        with pytest.raises(acp_fast.RequestError) as raised:
            await pending[0]
        assert raised.value.data["reason"] == "incoming_transport_closed"


async def test_refusals_come_before_any_handler(core: Any) -> None:
    handled: list[acp_fast.Connection] = []

    def handler(conn: acp_fast.Connection) -> None:
        handled.append(conn)
        conn.on_request("initialize", lambda params: {})

    app = asgi_app(handler, token="s3cret", allowed_origins=["https://editor.example"], max_connections=1)
    good = {"Authorization": "Bearer s3cret"}
    initialize = message(1, "initialize", {})
    async with serving(app) as url, httpx.AsyncClient() as http:
        for headers, expected in (
            ({}, 401),
            ({"Authorization": "Bearer wrong"}, 401),
            ({**good, "Origin": "https://evil.example"}, 403),
        ):
            response = await http.post(url, content=initialize, headers={**HEADERS, **headers})
            assert response.status_code == expected, response.text
        assert response.headers["content-type"] == "application/json"
        assert (await http.get(url, headers={"Accept": "text/event-stream"})).status_code == 401
        assert (await http.delete(url, headers={"Acp-Connection-Id": "x"})).status_code == 401
        websocket = url.replace("http://", "ws://")
        for headers, expected in (({}, 401), ({**good, "Origin": "https://evil.example"}, 403)):
            with pytest.raises(InvalidStatus) as refused:
                async with websocket_connect(websocket, additional_headers=headers):
                    pass
            assert refused.value.response.status_code == expected
        with pytest.raises(ConnectionRefusedError, match=r"127\.0\.0\.1"):
            await connect_http(acp_fast.Connection("client"), url, token="wrong")
        assert handled == []

        client = acp_fast.Connection("client")
        await connect_http(client, url, token="s3cret", headers={"Origin": "https://editor.example"})
        assert await client.send_request("initialize", {}) == {}
        assert len(handled) == 1
        # max_connections=1: one more is refused until it ends.
        assert (await http.post(url, content=initialize, headers={**HEADERS, **good})).status_code == 503
        await client.close()
        response = await http.post(url, content=initialize, headers={**HEADERS, **good})
        assert response.status_code == 200
        second = {**good, "Acp-Connection-Id": response.headers["Acp-Connection-Id"]}
        assert (await http.delete(url, headers=second)).status_code == 202


async def test_limits_of_a_post(core: Any) -> None:
    agent = Agent()
    async with serving(asgi_app(agent, max_message_size=4096)) as url, httpx.AsyncClient() as http:
        response = await http.post(url, content=message(1, "initialize", {}), headers=HEADERS)
        connection = {**HEADERS, "Acp-Connection-Id": response.headers["Acp-Connection-Id"]}
        fits = message(2, "echo", {"s": "x" * 3000})
        assert (await http.post(url, content=fits, headers=connection)).status_code == 202
        over = message(3, "echo", {"s": "x" * 5000})
        response = await http.post(url, content=over, headers=connection)
        assert response.status_code == 413 and "4096" in response.text

        async def chunked() -> AsyncIterator[bytes]:  # no Content-Length: counted as it arrives
            yield over[:3000]
            yield over[3000:]

        assert (await http.post(url, content=chunked(), headers=connection)).status_code == 413
        response = await http.post(url, content=fits, headers={**HEADERS, "Acp-Connection-Id": "0" * 32})
        assert response.status_code == 404 and "unknown connection" in response.text
        await http.delete(url, headers=connection)


async def test_what_a_client_does_not_finish_in_open_timeout_is_dropped(core: Any) -> None:
    agent = Agent()
    async with serving(asgi_app(agent, open_timeout=0.3)) as url, httpx.AsyncClient() as http:
        # A body that does not all arrive: 408.
        reader, writer = await asyncio.open_connection("127.0.0.1", urlsplit(url).port)
        writer.write(b"POST /acp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99\r\n\r\n{")
        assert (await reader.readuntil(b"\r\n")).startswith(b"HTTP/1.1 408")
        writer.close()
        await writer.wait_closed()
        # A connection whose stream is never opened: closed (a client that went away leaves nothing behind).
        response = await http.post(url, content=message(1, "initialize", {}), headers=HEADERS)
        assert response.status_code == 200
        await agent.connections[0].wait_closed()
        connection = {**HEADERS, "Acp-Connection-Id": response.headers["Acp-Connection-Id"]}
        assert (await http.post(url, content=message(2, "echo", {}), headers=connection)).status_code == 404


async def test_the_websocket_of_the_same_endpoint(core: Any) -> None:
    agent = Agent()
    async with serving(asgi_app(agent, max_message_size=4096)) as url:
        websocket = url.replace("http://", "ws://")
        client = acp_fast.Connection("client")
        updates: list[Any] = []
        client.on_notification("session/update", lambda params: updates.append(params["update"]))
        client.on_request("fs/read_text_file", lambda params: {"content": "over a WebSocket"})
        await connect_websocket(client, websocket)
        assert await client.send_request("initialize", {}) == {"protocolVersion": 1, "agentCapabilities": {}}
        session = (await client.send_request("session/new", {}))["sessionId"]
        assert await client.send_request("session/prompt", {"sessionId": session}) == {"stopReason": "end_turn"}
        assert updates == ["hello", "thinking", "done"]  # everything on the one socket
        assert agent.answers == [{"content": "over a WebSocket"}]
        await client.close()
        await agent.connections[0].wait_closed()  # the client closed the socket: the connection is gone

        async with websocket_connect(websocket) as ws:
            assert ws.response is not None and len(ws.response.headers["Acp-Connection-Id"]) == 32
            await ws.send(message(1, "echo", {"text": "a frame"}).decode())
            assert orjson.loads(await ws.recv())["result"] == {"text": "a frame"}
        for frame, code in ((b"binary", 1003), ("x" * 5000, 1009)):
            async with websocket_connect(websocket) as ws:
                await ws.send(frame)
                with pytest.raises(ConnectionClosedError) as closed:
                    await ws.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == code


async def test_a_slow_sse_reader_holds_the_producer_in_bounded_memory(core: Any) -> None:
    size = 4096
    state = {"sent": 0, "held": False}

    async def drained(conn: acp_fast.Connection) -> None:
        await conn.drain()

    def handler(conn: acp_fast.Connection) -> None:
        conn.on_request("initialize", lambda params: {})

        @conn.on_request("stream")
        async def stream(params: Any) -> Any:
            for n in range(params["count"]):
                conn.send_notification("update", {"n": n, "text": "x" * size})
                state["sent"] = n + 1
                waiting = asyncio.ensure_future(drained(conn))
                await asyncio.sleep(0)
                state["held"] = not waiting.done()  # the client leaves too much unread: the producer waits
                await waiting
            return {}

    client = acp_fast.Connection("client")
    received: list[int] = []
    reading = asyncio.Event()
    blocked = asyncio.Event()

    @client.on_notification("update")
    async def update(params: Any) -> None:
        blocked.set()
        await reading.wait()
        received.append(params["n"])

    async with serving(asgi_app(handler)) as url:
        await connect_http(client, url)
        await client.send_request("initialize", {})
        base = psutil.Process().memory_info().rss
        # 256 MiB, if nothing held it back.
        streaming = asyncio.ensure_future(client.send_request("stream", {"count": 65536}))
        try:
            await blocked.wait()
            # Wait until the producer stays held: everything between it and the stalled reader is full.
            last, steady = -1, 0
            while steady < 10:
                await asyncio.sleep(0.05)
                assert state["sent"] * size < 32 * MIB, "the producer was not held"
                steady = steady + 1 if state["held"] and state["sent"] == last else 0
                last = state["sent"]
            assert psutil.Process().memory_info().rss - base < 64 * MIB
            reading.set()  # the reader catches up: the producer goes on, nothing lost or reordered
            while state["sent"] < last + 2000:
                await asyncio.sleep(0.01)
        finally:
            await client.close()
        with pytest.raises(acp_fast.RequestError):
            await streaming
        assert received and received == list(range(len(received)))


async def test_client_errors_name_the_url_the_method_and_the_status(core: Any, caplog: Any) -> None:
    caplog.set_level(logging.WARNING, logger="acp_fast.network")
    agent = Agent()
    async with serving(asgi_app(agent)) as url:
        # The first message must be initialize.
        client = acp_fast.Connection("client")
        await connect_http(client, url)
        with pytest.raises(acp_fast.RequestError) as raised:
            await client.send_request("echo", {})
        assert raised.value.data["reason"] == "incoming_transport_closed"
        await client.wait_closed()
        assert any("must be an initialize request, not echo" in r.getMessage() for r in caplog.records)

        # A POST the server refuses (a session-scoped method without a session to name) closes the connection.
        client = acp_fast.Connection("client")
        await connect_http(client, url)
        await client.send_request("initialize", {})
        client.send_notification("session/cancel", {})
        with pytest.raises(acp_fast.RequestError) as raised:
            await client.send_request("echo", {})
        assert raised.value.data["reason"] == "incoming_transport_closed"
        await client.wait_closed()
        assert any(
            f"POST {url} (session/cancel) answered HTTP 400" in r.getMessage() and "Acp-Session-Id" in r.getMessage()
            for r in caplog.records
        )
        await agent.connections[-1].wait_closed()  # the client DELETEd it

        # The server ends the connection: the connection's stream ends, and with it the client's input.
        client = acp_fast.Connection("client")
        await connect_http(client, url)
        await client.send_request("initialize", {})
        session = (await client.send_request("session/new", {}))["sessionId"]
        slow = client.send_request("slow", {"sessionId": session})
        assert await client.send_request("echo", {}) == {}
        await agent.connections[-1].close()
        with pytest.raises(acp_fast.RequestError) as raised:
            await slow
        assert raised.value.data["reason"] == "incoming_transport_closed"
        await client.wait_closed()

    # Nothing listens there any more.
    with pytest.raises(ConnectionError, match=url):
        await connect_http(acp_fast.Connection("client"), url)


async def test_idle_connections_close_and_so_do_all_at_shutdown(core: Any) -> None:
    agent = Agent()
    async with serving(asgi_app(agent, idle_timeout=0.2)) as url:
        client = acp_fast.Connection("client")
        await connect_http(client, url)
        await client.send_request("initialize", {})
        await agent.connections[0].wait_closed()  # nothing in either direction for 0.2 s
        await client.wait_closed()  # its stream ended with it
    app = asgi_app(agent)
    async with serving(app) as url:
        client = acp_fast.Connection("client")
        await connect_http(client, url)
        await client.send_request("initialize", {})
        # The ASGI lifespan's shutdown, as a server sends it when it stops (here while the server still runs: a
        # server that stops with a stream open cancels its task, which asyncio reports).
        events: asyncio.Queue[dict[str, str]] = asyncio.Queue()
        sent: list[Any] = []

        async def send(event: Any) -> None:
            sent.append(event)

        for event in ("lifespan.startup", "lifespan.shutdown"):
            events.put_nowait({"type": event})
        await app({"type": "lifespan", "asgi": {"version": "3.0"}}, events.get, send)
        assert [event["type"] for event in sent] == ["lifespan.startup.complete", "lifespan.shutdown.complete"]
        assert agent.connections[1].is_closed
        await client.wait_closed()  # its stream ended: so did its input


END_OF_STREAM = b"0\r\n\r\n"  # the last chunk of a chunked body


class VanishingEndpoint:
    """A Streamable HTTP endpoint written out by hand (HTTP/1.1 on asyncio streams) that goes away as a server that
    shuts down does. It names `sessions` sessions on the connection's stream. Once the client has opened all their
    streams, it ends all but one (the client's HTTP connections turn idle, the sockets stay open), lets the loop run
    `turns` times, then ends the last session's stream and the connection's, closes every socket and stops listening.
    The last session's socket is closed first, so that its stream task, rather than the connection's, is the one that
    finds the idle connections closed by the server and closes them."""

    def __init__(self, sessions: int, turns: int) -> None:
        self.sessions = sessions
        self.turns = turns
        self.writers: list[asyncio.StreamWriter] = []
        self.handlers: list[asyncio.Task[None]] = []
        self.main: asyncio.StreamWriter | None = None  # the connection's stream
        self.streams: list[asyncio.StreamWriter] = []  # the sessions' streams
        self.gone = asyncio.Event()
        self.server: asyncio.Server | None = None

    async def __aenter__(self) -> str:
        self.server = await asyncio.start_server(self.accept, "127.0.0.1", 0)
        return f"http://127.0.0.1:{self.server.sockets[0].getsockname()[1]}/acp"

    async def __aexit__(self, *exc_info: object) -> None:
        self.close()
        await asyncio.gather(*self.handlers)

    def accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.writers.append(writer)
        self.handlers.append(asyncio.ensure_future(self.serve(reader, writer)))

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(asyncio.IncompleteReadError, ConnectionError):  # until the socket is closed
            while True:
                head = (await reader.readuntil(b"\r\n\r\n")).decode().lower()
                length = re.search(r"content-length: *(\d+)", head)
                body = await reader.readexactly(int(length.group(1)) if length else 0)
                if head.startswith("get") and "acp-connection-id" in head:
                    await self.stream(writer, "acp-session-id" in head)
                elif head.startswith("post"):  # initialize, answered in the body
                    answer = orjson.dumps({"jsonrpc": "2.0", "id": orjson.loads(body)["id"], "result": {}})
                    writer.write(
                        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nAcp-Connection-Id: c1\r\n"
                        b"Content-Length: %d\r\n\r\n%s" % (len(answer), answer)
                    )
                else:  # the client's first request, which checks that an endpoint is there
                    writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")

    async def stream(self, writer: asyncio.StreamWriter, session: bool) -> None:
        writer.write(b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
        if session:
            self.streams.append(writer)
            if len(self.streams) == self.sessions:
                await self.vanish()
        else:
            self.main = writer
            for n in range(self.sessions):
                event = b"data: %s\n\n" % message(None, "session/update", {"sessionId": f"s{n}"})
                writer.write(b"%x\r\n%s\r\n" % (len(event), event))
        await self.gone.wait()

    async def vanish(self) -> None:
        *ended, last = self.streams
        for writer in ended:
            writer.write(END_OF_STREAM)
        for _ in range(self.turns):
            await asyncio.sleep(0)
        assert self.main is not None
        for writer in (last, self.main):
            writer.write(END_OF_STREAM)
        last.close()
        self.close()

    def close(self) -> None:
        self.gone.set()
        assert self.server is not None
        self.server.close()
        for writer in self.writers:
            writer.close()


async def test_a_server_that_vanishes_leaves_no_socket_of_the_client_open(core: Any) -> None:
    # When the server goes away, a stream task of the client closes the idle HTTP connections the server closed while
    # the connection, its input ended, stops that task. Every socket the client opened is closed by the time the
    # connection is closed, however those steps interleave: each round moves the server's last step a few turns of
    # the loop later.
    for turns in range(0, 16, 3):
        endpoint = VanishingEndpoint(sessions=8, turns=turns)
        async with endpoint as url:
            client = acp_fast.Connection("client")
            client.on_notification("session/update", lambda params: None)
            await connect_http(client, url)
            assert await client.send_request("initialize", {}) == {}
            await endpoint.gone.wait()
            await client.wait_closed()
            port = urlsplit(url).port
            left = [s for s in psutil.Process().net_connections(kind="tcp") if s.raddr and s.raddr.port == port]
            assert left == [], f"{len(left)} sockets of the client left open (the last step {turns} turns later)"
