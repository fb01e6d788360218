"""ACP protocol version 2 types, generated from the official schema. Do not edit.

Source: ACP JSON schema v2/schema.unstable.json, as bundled in @agentclientprotocol/sdk 2.4.0. Regenerate with `python scripts/generate_schema.py`.
Imported as `acp_fast.acp.schema_v2`, which re-exports its `__all__`.
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

# Its classes are `acp_fast.acp.schema_v2`'s, as are the warnings of its deprecated names.
__name__ = 'acp_fast.acp.schema_v2'

if TYPE_CHECKING:
    from .. import Drained
    from ._typed import TypedRequest

PROTOCOL_VERSION = 2


def _c_AgentAuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AgentCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_AgentMessage(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_message':
        raise SchemaError('expected agent_message', 'sessionUpdate')
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')


def _c_AgentMessageChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_message_chunk':
        raise SchemaError('expected agent_message_chunk', 'sessionUpdate')
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


def _c_AgentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_AgentRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('id', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'id')
    if type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('id')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_AgentThought(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_thought':
        raise SchemaError('expected agent_thought', 'sessionUpdate')
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')


def _c_AgentThoughtChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'agent_thought_chunk':
        raise SchemaError('expected agent_thought_chunk', 'sessionUpdate')
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


def _c_AuthMethodAgent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'agent':
        raise SchemaError('expected agent', 'type')
    v = d.get('methodId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'methodId')
    if type(v) is not str:
        raise _expected('a string', v)._at('methodId')
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
    v = d.get('methodId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'methodId')
    if type(v) is not str:
        raise _expected('a string', v)._at('methodId')
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
        if type(v) is not list:
            raise _expected('an array', v)._at('env')
        for i0, x0 in enumerate(v):
            try:
                _c_EnvVariable(x0)
            except SchemaError as exc:
                raise exc._at('env', i0)


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


def _c_AvailableCommandsUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'available_commands_update':
        raise SchemaError('expected available_commands_update', 'sessionUpdate')
    if 'availableCommands' not in d:
        raise SchemaError('missing required field', 'availableCommands')


def _c_BackgroundSubagent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'subagent':
        raise SchemaError('expected subagent', 'type')
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_BackgroundTerminal(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'terminal':
        raise SchemaError('expected terminal', 'type')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_BackgroundToolCall(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'tool_call':
        raise SchemaError('expected tool_call', 'type')
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')


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


def _c_BooleanPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'boolean':
        raise SchemaError('expected boolean', 'type')


def _c_CancelRequestNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('requestId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requestId')
    if type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('requestId')


def _c_CancelSessionNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_CancelTerminalRequest(d: Any) -> None:
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


def _c_CancelTerminalResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_CancelToolCallRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')


def _c_CancelToolCallResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_CancelledPermissionOutcome(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('outcome') != 'cancelled':
        raise SchemaError('expected cancelled', 'outcome')


def _c_ClientAuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


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
    if type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('id')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


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


def _c_Command(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'command':
        raise SchemaError('expected command', 'type')
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


def _c_CommandPermissionSubject(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'command':
        raise SchemaError('expected command', 'type')
    v = d.get('command', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'command')
    if type(v) is not str:
        raise _expected('a string', v)._at('command')
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')


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
    if 'changes' not in d:
        raise SchemaError('missing required field', 'changes')


def _c_DiffChange(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'operation' not in d:
        raise SchemaError('missing required field', 'operation')


def _c_DiffPatch(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('format', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'format')
    if type(v) is not str:
        raise _expected('a string', v)._at('format')
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')


def _c_DiffPathChange(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')


def _c_DiffPathPairChange(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('oldPath', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'oldPath')
    if type(v) is not str:
        raise _expected('a string', v)._at('oldPath')
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')


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
    if type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('requestId')


def _c_ElicitationSchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')
    v = d.get('properties', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'properties')
    if v is None:
        raise _expected('a value', v)._at('properties')
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


def _c_Icon(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('src', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'src')
    if type(v) is not str:
        raise _expected('a string', v)._at('src')


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
    v = d.get('info', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'info')
    if v is None:
        raise _expected('a value', v)._at('info')
    try:
        _c_Implementation(v)
    except SchemaError as exc:
        raise exc._at('info')


def _c_InitializeResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('protocolVersion', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'protocolVersion')
    if type(v) is not int:
        raise _expected('an integer', v)._at('protocolVersion')
    v = d.get('info', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'info')
    if v is None:
        raise _expected('a value', v)._at('info')
    try:
        _c_Implementation(v)
    except SchemaError as exc:
        raise exc._at('info')


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
    v = d.get('nextCursor')
    if v is not None:
        if type(v) is not str:
            raise _expected('a string', v)._at('nextCursor')


def _c_LoginAuthRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('methodId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'methodId')
    if type(v) is not str:
        raise _expected('a string', v)._at('methodId')


def _c_LoginAuthResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_LogoutAuthRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_LogoutAuthResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_McpAcpCapabilities(d: Any) -> None:
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


def _c_McpHttpCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


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
    v = d.get('headers')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('headers')
        for i0, x0 in enumerate(v):
            try:
                _c_HttpHeader(x0)
            except SchemaError as exc:
                raise exc._at('headers', i0)


def _c_McpStdioCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


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


def _c_OtherAuthMethod(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')
    v = d.get('methodId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'methodId')
    if type(v) is not str:
        raise _expected('a string', v)._at('methodId')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')


def _c_OtherAvailableCommand(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')
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


def _c_OtherAvailableCommandInput(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherBackgroundWork(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherContentBlock(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherElicitationPropertySchema(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherMcpServer(d: Any) -> None:
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


def _c_OtherPlanUpdateContent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')
    v = d.get('planId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'planId')
    if type(v) is not str:
        raise _expected('a string', v)._at('planId')


def _c_OtherReplayFrom(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherRequestPermissionOutcome(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('outcome', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'outcome')
    if type(v) is not str:
        raise _expected('a string', v)._at('outcome')


def _c_OtherRequestPermissionSubject(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


def _c_OtherSessionUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionUpdate', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionUpdate')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionUpdate')


def _c_OtherStateUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('state', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'state')
    if type(v) is not str:
        raise _expected('a string', v)._at('state')


def _c_OtherToolCallContent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('type', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'type')
    if type(v) is not str:
        raise _expected('a string', v)._at('type')


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


def _c_PromptAudioCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_PromptCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_PromptEmbeddedContextCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_PromptImageCapabilities(d: Any) -> None:
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
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')


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
    if type(v) not in (int, str):
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


def _c_ReplayFromStart(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'start':
        raise SchemaError('expected start', 'type')


def _c_RequestPermissionRequest(d: Any) -> None:
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
    v = d.get('subject')
    if v is not None:
        try:
            _c_RequestPermissionSubject(v)
        except SchemaError as exc:
            raise exc._at('subject')
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
    v = d.get('replayFrom')
    if v is not None:
        try:
            _c_ReplayFrom(v)
        except SchemaError as exc:
            raise exc._at('replayFrom')
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
    v = d.get('configId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'configId')
    if type(v) is not str:
        raise _expected('a string', v)._at('configId')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    if 'type' not in d:
        raise SchemaError('missing required field', 'type')


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
    v = d.get('groupId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'groupId')
    if type(v) is not str:
        raise _expected('a string', v)._at('groupId')
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
    v = d.get('additionalDirectories')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('additionalDirectories')
        for i0, x0 in enumerate(v):
            if type(x0) is not str:
                raise _expected('a string', x0)._at('additionalDirectories', i0)


def _c_SessionInfoUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'session_info_update':
        raise SchemaError('expected session_info_update', 'sessionUpdate')


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


def _c_SessionNotFoundErrorData(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


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
    if 'type' not in d:
        raise SchemaError('missing required field', 'type')


def _c_SetSessionConfigOptionResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'configOptions' not in d:
        raise SchemaError('missing required field', 'configOptions')


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


def _c_StateUpdateSessionUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'state_update':
        raise SchemaError('expected state_update', 'sessionUpdate')
    _c_StateUpdate(d)


def _c_StdioMcpServer(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'stdio':
        raise SchemaError('expected stdio', 'type')
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


def _c_TerminalAuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_TerminalCancelCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_TerminalCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_TerminalExitStatus(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_TerminalOutput(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('data', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'data')
    if type(v) is not str:
        raise _expected('a string', v)._at('data')


def _c_TerminalOutputChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'terminal_output_chunk':
        raise SchemaError('expected terminal_output_chunk', 'sessionUpdate')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')
    v = d.get('data', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'data')
    if type(v) is not str:
        raise _expected('a string', v)._at('data')


def _c_TerminalSize(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('cols', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cols')
    if type(v) is not int:
        raise _expected('an integer', v)._at('cols')
    v = d.get('rows', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'rows')
    if type(v) is not int:
        raise _expected('an integer', v)._at('rows')


def _c_TerminalUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'terminal_update':
        raise SchemaError('expected terminal_update', 'sessionUpdate')
    v = d.get('terminalId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'terminalId')
    if type(v) is not str:
        raise _expected('a string', v)._at('terminalId')


def _c_TextCommandInput(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'text':
        raise SchemaError('expected text', 'type')
    v = d.get('hint', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'hint')
    if type(v) is not str:
        raise _expected('a string', v)._at('hint')


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


def _c_ToolCallCancelCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ToolCallCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ToolCallContentChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'tool_call_content_chunk':
        raise SchemaError('expected tool_call_content_chunk', 'sessionUpdate')
    v = d.get('toolCallId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCallId')
    if type(v) is not str:
        raise _expected('a string', v)._at('toolCallId')
    v = d.get('content', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'content')
    if v is None:
        raise _expected('a value', v)._at('content')
    try:
        _c_ToolCallContent(v)
    except SchemaError as exc:
        raise exc._at('content')


def _c_ToolCallLocation(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('path', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'path')
    if type(v) is not str:
        raise _expected('a string', v)._at('path')


def _c_ToolCallPermissionSubject(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('type') != 'tool_call':
        raise SchemaError('expected tool_call', 'type')
    v = d.get('toolCall', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'toolCall')
    if v is None:
        raise _expected('a value', v)._at('toolCall')
    try:
        _c_ToolCallUpdate(v)
    except SchemaError as exc:
        raise exc._at('toolCall')


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


def _c_UnsupportedProtocolVersionErrorData(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('requested', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'requested')
    if type(v) is not int:
        raise _expected('an integer', v)._at('requested')
    v = d.get('supported', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'supported')
    if v is None:
        raise _expected('a value', v)._at('supported')
    if type(v) is not list:
        raise _expected('an array', v)._at('supported')
    for i0, x0 in enumerate(v):
        if type(x0) is not int:
            raise _expected('an integer', x0)._at('supported', i0)


def _c_UpdateSessionNotification(d: Any) -> None:
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


def _c_UserMessage(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'user_message':
        raise SchemaError('expected user_message', 'sessionUpdate')
    v = d.get('messageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'messageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('messageId')


def _c_UserMessageChunk(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'user_message_chunk':
        raise SchemaError('expected user_message_chunk', 'sessionUpdate')
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


_AuthMethod_checks: dict[Any, Any] = {'terminal': _c_AuthMethodTerminal, 'agent': _c_AuthMethodAgent}


def _c_AuthMethod(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _AuthMethod_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _AuthMethod_checks, _c_OtherAuthMethod, 'AuthMethod')
    else:
        check(d)


_AvailableCommand_checks: dict[Any, Any] = {'command': _c_Command}


def _c_AvailableCommand(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _AvailableCommand_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _AvailableCommand_checks, _c_OtherAvailableCommand, 'AvailableCommand')
    else:
        check(d)


_AvailableCommandInput_checks: dict[Any, Any] = {'text': _c_TextCommandInput}


def _c_AvailableCommandInput(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _AvailableCommandInput_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _AvailableCommandInput_checks, _c_OtherAvailableCommandInput, 'AvailableCommandInput')
    else:
        check(d)


_BackgroundWork_checks: dict[Any, Any] = {'terminal': _c_BackgroundTerminal, 'tool_call': _c_BackgroundToolCall, 'subagent': _c_BackgroundSubagent}


def _c_BackgroundWork(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _BackgroundWork_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _BackgroundWork_checks, _c_OtherBackgroundWork, 'BackgroundWork')
    else:
        check(d)


_ContentBlock_checks: dict[Any, Any] = {'text': _c_TextContentBlock, 'image': _c_ImageContentBlock, 'audio': _c_AudioContentBlock, 'resource_link': _c_ResourceContentBlock, 'resource': _c_EmbeddedResourceContentBlock}


def _c_ContentBlock(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _ContentBlock_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _ContentBlock_checks, _c_OtherContentBlock, 'ContentBlock')
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


_McpServer_checks: dict[Any, Any] = {'http': _c_McpServerHttp, 'acp': _c_McpServerAcp, 'stdio': _c_StdioMcpServer}


def _c_McpServer(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _McpServer_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _McpServer_checks, _c_OtherMcpServer, 'McpServer')
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
        _check_tagged(d, 'type', _PlanUpdateContent_checks, _c_OtherPlanUpdateContent, 'PlanUpdateContent')
    else:
        check(d)


_ReplayFrom_checks: dict[Any, Any] = {'start': _c_ReplayFromStart}


def _c_ReplayFrom(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _ReplayFrom_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _ReplayFrom_checks, _c_OtherReplayFrom, 'ReplayFrom')
    else:
        check(d)


_RequestPermissionOutcome_checks: dict[Any, Any] = {'cancelled': _c_CancelledPermissionOutcome, 'selected': _c_SelectedPermissionOutcome}


def _c_RequestPermissionOutcome(d: Any) -> None:
    kind = d.get('outcome') if type(d) is dict else None
    check = _RequestPermissionOutcome_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'outcome', _RequestPermissionOutcome_checks, _c_OtherRequestPermissionOutcome, 'RequestPermissionOutcome')
    else:
        check(d)


_RequestPermissionSubject_checks: dict[Any, Any] = {'tool_call': _c_ToolCallPermissionSubject, 'command': _c_CommandPermissionSubject}


def _c_RequestPermissionSubject(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _RequestPermissionSubject_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _RequestPermissionSubject_checks, _c_OtherRequestPermissionSubject, 'RequestPermissionSubject')
    else:
        check(d)


_SessionUpdate_checks: dict[Any, Any] = {'user_message_chunk': _c_UserMessageChunk, 'user_message': _c_UserMessage, 'agent_message_chunk': _c_AgentMessageChunk, 'agent_message': _c_AgentMessage, 'agent_thought_chunk': _c_AgentThoughtChunk, 'agent_thought': _c_AgentThought, 'state_update': _c_StateUpdateSessionUpdate, 'tool_call_content_chunk': _c_ToolCallContentChunk, 'tool_call_update': _c_ToolCallProgress, 'terminal_update': _c_TerminalUpdate, 'terminal_output_chunk': _c_TerminalOutputChunk, 'plan_update': _c_PlanUpdate, 'plan_removed': _c_PlanRemoved, 'available_commands_update': _c_AvailableCommandsUpdate, 'config_option_update': _c_ConfigOptionUpdate, 'session_info_update': _c_SessionInfoUpdate, 'usage_update': _c_UsageUpdate, 'notice': _c_Notice, 'compaction_update': _c_CompactionUpdate, 'compaction_summary_chunk': _c_CompactionSummaryChunk, 'subagent_update': _c_SubagentUpdate, 'session_message': _c_SessionMessage, 'session_message_chunk': _c_SessionMessageChunk}


def _c_SessionUpdate(d: Any) -> None:
    kind = d.get('sessionUpdate') if type(d) is dict else None
    check = _SessionUpdate_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'sessionUpdate', _SessionUpdate_checks, _c_OtherSessionUpdate, 'SessionUpdate')
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
        _check_tagged(d, 'type', _ToolCallContent_checks, _c_OtherToolCallContent, 'ToolCallContent')
    else:
        check(d)


class AgentAuthCapabilities(Model):
    """Authentication-related extension capabilities supported by the agent."""

    __slots__ = ()
    status: Field[AuthStatusCapabilities | None] = Field('status')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, status: AuthStatusCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if status is not None:
            d['status'] = _u(status)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentCapabilities(Model):
    """Capabilities supported by the agent."""

    __slots__ = ()
    session: Field[SessionCapabilities | None] = Field('session')
    auth: Field[AgentAuthCapabilities | None] = Field('auth')
    providers: Field[ProvidersCapabilities | None] = Field('providers')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    nes: Field[Any] = DeprecatedField('nes')
    position_encoding: Field[Any] = DeprecatedField('positionEncoding')

    def __init__(self, *, session: SessionCapabilities | None = None, auth: AgentAuthCapabilities | None = None, providers: ProvidersCapabilities | None = None, meta: dict[str, Any] | None = None, nes: Any = None, position_encoding: Any = None) -> None:
        d: dict[str, Any] = {}
        if session is not None:
            d['session'] = _u(session)
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


class AgentMessage(Model):
    """An agent message upsert."""

    __slots__ = ()
    TAG = 'agent_message'
    message_id: Field[MessageId] = Field('messageId')
    content: Field[list[ContentBlock] | None] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, *, content: list[ContentBlock] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_message', 'messageId': message_id}
        if content is not None:
            d['content'] = _u(content)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ContentChunk(Model):
    """A streamed item of message content."""

    __slots__ = ()
    message_id: Field[MessageId] = Field('messageId')
    content: Field[ContentBlock] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'messageId': message_id, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentMessageChunk(ContentChunk):
    """A chunk of the agent's response being streamed."""

    __slots__ = ()
    TAG = 'agent_message_chunk'

    def __init__(self, message_id: MessageId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_message_chunk', 'messageId': message_id, 'content': _u(content)}
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


class AgentThought(Model):
    """An agent thought or reasoning message upsert."""

    __slots__ = ()
    TAG = 'agent_thought'
    message_id: Field[MessageId] = Field('messageId')
    content: Field[list[ContentBlock] | None] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, *, content: list[ContentBlock] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_thought', 'messageId': message_id}
        if content is not None:
            d['content'] = _u(content)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentThoughtChunk(ContentChunk):
    """A chunk of the agent's internal reasoning being streamed."""

    __slots__ = ()
    TAG = 'agent_thought_chunk'

    def __init__(self, message_id: MessageId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'agent_thought_chunk', 'messageId': message_id, 'content': _u(content)}
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
    data: Field[str] = Field('data')
    mime_type: Field[MediaType] = Field('mimeType')
    annotations: Field[Annotations | None] = Field('annotations')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, data: str, mime_type: MediaType, *, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
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


class AuthMethodAgent(Model):
    """Agent handles authentication itself through `auth/login`."""

    __slots__ = ()
    TAG = 'agent'
    method_id: Field[AuthMethodId] = Field('methodId')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method_id: AuthMethodId, name: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'agent', 'methodId': method_id, 'name': name}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AuthMethodTerminal(Model):
    """Terminal-based authentication method."""

    __slots__ = ()
    TAG = 'terminal'
    method_id: Field[AuthMethodId] = Field('methodId')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    args: Field[list[str] | None] = Field('args')
    env: Field[list[EnvVariable] | None] = Field('env')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method_id: AuthMethodId, name: str, *, description: str | None = None, args: list[str] | None = None, env: list[EnvVariable] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'terminal', 'methodId': method_id, 'name': name}
        if description is not None:
            d['description'] = description
        if args is not None:
            d['args'] = args
        if env is not None:
            d['env'] = _u(env)
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


