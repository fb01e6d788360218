"""The generated ACP types: views over the wire dict, validation that names the field, and the generator."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from acp_fast.acp import SchemaError, schema, schema_v2

ROOT = Path(__file__).resolve().parent.parent
GENERATOR = ROOT / "scripts" / "generate_schema.py"
# The official ACP JSON schema (the `schema/` directory of agentclientprotocol/agent-client-protocol: v1/ and v2/),
# where scripts/generate_schema.py looks by default; ACP_FAST_SCHEMA_DIR points elsewhere. Not in this repository.
SCHEMA_DIR = Path(os.environ.get("ACP_FAST_SCHEMA_DIR") or ROOT.parent / "shared" / "acp-schema")
SCHEMA_NAMES = ("schema.unstable.json", "meta.json", "meta.unstable.json")
SCHEMA_FILES = [f"{version}/{name}" for version in ("v1", "v2") for name in SCHEMA_NAMES]
MISSING = [name for name in SCHEMA_FILES if not (SCHEMA_DIR / name).is_file()]


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_schema", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(
    bool(MISSING),
    reason=f"the official ACP JSON schema is not at {SCHEMA_DIR} (missing {', '.join(MISSING)}; "
    "set ACP_FAST_SCHEMA_DIR, see tests/README.md)",
)
def test_the_committed_modules_are_the_generators_output():
    generated = load_generator().generate(SCHEMA_DIR)
    for module, text in generated.items():
        assert (ROOT / "acp_fast" / "acp" / module).read_text() == text, f"{module} is stale: run {GENERATOR}"


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
    session = schema.NewSessionRequest.parse(
        {"cwd": "/", "mcpServers": [5, "x"], "_meta": [], "additionalDirectories": ["/a", 1]}
    )
    assert session.mcp_servers == [] and session.meta is None and session.additional_directories == ["/a"]


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
    }
    assert kinds <= set(schema._SessionUpdate_variants)
    for kind in kinds:
        assert schema._SessionUpdate_variants[kind].TAG == kind
