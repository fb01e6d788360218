"""ACP protocol version 1 types, generated from the official schema. Do not edit.

Source: ACP JSON schema v1/schema.unstable.json, as bundled in @agentclientprotocol/sdk 2.4.0. Regenerate with `python scripts/generate_schema.py`.
Imported as `acp_fast.acp.schema`, which re-exports its `__all__`.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Union

from ._model import (
    _MISSING,
    Field,
    Model,
    CheckedField,
    DeprecatedField,
    ModelField,
    SchemaError,
    UnionField,
    _check_tagged,
    _check_untagged,
    _deprecated_arg,
    _deprecated_name,
    _expected,
    _list_wrapper,
    _map_wrapper,
    _prim_list_wrapper,
    _tagged_wrapper,
    _u,
    _untagged_wrapper,
    _warn_removed_call,
    _wrapper,
)
from ._schema_method import Method

# Its classes are `acp_fast.acp.schema`'s, as are the warnings of its deprecated names.
__name__ = 'acp_fast.acp.schema'

if TYPE_CHECKING:
    from .. import Drained
    from ._typed import TypedRequest

PROTOCOL_VERSION = 1


def _c_AgentAuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AgentCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AgentMessageChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_message_chunk':
        raise SchemaError('expected agent_message_chunk', 'sessionUpdate')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_AgentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_AgentPlanUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'plan':
        raise SchemaError('expected plan', 'sessionUpdate')
    if 'entries' not in d:
        raise SchemaError('missing required field', 'entries')


def _c_AgentRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('id')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_AgentThoughtChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_thought_chunk':
        raise SchemaError('expected agent_thought_chunk', 'sessionUpdate')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_Annotations(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ArchiveSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_ArchiveSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AudioContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'audio':
        raise SchemaError('expected audio', 'type')
    v = d.get('data', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'data')
    if type(v) is not str:
        raise _expected('a string', v)._at('data')
    v = d.get('mimeType', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'mimeType')
    if type(v) is not str:
        raise _expected('a string', v)._at('mimeType')


def _c_AuthAccount(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('label', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'label')
    if type(v) is not str:
        raise _expected('a string', v)._at('label')


def _c_AuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AuthMethodAgent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if type(v) is not str:
        raise _expected('a string', v)._at('id')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')


def _c_AuthMethodTerminal(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'terminal':
        raise SchemaError('expected terminal', 'type')
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if type(v) is not str:
        raise _expected('a string', v)._at('id')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('args')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('args')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('args', i0)
    v = d.get('env')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('env')
        for k0, x0 in v.items():
            if type(x0) is not str:
                raise _expected('a string', x0)._at('env', k0)


def _c_AuthStatusCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AuthStatusRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AuthStatusResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('state', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'state')
    if type(v) is not str:
        raise _expected('a string', v)._at('state')


def _c_AuthStatusUpdateNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('state', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'state')
    if type(v) is not str:
        raise _expected('a string', v)._at('state')


def _c_AuthenticateRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('methodId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'methodId')
    if type(v) is not str:
        raise _expected('a string', v)._at('methodId')


def _c_AuthenticateResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AvailableCommand(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('description', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'description')
    if type(v) is not str:
        raise _expected('a string', v)._at('description')


def _c_AvailableCommandsUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'available_commands_update':
        raise SchemaError('expected available_commands_update', 'sessionUpdate')
    if 'availableCommands' not in d:
        raise SchemaError('missing required field', 'availableCommands')


def _c_BlobResourceContents(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('blob', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'blob')
    if type(v) is not str:
        raise _expected('a string', v)._at('blob')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


def _c_BooleanConfigOptionCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_BooleanPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'boolean':
        raise SchemaError('expected boolean', 'type')


def _c_CancelNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_CancelRequestNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('requestId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestId')
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('requestId')


def _c_CancelledRequestPermissionOutcome(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('outcome') != 'cancelled':
        raise SchemaError('expected cancelled', 'outcome')


def _c_ClientCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ClientNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_ClientRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('id')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_ClientSessionCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_CloseSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_CloseSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_CompactionSummaryChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'compaction_summary_chunk':
        raise SchemaError('expected compaction_summary_chunk', 'sessionUpdate')
    v = d.get('compactionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'compactionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('compactionId')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_CompactionUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'compaction_update':
        raise SchemaError('expected compaction_update', 'sessionUpdate')
    v = d.get('compactionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'compactionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('compactionId')
    v = d.get('status', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'status')
    if type(v) is not str:
        raise _expected('a string', v)._at('status')


def _c_CompleteElicitationNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('elicitationId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'elicitationId')
    if type(v) is not str:
        raise _expected('a string', v)._at('elicitationId')


def _c_ConfigOptionUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'config_option_update':
        raise SchemaError('expected config_option_update', 'sessionUpdate')
    if 'configOptions' not in d:
        raise SchemaError('missing required field', 'configOptions')


def _c_Content(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'content':
        raise SchemaError('expected content', 'type')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_ContentChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_Cost(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('amount', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'amount')
    if type(v) not in (float, int):
        raise _expected('a number', v)._at('amount')
    v = d.get('currency', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'currency')
    if type(v) is not str:
        raise _expected('a string', v)._at('currency')


def _c_CreateElicitationRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('message', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'message')
    if type(v) is not str:
        raise _expected('a string', v)._at('message')
    if 'mode' not in d:
        raise SchemaError('missing required field', 'mode')


def _c_CreateElicitationResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'action' not in d:
        raise SchemaError('missing required field', 'action')


def _c_CreateTerminalRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('command', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'command')
    if type(v) is not str:
        raise _expected('a string', v)._at('command')
    v = d.get('args')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('args')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('args', i0)
    v = d.get('env')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('env')
        for i0, x0 in enumerate(v):
            try:
                _c_EnvVariable(x0)
            except SchemaError as exc:
                raise exc._at('env', i0)
    v = d.get('cwd')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('cwd')
    v = d.get('outputByteLimit')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('outputByteLimit')


def _c_CreateTerminalResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_CurrentModeUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'current_mode_update':
        raise SchemaError('expected current_mode_update', 'sessionUpdate')
    v = d.get('currentModeId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'currentModeId')
    if type(v) is not str:
        raise _expected('a string', v)._at('currentModeId')


def _c_DeleteSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_DeleteSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_Diff(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'diff':
        raise SchemaError('expected diff', 'type')
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')
    v = d.get('newText', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'newText')
    if type(v) is not str:
        raise _expected('a string', v)._at('newText')


def _c_DisableProviderRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('providerId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'providerId')
    if type(v) is not str:
        raise _expected('a string', v)._at('providerId')


def _c_DisableProviderResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ElicitationAcceptAction(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('content')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('content')


def _c_ElicitationCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ElicitationFormCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ElicitationFormMode(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('requestedSchema', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestedSchema')
    if v is None:
        raise _expected('a value', v)._at('requestedSchema')
    try:
        _c_ElicitationSchema(v)
    except SchemaError as exc:
        raise exc._at('requestedSchema')


def _c_ElicitationRequestScope(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('requestId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestId')
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('requestId')


def _c_ElicitationSchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('properties')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('properties')
        for k0, x0 in v.items():
            try:
                _c_ElicitationPropertySchema(x0)
            except SchemaError as exc:
                raise exc._at('properties', k0)
    v = d.get('required')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('required')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('required', i0)


def _c_ElicitationSessionScope(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_ElicitationUrlCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ElicitationUrlMode(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('elicitationId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'elicitationId')
    if type(v) is not str:
        raise _expected('a string', v)._at('elicitationId')
    v = d.get('url', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'url')
    if type(v) is not str:
        raise _expected('a string', v)._at('url')


def _c_EmbeddedResourceContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'resource':
        raise SchemaError('expected resource', 'type')
    v = d.get('resource', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'resource')
    if v is None:
        raise _expected('a value', v)._at('resource')
    try:
        _c_EmbeddedResourceResource(v)
    except SchemaError as exc:
        raise exc._at('resource')


def _c_EnumOption(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('const', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'const')
    if type(v) is not str:
        raise _expected('a string', v)._at('const')
    v = d.get('title', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'title')
    if type(v) is not str:
        raise _expected('a string', v)._at('title')


def _c_EnvVariable(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('value', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'value')
    if type(v) is not str:
        raise _expected('a string', v)._at('value')


def _c_Error(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('code', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'code')
    if type(v) is not int:
        raise _expected('an integer', v)._at('code')
    v = d.get('message', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'message')
    if type(v) is not str:
        raise _expected('a string', v)._at('message')


def _c_ErrorStopReason(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_FileSystemCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ForkSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)
    v = d.get('mcpServers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('mcpServers')
        for i0, x0 in enumerate(v):
            try:
                _c_McpServer(x0)
            except SchemaError as exc:
                raise exc._at('mcpServers', i0)
    v = d.get('systemPrompt')
    if v is not None:
        try:
            _c_SystemPrompt(v)
        except SchemaError as exc:
            raise exc._at('systemPrompt')


def _c_ForkSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_HttpHeader(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('value', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'value')
    if type(v) is not str:
        raise _expected('a string', v)._at('value')


def _c_IdleStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('state') != 'idle':
        raise SchemaError('expected idle', 'state')


def _c_ImageContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'image':
        raise SchemaError('expected image', 'type')
    v = d.get('data', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'data')
    if type(v) is not str:
        raise _expected('a string', v)._at('data')
    v = d.get('mimeType', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'mimeType')
    if type(v) is not str:
        raise _expected('a string', v)._at('mimeType')


def _c_Implementation(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('version', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'version')
    if type(v) is not str:
        raise _expected('a string', v)._at('version')


def _c_InitializeRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('protocolVersion', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'protocolVersion')
    if type(v) is not int:
        raise _expected('an integer', v)._at('protocolVersion')


def _c_InitializeResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('protocolVersion', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'protocolVersion')
    if type(v) is not int:
        raise _expected('an integer', v)._at('protocolVersion')


def _c_IntegerPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'integer':
        raise SchemaError('expected integer', 'type')
    v = d.get('minimum')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('minimum')
    v = d.get('maximum')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('maximum')


def _c_KillTerminalRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_KillTerminalResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ListProvidersRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ListProvidersResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('providers', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'providers')
    if v is None:
        raise _expected('a value', v)._at('providers')
    if type(v) is not list:
        raise _expected('an array', v)._at('providers')
    for i0, x0 in enumerate(v):
        try:
            _c_ProviderInfo(x0)
        except SchemaError as exc:
            raise exc._at('providers', i0)


def _c_ListSessionsRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('cwd')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('cwd')
    v = d.get('cursor')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('cursor')
    v = d.get('archived')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('archived')


def _c_ListSessionsResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'sessions' not in d:
        raise SchemaError('missing required field', 'sessions')


def _c_LoadSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('mcpServers', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'mcpServers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('mcpServers')
        for i0, x0 in enumerate(v):
            try:
                _c_McpServer(x0)
            except SchemaError as exc:
                raise exc._at('mcpServers', i0)
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('systemPrompt')
    if v is not None:
        try:
            _c_SystemPrompt(v)
        except SchemaError as exc:
            raise exc._at('systemPrompt')


def _c_LoadSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_LogoutCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_LogoutRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_LogoutResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_McpCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_McpError(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('code', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'code')
    if type(v) is not int:
        raise _expected('an integer', v)._at('code')
    v = d.get('message', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'message')
    if type(v) is not str:
        raise _expected('a string', v)._at('message')


def _c_McpServerAcp(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'acp':
        raise SchemaError('expected acp', 'type')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('serverId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'serverId')
    if type(v) is not str:
        raise _expected('a string', v)._at('serverId')


def _c_McpServerHttp(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'http':
        raise SchemaError('expected http', 'type')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('url', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'url')
    if type(v) is not str:
        raise _expected('a string', v)._at('url')
    v = d.get('headers', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'headers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('headers')
        for i0, x0 in enumerate(v):
            try:
                _c_HttpHeader(x0)
            except SchemaError as exc:
                raise exc._at('headers', i0)


def _c_McpServerSse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'sse':
        raise SchemaError('expected sse', 'type')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('url', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'url')
    if type(v) is not str:
        raise _expected('a string', v)._at('url')
    v = d.get('headers', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'headers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('headers')
        for i0, x0 in enumerate(v):
            try:
                _c_HttpHeader(x0)
            except SchemaError as exc:
                raise exc._at('headers', i0)


def _c_McpServerStdio(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('command', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'command')
    if type(v) is not str:
        raise _expected('a string', v)._at('command')
    v = d.get('args', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'args')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('args')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('args', i0)
    v = d.get('env', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'env')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('env')
        for i0, x0 in enumerate(v):
            try:
                _c_EnvVariable(x0)
            except SchemaError as exc:
                raise exc._at('env', i0)


def _c_MessageMcpNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('serverId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'serverId')
    if type(v) is not str:
        raise _expected('a string', v)._at('serverId')
    v = d.get('requestId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestId')
    if type(v) is not str:
        raise _expected('a string', v)._at('requestId')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')
    v = d.get('params')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('params')


def _c_MessageMcpRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('serverId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'serverId')
    if type(v) is not str:
        raise _expected('a string', v)._at('serverId')
    v = d.get('requestId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestId')
    if type(v) is not str:
        raise _expected('a string', v)._at('requestId')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')
    v = d.get('params')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('params')


def _c_MultiSelectPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'array':
        raise SchemaError('expected array', 'type')
    v = d.get('minItems')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('minItems')
    v = d.get('maxItems')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('maxItems')
    v = d.get('items', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'items')
    if v is None:
        raise _expected('a value', v)._at('items')
    try:
        _c_MultiSelectItems(v)
    except SchemaError as exc:
        raise exc._at('items')


def _c_NewSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)
    v = d.get('mcpServers', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'mcpServers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('mcpServers')
        for i0, x0 in enumerate(v):
            try:
                _c_McpServer(x0)
            except SchemaError as exc:
                raise exc._at('mcpServers', i0)
    v = d.get('systemPrompt')
    if v is not None:
        try:
            _c_SystemPrompt(v)
        except SchemaError as exc:
            raise exc._at('systemPrompt')


def _c_NewSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_Notice(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'notice':
        raise SchemaError('expected notice', 'sessionUpdate')
    v = d.get('severity', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'severity')
    if type(v) is not str:
        raise _expected('a string', v)._at('severity')
    v = d.get('title', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'title')
    if type(v) is not str:
        raise _expected('a string', v)._at('title')


def _c_NumberPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'number':
        raise SchemaError('expected number', 'type')
    v = d.get('minimum')
    if v is not None:
        if type(v) not in (float, int):
            raise _expected('a number', v)._at('minimum')
    v = d.get('maximum')
    if v is not None:
        if type(v) not in (float, int):
            raise _expected('a number', v)._at('maximum')


def _c_OtherElicitationPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherMultiSelectItems(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('state', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'state')
    if type(v) is not str:
        raise _expected('a string', v)._at('state')


def _c_PermissionOption(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('optionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'optionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('optionId')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('kind', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'kind')
    if type(v) is not str:
        raise _expected('a string', v)._at('kind')


def _c_PlanCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_PlanEntry(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if type(v) is not str:
        raise _expected('a string', v)._at('content')
    v = d.get('priority', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'priority')
    if type(v) is not str:
        raise _expected('a string', v)._at('priority')
    v = d.get('status', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'status')
    if type(v) is not str:
        raise _expected('a string', v)._at('status')


def _c_PlanFile(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'file':
        raise SchemaError('expected file', 'type')
    v = d.get('planId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'planId')
    if type(v) is not str:
        raise _expected('a string', v)._at('planId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


def _c_PlanItems(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'items':
        raise SchemaError('expected items', 'type')
    v = d.get('planId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'planId')
    if type(v) is not str:
        raise _expected('a string', v)._at('planId')
    if 'entries' not in d:
        raise SchemaError('missing required field', 'entries')


def _c_PlanMarkdown(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'markdown':
        raise SchemaError('expected markdown', 'type')
    v = d.get('planId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'planId')
    if type(v) is not str:
        raise _expected('a string', v)._at('planId')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if type(v) is not str:
        raise _expected('a string', v)._at('content')


def _c_PlanRemoved(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'plan_removed':
        raise SchemaError('expected plan_removed', 'sessionUpdate')
    v = d.get('planId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'planId')
    if type(v) is not str:
        raise _expected('a string', v)._at('planId')


def _c_PlanUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'plan_update':
        raise SchemaError('expected plan_update', 'sessionUpdate')
    v = d.get('plan', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'plan')
    if v is None:
        raise _expected('a value', v)._at('plan')
    try:
        _c_PlanUpdateContent(v)
    except SchemaError as exc:
        raise exc._at('plan')


def _c_PromptCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_PromptRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('prompt', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'prompt')
    if v is None:
        raise _expected('a value', v)._at('prompt')
    if type(v) is not list:
        raise _expected('an array', v)._at('prompt')
    for i0, x0 in enumerate(v):
        try:
            _c_ContentBlock(x0)
        except SchemaError as exc:
            raise exc._at('prompt', i0)


def _c_PromptResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('stopReason', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'stopReason')
    if type(v) is not str:
        raise _expected('a string', v)._at('stopReason')


def _c_ProviderCurrentConfig(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('apiType', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'apiType')
    if type(v) is not str:
        raise _expected('a string', v)._at('apiType')
    v = d.get('baseUrl', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'baseUrl')
    if type(v) is not str:
        raise _expected('a string', v)._at('baseUrl')


def _c_ProviderInfo(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('providerId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'providerId')
    if type(v) is not str:
        raise _expected('a string', v)._at('providerId')
    if 'supported' not in d:
        raise SchemaError('missing required field', 'supported')
    v = d.get('required', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'required')
    if type(v) is not bool:
        raise _expected('a boolean', v)._at('required')
    v = d.get('current')
    if v is not None:
        try:
            _c_ProviderCurrentConfig(v)
        except SchemaError as exc:
            raise exc._at('current')


def _c_ProvidersCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ProxyNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')
    v = d.get('params')
    if v is not None:
        try:
            _c_ProxySuccessorNotification(v)
        except SchemaError as exc:
            raise exc._at('params')


def _c_ProxyRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('id')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_ProxySuccessorNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_ProxySuccessorRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_ReadTextFileRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')
    v = d.get('line')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('line')
    v = d.get('limit')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('limit')


def _c_ReadTextFileResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if type(v) is not str:
        raise _expected('a string', v)._at('content')


def _c_ReleaseTerminalRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_ReleaseTerminalResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_RequestPermissionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('toolCall', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCall')
    if v is None:
        raise _expected('a value', v)._at('toolCall')
    try:
        _c_ToolCallUpdate(v)
    except SchemaError as exc:
        raise exc._at('toolCall')
    v = d.get('options', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'options')
    if v is None:
        raise _expected('a value', v)._at('options')
    if type(v) is not list:
        raise _expected('an array', v)._at('options')
    for i0, x0 in enumerate(v):
        try:
            _c_PermissionOption(x0)
        except SchemaError as exc:
            raise exc._at('options', i0)


def _c_RequestPermissionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('outcome', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'outcome')
    if v is None:
        raise _expected('a value', v)._at('outcome')
    try:
        _c_RequestPermissionOutcome(v)
    except SchemaError as exc:
        raise exc._at('outcome')


def _c_RequiresActionStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('state') != 'requires_action':
        raise SchemaError('expected requires_action', 'state')


def _c_ResourceContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'resource_link':
        raise SchemaError('expected resource_link', 'type')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


def _c_ResumeSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)
    v = d.get('mcpServers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('mcpServers')
        for i0, x0 in enumerate(v):
            try:
                _c_McpServer(x0)
            except SchemaError as exc:
                raise exc._at('mcpServers', i0)
    v = d.get('systemPrompt')
    if v is not None:
        try:
            _c_SystemPrompt(v)
        except SchemaError as exc:
            raise exc._at('systemPrompt')


def _c_ResumeSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_RunningStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('state') != 'running':
        raise SchemaError('expected running', 'state')


def _c_SelectedPermissionOutcome(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('outcome') != 'selected':
        raise SchemaError('expected selected', 'outcome')
    v = d.get('optionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'optionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('optionId')


def _c_SessionAdditionalDirectoriesCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionArchiveCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionCancelCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionCloseCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionConfigBoolean(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('currentValue', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'currentValue')
    if type(v) is not bool:
        raise _expected('a boolean', v)._at('currentValue')


def _c_SessionConfigOption(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if type(v) is not str:
        raise _expected('a string', v)._at('id')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    if 'type' not in d:
        raise SchemaError('missing required field', 'type')
    if 'currentValue' not in d:
        raise SchemaError('missing required field', 'currentValue')


def _c_SessionConfigOptionsCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionConfigSelect(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('currentValue', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'currentValue')
    if type(v) is not str:
        raise _expected('a string', v)._at('currentValue')
    v = d.get('options', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'options')


def _c_SessionConfigSelectGroup(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('group', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'group')
    if type(v) is not str:
        raise _expected('a string', v)._at('group')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    if 'options' not in d:
        raise SchemaError('missing required field', 'options')


def _c_SessionConfigSelectOption(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('value', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'value')
    if type(v) is not str:
        raise _expected('a string', v)._at('value')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')


def _c_SessionDeleteCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionForkCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionInfo(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')


def _c_SessionInfoUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'session_info_update':
        raise SchemaError('expected session_info_update', 'sessionUpdate')


def _c_SessionListCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionMessage(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'session_message':
        raise SchemaError('expected session_message', 'sessionUpdate')
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')


def _c_SessionMessageChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'session_message_chunk':
        raise SchemaError('expected session_message_chunk', 'sessionUpdate')
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_SessionMode(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if type(v) is not str:
        raise _expected('a string', v)._at('id')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')


def _c_SessionModeState(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('currentModeId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'currentModeId')
    if type(v) is not str:
        raise _expected('a string', v)._at('currentModeId')
    if 'availableModes' not in d:
        raise SchemaError('missing required field', 'availableModes')


def _c_SessionNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('update', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'update')
    if v is None:
        raise _expected('a value', v)._at('update')
    try:
        _c_SessionUpdate(v)
    except SchemaError as exc:
        raise exc._at('update')


def _c_SessionResumeCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionStatusCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionStatusRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_SessionStatusResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('status', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'status')
    if type(v) is not str:
        raise _expected('a string', v)._at('status')


def _c_SessionSystemPromptCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionSystemPromptModeCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionSystemPromptOverrideCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SessionTitleCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SetProviderRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('providerId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'providerId')
    if type(v) is not str:
        raise _expected('a string', v)._at('providerId')
    v = d.get('apiType', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'apiType')
    if type(v) is not str:
        raise _expected('a string', v)._at('apiType')
    v = d.get('baseUrl', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'baseUrl')
    if type(v) is not str:
        raise _expected('a string', v)._at('baseUrl')
    v = d.get('headers')
    if v is not None:
        if type(v) is not dict:
            raise _expected('an object', v)._at('headers')
        for k0, x0 in v.items():
            if type(x0) is not str:
                raise _expected('a string', x0)._at('headers', k0)


def _c_SetProviderResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SetSessionConfigOptionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('configId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'configId')
    if type(v) is not str:
        raise _expected('a string', v)._at('configId')
    if 'value' not in d:
        raise SchemaError('missing required field', 'value')


def _c_SetSessionConfigOptionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'configOptions' not in d:
        raise SchemaError('missing required field', 'configOptions')


def _c_SetSessionModeRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('modeId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'modeId')
    if type(v) is not str:
        raise _expected('a string', v)._at('modeId')


def _c_SetSessionModeResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SetSessionTitleRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('title', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'title')
    if type(v) is not str:
        raise _expected('a string', v)._at('title')


def _c_SetSessionTitleResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('title', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'title')
    if type(v) is not str:
        raise _expected('a string', v)._at('title')


def _c_StringMultiSelectItems(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'string':
        raise SchemaError('expected string', 'type')
    v = d.get('enum', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'enum')
    if v is None:
        raise _expected('a value', v)._at('enum')
    if type(v) is not list:
        raise _expected('an array', v)._at('enum')
    for i0, x0 in enumerate(v):
        if type(x0) is not str:
            raise _expected('a string', x0)._at('enum', i0)


def _c_StringPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'string':
        raise SchemaError('expected string', 'type')
    v = d.get('minLength')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('minLength')
    v = d.get('maxLength')
    if v is not None:
        if type(v) is not int:
            raise _expected('an integer', v)._at('maxLength')
    v = d.get('pattern')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('pattern')
    v = d.get('format')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('format')
    v = d.get('enum')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('enum')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('enum', i0)
    v = d.get('oneOf')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('oneOf')
        for i0, x0 in enumerate(v):
            try:
                _c_EnumOption(x0)
            except SchemaError as exc:
                raise exc._at('oneOf', i0)


def _c_SubagentCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SubagentSessionCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_SubagentUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'subagent_update':
        raise SchemaError('expected subagent_update', 'sessionUpdate')
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('cwd')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('cwd')
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)


def _c_SystemPrompt(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('mode', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'mode')
    if type(v) is not str:
        raise _expected('a string', v)._at('mode')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    if type(v) is not list:
        raise _expected('an array', v)._at('content')
    for i0, x0 in enumerate(v):
        try:
            _c_ContentBlock(x0)
        except SchemaError as exc:
            raise exc._at('content', i0)


def _c_Terminal(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'terminal':
        raise SchemaError('expected terminal', 'type')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_TerminalExitStatus(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_TerminalOutputRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_TerminalOutputResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('output', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'output')
    if type(v) is not str:
        raise _expected('a string', v)._at('output')
    v = d.get('truncated', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'truncated')
    if type(v) is not bool:
        raise _expected('a boolean', v)._at('truncated')


def _c_TextContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'text':
        raise SchemaError('expected text', 'type')
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')


def _c_TextResourceContents(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


def _c_TitledMultiSelectItems(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('anyOf', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'anyOf')
    if v is None:
        raise _expected('a value', v)._at('anyOf')
    if type(v) is not list:
        raise _expected('an array', v)._at('anyOf')
    for i0, x0 in enumerate(v):
        try:
            _c_EnumOption(x0)
        except SchemaError as exc:
            raise exc._at('anyOf', i0)


def _c_ToolCallLocation(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')


def _c_ToolCallProgress(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'tool_call_update':
        raise SchemaError('expected tool_call_update', 'sessionUpdate')
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')


def _c_ToolCallStart(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'tool_call':
        raise SchemaError('expected tool_call', 'sessionUpdate')
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')
    v = d.get('title', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'title')
    if type(v) is not str:
        raise _expected('a string', v)._at('title')


def _c_ToolCallUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')


def _c_UnarchiveSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_UnarchiveSessionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_UnknownStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('state') != 'unknown':
        raise SchemaError('expected unknown', 'state')


def _c_UnstructuredCommandInput(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('hint', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'hint')
    if type(v) is not str:
        raise _expected('a string', v)._at('hint')


def _c_Usage(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('totalTokens', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'totalTokens')
    if type(v) is not int:
        raise _expected('an integer', v)._at('totalTokens')
    v = d.get('inputTokens', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'inputTokens')
    if type(v) is not int:
        raise _expected('an integer', v)._at('inputTokens')
    v = d.get('outputTokens', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'outputTokens')
    if type(v) is not int:
        raise _expected('an integer', v)._at('outputTokens')


def _c_UsageUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'usage_update':
        raise SchemaError('expected usage_update', 'sessionUpdate')
    v = d.get('used', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'used')
    if type(v) is not int:
        raise _expected('an integer', v)._at('used')
    v = d.get('size', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'size')
    if type(v) is not int:
        raise _expected('an integer', v)._at('size')


def _c_UserMessageChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'user_message_chunk':
        raise SchemaError('expected user_message_chunk', 'sessionUpdate')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ContentBlock(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_WaitForTerminalExitRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_WaitForTerminalExitResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_WriteTextFileRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if type(v) is not str:
        raise _expected('a string', v)._at('content')


def _c_WriteTextFileResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


_AuthMethod_checks: dict[Any, Any] = {'terminal': _c_AuthMethodTerminal}


def _c_AuthMethod(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _AuthMethod_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _AuthMethod_checks, _c_AuthMethodAgent, 'AuthMethod')
    else:
        check(d)


def _c_AvailableCommandInput(d: Any) -> None:
    _check_untagged(d, (_c_UnstructuredCommandInput,), 'AvailableCommandInput')


_ContentBlock_checks: dict[Any, Any] = {'text': _c_TextContentBlock, 'image': _c_ImageContentBlock, 'audio': _c_AudioContentBlock, 'resource_link': _c_ResourceContentBlock, 'resource': _c_EmbeddedResourceContentBlock}


def _c_ContentBlock(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _ContentBlock_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _ContentBlock_checks, None, 'ContentBlock')
    else:
        check(d)


_ElicitationPropertySchema_checks: dict[Any, Any] = {'string': _c_StringPropertySchema, 'number': _c_NumberPropertySchema, 'integer': _c_IntegerPropertySchema, 'boolean': _c_BooleanPropertySchema, 'array': _c_MultiSelectPropertySchema}


def _c_ElicitationPropertySchema(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _ElicitationPropertySchema_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _ElicitationPropertySchema_checks, _c_OtherElicitationPropertySchema, 'ElicitationPropertySchema')
    else:
        check(d)


def _c_EmbeddedResourceResource(d: Any) -> None:
    _check_untagged(d, (_c_TextResourceContents, _c_BlobResourceContents,), 'EmbeddedResourceResource')


_McpServer_checks: dict[Any, Any] = {'http': _c_McpServerHttp, 'sse': _c_McpServerSse, 'acp': _c_McpServerAcp}


def _c_McpServer(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _McpServer_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _McpServer_checks, _c_McpServerStdio, 'McpServer')
    else:
        check(d)


_MultiSelectItems_checks: dict[Any, Any] = {'string': _c_StringMultiSelectItems}


def _c_MultiSelectItems(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _MultiSelectItems_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _MultiSelectItems_checks, _c_TitledMultiSelectItems, 'MultiSelectItems')
    else:
        check(d)


_PlanUpdateContent_checks: dict[Any, Any] = {'items': _c_PlanItems, 'file': _c_PlanFile, 'markdown': _c_PlanMarkdown}


def _c_PlanUpdateContent(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _PlanUpdateContent_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _PlanUpdateContent_checks, None, 'PlanUpdateContent')
    else:
        check(d)


_RequestPermissionOutcome_checks: dict[Any, Any] = {'cancelled': _c_CancelledRequestPermissionOutcome, 'selected': _c_SelectedPermissionOutcome}


def _c_RequestPermissionOutcome(d: Any) -> None:
    kind = d.get('outcome') if type(d) is dict else None
    check = _RequestPermissionOutcome_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'outcome', _RequestPermissionOutcome_checks, None, 'RequestPermissionOutcome')
    else:
        check(d)


_SessionUpdate_checks: dict[Any, Any] = {'user_message_chunk': _c_UserMessageChunk, 'agent_message_chunk': _c_AgentMessageChunk, 'agent_thought_chunk': _c_AgentThoughtChunk, 'tool_call': _c_ToolCallStart, 'tool_call_update': _c_ToolCallProgress, 'plan': _c_AgentPlanUpdate, 'plan_update': _c_PlanUpdate, 'plan_removed': _c_PlanRemoved, 'available_commands_update': _c_AvailableCommandsUpdate, 'current_mode_update': _c_CurrentModeUpdate, 'config_option_update': _c_ConfigOptionUpdate, 'session_info_update': _c_SessionInfoUpdate, 'usage_update': _c_UsageUpdate, 'notice': _c_Notice, 'compaction_update': _c_CompactionUpdate, 'compaction_summary_chunk': _c_CompactionSummaryChunk, 'subagent_update': _c_SubagentUpdate, 'session_message': _c_SessionMessage, 'session_message_chunk': _c_SessionMessageChunk}


def _c_SessionUpdate(d: Any) -> None:
    kind = d.get('sessionUpdate') if type(d) is dict else None
    check = _SessionUpdate_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'sessionUpdate', _SessionUpdate_checks, None, 'SessionUpdate')
    else:
        check(d)


_StateUpdate_checks: dict[Any, Any] = {'running': _c_RunningStateUpdate, 'idle': _c_IdleStateUpdate, 'requires_action': _c_RequiresActionStateUpdate, 'unknown': _c_UnknownStateUpdate}


def _c_StateUpdate(d: Any) -> None:
    kind = d.get('state') if type(d) is dict else None
    check = _StateUpdate_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'state', _StateUpdate_checks, _c_OtherStateUpdate, 'StateUpdate')
    else:
        check(d)


_ToolCallContent_checks: dict[Any, Any] = {'content': _c_Content, 'diff': _c_Diff, 'terminal': _c_Terminal}


def _c_ToolCallContent(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _ToolCallContent_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _ToolCallContent_checks, None, 'ToolCallContent')
    else:
        check(d)


class AgentAuthCapabilities(Model):
    """Authentication-related capabilities supported by the agent."""

    __slots__ = ()
    status: Field[AuthStatusCapabilities | None] = Field('status')
    logout: Field[LogoutCapabilities | None] = Field('logout')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, status: AuthStatusCapabilities | None = None, logout: LogoutCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if status is not None:
            d['status'] = _u(status)
        if logout is not None:
            d['logout'] = _u(logout)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentCapabilities(Model):
    """Capabilities supported by the agent."""

    __slots__ = ()
    load_session: Field[bool | None] = Field('loadSession')
    prompt_capabilities: Field[PromptCapabilities | None] = Field('promptCapabilities')
    mcp_capabilities: Field[McpCapabilities | None] = Field('mcpCapabilities')
    session_capabilities: Field[SessionCapabilities | None] = Field('sessionCapabilities')
    auth: Field[AgentAuthCapabilities | None] = Field('auth')
    providers: Field[ProvidersCapabilities | None] = Field('providers')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    nes: Field[Any] = DeprecatedField('nes')
    position_encoding: Field[Any] = DeprecatedField('positionEncoding')

    def __init__(self, *, load_session: bool | None = None, prompt_capabilities: PromptCapabilities | dict[str, Any] | None = None, mcp_capabilities: McpCapabilities | dict[str, Any] | None = None, session_capabilities: SessionCapabilities | dict[str, Any] | None = None, auth: AgentAuthCapabilities | dict[str, Any] | None = None, providers: ProvidersCapabilities | None = None, meta: dict[str, Any] | None = None, nes: Any = None, position_encoding: Any = None) -> None:
        d: dict[str, Any] = {}
        if load_session is not None:
            d['loadSession'] = load_session
        if prompt_capabilities is not None:
            d['promptCapabilities'] = _u(prompt_capabilities)
        if mcp_capabilities is not None:
            d['mcpCapabilities'] = _u(mcp_capabilities)
        if session_capabilities is not None:
            d['sessionCapabilities'] = _u(session_capabilities)
        if auth is not None:
            d['auth'] = _u(auth)
        if providers is not None:
            d['providers'] = _u(providers)
        if meta is not None:
            d['_meta'] = _u(meta)
        if nes is not None:
            d['nes'] = _deprecated_arg(AgentCapabilities, 'nes', nes)
        if position_encoding is not None:
            d['positionEncoding'] = _deprecated_arg(AgentCapabilities, 'position_encoding', position_encoding)
        self._d = d


class ContentChunk(Model):
    """A streamed item of content"""

    __slots__ = ()
    content: Field[ContentBlock] = Field('content')
    message_id: Field[MessageId | None] = Field('messageId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, content: ContentBlock | dict[str, Any], *, message_id: MessageId | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'content': _u(content)}
        if message_id is not None:
            d['messageId'] = message_id
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentMessageChunk(ContentChunk):
    """A chunk of the agent's response being streamed."""

    __slots__ = ()
    TAG = 'agent_message_chunk'

    def __init__(self, content: ContentBlock | dict[str, Any], *, message_id: MessageId | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_message_chunk', 'content': _u(content)}
        if message_id is not None:
            d['messageId'] = message_id
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentNotification(Model):
    """A JSON-RPC notification object."""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[Any | None] = Field('params')

    def __init__(self, method: str, *, params: Any | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class AgentPlanUpdate(Model):
    """An execution plan for accomplishing complex tasks."""

    __slots__ = ()
    TAG = 'plan'
    entries: Field[list[PlanEntry]] = Field('entries')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, entries: list[PlanEntry], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'plan', 'entries': _u(entries)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentRequest(Model):
    """A JSON-RPC request object."""

    __slots__ = ()
    id: Field[RequestId] = Field('id')
    method: Field[str] = Field('method')
    params: Field[Any | None] = Field('params')

    def __init__(self, id: RequestId, method: str, *, params: Any | None = None) -> None:
        d: dict[str, Any] = {'id': id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class AgentThoughtChunk(ContentChunk):
    """A chunk of the agent's internal reasoning being streamed."""

    __slots__ = ()
    TAG = 'agent_thought_chunk'

    def __init__(self, content: ContentBlock | dict[str, Any], *, message_id: MessageId | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_thought_chunk', 'content': _u(content)}
        if message_id is not None:
            d['messageId'] = message_id
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Annotations(Model):
    """Optional annotations for the client. The client can use annotations to inform how objects are used or displayed"""

    __slots__ = ()
    audience: Field[list[Role] | None] = Field('audience')
    last_modified: Field[str | None] = Field('lastModified')
    priority: Field[float | None] = Field('priority')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, audience: list[Role] | None = None, last_modified: str | None = None, priority: float | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if audience is not None:
            d['audience'] = audience
        if last_modified is not None:
            d['lastModified'] = last_modified
        if priority is not None:
            d['priority'] = priority
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ArchiveSessionRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ArchiveSessionResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AudioContentBlock(Model):
    """Audio provided to or from an LLM."""

    __slots__ = ()
    TAG = 'audio'
    annotations: Field[Annotations | None] = Field('annotations')
    data: Field[str] = Field('data')
    mime_type: Field[str] = Field('mimeType')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, data: str, mime_type: str, *, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'audio', 'data': data, 'mimeType': mime_type}
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthAccount(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    label: Field[str] = Field('label')
    active: Field[bool | None] = Field('active')
    name: Field[str | None] = Field('name')
    email: Field[str | None] = Field('email')
    organization: Field[str | None] = Field('organization')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, label: str, *, active: bool | None = None, name: str | None = None, email: str | None = None, organization: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'label': label}
        if active is not None:
            d['active'] = active
        if name is not None:
            d['name'] = name
        if email is not None:
            d['email'] = email
        if organization is not None:
            d['organization'] = organization
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthCapabilities(Model):
    """Authentication capabilities supported by the client."""

    __slots__ = ()
    terminal: Field[bool | None] = Field('terminal')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, terminal: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if terminal is not None:
            d['terminal'] = terminal
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthMethodAgent(Model):
    """Agent handles authentication itself through `authenticate`."""

    __slots__ = ()
    id: Field[AuthMethodId] = Field('id')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, id: AuthMethodId, name: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'id': id, 'name': name}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthMethodTerminal(Model):
    """Terminal-based authentication method."""

    __slots__ = ()
    TAG = 'terminal'
    id: Field[AuthMethodId] = Field('id')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    args: Field[list[str] | None] = Field('args')
    env: Field[dict[str, str] | None] = Field('env')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, id: AuthMethodId, name: str, *, description: str | None = None, args: list[str] | None = None, env: dict[str, str] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'terminal', 'id': id, 'name': name}
        if description is not None:
            d['description'] = description
        if args is not None:
            d['args'] = args
        if env is not None:
            d['env'] = env
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthStatusCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthStatusRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthStatusResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    state: Field[AuthState] = Field('state')
    accounts: Field[list[AuthAccount] | None] = Field('accounts')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, state: AuthState, *, accounts: list[AuthAccount] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': state}
        if accounts is not None:
            d['accounts'] = _u(accounts)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthStatusUpdateNotification(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    state: Field[AuthState] = Field('state')
    accounts: Field[list[AuthAccount] | None] = Field('accounts')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, state: AuthState, *, accounts: list[AuthAccount] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': state}
        if accounts is not None:
            d['accounts'] = _u(accounts)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthenticateRequest(Model):
    """Request parameters for the authenticate method."""

    __slots__ = ()
    method_id: Field[AuthMethodId] = Field('methodId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method_id: AuthMethodId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'methodId': method_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthenticateResponse(Model):
    """Response to the `authenticate` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AvailableCommand(Model):
    """Information about a command."""

    __slots__ = ()
    name: Field[str] = Field('name')
    description: Field[str] = Field('description')
    input: Field[AvailableCommandInput | None] = Field('input')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, description: str, *, input: AvailableCommandInput | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'description': description}
        if input is not None:
            d['input'] = _u(input)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AvailableCommandsUpdate(Model):
    """Available commands are ready or have changed"""

    __slots__ = ()
    TAG = 'available_commands_update'
    available_commands: Field[list[AvailableCommand]] = Field('availableCommands')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, available_commands: list[AvailableCommand], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'available_commands_update', 'availableCommands': _u(available_commands)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BlobResourceContents(Model):
    """Binary resource contents."""

    __slots__ = ()
    blob: Field[str] = Field('blob')
    mime_type: Field[str | None] = Field('mimeType')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, blob: str, uri: str, *, mime_type: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'blob': blob, 'uri': uri}
        if mime_type is not None:
            d['mimeType'] = mime_type
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BooleanConfigOptionCapabilities(Model):
    """Capabilities for boolean session configuration options."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BooleanPropertySchema(Model):
    """Schema for boolean properties in an elicitation form."""

    __slots__ = ()
    TAG = 'boolean'
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    default: Field[bool | None] = Field('default')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, title: str | None = None, description: str | None = None, default: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'boolean'}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if default is not None:
            d['default'] = default
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelNotification(Model):
    """Notification to cancel ongoing operations for a session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelRequestNotification(Model):
    """Notification to cancel an ongoing request."""

    __slots__ = ()
    request_id: Field[RequestId] = Field('requestId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, request_id: RequestId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'requestId': request_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelledRequestPermissionOutcome(Model):
    """The prompt turn was cancelled before the user responded."""

    __slots__ = ()
    TAG = 'cancelled'

    def __init__(self) -> None:
        d: dict[str, Any] = {'outcome': 'cancelled'}
        self._d = d


class ClientCapabilities(Model):
    """Capabilities supported by the client."""

    __slots__ = ()
    fs: Field[FileSystemCapabilities | None] = Field('fs')
    terminal: Field[bool | None] = Field('terminal')
    session: Field[ClientSessionCapabilities | None] = Field('session')
    subagents: Field[SubagentCapabilities | None] = Field('subagents')
    plan: Field[PlanCapabilities | None] = Field('plan')
    auth: Field[AuthCapabilities | None] = Field('auth')
    elicitation: Field[ElicitationCapabilities | None] = Field('elicitation')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    nes: Field[Any] = DeprecatedField('nes')
    position_encodings: Field[Any] = DeprecatedField('positionEncodings')

    def __init__(self, *, fs: FileSystemCapabilities | dict[str, Any] | None = None, terminal: bool | None = None, session: ClientSessionCapabilities | None = None, subagents: SubagentCapabilities | None = None, plan: PlanCapabilities | None = None, auth: AuthCapabilities | dict[str, Any] | None = None, elicitation: ElicitationCapabilities | None = None, meta: dict[str, Any] | None = None, nes: Any = None, position_encodings: Any = None) -> None:
        d: dict[str, Any] = {}
        if fs is not None:
            d['fs'] = _u(fs)
        if terminal is not None:
            d['terminal'] = terminal
        if session is not None:
            d['session'] = _u(session)
        if subagents is not None:
            d['subagents'] = _u(subagents)
        if plan is not None:
            d['plan'] = _u(plan)
        if auth is not None:
            d['auth'] = _u(auth)
        if elicitation is not None:
            d['elicitation'] = _u(elicitation)
        if meta is not None:
            d['_meta'] = _u(meta)
        if nes is not None:
            d['nes'] = _deprecated_arg(ClientCapabilities, 'nes', nes)
        if position_encodings is not None:
            d['positionEncodings'] = _deprecated_arg(ClientCapabilities, 'position_encodings', position_encodings)
        self._d = d


class ClientNotification(Model):
    """A JSON-RPC notification object."""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[Any | None] = Field('params')

    def __init__(self, method: str, *, params: Any | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class ClientRequest(Model):
    """A JSON-RPC request object."""

    __slots__ = ()
    id: Field[RequestId] = Field('id')
    method: Field[str] = Field('method')
    params: Field[Any | None] = Field('params')

    def __init__(self, id: RequestId, method: str, *, params: Any | None = None) -> None:
        d: dict[str, Any] = {'id': id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class ClientSessionCapabilities(Model):
    """Session-related capabilities supported by the client."""

    __slots__ = ()
    compaction: Field[CompactionCapabilities | None] = Field('compaction')
    config_options: Field[SessionConfigOptionsCapabilities | None] = Field('configOptions')
    notices: Field[NoticeCapabilities | None] = Field('notices')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, compaction: CompactionCapabilities | None = None, config_options: SessionConfigOptionsCapabilities | None = None, notices: NoticeCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if compaction is not None:
            d['compaction'] = _u(compaction)
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if notices is not None:
            d['notices'] = _u(notices)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CloseSessionRequest(Model):
    """Request parameters for closing an active session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CloseSessionResponse(Model):
    """Response from closing a session."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CompactionSummaryChunk(Model):
    """A content block appended to a compaction's summary. A first-seen ID creates an in-progress compaction. Chunks
    append in receive order. Agents MUST only send this update when the Client advertised the
    `session.compaction` Client capability."""

    __slots__ = ()
    TAG = 'compaction_summary_chunk'
    compaction_id: Field[CompactionId] = Field('compactionId')
    content: Field[ContentBlock] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, compaction_id: CompactionId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'compaction_summary_chunk', 'compactionId': compaction_id, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CompactionUpdate(Model):
    """A context compaction upsert. The first notification fixes the compaction's timeline position. Later updates with
    the same ID patch that entity in place. Agents MUST only send this update when the Client advertised the
    `session.compaction` Client capability."""

    __slots__ = ()
    TAG = 'compaction_update'
    compaction_id: Field[CompactionId] = Field('compactionId')
    status: Field[CompactionStatus] = Field('status')
    summary: Field[list[ContentBlock] | None] = Field('summary')
    error: Field[str | None] = Field('error')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, compaction_id: CompactionId, status: CompactionStatus, *, summary: list[ContentBlock] | None = None, error: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'compaction_update', 'compactionId': compaction_id, 'status': status}
        if summary is not None:
            d['summary'] = _u(summary)
        if error is not None:
            d['error'] = error
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CompleteElicitationNotification(Model):
    """Notification sent by the agent when a URL-based elicitation is complete."""

    __slots__ = ()
    elicitation_id: Field[ElicitationId] = Field('elicitationId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, elicitation_id: ElicitationId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'elicitationId': elicitation_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ConfigOptionUpdate(Model):
    """Session configuration options have been updated."""

    __slots__ = ()
    TAG = 'config_option_update'
    config_options: Field[list[SessionConfigOption]] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, config_options: list[SessionConfigOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'config_option_update', 'configOptions': _u(config_options)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Content(Model):
    """Standard content block (text, images, resources)."""

    __slots__ = ()
    TAG = 'content'
    content: Field[ContentBlock] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'content', 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Cost(Model):
    """Cost information for a session."""

    __slots__ = ()
    amount: Field[float] = Field('amount')
    currency: Field[str] = Field('currency')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, amount: float, currency: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'amount': amount, 'currency': currency}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CreateElicitationRequest(Model):
    """Request from the agent to elicit structured user input."""

    __slots__ = ()
    message: Field[str] = Field('message')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    mode: Field[Any] = Field('mode')
    requested_schema: Field[Any] = Field('requestedSchema')
    elicitation_id: Field[Any] = Field('elicitationId')
    url: Field[Any] = Field('url')

    def __init__(self, message: str, mode: Any, *, meta: dict[str, Any] | None = None, requested_schema: Any = None, elicitation_id: Any = None, url: Any = None) -> None:
        d: dict[str, Any] = {'message': message, 'mode': _u(mode)}
        if meta is not None:
            d['_meta'] = _u(meta)
        if requested_schema is not None:
            d['requestedSchema'] = _u(requested_schema)
        if elicitation_id is not None:
            d['elicitationId'] = _u(elicitation_id)
        if url is not None:
            d['url'] = _u(url)
        self._d = d


class CreateElicitationResponse(Model):
    """Response from the client to an elicitation request."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')
    action: Field[Any] = Field('action')
    content: Field[Any] = Field('content')

    def __init__(self, action: Any, *, meta: dict[str, Any] | None = None, content: Any = None) -> None:
        d: dict[str, Any] = {'action': _u(action)}
        if meta is not None:
            d['_meta'] = _u(meta)
        if content is not None:
            d['content'] = _u(content)
        self._d = d


class CreateTerminalRequest(Model):
    """Request to create a new terminal and execute a command."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    command: Field[str] = Field('command')
    args: Field[list[str] | None] = Field('args')
    env: Field[list[EnvVariable] | None] = Field('env')
    cwd: Field[str | None] = Field('cwd')
    output_byte_limit: Field[int | None] = Field('outputByteLimit')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, command: str, *, args: list[str] | None = None, env: list[EnvVariable] | None = None, cwd: str | None = None, output_byte_limit: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'command': command}
        if args is not None:
            d['args'] = args
        if env is not None:
            d['env'] = _u(env)
        if cwd is not None:
            d['cwd'] = cwd
        if output_byte_limit is not None:
            d['outputByteLimit'] = output_byte_limit
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CreateTerminalResponse(Model):
    """Response containing the ID of the created terminal."""

    __slots__ = ()
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CurrentModeUpdate(Model):
    """The current mode of the session has changed"""

    __slots__ = ()
    TAG = 'current_mode_update'
    current_mode_id: Field[SessionModeId] = Field('currentModeId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, current_mode_id: SessionModeId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'current_mode_update', 'currentModeId': current_mode_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DeleteSessionRequest(Model):
    """Request parameters for deleting an existing session from `session/list`."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DeleteSessionResponse(Model):
    """Response from deleting a session."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Diff(Model):
    """A diff representing file modifications."""

    __slots__ = ()
    TAG = 'diff'
    path: Field[str] = Field('path')
    old_text: Field[str | None] = Field('oldText')
    new_text: Field[str] = Field('newText')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, path: str, new_text: str, *, old_text: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'diff', 'path': path, 'newText': new_text}
        if old_text is not None:
            d['oldText'] = old_text
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DisableProviderRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    provider_id: Field[ProviderId] = Field('providerId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, provider_id: ProviderId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'providerId': provider_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DisableProviderResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ElicitationAcceptAction(Model):
    """The user accepted the elicitation and provided content."""

    __slots__ = ()
    content: Field[dict[str, ElicitationContentValue] | None] = Field('content')

    def __init__(self, *, content: dict[str, ElicitationContentValue] | None = None) -> None:
        d: dict[str, Any] = {}
        if content is not None:
            d['content'] = _u(content)
        self._d = d


class ElicitationCapabilities(Model):
    """Elicitation capabilities supported by the client."""

    __slots__ = ()
    form: Field[ElicitationFormCapabilities | None] = Field('form')
    url: Field[ElicitationUrlCapabilities | None] = Field('url')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, form: ElicitationFormCapabilities | None = None, url: ElicitationUrlCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if form is not None:
            d['form'] = _u(form)
        if url is not None:
            d['url'] = _u(url)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ElicitationFormCapabilities(Model):
    """Form-based elicitation capabilities."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ElicitationFormMode(Model):
    """Form-based elicitation mode where the client renders a form from the provided schema."""

    __slots__ = ()
    requested_schema: Field[ElicitationSchema] = Field('requestedSchema')
    session_id: Field[Any] = Field('sessionId')
    tool_call_id: Field[Any] = Field('toolCallId')
    request_id: Field[Any] = Field('requestId')

    def __init__(self, requested_schema: ElicitationSchema | dict[str, Any], *, session_id: Any = None, tool_call_id: Any = None, request_id: Any = None) -> None:
        d: dict[str, Any] = {'requestedSchema': _u(requested_schema)}
        if session_id is not None:
            d['sessionId'] = _u(session_id)
        if tool_call_id is not None:
            d['toolCallId'] = _u(tool_call_id)
        if request_id is not None:
            d['requestId'] = _u(request_id)
        self._d = d


class ElicitationRequestScope(Model):
    """Request-scoped elicitation, tied to a specific JSON-RPC request outside of a session (e.g., during
    auth/configuration phases before any session is started)."""

    __slots__ = ()
    request_id: Field[RequestId] = Field('requestId')

    def __init__(self, request_id: RequestId) -> None:
        d: dict[str, Any] = {'requestId': request_id}
        self._d = d


class ElicitationSchema(Model):
    """Type-safe elicitation schema for requesting structured user input."""

    __slots__ = ()
    type: Field[ElicitationSchemaType | None] = Field('type')
    title: Field[str | None] = Field('title')
    properties: Field[dict[str, ElicitationPropertySchema] | None] = Field('properties')
    required: Field[list[str] | None] = Field('required')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, type: ElicitationSchemaType | None = None, title: str | None = None, properties: dict[str, ElicitationPropertySchema] | None = None, required: list[str] | None = None, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if type is not None:
            d['type'] = type
        if title is not None:
            d['title'] = title
        if properties is not None:
            d['properties'] = _u(properties)
        if required is not None:
            d['required'] = required
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ElicitationSessionScope(Model):
    """Session-scoped elicitation, optionally tied to a specific tool call."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    tool_call_id: Field[ToolCallId | None] = Field('toolCallId')

    def __init__(self, session_id: SessionId, *, tool_call_id: ToolCallId | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if tool_call_id is not None:
            d['toolCallId'] = tool_call_id
        self._d = d


class ElicitationUrlCapabilities(Model):
    """URL-based elicitation capabilities."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ElicitationUrlMode(Model):
    """URL-based elicitation mode where the client directs the user to a URL."""

    __slots__ = ()
    elicitation_id: Field[ElicitationId] = Field('elicitationId')
    url: Field[str] = Field('url')
    session_id: Field[Any] = Field('sessionId')
    tool_call_id: Field[Any] = Field('toolCallId')
    request_id: Field[Any] = Field('requestId')

    def __init__(self, elicitation_id: ElicitationId, url: str, *, session_id: Any = None, tool_call_id: Any = None, request_id: Any = None) -> None:
        d: dict[str, Any] = {'elicitationId': elicitation_id, 'url': url}
        if session_id is not None:
            d['sessionId'] = _u(session_id)
        if tool_call_id is not None:
            d['toolCallId'] = _u(tool_call_id)
        if request_id is not None:
            d['requestId'] = _u(request_id)
        self._d = d


class EmbeddedResourceContentBlock(Model):
    """The contents of a resource, embedded into a prompt or tool call result."""

    __slots__ = ()
    TAG = 'resource'
    annotations: Field[Annotations | None] = Field('annotations')
    resource: Field[EmbeddedResourceResource] = Field('resource')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, resource: EmbeddedResourceResource | dict[str, Any], *, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'resource', 'resource': _u(resource)}
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class EnumOption(Model):
    """A titled enum option with a const value, human-readable title, and optional description."""

    __slots__ = ()
    const: Field[str] = Field('const')
    title: Field[str] = Field('title')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, const: str, title: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'const': const, 'title': title}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class EnvVariable(Model):
    """An environment variable to set when launching an MCP server."""

    __slots__ = ()
    name: Field[str] = Field('name')
    value: Field[str] = Field('value')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, value: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'value': value}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Error(Model):
    """JSON-RPC error object."""

    __slots__ = ()
    code: Field[ErrorCode] = Field('code')
    message: Field[str] = Field('message')
    data: Field[Any] = Field('data')

    def __init__(self, code: ErrorCode, message: str, *, data: Any = None) -> None:
        d: dict[str, Any] = {'code': code, 'message': message}
        if data is not None:
            d['data'] = _u(data)
        self._d = d


