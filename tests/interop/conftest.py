"""Each interop test gets what its peers need before it runs (`prerequisites.py`: built on first use, or the test
is skipped or failed naming what is missing):

- test_interop_typescript.py: the TypeScript peers.
- test_interop_python_sdk.py: the official Python SDK, the version of the test's `version` parameter (a test
  without one: every version).
- test_interop_compat.py: what each test's peers need, by its parameters (an official SDK version, "typescript")
  and its name (a test named for the TypeScript SDK needs the TypeScript peers).
- test_interop_network.py: by its name, the official SDK's venv with its network extra (a test naming "official")
  and the TypeScript peers (a test naming "typescript").
"""

from __future__ import annotations

import acp_env
import prerequisites
import pytest

from acp_fast.bench.official import network_extras


@pytest.fixture(autouse=True)
def _interop_requirements(request: pytest.FixtureRequest) -> None:
    module = request.module.__name__
    callspec = getattr(request.node, "callspec", None)
    if module == "test_interop_typescript":
        prerequisites.typescript()
    elif module == "test_interop_python_sdk":
        version = callspec.params.get("version") if callspec is not None else None
        for v in [version] if version else acp_env.VERSIONS:  # a test without the parameter: all of them
            prerequisites.official_sdk(v)
    elif module == "test_interop_compat":
        # Each test's parameters name its peers: an official SDK version, or "typescript".
        peers = set(callspec.params.values()) if callspec is not None else set()
        for v in acp_env.VERSIONS:
            if v in peers:
                prerequisites.official_sdk(v)
        if "typescript" in peers or "typescript" in request.node.name:
            prerequisites.typescript()
    elif module == "test_interop_network":
        # A test's name says which peers it runs: the official SDK's, the TypeScript SDK's (or only ours).
        if "official" in request.node.name:
            prerequisites.official_sdk(acp_env.NETWORK_VERSION, network_extras(acp_env.NETWORK_VERSION))
        if "typescript" in request.node.name:
            prerequisites.typescript()
