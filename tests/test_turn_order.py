"""A turn's updates precede its answer on every transport, also when the turn is cancelled and the machine is busy
(docs/network.md, "Which stream carries what"; docs/connection.md, "Handlers").

The reference agent is served over WebSocket and over Streamable HTTP (the answer to a prompt and the session's
updates share the session's stream), and a client cancels prompts in the middle of their stream with
`$/cancel_request`, while other processes keep both CPUs busy. After each answer, a round trip on the same session's
stream (`_echo` naming the session) is a barrier: every update the agent sent before it has been handled when its
answer arrives, so an update of the cancelled turn counted after the turn's answer is one that came after it.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator

import pytest
from chains import until, within
from hypercorn_serving import serving
from recorders import Recorder

from acp_fast import Connection, RequestError
from acp_fast.acp import AgentSideConnection, ClientSideConnection
from acp_fast.acp.echo_agent import EchoAgent
from acp_fast.network import asgi_app, connect_http, connect_websocket, serve_websocket

pytestmark = pytest.mark.usefixtures("core")

TURNS = 25


def serve_echo(conn: Connection) -> None:
    AgentSideConnection(EchoAgent(delay=0.001), conn)


@contextlib.contextmanager
def busy_cpus(count: int = 2) -> Iterator[None]:
    """`count` processes spinning until the block ends: the scheduling of a loaded machine."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


@contextlib.asynccontextmanager
async def agent_url(transport: str) -> AsyncIterator[str]:
    if transport == "websocket":
        async with await serve_websocket(serve_echo) as server:
            yield server.url
    else:
        async with serving(asgi_app(serve_echo)) as url:
            yield url


@pytest.mark.parametrize("transport", ["websocket", "http"])
async def test_no_update_of_a_cancelled_turn_arrives_after_its_answer(transport):
    client = Recorder()
    with busy_cpus():
        async with agent_url(transport) as url:
            agent = ClientSideConnection(client)
            connect = connect_websocket if transport == "websocket" else connect_http
            await connect(agent.connection, url)
            await within(agent.initialize(protocol_version=1))
            session = (await within(agent.new_session(cwd="/", mcp_servers=[]))).session_id
            late = []
            for turn in range(TURNS):
                client.updates.clear()
                prompt = agent.prompt(session, [{"type": "text", "text": "slow"}])
                await until(lambda: client.updates)  # the turn streams
                prompt.cancel()
                with pytest.raises(RequestError) as raised:
                    await within(prompt)
                assert raised.value.code == -32800
                at_answer = len(client.updates)
                barrier = agent.connection.send_request("_echo", {"sessionId": session, "turn": turn})
                assert await within(barrier) == {"sessionId": session, "turn": turn}
                if len(client.updates) != at_answer:
                    late.append((turn, len(client.updates) - at_answer))
            await agent.connection.close()
    assert late == [], "(turn, updates after its answer)"
