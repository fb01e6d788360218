"""The public surface of an ACP Python SDK package, as JSON: what `acp_fast.compat` must match, name for name.

    python tests/compat/surface.py acp                  # under a venv holding the official SDK
    python tests/compat/surface.py acp_fast.compat [-]  # under acp-fast's venv; `-`: names to look up, on stdin

Standalone (stdlib and pydantic only) because it runs under both interpreters: the official SDK lives in a venv of
its own (tests/interop/acp_env.py), and both sides must be described by the same code for a diff to mean anything.
test_compat_surface.py runs it on both sides and diffs the results.

What it reports:

* modules: the root and every module under it, named relative to the root ("" for the root, "http.server", ...).
  Private modules (a `_` component) are skipped, but for `PRIVATE_MODULES`, which the official SDK's own tests and
  user code import (`from acp._transport import Transport`, ...). Modules are found on disk with
  `pkgutil.iter_modules` and imported one by one, a private one never (importing `__main__` would run it).
* public names of a module: its `__all__`; without one, the names its source binds at top level (assignments,
  `def`, `class`, also inside `if`/`try`) that do not start with `_`: imported names are not its API.
* described names: every non-underscore attribute (plus the `__all__` names), public or not, so that the other
  side can be matched name for name whichever names are public there; plus the names given on stdin as JSON
  (`{"module": ["Name", ...]}`, the other side's public names): a module's `__getattr__` can provide names that
  `vars()` does not list (`acp_fast.compat` gives deprecated aliases that way), and only asking finds them.
* re-exports: an object the module re-exports from elsewhere in the package is not described again: the entry is
  a reference (`{"ref": "interfaces:Agent"}`) to `objects`, keyed by where it is defined (module relative to the
  root, `:`, qualified name). So `acp.Agent` and `acp.interfaces.Agent` are one description, and identity
  (`acp.Agent is acp.interfaces.Agent`) shows as equal references. A class or function from outside the package
  (`pydantic.BaseModel`, `typing.Any`) is only named. Constants and aliases have no identity to follow: they are
  described wherever they appear.
* kinds: module, model (pydantic), class, function, alias (`Union`/`Literal`/`Annotated`/generic aliases),
  typevar, constant, external.
* models: MRO class names, selected `model_config` keys, and per field: alias, required-ness, default (its
  normalised repr, or "factory"), annotation, discriminator, Literal values, constraints.
* classes: MRO class names, Enum members, and every public member (plus `__init__`, `__call__` and the context
  manager and iterator protocols) declared by a class of the package in its MRO, a method with its signature.
* functions and methods: whether they are async, and the signature: each parameter's name, kind and default.
  Annotations are left out: the two sides spell them differently (`Optional[str]` / `str | None`, strings under
  `from __future__ import annotations`) and callers do not see them.

Normalisation, so that equal things compare equal: annotations are rebuilt from their objects with bare class names
(no module path), a union is `Union{...}` with its members sorted (their order means nothing), `Optional[X]` is
`Union{None|X}`, and `Annotated` metadata is dropped but for a discriminator (`X@discriminator(type)`). In reprs
of defaults and constants, memory addresses and the package's own module paths are dropped.
"""

from __future__ import annotations

import ast
import enum
import importlib
import inspect
import json
import pkgutil
import re
import sys
import types
import typing
import warnings
from typing import Any

import pydantic
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

__all__ = ["PRIVATE_MODULES", "describe"]

# Private modules whose names user code imports (the official SDK's tests do: `acp._transport.Transport`,
# `acp._deserialize.salvage_on_error`, `acp._cookies.MemoryAcpCookieStore`).
PRIVATE_MODULES = frozenset({"_transport", "_deserialize", "_cookies"})
# Dunder members that are part of a class's interface: construction, calling, `with`, iteration.
DUNDER_MEMBERS = frozenset(
    {"__init__", "__call__", "__enter__", "__exit__", "__aenter__", "__aexit__", "__iter__", "__aiter__"}
)
MODEL_CONFIG_KEYS = ("extra", "frozen", "populate_by_name", "use_enum_values", "arbitrary_types_allowed")

_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")
_CLASS_REPR = re.compile(r"<(?:class|enum) '(?:[\w.]+\.)?(\w+)'>")


def stable_repr(value: Any) -> str:
    """`repr`, with the members of a set in sorted order (a set of strings iterates in a per-process hash order)."""
    if isinstance(value, set | frozenset):
        members = ", ".join(sorted(repr(member) for member in value))
        return f"{type(value).__name__}({{{members}}})" if value else f"{type(value).__name__}()"
    return repr(value)


