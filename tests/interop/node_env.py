"""Build helper for the TypeScript interop peers in tests/interop/ts (official @agentclientprotocol/sdk).

`ts_interop_dir()` makes sure `npm ci` and the TypeScript compiler have run there and returns the
directory; `dist/agent.js` and `dist/client.js` are then ready:

    node <dir>/dist/agent.js                                  # ACP v1 agent on stdio
    node <dir>/dist/proxy.js                                  # a pass-through proxy component on stdio
    node <dir>/dist/client.js <scenario> -- <agent argv...>   # scenarios: full, permission_cancel, cancel_request
    node <dir>/dist/mcp_client.js -- <agent argv...>          # offers an MCP server over ACP (fromMcpServer)
    node <dir>/dist/mcp_agent.js                              # calls ACP-transport MCP servers (McpOverAcpCaller)

The client writes its report to stdout, one JSON object per line, each with a "step" key, ending with
{"step": "done", ...}; exit code 0 means every step ran.

The work is skipped when it is up to date: a stamp in node_modules/ records a hash of package.json and
package-lock.json, and one in dist/ a hash of those plus tsconfig.json and src/*.ts. An exclusive
lock on ts/.build.lock serialises pytest processes (xdist workers, parallel runs). Any failure raises
RuntimeError carrying the tool's output: nothing is skipped silently.

No pytest import here: callers decide how to fail (tests/interop/prerequisites.py skips, naming what is missing,
when Node.js or npm is absent or npm could not reach its registry).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

TS_DIR = pathlib.Path(__file__).resolve().parent / "ts"
SCENARIOS = ("full", "permission_cancel", "cancel_request")

_STAMP = ".acp-fast-interop-stamp"
_NPM_TIMEOUT_S = 900
_TSC_TIMEOUT_S = 300
_OUTPUT_LIMIT = 20_000


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise RuntimeError(f"{name!r} is not on PATH: the TypeScript interop tests need Node.js (>= 20) and npm")
    return path


def _digest(paths: Sequence[pathlib.Path]) -> str:
    h = hashlib.sha256()
    for path in paths:
        h.update(path.relative_to(TS_DIR).as_posix().encode())
        h.update(b"\0")
        h.update(path.read_bytes() if path.exists() else b"<missing>")
        h.update(b"\0")
    return h.hexdigest()


def _deps_digest() -> str:
    return _digest([TS_DIR / "package.json", TS_DIR / "package-lock.json"])


def _build_digest() -> str:
    sources = sorted((TS_DIR / "src").glob("*.ts"))
    if not sources:
        raise RuntimeError(f"no TypeScript sources in {TS_DIR / 'src'}")
    return _digest([TS_DIR / "package.json", TS_DIR / "package-lock.json", TS_DIR / "tsconfig.json", *sources])


def _stamp_ok(stamp: pathlib.Path, digest: str) -> bool:
    try:
        return stamp.read_text().strip() == digest
    except OSError:
        return False


def _write_stamp(stamp: pathlib.Path, digest: str) -> None:
    tmp = stamp.with_name(f"{stamp.name}.{os.getpid()}.tmp")
    tmp.write_text(digest + "\n")
    os.replace(tmp, stamp)


def _run(argv: list[str], what: str, timeout: float) -> None:
    env = dict(os.environ, npm_config_update_notifier="false", npm_config_fund="false", npm_config_audit="false")
    try:
        proc = subprocess.run(
            argv,
            cwd=TS_DIR,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout if isinstance(exc.stdout, str) else (exc.stdout or b"").decode(errors="replace")
        raise RuntimeError(f"{what} timed out after {timeout} s: {argv}\n{out[-_OUTPUT_LIMIT:]}") from None
    except OSError as exc:
        raise RuntimeError(f"{what} could not start: {argv}: {exc}") from None
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed with exit code {proc.returncode}: {argv}\n{proc.stdout[-_OUTPUT_LIMIT:]}")


@contextmanager
def _build_lock() -> Iterator[None]:
    with open(TS_DIR / ".build.lock", "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def deps_installed() -> bool:
    """Whether node_modules/ holds what package-lock.json asks for (then the build needs no network)."""
    return (TS_DIR / "node_modules").is_dir() and _stamp_ok(TS_DIR / "node_modules" / _STAMP, _deps_digest())


def ts_interop_dir(offline: bool = False) -> pathlib.Path:
    """Install (npm ci) and compile (tsc) tests/interop/ts when needed; return that directory.

    `offline`: install from npm's cache only (`--offline`), failing at once rather than retrying the registry.
    """
    if not (TS_DIR / "package.json").is_file():
        raise RuntimeError(f"{TS_DIR / 'package.json'} is missing")
    node = _tool("node")
    npm = _tool("npm")
    flags = ["--offline"] if offline else []
    with _build_lock():
        node_modules = TS_DIR / "node_modules"
        deps_stamp = node_modules / _STAMP
        deps = _deps_digest()
        if not (node_modules.is_dir() and _stamp_ok(deps_stamp, deps)):
            if (TS_DIR / "package-lock.json").is_file():
                _run([npm, "ci", *flags], "npm ci", _NPM_TIMEOUT_S)  # removes node_modules first
            else:
                _run([npm, "install", *flags], "npm install (no package-lock.json)", _NPM_TIMEOUT_S)
                deps = _deps_digest()  # npm install wrote the lock file
            _write_stamp(deps_stamp, deps)

        dist = TS_DIR / "dist"
        build_stamp = dist / _STAMP
        build = _build_digest()
        outputs = [dist / "agent.js", dist / "client.js"]
        if not (_stamp_ok(build_stamp, build) and all(p.is_file() for p in outputs)):
            shutil.rmtree(dist, ignore_errors=True)
            tsc = node_modules / "typescript" / "bin" / "tsc"  # what `npx tsc` runs, without npx's lookups
            if not tsc.is_file():
                raise RuntimeError(f"{tsc} is missing after npm ci: is 'typescript' in package.json?")
            _run([node, str(tsc), "-p", "tsconfig.json"], "tsc", _TSC_TIMEOUT_S)
            missing = [str(p) for p in outputs if not p.is_file()]
            if missing:
                raise RuntimeError(f"tsc succeeded but did not produce {missing}")
            _write_stamp(build_stamp, build)
    return TS_DIR


def ts_agent_argv() -> list[str]:
    """argv that starts the TypeScript agent (builds it first if needed)."""
    return [_tool("node"), str(ts_interop_dir() / "dist" / "agent.js")]


def ts_proxy_argv() -> list[str]:
    """argv that starts the TypeScript pass-through proxy component (builds it first if needed)."""
    return [_tool("node"), str(ts_interop_dir() / "dist" / "proxy.js")]


def ts_client_argv(scenario: str, agent_argv: Sequence[str]) -> list[str]:
    """argv that runs the TypeScript client scenario against `agent_argv` (builds it first if needed)."""
    if scenario not in SCENARIOS:
        raise ValueError(f"unknown scenario {scenario!r}; expected one of {SCENARIOS}")
    return [_tool("node"), str(ts_interop_dir() / "dist" / "client.js"), scenario, "--", *agent_argv]


def ts_mcp_client_argv(agent_argv: Sequence[str], *prompts: str) -> list[str]:
    """argv of the TypeScript client that offers an MCP server over ACP (`fromMcpServer`) to `agent_argv`, and
    sends `prompts` after its own."""
    extra = [arg for text in prompts for arg in ("--prompt", text)]
    return [_tool("node"), str(ts_interop_dir() / "dist" / "mcp_client.js"), *extra, "--", *agent_argv]


def ts_mcp_agent_argv() -> list[str]:
    """argv of the TypeScript agent that calls the ACP-transport MCP servers it is given (`McpOverAcpCaller`)."""
    return [_tool("node"), str(ts_interop_dir() / "dist" / "mcp_agent.js")]


def parse_report(stdout: str) -> list[dict]:
    """The client's report: one JSON object per non-empty stdout line."""
    return [json.loads(line) for line in stdout.splitlines() if line.strip()]


if __name__ == "__main__":  # python tests/interop/node_env.py -> build, print the directory
    try:
        print(ts_interop_dir())
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        sys.exit(1)
