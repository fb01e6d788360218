"""The generated ACP types: views over the wire dict, validation that names the field, the method tables, what
left the protocol (deprecated), the generator, and the public modules that serve the generated ones."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from acp_fast.acp import SchemaError, _generated_schema, _generated_schema_v2, schema, schema_v2

# The generated types and their generator use no router: the same in either build (CI's pure stage skips them).
pytestmark = pytest.mark.any_build

ROOT = Path(__file__).resolve().parent.parent
GENERATOR = ROOT / "scripts" / "generate_schema.py"
MODULES = {
    "_generated_schema.py",
    "_generated_schema_v2.py",
    "_generated_schema_removed.py",
    "_generated_schema_v2_removed.py",
}
REQUIRE = os.environ.get("ACP_FAST_REQUIRE_INTEROP") == "1"


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_schema", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_committed_modules_are_the_generators_output():
    """Regenerated from the pinned schemas (fetched from the npm registry into build/ on first use; skipped when
    that fails, unless ACP_FAST_REQUIRE_INTEROP=1)."""
    generator = load_generator()
    try:
        sources = generator.default_schema_dir(), generator.default_legacy_dir()
    except RuntimeError as exc:
        if REQUIRE:
            raise
        pytest.skip(f"the pinned schema could not be fetched: {exc}")
    generated = generator.generate(*sources)
    assert set(generated) == MODULES
    for module, text in generated.items():
        assert (ROOT / "acp_fast" / "acp" / module).read_text() == text, f"{module} is stale: run {GENERATOR}"


def test_the_public_modules_serve_the_generated_ones_under_their_own_names():
    """Every name of a generated module is its public module's, and its classes are named after the public module
    (in reprs, pickles and warnings): code sees the public module only. One `Method` for both versions."""
    for public, generated in ((schema, _generated_schema), (schema_v2, _generated_schema_v2)):
        assert public.__all__ == generated.__all__
        assert all(getattr(public, name) is getattr(generated, name) for name in public.__all__)
        assert public.PromptRequest.__module__ == public.__name__
    assert schema.Method is schema_v2.Method


def test_a_model_is_a_view_over_the_wire_dict():
    wire = {"sessionId": "s", "prompt": [{"type": "text", "text": "hi", "_meta": {"k": 1}}], "extra": True}
    request = schema.PromptRequest.parse(wire)
    assert request.to_wire() is wire
    assert request.session_id == "s"
    (block,) = request.prompt
    assert isinstance(block, schema.TextContentBlock) and block.TAG == "text" and block.meta == {"k": 1}
    assert block.to_wire() is wire["prompt"][0]
    request.session_id = "t"
    assert wire["sessionId"] == "t" and wire["extra"] is True


def test_building_writes_camel_case_and_tags():
    update = schema.ToolCallProgress(tool_call_id="c1", status="completed")
    assert update.to_wire() == {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"}
    chunk = schema.AgentMessageChunk(content=schema.TextContentBlock(text="x"))
    assert chunk.to_wire() == {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "x"}}
    assert schema.SessionNotification(session_id="s", update=chunk).update == chunk
    with pytest.raises(TypeError):
        schema.PromptRequest(session_id="s")  # prompt is required


@pytest.mark.parametrize(
    ("wire", "field", "reason"),
    [
        (None, "", "expected an object, got null"),
        ({"update": {}}, "sessionId", "missing required field"),
        ({"sessionId": 1, "update": {}}, "sessionId", "expected a string, got an integer"),
        ({"sessionId": "s"}, "update", "missing required field"),
        ({"sessionId": "s", "update": []}, "update", "expected an object, got an array"),
        ({"sessionId": "s", "update": {}}, "update.sessionUpdate", "missing required field (the SessionUpdate kind)"),
        (
            {"sessionId": "s", "update": {"sessionUpdate": ["x"]}},
            "update.sessionUpdate",
            "expected a string, got an array",
        ),
        (
            {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text"}}},
            "update.content.text",
            "missing required field",
        ),
        ({"sessionId": "s", "update": {"sessionUpdate": "plan"}}, "update.entries", "missing required field"),
        (
            {"sessionId": "s", "update": {"sessionUpdate": "user_message_chunk", "content": {"type": "image"}}},
            "update.content.data",
            "missing required field",
        ),
    ],
)
def test_validation_names_the_field_and_the_reason(wire, field, reason):
    with pytest.raises(SchemaError) as raised:
        schema.SessionNotification.parse(wire)
    assert raised.value.to_data() == {"field": field, "reason": reason}


def test_unknown_variants_are_kept_and_lenient_fields_are_not_checked():
    wire = {"sessionId": "s", "update": {"sessionUpdate": "_vendor", "anything": [1]}}
    assert schema.SessionNotification.parse(wire).update == {"sessionUpdate": "_vendor", "anything": [1]}
    # `kind` is x-deserialize-default-on-error in the schema: a bad value does not reject the message.
    start = {"sessionUpdate": "tool_call", "toolCallId": "c", "title": "t", "kind": 42}
    parsed = schema.SessionNotification.parse({"sessionId": "s", "update": start})
    assert parsed.update.kind is None and parsed.update.to_wire()["kind"] == 42  # read leniently, kept as sent
    # Lenient lists skip invalid items on read; a lenient _meta of the wrong type reads as None.
    status = schema.AuthStatusResponse.parse({"state": "authenticated", "accounts": [5, {"label": "a"}], "_meta": []})
    assert status.accounts == [schema.AuthAccount(label="a")] and status.meta is None


def test_null_stands_for_the_default_where_the_schema_says_so_and_nowhere_else():
    # `x-deserialize-default-on-null`: null is accepted (read as absent) even in a required field.
    session = schema.NewSessionRequest.parse({"cwd": "/", "mcpServers": None, "additionalDirectories": None})
    assert session.mcp_servers is None and session.additional_directories is None
    # Such a field is not lenient about its items, and a required one must still be there.
    for wire, field in (
        ({"cwd": "/", "mcpServers": [5]}, "mcpServers[0]"),
        ({"cwd": "/", "mcpServers": [], "additionalDirectories": ["/a", 1]}, "additionalDirectories[1]"),
        ({"cwd": "/"}, "mcpServers"),
    ):
        with pytest.raises(SchemaError) as raised:
            schema.NewSessionRequest.parse(wire)
        assert raised.value.path == field
    with pytest.raises(SchemaError):
        schema.PromptRequest.parse({"sessionId": "s", "prompt": None})  # no default-on-null: null is refused


def test_objects_with_alternative_shapes_require_what_every_shape_has():
    with pytest.raises(SchemaError) as raised:
        schema.SetSessionConfigOptionRequest.parse({"sessionId": "s", "configId": "c"})
    assert raised.value.to_data() == {"field": "value", "reason": "missing required field"}
    both = [
        {"sessionId": "s", "configId": "c", "value": "fast"},
        {"sessionId": "s", "configId": "c", "type": "boolean", "value": True},
    ]
    assert [schema.SetSessionConfigOptionRequest.parse(wire).value for wire in both] == ["fast", True]


def test_method_tables_cover_every_v1_method():
    assert set(schema.AGENT_METHODS) >= {
        "initialize",
        "authenticate",
        "session/new",
        "session/load",
        "session/prompt",
        "session/cancel",
        "session/set_mode",
        "session/set_config_option",
        "session/list",
        "session/resume",
        "session/close",
    }
    assert set(schema.CLIENT_METHODS) >= {
        "session/update",
        "session/request_permission",
        "fs/read_text_file",
        "fs/write_text_file",
        "terminal/create",
        "terminal/output",
        "terminal/release",
        "terminal/wait_for_exit",
        "terminal/kill",
    }
    prompt = schema.AGENT_METHODS["session/prompt"]
    assert (prompt.name, prompt.params, prompt.result, prompt.notification, prompt.unstable) == (
        "prompt",
        schema.PromptRequest,
        schema.PromptResponse,
        False,
        False,
    )
    assert schema.AGENT_METHODS["session/cancel"].notification
    assert schema.AGENT_METHODS["session/fork"].unstable
    assert "auth/login" in schema_v2.AGENT_METHODS and "session/load" not in schema_v2.AGENT_METHODS


# The methods the newest schema added, by the side that serves them (`x-side`): wire name -> (Python name, params
# type name, result type name or None for a notification). Every one is unstable but the v2 draft's cancels.
NEW_AGENT_METHODS = {
    "session/archive": ("archive_session", "ArchiveSessionRequest", "ArchiveSessionResponse"),
    "session/unarchive": ("unarchive_session", "UnarchiveSessionRequest", "UnarchiveSessionResponse"),
    "session/status": ("session_status", "SessionStatusRequest", "SessionStatusResponse"),
    "session/set_title": ("set_session_title", "SetSessionTitleRequest", "SetSessionTitleResponse"),
    "auth/status": ("auth_status", "AuthStatusRequest", "AuthStatusResponse"),
    "mcp/message": ("notify_mcp", "MessageMcpNotification", None),
}
NEW_CLIENT_METHODS = {
    "mcp/message": ("mcp_message", "MessageMcpRequest", "None"),  # an untyped result: an MCP result or error
    "auth/status_update": ("auth_status_update", "AuthStatusUpdateNotification", None),
}
NEW_V2_AGENT_METHODS = {
    "terminal/cancel": ("cancel_terminal", "CancelTerminalRequest", "CancelTerminalResponse"),
    "tool_call/cancel": ("cancel_tool_call", "CancelToolCallRequest", "CancelToolCallResponse"),
}


@pytest.mark.parametrize(
    ("module", "table", "new"),
    [
        (schema, "AGENT_METHODS", NEW_AGENT_METHODS),
        (schema, "CLIENT_METHODS", NEW_CLIENT_METHODS),
        (schema_v2, "AGENT_METHODS", NEW_AGENT_METHODS | NEW_V2_AGENT_METHODS),
        (schema_v2, "CLIENT_METHODS", NEW_CLIENT_METHODS),
    ],
)
def test_each_new_method_is_in_the_table_of_the_side_that_serves_it(module, table, new):
    for wire, (name, params, result) in new.items():
        method = getattr(module, table)[wire]
        assert (method.wire, method.name, method.params) == (wire, name, getattr(module, params))
        assert method.notification is (result is None)
        assert method.result is (None if result in (None, "None") else getattr(module, result))
        assert method.unstable is (wire not in NEW_V2_AGENT_METHODS)  # the v2 cancels are in the stable v2 schema
        calls = module.AgentCalls if table == "AGENT_METHODS" else module.ClientCalls
        assert callable(getattr(calls, name))


def test_one_wire_name_is_a_notification_to_the_agent_and_a_request_to_the_client():
    notify, request = schema.AGENT_METHODS["mcp/message"], schema.CLIENT_METHODS["mcp/message"]
    assert (notify.name, notify.notification, request.name, request.notification) == (
        "notify_mcp",
        True,
        "mcp_message",
        False,
    )


def test_proxy_methods_are_typed_but_served_by_neither_side():
    for module in (schema, schema_v2):
        tables = {*module.AGENT_METHODS, *module.CLIENT_METHODS}
        assert not {"proxy/initialize", "proxy/successor", "$/cancel_request"} & tables
        assert module.InitializeProxyRequest is module.InitializeRequest  # the same params as initialize
        wrapped = module.ProxySuccessorRequest(method="session/new", params={"cwd": "/"})
        assert module.ProxySuccessorRequest.parse(wrapped.to_wire()).params == {"cwd": "/"}


def test_every_session_update_variant_is_typed():
    kinds = {
        "user_message_chunk",
        "agent_message_chunk",
        "agent_thought_chunk",
        "tool_call",
        "tool_call_update",
        "plan",
        "available_commands_update",
        "current_mode_update",
        "config_option_update",
        "session_info_update",
        "usage_update",
        "notice",
        "compaction_update",
        "compaction_summary_chunk",
        "subagent_update",
        "session_message",
        "session_message_chunk",
    }
    variants = _generated_schema._SessionUpdate_variants  # the union's dispatch table, not re-exported
    assert kinds <= set(variants)
    for kind in kinds:
        assert variants[kind].TAG == kind


# ---------------------------------------------------------------------------------------------- the newest types


@pytest.mark.parametrize(
    ("model", "wire"),
    [
        (schema.ArchiveSessionRequest(session_id="s"), {"sessionId": "s"}),
        (schema.SetSessionTitleRequest(session_id="s", title="t"), {"sessionId": "s", "title": "t"}),
        (schema.SessionStatusResponse(status="open"), {"status": "open"}),
        (schema.ListSessionsRequest(archived="only"), {"archived": "only"}),
        (
            schema.AuthStatusResponse(state="authenticated", accounts=[schema.AuthAccount(label="me", active=True)]),
            {"state": "authenticated", "accounts": [{"label": "me", "active": True}]},
        ),
        (
            schema.MessageMcpRequest(server_id="srv", request_id="1", method="tools/list"),
            {"serverId": "srv", "requestId": "1", "method": "tools/list"},
        ),
        (
            schema.NewSessionRequest(
                cwd="/",
                mcp_servers=[],
                system_prompt=schema.SystemPrompt(mode="append", content=[schema.TextContentBlock(text="be brief")]),
            ),
            {
                "cwd": "/",
                "mcpServers": [],
                "systemPrompt": {"mode": "append", "content": [{"type": "text", "text": "be brief"}]},
            },
        ),
        (
            schema.SubagentUpdate(
                session_id="child", title="research", state=schema.IdleStateUpdate(stop_reason="end_turn")
            ),
            {
                "sessionUpdate": "subagent_update",
                "sessionId": "child",
                "title": "research",
                "state": {"state": "idle", "stopReason": "end_turn"},
            },
        ),
        (
            schema.Notice(severity="warning", title="rate limited"),
            {"sessionUpdate": "notice", "severity": "warning", "title": "rate limited"},
        ),
        (
            schema.CompactionUpdate(compaction_id="c1", status="completed"),
            {"sessionUpdate": "compaction_update", "compactionId": "c1", "status": "completed"},
        ),
        (
            schema_v2.CancelToolCallRequest(session_id="s", tool_call_id="t"),
            {"sessionId": "s", "toolCallId": "t"},
        ),
    ],
)
def test_the_newest_types_build_their_wire_form_and_parse_it_back(model, wire):
    assert model.to_wire() == wire
    parsed = type(model).parse(wire)
    assert parsed == model and parsed.to_wire() is wire


def test_the_newest_updates_are_typed_inside_a_session_notification():
    state = {"sessionUpdate": "subagent_update", "sessionId": "child", "state": {"state": "running"}}
    update = schema.SessionNotification.parse({"sessionId": "s", "update": state}).update
    assert isinstance(update, schema.SubagentUpdate) and isinstance(update.state, schema.RunningStateUpdate)
    future = {"sessionUpdate": "subagent_update", "sessionId": "child", "state": {"state": "_paused"}}
    update = schema.SessionNotification.parse({"sessionId": "s", "update": future}).update
    assert isinstance(update.state, schema.OtherStateUpdate)  # a state this schema does not know is kept
    with pytest.raises(SchemaError) as raised:
        schema.SessionNotification.parse({"sessionId": "s", "update": {"sessionUpdate": "notice", "title": "t"}})
    assert raised.value.to_data() == {"field": "update.severity", "reason": "missing required field"}
    with pytest.raises(SchemaError) as raised:
        schema.MessageMcpNotification.parse({"serverId": "srv", "method": "notifications/progress"})
    assert raised.value.path == "requestId"


# ---------------------------------------------------------------------------------------------- what left


def test_a_type_that_left_the_protocol_still_imports_with_a_deprecation_warning():
    with pytest.warns(DeprecationWarning, match=r"schema\.StartNesRequest is deprecated: it left the protocol") as seen:
        from acp_fast.acp.schema import StartNesRequest
    assert seen[0].filename == __file__  # the warning points at the import
    request = StartNesRequest.parse({"workspaceUri": "file:///w"})
    assert request.workspace_uri == "file:///w"  # typed as the previous generation had it
    with pytest.warns(DeprecationWarning, match="mcp/message` names the server"):
        assert schema.ConnectMcpRequest(server_id="s").to_wire() == {"serverId": "s"}
    with pytest.raises(AttributeError, match="has no attribute 'NoSuchType'"):
        schema.NoSuchType  # noqa: B018


def test_a_renamed_type_is_its_new_name_under_the_old_one():
    with pytest.warns(DeprecationWarning, match="AuthCapabilities is deprecated: it is ClientAuthCapabilities now"):
        assert schema_v2.AuthCapabilities is schema_v2.ClientAuthCapabilities
    with pytest.warns(DeprecationWarning, match="CancelledPermissionOutcome now"):
        assert schema_v2.CancelledRequestPermissionOutcome is schema_v2.CancelledPermissionOutcome
    assert schema.RENAMED == {} and schema.AuthCapabilities is not schema_v2.ClientAuthCapabilities  # v1 kept it


def test_a_field_that_left_its_type_is_still_written_and_read_with_a_deprecation_warning():
    with pytest.warns(DeprecationWarning, match=r"AgentCapabilities\(nes=\.\.\.\) is deprecated") as seen:
        capabilities = schema.AgentCapabilities(load_session=True, nes={"events": {}})
    assert seen[0].filename == __file__
    assert capabilities.to_wire() == {"loadSession": True, "nes": {"events": {}}}
    with pytest.warns(DeprecationWarning, match=r"AgentCapabilities\.nes is deprecated: the field left"):
        assert capabilities.nes == {"events": {}}  # the JSON as sent
    with pytest.warns(DeprecationWarning, match=r"MessageMcpRequest\.connection_id is deprecated"):
        assert schema.MessageMcpRequest.parse({"serverId": "s", "requestId": "1", "method": "m"}).connection_id is None


def test_a_call_whose_method_left_the_protocol_is_deprecated():
    sent: list[tuple[str, dict[str, object]]] = []

    class Calls(schema.AgentCalls):
        def _notify(self, method, params):
            sent.append((method, params))

    with pytest.warns(DeprecationWarning, match=r"nes_accept\(\) is deprecated: `nes/accept` left the protocol"):
        Calls().nes_accept("s", "suggestion-1")
    assert sent == [("nes/accept", {"sessionId": "s", "id": "suggestion-1"})]
    assert schema.REMOVED_AGENT_METHODS["nes/accept"] == "nes_accept"
    assert schema.REMOVED_CLIENT_METHODS == {"mcp/connect": "mcp_connect", "mcp/disconnect": "mcp_disconnect"}


def test_the_v2_config_option_call_keeps_its_positional_order():
    # The schema now lists `type` before `value`; a positional call written for the earlier order keeps its meaning.
    request = schema_v2.SetSessionConfigOptionRequest("s", "c", True, "boolean")
    assert request.to_wire() == {"sessionId": "s", "configId": "c", "value": True, "type": "boolean"}