class Describer:
    """Describes one package: `describe()` walks its modules; descriptions of shared objects go to `objects`."""

    def __init__(self, root: str, also: dict[str, list[str]] | None = None) -> None:
        self.root = root
        self.also = also or {}
        self.top = root.split(".")[0]
        self.objects: dict[str, Any] = {}
        self._paths = re.compile(rf"\b{re.escape(root)}(?:\.\w+)*\.(?=[A-Za-z_])")

    # ------------------------------------------------------------------------------------------------ modules

    def describe(self) -> dict[str, Any]:
        modules = {}
        for relative in self.module_names():
            modules[relative] = self.module(relative)
        return {"root": self.root, "modules": modules, "objects": dict(sorted(self.objects.items()))}

    def module_names(self) -> list[str]:
        """The root and its submodules, relative to the root, private ones left out (but `PRIVATE_MODULES`)."""
        names = [""]
        pending = [importlib.import_module(self.root)]
        while pending:
            package = pending.pop()
            prefix = package.__name__[len(self.root) + 1 :]
            for info in pkgutil.iter_modules(package.__path__):
                if info.name.startswith("_") and not (prefix == "" and info.name in PRIVATE_MODULES):
                    continue
                relative = f"{prefix}.{info.name}" if prefix else info.name
                names.append(relative)
                if info.ispkg:
                    try:
                        pending.append(importlib.import_module(self.absolute(relative)))
                    except Exception:  # reported by `module()`
                        pass
        return sorted(names)

    def absolute(self, relative: str) -> str:
        return f"{self.root}.{relative}" if relative else self.root

    def relative(self, module_name: str) -> str | None:
        """`module_name` relative to the root, or None when it is outside the package."""
        if module_name == self.root:
            return ""
        if module_name.startswith(self.root + "."):
            return module_name[len(self.root) + 1 :]
        return None

    def module(self, relative: str) -> dict[str, Any]:
        try:
            module = importlib.import_module(self.absolute(relative))
        except Exception as exc:
            return {"error": f"{type(exc).__name__}: {exc}"}
        declared = getattr(module, "__all__", None)
        public = sorted(declared) if declared is not None else sorted(defined_names(module))
        described = sorted(
            {n for n, v in vars(module).items() if not n.startswith("_") and not is_future(v)}
            | set(public)
            | set(self.also.get(relative, ()))
        )
        names = {}
        for name in described:
            try:
                value = getattr(module, name)
            except AttributeError:
                continue  # listed in `__all__`, or asked for, but absent: the diff reports it missing
            names[name] = self.entry(value)
        return {"all": declared is not None, "public": public, "names": names}

    # ------------------------------------------------------------------------------------------------ names

    def home(self, obj: Any) -> str | None:
        """Where a class or function of the package is defined (`module:qualname`, the module relative to the root,
        or absolute when it is elsewhere in the root's top-level package), None when outside that."""
        module_name = getattr(obj, "__module__", None) or ""
        qualname = getattr(obj, "__qualname__", None)
        if not isinstance(qualname, str) or module_name.split(".")[0] != self.top:
            return None
        module = self.relative(module_name)
        return f"{module_name if module is None else module}:{qualname}"

    def entry(self, value: Any) -> dict[str, Any]:
        if isinstance(value, types.ModuleType):
            relative = self.relative(value.__name__)
            if relative is None:
                return {"kind": "external", "object": value.__name__}
            return {"kind": "module", "module": relative}
        if inspect.isclass(value) or inspect.isroutine(value):
            home = self.home(value)
            if home is None:
                return {"kind": "external", "object": f"{value.__module__}.{value.__qualname__}"}
            if home not in self.objects:
                self.objects[home] = None  # a class reaching itself through its members
                self.objects[home] = self.cls(value) if inspect.isclass(value) else self.function(value)
            return {"ref": home}
        if isinstance(value, typing.TypeVar):
            return {"kind": "typevar", "name": value.__name__}
        if is_alias(value):
            return {"kind": "alias", "annotation": self.annotation(value)}
        if self.home(type(value)) is not None:  # an instance of the package's own class (a sentinel): its repr is
            return {"kind": "constant", "type": type(value).__name__, "value": None}  # the class's business
        return {"kind": "constant", "type": type(value).__name__, "value": self.text(stable_repr(value))}

    def text(self, text: str) -> str:
        """A repr without memory addresses and without the package's module paths."""
        text = _CLASS_REPR.sub(r"\1", _ADDRESS.sub("", text))
        return self._paths.sub("", text)

    # ------------------------------------------------------------------------------------------------ classes

    def cls(self, cls: type) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": "class",
            "mro": [self.base(base) for base in cls.__mro__[1:] if base is not object],
        }
        if issubclass(cls, enum.Enum):
            out["enum"] = {member.name: self.text(repr(member.value)) for member in cls}
        if issubclass(cls, pydantic.BaseModel):
            out["kind"] = "model"
            out["root"] = issubclass(cls, pydantic.RootModel)
            config = cls.model_config
            out["config"] = {key: self.text(repr(config[key])) for key in MODEL_CONFIG_KEYS if key in config}
            out["fields"] = {name: self.field(info) for name, info in cls.model_fields.items()}
        out["members"] = self.members(cls)
        return out

    def base(self, cls: type) -> str:
        """A base class's name; one from outside the package with its top-level package (`pydantic.BaseModel`)."""
        if self.home(cls) is not None or cls.__module__ == "builtins":
            return cls.__name__
        return f"{cls.__module__.split('.')[0]}.{cls.__name__}"

    def members(self, cls: type) -> dict[str, Any]:
        """Public members declared by the package's classes in `cls`'s MRO (the nearest declaration wins)."""
        members: dict[str, Any] = {}
        for owner in cls.__mro__:
            if owner is object or self.home(owner) is None:
                continue
            for name, raw in vars(owner).items():
                if name in members or not is_public_member(name, cls):
                    continue
                if isinstance(raw, enum.Enum) or (issubclass(cls, enum.Enum) and name in cls.__members__):
                    continue
                members[name] = self.member(raw)
        return dict(sorted(members.items()))

    def member(self, raw: Any) -> dict[str, Any]:
        if isinstance(raw, staticmethod | classmethod):
            kind = "staticmethod" if isinstance(raw, staticmethod) else "classmethod"
            return {"kind": kind, **self.callable(raw.__func__, bound=kind == "classmethod")}
        if inspect.isfunction(raw):
            return {"kind": "method", **self.callable(raw, bound=True)}
        if isinstance(raw, property | types.GetSetDescriptorType | types.MemberDescriptorType):
            return {"kind": "property"}
        if inspect.isclass(raw):
            return {"kind": "class"}
        if callable(raw) and hasattr(raw, "__get__") and not inspect.isclass(raw):
            return {"kind": "method", **self.callable(raw, bound=True)}  # functools.wraps-style descriptors
        return {"kind": "attribute"}

    def field(self, info: FieldInfo) -> dict[str, Any]:
        if info.default_factory is not None:
            default = "factory"
        elif info.default is PydanticUndefined:
            default = None
        else:
            default = self.text(repr(info.default))
        literal = literal_values(info.annotation)
        return {
            "alias": info.alias,
            "required": info.is_required(),
            "default": default,
            "annotation": self.annotation(info.annotation),
            "discriminator": discriminator_text(info.discriminator),
            "literal": literal,
            "constraints": sorted(self.text(repr(item)) for item in info.metadata),
        }

    # ------------------------------------------------------------------------------------------------ functions

    def function(self, function: Any) -> dict[str, Any]:
        return {"kind": "function", **self.callable(function, bound=False)}

    def callable(self, function: Any, *, bound: bool) -> dict[str, Any]:
        """`async` (how a call's result is used) and the signature, without the bound `self` / `cls`."""
        try:
            signature = inspect.signature(function)
        except (TypeError, ValueError):
            return {"async": call_style(function), "signature": None}
        parameters = list(signature.parameters.values())
        if bound and parameters and parameters[0].kind is not inspect.Parameter.VAR_POSITIONAL:
            parameters = parameters[1:]
        names = getattr(inspect.unwrap(function), "__globals__", {})
        return {"async": call_style(function), "signature": [self.parameter(p, names) for p in parameters]}

    def parameter(self, parameter: inspect.Parameter, names: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"name": parameter.name, "kind": parameter.kind.name}
        if parameter.default is not inspect.Parameter.empty:
            out["default"] = self.default(parameter.default, names)
        return out

    def default(self, value: Any, names: dict[str, Any]) -> str:
        """A default's repr; a sentinel object (`UNSET`) by the public name its module gives it."""
        if not isinstance(value, str | bytes | int | float | tuple | frozenset | type(None)):
            for name, bound in names.items():
                if bound is value and not name.startswith("_"):
                    return name
        return self.text(stable_repr(value))

    # ------------------------------------------------------------------------------------------------ annotations

    def annotation(self, value: Any) -> str:
        """`value` spelled without module paths, union members sorted (see the module docstring)."""
        if value is None or value is type(None):
            return "None"
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, typing.ForwardRef):
            return self.text(value.__forward_arg__)
        origin = typing.get_origin(value)
        args = typing.get_args(value)
        if origin is typing.Annotated:
            return self.annotated(args)
        if origin is typing.Union or isinstance(value, types.UnionType):
            return "Union{" + "|".join(sorted({self.annotation(arg) for arg in args})) + "}"
        if origin is typing.Literal:
            return "Literal[" + ", ".join(sorted(repr(arg) for arg in args)) + "]"
        if isinstance(value, typing.TypeVar):
            return value.__name__
        if origin is not None:
            inner = ", ".join("..." if arg is Ellipsis else self.annotation(arg) for arg in args)
            return f"{name_of(origin)}[{inner}]" if args else name_of(origin)
        if isinstance(value, list):  # Callable's parameter list
            return "[" + ", ".join(self.annotation(arg) for arg in value) + "]"
        return name_of(value)

    def annotated(self, args: tuple[Any, ...]) -> str:
        text = self.annotation(args[0])
        for meta in args[1:]:
            found = discriminator_text(getattr(meta, "discriminator", None)) if not isinstance(meta, str) else None
            if found:
                text += f"@discriminator({found})"
        return text


