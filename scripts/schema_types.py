"""The types and methods an ACP JSON schema file defines, as a neutral description both generators emit code from.

scripts/generate_schema.py emits the native typed layer from it (acp_fast/acp/), scripts/generate_compat_schema.py
the pydantic models of the drop-in for the official SDK (acp_fast/compat/). This module says what the schema holds;
how a definition becomes Python (class names, which alternatives get a class, how a union is typed) is each
emitter's, and they differ on purpose.

Each definition (`$defs` entry) is one of:
- `ObjectType`: named properties (`Property`: type, required or not, default, bounds, description, lenient
  decoding), and `variants` when it also has alternative shapes (`anyOf` / `oneOf` beside its properties);
- `UnionType`: alternatives each of which is an object or names a definition (`Variant`: the definition, its own
  properties, its tag: the required property whose constant value tells it from the others);
- `EnumType`: constants of one JSON type, closed, or open (any other value of that type is valid too);
- `AliasType`: any other type expression.
Type expressions: `AnyValue`, `Plain` (one JSON type, its content unsaid), `Ref` (a definition), `ArrayOf`,
`MapOf` (an object whose values have one type), `OneOf` (nullable: one of them is `Plain("null")`).
Each definition carries its method (`x-method`) and the side that serves it (`x-side`); `SchemaTypes.methods()`
groups them into `WireMethod`s, one per wire name and side.

Both emitters write a module `_generated_NAME.py` that a short hand-written `NAME.py` re-exports: `public_names()`
is the `__all__` each gives it.
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class AnyValue:
    """Any JSON value: the schema says nothing of it."""


@dataclass(frozen=True)
class Plain:
    """A value of one JSON type ("string", "integer", "number", "boolean", "null"; "object": any object), its
    content unsaid; `format` as the schema gives it ("uri", "int64", ...)."""

    kind: str
    format: str | None = None


@dataclass(frozen=True)
class Ref:
    """A value of the definition `name`."""

    name: str


@dataclass(frozen=True)
class ArrayOf:
    items: Type


@dataclass(frozen=True)
class MapOf:
    """An object with any keys, whose values are all `values` (`additionalProperties` with a schema)."""

    values: Type


@dataclass(frozen=True)
class OneOf:
    """A value of one of `members`, in schema order (`anyOf` / `oneOf`, or a list of JSON types)."""

    members: tuple[Type, ...]


Type = AnyValue | Plain | Ref | ArrayOf | MapOf | OneOf
NULL = Plain("null")
SCALARS = {"string", "integer", "number", "boolean"}


NO_DEFAULT: Any = object()  # a property without a `default`


@dataclass(frozen=True)
class Property:
    """One property of an object or of an alternative shape."""

    key: str  # the wire name
    type: Type
    required: bool  # by the object or alternative that defines it
    description: str = ""
    default: Any = NO_DEFAULT
    minimum: Any = None
    maximum: Any = None
    # Lenient decoding the schema asks of its readers: an invalid value reads as the default
    # (`x-deserialize-default-on-error`), invalid items of an array are dropped (`x-deserialize-skip-invalid-items`),
    # null reads as the default (`x-deserialize-default-on-null`).
    default_on_error: bool = False
    skip_invalid_items: bool = False
    default_on_null: bool = False


@dataclass(frozen=True)
class Variant:
    """One alternative of a union, or of an object's alternative shapes."""

    ref: str | None  # the definition it is (without `properties`) or extends (with them)
    properties: tuple[Property, ...]  # its own
    required: tuple[str, ...]  # the properties it requires: its own, and others (its object's, its definition's)
    tag: tuple[str, Any] | None  # (property, constant): a required property with a constant value
    excluded_tags: tuple[Any, ...]  # a catch-all's: the tag values it is not (`not`)
    title: str | None
    description: str

    @property
    def type(self) -> Type:
        """What a value of this alternative is, as a type expression."""
        return Ref(self.ref) if self.ref and not self.properties else Plain("object")


@dataclass(frozen=True)
class Definition:
    name: str
    description: str
    method: str | None  # `x-method`: the wire method whose params or result this is
    side: str | None  # `x-side`: who serves that method ("agent", "client", "both", "protocol", "proxy")


@dataclass(frozen=True)
class ObjectType(Definition):
    properties: tuple[Property, ...]
    variants: tuple[Variant, ...]  # alternative shapes, beside the properties every shape has
    discriminator: str | None  # the tag property the schema declares (`discriminator.propertyName`)


@dataclass(frozen=True)
class UnionType(Definition):
    variants: tuple[Variant, ...]
    discriminator: str | None

    @property
    def type(self) -> Type:
        return OneOf(tuple(variant.type for variant in self.variants))


