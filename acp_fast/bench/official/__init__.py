"""The official Python SDK (`agent-client-protocol`, import name `acp`) for side-by-side benchmarks and interop.

It runs in a venv of its own, so that its pydantic and its version never touch the process being measured:
`acp_python(version)` builds one on first use (from PyPI) and returns its interpreter. The scripts beside this
module (`agent.py`, `client.py`, `ws_agent.py`) import `acp` only and run under that interpreter; over WebSocket
they need the venv built with `network_extras(version)`.

* concurrency: builders serialise on an exclusive `fcntl.flock` of `<root>/acp-<version>.lock`; whoever gets the
  lock second finds the marker and returns at once.
* idempotence: the marker file `.acp-interop-ready` is written last, only after `import acp` worked in the new
  venv. A directory without the marker is a half-built leftover and is rebuilt.
* failure: RuntimeError carrying the failing command's output (pip's log), never a silent fallback.

The default root is `$ACP_FAST_OFFICIAL_SDK_DIR` if set, else `$XDG_CACHE_HOME/acp-fast/official-sdk`
(`~/.cache/...`); the test suite uses `build/interop/` in the checkout.
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

HERE = pathlib.Path(__file__).resolve().parent
AGENT = HERE / "agent.py"
CLIENT = HERE / "client.py"
WS_AGENT = HERE / "ws_agent.py"  # agent.py's agent served over WebSocket (the SDK's ASGI application, Hypercorn)
DEFAULT_ROOT = pathlib.Path(
    os.environ.get("ACP_FAST_OFFICIAL_SDK_DIR")
    or pathlib.Path(os.environ.get("XDG_CACHE_HOME") or pathlib.Path.home() / ".cache") / "acp-fast" / "official-sdk"
)
MARKER = ".acp-interop-ready"
VERSIONS = ("0.12.1", "1.0.0rc3")
PIP_TIMEOUT_S = 900
HYPERCORN = "0.18.0"  # the ASGI server the official SDK's HTTP example runs under


def venv_dir(version: str, extras: Sequence[str] = (), root: pathlib.Path | None = None) -> pathlib.Path:
    """Where the venv for `version` (plus optional extra packages, e.g. ("uvloop",)) lives."""
    name = f"acp-{version}"
    if extras:
        name += "+" + "+".join(sorted(_safe(e) for e in extras))
    return (root or DEFAULT_ROOT) / name


def network_extras(version: str) -> tuple[str, ...]:
    """The extras of a venv whose official SDK `version` runs over the network: its `http` extra (httpx,
    websockets) for the transports, and Hypercorn to serve its ASGI application."""
    return (f"agent-client-protocol[http]=={version}", f"hypercorn=={HYPERCORN}")


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


def acp_python(version: str, extras: Sequence[str] = (), root: pathlib.Path | None = None) -> pathlib.Path:
    """Return the python of a venv that has `agent-client-protocol==<version>` (and `extras`) installed.

    Builds it on first use (needs PyPI); afterwards it only checks the marker file.
    """
    if not version or any(c in version for c in "<>=!~ ,;"):
        raise ValueError(f"acp_python wants an exact version like '0.12.1', not {version!r}")
    root = venv_dir(version, extras, root)
    if _ready(root):
        return _python_of(root)

    root.parent.mkdir(parents=True, exist_ok=True)
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
