"""Generate `acp_fast/compat/_generated_schema.py` and `_generated_meta.py` from the official ACP JSON schema.

    python scripts/generate_compat_schema.py [SCHEMA_JSON [LEGACY_SCHEMA_JSON]]

`acp_fast.compat` is a drop-in for the official Python SDK (`agent-client-protocol` 0.12.1, import name `acp`), so
its models are generated from the schema that release generated its own from: ACP schema v1.19.0 (stable and
unstable types in one file). By default that file is read from the registry package that bundles it, pinned by
version and integrity (scripts/npm_schema.py; fetched once into build/), so a clean clone regenerates the same
modules. SCHEMA_JSON names another file (a `schema.unstable.json`). The method tables of `_generated_meta.py` come
from each type's `x-method` and `x-side`. Types of the older releases (0.8 to 0.10) that this schema no longer has (the
unstable session models) come from the schema those releases were generated from, pinned the same way
(LEGACY_SCHEMA_JSON names another).

Each file is read by scripts/schema_types.py, the classifier this generator shares with the native one
(scripts/generate_schema.py); this one is the emitter of the pydantic models. Where it shapes the description
otherwise than the native emitter (which alternatives get a class and how they are named, how a union or a nullable
map is typed), it is to match what the official SDK's datamodel-code-generator made of the same schema. Users
import the hand-written `acp_fast.compat.schema`, which re-exports the generated module's `__all__`; the generated
module takes that module's name (`__name__`), so its classes are `acp_fast.compat.schema`'s as the official ones
are `acp.schema`'s.

These are pydantic v2 models with that SDK's public shape: its class names (a base class plus one subclass per
discriminator value: `TextContent` / `TextContentBlock`, `McpServerHttp` / `HttpMcpServer`, ...), snake_case fields
with camelCase aliases, `_meta` as `field_meta`, discriminators as required `Literal` fields, a `BaseModel` with
`populate_by_name=True` and camelCase attribute reads, and the schema's lenient decoding
(`x-deserialize-default-on-error`, `x-deserialize-skip-invalid-items`) as wrap validators. Names an older supported
release had and 0.12.1 renamed stay as deprecated aliases (`DEPRECATED_ALIASES`).

Why the classes are emitted here rather than by datamodel-code-generator (the tool the official SDK uses):
- The official SDK's shape is not what datamodel-code-generator emits: it gets there through a long chain of
  rewrites of the generated text (numbered classes renamed, unions with a catch-all member rewritten, required
  nullable fields, defaults and validators patched in by regular expression). Driving the tool would mean
  maintaining the same chain; emitting the classes directly from the schema is shorter and says what it means.
- The output must be byte-deterministic for the regeneration test. datamodel-code-generator's output depends on
  its own version and on the black/isort versions it formats with; this script depends on nothing but the schema
  (no new pinned dependency for the tests).
- Control over import time: no `from __future__ import annotations` (classes are emitted in dependency order, so
  pydantic never evaluates string annotations), field descriptions as `Field(description=...)` rather than
  attribute docstrings (which pydantic would re-read from the source of every class), and `defer_build=True`, so
  a model's validator is built the first time it is used rather than at import.

Deliberate differences from 0.12.1 (docs/compat.md lists them): an open string enum (known values or any string)
accepts any string (0.12.1 types that member `Dict[str, Any]` and rejects custom values); a field salvaged to a
default object holds the model, not the raw dict; the six model-instance defaults are `default_factory`s; members
of a union are in schema order, which for three request/response unions is not 0.12.1's order (pydantic's smart
union mode picks the same member either way).
"""

from __future__ import annotations

import json
import keyword
import re
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import npm_schema  # noqa: E402  (the pinned registry package that bundles the schema)
import schema_types  # noqa: E402  (the schema's description, shared with the native generator)
from schema_types import (  # noqa: E402
    NO_DEFAULT,
    NULL,
    AliasType,
    AnyValue,
    ArrayOf,
    Definition,
    EnumType,
    MapOf,
    ObjectType,
    OneOf,
    Plain,
    Property,
    Ref,
    Type,
    UnionType,
    references,
    type_references,
)

OUT_DIR = REPO / "acp_fast" / "compat"
COMMAND = "python scripts/generate_compat_schema.py"
PUBLIC = "acp_fast.compat.schema"  # the module that re-exports the models (`_generated_schema.py`)
# The registry release bundling ACP schema v1.19.0, the schema of the official Python SDK 0.12.1.
SCHEMA_RELEASE = "1.2.0"
SCHEMA_SOURCE = f"ACP schema v1.19.0, as bundled in {npm_schema.PACKAGE} {SCHEMA_RELEASE}"
# The registry release bundling the schema of the official 0.10 releases (ACP schema v0.12): the last with the
# unstable session models (`session/set_model`), which agents written for 0.8 to 0.10 still implement.
LEGACY_RELEASE = "0.20.0"
LEGACY_SOURCE = f"the session-model types of {npm_schema.PACKAGE} {LEGACY_RELEASE}"
# The stable protocol version of that schema (its `v1`); 0.12.1's `acp.PROTOCOL_VERSION`.
PROTOCOL_VERSION = 1


