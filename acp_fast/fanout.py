"""A fan-out proxy: one ACP agent to its client, K agents behind it; every prompt goes to all K, first answer wins.

    acp-fast fanout --agent "acp-fast echo-agent" --agent "my-agent --acp" ...
    acp-fast fanout --agent ws://agent-host-1:8765/acp --agent ws://agent-host-2:8765/acp ...
    acp-fast conductor --agent "acp-fast fanout --agent '...' --agent '...'"

Each agent is a command, started as a child process, or the URL of an agent served over the network (`acp-fast
serve`), connected to with `acp_fast.network` (see `acp_fast.conductor.connect_component`).

- `initialize` and `session/new` go to every agent, and wait for all of them (each agent keeps its own session
  ids; the proxy maps them to one session id of its own).
- `session/prompt` (and any other request) is fanned out with `acp_fast.proxy.fan_out`: the first successful
  answer is the answer, and the K−1 others are cancelled, one `$/cancel_request` each. A prompt cancelled by the
  client cancels all K.
- During a prompt each agent's `session/update`s are held back; the winner's are sent to the client just before
  its answer, the losers' are dropped. Outside prompts, updates of the last winner go through.
- `session/cancel` goes to every agent; requests from the agents (permission, files, terminals) are forwarded to
  the client as they come.
- Protocol v2 (the draft) passes through: every agent must answer `initialize` with the same protocol version (the
  first one that differs fails it, `-32603`, `reason: "protocol_version_mismatch"`, naming it). A v2 prompt is
  answered once the message is in and its turn streams after: the first answer wins as in v1, the winner's turn
  goes on to the client, and each loser is sent `session/cancel` for its session (after its insertion a
  `$/cancel_request` no longer ends a v2 turn).

This is the high-fan-out deployment case: K connections, K requests and K−1 cancellations per prompt.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import logging
from typing import TYPE_CHECKING, Any, cast

from acp_fast import Connection, ErrorCode, IncomingNotification, IncomingRequest, RequestError, Responder
from acp_fast._protocol import DEFAULT_MAX_MESSAGE_SIZE
from acp_fast.conductor import Component, check_url, component_label, connect_component
from acp_fast.proxy import fan_out, is_cancel_notification, protocol_version

if TYPE_CHECKING:
    from .tracing import Tracer

__all__ = ["FanOut", "run_fanout"]

logger = logging.getLogger("acp_fast.fanout")


class FanOut:
    def __init__(self, client: Connection, agents: list[Connection]) -> None:
        self.client = client
        self.agents = agents
        self.sessions: dict[str, list[str]] = {}  # our session id -> each agent's
        self.upstream: list[dict[str, str]] = [{} for _ in agents]  # per agent: its session id -> ours
        self.turns: dict[str, list[list[Any]]] = {}  # our session id -> per agent, updates held back
        self.last_winner: dict[str, int] = {}
        self.protocol_version: Any = 1  # what every agent answered to initialize
        self.ids = itertools.count(1)
        client.on_request(None, self.from_client)
        client.on_notification(None, self.client_notification)
        for index, agent in enumerate(agents):
            agent.on_request(None, lambda request, responder, i=index: self.from_agent(i, request, responder))
            agent.on_notification(None, functools.partial(self.agent_notification, index))

    # ------------------------------------------------------------------------------------------ client → agents

    def from_client(self, request: IncomingRequest, responder: Responder) -> None:
        method, params = request.method, request.params
        if method in ("initialize", "session/new"):
            self.broadcast(method, params, responder)
        elif method == "session/prompt":
            self.prompt(params, responder)
        else:
            fan_out(
                [agent.send_request(method, self.downstream(i, params)) for i, agent in enumerate(self.agents)],
                responder,
            )

    def client_notification(self, notification: IncomingNotification) -> None:
        if is_cancel_notification(notification.method, notification.params):
            return  # hop-scoped: fan_out re-issues it to each agent
        for i, agent in enumerate(self.agents):
            agent.send_notification(notification.method, self.downstream(i, notification.params))

    def downstream(self, index: int, params: Any) -> Any:
        """Params for agent `index`: our session id replaced by its own."""
        if type(params) is dict and params.get("sessionId") in self.sessions:
            return {**params, "sessionId": self.sessions[params["sessionId"]][index]}
        return params

    def broadcast(self, method: str, params: Any, responder: Responder) -> None:
        """Every agent must take it: wait for all; the answer is the first agent's (with our session id)."""
        sent = [agent.send_request(method, params) for agent in self.agents]
        for request in sent:
            request.forward_cancellation_from(responder.cancellation)

        async def gather() -> None:
            results = await asyncio.gather(*sent, return_exceptions=True)
            failures = [r for r in results if isinstance(r, BaseException)]
            if failures:
                error = failures[0]
                responder.respond_error(error if isinstance(error, RequestError) else RequestError.internal_error())
                return
            answers = cast("list[Any]", results)  # no failures: every result is an answer
            answer = answers[0]
            if method == "initialize":
                versions = [protocol_version(answer) for answer in answers]
                mismatch = self._version_mismatch(versions)
                if mismatch is not None:
                    responder.respond_error(mismatch)
                    return
                self.protocol_version = versions[0]
            if method == "session/new":
                ours = f"fan-{next(self.ids)}"
                self.sessions[ours] = [r["sessionId"] for r in answers]
                for index, result in enumerate(answers):
                    self.upstream[index][result["sessionId"]] = ours
                answer = {**answer, "sessionId": ours}
            responder.respond(answer)

        self.client.spawn(gather())

    def prompt(self, params: Any, responder: Responder) -> None:
        session = params.get("sessionId") if type(params) is dict else None
        held: list[list[Any]] = [[] for _ in self.agents]
        if session is not None:
            self.turns[session] = held
        sent = [agent.send_request("session/prompt", self.downstream(i, params)) for i, agent in enumerate(self.agents)]

        def before_answer(winner: int | None, result: Any) -> None:
            # The winner's updates precede its answer; the others' are dropped. The turn is over either way.
            if session is not None and self.turns.get(session) is held:
                del self.turns[session]
            if winner is None:
                return
            for update in held[winner]:
                self.client.send_notification("session/update", update)
            if session is not None:
                self.last_winner[session] = winner
                if self.protocol_version == 2:  # the answer is the insertion: the losers' turns would go on
                    for i, agent in enumerate(self.agents):
                        if i != winner:
                            agent.send_notification("session/cancel", self.downstream(i, {"sessionId": session}))

        fan_out(sent, responder, before_answer=before_answer)

    def _version_mismatch(self, versions: list[Any]) -> RequestError | None:
        """The error for agents that did not all answer initialize with the same protocol version (`versions`, one
        per agent), naming the first that differs from the first agent; None when they agree."""
        for agent, version in zip(self.agents[1:], versions[1:], strict=True):
            if version != versions[0]:
                return RequestError(
                    ErrorCode.INTERNAL_ERROR,
                    f"{agent.name} answered initialize with protocol version {version},"
                    f" {self.agents[0].name} with {versions[0]}: a fan-out needs one version",
                    {
                        "reason": "protocol_version_mismatch",
                        "component": agent.name,
                        "protocol_version": version,
                        "expected": versions[0],
                    },
                )
        return None

    # ------------------------------------------------------------------------------------------ agents → client

    def upstream_params(self, index: int, params: Any) -> Any:
        if type(params) is dict and params.get("sessionId") in self.upstream[index]:
            return {**params, "sessionId": self.upstream[index][params["sessionId"]]}
        return params

    def from_agent(self, index: int, request: IncomingRequest, responder: Responder) -> None:
        self.client.send_request(request.method, self.upstream_params(index, request.params)).forward_response_to(
            responder
        )

    async def agent_notification(self, index: int, notification: IncomingNotification) -> None:
        # Async, so that it can wait for a client that reads slowly: the agent's later notifications queue behind
        # it, and past the lane's bound the agent's connection stops reading (backpressure from the client back to
        # the agents). Its answers wait behind its notifications too, which keeps updates before the answer.
        if is_cancel_notification(notification.method, notification.params):
            return
        params = self.upstream_params(index, notification.params)
        session = params.get("sessionId") if type(params) is dict else None
        if notification.method == "session/update" and session is not None:
            held = self.turns.get(session)
            if held is not None:
                held[index].append(params)
                return
            if self.last_winner.get(session, 0) != index:
                return  # a loser's late update
        self.client.send_notification(notification.method, params)
        await self.client.drain()