class ErrorStopReason(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    error: Field[Error | None] = Field('error')

    def __init__(self, *, error: Error | None = None) -> None:
        d: dict[str, Any] = {}
        if error is not None:
            d['error'] = _u(error)
        self._d = d


class FileSystemCapabilities(Model):
    """File system capabilities that a client may support."""

    __slots__ = ()
    read_text_file: Field[bool | None] = Field('readTextFile')
    write_text_file: Field[bool | None] = Field('writeTextFile')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, read_text_file: bool | None = None, write_text_file: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if read_text_file is not None:
            d['readTextFile'] = read_text_file
        if write_text_file is not None:
            d['writeTextFile'] = write_text_file
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ForkSessionRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[str] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: str, *, additional_directories: list[str] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ForkSessionResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    modes: Field[SessionModeState | None] = Field('modes')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, modes: SessionModeState | None = None, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if modes is not None:
            d['modes'] = _u(modes)
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class HttpHeader(Model):
    """An HTTP header to set when making requests to the MCP server."""

    __slots__ = ()
    name: Field[str] = Field('name')
    value: Field[str] = Field('value')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, value: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'value': value}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class IdleStateUpdate(Model):
    """The child is ready to process another prompt."""

    __slots__ = ()
    TAG = 'idle'
    usage: Field[Usage | None] = Field('usage')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    stop_reason: Field[str | None] = Field('stopReason')
    error: Field[Any] = Field('error')

    def __init__(self, *, usage: Usage | None = None, meta: dict[str, Any] | None = None, stop_reason: str | None = None, error: Any = None) -> None:
        d: dict[str, Any] = {'state': 'idle'}
        if usage is not None:
            d['usage'] = _u(usage)
        if meta is not None:
            d['_meta'] = _u(meta)
        if stop_reason is not None:
            d['stopReason'] = stop_reason
        if error is not None:
            d['error'] = _u(error)
        self._d = d


