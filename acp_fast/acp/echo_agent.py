"""`acp-fast echo-agent`: the reference agent, for demos, tests and benchmarks.

It answers each prompt by streaming `echo: <prompt text>` back as `agent_message_chunk` updates. Words in the
prompt text switch on the demo behaviours, so that any client can drive them:

- `permission`: report a tool call and ask `session/request_permission` first (allow → go on, reject → stop,
  cancelled → the turn ends `cancelled`);
- `slow`: stream 1,000 chunks (the reply, then dots), 20 ms apart: time to cancel.

Both kinds of cancellation are honoured: `session/cancel` ends the turn with `stopReason: "cancelled"`;
`$/cancel_request` on the prompt cancels it (`-32800`, after cancelling its own pending permission request).
Command-line options set the defaults; a prompt's `_meta["acp-fast/echo"]` may override `chunks`, `chunkSize`,
`delay` and `permission` for that prompt. Extension methods: `_echo` returns its params, `_slow` waits 30 s
(or until cancelled).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import logging
import sys
from typing import TYPE_CHECKING, Any, cast

from .._runtime import add_max_message_size
from .._version import __version__
from ..errors import RequestError
from . import schema
from .agent import Agent, AgentSideConnection, PromptTurn, run_agent

if TYPE_CHECKING:
    from . import schema_v2

__all__ = ["EchoAgent", "command", "main"]

META_KEY = "acp-fast/echo"


class EchoAgent(Agent):
    """Echoes prompts back in chunks; see the module documentation."""

    def __init__(self, *, chunks: int = 4, chunk_size: int = 0, delay: float = 0.0, permission: bool = False) -> None:
        self.chunks = chunks
        self.chunk_size = chunk_size
        self.delay = delay
        self.permission = permission
        self._sessions = itertools.count(1)
        self._tool_calls = itertools.count(1)

    def on_connect(self, client: AgentSideConnection) -> None:
        super().on_connect(client)
        client.connection.on_request("_echo", _echo)  # a plain def: the router's fast path, for round trips

    async def initialize(self, params: Any) -> Any:
        info = {"name": "acp-fast-echo-agent", "version": __version__}
        if self.client.negotiate(params.protocol_version) == 2:
            return {"protocolVersion": 2, "info": info, "capabilities": {"session": {}}}
        return {
            "protocolVersion": 1,
            "agentInfo": info,
            "agentCapabilities": {
                "loadSession": False,
                "promptCapabilities": {"image": False, "audio": False, "embeddedContext": False},
            },
            "authMethods": [],
        }

    def new_session(self, params: schema.NewSessionRequest) -> Any:
        return {"sessionId": f"echo-{next(self._sessions)}"}

    def cancel(self, params: schema.CancelNotification) -> None:
        pass  # the turn watches `turn.session_cancelled` itself

    async def prompt(self, params: schema.PromptRequest, turn: PromptTurn) -> Any:
        client = self.client
        session_id = params.session_id
        text = " ".join(
            cast("schema.TextContentBlock", block).text
            for block in params.prompt
            if getattr(block, "TAG", None) == "text"
        )
        words = set(text.lower().split())
        options = (params.meta or {}).get(META_KEY) or {}
        try:
            chunks = int(options.get("chunks", 1000 if "slow" in words else self.chunks))
            chunk_size = int(options.get("chunkSize", self.chunk_size))
            delay = float(options.get("delay", 0.02 if "slow" in words else self.delay))
            permission = bool(options.get("permission", self.permission or "permission" in words))
        except (AttributeError, TypeError, ValueError) as exc:
            raise RequestError.invalid_params({"field": f"_meta.{META_KEY}", "reason": str(exc)}) from None
        reply_id = None
        if client.protocol_version == 2:
            # v2: the user message is in; say so, then stream the reply as a message of its own.
            message_id = turn.insert()
            client.session_update(
                session_id,
                {
                    "sessionUpdate": "user_message",
                    "messageId": message_id,
                    "content": [block.to_wire() for block in params.prompt],
                },
            )
            client.session_update(session_id, {"sessionUpdate": "state_update", "state": "running"})
            reply_id = f"{message_id}-reply"
        if permission:
            allowed = await self._ask_permission(session_id, turn)
            if allowed is None:
                return {"stopReason": "cancelled"}
            if not allowed:
                client.session_update(session_id, _chunk("permission denied", reply_id))
                return {"stopReason": "end_turn"}
        for piece in _pieces(f"echo: {text}", chunks, chunk_size):
            if turn.session_cancelled:
                return {"stopReason": "cancelled"}
            await client.session_update(session_id, _chunk(piece, reply_id))  # paced by the client's reading
            if delay:
                await asyncio.sleep(delay)
        return {"stopReason": "cancelled" if turn.session_cancelled else "end_turn"}

    async def _ask_permission(self, session_id: str, turn: PromptTurn) -> bool | None:
        """Report a tool call and ask to run it: True (allowed), False (rejected), None (cancelled)."""
        client = self.client
        call_id = f"echo-call-{next(self._tool_calls)}"
        v2 = client.protocol_version == 2
        if not v2:  # v2 has no tool_call start update: the permission request carries the tool call
            client.session_update(
                session_id, schema.ToolCallStart(tool_call_id=call_id, title="Echo", kind="other", status="pending")
            )
        tool_call = schema.ToolCallUpdate(tool_call_id=call_id)
        options = [
            schema.PermissionOption(option_id="allow", name="Allow", kind="allow_once"),
            schema.PermissionOption(option_id="reject", name="Reject", kind="reject_once"),
        ]
        response: schema.RequestPermissionResponse | schema_v2.RequestPermissionResponse
        if v2:
            # The v1 options and a wire dict serialize as v2 expects (the generated v1/v2 classes are distinct).
            v2_options: Any = options
            subject: Any = {"type": "tool_call", "toolCall": tool_call.to_wire()}
            response = await client.v2.request_permission(session_id, "Echo", v2_options, subject=subject)
        else:
            response = await client.request_permission(session_id, tool_call, options)
        outcome = response.outcome
        # Anything but a selected option (cancelled, or an outcome this SDK does not know) is not an approval.
        if getattr(outcome, "TAG", None) != "selected" or turn.session_cancelled:
            client.session_update(session_id, schema.ToolCallProgress(tool_call_id=call_id, status="failed"))
            return None
        allowed = cast("schema.SelectedPermissionOutcome", outcome).option_id == "allow"
        status: schema.ToolCallStatus = "completed" if allowed else "failed"
        client.session_update(session_id, schema.ToolCallProgress(tool_call_id=call_id, status=status))
        return allowed

    async def ext_method(self, method: str, params: Any) -> Any:
        if method == "_slow":
            await asyncio.sleep(30)
            return {"slept": 30}
        raise RequestError.method_not_found(method)


def command(*options: str) -> list[str]:
    """The argv that starts `acp-fast echo-agent` with this interpreter (for `spawn_agent`, tests, benchmarks).

    `-P`: the current directory is not put on the child's import path, so a checkout's source tree (which has
    no compiled core) never shadows the installed package.
    """
    return [sys.executable, "-P", "-m", "acp_fast", "echo-agent", *options]


def _echo(params: Any) -> Any:
    return params


def _chunk(text: str, message_id: str | None) -> dict[str, Any]:
    update = {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}
    if message_id is not None:
        update["messageId"] = message_id  # required in v2
    return update


def _pieces(reply: str, chunks: int, chunk_size: int) -> list[str]:
    """Exactly `chunks` pieces: `chunk_size` characters each (the reply repeated), or the reply split evenly
    (followed by "." pieces when there are more chunks than characters)."""
    chunks = max(chunks, 1)
    if chunk_size > 0:
        payload = (reply * (chunk_size // max(len(reply), 1) + 1))[:chunk_size]
        return [payload] * chunks
    step = max(-(-len(reply) // chunks), 1)
    pieces = [reply[i : i + step] for i in range(0, len(reply), step)] or [reply]
    return pieces + ["."] * (chunks - len(pieces))


def build_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    parser = parser or argparse.ArgumentParser(prog="acp-fast echo-agent", description=__doc__.split("\n\n")[0])
    parser.add_argument("--chunks", type=int, default=4, help="chunks per reply (default 4)")
    parser.add_argument("--chunk-size", type=int, default=0, help="characters per chunk (default: split the reply)")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds between chunks (default 0)")
    parser.add_argument("--permission", action="store_true", help="ask for permission on every prompt")
    parser.add_argument("--v2", action="store_true", help="also serve ACP protocol version 2 (draft)")
    parser.add_argument(
        "--require-initialize", action="store_true", help="reject requests before a successful initialize"
    )
    add_max_message_size(parser)
    parser.add_argument("--loop", choices=("uvloop", "asyncio"), default=None, help="event loop (default: uvloop)")
    return parser


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, format="echo-agent: %(levelname)s %(name)s: %(message)s")
    agent = EchoAgent(chunks=args.chunks, chunk_size=args.chunk_size, delay=args.delay, permission=args.permission)
    serve = run_agent(
        agent,
        protocol_versions=(1, 2) if args.v2 else (1,),
        require_initialize=args.require_initialize,
        max_message_size=args.max_message_size,
    )
    from .._runtime import run_on_loop

    run_on_loop(serve, args.loop)
    return 0


def main(argv: list[str] | None = None) -> int:
    return run(build_parser().parse_args(argv))