class BackgroundSubagent(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    TAG = 'subagent'
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'subagent', 'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BackgroundTerminal(Model):
    """A listed terminal running in the background."""

    __slots__ = ()
    TAG = 'terminal'
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'terminal', 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BackgroundToolCall(Model):
    """A listed tool call whose work continues in the background."""

    __slots__ = ()
    TAG = 'tool_call'
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'tool_call', 'toolCallId': tool_call_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class BlobResourceContents(Model):
    """Binary resource contents."""

    __slots__ = ()
    blob: Field[str] = Field('blob')
    uri: Field[str] = Field('uri')
    mime_type: Field[MediaType | None] = Field('mimeType')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, blob: str, uri: str, *, mime_type: MediaType | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'blob': blob, 'uri': uri}
        if mime_type is not None:
            d['mimeType'] = mime_type
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


class CancelSessionNotification(Model):
    """Notification to cancel a session's foreground work and its prompts not yet inserted."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelTerminalRequest(Model):
    """Request parameters for cancelling one terminal."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelTerminalResponse(Model):
    """Response from cancelling a terminal."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelToolCallRequest(Model):
    """Request parameters for cancelling one tool call."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, tool_call_id: ToolCallId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'toolCallId': tool_call_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelToolCallResponse(Model):
    """Response from cancelling a tool call."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelledPermissionOutcome(Model):
    """The request was not approved and no option was selected."""

    __slots__ = ()
    TAG = 'cancelled'
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'outcome': 'cancelled'}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ClientAuthCapabilities(Model):
    """Authentication capabilities supported by the client."""

    __slots__ = ()
    terminal: Field[TerminalAuthCapabilities | None] = Field('terminal')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, terminal: TerminalAuthCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if terminal is not None:
            d['terminal'] = _u(terminal)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ClientCapabilities(Model):
    """Capabilities supported by the client."""

    __slots__ = ()
    auth: Field[ClientAuthCapabilities | None] = Field('auth')
    elicitation: Field[ElicitationCapabilities | None] = Field('elicitation')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    nes: Field[Any] = DeprecatedField('nes')
    position_encodings: Field[Any] = DeprecatedField('positionEncodings')

    def __init__(self, *, auth: ClientAuthCapabilities | None = None, elicitation: ElicitationCapabilities | None = None, meta: dict[str, Any] | None = None, nes: Any = None, position_encodings: Any = None) -> None:
        d: dict[str, Any] = {}
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


class Command(Model):
    """A slash command the user can invoke by including it in a prompt."""

    __slots__ = ()
    TAG = 'command'
    name: Field[str] = Field('name')
    description: Field[str] = Field('description')
    input: Field[AvailableCommandInput | None] = Field('input')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, description: str, *, input: AvailableCommandInput | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'command', 'name': name, 'description': description}
        if input is not None:
            d['input'] = _u(input)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CommandPermissionSubject(Model):
    """Permission request details for a command."""

    __slots__ = ()
    TAG = 'command'
    command: Field[str] = Field('command')
    cwd: Field[AbsolutePath] = Field('cwd')
    tool_call_id: Field[ToolCallId | None] = Field('toolCallId')
    terminal_id: Field[TerminalId | None] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, command: str, cwd: AbsolutePath, *, tool_call_id: ToolCallId | None = None, terminal_id: TerminalId | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'command', 'command': command, 'cwd': cwd}
        if tool_call_id is not None:
            d['toolCallId'] = tool_call_id
        if terminal_id is not None:
            d['terminalId'] = terminal_id
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CompactionSummaryChunk(Model):
    """A content block appended to a compaction's summary. A first-seen ID creates an in-progress compaction. Chunks
    append in receive order."""

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
    the same ID patch that entity in place."""

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
    """File changes produced by a tool call."""

    __slots__ = ()
    TAG = 'diff'
    changes: Field[list[DiffChange]] = Field('changes')
    patch: Field[DiffPatch | None] = Field('patch')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, changes: list[DiffChange], *, patch: DiffPatch | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'diff', 'changes': _u(changes)}
        if patch is not None:
            d['patch'] = _u(patch)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DiffChange(Model):
    """One file-level change described by a `Diff`."""

    __slots__ = ()
    file_type: Field[DiffFileType | None] = Field('fileType')
    mime_type: Field[MediaType | None] = Field('mimeType')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    operation: Field[Any] = Field('operation')
    path: Field[Any] = Field('path')
    old_path: Field[Any] = Field('oldPath')

    def __init__(self, operation: Any, *, file_type: DiffFileType | None = None, mime_type: MediaType | None = None, meta: dict[str, Any] | None = None, path: Any = None, old_path: Any = None) -> None:
        d: dict[str, Any] = {'operation': _u(operation)}
        if file_type is not None:
            d['fileType'] = file_type
        if mime_type is not None:
            d['mimeType'] = mime_type
        if meta is not None:
            d['_meta'] = _u(meta)
        if path is not None:
            d['path'] = _u(path)
        if old_path is not None:
            d['oldPath'] = _u(old_path)
        self._d = d


class DiffPatch(Model):
    """Renderable patch text and its format."""

    __slots__ = ()
    format: Field[DiffPatchFormat] = Field('format')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, format: DiffPatchFormat, text: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'format': format, 'text': text}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DiffPathChange(Model):
    """Operation metadata for add, delete, and modify changes."""

    __slots__ = ()
    path: Field[AbsolutePath] = Field('path')

    def __init__(self, path: AbsolutePath) -> None:
        d: dict[str, Any] = {'path': path}
        self._d = d


