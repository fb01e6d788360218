"""Experimental helpers for ACP integrations, as `acp.contrib` of the official SDK (0.12.1) has them.

- `ToolCallTracker` (agent side): tracks tool calls by the agent's own ids and builds their session updates.
- `PermissionBroker` (agent side): asks the client to approve a tool call.
- `SessionAccumulator` (client side): merges `session/update` notifications into `SessionSnapshot`s.

Unstable, as upstream marks them: they live apart from the core API so that using them is an explicit choice.
"""

from __future__ import annotations

from .permissions import PermissionBroker, default_permission_options
from .session_state import SessionAccumulator, SessionSnapshot, ToolCallView
from .tool_calls import ToolCallTracker, TrackedToolCallView

__all__ = [
    "PermissionBroker",
    "SessionAccumulator",
    "SessionSnapshot",
    "ToolCallTracker",
    "ToolCallView",
    "TrackedToolCallView",
    "default_permission_options",
]
