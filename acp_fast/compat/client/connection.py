"""`ClientSideConnection`: a client's connection to its agent, as the official SDK has it.

`prompt()` returns only after every `session/update` the agent sent before its answer was handled: acp-fast's
connection handles notifications one at a time in arrival order and holds a response behind the notifications
that arrived before it (docs/connection.md, "Request handler forms").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, final

from .. import schema
from .._calls import Side
from .._routes import client_router
from ..meta import AGENT_METHODS
from ..utils import compatible_class, param_model, param_models, serialize_params

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

    @param_model(schema.SetSessionModelRequest)
    async def set_session_model(self, model_id: str, session_id: str, **kwargs: Any) -> schema.SetSessionModelResponse:
        """`session/set_model`, as 0.8 to 0.10 had it (an unstable method the schema dropped later)."""
        return await self._call_lenient(
            AGENT_METHODS["session_set_model"],
            schema.SetSessionModelRequest(model_id=model_id, session_id=session_id, field_meta=kwargs or None),
            schema.SetSessionModelResponse,
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

    # The calls 1.0.0rc3 adds, for methods 0.12.1's schema defines already (the same models, so rc3's wire).

    @param_model(schema.DeleteSessionRequest)
    async def delete_session(self, session_id: str, **kwargs: Any) -> schema.DeleteSessionResponse:
        return await self._call_lenient(
            AGENT_METHODS["session_delete"],
            schema.DeleteSessionRequest(session_id=session_id, field_meta=kwargs or None),
            schema.DeleteSessionResponse,
        )

    @param_model(schema.ListProvidersRequest)
    async def list_providers(self, **kwargs: Any) -> schema.ListProvidersResponse:
        return await self._call(
            AGENT_METHODS["providers_list"],
            schema.ListProvidersRequest(field_meta=kwargs or None),
            schema.ListProvidersResponse,
        )

    @param_model(schema.SetProviderRequest)
    async def set_provider(
        self,
        provider_id: str,
        api_type: Literal["anthropic", "openai", "azure", "vertex", "bedrock"] | str,
        base_url: str,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> schema.SetProviderResponse:
        return await self._call_lenient(
            AGENT_METHODS["providers_set"],
            schema.SetProviderRequest(
                provider_id=provider_id,
                api_type=api_type,
                base_url=base_url,
                headers=headers,
                field_meta=kwargs or None,
            ),
            schema.SetProviderResponse,
        )

    @param_model(schema.DisableProviderRequest)
    async def disable_provider(self, provider_id: str, **kwargs: Any) -> schema.DisableProviderResponse:
        return await self._call_lenient(
            AGENT_METHODS["providers_disable"],
            schema.DisableProviderRequest(provider_id=provider_id, field_meta=kwargs or None),
            schema.DisableProviderResponse,
        )

    @param_model(schema.LogoutRequest)
    async def logout(self, **kwargs: Any) -> schema.LogoutResponse:
        return await self._call_lenient(
            AGENT_METHODS["logout"], schema.LogoutRequest(field_meta=kwargs or None), schema.LogoutResponse
        )

    @param_model(schema.MessageMcpRequest)
    async def mcp_message(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> Any:
        """Relay an MCP request to the agent's end of an MCP-over-ACP connection; its raw result back."""
        return await self._conn.send_request(
            AGENT_METHODS["mcp_message"],
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
            AGENT_METHODS["mcp_message"],
            schema.MessageMcpNotification(
                connection_id=connection_id, method=method, params=params, field_meta=kwargs or None
            ),
        )

    @param_model(schema.StartNesRequest)
    async def start_nes(
        self,
        workspace_uri: str | None = None,
        workspace_folders: list[schema.WorkspaceFolder] | None = None,
        repository: schema.NesRepository | None = None,
        **kwargs: Any,
    ) -> schema.StartNesResponse:
        return await self._call(
            AGENT_METHODS["nes_start"],
            schema.StartNesRequest(
                workspace_uri=workspace_uri,
                workspace_folders=workspace_folders,
                repository=repository,
                field_meta=kwargs or None,
            ),
            schema.StartNesResponse,
        )

    @param_model(schema.SuggestNesRequest)
    async def suggest_nes(
        self,
        session_id: str,
        uri: str,
        version: int,
        position: schema.Position,
        trigger_kind: Literal["automatic", "diagnostic", "manual"],
        selection: schema.Range | None = None,
        context: schema.NesSuggestContext | None = None,
        **kwargs: Any,
    ) -> schema.SuggestNesResponse:
        return await self._call(
            AGENT_METHODS["nes_suggest"],
            schema.SuggestNesRequest(
                session_id=session_id,
                uri=uri,
                version=version,
                position=position,
                selection=selection,
                trigger_kind=trigger_kind,
                context=context,
                field_meta=kwargs or None,
            ),
            schema.SuggestNesResponse,
        )

    @param_model(schema.CloseNesRequest)
    async def close_nes(self, session_id: str, **kwargs: Any) -> schema.CloseNesResponse:
        return await self._call_lenient(
            AGENT_METHODS["nes_close"],
            schema.CloseNesRequest(session_id=session_id, field_meta=kwargs or None),
            schema.CloseNesResponse,
        )

    @param_model(schema.AcceptNesNotification)
    async def accept_nes(self, session_id: str, id: str, **kwargs: Any) -> None:
        self._notify(
            AGENT_METHODS["nes_accept"],
            schema.AcceptNesNotification(session_id=session_id, id=id, field_meta=kwargs or None),
        )

    @param_model(schema.RejectNesNotification)
    async def reject_nes(
        self,
        session_id: str,
        id: str,
        reason: Literal["rejected", "ignored", "replaced", "cancelled"] | None = None,
        **kwargs: Any,
    ) -> None:
        self._notify(
            AGENT_METHODS["nes_reject"],
            schema.RejectNesNotification(session_id=session_id, id=id, reason=reason, field_meta=kwargs or None),
        )

    @param_model(schema.DidOpenDocumentNotification)
    async def did_open(
        self, session_id: str, uri: str, language_id: str, version: int, text: str, **kwargs: Any
    ) -> None:
        self._notify(
            AGENT_METHODS["document_did_open"],
            schema.DidOpenDocumentNotification(
                session_id=session_id,
                uri=uri,
                language_id=language_id,
                version=version,
                text=text,
                field_meta=kwargs or None,
            ),
        )

    @param_model(schema.DidChangeDocumentNotification)
    async def did_change(
        self,
        session_id: str,
        uri: str,
        version: int,
        content_changes: list[schema.TextDocumentContentChangeEvent],
        **kwargs: Any,
    ) -> None:
        self._notify(
            AGENT_METHODS["document_did_change"],
            schema.DidChangeDocumentNotification(
                session_id=session_id,
                uri=uri,
                version=version,
                content_changes=content_changes,
                field_meta=kwargs or None,
            ),
        )

    @param_model(schema.DidCloseDocumentNotification)
    async def did_close(self, session_id: str, uri: str, **kwargs: Any) -> None:
        self._notify(
            AGENT_METHODS["document_did_close"],
            schema.DidCloseDocumentNotification(session_id=session_id, uri=uri, field_meta=kwargs or None),
        )

    @param_model(schema.DidSaveDocumentNotification)
    async def did_save(self, session_id: str, uri: str, **kwargs: Any) -> None:
        self._notify(
            AGENT_METHODS["document_did_save"],
            schema.DidSaveDocumentNotification(session_id=session_id, uri=uri, field_meta=kwargs or None),
        )

    @param_model(schema.DidFocusDocumentNotification)
    async def did_focus(
        self,
        session_id: str,
        uri: str,
        version: int,
        position: schema.Position,
        visible_range: schema.Range,
        **kwargs: Any,
    ) -> None:
        self._notify(
            AGENT_METHODS["document_did_focus"],
            schema.DidFocusDocumentNotification(
                session_id=session_id,
                uri=uri,
                version=version,
                position=position,
                visible_range=visible_range,
                field_meta=kwargs or None,
            ),
        )