class DiffPathPairChange(Model):
    """Operation metadata for move and copy changes."""

    __slots__ = ()
    old_path: Field[AbsolutePath] = Field('oldPath')
    path: Field[AbsolutePath] = Field('path')

    def __init__(self, old_path: AbsolutePath, path: AbsolutePath) -> None:
        d: dict[str, Any] = {'oldPath': old_path, 'path': path}
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
    type: Field[ElicitationSchemaType] = Field('type')
    title: Field[str | None] = Field('title')
    properties: Field[dict[str, ElicitationPropertySchema]] = Field('properties')
    required: Field[list[str] | None] = Field('required')
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, type: ElicitationSchemaType, properties: dict[str, ElicitationPropertySchema], *, title: str | None = None, required: list[str] | None = None, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': type, 'properties': _u(properties)}
        if title is not None:
            d['title'] = title
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
    resource: Field[EmbeddedResourceResource] = Field('resource')
    annotations: Field[Annotations | None] = Field('annotations')
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
    """An environment variable to set when launching a process."""

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
    data: Field[ErrorData | None] = Field('data')

    def __init__(self, code: ErrorCode, message: str, *, data: ErrorData | None = None) -> None:
        d: dict[str, Any] = {'code': code, 'message': message}
        if data is not None:
            d['data'] = _u(data)
        self._d = d


class ErrorStopReason(Model):
    """Details of a failure that ended active work."""

    __slots__ = ()
    error: Field[Error | None] = Field('error')

    def __init__(self, *, error: Error | None = None) -> None:
        d: dict[str, Any] = {}
        if error is not None:
            d['error'] = _u(error)
        self._d = d


class ForkSessionRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
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
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    available_commands: Field[list[AvailableCommand] | None] = Field('availableCommands')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, config_options: list[SessionConfigOption] | None = None, available_commands: list[AvailableCommand] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if available_commands is not None:
            d['availableCommands'] = _u(available_commands)
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


class Icon(Model):
    """An optionally-sized icon that can be displayed in a user interface."""

    __slots__ = ()
    src: Field[str] = Field('src')
    mime_type: Field[MediaType | None] = Field('mimeType')
    sizes: Field[list[str] | None] = Field('sizes')
    theme: Field[IconTheme | None] = Field('theme')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, src: str, *, mime_type: MediaType | None = None, sizes: list[str] | None = None, theme: IconTheme | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'src': src}
        if mime_type is not None:
            d['mimeType'] = mime_type
        if sizes is not None:
            d['sizes'] = sizes
        if theme is not None:
            d['theme'] = theme
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class IdleStateUpdate(Model):
    """No foreground work is active. Background activity may continue."""

    __slots__ = ()
    TAG = 'idle'
    usage: Field[Usage | None] = Field('usage')
    background: Field[list[BackgroundWork] | None] = Field('background')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    stop_reason: Field[str | None] = Field('stopReason')
    error: Field[Any] = Field('error')

    def __init__(self, *, usage: Usage | None = None, background: list[BackgroundWork] | None = None, meta: dict[str, Any] | None = None, stop_reason: str | None = None, error: Any = None) -> None:
        d: dict[str, Any] = {'state': 'idle'}
        if usage is not None:
            d['usage'] = _u(usage)
        if background is not None:
            d['background'] = _u(background)
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
    data: Field[str] = Field('data')
    mime_type: Field[MediaType] = Field('mimeType')
    uri: Field[str | None] = Field('uri')
    annotations: Field[Annotations | None] = Field('annotations')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, data: str, mime_type: MediaType, *, uri: str | None = None, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'image', 'data': data, 'mimeType': mime_type}
        if uri is not None:
            d['uri'] = uri
        if annotations is not None:
            d['annotations'] = _u(annotations)
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
    info: Field[Implementation] = Field('info')
    capabilities: Field[ClientCapabilities | None] = Field('capabilities')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, protocol_version: ProtocolVersion, info: Implementation | dict[str, Any], *, capabilities: ClientCapabilities | dict[str, Any] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'protocolVersion': protocol_version, 'info': _u(info)}
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class InitializeResponse(Model):
    """Response to the `initialize` method."""

    __slots__ = ()
    protocol_version: Field[ProtocolVersion] = Field('protocolVersion')
    info: Field[Implementation] = Field('info')
    capabilities: Field[AgentCapabilities | None] = Field('capabilities')
    auth_methods: Field[list[AuthMethod] | None] = Field('authMethods')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, protocol_version: ProtocolVersion, info: Implementation | dict[str, Any], *, capabilities: AgentCapabilities | dict[str, Any] | None = None, auth_methods: list[AuthMethod] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'protocolVersion': protocol_version, 'info': _u(info)}
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if auth_methods is not None:
            d['authMethods'] = _u(auth_methods)
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
    cwd: Field[AbsolutePath | None] = Field('cwd')
    cursor: Field[SessionListCursor | None] = Field('cursor')
    archived: Field[SessionArchiveFilter | None] = Field('archived')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cwd: AbsolutePath | None = None, cursor: SessionListCursor | None = None, archived: SessionArchiveFilter | None = None, meta: dict[str, Any] | None = None) -> None:
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
    next_cursor: Field[SessionListCursor | None] = Field('nextCursor')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, sessions: list[SessionInfo], *, next_cursor: SessionListCursor | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessions': _u(sessions)}
        if next_cursor is not None:
            d['nextCursor'] = next_cursor
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LoginAuthRequest(Model):
    """Request parameters for the `auth/login` method."""

    __slots__ = ()
    method_id: Field[AuthMethodId] = Field('methodId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, method_id: AuthMethodId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'methodId': method_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LoginAuthResponse(Model):
    """Response to the `auth/login` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LogoutAuthRequest(Model):
    """Request parameters for the `auth/logout` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class LogoutAuthResponse(Model):
    """Response to the `auth/logout` method."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpAcpCapabilities(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpCapabilities(Model):
    """MCP capabilities supported by the agent for session lifecycle requests."""

    __slots__ = ()
    stdio: Field[McpStdioCapabilities | None] = Field('stdio')
    http: Field[McpHttpCapabilities | None] = Field('http')
    acp: Field[McpAcpCapabilities | None] = Field('acp')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, stdio: McpStdioCapabilities | None = None, http: McpHttpCapabilities | None = None, acp: McpAcpCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if stdio is not None:
            d['stdio'] = _u(stdio)
        if http is not None:
            d['http'] = _u(http)
        if acp is not None:
            d['acp'] = _u(acp)
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


class McpHttpCapabilities(Model):
    """Capabilities for HTTP MCP server transports."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
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
    headers: Field[list[HttpHeader] | None] = Field('headers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, url: str, *, headers: list[HttpHeader] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'http', 'name': name, 'url': url}
        if headers is not None:
            d['headers'] = _u(headers)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class McpStdioCapabilities(Model):
    """Capabilities for stdio MCP server transports."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
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
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NewSessionResponse(Model):
    """Response from creating a new session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    available_commands: Field[list[AvailableCommand] | None] = Field('availableCommands')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, config_options: list[SessionConfigOption] | None = None, available_commands: list[AvailableCommand] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if available_commands is not None:
            d['availableCommands'] = _u(available_commands)
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


class OtherAuthMethod(Model):
    """Custom or future authentication method."""

    __slots__ = ()
    type: Field[str] = Field('type')
    method_id: Field[AuthMethodId] = Field('methodId')
    name: Field[str] = Field('name')
    description: Field[Any] = DeprecatedField('description')
    meta: Field[Any] = DeprecatedField('_meta')

    def __init__(self, type: str, method_id: AuthMethodId, name: str, *, description: Any = None, meta: Any = None) -> None:
        d: dict[str, Any] = {'type': type, 'methodId': method_id, 'name': name}
        if description is not None:
            d['description'] = _deprecated_arg(OtherAuthMethod, 'description', description)
        if meta is not None:
            d['_meta'] = _deprecated_arg(OtherAuthMethod, 'meta', meta)
        self._d = d


class OtherAvailableCommand(Model):
    """Custom or future command kind."""

    __slots__ = ()
    type: Field[str] = Field('type')
    name: Field[str] = Field('name')
    description: Field[str] = Field('description')

    def __init__(self, type: str, name: str, description: str) -> None:
        d: dict[str, Any] = {'type': type, 'name': name, 'description': description}
        self._d = d


class OtherAvailableCommandInput(Model):
    """Custom or future command input specification."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherBackgroundWork(Model):
    """Custom or future background work."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherContentBlock(Model):
    """Custom or future content block."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherElicitationPropertySchema(Model):
    """Custom or future elicitation property schema."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherMcpServer(Model):
    """Custom or future MCP server transport configuration."""

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


class OtherPlanUpdateContent(Model):
    """Custom or future plan update content."""

    __slots__ = ()
    type: Field[str] = Field('type')
    plan_id: Field[PlanId] = Field('planId')

    def __init__(self, type: str, plan_id: PlanId) -> None:
        d: dict[str, Any] = {'type': type, 'planId': plan_id}
        self._d = d


class OtherReplayFrom(Model):
    """Custom or future replay cursor."""

    __slots__ = ()
    type: Field[str] = Field('type')
    meta: Field[Any] = DeprecatedField('_meta')

    def __init__(self, type: str, *, meta: Any = None) -> None:
        d: dict[str, Any] = {'type': type}
        if meta is not None:
            d['_meta'] = _deprecated_arg(OtherReplayFrom, 'meta', meta)
        self._d = d


class OtherRequestPermissionOutcome(Model):
    """Custom or future permission outcome."""

    __slots__ = ()
    outcome: Field[str] = Field('outcome')

    def __init__(self, outcome: str) -> None:
        d: dict[str, Any] = {'outcome': outcome}
        self._d = d


class OtherRequestPermissionSubject(Model):
    """Custom or future permission subject."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
        self._d = d


class OtherSessionUpdate(Model):
    """Custom or future session update."""

    __slots__ = ()
    session_update: Field[str] = Field('sessionUpdate')

    def __init__(self, session_update: str) -> None:
        d: dict[str, Any] = {'sessionUpdate': session_update}
        self._d = d


class OtherStateUpdate(Model):
    """Custom or future session state."""

    __slots__ = ()
    state: Field[str] = Field('state')

    def __init__(self, state: str) -> None:
        d: dict[str, Any] = {'state': state}
        self._d = d


class OtherToolCallContent(Model):
    """Custom or future tool call content."""

    __slots__ = ()
    type: Field[str] = Field('type')

    def __init__(self, type: str) -> None:
        d: dict[str, Any] = {'type': type}
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
    """A plan represented as structured entries."""

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
    """A content update for a plan identified by ID."""

    __slots__ = ()
    TAG = 'plan_update'
    plan: Field[PlanUpdateContent] = Field('plan')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, plan: PlanUpdateContent | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'plan_update', 'plan': _u(plan)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptAudioCapabilities(Model):
    """Capabilities for audio content in prompt requests."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptCapabilities(Model):
    """Prompt capabilities supported by the agent in `session/prompt` requests."""

    __slots__ = ()
    image: Field[PromptImageCapabilities | None] = Field('image')
    audio: Field[PromptAudioCapabilities | None] = Field('audio')
    embedded_context: Field[PromptEmbeddedContextCapabilities | None] = Field('embeddedContext')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, image: PromptImageCapabilities | None = None, audio: PromptAudioCapabilities | None = None, embedded_context: PromptEmbeddedContextCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if image is not None:
            d['image'] = _u(image)
        if audio is not None:
            d['audio'] = _u(audio)
        if embedded_context is not None:
            d['embeddedContext'] = _u(embedded_context)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptEmbeddedContextCapabilities(Model):
    """Capabilities for embedded context in prompt requests."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class PromptImageCapabilities(Model):
    """Capabilities for image content in prompt requests."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
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
    """Response acknowledging that a user prompt was inserted into the ACP conversation."""

    __slots__ = ()
    message_id: Field[MessageId] = Field('messageId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'messageId': message_id}
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


class ReplayFromStart(Model):
    """Inclusive replay cursor requesting replay from the start of retained conversation history."""

    __slots__ = ()
    TAG = 'start'
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'start'}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RequestPermissionRequest(Model):
    """Request for user permission to proceed with an operation."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    title: Field[str] = Field('title')
    description: Field[str | None] = Field('description')
    subject: Field[RequestPermissionSubject | None] = Field('subject')
    options: Field[list[PermissionOption]] = Field('options')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, title: str, options: list[PermissionOption], *, description: str | None = None, subject: RequestPermissionSubject | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'title': title, 'options': _u(options)}
        if description is not None:
            d['description'] = description
        if subject is not None:
            d['subject'] = _u(subject)
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
    """The foreground workflow as a whole is blocked on user action."""

    __slots__ = ()
    TAG = 'requires_action'
    background: Field[list[BackgroundWork] | None] = Field('background')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, background: list[BackgroundWork] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'requires_action'}
        if background is not None:
            d['background'] = _u(background)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResourceContentBlock(Model):
    """A link to a resource that the receiver may be able to read, included in a prompt or tool call result."""

    __slots__ = ()
    TAG = 'resource_link'
    name: Field[str] = Field('name')
    uri: Field[str] = Field('uri')
    title: Field[str | None] = Field('title')
    description: Field[str | None] = Field('description')
    icons: Field[list[Icon] | None] = Field('icons')
    mime_type: Field[MediaType | None] = Field('mimeType')
    size: Field[int | None] = Field('size')
    annotations: Field[Annotations | None] = Field('annotations')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, uri: str, *, title: str | None = None, description: str | None = None, icons: list[Icon] | None = None, mime_type: MediaType | None = None, size: int | None = None, annotations: Annotations | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'resource_link', 'name': name, 'uri': uri}
        if title is not None:
            d['title'] = title
        if description is not None:
            d['description'] = description
        if icons is not None:
            d['icons'] = _u(icons)
        if mime_type is not None:
            d['mimeType'] = mime_type
        if size is not None:
            d['size'] = size
        if annotations is not None:
            d['annotations'] = _u(annotations)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResumeSessionRequest(Model):
    """Request parameters for resuming an existing session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    replay_from: Field[ReplayFrom | None] = Field('replayFrom')
    system_prompt: Field[SystemPrompt | None] = Field('systemPrompt')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, replay_from: ReplayFrom | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if replay_from is not None:
            d['replayFrom'] = _u(replay_from)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResumeSessionResponse(Model):
    """Response from resuming an existing session."""

    __slots__ = ()
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    available_commands: Field[list[AvailableCommand] | None] = Field('availableCommands')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, config_options: list[SessionConfigOption] | None = None, available_commands: list[AvailableCommand] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if available_commands is not None:
            d['availableCommands'] = _u(available_commands)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RunningStateUpdate(Model):
    """Foreground work is in progress."""

    __slots__ = ()
    TAG = 'running'
    background: Field[list[BackgroundWork] | None] = Field('background')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, background: list[BackgroundWork] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'running'}
        if background is not None:
            d['background'] = _u(background)
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
    prompt: Field[PromptCapabilities | None] = Field('prompt')
    mcp: Field[McpCapabilities | None] = Field('mcp')
    delete: Field[SessionDeleteCapabilities | None] = Field('delete')
    additional_directories: Field[SessionAdditionalDirectoriesCapabilities | None] = Field('additionalDirectories')
    system_prompt: Field[SessionSystemPromptCapabilities | None] = Field('systemPrompt')
    fork: Field[SessionForkCapabilities | None] = Field('fork')
    archive: Field[SessionArchiveCapabilities | None] = Field('archive')
    status: Field[SessionStatusCapabilities | None] = Field('status')
    title: Field[SessionTitleCapabilities | None] = Field('title')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, prompt: PromptCapabilities | None = None, mcp: McpCapabilities | None = None, delete: SessionDeleteCapabilities | None = None, additional_directories: SessionAdditionalDirectoriesCapabilities | None = None, system_prompt: SessionSystemPromptCapabilities | None = None, fork: SessionForkCapabilities | None = None, archive: SessionArchiveCapabilities | None = None, status: SessionStatusCapabilities | None = None, title: SessionTitleCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if prompt is not None:
            d['prompt'] = _u(prompt)
        if mcp is not None:
            d['mcp'] = _u(mcp)
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
    config_id: Field[SessionConfigId] = Field('configId')
    name: Field[str] = Field('name')
    description: Field[str | None] = Field('description')
    category: Field[SessionConfigOptionCategory | None] = Field('category')
    meta: Field[dict[str, Any] | None] = Field('_meta')
    type: Field[Any] = Field('type')
    current_value: Field[Any] = Field('currentValue')
    options: Field[Any] = Field('options')

    def __init__(self, config_id: SessionConfigId, name: str, type: Any, *, description: str | None = None, category: SessionConfigOptionCategory | None = None, meta: dict[str, Any] | None = None, current_value: Any = None, options: Any = None) -> None:
        d: dict[str, Any] = {'configId': config_id, 'name': name, 'type': _u(type)}
        if description is not None:
            d['description'] = description
        if category is not None:
            d['category'] = category
        if meta is not None:
            d['_meta'] = _u(meta)
        if current_value is not None:
            d['currentValue'] = _u(current_value)
        if options is not None:
            d['options'] = _u(options)
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
    group_id: Field[SessionConfigGroupId] = Field('groupId')
    name: Field[str] = Field('name')
    options: Field[list[SessionConfigSelectOption]] = Field('options')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, group_id: SessionConfigGroupId, name: str, options: list[SessionConfigSelectOption], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'groupId': group_id, 'name': name, 'options': _u(options)}
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
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    title: Field[str | None] = Field('title')
    updated_at: Field[str | None] = Field('updatedAt')
    archived: Field[bool | None] = Field('archived')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, title: str | None = None, updated_at: str | None = None, archived: bool | None = None, meta: dict[str, Any] | None = None) -> None:
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


