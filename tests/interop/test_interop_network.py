"""Interop over the network (docs/network.md): acp-fast's Streamable HTTP and WebSocket transports against the
official Python SDK 0.12.1 (`acp.http`, `acp.ws`) and the TypeScript SDK 2.4.0 (its experimental transports), both
directions, and `acp_fast.compat.http` / `acp_fast.compat.ws` against the official SDK.

Every pairing runs one session per transport: initialize, session/new, a prompt streamed as session/update
notifications, a prompt cancelled with `$/cancel_request`, a prompt ended by `session/cancel`, and a prompt after
those. Our side runs in this process where it can (on both cores and both loops): `asgi_app` under Hypercorn
(Streamable HTTP and WebSocket on one endpoint) and `serve_websocket`, each serving the echo agent; `connect_http`
and `connect_websocket` with a recording client. The official peers are `network_peers/agent.py` (its ASGI app
under Hypercorn, as the official HTTP example runs it) and `network_peers/client.py` (`create_http_stream` /
`create_websocket_stream` + `connect_to_agent`), in the venv of `acp_env.acp_network_python()`; run through
`python -m acp_fast.compat` the same scripts are the compat peers. The TypeScript peers are `ts/src/net_*.ts`.

Request cancellation depends on the peer, and each is asserted as it is: acp-fast, `acp_fast.compat` and the
TypeScript SDK answer a cancelled prompt `-32800` and stream nothing after; the official 0.12.1 ignores
`$/cancel_request` (its turn runs on until `session/cancel`), and as a client sends none, so its client peer sends
the notification itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import subprocess
import sys
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import node_env
import pytest
from acp_env import acp_network_python
from hypercorn_serving import serving
from recorders import Recorder

import acp_fast.compat as compat
from acp_fast import Connection, RequestError
from acp_fast.acp import AgentSideConnection, ClientSideConnection
from acp_fast.acp.echo_agent import EchoAgent
from acp_fast.compat import _transport as compat_transport
from acp_fast.compat import agent as compat_agent
from acp_fast.compat import helpers as compat_helpers
from acp_fast.compat import schema as compat_schema
from acp_fast.compat.http import asgi as compat_asgi
from acp_fast.compat.http import client as compat_http_client
from acp_fast.compat.http import server as compat_http_server
from acp_fast.compat.ws import client as compat_ws_client
from acp_fast.compat.ws import server as compat_ws_server
from acp_fast.network import asgi_app, connect_http, connect_websocket, serve_websocket

PEERS = Path(__file__).resolve().parent / "network_peers"
AGENT = PEERS / "agent.py"
CLIENT = PEERS / "client.py"
RUN_TIMEOUT = 60
STEP_TIMEOUT = 30


async def within(awaitable: Any) -> Any:
    return await asyncio.wait_for(awaitable, STEP_TIMEOUT)


async def until(condition: Callable[[], bool]) -> None:
    """Wait for `condition` (the test's hang guard bounds it)."""
    while not condition():
        await asyncio.sleep(0.01)


def serve_echo(conn: Connection) -> None:
    AgentSideConnection(EchoAgent(), conn)


def ws_url(http_url: str) -> str:
    return "ws" + http_url.removeprefix("http")


@contextlib.asynccontextmanager
async def our_servers() -> AsyncIterator[list[str]]:
    """The echo agent served by `asgi_app` under Hypercorn and by `serve_websocket`: the URLs to reach it, Streamable
    HTTP and WebSocket on the ASGI app's endpoint, then the WebSocket server's."""
    async with serving(asgi_app(serve_echo)) as http, await serve_websocket(serve_echo) as websocket:
        yield [http, ws_url(http), websocket.url]


def steps_by_url(stdout: str) -> dict[str, dict[str, dict[str, Any]]]:
    """A peer's report: url -> step -> entry."""
    steps: dict[str, dict[str, dict[str, Any]]] = {}
    for line in filter(str.strip, stdout.splitlines()):
        entry = json.loads(line)
        steps.setdefault(entry["url"], {})[entry["step"]] = entry
    return steps


async def run_client(argv: list[str], urls: list[str], env: dict[str, str]) -> dict[str, dict[str, dict[str, Any]]]:
    """Run a client peer (`argv`) against `urls` to its end: its report (`steps_by_url`)."""
    client = await asyncio.create_subprocess_exec(*argv, *urls, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    stdout, stderr = await asyncio.wait_for(client.communicate(), RUN_TIMEOUT)
    assert client.returncode == 0, stdout.decode() + stderr.decode()
    return steps_by_url(stdout.decode())


def assert_session(
    steps: dict[str, dict[str, Any]], agent_name: str, *, honours_cancel_request: bool, stops_turn: bool = False
) -> None:
    """One URL's session as network_peers/client.py and ts/src/net_client.ts report it. `stops_turn`: an
    acp_fast.compat agent, which stops a prompt cancelled with `$/cancel_request` through the agent's `cancel`."""
    assert steps["initialize"]["agentName"] == agent_name
    assert steps["prompt"]["stopReason"] == "end_turn" and steps["prompt"]["text"] == "echo: hello"
    cancel = steps["cancel_request"]
    if honours_cancel_request:
        # Answered at once (-32800, or the turn's own "cancelled" when the agent stopped it), nothing streamed after.
        expected = "result cancelled" if stops_turn else "error -32800"
        assert cancel["outcome"] == expected and cancel["ignored"] is False
    else:
        # No answer: the turn ran on until session/cancel ended it.
        assert cancel["ignored"] is True and cancel["outcome"] == "result cancelled"
    assert cancel["lateUpdates"] == 0
    assert steps["session_cancel"]["stopReason"] == "cancelled"
    assert steps["again"]["stopReason"] == "end_turn" and steps["again"]["text"] == "echo: hello"


# ---------------------------------------------------------------------------------------- the official peers


@pytest.fixture(scope="module")
def official_python() -> Path:
    return acp_network_python()


class PeerServer:
    """A server peer in a child process: `network_peers/agent.py` or `ts/dist/net_server.js`, which print their URL
    on the first line of stdout and serve until their stdin closes."""

    def __init__(self, argv: list[str], env: dict[str, str], log: Path) -> None:
        self.log = log
        with log.open("w") as stderr:
            self.process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, env=env, text=True
            )
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            self.close()
            raise RuntimeError(f"{argv} exited {self.process.returncode}:\n{log.read_text()[-3000:]}")
        self.url: str = json.loads(line)["url"]

    def close(self) -> None:
        process = self.process
        assert process.stdin is not None and process.stdout is not None
        process.stdin.close()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()


@pytest.fixture(scope="module")
def official_server(official_python: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The official SDK's ASGI app under Hypercorn, serving network_peers/agent.py's agent: its URL."""
    server = PeerServer([str(official_python), str(AGENT)], {}, tmp_path_factory.mktemp("official") / "server.log")
    yield server.url
    server.close()


async def test_the_official_client_drives_our_servers(core, official_python):
    async with our_servers() as urls:
        steps = await run_client([str(official_python), str(CLIENT)], urls, core.env)
    for url in urls:
        # The official client sends $/cancel_request itself (0.12.1 does not when its task is cancelled).
        assert steps[url]["cancel_request"]["how"] == "explicit"
        assert_session(steps[url], "acp-fast-echo-agent", honours_cancel_request=True)


async def drive(url: str, agent_name: str, *, honours_cancel_request: bool) -> None:
    """One session of our client (`connect_http` or `connect_websocket`, by the URL's scheme) with a peer's agent."""
    connect = connect_websocket if url.startswith("ws") else connect_http
    client = Recorder()
    agent = ClientSideConnection(client, Connection("client"))
    await connect(agent.connection, url)
    try:
        init = await within(agent.initialize(protocol_version=1))
        assert init.agent_info.name == agent_name
        session_id = (await within(agent.new_session(cwd="/", mcp_servers=[]))).session_id

        response = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: hello"

        # $/cancel_request (`cancel()` sends it; the request still gets the peer's answer).
        client.updates.clear()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await within(until(lambda: bool(client.updates)))
        prompt.cancel()
        if honours_cancel_request:
            with pytest.raises(RequestError) as refused:
                await within(prompt)
            assert refused.value.code == -32800
        else:
            # The agent ignores it and streams on, until session/cancel ends the turn.
            seen = len(client.updates)
            await within(until(lambda: len(client.updates) > seen + 3))
            agent.cancel(session_id)
            assert (await within(prompt)).stop_reason == "cancelled"

        # session/cancel ends a turn: stop reason "cancelled".
        client.updates.clear()
        prompt = agent.prompt(session_id, [{"type": "text", "text": "slow"}])
        await within(until(lambda: bool(client.updates)))
        agent.cancel(session_id)
        assert (await within(prompt)).stop_reason == "cancelled"

        client.updates.clear()
        response = await within(agent.prompt(session_id, [{"type": "text", "text": "hello"}]))
        assert response.stop_reason == "end_turn" and client.text() == "echo: hello"
    finally:
        await agent.connection.close()


@pytest.mark.parametrize("transport", ["http", "ws"])
async def test_our_client_drives_the_official_server(core, official_server, transport):
    url = official_server if transport == "http" else ws_url(official_server)
    # 0.12.1 ignores $/cancel_request.
    await drive(url, "net-agent", honours_cancel_request=False)


# ------------------------------------------------------------------- acp_fast.compat against the official SDK


def compat_argv(script: Path) -> list[str]:
    return [sys.executable, "-P", "-m", "acp_fast.compat", str(script)]


# The compat peers run in processes of their own, on the core the environment selects (the default): their
# transports are the ones tested in this process on both cores.
COMPAT_ENV = {"PYTHONPATH": os.pathsep.join(sys.path)}


def test_the_compat_client_drives_the_official_server(official_server):
    urls = [official_server, ws_url(official_server)]
    run = subprocess.run(
        [*compat_argv(CLIENT), *urls], capture_output=True, text=True, env=COMPAT_ENV, timeout=RUN_TIMEOUT
    )
    assert run.returncode == 0, run.stdout + run.stderr
    steps = steps_by_url(run.stdout)
    for url in urls:
        # acp_fast.compat sends $/cancel_request when the task awaiting conn.prompt(...) is cancelled.
        assert steps[url]["cancel_request"]["how"] == "task"
        assert_session(steps[url], "net-agent", honours_cancel_request=False)


class CompatAgent(compat.Agent):
    """network_peers/agent.py's agent, written against acp_fast.compat in this process."""

    def __init__(self) -> None:
        self._turns: dict[str, set[asyncio.Event]] = {}

    def on_connect(self, conn: Any) -> None:
        self._conn = conn

    async def initialize(self, protocol_version: int, **kwargs: Any) -> Any:
        info = compat_schema.Implementation(name="compat-net-agent", version="1")
        return compat.InitializeResponse(protocol_version=protocol_version, agent_info=info)

    async def new_session(self, cwd: str, mcp_servers: Any = None, **kwargs: Any) -> Any:
        return compat.NewSessionResponse(session_id=f"compat-{len(self._turns) + 1}")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        for cancelled in self._turns.get(session_id, ()):
            cancelled.set()

    async def prompt(self, prompt: list[Any], session_id: str, **kwargs: Any) -> Any:
        text = "".join(getattr(block, "text", "") for block in prompt)
        slow = "slow" in text.split()
        cancelled = asyncio.Event()
        turns = self._turns.setdefault(session_id, set())
        turns.add(cancelled)
        try:
            for piece in ["echo: ", text, *(["."] * 1000 if slow else [])]:
                if cancelled.is_set():
                    return compat.PromptResponse(stop_reason="cancelled")
                await self._conn.session_update(session_id, compat_helpers.update_agent_message_text(piece))
                if slow:
                    await asyncio.sleep(0.02)
            return compat.PromptResponse(stop_reason="end_turn")
        finally:
            turns.discard(cancelled)


async def test_the_official_client_drives_a_compat_server(core, official_python):
    # Composed as the official modules allow: WebSocket scopes through `handle_asgi_websocket`, the rest through
    # the `AcpAsgiApp` of the same server.
    server = compat_http_server.AcpServer(lambda conn: CompatAgent())
    http_app = compat_asgi.AcpAsgiApp(server)

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "websocket":
            await compat_ws_server.handle_asgi_websocket(server, scope, receive, send)
        else:
            await http_app(scope, receive, send)

    async with serving(app) as url:
        urls = [url, ws_url(url)]
        try:
            steps = await run_client([str(official_python), str(CLIENT)], urls, core.env)
        finally:
            await server.close()
    for url in urls:
        assert_session(steps[url], "compat-net-agent", honours_cancel_request=True, stops_turn=True)


class CompatClient(compat.Client):
    def __init__(self) -> None:
        self.texts: list[str] = []

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.texts.append(update.content.text)


async def test_compat_sides_run_on_acp_fast_connections(core):
    """`AgentSideConnection` and `connect_to_agent` given an `acp_fast.Connection` that an acp-fast transport
    connects (here `serve_websocket` and `connect_websocket`)."""
    server = await serve_websocket(lambda conn: compat_agent.AgentSideConnection(lambda side: CompatAgent(), conn))
    async with server:
        client = CompatClient()
        conn = Connection("client")
        agent = compat.connect_to_agent(client, conn)
        await connect_websocket(conn, server.url)
        init = await within(agent.initialize(protocol_version=1))
        assert init.agent_info.name == "compat-net-agent"
        session_id = (await within(agent.new_session(cwd="/", mcp_servers=[]))).session_id
        prompt = [compat_helpers.text_block("hello")]
        assert (await within(agent.prompt(session_id=session_id, prompt=prompt))).stop_reason == "end_turn"
        assert "".join(client.texts) == "echo: hello"
        await agent.close()
        assert conn.is_closed


@pytest.mark.parametrize("transport", ["http", "ws"])
async def test_a_compat_stream_is_a_transport_of_messages(core, transport):
    """`create_http_stream` / `create_websocket_stream` used on their own, message by message."""
    async with our_servers() as (http, ws, _):
        if transport == "http":
            stream = compat_http_client.create_http_stream(http)
        else:
            stream = await compat_ws_client.create_websocket_stream(ws)
        assert isinstance(stream, compat_transport.Transport)
        await within(stream.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": 1}}))
        answer = await within(stream.receive())
        assert answer["id"] == 0 and answer["result"]["agentInfo"]["name"] == "acp-fast-echo-agent"
        new_session = {"jsonrpc": "2.0", "id": 1, "method": "session/new", "params": {"cwd": "/", "mcpServers": []}}
        await within(stream.send(new_session))
        assert (await within(stream.receive()))["result"]["sessionId"] == "echo-1"
        await stream.close()
        assert await within(stream.receive()) is None
        with pytest.raises(ConnectionError):
            await stream.send({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": "echo-1"}})


# ------------------------------------------------------------------------------------ the TypeScript SDK


def node_argv(script: str) -> list[str]:
    """argv that runs one of ts/src's network peers (built first if needed)."""
    dist = node_env.ts_interop_dir() / "dist"
    return [shutil.which("node") or "node", str(dist / script)]


@pytest.fixture(scope="module")
def typescript_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The TypeScript SDK's `AcpServer` (Node's HTTP server, `ws` for WebSocket upgrades) serving ts-net-agent."""
    server = PeerServer(node_argv("net_server.js"), {}, tmp_path_factory.mktemp("typescript") / "server.log")
    yield server.url
    server.close()


async def test_the_typescript_client_drives_our_servers(core):
    async with our_servers() as urls:
        steps = await run_client(node_argv("net_client.js"), urls, core.env)
    for url in urls:
        # The TS client aborts the prompt's cancellationSignal: the SDK sends $/cancel_request.
        assert steps[url]["cancel_request"]["how"] == "signal"
        assert_session(steps[url], "acp-fast-echo-agent", honours_cancel_request=True)


@pytest.mark.parametrize("transport", ["http", "ws"])
async def test_our_client_drives_the_typescript_server(core, typescript_server, transport):
    url = typescript_server if transport == "http" else ws_url(typescript_server)
    await drive(url, "ts-net-agent", honours_cancel_request=True)
