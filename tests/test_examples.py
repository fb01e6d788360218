"""The example client in examples/ runs against the echo agent, in each of its modes (real processes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "acp_client.py"


@pytest.mark.parametrize(
    ("options", "code", "expected"),
    [
        ([], 0, ["echo: hello from acp-fast", "[turn ended: end_turn]"]),
        (["--prompt", "slow", "--cancel", "session"], 0, ["[turn ended: cancelled]"]),
        (["--prompt", "slow", "--cancel", "request"], 1, ["[prompt failed: -32800 Request cancelled]"]),
        (["--prompt", "permission", "--deny"], 0, ["answering Reject", "permission denied", "[turn ended: end_turn]"]),
    ],
)
def test_the_example_client(core, options, code, expected, tmp_path):
    env = dict(core.env, PYTHONPATH=os.pathsep.join(sys.path))
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), *options], env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    assert run.returncode == code, run.stdout + run.stderr
    assert "[connected to acp-fast-echo-agent, protocol 1]" in run.stdout
    for line in expected:
        assert line in run.stdout
