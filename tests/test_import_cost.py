"""What `import acp_fast.acp` loads (docs/performance.md#import-time): the ACP layer a v1 agent or client needs,
nothing more.

The v2 draft's schema and the echo agent's command (with argparse and importlib.metadata) are imported on first
use, through the same public names as before; the network code, and the modules of the package that import `ssl`
themselves, are never loaded by the ACP layer. (`ssl` itself is in every process that imports asyncio: CPython's
asyncio imports it.) Each test runs a fresh interpreter, whose `sys.modules` is the evidence; no timings.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

# Modules `import acp_fast.acp` must not load: each is imported when something that needs it is used.
NOT_LOADED = (
    "acp_fast.acp.schema_v2",  # the v2 draft's types: on first use of `schema_v2` or of a v2 connection
    "acp_fast.acp.echo_agent",  # on first use of `echo_agent_command`
    "acp_fast._runtime",
    "argparse",
    "importlib.metadata",
    "acp_fast.network",  # imports ssl, and its extras' libraries
    "acp_fast.serve",  # imports ssl
    "acp_fast.conductor",
)


def child(core, script: str) -> object:
    """Run `script` in a fresh interpreter on `core`; it prints one JSON value, returned."""
    result = subprocess.run(
        [sys.executable, "-P", "-c", script],
        env=core.env,
        cwd=tempfile.gettempdir(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_importing_the_acp_layer_loads_neither_the_v2_schema_nor_the_network_code(core):
    loaded = child(core, "import json, sys; import acp_fast.acp; print(json.dumps(sorted(sys.modules)))")
    assert {"acp_fast.acp", "acp_fast.acp.schema", "acp_fast.acp.agent", "acp_fast.acp.client"} <= set(loaded)
    assert [name for name in NOT_LOADED if name in loaded] == []


LAZY_NAMES = """
import json, sys
import acp_fast.acp
from acp_fast import acp

facts = {"loaded at first": "acp_fast.acp.schema_v2" in sys.modules or "acp_fast.acp.echo_agent" in sys.modules}
v2 = acp.schema_v2
facts["attribute is the module"] = v2 is sys.modules["acp_fast.acp.schema_v2"] and v2.PROTOCOL_VERSION == 2
import acp_fast.acp.schema_v2
from acp_fast.acp import echo_agent_command, schema_v2
facts["every path, one module"] = acp_fast.acp.schema_v2 is schema_v2 is v2
facts["command"] = echo_agent_command("--v2")
facts["echo agent module"] = acp.echo_agent is sys.modules["acp_fast.acp.echo_agent"]
facts["missing from __all__"] = [name for name in acp.__all__ if not hasattr(acp, name)]
facts["missing from dir"] = sorted(set(acp.__all__) - set(dir(acp)))
try:
    acp.no_such_name
except AttributeError as exc:
    facts["unknown name"] = str(exc)
print(json.dumps(facts))
"""


def test_the_lazy_names_are_imported_on_first_use_through_their_public_paths(core):
    facts = child(core, LAZY_NAMES)
    assert facts == {
        "loaded at first": False,
        "attribute is the module": True,
        "every path, one module": True,
        "command": [sys.executable, "-P", "-m", "acp_fast", "echo-agent", "--v2"],
        "echo agent module": True,
        "missing from __all__": [],
        "missing from dir": [],
        "unknown name": "module 'acp_fast.acp' has no attribute 'no_such_name'",
    }


V1_AGENT = """
import json, sys
from acp_fast import acp

v1 = acp.AgentSideConnection(acp.Agent())
facts = {"v1 side": "acp_fast.acp.schema_v2" in sys.modules}
calls = v1.v2
facts["after .v2"] = "acp_fast.acp.schema_v2" in sys.modules
facts["typed v2 calls"] = isinstance(calls, acp.schema_v2.ClientCalls) and v1.v2 is calls
print(json.dumps(facts))
"""


def test_a_v1_agent_side_loads_the_v2_schema_only_when_its_v2_calls_are_used(core):
    assert child(core, V1_AGENT) == {"v1 side": False, "after .v2": True, "typed v2 calls": True}
