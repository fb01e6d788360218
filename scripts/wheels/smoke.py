"""The smoke test of an installed acp-fast wheel, run by its interpreter outside the source tree.

    python scripts/wheels/smoke.py compiled     # or: pure

Checks that the core asked for loaded (without any warning: warnings are errors here), that `acp-fast version` runs
and names that core, and one whole ACP round trip with the echo agent as a child process over pipes.
"""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

warnings.simplefilter("error")


async def round_trip() -> None:
    from acp_fast.acp import Client, echo_agent_command, spawn_agent

    class Quiet(Client):
        def session_update(self, params: object) -> None:
            pass

    async with spawn_agent(Quiet(), echo_agent_command()) as agent:
        await agent.initialize(protocol_version=1)
        session = await agent.new_session(cwd="/", mcp_servers=[])
        answer = await agent.prompt(session.session_id, [{"type": "text", "text": "hi"}])
        assert answer.stop_reason == "end_turn", answer


def main(core: str) -> int:
    import acp_fast

    where = Path(acp_fast.__file__).parent
    assert acp_fast.COMPILED == (core == "compiled"), f"expected the {core} core, loaded from {where}"
    command = shutil.which("acp-fast", path=str(Path(sys.executable).parent))
    assert command is not None, "no acp-fast command beside the interpreter"
    version = subprocess.run([command, "version"], capture_output=True, text=True, check=True)
    assert ("compiled" if core == "compiled" else "pure") in version.stdout, version.stdout
    assert version.stderr == "", version.stderr
    asyncio.run(round_trip())
    print(f"ok: {core} core from {where}, a round trip with the echo agent", file=sys.stderr)
    return 0


if __name__ == "__main__":
    if sys.argv[1:] not in (["compiled"], ["pure"]):
        sys.exit("usage: smoke.py compiled|pure")
    sys.exit(main(sys.argv[1]))