def default_schema() -> Path:
    """The pinned schema file (fetched on first use; RuntimeError names the URL when that fails)."""
    return npm_schema.schema_dir(SCHEMA_RELEASE) / "schema" / "schema.json"


def default_legacy_schema() -> Path:
    """The pinned schema the older releases' session-model types come from (fetched on first use)."""
    return npm_schema.schema_dir(LEGACY_RELEASE) / "schema" / "schema.json"


# The class name of each union variant, as the official Python SDK names it. Key: the union's $def and the path to
# the variant (its discriminator value, or the title of an untagged alternative; nested for a union inside one).
# A variant missing here (a newer schema's addition) is named <Union><Base>, as later official SDKs name them.
VARIANT_NAMES: dict[tuple[str, ...], str] = {
    ("AgentResponse", "Result"): "AgentResponseMessage",
    ("AgentResponse", "Error"): "AgentErrorMessage",
    ("ClientResponse", "Result"): "ClientResponseMessage",
    ("ClientResponse", "Error"): "ClientErrorMessage",
    ("ContentBlock", "text"): "TextContentBlock",
    ("ContentBlock", "image"): "ImageContentBlock",
    ("ContentBlock", "audio"): "AudioContentBlock",
    ("ContentBlock", "resource_link"): "ResourceContentBlock",
    ("ContentBlock", "resource"): "EmbeddedResourceContentBlock",
    ("McpServer", "http"): "HttpMcpServer",
    ("McpServer", "sse"): "SseMcpServer",
    ("McpServer", "acp"): "AcpMcpServer",
    ("RequestPermissionOutcome", "cancelled"): "DeniedOutcome",
    ("RequestPermissionOutcome", "selected"): "AllowedOutcome",
    ("AuthMethod", "terminal"): "TerminalAuthMethod",
    ("AuthMethod", "env_var"): "EnvVarAuthMethod",
    ("SessionConfigOption", "select"): "SessionConfigOptionSelect",
    ("SessionConfigOption", "boolean"): "SessionConfigOptionBoolean",
    ("SetSessionConfigOptionRequest", "boolean"): "SetSessionConfigOptionBooleanRequest",
    ("SetSessionConfigOptionRequest", "value_id"): "SetSessionConfigOptionSelectRequest",
    ("SessionUpdate", "user_message_chunk"): "UserMessageChunk",
    ("SessionUpdate", "agent_message_chunk"): "AgentMessageChunk",
    ("SessionUpdate", "agent_thought_chunk"): "AgentThoughtChunk",
    ("SessionUpdate", "tool_call"): "ToolCallStart",
    ("SessionUpdate", "tool_call_update"): "ToolCallProgress",
    ("SessionUpdate", "plan"): "AgentPlanUpdate",
    ("SessionUpdate", "plan_update"): "AgentPlanContentUpdate",
    ("SessionUpdate", "plan_removed"): "AgentPlanRemovedUpdate",
    ("SessionUpdate", "available_commands_update"): "AvailableCommandsUpdate",
    ("SessionUpdate", "current_mode_update"): "CurrentModeUpdate",
    ("SessionUpdate", "config_option_update"): "ConfigOptionUpdate",
    ("SessionUpdate", "session_info_update"): "SessionInfoUpdate",
    ("SessionUpdate", "usage_update"): "UsageUpdate",
    ("PlanUpdateContent", "items"): "PlanUpdateItems",
    ("PlanUpdateContent", "file"): "PlanUpdateFile",
    ("PlanUpdateContent", "markdown"): "PlanUpdateMarkdown",
    ("ToolCallContent", "content"): "ContentToolCallContent",
    ("ToolCallContent", "diff"): "FileEditToolCallContent",
    ("ToolCallContent", "terminal"): "TerminalToolCallContent",
    ("CreateElicitationRequest", "form", "Session"): "CreateFormSessionElicitationRequest",
    ("CreateElicitationRequest", "form", "Request"): "CreateFormRequestElicitationRequest",
    ("CreateElicitationRequest", "url", "Session"): "CreateUrlSessionElicitationRequest",
    ("CreateElicitationRequest", "url", "Request"): "CreateUrlRequestElicitationRequest",
    ("CreateElicitationRequest", "other"): "CreateOtherElicitationRequest",
    ("CreateElicitationResponse", "accept"): "AcceptElicitationResponse",
    ("CreateElicitationResponse", "decline"): "DeclineElicitationResponse",
    ("CreateElicitationResponse", "cancel"): "CancelElicitationResponse",
    ("CreateElicitationResponse", "other"): "OtherElicitationResponse",
    ("ElicitationFormMode", "Session"): "ElicitationFormSessionMode",
    ("ElicitationFormMode", "Request"): "ElicitationFormRequestMode",
    ("ElicitationUrlMode", "Session"): "ElicitationUrlSessionMode",
    ("ElicitationUrlMode", "Request"): "ElicitationUrlRequestMode",
    ("ElicitationPropertySchema", "string"): "ElicitationStringPropertySchema",
    ("ElicitationPropertySchema", "number"): "ElicitationNumberPropertySchema",
    ("ElicitationPropertySchema", "integer"): "ElicitationIntegerPropertySchema",
    ("ElicitationPropertySchema", "boolean"): "ElicitationBooleanPropertySchema",
    ("ElicitationPropertySchema", "array"): "ElicitationMultiSelectPropertySchema",
    ("ElicitationPropertySchema", "other"): "ElicitationOtherPropertySchema",
    ("MultiSelectItems", "string"): "StringMultiSelectItems",
    ("MultiSelectItems", "other"): "OtherMultiSelectItems",
    ("NesSuggestion", "edit"): "NesEditSuggestionVariant",
    ("NesSuggestion", "jump"): "NesJumpSuggestionVariant",
    ("NesSuggestion", "rename"): "NesRenameSuggestionVariant",
    ("NesSuggestion", "searchAndReplace"): "NesSearchAndReplaceSuggestionVariant",
}

