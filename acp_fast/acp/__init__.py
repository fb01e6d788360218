"""The ACP layer: typed agent and client sides over `acp_fast.Connection`.

```python
from acp_fast import acp
from acp_fast.acp import schema

class EchoAgent(acp.Agent):
    async def new_session(self, params: schema.NewSessionRequest):
        return {"sessionId": "s1"}

    async def prompt(self, params: schema.PromptRequest):
        self.client.session_update(params.session_id, schema.AgentMessageChunk(
            content=schema.TextContentBlock(text="hello")))
        return {"stopReason": "end_turn"}

asyncio.run(acp.run_agent(EchoAgent()))
```

`schema` holds the protocol v1 types (stable and unstable), `schema_v2` the v2 draft's; both are generated from
the official ACP JSON schema by `scripts/generate_schema.py`.
"""

from . import schema, schema_v2
from ._model import Model, SchemaError
from ._typed import TypedRequest
from .agent import Agent, AgentSideConnection, PromptTurn, run_agent
from .client import Client, ClientSideConnection, spawn_agent
from .echo_agent import command as echo_agent_command

PROTOCOL_VERSION = schema.PROTOCOL_VERSION

__all__ = [
    "PROTOCOL_VERSION",
    "Agent",
    "AgentSideConnection",
    "Client",
    "ClientSideConnection",
    "Model",
    "PromptTurn",
    "SchemaError",
    "TypedRequest",
    "echo_agent_command",
    "run_agent",
    "schema",
    "schema_v2",
    "spawn_agent",
]
