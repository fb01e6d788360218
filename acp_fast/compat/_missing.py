"""The error for a name `acp_fast.compat` does not have: it says so, and names the official release that has it.

A program written for the official SDK that reaches for a name this drop-in lacks must fail loudly and clearly,
never with a silent `None`: `module.__getattr__` ends with `raise missing_name(__name__, name)`.

- `from acp_fast.compat.x import Name` gets an `ImportError` with that message. Python turns an `AttributeError`
  raised under `from ... import` into its own generic "cannot import name" error and drops the message, so the
  importing frame's current instruction is checked (`IMPORT_FROM`, the same opcode on every CPython this package
  supports) and an `ImportError` is raised there instead.
- Everywhere else (`module.Name`, `getattr`, `hasattr`) it is an `AttributeError`, so feature checks such as
  `hasattr(schema, "Name")` keep working.
"""

from __future__ import annotations

import dis
import inspect
import sys

__all__ = ["missing_name"]

ROOT = __name__.rpartition(".")[0]  # "acp_fast.compat"
MIRRORED = "agent-client-protocol 0.12.1 (and the names 0.8 to 0.11 had)"

# Official names this drop-in does not offer, by module (relative to the package root, "" for the root):
# name -> the official release that has it.
ELSEWHERE: dict[str, dict[str, str]] = {}

_IMPORT_FROM = dis.opmap["IMPORT_FROM"]


def _message(module: str, name: str) -> str:
    relative = module[len(ROOT) :].lstrip(".")
    official = f"acp.{relative}" if relative else "acp"
    release = ELSEWHERE.get(relative, {}).get(name)
    if release is not None:
        return (
            f"{module} has no {name!r}: {official}.{name} is in agent-client-protocol {release}, which "
            f"{ROOT} does not mirror ({ROOT} mirrors {MIRRORED})"
        )
    return f"module {module!r} has no attribute {name!r} (nor has {official} in {MIRRORED}, which {ROOT} mirrors)"


def missing_name(module: str, name: str) -> Exception:
    """The exception for `module.name` that does not exist; raise it from the module's `__getattr__`."""
    message = _message(module, name)
    if not name.startswith("__"):  # dunder lookups (`__path__`, `__wrapped__`) are probes: always AttributeError
        frame = inspect.currentframe()
        # Two frames up from here (past the module's `__getattr__`): the import or the attribute read.
        caller = frame.f_back.f_back if frame is not None and frame.f_back is not None else None
        del frame  # no reference cycle through this frame
        if caller is not None and caller.f_code.co_code[caller.f_lasti] == _IMPORT_FROM:
            return ImportError(message, name=module)
    return AttributeError(message, name=name, obj=sys.modules.get(module))
