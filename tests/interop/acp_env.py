"""The official Python SDK's venvs for the interop tests: `acp_fast.bench.official`, built under `build/interop/`.

    python tests/interop/acp_env.py [VERSION ...]     # build them ahead (CI does, before the tests)

`acp_network_python()` is the venv of the network interop tests (test_interop_network.py): the official SDK with
its `http` extra (httpx, websockets) and Hypercorn, the ASGI server its HTTP example runs under.
"""

from __future__ import annotations

import pathlib
import sys
from collections.abc import Sequence

from acp_fast.bench.official import AGENT, CLIENT, MARKER, VERSIONS, network_extras, venv_dir
from acp_fast.bench.official import acp_python as _acp_python

__all__ = [
    "AGENT",
    "BUILD",
    "CLIENT",
    "NETWORK_VERSION",
    "VERSIONS",
    "acp_network_python",
    "acp_python",
    "built",
]

BUILD = pathlib.Path(__file__).resolve().parents[2] / "build" / "interop"
# The official release with the network transports (`acp.http`, `acp.ws`).
NETWORK_VERSION = "0.12.1"


def acp_python(version: str, extras: Sequence[str] = ()) -> pathlib.Path:
    return _acp_python(version, extras, root=BUILD)


def acp_network_python() -> pathlib.Path:
    """The python of the official SDK's venv with its network transports and Hypercorn (built on first use)."""
    return acp_python(NETWORK_VERSION, network_extras(NETWORK_VERSION))


def built(version: str, extras: Sequence[str] = ()) -> bool:
    """Whether the venv for `version` (with `extras`) is ready under build/interop/ (then no network is needed)."""
    return (venv_dir(version, extras, root=BUILD) / MARKER).is_file()


if __name__ == "__main__":
    for version in sys.argv[1:] or VERSIONS:
        print(acp_python(version))
    if not sys.argv[1:]:
        print(acp_network_python())
