"""Generate the typed ACP layer (`acp_fast/acp/_generated_schema.py`, `_generated_schema_v2.py`) from the official
ACP JSON schema.

    python scripts/generate_schema.py [SCHEMA_DIR]

By default the schema is the one bundled in the official TypeScript SDK (npm `@agentclientprotocol/sdk`, pinned by
version and integrity in scripts/npm_schema.py, fetched once into build/), so a clean clone regenerates the same
modules. SCHEMA_DIR names another folder of the same layout. Per protocol version (`v1/`, `v2/`) it reads
`schema.unstable.json` (stable + unstable types) and `schema.json` (the stable ones: a method it has is stable).
What left the protocol since the previous generation is generated from an earlier release of the same package
(`LEGACY_RELEASE`, pinned the same way) into `_generated_schema_removed.py` / `_generated_schema_v2_removed.py`.
The schema files are inputs only: the generated modules are committed, the schema is not. Run `ruff format`-free:
the output is already formatted and deterministic.

Each file is read by scripts/schema_types.py, the classifier this generator shares with the compat one
(scripts/generate_compat_schema.py); this one is the emitter of the native types (`Layout` shapes the description
into classes, `Emitter` writes them). Users import the hand-written `acp_fast.acp.schema` / `schema_v2`, which
re-export a generated module's `__all__`; the generated module takes that module's name (`__name__`), so its
classes and warnings name the public module. `Method`, the method tables' entry, is acp_fast/acp/_schema_method.py's.

What is generated, per schema version:
- a class per object type: a `Model` view over the wire dict with snake_case `Field`s, an `__init__` that writes
  the camelCase dict (every argument that may be or hold a model, at any depth, goes through `_u`, so the dict is
  JSON), and a validator (`_c_Name`) that checks required fields and JSON types without copying;
- maps (`additionalProperties` with a schema) are typed `dict[str, X]`: their values are validated, and read back
  wrapped when X is an object or a union;
- tagged unions (`SessionUpdate`, `ContentBlock`, …): a class per variant (the tag is set by `__init__`), a type
  alias, and a validator that dispatches on the tag (unknown tags from newer peers are kept, not rejected);
- method tables (`AGENT_METHODS`, `CLIENT_METHODS`: wire name → `Method`), from each type's `x-method` and
  `x-side` (the side that serves it), and the typed call mixins (`AgentCalls`: what a client calls on its agent;
  `ClientCalls`: what an agent calls on its client);
- what left the protocol since the previous generation, kept with a DeprecationWarning: the names (`REMOVED`,
  `RENAMED`: served by the module's `__getattr__`), the fields of the types that stay (`DeprecatedField`, and
  keyword arguments), the calls (in `AgentCalls` / `ClientCalls`) and the methods an `Agent` / `Client` still
  defines (`REMOVED_AGENT_METHODS` / `REMOVED_CLIENT_METHODS`: served by acp_fast/acp/_dispatch.py).
"""

from __future__ import annotations

import keyword
import re
import sys
import textwrap
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
import npm_schema  # noqa: E402  (the pinned registry package that bundles the schema)
import schema_types  # noqa: E402  (the schema's description, shared with the compat generator)
from schema_types import (  # noqa: E402
    NULL,
    AliasType,
    AnyValue,
    ArrayOf,
    Definition,
    EnumType,
    MapOf,
    ObjectType,
    Plain,
    Property,
    Ref,
    SchemaTypes,
    Type,
    UnionType,
    Variant,
)

COMMAND = "python scripts/generate_schema.py"
PACKAGE = "acp_fast.acp"  # the package of the generated modules
# The registry release bundling the newest published schema (both protocol versions, stable and unstable).
SCHEMA_RELEASE = "2.4.0"

# The registry release holding the previous generation's types of what has left the protocol since (the next edit
# suggestion drafts, `mcp/connect`, ...): generated into `_generated_schema_removed.py` /
# `_generated_schema_v2_removed.py`, they stay importable, deprecated. Its definitions of those types are the
# previous generation's, to the byte. That release predates the `v1/` folder: the v1 schema (stable and unstable) is
# `schema.json`.
LEGACY_RELEASE = "1.4.0"
LEGACY_FILES = {"v1": "schema.json", "v2": "v2/schema.unstable.json"}

# Types the schema renamed since the previous generation: the old name is a deprecated alias of the new one.
RENAMED = {
    "AuthCapabilities": "ClientAuthCapabilities",  # v2: the client's, beside the agent's `AgentAuthCapabilities`
    "CancelledRequestPermissionOutcome": "CancelledPermissionOutcome",  # v2: the variant is a named type now
}

# Why a name left the protocol, where its DeprecationWarning can say more than that it left.
NOTES = {
    "StopReason": "a v2 turn's stop reason is the `stop_reason` of its `IdleStateUpdate`",
    "ConnectMcpRequest": "MCP over ACP has no connections now: `mcp/message` names the server",
    "ConnectMcpResponse": "MCP over ACP has no connections now: `mcp/message` names the server",
    "DisconnectMcpRequest": "MCP over ACP has no connections now: `mcp/message` names the server",
    "DisconnectMcpResponse": "MCP over ACP has no connections now: `mcp/message` names the server",
    "McpConnectionId": "MCP over ACP has no connections now: `mcp/message` names the server",
    "ProtocolLevelNotification": "`$/cancel_request` is typed by `CancelRequestNotification`",
}

# The sides that serve methods (`x-side`): the agent's go to `Agent` (and `AgentCalls`), the client's to `Client`.
SIDES = ("agent", "client")

# Python names of the methods, as the official Python SDK spells them (so a compatibility layer can map 1:1). The
# methods no official Python release has yet are named in the same style (a verb, then its object: `archive_session`
# for `session/archive`) after the official TypeScript SDK's names (`cancelToolCall` -> `cancel_tool_call`). A method
# missing here is named after its wire name (`providers/list` -> `providers_list`).
METHOD_NAMES = {
    "initialize": "initialize",
    "authenticate": "authenticate",
    "session/new": "new_session",
    "session/load": "load_session",
    "session/list": "list_sessions",
    "session/set_mode": "set_session_mode",
    "session/set_config_option": "set_config_option",
    "session/set_model": "set_session_model",
    "session/prompt": "prompt",
    "session/cancel": "cancel",
    "session/fork": "fork_session",
    "session/resume": "resume_session",
    "session/close": "close_session",
    "session/delete": "delete_session",
    "logout": "logout",
    "auth/login": "login",
    "auth/logout": "logout",
    "session/request_permission": "request_permission",
    "session/update": "session_update",
    "fs/read_text_file": "read_text_file",
    "fs/write_text_file": "write_text_file",
    "terminal/create": "create_terminal",
    "terminal/output": "terminal_output",
    "terminal/release": "release_terminal",
    "terminal/wait_for_exit": "wait_for_terminal_exit",
    "terminal/kill": "kill_terminal",
    "elicitation/create": "create_elicitation",
    "elicitation/complete": "complete_elicitation",
    "session/archive": "archive_session",
    "session/unarchive": "unarchive_session",
    "session/status": "session_status",
    "session/set_title": "set_session_title",
    "auth/status": "auth_status",
    "auth/status_update": "auth_status_update",
    "mcp/message": "mcp_message",
    "terminal/cancel": "cancel_terminal",
    "tool_call/cancel": "cancel_tool_call",
}

