"""`acp_fast.compat.schema` / `.meta`: the generated pydantic models of the drop-in for the official SDK (0.12.1).

- The committed modules (`_generated_schema.py` and `_generated_meta.py`, which `schema` and `meta` re-export) are
  scripts/generate_compat_schema.py's output, from the same schema 0.12.1 was generated from (fetched from the
  registry package that bundles it, pinned; skipped when that fails, unless ACP_FAST_REQUIRE_INTEROP=1).
- Against the official package (0.12.1, in a venv under build/interop/; skipped when PyPI is unreachable and it is
  not built): the same wire payloads decode and dump to the same JSON. (Names, fields and signatures are compared
  by test_compat_surface.py.)
- Behaviour on its own: construction, dumps, camelCase attributes, lenient decoding, union variants, nesting.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import socket
import subprocess
import sys
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel as PydanticModel
from pydantic import ValidationError

from acp_fast.compat import meta, schema

ROOT = Path(__file__).resolve().parents[2]
GENERATOR = ROOT / "scripts" / "generate_compat_schema.py"

sys.path.insert(0, str(ROOT / "tests" / "interop"))
import acp_env  # noqa: E402  (tests/interop/acp_env.py: the official SDK's venvs)

# The drop-in's models use no router: the same in either build (CI's pure stage skips them).
pytestmark = pytest.mark.any_build

VERSION = "0.12.1"
REQUIRE = os.environ.get("ACP_FAST_REQUIRE_INTEROP") == "1"

# Wire payloads decoded by both SDKs; each result is dumped as the official SDK sends it.
PAYLOADS: list[tuple[str, Any]] = [
    ("InitializeRequest", {"protocolVersion": "x"}),
    ("InitializeRequest", {"protocolVersion": "1", "clientCapabilities": {"fs": {"readTextFile": True}}}),
    ("InitializeRequest", {"protocolVersion": 1}),
    ("InitializeResponse", {"protocolVersion": 1, "authMethods": [{"id": "a", "name": "A"}, 5]}),
    ("AgentCapabilities", {"loadSession": "zz", "promptCapabilities": {"image": True}, "_meta": 3}),
    ("TextContentBlock", {"type": "text", "text": "a", "_meta": 5}),
    ("Annotations", {"audience": ["user", 5, "assistant"], "priority": "high"}),
    ("SessionNotification", {"sessionId": "s", "update": {"sessionUpdate": "agent_message_chunk",
                                                           "content": {"type": "text", "text": "hi"}}}),
    ("SessionNotification", {"sessionId": "s", "update": {"sessionUpdate": "tool_call", "toolCallId": "t",
                                                           "title": "x", "kind": "nope", "status": 7,
                                                           "content": [{"type": "diff", "path": "p", "newText": "n"},
                                                                       {"type": "bogus"}]}}),
    ("RequestPermissionResponse", {"outcome": {"outcome": "selected", "optionId": "o"}}),
    ("RequestPermissionResponse", {"outcome": {"outcome": "cancelled"}}),
    ("NewSessionRequest", {"cwd": "/", "mcpServers": [{"type": "http", "name": "n", "url": "u", "headers": []},
                                                      {"name": "s", "command": "c", "args": [], "env": []},
                                                      {"type": "bogus"}]}),
    ("ElicitationSchema", {"type": "array", "properties": {"a": {"type": "custom", "x": 1}, "b": {"type": "string"},
                                                           "c": {"type": "array", "items": {"type": "string",
                                                                                            "enum": ["x"]}}}}),
    ("SetSessionConfigOptionResponse", {"configOptions": [{"type": "select", "id": "i", "name": "n",
                                                           "currentValue": "v", "options": [], "category": "mode"},
                                                          {"type": "weird"}]}),
    ("CreateUrlSessionElicitationRequest", {"mode": "url", "message": "m", "sessionId": "s", "elicitationId": "e",
                                            "url": "https://example.com/a"}),
    ("AgentResponse", {"id": 3, "result": {"stopReason": "end_turn"}}),
    ("ClientResponse", {"id": "x", "error": {"code": -32601, "message": "nope"}}),
]  # fmt: skip

COMPARE = r"""
import json, sys
import importlib
S = importlib.import_module(sys.argv[1])
out = []
for name, payload in json.loads(sys.argv[2]):
    try:
        model = getattr(S, name).model_validate(payload)
    except Exception as exc:
        out.append([name, type(exc).__name__])
        continue
    dumped = model.model_dump(mode="json", by_alias=True, exclude_none=True)
    out.append([name, type(model).__name__, dumped, model.model_dump(mode="json", by_alias=True, exclude_none=True,
                                                                     exclude_defaults=True)])