class ImageContentBlock(Model):
    """An image provided to or from an LLM."""

    __slots__ = ()
    TAG = 'image'
    annotations: Field[Annotations | None] = Field('annotations')
    data: Field[str] = Field('data')
    mime_type: Field[str] = Field('mimeType')
    uri: Field[str | None] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, data: str, mime_type: str, *, annotations: Annotations | None = None, uri: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'image', 'data': data, 'mimeType': mime_type}
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if uri is not None:
            d['uri'] = uri
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Implementation(Model):
    """Metadata about the implementation of the client or agent. Describes the name and version of an ACP
    implementation, with an optional title for UI representation."""

    __slots__ = ()
    name: Field[str] = Field('name')
    title: Field[str | None] = Field('title')
    version: Field[str] = Field('version')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, version: str, *, title: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'version': version}
        if title is not None:
            d['title'] = title
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class InitializeRequest(Model):
    """Request parameters for the initialize method."""

    __slots__ = ()
    protocol_version: Field[ProtocolVersion] = Field('protocolVersion')
    client_capabilities: Field[ClientCapabilities | None] = Field('clientCapabilities')
    client_info: Field[Implementation | None] = Field('clientInfo')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, protocol_version: ProtocolVersion, *, client_capabilities: ClientCapabilities | dict[str, Any] | None = None, client_info: Implementation | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'protocolVersion': protocol_version}
        if client_capabilities is not None:
            d['clientCapabilities'] = _u(client_capabilities)
        if client_info is not None:
            d['clientInfo'] = _u(client_info)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class InitializeResponse(Model):
    """Response to the `initialize` method."""

    __slots__ = ()
    protocol_version: Field[ProtocolVersion] = Field('protocolVersion')
    agent_capabilities: Field[AgentCapabilities | None] = Field('agentCapabilities')
    auth_methods: Field[list[AuthMethod] | None] = Field('authMethods')
    agent_info: Field[Implementation | None] = Field('agentInfo')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, protocol_version: ProtocolVersion, *, agent_capabilities: AgentCapabilities | dict[str, Any] | None = None, auth_methods: list[AuthMethod] | None = None, agent_info: Implementation | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'protocolVersion': protocol_version}
        if agent_capabilities is not None:
            d['agentCapabilities'] = _u(agent_capabilities)
        if auth_methods is not None:
            d['authMethods'] = _u(auth_methods)
        if agent_info is not None:
            d['agentInfo'] = _u(agent_info)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class IntegerPropertySchema(Model):
    """Schema for integer properties in an elicitation form."""

    __slots__ = ()
    TAG = 'integer'
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    minimum: Field[int | None] = Field('minimum')
    maximum: Field[int | None] = Field('maximum')
    default: Field[int | None] = Field('default')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, title: str | None = None, description: str | None = None, minimum: int | None = None, maximum: int | None = None, default: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'integer'}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if minimum is not None:
            d['minimum'] = minimum
        if maximum is not None:
            d['maximum'] = maximum
        if default is not None:
            d['default'] = default
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class KillTerminalRequest(Model):
    """Request to kill a terminal without releasing it."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class KillTerminalResponse(Model):
    """Response to `terminal/kill` method"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ListProvidersRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ListProvidersResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    providers: Field[list[ProviderInfo]] = Field('providers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, providers: list[ProviderInfo], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'providers': _u(providers)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ListSessionsRequest(Model):
    """Request parameters for listing existing sessions."""

    __slots__ = ()
    cwd: Field[str | None] = Field('cwd')
    cursor: Field[str | None] = Field('cursor')
    archived: Field[SessionArchiveFilter | None] = Field('archived')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cwd: str | None = None, cursor: str | None = None, archived: SessionArchiveFilter | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if cwd is not None:
            d['cwd'] = cwd
        if cursor is not None:
            d['cursor'] = cursor
        if archived is not None:
            d['archived'] = archived
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ListSessionsResponse(Model):
    """Response from listing sessions."""

    __slots__ = ()
    sessions: Field[list[SessionInfo]] = Field('sessions')
    next_cursor: Field[str | None] = Field('nextCursor')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, sessions: list[SessionInfo], *, next_cursor: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessions': _u(sessions)}
        if next_cursor is not None:
            d['nextCursor'] = next_cursor
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LoadSessionRequest(Model):
    """Request parameters for loading an existing session."""

    __slots__ = ()
    mcp_servers: Field[list[McpServer]] = Field('mcpServers')
    cwd: Field[str] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    session_id: Field[SessionId] = Field('sessionId')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, mcp_servers: list[McpServer], cwd: str, session_id: SessionId, *, additional_directories: list[str] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'mcpServers': _u(mcp_servers), 'cwd': cwd, 'sessionId': session_id}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LoadSessionResponse(Model):
    """Response from loading an existing session."""

    __slots__ = ()
    modes: Field[SessionModeState | None] = Field('modes')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, modes: SessionModeState | None = None, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if modes is not None:
            d['modes'] = _u(modes)
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LogoutCapabilities(Model):
    """Logout capabilities supported by the agent."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LogoutRequest(Model):
    """Request parameters for the logout method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LogoutResponse(Model):
    """Response to the `logout` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpCapabilities(Model):
    """MCP capabilities supported by the agent"""

    __slots__ = ()
    http: Field[bool | None] = Field('http')
    sse: Field[bool | None] = Field('sse')
    acp: Field[bool | None] = Field('acp')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, http: bool | None = None, sse: bool | None = None, acp: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if http is not None:
            d['http'] = http
        if sse is not None:
            d['sse'] = sse
        if acp is not None:
            d['acp'] = acp
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpError(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    code: Field[int] = Field('code')
    message: Field[str] = Field('message')
    data: Field[Any] = Field('data')

    def __init__(self, code: int, message: str, *, data: Any = None) -> None:
        d: dict[str, Any] = {'code': code, 'message': message}
        if data is not None:
            d['data'] = _u(data)
        self._d = d


class McpServerAcp(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'acp'
    name: Field[str] = Field('name')
    server_id: Field[McpServerAcpId] = Field('serverId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, server_id: McpServerAcpId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'acp', 'name': name, 'serverId': server_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpServerHttp(Model):
    """HTTP transport configuration for MCP."""

    __slots__ = ()
    TAG = 'http'
    name: Field[str] = Field('name')
    url: Field[str] = Field('url')
    headers: Field[list[HttpHeader]] = Field('headers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, url: str, headers: list[HttpHeader], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'http', 'name': name, 'url': url, 'headers': _u(headers)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpServerSse(Model):
    """SSE transport configuration for MCP."""

    __slots__ = ()
    TAG = 'sse'
    name: Field[str] = Field('name')
    url: Field[str] = Field('url')
    headers: Field[list[HttpHeader]] = Field('headers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, url: str, headers: list[HttpHeader], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'sse', 'name': name, 'url': url, 'headers': _u(headers)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpServerStdio(Model):
    """Stdio transport configuration for MCP."""

    __slots__ = ()
    name: Field[str] = Field('name')
    command: Field[str] = Field('command')
    args: Field[list[str]] = Field('args')
    env: Field[list[EnvVariable]] = Field('env')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, command: str, args: list[str], env: list[EnvVariable], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'command': command, 'args': args, 'env': _u(env)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class MessageMcpNotification(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    server_id: Field[McpServerAcpId] = Field('serverId')
    request_id: Field[McpRequestId] = Field('requestId')
    method: Field[str] = Field('method')
    params: Field[dict[str, Any] | None] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    connection_id: Field[Any] = DeprecatedField('connectionId')

    def __init__(self, server_id: McpServerAcpId, request_id: McpRequestId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None, connection_id: Any = None) -> None:
        d: dict[str, Any] = {'serverId': server_id, 'requestId': request_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        if connection_id is not None:
            d['connectionId'] = _deprecated_arg(MessageMcpNotification, 'connection_id', connection_id)
        self._d = d


class MessageMcpRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    server_id: Field[McpServerAcpId] = Field('serverId')
    request_id: Field[McpRequestId] = Field('requestId')
    method: Field[str] = Field('method')
    params: Field[dict[str, Any] | None] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    connection_id: Field[Any] = DeprecatedField('connectionId')

    def __init__(self, server_id: McpServerAcpId, request_id: McpRequestId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None, connection_id: Any = None) -> None:
        d: dict[str, Any] = {'serverId': server_id, 'requestId': request_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        if connection_id is not None:
            d['connectionId'] = _deprecated_arg(MessageMcpRequest, 'connection_id', connection_id)
        self._d = d


class MultiSelectPropertySchema(Model):
    """Schema for multi-select (array) properties in an elicitation form."""

    __slots__ = ()
    TAG = 'array'
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    min_items: Field[int | None] = Field('minItems')
    max_items: Field[int | None] = Field('maxItems')
    items: Field[MultiSelectItems] = Field('items')
    default: Field[list[str] | None] = Field('default')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, items: MultiSelectItems | dict[str, Any], *, title: str | None = None, description: str | None = None, min_items: int | None = None, max_items: int | None = None, default: list[str] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'array', 'items': _u(items)}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if min_items is not None:
            d['minItems'] = min_items
        if max_items is not None:
            d['maxItems'] = max_items
        if default is not None:
            d['default'] = default
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NewSessionRequest(Model):
    """Request parameters for creating a new session."""

    __slots__ = ()
    cwd: Field[str] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer]] = Field('mcpServers')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, cwd: str, mcp_servers: list[McpServer], *, additional_directories: list[str] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'cwd': cwd, 'mcpServers': _u(mcp_servers)}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NewSessionResponse(Model):
    """Response from creating a new session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    modes: Field[SessionModeState | None] = Field('modes')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, modes: SessionModeState | None = None, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if modes is not None:
            d['modes'] = _u(modes)
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Notice(Model):
    """Fire-and-forget information for the user."""

    __slots__ = ()
    TAG = 'notice'
    severity: Field[NoticeSeverity] = Field('severity')
    title: Field[str] = Field('title')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, severity: NoticeSeverity, title: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'notice', 'severity': severity, 'title': title}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NumberPropertySchema(Model):
    """Schema for number (floating-point) properties in an elicitation form."""

    __slots__ = ()
    TAG = 'number'
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    minimum: Field[float | None] = Field('minimum')
    maximum: Field[float | None] = Field('maximum')
    default: Field[float | None] = Field('default')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, title: str | None = None, description: str | None = None, minimum: float | None = None, maximum: float | None = None, default: float | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'number'}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if minimum is not None:
            d['minimum'] = minimum
        if maximum is not None:
            d['maximum'] = maximum
        if default is not None:
            d['default'] = default
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class OtherElicitationPropertySchema(Model):
    """Custom or future elicitation property schema."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherMultiSelectItems(Model):
    """Custom or future typed multi-select items."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherStateUpdate(Model):
    """Custom or future state."""

    __slots__ = ()
    state: Field[str] = Field('state')

    def __init__(self, state: str) -> None:
        d: dict[str, Any] = {'state': state}
        self._d = d


