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
  its answer, the losers' are dropped, until each loser's turn has ended (its answer in v1, its `idle` state
  update in v2): a lost turn's late updates never reach the client, even when that agent wins the next prompt.
  Outside prompts, updates of the last winner go through.
- `session/cancel` goes to every agent; requests from the agents (permission, files, terminals) are forwarded to
  the client as they come.
- Protocol v2 (the draft) passes through: every agent must answer `initialize` with the same protocol version (the
  first one that differs fails it, `-32603`, `reason: "protocol_version_mismatch"`, naming it). A v2 prompt is
  answered once the message is in and its turn streams after: the first answer wins as in v1, the winner's turn
  goes on to the client, and each loser is sent `session/cancel` for its session (after its insertion a
  `$/cancel_request` no longer ends a v2 turn).
- An agent that ends (its process exits, its connection closes) is logged with how it ended, and the fan-out goes
  on with the others: sessions created after it went do not include it, and each request goes to the agents still
  there that have its session. Once none is left, the fan-out stops; `run_fanout` returns 1 when any agent ended
  on its own before the client left.

This is the high-fan-out deployment case: K connections, K requests and K−1 cancellations per prompt.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import logging
from typing import TYPE_CHECKING, Any

from acp_fast import Connection, ErrorCode, IncomingNotification, IncomingRequest, RequestError, Responder
from acp_fast._protocol import DEFAULT_MAX_MESSAGE_SIZE
from acp_fast.conductor import Component, check_url, component_end, component_label, connect_component
from acp_fast.proxy import fan_out, is_cancel_notification, protocol_version

if TYPE_CHECKING:
    from .tracing import Tracer

__all__ = ["FanOut", "run_fanout"]

logger = logging.getLogger("acp_fast.fanout")


