"""Background tasks and ordered sending, as the official SDK's `acp.task` offers them: `TaskSupervisor` tracks
tasks and cancels them at shutdown, `MessageSender` writes JSON-RPC messages to an asyncio `StreamWriter` in order.

acp-fast's connections do neither through these classes (their router runs handlers and coalesces writes); they
are here, working, for code that uses them directly."""

from .sender import MessageSender
from .supervisor import TaskSupervisor

__all__ = ["MessageSender", "TaskSupervisor"]
