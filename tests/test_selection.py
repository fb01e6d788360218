"""Which core is loaded, and the switches that choose it (docs/core.md)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest
from cores import NO_EXTENSIONS, REQUIRE_EXTENSIONS, compiled_built

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
    if not compiled_built():
        # A pure build has no compiled core: requiring it must be an import error, not a fallback.
        assert "ImportError" in _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1")
    else:
        assert _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1") == "True"


def test_contradictory_switches_are_an_import_error() -> None:
    out = _compiled_in_child(ACP_FAST_REQUIRE_EXTENSIONS="1", ACP_FAST_NO_EXTENSIONS="1")
    assert "ImportError" in out


# What only the compiled twin has, class by class, with why. Anything else one twin has and the other lacks (the
# module's API, a public member, or a member the other calls) fails the test below: the twins say where they differ.
COMPILED_ONLY = {
    # The awaiting task blocks on the request's slot itself, as on a future (src/_sent_request_c.pxi): asyncio's
    # duck-typed future protocol. The pure twin awaits a real future instead (acp_fast/_sent_request_py.py).
    "OutgoingSlot": {"_asyncio_future_blocking", "add_done_callback", "cancel", "close", "get_loop", "result", "throw"},
}


def test_the_twins_differ_only_where_the_allow_list_says() -> None:
    from acp_fast import _router_py
    from acp_fast._router import ROUTER_API

    try:
        from acp_fast import _router_c
    except ImportError:
        pytest.skip("compiled core not built")
    for name in ROUTER_API:
        compiled, pure = getattr(_router_c, name), getattr(_router_py, name)
        if not isinstance(pure, type):
            continue
        # The compiled classes keep their internals in C (cdef attributes, cdef methods): only what Python code can
        # reach is compared, that is public members and the compiled twin's own names.
        visible_c = {n for n in dir(compiled) if not n.startswith("__")}
        public_py = {n for n in dir(pure) if not n.startswith("_")}
        assert public_py <= visible_c, (name, sorted(public_py - visible_c))
        extra = visible_c - {n for n in dir(pure) if not n.startswith("__")}
        assert extra == COMPILED_ONLY.get(name, set()), (name, sorted(extra))


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
    expected = "True" if compiled_built() else "False"
    assert _compiled_in_child(ACP_FAST_NO_EXTENSIONS=off) == expected