# Unions that are public `RootModel` classes in the official SDK (the others are inlined where they are used).
ROOT_MODELS = (
    "AgentResponse",
    "ClientResponse",
    "ElicitationContentValue",
    "ElicitationFormMode",
    "ElicitationUrlMode",
    "AvailableCommandInput",
)

# Closed string enums the official SDK types as `Literal` aliases (every other closed string enum is `str`).
LITERAL_ENUMS = (
    "PermissionOptionKind",
    "PlanEntryPriority",
    "PlanEntryStatus",
    "StopReason",
    "ToolCallStatus",
    "ToolKind",
)

# Fields whose default the official SDK builds as a model instance (so `exclude_defaults` drops an untouched value);
# here a `default_factory`, which behaves the same without building the model at import. Other object defaults are
# the schema's JSON value, validated per instance (`validate_default`).
INSTANCE_DEFAULTS = {
    ("InitializeRequest", "clientCapabilities"),
    ("InitializeResponse", "agentCapabilities"),
    ("AgentCapabilities", "promptCapabilities"),
    ("AgentCapabilities", "mcpCapabilities"),
    ("AgentCapabilities", "sessionCapabilities"),
    ("ClientCapabilities", "fs"),
}

# Union aliases the official SDK defines beyond its classes (name -> union $def, or the classes it joins).
EXTRA_UNIONS: dict[str, tuple[str, ...]] = {
    "ElicitationMode": (
        "ElicitationFormSessionMode",
        "ElicitationFormRequestMode",
        "ElicitationUrlSessionMode",
        "ElicitationUrlRequestMode",
    ),
    "CreateFormElicitationRequest": ("CreateFormSessionElicitationRequest", "CreateFormRequestElicitationRequest"),
    "CreateUrlElicitationRequest": ("CreateUrlSessionElicitationRequest", "CreateUrlRequestElicitationRequest"),
}

# Names an older official release had for a class 0.12.1 has under another name: alias -> (class, that release).
# Each is served by the module's `__getattr__` with a DeprecationWarning.
DEPRECATED_ALIASES: dict[str, tuple[str, str]] = {
    # 0.11.0's plain-string multi-select items; 0.12.1 names them by their `type` tag.
    "UntitledMultiSelectItems": ("StringMultiSelectItems", "0.11.0"),
    # 0.8's names. Its `AuthMethod` model ({id, name, description, _meta}) is the agent variant of today's union.
    "AuthMethod": ("AuthMethodAgent", "0.8.1"),
    "FileSystemCapability": ("FileSystemCapabilities", "0.8.1"),
    "KillTerminalCommandRequest": ("KillTerminalRequest", "0.8.1"),
    "KillTerminalCommandResponse": ("KillTerminalResponse", "0.8.1"),
}

# Types of the older releases (0.8 to 0.10) that the schema 0.12.1 was generated from no longer has at all, taken
# from the legacy schema: the unstable session models (`session/set_model`; the `models` a session answer carries)
# and the `Role` enum. Code written for those releases imports and returns them; nothing in 0.12.1 conflicts.
LEGACY_DEFS = ("ModelInfo", "SessionModelState", "SetSessionModelRequest", "SetSessionModelResponse")
LEGACY_PROPERTIES = (
    ("NewSessionResponse", "models"),
    ("LoadSessionResponse", "models"),
    ("ForkSessionResponse", "models"),
    ("ResumeSessionResponse", "models"),
)
LEGACY_ENUMS = ("Role",)  # `class Role(Enum)`, as those releases define it

# Which `meta` tables a method goes in, by the side that serves it (`x-side`).
METHOD_TABLES = {
    "agent": ("AGENT_METHODS",),
    "client": ("CLIENT_METHODS",),
    "both": ("AGENT_METHODS", "CLIENT_METHODS"),
    "protocol": ("PROTOCOL_METHODS",),
}

PRIMITIVES = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}
BASEMODEL_NAMES = {"copy", "dict", "json", "schema", "construct", "validate", "fields", "parse_obj", "parse_raw"}


def snake(name: str) -> str:
    """A property's Python field name, as the official SDK spells it (`_meta` -> `field_meta`)."""
    if name.startswith("_"):
        return "field" + name
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Field:
    """One model field."""

    def __init__(self, prop: Property, required: bool) -> None:
        self.prop = prop.key
        self.spec = prop
        self.required = required
        self.name = snake(prop.key)
        if keyword.iskeyword(self.name) or self.name in BASEMODEL_NAMES:
            raise SystemExit(f"property {prop.key!r} needs a Python name of its own")
        self.tag: Any = None  # a discriminator value: the field is `Literal[tag]`
        self.catch_all: tuple[Any, ...] | None = None  # a catch-all's discriminator: `str`, minus these values


