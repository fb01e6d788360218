"""Root conftest.py of the copy of the official SDK's tests (written there by official_sdk.py, not collected here).

* Every `@pytest.mark.asyncio` test runs on the event loop named by ACP_COMPAT_LOOP, `asyncio` or `uvloop`
  (pytest-asyncio's loop-factory hook). One loop per run: some official tests share one agent object between
  their parametrisations, so two loops in one run would hand the second a used agent.
* When the copy is rewritten for a module other than `acp`, `import acp` is refused, so that an import the
  rewrite missed fails loudly instead of finding some other installed `acp`.
"""

import asyncio
import os
import sys

TARGET_MODULE = "@TARGET_MODULE@"

if TARGET_MODULE != "acp":
    sys.modules["acp"] = None  # type: ignore[assignment]


def pytest_asyncio_loop_factories(config, item):
    kind = os.environ.get("ACP_COMPAT_LOOP", "asyncio")
    if kind == "uvloop":
        import uvloop

        return {"uvloop": uvloop.new_event_loop}
    if kind != "asyncio":
        raise ValueError(f"ACP_COMPAT_LOOP={kind!r}: expected asyncio or uvloop")
    return {"asyncio": asyncio.new_event_loop}
