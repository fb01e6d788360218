"""Find the CPython interpreters acp-fast supports on this machine: on PATH, or under pyenv.

    python3 scripts/wheels/pythons.py 3.12 3.13     # one path per line, in the order asked

A version that cannot be found is an error naming it (exit status 1): CI and the wheel script never skip a
Python silently. pyenv's shims are not used (they fail unless that version is selected); its versions folder is.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

# The versions pyproject.toml says acp-fast supports (its classifiers); CI and the wheel script cover each.
SUPPORTED = ("3.11", "3.12", "3.13")


def find(version: str) -> str:
    """The path of a working `python{version}`; LookupError naming the version when there is none."""
    candidates = []
    on_path = shutil.which(f"python{version}")
    if on_path:
        candidates.append(on_path)
    root = os.environ.get("PYENV_ROOT") or str(Path.home() / ".pyenv")
    candidates += sorted(str(p) for p in Path(root, "versions").glob(f"{version}.*/bin/python{version}"))
    for candidate in candidates:
        probe = subprocess.run([candidate, "-c", "import sys; print(sys.version_info[:2])"], capture_output=True)
        if probe.returncode == 0 and probe.stdout.decode().strip() == str(tuple(map(int, version.split(".")))):
            return candidate
    raise LookupError(f"python{version} not found (looked on PATH and in {root}/versions)")


def main(argv: list[str]) -> int:
    try:
        for version in argv or SUPPORTED:
            print(find(version))
    except LookupError as exc:
        print(f"pythons: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
