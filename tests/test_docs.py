"""Every complete program in the README and docs/ runs, on both cores (the docs are part of the API)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def programs() -> list:
    found = []
    for page in PAGES:
        for index, code in enumerate(BLOCK.findall(page.read_text())):
            if "asyncio.run(" in code:  # a complete program, not a fragment
                found.append(pytest.param(code, id=f"{page.name}-{index}"))
    return found


def run(code: str, env: dict[str, str], cwd: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """Run `code` as `python OPTIONS -c code`; stdin is empty: a program that serves an agent on stdio sees the
    client disconnect at once, and exits."""
    return subprocess.run(
        [sys.executable, *options, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize("code", programs())
def test_doc_program_runs(core, code, tmp_path):
    result = run(code, dict(core.env, PYTHONPATH=os.pathsep.join(sys.path)), tmp_path)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_the_readme_example_runs_on_the_chosen_core_from_the_clones_root(core):
    """Saved in the clone's root and run there (the source tree first on sys.path), the README's first program uses
    the core asked for: with the compiled one required, a source tree that shadowed the installed build would fail
    to import, and a fallback warning is an error here."""
    (first,) = programs()[:1]
    code = first.values[0] + "\nimport acp_fast, sys\nprint(acp_fast.COMPILED, file=sys.stderr)\n"
    result = run(code, {k: v for k, v in core.env.items() if k != "PYTHONPATH"}, ROOT, "-W", "error")
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip().splitlines()[-1] == str(core.name == "compiled"), result.stderr
