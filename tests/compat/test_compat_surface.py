"""`acp_fast.compat` against the official SDK's public surface, name for name: modules, names, model fields,
signatures (tests/compat/surface.py describes both sides, each under its own interpreter).

Why mechanical: a drop-in is only as good as the least visited corner of the official API. Every module of the
official package, every public name, every field of every model and every parameter of every function and method
is compared, so a rename, a new required parameter or a changed default upstream shows up here first.

* 0.12.1 and 0.11.0: every difference must be deliberate, i.e. listed in docs/compat.md's table of surface
  differences (the one place that says what differs and why). A listed row that matches nothing fails too, so the
  table stays true.
* 1.0.0rc3 (not the release compat follows yet): its differences are kept in rc3_differences.txt, so the list of
  what following it would take is always current; the test fails when it drifts.

What counts as a difference (an official caller's view; extras of compat's are fine unless they change behaviour):
a missing module, a module that does not import; a missing public name; a different kind (function / class /
model / alias / constant), a different constant value or alias; a class that is no longer a subclass of an
official base, a missing or different Enum member or `model_config` setting; a missing method or attribute, a
method that became a property or stopped being async; per field: a missing field, a different alias, required-ness,
default, annotation, discriminator, Literal values or constraints, an extra required field; per signature: a
missing parameter (also when `*args` / `**kwargs` would take it: a call naming it, or passing it by position, would
bind differently), a missing `*args` / `**kwargs`, a parameter that can no longer be passed as before (by position
/ by keyword), a different default, a default that became required, a different positional order, an extra required
parameter. Not differences: extra modules, names, members, fields and optional parameters; a parameter that can now
also be passed by position; annotations of parameters (callers do not see them).

Keys name where a difference is: `RELEASE:MODULE` (a module), `RELEASE:MODULE:Name`, `RELEASE:MODULE:Name.member`
(a field, method or attribute), `RELEASE:MODULE:function(param)` or `RELEASE:MODULE:Name.method(param)`
(`(*name)` / `(**name)` for the variadic ones, named as the official SDK names them). MODULE is spelled as the
official package names it (`acp.schema`).
An object visible under several names (`acp.Agent`, `acp.core.Agent`, `acp.interfaces.Agent`) is compared once,
where it is defined; at the other names only its presence and identity (`is`) are checked.

docs/compat.md's table: every markdown table row whose first cell is a backticked key starting with a release is
an allowed difference; the release part may list several releases (`0.11.0,0.12.1:acp.router`), the rest may use
`*` (fnmatch, so `*` also spans `.` and `:`: `0.12.1:acp.http.server:AcpServer.*`); the second cell, the reason,
must not be empty.

    python tests/compat/test_compat_surface.py [RELEASE ...]          # print the differences, grouped
    python tests/compat/test_compat_surface.py --table [RELEASE ...]  # table rows for those the table lacks
    python tests/compat/test_compat_surface.py --update               # rewrite rc3_differences.txt

The official SDK runs in venvs under build/interop/ (tests/interop/acp_env.py; built on first use: skipped when
PyPI is unreachable, failed under ACP_FAST_REQUIRE_INTEROP=1). 0.12.1's is the network interop tests' venv (its
`http` extra, for `acp.http` / `acp.ws`); 1.0.0rc3's has its `http` extra too (starlette: `acp.http.asgi`).
"""

from __future__ import annotations

import argparse
import ast
import difflib
import fnmatch
import functools
import importlib.util
import json
import os
import re
import subprocess
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tests" / "interop"))
import acp_env  # noqa: E402  (tests/interop/acp_env.py: the official SDK's venvs)
import prerequisites  # noqa: E402  (tests/interop/prerequisites.py: skip or fail, naming what is missing)

# Names, kinds and signatures: the same in either build (CI's pure stage leaves them to the compiled one).
pytestmark = pytest.mark.any_build