class SessionNotFoundErrorData(Model):
    """Data for the `-32002` (Resource not found) error when a session-scoped request names a session that does not
    exist or is not active."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
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
    state: Field[StateUpdate | None] = Field('state')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, status: SessionStatus, *, state: StateUpdate | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'status': status}
        if state is not None:
            d['state'] = _u(state)
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

    def __init__(self, session_id: SessionId, config_id: SessionConfigId, value: Any, type: Any, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'configId': config_id, 'value': _u(value), 'type': _u(type)}
        if meta is not None:
            d['_meta'] = _u(meta)
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


class StateUpdateSessionUpdate(Model):
    """A snapshot of the session's aggregate foreground activity."""

    __slots__ = ()
    TAG = 'state_update'

    def __init__(self) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'state_update'}
        self._d = d


class StdioMcpServer(Model):
    """Stdio transport configuration for MCP."""

    __slots__ = ()
    TAG = 'stdio'
    name: Field[str] = Field('name')
    command: Field[AbsolutePath] = Field('command')
    args: Field[list[str] | None] = Field('args')
    env: Field[list[EnvVariable] | None] = Field('env')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, command: AbsolutePath, *, args: list[str] | None = None, env: list[EnvVariable] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'stdio', 'name': name, 'command': command}
        if args is not None:
            d['args'] = args
        if env is not None:
            d['env'] = _u(env)
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
    cwd: Field[AbsolutePath | None] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, title: str | None = None, description: str | None = None, capabilities: SubagentSessionCapabilities | None = None, state: StateUpdate | None = None, cwd: AbsolutePath | None = None, additional_directories: list[AbsolutePath] | None = None, meta: dict[str, Any] | None = None) -> None:
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
    """A display-only reference to an agent-owned terminal."""

    __slots__ = ()
    TAG = 'terminal'
    terminal_id: Field[TerminalId] = Field('terminalId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'terminal', 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalAuthCapabilities(Model):
    """Capabilities for terminal authentication methods."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalCancelCapabilities(Model):
    """Capability to cancel a terminal with `terminal/cancel`."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalCapabilities(Model):
    """Client-initiated controls a terminal currently supports."""

    __slots__ = ()
    cancel: Field[TerminalCancelCapabilities | None] = Field('cancel')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cancel: TerminalCancelCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if cancel is not None:
            d['cancel'] = _u(cancel)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalExitStatus(Model):
    """Exit information for an agent-owned terminal."""

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


class TerminalOutput(Model):
    """An authoritative replacement snapshot of terminal output bytes."""

    __slots__ = ()
    data: Field[str] = Field('data')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, data: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'data': data}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalOutputChunk(Model):
    """A chunk of bytes appended to an agent-owned terminal's output."""

    __slots__ = ()
    TAG = 'terminal_output_chunk'
    terminal_id: Field[TerminalId] = Field('terminalId')
    data: Field[str] = Field('data')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, data: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'terminal_output_chunk', 'terminalId': terminal_id, 'data': data}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalSize(Model):
    """The size of an agent-owned terminal in character cells."""

    __slots__ = ()
    cols: Field[int] = Field('cols')
    rows: Field[int] = Field('rows')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, cols: int, rows: int, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'cols': cols, 'rows': rows}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TerminalUpdate(Model):
    """An upsert for the stored state of an agent-owned terminal."""

    __slots__ = ()
    TAG = 'terminal_update'
    terminal_id: Field[TerminalId] = Field('terminalId')
    command: Field[str | None] = Field('command')
    cwd: Field[AbsolutePath | None] = Field('cwd')
    output: Field[TerminalOutput | None] = Field('output')
    exit_status: Field[TerminalExitStatus | None] = Field('exitStatus')
    size: Field[TerminalSize | None] = Field('size')
    capabilities: Field[TerminalCapabilities | None] = Field('capabilities')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, command: str | None = None, cwd: AbsolutePath | None = None, output: TerminalOutput | None = None, exit_status: TerminalExitStatus | None = None, size: TerminalSize | None = None, capabilities: TerminalCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'terminal_update', 'terminalId': terminal_id}
        if command is not None:
            d['command'] = command
        if cwd is not None:
            d['cwd'] = cwd
        if output is not None:
            d['output'] = _u(output)
        if exit_status is not None:
            d['exitStatus'] = _u(exit_status)
        if size is not None:
            d['size'] = _u(size)
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TextCommandInput(Model):
    """All text that was typed after the command name is provided as input."""

    __slots__ = ()
    TAG = 'text'
    hint: Field[str] = Field('hint')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, hint: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'text', 'hint': hint}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class TextContentBlock(Model):
    """Text provided to or from an LLM."""

    __slots__ = ()
    TAG = 'text'
    text: Field[str] = Field('text')
    annotations: Field[Annotations | None] = Field('annotations')
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
    text: Field[str] = Field('text')
    uri: Field[str] = Field('uri')
    mime_type: Field[MediaType | None] = Field('mimeType')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, text: str, uri: str, *, mime_type: MediaType | None = None, meta: dict[str, Any] | None = None) -> None:
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