class PermissionOption(Model):
    """An option presented to the user when requesting permission."""

    __slots__ = ()
    option_id: Field[PermissionOptionId] = Field('optionId')
    name: Field[str] = Field('name')
    kind: Field[PermissionOptionKind] = Field('kind')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, option_id: PermissionOptionId, name: str, kind: PermissionOptionKind, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'optionId': option_id, 'name': name, 'kind': kind}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanEntry(Model):
    """A single entry in the execution plan."""

    __slots__ = ()
    content: Field[str] = Field('content')
    priority: Field[PlanEntryPriority] = Field('priority')
    status: Field[PlanEntryStatus] = Field('status')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, content: str, priority: PlanEntryPriority, status: PlanEntryStatus, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'content': content, 'priority': priority, 'status': status}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanFile(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'file'
    plan_id: Field[PlanId] = Field('planId')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan_id: PlanId, uri: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'file', 'planId': plan_id, 'uri': uri}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanItems(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'items'
    plan_id: Field[PlanId] = Field('planId')
    entries: Field[list[PlanEntry]] = Field('entries')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan_id: PlanId, entries: list[PlanEntry], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'items', 'planId': plan_id, 'entries': _u(entries)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanMarkdown(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'markdown'
    plan_id: Field[PlanId] = Field('planId')
    content: Field[str] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan_id: PlanId, content: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'markdown', 'planId': plan_id, 'content': content}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanRemoved(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'plan_removed'
    plan_id: Field[PlanId] = Field('planId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan_id: PlanId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'plan_removed', 'planId': plan_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PlanUpdate(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'plan_update'
    plan: Field[PlanUpdateContent] = Field('plan')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan: PlanUpdateContent | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'plan_update', 'plan': _u(plan)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptCapabilities(Model):
    """Prompt capabilities supported by the agent in `session/prompt` requests."""

    __slots__ = ()
    image: Field[bool | None] = Field('image')
    audio: Field[bool | None] = Field('audio')
    embedded_context: Field[bool | None] = Field('embeddedContext')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, image: bool | None = None, audio: bool | None = None, embedded_context: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if image is not None:
            d['image'] = image
        if audio is not None:
            d['audio'] = audio
        if embedded_context is not None:
            d['embeddedContext'] = embedded_context
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptRequest(Model):
    """Request parameters for sending a user prompt to the agent."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    prompt: Field[list[ContentBlock]] = Field('prompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, prompt: list[ContentBlock], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'prompt': _u(prompt)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptResponse(Model):
    """Response from processing a user prompt."""

    __slots__ = ()
    stop_reason: Field[StopReason] = Field('stopReason')
    usage: Field[Usage | None] = Field('usage')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, stop_reason: StopReason, *, usage: Usage | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'stopReason': stop_reason}
        if usage is not None:
            d['usage'] = _u(usage)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProviderCurrentConfig(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    api_type: Field[LlmProtocol] = Field('apiType')
    base_url: Field[str] = Field('baseUrl')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, api_type: LlmProtocol, base_url: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'apiType': api_type, 'baseUrl': base_url}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProviderInfo(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    provider_id: Field[ProviderId] = Field('providerId')
    supported: Field[list[LlmProtocol]] = Field('supported')
    required: Field[bool] = Field('required')
    current: Field[ProviderCurrentConfig | None] = Field('current')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, provider_id: ProviderId, supported: list[LlmProtocol], required: bool, *, current: ProviderCurrentConfig | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'providerId': provider_id, 'supported': supported, 'required': required}
        if current is not None:
            d['current'] = _u(current)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProvidersCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProxyNotification(Model):
    """A JSON-RPC notification object."""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[ProxySuccessorNotification | None] = Field('params')

    def __init__(self, method: str, *, params: ProxySuccessorNotification | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class ProxyRequest(Model):
    """A JSON-RPC request object."""

    __slots__ = ()
    id: Field[RequestId] = Field('id')
    method: Field[str] = Field('method')
    params: Field[Any | None] = Field('params')

    def __init__(self, id: RequestId, method: str, *, params: Any | None = None) -> None:
        d: dict[str, Any] = {'id': id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        self._d = d


class ProxySuccessorNotification(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[Any] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method: str, *, params: Any = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProxySuccessorRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[Any] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method: str, *, params: Any = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ReadTextFileRequest(Model):
    """Request to read content from a text file."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    path: Field[str] = Field('path')
    line: Field[int | None] = Field('line')
    limit: Field[int | None] = Field('limit')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, path: str, *, line: int | None = None, limit: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'path': path}
        if line is not None:
            d['line'] = line
        if limit is not None:
            d['limit'] = limit
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ReadTextFileResponse(Model):
    """Response containing the contents of a text file."""

    __slots__ = ()
    content: Field[str] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, content: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'content': content}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ReleaseTerminalRequest(Model):
    """Request to release a terminal and free its resources."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ReleaseTerminalResponse(Model):
    """Response to terminal/release method"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RequestPermissionRequest(Model):
    """Request for user permission to execute a tool call."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    tool_call: Field[ToolCallUpdate] = Field('toolCall')
    options: Field[list[PermissionOption]] = Field('options')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, tool_call: ToolCallUpdate | dict[str, Any], options: list[PermissionOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'toolCall': _u(tool_call), 'options': _u(options)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RequestPermissionResponse(Model):
    """Response to a permission request."""

    __slots__ = ()
    outcome: Field[RequestPermissionOutcome] = Field('outcome')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, outcome: RequestPermissionOutcome | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'outcome': _u(outcome)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RequiresActionStateUpdate(Model):
    """Foreground work is blocked on user action."""

    __slots__ = ()
    TAG = 'requires_action'
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'requires_action'}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResourceContentBlock(Model):
    """A resource that the server is capable of reading, included in a prompt or tool call result."""

    __slots__ = ()
    TAG = 'resource_link'
    annotations: Field[Annotations | None] = Field('annotations')
    description: Field[str | None] = Field('description')
    mime_type: Field[str | None] = Field('mimeType')
    name: Field[str] = Field('name')
    size: Field[int | None] = Field('size')
    title: Field[str | None] = Field('title')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, uri: str, *, annotations: Annotations | None = None, description: str | None = None, mime_type: str | None = None, size: int | None = None, title: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'resource_link', 'name': name, 'uri': uri}
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if description is not None:
            d['description'] = description
        if mime_type is not None:
            d['mimeType'] = mime_type
        if size is not None:
            d['size'] = size
        if title is not None:
            d['title'] = title
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResumeSessionRequest(Model):
    """Request parameters for resuming an existing session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[str] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: str, *, additional_directories: list[str] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResumeSessionResponse(Model):
    """Response from resuming an existing session."""

    __slots__ = ()
    modes: Field[SessionModeState | None] = Field('modes')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, modes: SessionModeState | None = None, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if modes is not None:
            d['modes'] = _u(modes)
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RunningStateUpdate(Model):
    """Foreground work is in progress."""

    __slots__ = ()
    TAG = 'running'
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'running'}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SelectedPermissionOutcome(Model):
    """The user selected one of the provided options."""

    __slots__ = ()
    TAG = 'selected'
    option_id: Field[PermissionOptionId] = Field('optionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, option_id: PermissionOptionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'outcome': 'selected', 'optionId': option_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionAdditionalDirectoriesCapabilities(Model):
    """Capabilities for additional session directories support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionArchiveCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionCancelCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionCapabilities(Model):
    """Session capabilities supported by the agent."""

    __slots__ = ()
    list: Field[SessionListCapabilities | None] = Field('list')
    delete: Field[SessionDeleteCapabilities | None] = Field('delete')
    additional_directories: Field[SessionAdditionalDirectoriesCapabilities | None] = Field('additionalDirectories')
    system_prompt: Field[SessionSystemPromptCapabilities | None] = Field('systemPrompt')
    fork: Field[SessionForkCapabilities | None] = Field('fork')
    archive: Field[SessionArchiveCapabilities | None] = Field('archive')
    status: Field[SessionStatusCapabilities | None] = Field('status')
    title: Field[SessionTitleCapabilities | None] = Field('title')
    resume: Field[SessionResumeCapabilities | None] = Field('resume')
    close: Field[SessionCloseCapabilities | None] = Field('close')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, list: SessionListCapabilities | None = None, delete: SessionDeleteCapabilities | None = None, additional_directories: SessionAdditionalDirectoriesCapabilities | None = None, system_prompt: SessionSystemPromptCapabilities | None = None, fork: SessionForkCapabilities | None = None, archive: SessionArchiveCapabilities | None = None, status: SessionStatusCapabilities | None = None, title: SessionTitleCapabilities | None = None, resume: SessionResumeCapabilities | None = None, close: SessionCloseCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if list is not None:
            d['list'] = _u(list)
        if delete is not None:
            d['delete'] = _u(delete)
        if additional_directories is not None:
            d['additionalDirectories'] = _u(additional_directories)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if fork is not None:
            d['fork'] = _u(fork)
        if archive is not None:
            d['archive'] = _u(archive)
        if status is not None:
            d['status'] = _u(status)
        if title is not None:
            d['title'] = _u(title)
        if resume is not None:
            d['resume'] = _u(resume)
        if close is not None:
            d['close'] = _u(close)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionCloseCapabilities(Model):
    """Capabilities for the `session/close` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionConfigBoolean(Model):
    """A boolean on/off toggle session configuration option payload."""

    __slots__ = ()
    current_value: Field[bool] = Field('currentValue')

    def __init__(self, current_value: bool) -> None:
        d: dict[str, Any] = {'currentValue': current_value}
        self._d = d


class SessionConfigOption(Model):
    """A session configuration option selector and its current state."""

    __slots__ = ()
    id: Field[SessionConfigId] = Field('id')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    category: Field[SessionConfigOptionCategory | None] = Field('category')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    type: Field[Any] = Field('type')
    current_value: Field[Any] = Field('currentValue')
    options: Field[Any] = Field('options')

    def __init__(self, id: SessionConfigId, name: str, type: Any, current_value: Any, *, description: str | None = None, category: SessionConfigOptionCategory | None = None, meta: dict[str, Any] | None = None, options: Any = None) -> None:
        d: dict[str, Any] = {'id': id, 'name': name, 'type': _u(type), 'currentValue': _u(current_value)}
        if description is not None:
            d['description'] = description
        if category is not None:
            d['category'] = category
        if meta is not None:
            d['_meta'] = _u(meta)
        if options is not None:
            d['options'] = _u(options)
        self._d = d


class SessionConfigOptionsCapabilities(Model):
    """Session configuration option capabilities supported by the client."""

    __slots__ = ()
    boolean: Field[BooleanConfigOptionCapabilities | None] = Field('boolean')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, boolean: BooleanConfigOptionCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if boolean is not None:
            d['boolean'] = _u(boolean)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionConfigSelect(Model):
    """A single-value selector (dropdown) session configuration option payload."""

    __slots__ = ()
    current_value: Field[SessionConfigValueId] = Field('currentValue')
    options: Field[SessionConfigSelectOptions] = Field('options')

    def __init__(self, current_value: SessionConfigValueId, options: SessionConfigSelectOptions) -> None:
        d: dict[str, Any] = {'currentValue': current_value, 'options': _u(options)}
        self._d = d


class SessionConfigSelectGroup(Model):
    """A group of possible values for a session configuration option."""

    __slots__ = ()
    group: Field[SessionConfigGroupId] = Field('group')
    name: Field[str] = Field('name')
    options: Field[list[SessionConfigSelectOption]] = Field('options')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, group: SessionConfigGroupId, name: str, options: list[SessionConfigSelectOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'group': group, 'name': name, 'options': _u(options)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionConfigSelectOption(Model):
    """A possible value for a session configuration option."""

    __slots__ = ()
    value: Field[SessionConfigValueId] = Field('value')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, value: SessionConfigValueId, name: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'value': value, 'name': name}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionDeleteCapabilities(Model):
    """Capabilities for the `session/delete` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionForkCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionInfo(Model):
    """Information about a session returned by session/list"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[str] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    title: Field[str | None] = Field('title')
    updated_at: Field[str | None] = Field('updatedAt')
    archived: Field[bool | None] = Field('archived')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: str, *, additional_directories: list[str] | None = None, title: str | None = None, updated_at: str | None = None, archived: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if title is not None:
            d['title'] = title
        if updated_at is not None:
            d['updatedAt'] = updated_at
        if archived is not None:
            d['archived'] = archived
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionInfoUpdate(Model):
    """Update to session metadata. All fields are optional to support partial updates."""

    __slots__ = ()
    TAG = 'session_info_update'
    title: Field[str | None] = Field('title')
    updated_at: Field[str | None] = Field('updatedAt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, title: str | None = None, updated_at: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'session_info_update'}
        if title is not None:
            d['title'] = title
        if updated_at is not None:
            d['updatedAt'] = updated_at
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionListCapabilities(Model):
    """Capabilities for the `session/list` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionMessage(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'session_message'
    message_id: Field[MessageId] = Field('messageId')
    sender_session_id: Field[SessionId | None] = Field('senderSessionId')
    recipient_session_id: Field[SessionId | None] = Field('recipientSessionId')
    sender_message_id: Field[MessageId | None] = Field('senderMessageId')
    recipient_message_id: Field[MessageId | None] = Field('recipientMessageId')
    content: Field[list[ContentBlock] | None] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, *, sender_session_id: SessionId | None = None, recipient_session_id: SessionId | None = None, sender_message_id: MessageId | None = None, recipient_message_id: MessageId | None = None, content: list[ContentBlock] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'session_message', 'messageId': message_id}
        if sender_session_id is not None:
            d['senderSessionId'] = sender_session_id
        if recipient_session_id is not None:
            d['recipientSessionId'] = recipient_session_id
        if sender_message_id is not None:
            d['senderMessageId'] = sender_message_id
        if recipient_message_id is not None:
            d['recipientMessageId'] = recipient_message_id
        if content is not None:
            d['content'] = _u(content)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionMessageChunk(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'session_message_chunk'
    message_id: Field[MessageId] = Field('messageId')
    content: Field[ContentBlock] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'session_message_chunk', 'messageId': message_id, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionMode(Model):
    """A mode the agent can operate in."""

    __slots__ = ()
    id: Field[SessionModeId] = Field('id')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, id: SessionModeId, name: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'id': id, 'name': name}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionModeState(Model):
    """The set of modes and the one currently active."""

    __slots__ = ()
    current_mode_id: Field[SessionModeId] = Field('currentModeId')
    available_modes: Field[list[SessionMode]] = Field('availableModes')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, current_mode_id: SessionModeId, available_modes: list[SessionMode], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'currentModeId': current_mode_id, 'availableModes': _u(available_modes)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionNotification(Model):
    """Notification containing a session update from the agent."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    update: Field[SessionUpdate] = Field('update')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, update: SessionUpdate | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'update': _u(update)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionResumeCapabilities(Model):
    """Capabilities for the `session/resume` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionStatusCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionStatusRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionStatusResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    status: Field[SessionStatus] = Field('status')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, status: SessionStatus, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'status': status}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionSystemPromptCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    mode: Field[SessionSystemPromptModeCapabilities | None] = Field('mode')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, mode: SessionSystemPromptModeCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if mode is not None:
            d['mode'] = _u(mode)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionSystemPromptModeCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    override: Field[SessionSystemPromptOverrideCapabilities | None] = Field('override')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, override: SessionSystemPromptOverrideCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if override is not None:
            d['override'] = _u(override)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionSystemPromptOverrideCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SessionTitleCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetProviderRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    provider_id: Field[ProviderId] = Field('providerId')
    api_type: Field[LlmProtocol] = Field('apiType')
    base_url: Field[str] = Field('baseUrl')
    headers: Field[dict[str, str] | None] = Field('headers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, provider_id: ProviderId, api_type: LlmProtocol, base_url: str, *, headers: dict[str, str] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'providerId': provider_id, 'apiType': api_type, 'baseUrl': base_url}
        if headers is not None:
            d['headers'] = headers
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetProviderResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetSessionConfigOptionRequest(Model):
    """Request parameters for setting a session configuration option."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    config_id: Field[SessionConfigId] = Field('configId')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    value: Field[Any] = Field('value')
    type: Field[Any] = Field('type')

    def __init__(self, session_id: SessionId, config_id: SessionConfigId, value: Any, *, meta: dict[str, Any] | None = None, type: Any = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'configId': config_id, 'value': _u(value)}
        if meta is not None:
            d['_meta'] = _u(meta)
        if type is not None:
            d['type'] = _u(type)
        self._d = d


class SetSessionConfigOptionResponse(Model):
    """Response to `session/set_config_option` method."""

    __slots__ = ()
    config_options: Field[list[SessionConfigOption]] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, config_options: list[SessionConfigOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'configOptions': _u(config_options)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetSessionModeRequest(Model):
    """Request parameters for setting a session mode."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    mode_id: Field[SessionModeId] = Field('modeId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, mode_id: SessionModeId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'modeId': mode_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetSessionModeResponse(Model):
    """Response to `session/set_mode` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetSessionTitleRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    title: Field[str] = Field('title')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, title: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'title': title}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SetSessionTitleResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    title: Field[str] = Field('title')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, title: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'title': title}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class StringMultiSelectItems(Model):
    """String item schema for multi-select enum properties."""

    __slots__ = ()
    TAG = 'string'
    enum: Field[list[str]] = Field('enum')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, enum: list[str], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'string', 'enum': enum}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class StringPropertySchema(Model):
    """Schema for string properties in an elicitation form."""

    __slots__ = ()
    TAG = 'string'
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    min_length: Field[int | None] = Field('minLength')
    max_length: Field[int | None] = Field('maxLength')
    pattern: Field[str | None] = Field('pattern')
    format: Field[StringFormat | None] = Field('format')
    default: Field[str | None] = Field('default')
    enum: Field[list[str] | None] = Field('enum')
    one_of: Field[list[EnumOption] | None] = Field('oneOf')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, title: str | None = None, description: str | None = None, min_length: int | None = None, max_length: int | None = None, pattern: str | None = None, format: StringFormat | None = None, default: str | None = None, enum: list[str] | None = None, one_of: list[EnumOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'string'}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if min_length is not None:
            d['minLength'] = min_length
        if max_length is not None:
            d['maxLength'] = max_length
        if pattern is not None:
            d['pattern'] = pattern
        if format is not None:
            d['format'] = format
        if default is not None:
            d['default'] = default
        if enum is not None:
            d['enum'] = enum
        if one_of is not None:
            d['oneOf'] = _u(one_of)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SubagentCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SubagentSessionCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    cancel: Field[SessionCancelCapabilities | None] = Field('cancel')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cancel: SessionCancelCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if cancel is not None:
            d['cancel'] = _u(cancel)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SubagentUpdate(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'subagent_update'
    session_id: Field[SessionId] = Field('sessionId')
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    capabilities: Field[SubagentSessionCapabilities | None] = Field('capabilities')
    state: Field[StateUpdate | None] = Field('state')
    cwd: Field[str | None] = Field('cwd')
    additional_directories: Field[list[str] | None] = Field('additionalDirectories')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, title: str | None = None, description: str | None = None, capabilities: SubagentSessionCapabilities | None = None, state: StateUpdate | None = None, cwd: str | None = None, additional_directories: list[str] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'subagent_update', 'sessionId': session_id}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if state is not None:
            d['state'] = _u(state)
        if cwd is not None:
            d['cwd'] = cwd
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SystemPrompt(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    mode: Field[SystemPromptMode] = Field('mode')
    content: Field[list[ContentBlock]] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, mode: SystemPromptMode, content: list[ContentBlock], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'mode': mode, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Terminal(Model):
    """Embed a terminal created with `terminal/create` by its id."""

    __slots__ = ()
    TAG = 'terminal'
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'terminal', 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalExitStatus(Model):
    """Exit status of a terminal command."""

    __slots__ = ()
    exit_code: Field[int | None] = Field('exitCode')
    signal: Field[str | None] = Field('signal')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, exit_code: int | None = None, signal: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if exit_code is not None:
            d['exitCode'] = exit_code
        if signal is not None:
            d['signal'] = signal
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalOutputRequest(Model):
    """Request to get the current output and status of a terminal."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalOutputResponse(Model):
    """Response containing the terminal output and exit status."""

    __slots__ = ()
    output: Field[str] = Field('output')
    truncated: Field[bool] = Field('truncated')
    exit_status: Field[TerminalExitStatus | None] = Field('exitStatus')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, output: str, truncated: bool, *, exit_status: TerminalExitStatus | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'output': output, 'truncated': truncated}
        if exit_status is not None:
            d['exitStatus'] = _u(exit_status)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TextContentBlock(Model):
    """Text provided to or from an LLM."""

    __slots__ = ()
    TAG = 'text'
    annotations: Field[Annotations | None] = Field('annotations')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, text: str, *, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'text', 'text': text}
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TextResourceContents(Model):
    """Text-based resource contents."""

    __slots__ = ()
    mime_type: Field[str | None] = Field('mimeType')
    text: Field[str] = Field('text')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, text: str, uri: str, *, mime_type: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'text': text, 'uri': uri}
        if mime_type is not None:
            d['mimeType'] = mime_type
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TitledMultiSelectItems(Model):
    """Items definition for titled multi-select enum properties."""

    __slots__ = ()
    any_of: Field[list[EnumOption]] = Field('anyOf')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, any_of: list[EnumOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'anyOf': _u(any_of)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallLocation(Model):
    """A file location being accessed or modified by a tool."""

    __slots__ = ()
    path: Field[str] = Field('path')
    line: Field[int | None] = Field('line')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, path: str, *, line: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'path': path}
        if line is not None:
            d['line'] = line
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallUpdate(Model):
    """An update to an existing tool call."""

    __slots__ = ()
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    kind: Field[ToolKind | None] = Field('kind')
    status: Field[ToolCallStatus | None] = Field('status')
    title: Field[str | None] = Field('title')
    name: Field[str | None] = Field('name')
    content: Field[list[ToolCallContent] | None] = Field('content')
    locations: Field[list[ToolCallLocation] | None] = Field('locations')
    raw_input: Field[Any] = Field('rawInput')
    raw_output: Field[Any] = Field('rawOutput')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, *, kind: ToolKind | None = None, status: ToolCallStatus | None = None, title: str | None = None, name: str | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'toolCallId': tool_call_id}
        if kind is not None:
            d['kind'] = kind
        if status is not None:
            d['status'] = status
        if title is not None:
            d['title'] = title
        if name is not None:
            d['name'] = name
        if content is not None:
            d['content'] = _u(content)
        if locations is not None:
            d['locations'] = _u(locations)
        if raw_input is not None:
            d['rawInput'] = _u(raw_input)
        if raw_output is not None:
            d['rawOutput'] = _u(raw_output)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallProgress(ToolCallUpdate):
    """Update on the status or results of a tool call."""

    __slots__ = ()
    TAG = 'tool_call_update'

    def __init__(self, tool_call_id: ToolCallId, *, kind: ToolKind | None = None, status: ToolCallStatus | None = None, title: str | None = None, name: str | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'tool_call_update', 'toolCallId': tool_call_id}
        if kind is not None:
            d['kind'] = kind
        if status is not None:
            d['status'] = status
        if title is not None:
            d['title'] = title
        if name is not None:
            d['name'] = name
        if content is not None:
            d['content'] = _u(content)
        if locations is not None:
            d['locations'] = _u(locations)
        if raw_input is not None:
            d['rawInput'] = _u(raw_input)
        if raw_output is not None:
            d['rawOutput'] = _u(raw_output)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallStart(Model):
    """Represents a tool call that the language model has requested."""

    __slots__ = ()
    TAG = 'tool_call'
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    title: Field[str] = Field('title')
    name: Field[str | None] = Field('name')
    kind: Field[ToolKind | None] = Field('kind')
    status: Field[ToolCallStatus | None] = Field('status')
    content: Field[list[ToolCallContent] | None] = Field('content')
    locations: Field[list[ToolCallLocation] | None] = Field('locations')
    raw_input: Field[Any] = Field('rawInput')
    raw_output: Field[Any] = Field('rawOutput')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, title: str, *, name: str | None = None, kind: ToolKind | None = None, status: ToolCallStatus | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'tool_call', 'toolCallId': tool_call_id, 'title': title}
        if name is not None:
            d['name'] = name
        if kind is not None:
            d['kind'] = kind
        if status is not None:
            d['status'] = status
        if content is not None:
            d['content'] = _u(content)
        if locations is not None:
            d['locations'] = _u(locations)
        if raw_input is not None:
            d['rawInput'] = _u(raw_input)
        if raw_output is not None:
            d['rawOutput'] = _u(raw_output)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UnarchiveSessionRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UnarchiveSessionResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UnknownStateUpdate(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'unknown'
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'unknown'}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UnstructuredCommandInput(Model):
    """All text that was typed after the command name is provided as input."""

    __slots__ = ()
    hint: Field[str] = Field('hint')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, hint: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'hint': hint}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Usage(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    total_tokens: Field[int] = Field('totalTokens')
    input_tokens: Field[int] = Field('inputTokens')
    output_tokens: Field[int] = Field('outputTokens')
    thought_tokens: Field[int | None] = Field('thoughtTokens')
    cached_read_tokens: Field[int | None] = Field('cachedReadTokens')
    cached_write_tokens: Field[int | None] = Field('cachedWriteTokens')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, total_tokens: int, input_tokens: int, output_tokens: int, *, thought_tokens: int | None = None, cached_read_tokens: int | None = None, cached_write_tokens: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'totalTokens': total_tokens, 'inputTokens': input_tokens, 'outputTokens': output_tokens}
        if thought_tokens is not None:
            d['thoughtTokens'] = thought_tokens
        if cached_read_tokens is not None:
            d['cachedReadTokens'] = cached_read_tokens
        if cached_write_tokens is not None:
            d['cachedWriteTokens'] = cached_write_tokens
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UsageUpdate(Model):
    """Context window and cost update for a session."""

    __slots__ = ()
    TAG = 'usage_update'
    used: Field[int] = Field('used')
    size: Field[int] = Field('size')
    cost: Field[Cost | None] = Field('cost')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, used: int, size: int, *, cost: Cost | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'usage_update', 'used': used, 'size': size}
        if cost is not None:
            d['cost'] = _u(cost)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UserMessageChunk(ContentChunk):
    """A chunk of the user's message being streamed."""

    __slots__ = ()
    TAG = 'user_message_chunk'

    def __init__(self, content: ContentBlock | dict[str, Any], *, message_id: MessageId | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'user_message_chunk', 'content': _u(content)}
        if message_id is not None:
            d['messageId'] = message_id
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class WaitForTerminalExitRequest(Model):
    """Request to wait for a terminal command to exit."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class WaitForTerminalExitResponse(Model):
    """Response containing the exit status of a terminal command."""

    __slots__ = ()
    exit_code: Field[int | None] = Field('exitCode')
    signal: Field[str | None] = Field('signal')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, exit_code: int | None = None, signal: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if exit_code is not None:
            d['exitCode'] = exit_code
        if signal is not None:
            d['signal'] = signal
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class WriteTextFileRequest(Model):
    """Request to write content to a text file."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    path: Field[str] = Field('path')
    content: Field[str] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, path: str, content: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'path': path, 'content': content}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class WriteTextFileResponse(Model):
    """Response to `fs/write_text_file`"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


AuthMethod = Union[AuthMethodTerminal, AuthMethodAgent]
_AuthMethod_variants: dict[str, Any] = {'terminal': AuthMethodTerminal}
_w_AuthMethod = _tagged_wrapper('type', _AuthMethod_variants, AuthMethodAgent)
AvailableCommandInput = Union[UnstructuredCommandInput]
_w_AvailableCommandInput = _untagged_wrapper((UnstructuredCommandInput,))
ContentBlock = Union[TextContentBlock, ImageContentBlock, AudioContentBlock, ResourceContentBlock, EmbeddedResourceContentBlock]
_ContentBlock_variants: dict[str, Any] = {'text': TextContentBlock, 'image': ImageContentBlock, 'audio': AudioContentBlock, 'resource_link': ResourceContentBlock, 'resource': EmbeddedResourceContentBlock}
_w_ContentBlock = _tagged_wrapper('type', _ContentBlock_variants, None)
ElicitationPropertySchema = Union[StringPropertySchema, NumberPropertySchema, IntegerPropertySchema, BooleanPropertySchema, MultiSelectPropertySchema, OtherElicitationPropertySchema]
_ElicitationPropertySchema_variants: dict[str, Any] = {'string': StringPropertySchema, 'number': NumberPropertySchema, 'integer': IntegerPropertySchema, 'boolean': BooleanPropertySchema, 'array': MultiSelectPropertySchema}
_w_ElicitationPropertySchema = _tagged_wrapper('type', _ElicitationPropertySchema_variants, OtherElicitationPropertySchema)
EmbeddedResourceResource = Union[TextResourceContents, BlobResourceContents]
_w_EmbeddedResourceResource = _untagged_wrapper((TextResourceContents, BlobResourceContents,))
McpServer = Union[McpServerHttp, McpServerSse, McpServerAcp, McpServerStdio]
_McpServer_variants: dict[str, Any] = {'http': McpServerHttp, 'sse': McpServerSse, 'acp': McpServerAcp}
_w_McpServer = _tagged_wrapper('type', _McpServer_variants, McpServerStdio)
MultiSelectItems = Union[StringMultiSelectItems, TitledMultiSelectItems]
_MultiSelectItems_variants: dict[str, Any] = {'string': StringMultiSelectItems}
_w_MultiSelectItems = _tagged_wrapper('type', _MultiSelectItems_variants, TitledMultiSelectItems)
PlanUpdateContent = Union[PlanItems, PlanFile, PlanMarkdown]
_PlanUpdateContent_variants: dict[str, Any] = {'items': PlanItems, 'file': PlanFile, 'markdown': PlanMarkdown}
_w_PlanUpdateContent = _tagged_wrapper('type', _PlanUpdateContent_variants, None)
RequestPermissionOutcome = Union[CancelledRequestPermissionOutcome, SelectedPermissionOutcome]
_RequestPermissionOutcome_variants: dict[str, Any] = {'cancelled': CancelledRequestPermissionOutcome, 'selected': SelectedPermissionOutcome}
_w_RequestPermissionOutcome = _tagged_wrapper('outcome', _RequestPermissionOutcome_variants, None)
SessionUpdate = Union[UserMessageChunk, AgentMessageChunk, AgentThoughtChunk, ToolCallStart, ToolCallProgress, AgentPlanUpdate, PlanUpdate, PlanRemoved, AvailableCommandsUpdate, CurrentModeUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate, Notice, CompactionUpdate, CompactionSummaryChunk, SubagentUpdate, SessionMessage, SessionMessageChunk]
_SessionUpdate_variants: dict[str, Any] = {'user_message_chunk': UserMessageChunk, 'agent_message_chunk': AgentMessageChunk, 'agent_thought_chunk': AgentThoughtChunk, 'tool_call': ToolCallStart, 'tool_call_update': ToolCallProgress, 'plan': AgentPlanUpdate, 'plan_update': PlanUpdate, 'plan_removed': PlanRemoved, 'available_commands_update': AvailableCommandsUpdate, 'current_mode_update': CurrentModeUpdate, 'config_option_update': ConfigOptionUpdate, 'session_info_update': SessionInfoUpdate, 'usage_update': UsageUpdate, 'notice': Notice, 'compaction_update': CompactionUpdate, 'compaction_summary_chunk': CompactionSummaryChunk, 'subagent_update': SubagentUpdate, 'session_message': SessionMessage, 'session_message_chunk': SessionMessageChunk}
_w_SessionUpdate = _tagged_wrapper('sessionUpdate', _SessionUpdate_variants, None)
StateUpdate = Union[RunningStateUpdate, IdleStateUpdate, RequiresActionStateUpdate, UnknownStateUpdate, OtherStateUpdate]
_StateUpdate_variants: dict[str, Any] = {'running': RunningStateUpdate, 'idle': IdleStateUpdate, 'requires_action': RequiresActionStateUpdate, 'unknown': UnknownStateUpdate}
_w_StateUpdate = _tagged_wrapper('state', _StateUpdate_variants, OtherStateUpdate)
ToolCallContent = Union[Content, Diff, Terminal]
_ToolCallContent_variants: dict[str, Any] = {'content': Content, 'diff': Diff, 'terminal': Terminal}
_w_ToolCallContent = _tagged_wrapper('type', _ToolCallContent_variants, None)

AgentResponse = dict[str, Any]
AuthMethodId = str
AuthState = Literal['authenticated', 'unauthenticated', 'not_required', 'unknown'] | str
ClientResponse = dict[str, Any]
CompactionCapabilities = dict[str, Any]
CompactionId = str
CompactionStatus = Literal['in_progress', 'completed', 'failed', 'cancelled'] | str
ElicitationContentValue = Any
ElicitationId = str
ElicitationSchemaType = Literal['object']
ErrorCode = int
ExtNotification = Any
ExtRequest = Any
ExtResponse = Any
InitializeProxyRequest = InitializeRequest
InitializeProxyResponse = InitializeResponse
LlmProtocol = Literal['anthropic', 'openai', 'azure', 'vertex', 'bedrock'] | str
McpRequestId = str
McpServerAcpId = str
MessageId = str
MessageMcpResponse = dict[str, Any]
NoticeCapabilities = dict[str, Any]
NoticeSeverity = Literal['info', 'warning', 'error'] | str
PermissionOptionId = str
PermissionOptionKind = Literal['allow_once', 'allow_always', 'reject_once', 'reject_always']
PlanEntryPriority = Literal['high', 'medium', 'low']
PlanEntryStatus = Literal['pending', 'in_progress', 'completed']
PlanId = str
ProtocolVersion = int
ProviderId = str
ProxyResponse = dict[str, Any]
ProxySuccessorResponse = Any
RequestId = int | str | None
Role = Literal['assistant', 'user']
SessionArchiveFilter = Literal['exclude', 'include', 'only'] | str
SessionConfigGroupId = str
SessionConfigId = str
SessionConfigOptionCategory = Literal['mode', 'model', 'model_config', 'thought_level'] | str
SessionConfigSelectOptions = Any
SessionConfigValueId = str
SessionId = str
SessionModeId = str
SessionStatus = Literal['open', 'saved'] | str
StopReason = Literal['end_turn', 'max_tokens', 'max_turn_requests', 'refusal', 'cancelled']
StringFormat = Literal['email', 'uri', 'date', 'date-time']
SystemPromptMode = Literal['append', 'override'] | str
TerminalId = str
ToolCallId = str
ToolCallStatus = Literal['pending', 'in_progress', 'completed', 'failed']
ToolKind = Literal['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other']

AgentAuthCapabilities._check = staticmethod(_c_AgentAuthCapabilities)
AgentAuthCapabilities.status = ModelField('status', AuthStatusCapabilities)  # type: ignore[assignment]
AgentAuthCapabilities.logout = ModelField('logout', LogoutCapabilities)  # type: ignore[assignment]
AgentAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentCapabilities._check = staticmethod(_c_AgentCapabilities)
AgentCapabilities.load_session = CheckedField('loadSession', (bool,))  # type: ignore[assignment]
AgentCapabilities.prompt_capabilities = ModelField('promptCapabilities', PromptCapabilities)  # type: ignore[assignment]
AgentCapabilities.mcp_capabilities = ModelField('mcpCapabilities', McpCapabilities)  # type: ignore[assignment]
AgentCapabilities.session_capabilities = ModelField('sessionCapabilities', SessionCapabilities)  # type: ignore[assignment]
AgentCapabilities.auth = ModelField('auth', AgentAuthCapabilities)  # type: ignore[assignment]
AgentCapabilities.providers = ModelField('providers', ProvidersCapabilities)  # type: ignore[assignment]
AgentCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ContentChunk._check = staticmethod(_c_ContentChunk)
ContentChunk.content = UnionField('content', 'type', _ContentBlock_variants, None)  # type: ignore[assignment]
ContentChunk.message_id = CheckedField('messageId', (str,))  # type: ignore[assignment]
ContentChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentMessageChunk._check = staticmethod(_c_AgentMessageChunk)
AgentNotification._check = staticmethod(_c_AgentNotification)
AgentPlanUpdate._check = staticmethod(_c_AgentPlanUpdate)
AgentPlanUpdate.entries.wrap = _list_wrapper(_wrapper(PlanEntry))
AgentPlanUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentRequest._check = staticmethod(_c_AgentRequest)
AgentThoughtChunk._check = staticmethod(_c_AgentThoughtChunk)
Annotations._check = staticmethod(_c_Annotations)
Annotations.audience.wrap = _prim_list_wrapper((str,))
Annotations.last_modified = CheckedField('lastModified', (str,))  # type: ignore[assignment]
Annotations.priority = CheckedField('priority', (float, int,))  # type: ignore[assignment]
Annotations.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ArchiveSessionRequest._check = staticmethod(_c_ArchiveSessionRequest)
ArchiveSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ArchiveSessionResponse._check = staticmethod(_c_ArchiveSessionResponse)
ArchiveSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AudioContentBlock._check = staticmethod(_c_AudioContentBlock)
AudioContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
AudioContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthAccount._check = staticmethod(_c_AuthAccount)
AuthAccount.active = CheckedField('active', (bool,))  # type: ignore[assignment]
AuthAccount.name = CheckedField('name', (str,))  # type: ignore[assignment]
AuthAccount.email = CheckedField('email', (str,))  # type: ignore[assignment]
AuthAccount.organization = CheckedField('organization', (str,))  # type: ignore[assignment]
AuthAccount.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthCapabilities._check = staticmethod(_c_AuthCapabilities)
AuthCapabilities.terminal = CheckedField('terminal', (bool,))  # type: ignore[assignment]
AuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthMethodAgent._check = staticmethod(_c_AuthMethodAgent)
AuthMethodAgent.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodAgent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthMethodTerminal._check = staticmethod(_c_AuthMethodTerminal)
AuthMethodTerminal.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodTerminal.args.wrap = _prim_list_wrapper((str,))
AuthMethodTerminal.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthStatusCapabilities._check = staticmethod(_c_AuthStatusCapabilities)
AuthStatusCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthStatusRequest._check = staticmethod(_c_AuthStatusRequest)
AuthStatusRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthStatusResponse._check = staticmethod(_c_AuthStatusResponse)
AuthStatusResponse.accounts.wrap = _list_wrapper(_wrapper(AuthAccount))
AuthStatusResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthStatusUpdateNotification._check = staticmethod(_c_AuthStatusUpdateNotification)
AuthStatusUpdateNotification.accounts.wrap = _list_wrapper(_wrapper(AuthAccount))
AuthStatusUpdateNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthenticateRequest._check = staticmethod(_c_AuthenticateRequest)
AuthenticateRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthenticateResponse._check = staticmethod(_c_AuthenticateResponse)
AuthenticateResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AvailableCommand._check = staticmethod(_c_AvailableCommand)
AvailableCommand.input.wrap = _w_AvailableCommandInput
AvailableCommand.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AvailableCommandsUpdate._check = staticmethod(_c_AvailableCommandsUpdate)
AvailableCommandsUpdate.available_commands.wrap = _list_wrapper(_wrapper(AvailableCommand))
AvailableCommandsUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BlobResourceContents._check = staticmethod(_c_BlobResourceContents)
BlobResourceContents.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
BlobResourceContents.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BooleanConfigOptionCapabilities._check = staticmethod(_c_BooleanConfigOptionCapabilities)
BooleanConfigOptionCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BooleanPropertySchema._check = staticmethod(_c_BooleanPropertySchema)
BooleanPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
BooleanPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
BooleanPropertySchema.default = CheckedField('default', (bool,))  # type: ignore[assignment]
BooleanPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelNotification._check = staticmethod(_c_CancelNotification)
CancelNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelRequestNotification._check = staticmethod(_c_CancelRequestNotification)
CancelRequestNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelledRequestPermissionOutcome._check = staticmethod(_c_CancelledRequestPermissionOutcome)
ClientCapabilities._check = staticmethod(_c_ClientCapabilities)
ClientCapabilities.fs = ModelField('fs', FileSystemCapabilities)  # type: ignore[assignment]
ClientCapabilities.terminal = CheckedField('terminal', (bool,))  # type: ignore[assignment]
ClientCapabilities.session = ModelField('session', ClientSessionCapabilities)  # type: ignore[assignment]
ClientCapabilities.subagents = ModelField('subagents', SubagentCapabilities)  # type: ignore[assignment]
ClientCapabilities.plan = ModelField('plan', PlanCapabilities)  # type: ignore[assignment]
ClientCapabilities.auth = ModelField('auth', AuthCapabilities)  # type: ignore[assignment]
ClientCapabilities.elicitation = ModelField('elicitation', ElicitationCapabilities)  # type: ignore[assignment]
ClientCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientNotification._check = staticmethod(_c_ClientNotification)
ClientRequest._check = staticmethod(_c_ClientRequest)
ClientSessionCapabilities._check = staticmethod(_c_ClientSessionCapabilities)
ClientSessionCapabilities.compaction = CheckedField('compaction', (dict,))  # type: ignore[assignment]
ClientSessionCapabilities.config_options = ModelField('configOptions', SessionConfigOptionsCapabilities)  # type: ignore[assignment]
ClientSessionCapabilities.notices = CheckedField('notices', (dict,))  # type: ignore[assignment]
ClientSessionCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseSessionRequest._check = staticmethod(_c_CloseSessionRequest)
CloseSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseSessionResponse._check = staticmethod(_c_CloseSessionResponse)
CloseSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CompactionSummaryChunk._check = staticmethod(_c_CompactionSummaryChunk)
CompactionSummaryChunk.content = UnionField('content', 'type', _ContentBlock_variants, None)  # type: ignore[assignment]
CompactionSummaryChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CompactionUpdate._check = staticmethod(_c_CompactionUpdate)
CompactionUpdate.summary.wrap = _list_wrapper(_w_ContentBlock)
CompactionUpdate.error = CheckedField('error', (str,))  # type: ignore[assignment]
CompactionUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CompleteElicitationNotification._check = staticmethod(_c_CompleteElicitationNotification)
CompleteElicitationNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ConfigOptionUpdate._check = staticmethod(_c_ConfigOptionUpdate)
ConfigOptionUpdate.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ConfigOptionUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Content._check = staticmethod(_c_Content)
Content.content = UnionField('content', 'type', _ContentBlock_variants, None)  # type: ignore[assignment]
Content.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Cost._check = staticmethod(_c_Cost)
Cost.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateElicitationRequest._check = staticmethod(_c_CreateElicitationRequest)
CreateElicitationRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateElicitationResponse._check = staticmethod(_c_CreateElicitationResponse)
CreateElicitationResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateTerminalRequest._check = staticmethod(_c_CreateTerminalRequest)
CreateTerminalRequest.args.wrap = _prim_list_wrapper((str,))
CreateTerminalRequest.env.wrap = _list_wrapper(_wrapper(EnvVariable))
CreateTerminalRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateTerminalResponse._check = staticmethod(_c_CreateTerminalResponse)
CreateTerminalResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CurrentModeUpdate._check = staticmethod(_c_CurrentModeUpdate)
CurrentModeUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DeleteSessionRequest._check = staticmethod(_c_DeleteSessionRequest)
DeleteSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DeleteSessionResponse._check = staticmethod(_c_DeleteSessionResponse)
DeleteSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Diff._check = staticmethod(_c_Diff)
Diff.old_text = CheckedField('oldText', (str,))  # type: ignore[assignment]
Diff.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisableProviderRequest._check = staticmethod(_c_DisableProviderRequest)
DisableProviderRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisableProviderResponse._check = staticmethod(_c_DisableProviderResponse)
DisableProviderResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ElicitationAcceptAction._check = staticmethod(_c_ElicitationAcceptAction)
ElicitationCapabilities._check = staticmethod(_c_ElicitationCapabilities)
ElicitationCapabilities.form = ModelField('form', ElicitationFormCapabilities)  # type: ignore[assignment]
ElicitationCapabilities.url = ModelField('url', ElicitationUrlCapabilities)  # type: ignore[assignment]
ElicitationCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ElicitationFormCapabilities._check = staticmethod(_c_ElicitationFormCapabilities)
ElicitationFormCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ElicitationFormMode._check = staticmethod(_c_ElicitationFormMode)
ElicitationFormMode.requested_schema = ModelField('requestedSchema', ElicitationSchema)  # type: ignore[assignment]
ElicitationRequestScope._check = staticmethod(_c_ElicitationRequestScope)
ElicitationSchema._check = staticmethod(_c_ElicitationSchema)
ElicitationSchema.type = CheckedField('type', (str,))  # type: ignore[assignment]
ElicitationSchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
ElicitationSchema.properties.wrap = _map_wrapper(_w_ElicitationPropertySchema)
ElicitationSchema.required.wrap = _prim_list_wrapper((str,))
ElicitationSchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
ElicitationSchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ElicitationSessionScope._check = staticmethod(_c_ElicitationSessionScope)
ElicitationSessionScope.tool_call_id = CheckedField('toolCallId', (str,))  # type: ignore[assignment]
ElicitationUrlCapabilities._check = staticmethod(_c_ElicitationUrlCapabilities)
ElicitationUrlCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ElicitationUrlMode._check = staticmethod(_c_ElicitationUrlMode)
EmbeddedResourceContentBlock._check = staticmethod(_c_EmbeddedResourceContentBlock)
EmbeddedResourceContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
EmbeddedResourceContentBlock.resource.wrap = _w_EmbeddedResourceResource
EmbeddedResourceContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnumOption._check = staticmethod(_c_EnumOption)
EnumOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
EnumOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnvVariable._check = staticmethod(_c_EnvVariable)
EnvVariable.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Error._check = staticmethod(_c_Error)
ErrorStopReason._check = staticmethod(_c_ErrorStopReason)
ErrorStopReason.error = ModelField('error', Error)  # type: ignore[assignment]
FileSystemCapabilities._check = staticmethod(_c_FileSystemCapabilities)
FileSystemCapabilities.read_text_file = CheckedField('readTextFile', (bool,))  # type: ignore[assignment]
FileSystemCapabilities.write_text_file = CheckedField('writeTextFile', (bool,))  # type: ignore[assignment]
FileSystemCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ForkSessionRequest._check = staticmethod(_c_ForkSessionRequest)
ForkSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
ForkSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
ForkSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
ForkSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ForkSessionResponse._check = staticmethod(_c_ForkSessionResponse)
ForkSessionResponse.modes = ModelField('modes', SessionModeState)  # type: ignore[assignment]
ForkSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ForkSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
HttpHeader._check = staticmethod(_c_HttpHeader)
HttpHeader.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IdleStateUpdate._check = staticmethod(_c_IdleStateUpdate)
IdleStateUpdate.usage = ModelField('usage', Usage)  # type: ignore[assignment]
IdleStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IdleStateUpdate.stop_reason = CheckedField('stopReason', (str,))  # type: ignore[assignment]
ImageContentBlock._check = staticmethod(_c_ImageContentBlock)
ImageContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
ImageContentBlock.uri = CheckedField('uri', (str,))  # type: ignore[assignment]
ImageContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Implementation._check = staticmethod(_c_Implementation)
Implementation.title = CheckedField('title', (str,))  # type: ignore[assignment]
Implementation.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
InitializeRequest._check = staticmethod(_c_InitializeRequest)
InitializeRequest.client_capabilities = ModelField('clientCapabilities', ClientCapabilities)  # type: ignore[assignment]
InitializeRequest.client_info = ModelField('clientInfo', Implementation)  # type: ignore[assignment]
InitializeRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
InitializeResponse._check = staticmethod(_c_InitializeResponse)
InitializeResponse.agent_capabilities = ModelField('agentCapabilities', AgentCapabilities)  # type: ignore[assignment]
InitializeResponse.auth_methods.wrap = _list_wrapper(_w_AuthMethod)
InitializeResponse.agent_info = ModelField('agentInfo', Implementation)  # type: ignore[assignment]
InitializeResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IntegerPropertySchema._check = staticmethod(_c_IntegerPropertySchema)
IntegerPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
IntegerPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
IntegerPropertySchema.default = CheckedField('default', (int,))  # type: ignore[assignment]
IntegerPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
KillTerminalRequest._check = staticmethod(_c_KillTerminalRequest)
KillTerminalRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
KillTerminalResponse._check = staticmethod(_c_KillTerminalResponse)
KillTerminalResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListProvidersRequest._check = staticmethod(_c_ListProvidersRequest)
ListProvidersRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListProvidersResponse._check = staticmethod(_c_ListProvidersResponse)
ListProvidersResponse.providers.wrap = _list_wrapper(_wrapper(ProviderInfo))
ListProvidersResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListSessionsRequest._check = staticmethod(_c_ListSessionsRequest)
ListSessionsRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListSessionsResponse._check = staticmethod(_c_ListSessionsResponse)
ListSessionsResponse.sessions.wrap = _list_wrapper(_wrapper(SessionInfo))
ListSessionsResponse.next_cursor = CheckedField('nextCursor', (str,))  # type: ignore[assignment]
ListSessionsResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LoadSessionRequest._check = staticmethod(_c_LoadSessionRequest)
LoadSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
LoadSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
LoadSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
LoadSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LoadSessionResponse._check = staticmethod(_c_LoadSessionResponse)
LoadSessionResponse.modes = ModelField('modes', SessionModeState)  # type: ignore[assignment]
LoadSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
LoadSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LogoutCapabilities._check = staticmethod(_c_LogoutCapabilities)
LogoutCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LogoutRequest._check = staticmethod(_c_LogoutRequest)
LogoutRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LogoutResponse._check = staticmethod(_c_LogoutResponse)
LogoutResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpCapabilities._check = staticmethod(_c_McpCapabilities)
McpCapabilities.http = CheckedField('http', (bool,))  # type: ignore[assignment]
McpCapabilities.sse = CheckedField('sse', (bool,))  # type: ignore[assignment]
McpCapabilities.acp = CheckedField('acp', (bool,))  # type: ignore[assignment]
McpCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpError._check = staticmethod(_c_McpError)
McpServerAcp._check = staticmethod(_c_McpServerAcp)
McpServerAcp.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpServerHttp._check = staticmethod(_c_McpServerHttp)
McpServerHttp.headers.wrap = _list_wrapper(_wrapper(HttpHeader))
McpServerHttp.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpServerSse._check = staticmethod(_c_McpServerSse)
McpServerSse.headers.wrap = _list_wrapper(_wrapper(HttpHeader))
McpServerSse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpServerStdio._check = staticmethod(_c_McpServerStdio)
McpServerStdio.args.wrap = _prim_list_wrapper((str,))
McpServerStdio.env.wrap = _list_wrapper(_wrapper(EnvVariable))
McpServerStdio.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
MessageMcpNotification._check = staticmethod(_c_MessageMcpNotification)
MessageMcpNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
MessageMcpRequest._check = staticmethod(_c_MessageMcpRequest)
MessageMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
MultiSelectPropertySchema._check = staticmethod(_c_MultiSelectPropertySchema)
MultiSelectPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
MultiSelectPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
MultiSelectPropertySchema.items = UnionField('items', 'type', _MultiSelectItems_variants, TitledMultiSelectItems)  # type: ignore[assignment]
MultiSelectPropertySchema.default.wrap = _prim_list_wrapper((str,))
MultiSelectPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NewSessionRequest._check = staticmethod(_c_NewSessionRequest)
NewSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
NewSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
NewSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
NewSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NewSessionResponse._check = staticmethod(_c_NewSessionResponse)
NewSessionResponse.modes = ModelField('modes', SessionModeState)  # type: ignore[assignment]
NewSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
NewSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Notice._check = staticmethod(_c_Notice)
Notice.description = CheckedField('description', (str,))  # type: ignore[assignment]
Notice.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NumberPropertySchema._check = staticmethod(_c_NumberPropertySchema)
NumberPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
NumberPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
NumberPropertySchema.default = CheckedField('default', (float, int,))  # type: ignore[assignment]
NumberPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
OtherElicitationPropertySchema._check = staticmethod(_c_OtherElicitationPropertySchema)
OtherMultiSelectItems._check = staticmethod(_c_OtherMultiSelectItems)
OtherStateUpdate._check = staticmethod(_c_OtherStateUpdate)
PermissionOption._check = staticmethod(_c_PermissionOption)
PermissionOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanCapabilities._check = staticmethod(_c_PlanCapabilities)
PlanCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanEntry._check = staticmethod(_c_PlanEntry)
PlanEntry.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanFile._check = staticmethod(_c_PlanFile)
PlanFile.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanItems._check = staticmethod(_c_PlanItems)
PlanItems.entries.wrap = _list_wrapper(_wrapper(PlanEntry))
PlanItems.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanMarkdown._check = staticmethod(_c_PlanMarkdown)
PlanMarkdown.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanRemoved._check = staticmethod(_c_PlanRemoved)
PlanRemoved.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PlanUpdate._check = staticmethod(_c_PlanUpdate)
PlanUpdate.plan = UnionField('plan', 'type', _PlanUpdateContent_variants, None)  # type: ignore[assignment]
PlanUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptCapabilities._check = staticmethod(_c_PromptCapabilities)
PromptCapabilities.image = CheckedField('image', (bool,))  # type: ignore[assignment]
PromptCapabilities.audio = CheckedField('audio', (bool,))  # type: ignore[assignment]
PromptCapabilities.embedded_context = CheckedField('embeddedContext', (bool,))  # type: ignore[assignment]
PromptCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptRequest._check = staticmethod(_c_PromptRequest)
PromptRequest.prompt.wrap = _list_wrapper(_w_ContentBlock)
PromptRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptResponse._check = staticmethod(_c_PromptResponse)
PromptResponse.usage = ModelField('usage', Usage)  # type: ignore[assignment]
PromptResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProviderCurrentConfig._check = staticmethod(_c_ProviderCurrentConfig)
ProviderCurrentConfig.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProviderInfo._check = staticmethod(_c_ProviderInfo)
ProviderInfo.supported.wrap = _prim_list_wrapper((str,))
ProviderInfo.current = ModelField('current', ProviderCurrentConfig)  # type: ignore[assignment]
ProviderInfo.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProvidersCapabilities._check = staticmethod(_c_ProvidersCapabilities)
ProvidersCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProxyNotification._check = staticmethod(_c_ProxyNotification)
ProxyNotification.params = ModelField('params', ProxySuccessorNotification)  # type: ignore[assignment]
ProxyRequest._check = staticmethod(_c_ProxyRequest)
ProxySuccessorNotification._check = staticmethod(_c_ProxySuccessorNotification)
ProxySuccessorNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProxySuccessorRequest._check = staticmethod(_c_ProxySuccessorRequest)
ProxySuccessorRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ReadTextFileRequest._check = staticmethod(_c_ReadTextFileRequest)
ReadTextFileRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ReadTextFileResponse._check = staticmethod(_c_ReadTextFileResponse)
ReadTextFileResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ReleaseTerminalRequest._check = staticmethod(_c_ReleaseTerminalRequest)
ReleaseTerminalRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ReleaseTerminalResponse._check = staticmethod(_c_ReleaseTerminalResponse)
ReleaseTerminalResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequestPermissionRequest._check = staticmethod(_c_RequestPermissionRequest)
RequestPermissionRequest.tool_call = ModelField('toolCall', ToolCallUpdate)  # type: ignore[assignment]
RequestPermissionRequest.options.wrap = _list_wrapper(_wrapper(PermissionOption))
RequestPermissionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequestPermissionResponse._check = staticmethod(_c_RequestPermissionResponse)
RequestPermissionResponse.outcome = UnionField('outcome', 'outcome', _RequestPermissionOutcome_variants, None)  # type: ignore[assignment]
RequestPermissionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequiresActionStateUpdate._check = staticmethod(_c_RequiresActionStateUpdate)
RequiresActionStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResourceContentBlock._check = staticmethod(_c_ResourceContentBlock)
ResourceContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
ResourceContentBlock.description = CheckedField('description', (str,))  # type: ignore[assignment]
ResourceContentBlock.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
ResourceContentBlock.size = CheckedField('size', (int,))  # type: ignore[assignment]
ResourceContentBlock.title = CheckedField('title', (str,))  # type: ignore[assignment]
ResourceContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResumeSessionRequest._check = staticmethod(_c_ResumeSessionRequest)
ResumeSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
ResumeSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
ResumeSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
ResumeSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResumeSessionResponse._check = staticmethod(_c_ResumeSessionResponse)
ResumeSessionResponse.modes = ModelField('modes', SessionModeState)  # type: ignore[assignment]
ResumeSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ResumeSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RunningStateUpdate._check = staticmethod(_c_RunningStateUpdate)
RunningStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SelectedPermissionOutcome._check = staticmethod(_c_SelectedPermissionOutcome)
SelectedPermissionOutcome.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionAdditionalDirectoriesCapabilities._check = staticmethod(_c_SessionAdditionalDirectoriesCapabilities)
SessionAdditionalDirectoriesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionArchiveCapabilities._check = staticmethod(_c_SessionArchiveCapabilities)
SessionArchiveCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionCancelCapabilities._check = staticmethod(_c_SessionCancelCapabilities)
SessionCancelCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionCapabilities._check = staticmethod(_c_SessionCapabilities)
SessionCapabilities.list = ModelField('list', SessionListCapabilities)  # type: ignore[assignment]
SessionCapabilities.delete = ModelField('delete', SessionDeleteCapabilities)  # type: ignore[assignment]
SessionCapabilities.additional_directories = ModelField('additionalDirectories', SessionAdditionalDirectoriesCapabilities)  # type: ignore[assignment]
SessionCapabilities.system_prompt = ModelField('systemPrompt', SessionSystemPromptCapabilities)  # type: ignore[assignment]
SessionCapabilities.fork = ModelField('fork', SessionForkCapabilities)  # type: ignore[assignment]
SessionCapabilities.archive = ModelField('archive', SessionArchiveCapabilities)  # type: ignore[assignment]
SessionCapabilities.status = ModelField('status', SessionStatusCapabilities)  # type: ignore[assignment]
SessionCapabilities.title = ModelField('title', SessionTitleCapabilities)  # type: ignore[assignment]
SessionCapabilities.resume = ModelField('resume', SessionResumeCapabilities)  # type: ignore[assignment]
SessionCapabilities.close = ModelField('close', SessionCloseCapabilities)  # type: ignore[assignment]
SessionCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionCloseCapabilities._check = staticmethod(_c_SessionCloseCapabilities)
SessionCloseCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionConfigBoolean._check = staticmethod(_c_SessionConfigBoolean)
SessionConfigOption._check = staticmethod(_c_SessionConfigOption)
SessionConfigOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
SessionConfigOption.category = CheckedField('category', (str,))  # type: ignore[assignment]
SessionConfigOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionConfigOptionsCapabilities._check = staticmethod(_c_SessionConfigOptionsCapabilities)
SessionConfigOptionsCapabilities.boolean = ModelField('boolean', BooleanConfigOptionCapabilities)  # type: ignore[assignment]
SessionConfigOptionsCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionConfigSelect._check = staticmethod(_c_SessionConfigSelect)
SessionConfigSelectGroup._check = staticmethod(_c_SessionConfigSelectGroup)
SessionConfigSelectGroup.options.wrap = _list_wrapper(_wrapper(SessionConfigSelectOption))
SessionConfigSelectGroup.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionConfigSelectOption._check = staticmethod(_c_SessionConfigSelectOption)
SessionConfigSelectOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
SessionConfigSelectOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionDeleteCapabilities._check = staticmethod(_c_SessionDeleteCapabilities)
SessionDeleteCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionForkCapabilities._check = staticmethod(_c_SessionForkCapabilities)
SessionForkCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionInfo._check = staticmethod(_c_SessionInfo)
SessionInfo.additional_directories.wrap = _prim_list_wrapper((str,))
SessionInfo.title = CheckedField('title', (str,))  # type: ignore[assignment]
SessionInfo.updated_at = CheckedField('updatedAt', (str,))  # type: ignore[assignment]
SessionInfo.archived = CheckedField('archived', (bool,))  # type: ignore[assignment]
SessionInfo.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionInfoUpdate._check = staticmethod(_c_SessionInfoUpdate)
SessionInfoUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
SessionInfoUpdate.updated_at = CheckedField('updatedAt', (str,))  # type: ignore[assignment]
SessionInfoUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionListCapabilities._check = staticmethod(_c_SessionListCapabilities)
SessionListCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionMessage._check = staticmethod(_c_SessionMessage)
SessionMessage.sender_session_id = CheckedField('senderSessionId', (str,))  # type: ignore[assignment]
SessionMessage.recipient_session_id = CheckedField('recipientSessionId', (str,))  # type: ignore[assignment]
SessionMessage.sender_message_id = CheckedField('senderMessageId', (str,))  # type: ignore[assignment]
SessionMessage.recipient_message_id = CheckedField('recipientMessageId', (str,))  # type: ignore[assignment]
SessionMessage.content.wrap = _list_wrapper(_w_ContentBlock)
SessionMessage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionMessageChunk._check = staticmethod(_c_SessionMessageChunk)
SessionMessageChunk.content = UnionField('content', 'type', _ContentBlock_variants, None)  # type: ignore[assignment]
SessionMessageChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionMode._check = staticmethod(_c_SessionMode)
SessionMode.description = CheckedField('description', (str,))  # type: ignore[assignment]
SessionMode.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionModeState._check = staticmethod(_c_SessionModeState)
SessionModeState.available_modes.wrap = _list_wrapper(_wrapper(SessionMode))
SessionModeState.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionNotification._check = staticmethod(_c_SessionNotification)
SessionNotification.update = UnionField('update', 'sessionUpdate', _SessionUpdate_variants, None)  # type: ignore[assignment]
SessionNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionResumeCapabilities._check = staticmethod(_c_SessionResumeCapabilities)
SessionResumeCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusCapabilities._check = staticmethod(_c_SessionStatusCapabilities)
SessionStatusCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusRequest._check = staticmethod(_c_SessionStatusRequest)
SessionStatusRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusResponse._check = staticmethod(_c_SessionStatusResponse)
SessionStatusResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionSystemPromptCapabilities._check = staticmethod(_c_SessionSystemPromptCapabilities)
SessionSystemPromptCapabilities.mode = ModelField('mode', SessionSystemPromptModeCapabilities)  # type: ignore[assignment]
SessionSystemPromptCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionSystemPromptModeCapabilities._check = staticmethod(_c_SessionSystemPromptModeCapabilities)
SessionSystemPromptModeCapabilities.override = ModelField('override', SessionSystemPromptOverrideCapabilities)  # type: ignore[assignment]
SessionSystemPromptModeCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionSystemPromptOverrideCapabilities._check = staticmethod(_c_SessionSystemPromptOverrideCapabilities)
SessionSystemPromptOverrideCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionTitleCapabilities._check = staticmethod(_c_SessionTitleCapabilities)
SessionTitleCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetProviderRequest._check = staticmethod(_c_SetProviderRequest)
SetProviderRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetProviderResponse._check = staticmethod(_c_SetProviderResponse)
SetProviderResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionConfigOptionRequest._check = staticmethod(_c_SetSessionConfigOptionRequest)
SetSessionConfigOptionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionConfigOptionResponse._check = staticmethod(_c_SetSessionConfigOptionResponse)
SetSessionConfigOptionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
SetSessionConfigOptionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionModeRequest._check = staticmethod(_c_SetSessionModeRequest)
SetSessionModeRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionModeResponse._check = staticmethod(_c_SetSessionModeResponse)
SetSessionModeResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionTitleRequest._check = staticmethod(_c_SetSessionTitleRequest)
SetSessionTitleRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionTitleResponse._check = staticmethod(_c_SetSessionTitleResponse)
SetSessionTitleResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StringMultiSelectItems._check = staticmethod(_c_StringMultiSelectItems)
StringMultiSelectItems.enum.wrap = _prim_list_wrapper((str,))
StringMultiSelectItems.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StringPropertySchema._check = staticmethod(_c_StringPropertySchema)
StringPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
StringPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
StringPropertySchema.default = CheckedField('default', (str,))  # type: ignore[assignment]
StringPropertySchema.enum.wrap = _prim_list_wrapper((str,))
StringPropertySchema.one_of.wrap = _list_wrapper(_wrapper(EnumOption))
StringPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SubagentCapabilities._check = staticmethod(_c_SubagentCapabilities)
SubagentCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SubagentSessionCapabilities._check = staticmethod(_c_SubagentSessionCapabilities)
SubagentSessionCapabilities.cancel = ModelField('cancel', SessionCancelCapabilities)  # type: ignore[assignment]
SubagentSessionCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SubagentUpdate._check = staticmethod(_c_SubagentUpdate)
SubagentUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
SubagentUpdate.description = CheckedField('description', (str,))  # type: ignore[assignment]
SubagentUpdate.capabilities = ModelField('capabilities', SubagentSessionCapabilities)  # type: ignore[assignment]
SubagentUpdate.state = UnionField('state', 'state', _StateUpdate_variants, OtherStateUpdate)  # type: ignore[assignment]
SubagentUpdate.additional_directories.wrap = _prim_list_wrapper((str,))
SubagentUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SystemPrompt._check = staticmethod(_c_SystemPrompt)
SystemPrompt.content.wrap = _list_wrapper(_w_ContentBlock)
SystemPrompt.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Terminal._check = staticmethod(_c_Terminal)
Terminal.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalExitStatus._check = staticmethod(_c_TerminalExitStatus)
TerminalExitStatus.exit_code = CheckedField('exitCode', (int,))  # type: ignore[assignment]
TerminalExitStatus.signal = CheckedField('signal', (str,))  # type: ignore[assignment]
TerminalExitStatus.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutputRequest._check = staticmethod(_c_TerminalOutputRequest)
TerminalOutputRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutputResponse._check = staticmethod(_c_TerminalOutputResponse)
TerminalOutputResponse.exit_status = ModelField('exitStatus', TerminalExitStatus)  # type: ignore[assignment]
TerminalOutputResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextContentBlock._check = staticmethod(_c_TextContentBlock)
TextContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
TextContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextResourceContents._check = staticmethod(_c_TextResourceContents)
TextResourceContents.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
TextResourceContents.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TitledMultiSelectItems._check = staticmethod(_c_TitledMultiSelectItems)
TitledMultiSelectItems.any_of.wrap = _list_wrapper(_wrapper(EnumOption))
TitledMultiSelectItems.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallLocation._check = staticmethod(_c_ToolCallLocation)
ToolCallLocation.line = CheckedField('line', (int,))  # type: ignore[assignment]
ToolCallLocation.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallUpdate._check = staticmethod(_c_ToolCallUpdate)
ToolCallUpdate.kind = CheckedField('kind', (str,))  # type: ignore[assignment]
ToolCallUpdate.status = CheckedField('status', (str,))  # type: ignore[assignment]
ToolCallUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
ToolCallUpdate.name = CheckedField('name', (str,))  # type: ignore[assignment]
ToolCallUpdate.content.wrap = _list_wrapper(_w_ToolCallContent)
ToolCallUpdate.locations.wrap = _list_wrapper(_wrapper(ToolCallLocation))
ToolCallUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallProgress._check = staticmethod(_c_ToolCallProgress)
ToolCallStart._check = staticmethod(_c_ToolCallStart)
ToolCallStart.name = CheckedField('name', (str,))  # type: ignore[assignment]
ToolCallStart.kind = CheckedField('kind', (str,))  # type: ignore[assignment]
ToolCallStart.status = CheckedField('status', (str,))  # type: ignore[assignment]
ToolCallStart.content.wrap = _list_wrapper(_w_ToolCallContent)
ToolCallStart.locations.wrap = _list_wrapper(_wrapper(ToolCallLocation))
ToolCallStart.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnarchiveSessionRequest._check = staticmethod(_c_UnarchiveSessionRequest)
UnarchiveSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnarchiveSessionResponse._check = staticmethod(_c_UnarchiveSessionResponse)
UnarchiveSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnknownStateUpdate._check = staticmethod(_c_UnknownStateUpdate)
UnknownStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnstructuredCommandInput._check = staticmethod(_c_UnstructuredCommandInput)
UnstructuredCommandInput.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Usage._check = staticmethod(_c_Usage)
Usage.thought_tokens = CheckedField('thoughtTokens', (int,))  # type: ignore[assignment]
Usage.cached_read_tokens = CheckedField('cachedReadTokens', (int,))  # type: ignore[assignment]
Usage.cached_write_tokens = CheckedField('cachedWriteTokens', (int,))  # type: ignore[assignment]
Usage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UsageUpdate._check = staticmethod(_c_UsageUpdate)
UsageUpdate.cost = ModelField('cost', Cost)  # type: ignore[assignment]
UsageUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UserMessageChunk._check = staticmethod(_c_UserMessageChunk)
WaitForTerminalExitRequest._check = staticmethod(_c_WaitForTerminalExitRequest)
WaitForTerminalExitRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
WaitForTerminalExitResponse._check = staticmethod(_c_WaitForTerminalExitResponse)
WaitForTerminalExitResponse.exit_code = CheckedField('exitCode', (int,))  # type: ignore[assignment]
WaitForTerminalExitResponse.signal = CheckedField('signal', (str,))  # type: ignore[assignment]
WaitForTerminalExitResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
WriteTextFileRequest._check = staticmethod(_c_WriteTextFileRequest)
WriteTextFileRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
WriteTextFileResponse._check = staticmethod(_c_WriteTextFileResponse)
WriteTextFileResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]


AGENT_METHODS: dict[str, Method] = {
    'auth/status': Method('auth/status', 'auth_status', AuthStatusRequest, AuthStatusResponse, False, True),
    'authenticate': Method('authenticate', 'authenticate', AuthenticateRequest, AuthenticateResponse, False, False),
    'initialize': Method('initialize', 'initialize', InitializeRequest, InitializeResponse, False, False),
    'logout': Method('logout', 'logout', LogoutRequest, LogoutResponse, False, False),
    'mcp/message': Method('mcp/message', 'notify_mcp', MessageMcpNotification, None, True, True),
    'providers/disable': Method('providers/disable', 'providers_disable', DisableProviderRequest, DisableProviderResponse, False, True),
    'providers/list': Method('providers/list', 'providers_list', ListProvidersRequest, ListProvidersResponse, False, True),
    'providers/set': Method('providers/set', 'providers_set', SetProviderRequest, SetProviderResponse, False, True),
    'session/archive': Method('session/archive', 'archive_session', ArchiveSessionRequest, ArchiveSessionResponse, False, True),
    'session/cancel': Method('session/cancel', 'cancel', CancelNotification, None, True, False),
    'session/close': Method('session/close', 'close_session', CloseSessionRequest, CloseSessionResponse, False, False),
    'session/delete': Method('session/delete', 'delete_session', DeleteSessionRequest, DeleteSessionResponse, False, False),
    'session/fork': Method('session/fork', 'fork_session', ForkSessionRequest, ForkSessionResponse, False, True),
    'session/list': Method('session/list', 'list_sessions', ListSessionsRequest, ListSessionsResponse, False, False),
    'session/load': Method('session/load', 'load_session', LoadSessionRequest, LoadSessionResponse, False, False),
    'session/new': Method('session/new', 'new_session', NewSessionRequest, NewSessionResponse, False, False),
    'session/prompt': Method('session/prompt', 'prompt', PromptRequest, PromptResponse, False, False),
    'session/resume': Method('session/resume', 'resume_session', ResumeSessionRequest, ResumeSessionResponse, False, False),
    'session/set_config_option': Method('session/set_config_option', 'set_config_option', SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, False, False),
    'session/set_mode': Method('session/set_mode', 'set_session_mode', SetSessionModeRequest, SetSessionModeResponse, False, False),
    'session/set_title': Method('session/set_title', 'set_session_title', SetSessionTitleRequest, SetSessionTitleResponse, False, True),
    'session/status': Method('session/status', 'session_status', SessionStatusRequest, SessionStatusResponse, False, True),
    'session/unarchive': Method('session/unarchive', 'unarchive_session', UnarchiveSessionRequest, UnarchiveSessionResponse, False, True),
}
"""Methods an agent handles, by wire name (`unstable`: only in the unstable schema)."""

CLIENT_METHODS: dict[str, Method] = {
    'auth/status_update': Method('auth/status_update', 'auth_status_update', AuthStatusUpdateNotification, None, True, True),
    'elicitation/complete': Method('elicitation/complete', 'complete_elicitation', CompleteElicitationNotification, None, True, False),
    'elicitation/create': Method('elicitation/create', 'create_elicitation', CreateElicitationRequest, CreateElicitationResponse, False, False),
    'fs/read_text_file': Method('fs/read_text_file', 'read_text_file', ReadTextFileRequest, ReadTextFileResponse, False, False),
    'fs/write_text_file': Method('fs/write_text_file', 'write_text_file', WriteTextFileRequest, WriteTextFileResponse, False, False),
    'mcp/message': Method('mcp/message', 'mcp_message', MessageMcpRequest, None, False, True),
    'session/request_permission': Method('session/request_permission', 'request_permission', RequestPermissionRequest, RequestPermissionResponse, False, False),
    'session/update': Method('session/update', 'session_update', SessionNotification, None, True, False),
    'terminal/create': Method('terminal/create', 'create_terminal', CreateTerminalRequest, CreateTerminalResponse, False, False),
    'terminal/kill': Method('terminal/kill', 'kill_terminal', KillTerminalRequest, KillTerminalResponse, False, False),
    'terminal/output': Method('terminal/output', 'terminal_output', TerminalOutputRequest, TerminalOutputResponse, False, False),
    'terminal/release': Method('terminal/release', 'release_terminal', ReleaseTerminalRequest, ReleaseTerminalResponse, False, False),
    'terminal/wait_for_exit': Method('terminal/wait_for_exit', 'wait_for_terminal_exit', WaitForTerminalExitRequest, WaitForTerminalExitResponse, False, False),
}
"""Methods a client handles, by wire name (`unstable`: only in the unstable schema)."""


class AgentCalls:
    """Typed calls from a client to its agent (mixed into `ClientSideConnection`)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

    def auth_status(self, *, meta: dict[str, Any] | None = None) -> TypedRequest[AuthStatusResponse]:
        """Send `auth/status` (unstable); await it for a `AuthStatusResponse`."""
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('auth/status', d, AuthStatusResponse)

    def authenticate(self, method_id: AuthMethodId, *, meta: dict[str, Any] | None = None) -> TypedRequest[AuthenticateResponse]:
        """Send `authenticate`; await it for a `AuthenticateResponse`."""
        d: dict[str, Any] = {'methodId': method_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('authenticate', d, AuthenticateResponse)

    def initialize(self, protocol_version: ProtocolVersion, *, client_capabilities: ClientCapabilities | dict[str, Any] | None = None, client_info: Implementation | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[InitializeResponse]:
        """Send `initialize`; await it for a `InitializeResponse`."""
        d: dict[str, Any] = {'protocolVersion': protocol_version}
        if client_capabilities is not None:
            d['clientCapabilities'] = _u(client_capabilities)
        if client_info is not None:
            d['clientInfo'] = _u(client_info)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('initialize', d, InitializeResponse)

    def logout(self, *, meta: dict[str, Any] | None = None) -> TypedRequest[LogoutResponse]:
        """Send `logout`; await it for a `LogoutResponse`."""
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('logout', d, LogoutResponse)

    def notify_mcp(self, server_id: McpServerAcpId, request_id: McpRequestId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None, connection_id: Any = None) -> Drained:
        """Send `mcp/message` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'serverId': server_id, 'requestId': request_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        if connection_id is not None:
            d['connectionId'] = _deprecated_arg(MessageMcpNotification, 'connection_id', connection_id)
        return self._notify('mcp/message', d)

    def providers_disable(self, provider_id: ProviderId, *, meta: dict[str, Any] | None = None) -> TypedRequest[DisableProviderResponse]:
        """Send `providers/disable` (unstable); await it for a `DisableProviderResponse`."""
        d: dict[str, Any] = {'providerId': provider_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('providers/disable', d, DisableProviderResponse)

    def providers_list(self, *, meta: dict[str, Any] | None = None) -> TypedRequest[ListProvidersResponse]:
        """Send `providers/list` (unstable); await it for a `ListProvidersResponse`."""
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('providers/list', d, ListProvidersResponse)

    def providers_set(self, provider_id: ProviderId, api_type: LlmProtocol, base_url: str, *, headers: dict[str, str] | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[SetProviderResponse]:
        """Send `providers/set` (unstable); await it for a `SetProviderResponse`."""
        d: dict[str, Any] = {'providerId': provider_id, 'apiType': api_type, 'baseUrl': base_url}
        if headers is not None:
            d['headers'] = headers
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('providers/set', d, SetProviderResponse)

    def archive_session(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[ArchiveSessionResponse]:
        """Send `session/archive` (unstable); await it for a `ArchiveSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/archive', d, ArchiveSessionResponse)

    def cancel(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `session/cancel`; await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('session/cancel', d)

    def close_session(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[CloseSessionResponse]:
        """Send `session/close`; await it for a `CloseSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/close', d, CloseSessionResponse)

    def delete_session(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[DeleteSessionResponse]:
        """Send `session/delete`; await it for a `DeleteSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/delete', d, DeleteSessionResponse)

    def fork_session(self, session_id: SessionId, cwd: str, *, additional_directories: list[str] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ForkSessionResponse]:
        """Send `session/fork` (unstable); await it for a `ForkSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/fork', d, ForkSessionResponse)

    def list_sessions(self, *, cwd: str | None = None, cursor: str | None = None, archived: SessionArchiveFilter | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ListSessionsResponse]:
        """Send `session/list`; await it for a `ListSessionsResponse`."""
        d: dict[str, Any] = {}
        if cwd is not None:
            d['cwd'] = cwd
        if cursor is not None:
            d['cursor'] = cursor
        if archived is not None:
            d['archived'] = archived
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/list', d, ListSessionsResponse)

    def load_session(self, mcp_servers: list[McpServer], cwd: str, session_id: SessionId, *, additional_directories: list[str] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[LoadSessionResponse]:
        """Send `session/load`; await it for a `LoadSessionResponse`."""
        d: dict[str, Any] = {'mcpServers': _u(mcp_servers), 'cwd': cwd, 'sessionId': session_id}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/load', d, LoadSessionResponse)

    def new_session(self, cwd: str, mcp_servers: list[McpServer], *, additional_directories: list[str] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[NewSessionResponse]:
        """Send `session/new`; await it for a `NewSessionResponse`."""
        d: dict[str, Any] = {'cwd': cwd, 'mcpServers': _u(mcp_servers)}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/new', d, NewSessionResponse)

    def prompt(self, session_id: SessionId, prompt: list[ContentBlock], *, meta: dict[str, Any] | None = None) -> TypedRequest[PromptResponse]:
        """Send `session/prompt`; await it for a `PromptResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'prompt': _u(prompt)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/prompt', d, PromptResponse)

    def resume_session(self, session_id: SessionId, cwd: str, *, additional_directories: list[str] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ResumeSessionResponse]:
        """Send `session/resume`; await it for a `ResumeSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/resume', d, ResumeSessionResponse)

    def set_config_option(self, session_id: SessionId, config_id: SessionConfigId, value: Any, *, meta: dict[str, Any] | None = None, type: Any = None) -> TypedRequest[SetSessionConfigOptionResponse]:
        """Send `session/set_config_option`; await it for a `SetSessionConfigOptionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'configId': config_id, 'value': _u(value)}
        if meta is not None:
            d['_meta'] = _u(meta)
        if type is not None:
            d['type'] = _u(type)
        return self._request('session/set_config_option', d, SetSessionConfigOptionResponse)

    def set_session_mode(self, session_id: SessionId, mode_id: SessionModeId, *, meta: dict[str, Any] | None = None) -> TypedRequest[SetSessionModeResponse]:
        """Send `session/set_mode`; await it for a `SetSessionModeResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'modeId': mode_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/set_mode', d, SetSessionModeResponse)

    def set_session_title(self, session_id: SessionId, title: str, *, meta: dict[str, Any] | None = None) -> TypedRequest[SetSessionTitleResponse]:
        """Send `session/set_title` (unstable); await it for a `SetSessionTitleResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'title': title}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/set_title', d, SetSessionTitleResponse)

    def session_status(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[SessionStatusResponse]:
        """Send `session/status` (unstable); await it for a `SessionStatusResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/status', d, SessionStatusResponse)

    def unarchive_session(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[UnarchiveSessionResponse]:
        """Send `session/unarchive` (unstable); await it for a `UnarchiveSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/unarchive', d, UnarchiveSessionResponse)

    def document_did_change(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `document/didChange` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('document/didChange', 'document_did_change')
        return removed_module().AgentCalls.document_did_change(self, *args, **kwargs)

    def document_did_close(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `document/didClose` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('document/didClose', 'document_did_close')
        return removed_module().AgentCalls.document_did_close(self, *args, **kwargs)

    def document_did_focus(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `document/didFocus` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('document/didFocus', 'document_did_focus')
        return removed_module().AgentCalls.document_did_focus(self, *args, **kwargs)

    def document_did_open(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `document/didOpen` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('document/didOpen', 'document_did_open')
        return removed_module().AgentCalls.document_did_open(self, *args, **kwargs)

    def document_did_save(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `document/didSave` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('document/didSave', 'document_did_save')
        return removed_module().AgentCalls.document_did_save(self, *args, **kwargs)

    def nes_accept(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `nes/accept` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('nes/accept', 'nes_accept')
        return removed_module().AgentCalls.nes_accept(self, *args, **kwargs)

    def nes_close(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `nes/close` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('nes/close', 'nes_close')
        return removed_module().AgentCalls.nes_close(self, *args, **kwargs)

    def nes_reject(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `nes/reject` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('nes/reject', 'nes_reject')
        return removed_module().AgentCalls.nes_reject(self, *args, **kwargs)

    def nes_start(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `nes/start` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('nes/start', 'nes_start')
        return removed_module().AgentCalls.nes_start(self, *args, **kwargs)

    def nes_suggest(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `nes/suggest` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('nes/suggest', 'nes_suggest')
        return removed_module().AgentCalls.nes_suggest(self, *args, **kwargs)


class ClientCalls:
    """Typed calls from an agent to its client (mixed into `AgentSideConnection`)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

    def auth_status_update(self, state: AuthState, *, accounts: list[AuthAccount] | None = None, meta: dict[str, Any] | None = None) -> Drained:
        """Send `auth/status_update` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'state': state}
        if accounts is not None:
            d['accounts'] = _u(accounts)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('auth/status_update', d)

    def complete_elicitation(self, elicitation_id: ElicitationId, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `elicitation/complete`; await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'elicitationId': elicitation_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('elicitation/complete', d)

    def create_elicitation(self, message: str, mode: Any, *, meta: dict[str, Any] | None = None, requested_schema: Any = None, elicitation_id: Any = None, url: Any = None) -> TypedRequest[CreateElicitationResponse]:
        """Send `elicitation/create`; await it for a `CreateElicitationResponse`."""
        d: dict[str, Any] = {'message': message, 'mode': _u(mode)}
        if meta is not None:
            d['_meta'] = _u(meta)
        if requested_schema is not None:
            d['requestedSchema'] = _u(requested_schema)
        if elicitation_id is not None:
            d['elicitationId'] = _u(elicitation_id)
        if url is not None:
            d['url'] = _u(url)
        return self._request('elicitation/create', d, CreateElicitationResponse)

    def read_text_file(self, session_id: SessionId, path: str, *, line: int | None = None, limit: int | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ReadTextFileResponse]:
        """Send `fs/read_text_file`; await it for a `ReadTextFileResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'path': path}
        if line is not None:
            d['line'] = line
        if limit is not None:
            d['limit'] = limit
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('fs/read_text_file', d, ReadTextFileResponse)

    def write_text_file(self, session_id: SessionId, path: str, content: str, *, meta: dict[str, Any] | None = None) -> TypedRequest[WriteTextFileResponse]:
        """Send `fs/write_text_file`; await it for a `WriteTextFileResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'path': path, 'content': content}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('fs/write_text_file', d, WriteTextFileResponse)

    def mcp_message(self, server_id: McpServerAcpId, request_id: McpRequestId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None, connection_id: Any = None) -> TypedRequest[Any]:
        """Send `mcp/message` (unstable); await it for a `Any`."""
        d: dict[str, Any] = {'serverId': server_id, 'requestId': request_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        if connection_id is not None:
            d['connectionId'] = _deprecated_arg(MessageMcpRequest, 'connection_id', connection_id)
        return self._request('mcp/message', d, None)

    def request_permission(self, session_id: SessionId, tool_call: ToolCallUpdate | dict[str, Any], options: list[PermissionOption], *, meta: dict[str, Any] | None = None) -> TypedRequest[RequestPermissionResponse]:
        """Send `session/request_permission`; await it for a `RequestPermissionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'toolCall': _u(tool_call), 'options': _u(options)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/request_permission', d, RequestPermissionResponse)

    def session_update(self, session_id: SessionId, update: SessionUpdate | dict[str, Any], *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `session/update`; await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'update': _u(update)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('session/update', d)

    def create_terminal(self, session_id: SessionId, command: str, *, args: list[str] | None = None, env: list[EnvVariable] | None = None, cwd: str | None = None, output_byte_limit: int | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[CreateTerminalResponse]:
        """Send `terminal/create`; await it for a `CreateTerminalResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'command': command}
        if args is not None:
            d['args'] = args
        if env is not None:
            d['env'] = _u(env)
        if cwd is not None:
            d['cwd'] = cwd
        if output_byte_limit is not None:
            d['outputByteLimit'] = output_byte_limit
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/create', d, CreateTerminalResponse)

    def kill_terminal(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> TypedRequest[KillTerminalResponse]:
        """Send `terminal/kill`; await it for a `KillTerminalResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/kill', d, KillTerminalResponse)

    def terminal_output(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> TypedRequest[TerminalOutputResponse]:
        """Send `terminal/output`; await it for a `TerminalOutputResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/output', d, TerminalOutputResponse)

    def release_terminal(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> TypedRequest[ReleaseTerminalResponse]:
        """Send `terminal/release`; await it for a `ReleaseTerminalResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/release', d, ReleaseTerminalResponse)

    def wait_for_terminal_exit(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> TypedRequest[WaitForTerminalExitResponse]:
        """Send `terminal/wait_for_exit`; await it for a `WaitForTerminalExitResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/wait_for_exit', d, WaitForTerminalExitResponse)

    def mcp_connect(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `mcp/connect` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('mcp/connect', 'mcp_connect')
        return removed_module().ClientCalls.mcp_connect(self, *args, **kwargs)

    def mcp_disconnect(self, *args: Any, **kwargs: Any) -> Any:
        """Deprecated: `mcp/disconnect` left the protocol. Sent as before, typed as before."""
        _warn_removed_call('mcp/disconnect', 'mcp_disconnect')
        return removed_module().ClientCalls.mcp_disconnect(self, *args, **kwargs)


# What left the protocol since an earlier generation stays, with a DeprecationWarning: the names (served
# by `__getattr__`: the previous generation's types, or the new name of a renamed one), the fields (above,
# `DeprecatedField`), the calls (above) and the methods an `Agent` / `Client` still defines (served).
REMOVED: dict[str, str] = {
    'AcceptNesNotification': 'it left the protocol',
    'ClientNesCapabilities': 'it left the protocol',
    'CloseNesRequest': 'it left the protocol',
    'CloseNesResponse': 'it left the protocol',
    'ConnectMcpRequest': 'it left the protocol (MCP over ACP has no connections now: `mcp/message` names the server)',
    'ConnectMcpResponse': 'it left the protocol (MCP over ACP has no connections now: `mcp/message` names the server)',
    'DidChangeDocumentNotification': 'it left the protocol',
    'DidCloseDocumentNotification': 'it left the protocol',
    'DidFocusDocumentNotification': 'it left the protocol',
    'DidOpenDocumentNotification': 'it left the protocol',
    'DidSaveDocumentNotification': 'it left the protocol',
    'DisconnectMcpRequest': 'it left the protocol (MCP over ACP has no connections now: `mcp/message` names the server)',
    'DisconnectMcpResponse': 'it left the protocol (MCP over ACP has no connections now: `mcp/message` names the server)',
    'McpConnectionId': 'it left the protocol (MCP over ACP has no connections now: `mcp/message` names the server)',
    'NesCapabilities': 'it left the protocol',
    'NesContextCapabilities': 'it left the protocol',
    'NesDiagnostic': 'it left the protocol',
    'NesDiagnosticSeverity': 'it left the protocol',
    'NesDiagnosticsCapabilities': 'it left the protocol',
    'NesDocumentDidChangeCapabilities': 'it left the protocol',
    'NesDocumentDidCloseCapabilities': 'it left the protocol',
    'NesDocumentDidFocusCapabilities': 'it left the protocol',
    'NesDocumentDidOpenCapabilities': 'it left the protocol',
    'NesDocumentDidSaveCapabilities': 'it left the protocol',
    'NesDocumentEventCapabilities': 'it left the protocol',
    'NesEditHistoryCapabilities': 'it left the protocol',
    'NesEditHistoryEntry': 'it left the protocol',
    'NesEditSuggestion': 'it left the protocol',
    'NesEventCapabilities': 'it left the protocol',
    'NesExcerpt': 'it left the protocol',
    'NesJumpCapabilities': 'it left the protocol',
    'NesJumpSuggestion': 'it left the protocol',
    'NesOpenFile': 'it left the protocol',
    'NesOpenFilesCapabilities': 'it left the protocol',
    'NesRecentFile': 'it left the protocol',
    'NesRecentFilesCapabilities': 'it left the protocol',
    'NesRejectReason': 'it left the protocol',
    'NesRelatedSnippet': 'it left the protocol',
    'NesRelatedSnippetsCapabilities': 'it left the protocol',
    'NesRenameCapabilities': 'it left the protocol',
    'NesRenameSuggestion': 'it left the protocol',
    'NesRepository': 'it left the protocol',
    'NesSearchAndReplaceCapabilities': 'it left the protocol',
    'NesSearchAndReplaceSuggestion': 'it left the protocol',
    'NesSuggestContext': 'it left the protocol',
    'NesSuggestion': 'it left the protocol',
    'NesSuggestionId': 'it left the protocol',
    'NesTextEdit': 'it left the protocol',
    'NesTriggerKind': 'it left the protocol',
    'NesUserAction': 'it left the protocol',
    'NesUserActionsCapabilities': 'it left the protocol',
    'Position': 'it left the protocol',
    'PositionEncodingKind': 'it left the protocol',
    'Range': 'it left the protocol',
    'RejectNesNotification': 'it left the protocol',
    'StartNesRequest': 'it left the protocol',
    'StartNesResponse': 'it left the protocol',
    'SuggestNesRequest': 'it left the protocol',
    'SuggestNesResponse': 'it left the protocol',
    'TextDocumentContentChangeEvent': 'it left the protocol',
    'TextDocumentSyncKind': 'it left the protocol',
    'WorkspaceFolder': 'it left the protocol',
}
"""Names that left the protocol, and why (served from `removed_module()`, deprecated)."""

RENAMED: dict[str, str] = {}
"""Deprecated names of renamed types: old name -> new name."""

REMOVED_AGENT_METHODS: dict[str, str] = {
    'document/didChange': 'document_did_change',
    'document/didClose': 'document_did_close',
    'document/didFocus': 'document_did_focus',
    'document/didOpen': 'document_did_open',
    'document/didSave': 'document_did_save',
    'nes/accept': 'nes_accept',
    'nes/close': 'nes_close',
    'nes/reject': 'nes_reject',
    'nes/start': 'nes_start',
    'nes/suggest': 'nes_suggest',
}
"""Methods an agent served that left the protocol: wire name -> Python name."""

REMOVED_CLIENT_METHODS: dict[str, str] = {
    'mcp/connect': 'mcp_connect',
    'mcp/disconnect': 'mcp_disconnect',
}
"""Methods a client served that left the protocol: wire name -> Python name."""


def removed_module() -> Any:
    """The previous generation's types and methods of what left the protocol (imported on first use)."""
    from . import _generated_schema_removed as module

    return module


def __getattr__(name: str) -> Any:
    return _deprecated_name(__name__, name, REMOVED, RENAMED, removed_module)


# What `acp_fast.acp.schema` re-exports.
__all__ = [
    'AGENT_METHODS',
    'AgentAuthCapabilities',
    'AgentCalls',
    'AgentCapabilities',
    'AgentMessageChunk',
    'AgentNotification',
    'AgentPlanUpdate',
    'AgentRequest',
    'AgentResponse',
    'AgentThoughtChunk',
    'Annotations',
    'Any',
    'ArchiveSessionRequest',
    'ArchiveSessionResponse',
    'AudioContentBlock',
    'AuthAccount',
    'AuthCapabilities',
    'AuthMethod',
    'AuthMethodAgent',
    'AuthMethodId',
    'AuthMethodTerminal',
    'AuthState',
    'AuthStatusCapabilities',
    'AuthStatusRequest',
    'AuthStatusResponse',
    'AuthStatusUpdateNotification',
    'AuthenticateRequest',
    'AuthenticateResponse',
    'AvailableCommand',
    'AvailableCommandInput',
    'AvailableCommandsUpdate',
    'BlobResourceContents',
    'BooleanConfigOptionCapabilities',
    'BooleanPropertySchema',
    'CLIENT_METHODS',
    'CancelNotification',
    'CancelRequestNotification',
    'CancelledRequestPermissionOutcome',
    'CheckedField',
    'ClientCalls',
    'ClientCapabilities',
    'ClientNotification',
    'ClientRequest',
    'ClientResponse',
    'ClientSessionCapabilities',
    'CloseSessionRequest',
    'CloseSessionResponse',
    'CompactionCapabilities',
    'CompactionId',
    'CompactionStatus',
    'CompactionSummaryChunk',
    'CompactionUpdate',
    'CompleteElicitationNotification',
    'ConfigOptionUpdate',
    'Content',
    'ContentBlock',
    'ContentChunk',
    'Cost',
    'CreateElicitationRequest',
    'CreateElicitationResponse',
    'CreateTerminalRequest',
    'CreateTerminalResponse',
    'CurrentModeUpdate',
    'DeleteSessionRequest',
    'DeleteSessionResponse',
    'DeprecatedField',
    'Diff',
    'DisableProviderRequest',
    'DisableProviderResponse',
    'ElicitationAcceptAction',
    'ElicitationCapabilities',
    'ElicitationContentValue',
    'ElicitationFormCapabilities',
    'ElicitationFormMode',
    'ElicitationId',
    'ElicitationPropertySchema',
    'ElicitationRequestScope',
    'ElicitationSchema',
    'ElicitationSchemaType',
    'ElicitationSessionScope',
    'ElicitationUrlCapabilities',
    'ElicitationUrlMode',
    'EmbeddedResourceContentBlock',
    'EmbeddedResourceResource',
    'EnumOption',
    'EnvVariable',
    'Error',
    'ErrorCode',
    'ErrorStopReason',
    'ExtNotification',
    'ExtRequest',
    'ExtResponse',
    'Field',
    'FileSystemCapabilities',
    'ForkSessionRequest',
    'ForkSessionResponse',
    'HttpHeader',
    'IdleStateUpdate',
    'ImageContentBlock',
    'Implementation',
    'InitializeProxyRequest',
    'InitializeProxyResponse',
    'InitializeRequest',
    'InitializeResponse',
    'IntegerPropertySchema',
    'KillTerminalRequest',
    'KillTerminalResponse',
    'ListProvidersRequest',
    'ListProvidersResponse',
    'ListSessionsRequest',
    'ListSessionsResponse',
    'Literal',
    'LlmProtocol',
    'LoadSessionRequest',
    'LoadSessionResponse',
    'LogoutCapabilities',
    'LogoutRequest',
    'LogoutResponse',
    'McpCapabilities',
    'McpError',
    'McpRequestId',
    'McpServer',
    'McpServerAcp',
    'McpServerAcpId',
    'McpServerHttp',
    'McpServerSse',
    'McpServerStdio',
    'MessageId',
    'MessageMcpNotification',
    'MessageMcpRequest',
    'MessageMcpResponse',
    'Method',
    'Model',
    'ModelField',
    'MultiSelectItems',
    'MultiSelectPropertySchema',
    'NewSessionRequest',
    'NewSessionResponse',
    'Notice',
    'NoticeCapabilities',
    'NoticeSeverity',
    'NumberPropertySchema',
    'OtherElicitationPropertySchema',
    'OtherMultiSelectItems',
    'OtherStateUpdate',
    'PROTOCOL_VERSION',
    'PermissionOption',
    'PermissionOptionId',
    'PermissionOptionKind',
    'PlanCapabilities',
    'PlanEntry',
    'PlanEntryPriority',
    'PlanEntryStatus',
    'PlanFile',
    'PlanId',
    'PlanItems',
    'PlanMarkdown',
    'PlanRemoved',
    'PlanUpdate',
    'PlanUpdateContent',
    'PromptCapabilities',
    'PromptRequest',
    'PromptResponse',
    'ProtocolVersion',
    'ProviderCurrentConfig',
    'ProviderId',
    'ProviderInfo',
    'ProvidersCapabilities',
    'ProxyNotification',
    'ProxyRequest',
    'ProxyResponse',
    'ProxySuccessorNotification',
    'ProxySuccessorRequest',
    'ProxySuccessorResponse',
    'REMOVED',
    'REMOVED_AGENT_METHODS',
    'REMOVED_CLIENT_METHODS',
    'RENAMED',
    'ReadTextFileRequest',
    'ReadTextFileResponse',
    'ReleaseTerminalRequest',
    'ReleaseTerminalResponse',
    'RequestId',
    'RequestPermissionOutcome',
    'RequestPermissionRequest',
    'RequestPermissionResponse',
    'RequiresActionStateUpdate',
    'ResourceContentBlock',
    'ResumeSessionRequest',
    'ResumeSessionResponse',
    'Role',
    'RunningStateUpdate',
    'SchemaError',
    'SelectedPermissionOutcome',
    'SessionAdditionalDirectoriesCapabilities',
    'SessionArchiveCapabilities',
    'SessionArchiveFilter',
    'SessionCancelCapabilities',
    'SessionCapabilities',
    'SessionCloseCapabilities',
    'SessionConfigBoolean',
    'SessionConfigGroupId',
    'SessionConfigId',
    'SessionConfigOption',
    'SessionConfigOptionCategory',
    'SessionConfigOptionsCapabilities',
    'SessionConfigSelect',
    'SessionConfigSelectGroup',
    'SessionConfigSelectOption',
    'SessionConfigSelectOptions',
    'SessionConfigValueId',
    'SessionDeleteCapabilities',
    'SessionForkCapabilities',
    'SessionId',
    'SessionInfo',
    'SessionInfoUpdate',
    'SessionListCapabilities',
    'SessionMessage',
    'SessionMessageChunk',
    'SessionMode',
    'SessionModeId',
    'SessionModeState',
    'SessionNotification',
    'SessionResumeCapabilities',
    'SessionStatus',
    'SessionStatusCapabilities',
    'SessionStatusRequest',
    'SessionStatusResponse',
    'SessionSystemPromptCapabilities',
    'SessionSystemPromptModeCapabilities',
    'SessionSystemPromptOverrideCapabilities',
    'SessionTitleCapabilities',
    'SessionUpdate',
    'SetProviderRequest',
    'SetProviderResponse',
    'SetSessionConfigOptionRequest',
    'SetSessionConfigOptionResponse',
    'SetSessionModeRequest',
    'SetSessionModeResponse',
    'SetSessionTitleRequest',
    'SetSessionTitleResponse',
    'StateUpdate',
    'StopReason',
    'StringFormat',
    'StringMultiSelectItems',
    'StringPropertySchema',
    'SubagentCapabilities',
    'SubagentSessionCapabilities',
    'SubagentUpdate',
    'SystemPrompt',
    'SystemPromptMode',
    'TYPE_CHECKING',
    'Terminal',
    'TerminalExitStatus',
    'TerminalId',
    'TerminalOutputRequest',
    'TerminalOutputResponse',
    'TextContentBlock',
    'TextResourceContents',
    'TitledMultiSelectItems',
    'ToolCallContent',
    'ToolCallId',
    'ToolCallLocation',
    'ToolCallProgress',
    'ToolCallStart',
    'ToolCallStatus',
    'ToolCallUpdate',
    'ToolKind',
    'UnarchiveSessionRequest',
    'UnarchiveSessionResponse',
    'Union',
    'UnionField',
    'UnknownStateUpdate',
    'UnstructuredCommandInput',
    'Usage',
    'UsageUpdate',
    'UserMessageChunk',
    'WaitForTerminalExitRequest',
    'WaitForTerminalExitResponse',
    'WriteTextFileRequest',
    'WriteTextFileResponse',
    'removed_module',
]