json.dump(out, sys.stdout)
"""


def load_generator():
    spec = importlib.util.spec_from_file_location("generate_compat_schema", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_committed_modules_are_the_generators_output():
    """Regenerated from the pinned schemas (fetched from the registry into build/ on first use)."""
    generator = load_generator()
    try:
        sources = generator.default_schema(), generator.default_legacy_schema()
    except RuntimeError as exc:
        if REQUIRE:
            raise
        pytest.skip(f"the pinned schema could not be fetched: {exc}")
    generated = generator.generate(*sources)
    assert set(generated) == {"_generated_schema.py", "_generated_meta.py"}
    for module, text in generated.items():
        assert (ROOT / "acp_fast" / "compat" / module).read_text() == text, f"{module} is stale: run {GENERATOR}"


# ---------------------------------------------------------------------------------------------- the official SDK


def _unreachable(url: str) -> str | None:
    target = next(
        (os.environ[n] for n in ("https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY") if os.environ.get(n)), url
    )
    parsed = urllib.parse.urlsplit(target if "//" in target else "//" + target)
    if parsed.scheme == "file" or not parsed.hostname:
        return None
    try:
        socket.create_connection((parsed.hostname, parsed.port or (80 if parsed.scheme == "http" else 443)), 3).close()
    except OSError as exc:
        return f"{parsed.hostname} is unreachable ({exc})"
    return None


@pytest.fixture(scope="module")
def official_python() -> Path:
    """The official SDK's venv (built on first use, as the interop tests build it); skips when PyPI is down."""
    offline = (
        None if acp_env.built(VERSION) else _unreachable(os.environ.get("PIP_INDEX_URL") or "https://pypi.org/simple")
    )
    try:
        return acp_env.acp_python(VERSION)
    except RuntimeError as exc:
        if offline is None:
            pytest.fail(f"building the venv with agent-client-protocol=={VERSION} failed:\n{exc}")
        reason = f"agent-client-protocol=={VERSION} is not installed under {acp_env.BUILD} and {offline}"
        if REQUIRE:
            pytest.fail(reason + " (ACP_FAST_REQUIRE_INTEROP=1)")
        pytest.skip(reason)