async def run_fanout(
    agents: list[Component],
    *,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    remote_token: str | None = None,
    tracer: Tracer | None = None,
) -> None:
    """Serve a fan-out over `agents` (each a command, an argv, or a URL, a str) on this process's stdin/stdout until
    the client disconnects. `max_message_size` applies to every connection: the client's and each agent's;
    `remote_token` is sent to the agents given as URLs; `tracer` traces every connection.

    The agents start first: one that cannot be started raises the `OSError` naming its command, one that cannot be
    reached the `OSError` naming its URL (those already started are stopped and reaped).
    """
    if not agents or any(not agent for agent in agents):
        raise ValueError("the fan-out needs agent commands, none of them empty")
    for agent in agents:
        if isinstance(agent, str):
            check_url(agent)
    client = Connection("client", max_message_size=max_message_size, tracer=tracer)
    # Each named after its command or URL, so that what its connection logs says which agent (and the errors of
    # requests failing because it went away carry the name, with the exit status of a child).
    connections = [
        Connection(f"agent {i + 1} ({component_label(agent)})", max_message_size=max_message_size, tracer=tracer)
        for i, agent in enumerate(agents)
    ]
    FanOut(client, connections)
    async with contextlib.AsyncExitStack() as stack:
        # Closed last (stopped by SIGINT, SIGTERM): the agents' connections close first, and the client's requests
        # in flight are answered with their errors before it goes.
        stack.push_async_callback(client.close)
        for connection, agent in zip(connections, agents, strict=True):
            await stack.enter_async_context(
                connect_component(connection, agent, token=remote_token, max_message_size=max_message_size)
            )
        await client.connect_stdio()
        await client.wait_closed()
