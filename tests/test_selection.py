"""Which core is loaded, and the switches that choose it (docs/core.md)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest
from cores import NO_EXTENSIONS, REQUIRE_EXTENSIONS

import acp_fast


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
        # A request's await path is the compiled core's too.
        assert acp_fast.SentRequest.__mro__[1].__module__ == "acp_fast._router_c"
    elif NO_EXTENSIONS:
        assert acp_fast.COMPILED is False
        assert acp_fast._router.Router.__module__ == "acp_fast._router_py"
        assert acp_fast.SentRequest.__mro__[1].__module__ == "acp_fast._sent_request_py"
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


def _import_in_child(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("ACP_FAST_")}
    environ.update(env)
    return subprocess.run(
        [sys.executable, "-W", "always", "-c", code],
        env=environ,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
    )


UNBUILT = "import sys; sys.modules['acp_fast._router_c'] = sys.modules['acp_fast._pure_build'] = None; "


def test_a_missing_compiled_core_is_never_a_silent_fallback() -> None:
    # The compiled module made unimportable, as in a source checkout that was never built (no pure-build marker).
    code = UNBUILT + "import acp_fast; print(acp_fast.COMPILED)"
    done = _import_in_child(code)
    assert done.stdout.strip() == "False"
    assert (
        "RuntimeWarning" in done.stderr and "pip install ." in done.stderr and "ACP_FAST_NO_EXTENSIONS=1" in done.stderr
    )
    assert done.stderr.count("RuntimeWarning") == 1  # said once
    chosen = _import_in_child(code, ACP_FAST_NO_EXTENSIONS="1")  # the pure twin chosen: nothing to say
    assert chosen.stdout.strip() == "False" and "Warning" not in chosen.stderr
    required = _import_in_child(code, ACP_FAST_REQUIRE_EXTENSIONS="1")
    assert "ImportError" in required.stderr and "compiled core is required" in required.stderr


def test_a_pure_build_runs_pure_without_a_warning() -> None:
    """A build made with ACP_FAST_NO_EXTENSIONS=1 carries the marker module `acp_fast._pure_build` (the build
    generates it; here it is put in place by hand): no compiled core, no warning, whatever the environment says;
    requiring the compiled core is still an ImportError."""
    code = (
        "import sys, types; sys.modules['acp_fast._router_c'] = None; "
        "sys.modules['acp_fast._pure_build'] = types.ModuleType('acp_fast._pure_build'); "
        "import acp_fast; print(acp_fast.COMPILED)"
    )
    done = _import_in_child(code)
    assert done.stdout.strip() == "False" and done.stderr == ""
    required = _import_in_child(code, ACP_FAST_REQUIRE_EXTENSIONS="1")
    assert "compiled core is required" in required.stderr


@pytest.mark.parametrize("off", ["0", "false", "no", ""])
def test_switches_read_0_and_false_as_off(off: str) -> None:
    expected = "False" if NO_EXTENSIONS else "True"
    assert _compiled_in_child(ACP_FAST_NO_EXTENSIONS=off) == expected
