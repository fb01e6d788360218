"""Which core is loaded, and the switches that choose it (SPEC §1)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

import acp_fast

from cores import NO_EXTENSIONS, REQUIRE_EXTENSIONS


def _compiled_in_child(**env: str) -> str:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("ACP_FAST_")}
    environ.update(env)
    result = subprocess.run(
        [sys.executable, "-c", "import acp_fast; print(acp_fast.COMPILED)"],
        env=environ,
        cwd=tempfile.gettempdir(),  # not the repository root: its acp_fast/ has no compiled module
        capture_output=True,
        text=True,
    )
    return result.stdout.strip() or result.stderr.strip().splitlines()[-1]


def test_required_compiled_core_is_the_one_loaded() -> None:
    # CI sets ACP_FAST_REQUIRE_EXTENSIONS=1 for the compiled run: a silent fallback must fail here.
    if REQUIRE_EXTENSIONS:
        assert acp_fast.COMPILED is True
        assert acp_fast._router.Router.__module__ == "acp_fast._router_c"
    elif NO_EXTENSIONS:
        assert acp_fast.COMPILED is False
        assert acp_fast._router.Router.__module__ == "acp_fast._router_py"
    else:
        pytest.skip("neither ACP_FAST_REQUIRE_EXTENSIONS nor ACP_FAST_NO_EXTENSIONS is set")


def test_no_extensions_forces_the_pure_twin() -> None:
    assert _compiled_in_child(ACP_FAST_NO_EXTENSIONS="1") == "False"


def test_require_extensions_fails_loudly_without_the_compiled_core() -> None:
    if NO_EXTENSIONS:
        # A pure build has no compiled core: requiring it must be an import error, not a fallback.
        assert "ImportError" in _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1")
    else:
        assert _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1") == "True"


def test_contradictory_switches_are_an_import_error() -> None:
    out = _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1", ACP_FAST_NO_EXTENSIONS="1")
    assert "ImportError" in out


def test_twins_export_the_same_names() -> None:
    from acp_fast import _router_py

    try:
        from acp_fast import _router_c
    except ImportError:
        pytest.skip("compiled core not built")
    for name in ("Batch", "IncomingSlot", "OutgoingSlot", "Router", "is_cancel_notification", "valid_id"):
        assert hasattr(_router_c, name) and hasattr(_router_py, name), name
    public = {n for n in dir(_router_py.Router) if not n.startswith("_")}
    assert public <= set(dir(_router_c.Router))