class FanOut:
    def __init__(self, client: Connection, agents: list[Connection]) -> None:
        self.client = client
        self.agents = agents
        # our session id -> each agent's (None: that agent was gone when the session was created)
        self.sessions: dict[str, list[str | None]] = {}
        self.upstream: list[dict[str, str]] = [{} for _ in agents]  # per agent: its session id -> ours
        self.turns: dict[str, list[list[Any]]] = {}  # our session id -> per agent, updates held back
        self.last_winner: dict[str, int] = {}
        # (our session id, agent): a turn that agent lost and that has not ended yet; its updates are dropped.
        self.ending: set[tuple[str, int]] = set()
        self.ended: list[str] = []  # how each agent that ended while the client was connected ended
        self.protocol_version: Any = 1  # what every agent answered to initialize
        self.ids = itertools.count(1)
        client.on_request(None, self.from_client)
        client.on_notification(None, self.client_notification)
        for index, agent in enumerate(agents):
            agent.on_request(None, functools.partial(self.from_agent, index))
            agent.on_notification(None, functools.partial(self.agent_notification, index))

    async def watch_agents(self) -> None:
        """Log each agent that ends while the client is connected, and return once none is left."""
        waits = {asyncio.ensure_future(agent.wait_closed()): index for index, agent in enumerate(self.agents)}
        try:
            while waits:
                done, _ = await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
                for wait in done:
                    agent = self.agents[waits.pop(wait)]
                    if self.client.is_closed:
                        return
                    how = component_end(agent) or f"{agent.name} disconnected"
                    self.ended.append(how)
                    logger.error("%s; the fan-out goes on with %d of %d agents", how, len(waits), len(self.agents))
            logger.error("no agent is left: the fan-out stops")
        finally:
            for wait in waits:
                wait.cancel()

    def targets(self, params: Any) -> list[int]:
        """The agents a client message goes to: those still connected and, for one of our sessions, in it."""
        session = self.sessions.get(params.get("sessionId", "")) if type(params) is dict else None
        return [
            index
            for index, agent in enumerate(self.agents)
            if not agent.is_closed and (session is None or session[index] is not None)
        ]

    def no_agent(self, method: str) -> RequestError:
        return RequestError(
            ErrorCode.INTERNAL_ERROR,
            f"no agent of the fan-out is left to take `{method}`",
            {"reason": "no_agent_left", "method": method, "ended": self.ended},
        )

    # ------------------------------------------------------------------------------------------ client → agents

    def from_client(self, request: IncomingRequest, responder: Responder) -> None:
        method, params = request.method, request.params
        if method in ("initialize", "session/new"):
            self.broadcast(method, params, responder)
        elif not (targets := self.targets(params)):
            responder.respond_error(self.no_agent(method))
        elif method == "session/prompt":
            self.prompt(params, targets, responder)
        else:
            fan_out([self.agents[i].send_request(method, self.downstream(i, params)) for i in targets], responder)

    def client_notification(self, notification: IncomingNotification) -> None:
        if is_cancel_notification(notification.method, notification.params):
            return  # hop-scoped: fan_out re-issues it to each agent
        for i in self.targets(notification.params):
            self.agents[i].send_notification(notification.method, self.downstream(i, notification.params))

    def downstream(self, index: int, params: Any) -> Any:
        """Params for agent `index` (one of `targets(params)`): our session id replaced by its own."""
        if type(params) is dict and params.get("sessionId") in self.sessions:
            return {**params, "sessionId": self.sessions[params["sessionId"]][index]}
        return params

    def broadcast(self, method: str, params: Any, responder: Responder) -> None:
        """Every agent still there must take it: wait for all; the answer is the first one's (with our session id).
        An agent that ends meanwhile is left out; any other failure is the answer."""
        targets = self.targets(None)
        if not targets:
            responder.respond_error(self.no_agent(method))
            return
        sent = [self.agents[i].send_request(method, params) for i in targets]
        for request in sent:
            request.forward_cancellation_from(responder.cancellation)

        async def gather() -> None:
            results = await asyncio.gather(*sent, return_exceptions=True)
            answers: dict[int, Any] = {}
            failures: list[BaseException] = []
            for index, result in zip(targets, results, strict=True):
                if not isinstance(result, BaseException):
                    answers[index] = result
                elif not self.agents[index].is_closed or isinstance(result, asyncio.CancelledError):
                    failures.append(result)
            if failures or not answers:
                error = failures[0] if failures else results[0]
                responder.respond_error(error if isinstance(error, RequestError) else RequestError.internal_error())
                return
            first = next(iter(answers))
            answer = answers[first]
            if method == "initialize":
                versions = {index: protocol_version(answer) for index, answer in answers.items()}
                mismatch = self._version_mismatch(versions)
                if mismatch is not None:
                    responder.respond_error(mismatch)
                    return
                self.protocol_version = versions[first]
            if method == "session/new":
                ours = f"fan-{next(self.ids)}"
                self.sessions[ours] = [
                    answers[i]["sessionId"] if i in answers else None for i in range(len(self.agents))
                ]
                for index, result in answers.items():
                    self.upstream[index][result["sessionId"]] = ours
                self.last_winner[ours] = first  # whose updates pass before the first prompt
                answer = {**answer, "sessionId": ours}
            responder.respond(answer)

        self.client.spawn(gather())

    def prompt(self, params: Any, targets: list[int], responder: Responder) -> None:
        session = params.get("sessionId") if type(params) is dict else None
        # Not to an agent still ending a turn it lost in this session (its updates could not be told from the new
        # turn's), unless every agent is.
        targets = [index for index in targets if (session, index) not in self.ending] or targets
        held: list[list[Any]] = [[] for _ in self.agents]
        if session is not None:
            self.turns[session] = held
        sent = [self.agents[i].send_request("session/prompt", self.downstream(i, params)) for i in targets]
        failed: set[int] = set()  # the agents whose prompt failed: no turn of theirs runs
        decided: list[int | None] = []  # the winner once there is one (None when every agent failed)

        def settled(position: int, value: Any) -> None:
            index = targets[position]
            if isinstance(value, RequestError):
                failed.add(index)
            if decided and (session, index) in self.ending and (isinstance(value, RequestError) or self.v1):
                self.ending.discard((session, index))  # a v1 turn ends with its answer; a failed one never began

        def before_answer(position: int | None, result: Any) -> None:
            # The winner's updates precede its answer; the others' are dropped. The turn is over either way.
            winner = None if position is None else targets[position]
            decided.append(winner)
            if session is not None and self.turns.get(session) is held:
                del self.turns[session]
            if winner is None or session is None:
                return
            for update in held[winner]:
                self.client.send_notification("session/update", update)
            self.last_winner[session] = winner
            for index in targets:
                if index == winner or index in failed:
                    continue
                # Its turn is still running (or, in v2, was inserted and streams on): drop its updates until it ends.
                self.ending.add((session, index))
                if not self.v1:  # the answer is the insertion: the losers' turns would go on
                    self.agents[index].send_notification(
                        "session/cancel", self.downstream(index, {"sessionId": session})
                    )

        fan_out(sent, responder, before_answer=before_answer, on_settled=settled)

    @property
    def v1(self) -> bool:
        return self.protocol_version != 2

    def _version_mismatch(self, versions: dict[int, Any]) -> RequestError | None:
        """The error for agents that did not all answer initialize with the same protocol version (`versions`: per
        agent that answered), naming the first that differs from the first; None when they agree."""
        (first, expected), *others = versions.items()
        for index, version in others:
            if version != expected:
                agent = self.agents[index]
                return RequestError(
                    ErrorCode.INTERNAL_ERROR,
                    f"{agent.name} answered initialize with protocol version {version},"
                    f" {self.agents[first].name} with {expected}: a fan-out needs one version",
                    {
                        "reason": "protocol_version_mismatch",
                        "component": agent.name,
                        "protocol_version": version,
                        "expected": expected,
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
            if (session, index) in self.ending:
                if _ends_turn(params):
                    self.ending.discard((session, index))
                return  # an update of a turn this agent lost
            held = self.turns.get(session)
            if held is not None:
                held[index].append(params)
                return
            if self.last_winner.get(session, 0) != index:
                return  # a loser's late update
        self.client.send_notification(notification.method, params)
        await self.client.drain()


def _ends_turn(params: dict[str, Any]) -> bool:
    """A v2 turn's last update: the session is idle again."""
    update = params.get("update")
    return type(update) is dict and update.get("sessionUpdate") == "state_update" and update.get("state") == "idle"


async def run_fanout(
    agents: list[Component],
    *,
    max_message_size: int = DEFAULT_MAX_MESSAGE_SIZE,
    remote_token: str | None = None,
    tracer: Tracer | None = None,
) -> int:
    """Serve a fan-out over `agents` (each a command, an argv, or a URL, a str) on this process's stdin/stdout until
    the client disconnects or no agent is left. `max_message_size` applies to every connection: the client's and
    each agent's; `remote_token` is sent to the agents given as URLs; `tracer` traces every connection. Returns 0,
    or 1 when an agent ended on its own while the client was connected (each is logged as it goes).

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
    fanout = FanOut(client, connections)
    async with contextlib.AsyncExitStack() as stack:
        # Closed last (stopped by SIGINT, SIGTERM): the agents' connections close first, and the client's requests
        # in flight are answered with their errors before it goes.
        stack.push_async_callback(client.close)
        for connection, agent in zip(connections, agents, strict=True):
            await stack.enter_async_context(
                connect_component(connection, agent, token=remote_token, max_message_size=max_message_size)
            )
        await client.connect_stdio()
        watching = asyncio.ensure_future(fanout.watch_agents())
        serving = asyncio.ensure_future(client.wait_closed())
        try:
            await asyncio.wait([watching, serving], return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (watching, serving):
                task.cancel()
    return 1 if fanout.ended else 0
