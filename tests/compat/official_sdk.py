"""The official Python SDK's own examples and tests, made to run against `acp_fast.compat`.

* `sdist_tree()`: the sdist of `agent-client-protocol` 0.12.1 (it holds examples/ and tests/, which the wheel does
  not), downloaded with `pip download --no-deps --no-binary :all:` by the running interpreter, its sha256 checked,
  unpacked under `build/compat/`. `pytest_asyncio_dir()`: pytest-asyncio (the official tests use it; acp-fast's
  own suite does not) installed with `pip install --target` under `build/compat/`, put on `PYTHONPATH` only for
  the official suite's run.
* `prepared(target)`: a copy of examples/ and tests/ with every `acp` import rewritten to the target's module
  (`rewrite()`), plus the Gemini stand-in (`peers/gemini_standin.py`, rewritten the same way) and a root
  `conftest.py` (`official_conftest.py`). `unmodified()`: the same files exactly as published.
* `target()`: what the rewritten copy runs against, from `ACP_FAST_COMPAT_TARGET`: `compat` (the default:
  `acp_fast.compat` in this venv) or `official` (identity: nothing rewritten, run in a venv with the official
  package, built by tests/interop/acp_env.py; this checks the harness itself).

Everything is built once and reused (no network afterwards): builders serialise on an `fcntl.flock` of
`build/compat/<name>.lock`, and a marker file written last says a directory is complete. The rewritten copies'
markers hold a fingerprint of the inputs, so editing the rewriter or the stand-in rebuilds them.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import re
import shutil
import socket
import subprocess
import sys
import tarfile
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "interop"))
import acp_env  # noqa: E402  (tests/interop/acp_env.py: the official SDK's venvs)

ROOT = HERE.parents[1]
BUILD = ROOT / "build" / "compat"
PEERS = HERE / "peers"
STANDIN = PEERS / "gemini_standin.py"
WITH_LOOP = PEERS / "with_loop.py"
REPORT_PLUGIN = PEERS / "report_plugin.py"
ROOT_CONFTEST = HERE / "official_conftest.py"

VERSION = "0.12.1"
SDIST = f"agent_client_protocol-{VERSION}"
SDIST_SHA256 = "9963ccb590ed96d7dc542c9c023e90676fc76b1c6562e21a9ee112f4fbcb0095"
PYTEST_ASYNCIO = "1.5.0"
MARKER = ".ready"
PIP_TIMEOUT_S = 600
COMPAT = "acp_fast.compat"

# What the copies hold: the examples, the tests, and the pyproject that makes the copy pytest's rootdir.
COPIED = ("examples", "tests", "pyproject.toml")


@contextmanager
def _locked(name: str) -> Iterator[None]:
    BUILD.mkdir(parents=True, exist_ok=True)
    with open(BUILD / f"{name}.lock", "a+") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _pip(args: list[str], what: str) -> None:
    cmd = [sys.executable, "-m", "pip", *args]
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONNOUSERSITE": "1"}
    try:
        proc = subprocess.run(
            cmd,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            text=True,
            timeout=PIP_TIMEOUT_S,
            env=env,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RuntimeError(f"{what}: {' '.join(cmd)}: {exc}") from exc
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed (exit {proc.returncode}): {' '.join(cmd)}\n{proc.stdout}")


def _fresh(path: Path) -> Path:
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True)
    return path


def sdist_ready() -> bool:
    return (BUILD / SDIST / MARKER).is_file()


def pytest_asyncio_ready() -> bool:
    return (BUILD / f"pytest-asyncio-{PYTEST_ASYNCIO}" / MARKER).is_file()


def sdist_tree() -> Path:
    """The unpacked sdist (examples/, tests/, src/acp/ ...); downloaded on first use. RuntimeError if that fails."""
    tree = BUILD / SDIST
    if sdist_ready():
        return tree
    with _locked("sdist"):
        if sdist_ready():
            return tree
        download = _fresh(BUILD / "download")
        _pip(
            ["download", "--no-deps", "--no-binary", ":all:", "-d", str(download), f"agent-client-protocol=={VERSION}"],
            f"downloading the sdist of agent-client-protocol=={VERSION}",
        )
        archive = download / f"{SDIST}.tar.gz"
        if not archive.is_file():
            raise RuntimeError(f"pip download left no {archive.name} in {download}: {sorted(os.listdir(download))}")
        digest = hashlib.sha256(archive.read_bytes()).hexdigest()
        if digest != SDIST_SHA256:
            raise RuntimeError(f"{archive.name}: sha256 {digest}, expected {SDIST_SHA256}")
        unpack = _fresh(BUILD / "unpack")
        with tarfile.open(archive) as tar:
            if hasattr(tarfile, "data_filter"):  # 3.11.4 on
                tar.extractall(unpack, filter="data")
            else:
                tar.extractall(unpack)  # a known archive: its sha256 is checked above
        shutil.rmtree(tree, ignore_errors=True)
        os.replace(unpack / SDIST, tree)
        shutil.rmtree(unpack, ignore_errors=True)
        shutil.rmtree(download, ignore_errors=True)
        (tree / MARKER).write_text(digest + "\n")  # written last
    return tree


def pytest_asyncio_dir() -> Path:
    """A directory holding pytest-asyncio (no dependencies: pytest is this venv's), for PYTHONPATH."""
    target = BUILD / f"pytest-asyncio-{PYTEST_ASYNCIO}"
    if pytest_asyncio_ready():
        return target
    with _locked("pytest-asyncio"):
        if pytest_asyncio_ready():
            return target
        _fresh(target)
        _pip(
            ["install", "--no-deps", "--no-input", "--target", str(target), f"pytest-asyncio=={PYTEST_ASYNCIO}"],
            f"installing pytest-asyncio=={PYTEST_ASYNCIO}",
        )
        (target / MARKER).write_text(PYTEST_ASYNCIO + "\n")
    return target


# --- the rewrite -----------------------------------------------------------------------------------------------

# `from acp import X`, `from acp.schema import X`, `import acp`, also indented (in functions, in scripts held in
# strings); and module paths in strings, as `mock.patch("acp.connection.X")` takes them.
_FROM = re.compile(r"^([ \t]*from[ \t]+)acp(?=[.\s])", re.MULTILINE)
_IMPORT_AS = re.compile(r"^([ \t]*import[ \t]+)acp(?=(?:\.[\w.]+)?[ \t]+as\b)", re.MULTILINE)
_IMPORT = re.compile(r"^([ \t]*import[ \t]+)acp(\.[\w.]+)?(?=[ \t]*(?:#|;|$))", re.MULTILINE)
_STRING = re.compile(r"""(?<=["'])acp(?=\.\w|["'])""")


def _plain_import(match: re.Match[str], module: str) -> str:
    if match.group(2):  # `import acp.schema` binds `acp`; nothing in 0.12.1 does this, so refuse rather than guess
        raise ValueError(f"cannot rewrite {match.group(0).strip()!r}")
    return f"{match.group(1)}{module} as acp"


def rewrite(text: str, module: str = COMPAT) -> str:
    """`text` with every reference to the `acp` package pointing at `module` instead; the identity for "acp"."""
    if module == "acp":
        return text
    text = _FROM.sub(lambda m: m.group(1) + module, text)
    text = _IMPORT_AS.sub(lambda m: m.group(1) + module, text)
    text = _IMPORT.sub(lambda m: _plain_import(m, module), text)
    return _STRING.sub(module, text)


# --- targets ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """What the rewritten copy runs against."""

    name: str  # "compat" or "official" (identity mode)
    module: str  # what `acp` becomes in the copy
    python: Path  # the interpreter that runs the copy
    launcher: tuple[str, ...]  # after `python`: runs an unmodified script with `acp` resolving to `module`


TARGETS = ("compat", "official")


def target_name() -> str:
    name = os.environ.get("ACP_FAST_COMPAT_TARGET", "compat") or "compat"
    if name not in TARGETS:
        raise ValueError(f"ACP_FAST_COMPAT_TARGET={name!r}: expected one of {', '.join(TARGETS)}")
    return name


def target() -> Target:
    """The target of this run, built if needed (RuntimeError if a build fails)."""
    if target_name() == "official":
        python = acp_env.acp_python(VERSION, (f"pytest-asyncio=={PYTEST_ASYNCIO}", "uvloop"))
        return Target("official", "acp", python, ())
    return Target("compat", COMPAT, Path(sys.executable), ("-m", COMPAT))


def suite_pythonpath() -> list[str]:
    """What the official suite's run needs on PYTHONPATH: pytest-asyncio (the identity venv has it installed)."""
    if target_name() == "official":
        obtain("target")
        return []
    return [str(pytest_asyncio_dir())]


def official_python() -> Path:
    """The official SDK's own venv (asyncio only): the other side of the cross-SDK runs."""
    return acp_env.acp_python(VERSION)


def official_ready() -> bool:
    return acp_env.built(VERSION)


def _fingerprint(module: str) -> str:
    digest = hashlib.sha256(module.encode())
    for path in (Path(__file__), STANDIN, ROOT_CONFTEST):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _copy(tree: Path, dest: Path, module: str) -> None:
    for name in COPIED:
        source = tree / name
        if source.is_dir():
            shutil.copytree(source, dest / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, dest / name)
    (dest / "standin").mkdir()
    shutil.copy2(STANDIN, dest / "standin" / STANDIN.name)
    if module == "acp":
        return
    for path in sorted(dest.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        new = rewrite(text, module)
        if new != text:
            path.write_text(new, encoding="utf-8")


def _build_copy(name: str, module: str, with_conftest: bool) -> Path:
    dest = BUILD / name
    stamp = _fingerprint(module if with_conftest else "unmodified")
    marker = dest / MARKER
    if marker.is_file() and marker.read_text().strip() == stamp:
        return dest
    tree = sdist_tree()
    with _locked(name):
        if marker.is_file() and marker.read_text().strip() == stamp:
            return dest
        work = _fresh(BUILD / f"{name}.tmp")
        _copy(tree, work, module)
        if with_conftest:
            text = ROOT_CONFTEST.read_text(encoding="utf-8").replace("@TARGET_MODULE@", module)
            (work / "conftest.py").write_text(text, encoding="utf-8")
        (work / MARKER).write_text(stamp + "\n")
        shutil.rmtree(dest, ignore_errors=True)
        os.replace(work, dest)
    return dest


def prepared(tgt: Target) -> Path:
    """The copy of examples/ and tests/ rewritten for `tgt` (the identity for the official target)."""
    return _build_copy(f"rewritten-{tgt.name}", tgt.module, with_conftest=True)


def unmodified() -> Path:
    """examples/ (and the stand-in) exactly as published, with no `src/` beside them."""
    return _build_copy("unmodified", "acp", with_conftest=False)


# --- what is missing -------------------------------------------------------------------------------------------

PROBE_TIMEOUT_S = 3.0
REQUIRE = os.environ.get("ACP_FAST_REQUIRE_INTEROP") == "1"  # the interop tests' switch: a skip is a failure


class Unavailable(Exception):
    """Something must still be downloaded and PyPI cannot be reached: the tests that need it are skipped."""


def _pypi_unreachable() -> str | None:
    """None if PyPI (or the proxy in the environment) accepts a TCP connection, else why not."""
    url = os.environ.get("https_proxy") or os.environ.get("HTTPS_PROXY") or os.environ.get("PIP_INDEX_URL")
    parsed = urllib.parse.urlsplit(url if url and "//" in url else "//" + (url or "pypi.org"))
    if parsed.scheme == "file" or not parsed.hostname:
        return None
    port = parsed.port or (80 if parsed.scheme == "http" else 443)
    try:
        socket.create_connection((parsed.hostname, port), timeout=PROBE_TIMEOUT_S).close()
    except OSError as exc:
        return f"{parsed.hostname}:{port} is unreachable ({exc})"
    return None


_obtained: dict[str, object] = {}


def obtain(what: str) -> object:
    """Build once and return: "sdist" (the unpacked sdist), "target" (a Target), "suite" (suite_pythonpath()),
    "official" (the official SDK venv's python).

    Raises Unavailable (skip) when a build is needed, PyPI is unreachable and the build failed without it;
    RuntimeError (fail) when a build fails with PyPI reachable. Each outcome is kept for the session.
    """
    if what not in _obtained:
        build, ready, missing = {
            "sdist": (sdist_tree, sdist_ready, f"the sdist of agent-client-protocol=={VERSION} under {BUILD}"),
            "target": (target, _target_ready, _target_missing()),
            "suite": (suite_pythonpath, _suite_ready, f"pytest-asyncio=={PYTEST_ASYNCIO} under {BUILD}"),
            "official": (official_python, official_ready, f"the venv with agent-client-protocol=={VERSION}"),
        }[what]
        offline = None if ready() else _pypi_unreachable()
        saved = {name: os.environ.get(name) for name in ("PIP_RETRIES", "PIP_TIMEOUT")}
        if offline is not None:  # pip still tries (a local index or find-links count), but gives up quickly
            os.environ.update(PIP_RETRIES="0", PIP_TIMEOUT=str(PROBE_TIMEOUT_S))
        try:
            _obtained[what] = build()
        except RuntimeError as exc:
            last = [line for line in str(exc).splitlines() if line.strip()][-1:] or [""]
            if offline is not None and not REQUIRE:
                _obtained[what] = Unavailable(f"{missing} is not there, pip needs PyPI and {offline}: {last[0]}")
            else:
                _obtained[what] = RuntimeError(f"building {missing} failed:\n{exc}")
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    value = _obtained[what]
    if isinstance(value, Exception):
        raise value
    return value


def _target_ready() -> bool:
    if target_name() == "official":
        venv = acp_env.venv_dir(VERSION, (f"pytest-asyncio=={PYTEST_ASYNCIO}", "uvloop"), acp_env.BUILD)
        return (venv / acp_env.MARKER).is_file()
    return True


def _suite_ready() -> bool:
    return _target_ready() if target_name() == "official" else pytest_asyncio_ready()


def _target_missing() -> str:
    return f"the venv with agent-client-protocol=={VERSION}, pytest-asyncio and uvloop"
