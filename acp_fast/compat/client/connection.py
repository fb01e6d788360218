"""`ClientSideConnection`: a client's connection to its agent, as the official SDK has it.

`prompt()` returns only after every `session/update` the agent sent before its answer was handled: acp-fast's
connection handles notifications one at a time in arrival order and holds a response behind the notifications
that arrived before it (docs/connection.md, "Request handler forms").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, final

from .. import schema
from .._calls import Side
from .._routes import client_router
from ..meta import AGENT_METHODS
from ..utils import compatible_class, param_model, param_models

__all__ = ["ClientSideConnection"]


@final
@compatible_class
class ClientSideConnection(Side):
    """Serves `to_client` (a `Client`, or a callable that takes this connection and returns one) to the agent at
    the other end of `input_stream`/`output_stream` (a `StreamWriter` to it and a `StreamReader` from it, or one
    message `Transport`); its methods call the agent. Reading starts at once."""

    def __init__(
        self,
        to_client: Callable[[Any], Any] | Any,
        input_stream: Any,
        output_stream: Any = None,
        *,
        use_unstable_protocol: bool = False,
        **connection_kwargs: Any,
    ) -> None:
        client = to_client(self) if callable(to_client) else to_client
        self._connect(
            client_router(client, use_unstable_protocol), input_stream, output_stream, True, connection_kwargs
        )
        if on_connect := getattr(client, "on_connect", None):
            on_connect(self)

    @param_model(schema.InitializeRequest)
    async def initialize(
        self,
        protocol_version: int,
        client_capabilities: schema.ClientCapabilities | None = None,
        client_info: schema.Implementation | None = None,
        **kwargs: Any,
    ) -> schema.InitializeResponse:
        return await self._call(
            AGENT_METHODS["initialize"],
            schema.InitializeRequest(
                protocol_version=protocol_version,
                client_capabilities=client_capabilities or schema.ClientCapabilities(),
                client_info=client_info,
                field_meta=kwargs or None,
            ),
            schema.InitializeResponse,
        )

    @param_model(schema.NewSessionRequest)
    async def new_session(
        self,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.NewSessionResponse:
        return await self._call(
            AGENT_METHODS["session_new"],
            schema.NewSessionRequest(
                cwd=cwd,
                additional_directories=additional_directories,
                mcp_servers=mcp_servers or [],
                field_meta=kwargs or None,
            ),
            schema.NewSessionResponse,
        )

    @param_model(schema.LoadSessionRequest)
    async def load_session(
        self,
        cwd: str,
        session_id: str,
        mcp_servers: list[Any] | None = None,
        additional_directories: list[str] | None = None,
        **kwargs: Any,
    ) -> schema.LoadSessionResponse:
        return await self._call_lenient(
            AGENT_METHODS["session_load"],
            schema.LoadSessionRequest(
                cwd=cwd,
                session_id=session_id,
                mcp_servers=mcp_servers or [],
                additional_directories=additional_directories,
                field_meta=kwargs or None,
            ),
            schema.LoadSessionResponse,
        )

    @param_model(schema.ListSessionsRequest)
    async def list_sessions(
        self, cwd: str | None = None, cursor: str | None = None, **kwargs: Any
    ) -> schema.ListSessionsResponse:
        return await self._call_lenient(
            AGENT_METHODS["session_list"],
            schema.ListSessionsRequest(cwd=cwd, cursor=cursor, field_meta=kwargs or None),
            schema.ListSessionsResponse,
        )

    @param_model(schema.SetSessionModeRequest)
    async def set_session_mode(self, session_id: str, mode_id: str, **kwargs: Any) -> schema.SetSessionModeResponse:
        return await self._call_lenient(
            AGENT_METHODS["session_set_mode"],
            schema.SetSessionModeRequest(session_id=session_id, mode_id=mode_id, field_meta=kwargs or None),
            schema.SetSessionModeResponse,
        )

    @param_models(schema.SetSessionConfigOptionBooleanRequest, schema.SetSessionConfigOptionSelectRequest)
    async def set_config_option(
        self, config_id: str, session_id: str, value: str | bool, **kwargs: Any
    ) -> schema.SetSessionConfigOptionResponse:
        request: Any
        if isinstance(value, bool):
            request = schema.SetSessionConfigOptionBooleanRequest(
                config_id=config_id, session_id=session_id, type="boolean", value=value, field_meta=kwargs or None
            )
        else:
            request = schema.SetSessionConfigOptionSelectRequest(
                config_id=config_id, session_id=session_id, value=value, field_meta=kwargs or None
            )
        return await self._call_lenient(
            AGENT_METHODS["session_set_config_option"], request, schema.SetSessionConfigOptionResponse
        )

    @param_model(schema.AuthenticateRequest)
    async def authenticate(self, method_id: str, **kwargs: Any) -> schema.AuthenticateResponse:
        return await self._call_lenient(
            AGENT_METHODS["authenticate"],
            schema.AuthenticateRequest(method_id=method_id, field_meta=kwargs or None),
            schema.AuthenticateResponse,
        )

    @param_model(schema.PromptRequest)
    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any) -> schema.PromptResponse:
        return await self._call(
            AGENT_METHODS["session_prompt"],
            schema.PromptRequest(session_id=session_id, prompt=prompt, field_meta=kwargs or None),
            schema.PromptResponse,
        )

    @param_model(schema.ForkSessionRequest)
    async def fork_session(
        self,
        session_id: str,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.ForkSessionResponse:
        return await self._call(
            AGENT_METHODS["session_fork"],
            schema.ForkSessionRequest(
                session_id=session_id,
                cwd=cwd,
                additional_directories=additional_directories,
                mcp_servers=mcp_servers,
                field_meta=kwargs or None,
            ),
            schema.ForkSessionResponse,
        )

    @param_model(schema.ResumeSessionRequest)
    async def resume_session(
        self,
        session_id: str,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.ResumeSessionResponse:
        return await self._call(
            AGENT_METHODS["session_resume"],
            schema.ResumeSessionRequest(
                session_id=session_id,
                cwd=cwd,
                additional_directories=additional_directories,
                mcp_servers=mcp_servers,
                field_meta=kwargs or None,
            ),
            schema.ResumeSessionResponse,
        )

    @param_model(schema.CloseSessionRequest)
    async def close_session(self, session_id: str, **kwargs: Any) -> schema.CloseSessionResponse | None:
        return await self._call_lenient(
            AGENT_METHODS["session_close"],
            schema.CloseSessionRequest(session_id=session_id, field_meta=kwargs or None),
            schema.CloseSessionResponse,
        )

    @param_model(schema.CancelNotification)
    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        """Send `session/cancel`: the session's turn ends with stop reason `cancelled`."""
        self._notify(
            AGENT_METHODS["session_cancel"], schema.CancelNotification(session_id=session_id, field_meta=kwargs or None)
        )