SURFACE = HERE / "surface.py"
DOC = ROOT / "docs" / "compat.md"
RC3_LIST = HERE / "rc3_differences.txt"
COMPAT = "acp_fast.compat"
RC3 = "1.0.0rc3"

# release -> what its venv holds besides the SDK: whatever makes every one of its modules import.
RELEASES: dict[str, tuple[str, ...]] = {
    "0.11.0": (),
    "0.12.1": acp_env.network_extras("0.12.1"),
    RC3: (f"agent-client-protocol[http]=={RC3}",),
}
ALLOWLISTED = ("0.11.0", "0.12.1")  # every difference must be in docs/compat.md's table
LISTED = {RC3: RC3_LIST}  # the differences are kept in a file

GROUPS = {
    "module": "missing modules",
    "name": "missing names",
    "field": "field differences",
    "signature": "signature differences",
    "other": "other differences (kinds, bases, members, values, identity)",
}
VARIADIC = {"VAR_POSITIONAL": "*", "VAR_KEYWORD": "**"}
POSITIONAL = ("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD")
# (official kind, compat kind) that official calls still bind the same way.
WIDER = {("POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD"), ("KEYWORD_ONLY", "POSITIONAL_OR_KEYWORD")}
CALLABLE_MEMBERS = {"method", "classmethod", "staticmethod"}
DATA_MEMBERS = {"property", "attribute"}
FIELD_ATTRIBUTES = ("alias", "required", "default", "annotation", "discriminator", "literal", "constraints")
# A difference's text shows a long annotation by the parts that differ: union members (a Literal value, a
# `dict[str, Any]` is one) and discriminators.
LONG = 160
TOKEN = re.compile(r"@discriminator\(\w+\)|\w+\[[^\[\]{}]*\]|[\w.'-]+")
ROW = re.compile(r"^\|\s*`(?P<key>\d[^`:]*:[^`]+)`\s*\|(?P<why>[^|]*)\|")


@dataclass(frozen=True, order=True)
class Difference:
    key: str  # without the release: "acp.schema:ToolCall.name"
    group: str  # a key of GROUPS
    detail: str

    def line(self, release: str) -> str:
        return f"{release}:{self.key}  {self.detail}"


# ---------------------------------------------------------------------------------------------- describing


def describe(
    python: Path | str, root: str, path: Path | None = None, also: dict[str, list[str]] | None = None
) -> dict[str, Any]:
    """surface.py's description of `root` under `python`, in a process of its own (imports have side effects),
    with `path` alone on its PYTHONPATH (never an `acp` alias folder of the environment), looking up the names
    `also` lists too."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | ({"PYTHONPATH": str(path)} if path else {})
    done = subprocess.run(
        [str(python), str(SURFACE), root, *(["-"] if also is not None else [])],
        input=json.dumps(also) if also is not None else None,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=acp_env.BUILD if root == "acp" else ROOT,
        env=env,
    )
    if done.returncode != 0:
        raise RuntimeError(f"describing {root} with {python} failed:\n{done.stderr}")
    return json.loads(done.stdout)


@functools.cache
def compat_surface(release: str) -> dict[str, Any]:
    """`acp_fast.compat`'s surface, with every public name of the official `release` looked up (a module's
    `__getattr__` may have it); of the acp_fast this process imports (the checkout or the installed copy)."""
    spec = importlib.util.find_spec("acp_fast")
    assert spec is not None and spec.origin is not None, "acp_fast is not importable"
    official = official_surface(release)["modules"]
    names = {module: entry["public"] for module, entry in official.items() if "public" in entry}
    return describe(sys.executable, COMPAT, Path(spec.origin).parents[1], names)


@functools.cache
def official_surface(release: str) -> dict[str, Any]:
    """The official SDK `release`'s surface, in its venv (built on first use; a test calls `need()` first)."""
    return describe(acp_env.acp_python(release, RELEASES[release]), "acp")


