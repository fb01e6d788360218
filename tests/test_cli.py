"""The `acp-fast` command: `version` reports the core that is really loaded, on stdout only."""

from __future__ import annotations

import subprocess
import sys
import tempfile


def test_version_reports_the_loaded_core(core):
    result = subprocess.run(
        [sys.executable, "-m", "acp_fast", "version"],
        env=core.env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    fields = dict(line.split(None, 1) for line in result.stdout.splitlines())
    assert fields["core"] == ("compiled (Cython)" if core.name == "compiled" else "pure Python")
    assert {"acp-fast", "python", "orjson", "uvloop", "loop"} <= set(fields)
    assert result.stderr == ""