# ---------------------------------------------------------------------------------------------------- helpers


def defined_names(module: types.ModuleType) -> set[str]:
    """The names the module's source binds at top level (not by import), public ones only."""
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError):
        return set()
    names: set[str] = set()
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name)}
        elif type(node).__name__ == "TypeAlias":  # `type X = ...` (Python 3.12+)
            names.add(node.name.id)  # type: ignore[attr-defined]
        elif isinstance(node, ast.If | ast.Try | ast.With):
            pending.extend(node.body + getattr(node, "orelse", []) + getattr(node, "finalbody", []))
            pending.extend(stmt for handler in getattr(node, "handlers", []) for stmt in handler.body)
    return {name for name in names if not name.startswith("_")}


def is_future(value: Any) -> bool:
    """`from __future__ import annotations` leaves `annotations` in the module: not a name of the API."""
    return type(value).__module__ == "__future__"


def is_alias(value: Any) -> bool:
    """A typing construct meant as a type (`Union[...]`, `X | Y`, `Literal[...]`, `list[X]`, a type alias)."""
    if isinstance(value, types.UnionType | types.GenericAlias):
        return True
    if hasattr(typing, "TypeAliasType") and isinstance(value, typing.TypeAliasType):
        return True
    return typing.get_origin(value) is not None


