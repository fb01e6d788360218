"""The package's structure (docs/core.md, docs/transports.md): modules talk through written interfaces.

- No module reads another module's private attributes or imports its private names.
- A private module is imported only inside its own package: another package reaches it through a public module.
- No import circle among the package's modules, counting imports made only for type checking or inside functions.
- The selector (`acp_fast/_router.py`) is the only module that decides which core is loaded.
- The router never names its owner's attributes beyond the `RouterOwner` contract.

Static checks on the source: they read the code, they run nothing of it.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from acp_fast import _contracts, _router

# Static checks of the source: the same in either build (CI's pure stage skips them).
pytestmark = pytest.mark.any_build

# The checkout's source, not the installed copy: the compiled twin's source is only here.
ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "acp_fast"
SOURCE = ROOT / "src"
# Generated from the ACP schema (`_generated_*`): huge, and they only define data classes.
GENERATED_PREFIX = "_generated_"


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if path.name.startswith(GENERATED_PREFIX):
            continue
        parts = ["acp_fast", *relative[:-3].split("/")]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _own_private_names(tree: ast.Module) -> set[str]:
    """Private names a module defines: its functions, classes and globals, the methods and class attributes of its
    classes, the attributes it assigns (`x._name = ...`) and its `__slots__`."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == "__slots__" for target in node.targets
        ):
            for element in ast.walk(node.value):
                if isinstance(element, ast.Constant) and isinstance(element.value, str):
                    names.add(element.value)
    return {name for name in names if _is_private(name)}


def _resolve(module: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = package[: len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


# Private names of other libraries that acp-fast reads, with why. The MCP Python SDK keeps the low-level server
# of an `MCPServer` private and reads it the same way in its own in-memory transport and client (with a note to
# make it public); the `mcp` extra is pinned below its next major version, and the MCP tests run every release.
THIRD_PARTY_PRIVATE = {"mcp/sdk_server.py": {"_lowlevel_server"}}


def private_reaches() -> list[str]:
    found = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(), str(path))
        own = _own_private_names(tree) | THIRD_PARTY_PRIVATE.get(str(path.relative_to(PACKAGE)), set())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and _is_private(node.attr) and node.attr not in own:
                if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.ImportFrom):
                source = _resolve(module, path, node)
                if source.startswith("acp_fast"):
                    for alias in node.names:
                        if _is_private(alias.name) and f"{source}.{alias.name}" not in MODULES:
                            found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: imports {source}.{alias.name}")
    return found


def test_no_module_reads_another_modules_private_attributes() -> None:
    assert private_reaches() == []


def private_module_imports() -> list[str]:
    found = []
    for module, path in MODULES.items():
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom):
                source = _resolve(module, path, node)
                targets = [f"{source}.{a.name}" if f"{source}.{a.name}" in MODULES else source for a in node.names]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            for target in targets:
                parts = target.split(".")
                private = next((i for i, part in enumerate(parts) if _is_private(part)), None)
                if target in MODULES and private is not None:
                    owner = ".".join(parts[:private])
                    if package != owner and not package.startswith(owner + "."):
                        found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}: imports {target}")
    return found


def test_a_private_module_is_imported_only_inside_its_package() -> None:
    assert private_module_imports() == []


def _imports(module: str, path: Path) -> set[str]:
    """The package's modules `module` imports, anywhere in it (module level, functions, type-checking blocks)."""
    edges = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            source = _resolve(module, path, node)
            names = [
                f"{source}.{alias.name}" if f"{source}.{alias.name}" in MODULES else source for alias in node.names
            ]
        else:
            continue
        edges.update(name for name in names if name in MODULES and name != module)
    return edges


def import_circles() -> list[list[str]]:
    graph = {module: _imports(module, path) for module, path in MODULES.items()}
    # A package's __init__ re-exports its submodules, and a submodule importing its own package only reaches what
    # is already defined: the edge from a package to what it contains is not a circle of meaning.
    for module in graph:
        graph[module] = {target for target in graph[module] if not target.startswith(module + ".")}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return circles


def test_no_import_circles() -> None:
    assert import_circles() == []


def test_the_selector_alone_chooses_the_core() -> None:
    switches = re.compile(r"ACP_FAST_(NO|REQUIRE)_EXTENSIONS|_router_c\b|_router_py\b")
    deciding = []
    for module, path in MODULES.items():
        if module in ("acp_fast._router", "acp_fast._router_py"):
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if switches.search(line):
                deciding.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert deciding == []


def test_the_router_calls_its_owner_only_through_the_contract() -> None:
    contract = {name for name in vars(_contracts.RouterOwner) if not name.startswith("_")}
    for path in (PACKAGE / "_router_py.py", SOURCE / "_router_c.pyx"):
        text = path.read_text()
        assert re.findall(r"owner\.(\w+)", text) and set(re.findall(r"owner\.(\w+)", text)) == contract
        assert "._router" not in text, "the router must not name a connection's router"


def test_the_twins_export_the_selectors_names() -> None:
    twins = [_router.load_twin("pure")]
    if not _router.NO_EXTENSIONS:
        twins.append(_router.load_twin("compiled"))
    for twin in twins:
        assert all(hasattr(twin, name) for name in _router.ROUTER_API), twin.__name__
    assert sorted(twins[0].__all__) == sorted(_router.ROUTER_API)  # the pure twin's exports are the API, no more