def need(release: str) -> None:
    """Skip or fail the running test, as the interop tests do, when the official venv cannot be built."""
    prerequisites.official_sdk(release, RELEASES[release])


# ---------------------------------------------------------------------------------------------- comparing


def spelled(module: str) -> str:
    """A module relative to the root, as the official package names it."""
    return f"acp.{module}" if module else "acp"


def home_key(home: str) -> str:
    module, _, qualname = home.partition(":")
    return f"{spelled(module)}:{qualname}"


def compare(official: dict[str, Any], ours: dict[str, Any]) -> list[Difference]:
    """Every difference of `ours` from `official` (see the module docstring), sorted."""
    diffs: list[Difference] = []
    seen: dict[str, list[tuple[str, dict[str, Any]]]] = defaultdict(list)  # official object -> (key, our entry)
    compared: set[str] = set()  # (name, both entries) of re-exported constants and aliases, compared once
    for module, spec in sorted(official["modules"].items(), key=lambda item: (item[0] == "", item[0])):
        mine = ours["modules"].get(module)
        if mine is None or "error" in mine:
            problem = "missing" if mine is None else f"does not import: {mine['error']}"
            diffs.append(Difference(spelled(module), "module", problem))
            continue
        for name in spec.get("public", []):
            theirs, got, key = spec["names"].get(name), mine["names"].get(name), f"{spelled(module)}:{name}"
            if theirs is None:
                continue  # listed in the official `__all__` but absent there too
            if got is None:
                diffs.append(Difference(key, "name", "missing"))
            elif "ref" in theirs:
                seen[theirs["ref"]].append((key, got))
            elif (pair := json.dumps([name, theirs, got], sort_keys=True)) not in compared:
                compared.add(pair)
                diffs += compare_entries(key, theirs, resolve(ours, got))
    for home, places in seen.items():
        diffs += compare_object(official["objects"][home], home_key(home), places, ours)
    return sorted(set(diffs))


def compare_object(
    theirs: dict[str, Any], canonical: str, places: list[tuple[str, dict[str, Any]]], ours: dict[str, Any]
) -> list[Difference]:
    """One official class or function, described once (where it is defined, if that name is public), and the
    same object at each of its other public names."""
    places = sorted(places, key=lambda place: (place[0] != canonical, place[0]))
    first_key, first = places[0]
    diffs = compare_entries(first_key, theirs, resolve(ours, first))
    for key, got in places[1:]:
        if got != first:
            diffs.append(Difference(key, "other", f"not the same object as {first_key}"))
    return diffs


def resolve(surface: dict[str, Any], entry: dict[str, Any]) -> dict[str, Any]:
    return surface["objects"][entry["ref"]] if "ref" in entry else entry


def compare_entries(key: str, theirs: dict[str, Any], mine: dict[str, Any]) -> list[Difference]:
    if theirs["kind"] != mine["kind"]:
        return [Difference(key, "other", f"{article(theirs['kind'])} there, {article(mine['kind'])} here")]
    kind = theirs["kind"]
    if kind in ("model", "class"):
        return compare_classes(key, theirs, mine)
    if kind == "function":
        return compare_callables(key, theirs, mine)
    if kind == "constant" and theirs["type"] != mine["type"]:
        return [Difference(key, "other", f"type: {theirs['type']} → {mine['type']}")]
    if kind == "constant" and theirs["value"] != mine["value"]:
        return [Difference(key, "other", f"value: {value_change(theirs['value'], mine['value'])}")]
    fields = {"alias": "annotation", "module": "module", "external": "object"}.get(kind)
    if fields and theirs[fields] != mine[fields]:
        return [Difference(key, "other", f"{fields}: {change(theirs[fields], mine[fields], kind == 'alias')}")]
    return []


