"""`acp_fast.compat.router` and `acp_fast.compat.task`: the official SDK's hand-built router and task helpers, working
over real sockets (both routers, both loops).

- `MessageRouter` as a connection's handler: typed routes get every field by keyword (a legacy `params` method the
  whole model, with a DeprecationWarning), `_name` goes to the extension handler without the underscore, unknown
  methods and unstable ones without the opt-in answer -32601, an optional route without a method its default.
- `TaskSupervisor`: error handlers in order (a task's own, then the supervisor's), shutdown cancels and refuses.
- `MessageSender`: messages written as JSON lines in the order sent, each `send` returning once written.
"""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

import pytest

from acp_fast.compat import schema
from acp_fast.compat.connection import Connection
from acp_fast.compat.exceptions import RequestError
from acp_fast.compat.router import MessageRouter
from acp_fast.compat.task import MessageSender, TaskSupervisor

pytestmark = pytest.mark.usefixtures("core")


class Agent:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []

    async def authenticate(self, method_id: str, **kwargs: Any) -> dict[str, Any]:
        self.calls.append(("authenticate", (method_id, kwargs)))
        return {}

    async def cancel(self, params: schema.CancelNotification) -> None:  # a legacy one-word method taking `params`
        self.calls.append(("cancel", params.session_id))

    async def list_sessions(self, **kwargs: Any) -> dict[str, Any]:  # unstable: not called without the opt-in
        self.calls.append(("list_sessions", kwargs))
        return {"sessions": []}


async def _connections(handler: Any) -> tuple[Connection, Connection]:
    a, b = socket.socketpair()
    (ar, aw), (br, bw) = [await asyncio.open_connection(sock=sock) for sock in (a, b)]

    async def nothing(method: str, params: Any, is_notification: bool) -> Any:
        return None

    return Connection(handler, aw, ar), Connection(nothing, bw, br)


async def test_a_message_router_serves_a_connection():
    agent = Agent()
    router = MessageRouter()
    router.route_request("authenticate", schema.AuthenticateRequest, agent, "authenticate")
    router.route_notification("session/cancel", schema.CancelNotification, agent, "cancel")
    router.route_request("session/list", schema.ListSessionsRequest, agent, "list_sessions", unstable=True)
    router.route_request("logout", schema.LogoutRequest, agent, "logout", optional=True, default_result={"ok": 1})
    extensions: list[tuple[str, Any]] = []

    @router.handle_extension_request
    async def ext(name: str, params: dict[str, Any]) -> dict[str, Any]:
        extensions.append((name, params))
        return {"echo": params}

    server, client = await _connections(router)
    assert await client.send_request("authenticate", {"methodId": "m", "_meta": {"k": 1, "method_id": "no"}}) == {}
    with pytest.warns(DeprecationWarning, match=r"Agent\.cancel is deprecated"):
        await client.send_notification("session/cancel", {"sessionId": "s1"})
        for _ in range(100):
            if len(agent.calls) == 2:
                break
            await asyncio.sleep(0.01)
    assert agent.calls == [("authenticate", ("m", {"k": 1})), ("cancel", "s1")]
    assert await client.send_request("_example.com/echo", {"x": 1}) == {"echo": {"x": 1}}
    assert extensions == [("example.com/echo", {"x": 1})]
    assert await client.send_request("logout", {}) == {"ok": 1}
    for method in ("session/nope", "session/list"):
        with pytest.raises(RequestError) as raised:
            if method == "session/list":
                with pytest.warns(UserWarning, match="unstable protocol"):
                    await client.send_request(method, {})
            else:
                await client.send_request(method, {})
        assert raised.value.code == -32601
    await client.close()
    await server.close()


async def test_a_task_supervisor_reports_errors_and_shuts_down():
    supervisor = TaskSupervisor(source="test")
    seen: list[str] = []
    supervisor.add_error_handler(lambda task, exc: seen.append(f"supervisor: {exc}"))

    async def fail(message: str) -> None:
        raise ValueError(message)

    def broken(task: asyncio.Task[Any], exc: BaseException) -> None:
        raise RuntimeError("the task's own handler fails")

    own = supervisor.create(fail("own"), on_error=lambda task, exc: seen.append(f"own: {exc}"))
    fallback = supervisor.create(fail("fallback"), on_error=broken)
    await asyncio.wait([own, fallback])
    await asyncio.sleep(0)  # the done callbacks
    assert seen == ["own: own", "supervisor: fallback"]
    sleeper = supervisor.create(asyncio.sleep(60))
    await supervisor.shutdown()
    assert sleeper.cancelled()
    with pytest.raises(RuntimeError, match="TaskSupervisor for test already closed"):
        supervisor.create(asyncio.sleep(0))


async def test_a_message_sender_writes_lines_in_order():
    a, b = socket.socketpair()
    reader, reader_side = await asyncio.open_connection(sock=a)
    _, writer = await asyncio.open_connection(sock=b)
    supervisor = TaskSupervisor(source="sender")
    sender = MessageSender(writer, supervisor)
    await asyncio.gather(*(sender.send({"jsonrpc": "2.0", "method": "n", "params": {"i": i}}) for i in range(50)))
    await sender.close()
    writer.close()
    await writer.wait_closed()
    lines = [json.loads(line) for line in (await reader.read()).splitlines()]
    assert [line["params"]["i"] for line in lines] == list(range(50))
    reader_side.close()
    await reader_side.wait_closed()
    await supervisor.shutdown()