class Cls:
    """One generated class."""

    def __init__(self, name: str, base: str | None, fields: list[Field], extra_allow: bool = False) -> None:
        self.name = name
        self.base = base
        self.fields = fields
        self.extra_allow = extra_allow
        self.root: str | None = None  # a RootModel's annotation
        self.deps: set[str] = set()


class Generator:
    def __init__(self, schema_file: Path, legacy_file: Path) -> None:
        self.schema = schema_types.read(schema_file)
        self.defs = self.schema.definitions
        self.legacy_enums: dict[str, list[str]] = {}
        self._add_legacy(schema_types.read(legacy_file).definitions)
        self.classes: dict[str, Cls] = {}
        self.def_class: dict[str, str] = {}  # object $def -> its class name (`_Name` when a variant took the name)
        self._deps: set[str] = set()
        self._plan()

    def _add_legacy(self, legacy: dict[str, Definition]) -> None:
        """The older releases' types (`LEGACY_*`) into this schema; never over a type or property it has."""
        for name in LEGACY_DEFS:
            if name in self.defs:
                raise SystemExit(f"legacy type {name}: the schema defines it already")
            self.defs[name] = legacy[name]
        added = []
        for owner, key in LEGACY_PROPERTIES:
            current, old = self.defs[owner], legacy[owner]
            assert isinstance(current, ObjectType) and isinstance(old, ObjectType), owner
            if any(prop.key == key for prop in current.properties):
                raise SystemExit(f"legacy property {owner}.{key}: the schema defines it already")
            # Optional here whatever the older schema said: this schema's `required` does not name it.
            prop = replace(next(prop for prop in old.properties if prop.key == key), required=False)
            self.defs[owner] = replace(current, properties=(*current.properties, prop))
            added.append(prop)
        # ... with the types they refer to that this schema lacks (their id types).
        pending = [
            *(ref for name in LEGACY_DEFS for ref in references(legacy[name])),
            *(ref for prop in added for ref in type_references(prop.type)),
        ]
        while pending:
            ref = pending.pop()
            if ref not in self.defs:
                self.defs[ref] = legacy[ref]
                pending += references(legacy[ref])
        for name in LEGACY_ENUMS:
            enum = legacy[name]
            assert isinstance(enum, EnumType), name
            self.legacy_enums[name] = [str(value) for value in enum.values]

    # ------------------------------------------------------------------------------------------ classification

    def is_object(self, name: str) -> bool:
        definition = self.defs[name]
        return isinstance(definition, ObjectType) and not definition.variants

    def is_composite(self, name: str) -> bool:
        """An object with common properties and alternative shapes (each alternative becomes a class)."""
        definition = self.defs[name]
        return isinstance(definition, ObjectType) and bool(definition.variants)

    def is_union(self, name: str) -> bool:
        return isinstance(self.defs[name], UnionType)

    def _plan(self) -> None:
        # Variant names first: a variant named like its base $def pushes the base to `_Name`.
        self.variant_plan: dict[str, list[tuple[tuple[str, ...], dict[str, Any]]]] = {}
        taken: set[str] = set()
        for name, definition in self.defs.items():
            if isinstance(definition, ObjectType | UnionType) and definition.variants:
                self.variant_plan[name] = self._variants(name, (name,), definition, {}, [])
                for _key, variant in self.variant_plan[name]:
                    if variant.get("class"):
                        taken.add(variant["class"])
        for name in self.defs:
            if self.is_object(name):
                self.def_class[name] = "_" + name if name in taken else name

    def _variants(
        self,
        union: str,
        path: tuple[str, ...],
        definition: ObjectType | UnionType,
        common: dict[str, Property],
        required: list[str],
    ) -> list[tuple[tuple[str, ...], dict[str, Any]]]:
        """The variants of a union or composite $def: (path, {class, base, props, required, tag, catch_all, ref}).
        Each alternative of the union is a class (as the official SDK's datamodel-code-generator makes them), a
        composite alternative is one per alternative of its own, and an alternative that is another union is that
        union's classes: the classes a value of the union may be, flat."""
        if isinstance(definition, ObjectType):
            common = {**common, **{prop.key: prop for prop in definition.properties}}
            required = [*required, *(prop.key for prop in definition.properties if prop.required)]
        out: list[tuple[tuple[str, ...], dict[str, Any]]] = []
        for alt in definition.variants:
            ref = alt.ref
            tag = alt.tag
            own = {prop.key: prop for prop in alt.properties}
            if ref and not own and not common:
                # a member that is another type as it is
                target = self.defs[ref]
                if isinstance(target, UnionType):
                    out.extend(self._variants(ref, (ref,), target, {}, []))
                else:
                    out.append(((*path, alt.title or ref), {"ref": ref}))
                continue
            if alt.title == "other" and not tag:
                prop = next(iter(own))
                others = tuple(v.tag[1] for v in definition.variants if v.tag is not None)
                key = (*path, "other")
                out.append(
                    (
                        key,
                        {
                            "class": self.variant_name(key, None),
                            "base": None,
                            "props": {**common, **own},
                            "required": [*required, *alt.required],
                            "catch_all": (prop, alt.excluded_tags or others),
                        },
                    )
                )
                continue
            step = str(tag[1]) if tag else str(alt.title)
            key = (*path, step)
            target = self.defs[ref] if ref else None
            if isinstance(target, ObjectType) and target.variants:
                inner = self._variants(union, key, target, {**common, **own}, [*required, *alt.required])
                for inner_key, variant in inner:
                    if variant.get("tag") is None:
                        variant["tag"] = tag
                    out.append((inner_key, variant))
                continue
            base = ref if ref and self.is_object(ref) else None
            out.append(
                (
                    key,
                    {
                        "class": self.variant_name(key, base),
                        "base": base,
                        "props": {**common, **own},
                        "required": [*required, *alt.required],
                        "tag": tag,
                    },
                )
            )
        return out

    @staticmethod
    def variant_name(key: tuple[str, ...], base: str | None) -> str:
        if key in VARIANT_NAMES:
            return VARIANT_NAMES[key]
        if base:
            return key[0] + base
        return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\-\s]+", "_".join(key[1:]))) + key[0]

    # ------------------------------------------------------------------------------------------ types

    def annotation(self, type_: Type) -> tuple[list[str], bool, str | None]:
        """A type expression as (union members, nullable, discriminator field name)."""
        if isinstance(type_, AnyValue):
            return ["Any"], False, None
        if isinstance(type_, Ref):
            return self.ref_annotation(type_.name)
        if isinstance(type_, OneOf):
            members: list[str] = []
            real = [member for member in type_.members if member != NULL]
            nullable = len(real) < len(type_.members)
            for member in real:
                if nullable and isinstance(member, MapOf):
                    # datamodel-code-generator types a nullable map (`"type": ["object", "null"]` with
                    # `additionalProperties`) as `Optional[Dict[str, Any]]`: so does the official SDK.
                    member = Plain("object")
                sub, sub_null, sub_disc = self.annotation(member)
                nullable = nullable or sub_null
                if sub_disc and len(real) == 1:
                    return sub, nullable, sub_disc
                members.extend(m for m in sub if m not in members)
            return members, nullable, None
        if isinstance(type_, ArrayOf):
            return [f"List[{self.text(self.annotation(type_.items))}]"], False, None
        if isinstance(type_, MapOf):
            return [f"Dict[str, {self.text(self.annotation(type_.values))}]"], False, None
        if type_.kind == "null":
            return ["Any"], True, None
        if type_.kind == "object":
            return ["Dict[str, Any]"], False, None
        if type_.kind == "string" and type_.format == "uri":
            return ["AnyUrl"], False, None
        return [PRIMITIVES[type_.kind]], False, None

    def ref_annotation(self, name: str) -> tuple[list[str], bool, str | None]:
        definition = self.defs[name]
        if name in ROOT_MODELS:
            self._deps.add(name)
            return [name], False, None
        if self.is_object(name):
            self._deps.add(self.def_class[name])
            return [self.def_class[name]], False, None
        if name in self.variant_plan:
            assert isinstance(definition, ObjectType | UnionType)
            members = self.members(name)
            disc = definition.discriminator
            # pydantic can dispatch on the discriminator only when every variant has a fixed value for it: a union
            # with a catch-all ("other") or an untagged member is tried member by member, as the official SDK does.
            tagged = all(variant.get("tag") for _key, variant in self.variant_plan[name])
            return members, False, snake(disc) if disc and tagged else None
        if isinstance(definition, EnumType):
            # As the official SDK: a closed enumeration is its JSON type (a `Literal` alias for the few it names
            # so), an open one the `Literal` of its values or its JSON type.
            if not definition.open:
                return [name if name in LITERAL_ENUMS else PRIMITIVES[definition.kind]], False, None
            return [*(f"Literal[{v!r}]" for v in definition.values), PRIMITIVES[definition.kind]], False, None
        assert isinstance(definition, AliasType), name
        return self.annotation(definition.type)

    def members(self, union: str) -> list[str]:
        """The classes of a union (or composite) $def, in schema order."""
        members: list[str] = []
        for _key, variant in self.variant_plan[union]:
            for cls in [variant["class"]] if variant.get("class") else self.ref_annotation(variant["ref"])[0]:
                if cls not in members:
                    members.append(cls)
        self._deps.update(m for m in members if m != "Any")
        return members

    @staticmethod
    def text(parts: tuple[list[str], bool, str | None]) -> str:
        members, nullable, disc = parts
        text = members[0] if len(members) == 1 else f"Union[{', '.join(members)}]"
        if disc:
            text = f"Annotated[{text}, Field(discriminator={disc!r})]"
        return f"Optional[{text}]" if nullable else text

    def constraints(self, prop: Property) -> dict[str, Any]:
        """`ge` / `le` of a field: its own bounds, or those of the integer type it names."""
        bounds: Property | AliasType = prop
        if isinstance(prop.type, Ref):
            target = self.defs[prop.type.name]
            if isinstance(target, AliasType) and isinstance(target.type, Plain) and target.type.kind == "integer":
                bounds = target
        out = {}
        if bounds.minimum is not None:
            out["ge"] = bounds.minimum
        if bounds.maximum is not None:
            out["le"] = bounds.maximum
        return out

    # ------------------------------------------------------------------------------------------ classes

    def build(self) -> None:
        for name, definition in self.defs.items():
            if self.is_object(name):
                assert isinstance(definition, ObjectType)
                properties = {prop.key: prop for prop in definition.properties}
                self.add_class(
                    self.def_class[name], None, properties, [p.key for p in definition.properties if p.required]
                )
        for union, variants in self.variant_plan.items():
            for _key, variant in variants:
                if "class" not in variant or variant["class"] in self.classes:
                    continue
                base = self.def_class[variant["base"]] if variant.get("base") else None
                props = dict(variant["props"])
                cls = self.add_class(variant["class"], base, props, variant["required"])
                tag = variant.get("tag")
                catch_all = variant.get("catch_all")
                for field in cls.fields:
                    if tag and field.prop == tag[0]:
                        field.tag = tag[1]
                    if catch_all and field.prop == catch_all[0]:
                        field.catch_all = catch_all[1]
                cls.extra_allow = bool(catch_all)
            if union in ROOT_MODELS:
                self._deps = set()
                root = Cls(union, None, [])
                root.root = self.text((self.members(union), False, None))
                root.deps = set(self._deps)
                self.classes[union] = root
        for name in ROOT_MODELS:
            if name not in self.classes:
                self._deps = set()
                root = Cls(name, None, [])
                definition = self.defs[name]
                assert isinstance(definition, AliasType), name
                root.root = self.text(self.annotation(definition.type))
                root.deps = set(self._deps)
                self.classes[name] = root

    def add_class(self, name: str, base: str | None, props: dict[str, Property], required: list[str]) -> Cls:
        inherited = {f.prop for f in self.all_fields(base)} if base else set()
        fields = [Field(prop, key in required) for key, prop in props.items() if key not in inherited]
        cls = Cls(name, base, fields)
        self.classes[name] = cls
        return cls

    def all_fields(self, name: str | None) -> list[Field]:
        if name is None:
            return []
        cls = self.classes[name]
        return [*self.all_fields(cls.base), *cls.fields]

    # ------------------------------------------------------------------------------------------ rendering

    def render_field(self, cls: Cls, field: Field) -> list[str]:
        spec = field.spec
        kwargs: list[str] = []
        if field.tag is not None:
            ann = f"Literal[{field.tag!r}]"
        elif field.catch_all is not None:
            ann = "str"
        else:
            self._deps = set()
            members, nullable, disc = self.annotation(spec.type)
            cls.deps |= self._deps
            ann = self.text((members, nullable or not field.required, disc))
        default: str | None = None
        owner = cls.name.lstrip("_")
        if not field.required:
            if (owner, field.prop) in INSTANCE_DEFAULTS:
                assert isinstance(spec.type, Ref), (owner, field.prop)
                default = f"Field(default_factory={self.def_class[spec.type.name]})"
            elif spec.default is not NO_DEFAULT:
                default = repr(spec.default)
                if isinstance(spec.default, (dict, list)):
                    kwargs.append("validate_default=True")
            else:
                default = "None"
        if field.name != field.prop:
            kwargs.insert(0, f"alias={field.prop!r}")
        for key, value in self.constraints(spec).items():
            kwargs.append(f"{key}={value!r}")
        description = spec.description
        if description:
            kwargs.append(f"description={description!r}")
        # The field's settings go in `Annotated` and its default after `=`, as type checkers expect of a pydantic
        # model: `Model(session_id=...)` then checks under the field's name, not its alias.
        if kwargs:
            ann = f"Annotated[{ann}, Field({', '.join(kwargs)})]"
        if default is not None:
            return [f"    {field.name}: {ann} = {default}"]
        return [f"    {field.name}: {ann}"]

    def fallback(self, field: Field) -> str:
        spec = field.spec
        if spec.default is not NO_DEFAULT:
            return repr(spec.default)
        members = spec.type.members if isinstance(spec.type, OneOf) else (spec.type,)
        if any(isinstance(member, ArrayOf) for member in members) and (field.required or NULL not in members):
            return "[]"
        return "None"

    def render_validators(self, cls: Cls) -> list[str]:
        lines: list[str] = []
        groups: dict[str, list[str]] = {}
        skips: list[str] = []
        for field in cls.fields:
            if field.prop == "_meta" or field.tag is not None:
                continue
            if field.catch_all is not None:
                lines += [
                    "",
                    f"    @field_validator({field.name!r}, mode='before')",
                    "    @classmethod",
                    f"    def _not_a_known_{field.name}(cls, value: Any) -> Any:",
                    f"        if value in {field.catch_all!r}:",
                    f"            raise ValueError('a known {field.prop}, not a custom one')",
                    "        return value",
                ]
                continue
            if field.spec.skip_invalid_items:
                skips.append(field.name)
            elif field.spec.default_on_error:
                groups.setdefault(self.fallback(field), []).append(field.name)
        if cls.name == "InitializeRequest":
            lines += [
                "",
                "    @field_validator('protocol_version', mode='before')",
                "    @classmethod",
                "    def _legacy_protocol_version(cls, value: Any) -> Any:",
                "        # As the official SDK 0.12.1 does: a version that is not a number (old clients sent a date",
                "        # string) reads as 1 rather than failing `initialize`.",
                "        return _protocol_version(value)",
            ]
        for index, (fallback, names) in enumerate(sorted(groups.items())):
            args = ", ".join(repr(n) for n in sorted(names))
            lines += [
                "",
                f"    @field_validator({args}, mode='wrap')",
                "    @classmethod",
                f"    def _default_on_error_{index}(cls, value: Any, handler: Any) -> Any:",
                f"        return salvage_on_error(value, handler, lambda: {fallback})",
            ]
        if skips:
            args = ", ".join(repr(n) for n in sorted(skips))
            lines += [
                "",
                f"    @field_validator({args}, mode='wrap')",
                "    @classmethod",
                "    def _skip_invalid_items(cls, value: Any, handler: Any) -> Any:",
                "        return skip_invalid_items(value, handler)",
            ]
        return lines

    def render_class(self, cls: Cls) -> list[str]:
        if cls.root is not None:
            return [
                f"class {cls.name}(RootModel[{cls.root}]):",
                "    model_config = ConfigDict(defer_build=True)",
                "",
                f"    root: {cls.root}",
            ]
        lines = [f"class {cls.name}({cls.base or 'BaseModel'}):"]
        if cls.extra_allow:
            lines.append("    model_config = ConfigDict(extra='allow')")
        for field in cls.fields:
            lines += self.render_field(cls, field)
        lines += self.render_validators(cls)
        if len(lines) == 1:
            lines.append("    pass")
        return lines

    def order(self) -> list[str]:
        done: list[str] = []
        state: dict[str, int] = {}

        def visit(name: str) -> None:
            if state.get(name) == 2:
                return
            if state.get(name) == 1:
                raise SystemExit(f"a reference cycle through {name}: needs forward references")
            state[name] = 1
            cls = self.classes[name]
            for dep in sorted(({cls.base} if cls.base else set()) | cls.deps):
                if dep in self.classes:
                    visit(dep)
            state[name] = 2
            done.append(name)

        for name in sorted(self.classes):
            visit(name)
        return done

    def schema_module(self) -> str:
        self.build()
        rendered = {}
        for name in sorted(self.classes):
            rendered[name] = self.render_class(self.classes[name])  # fills each class's dependencies
        out = [
            '"""ACP schema models for the `agent-client-protocol` drop-in.',
            "",
            f"Generated by `{COMMAND}` from",
            f"{SCHEMA_SOURCE},",
            f"and {LEGACY_SOURCE}; do not edit.",
            f"Imported as `{PUBLIC}`, which re-exports its `__all__`.",
            "",
            "Pydantic v2 models named and shaped as the official Python SDK's `acp.schema` (0.12.1, generated from",
            "the same schema: v1, stable and unstable types); the names older releases (0.8 to 0.11) gave classes",
            "0.12.1 renamed are deprecated aliases, and their session-model types are here too.",
            '"""',
            "",
            "# ruff: noqa",
            "# mypy: ignore-errors",
            "from enum import Enum",
            "from typing import Annotated, Any, Callable, Dict, List, Literal, Optional, Union",
            "",
            "from pydantic import AnyUrl, ConfigDict, Field, RootModel, ValidationError, field_validator",
            "from pydantic import BaseModel as _BaseModel",
            "",
            "from ._deserialize import salvage_on_error, skip_invalid_items",
            "from ._missing import missing_name",
            "",
            f"# Its classes are `{PUBLIC}`'s (as the official SDK's are `acp.schema`'s), as are the warnings of its",
            "# deprecated aliases.",
            f"__name__ = {PUBLIC!r}",
            "",
            "",
            "def _protocol_version(value: Any) -> Any:",
            "    if isinstance(value, int):",
            "        return value",
            "    try:",
            "        return int(value)",
            "    except (TypeError, ValueError):",
            "        return 1",
            "",
            "",
            "# While this module defines its classes, `RootModel[...]` is built on first use as every model here is:",
            "# parametrizing it otherwise builds the schema of its root, and of every model that reaches, at import.",
            "# (At module level, so that pydantic names and registers each parametrized class here as it always does.)",
            "_ROOT_MODEL_CONFIG = RootModel.model_config",
            "RootModel.model_config = {**_ROOT_MODEL_CONFIG, 'defer_build': True}",
            "",
            "",
            "class BaseModel(_BaseModel):",
            '    """The base of every ACP model: fields by name or by wire alias, camelCase attribute reads."""',
            "",
            "    model_config = ConfigDict(populate_by_name=True, defer_build=True)",
            "",
            "    def __getattr__(self, item: str) -> Any:",
            "        if item.lower() != item:",
            "            snake = ''.join('_' + c.lower() if c.isupper() and i else c.lower()",
            "                            for i, c in enumerate(item))",
            "            try:",
            "                return getattr(self, snake)",
            "            except AttributeError:",
            "                pass",
            "        return super().__getattr__(item)",
            "",
            "    @field_validator('field_meta', mode='wrap', check_fields=False)",
            "    @classmethod",
            "    def _meta_default_on_error(cls, value: Any, handler: Any) -> Any:",
            "        return salvage_on_error(value, handler, lambda: None)",
            "",
            "",
        ]
        for name in LITERAL_ENUMS:
            enum = self.defs[name]
            assert isinstance(enum, EnumType), name
            out.append(f"{name} = Literal[{', '.join(repr(value) for value in enum.values)}]")
        out += ["", ""]
        for name, values in self.legacy_enums.items():
            out.append(f"class {name}(Enum):")
            out += [f"    {value} = {value!r}" for value in values]
            out += ["", ""]
        jsonrpc = self.schema.jsonrpc
        if jsonrpc:
            out.append("class Jsonrpc(Enum):")
            out += [f"    field_{re.sub(r'[^0-9A-Za-z]', '_', v)} = {v!r}" for v in jsonrpc]
            out += ["", ""]
        for name in self.order():
            out += rendered[name]
            out += ["", ""]
        for alias, text in self.union_aliases():
            out.append(f"{alias} = {text}")
        out += ["", "RootModel.model_config = _ROOT_MODEL_CONFIG", "del _ROOT_MODEL_CONFIG"]
        out += self.deprecated_aliases()
        # `__all__`, last: every public name the module binds, the imported ones too (as the official module, which
        # has no `__all__`, has them: see `schema_types.public_names`).
        names = schema_types.public_names("\n".join(out))
        out += ["", "", f"# What `{PUBLIC}` re-exports.", "__all__ = [", *(f"    {name!r}," for name in names), "]"]
        text = "\n".join(out).rstrip() + "\n"
        return re.sub(r"\n{4,}", "\n\n\n", text)

    def union_aliases(self) -> list[tuple[str, str]]:
        out = []
        for union in sorted(self.variant_plan):
            if union in self.classes or union in LITERAL_ENUMS or union in DEPRECATED_ALIASES:
                continue
            out.append((union, f"Union[{', '.join(self.members(union))}]"))
        for alias, members in sorted(EXTRA_UNIONS.items()):
            if all(m in self.classes for m in members):
                out.append((alias, f"Union[{', '.join(members)}]"))
        return out

    def deprecated_aliases(self) -> list[str]:
        for alias, (target, _release) in DEPRECATED_ALIASES.items():
            if target not in self.classes:
                raise SystemExit(f"deprecated alias {alias}: the schema has no class {target}")
        table = ", ".join(f"{a!r}: ({t!r}, {r!r})" for a, (t, r) in sorted(DEPRECATED_ALIASES.items()))
        return [
            "",
            "",
            "# Names an older official release had: alias -> (the class it now is, the release that had it).",
            f"_DEPRECATED_ALIASES = {{{table}}}",
            "",
            "",
            "def __getattr__(name: str) -> Any:",
            "    if name in _DEPRECATED_ALIASES:",
            "        import warnings",
            "",
            "        target, release = _DEPRECATED_ALIASES[name]",
            "        warnings.warn(",
            "            f'{__name__}.{name} is the name agent-client-protocol {release} gave {target}; use {target}',",
            "            DeprecationWarning,",
            "            stacklevel=2,",
            "        )",
            "        return globals()[target]",
            "    raise missing_name(__name__, name)",
        ]

    def method_tables(self) -> dict[str, dict[str, str]]:
        """`AGENT_METHODS` / `CLIENT_METHODS` (Python name -> wire method) from each type's `x-method` and `x-side`
        (`both`: in each table), and `PROTOCOL_METHODS` (`$/cancel_request`, either direction), which 1.0.0rc3 adds."""
        tables: dict[str, dict[str, str]] = {"AGENT_METHODS": {}, "CLIENT_METHODS": {}, "PROTOCOL_METHODS": {}}
        for method in self.schema.methods():
            for table in METHOD_TABLES.get(method.side, ()):
                tables[table].setdefault(snake(method.wire.lstrip("$/").replace("/", "_")), method.wire)
        return tables

    def meta_module(self) -> str:
        lines = [
            '"""ACP method names for the `agent-client-protocol` drop-in.',
            "",
            f"Generated by `{COMMAND}` from",
            f"{SCHEMA_SOURCE}; do not edit.",
            "",
            "`AGENT_METHODS` / `CLIENT_METHODS` / `PROTOCOL_METHODS`: Python name -> wire method, stable and unstable.",
            '"""',
            "",
            '__all__ = ["AGENT_METHODS", "CLIENT_METHODS", "PROTOCOL_METHODS", "PROTOCOL_VERSION"]',
            "",
        ]
        for table, methods in self.method_tables().items():
            lines.append(f"{table} = {{")
            lines += [f"    {json.dumps(name)}: {json.dumps(wire)}," for name, wire in methods.items()]
            lines.append("}")
        lines.append(f"PROTOCOL_VERSION = {PROTOCOL_VERSION}")
        return "\n".join(lines) + "\n"


def generate(schema_file: Path, legacy_file: Path) -> dict[str, str]:
    """The generated modules: file name (in acp_fast/compat/) -> text."""
    gen = Generator(Path(schema_file), Path(legacy_file))
    return {"_generated_schema.py": gen.schema_module(), "_generated_meta.py": gen.meta_module()}


def main(argv: list[str]) -> int:
    schema_file = Path(argv[1]) if len(argv) > 1 else default_schema()
    legacy_file = Path(argv[2]) if len(argv) > 2 else default_legacy_schema()
    for module, text in generate(schema_file, legacy_file).items():
        (OUT_DIR / module).write_text(text, encoding="utf-8")
        print(f"wrote {OUT_DIR / module} ({text.count(chr(10))} lines)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