@dataclass(frozen=True)
class EnumType(Definition):
    kind: str  # the JSON type of the values
    values: tuple[Any, ...]  # in schema order
    open: bool  # any other value of that type is valid too


@dataclass(frozen=True)
class AliasType(Definition):
    type: Type
    minimum: Any = None
    maximum: Any = None


@dataclass(frozen=True)
class WireMethod:
    """One method as the definitions carrying its `x-method` and `x-side` describe it."""

    wire: str
    side: str
    params: tuple[str, ...]  # the definitions of what is sent (request or notification params)
    result: str | None  # the definition of the result, when the method is answered with one


@dataclass
class SchemaTypes:
    """Every definition of one schema file, and what the file says around them."""

    definitions: dict[str, Definition]  # in schema order
    references: dict[str, int] = field(default_factory=dict)  # how many `$ref`s name each definition, anywhere
    jsonrpc: tuple[str, ...] = ()  # the JSON-RPC versions its messages declare (`"jsonrpc": "2.0"`)

    def methods(self) -> list[WireMethod]:
        """The methods, one per wire name and side, in the order their first definition comes. A definition whose
        name ends in `Response` is the result; the others are what is sent."""
        params: dict[tuple[str, str], list[str]] = {}
        results: dict[tuple[str, str], str] = {}
        for definition in self.definitions.values():
            if definition.method is None or definition.side is None:
                continue
            key = (definition.method, definition.side)
            params.setdefault(key, [])
            if definition.name.endswith("Response"):
                results[key] = definition.name
            else:
                params[key].append(definition.name)
        return [WireMethod(wire, side, tuple(sent), results.get((wire, side))) for (wire, side), sent in params.items()]

    def wire_methods(self) -> set[str]:
        """The wire names of the methods."""
        return {definition.method for definition in self.definitions.values() if definition.method}


# ---------------------------------------------------------------------------------------------- reading


def read(path: Path) -> SchemaTypes:
    return describe(json.loads(path.read_text(encoding="utf-8")))


def describe(doc: dict[str, Any]) -> SchemaTypes:
    """The description of a schema document (its `$defs`, and the messages around them)."""
    definitions = {name: definition(name, node) for name, node in doc["$defs"].items()}
    references: dict[str, int] = {}
    _count_refs(doc, references)
    jsonrpc: tuple[str, ...] = ()
    for alt in doc.get("anyOf", []):
        spec = alt.get("properties", {}).get("jsonrpc")
        if spec and spec.get("enum"):
            jsonrpc = tuple(str(value) for value in spec["enum"])
            break
    return SchemaTypes(definitions, references, jsonrpc)


def definition(name: str, node: dict[str, Any]) -> Definition:
    common = {
        "name": name,
        "description": _description(node),
        "method": node.get("x-method"),
        "side": node.get("x-side"),
    }
    alts = _alternatives(node)
    discriminator = node.get("discriminator", {}).get("propertyName")
    if "properties" in node:
        variants = tuple(_variant(alt) for alt in alts)
        return ObjectType(**common, properties=_properties(node), variants=variants, discriminator=discriminator)
    if alts and all(isinstance(alt, dict) and ("properties" in alt or _ref_of(alt)) for alt in alts):
        return UnionType(**common, variants=tuple(_variant(alt) for alt in alts), discriminator=discriminator)
    if enum := _enum(node, alts):
        kind, values, open_ = enum
        return EnumType(**common, kind=kind, values=values, open=open_)
    return AliasType(**common, type=type_of(node), minimum=node.get("minimum"), maximum=node.get("maximum"))


def type_of(node: Any) -> Type:
    """A schema node as a type expression. An object with `properties` is `Plain("object")` here: where it is an
    alternative of a definition, that definition's `Variant` describes its shape."""
    if not isinstance(node, dict) or not node:
        return AnyValue()
    if "$ref" in node:
        return Ref(str(node["$ref"]).rsplit("/", 1)[-1])
    all_of = node.get("allOf")
    if all_of and len(all_of) == 1 and "properties" not in node and "type" not in node:
        return type_of(all_of[0])
    if "properties" in node:
        return Plain("object")
    alts = _alternatives(node)
    if alts:
        return OneOf(tuple(type_of(alt) for alt in alts))
    kinds = node.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds] if kinds else []
    members: list[Type] = []
    for kind in kinds:
        values = node.get("additionalProperties")
        if kind == "array":
            members.append(ArrayOf(type_of(node.get("items"))))
        elif kind == "object" and isinstance(values, dict) and type_of(values) != AnyValue():
            members.append(MapOf(type_of(values)))
        else:  # a format (`uri`, `uint32`, ...) is of the value, not of its absence
            members.append(NULL if kind == "null" else Plain(kind, node.get("format")))
    if not members:
        return AnyValue()
    return members[0] if len(members) == 1 else OneOf(tuple(members))


