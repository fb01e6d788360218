"""Virtualenvs holding the official ACP Python SDK (`agent-client-protocol`, import name `acp`).

The interop tests run the peers in `tests/interop/acp_peers/` under the *real* `acp` package, in a child
process whose interpreter comes from `acp_python(version)`:

    python = acp_python("0.12.1")      # or "1.0.0rc3"
    subprocess.run([python, "acp_peers/acp_client.py", "full", "--", python, "acp_peers/acp_agent.py"])

Each venv is built once under `<repo>/build/interop/acp-<version>/` and reused afterwards:

* concurrency: builders serialise on an exclusive `fcntl.flock` of `build/interop/acp-<version>.lock`
  (pytest-xdist workers or two test sessions may ask at once); whoever gets the lock second finds the
  marker and returns at once.
* idempotence: the marker file `.acp-interop-ready` (JSON: version, packages, pip freeze) is written last,
  only after `import acp` worked in the new venv. A directory without the marker is a half-built leftover
  (crash, Ctrl-C) and is deleted and rebuilt.
* failure: RuntimeError carrying the failing command's output (pip's log) - never a silent skip.

The venv is built in place, not in a temp dir renamed afterwards, because a venv is not relocatable
(console-script shebangs hold absolute paths); the lock gives the same atomicity for readers that check
the marker.
"""

from __future__ import annotations

import fcntl
import json
import os
import pathlib
import shutil
import subprocess
import sys
from collections.abc import Sequence

REPO = pathlib.Path(__file__).resolve().parents[2]
INTEROP_BUILD = REPO / "build" / "interop"
MARKER = ".acp-interop-ready"
VERSIONS = ("0.12.1", "1.0.0rc3")
PIP_TIMEOUT_S = 900


def venv_dir(version: str, extras: Sequence[str] = ()) -> pathlib.Path:
    """Where the venv for `version` (plus optional extra packages, e.g. ("uvloop",)) lives."""
    name = f"acp-{version}"
    if extras:
        name += "+" + "+".join(sorted(_safe(e) for e in extras))
    return INTEROP_BUILD / name


def _safe(text: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in text)


def _python_of(root: pathlib.Path) -> pathlib.Path:
    return root / "bin" / "python"


def _ready(root: pathlib.Path) -> bool:
    return (root / MARKER).is_file() and _python_of(root).exists()


def _run(cmd: list[str], what: str) -> str:
    try:
        proc = subprocess.run(
            cmd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            timeout=PIP_TIMEOUT_S,
            env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONNOUSERSITE": "1"},
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode(errors="replace") if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        raise RuntimeError(f"{what}: timed out after {PIP_TIMEOUT_S}s: {' '.join(cmd)}\n{out}") from exc
    except OSError as exc:
        raise RuntimeError(f"{what}: could not run {' '.join(cmd)}: {exc}") from exc
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed (exit {proc.returncode}): {' '.join(cmd)}\n{proc.stdout}")
    return proc.stdout


def acp_python(version: str, extras: Sequence[str] = ()) -> pathlib.Path:
    """Return the python of a venv that has `agent-client-protocol==<version>` (and `extras`) installed.

    Builds it on first use (needs PyPI); afterwards it only checks the marker file.
    """
    if not version or any(c in version for c in "<>=!~ ,;"):
        raise ValueError(f"acp_python wants an exact version like '0.12.1', not {version!r}")
    root = venv_dir(version, extras)
    if _ready(root):
        return _python_of(root)

    INTEROP_BUILD.mkdir(parents=True, exist_ok=True)
    lock_path = root.with_name(root.name + ".lock")
    with open(lock_path, "a+") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        try:
            if _ready(root):  # built by whoever held the lock before us
                return _python_of(root)
            _build(root, version, list(extras))
            return _python_of(root)
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _build(root: pathlib.Path, version: str, extras: list[str]) -> None:
    if root.exists():  # leftover without a marker: half-built
        shutil.rmtree(root)
    base = os.environ.get("ACP_INTEROP_BASE_PYTHON") or sys.executable
    try:
        _run([base, "-m", "venv", str(root)], f"creating venv {root}")
        python = str(_python_of(root))
        packages = [f"agent-client-protocol=={version}", *extras]
        log = _run(
            [python, "-m", "pip", "install", "--no-input", *packages],
            f"pip install {' '.join(packages)} into {root}",
        )
        probe = _run(
            [python, "-c", "import acp, importlib.metadata as m; print(m.version('agent-client-protocol'))"],
            f"importing acp from {root}",
        ).strip()
        if probe != version:
            raise RuntimeError(f"{root}: wanted agent-client-protocol=={version}, got {probe!r}\n{log}")
        freeze = _run([python, "-m", "pip", "freeze"], f"pip freeze in {root}").split()
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
    tmp = root / (MARKER + ".tmp")
    tmp.write_text(json.dumps({"version": version, "packages": packages, "freeze": freeze}, indent=1) + "\n")
    os.replace(tmp, root / MARKER)  # written last: the venv counts as ready only from here on


if __name__ == "__main__":  # python tests/interop/acp_env.py [VERSION ...] [--extra PKG ...]
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("versions", nargs="*", default=list(VERSIONS))
    ap.add_argument("--extra", action="append", default=[], help="extra package for the venv (e.g. uvloop)")
    args = ap.parse_args()
    for v in args.versions:
        print(acp_python(v, args.extra))
