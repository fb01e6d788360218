"""Checked by scripts/check_doc_types.py (mypy and pyright, strict), never run: what type checkers see of the API.

Awaiting a typed call gives the method's result type, in both directions and in the v2 draft; handlers registered
with `on_request` keep their own type, and a lambda's params are typed.
"""

from typing import Any, assert_type

from acp_fast import Connection, Responder
from acp_fast.acp import AgentSideConnection, ClientSideConnection, schema, schema_v2


async def typed_results(agent: ClientSideConnection, client: AgentSideConnection) -> None:
    assert_type(await agent.initialize(protocol_version=1), schema.InitializeResponse)
    assert_type(await agent.new_session(cwd="/", mcp_servers=[]), schema.NewSessionResponse)
    assert_type(await agent.prompt("s", []), schema.PromptResponse)
    assert_type(
        await client.request_permission("s", schema.ToolCallUpdate(tool_call_id="t"), []),
        schema.RequestPermissionResponse,
    )
    assert_type(await client.v2.request_permission("s", "title", []), schema_v2.RequestPermissionResponse)


def handlers(conn: Connection) -> None:
    @conn.on_request("add")
    def add(params: Any) -> int:
        return int(params["a"]) + int(params["b"])

    assert_type(add({"a": 1, "b": 2}), int)  # decorated, it keeps its own type
    conn.on_request("echo", lambda params: params)

    @conn.on_request("slow")
    async def slow(params: Any, responder: Responder) -> None:
        responder.respond(params)