def value_change(theirs: str | None, mine: str | None) -> str:
    """How a constant's value (its repr) changed; for a dict, which keys (a method table's entries)."""
    try:
        old, new = ast.literal_eval(theirs or ""), ast.literal_eval(mine or "")
    except (ValueError, SyntaxError):
        old = new = None
    if not (isinstance(old, dict) and isinstance(new, dict)):
        return f"{theirs} → {mine}"
    parts = [f"{label} {', '.join(map(repr, keys))}" for label, keys in dict_changes(old, new) if keys]
    return "; ".join(parts) or "the same entries in another order"


def dict_changes(old: dict[Any, Any], new: dict[Any, Any]) -> list[tuple[str, list[Any]]]:
    return [
        ("missing", [k for k in old if k not in new]),
        ("added", [k for k in new if k not in old]),
        ("changed", [k for k in old if k in new and old[k] != new[k]]),
    ]


def compare_classes(key: str, theirs: dict[str, Any], mine: dict[str, Any]) -> list[Difference]:
    diffs = []
    lost = [base for base in theirs["mro"] if base not in mine["mro"]]
    if lost:
        diffs.append(Difference(key, "other", f"not a subclass of {', '.join(lost)}"))
    if theirs.get("enum") != mine.get("enum"):
        diffs.append(Difference(key, "other", f"enum members: {theirs.get('enum')} → {mine.get('enum')}"))
    for setting, value in theirs.get("config", {}).items():
        if mine.get("config", {}).get(setting) != value:
            got = mine.get("config", {}).get(setting, "unset")
            diffs.append(Difference(key, "other", f"model_config[{setting!r}]: {value} → {got}"))
    for name, member in theirs["members"].items():
        other = mine["members"].get(name)
        if other is None:
            diffs.append(Difference(f"{key}.{name}", "name", "missing"))
        else:
            diffs += compare_members(f"{key}.{name}", member, other)
    if "fields" in theirs:
        diffs += compare_fields(key, theirs["fields"], mine.get("fields", {}))
    return diffs


def compare_members(key: str, theirs: dict[str, Any], mine: dict[str, Any]) -> list[Difference]:
    kinds = {theirs["kind"], mine["kind"]}
    if kinds <= DATA_MEMBERS:
        return []
    if theirs["kind"] != mine["kind"]:
        diff = [Difference(key, "other", f"{article(theirs['kind'])} there, {article(mine['kind'])} here")]
        return diff + (compare_callables(key, theirs, mine) if kinds <= CALLABLE_MEMBERS else [])
    return compare_callables(key, theirs, mine) if theirs["kind"] in CALLABLE_MEMBERS else []


def compare_fields(key: str, theirs: dict[str, Any], mine: dict[str, Any]) -> list[Difference]:
    diffs = []
    for name, field in theirs.items():
        other = mine.get(name)
        if other is None:
            diffs.append(Difference(f"{key}.{name}", "field", "missing"))
            continue
        for attribute in FIELD_ATTRIBUTES:
            if attribute == "default" and field["required"] != other["required"]:
                continue  # a field that became required or optional: its default changed with it
            if field[attribute] != other[attribute]:
                detail = f"{attribute}: {change(field[attribute], other[attribute], attribute == 'annotation')}"
                diffs.append(Difference(f"{key}.{name}", "field", detail))
    for name in mine.keys() - theirs.keys():
        if mine[name]["required"]:
            diffs.append(Difference(f"{key}.{name}", "field", "an extra required field"))
    return diffs


def compare_callables(key: str, theirs: dict[str, Any], mine: dict[str, Any]) -> list[Difference]:
    diffs = []
    if theirs["async"] != mine["async"]:
        diffs.append(Difference(key, "signature", f"called {theirs['async']} there, {mine['async']} here"))
    if theirs["signature"] is not None and mine["signature"] is not None:
        diffs += compare_signatures(key, theirs["signature"], mine["signature"])
    return diffs


