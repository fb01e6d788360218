"""Builders for the ACP models an agent sends most: content blocks, tool calls, plans and session updates.

The same names, signatures and results as `acp.helpers` of the official SDK (0.12.1): each builder returns the
schema model the official one returns, with the same fields set, so code written against `acp.helpers` runs
unchanged and `model_dump(exclude_unset=True)` gives the same JSON.

    session_notification("sess-1", update_agent_message_text("Hello"))
    start_read_tool_call("call-1", "Read config", "/etc/app.toml")
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .schema import (
    AgentMessageChunk,
    AgentPlanUpdate,
    AgentThoughtChunk,
    AudioContentBlock,
    AvailableCommand,
    AvailableCommandsUpdate,
    BlobResourceContents,
    ContentToolCallContent,
    CurrentModeUpdate,
    EmbeddedResourceContentBlock,
    FileEditToolCallContent,
    ImageContentBlock,
    PlanEntry,
    PlanEntryPriority,
    PlanEntryStatus,
    ResourceContentBlock,
    SessionInfoUpdate,
    SessionNotification,
    TerminalToolCallContent,
    TextContentBlock,
    TextResourceContents,
    ToolCallLocation,
    ToolCallProgress,
    ToolCallStart,
    ToolCallStatus,
    ToolKind,
    UserMessageChunk,
)

# `__all__` lists the builders, exactly as the official module does (so `from ... import *` brings the same names);
# the type aliases below and the schema names imported above are public attributes of this module as well, and code
# imports them from here (`from acp.helpers import ContentBlock`).
__all__ = [
    "audio_block",
    "embedded_blob_resource",
    "embedded_text_resource",
    "image_block",
    "plan_entry",
    "resource_block",
    "resource_link_block",
    "session_notification",
    "start_edit_tool_call",
    "start_read_tool_call",
    "start_tool_call",
    "text_block",
    "tool_content",
    "tool_diff_content",
    "tool_terminal_ref",
    "update_agent_message",
    "update_agent_message_text",
    "update_agent_thought",
    "update_agent_thought_text",
    "update_available_commands",
    "update_current_mode",
    "update_plan",
    "update_tool_call",
    "update_user_message",
    "update_user_message_text",
]

# The content blocks a message chunk or a tool call's `content` entry can carry.
ContentBlock = (
    TextContentBlock | ImageContentBlock | AudioContentBlock | ResourceContentBlock | EmbeddedResourceContentBlock
)

# The updates `session_notification` accepts: the ones these builders make, plus the session-info update.
SessionUpdate = (
    AgentMessageChunk
    | AgentPlanUpdate
    | AgentThoughtChunk
    | AvailableCommandsUpdate
    | CurrentModeUpdate
    | UserMessageChunk
    | ToolCallStart
    | ToolCallProgress
    | SessionInfoUpdate
)

# What a tool call's `content` list holds: a content block, a file diff or a reference to a terminal.
ToolCallContentVariant = ContentToolCallContent | FileEditToolCallContent | TerminalToolCallContent


# Every builder below passes the discriminator and each optional field explicitly, even when None: the official
# builders do, and a model's set of explicitly set fields decides what `exclude_unset` keeps.


def text_block(text: str) -> TextContentBlock:
    """A plain text content block."""
    return TextContentBlock(type="text", text=text)


def image_block(data: str, mime_type: str, *, uri: str | None = None) -> ImageContentBlock:
    """An image content block: base64 `data` of the given MIME type, optionally with the URI it came from."""
    return ImageContentBlock(type="image", data=data, mime_type=mime_type, uri=uri)


def audio_block(data: str, mime_type: str) -> AudioContentBlock:
    """An audio content block: base64 `data` of the given MIME type."""
    return AudioContentBlock(type="audio", data=data, mime_type=mime_type)


def resource_link_block(
    name: str,
    uri: str,
    *,
    mime_type: str | None = None,
    size: int | None = None,
    description: str | None = None,
    title: str | None = None,
) -> ResourceContentBlock:
    """A link to a resource the receiver can fetch itself (a `resource_link` block), without its contents."""
    return ResourceContentBlock(
        type="resource_link",
        name=name,
        uri=uri,
        mime_type=mime_type,
        size=size,
        description=description,
        title=title,
    )


def embedded_text_resource(uri: str, text: str, *, mime_type: str | None = None) -> TextResourceContents:
    """The text contents of a resource, to embed with `resource_block`."""
    return TextResourceContents(uri=uri, text=text, mime_type=mime_type)


def embedded_blob_resource(uri: str, blob: str, *, mime_type: str | None = None) -> BlobResourceContents:
    """The binary (base64 `blob`) contents of a resource, to embed with `resource_block`."""
    return BlobResourceContents(uri=uri, blob=blob, mime_type=mime_type)


def resource_block(resource: TextResourceContents | BlobResourceContents) -> EmbeddedResourceContentBlock:
    """A content block that carries a resource's contents inline (a `resource` block)."""
    return EmbeddedResourceContentBlock(type="resource", resource=resource)


def tool_content(block: ContentBlock) -> ContentToolCallContent:
    """Wrap a content block as an entry of a tool call's `content` list."""
    return ContentToolCallContent(type="content", content=block)


def tool_diff_content(path: str, new_text: str, old_text: str | None = None) -> FileEditToolCallContent:
    """A tool call `content` entry showing an edit of the file at `path`; no `old_text` means a new file."""
    return FileEditToolCallContent(type="diff", path=path, new_text=new_text, old_text=old_text)