# A wire name that is a request to one side and a notification to the other is named per side, as the official
# Python SDK names the two: `mcp_message` for the request (the client serves it), `notify_mcp` for the notification.
SIDE_METHOD_NAMES = {("mcp/message", "agent"): "notify_mcp"}

# Union variants named as the official Python SDK names them; the rest are <Tag><Union> (TextContentBlock …).
VARIANT_NAMES = {
    ("SessionUpdate", "user_message_chunk"): "UserMessageChunk",
    ("SessionUpdate", "agent_message_chunk"): "AgentMessageChunk",
    ("SessionUpdate", "agent_thought_chunk"): "AgentThoughtChunk",
    ("SessionUpdate", "tool_call"): "ToolCallStart",
    ("SessionUpdate", "tool_call_update"): "ToolCallProgress",
    ("SessionUpdate", "plan"): "AgentPlanUpdate",
    ("ContentBlock", "text"): "TextContentBlock",
    ("ContentBlock", "image"): "ImageContentBlock",
    ("ContentBlock", "audio"): "AudioContentBlock",
    ("ContentBlock", "resource_link"): "ResourceContentBlock",
    ("ContentBlock", "resource"): "EmbeddedResourceContentBlock",
    ("McpServer", "stdio"): "StdioMcpServer",
}

# The names each generated module imports from `_model`.
MODEL_IMPORTS = (
    "_MISSING",
    "Field",
    "Model",
    "CheckedField",
    "DeprecatedField",
    "ModelField",
    "SchemaError",
    "UnionField",
    "_check_tagged",
    "_check_untagged",
    "_deprecated_arg",
    "_deprecated_name",
    "_expected",
    "_list_wrapper",
    "_map_wrapper",
    "_prim_list_wrapper",
    "_tagged_wrapper",
    "_u",
    "_untagged_wrapper",
    "_warn_removed_call",
    "_wrapper",
)

# Fields whose order (that of positional arguments) an earlier generation fixed and the schema has since changed:
# kept, so that a positional call keeps its meaning. The v2 draft's `session/set_config_option` lists `type` before
# `value` now; both are required, so swapping them would silently send one as the other.
KEPT_ORDER = {"SetSessionConfigOptionRequest": ("value", "type")}

PRIM_CHECK = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "object": "dict",
    "array": "list",
}
PRIM_TYPE = {
    "string": "str",
    "integer": "int",
    "number": "float",
    "boolean": "bool",
    "object": "dict[str, Any]",
    "array": "list[Any]",
    "null": "None",
}
PRIM_WHAT = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "a boolean",
    "object": "an object",
    "array": "an array",
}


def camel_words(text: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\-/\s]+", text) if part)


def snake(name: str) -> str:
    if name == "_meta":
        return "meta"
    out = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower().strip("_")
    if keyword.iskeyword(out) or out in ("self", "d"):
        out += "_"
    return out


