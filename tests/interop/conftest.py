"""What the interop tests need, and a skip that names what is missing when it is not there.

- test_interop_typescript.py: Node.js >= 20 and npm on PATH; on the first run, `npm ci` in tests/interop/ts
  (the network to the npm registry), then `tsc` (offline).
- test_interop_python_sdk.py: on the first run, a venv per official SDK version under build/interop/, installed
  by pip (the network to PyPI); afterwards nothing.
- test_interop_compat.py: what each test's peers need, by its parameters (an official SDK version, "typescript")
  and its name (a test named for the TypeScript SDK needs what test_interop_typescript.py needs).
- test_interop_network.py: by its name, the official SDK's venv with its network extra (a test naming "official")
  and what test_interop_typescript.py needs (a test naming "typescript").

A missing tool skips. When a build is needed and its registry is unreachable (a TCP probe, through the proxy in
the environment if one is set), the build is still tried without the network (`npm ci --offline` from npm's
cache; pip without retries, so local indexes and find-links still count) and skips, naming the registry, if
that fails. A build that fails with the registry reachable fails the tests: that is a real error. Each check
runs once per pytest process. ACP_FAST_REQUIRE_INTEROP=1 turns every skip here into a failure (for CI).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext

import acp_env
import node_env
import pytest

REQUIRE = os.environ.get("ACP_FAST_REQUIRE_INTEROP") == "1"
PROBE_TIMEOUT_S = 3.0
_LINE = 300

# what -> ("", "") when ready, else ("skip" or "fail", reason); each computed once per process.
_verdicts: dict[str, tuple[str, str]] = {}


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
    try:
        node_env.ts_interop_dir(offline=offline is not None)  # offline: from npm's cache, or a quick failure
    except RuntimeError as exc:
        if offline is not None:
            return "skip", (
                f"tests/interop/ts/node_modules is not installed, `npm ci` needs the npm registry and {offline}, "
                f"and npm's cache does not hold the packages: {_last_line(str(exc))}"
            )
        return "fail", f"building the TypeScript interop peers failed:\n{exc}"
    return "", ""


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


def _python_sdk(version: str) -> tuple[str, str]:
    offline = None
    if not acp_env.built(version):
        offline = _unreachable(os.environ.get("PIP_INDEX_URL") or "https://pypi.org/simple")
    try:
        with _pip_gives_up_quickly() if offline is not None else nullcontext():
            acp_env.acp_python(version)
    except RuntimeError as exc:
        if offline is not None:
            return "skip", (
                f"the official Python SDK (agent-client-protocol=={version}) is not installed under "
                f"{acp_env.BUILD}, pip needs PyPI and {offline}: {_last_line(str(exc))}"
            )
        return "fail", f"building the venv with agent-client-protocol=={version} failed:\n{exc}"
    return "", ""


def _python_sdk_network() -> tuple[str, str]:
    """The official SDK's venv with its network extra and Hypercorn (test_interop_network.py)."""
    offline = None
    if not acp_env.network_built():
        offline = _unreachable(os.environ.get("PIP_INDEX_URL") or "https://pypi.org/simple")
    try:
        with _pip_gives_up_quickly() if offline is not None else nullcontext():
            acp_env.acp_network_python()
    except RuntimeError as exc:
        version = acp_env.NETWORK_VERSION
        if offline is not None:
            return "skip", (
                f"the official Python SDK with its network transports (agent-client-protocol[http]=={version}) is "
                f"not installed under {acp_env.BUILD}, pip needs PyPI and {offline}: {_last_line(str(exc))}"
            )
        return "fail", f"building the venv with agent-client-protocol[http]=={version} failed:\n{exc}"
    return "", ""


def _verdict(key: str, check: Callable[[], tuple[str, str]]) -> tuple[str, str]:
    if key not in _verdicts:
        _verdicts[key] = check()
    return _verdicts[key]


@pytest.fixture(autouse=True)
def _interop_requirements(request: pytest.FixtureRequest) -> None:
    module = request.module.__name__
    if module == "test_interop_typescript":
        verdicts = [_verdict("typescript", _typescript)]
    elif module == "test_interop_python_sdk":
        callspec = getattr(request.node, "callspec", None)
        version = callspec.params.get("version") if callspec is not None else None
        versions = [version] if version else list(acp_env.VERSIONS)  # a test without the parameter: all of them
        verdicts = [_verdict(f"acp {v}", lambda v=v: _python_sdk(v)) for v in versions]
    elif module == "test_interop_compat":
        # Each test's parameters name its peers: an official SDK version, or "typescript".
        callspec = getattr(request.node, "callspec", None)
        peers = set(callspec.params.values()) if callspec is not None else set()
        if "typescript" in request.node.name:
            peers.add("typescript")
        verdicts = [_verdict(f"acp {v}", lambda v=v: _python_sdk(v)) for v in acp_env.VERSIONS if v in peers]
        if "typescript" in peers:
            verdicts.append(_verdict("typescript", _typescript))
    elif module == "test_interop_network":
        # A test's name says which peers it runs: the official SDK's, the TypeScript SDK's (or only ours).
        verdicts = []
        if "official" in request.node.name:
            verdicts.append(_verdict("acp network", _python_sdk_network))
        if "typescript" in request.node.name:
            verdicts.append(_verdict("typescript", _typescript))
    else:
        return
    for kind, reason in verdicts:
        if kind == "fail" or (kind == "skip" and REQUIRE):
            pytest.fail(reason + (" (ACP_FAST_REQUIRE_INTEROP=1)" if kind == "skip" else ""), pytrace=False)
        if kind == "skip":
            pytest.skip(reason)