def tool_terminal_ref(terminal_id: str) -> TerminalToolCallContent:
    """A tool call `content` entry that embeds the output of a terminal the client created."""
    return TerminalToolCallContent(type="terminal", terminal_id=terminal_id)


def plan_entry(
    content: str,
    *,
    priority: PlanEntryPriority = "medium",
    status: PlanEntryStatus = "pending",
) -> PlanEntry:
    """One task of an agent's plan; by default of medium priority and not started."""
    return PlanEntry(content=content, priority=priority, status=status)


def update_plan(entries: Iterable[PlanEntry]) -> AgentPlanUpdate:
    """A `plan` session update: the complete plan, which replaces the one sent before."""
    return AgentPlanUpdate(session_update="plan", entries=list(entries))


def update_user_message(content: ContentBlock) -> UserMessageChunk:
    """A `user_message_chunk` session update (used when replaying a session's history)."""
    return UserMessageChunk(session_update="user_message_chunk", content=content)


def update_user_message_text(text: str) -> UserMessageChunk:
    """A `user_message_chunk` session update carrying plain text."""
    return update_user_message(text_block(text))


def update_agent_message(content: ContentBlock) -> AgentMessageChunk:
    """An `agent_message_chunk` session update: a piece of the agent's reply."""
    return AgentMessageChunk(session_update="agent_message_chunk", content=content)


def update_agent_message_text(text: str) -> AgentMessageChunk:
    """An `agent_message_chunk` session update carrying plain text."""
    return update_agent_message(text_block(text))


def update_agent_thought(content: ContentBlock) -> AgentThoughtChunk:
    """An `agent_thought_chunk` session update: a piece of the agent's reasoning."""
    return AgentThoughtChunk(session_update="agent_thought_chunk", content=content)


def update_agent_thought_text(text: str) -> AgentThoughtChunk:
    """An `agent_thought_chunk` session update carrying plain text."""
    return update_agent_thought(text_block(text))


def update_available_commands(commands: Iterable[AvailableCommand]) -> AvailableCommandsUpdate:
    """An `available_commands_update` session update: the full list of commands the agent now accepts."""
    return AvailableCommandsUpdate(session_update="available_commands_update", available_commands=list(commands))


def update_current_mode(current_mode_id: str) -> CurrentModeUpdate:
    """A `current_mode_update` session update: the agent switched the session to another mode."""
    return CurrentModeUpdate(session_update="current_mode_update", current_mode_id=current_mode_id)


def session_notification(session_id: str, update: SessionUpdate) -> SessionNotification:
    """The `session/update` notification that delivers `update` for the session."""
    return SessionNotification(session_id=session_id, update=update)


def start_tool_call(
    tool_call_id: str,
    title: str,
    *,
    kind: ToolKind | None = None,
    status: ToolCallStatus | None = None,
    content: Sequence[ToolCallContentVariant] | None = None,
    locations: Sequence[ToolCallLocation] | None = None,
    raw_input: Any | None = None,
    raw_output: Any | None = None,
) -> ToolCallStart:
    """A `tool_call` session update: announces a new tool call the agent makes."""
    return ToolCallStart(
        session_update="tool_call",
        tool_call_id=tool_call_id,
        title=title,
        kind=kind,
        status=status,
        content=None if content is None else list(content),
        locations=None if locations is None else list(locations),
        raw_input=raw_input,
        raw_output=raw_output,
    )


def start_read_tool_call(
    tool_call_id: str,
    title: str,
    path: str,
    *,
    extra_options: Sequence[ToolCallContentVariant] | None = None,
) -> ToolCallStart:
    """A pending `read` tool call on the file at `path` (its location, and `{"path": path}` as raw input);
    `extra_options` becomes the call's `content`."""
    return start_tool_call(
        tool_call_id,
        title,
        kind="read",
        status="pending",
        content=extra_options,
        locations=[ToolCallLocation(path=path)],
        raw_input={"path": path},
    )


def start_edit_tool_call(
    tool_call_id: str,
    title: str,
    path: str,
    content: Any,
    *,
    extra_options: Sequence[ToolCallContentVariant] | None = None,
) -> ToolCallStart:
    """A pending `edit` tool call writing `content` to the file at `path` (its location, and
    `{"path": path, "content": content}` as raw input); `extra_options` becomes the call's `content`."""
    return start_tool_call(
        tool_call_id,
        title,
        kind="edit",
        status="pending",
        content=extra_options,
        locations=[ToolCallLocation(path=path)],
        raw_input={"path": path, "content": content},
    )


def update_tool_call(
    tool_call_id: str,
    *,
    title: str | None = None,
    kind: ToolKind | None = None,
    status: ToolCallStatus | None = None,
    content: Sequence[ToolCallContentVariant] | None = None,
    locations: Sequence[ToolCallLocation] | None = None,
    raw_input: Any | None = None,
    raw_output: Any | None = None,
) -> ToolCallProgress:
    """A `tool_call_update` session update: the fields given change, None leaves a field as it was."""
    return ToolCallProgress(
        session_update="tool_call_update",
        tool_call_id=tool_call_id,
        title=title,
        kind=kind,
        status=status,
        content=None if content is None else list(content),
        locations=None if locations is None else list(locations),
        raw_input=raw_input,
        raw_output=raw_output,
    )
