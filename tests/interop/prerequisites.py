"""What a test needs of the official SDKs, built at run time, and a skip that names what is missing when it cannot be.

    prerequisites.typescript()                      # the TypeScript peers (tests/interop/ts), node_env.py
    prerequisites.official_sdk(version, extras)     # an official Python SDK venv under build/interop/, acp_env.py

Each call returns when what it names is ready (building it on first use), or ends the running test: skipped or
failed, with the reason. interop/conftest.py calls them for the interop tests, test_bench.py for the bench rows
that run the official SDK.

- The TypeScript peers: Node.js >= 20 and npm on PATH; on the first run `npm ci` in tests/interop/ts (the npm
  registry), then `tsc` (offline).
- An official Python SDK: on the first run, its venv under build/interop/, installed by pip (PyPI); afterwards
  nothing.

A missing tool skips. When a build is needed and its registry is unreachable (a TCP probe, through the proxy in
the environment if one is set), the build is still tried without the network (`npm ci --offline` from npm's
cache; pip without retries, so local indexes and find-links still count) and skips, naming the registry, if
that fails. A build that fails with the registry reachable fails the test: that is a real error. Each check
runs once per pytest process. ACP_FAST_REQUIRE_INTEROP=1 turns every skip here into a failure (for CI).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import urllib.parse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, nullcontext

import acp_env
import node_env
import pytest

__all__ = ["official_sdk", "typescript"]

REQUIRE = os.environ.get("ACP_FAST_REQUIRE_INTEROP") == "1"
PROBE_TIMEOUT_S = 3.0
_LINE = 300

# what -> ("", "") when ready, else ("skip" or "fail", reason); each computed once per process.
_verdicts: dict[str, tuple[str, str]] = {}


def typescript() -> None:
    """Return once the TypeScript interop peers are built; else skip or fail the running test, saying why."""
    _apply(_verdict("typescript", _typescript))


def official_sdk(version: str, extras: Sequence[str] = ()) -> None:
    """Return once the venv of the official Python SDK `version` (with `extras`, as `acp_env.acp_python` takes
    them) is built under build/interop/; else skip or fail the running test, saying why."""
    _apply(_verdict(" ".join(["acp", version, *extras]), lambda: _python_sdk(version, extras)))


def _apply(verdict: tuple[str, str]) -> None:
    kind, reason = verdict
    if kind == "fail" or (kind == "skip" and REQUIRE):
        pytest.fail(reason + (" (ACP_FAST_REQUIRE_INTEROP=1)" if kind == "skip" else ""), pytrace=False)
    if kind == "skip":
        pytest.skip(reason)


def _verdict(key: str, check: Callable[[], tuple[str, str]]) -> tuple[str, str]:
    if key not in _verdicts:
        _verdicts[key] = check()
    return _verdicts[key]


def _outcome(build: Callable[[], object], offline: str | None, *, missing: str, built: str) -> tuple[str, str]:
    """Run `build` (a RuntimeError carries the tool's output). Its failure is a skip when the registry could not be
    reached (`offline` says why; `missing`: what is not there and what it needs), a failure otherwise."""
    try:
        build()
    except RuntimeError as exc:
        if offline is not None:
            return "skip", f"{missing} and {offline}: {_last_line(str(exc))}"
        return "fail", f"building {built} failed:\n{exc}"
    return "", ""


def _last_line(text: str) -> str:
    """A failed tool's last words (pip's and npm's last line says what went wrong)."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and "complete log" not in line]
    last = lines[-1] if lines else "(no output)"
    return last if len(last) <= _LINE else last[:_LINE] + "…"


def _proxy(extra_env: tuple[str, ...] = ()) -> str | None:
    for name in (*extra_env, "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"):
        value = os.environ.get(name)
        if value:
            return value
    return None


def _unreachable(url: str, proxy_env: tuple[str, ...] = ()) -> str | None:
    """None if a TCP connection to `url`'s host (or the proxy in the environment) opens, else why not."""
    target = _proxy(proxy_env) or url
    parsed = urllib.parse.urlsplit(target if "//" in target else "//" + target)
    if parsed.scheme == "file" or not parsed.hostname:
        return None  # a local index or registry: not a network question
    port = parsed.port or (80 if parsed.scheme == "http" else 443)
    try:
        socket.create_connection((parsed.hostname, port), timeout=PROBE_TIMEOUT_S).close()
    except OSError as exc:
        return f"{parsed.hostname}:{port} is unreachable ({exc})"
    return None


def _npm_registry(npm: str) -> str:
    try:
        out = subprocess.run(
            [npm, "config", "get", "registry"], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL
        ).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        out = ""
    return out or "https://registry.npmjs.org/"


def _typescript() -> tuple[str, str]:
    missing = [name for name in ("node", "npm") if shutil.which(name) is None]
    if missing:
        return "skip", (
            f"{' and '.join(missing)} not on PATH: the TypeScript interop tests need Node.js (>= 20) and npm"
        )
    node = shutil.which("node")
    assert node is not None
    try:
        version = subprocess.run(
            [node, "--version"], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL
        ).stdout.strip()
    except (OSError, subprocess.TimeoutExpired) as exc:
        return "skip", f"`node --version` did not run ({exc}): the TypeScript interop tests need Node.js (>= 20)"
    match = re.match(r"v?(\d+)", version)
    if match is None or int(match.group(1)) < 20:
        return "skip", f"Node.js {version or '(unknown version)'} is too old: the TypeScript interop tests need >= 20"
    offline = None
    if not node_env.deps_installed():
        npm = shutil.which("npm")
        assert npm is not None
        offline = _unreachable(_npm_registry(npm), ("npm_config_https_proxy", "npm_config_proxy"))
    return _outcome(
        lambda: node_env.ts_interop_dir(offline=offline is not None),  # offline: from npm's cache, or a quick failure
        offline,
        missing="tests/interop/ts/node_modules is not installed, npm's cache does not hold the packages, `npm ci` "
        "needs the npm registry",
        built="the TypeScript interop peers",
    )


@contextmanager
def _pip_gives_up_quickly() -> Iterator[None]:
    """No retries and a short timeout for the pip that builds a venv: local indexes still work, PyPI is known down."""
    saved = {name: os.environ.get(name) for name in ("PIP_RETRIES", "PIP_TIMEOUT", "PIP_DEFAULT_TIMEOUT")}
    os.environ.update(PIP_RETRIES="0", PIP_TIMEOUT=str(PROBE_TIMEOUT_S), PIP_DEFAULT_TIMEOUT=str(PROBE_TIMEOUT_S))
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _python_sdk(version: str, extras: Sequence[str]) -> tuple[str, str]:
    packages = " ".join([f"agent-client-protocol=={version}", *extras])
    offline = None
    if not acp_env.built(version, extras):
        offline = _unreachable(os.environ.get("PIP_INDEX_URL") or "https://pypi.org/simple")
    with _pip_gives_up_quickly() if offline is not None else nullcontext():
        return _outcome(
            lambda: acp_env.acp_python(version, extras),
            offline,
            missing=f"the official Python SDK ({packages}) is not installed under {acp_env.BUILD}, pip needs PyPI",
            built=f"the venv with {packages}",
        )