def is_public_member(name: str, cls: type) -> bool:
    if name in DUNDER_MEMBERS:
        return True
    if name.startswith("_"):
        return False
    return not (issubclass(cls, pydantic.BaseModel) and name.startswith("model_"))


def literal_values(annotation: Any) -> list[str] | None:
    if typing.get_origin(annotation) is not typing.Literal:
        return None
    return sorted(repr(arg) for arg in typing.get_args(annotation))


def discriminator_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        return value
    inner = getattr(value, "discriminator", None)  # pydantic.Discriminator
    return inner if isinstance(inner, str) else getattr(inner, "__name__", repr(inner))


def name_of(value: Any) -> str:
    if value is typing.Any:
        return "Any"
    if value is Ellipsis:
        return "..."
    name = getattr(value, "__name__", None) or getattr(value, "_name", None)
    return name if isinstance(name, str) else re.sub(r"\b(?:typing|typing_extensions)\.", "", repr(value))


def call_style(function: Any) -> str:
    """How a call is used: awaited ("async"), iterated with `async for`, entered with `async with`, or "sync"."""
    target = inspect.unwrap(function) if hasattr(function, "__wrapped__") else function
    if inspect.iscoroutinefunction(function) or inspect.iscoroutinefunction(target):
        return "async"
    if inspect.isasyncgenfunction(target):
        return "async with" if target is not function else "async for"
    if inspect.isgeneratorfunction(target) and target is not function:
        return "with"
    return "sync"


def describe(root: str, also: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """The surface of the package `root`, with the names `also` lists looked up too (see the module docstring)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # deprecated names, optional dependencies: not ours to judge here
        return Describer(root, also).describe()


if __name__ == "__main__":
    names = json.load(sys.stdin) if sys.argv[2:] == ["-"] else None
    json.dump(describe(sys.argv[1], names), sys.stdout, indent=1, sort_keys=False)
    sys.stdout.write("\n")
