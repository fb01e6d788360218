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
(`~/.cache/...`); the test suite uses `build/interop/` in the checkout. The first use of each venv in a process is
logged (INFO, `acp_fast.bench.official`) with its path; `clear()` (`acp-fast bench --clear-cache`) removes them.
"""

from __future__ import annotations

import fcntl
import json
import logging
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
PREFIX = "acp-"  # every venv's name, and its lock file's, starts with this: `clear` removes nothing else

logger = logging.getLogger(__name__)
_announced: set[pathlib.Path] = set()  # the venvs whose path this process has logged


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
        _announce(root, version, "using its venv")
        return _python_of(root)

    root.parent.mkdir(parents=True, exist_ok=True)
    lock_path = root.with_name(root.name + ".lock")
    with open(lock_path, "a+") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        try:
            if _ready(root):  # built by whoever held the lock before us
                _announce(root, version, "using its venv")
                return _python_of(root)
            logger.info("official SDK %s: building its venv in %s (first use, from PyPI)", version, root)
            _build(root, version, list(extras))
            _announce(root, version, "built its venv")
            return _python_of(root)
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _announce(root: pathlib.Path, version: str, what: str) -> None:
    """Say once per process where a venv is: the cache grows by some 50 MB per venv, and outlives the run."""
    if root in _announced:
        return
    _announced.add(root)
    logger.info(
        "official SDK %s: %s in %s (kept for later runs; `acp-fast bench --clear-cache` removes them)",
        version,
        what,
        root,
    )


def disk_usage(path: pathlib.Path) -> int:
    """Bytes `path` takes on disk: a file, or a directory and everything under it (each file once, symlinks not
    followed), as `du` counts them."""
    seen: set[tuple[int, int]] = set()
    total = 0
    paths = [str(path)]
    if path.is_dir() and not path.is_symlink():
        for top, dirs, files in os.walk(path):
            paths += [os.path.join(top, name) for name in [*dirs, *files]]
    for name in paths:
        try:
            found = os.lstat(name)
        except OSError:  # gone meanwhile
            continue
        if (found.st_dev, found.st_ino) not in seen:
            seen.add((found.st_dev, found.st_ino))
            total += getattr(found, "st_blocks", 0) * 512 or found.st_size
    return total


def clear(root: pathlib.Path | None = None) -> tuple[list[pathlib.Path], int, list[str]]:
    """Remove the venvs under `root` (default `DEFAULT_ROOT`) and their lock files, then `root` itself if nothing
    else is left in it: only names that start with `PREFIX` are removed, so a directory that holds anything else
    (`$ACP_FAST_OFFICIAL_SDK_DIR` may point anywhere) keeps it, and is kept.

    A venv whose lock another process holds (it is being built) is left, with a note. Returns what was removed, the
    bytes it took on disk, and the notes (what was left, and why). OSError when something cannot be removed.
    """
    root = root or DEFAULT_ROOT
    removed: list[pathlib.Path] = []
    notes: list[str] = []
    freed = 0
    if not root.is_dir():
        return removed, freed, notes
    names = sorted({entry.name.removesuffix(".lock") for entry in root.iterdir() if entry.name.startswith(PREFIX)})
    for name in names:
        venv, lock_path = root / name, root / (name + ".lock")
        with open(lock_path, "a+") as lock:  # held while removing: a builder waits, then builds afresh
            try:
                fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                notes.append(f"{venv} is being built by another process: left as it is")
                continue
            for path in (venv, lock_path):
                if not (path.exists() or path.is_symlink()):
                    continue
                freed += disk_usage(path)
                if path.is_dir() and not path.is_symlink():
                    shutil.rmtree(path)
                else:
                    path.unlink()
                removed.append(path)
    left = sorted(entry.name for entry in root.iterdir())
    if left:
        notes.append(f"{root} kept: it holds {', '.join(left[:5])}{', …' if len(left) > 5 else ''}, not ours")
    else:
        root.rmdir()
        removed.append(root)
    return removed, freed, notes


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