class ToolCallCancelCapabilities(Model):
    """Capability to cancel a tool call with `tool_call/cancel`."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallCapabilities(Model):
    """Client-initiated controls a tool call currently supports."""

    __slots__ = ()
    cancel: Field[ToolCallCancelCapabilities | None] = Field('cancel')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cancel: ToolCallCancelCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if cancel is not None:
            d['cancel'] = _u(cancel)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallContentChunk(Model):
    """A streamed item of tool-call content."""

    __slots__ = ()
    TAG = 'tool_call_content_chunk'
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    content: Field[ToolCallContent] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, content: ToolCallContent | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'tool_call_content_chunk', 'toolCallId': tool_call_id, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallLocation(Model):
    """A file location being accessed or modified by a tool."""

    __slots__ = ()
    path: Field[AbsolutePath] = Field('path')
    line: Field[int | None] = Field('line')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, path: AbsolutePath, *, line: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'path': path}
        if line is not None:
            d['line'] = line
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallPermissionSubject(Model):
    """Permission request details for a tool call."""

    __slots__ = ()
    TAG = 'tool_call'
    tool_call: Field[ToolCallUpdate] = Field('toolCall')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call: ToolCallUpdate | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': 'tool_call', 'toolCall': _u(tool_call)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallUpdate(Model):
    """Represents an upsert for a tool call that the language model has requested."""

    __slots__ = ()
    tool_call_id: Field[ToolCallId] = Field('toolCallId')
    name: Field[str | None] = Field('name')
    title: Field[str | None] = Field('title')
    kind: Field[ToolKind | None] = Field('kind')
    status: Field[ToolCallStatus | None] = Field('status')
    content: Field[list[ToolCallContent] | None] = Field('content')
    locations: Field[list[ToolCallLocation] | None] = Field('locations')
    raw_input: Field[Any] = Field('rawInput')
    raw_output: Field[Any] = Field('rawOutput')
    capabilities: Field[ToolCallCapabilities | None] = Field('capabilities')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, *, name: str | None = None, title: str | None = None, kind: ToolKind | None = None, status: ToolCallStatus | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, capabilities: ToolCallCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'toolCallId': tool_call_id}
        if name is not None:
            d['name'] = name
        if title is not None:
            d['title'] = title
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
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallProgress(ToolCallUpdate):
    """A tool call has been created or updated."""

    __slots__ = ()
    TAG = 'tool_call_update'

    def __init__(self, tool_call_id: ToolCallId, *, name: str | None = None, title: str | None = None, kind: ToolKind | None = None, status: ToolCallStatus | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, capabilities: ToolCallCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'tool_call_update', 'toolCallId': tool_call_id}
        if name is not None:
            d['name'] = name
        if title is not None:
            d['title'] = title
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
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
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
    background: Field[list[BackgroundWork] | None] = Field('background')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, background: list[BackgroundWork] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'unknown'}
        if background is not None:
            d['background'] = _u(background)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UnsupportedProtocolVersionErrorData(Model):
    """Data for the `-32022` (Unsupported protocol version) error."""

    __slots__ = ()
    requested: Field[ProtocolVersion] = Field('requested')
    supported: Field[list[ProtocolVersion]] = Field('supported')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, requested: ProtocolVersion, supported: list[ProtocolVersion], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'requested': requested, 'supported': supported}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UpdateSessionNotification(Model):
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


class UserMessage(Model):
    """A user message upsert."""

    __slots__ = ()
    TAG = 'user_message'
    message_id: Field[MessageId] = Field('messageId')
    content: Field[list[ContentBlock] | None] = Field('content')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, message_id: MessageId, *, content: list[ContentBlock] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'user_message', 'messageId': message_id}
        if content is not None:
            d['content'] = _u(content)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class UserMessageChunk(ContentChunk):
    """A chunk of the user's message being streamed."""

    __slots__ = ()
    TAG = 'user_message_chunk'

    def __init__(self, message_id: MessageId, content: ContentBlock | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'user_message_chunk', 'messageId': message_id, 'content': _u(content)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


AuthMethod = Union[AuthMethodTerminal, AuthMethodAgent, OtherAuthMethod]
_AuthMethod_variants: dict[str, Any] = {'terminal': AuthMethodTerminal, 'agent': AuthMethodAgent}
_w_AuthMethod = _tagged_wrapper('type', _AuthMethod_variants, OtherAuthMethod)
AvailableCommand = Union[Command, OtherAvailableCommand]
_AvailableCommand_variants: dict[str, Any] = {'command': Command}
_w_AvailableCommand = _tagged_wrapper('type', _AvailableCommand_variants, OtherAvailableCommand)
AvailableCommandInput = Union[TextCommandInput, OtherAvailableCommandInput]
_AvailableCommandInput_variants: dict[str, Any] = {'text': TextCommandInput}
_w_AvailableCommandInput = _tagged_wrapper('type', _AvailableCommandInput_variants, OtherAvailableCommandInput)
BackgroundWork = Union[BackgroundTerminal, BackgroundToolCall, BackgroundSubagent, OtherBackgroundWork]
_BackgroundWork_variants: dict[str, Any] = {'terminal': BackgroundTerminal, 'tool_call': BackgroundToolCall, 'subagent': BackgroundSubagent}
_w_BackgroundWork = _tagged_wrapper('type', _BackgroundWork_variants, OtherBackgroundWork)
ContentBlock = Union[TextContentBlock, ImageContentBlock, AudioContentBlock, ResourceContentBlock, EmbeddedResourceContentBlock, OtherContentBlock]
_ContentBlock_variants: dict[str, Any] = {'text': TextContentBlock, 'image': ImageContentBlock, 'audio': AudioContentBlock, 'resource_link': ResourceContentBlock, 'resource': EmbeddedResourceContentBlock}
_w_ContentBlock = _tagged_wrapper('type', _ContentBlock_variants, OtherContentBlock)
ElicitationPropertySchema = Union[StringPropertySchema, NumberPropertySchema, IntegerPropertySchema, BooleanPropertySchema, MultiSelectPropertySchema, OtherElicitationPropertySchema]
_ElicitationPropertySchema_variants: dict[str, Any] = {'string': StringPropertySchema, 'number': NumberPropertySchema, 'integer': IntegerPropertySchema, 'boolean': BooleanPropertySchema, 'array': MultiSelectPropertySchema}
_w_ElicitationPropertySchema = _tagged_wrapper('type', _ElicitationPropertySchema_variants, OtherElicitationPropertySchema)
EmbeddedResourceResource = Union[TextResourceContents, BlobResourceContents]
_w_EmbeddedResourceResource = _untagged_wrapper((TextResourceContents, BlobResourceContents,))
McpServer = Union[McpServerHttp, McpServerAcp, StdioMcpServer, OtherMcpServer]
_McpServer_variants: dict[str, Any] = {'http': McpServerHttp, 'acp': McpServerAcp, 'stdio': StdioMcpServer}
_w_McpServer = _tagged_wrapper('type', _McpServer_variants, OtherMcpServer)
MultiSelectItems = Union[StringMultiSelectItems, TitledMultiSelectItems]
_MultiSelectItems_variants: dict[str, Any] = {'string': StringMultiSelectItems}
_w_MultiSelectItems = _tagged_wrapper('type', _MultiSelectItems_variants, TitledMultiSelectItems)
PlanUpdateContent = Union[PlanItems, PlanFile, PlanMarkdown, OtherPlanUpdateContent]
_PlanUpdateContent_variants: dict[str, Any] = {'items': PlanItems, 'file': PlanFile, 'markdown': PlanMarkdown}
_w_PlanUpdateContent = _tagged_wrapper('type', _PlanUpdateContent_variants, OtherPlanUpdateContent)
ReplayFrom = Union[ReplayFromStart, OtherReplayFrom]
_ReplayFrom_variants: dict[str, Any] = {'start': ReplayFromStart}
_w_ReplayFrom = _tagged_wrapper('type', _ReplayFrom_variants, OtherReplayFrom)
RequestPermissionOutcome = Union[CancelledPermissionOutcome, SelectedPermissionOutcome, OtherRequestPermissionOutcome]
_RequestPermissionOutcome_variants: dict[str, Any] = {'cancelled': CancelledPermissionOutcome, 'selected': SelectedPermissionOutcome}
_w_RequestPermissionOutcome = _tagged_wrapper('outcome', _RequestPermissionOutcome_variants, OtherRequestPermissionOutcome)
RequestPermissionSubject = Union[ToolCallPermissionSubject, CommandPermissionSubject, OtherRequestPermissionSubject]
_RequestPermissionSubject_variants: dict[str, Any] = {'tool_call': ToolCallPermissionSubject, 'command': CommandPermissionSubject}
_w_RequestPermissionSubject = _tagged_wrapper('type', _RequestPermissionSubject_variants, OtherRequestPermissionSubject)
SessionUpdate = Union[UserMessageChunk, UserMessage, AgentMessageChunk, AgentMessage, AgentThoughtChunk, AgentThought, StateUpdateSessionUpdate, ToolCallContentChunk, ToolCallProgress, TerminalUpdate, TerminalOutputChunk, PlanUpdate, PlanRemoved, AvailableCommandsUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate, Notice, CompactionUpdate, CompactionSummaryChunk, SubagentUpdate, SessionMessage, SessionMessageChunk, OtherSessionUpdate]
_SessionUpdate_variants: dict[str, Any] = {'user_message_chunk': UserMessageChunk, 'user_message': UserMessage, 'agent_message_chunk': AgentMessageChunk, 'agent_message': AgentMessage, 'agent_thought_chunk': AgentThoughtChunk, 'agent_thought': AgentThought, 'state_update': StateUpdateSessionUpdate, 'tool_call_content_chunk': ToolCallContentChunk, 'tool_call_update': ToolCallProgress, 'terminal_update': TerminalUpdate, 'terminal_output_chunk': TerminalOutputChunk, 'plan_update': PlanUpdate, 'plan_removed': PlanRemoved, 'available_commands_update': AvailableCommandsUpdate, 'config_option_update': ConfigOptionUpdate, 'session_info_update': SessionInfoUpdate, 'usage_update': UsageUpdate, 'notice': Notice, 'compaction_update': CompactionUpdate, 'compaction_summary_chunk': CompactionSummaryChunk, 'subagent_update': SubagentUpdate, 'session_message': SessionMessage, 'session_message_chunk': SessionMessageChunk}
_w_SessionUpdate = _tagged_wrapper('sessionUpdate', _SessionUpdate_variants, OtherSessionUpdate)
StateUpdate = Union[RunningStateUpdate, IdleStateUpdate, RequiresActionStateUpdate, UnknownStateUpdate, OtherStateUpdate]
_StateUpdate_variants: dict[str, Any] = {'running': RunningStateUpdate, 'idle': IdleStateUpdate, 'requires_action': RequiresActionStateUpdate, 'unknown': UnknownStateUpdate}
_w_StateUpdate = _tagged_wrapper('state', _StateUpdate_variants, OtherStateUpdate)
ToolCallContent = Union[Content, Diff, Terminal, OtherToolCallContent]
_ToolCallContent_variants: dict[str, Any] = {'content': Content, 'diff': Diff, 'terminal': Terminal}
_w_ToolCallContent = _tagged_wrapper('type', _ToolCallContent_variants, OtherToolCallContent)

AbsolutePath = str
AgentResponse = dict[str, Any]
AuthMethodId = str
AuthState = Literal['authenticated', 'unauthenticated', 'not_required', 'unknown'] | str
ClientResponse = dict[str, Any]
CompactionId = str
CompactionStatus = Literal['in_progress', 'completed', 'failed', 'cancelled'] | str
DiffFileType = Literal['text', 'binary', 'directory', 'symlink'] | str
DiffPatchFormat = Literal['git_patch'] | str
ElicitationContentValue = Any
ElicitationId = str
ElicitationSchemaType = Literal['object']
ErrorCode = int
ErrorData = Any
ExtNotification = Any
ExtRequest = Any
ExtResponse = Any
IconTheme = Literal['light', 'dark'] | str
InitializeProxyRequest = InitializeRequest
InitializeProxyResponse = InitializeResponse
LlmProtocol = Literal['anthropic', 'openai', 'azure', 'vertex', 'bedrock'] | str
McpRequestId = str
McpServerAcpId = str
MediaType = str
MessageId = str
MessageMcpResponse = dict[str, Any]
NoticeSeverity = Literal['info', 'warning', 'error'] | str
PermissionOptionId = str
PermissionOptionKind = Literal['allow_once', 'allow_always', 'reject_once', 'reject_always'] | str
PlanEntryPriority = Literal['high', 'medium', 'low'] | str
PlanEntryStatus = Literal['pending', 'in_progress', 'completed', 'cancelled'] | str
PlanId = str
ProtocolVersion = int
ProviderId = str
ProxyResponse = dict[str, Any]
ProxySuccessorResponse = Any
RequestId = int | str
Role = Literal['assistant', 'user'] | str
SessionArchiveFilter = Literal['exclude', 'include', 'only'] | str
SessionConfigGroupId = str
SessionConfigId = str
SessionConfigOptionCategory = Literal['mode', 'model', 'model_config', 'thought_level'] | str
SessionConfigSelectOptions = Any
SessionConfigValueId = str
SessionId = str
SessionListCursor = str
SessionStatus = Literal['open', 'saved'] | str
StringFormat = Literal['email', 'uri', 'date', 'date-time'] | str
SystemPromptMode = Literal['append', 'override'] | str
TerminalId = str
ToolCallId = str
ToolCallStatus = Literal['pending', 'in_progress', 'paused', 'completed', 'failed', 'cancelled'] | str
ToolKind = Literal['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other'] | str

AgentAuthCapabilities._check = staticmethod(_c_AgentAuthCapabilities)
AgentAuthCapabilities.status = ModelField('status', AuthStatusCapabilities)  # type: ignore[assignment]
AgentAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentCapabilities._check = staticmethod(_c_AgentCapabilities)
AgentCapabilities.session = ModelField('session', SessionCapabilities)  # type: ignore[assignment]
AgentCapabilities.auth = ModelField('auth', AgentAuthCapabilities)  # type: ignore[assignment]
AgentCapabilities.providers = ModelField('providers', ProvidersCapabilities)  # type: ignore[assignment]
AgentCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentMessage._check = staticmethod(_c_AgentMessage)
AgentMessage.content.wrap = _list_wrapper(_w_ContentBlock)
AgentMessage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ContentChunk._check = staticmethod(_c_ContentChunk)
ContentChunk.content = UnionField('content', 'type', _ContentBlock_variants, OtherContentBlock)  # type: ignore[assignment]
ContentChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentMessageChunk._check = staticmethod(_c_AgentMessageChunk)
AgentNotification._check = staticmethod(_c_AgentNotification)
AgentRequest._check = staticmethod(_c_AgentRequest)
AgentThought._check = staticmethod(_c_AgentThought)
AgentThought.content.wrap = _list_wrapper(_w_ContentBlock)
AgentThought.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
AuthMethodAgent._check = staticmethod(_c_AuthMethodAgent)
AuthMethodAgent.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodAgent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthMethodTerminal._check = staticmethod(_c_AuthMethodTerminal)
AuthMethodTerminal.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodTerminal.args.wrap = _prim_list_wrapper((str,))
AuthMethodTerminal.env.wrap = _list_wrapper(_wrapper(EnvVariable))
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
AvailableCommandsUpdate._check = staticmethod(_c_AvailableCommandsUpdate)
AvailableCommandsUpdate.available_commands.wrap = _list_wrapper(_w_AvailableCommand)
AvailableCommandsUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BackgroundSubagent._check = staticmethod(_c_BackgroundSubagent)
BackgroundSubagent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BackgroundTerminal._check = staticmethod(_c_BackgroundTerminal)
BackgroundTerminal.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BackgroundToolCall._check = staticmethod(_c_BackgroundToolCall)
BackgroundToolCall.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BlobResourceContents._check = staticmethod(_c_BlobResourceContents)
BlobResourceContents.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
BlobResourceContents.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
BooleanPropertySchema._check = staticmethod(_c_BooleanPropertySchema)
BooleanPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
BooleanPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
BooleanPropertySchema.default = CheckedField('default', (bool,))  # type: ignore[assignment]
BooleanPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelRequestNotification._check = staticmethod(_c_CancelRequestNotification)
CancelRequestNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelSessionNotification._check = staticmethod(_c_CancelSessionNotification)
CancelSessionNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelTerminalRequest._check = staticmethod(_c_CancelTerminalRequest)
CancelTerminalRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelTerminalResponse._check = staticmethod(_c_CancelTerminalResponse)
CancelTerminalResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelToolCallRequest._check = staticmethod(_c_CancelToolCallRequest)
CancelToolCallRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelToolCallResponse._check = staticmethod(_c_CancelToolCallResponse)
CancelToolCallResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CancelledPermissionOutcome._check = staticmethod(_c_CancelledPermissionOutcome)
CancelledPermissionOutcome.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientAuthCapabilities._check = staticmethod(_c_ClientAuthCapabilities)
ClientAuthCapabilities.terminal = ModelField('terminal', TerminalAuthCapabilities)  # type: ignore[assignment]
ClientAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientCapabilities._check = staticmethod(_c_ClientCapabilities)
ClientCapabilities.auth = ModelField('auth', ClientAuthCapabilities)  # type: ignore[assignment]
ClientCapabilities.elicitation = ModelField('elicitation', ElicitationCapabilities)  # type: ignore[assignment]
ClientCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientNotification._check = staticmethod(_c_ClientNotification)
ClientRequest._check = staticmethod(_c_ClientRequest)
CloseSessionRequest._check = staticmethod(_c_CloseSessionRequest)
CloseSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseSessionResponse._check = staticmethod(_c_CloseSessionResponse)
CloseSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Command._check = staticmethod(_c_Command)
Command.input = UnionField('input', 'type', _AvailableCommandInput_variants, OtherAvailableCommandInput)  # type: ignore[assignment]
Command.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CommandPermissionSubject._check = staticmethod(_c_CommandPermissionSubject)
CommandPermissionSubject.tool_call_id = CheckedField('toolCallId', (str,))  # type: ignore[assignment]
CommandPermissionSubject.terminal_id = CheckedField('terminalId', (str,))  # type: ignore[assignment]
CommandPermissionSubject.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CompactionSummaryChunk._check = staticmethod(_c_CompactionSummaryChunk)
CompactionSummaryChunk.content = UnionField('content', 'type', _ContentBlock_variants, OtherContentBlock)  # type: ignore[assignment]
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
Content.content = UnionField('content', 'type', _ContentBlock_variants, OtherContentBlock)  # type: ignore[assignment]
Content.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Cost._check = staticmethod(_c_Cost)
Cost.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateElicitationRequest._check = staticmethod(_c_CreateElicitationRequest)
CreateElicitationRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CreateElicitationResponse._check = staticmethod(_c_CreateElicitationResponse)
CreateElicitationResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DeleteSessionRequest._check = staticmethod(_c_DeleteSessionRequest)
DeleteSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DeleteSessionResponse._check = staticmethod(_c_DeleteSessionResponse)
DeleteSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Diff._check = staticmethod(_c_Diff)
Diff.changes.wrap = _list_wrapper(_wrapper(DiffChange))
Diff.patch = ModelField('patch', DiffPatch)  # type: ignore[assignment]
Diff.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DiffChange._check = staticmethod(_c_DiffChange)
DiffChange.file_type = CheckedField('fileType', (str,))  # type: ignore[assignment]
DiffChange.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
DiffChange.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DiffPatch._check = staticmethod(_c_DiffPatch)
DiffPatch.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DiffPathChange._check = staticmethod(_c_DiffPathChange)
DiffPathPairChange._check = staticmethod(_c_DiffPathPairChange)
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
EmbeddedResourceContentBlock.resource.wrap = _w_EmbeddedResourceResource
EmbeddedResourceContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
EmbeddedResourceContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnumOption._check = staticmethod(_c_EnumOption)
EnumOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
EnumOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnvVariable._check = staticmethod(_c_EnvVariable)
EnvVariable.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Error._check = staticmethod(_c_Error)
ErrorStopReason._check = staticmethod(_c_ErrorStopReason)
ErrorStopReason.error = ModelField('error', Error)  # type: ignore[assignment]
ForkSessionRequest._check = staticmethod(_c_ForkSessionRequest)
ForkSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
ForkSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
ForkSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
ForkSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ForkSessionResponse._check = staticmethod(_c_ForkSessionResponse)
ForkSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ForkSessionResponse.available_commands.wrap = _list_wrapper(_w_AvailableCommand)
ForkSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
HttpHeader._check = staticmethod(_c_HttpHeader)
HttpHeader.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Icon._check = staticmethod(_c_Icon)
Icon.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
Icon.sizes.wrap = _prim_list_wrapper((str,))
Icon.theme = CheckedField('theme', (str,))  # type: ignore[assignment]
Icon.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IdleStateUpdate._check = staticmethod(_c_IdleStateUpdate)
IdleStateUpdate.usage = ModelField('usage', Usage)  # type: ignore[assignment]
IdleStateUpdate.background.wrap = _list_wrapper(_w_BackgroundWork)
IdleStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IdleStateUpdate.stop_reason = CheckedField('stopReason', (str,))  # type: ignore[assignment]
ImageContentBlock._check = staticmethod(_c_ImageContentBlock)
ImageContentBlock.uri = CheckedField('uri', (str,))  # type: ignore[assignment]
ImageContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
ImageContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Implementation._check = staticmethod(_c_Implementation)
Implementation.title = CheckedField('title', (str,))  # type: ignore[assignment]
Implementation.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
InitializeRequest._check = staticmethod(_c_InitializeRequest)
InitializeRequest.info = ModelField('info', Implementation)  # type: ignore[assignment]
InitializeRequest.capabilities = ModelField('capabilities', ClientCapabilities)  # type: ignore[assignment]
InitializeRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
InitializeResponse._check = staticmethod(_c_InitializeResponse)
InitializeResponse.info = ModelField('info', Implementation)  # type: ignore[assignment]
InitializeResponse.capabilities = ModelField('capabilities', AgentCapabilities)  # type: ignore[assignment]
InitializeResponse.auth_methods.wrap = _list_wrapper(_w_AuthMethod)
InitializeResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
IntegerPropertySchema._check = staticmethod(_c_IntegerPropertySchema)
IntegerPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
IntegerPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
IntegerPropertySchema.default = CheckedField('default', (int,))  # type: ignore[assignment]
IntegerPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListProvidersRequest._check = staticmethod(_c_ListProvidersRequest)
ListProvidersRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListProvidersResponse._check = staticmethod(_c_ListProvidersResponse)
ListProvidersResponse.providers.wrap = _list_wrapper(_wrapper(ProviderInfo))
ListProvidersResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListSessionsRequest._check = staticmethod(_c_ListSessionsRequest)
ListSessionsRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ListSessionsResponse._check = staticmethod(_c_ListSessionsResponse)
ListSessionsResponse.sessions.wrap = _list_wrapper(_wrapper(SessionInfo))
ListSessionsResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LoginAuthRequest._check = staticmethod(_c_LoginAuthRequest)
LoginAuthRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LoginAuthResponse._check = staticmethod(_c_LoginAuthResponse)
LoginAuthResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LogoutAuthRequest._check = staticmethod(_c_LogoutAuthRequest)
LogoutAuthRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
LogoutAuthResponse._check = staticmethod(_c_LogoutAuthResponse)
LogoutAuthResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpAcpCapabilities._check = staticmethod(_c_McpAcpCapabilities)
McpAcpCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpCapabilities._check = staticmethod(_c_McpCapabilities)
McpCapabilities.stdio = ModelField('stdio', McpStdioCapabilities)  # type: ignore[assignment]
McpCapabilities.http = ModelField('http', McpHttpCapabilities)  # type: ignore[assignment]
McpCapabilities.acp = ModelField('acp', McpAcpCapabilities)  # type: ignore[assignment]
McpCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpError._check = staticmethod(_c_McpError)
McpHttpCapabilities._check = staticmethod(_c_McpHttpCapabilities)
McpHttpCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpServerAcp._check = staticmethod(_c_McpServerAcp)
McpServerAcp.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpServerHttp._check = staticmethod(_c_McpServerHttp)
McpServerHttp.headers.wrap = _list_wrapper(_wrapper(HttpHeader))
McpServerHttp.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
McpStdioCapabilities._check = staticmethod(_c_McpStdioCapabilities)
McpStdioCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
NewSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
NewSessionResponse.available_commands.wrap = _list_wrapper(_w_AvailableCommand)
NewSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Notice._check = staticmethod(_c_Notice)
Notice.description = CheckedField('description', (str,))  # type: ignore[assignment]
Notice.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NumberPropertySchema._check = staticmethod(_c_NumberPropertySchema)
NumberPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
NumberPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
NumberPropertySchema.default = CheckedField('default', (float, int,))  # type: ignore[assignment]
NumberPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
OtherAuthMethod._check = staticmethod(_c_OtherAuthMethod)
OtherAvailableCommand._check = staticmethod(_c_OtherAvailableCommand)
OtherAvailableCommandInput._check = staticmethod(_c_OtherAvailableCommandInput)
OtherBackgroundWork._check = staticmethod(_c_OtherBackgroundWork)
OtherContentBlock._check = staticmethod(_c_OtherContentBlock)
OtherElicitationPropertySchema._check = staticmethod(_c_OtherElicitationPropertySchema)
OtherMcpServer._check = staticmethod(_c_OtherMcpServer)
OtherMultiSelectItems._check = staticmethod(_c_OtherMultiSelectItems)
OtherPlanUpdateContent._check = staticmethod(_c_OtherPlanUpdateContent)
OtherReplayFrom._check = staticmethod(_c_OtherReplayFrom)
OtherRequestPermissionOutcome._check = staticmethod(_c_OtherRequestPermissionOutcome)
OtherRequestPermissionSubject._check = staticmethod(_c_OtherRequestPermissionSubject)
OtherSessionUpdate._check = staticmethod(_c_OtherSessionUpdate)
OtherStateUpdate._check = staticmethod(_c_OtherStateUpdate)
OtherToolCallContent._check = staticmethod(_c_OtherToolCallContent)
PermissionOption._check = staticmethod(_c_PermissionOption)
PermissionOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
PlanUpdate.plan = UnionField('plan', 'type', _PlanUpdateContent_variants, OtherPlanUpdateContent)  # type: ignore[assignment]
PlanUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptAudioCapabilities._check = staticmethod(_c_PromptAudioCapabilities)
PromptAudioCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptCapabilities._check = staticmethod(_c_PromptCapabilities)
PromptCapabilities.image = ModelField('image', PromptImageCapabilities)  # type: ignore[assignment]
PromptCapabilities.audio = ModelField('audio', PromptAudioCapabilities)  # type: ignore[assignment]
PromptCapabilities.embedded_context = ModelField('embeddedContext', PromptEmbeddedContextCapabilities)  # type: ignore[assignment]
PromptCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptEmbeddedContextCapabilities._check = staticmethod(_c_PromptEmbeddedContextCapabilities)
PromptEmbeddedContextCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptImageCapabilities._check = staticmethod(_c_PromptImageCapabilities)
PromptImageCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptRequest._check = staticmethod(_c_PromptRequest)
PromptRequest.prompt.wrap = _list_wrapper(_w_ContentBlock)
PromptRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
PromptResponse._check = staticmethod(_c_PromptResponse)
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
ReplayFromStart._check = staticmethod(_c_ReplayFromStart)
ReplayFromStart.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequestPermissionRequest._check = staticmethod(_c_RequestPermissionRequest)
RequestPermissionRequest.description = CheckedField('description', (str,))  # type: ignore[assignment]
RequestPermissionRequest.subject = UnionField('subject', 'type', _RequestPermissionSubject_variants, OtherRequestPermissionSubject)  # type: ignore[assignment]
RequestPermissionRequest.options.wrap = _list_wrapper(_wrapper(PermissionOption))
RequestPermissionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequestPermissionResponse._check = staticmethod(_c_RequestPermissionResponse)
RequestPermissionResponse.outcome = UnionField('outcome', 'outcome', _RequestPermissionOutcome_variants, OtherRequestPermissionOutcome)  # type: ignore[assignment]
RequestPermissionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RequiresActionStateUpdate._check = staticmethod(_c_RequiresActionStateUpdate)
RequiresActionStateUpdate.background.wrap = _list_wrapper(_w_BackgroundWork)
RequiresActionStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResourceContentBlock._check = staticmethod(_c_ResourceContentBlock)
ResourceContentBlock.title = CheckedField('title', (str,))  # type: ignore[assignment]
ResourceContentBlock.description = CheckedField('description', (str,))  # type: ignore[assignment]
ResourceContentBlock.icons.wrap = _list_wrapper(_wrapper(Icon))
ResourceContentBlock.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
ResourceContentBlock.size = CheckedField('size', (int,))  # type: ignore[assignment]
ResourceContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
ResourceContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResumeSessionRequest._check = staticmethod(_c_ResumeSessionRequest)
ResumeSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
ResumeSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
ResumeSessionRequest.replay_from = UnionField('replayFrom', 'type', _ReplayFrom_variants, OtherReplayFrom)  # type: ignore[assignment]
ResumeSessionRequest.system_prompt = ModelField('systemPrompt', SystemPrompt)  # type: ignore[assignment]
ResumeSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResumeSessionResponse._check = staticmethod(_c_ResumeSessionResponse)
ResumeSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ResumeSessionResponse.available_commands.wrap = _list_wrapper(_w_AvailableCommand)
ResumeSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RunningStateUpdate._check = staticmethod(_c_RunningStateUpdate)
RunningStateUpdate.background.wrap = _list_wrapper(_w_BackgroundWork)
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
SessionCapabilities.prompt = ModelField('prompt', PromptCapabilities)  # type: ignore[assignment]
SessionCapabilities.mcp = ModelField('mcp', McpCapabilities)  # type: ignore[assignment]
SessionCapabilities.delete = ModelField('delete', SessionDeleteCapabilities)  # type: ignore[assignment]
SessionCapabilities.additional_directories = ModelField('additionalDirectories', SessionAdditionalDirectoriesCapabilities)  # type: ignore[assignment]
SessionCapabilities.system_prompt = ModelField('systemPrompt', SessionSystemPromptCapabilities)  # type: ignore[assignment]
SessionCapabilities.fork = ModelField('fork', SessionForkCapabilities)  # type: ignore[assignment]
SessionCapabilities.archive = ModelField('archive', SessionArchiveCapabilities)  # type: ignore[assignment]
SessionCapabilities.status = ModelField('status', SessionStatusCapabilities)  # type: ignore[assignment]
SessionCapabilities.title = ModelField('title', SessionTitleCapabilities)  # type: ignore[assignment]
SessionCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionConfigBoolean._check = staticmethod(_c_SessionConfigBoolean)
SessionConfigOption._check = staticmethod(_c_SessionConfigOption)
SessionConfigOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
SessionConfigOption.category = CheckedField('category', (str,))  # type: ignore[assignment]
SessionConfigOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
SessionMessage._check = staticmethod(_c_SessionMessage)
SessionMessage.sender_session_id = CheckedField('senderSessionId', (str,))  # type: ignore[assignment]
SessionMessage.recipient_session_id = CheckedField('recipientSessionId', (str,))  # type: ignore[assignment]
SessionMessage.sender_message_id = CheckedField('senderMessageId', (str,))  # type: ignore[assignment]
SessionMessage.recipient_message_id = CheckedField('recipientMessageId', (str,))  # type: ignore[assignment]
SessionMessage.content.wrap = _list_wrapper(_w_ContentBlock)
SessionMessage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionMessageChunk._check = staticmethod(_c_SessionMessageChunk)
SessionMessageChunk.content = UnionField('content', 'type', _ContentBlock_variants, OtherContentBlock)  # type: ignore[assignment]
SessionMessageChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionNotFoundErrorData._check = staticmethod(_c_SessionNotFoundErrorData)
SessionNotFoundErrorData.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusCapabilities._check = staticmethod(_c_SessionStatusCapabilities)
SessionStatusCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusRequest._check = staticmethod(_c_SessionStatusRequest)
SessionStatusRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionStatusResponse._check = staticmethod(_c_SessionStatusResponse)
SessionStatusResponse.state = UnionField('state', 'state', _StateUpdate_variants, OtherStateUpdate)  # type: ignore[assignment]
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
SetSessionTitleRequest._check = staticmethod(_c_SetSessionTitleRequest)
SetSessionTitleRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionTitleResponse._check = staticmethod(_c_SetSessionTitleResponse)
SetSessionTitleResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StateUpdateSessionUpdate._check = staticmethod(_c_StateUpdateSessionUpdate)
StdioMcpServer._check = staticmethod(_c_StdioMcpServer)
StdioMcpServer.args.wrap = _prim_list_wrapper((str,))
StdioMcpServer.env.wrap = _list_wrapper(_wrapper(EnvVariable))
StdioMcpServer.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
TerminalAuthCapabilities._check = staticmethod(_c_TerminalAuthCapabilities)
TerminalAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalCancelCapabilities._check = staticmethod(_c_TerminalCancelCapabilities)
TerminalCancelCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalCapabilities._check = staticmethod(_c_TerminalCapabilities)
TerminalCapabilities.cancel = ModelField('cancel', TerminalCancelCapabilities)  # type: ignore[assignment]
TerminalCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalExitStatus._check = staticmethod(_c_TerminalExitStatus)
TerminalExitStatus.exit_code = CheckedField('exitCode', (int,))  # type: ignore[assignment]
TerminalExitStatus.signal = CheckedField('signal', (str,))  # type: ignore[assignment]
TerminalExitStatus.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutput._check = staticmethod(_c_TerminalOutput)
TerminalOutput.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutputChunk._check = staticmethod(_c_TerminalOutputChunk)
TerminalOutputChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalSize._check = staticmethod(_c_TerminalSize)
TerminalSize.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalUpdate._check = staticmethod(_c_TerminalUpdate)
TerminalUpdate.command = CheckedField('command', (str,))  # type: ignore[assignment]
TerminalUpdate.cwd = CheckedField('cwd', (str,))  # type: ignore[assignment]
TerminalUpdate.output = ModelField('output', TerminalOutput)  # type: ignore[assignment]
TerminalUpdate.exit_status = ModelField('exitStatus', TerminalExitStatus)  # type: ignore[assignment]
TerminalUpdate.size = ModelField('size', TerminalSize)  # type: ignore[assignment]
TerminalUpdate.capabilities = ModelField('capabilities', TerminalCapabilities)  # type: ignore[assignment]
TerminalUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextCommandInput._check = staticmethod(_c_TextCommandInput)
TextCommandInput.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextContentBlock._check = staticmethod(_c_TextContentBlock)
TextContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
TextContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextResourceContents._check = staticmethod(_c_TextResourceContents)
TextResourceContents.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
TextResourceContents.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TitledMultiSelectItems._check = staticmethod(_c_TitledMultiSelectItems)
TitledMultiSelectItems.any_of.wrap = _list_wrapper(_wrapper(EnumOption))
TitledMultiSelectItems.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallCancelCapabilities._check = staticmethod(_c_ToolCallCancelCapabilities)
ToolCallCancelCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallCapabilities._check = staticmethod(_c_ToolCallCapabilities)
ToolCallCapabilities.cancel = ModelField('cancel', ToolCallCancelCapabilities)  # type: ignore[assignment]
ToolCallCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallContentChunk._check = staticmethod(_c_ToolCallContentChunk)
ToolCallContentChunk.content = UnionField('content', 'type', _ToolCallContent_variants, OtherToolCallContent)  # type: ignore[assignment]
ToolCallContentChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallLocation._check = staticmethod(_c_ToolCallLocation)
ToolCallLocation.line = CheckedField('line', (int,))  # type: ignore[assignment]
ToolCallLocation.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallPermissionSubject._check = staticmethod(_c_ToolCallPermissionSubject)
ToolCallPermissionSubject.tool_call = ModelField('toolCall', ToolCallUpdate)  # type: ignore[assignment]
ToolCallPermissionSubject.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallUpdate._check = staticmethod(_c_ToolCallUpdate)
ToolCallUpdate.name = CheckedField('name', (str,))  # type: ignore[assignment]
ToolCallUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
ToolCallUpdate.kind = CheckedField('kind', (str,))  # type: ignore[assignment]
ToolCallUpdate.status = CheckedField('status', (str,))  # type: ignore[assignment]
ToolCallUpdate.content.wrap = _list_wrapper(_w_ToolCallContent)
ToolCallUpdate.locations.wrap = _list_wrapper(_wrapper(ToolCallLocation))
ToolCallUpdate.capabilities = ModelField('capabilities', ToolCallCapabilities)  # type: ignore[assignment]
ToolCallUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallProgress._check = staticmethod(_c_ToolCallProgress)
UnarchiveSessionRequest._check = staticmethod(_c_UnarchiveSessionRequest)
UnarchiveSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnarchiveSessionResponse._check = staticmethod(_c_UnarchiveSessionResponse)
UnarchiveSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnknownStateUpdate._check = staticmethod(_c_UnknownStateUpdate)
UnknownStateUpdate.background.wrap = _list_wrapper(_w_BackgroundWork)
UnknownStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UnsupportedProtocolVersionErrorData._check = staticmethod(_c_UnsupportedProtocolVersionErrorData)
UnsupportedProtocolVersionErrorData.supported.wrap = _prim_list_wrapper((int,))
UnsupportedProtocolVersionErrorData.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UpdateSessionNotification._check = staticmethod(_c_UpdateSessionNotification)
UpdateSessionNotification.update = UnionField('update', 'sessionUpdate', _SessionUpdate_variants, OtherSessionUpdate)  # type: ignore[assignment]
UpdateSessionNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Usage._check = staticmethod(_c_Usage)
Usage.thought_tokens = CheckedField('thoughtTokens', (int,))  # type: ignore[assignment]
Usage.cached_read_tokens = CheckedField('cachedReadTokens', (int,))  # type: ignore[assignment]
Usage.cached_write_tokens = CheckedField('cachedWriteTokens', (int,))  # type: ignore[assignment]
Usage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UsageUpdate._check = staticmethod(_c_UsageUpdate)
UsageUpdate.cost = ModelField('cost', Cost)  # type: ignore[assignment]
UsageUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UserMessage._check = staticmethod(_c_UserMessage)
UserMessage.content.wrap = _list_wrapper(_w_ContentBlock)
UserMessage.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
UserMessageChunk._check = staticmethod(_c_UserMessageChunk)


AGENT_METHODS: dict[str, Method] = {
    'auth/login': Method('auth/login', 'login', LoginAuthRequest, LoginAuthResponse, False, False),
    'auth/logout': Method('auth/logout', 'logout', LogoutAuthRequest, LogoutAuthResponse, False, False),
    'auth/status': Method('auth/status', 'auth_status', AuthStatusRequest, AuthStatusResponse, False, True),
    'initialize': Method('initialize', 'initialize', InitializeRequest, InitializeResponse, False, False),
    'mcp/message': Method('mcp/message', 'notify_mcp', MessageMcpNotification, None, True, True),
    'providers/disable': Method('providers/disable', 'providers_disable', DisableProviderRequest, DisableProviderResponse, False, True),
    'providers/list': Method('providers/list', 'providers_list', ListProvidersRequest, ListProvidersResponse, False, True),
    'providers/set': Method('providers/set', 'providers_set', SetProviderRequest, SetProviderResponse, False, True),
    'session/archive': Method('session/archive', 'archive_session', ArchiveSessionRequest, ArchiveSessionResponse, False, True),
    'session/cancel': Method('session/cancel', 'cancel', CancelSessionNotification, None, True, False),
    'session/close': Method('session/close', 'close_session', CloseSessionRequest, CloseSessionResponse, False, False),
    'session/delete': Method('session/delete', 'delete_session', DeleteSessionRequest, DeleteSessionResponse, False, False),
    'session/fork': Method('session/fork', 'fork_session', ForkSessionRequest, ForkSessionResponse, False, True),
    'session/list': Method('session/list', 'list_sessions', ListSessionsRequest, ListSessionsResponse, False, False),
    'session/new': Method('session/new', 'new_session', NewSessionRequest, NewSessionResponse, False, False),
    'session/prompt': Method('session/prompt', 'prompt', PromptRequest, PromptResponse, False, False),
    'session/resume': Method('session/resume', 'resume_session', ResumeSessionRequest, ResumeSessionResponse, False, False),
    'session/set_config_option': Method('session/set_config_option', 'set_config_option', SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, False, False),
    'session/set_title': Method('session/set_title', 'set_session_title', SetSessionTitleRequest, SetSessionTitleResponse, False, True),
    'session/status': Method('session/status', 'session_status', SessionStatusRequest, SessionStatusResponse, False, True),
    'session/unarchive': Method('session/unarchive', 'unarchive_session', UnarchiveSessionRequest, UnarchiveSessionResponse, False, True),
    'terminal/cancel': Method('terminal/cancel', 'cancel_terminal', CancelTerminalRequest, CancelTerminalResponse, False, False),
    'tool_call/cancel': Method('tool_call/cancel', 'cancel_tool_call', CancelToolCallRequest, CancelToolCallResponse, False, False),
}
"""Methods an agent handles, by wire name (`unstable`: only in the unstable schema)."""

CLIENT_METHODS: dict[str, Method] = {
    'auth/status_update': Method('auth/status_update', 'auth_status_update', AuthStatusUpdateNotification, None, True, True),
    'elicitation/complete': Method('elicitation/complete', 'complete_elicitation', CompleteElicitationNotification, None, True, False),
    'elicitation/create': Method('elicitation/create', 'create_elicitation', CreateElicitationRequest, CreateElicitationResponse, False, False),
    'mcp/message': Method('mcp/message', 'mcp_message', MessageMcpRequest, None, False, True),
    'session/request_permission': Method('session/request_permission', 'request_permission', RequestPermissionRequest, RequestPermissionResponse, False, False),
    'session/update': Method('session/update', 'session_update', UpdateSessionNotification, None, True, False),
}
"""Methods a client handles, by wire name (`unstable`: only in the unstable schema)."""


class AgentCalls:
    """Typed calls from a client to its agent (mixed into `ClientSideConnection`)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

    def login(self, method_id: AuthMethodId, *, meta: dict[str, Any] | None = None) -> TypedRequest[LoginAuthResponse]:
        """Send `auth/login`; await it for a `LoginAuthResponse`."""
        d: dict[str, Any] = {'methodId': method_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('auth/login', d, LoginAuthResponse)

    def logout(self, *, meta: dict[str, Any] | None = None) -> TypedRequest[LogoutAuthResponse]:
        """Send `auth/logout`; await it for a `LogoutAuthResponse`."""
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('auth/logout', d, LogoutAuthResponse)

    def auth_status(self, *, meta: dict[str, Any] | None = None) -> TypedRequest[AuthStatusResponse]:
        """Send `auth/status` (unstable); await it for a `AuthStatusResponse`."""
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('auth/status', d, AuthStatusResponse)

    def initialize(self, protocol_version: ProtocolVersion, info: Implementation | dict[str, Any], *, capabilities: ClientCapabilities | dict[str, Any] | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[InitializeResponse]:
        """Send `initialize`; await it for a `InitializeResponse`."""
        d: dict[str, Any] = {'protocolVersion': protocol_version, 'info': _u(info)}
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('initialize', d, InitializeResponse)

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

    def fork_session(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ForkSessionResponse]:
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

    def list_sessions(self, *, cwd: AbsolutePath | None = None, cursor: SessionListCursor | None = None, archived: SessionArchiveFilter | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ListSessionsResponse]:
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

    def new_session(self, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[NewSessionResponse]:
        """Send `session/new`; await it for a `NewSessionResponse`."""
        d: dict[str, Any] = {'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
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

    def resume_session(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, replay_from: ReplayFrom | None = None, system_prompt: SystemPrompt | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ResumeSessionResponse]:
        """Send `session/resume`; await it for a `ResumeSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if replay_from is not None:
            d['replayFrom'] = _u(replay_from)
        if system_prompt is not None:
            d['systemPrompt'] = _u(system_prompt)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/resume', d, ResumeSessionResponse)

    def set_config_option(self, session_id: SessionId, config_id: SessionConfigId, value: Any, type: Any, *, meta: dict[str, Any] | None = None) -> TypedRequest[SetSessionConfigOptionResponse]:
        """Send `session/set_config_option`; await it for a `SetSessionConfigOptionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'configId': config_id, 'value': _u(value), 'type': _u(type)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/set_config_option', d, SetSessionConfigOptionResponse)

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

    def cancel_terminal(self, session_id: SessionId, terminal_id: TerminalId, *, meta: dict[str, Any] | None = None) -> TypedRequest[CancelTerminalResponse]:
        """Send `terminal/cancel`; await it for a `CancelTerminalResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'terminalId': terminal_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('terminal/cancel', d, CancelTerminalResponse)

    def cancel_tool_call(self, session_id: SessionId, tool_call_id: ToolCallId, *, meta: dict[str, Any] | None = None) -> TypedRequest[CancelToolCallResponse]:
        """Send `tool_call/cancel`; await it for a `CancelToolCallResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'toolCallId': tool_call_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('tool_call/cancel', d, CancelToolCallResponse)

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

    def request_permission(self, session_id: SessionId, title: str, options: list[PermissionOption], *, description: str | None = None, subject: RequestPermissionSubject | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[RequestPermissionResponse]:
        """Send `session/request_permission`; await it for a `RequestPermissionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'title': title, 'options': _u(options)}
        if description is not None:
            d['description'] = description
        if subject is not None:
            d['subject'] = _u(subject)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/request_permission', d, RequestPermissionResponse)

    def session_update(self, session_id: SessionId, update: SessionUpdate | dict[str, Any], *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `session/update`; await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'update': _u(update)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('session/update', d)

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
    'OtherNesSuggestion': 'it left the protocol',
    'Position': 'it left the protocol',
    'PositionEncodingKind': 'it left the protocol',
    'ProtocolLevelNotification': 'it left the protocol (`$/cancel_request` is typed by `CancelRequestNotification`)',
    'Range': 'it left the protocol',
    'RejectNesNotification': 'it left the protocol',
    'StartNesRequest': 'it left the protocol',
    'StartNesResponse': 'it left the protocol',
    'StopReason': "it left the protocol (a v2 turn's stop reason is the `stop_reason` of its `IdleStateUpdate`)",
    'SuggestNesRequest': 'it left the protocol',
    'SuggestNesResponse': 'it left the protocol',
    'TextDocumentContentChangeEvent': 'it left the protocol',
    'TextDocumentSyncKind': 'it left the protocol',
    'WorkspaceFolder': 'it left the protocol',
}
"""Names that left the protocol, and why (served from `removed_module()`, deprecated)."""

