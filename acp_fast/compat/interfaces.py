"""`Agent` and `Client`: what you implement, as `typing.Protocol`s with the official SDK's method signatures.

Each method gets its request's fields by keyword and the `_meta` keys in `**kwargs`. As in the official SDK, a
class that subclasses `Agent` or `Client` and does not override a method inherits its stub, which answers `null`
(or `{}` where the result may be empty) rather than `-32601`.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol

from . import schema

__all__ = ["Agent", "Client"]


class Client(Protocol):
    async def request_permission(
        self, session_id: str, tool_call: schema.ToolCallUpdate, options: list[schema.PermissionOption], **kwargs: Any
    ) -> schema.RequestPermissionResponse: ...

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None: ...

    async def write_text_file(
        self, session_id: str, path: str, content: str, **kwargs: Any
    ) -> schema.WriteTextFileResponse | None: ...

    async def read_text_file(
        self, session_id: str, path: str, line: int | None = None, limit: int | None = None, **kwargs: Any
    ) -> schema.ReadTextFileResponse: ...

    async def create_terminal(
        self,
        session_id: str,
        command: str,
        args: list[str] | None = None,
        env: list[schema.EnvVariable] | None = None,
        cwd: str | None = None,
        output_byte_limit: int | None = None,
        **kwargs: Any,
    ) -> schema.CreateTerminalResponse: ...

    async def terminal_output(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.TerminalOutputResponse: ...

    async def release_terminal(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.ReleaseTerminalResponse | None: ...

    async def wait_for_terminal_exit(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.WaitForTerminalExitResponse: ...

    async def kill_terminal(
        self, session_id: str, terminal_id: str, **kwargs: Any
    ) -> schema.KillTerminalResponse | None: ...

    async def create_elicitation(self, message: str, mode: Any, **kwargs: Any) -> Any: ...

    async def complete_elicitation(self, elicitation_id: str, **kwargs: Any) -> None: ...

    # Added by 1.0.0rc3 (unstable): MCP over ACP, the agent relaying to an MCP server the client connects it to.

    async def connect_mcp(self, server_id: str, **kwargs: Any) -> schema.ConnectMcpResponse: ...

    async def disconnect_mcp(self, connection_id: str, **kwargs: Any) -> schema.DisconnectMcpResponse: ...

    async def mcp_message(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> Any: ...

    async def notify_mcp(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> None: ...

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]: ...

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None: ...

    def on_connect(self, conn: Agent) -> None: ...


class Agent(Protocol):
    async def initialize(
        self,
        protocol_version: int,
        client_capabilities: schema.ClientCapabilities | None = None,
        client_info: schema.Implementation | None = None,
        **kwargs: Any,
    ) -> schema.InitializeResponse: ...

    async def new_session(
        self,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.NewSessionResponse: ...

    async def load_session(
        self,
        cwd: str,
        session_id: str,
        mcp_servers: list[Any] | None = None,
        additional_directories: list[str] | None = None,
        **kwargs: Any,
    ) -> schema.LoadSessionResponse | None: ...

    async def list_sessions(
        self, cwd: str | None = None, cursor: str | None = None, **kwargs: Any
    ) -> schema.ListSessionsResponse: ...

    async def set_session_mode(
        self, session_id: str, mode_id: str, **kwargs: Any
    ) -> schema.SetSessionModeResponse | None: ...

    # 0.8 to 0.10 (unstable there too; the schema dropped it later): agents written for them still serve it.
    async def set_session_model(
        self, model_id: str, session_id: str, **kwargs: Any
    ) -> schema.SetSessionModelResponse | None: ...

    async def set_config_option(
        self, config_id: str, session_id: str, value: str | bool, **kwargs: Any
    ) -> schema.SetSessionConfigOptionResponse | None: ...

    async def authenticate(self, method_id: str, **kwargs: Any) -> schema.AuthenticateResponse | None: ...

    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any) -> schema.PromptResponse: ...

    async def fork_session(
        self,
        session_id: str,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.ForkSessionResponse: ...

    async def resume_session(
        self,
        session_id: str,
        cwd: str,
        additional_directories: list[str] | None = None,
        mcp_servers: list[Any] | None = None,
        **kwargs: Any,
    ) -> schema.ResumeSessionResponse: ...

    async def close_session(self, session_id: str, **kwargs: Any) -> schema.CloseSessionResponse | None: ...

    async def cancel(self, session_id: str, **kwargs: Any) -> None: ...

    # Added by 1.0.0rc3: session/delete and logout (stable there), providers, MCP over ACP, next edit suggestions
    # and the document events they read (unstable).

    async def delete_session(self, session_id: str, **kwargs: Any) -> schema.DeleteSessionResponse: ...

    async def list_providers(self, **kwargs: Any) -> schema.ListProvidersResponse: ...

    async def set_provider(
        self,
        provider_id: str,
        api_type: Literal["anthropic", "openai", "azure", "vertex", "bedrock"] | str,
        base_url: str,
        headers: dict[str, str] | None = None,
        **kwargs: Any,
    ) -> schema.SetProviderResponse: ...

    async def disable_provider(self, provider_id: str, **kwargs: Any) -> schema.DisableProviderResponse: ...

    async def logout(self, **kwargs: Any) -> schema.LogoutResponse: ...

    async def mcp_message(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> Any: ...

    async def notify_mcp(
        self, connection_id: str, method: str, params: dict[str, Any] | None = None, **kwargs: Any
    ) -> None: ...

    async def start_nes(
        self,
        workspace_uri: str | None = None,
        workspace_folders: list[schema.WorkspaceFolder] | None = None,
        repository: schema.NesRepository | None = None,
        **kwargs: Any,
    ) -> schema.StartNesResponse: ...

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
    ) -> schema.SuggestNesResponse: ...

    async def close_nes(self, session_id: str, **kwargs: Any) -> schema.CloseNesResponse: ...

    async def accept_nes(self, session_id: str, id: str, **kwargs: Any) -> None: ...

    async def reject_nes(
        self,
        session_id: str,
        id: str,
        reason: Literal["rejected", "ignored", "replaced", "cancelled"] | None = None,
        **kwargs: Any,
    ) -> None: ...

    async def did_open(
        self, session_id: str, uri: str, language_id: str, version: int, text: str, **kwargs: Any
    ) -> None: ...

    async def did_change(
        self,
        session_id: str,
        uri: str,
        version: int,
        content_changes: list[schema.TextDocumentContentChangeEvent],
        **kwargs: Any,
    ) -> None: ...

    async def did_close(self, session_id: str, uri: str, **kwargs: Any) -> None: ...

    async def did_save(self, session_id: str, uri: str, **kwargs: Any) -> None: ...

    async def did_focus(
        self,
        session_id: str,
        uri: str,
        version: int,
        position: schema.Position,
        visible_range: schema.Range,
        **kwargs: Any,
    ) -> None: ...

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]: ...

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None: ...

    def on_connect(self, conn: Client) -> None: ...
