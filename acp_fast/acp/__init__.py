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
the official ACP JSON schema by `scripts/generate_schema.py`. `schema_v2` and `echo_agent_command` are imported on
first use (docs/performance.md#import-time).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from . import schema
from ._model import Model, SchemaError
from ._typed import TypedRequest
from .agent import Agent, AgentSideConnection, PromptTurn, run_agent
from .client import Client, ClientSideConnection, spawn_agent

if TYPE_CHECKING:
    from . import schema_v2
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

# name -> (the module that holds it, its name there; None: the module itself), imported on first use: a v1 agent or
# client needs neither the v2 draft's schema nor the echo agent's command line (docs/performance.md#import-time).
_LAZY: dict[str, tuple[str, str | None]] = {
    "schema_v2": (".schema_v2", None),
    "echo_agent": (".echo_agent", None),  # the submodule: an attribute of the package, as when it was imported here
    "echo_agent_command": (".echo_agent", "command"),
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _LAZY[name]
    value = importlib.import_module(module, __name__)
    if attribute is not None:
        value = getattr(value, attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