def kept_order(cls: str, fields: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`fields` with those of `KEPT_ORDER[cls]` in that order, in the places they hold among the others."""
    order = KEPT_ORDER.get(cls)
    if not order:
        return fields
    kept = iter(sorted((f for f in fields if f["key"] in order), key=lambda f: order.index(f["key"])))
    return [next(kept) if f["key"] in order else f for f in fields]


def method_name(wire: str, side: str) -> str:
    """The Python name of the method `wire` that `side` serves."""
    return SIDE_METHOD_NAMES.get((wire, side)) or METHOD_NAMES.get(wire) or snake(wire.replace("/", "_"))


def doc_of(description: str) -> str:
    """A docstring's text: the first paragraph of the schema's description, on one line."""
    first = description.split("\n\n")[0].replace("\n", " ").strip()
    return first.replace('"""', "'''").replace("\\", "\\\\")


def load_schema(schema_dir: Path, version: str) -> Layout:
    """The schema of protocol `version` (`v1`, `v2`: the folder of its files in `schema_dir`)."""
    base = schema_dir / version
    # Stable: a method the stable schema has (the unstable one adds the opt-in drafts to it).
    stable = schema_types.read(base / "schema.json").wire_methods()
    # The folder is named after its protocol version; the schema itself does not say it.
    return Layout(schema_types.read(base / "schema.unstable.json"), stable, int(version.removeprefix("v")))


class Layout:
    """One schema version as this layer shapes it: a class per object type and per tagged union variant (named as
    the official Python SDK names them), unions, and aliases, by Python name."""

    def __init__(self, types: SchemaTypes, stable_methods: set[str], protocol_version: int) -> None:
        self.types = types
        self.defs = types.definitions
        self.protocol_version = protocol_version
        self.stable_methods = stable_methods
        self.kinds: dict[str, str] = {}  # def name -> object | tagged | untagged | alias
        self.classes: dict[str, dict[str, Any]] = {}  # class name -> info
        self.unions: dict[str, dict[str, Any]] = {}
        self.aliases: dict[str, Any] = {}
        self.renames: dict[str, str] = {}  # def name -> class name, for a def that is one union's variant
        for definition in self.defs.values():
            self._classify(definition)
        for name in list(self.unions):
            self._build_union(name)
        for definition in self.defs.values():
            if isinstance(definition, ObjectType):
                self._build_object(definition)

    # ------------------------------------------------------------------------------------------ classify

    def _classify(self, definition: Definition) -> None:
        name = definition.name
        if isinstance(definition, ObjectType):
            self.kinds[name] = "object"
        elif isinstance(definition, UnionType) and any(variant.tag for variant in definition.variants):
            self.kinds[name] = "tagged"
            self.unions[name] = {"definition": definition}
        elif isinstance(definition, UnionType) and all(variant.ref for variant in definition.variants):
            self.kinds[name] = "untagged"
            self.unions[name] = {"definition": definition}
        else:
            self.kinds[name] = "alias"
            self.aliases[name] = self._alias(definition)

    def _alias(self, definition: Definition) -> dict[str, Any]:
        if isinstance(definition, EnumType) and definition.kind == "string":
            return {"ir": ("prim", frozenset({"string"})), "literals": list(definition.values), "open": definition.open}
        if isinstance(definition, EnumType):  # only string enumerations are `Literal`s: `ErrorCode = int`
            return {"ir": ("prim", frozenset({definition.kind}))}
        # Any other type expression, or a union whose alternatives are inline objects none of which is tagged (a
        # JSON-RPC response's result or error): checked as an object, read as it is.
        assert isinstance(definition, UnionType | AliasType), definition.name
        return {"ir": self.norm(definition.type)}

    # ------------------------------------------------------------------------------------------ types

    def norm(self, type_: Type) -> tuple[Any, ...]:
        """A type expression as this layer checks it: ("any",), ("prim", JSON types), ("ref", def),
        ("array", item), ("map", value), ("nullable", inner). A choice among other than JSON types and null (of two
        object types, say) is "any": the application reads it as it is."""
        if isinstance(type_, AnyValue):
            return ("any",)
        if isinstance(type_, Plain):
            return ("prim", frozenset({type_.kind}))
        if isinstance(type_, Ref):
            return ("ref", type_.name)
        if isinstance(type_, ArrayOf):
            return ("array", self.norm(type_.items))
        if isinstance(type_, MapOf):
            item = self.norm(type_.values)
            return ("map", item) if item != ("any",) else ("prim", frozenset({"object"}))
        parts = [self.norm(member) for member in type_.members]
        if all(part[0] == "prim" for part in parts):
            return ("prim", frozenset().union(*(part[1] for part in parts)))
        null = self.norm(NULL)
        rest = [part for part in parts if part != null]
        if len(rest) == 1:
            return ("nullable", rest[0]) if null in parts else rest[0]
        return ("any",)

    def resolve(self, ir: tuple[Any, ...]) -> tuple[Any, ...]:
        """Follow aliases to what must be checked."""
        while ir[0] == "ref" and self.kinds.get(ir[1]) == "alias":
            ir = self.aliases[ir[1]]["ir"]
        return ir

    def annotation(self, ir: tuple[Any, ...]) -> str:
        tag = ir[0]
        if tag == "any":
            return "Any"
        if tag == "prim":
            names = [PRIM_TYPE[k] for k in sorted(ir[1], key=lambda k: (k == "null", k))]
            return " | ".join(dict.fromkeys(names))
        if tag == "ref":
            return self.class_name_of_def(ir[1])
        if tag == "array":
            return f"list[{self.annotation(ir[1])}]"
        if tag == "map":
            return f"dict[str, {self.annotation(ir[1])}]"
        if tag == "nullable":
            return f"{self.annotation(ir[1])} | None"
        raise AssertionError(ir)

    def class_name_of_def(self, name: str) -> str:
        return self.cls(name) if name in self.defs else "Any"

    def cls(self, name: str) -> str:
        """The class (or union) name of a def."""
        return self.renames.get(name, name)

    # ------------------------------------------------------------------------------------------ unions

    def _build_union(self, name: str) -> None:
        union = self.unions[name]
        definition = union["definition"]
        if self.kinds[name] == "untagged":
            union["variants"] = [variant.ref for variant in definition.variants]
            return
        union["tag"] = None
        union["variants"] = {}  # const -> class name
        union["fallback"] = None
        for variant in definition.variants:
            base = variant.ref
            if variant.tag is None:
                union["fallback"] = base or self._inline_variant(variant, "Other" + name)
                continue
            prop, const = variant.tag
            union["tag"] = prop
            wanted = VARIANT_NAMES.get((name, const)) or camel_words(str(const)) + name
            extra = [p for p in variant.properties if p.key != prop]
            if base and not extra and self.types.references.get(base, 0) == 1 and self.kinds.get(base) == "object":
                # The base type exists only for this variant: it is the variant (named as the variant when the
                # official SDK names it so).
                cls = VARIANT_NAMES.get((name, const), base)
                self.renames[base] = cls
                self.classes.setdefault(cls, {})["tag"] = (prop, const)
            else:
                cls = wanted
                delegate = base if base and self.kinds.get(base) != "object" else None
                self.classes[cls] = {
                    "tag": (prop, const),
                    "base": None if delegate else base,
                    "delegate": delegate,  # a variant whose body is itself a union: checked by that union
                    "inline": extra,
                    "doc": doc_of(variant.description),
                }
            union["variants"][const] = cls

    def _inline_variant(self, variant: Variant, cls: str) -> str:
        self.classes[cls] = {
            "tag": None,
            "base": None,
            "inline": list(variant.properties),
            "doc": doc_of(variant.description),
        }
        return cls

    # ------------------------------------------------------------------------------------------ objects

    def _build_object(self, definition: ObjectType) -> None:
        info = self.classes.setdefault(self.cls(definition.name), {})
        info.setdefault("tag", None)
        info["base"] = None
        info["doc"] = doc_of(definition.description)
        info["inline"] = list(definition.properties)
        # Objects with alternative shapes (anyOf inside an object): the alternatives' fields are optional and
        # checked only by the application; one every alternative requires is required.
        loose: dict[str, Property] = {}
        required_sets = []
        for variant in definition.variants:
            required = set(variant.required)
            shapes = [variant.properties]
            base = self.defs.get(variant.ref) if variant.ref else None
            if isinstance(base, ObjectType):
                shapes.append(base.properties)
                required |= {p.key for p in base.properties if p.required}
            for prop in (prop for shape in shapes for prop in shape):
                loose.setdefault(prop.key, prop)
            required_sets.append(required)
        info["loose"] = loose
        info["loose_required"] = set.intersection(*required_sets) if required_sets else set()

    def fields(self, cls: str) -> list[dict[str, Any]]:
        """Every field of a class: its base's first, then its own; the tag excluded."""
        info = self.classes[cls]
        tag = info.get("tag")
        out: dict[str, dict[str, Any]] = {}
        if info.get("base"):
            for field in self.fields(self.cls(info["base"])):
                out[field["key"]] = dict(field)
        for prop in info["inline"]:
            if tag and prop.key == tag[0]:
                continue
            out[prop.key] = {
                "key": prop.key,
                "name": snake(prop.key),
                "ir": self.norm(prop.type),
                "required": prop.required,
                "checked": not (prop.default_on_error or prop.skip_invalid_items),
                # `x-deserialize-default-on-null`: null stands for the default, so it is accepted (and read as absent)
                "null_default": prop.default_on_null,
                "doc": doc_of(prop.description),
            }
        for key, prop in info.get("loose", {}).items():
            if key not in out and not (tag and key == tag[0]):
                out[key] = {
                    "key": key,
                    "name": snake(key),
                    "ir": ("any",),
                    "required": key in info.get("loose_required", ()),  # every alternative has it
                    "checked": False,
                    "loose": True,  # its type depends on the alternative: read as it is
                    "doc": doc_of(prop.description),
                }
        return kept_order(cls, list(out.values()))

    def methods(self) -> list[dict[str, Any]]:
        """The methods an agent or a client serves (`x-side`), by wire name then side: one wire name may be a
        request one way and a notification the other (`mcp/message`). The `protocol` ($/…) and `proxy` methods are
        neither side's: their types are generated, not routed."""
        out = []
        for method in sorted(self.types.methods(), key=lambda m: (m.wire, m.side)):
            if method.side not in SIDES or not method.params:
                continue
            if len(method.params) > 1:
                raise SystemExit(f"{method.wire} ({method.side}) sends {', '.join(method.params)}: one name for each?")
            entry = {"wire": method.wire, "side": method.side, "params": self.cls(method.params[0])}
            if method.result:
                entry["result"] = self.cls(method.result)
            entry["name"] = method_name(method.wire, method.side)
            entry["unstable"] = method.wire not in self.stable_methods
            entry["notification"] = method.result is None
            out.append(entry)
        return out

    def names(self) -> set[str]:
        """The public names of the module generated from this schema: classes, unions, aliases."""
        return {*self.classes, *self.unions, *self.aliases}


class Emitter:
    """Writes one module: a schema version's (`removed`: what left it since the previous generation), or the one of
    the names that left (`only`: those names, of the previous generation's schema)."""

    def __init__(self, schema: Layout, removed: Removed | None = None, only: set[str] | None = None) -> None:
        self.s = schema
        self.removed = removed
        self.only = only
        self.lines: list[str] = []

    def defines(self, name: str) -> bool:
        """Whether this module defines `name` (the module of what left imports the others from the schema's)."""
        return self.only is None or name in self.only

    def removed_fields(self, cls: str) -> list[dict[str, Any]]:
        """The fields that left class `cls` since the previous generation: deprecated keyword arguments."""
        return self.removed.fields.get(cls, []) if self.removed is not None else []

    def emit(self, text: str = "") -> None:
        self.lines.append(text)

    # ------------------------------------------------------------------------------------------ checks

    def check_lines(self, ir: tuple[Any, ...], var: str, at: str, indent: str, depth: int = 0) -> list[str]:
        """Statements that raise SchemaError unless `var` matches `ir` (None allowed only where nullable)."""
        s = self.s
        ir = s.resolve(ir)
        tag = ir[0]
        if tag == "any":
            return []
        if tag == "nullable":
            inner = self.check_lines(ir[1], var, at, indent + "    ", depth)
            return [f"{indent}if {var} is not None:", *inner] if inner else []
        if tag == "prim":
            kinds = set(ir[1])
            nullable = "null" in kinds
            kinds.discard("null")
            if not kinds:
                return []
            types = sorted({PRIM_CHECK[k] for k in kinds} | ({"int"} if "number" in kinds else set()))
            if len(types) == 1:
                cond = f"type({var}) is not {types[0]}"
            else:
                cond = f"type({var}) not in ({', '.join(types)})"
            if nullable:
                cond = f"{var} is not None and {cond}"
            what = " or ".join(PRIM_WHAT[k] for k in sorted(kinds))
            return [f"{indent}if {cond}:", f"{indent}    raise _expected({what!r}, {var}){at}"]
        if tag == "ref":
            kind = s.kinds.get(ir[1])
            if kind not in ("object", "tagged", "untagged"):
                return []
            target = s.cls(ir[1])
            return [
                f"{indent}try:",
                f"{indent}    _c_{target}({var})",
                f"{indent}except SchemaError as exc:",
                f"{indent}    raise exc{at}",
            ]
        if tag == "array":
            item = f"x{depth}"
            index = f"i{depth}"
            inner_at = f"._at({at[5:-1]}, {index})" if at else f"._at({index})"
            inner = self.check_lines(ir[1], item, inner_at, indent + "    ", depth + 1)
            out = [f"{indent}if type({var}) is not list:", f"{indent}    raise _expected('an array', {var}){at}"]
            if inner:
                out += [f"{indent}for {index}, {item} in enumerate({var}):", *inner]
            return out
        if tag == "map":
            item = f"x{depth}"
            key = f"k{depth}"
            inner_at = f"._at({at[5:-1]}, {key})" if at else f"._at({key})"
            inner = self.check_lines(ir[1], item, inner_at, indent + "    ", depth + 1)
            out = [f"{indent}if type({var}) is not dict:", f"{indent}    raise _expected('an object', {var}){at}"]
            if inner:
                out += [f"{indent}for {key}, {item} in {var}.items():", *inner]
            return out
        raise AssertionError(ir)

    def without_null(self, ir: tuple[Any, ...]) -> tuple[Any, ...]:
        """An optional field's type: its absence and null are both checked before, by the caller."""
        ir = self.s.resolve(ir)
        if ir[0] == "nullable":
            return ir[1]
        if ir[0] == "prim" and "null" in ir[1] and len(ir[1]) > 1:
            return ("prim", ir[1] - {"null"})
        return ir

    def emit_object_check(self, cls: str) -> None:
        s = self.s
        info = s.classes[cls]
        self.emit(f"def _c_{cls}(d: Any) -> None:")
        self.emit("    if type(d) is not dict:")
        self.emit("        raise _expected('an object', d)")
        tag = info.get("tag")
        if tag:
            self.emit(f"    if d.get({tag[0]!r}) != {tag[1]!r}:")
            self.emit(f"        raise SchemaError('expected {tag[1]}', {tag[0]!r})")
        if info.get("delegate"):
            self.emit(f"    _c_{info['delegate']}(d)")
        for field in s.fields(cls):
            key = field["key"]
            if not field["checked"]:
                if field["required"]:  # lenient about its value, not about its presence
                    self.emit(f"    if {key!r} not in d:")
                    self.emit(f"        raise SchemaError('missing required field', {key!r})")
                continue
            at = f"._at({key!r})"
            ir = ("nullable", field["ir"]) if field.get("null_default") else field["ir"]
            if not field["required"]:
                ir = self.without_null(ir)
            body = self.check_lines(ir, "v", at, "        " if not field["required"] else "    ")
            if field["required"]:
                self.emit(f"    v = d.get({key!r}, _MISSING)")
                self.emit("    if v is _MISSING:")
                self.emit(f"        raise SchemaError('missing required field', {key!r})")
                if not body:
                    continue
                resolved = s.resolve(ir)
                nullable = resolved[0] == "nullable" or (resolved[0] == "prim" and "null" in resolved[1])
                if not nullable and resolved[0] != "prim":
                    self.emit("    if v is None:")
                    self.emit(f"        raise _expected('a value', v){at}")
                self.lines.extend(body)
            elif body:
                self.emit(f"    v = d.get({key!r})")
                self.emit("    if v is not None:")
                self.lines.extend(body)
        self.emit()
        self.emit()

    def emit_union_check(self, name: str) -> None:
        union = self.s.unions[name]
        if "tag" not in union:
            checks = ", ".join(f"_c_{v}" for v in union["variants"])
            self.emit(f"def _c_{name}(d: Any) -> None:")
            self.emit(f"    _check_untagged(d, ({checks},), {name!r})")
        else:
            checks = ", ".join(f"{k!r}: _c_{v}" for k, v in union["variants"].items())
            fallback = f"_c_{union['fallback']}" if union["fallback"] else "None"
            self.emit(f"_{name}_checks: dict[Any, Any] = {{{checks}}}")
            self.emit()
            self.emit()
            self.emit(f"def _c_{name}(d: Any) -> None:")
            self.emit(f"    kind = d.get({union['tag']!r}) if type(d) is dict else None")
            self.emit(f"    check = _{name}_checks.get(kind) if type(kind) is str else None")
            self.emit("    if check is None:")
            self.emit(f"        _check_tagged(d, {union['tag']!r}, _{name}_checks, {fallback}, {name!r})")
            self.emit("    else:")
            self.emit("        check(d)")
        self.emit()
        self.emit()

    # ------------------------------------------------------------------------------------------ classes

    def class_order(self) -> list[str]:
        done: list[str] = []
        seen: set[str] = set()

        def visit(cls: str) -> None:
            if cls in seen:
                return
            seen.add(cls)
            base = self.s.classes[cls].get("base")
            if base:
                visit(self.s.cls(base))
            done.append(cls)

        for cls in sorted(self.s.classes):
            visit(cls)
        return done

    def conv(self, ir: tuple[Any, ...], var: str) -> str:
        """The value written for an argument: through `_u` when it may be or hold a model, at any depth (an object,
        a free JSON object such as `_meta`, an array or map of those); as given when it holds JSON scalars only."""
        return f"_u({var})" if self.may_hold_model(ir) else var

    def may_hold_model(self, ir: tuple[Any, ...]) -> bool:
        ir = self.s.resolve(ir)
        if ir[0] == "prim":
            return bool(ir[1] & {"object", "array"})
        if ir[0] in ("array", "map", "nullable"):
            return self.may_hold_model(ir[1])
        if ir[0] == "ref":
            return self.s.kinds.get(ir[1]) in ("object", "tagged", "untagged")
        return True  # any

    def build_lines(
        self, cls: str, fields: list[dict[str, Any]], indent: str, removed: list[dict[str, Any]]
    ) -> list[str]:
        tag = self.s.classes[cls].get("tag")
        required = [f for f in fields if f["required"]]
        optional = [f for f in fields if not f["required"]]
        items = ([f"{tag[0]!r}: {tag[1]!r}"] if tag else []) + [
            f"{f['key']!r}: {self.conv(f['ir'], f['name'])}" for f in required
        ]
        out = [f"{indent}d: dict[str, Any] = {{{', '.join(items)}}}"]
        for f in optional:
            out.append(f"{indent}if {f['name']} is not None:")
            out.append(f"{indent}    d[{f['key']!r}] = {self.conv(f['ir'], f['name'])}")
        for f in removed:
            out.append(f"{indent}if {f['name']} is not None:")
            out.append(f"{indent}    d[{f['key']!r}] = _deprecated_arg({cls}, {f['name']!r}, {f['name']})")
        return out

    def signature(self, fields: list[dict[str, Any]], removed: list[dict[str, Any]]) -> str:
        """The parameters: required fields, then optional ones, then the deprecated ones (keyword-only)."""
        required = [f for f in fields if f["required"]]
        optional = [f for f in fields if not f["required"]]
        params = [f"{f['name']}: {self.input_annotation(f['ir'])}" for f in required]
        if optional or removed:
            params.append("*")
            params += [f"{f['name']}: {self.input_annotation(f['ir'], optional=True)} = None" for f in optional]
            params += [f"{f['name']}: Any = None" for f in removed]
        return ", ".join(params)

    def input_annotation(self, ir: tuple[Any, ...], optional: bool = False) -> str:
        text = self.s.annotation(ir)
        resolved = self.s.resolve(ir)
        if resolved[0] in ("ref", "array") or (resolved[0] == "nullable" and resolved[1][0] != "prim"):
            text = f"{text} | dict[str, Any]" if resolved[0] == "ref" else text
        if optional and not text.endswith("| None") and text != "Any":
            text += " | None"
        return text

    def emit_field_binding(self, cls: str, field: dict[str, Any]) -> None:
        """Give a field its wrapping once every class exists: one descriptor call per access."""
        s = self.s
        ir = field["ir"][1] if field["ir"][0] == "nullable" else field["ir"]
        kind = s.kinds.get(ir[1]) if ir[0] == "ref" else None
        name, key = field["name"], field["key"]
        if kind == "object":
            self.emit(f"{cls}.{name} = ModelField({key!r}, {s.cls(ir[1])})  # type: ignore[assignment]")
        elif kind == "tagged":
            union = s.unions[ir[1]]
            self.emit(
                f"{cls}.{name} = UnionField({key!r}, {union['tag']!r}, _{ir[1]}_variants, "
                f"{union['fallback'] or 'None'})  # type: ignore[assignment]"
            )
        elif (wrap := self.field_wrap(field["ir"])) is not None:
            self.emit(f"{cls}.{name}.wrap = {wrap}")
        elif not field["checked"] and not field.get("loose") and (types := self.prim_types(field["ir"])):
            self.emit(f"{cls}.{name} = CheckedField({key!r}, ({types},))  # type: ignore[assignment]")
        elif (resolved := self.without_null(field["ir"]))[0] == "array" and (types := self.prim_types(resolved[1])):
            self.emit(f"{cls}.{name}.wrap = _prim_list_wrapper(({types},))")

    def prim_types(self, ir: tuple[Any, ...]) -> str:
        """The Python types of a scalar (or free object / array) type, for a lenient read; "" if not one."""
        ir = self.s.resolve(self.without_null(ir))
        if ir[0] == "map":
            return "dict"
        if ir[0] != "prim":
            return ""
        types = sorted({PRIM_CHECK[k] for k in ir[1] if k != "null"} | ({"int"} if "number" in ir[1] else set()))
        return ", ".join(types)

    def field_wrap(self, ir: tuple[Any, ...]) -> str | None:
        s = self.s
        if ir[0] == "nullable":
            return self.field_wrap(ir[1])
        if ir[0] == "array":
            inner = self.field_wrap(ir[1])
            return f"_list_wrapper({inner})" if inner else None
        if ir[0] == "map":
            inner = self.field_wrap(ir[1])
            return f"_map_wrapper({inner})" if inner else None
        if ir[0] == "ref":
            kind = s.kinds.get(ir[1])
            if kind == "object":
                return f"_wrapper({s.cls(ir[1])})"
            if kind in ("tagged", "untagged"):
                return f"_w_{ir[1]}"
        return None

    def emit_class(self, cls: str) -> None:
        s = self.s
        info = s.classes[cls]
        base = s.cls(info["base"]) if info.get("base") else "Model"
        fields = s.fields(cls)
        own_keys = {f["key"] for f in fields}
        if info.get("base"):
            own_keys -= {f["key"] for f in s.fields(base)}
        self.emit(f"class {cls}({base}):")
        doc = info.get("doc") or f"The {cls} object."
        wrapped = textwrap.fill(doc, 112, initial_indent="", subsequent_indent="    ")
        self.emit(f'    """{wrapped}"""')
        self.emit()
        self.emit("    __slots__ = ()")
        tag = info.get("tag")
        if tag:
            self.emit(f"    TAG = {tag[1]!r}")
        for field in fields:
            if field["key"] not in own_keys:
                continue
            ann = s.annotation(field["ir"])
            if not field["required"] and not ann.endswith("| None") and ann != "Any":
                ann += " | None"
            self.emit(f"    {field['name']}: Field[{ann}] = Field({field['key']!r})")
        removed = self.removed_fields(cls)
        inherited = {f["key"] for f in self.removed_fields(base)}
        for field in removed:
            if field["key"] not in inherited:
                self.emit(f"    {field['name']}: Field[Any] = DeprecatedField({field['key']!r})")
        self.emit()
        params = self.signature(fields, removed)
        self.emit(f"    def __init__(self{', ' if params else ''}{params}) -> None:")
        self.lines.extend(self.build_lines(cls, fields, "        ", removed))
        self.emit("        self._d = d")
        self.emit()
        self.emit()

    # ------------------------------------------------------------------------------------------ methods

    def emit_calls(self, side: str, cls_name: str, doc: str, methods: list[dict[str, Any]]) -> None:
        self.emit(f"class {cls_name}:")
        self.emit(f'    """{doc}"""')
        self.emit()
        self.emit("    __slots__ = ()")
        self.emit()
        self.emit("    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:")
        self.emit("        raise NotImplementedError")
        self.emit()
        self.emit("    def _notify(self, method: str, params: dict[str, Any]) -> Drained:")
        self.emit("        raise NotImplementedError")
        for m in methods:
            if m["side"] == side and self.s.kinds.get(m["params"]) == "object":
                self.emit()
                self.emit_call(m)
        if self.removed is not None:  # the schema's module: the calls that left stay, deprecated
            for m in self.removed.methods:
                if m["side"] == side:
                    self.emit()
                    self.emit_removed_call(cls_name, m)
        self.emit()
        self.emit()

    def emit_call(self, m: dict[str, Any]) -> None:
        s = self.s
        params = m["params"]
        fields = s.fields(params)
        removed = self.removed_fields(params)
        sig = self.signature(fields, removed)
        unstable = " (unstable)" if m["unstable"] else ""
        if m["notification"]:
            self.emit(f"    def {m['name']}(self{', ' if sig else ''}{sig}) -> Drained:")
            self.emit(
                f'        """Send `{m["wire"]}`{unstable}; await the result to wait while the peer leaves too much unread."""'  # noqa: E501 (generated code's line)
            )
            self.lines.extend(self.build_lines(params, fields, "        ", removed))
            self.emit(f"        return self._notify({m['wire']!r}, d)")
            return
        result = m["result"] if s.kinds.get(m["result"]) == "object" else "Any"
        self.emit(f"    def {m['name']}(self{', ' if sig else ''}{sig}) -> TypedRequest[{result}]:")
        self.emit(f'        """Send `{m["wire"]}`{unstable}; await it for a `{result}`."""')
        self.lines.extend(self.build_lines(params, fields, "        ", removed))
        result_arg = m["result"] if s.kinds.get(m["result"]) == "object" else "None"
        self.emit(f"        return self._request({m['wire']!r}, d, {result_arg})")

    def emit_removed_call(self, cls_name: str, m: dict[str, Any]) -> None:
        """A call whose method left the protocol: the previous generation's, behind a DeprecationWarning."""
        self.emit(f"    def {m['name']}(self, *args: Any, **kwargs: Any) -> Any:")
        self.emit(f'        """Deprecated: `{m["wire"]}` left the protocol. Sent as before, typed as before."""')
        self.emit(f"        _warn_removed_call({m['wire']!r}, {m['name']!r})")
        self.emit(f"        return removed_module().{cls_name}.{m['name']}(self, *args, **kwargs)")

    def emit_method_tables(self, methods: list[dict[str, Any]], what: str) -> None:
        s = self.s
        for side, table in (("agent", "AGENT_METHODS"), ("client", "CLIENT_METHODS")):
            self.emit(f"{table}: dict[str, Method] = {{")
            for m in methods:
                if m["side"] != side:
                    continue
                params = m["params"] if s.kinds.get(m["params"]) == "object" else "None"
                result = m.get("result") if s.kinds.get(m.get("result", "")) == "object" else "None"
                if m["notification"]:
                    result = "None"
                self.emit(
                    f"    {m['wire']!r}: Method({m['wire']!r}, {m['name']!r}, {params}, {result}, {m['notification']}, {m['unstable']}),"  # noqa: E501 (generated code's line)
                )
            self.emit("}")
            self.emit(f'"""{what.format(side="an agent" if side == "agent" else "a client")}"""')
            self.emit()

    # ------------------------------------------------------------------------------------------ module

    def emit_header(self, title: str, source: str, public: str | None = None) -> None:
        """The docstring and the imports; `public`: the module that re-exports this one, whose name it takes."""
        self.emit(f'"""{title} Do not edit.')
        self.emit()
        self.emit(f"Source: {source}. Regenerate with `{COMMAND}`.")
        if public:
            self.emit(f"Imported as `{PACKAGE}.{public}`, which re-exports its `__all__`.")
        self.emit('"""')
        self.emit()
        self.emit("# ruff: noqa: E501")
        self.emit("from __future__ import annotations")
        self.emit()
        self.emit("from typing import TYPE_CHECKING, Any, Literal, Union")
        self.emit()
        self.emit("from ._model import (")
        for name in MODEL_IMPORTS:
            self.emit(f"    {name},")
        self.emit(")")
        self.emit("from ._schema_method import Method")
        if public:
            self.emit()
            self.emit(f"# Its classes are `{PACKAGE}.{public}`'s, as are the warnings of its deprecated names.")
            self.emit(f"__name__ = {f'{PACKAGE}.{public}'!r}")

    def emit_all(self, public: str) -> None:
        """`__all__`, last: every public name the module binds (see `schema_types.public_names`)."""
        names = schema_types.public_names("\n".join(self.lines))
        self.emit()
        self.emit()
        self.emit(f"# What `{PACKAGE}.{public}` re-exports.")
        self.emit("__all__ = [")
        for name in names:
            self.emit(f"    {name!r},")
        self.emit("]")

    def emit_types(self) -> None:
        """Checks, classes, unions, aliases and the fields' bindings, of every name this module defines."""
        s = self.s
        for cls in sorted(s.classes):
            if self.defines(cls):
                self.emit_object_check(cls)
        for name in sorted(s.unions):
            if self.defines(name):
                self.emit_union_check(name)
        order = [cls for cls in self.class_order() if self.defines(cls)]
        for cls in order:
            self.emit_class(cls)
        # unions: aliases and wrappers
        for name, union in sorted(s.unions.items()):
            if not self.defines(name):
                continue
            variants = list(union["variants"].values()) if "tag" in union else union["variants"]
            if "tag" in union and union["fallback"]:
                variants.append(union["fallback"])
            self.emit(f"{name} = Union[{', '.join(dict.fromkeys(variants))}]")
            if "tag" in union:
                table = ", ".join(f"{k!r}: {v}" for k, v in union["variants"].items())
                self.emit(f"_{name}_variants: dict[str, Any] = {{{table}}}")
                self.emit(
                    f"_w_{name} = _tagged_wrapper({union['tag']!r}, _{name}_variants, {union['fallback'] or 'None'})"
                )
            else:
                self.emit(f"_w_{name} = _untagged_wrapper(({', '.join(union['variants'])},))")
        self.emit()
        # aliases (after the classes they may name)
        for name, alias in sorted(s.aliases.items()):
            if not self.defines(name):
                continue
            if alias.get("literals"):
                values = ", ".join(repr(v) for v in alias["literals"])
                text = f"Literal[{values}]" + (" | str" if alias.get("open") else "")
            else:
                text = s.annotation(alias["ir"])
            self.emit(f"{name} = {text}")
        self.emit()
        # checks and wraps bound after every class exists
        for cls in order:
            self.emit(f"{cls}._check = staticmethod(_c_{cls})")
            fields = s.fields(cls)
            info = s.classes[cls]
            own = {f["key"] for f in fields}
            if info.get("base"):
                own -= {f["key"] for f in s.fields(s.cls(info["base"]))}
            for field in fields:
                if field["key"] not in own:
                    continue
                self.emit_field_binding(cls, field)
        self.emit()
        self.emit()

    def module(self, source: str) -> str:
        """The module of this schema version."""
        s = self.s
        removed = self.removed
        assert removed is not None
        title = f"ACP protocol version {s.protocol_version} types, generated from the official schema."
        self.emit_header(title, source, removed.public)
        self.emit()
        self.emit("if TYPE_CHECKING:")
        self.emit("    from .. import Drained")
        self.emit("    from ._typed import TypedRequest")
        self.emit()
        self.emit(f"PROTOCOL_VERSION = {s.protocol_version}")
        self.emit()
        self.emit()
        self.emit_types()
        methods = s.methods()
        self.emit_method_tables(
            methods, "Methods {side} handles, by wire name (`unstable`: only in the unstable schema)."
        )
        self.emit()
        self.emit_calls(
            "agent",
            "AgentCalls",
            "Typed calls from a client to its agent (mixed into `ClientSideConnection`).",
            methods,
        )
        self.emit_calls(
            "client",
            "ClientCalls",
            "Typed calls from an agent to its client (mixed into `AgentSideConnection`).",
            methods,
        )
        self.emit_removed(removed)
        self.emit_all(removed.public)
        text = "\n".join(self.lines).rstrip() + "\n"
        return re.sub(r"\n{4,}", "\n\n\n", text)

    def emit_removed(self, removed: Removed) -> None:
        """The tables of what left the protocol, and the module `__getattr__` that serves the names, deprecated."""
        self.emit(
            "# What left the protocol since an earlier generation stays, with a DeprecationWarning: the names (served"
        )
        self.emit(
            "# by `__getattr__`: the previous generation's types, or the new name of a renamed one), the fields (above,"
        )
        self.emit(
            "# `DeprecatedField`), the calls (above) and the methods an `Agent` / `Client` still defines (served)."
        )
        self.emit_table(
            "REMOVED",
            {name: removed.reason(name) for name in removed.types},
            "Names that left the protocol, and why (served from `removed_module()`, deprecated).",
        )
        self.emit_table("RENAMED", removed.renamed, "Deprecated names of renamed types: old name -> new name.")
        for side, table in (("agent", "REMOVED_AGENT_METHODS"), ("client", "REMOVED_CLIENT_METHODS")):
            who = "an agent" if side == "agent" else "a client"
            entries = {m["wire"]: m["name"] for m in removed.methods if m["side"] == side}
            self.emit_table(table, entries, f"Methods {who} served that left the protocol: wire name -> Python name.")
        self.emit()
        self.emit("def removed_module() -> Any:")
        self.emit(
            '    """The previous generation\'s types and methods of what left the protocol (imported on first use)."""'
        )
        self.emit(f"    from . import {removed.module} as module")
        self.emit()
        self.emit("    return module")
        self.emit()
        self.emit()
        self.emit("def __getattr__(name: str) -> Any:")
        self.emit("    return _deprecated_name(__name__, name, REMOVED, RENAMED, removed_module)")

    def emit_table(self, name: str, entries: dict[str, str], doc: str) -> None:
        if not entries:
            self.emit(f"{name}: dict[str, str] = {{}}")
        else:
            self.emit(f"{name}: dict[str, str] = {{")
            for key, value in sorted(entries.items()):
                self.emit(f"    {key!r}: {value!r},")
            self.emit("}")
        self.emit(f'"""{doc}"""')
        self.emit()

    def removed_module(self, source: str, removed: Removed) -> str:
        """The module of the names and methods that left the protocol (`removed`), as the previous generation had
        them: this emitter's schema is that generation's, and it defines `only` the names that left."""
        title = f"ACP protocol version {self.s.protocol_version} names that left the protocol, as generated before."
        self.emit_header(title, source)
        imports_at = len(self.lines)
        self.emit()
        self.emit("if TYPE_CHECKING:")
        self.emit("    from .. import Drained")
        self.emit("    from ._typed import TypedRequest")
        self.emit()
        self.emit()
        self.emit_types()
        self.emit_method_tables(
            removed.methods, "Methods {side} served that left the protocol (deprecated), by wire name."
        )
        self.emit()
        doc = "The calls of `{}.{}` whose methods left the protocol (deprecated: called through it)."
        self.emit_calls("agent", "AgentCalls", doc.format(removed.public, "AgentCalls"), removed.methods)
        self.emit_calls("client", "ClientCalls", doc.format(removed.public, "ClientCalls"), removed.methods)
        body = "\n".join(self.lines[imports_at:])
        used = set(re.findall(r"\b[A-Za-z_]\w*\b", body)) & removed.current_names
        self.lines[imports_at:imports_at] = (
            [f"from .{removed.current_module} import ("] + [f"    {name}," for name in sorted(used)] + [")"]
        )
        text = "\n".join(self.lines).rstrip() + "\n"
        return re.sub(r"\n{4,}", "\n\n\n", text)


class Removed:
    """What a module's previous generation (`legacy`) had that its schema (`current`) has not: type names, fields
    of the classes both have, and methods. Each stays, deprecated: the types in `module`, generated from `legacy`.
    `public`: the name of the module of `current` (`schema`), `current_module` the generated module behind it."""

    def __init__(self, current: Layout, legacy: Layout, public: str) -> None:
        self.public = public
        self.current_module = f"_generated_{public}"
        self.module = f"_generated_{public}_removed"
        gone = legacy.names() - current.names()
        self.renamed = {old: new for old, new in RENAMED.items() if old in gone and new in current.names()}
        self.types = sorted(gone - set(self.renamed))
        self.fields: dict[str, list[dict[str, Any]]] = {}
        for cls in sorted(set(legacy.classes) & set(current.classes)):
            keys = {f["key"] for f in current.fields(cls)}
            if left := [f for f in legacy.fields(cls) if f["key"] not in keys]:
                self.fields[cls] = left
        served = {(m["wire"], m["side"]) for m in current.methods()}
        self.methods = [m for m in legacy.methods() if (m["wire"], m["side"]) not in served]
        self.current_names = current_module_names(current)

    def reason(self, name: str) -> str:
        note = NOTES.get(name)
        return f"it left the protocol ({note})" if note else "it left the protocol"


def current_module_names(schema: Layout) -> set[str]:
    """Every module-level name the module generated from `schema` defines (types, their checks and wrappers)."""
    names = set(schema.aliases)
    for cls in schema.classes:
        names |= {cls, f"_c_{cls}"}
    for union in schema.unions:
        names |= {union, f"_c_{union}", f"_{union}_checks", f"_{union}_variants", f"_w_{union}"}
    return names


def default_schema_dir() -> Path:
    """The pinned release's `schema/` folder (fetched on first use; RuntimeError names the URL when that fails)."""
    return npm_schema.schema_dir(SCHEMA_RELEASE) / "schema"


def default_legacy_dir() -> Path:
    """The `schema/` folder of the release holding the previous generation's types (fetched on first use)."""
    return npm_schema.schema_dir(LEGACY_RELEASE) / "schema"


def load_legacy(legacy_dir: Path, version: str) -> Layout:
    # Every method that left the protocol was an unstable draft, and the release has no stable file for v2: none is
    # taken as stable.
    return Layout(schema_types.read(legacy_dir / LEGACY_FILES[version]), set(), int(version.removeprefix("v")))


def generate(
    schema_dir: Path, legacy_dir: Path, origin: str = f"{npm_schema.PACKAGE} {SCHEMA_RELEASE}"
) -> dict[str, str]:
    """The modules' text, by file name: from `schema_dir` (`v1/`, `v2/`; `origin` names it in their docstrings),
    and what left the protocol from `legacy_dir` (the pinned previous generation's)."""
    out = {}
    legacy_origin = f"{npm_schema.PACKAGE} {LEGACY_RELEASE}"
    for version, public in (("v1", "schema"), ("v2", "schema_v2")):
        current, legacy = load_schema(schema_dir, version), load_legacy(legacy_dir, version)
        removed = Removed(current, legacy, public)
        source = f"ACP JSON schema {version}/schema.unstable.json, as bundled in {origin}"
        out[f"{removed.current_module}.py"] = Emitter(current, removed).module(source)
        legacy_source = f"ACP JSON schema {version} (`{LEGACY_FILES[version]}`), as bundled in {legacy_origin}"
        emitter = Emitter(legacy, only=set(removed.types))
        out[f"{removed.module}.py"] = emitter.removed_module(legacy_source, removed)
    return out


def main(argv: list[str]) -> int:
    if len(argv) > 1:
        generated = generate(Path(argv[1]), default_legacy_dir(), origin=f"the folder given to {COMMAND}")
    else:
        generated = generate(default_schema_dir(), default_legacy_dir())
    target = REPO / "acp_fast" / "acp"
    for module, text in generated.items():
        (target / module).write_text(text)
        print(f"wrote {target / module} ({text.count(chr(10))} lines)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
