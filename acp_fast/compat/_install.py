"""`install()`: make `import acp` (and `from acp.x import y`) resolve to `acp_fast.compat`, for code written
against the official SDK that cannot be edited.

A finder at the front of `sys.meta_path` maps each `acp[.x]` to `acp_fast.compat[.x]` and registers the same module
object under both names, so `isinstance` checks and module state agree whichever name the code used.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import pathlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

__all__ = ["ALIAS_PATH", "OFFICIAL", "install", "installed"]

OFFICIAL = "acp"
COMPAT = __name__.rpartition(".")[0]  # acp_fast.compat
# A folder holding an `acp` package that installs the alias when imported: first on PYTHONPATH, it makes a Python
# process that was not launched through the launcher resolve `acp` the same way (see `__main__`).
ALIAS_PATH = str(pathlib.Path(__file__).resolve().parent / "_alias")


def _target(fullname: str) -> str | None:
    if fullname == OFFICIAL:
        return COMPAT
    if fullname.startswith(OFFICIAL + "."):
        return COMPAT + fullname[len(OFFICIAL) :]
    return None


class _Alias:
    """Finds `acp[.x]` and loads it as the already-importable `acp_fast.compat[.x]`: a meta path finder and its
    loader (the protocols are duck-typed; `importlib.abc` would cost its imports at start-up)."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        name = _target(fullname)
        if name is None:
            return None
        try:
            found = importlib.util.find_spec(name)
        except ModuleNotFoundError:
            found = None
        if found is None:
            return None  # `acp.x` with no compat namesake: a ModuleNotFoundError, as for any missing module
        loader = cast("Loader", self)  # a Loader by its methods
        return importlib.machinery.ModuleSpec(fullname, loader, is_package=found.submodule_search_locations is not None)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        name = _target(spec.name)
        assert name is not None
        module = importlib.import_module(name)
        spec.loader_state = module.__spec__  # the import system sets `module.__spec__ = spec` next
        return module

    def exec_module(self, module: ModuleType) -> None:
        # The compat module ran when it was imported under its own name; it keeps its own spec, so that its relative
        # imports (and `importlib.reload`) resolve inside acp_fast.compat.
        spec = module.__spec__
        assert spec is not None  # set by the import system from `find_spec`
        module.__spec__ = spec.loader_state


_FINDER = _Alias()


def installed() -> bool:
    return _FINDER in sys.meta_path


def install() -> None:
    """Make later imports of `acp` and `acp.*` in this process resolve to `acp_fast.compat`.

    Raises RuntimeError if the official `acp` package is already imported (two copies of the SDK would then
    coexist, and models of one would fail `isinstance` checks of the other). Calling it again does nothing.
    """
    existing = sys.modules.get(OFFICIAL)
    if existing is not None and existing is not sys.modules.get(COMPAT):
        where = getattr(existing, "__file__", None) or repr(existing)
        raise RuntimeError(
            f"acp_fast.compat.install(): the official `acp` package is already imported (from {where}); "
            "call install() before anything imports acp, or launch with `python -m acp_fast.compat script.py`"
        )
    if not installed():
        sys.meta_path.insert(0, _FINDER)
