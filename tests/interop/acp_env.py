"""The official Python SDK's venvs for the interop tests: `acp_fast.bench.official`, built under `build/interop/`.

    python tests/interop/acp_env.py [VERSION ...]     # build them ahead (CI does, before the tests)
"""

from __future__ import annotations

import pathlib
import sys
from collections.abc import Sequence

from acp_fast.bench.official import AGENT, CLIENT, MARKER, VERSIONS, venv_dir
from acp_fast.bench.official import acp_python as _acp_python

__all__ = ["AGENT", "BUILD", "CLIENT", "VERSIONS", "acp_python", "built"]

BUILD = pathlib.Path(__file__).resolve().parents[2] / "build" / "interop"


def acp_python(version: str, extras: Sequence[str] = ()) -> pathlib.Path:
    return _acp_python(version, extras, root=BUILD)


def built(version: str) -> bool:
    """Whether the venv for `version` is ready under build/interop/ (then no network is needed)."""
    return (venv_dir(version, root=BUILD) / MARKER).is_file()


if __name__ == "__main__":
    for version in sys.argv[1:] or VERSIONS:
        print(acp_python(version))