def compare_signatures(key: str, theirs: list[dict[str, Any]], mine: list[dict[str, Any]]) -> list[Difference]:
    diffs = []
    named = {p["name"]: p for p in mine if p["kind"] not in VARIADIC}
    variadic = {p["kind"] for p in mine if p["kind"] in VARIADIC}
    for parameter in theirs:
        if parameter["kind"] in VARIADIC:
            if parameter["kind"] not in variadic:
                star = VARIADIC[parameter["kind"]]
                diffs.append(Difference(f"{key}({star}{parameter['name']})", "signature", "missing"))
            continue
        diffs += compare_parameters(f"{key}({parameter['name']})", parameter, named.get(parameter["name"]), variadic)
    diffs += compare_positions(key, theirs, mine)
    known = {p["name"] for p in theirs}
    for parameter in mine:
        if parameter["name"] not in known and parameter["kind"] not in VARIADIC and "default" not in parameter:
            diffs.append(Difference(f"{key}({parameter['name']})", "signature", "an extra required parameter"))
    return diffs


def compare_parameters(
    key: str, theirs: dict[str, Any], mine: dict[str, Any] | None, variadic: set[str]
) -> list[Difference]:
    if mine is None:
        takers = []
        if "VAR_POSITIONAL" in variadic and theirs["kind"] in POSITIONAL:
            takers.append("*args takes it by position")
        if "VAR_KEYWORD" in variadic and theirs["kind"] != "POSITIONAL_ONLY":
            takers.append("**kwargs takes it by keyword")
        return [Difference(key, "signature", "missing" + (f" ({', '.join(takers)})" if takers else ""))]
    diffs = []
    if theirs["kind"] != mine["kind"] and (theirs["kind"], mine["kind"]) not in WIDER:
        diffs.append(Difference(key, "signature", f"{kind_text(theirs['kind'])} → {kind_text(mine['kind'])}"))
    if "default" in theirs and theirs["default"] != mine.get("default"):
        detail = f"default {theirs['default']} → {mine.get('default', 'none (required)')}"
        diffs.append(Difference(key, "signature", detail))
    return diffs


def compare_positions(key: str, theirs: list[dict[str, Any]], mine: list[dict[str, Any]]) -> list[Difference]:
    """Official positional parameters must keep their places (a positional call binds the same arguments)."""
    official = [p["name"] for p in theirs if p["kind"] in POSITIONAL]
    ours = [p["name"] for p in mine if p["kind"] in POSITIONAL]
    for index, name in enumerate(official):
        if name in ours and ours.index(name) != index:
            detail = f"positional order ({', '.join(official)}) → ({', '.join(ours)})"
            return [Difference(f"{key}({name})", "signature", detail)]
    return []


def article(kind: str) -> str:
    return f"an {kind}" if kind[0] in "aeiou" else f"a {kind}"


def change(theirs: Any, mine: Any, annotation: bool = False) -> str:
    """`theirs → mine`; for long annotations, the parts (union members, discriminators, ...) one has and the other
    lacks."""
    old, new = shown(theirs), shown(mine)
    if not annotation or len(old) + len(new) <= LONG:
        return f"{old} → {new}"
    ours, official = Counter(TOKEN.findall(new)), Counter(TOKEN.findall(old))
    lost, gained = sorted((official - ours).elements()), sorted((ours - official).elements())
    return " ".join([*(f"-{part}" for part in lost), *(f"+{part}" for part in gained)]) or f"{old} → {new}"


def shown(value: Any) -> str:
    """A described value in a difference's text (None: the description has nothing there)."""
    return "(none)" if value is None else value if isinstance(value, str) else json.dumps(value)


def kind_text(kind: str) -> str:
    return kind.lower().replace("_", "-")


# ---------------------------------------------------------------------------------------------- the lists


@dataclass(frozen=True)
class Allowed:
    releases: tuple[str, ...]
    pattern: str  # the key without its release; fnmatch
    why: str
    line: int

    def covers(self, release: str, difference: Difference) -> bool:
        return release in self.releases and fnmatch.fnmatchcase(difference.key, self.pattern)


