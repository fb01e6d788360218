"""`acp_fast.compat.helpers`, `.contrib` and `.telemetry`: the official SDK's (0.12.1) builders, contrib helpers and
spans.

- Each builder returns the official model class with the official wire JSON (camelCase aliases, discriminators).
- `ToolCallTracker`: ACP ids from the id factory, updates that carry only the fields given, None clears, streamed
  text accumulates, read-only views and copies that do not share state.
- `PermissionBroker`: the request it builds (tool call from the tracker or given, content, description, options)
  and its errors.
- `SessionAccumulator`: merging of tool calls, plan, mode, commands and message chunks into snapshots;
  subscribers, session changes, isolation of snapshots from later changes.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from acp_fast.compat import helpers
from acp_fast.compat.contrib import (
    PermissionBroker,
    SessionAccumulator,
    SessionSnapshot,
    ToolCallTracker,
    ToolCallView,
    TrackedToolCallView,
    default_permission_options,
)
from acp_fast.compat.contrib.permissions import MissingToolCallError, PermissionBrokerError
from acp_fast.compat.contrib.session_state import (
    SessionNotificationMismatchError,
    SessionSnapshotUnavailableError,
)
from acp_fast.compat.contrib.tool_calls import UNSET
from acp_fast.compat.schema import (
    AgentMessageChunk,
    AgentPlanUpdate,
    AgentThoughtChunk,
    AllowedOutcome,
    AudioContentBlock,
    AvailableCommand,
    AvailableCommandsUpdate,
    BlobResourceContents,
    ContentToolCallContent,
    CurrentModeUpdate,
    DeniedOutcome,
    EmbeddedResourceContentBlock,
    FileEditToolCallContent,
    ImageContentBlock,
    PermissionOption,
    PlanEntry,
    RequestPermissionRequest,
    RequestPermissionResponse,
    ResourceContentBlock,
    SessionInfoUpdate,
    SessionNotification,
    TerminalToolCallContent,
    TextContentBlock,
    TextResourceContents,
    ToolCallLocation,
    ToolCallProgress,
    ToolCallStart,
    ToolCallUpdate,
    UserMessageChunk,
)


def wire(model: Any) -> Any:
    """The JSON a model puts on the wire."""
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def sent(model: Any) -> Any:
    """The fields a model was given, None included: what `exclude_unset` serialisation keeps."""
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


# --- helpers: names ---


def test_helpers_exports_the_official_names() -> None:
    assert sorted(helpers.__all__) == [
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
    assert all(callable(getattr(helpers, name)) for name in helpers.__all__)


def test_helpers_type_aliases_are_the_unions_of_models() -> None:
    assert set(helpers.ContentBlock.__args__) == {
        TextContentBlock,
        ImageContentBlock,
        AudioContentBlock,
        ResourceContentBlock,
        EmbeddedResourceContentBlock,
    }
    assert set(helpers.ToolCallContentVariant.__args__) == {
        ContentToolCallContent,
        FileEditToolCallContent,
        TerminalToolCallContent,
    }
    assert set(helpers.SessionUpdate.__args__) == {
        AgentMessageChunk,
        AgentPlanUpdate,
        AgentThoughtChunk,
        AvailableCommandsUpdate,
        CurrentModeUpdate,
        UserMessageChunk,
        ToolCallStart,
        ToolCallProgress,
        SessionInfoUpdate,
    }
    # Code imports the schema names from the helpers module too, as it can from the official one.
    assert helpers.TextContentBlock is TextContentBlock
    assert helpers.ToolCallLocation is ToolCallLocation


# --- helpers: content blocks ---


def test_content_blocks() -> None:
    block = helpers.text_block("hello")
    assert type(block) is TextContentBlock
    assert wire(block) == {"type": "text", "text": "hello"}

    image = helpers.image_block("iVBORw0=", "image/png")
    assert type(image) is ImageContentBlock
    assert wire(image) == {"type": "image", "data": "iVBORw0=", "mimeType": "image/png"}
    image = helpers.image_block("iVBORw0=", "image/png", uri="file:///tmp/a.png")
    assert wire(image)["uri"] == "file:///tmp/a.png"

    audio = helpers.audio_block("UklGRg==", "audio/wav")
    assert type(audio) is AudioContentBlock
    assert wire(audio) == {"type": "audio", "data": "UklGRg==", "mimeType": "audio/wav"}


def test_resource_link_block() -> None:
    link = helpers.resource_link_block("notes", "file:///notes.md")
    assert type(link) is ResourceContentBlock
    assert wire(link) == {"type": "resource_link", "name": "notes", "uri": "file:///notes.md"}
    link = helpers.resource_link_block(
        "notes", "file:///notes.md", mime_type="text/markdown", size=12, description="My notes", title="Notes"
    )
    assert wire(link) == {
        "type": "resource_link",
        "name": "notes",
        "uri": "file:///notes.md",
        "mimeType": "text/markdown",
        "size": 12,
        "description": "My notes",
        "title": "Notes",
    }


def test_embedded_resources() -> None:
    text = helpers.embedded_text_resource("file:///a.py", "print(1)", mime_type="text/x-python")
    assert type(text) is TextResourceContents
    assert wire(text) == {"uri": "file:///a.py", "text": "print(1)", "mimeType": "text/x-python"}
    blob = helpers.embedded_blob_resource("file:///a.bin", "AAEC")
    assert type(blob) is BlobResourceContents
    assert wire(blob) == {"uri": "file:///a.bin", "blob": "AAEC"}

    block = helpers.resource_block(text)
    assert type(block) is EmbeddedResourceContentBlock
    assert wire(block) == {"type": "resource", "resource": wire(text)}
    assert wire(helpers.resource_block(blob)) == {
        "type": "resource",
        "resource": {"uri": "file:///a.bin", "blob": "AAEC"},
    }


# --- helpers: tool call content ---


def test_tool_call_content() -> None:
    content = helpers.tool_content(helpers.text_block("out"))
    assert type(content) is ContentToolCallContent
    assert wire(content) == {"type": "content", "content": {"type": "text", "text": "out"}}

    diff = helpers.tool_diff_content("/src/a.py", "new")
    assert type(diff) is FileEditToolCallContent
    assert wire(diff) == {"type": "diff", "path": "/src/a.py", "newText": "new"}
    assert wire(helpers.tool_diff_content("/src/a.py", "new", "old"))["oldText"] == "old"

    terminal = helpers.tool_terminal_ref("term-1")
    assert type(terminal) is TerminalToolCallContent
    assert wire(terminal) == {"type": "terminal", "terminalId": "term-1"}


# --- helpers: plans, messages, commands, modes ---


def test_plan() -> None:
    entry = helpers.plan_entry("Write tests")
    assert type(entry) is PlanEntry
    assert wire(entry) == {"content": "Write tests", "priority": "medium", "status": "pending"}
    done = helpers.plan_entry("Ship", priority="high", status="completed")
    update = helpers.update_plan(iter([entry, done]))  # any iterable
    assert type(update) is AgentPlanUpdate
    assert wire(update) == {
        "sessionUpdate": "plan",
        "entries": [
            {"content": "Write tests", "priority": "medium", "status": "pending"},
            {"content": "Ship", "priority": "high", "status": "completed"},
        ],
    }


@pytest.mark.parametrize(
    ("builder", "text_builder", "model", "discriminator"),
    [
        (helpers.update_user_message, helpers.update_user_message_text, UserMessageChunk, "user_message_chunk"),
        (helpers.update_agent_message, helpers.update_agent_message_text, AgentMessageChunk, "agent_message_chunk"),
        (helpers.update_agent_thought, helpers.update_agent_thought_text, AgentThoughtChunk, "agent_thought_chunk"),
    ],
)
def test_message_chunks(builder: Any, text_builder: Any, model: type, discriminator: str) -> None:
    chunk = text_builder("hi")
    assert type(chunk) is model
    assert wire(chunk) == {"sessionUpdate": discriminator, "content": {"type": "text", "text": "hi"}}
    image = builder(helpers.image_block("AA==", "image/png"))
    assert type(image) is model
    assert wire(image) == {
        "sessionUpdate": discriminator,
        "content": {"type": "image", "data": "AA==", "mimeType": "image/png"},
    }


def test_commands_and_mode() -> None:
    command = AvailableCommand(name="test", description="Run the tests")
    update = helpers.update_available_commands(iter([command]))
    assert type(update) is AvailableCommandsUpdate
    assert wire(update) == {
        "sessionUpdate": "available_commands_update",
        "availableCommands": [{"name": "test", "description": "Run the tests"}],
    }
    assert wire(helpers.update_available_commands([])) == {
        "sessionUpdate": "available_commands_update",
        "availableCommands": [],
    }

    mode = helpers.update_current_mode("architect")
    assert type(mode) is CurrentModeUpdate
    assert wire(mode) == {"sessionUpdate": "current_mode_update", "currentModeId": "architect"}


def test_session_notification() -> None:
    notification = helpers.session_notification("sess-1", helpers.update_agent_message_text("Hello"))
    assert type(notification) is SessionNotification
    assert wire(notification) == {
        "sessionId": "sess-1",
        "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "Hello"}},
    }
    # What a peer receives parses back into the same models.
    parsed = SessionNotification.model_validate(wire(notification))
    assert type(parsed.update) is AgentMessageChunk
    assert parsed == notification


# --- helpers: tool calls ---


def test_start_tool_call() -> None:
    start = helpers.start_tool_call("call-1", "Search")
    assert type(start) is ToolCallStart
    assert wire(start) == {"sessionUpdate": "tool_call", "toolCallId": "call-1", "title": "Search"}

    start = helpers.start_tool_call(
        "call-1",
        "Search",
        kind="search",
        status="in_progress",
        content=(helpers.tool_content(helpers.text_block("looking")),),
        locations=(ToolCallLocation(path="/src", line=3),),
        raw_input={"query": "foo"},
        raw_output=["a"],
    )
    assert isinstance(start.content, list) and isinstance(start.locations, list)  # sequences become lists
    assert wire(start) == {
        "sessionUpdate": "tool_call",
        "toolCallId": "call-1",
        "title": "Search",
        "kind": "search",
        "status": "in_progress",
        "content": [{"type": "content", "content": {"type": "text", "text": "looking"}}],
        "locations": [{"path": "/src", "line": 3}],
        "rawInput": {"query": "foo"},
        "rawOutput": ["a"],
    }


def test_start_read_and_edit_tool_calls() -> None:
    read = helpers.start_read_tool_call("call-2", "Read config", "/etc/app.toml")
    assert type(read) is ToolCallStart
    assert wire(read) == {
        "sessionUpdate": "tool_call",
        "toolCallId": "call-2",
        "title": "Read config",
        "kind": "read",
        "status": "pending",
        "locations": [{"path": "/etc/app.toml"}],
        "rawInput": {"path": "/etc/app.toml"},
    }
    read = helpers.start_read_tool_call("call-2", "Read", "/a", extra_options=[helpers.tool_terminal_ref("t")])
    assert wire(read)["content"] == [{"type": "terminal", "terminalId": "t"}]

    edit = helpers.start_edit_tool_call(
        "call-3", "Edit", "/a.py", "print(2)", extra_options=[helpers.tool_diff_content("/a.py", "print(2)")]
    )
    assert type(edit) is ToolCallStart
    assert wire(edit) == {
        "sessionUpdate": "tool_call",
        "toolCallId": "call-3",
        "title": "Edit",
        "kind": "edit",
        "status": "pending",
        "content": [{"type": "diff", "path": "/a.py", "newText": "print(2)"}],
        "locations": [{"path": "/a.py"}],
        "rawInput": {"path": "/a.py", "content": "print(2)"},
    }


def test_update_tool_call() -> None:
    update = helpers.update_tool_call("call-1", status="completed", raw_output={"ok": True})
    assert type(update) is ToolCallProgress
    assert wire(update) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "call-1",
        "status": "completed",
        "rawOutput": {"ok": True},
    }
    full = helpers.update_tool_call(
        "call-1",
        title="T",
        kind="execute",
        status="failed",
        content=[helpers.tool_content(helpers.text_block("boom"))],
        locations=[ToolCallLocation(path="/x")],
        raw_input="ls",
    )
    assert wire(full) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "call-1",
        "title": "T",
        "kind": "execute",
        "status": "failed",
        "content": [{"type": "content", "content": {"type": "text", "text": "boom"}}],
        "locations": [{"path": "/x"}],
        "rawInput": "ls",
    }


def test_builders_set_every_optional_field_as_the_official_ones_do() -> None:
    # The official builders pass every optional field, None included: `exclude_unset` output keeps them as null.
    assert sent(helpers.image_block("AA==", "image/png")) == {
        "type": "image",
        "data": "AA==",
        "mimeType": "image/png",
        "uri": None,
    }
    assert sent(helpers.update_tool_call("c")) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "c",
        "title": None,
        "kind": None,
        "status": None,
        "content": None,
        "locations": None,
        "rawInput": None,
        "rawOutput": None,
    }
    assert sent(helpers.tool_diff_content("/a", "n"))["oldText"] is None


# --- contrib: ToolCallTracker ---


def counter(prefix: str) -> Any:
    numbers = iter(range(1000))
    return lambda: f"{prefix}-{next(numbers)}"


def test_tracker_start_uses_the_id_factory_and_defaults_to_in_progress() -> None:
    tracker = ToolCallTracker(id_factory=counter("id"))
    start = tracker.start("model-call-a", title="Run command", kind="execute", raw_input={"cmd": "ls"})
    assert type(start) is ToolCallStart
    assert wire(start) == {
        "sessionUpdate": "tool_call",
        "toolCallId": "id-0",
        "title": "Run command",
        "kind": "execute",
        "status": "in_progress",
        "rawInput": {"cmd": "ls"},
    }
    assert tracker.start("model-call-b", title="B").tool_call_id == "id-1"
    assert tracker.start("model-call-c", title="C", status=None).status is None


def test_tracker_default_ids_are_unique_hex() -> None:
    tracker = ToolCallTracker()
    first = tracker.start("a", title="A").tool_call_id
    second = tracker.start("b", title="B").tool_call_id
    assert first != second
    assert len(first) == 32 and int(first, 16) >= 0


def test_tracker_progress_carries_only_the_given_fields() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="Read", kind="read", locations=[ToolCallLocation(path="/a")])
    update = tracker.progress("ext", status="completed", raw_output="data")
    assert type(update) is ToolCallProgress
    assert sent(update) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "id",
        "status": "completed",
        "rawOutput": "data",
    }
    view = tracker.view("ext")
    assert type(view) is TrackedToolCallView
    assert (view.title, view.kind, view.status, view.raw_output) == ("Read", "read", "completed", "data")
    assert view.locations == (ToolCallLocation(path="/a"),)

    # No argument: an update with nothing but the id, and no change.
    assert sent(tracker.progress("ext")) == {"sessionUpdate": "tool_call_update", "toolCallId": "id"}
    assert tracker.view("ext") == view


def test_tracker_progress_none_clears_a_field() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="T", kind="edit", raw_input={"a": 1})
    update = tracker.progress("ext", kind=None, raw_input=None, title=UNSET)
    assert sent(update) == {"sessionUpdate": "tool_call_update", "toolCallId": "id", "kind": None, "rawInput": None}
    view = tracker.view("ext")
    assert (view.title, view.kind, view.raw_input) == ("T", None, None)


def test_tracker_views_are_read_only_copies() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    content = [helpers.tool_content(helpers.text_block("before"))]
    tracker.start("ext", title="T", content=content)
    content[0].content.text = "changed by the caller"
    view = tracker.view("ext")
    assert view.content is not None and view.content[0].content.text == "before"
    with pytest.raises(ValidationError):
        view.status = "failed"  # type: ignore[misc]

    view.content[0].content.text = "changed through the view"
    assert tracker.view("ext").content[0].content.text == "before"  # type: ignore[index]

    # Empty content or locations read as None in a view.
    tracker.progress("ext", content=[], locations=[])
    view = tracker.view("ext")
    assert (view.content, view.locations) == (None, None)


def test_tracker_append_stream_text_resends_everything_streamed() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "stream")
    tracker.start("ext", title="Stream", content=[helpers.tool_content(helpers.text_block("old"))])
    first = tracker.append_stream_text("ext", "hello")
    assert sent(first) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "stream",
        "content": [{"type": "content", "content": {"type": "text", "text": "hello"}}],
    }
    second = tracker.append_stream_text("ext", ", world", title="Streaming", status="in_progress")
    assert sent(second) == {
        "sessionUpdate": "tool_call_update",
        "toolCallId": "stream",
        "title": "Streaming",
        "status": "in_progress",
        "content": [{"type": "content", "content": {"type": "text", "text": "hello, world"}}],
    }
    view = tracker.view("ext")
    assert view.title == "Streaming"
    assert view.content is not None and len(view.content) == 1 and view.content[0].content.text == "hello, world"


def test_tracker_tool_call_model_and_forget() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="Delete", kind="delete", locations=[ToolCallLocation(path="/tmp/x")])
    model = tracker.tool_call_model("ext")
    assert type(model) is ToolCallUpdate
    assert wire(model) == {
        "toolCallId": "id",
        "title": "Delete",
        "kind": "delete",
        "status": "in_progress",
        "locations": [{"path": "/tmp/x"}],
    }
    assert model.locations is not None
    model.locations[0].path = "/elsewhere"
    assert tracker.view("ext").locations == (ToolCallLocation(path="/tmp/x"),)

    tracker.forget("ext")
    tracker.forget("ext")  # unknown ids are ignored
    for lookup in (tracker.view, tracker.tool_call_model, tracker.progress):
        with pytest.raises(KeyError) as caught:
            lookup("ext")
        assert str(caught.value) == "Unknown tool call id: ext"
    with pytest.raises(KeyError):
        tracker.append_stream_text("ext", "x")


def test_tracker_start_replaces_a_call_of_the_same_external_id() -> None:
    tracker = ToolCallTracker(id_factory=counter("id"))
    tracker.start("ext", title="First")
    tracker.start("ext", title="Second")
    assert tracker.view("ext").tool_call_id == "id-1"
    assert tracker.view("ext").title == "Second"


# --- contrib: PermissionBroker ---


def test_default_permission_options() -> None:
    options = default_permission_options()
    assert isinstance(options, tuple)
    assert [wire(option) for option in options] == [
        {"optionId": "approve", "name": "Approve", "kind": "allow_once"},
        {"optionId": "approve_for_session", "name": "Approve for session", "kind": "allow_always"},
        {"optionId": "reject", "name": "Reject", "kind": "reject_once"},
    ]
    assert default_permission_options()[0] is not options[0]  # fresh models each time


class Recorder:
    """A requester that records the requests and answers with the first option."""

    def __init__(self) -> None:
        self.requests: list[RequestPermissionRequest] = []

    async def __call__(self, request: RequestPermissionRequest) -> RequestPermissionResponse:
        self.requests.append(request)
        return RequestPermissionResponse(
            outcome=AllowedOutcome(outcome="selected", option_id=request.options[0].option_id)
        )


async def test_broker_requests_with_the_tracked_tool_call() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "perm-id")
    tracker.start("ext", title="rm -rf build", kind="delete")
    requester = Recorder()
    broker = PermissionBroker("sess", requester, tracker=tracker)

    response = await broker.request_for("ext", description="Deletes the build directory")
    assert type(response) is RequestPermissionResponse
    assert wire(response) == {"outcome": {"outcome": "selected", "optionId": "approve"}}
    [request] = requester.requests
    assert type(request) is RequestPermissionRequest
    assert wire(request) == {
        "sessionId": "sess",
        "toolCall": {
            "toolCallId": "perm-id",
            "title": "rm -rf build",
            "kind": "delete",
            "status": "in_progress",
            "content": [{"type": "content", "content": {"type": "text", "text": "Deletes the build directory"}}],
        },
        "options": [wire(option) for option in default_permission_options()],
    }
    # The description went into the request only, not into the tracked call.
    assert tracker.view("ext").content is None


async def test_broker_content_replaces_and_description_appends() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="Edit", content=[helpers.tool_content(helpers.text_block("tracked"))])
    requester = Recorder()
    broker = PermissionBroker("sess", requester, tracker=tracker)

    await broker.request_for("ext", description="Why")
    await broker.request_for("ext", content=[helpers.tool_diff_content("/a", "new")], description="Why")
    await broker.request_for("ext", content=[], description="")
    contents = [wire(request.tool_call).get("content") for request in requester.requests]
    why = {"type": "content", "content": {"type": "text", "text": "Why"}}
    assert contents == [
        [{"type": "content", "content": {"type": "text", "text": "tracked"}}, why],
        [{"type": "diff", "path": "/a", "newText": "new"}, why],
        [],
    ]


async def test_broker_options() -> None:
    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="T")
    requester = Recorder()
    once = PermissionOption(option_id="once", name="Allow once", kind="allow_once")
    never = PermissionOption(option_id="never", name="Never", kind="reject_always")

    broker = PermissionBroker("sess", requester, tracker=tracker, default_options=[never])
    await broker.request_for("ext")
    await broker.request_for("ext", options=[once, never])
    await broker.request_for("ext", options=[])  # empty: the broker's defaults
    # An empty default list: the standard options.
    await PermissionBroker("sess", requester, tracker=tracker, default_options=[]).request_for("ext")
    offered = [[option.option_id for option in request.options] for request in requester.requests]
    assert offered == [["never"], ["once", "never"], ["never"], ["approve", "approve_for_session", "reject"]]
    # The broker sends copies: changing a request does not change its defaults.
    requester.requests[0].options[0].name = "changed"
    await broker.request_for("ext")
    assert requester.requests[-1].options[0].name == "Never"


async def test_broker_with_a_given_tool_call() -> None:
    requester = Recorder()
    broker = PermissionBroker("sess", requester)
    given = ToolCallUpdate(tool_call_id="given", title="Given")
    await broker.request_for("unused", tool_call=given, description="Please")
    assert wire(requester.requests[0].tool_call) == {
        "toolCallId": "given",
        "title": "Given",
        "content": [{"type": "content", "content": {"type": "text", "text": "Please"}}],
    }
    assert given.content is None  # the broker worked on a copy

    with pytest.raises(MissingToolCallError) as caught:
        await broker.request_for("unused")
    assert isinstance(caught.value, PermissionBrokerError) and isinstance(caught.value, ValueError)
    assert str(caught.value) == "tool_call must be provided when no ToolCallTracker is configured"

    tracked = PermissionBroker("sess", requester, tracker=ToolCallTracker())
    with pytest.raises(KeyError):
        await tracked.request_for("unknown")


async def test_broker_requester_can_be_a_connections_request_permission() -> None:
    class Connection:
        """The part of an agent's connection the requester uses: `request_permission` with the request's fields."""

        def __init__(self) -> None:
            self.calls: list[tuple[str, ToolCallUpdate, list[PermissionOption]]] = []

        async def request_permission(
            self, session_id: str, tool_call: ToolCallUpdate, options: list[PermissionOption], **kwargs: Any
        ) -> RequestPermissionResponse:
            self.calls.append((session_id, tool_call, options))
            return RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled"))

    conn = Connection()

    async def requester(request: RequestPermissionRequest) -> RequestPermissionResponse:
        return await conn.request_permission(request.session_id, request.tool_call, request.options)

    tracker = ToolCallTracker(id_factory=lambda: "id")
    tracker.start("ext", title="T")
    response = await PermissionBroker("sess", requester, tracker=tracker).request_for("ext")
    assert wire(response) == {"outcome": {"outcome": "cancelled"}}
    [(session_id, tool_call, options)] = conn.calls
    assert (session_id, tool_call.tool_call_id, len(options)) == ("sess", "id", 3)


# --- contrib: SessionAccumulator ---


def note(session_id: str, update: Any) -> SessionNotification:
    return SessionNotification(session_id=session_id, update=update)


def test_accumulator_merges_tool_calls() -> None:
    accumulator = SessionAccumulator()
    # An update that arrives before its start still shows.
    snapshot = accumulator.apply(note("s", helpers.update_tool_call("c1", title="Early", status="pending")))
    assert type(snapshot) is SessionSnapshot
    early = snapshot.tool_calls["c1"]
    assert type(early) is ToolCallView
    assert (early.tool_call_id, early.title, early.status, early.kind) == ("c1", "Early", "pending", None)

    start = helpers.start_tool_call(
        "c1",
        "Read file",
        kind="read",
        status="in_progress",
        locations=[ToolCallLocation(path="/a")],
        raw_input={"path": "/a"},
    )
    accumulator.apply(note("s", start))
    done = helpers.update_tool_call("c1", status="completed", content=[helpers.tool_content(helpers.text_block("x"))])
    view = accumulator.apply(note("s", done)).tool_calls["c1"]
    # None fields of a progress update leave the merged state alone.
    assert (view.title, view.kind, view.status, view.raw_input) == ("Read file", "read", "completed", {"path": "/a"})
    assert view.locations == (ToolCallLocation(path="/a"),)
    assert view.content is not None and view.content[0].content.text == "x"

    # A new start of the same id sets every field again.
    view = accumulator.apply(note("s", helpers.start_tool_call("c1", "Again"))).tool_calls["c1"]
    assert (view.title, view.kind, view.status, view.content, view.locations) == ("Again", None, None, None, None)


def test_accumulator_plan_mode_commands_and_messages() -> None:
    accumulator = SessionAccumulator()
    accumulator.apply(note("s", helpers.update_plan([helpers.plan_entry("One"), helpers.plan_entry("Two")])))
    accumulator.apply(note("s", helpers.update_plan([helpers.plan_entry("Only", status="in_progress")])))
    accumulator.apply(note("s", helpers.update_current_mode("code")))
    accumulator.apply(note("s", helpers.update_available_commands([AvailableCommand(name="c", description="d")])))
    for update in (
        helpers.update_user_message_text("Hello"),
        helpers.update_agent_thought_text("Thinking"),
        helpers.update_agent_message_text("Hi"),
        helpers.update_agent_message_text(" there"),
        SessionInfoUpdate(session_update="session_info_update", title="Ignored"),
    ):
        snapshot = accumulator.apply(note("s", update))

    assert snapshot == accumulator.snapshot()
    assert snapshot.session_id == "s"
    assert [entry.content for entry in snapshot.plan_entries] == ["Only"]  # a plan update replaces the plan
    assert snapshot.current_mode_id == "code"
    assert [command.name for command in snapshot.available_commands] == ["c"]
    assert [wire(chunk) for chunk in snapshot.user_messages] == [wire(helpers.update_user_message_text("Hello"))]
    assert [chunk.content.text for chunk in snapshot.agent_messages] == ["Hi", " there"]
    assert [chunk.content.text for chunk in snapshot.agent_thoughts] == ["Thinking"]
    assert snapshot.tool_calls == {}


def test_accumulator_snapshots_are_isolated() -> None:
    accumulator = SessionAccumulator()
    chunk = helpers.update_agent_message_text("original")
    snapshot = accumulator.apply(note("s", chunk))
    chunk.content.text = "changed after apply"
    assert accumulator.snapshot().agent_messages[0].content.text == "original"
    with pytest.raises(ValidationError):
        snapshot.current_mode_id = "x"  # type: ignore[misc]
    accumulator.apply(note("s", helpers.update_agent_message_text("later")))
    assert len(snapshot.agent_messages) == 1  # earlier snapshots do not change


def test_accumulator_snapshot_before_any_notification() -> None:
    accumulator = SessionAccumulator()
    with pytest.raises(SessionSnapshotUnavailableError) as caught:
        accumulator.snapshot()
    assert isinstance(caught.value, RuntimeError)
    assert accumulator.session_id is None


def test_accumulator_session_changes() -> None:
    accumulator = SessionAccumulator()
    accumulator.apply(note("s1", helpers.start_tool_call("c1", "First")))
    accumulator.apply(note("s1", helpers.update_current_mode("m")))
    snapshot = accumulator.apply(note("s2", helpers.start_tool_call("c2", "Second")))
    assert snapshot.session_id == accumulator.session_id == "s2"
    assert list(snapshot.tool_calls) == ["c2"]
    assert snapshot.current_mode_id is None

    strict = SessionAccumulator(auto_reset_on_session_change=False)
    strict.apply(note("s1", helpers.start_tool_call("c1", "First")))
    with pytest.raises(SessionNotificationMismatchError) as caught:
        strict.apply(note("s2", helpers.start_tool_call("c2", "Second")))
    assert isinstance(caught.value, ValueError)
    assert str(caught.value) == "SessionAccumulator received notification for s2, expected s1"
    assert list(strict.snapshot().tool_calls) == ["c1"]

    strict.reset()
    assert strict.session_id is None
    assert strict.apply(note("s2", helpers.update_current_mode("m"))).session_id == "s2"


def test_accumulator_subscribers() -> None:
    accumulator = SessionAccumulator()
    seen: list[tuple[SessionSnapshot, SessionNotification]] = []
    unsubscribe = accumulator.subscribe(lambda snapshot, notification: seen.append((snapshot, notification)))

    first = note("s", helpers.update_agent_message_text("a"))
    returned = accumulator.apply(first)
    assert seen == [(returned, first)]
    assert seen[0][1] is first

    unsubscribe()
    unsubscribe()  # twice is harmless
    accumulator.apply(note("s", helpers.update_agent_message_text("b")))
    assert len(seen) == 1

    # A subscriber that unsubscribes itself while being called does not disturb the others.
    calls: list[str] = []
    remove_first = accumulator.subscribe(lambda snapshot, notification: (calls.append("first"), remove_first()))
    accumulator.subscribe(lambda snapshot, notification: calls.append("second"))
    accumulator.apply(note("s", helpers.update_agent_message_text("c")))
    accumulator.apply(note("s", helpers.update_agent_message_text("d")))
    assert calls == ["first", "second", "second"]

    # Subscribers survive a reset.
    accumulator.reset()
    accumulator.apply(note("s", helpers.update_agent_message_text("e")))
    assert calls[-1] == "second"


def test_telemetry_spans_reach_opentelemetry(monkeypatch):
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from acp_fast.compat import telemetry

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr(telemetry, "TRACER", provider.get_tracer("test"))
    with telemetry.span_context("acp.work", attributes={"session": "s1"}):
        pass
    [span] = exporter.get_finished_spans()
    assert (span.name, dict(span.attributes or {})) == ("acp.work", {"session": "s1"})
    monkeypatch.setattr(telemetry, "TRACER", None)
    with telemetry.span_context("nothing installed"):
        pass
    assert len(exporter.get_finished_spans()) == 1
