"""`AgentSideConnection`: an agent's connection to its client, as the official SDK has it."""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable
from typing import Any, final

from pydantic import TypeAdapter

from .. import schema
from .._calls import Side
from .._routes import TURN_CANCEL_GRACE_S, agent_router
from ..connection import Connection, MethodHandler
from ..meta import CLIENT_METHODS
from ..utils import compatible_class, param_model, serialize_params

__all__ = ["AgentSideConnection"]


@functools.cache
def _elicitation_response() -> TypeAdapter[Any]:
    # Built on first use (a TypeAdapter builds its schema when made).
    return TypeAdapter(schema.CreateElicitationResponse)


SESSION_UPDATE = CLIENT_METHODS["session_update"]
# The update classes a `SessionNotification` takes (exact types: a subclass is dumped as its declared class).
_UPDATES = frozenset(typing.get_args(schema.SessionNotification.model_fields["update"].annotation))


@final
@compatible_class
class AgentSideConnection(Side):
    """Serves `to_agent` (an `Agent`, or a callable that takes this connection and returns one) to the client at
    the other end of `input_stream`/`output_stream` (a `StreamWriter` to it and a `StreamReader` from it, or one
    message `Transport`); its methods call the client. With `listening=False`, `await conn.listen()` runs it."""

    def __init__(
        self,
        to_agent: Callable[[Any], Any] | Any,
        input_stream: Any,
        output_stream: Any = None,
        listening: bool = True,
        *,
        use_unstable_protocol: bool = False,
        turn_cancel_grace: float = TURN_CANCEL_GRACE_S,
        **connection_kwargs: Any,
    ) -> None:
        agent = to_agent(self) if callable(to_agent) else to_agent
        router = agent_router(agent, use_unstable_protocol, turn_cancel_grace)
        self._connect(router, input_stream, output_stream, listening, connection_kwargs)
        if on_connect := getattr(agent, "on_connect", None):
            on_connect(self)

    @classmethod
    def attach(
        cls,
        to_agent: Callable[[Any], Any] | Any,
        connection: Connection,
        *,
        use_unstable_protocol: bool = False,
    ) -> tuple[AgentSideConnection, MethodHandler]:
        """An `AgentSideConnection` calling the client through `connection`, a compat `Connection` built already,
        and the handler that serves the agent: `connection`'s own handler hands messages to it (so one connection
        can carry an agent chosen after it was built)."""
        self = cls.__new__(cls)
        agent = to_agent(self) if callable(to_agent) else to_agent
        self._conn = connection
        if on_connect := getattr(agent, "on_connect", None):
            on_connect(self)
        return self, agent_router(agent, use_unstable_protocol)

    async def listen(self) -> None:
        """Serve until the client's input ends and the connection closes."""
        await self._conn.main_loop()

    @param_model(schema.SessionNotification)
    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        if not kwargs and type(session_id) is str and type(update) in _UPDATES:
            # The streaming hot path: a valid notification of a valid update, so the params are the update's own
            # dump under its key (what dumping a SessionNotification of it gives), without validating it again.
            self._conn.notify(SESSION_UPDATE, {"sessionId": session_id, "update": serialize_params(update)})
            return
        self._notify(
            SESSION_UPDATE, schema.SessionNotification(session_id=session_id, update=update, field_meta=kwargs or None)
        )

    @param_model(schema.RequestPermissionRequest)
    async def request_permission(
        self, session_id: str, tool_call: schema.ToolCallUpdate, options: list[schema.PermissionOption], **kwargs: Any
    ) -> schema.RequestPermissionResponse:
        return await self._call(
            CLIENT_METHODS["session_request_permission"],
            schema.RequestPermissionRequest(
                session_id=session_id, tool_call=tool_call, options=options, field_meta=kwargs or None
            ),
            schema.RequestPermissionResponse,
        )

    @param_model(schema.ReadTextFileRequest)
    async def read_text_file(
        self, session_id: str, path: str, line: int | None = None, limit: int | None = None, **kwargs: Any
    ) -> schema.ReadTextFileResponse:
        return await self._call(
            CLIENT_METHODS["fs_read_text_file"],
            schema.ReadTextFileRequest(
                session_id=session_id, path=path, line=line, limit=limit, field_meta=kwargs or None
            ),
            schema.ReadTextFileResponse,
        )

    @param_model(schema.WriteTextFileRequest)
    async def write_text_file(
        self, session_id: str, path: str, content: str, **kwargs: Any
    ) -> schema.WriteTextFileResponse | None:
        return await self._call_optional(
            CLIENT_METHODS["fs_write_text_file"],
            schema.WriteTextFileRequest(session_id=session_id, path=path, content=content, field_meta=kwargs or None),
            schema.WriteTextFileResponse,
        )

    @param_model(schema.CreateTerminalRequest)
    async def create_terminal(
        self,
        session_id: str,
        command: str,
        args: list[str] | None = None,
        env: list[schema.EnvVariable] | None = None,
        cwd: str | None = None,
        output_byte_limit: int | None = None,
        **kwargs: Any,
    ) -> schema.CreateTerminalResponse:
        return await self._call(
            CLIENT_METHODS["terminal_create"],
            schema.CreateTerminalRequest(
                session_id=session_id,
                command=command,
                args=args,
                env=env,
                cwd=cwd,
                output_byte_limit=output_byte_limit,
                field_meta=kwargs or None,
            ),
            schema.CreateTerminalResponse,
        )

    @param_model(schema.TerminalOutputRequest)
    async def terminal_output(self, session_id: str, terminal_id: str, **kwargs: Any) -> schema.TerminalOutputResponse:
        return await self._call(
            CLIENT_METHODS["terminal_output"],
            schema.TerminalOutputRequest(session_id=session_id, terminal_id=terminal_id, field_meta=kwargs or None),
            schema.TerminalOutputResponse,
        )

    @param_model(schema.ReleaseTerminalRequest)
    async def release_terminal(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.ReleaseTerminalResponse | None:
        return await self._call_optional(
            CLIENT_METHODS["terminal_release"],
            schema.ReleaseTerminalRequest(session_id=session_id, terminal_id=terminal_id, field_meta=kwargs or None),
            schema.ReleaseTerminalResponse,
        )

    @param_model(schema.WaitForTerminalExitRequest)
    async def wait_for_terminal_exit(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.WaitForTerminalExitResponse:
        return await self._call(
            CLIENT_METHODS["terminal_wait_for_exit"],
            schema.WaitForTerminalExitRequest(
                session_id=session_id, terminal_id=terminal_id, field_meta=kwargs or None
            ),
            schema.WaitForTerminalExitResponse,
        )

    @param_model(schema.KillTerminalRequest)
    async def kill_terminal(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.KillTerminalResponse | None:
        return await self._call_optional(
            CLIENT_METHODS["terminal_kill"],
            schema.KillTerminalRequest(session_id=session_id, terminal_id=terminal_id, field_meta=kwargs or None),
            schema.KillTerminalResponse,
        )

    async def create_elicitation(self, message: str, mode: Any, **kwargs: Any) -> Any:
        """Ask the client for input (unstable); `mode` is one of the `Elicitation…Mode` models."""
        request = _elicitation_request(message, mode, kwargs or None)
        response = await self._conn.send_request(
            CLIENT_METHODS["elicitation_create"],
            request.model_dump(mode="json", by_alias=True, exclude_none=True, exclude_defaults=True),
        )
        return _elicitation_response().validate_python(response)

    @param_model(schema.CompleteElicitationNotification)
    async def complete_elicitation(self, elicitation_id: str, **kwargs: Any) -> None:
        self._notify(
            CLIENT_METHODS["elicitation_complete"],
            schema.CompleteElicitationNotification(elicitation_id=elicitation_id, field_meta=kwargs or None),
        )

    # The calls 1.0.0rc3 adds, for methods 0.12.1's schema defines already (the same models, so rc3's wire).

    @param_model(schema.ConnectMcpRequest)
    async def connect_mcp(self, server_id: str, **kwargs: Any) -> schema.ConnectMcpResponse:
        return await self._call(
            CLIENT_METHODS["mcp_connect"],
            schema.ConnectMcpRequest(server_id=server_id, field_meta=kwargs or None),
            schema.ConnectMcpResponse,
        )

    @param_model(schema.DisconnectMcpRequest)
    async def disconnect_mcp(self, connection_id: str, **kwargs: Any) -> schema.DisconnectMcpResponse:
        return await self._call_lenient(
            CLIENT_METHODS["mcp_disconnect"],
            schema.DisconnectMcpRequest(connection_id=connection_id, field_meta=kwargs or None),
            schema.DisconnectMcpResponse,
        )

    @param_model(schema.MessageMcpRequest)
    async def mcp_message(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> Any:
        """Relay an MCP request to the client's end of an MCP-over-ACP connection; its raw result back."""
        return await self._conn.send_request(
            CLIENT_METHODS["mcp_message"],
            serialize_params(
                schema.MessageMcpRequest(
                    connection_id=connection_id, method=method, params=params, field_meta=kwargs or None
                )
            ),
        )

    @param_model(schema.MessageMcpNotification)
    async def notify_mcp(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> None:
        """Relay an MCP notification (`mcp/message` without an id)."""
        self._notify(
            CLIENT_METHODS["mcp_message"],
            schema.MessageMcpNotification(
                connection_id=connection_id, method=method, params=params, field_meta=kwargs or None
            ),
        )


def _elicitation_request(message: str, mode: Any, meta: dict[str, Any] | None) -> Any:
    fields = mode.model_dump(mode="json", exclude_none=True)
    if isinstance(mode, schema.ElicitationFormSessionMode):
        return schema.CreateFormSessionElicitationRequest(message=message, mode="form", field_meta=meta, **fields)
    if isinstance(mode, schema.ElicitationFormRequestMode):
        return schema.CreateFormRequestElicitationRequest(message=message, mode="form", field_meta=meta, **fields)
    if isinstance(mode, schema.ElicitationUrlSessionMode):
        return schema.CreateUrlSessionElicitationRequest(message=message, mode="url", field_meta=meta, **fields)
    if isinstance(mode, schema.ElicitationUrlRequestMode):
        return schema.CreateUrlRequestElicitationRequest(message=message, mode="url", field_meta=meta, **fields)
    raise TypeError(f"Unsupported elicitation mode: {type(mode).__name__}")