def allowed_differences(text: str) -> list[Allowed]:
    """The rows of docs/compat.md's table of surface differences (see the module docstring)."""
    rows = []
    for number, line in enumerate(text.splitlines(), 1):
        match = ROW.match(line.strip())
        if match:
            releases, _, pattern = match["key"].partition(":")
            rows.append(Allowed(tuple(releases.split(",")), pattern, match["why"].strip(), number))
    return rows


def unexplained(release: str, diffs: Sequence[Difference], rows: Sequence[Allowed]) -> list[str]:
    """What fails the test for an allowlisted release: differences no row covers, rows without a reason or
    covering nothing."""
    problems = [d.line(release) for d in diffs if not any(row.covers(release, d) for row in rows)]
    for row in rows:
        if release not in row.releases:
            continue
        where = f"docs/compat.md:{row.line} `{','.join(row.releases)}:{row.pattern}`"
        if not row.why:
            problems.append(f"{where} gives no reason")
        if not any(row.covers(release, d) for d in diffs):
            problems.append(f"{where} matches no difference of {release} any more")
    return problems


def grouped(release: str, diffs: Iterable[Difference]) -> str:
    """The differences as rc3_differences.txt holds them: one a line, under a comment naming their group."""
    out = []
    for group, title in GROUPS.items():
        lines = [d.line(release) for d in diffs if d.group == group]
        if lines:
            out += [f"# {title} ({len(lines)})", *lines, ""]
    return "\n".join(out)


def listed_text(release: str, diffs: Sequence[Difference]) -> str:
    header = (
        f"# The differences of acp_fast.compat from the official SDK {release}'s public surface\n"
        "# (tests/compat/test_compat_surface.py; rewrite with `python tests/compat/test_compat_surface.py --update`).\n"
        "\n"
    )
    return header + grouped(release, diffs)


def data_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


# ---------------------------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("release", list(RELEASES))
def test_every_official_module_imports_in_its_venv(release):
    """Otherwise the comparison would silently skip a module: the venv lacks an extra the module needs."""
    need(release)
    broken = {m: spec["error"] for m, spec in official_surface(release)["modules"].items() if "error" in spec}
    assert not broken, f"modules of the official {release} that do not import in its venv: {broken}"


@pytest.mark.parametrize("release", ALLOWLISTED)
def test_every_difference_is_deliberate(release):
    need(release)
    diffs = compare(official_surface(release), compat_surface(release))
    problems = unexplained(release, diffs, allowed_differences(DOC.read_text()))
    assert not problems, (
        f"{len(problems)} differences from the official {release} are not in docs/compat.md's table of surface "
        f"differences (or rows there are stale; `python tests/compat/{Path(__file__).name} --table {release}` "
        "prints rows for the missing ones):\n" + "\n".join(problems)
    )


@pytest.mark.parametrize("release", list(LISTED))
def test_the_list_of_differences_is_current(release):
    need(release)
    path = LISTED[release]
    want = data_lines(listed_text(release, compare(official_surface(release), compat_surface(release))))
    have = data_lines(path.read_text()) if path.is_file() else []
    drift = "\n".join(difflib.unified_diff(have, want, str(path.name), "now", lineterm="", n=0))
    assert have == want, f"{path.name} is out of date (`python {Path(__file__).name} --update`):\n{drift}"


