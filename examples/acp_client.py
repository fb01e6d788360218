"""An ACP client that runs one session against any agent command, and shows both kinds of cancellation.

    python examples/acp_client.py                                   # against `acp-fast echo-agent`
    python examples/acp_client.py --prompt "slow" --cancel session  # session/cancel after 0.3 s
    python examples/acp_client.py --prompt "slow" --cancel request  # $/cancel_request after 0.3 s
    python examples/acp_client.py --prompt "permission" -- my-agent --acp

It initializes, opens a session in the current directory, sends the prompt, prints the streamed reply as it
arrives, answers permission requests (allow, or `--deny`), and prints how the turn ended.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from typing import Any

from acp_fast import RequestError
from acp_fast.acp import Client, echo_agent_command, schema, spawn_agent


class ConsoleClient(Client):
    def __init__(self, allow: bool) -> None:
        self.allow = allow

    def session_update(self, params: schema.SessionNotification) -> None:
        update = params.update
        kind = getattr(update, "TAG", None)
        if kind == "agent_message_chunk" and update.content.TAG == "text":
            print(update.content.text, end="", flush=True)
        elif kind in ("tool_call", "tool_call_update"):
            print(f"\n[{kind}: {update.tool_call_id} {update.status or ''}]", flush=True)

    def request_permission(self, params: schema.RequestPermissionRequest) -> Any:
        wanted = "allow" if self.allow else "reject"
        option = next((o for o in params.options if o.kind.startswith(wanted)), params.options[0])
        print(f"\n[permission asked for {params.tool_call.tool_call_id}: answering {option.name}]", flush=True)
        return schema.RequestPermissionResponse(outcome=schema.SelectedPermissionOutcome(option_id=option.option_id))


async def main(args: argparse.Namespace) -> int:
    agent_argv = args.agent or echo_agent_command()
    async with spawn_agent(ConsoleClient(allow=not args.deny), agent_argv) as agent:
        init = await agent.initialize(protocol_version=1, client_info={"name": "acp-fast-example", "version": "1"})
        name = init.agent_info.name if init.agent_info else "agent"
        print(f"[connected to {name}, protocol {init.protocol_version}]")
        session = await agent.new_session(cwd=os.getcwd(), mcp_servers=[])
        prompt = agent.prompt(session.session_id, [schema.TextContentBlock(text=args.prompt)])
        if args.cancel:
            # Do not await the prompt yet: cancel it after a while, then await its answer.
            await asyncio.sleep(args.after)
            if args.cancel == "session":
                agent.cancel(session.session_id)  # the session's work: the turn ends with stopReason "cancelled"
            else:
                prompt.cancel()  # this one request: the answer is -32800 (or whatever the agent decides)
        try:
            response = await prompt
        except RequestError as error:
            print(f"\n[prompt failed: {error.code} {error.message}]")
            return 1
        print(f"\n[turn ended: {response.stop_reason}]")
    return 0


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--prompt", default="hello from acp-fast")
    parser.add_argument("--cancel", choices=("session", "request"), help="cancel the prompt after --after seconds")
    parser.add_argument("--after", type=float, default=0.3)
    parser.add_argument("--deny", action="store_true", help="reject permission requests")
    parser.add_argument("agent", nargs="*", help="the agent command (after --); default: acp-fast echo-agent")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse_args(sys.argv[1:]))))