def _run_official(python: Path, code: str, *args: str) -> Any:
    done = subprocess.run(
        [str(python), "-c", code, *args], capture_output=True, text=True, timeout=120, cwd=acp_env.BUILD
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_payloads_decode_and_dump_as_the_official_sdk_does(official_python):
    args = json.dumps(PAYLOADS)
    theirs = _run_official(official_python, COMPARE, "acp.schema", args)
    done = subprocess.run(
        [sys.executable, "-P", "-c", COMPARE, "acp_fast.compat.schema", args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == theirs


# ---------------------------------------------------------------------------------------------- behaviour


def dump(model: PydanticModel) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


def test_meta_tables():
    assert meta.AGENT_METHODS["session_new"] == "session/new"
    assert meta.CLIENT_METHODS["session_update"] == "session/update"
    assert meta.PROTOCOL_METHODS == {"cancel_request": "$/cancel_request"}
    assert meta.PROTOCOL_VERSION == 1
    assert set(meta.__all__) == {"AGENT_METHODS", "CLIENT_METHODS", "PROTOCOL_METHODS", "PROTOCOL_VERSION"}


def test_discriminators_are_required_fields_and_round_trip():
    with pytest.raises(ValidationError):
        schema.TextContentBlock(text="hi")
    chunk = schema.AgentMessageChunk(
        session_update="agent_message_chunk", content=schema.TextContentBlock(type="text", text="hi")
    )
    note = schema.SessionNotification(session_id="s", update=chunk, field_meta={"k": 1})
    wire = dump(note)
    assert wire == {
        "sessionId": "s",
        "update": {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}},
        "_meta": {"k": 1},
    }
    assert schema.SessionNotification.model_validate(wire) == note
    assert schema.SessionNotification.model_validate_json(note.model_dump_json(by_alias=True)) == note


def test_camel_case_attribute_reads():
    note = schema.SessionNotification.model_validate(
        {"sessionId": "s", "update": {"sessionUpdate": "tool_call_update", "toolCallId": "t"}}
    )
    assert note.sessionId == "s" and note.update.sessionUpdate == "tool_call_update" and note.update.toolCallId == "t"
    with pytest.raises(AttributeError):
        note.noSuchField  # noqa: B018
    with pytest.raises(AttributeError):
        note.nope  # noqa: B018


def test_received_union_variants_are_their_classes():
    note = schema.SessionNotification.model_validate(
        {"sessionId": "s", "update": {"sessionUpdate": "user_message_chunk", "content": {"type": "image", "data": "d",
                                                                                          "mimeType": "image/png"}}}
    )  # fmt: skip
    assert isinstance(note.update, schema.UserMessageChunk) and isinstance(note.update, schema.ContentChunk)
    assert isinstance(note.update.content, schema.ImageContentBlock) and isinstance(
        note.update.content, schema.ImageContent
    )
    plan = schema.SessionNotification.model_validate(
        {"sessionId": "s", "update": {"sessionUpdate": "plan", "entries": []}}
    ).update
    assert isinstance(plan, schema.AgentPlanUpdate) and isinstance(plan, schema.Plan)
    outcome = schema.RequestPermissionResponse.model_validate({"outcome": {"outcome": "selected", "optionId": "o"}})
    assert isinstance(outcome.outcome, schema.AllowedOutcome) and outcome.outcome.outcome == "selected"
    servers = schema.NewSessionRequest.model_validate(
        {"cwd": "/", "mcpServers": [{"type": "sse", "name": "n", "url": "u", "headers": []},
                                    {"name": "s", "command": "c", "args": [], "env": []}]}
    ).mcp_servers  # fmt: skip
    assert [type(s) for s in servers] == [schema.SseMcpServer, schema.McpServerStdio]


def test_lenient_decoding():
    assert schema.InitializeRequest.model_validate({"protocolVersion": "x"}).protocol_version == 1
    assert schema.InitializeRequest.model_validate({"protocolVersion": "1"}).protocol_version == 1
    assert schema.TextContentBlock.model_validate({"type": "text", "text": "a", "_meta": 5}).field_meta is None
    assert schema.Annotations.model_validate({"audience": ["user", 5, "assistant"]}).audience == ["user", "assistant"]
    update = schema.ToolCallStart.model_validate(
        {"sessionUpdate": "tool_call", "toolCallId": "t", "title": "x", "kind": "nope", "status": 7,
         "content": [{"type": "bogus"}, {"type": "terminal", "terminalId": "term"}]}
    )  # fmt: skip
    assert (update.kind, update.status) == (None, None)
    assert [type(c) for c in update.content] == [schema.TerminalToolCallContent]
    caps = schema.ClientCapabilities.model_validate({"fs": "bad", "terminal": "bad"})
    assert caps.fs == schema.FileSystemCapabilities() and caps.terminal is False
    assert schema.ElicitationSchema.model_validate({"type": 5}).type == "object"
    with pytest.raises(ValidationError):  # a required field is not lenient
        schema.ToolCallStart.model_validate({"sessionUpdate": "tool_call", "toolCallId": 5, "title": "x"})


def test_rc3s_lenient_validators_in_a_model_of_ones_own():
    from pydantic import Field, ValidationInfo, ValidatorFunctionWrapHandler, field_validator

    from acp_fast.compat._deserialize import coerce_protocol_version, skip_invalid_items, use_default_on_error

    class Mine(PydanticModel):  # written as 1.0.0rc3's generated models use them
        version: int = 1
        limit: int = 10
        tags: list[int] = Field(default_factory=list)

        @field_validator("version", mode="before")
        @classmethod
        def _version(cls, value: Any, info: ValidationInfo) -> Any:
            return coerce_protocol_version(value, info)

        @field_validator("limit", mode="wrap")
        @classmethod
        def _limit(cls, value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
            return use_default_on_error(value, handler, info)

        @field_validator("tags", mode="wrap")
        @classmethod
        def _tags(cls, value: Any, handler: ValidatorFunctionWrapHandler, info: ValidationInfo) -> Any:
            return skip_invalid_items(value, handler, info)

    mine = Mine.model_validate({"version": "2025-01-01", "limit": "many", "tags": [1, "x", 3]})
    assert (mine.version, mine.limit, mine.tags) == (1, 10, [1, 3])
    assert Mine.model_validate({"version": "3", "limit": 4}).model_dump() == {"version": 3, "limit": 4, "tags": []}


def test_catch_all_variants_reject_known_tags():
    other = schema.OtherElicitationResponse.model_validate({"action": "_custom", "extra": 1})
    assert dump(other) == {"action": "_custom", "extra": 1}
    with pytest.raises(ValidationError):
        schema.OtherElicitationResponse.model_validate({"action": "accept"})


def test_defaults():
    request = schema.InitializeRequest(protocol_version=1)
    assert request.client_capabilities == schema.ClientCapabilities()
    assert request.client_capabilities is not schema.InitializeRequest(protocol_version=1).client_capabilities
    assert request.model_dump(by_alias=True, exclude_none=True, exclude_defaults=True) == {"protocolVersion": 1}
    assert dump(request)["clientCapabilities"] == {
        "fs": {"readTextFile": False, "writeTextFile": False},
        "terminal": False,
        "auth": {"terminal": False},
    }
    assert schema.ElicitationSchema().properties == {}


def test_models_nest_in_user_models():
    class Envelope(PydanticModel):
        block: schema.TextContentBlock
        updates: list[schema.SessionNotification] = []

    envelope = Envelope.model_validate(
        {
            "block": {"type": "text", "text": "x"},
            "updates": [{"sessionId": "s", "update": {"sessionUpdate": "usage_update", "used": 1, "size": 2}}],
        }
    )
    assert isinstance(envelope.block, schema.TextContentBlock)
    assert isinstance(envelope.updates[0].update, schema.UsageUpdate)
    assert envelope.model_dump(mode="json", by_alias=True, exclude_none=True)["updates"][0]["update"] == {
        "sessionUpdate": "usage_update",
        "used": 1,
        "size": 2,
    }
    assert "TextContentBlock" in json.dumps(Envelope.model_json_schema())


def test_dict_of_models_fields_dump():
    form = schema.ElicitationSchema(
        properties={
            "name": schema.ElicitationStringPropertySchema(type="string", title="Name"),
            "age": schema.ElicitationIntegerPropertySchema(type="integer", minimum=0),
        },
        required=["name"],
    )
    wire = dump(form)
    assert wire == {
        "type": "object",
        "properties": {"name": {"type": "string", "title": "Name"}, "age": {"type": "integer", "minimum": 0}},
        "required": ["name"],
    }
    assert isinstance(
        schema.ElicitationSchema.model_validate(wire).properties["age"], schema.ElicitationIntegerPropertySchema
    )
    request = schema.CreateFormSessionElicitationRequest(
        mode="form", message="m", session_id="s", requested_schema=form
    )
    assert dump(request)["requestedSchema"] == wire and dump(request)["sessionId"] == "s"


def test_json_schema_and_root_models():
    assert schema.SessionNotification.model_json_schema()["properties"]["sessionId"]["type"] == "string"
    response = schema.AgentResponse.model_validate({"id": 1, "result": {"stopReason": "end_turn"}})
    assert isinstance(response.root, schema.AgentResponseMessage)
    assert schema.ElicitationContentValue(["a"]).root == ["a"]
    assert schema.Jsonrpc("2.0").value == "2.0"


@pytest.mark.parametrize(
    ("old", "new", "release"),
    [
        ("AuthMethod", "AuthMethodAgent", "0.8.1"),
        ("FileSystemCapability", "FileSystemCapabilities", "0.8.1"),
        ("KillTerminalCommandRequest", "KillTerminalRequest", "0.8.1"),
        ("KillTerminalCommandResponse", "KillTerminalResponse", "0.8.1"),
    ],
)
def test_a_name_of_0_8_is_a_deprecated_alias(old, new, release):
    with pytest.warns(DeprecationWarning, match=rf"agent-client-protocol {re.escape(release)} gave {new}"):
        alias = getattr(schema, old)
    assert alias is getattr(schema, new)


def test_0_8s_auth_method_model_builds_the_agent_variant():
    with pytest.warns(DeprecationWarning):
        method = schema.AuthMethod(id="login", name="Log in", description="in a browser")
    assert dump(method) == {"id": "login", "name": "Log in", "description": "in a browser"}
    response = schema.InitializeResponse(protocol_version=1, auth_methods=[method])
    assert dump(response)["authMethods"] == [{"id": "login", "name": "Log in", "description": "in a browser"}]


def test_the_session_models_of_0_8_to_0_10_round_trip():
    state = schema.SessionModelState(
        available_models=[schema.ModelInfo(model_id="m1", name="Model one")], current_model_id="m1"
    )
    wire = {
        "sessionId": "s",
        "models": {"availableModels": [{"modelId": "m1", "name": "Model one"}], "currentModelId": "m1"},
    }
    for response in (schema.NewSessionResponse, schema.LoadSessionResponse, schema.ResumeSessionResponse):
        assert response.model_validate(wire).models == state
    assert dump(schema.NewSessionResponse(session_id="s", models=state)) == wire
    assert dump(schema.SetSessionModelRequest(session_id="s", model_id="m1")) == {"sessionId": "s", "modelId": "m1"}
    assert schema.Role("assistant") is schema.Role.assistant
    assert meta.AGENT_METHODS["session_set_model"] == "session/set_model"


def test_a_name_of_0_11_is_a_deprecated_alias():
    with pytest.warns(DeprecationWarning, match=r"agent-client-protocol 0\.11\.0 gave StringMultiSelectItems"):
        from acp_fast.compat.schema import UntitledMultiSelectItems
    assert UntitledMultiSelectItems is schema.StringMultiSelectItems


@pytest.mark.parametrize("module", ["acp_fast.compat", "acp_fast.compat.schema", "acp_fast.compat.http"])
def test_a_missing_name_fails_naming_the_drop_in_and_the_release_it_mirrors(module):
    target = importlib.import_module(module)
    with pytest.raises(ImportError, match=r"acp_fast\.compat.* has no attribute 'NoSuchName'.*0\.12\.1") as raised:
        exec(f"from {module} import NoSuchName", {})
    assert raised.value.name == module
    with pytest.raises(AttributeError, match=r"'NoSuchName'.*agent-client-protocol 0\.12\.1"):
        _ = target.NoSuchName
    assert not hasattr(target, "NoSuchName")
    assert getattr(target, "NoSuchName", None) is None