def test_the_comparison_reports_what_official_callers_would_notice():
    """compare() on hand-made surfaces: each kind of difference, and what is not one."""

    def surface(signature: list[dict[str, Any]], field: dict[str, Any]) -> dict[str, Any]:
        model = {"kind": "model", "mro": ["BaseModel"], "config": {}, "members": {}, "fields": {"f": field}}
        return {
            "modules": {"m": {"public": ["fn", "M"], "names": {"fn": {"ref": "m:fn"}, "M": {"ref": "m:M"}}}},
            "objects": {"m:fn": {"kind": "function", "async": "sync", "signature": signature}, "m:M": model},
        }

    field = {a: None for a in FIELD_ATTRIBUTES} | {"required": False, "default": "None"}
    official = surface(
        [{"name": "a", "kind": "POSITIONAL_OR_KEYWORD"}, {"name": "b", "kind": "KEYWORD_ONLY", "default": "1"}],
        field,
    )
    same = surface(
        [
            {"name": "a", "kind": "POSITIONAL_OR_KEYWORD"},
            {"name": "b", "kind": "POSITIONAL_OR_KEYWORD", "default": "1"},
            {"name": "c", "kind": "KEYWORD_ONLY", "default": "None"},
            {"name": "kwargs", "kind": "VAR_KEYWORD"},
        ],
        field | {"required": False},
    )
    assert compare(official, same) == []
    changed = surface(
        [
            {"name": "x", "kind": "POSITIONAL_OR_KEYWORD"},
            {"name": "a", "kind": "POSITIONAL_OR_KEYWORD"},
            {"name": "kwargs", "kind": "VAR_KEYWORD"},
        ],
        field | {"required": True, "default": None},
    )
    assert [(d.key, d.detail) for d in compare(official, changed)] == [
        ("acp.m:M.f", "required: false → true"),
        ("acp.m:fn(a)", "positional order (a) → (x, a)"),
        ("acp.m:fn(b)", "missing (**kwargs takes it by keyword)"),
        ("acp.m:fn(x)", "an extra required parameter"),
    ]


def test_the_table_is_parsed_with_releases_and_patterns():
    rows = allowed_differences(
        "| key | why |\n|---|---|\n| `0.11.0,0.12.1:acp.router` | internals |\n| `0.12.1:acp.x:A.*` | |\n"
        "| `a cell` | not a key |\n"
    )
    assert [(r.releases, r.pattern, r.why) for r in rows] == [
        (("0.11.0", "0.12.1"), "acp.router", "internals"),
        (("0.12.1",), "acp.x:A.*", ""),
    ]
    diffs = [Difference("acp.router", "module", "missing"), Difference("acp.x:A.f(y)", "signature", "missing")]
    assert unexplained("0.12.1", diffs, rows) == ["docs/compat.md:4 `0.12.1:acp.x:A.*` gives no reason"]
    assert unexplained("0.11.0", diffs, rows) == ["0.11.0:acp.x:A.f(y)  missing"]


# ---------------------------------------------------------------------------------------------- the command


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("releases", nargs="*", help=f"official releases (default: {', '.join(RELEASES)})")
    parser.add_argument("--update", action="store_true", help=f"rewrite {RC3_LIST.name}")
    parser.add_argument("--table", action="store_true", help="print docs/compat.md rows for unlisted differences")
    args = parser.parse_args(argv)
    if args.update:
        for release, path in LISTED.items():
            path.write_text(listed_text(release, compare(official_surface(release), compat_surface(release))))
            print(f"wrote {path}")
        return 0
    rows = allowed_differences(DOC.read_text())
    if args.table:
        print(table_rows(args.releases or list(ALLOWLISTED), rows))
        return 0
    for release in args.releases or list(RELEASES):
        diffs = compare(official_surface(release), compat_surface(release))
        print(f"## {release}: {len(diffs)} differences\n\n{grouped(release, diffs)}")
    return 0


def table_rows(releases: Sequence[str], rows: Sequence[Allowed]) -> str:
    """docs/compat.md rows (reason left empty) for the differences no row covers; a key several releases share is
    one row naming them all."""
    found: dict[str, list[str]] = defaultdict(list)
    for release in releases:
        for diff in compare(official_surface(release), compat_surface(release)):
            if not any(row.covers(release, diff) for row in rows) and release not in found[diff.key]:
                found[diff.key].append(release)
    return "\n".join(f"| `{','.join(found[key])}:{key}` | |" for key in sorted(found))


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))  # the checkout's acp_fast, as `python -m pytest` from the checkout imports it
    sys.exit(main())