RENAMED: dict[str, str] = {
    'AuthCapabilities': 'ClientAuthCapabilities',
    'CancelledRequestPermissionOutcome': 'CancelledPermissionOutcome',
}
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
    from . import _generated_schema_v2_removed as module

    return module


def __getattr__(name: str) -> Any:
    return _deprecated_name(__name__, name, REMOVED, RENAMED, removed_module)


# What `acp_fast.acp.schema_v2` re-exports.
__all__ = [
    'AGENT_METHODS',
    'AbsolutePath',
    'AgentAuthCapabilities',
    'AgentCalls',
    'AgentCapabilities',
    'AgentMessage',
    'AgentMessageChunk',
    'AgentNotification',
    'AgentRequest',
    'AgentResponse',
    'AgentThought',
    'AgentThoughtChunk',
    'Annotations',
    'Any',
    'ArchiveSessionRequest',
    'ArchiveSessionResponse',
    'AudioContentBlock',
    'AuthAccount',
    'AuthMethod',
    'AuthMethodAgent',
    'AuthMethodId',
    'AuthMethodTerminal',
    'AuthState',
    'AuthStatusCapabilities',
    'AuthStatusRequest',
    'AuthStatusResponse',
    'AuthStatusUpdateNotification',
    'AvailableCommand',
    'AvailableCommandInput',
    'AvailableCommandsUpdate',
    'BackgroundSubagent',
    'BackgroundTerminal',
    'BackgroundToolCall',
    'BackgroundWork',
    'BlobResourceContents',
    'BooleanPropertySchema',
    'CLIENT_METHODS',
    'CancelRequestNotification',
    'CancelSessionNotification',
    'CancelTerminalRequest',
    'CancelTerminalResponse',
    'CancelToolCallRequest',
    'CancelToolCallResponse',
    'CancelledPermissionOutcome',
    'CheckedField',
    'ClientAuthCapabilities',
    'ClientCalls',
    'ClientCapabilities',
    'ClientNotification',
    'ClientRequest',
    'ClientResponse',
    'CloseSessionRequest',
    'CloseSessionResponse',
    'Command',
    'CommandPermissionSubject',
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
    'DeleteSessionRequest',
    'DeleteSessionResponse',
    'DeprecatedField',
    'Diff',
    'DiffChange',
    'DiffFileType',
    'DiffPatch',
    'DiffPatchFormat',
    'DiffPathChange',
    'DiffPathPairChange',
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
    'ErrorData',
    'ErrorStopReason',
    'ExtNotification',
    'ExtRequest',
    'ExtResponse',
    'Field',
    'ForkSessionRequest',
    'ForkSessionResponse',
    'HttpHeader',
    'Icon',
    'IconTheme',
    'IdleStateUpdate',
    'ImageContentBlock',
    'Implementation',
    'InitializeProxyRequest',
    'InitializeProxyResponse',
    'InitializeRequest',
    'InitializeResponse',
    'IntegerPropertySchema',
    'ListProvidersRequest',
    'ListProvidersResponse',
    'ListSessionsRequest',
    'ListSessionsResponse',
    'Literal',
    'LlmProtocol',
    'LoginAuthRequest',
    'LoginAuthResponse',
    'LogoutAuthRequest',
    'LogoutAuthResponse',
    'McpAcpCapabilities',
    'McpCapabilities',
    'McpError',
    'McpHttpCapabilities',
    'McpRequestId',
    'McpServer',
    'McpServerAcp',
    'McpServerAcpId',
    'McpServerHttp',
    'McpStdioCapabilities',
    'MediaType',
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
    'NoticeSeverity',
    'NumberPropertySchema',
    'OtherAuthMethod',
    'OtherAvailableCommand',
    'OtherAvailableCommandInput',
    'OtherBackgroundWork',
    'OtherContentBlock',
    'OtherElicitationPropertySchema',
    'OtherMcpServer',
    'OtherMultiSelectItems',
    'OtherPlanUpdateContent',
    'OtherReplayFrom',
    'OtherRequestPermissionOutcome',
    'OtherRequestPermissionSubject',
    'OtherSessionUpdate',
    'OtherStateUpdate',
    'OtherToolCallContent',
    'PROTOCOL_VERSION',
    'PermissionOption',
    'PermissionOptionId',
    'PermissionOptionKind',
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
    'PromptAudioCapabilities',
    'PromptCapabilities',
    'PromptEmbeddedContextCapabilities',
    'PromptImageCapabilities',
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
    'ReplayFrom',
    'ReplayFromStart',
    'RequestId',
    'RequestPermissionOutcome',
    'RequestPermissionRequest',
    'RequestPermissionResponse',
    'RequestPermissionSubject',
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
    'SessionConfigBoolean',
    'SessionConfigGroupId',
    'SessionConfigId',
    'SessionConfigOption',
    'SessionConfigOptionCategory',
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
    'SessionListCursor',
    'SessionMessage',
    'SessionMessageChunk',
    'SessionNotFoundErrorData',
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
    'SetSessionTitleRequest',
    'SetSessionTitleResponse',
    'StateUpdate',
    'StateUpdateSessionUpdate',
    'StdioMcpServer',
    'StringFormat',
    'StringMultiSelectItems',
    'StringPropertySchema',
    'SubagentSessionCapabilities',
    'SubagentUpdate',
    'SystemPrompt',
    'SystemPromptMode',
    'TYPE_CHECKING',
    'Terminal',
    'TerminalAuthCapabilities',
    'TerminalCancelCapabilities',
    'TerminalCapabilities',
    'TerminalExitStatus',
    'TerminalId',
    'TerminalOutput',
    'TerminalOutputChunk',
    'TerminalSize',
    'TerminalUpdate',
    'TextCommandInput',
    'TextContentBlock',
    'TextResourceContents',
    'TitledMultiSelectItems',
    'ToolCallCancelCapabilities',
    'ToolCallCapabilities',
    'ToolCallContent',
    'ToolCallContentChunk',
    'ToolCallId',
    'ToolCallLocation',
    'ToolCallPermissionSubject',
    'ToolCallProgress',
    'ToolCallStatus',
    'ToolCallUpdate',
    'ToolKind',
    'UnarchiveSessionRequest',
    'UnarchiveSessionResponse',
    'Union',
    'UnionField',
    'UnknownStateUpdate',
    'UnsupportedProtocolVersionErrorData',
    'UpdateSessionNotification',
    'Usage',
    'UsageUpdate',
    'UserMessage',
    'UserMessageChunk',
    'removed_module',
]
