"""Selects the message router: the compiled core (`_router_c`) unless disabled, else its pure twin.

This module is the one home of the selection rule (see docs/core.md):

- `ACP_FAST_NO_EXTENSIONS=1` forces the pure twin (at build time too: the wheel then has no compiled module);
- `ACP_FAST_REQUIRE_EXTENSIONS=1` turns a missing compiled core into an ImportError instead of a fallback (CI);
- an installation built pure on purpose (`ACP_FAST_NO_EXTENSIONS=1` at build time, which adds the marker module
  `acp_fast._pure_build`) runs the pure twin without a warning;
- otherwise a missing compiled core falls back to the pure twin with a `RuntimeWarning` that names the fix:
  never silently.

Both switches read "1", "true", "yes", "on" and "y" (any case) as on and anything else ("0", "false", empty) as
off, the same truth values as the build switch (scikit-build-core's `if.env`). `core_environment()` gives the
environment that makes a child process load a given core, and `load_twin()` imports one twin by name (for tests
and benchmarks that drive both side by side).

The process's input budget (docs/core.md): `set_input_budget(nbytes)` bounds the bytes of unfinished lines all the
routers of the process hold between reads together (default `DEFAULT_INPUT_BUDGET`, 256 MiB; 0 for none),
`input_budget()` reads it, `input_buffered()` says how much is held now. Each twin keeps its own count: these are
the loaded core's (a process normally loads one).
"""

from __future__ import annotations

import importlib
import os
import sys
import warnings
from collections.abc import Mapping
from types import ModuleType
from typing import TYPE_CHECKING

__all__ = [
    "COMPILED",
    "CORES",
    "NO_EXTENSIONS",
    "REQUIRE_EXTENSIONS",
    "ROUTER_API",
    "Batch",
    "FrameReader",
    "IncomingSlot",
    "LineBuffer",
    "OutgoingSlot",
    "Output",
    "Pacer",
    "RawJSON",
    "Recorder",
    "RouteTable",
    "Router",
    "SentRequestCore",
    "core_environment",
    "input_budget",
    "input_buffered",
    "is_cancel_notification",
    "load_twin",
    "set_input_budget",
    "switch",
    "unwrap_envelope",
    "valid_id",
    "websocket_frames",
    "wrap_envelope",
]

_ON = ("1", "true", "yes", "on", "y")


def switch(name: str, environ: Mapping[str, str] | None = None) -> bool:
    """Whether the environment switch `name` is on (see the module docstring for the truth values)."""
    return (os.environ if environ is None else environ).get(name, "").strip().lower() in _ON


NO_EXTENSIONS = switch("ACP_FAST_NO_EXTENSIONS") or sys.implementation.name != "cpython"
REQUIRE_EXTENSIONS = switch("ACP_FAST_REQUIRE_EXTENSIONS")

# The names every twin exports: what the rest of the package imports from this selector.
ROUTER_API = (
    "Batch",
    "FrameReader",
    "IncomingSlot",
    "LineBuffer",
    "OutgoingSlot",
    "Output",
    "Pacer",
    "RawJSON",
    "Recorder",
    "RouteTable",
    "Router",
    "SentRequestCore",
    "input_budget",
    "input_buffered",
    "is_cancel_notification",
    "set_input_budget",
    "unwrap_envelope",
    "valid_id",
    "websocket_frames",
    "wrap_envelope",
)
CORES = ("compiled", "pure")
_TWINS = {"compiled": "acp_fast._router_c", "pure": "acp_fast._router_py"}


def load_twin(core: str) -> ModuleType:
    """The router module of one core, `"compiled"` or `"pure"` (ImportError when that one is not built)."""
    if core not in _TWINS:
        raise ValueError(f"core must be one of {CORES}, not {core!r}")
    return importlib.import_module(_TWINS[core])


def core_environment(core: str, environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """A copy of `environ` (default: this process's) in which a child process loads `core` and nothing else."""
    if core not in _TWINS:
        raise ValueError(f"core must be one of {CORES}, not {core!r}")
    env = dict(os.environ if environ is None else environ)
    if core == "pure":
        env["ACP_FAST_NO_EXTENSIONS"] = "1"
        env.pop("ACP_FAST_REQUIRE_EXTENSIONS", None)
    else:
        env.pop("ACP_FAST_NO_EXTENSIONS", None)
        env["ACP_FAST_REQUIRE_EXTENSIONS"] = "1"
    return env


def _select() -> ModuleType:
    if REQUIRE_EXTENSIONS and NO_EXTENSIONS:
        raise ImportError("ACP_FAST_REQUIRE_EXTENSIONS=1 contradicts ACP_FAST_NO_EXTENSIONS=1")
    if NO_EXTENSIONS:
        return load_twin("pure")
    try:
        return load_twin("compiled")
    except ImportError as exc:
        if REQUIRE_EXTENSIONS:
            raise ImportError(f"acp_fast: the compiled core is required but did not load: {exc}") from exc
        try:
            importlib.import_module("acp_fast._pure_build")  # only in a build made without it on purpose
        except ImportError:
            pass
        else:
            return load_twin("pure")
        warnings.warn(
            f"acp_fast: the compiled core did not load ({exc}); running on the pure-Python twin, which is slower. "
            "Build it with `pip install .` (a C compiler is needed), or set ACP_FAST_NO_EXTENSIONS=1 to choose "
            "the pure twin and silence this warning.",
            RuntimeWarning,
            stacklevel=2,
        )
        return load_twin("pure")


if TYPE_CHECKING:
    from ._router_py import (
        Batch,
        FrameReader,
        IncomingSlot,
        LineBuffer,
        OutgoingSlot,
        Output,
        Pacer,
        RawJSON,
        Recorder,
        Router,
        RouteTable,
        SentRequestCore,
        input_budget,
        input_buffered,
        is_cancel_notification,
        set_input_budget,
        unwrap_envelope,
        valid_id,
        websocket_frames,
        wrap_envelope,
    )
else:
    _selected = _select()
    globals().update({name: getattr(_selected, name) for name in ROUTER_API})
    del _selected

COMPILED: bool = Router.__module__ == _TWINS["compiled"]