def _ref_of(node: Any) -> str | None:
    """The definition a node names: a `$ref`, or an `allOf` of exactly one `$ref`."""
    if not isinstance(node, dict):
        return None
    if "$ref" in node:
        return str(node["$ref"]).rsplit("/", 1)[-1]
    all_of = node.get("allOf")
    if all_of and len(all_of) == 1 and "$ref" in all_of[0]:
        return str(all_of[0]["$ref"]).rsplit("/", 1)[-1]
    return None


def _tag_of(node: dict[str, Any]) -> tuple[str, Any] | None:
    """(property, constant) of the first required property with a constant value."""
    for prop, spec in node.get("properties", {}).items():
        if isinstance(spec, dict) and "const" in spec and prop in node.get("required", ()):
            return prop, spec["const"]
    return None


def references(definition: Definition) -> list[str]:
    """The definitions `definition` names, in the order it names them (repeats included)."""
    out: list[str] = []
    if isinstance(definition, ObjectType):
        for prop in definition.properties:
            out += type_references(prop.type)
    if isinstance(definition, ObjectType | UnionType):
        for variant in definition.variants:
            out += [variant.ref] if variant.ref else []
            for prop in variant.properties:
                out += type_references(prop.type)
    if isinstance(definition, AliasType):
        out += type_references(definition.type)
    return out


def type_references(type_: Type) -> list[str]:
    if isinstance(type_, Ref):
        return [type_.name]
    if isinstance(type_, ArrayOf):
        return type_references(type_.items)
    if isinstance(type_, MapOf):
        return type_references(type_.values)
    if isinstance(type_, OneOf):
        return [name for member in type_.members for name in type_references(member)]
    return []


def _alternatives(node: dict[str, Any]) -> list[Any]:
    return list(node.get("anyOf") or node.get("oneOf") or [])


def _description(node: Any) -> str:
    return (node.get("description") or "").strip() if isinstance(node, dict) else ""


def _properties(node: dict[str, Any]) -> tuple[Property, ...]:
    required = node.get("required", ())
    out = []
    for key, spec in node.get("properties", {}).items():
        spec = spec if isinstance(spec, dict) else {}
        out.append(
            Property(
                key=key,
                type=type_of(spec),
                required=key in required,
                description=_description(spec),
                default=spec.get("default", NO_DEFAULT),
                minimum=spec.get("minimum"),
                maximum=spec.get("maximum"),
                default_on_error=bool(spec.get("x-deserialize-default-on-error")),
                skip_invalid_items=bool(spec.get("x-deserialize-skip-invalid-items")),
                default_on_null=bool(spec.get("x-deserialize-default-on-null")),
            )
        )
    return tuple(out)


def _variant(alt: dict[str, Any]) -> Variant:
    excluded = (_tag_of(x) for x in _alternatives(alt.get("not", {})))
    return Variant(
        ref=_ref_of(alt),
        properties=_properties(alt),
        required=tuple(alt.get("required", ())),
        tag=_tag_of(alt),
        excluded_tags=tuple(tag[1] for tag in excluded if tag is not None),
        title=alt.get("title"),
        description=_description(alt),
    )


def _enum(node: dict[str, Any], alts: list[Any]) -> tuple[str, tuple[Any, ...], bool] | None:
    """(JSON type, values, open) of an enumeration: `enum`, or alternatives of one scalar type, at least one of them
    a constant (`const`); one without stands for any other value."""
    if node.get("enum") and isinstance(node.get("type"), str):
        return node["type"], tuple(node["enum"]), False
    if not alts or not all(isinstance(alt, dict) for alt in alts):
        return None
    kinds = {alt.get("type") for alt in alts}
    values = tuple(alt["const"] for alt in alts if "const" in alt)
    if len(kinds) != 1 or not kinds <= SCALARS or not values:
        return None
    return next(iter(kinds)), values, len(values) < len(alts)


def _count_refs(node: Any, counts: dict[str, int]) -> None:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            target = ref.rsplit("/", 1)[-1]
            counts[target] = counts.get(target, 0) + 1
        for value in node.values():
            _count_refs(value, counts)
    elif isinstance(node, list):
        for value in node:
            _count_refs(value, counts)


# ---------------------------------------------------------------------------------------------- the generated modules


def public_names(source: str) -> list[str]:
    """The `__all__` of a generated module: every public name its `source` binds at top level, the imported ones
    too, sorted. The hand-written module of the public name re-exports them all, so that it has every attribute the
    generated module has, and the string annotations of the classes (whose `__module__` it is) resolve in it."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if (isinstance(node, ast.ImportFrom) and node.module != "__future__") or isinstance(node, ast.Import):
            names |= {(alias.asname or alias.name).split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {target.id for target in targets if isinstance(target, ast.Name)}
    return sorted(name for name in names if not name.startswith("_"))
