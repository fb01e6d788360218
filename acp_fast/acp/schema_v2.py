"""ACP protocol version 2 types, generated from the official schema. Do not edit.

Source: ACP JSON schema v2/schema.unstable.json. Regenerate with `python scripts/generate_schema.py`.
"""

# ruff: noqa: E501
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Union

from ._model import (
    _MISSING,
    Field,
    Model,
    CheckedField,
    ModelField,
    SchemaError,
    UnionField,
    _check_tagged,
    _check_untagged,
    _expected,
    _list_wrapper,
    _map_wrapper,
    _prim_list_wrapper,
    _tagged_wrapper,
    _u,
    _untagged_wrapper,
    _wrapper,
)

if TYPE_CHECKING:
    from .. import Drained
    from ._typed import TypedRequest

PROTOCOL_VERSION = 2


class Method(NamedTuple):
    """One ACP method: wire name, Python name, params and result types (None: untyped JSON)."""

    wire: str
    name: str
    params: Any
    result: Any
    notification: bool
    unstable: bool


def _c_AcceptNesNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')


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
    if v is not None and type(v) not in (int, str):
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


def _c_AuthCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


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
    if v is not None and type(v) not in (int, str):
        raise _expected('an integer or a string', v)._at('requestId')


def _c_CancelSessionNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_CancelledRequestPermissionOutcome(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('outcome') != 'cancelled':
        raise SchemaError('expected cancelled', 'outcome')


def _c_ClientCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_ClientNesCapabilities(d: Any) -> None:
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


def _c_CloseNesRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


def _c_CloseNesResponse(d: Any) -> None:
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


def _c_ConnectMcpRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('serverId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'serverId')
    if type(v) is not str:
        raise _expected('a string', v)._at('serverId')


def _c_ConnectMcpResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('connectionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'connectionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('connectionId')


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


def _c_DidChangeDocumentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('version', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'version')
    if type(v) is not int:
        raise _expected('an integer', v)._at('version')
    if 'contentChanges' not in d:
        raise SchemaError('missing required field', 'contentChanges')


def _c_DidCloseDocumentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


def _c_DidFocusDocumentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('version', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'version')
    if type(v) is not int:
        raise _expected('an integer', v)._at('version')
    v = d.get('position', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'position')
    if v is None:
        raise _expected('a value', v)._at('position')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('position')
    v = d.get('visibleRange', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'visibleRange')
    if v is None:
        raise _expected('a value', v)._at('visibleRange')
    try:
        _c_Range(v)
    except SchemaError as exc:
        raise exc._at('visibleRange')


def _c_DidOpenDocumentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('languageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'languageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('languageId')
    v = d.get('version', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'version')
    if type(v) is not int:
        raise _expected('an integer', v)._at('version')
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')


def _c_DidSaveDocumentNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')


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


def _c_DisconnectMcpRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('connectionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'connectionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('connectionId')


def _c_DisconnectMcpResponse(d: Any) -> None:
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


def _c_ListSessionsResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if 'sessions' not in d:
        raise SchemaError('missing required field', 'sessions')


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
    v = d.get('connectionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'connectionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('connectionId')
    v = d.get('method', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'method')
    if type(v) is not str:
        raise _expected('a string', v)._at('method')


def _c_MessageMcpRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('connectionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'connectionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('connectionId')
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


def _c_NesCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesContextCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDiagnostic(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('range', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'range')
    if v is None:
        raise _expected('a value', v)._at('range')
    try:
        _c_Range(v)
    except SchemaError as exc:
        raise exc._at('range')
    v = d.get('severity', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'severity')
    if type(v) is not str:
        raise _expected('a string', v)._at('severity')
    v = d.get('message', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'message')
    if type(v) is not str:
        raise _expected('a string', v)._at('message')


def _c_NesDiagnosticsCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDocumentDidChangeCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('syncKind', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'syncKind')
    if type(v) is not str:
        raise _expected('a string', v)._at('syncKind')


def _c_NesDocumentDidCloseCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDocumentDidFocusCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDocumentDidOpenCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDocumentDidSaveCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesDocumentEventCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesEditHistoryCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesEditHistoryEntry(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('diff', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'diff')
    if type(v) is not str:
        raise _expected('a string', v)._at('diff')


def _c_NesEditSuggestion(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('kind') != 'edit':
        raise SchemaError('expected edit', 'kind')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('edits', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'edits')
    if v is None:
        raise _expected('a value', v)._at('edits')
    if type(v) is not list:
        raise _expected('an array', v)._at('edits')
    for i0, x0 in enumerate(v):
        try:
            _c_NesTextEdit(x0)
        except SchemaError as exc:
            raise exc._at('edits', i0)


def _c_NesEventCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesExcerpt(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('startLine', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'startLine')
    if type(v) is not int:
        raise _expected('an integer', v)._at('startLine')
    v = d.get('endLine', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'endLine')
    if type(v) is not int:
        raise _expected('an integer', v)._at('endLine')
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')


def _c_NesJumpCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesJumpSuggestion(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('kind') != 'jump':
        raise SchemaError('expected jump', 'kind')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('position', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'position')
    if v is None:
        raise _expected('a value', v)._at('position')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('position')


def _c_NesOpenFile(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('languageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'languageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('languageId')


def _c_NesOpenFilesCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesRecentFile(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('languageId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'languageId')
    if type(v) is not str:
        raise _expected('a string', v)._at('languageId')
    v = d.get('text', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'text')
    if type(v) is not str:
        raise _expected('a string', v)._at('text')


def _c_NesRecentFilesCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesRelatedSnippet(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('excerpts', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'excerpts')
    if v is None:
        raise _expected('a value', v)._at('excerpts')
    if type(v) is not list:
        raise _expected('an array', v)._at('excerpts')
    for i0, x0 in enumerate(v):
        try:
            _c_NesExcerpt(x0)
        except SchemaError as exc:
            raise exc._at('excerpts', i0)


def _c_NesRelatedSnippetsCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesRenameCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesRenameSuggestion(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('kind') != 'rename':
        raise SchemaError('expected rename', 'kind')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('position', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'position')
    if v is None:
        raise _expected('a value', v)._at('position')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('position')
    v = d.get('newName', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'newName')
    if type(v) is not str:
        raise _expected('a string', v)._at('newName')


def _c_NesRepository(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')
    v = d.get('owner', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'owner')
    if type(v) is not str:
        raise _expected('a string', v)._at('owner')
    v = d.get('remoteUrl', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'remoteUrl')
    if type(v) is not str:
        raise _expected('a string', v)._at('remoteUrl')


def _c_NesSearchAndReplaceCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NesSearchAndReplaceSuggestion(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('kind') != 'searchAndReplace':
        raise SchemaError('expected searchAndReplace', 'kind')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('search', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'search')
    if type(v) is not str:
        raise _expected('a string', v)._at('search')
    v = d.get('replace', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'replace')
    if type(v) is not str:
        raise _expected('a string', v)._at('replace')
    v = d.get('isRegex')
    if v is not None:
        if type(v) is not bool:
            raise _expected('a boolean', v)._at('isRegex')


def _c_NesSuggestContext(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('recentFiles')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('recentFiles')
        for i0, x0 in enumerate(v):
            try:
                _c_NesRecentFile(x0)
            except SchemaError as exc:
                raise exc._at('recentFiles', i0)
    v = d.get('relatedSnippets')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('relatedSnippets')
        for i0, x0 in enumerate(v):
            try:
                _c_NesRelatedSnippet(x0)
            except SchemaError as exc:
                raise exc._at('relatedSnippets', i0)
    v = d.get('editHistory')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('editHistory')
        for i0, x0 in enumerate(v):
            try:
                _c_NesEditHistoryEntry(x0)
            except SchemaError as exc:
                raise exc._at('editHistory', i0)
    v = d.get('userActions')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('userActions')
        for i0, x0 in enumerate(v):
            try:
                _c_NesUserAction(x0)
            except SchemaError as exc:
                raise exc._at('userActions', i0)
    v = d.get('openFiles')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('openFiles')
        for i0, x0 in enumerate(v):
            try:
                _c_NesOpenFile(x0)
            except SchemaError as exc:
                raise exc._at('openFiles', i0)
    v = d.get('diagnostics')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('diagnostics')
        for i0, x0 in enumerate(v):
            try:
                _c_NesDiagnostic(x0)
            except SchemaError as exc:
                raise exc._at('diagnostics', i0)


def _c_NesTextEdit(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('range', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'range')
    if v is None:
        raise _expected('a value', v)._at('range')
    try:
        _c_Range(v)
    except SchemaError as exc:
        raise exc._at('range')
    v = d.get('newText', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'newText')
    if type(v) is not str:
        raise _expected('a string', v)._at('newText')


def _c_NesUserAction(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('action', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'action')
    if type(v) is not str:
        raise _expected('a string', v)._at('action')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('position', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'position')
    if v is None:
        raise _expected('a value', v)._at('position')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('position')
    v = d.get('timestampMs', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'timestampMs')
    if type(v) is not int:
        raise _expected('an integer', v)._at('timestampMs')


def _c_NesUserActionsCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


def _c_NewSessionRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('cwd', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'cwd')
    if type(v) is not str:
        raise _expected('a string', v)._at('cwd')


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


def _c_OtherAvailableCommandInput(d: Any) -> None:
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


def _c_OtherNesSuggestion(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('kind', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'kind')
    if type(v) is not str:
        raise _expected('a string', v)._at('kind')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')


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


def _c_Position(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('line', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'line')
    if type(v) is not int:
        raise _expected('an integer', v)._at('line')
    v = d.get('character', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'character')
    if type(v) is not int:
        raise _expected('an integer', v)._at('character')


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


def _c_ProtocolLevelNotification(d: Any) -> None:
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
            _c_CancelRequestNotification(v)
        except SchemaError as exc:
            raise exc._at('params')


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


def _c_Range(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('start', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'start')
    if v is None:
        raise _expected('a value', v)._at('start')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('start')
    v = d.get('end', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'end')
    if v is None:
        raise _expected('a value', v)._at('end')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('end')


def _c_RejectNesNotification(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('suggestionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('suggestionId')


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


def _c_SessionInfoUpdate(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    if d.get('sessionUpdate') != 'session_info_update':
        raise SchemaError('expected session_info_update', 'sessionUpdate')


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


def _c_StartNesRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('workspaceFolders')
    if v is not None:
        if type(v) is not list:
            raise _expected('an array', v)._at('workspaceFolders')
        for i0, x0 in enumerate(v):
            try:
                _c_WorkspaceFolder(x0)
            except SchemaError as exc:
                raise exc._at('workspaceFolders', i0)


def _c_StartNesResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')


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


def _c_SuggestNesRequest(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('sessionId', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'sessionId')
    if type(v) is not str:
        raise _expected('a string', v)._at('sessionId')
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('version', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'version')
    if type(v) is not int:
        raise _expected('an integer', v)._at('version')
    v = d.get('position', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'position')
    if v is None:
        raise _expected('a value', v)._at('position')
    try:
        _c_Position(v)
    except SchemaError as exc:
        raise exc._at('position')
    v = d.get('selection')
    if v is not None:
        try:
            _c_Range(v)
        except SchemaError as exc:
            raise exc._at('selection')
    v = d.get('triggerKind', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'triggerKind')
    if type(v) is not str:
        raise _expected('a string', v)._at('triggerKind')
    v = d.get('context')
    if v is not None:
        try:
            _c_NesSuggestContext(v)
        except SchemaError as exc:
            raise exc._at('context')


def _c_SuggestNesResponse(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('suggestions', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'suggestions')
    if v is None:
        raise _expected('a value', v)._at('suggestions')
    if type(v) is not list:
        raise _expected('an array', v)._at('suggestions')
    for i0, x0 in enumerate(v):
        try:
            _c_NesSuggestion(x0)
        except SchemaError as exc:
            raise exc._at('suggestions', i0)


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


def _c_TextDocumentContentChangeEvent(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('range')
    if v is not None:
        try:
            _c_Range(v)
        except SchemaError as exc:
            raise exc._at('range')
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


def _c_WorkspaceFolder(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)
    v = d.get('uri', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'uri')
    if type(v) is not str:
        raise _expected('a string', v)._at('uri')
    v = d.get('name', _MISSING)
    if v is _MISSING:
        raise SchemaError('missing required field', 'name')
    if type(v) is not str:
        raise _expected('a string', v)._at('name')


_AuthMethod_checks: dict[Any, Any] = {'terminal': _c_AuthMethodTerminal, 'agent': _c_AuthMethodAgent}


def _c_AuthMethod(d: Any) -> None:
    kind = d.get('type') if type(d) is dict else None
    check = _AuthMethod_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'type', _AuthMethod_checks, _c_OtherAuthMethod, 'AuthMethod')
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


_NesSuggestion_checks: dict[Any, Any] = {'edit': _c_NesEditSuggestion, 'jump': _c_NesJumpSuggestion, 'rename': _c_NesRenameSuggestion, 'searchAndReplace': _c_NesSearchAndReplaceSuggestion}


def _c_NesSuggestion(d: Any) -> None:
    kind = d.get('kind') if type(d) is dict else None
    check = _NesSuggestion_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'kind', _NesSuggestion_checks, _c_OtherNesSuggestion, 'NesSuggestion')
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


_RequestPermissionOutcome_checks: dict[Any, Any] = {'cancelled': _c_CancelledRequestPermissionOutcome, 'selected': _c_SelectedPermissionOutcome}


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


_SessionUpdate_checks: dict[Any, Any] = {'user_message_chunk': _c_UserMessageChunk, 'user_message': _c_UserMessage, 'agent_message_chunk': _c_AgentMessageChunk, 'agent_message': _c_AgentMessage, 'agent_thought_chunk': _c_AgentThoughtChunk, 'agent_thought': _c_AgentThought, 'state_update': _c_StateUpdateSessionUpdate, 'tool_call_content_chunk': _c_ToolCallContentChunk, 'tool_call_update': _c_ToolCallProgress, 'terminal_update': _c_TerminalUpdate, 'terminal_output_chunk': _c_TerminalOutputChunk, 'plan_update': _c_PlanUpdate, 'plan_removed': _c_PlanRemoved, 'available_commands_update': _c_AvailableCommandsUpdate, 'config_option_update': _c_ConfigOptionUpdate, 'session_info_update': _c_SessionInfoUpdate, 'usage_update': _c_UsageUpdate, 'notice': _c_Notice, 'compaction_update': _c_CompactionUpdate, 'compaction_summary_chunk': _c_CompactionSummaryChunk}


def _c_SessionUpdate(d: Any) -> None:
    kind = d.get('sessionUpdate') if type(d) is dict else None
    check = _SessionUpdate_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'sessionUpdate', _SessionUpdate_checks, _c_OtherSessionUpdate, 'SessionUpdate')
    else:
        check(d)


_StateUpdate_checks: dict[Any, Any] = {'running': _c_RunningStateUpdate, 'idle': _c_IdleStateUpdate, 'requires_action': _c_RequiresActionStateUpdate}


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


class AcceptNesNotification(Model):
    """Notification sent when a suggestion is accepted."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, suggestion_id: NesSuggestionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'suggestionId': suggestion_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentAuthCapabilities(Model):
    """Authentication-related extension capabilities supported by the agent."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class AgentCapabilities(Model):
    """Capabilities supported by the agent."""

    __slots__ = ()
    session: Field[SessionCapabilities | None] = Field('session')
    auth: Field[AgentAuthCapabilities | None] = Field('auth')
    providers: Field[ProvidersCapabilities | None] = Field('providers')
    nes: Field[NesCapabilities | None] = Field('nes')
    position_encoding: Field[PositionEncodingKind | None] = Field('positionEncoding')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, session: SessionCapabilities | None = None, auth: AgentAuthCapabilities | None = None, providers: ProvidersCapabilities | None = None, nes: NesCapabilities | None = None, position_encoding: PositionEncodingKind | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if session is not None:
            d['session'] = _u(session)
        if auth is not None:
            d['auth'] = _u(auth)
        if providers is not None:
            d['providers'] = _u(providers)
        if nes is not None:
            d['nes'] = _u(nes)
        if position_encoding is not None:
            d['positionEncoding'] = position_encoding
        if meta is not None:
            d['_meta'] = _u(meta)
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


class AuthCapabilities(Model):
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
    """Notification to cancel ongoing operations for a session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CancelledRequestPermissionOutcome(Model):
    """Active session work was cancelled before the user responded."""

    __slots__ = ()
    TAG = 'cancelled'

    def __init__(self) -> None:
        d: dict[str, Any] = {'outcome': 'cancelled'}
        self._d = d


class ClientCapabilities(Model):
    """Capabilities supported by the client."""

    __slots__ = ()
    auth: Field[AuthCapabilities | None] = Field('auth')
    elicitation: Field[ElicitationCapabilities | None] = Field('elicitation')
    nes: Field[ClientNesCapabilities | None] = Field('nes')
    position_encodings: Field[list[PositionEncodingKind] | None] = Field('positionEncodings')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, auth: AuthCapabilities | None = None, elicitation: ElicitationCapabilities | None = None, nes: ClientNesCapabilities | None = None, position_encodings: list[PositionEncodingKind] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if auth is not None:
            d['auth'] = _u(auth)
        if elicitation is not None:
            d['elicitation'] = _u(elicitation)
        if nes is not None:
            d['nes'] = _u(nes)
        if position_encodings is not None:
            d['positionEncodings'] = position_encodings
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ClientNesCapabilities(Model):
    """NES capabilities advertised by the client during initialization."""

    __slots__ = ()
    jump: Field[NesJumpCapabilities | None] = Field('jump')
    rename: Field[NesRenameCapabilities | None] = Field('rename')
    search_and_replace: Field[NesSearchAndReplaceCapabilities | None] = Field('searchAndReplace')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, jump: NesJumpCapabilities | None = None, rename: NesRenameCapabilities | None = None, search_and_replace: NesSearchAndReplaceCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if jump is not None:
            d['jump'] = _u(jump)
        if rename is not None:
            d['rename'] = _u(rename)
        if search_and_replace is not None:
            d['searchAndReplace'] = _u(search_and_replace)
        if meta is not None:
            d['_meta'] = _u(meta)
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


class CloseNesRequest(Model):
    """Request to close an NES session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class CloseNesResponse(Model):
    """Response from closing an NES session."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
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
    """**UNSTABLE**"""

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
    """**UNSTABLE**"""

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


class ConnectMcpRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    server_id: Field[McpServerAcpId] = Field('serverId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, server_id: McpServerAcpId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'serverId': server_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ConnectMcpResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    connection_id: Field[McpConnectionId] = Field('connectionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, connection_id: McpConnectionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'connectionId': connection_id}
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


class DidChangeDocumentNotification(Model):
    """Notification sent when a file is edited."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    version: Field[int] = Field('version')
    content_changes: Field[list[TextDocumentContentChangeEvent]] = Field('contentChanges')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, version: int, content_changes: list[TextDocumentContentChangeEvent], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'contentChanges': _u(content_changes)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DidCloseDocumentNotification(Model):
    """Notification sent when a file is closed."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DidFocusDocumentNotification(Model):
    """Notification sent when a file becomes the active editor tab."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    version: Field[int] = Field('version')
    position: Field[Position] = Field('position')
    visible_range: Field[Range] = Field('visibleRange')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, version: int, position: Position | dict[str, Any], visible_range: Range | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'position': _u(position), 'visibleRange': _u(visible_range)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DidOpenDocumentNotification(Model):
    """Notification sent when a file is opened in the editor."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    language_id: Field[str] = Field('languageId')
    version: Field[int] = Field('version')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, language_id: str, version: int, text: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'languageId': language_id, 'version': version, 'text': text}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DidSaveDocumentNotification(Model):
    """Notification sent when a file is saved."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri}
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
    """One file-level change described by a [`Diff`]."""

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

    def __init__(self, format: DiffPatchFormat, text: str) -> None:
        d: dict[str, Any] = {'format': format, 'text': text}
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


class DisconnectMcpRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    connection_id: Field[McpConnectionId] = Field('connectionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, connection_id: McpConnectionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'connectionId': connection_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class DisconnectMcpResponse(Model):
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
    data: Field[Any] = Field('data')

    def __init__(self, code: ErrorCode, message: str, *, data: Any = None) -> None:
        d: dict[str, Any] = {'code': code, 'message': message}
        if data is not None:
            d['data'] = _u(data)
        self._d = d


class ForkSessionRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ForkSessionResponse(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
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


class Icon(Model):
    """An optionally-sized icon that can be displayed in a user interface."""

    __slots__ = ()
    src: Field[str] = Field('src')
    mime_type: Field[MediaType | None] = Field('mimeType')
    sizes: Field[list[str] | None] = Field('sizes')
    theme: Field[IconTheme | None] = Field('theme')

    def __init__(self, src: str, *, mime_type: MediaType | None = None, sizes: list[str] | None = None, theme: IconTheme | None = None) -> None:
        d: dict[str, Any] = {'src': src}
        if mime_type is not None:
            d['mimeType'] = mime_type
        if sizes is not None:
            d['sizes'] = sizes
        if theme is not None:
            d['theme'] = theme
        self._d = d


class IdleStateUpdate(Model):
    """The agent is ready to process a new prompt."""

    __slots__ = ()
    TAG = 'idle'
    stop_reason: Field[StopReason | None] = Field('stopReason')
    usage: Field[Usage | None] = Field('usage')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, stop_reason: StopReason | None = None, usage: Usage | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'state': 'idle'}
        if stop_reason is not None:
            d['stopReason'] = stop_reason
        if usage is not None:
            d['usage'] = _u(usage)
        if meta is not None:
            d['_meta'] = _u(meta)
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
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, cwd: AbsolutePath | None = None, cursor: SessionListCursor | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if cwd is not None:
            d['cwd'] = cwd
        if cursor is not None:
            d['cursor'] = cursor
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
    connection_id: Field[McpConnectionId] = Field('connectionId')
    method: Field[str] = Field('method')
    params: Field[dict[str, Any] | None] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, connection_id: McpConnectionId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'connectionId': connection_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class MessageMcpRequest(Model):
    """**UNSTABLE**"""

    __slots__ = ()
    connection_id: Field[McpConnectionId] = Field('connectionId')
    method: Field[str] = Field('method')
    params: Field[dict[str, Any] | None] = Field('params')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, connection_id: McpConnectionId, method: str, *, params: dict[str, Any] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'connectionId': connection_id, 'method': method}
        if params is not None:
            d['params'] = _u(params)
        if meta is not None:
            d['_meta'] = _u(meta)
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


class NesCapabilities(Model):
    """NES capabilities advertised by the agent during initialization."""

    __slots__ = ()
    events: Field[NesEventCapabilities | None] = Field('events')
    context: Field[NesContextCapabilities | None] = Field('context')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, events: NesEventCapabilities | None = None, context: NesContextCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if events is not None:
            d['events'] = _u(events)
        if context is not None:
            d['context'] = _u(context)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesContextCapabilities(Model):
    """Context capabilities the agent wants attached to each suggestion request."""

    __slots__ = ()
    recent_files: Field[NesRecentFilesCapabilities | None] = Field('recentFiles')
    related_snippets: Field[NesRelatedSnippetsCapabilities | None] = Field('relatedSnippets')
    edit_history: Field[NesEditHistoryCapabilities | None] = Field('editHistory')
    user_actions: Field[NesUserActionsCapabilities | None] = Field('userActions')
    open_files: Field[NesOpenFilesCapabilities | None] = Field('openFiles')
    diagnostics: Field[NesDiagnosticsCapabilities | None] = Field('diagnostics')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, recent_files: NesRecentFilesCapabilities | None = None, related_snippets: NesRelatedSnippetsCapabilities | None = None, edit_history: NesEditHistoryCapabilities | None = None, user_actions: NesUserActionsCapabilities | None = None, open_files: NesOpenFilesCapabilities | None = None, diagnostics: NesDiagnosticsCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if recent_files is not None:
            d['recentFiles'] = _u(recent_files)
        if related_snippets is not None:
            d['relatedSnippets'] = _u(related_snippets)
        if edit_history is not None:
            d['editHistory'] = _u(edit_history)
        if user_actions is not None:
            d['userActions'] = _u(user_actions)
        if open_files is not None:
            d['openFiles'] = _u(open_files)
        if diagnostics is not None:
            d['diagnostics'] = _u(diagnostics)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDiagnostic(Model):
    """A diagnostic (error, warning, etc.)."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    range: Field[Range] = Field('range')
    severity: Field[NesDiagnosticSeverity] = Field('severity')
    message: Field[str] = Field('message')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, range: Range | dict[str, Any], severity: NesDiagnosticSeverity, message: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'range': _u(range), 'severity': severity, 'message': message}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDiagnosticsCapabilities(Model):
    """Capabilities for diagnostics context."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentDidChangeCapabilities(Model):
    """Capabilities for `document/didChange` events."""

    __slots__ = ()
    sync_kind: Field[TextDocumentSyncKind] = Field('syncKind')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, sync_kind: TextDocumentSyncKind, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'syncKind': sync_kind}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentDidCloseCapabilities(Model):
    """Marker for `document/didClose` capability support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentDidFocusCapabilities(Model):
    """Marker for `document/didFocus` capability support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentDidOpenCapabilities(Model):
    """Marker for `document/didOpen` capability support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentDidSaveCapabilities(Model):
    """Marker for `document/didSave` capability support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesDocumentEventCapabilities(Model):
    """Document event capabilities the agent wants to receive."""

    __slots__ = ()
    did_open: Field[NesDocumentDidOpenCapabilities | None] = Field('didOpen')
    did_change: Field[NesDocumentDidChangeCapabilities | None] = Field('didChange')
    did_close: Field[NesDocumentDidCloseCapabilities | None] = Field('didClose')
    did_save: Field[NesDocumentDidSaveCapabilities | None] = Field('didSave')
    did_focus: Field[NesDocumentDidFocusCapabilities | None] = Field('didFocus')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, did_open: NesDocumentDidOpenCapabilities | None = None, did_change: NesDocumentDidChangeCapabilities | None = None, did_close: NesDocumentDidCloseCapabilities | None = None, did_save: NesDocumentDidSaveCapabilities | None = None, did_focus: NesDocumentDidFocusCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if did_open is not None:
            d['didOpen'] = _u(did_open)
        if did_change is not None:
            d['didChange'] = _u(did_change)
        if did_close is not None:
            d['didClose'] = _u(did_close)
        if did_save is not None:
            d['didSave'] = _u(did_save)
        if did_focus is not None:
            d['didFocus'] = _u(did_focus)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesEditHistoryCapabilities(Model):
    """Capabilities for edit history context."""

    __slots__ = ()
    max_count: Field[int | None] = Field('maxCount')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, max_count: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if max_count is not None:
            d['maxCount'] = max_count
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesEditHistoryEntry(Model):
    """An entry in the edit history."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    diff: Field[str] = Field('diff')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, diff: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'diff': diff}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesEditSuggestion(Model):
    """A text edit suggestion."""

    __slots__ = ()
    TAG = 'edit'
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    uri: Field[str] = Field('uri')
    edits: Field[list[NesTextEdit]] = Field('edits')
    cursor_position: Field[Position | None] = Field('cursorPosition')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, suggestion_id: NesSuggestionId, uri: str, edits: list[NesTextEdit], *, cursor_position: Position | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'kind': 'edit', 'suggestionId': suggestion_id, 'uri': uri, 'edits': _u(edits)}
        if cursor_position is not None:
            d['cursorPosition'] = _u(cursor_position)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesEventCapabilities(Model):
    """Event capabilities the agent can consume."""

    __slots__ = ()
    document: Field[NesDocumentEventCapabilities | None] = Field('document')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, document: NesDocumentEventCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if document is not None:
            d['document'] = _u(document)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesExcerpt(Model):
    """A code excerpt from a file."""

    __slots__ = ()
    start_line: Field[int] = Field('startLine')
    end_line: Field[int] = Field('endLine')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, start_line: int, end_line: int, text: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'startLine': start_line, 'endLine': end_line, 'text': text}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesJumpCapabilities(Model):
    """Marker for jump suggestion support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesJumpSuggestion(Model):
    """A jump-to-location suggestion."""

    __slots__ = ()
    TAG = 'jump'
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    uri: Field[str] = Field('uri')
    position: Field[Position] = Field('position')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, suggestion_id: NesSuggestionId, uri: str, position: Position | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'kind': 'jump', 'suggestionId': suggestion_id, 'uri': uri, 'position': _u(position)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesOpenFile(Model):
    """An open file in the editor."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    language_id: Field[str] = Field('languageId')
    visible_range: Field[Range | None] = Field('visibleRange')
    last_focused_ms: Field[int | None] = Field('lastFocusedMs')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, language_id: str, *, visible_range: Range | None = None, last_focused_ms: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'languageId': language_id}
        if visible_range is not None:
            d['visibleRange'] = _u(visible_range)
        if last_focused_ms is not None:
            d['lastFocusedMs'] = last_focused_ms
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesOpenFilesCapabilities(Model):
    """Capabilities for open files context."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRecentFile(Model):
    """A recently accessed file."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    language_id: Field[str] = Field('languageId')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, language_id: str, text: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'languageId': language_id, 'text': text}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRecentFilesCapabilities(Model):
    """Capabilities for recent files context."""

    __slots__ = ()
    max_count: Field[int | None] = Field('maxCount')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, max_count: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if max_count is not None:
            d['maxCount'] = max_count
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRelatedSnippet(Model):
    """A related code snippet from a file."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    excerpts: Field[list[NesExcerpt]] = Field('excerpts')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, excerpts: list[NesExcerpt], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'excerpts': _u(excerpts)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRelatedSnippetsCapabilities(Model):
    """Capabilities for related snippets context."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRenameCapabilities(Model):
    """Marker for rename suggestion support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRenameSuggestion(Model):
    """A rename symbol suggestion."""

    __slots__ = ()
    TAG = 'rename'
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    uri: Field[str] = Field('uri')
    position: Field[Position] = Field('position')
    new_name: Field[str] = Field('newName')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, suggestion_id: NesSuggestionId, uri: str, position: Position | dict[str, Any], new_name: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'kind': 'rename', 'suggestionId': suggestion_id, 'uri': uri, 'position': _u(position), 'newName': new_name}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesRepository(Model):
    """Repository metadata for an NES session."""

    __slots__ = ()
    name: Field[str] = Field('name')
    owner: Field[str] = Field('owner')
    remote_url: Field[str] = Field('remoteUrl')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, name: str, owner: str, remote_url: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'name': name, 'owner': owner, 'remoteUrl': remote_url}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesSearchAndReplaceCapabilities(Model):
    """Marker for search and replace suggestion support."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesSearchAndReplaceSuggestion(Model):
    """A search-and-replace suggestion."""

    __slots__ = ()
    TAG = 'searchAndReplace'
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    uri: Field[str] = Field('uri')
    search: Field[str] = Field('search')
    replace: Field[str] = Field('replace')
    is_regex: Field[bool | None] = Field('isRegex')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, suggestion_id: NesSuggestionId, uri: str, search: str, replace: str, *, is_regex: bool | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'kind': 'searchAndReplace', 'suggestionId': suggestion_id, 'uri': uri, 'search': search, 'replace': replace}
        if is_regex is not None:
            d['isRegex'] = is_regex
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesSuggestContext(Model):
    """Context attached to a suggestion request."""

    __slots__ = ()
    recent_files: Field[list[NesRecentFile] | None] = Field('recentFiles')
    related_snippets: Field[list[NesRelatedSnippet] | None] = Field('relatedSnippets')
    edit_history: Field[list[NesEditHistoryEntry] | None] = Field('editHistory')
    user_actions: Field[list[NesUserAction] | None] = Field('userActions')
    open_files: Field[list[NesOpenFile] | None] = Field('openFiles')
    diagnostics: Field[list[NesDiagnostic] | None] = Field('diagnostics')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, recent_files: list[NesRecentFile] | None = None, related_snippets: list[NesRelatedSnippet] | None = None, edit_history: list[NesEditHistoryEntry] | None = None, user_actions: list[NesUserAction] | None = None, open_files: list[NesOpenFile] | None = None, diagnostics: list[NesDiagnostic] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if recent_files is not None:
            d['recentFiles'] = _u(recent_files)
        if related_snippets is not None:
            d['relatedSnippets'] = _u(related_snippets)
        if edit_history is not None:
            d['editHistory'] = _u(edit_history)
        if user_actions is not None:
            d['userActions'] = _u(user_actions)
        if open_files is not None:
            d['openFiles'] = _u(open_files)
        if diagnostics is not None:
            d['diagnostics'] = _u(diagnostics)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesTextEdit(Model):
    """A text edit within a suggestion."""

    __slots__ = ()
    range: Field[Range] = Field('range')
    new_text: Field[str] = Field('newText')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, range: Range | dict[str, Any], new_text: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'range': _u(range), 'newText': new_text}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesUserAction(Model):
    """A user action (typing, cursor movement, etc.)."""

    __slots__ = ()
    action: Field[str] = Field('action')
    uri: Field[str] = Field('uri')
    position: Field[Position] = Field('position')
    timestamp_ms: Field[int] = Field('timestampMs')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, action: str, uri: str, position: Position | dict[str, Any], timestamp_ms: int, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'action': action, 'uri': uri, 'position': _u(position), 'timestampMs': timestamp_ms}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NesUserActionsCapabilities(Model):
    """Capabilities for user actions context."""

    __slots__ = ()
    max_count: Field[int | None] = Field('maxCount')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, max_count: int | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if max_count is not None:
            d['maxCount'] = max_count
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NewSessionRequest(Model):
    """Request parameters for creating a new session."""

    __slots__ = ()
    cwd: Field[AbsolutePath] = Field('cwd')
    additional_directories: Field[list[AbsolutePath] | None] = Field('additionalDirectories')
    mcp_servers: Field[list[McpServer] | None] = Field('mcpServers')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class NewSessionResponse(Model):
    """Response from creating a new session."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if config_options is not None:
            d['configOptions'] = _u(config_options)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class Notice(Model):
    """**UNSTABLE**"""

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
    description: Field[str | None] = Field('description')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, type: str, method_id: AuthMethodId, name: str, *, description: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': type, 'methodId': method_id, 'name': name}
        if description is not None:
            d['description'] = description
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class OtherAvailableCommandInput(Model):
    """Custom or future command input specification."""

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


class OtherNesSuggestion(Model):
    """Custom or future NES suggestion."""

    __slots__ = ()
    kind: Field[str] = Field('kind')
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')

    def __init__(self, kind: str, suggestion_id: NesSuggestionId) -> None:
        d: dict[str, Any] = {'kind': kind, 'suggestionId': suggestion_id}
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
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, type: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'type': type}
        if meta is not None:
            d['_meta'] = _u(meta)
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


class Position(Model):
    """A zero-based position in a text document."""

    __slots__ = ()
    line: Field[int] = Field('line')
    character: Field[int] = Field('character')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, line: int, character: int, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'line': line, 'character': character}
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
    """Response acknowledging that a user prompt was accepted."""

    __slots__ = ()
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ProtocolLevelNotification(Model):
    """A JSON-RPC notification object."""

    __slots__ = ()
    method: Field[str] = Field('method')
    params: Field[CancelRequestNotification | None] = Field('params')

    def __init__(self, method: str, *, params: CancelRequestNotification | None = None) -> None:
        d: dict[str, Any] = {'method': method}
        if params is not None:
            d['params'] = _u(params)
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


class Range(Model):
    """A range in a text document, expressed as start and end positions."""

    __slots__ = ()
    start: Field[Position] = Field('start')
    end: Field[Position] = Field('end')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, start: Position | dict[str, Any], end: Position | dict[str, Any], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'start': _u(start), 'end': _u(end)}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class RejectNesNotification(Model):
    """Notification sent when a suggestion is rejected."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')
    reason: Field[NesRejectReason | None] = Field('reason')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, suggestion_id: NesSuggestionId, *, reason: NesRejectReason | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'suggestionId': suggestion_id}
        if reason is not None:
            d['reason'] = reason
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ReplayFromStart(Model):
    """Inclusive replay cursor requesting replay from the start of the conversation."""

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
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, replay_from: ReplayFrom | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if replay_from is not None:
            d['replayFrom'] = _u(replay_from)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ResumeSessionResponse(Model):
    """Response from resuming an existing session."""

    __slots__ = ()
    config_options: Field[list[SessionConfigOption] | None] = Field('configOptions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, config_options: list[SessionConfigOption] | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
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


class SessionCapabilities(Model):
    """Session capabilities supported by the agent."""

    __slots__ = ()
    prompt: Field[PromptCapabilities | None] = Field('prompt')
    mcp: Field[McpCapabilities | None] = Field('mcp')
    delete: Field[SessionDeleteCapabilities | None] = Field('delete')
    additional_directories: Field[SessionAdditionalDirectoriesCapabilities | None] = Field('additionalDirectories')
    fork: Field[SessionForkCapabilities | None] = Field('fork')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, prompt: PromptCapabilities | None = None, mcp: McpCapabilities | None = None, delete: SessionDeleteCapabilities | None = None, additional_directories: SessionAdditionalDirectoriesCapabilities | None = None, fork: SessionForkCapabilities | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if prompt is not None:
            d['prompt'] = _u(prompt)
        if mcp is not None:
            d['mcp'] = _u(mcp)
        if delete is not None:
            d['delete'] = _u(delete)
        if additional_directories is not None:
            d['additionalDirectories'] = _u(additional_directories)
        if fork is not None:
            d['fork'] = _u(fork)
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
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, title: str | None = None, updated_at: str | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if title is not None:
            d['title'] = title
        if updated_at is not None:
            d['updatedAt'] = updated_at
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


class StartNesRequest(Model):
    """Request to start an NES session."""

    __slots__ = ()
    workspace_uri: Field[str | None] = Field('workspaceUri')
    workspace_folders: Field[list[WorkspaceFolder] | None] = Field('workspaceFolders')
    repository: Field[NesRepository | None] = Field('repository')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, *, workspace_uri: str | None = None, workspace_folders: list[WorkspaceFolder] | None = None, repository: NesRepository | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {}
        if workspace_uri is not None:
            d['workspaceUri'] = workspace_uri
        if workspace_folders is not None:
            d['workspaceFolders'] = _u(workspace_folders)
        if repository is not None:
            d['repository'] = _u(repository)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class StartNesResponse(Model):
    """Response to `nes/start`."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class StateUpdateSessionUpdate(Model):
    """The state of the agent's foreground work has changed."""

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


class SuggestNesRequest(Model):
    """Request for a code suggestion."""

    __slots__ = ()
    session_id: Field[SessionId] = Field('sessionId')
    uri: Field[str] = Field('uri')
    version: Field[int] = Field('version')
    position: Field[Position] = Field('position')
    selection: Field[Range | None] = Field('selection')
    trigger_kind: Field[NesTriggerKind] = Field('triggerKind')
    context: Field[NesSuggestContext | None] = Field('context')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, session_id: SessionId, uri: str, version: int, position: Position | dict[str, Any], trigger_kind: NesTriggerKind, *, selection: Range | None = None, context: NesSuggestContext | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'position': _u(position), 'triggerKind': trigger_kind}
        if selection is not None:
            d['selection'] = _u(selection)
        if context is not None:
            d['context'] = _u(context)
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class SuggestNesResponse(Model):
    """Response to `nes/suggest`."""

    __slots__ = ()
    suggestions: Field[list[NesSuggestion]] = Field('suggestions')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, suggestions: list[NesSuggestion], *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'suggestions': _u(suggestions)}
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


class TerminalUpdate(Model):
    """An upsert for the stored state of an agent-owned terminal."""

    __slots__ = ()
    TAG = 'terminal_update'
    terminal_id: Field[TerminalId] = Field('terminalId')
    command: Field[str | None] = Field('command')
    cwd: Field[AbsolutePath | None] = Field('cwd')
    output: Field[TerminalOutput | None] = Field('output')
    exit_status: Field[TerminalExitStatus | None] = Field('exitStatus')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, terminal_id: TerminalId, *, command: str | None = None, cwd: AbsolutePath | None = None, output: TerminalOutput | None = None, exit_status: TerminalExitStatus | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'sessionUpdate': 'terminal_update', 'terminalId': terminal_id}
        if command is not None:
            d['command'] = command
        if cwd is not None:
            d['cwd'] = cwd
        if output is not None:
            d['output'] = _u(output)
        if exit_status is not None:
            d['exitStatus'] = _u(exit_status)
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


class TextDocumentContentChangeEvent(Model):
    """A content change event for a document."""

    __slots__ = ()
    range: Field[Range | None] = Field('range')
    text: Field[str] = Field('text')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, text: str, *, range: Range | None = None, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'text': text}
        if range is not None:
            d['range'] = _u(range)
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

    def __init__(self, tool_call: ToolCallUpdate | dict[str, Any]) -> None:
        d: dict[str, Any] = {'type': 'tool_call', 'toolCall': _u(tool_call)}
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
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, tool_call_id: ToolCallId, *, name: str | None = None, title: str | None = None, kind: ToolKind | None = None, status: ToolCallStatus | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, meta: dict[str, Any] | None = None) -> None:
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
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


class ToolCallProgress(ToolCallUpdate):
    """A tool call has been created or updated."""

    __slots__ = ()
    TAG = 'tool_call_update'

    def __init__(self, tool_call_id: ToolCallId, *, name: str | None = None, title: str | None = None, kind: ToolKind | None = None, status: ToolCallStatus | None = None, content: list[ToolCallContent] | None = None, locations: list[ToolCallLocation] | None = None, raw_input: Any = None, raw_output: Any = None, meta: dict[str, Any] | None = None) -> None:
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


class WorkspaceFolder(Model):
    """A workspace folder."""

    __slots__ = ()
    uri: Field[str] = Field('uri')
    name: Field[str] = Field('name')
    meta: Field[dict[str, Any] | None] = Field('_meta')

    def __init__(self, uri: str, name: str, *, meta: dict[str, Any] | None = None) -> None:
        d: dict[str, Any] = {'uri': uri, 'name': name}
        if meta is not None:
            d['_meta'] = _u(meta)
        self._d = d


AuthMethod = Union[AuthMethodTerminal, AuthMethodAgent, OtherAuthMethod]
_AuthMethod_variants: dict[str, Any] = {'terminal': AuthMethodTerminal, 'agent': AuthMethodAgent}
_w_AuthMethod = _tagged_wrapper('type', _AuthMethod_variants, OtherAuthMethod)
AvailableCommandInput = Union[TextCommandInput, OtherAvailableCommandInput]
_AvailableCommandInput_variants: dict[str, Any] = {'text': TextCommandInput}
_w_AvailableCommandInput = _tagged_wrapper('type', _AvailableCommandInput_variants, OtherAvailableCommandInput)
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
NesSuggestion = Union[NesEditSuggestion, NesJumpSuggestion, NesRenameSuggestion, NesSearchAndReplaceSuggestion, OtherNesSuggestion]
_NesSuggestion_variants: dict[str, Any] = {'edit': NesEditSuggestion, 'jump': NesJumpSuggestion, 'rename': NesRenameSuggestion, 'searchAndReplace': NesSearchAndReplaceSuggestion}
_w_NesSuggestion = _tagged_wrapper('kind', _NesSuggestion_variants, OtherNesSuggestion)
PlanUpdateContent = Union[PlanItems, PlanFile, PlanMarkdown, OtherPlanUpdateContent]
_PlanUpdateContent_variants: dict[str, Any] = {'items': PlanItems, 'file': PlanFile, 'markdown': PlanMarkdown}
_w_PlanUpdateContent = _tagged_wrapper('type', _PlanUpdateContent_variants, OtherPlanUpdateContent)
ReplayFrom = Union[ReplayFromStart, OtherReplayFrom]
_ReplayFrom_variants: dict[str, Any] = {'start': ReplayFromStart}
_w_ReplayFrom = _tagged_wrapper('type', _ReplayFrom_variants, OtherReplayFrom)
RequestPermissionOutcome = Union[CancelledRequestPermissionOutcome, SelectedPermissionOutcome, OtherRequestPermissionOutcome]
_RequestPermissionOutcome_variants: dict[str, Any] = {'cancelled': CancelledRequestPermissionOutcome, 'selected': SelectedPermissionOutcome}
_w_RequestPermissionOutcome = _tagged_wrapper('outcome', _RequestPermissionOutcome_variants, OtherRequestPermissionOutcome)
RequestPermissionSubject = Union[ToolCallPermissionSubject, CommandPermissionSubject, OtherRequestPermissionSubject]
_RequestPermissionSubject_variants: dict[str, Any] = {'tool_call': ToolCallPermissionSubject, 'command': CommandPermissionSubject}
_w_RequestPermissionSubject = _tagged_wrapper('type', _RequestPermissionSubject_variants, OtherRequestPermissionSubject)
SessionUpdate = Union[UserMessageChunk, UserMessage, AgentMessageChunk, AgentMessage, AgentThoughtChunk, AgentThought, StateUpdateSessionUpdate, ToolCallContentChunk, ToolCallProgress, TerminalUpdate, TerminalOutputChunk, PlanUpdate, PlanRemoved, AvailableCommandsUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate, Notice, CompactionUpdate, CompactionSummaryChunk, OtherSessionUpdate]
_SessionUpdate_variants: dict[str, Any] = {'user_message_chunk': UserMessageChunk, 'user_message': UserMessage, 'agent_message_chunk': AgentMessageChunk, 'agent_message': AgentMessage, 'agent_thought_chunk': AgentThoughtChunk, 'agent_thought': AgentThought, 'state_update': StateUpdateSessionUpdate, 'tool_call_content_chunk': ToolCallContentChunk, 'tool_call_update': ToolCallProgress, 'terminal_update': TerminalUpdate, 'terminal_output_chunk': TerminalOutputChunk, 'plan_update': PlanUpdate, 'plan_removed': PlanRemoved, 'available_commands_update': AvailableCommandsUpdate, 'config_option_update': ConfigOptionUpdate, 'session_info_update': SessionInfoUpdate, 'usage_update': UsageUpdate, 'notice': Notice, 'compaction_update': CompactionUpdate, 'compaction_summary_chunk': CompactionSummaryChunk}
_w_SessionUpdate = _tagged_wrapper('sessionUpdate', _SessionUpdate_variants, OtherSessionUpdate)
StateUpdate = Union[RunningStateUpdate, IdleStateUpdate, RequiresActionStateUpdate, OtherStateUpdate]
_StateUpdate_variants: dict[str, Any] = {'running': RunningStateUpdate, 'idle': IdleStateUpdate, 'requires_action': RequiresActionStateUpdate}
_w_StateUpdate = _tagged_wrapper('state', _StateUpdate_variants, OtherStateUpdate)
ToolCallContent = Union[Content, Diff, Terminal, OtherToolCallContent]
_ToolCallContent_variants: dict[str, Any] = {'content': Content, 'diff': Diff, 'terminal': Terminal}
_w_ToolCallContent = _tagged_wrapper('type', _ToolCallContent_variants, OtherToolCallContent)

AbsolutePath = str
AgentResponse = dict[str, Any]
AuthMethodId = str
ClientResponse = dict[str, Any]
CompactionId = str
CompactionStatus = Literal['in_progress', 'completed', 'failed', 'cancelled'] | str
DiffFileType = Literal['text', 'binary', 'directory', 'symlink'] | str
DiffPatchFormat = Literal['git_patch'] | str
ElicitationContentValue = Any
ElicitationId = str
ElicitationSchemaType = Literal['object']
ErrorCode = int
ExtNotification = Any
ExtRequest = Any
ExtResponse = Any
IconTheme = Literal['light', 'dark'] | str
LlmProtocol = Literal['anthropic', 'openai', 'azure', 'vertex', 'bedrock'] | str
McpConnectionId = str
McpServerAcpId = str
MediaType = str
MessageId = str
MessageMcpResponse = Any
NesDiagnosticSeverity = Literal['error', 'warning', 'information', 'hint'] | str
NesRejectReason = Literal['rejected', 'ignored', 'replaced', 'cancelled'] | str
NesSuggestionId = str
NesTriggerKind = Literal['automatic', 'diagnostic', 'manual'] | str
NoticeSeverity = Literal['info', 'warning', 'error'] | str
PermissionOptionId = str
PermissionOptionKind = Literal['allow_once', 'allow_always', 'reject_once', 'reject_always'] | str
PlanEntryPriority = Literal['high', 'medium', 'low'] | str
PlanEntryStatus = Literal['pending', 'in_progress', 'completed', 'cancelled'] | str
PlanId = str
PositionEncodingKind = Literal['utf-16', 'utf-32', 'utf-8']
ProtocolVersion = int
ProviderId = str
RequestId = int | str | None
Role = Literal['assistant', 'user'] | str
SessionConfigGroupId = str
SessionConfigId = str
SessionConfigOptionCategory = Literal['mode', 'model', 'model_config', 'thought_level'] | str
SessionConfigSelectOptions = Any
SessionConfigValueId = str
SessionId = str
SessionListCursor = str
StopReason = Literal['end_turn', 'max_tokens', 'max_turn_requests', 'refusal', 'cancelled'] | str
StringFormat = Literal['email', 'uri', 'date', 'date-time'] | str
TerminalId = str
TextDocumentSyncKind = Literal['full', 'incremental']
ToolCallId = str
ToolCallStatus = Literal['pending', 'in_progress', 'completed', 'failed', 'cancelled'] | str
ToolKind = Literal['read', 'edit', 'delete', 'move', 'search', 'execute', 'think', 'fetch', 'switch_mode', 'other'] | str

AcceptNesNotification._check = staticmethod(_c_AcceptNesNotification)
AcceptNesNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentAuthCapabilities._check = staticmethod(_c_AgentAuthCapabilities)
AgentAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AgentCapabilities._check = staticmethod(_c_AgentCapabilities)
AgentCapabilities.session = ModelField('session', SessionCapabilities)  # type: ignore[assignment]
AgentCapabilities.auth = ModelField('auth', AgentAuthCapabilities)  # type: ignore[assignment]
AgentCapabilities.providers = ModelField('providers', ProvidersCapabilities)  # type: ignore[assignment]
AgentCapabilities.nes = ModelField('nes', NesCapabilities)  # type: ignore[assignment]
AgentCapabilities.position_encoding = CheckedField('positionEncoding', (str,))  # type: ignore[assignment]
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
AudioContentBlock._check = staticmethod(_c_AudioContentBlock)
AudioContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
AudioContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthCapabilities._check = staticmethod(_c_AuthCapabilities)
AuthCapabilities.terminal = ModelField('terminal', TerminalAuthCapabilities)  # type: ignore[assignment]
AuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthMethodAgent._check = staticmethod(_c_AuthMethodAgent)
AuthMethodAgent.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodAgent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AuthMethodTerminal._check = staticmethod(_c_AuthMethodTerminal)
AuthMethodTerminal.description = CheckedField('description', (str,))  # type: ignore[assignment]
AuthMethodTerminal.args.wrap = _prim_list_wrapper((str,))
AuthMethodTerminal.env.wrap = _list_wrapper(_wrapper(EnvVariable))
AuthMethodTerminal.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AvailableCommand._check = staticmethod(_c_AvailableCommand)
AvailableCommand.input = UnionField('input', 'type', _AvailableCommandInput_variants, OtherAvailableCommandInput)  # type: ignore[assignment]
AvailableCommand.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
AvailableCommandsUpdate._check = staticmethod(_c_AvailableCommandsUpdate)
AvailableCommandsUpdate.available_commands.wrap = _list_wrapper(_wrapper(AvailableCommand))
AvailableCommandsUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
CancelledRequestPermissionOutcome._check = staticmethod(_c_CancelledRequestPermissionOutcome)
ClientCapabilities._check = staticmethod(_c_ClientCapabilities)
ClientCapabilities.auth = ModelField('auth', AuthCapabilities)  # type: ignore[assignment]
ClientCapabilities.elicitation = ModelField('elicitation', ElicitationCapabilities)  # type: ignore[assignment]
ClientCapabilities.nes = ModelField('nes', ClientNesCapabilities)  # type: ignore[assignment]
ClientCapabilities.position_encodings.wrap = _prim_list_wrapper((str,))
ClientCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientNesCapabilities._check = staticmethod(_c_ClientNesCapabilities)
ClientNesCapabilities.jump = ModelField('jump', NesJumpCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.rename = ModelField('rename', NesRenameCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.search_and_replace = ModelField('searchAndReplace', NesSearchAndReplaceCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientNotification._check = staticmethod(_c_ClientNotification)
ClientRequest._check = staticmethod(_c_ClientRequest)
CloseNesRequest._check = staticmethod(_c_CloseNesRequest)
CloseNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseNesResponse._check = staticmethod(_c_CloseNesResponse)
CloseNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseSessionRequest._check = staticmethod(_c_CloseSessionRequest)
CloseSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseSessionResponse._check = staticmethod(_c_CloseSessionResponse)
CloseSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
ConnectMcpRequest._check = staticmethod(_c_ConnectMcpRequest)
ConnectMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ConnectMcpResponse._check = staticmethod(_c_ConnectMcpResponse)
ConnectMcpResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
DidChangeDocumentNotification._check = staticmethod(_c_DidChangeDocumentNotification)
DidChangeDocumentNotification.content_changes.wrap = _list_wrapper(_wrapper(TextDocumentContentChangeEvent))
DidChangeDocumentNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DidCloseDocumentNotification._check = staticmethod(_c_DidCloseDocumentNotification)
DidCloseDocumentNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DidFocusDocumentNotification._check = staticmethod(_c_DidFocusDocumentNotification)
DidFocusDocumentNotification.position = ModelField('position', Position)  # type: ignore[assignment]
DidFocusDocumentNotification.visible_range = ModelField('visibleRange', Range)  # type: ignore[assignment]
DidFocusDocumentNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DidOpenDocumentNotification._check = staticmethod(_c_DidOpenDocumentNotification)
DidOpenDocumentNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DidSaveDocumentNotification._check = staticmethod(_c_DidSaveDocumentNotification)
DidSaveDocumentNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Diff._check = staticmethod(_c_Diff)
Diff.changes.wrap = _list_wrapper(_wrapper(DiffChange))
Diff.patch = ModelField('patch', DiffPatch)  # type: ignore[assignment]
Diff.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DiffChange._check = staticmethod(_c_DiffChange)
DiffChange.file_type = CheckedField('fileType', (str,))  # type: ignore[assignment]
DiffChange.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
DiffChange.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DiffPatch._check = staticmethod(_c_DiffPatch)
DiffPathChange._check = staticmethod(_c_DiffPathChange)
DiffPathPairChange._check = staticmethod(_c_DiffPathPairChange)
DisableProviderRequest._check = staticmethod(_c_DisableProviderRequest)
DisableProviderRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisableProviderResponse._check = staticmethod(_c_DisableProviderResponse)
DisableProviderResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisconnectMcpRequest._check = staticmethod(_c_DisconnectMcpRequest)
DisconnectMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisconnectMcpResponse._check = staticmethod(_c_DisconnectMcpResponse)
DisconnectMcpResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
EmbeddedResourceContentBlock.resource.wrap = _w_EmbeddedResourceResource
EmbeddedResourceContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
EmbeddedResourceContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnumOption._check = staticmethod(_c_EnumOption)
EnumOption.description = CheckedField('description', (str,))  # type: ignore[assignment]
EnumOption.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
EnvVariable._check = staticmethod(_c_EnvVariable)
EnvVariable.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Error._check = staticmethod(_c_Error)
ForkSessionRequest._check = staticmethod(_c_ForkSessionRequest)
ForkSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
ForkSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
ForkSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ForkSessionResponse._check = staticmethod(_c_ForkSessionResponse)
ForkSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ForkSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
HttpHeader._check = staticmethod(_c_HttpHeader)
HttpHeader.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Icon._check = staticmethod(_c_Icon)
Icon.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
Icon.sizes.wrap = _prim_list_wrapper((str,))
Icon.theme = CheckedField('theme', (str,))  # type: ignore[assignment]
IdleStateUpdate._check = staticmethod(_c_IdleStateUpdate)
IdleStateUpdate.stop_reason = CheckedField('stopReason', (str,))  # type: ignore[assignment]
IdleStateUpdate.usage = ModelField('usage', Usage)  # type: ignore[assignment]
IdleStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
ListSessionsResponse.next_cursor = CheckedField('nextCursor', (str,))  # type: ignore[assignment]
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
MessageMcpNotification.params = CheckedField('params', (dict,))  # type: ignore[assignment]
MessageMcpNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
MessageMcpRequest._check = staticmethod(_c_MessageMcpRequest)
MessageMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
MultiSelectPropertySchema._check = staticmethod(_c_MultiSelectPropertySchema)
MultiSelectPropertySchema.title = CheckedField('title', (str,))  # type: ignore[assignment]
MultiSelectPropertySchema.description = CheckedField('description', (str,))  # type: ignore[assignment]
MultiSelectPropertySchema.items = UnionField('items', 'type', _MultiSelectItems_variants, TitledMultiSelectItems)  # type: ignore[assignment]
MultiSelectPropertySchema.default.wrap = _prim_list_wrapper((str,))
MultiSelectPropertySchema.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesCapabilities._check = staticmethod(_c_NesCapabilities)
NesCapabilities.events = ModelField('events', NesEventCapabilities)  # type: ignore[assignment]
NesCapabilities.context = ModelField('context', NesContextCapabilities)  # type: ignore[assignment]
NesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesContextCapabilities._check = staticmethod(_c_NesContextCapabilities)
NesContextCapabilities.recent_files = ModelField('recentFiles', NesRecentFilesCapabilities)  # type: ignore[assignment]
NesContextCapabilities.related_snippets = ModelField('relatedSnippets', NesRelatedSnippetsCapabilities)  # type: ignore[assignment]
NesContextCapabilities.edit_history = ModelField('editHistory', NesEditHistoryCapabilities)  # type: ignore[assignment]
NesContextCapabilities.user_actions = ModelField('userActions', NesUserActionsCapabilities)  # type: ignore[assignment]
NesContextCapabilities.open_files = ModelField('openFiles', NesOpenFilesCapabilities)  # type: ignore[assignment]
NesContextCapabilities.diagnostics = ModelField('diagnostics', NesDiagnosticsCapabilities)  # type: ignore[assignment]
NesContextCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDiagnostic._check = staticmethod(_c_NesDiagnostic)
NesDiagnostic.range = ModelField('range', Range)  # type: ignore[assignment]
NesDiagnostic.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDiagnosticsCapabilities._check = staticmethod(_c_NesDiagnosticsCapabilities)
NesDiagnosticsCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentDidChangeCapabilities._check = staticmethod(_c_NesDocumentDidChangeCapabilities)
NesDocumentDidChangeCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentDidCloseCapabilities._check = staticmethod(_c_NesDocumentDidCloseCapabilities)
NesDocumentDidCloseCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentDidFocusCapabilities._check = staticmethod(_c_NesDocumentDidFocusCapabilities)
NesDocumentDidFocusCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentDidOpenCapabilities._check = staticmethod(_c_NesDocumentDidOpenCapabilities)
NesDocumentDidOpenCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentDidSaveCapabilities._check = staticmethod(_c_NesDocumentDidSaveCapabilities)
NesDocumentDidSaveCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesDocumentEventCapabilities._check = staticmethod(_c_NesDocumentEventCapabilities)
NesDocumentEventCapabilities.did_open = ModelField('didOpen', NesDocumentDidOpenCapabilities)  # type: ignore[assignment]
NesDocumentEventCapabilities.did_change = ModelField('didChange', NesDocumentDidChangeCapabilities)  # type: ignore[assignment]
NesDocumentEventCapabilities.did_close = ModelField('didClose', NesDocumentDidCloseCapabilities)  # type: ignore[assignment]
NesDocumentEventCapabilities.did_save = ModelField('didSave', NesDocumentDidSaveCapabilities)  # type: ignore[assignment]
NesDocumentEventCapabilities.did_focus = ModelField('didFocus', NesDocumentDidFocusCapabilities)  # type: ignore[assignment]
NesDocumentEventCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesEditHistoryCapabilities._check = staticmethod(_c_NesEditHistoryCapabilities)
NesEditHistoryCapabilities.max_count = CheckedField('maxCount', (int,))  # type: ignore[assignment]
NesEditHistoryCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesEditHistoryEntry._check = staticmethod(_c_NesEditHistoryEntry)
NesEditHistoryEntry.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesEditSuggestion._check = staticmethod(_c_NesEditSuggestion)
NesEditSuggestion.edits.wrap = _list_wrapper(_wrapper(NesTextEdit))
NesEditSuggestion.cursor_position = ModelField('cursorPosition', Position)  # type: ignore[assignment]
NesEditSuggestion.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesEventCapabilities._check = staticmethod(_c_NesEventCapabilities)
NesEventCapabilities.document = ModelField('document', NesDocumentEventCapabilities)  # type: ignore[assignment]
NesEventCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesExcerpt._check = staticmethod(_c_NesExcerpt)
NesExcerpt.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesJumpCapabilities._check = staticmethod(_c_NesJumpCapabilities)
NesJumpCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesJumpSuggestion._check = staticmethod(_c_NesJumpSuggestion)
NesJumpSuggestion.position = ModelField('position', Position)  # type: ignore[assignment]
NesJumpSuggestion.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesOpenFile._check = staticmethod(_c_NesOpenFile)
NesOpenFile.visible_range = ModelField('visibleRange', Range)  # type: ignore[assignment]
NesOpenFile.last_focused_ms = CheckedField('lastFocusedMs', (int,))  # type: ignore[assignment]
NesOpenFile.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesOpenFilesCapabilities._check = staticmethod(_c_NesOpenFilesCapabilities)
NesOpenFilesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRecentFile._check = staticmethod(_c_NesRecentFile)
NesRecentFile.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRecentFilesCapabilities._check = staticmethod(_c_NesRecentFilesCapabilities)
NesRecentFilesCapabilities.max_count = CheckedField('maxCount', (int,))  # type: ignore[assignment]
NesRecentFilesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRelatedSnippet._check = staticmethod(_c_NesRelatedSnippet)
NesRelatedSnippet.excerpts.wrap = _list_wrapper(_wrapper(NesExcerpt))
NesRelatedSnippet.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRelatedSnippetsCapabilities._check = staticmethod(_c_NesRelatedSnippetsCapabilities)
NesRelatedSnippetsCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRenameCapabilities._check = staticmethod(_c_NesRenameCapabilities)
NesRenameCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRenameSuggestion._check = staticmethod(_c_NesRenameSuggestion)
NesRenameSuggestion.position = ModelField('position', Position)  # type: ignore[assignment]
NesRenameSuggestion.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesRepository._check = staticmethod(_c_NesRepository)
NesRepository.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesSearchAndReplaceCapabilities._check = staticmethod(_c_NesSearchAndReplaceCapabilities)
NesSearchAndReplaceCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesSearchAndReplaceSuggestion._check = staticmethod(_c_NesSearchAndReplaceSuggestion)
NesSearchAndReplaceSuggestion.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesSuggestContext._check = staticmethod(_c_NesSuggestContext)
NesSuggestContext.recent_files.wrap = _list_wrapper(_wrapper(NesRecentFile))
NesSuggestContext.related_snippets.wrap = _list_wrapper(_wrapper(NesRelatedSnippet))
NesSuggestContext.edit_history.wrap = _list_wrapper(_wrapper(NesEditHistoryEntry))
NesSuggestContext.user_actions.wrap = _list_wrapper(_wrapper(NesUserAction))
NesSuggestContext.open_files.wrap = _list_wrapper(_wrapper(NesOpenFile))
NesSuggestContext.diagnostics.wrap = _list_wrapper(_wrapper(NesDiagnostic))
NesSuggestContext.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesTextEdit._check = staticmethod(_c_NesTextEdit)
NesTextEdit.range = ModelField('range', Range)  # type: ignore[assignment]
NesTextEdit.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesUserAction._check = staticmethod(_c_NesUserAction)
NesUserAction.position = ModelField('position', Position)  # type: ignore[assignment]
NesUserAction.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NesUserActionsCapabilities._check = staticmethod(_c_NesUserActionsCapabilities)
NesUserActionsCapabilities.max_count = CheckedField('maxCount', (int,))  # type: ignore[assignment]
NesUserActionsCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NewSessionRequest._check = staticmethod(_c_NewSessionRequest)
NewSessionRequest.additional_directories.wrap = _prim_list_wrapper((str,))
NewSessionRequest.mcp_servers.wrap = _list_wrapper(_w_McpServer)
NewSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
NewSessionResponse._check = staticmethod(_c_NewSessionResponse)
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
OtherAuthMethod._check = staticmethod(_c_OtherAuthMethod)
OtherAuthMethod.description = CheckedField('description', (str,))  # type: ignore[assignment]
OtherAuthMethod.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
OtherAvailableCommandInput._check = staticmethod(_c_OtherAvailableCommandInput)
OtherContentBlock._check = staticmethod(_c_OtherContentBlock)
OtherElicitationPropertySchema._check = staticmethod(_c_OtherElicitationPropertySchema)
OtherMcpServer._check = staticmethod(_c_OtherMcpServer)
OtherMultiSelectItems._check = staticmethod(_c_OtherMultiSelectItems)
OtherNesSuggestion._check = staticmethod(_c_OtherNesSuggestion)
OtherPlanUpdateContent._check = staticmethod(_c_OtherPlanUpdateContent)
OtherReplayFrom._check = staticmethod(_c_OtherReplayFrom)
OtherReplayFrom.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
Position._check = staticmethod(_c_Position)
Position.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
ProtocolLevelNotification._check = staticmethod(_c_ProtocolLevelNotification)
ProtocolLevelNotification.params = ModelField('params', CancelRequestNotification)  # type: ignore[assignment]
ProviderCurrentConfig._check = staticmethod(_c_ProviderCurrentConfig)
ProviderCurrentConfig.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProviderInfo._check = staticmethod(_c_ProviderInfo)
ProviderInfo.supported.wrap = _prim_list_wrapper((str,))
ProviderInfo.current = ModelField('current', ProviderCurrentConfig)  # type: ignore[assignment]
ProviderInfo.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProvidersCapabilities._check = staticmethod(_c_ProvidersCapabilities)
ProvidersCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Range._check = staticmethod(_c_Range)
Range.start = ModelField('start', Position)  # type: ignore[assignment]
Range.end = ModelField('end', Position)  # type: ignore[assignment]
Range.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RejectNesNotification._check = staticmethod(_c_RejectNesNotification)
RejectNesNotification.reason = CheckedField('reason', (str,))  # type: ignore[assignment]
RejectNesNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
ResumeSessionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ResumeSessionResponse._check = staticmethod(_c_ResumeSessionResponse)
ResumeSessionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
ResumeSessionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RunningStateUpdate._check = staticmethod(_c_RunningStateUpdate)
RunningStateUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SelectedPermissionOutcome._check = staticmethod(_c_SelectedPermissionOutcome)
SelectedPermissionOutcome.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionAdditionalDirectoriesCapabilities._check = staticmethod(_c_SessionAdditionalDirectoriesCapabilities)
SessionAdditionalDirectoriesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionCapabilities._check = staticmethod(_c_SessionCapabilities)
SessionCapabilities.prompt = ModelField('prompt', PromptCapabilities)  # type: ignore[assignment]
SessionCapabilities.mcp = ModelField('mcp', McpCapabilities)  # type: ignore[assignment]
SessionCapabilities.delete = ModelField('delete', SessionDeleteCapabilities)  # type: ignore[assignment]
SessionCapabilities.additional_directories = ModelField('additionalDirectories', SessionAdditionalDirectoriesCapabilities)  # type: ignore[assignment]
SessionCapabilities.fork = ModelField('fork', SessionForkCapabilities)  # type: ignore[assignment]
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
SessionInfo.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SessionInfoUpdate._check = staticmethod(_c_SessionInfoUpdate)
SessionInfoUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
SessionInfoUpdate.updated_at = CheckedField('updatedAt', (str,))  # type: ignore[assignment]
SessionInfoUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetProviderRequest._check = staticmethod(_c_SetProviderRequest)
SetProviderRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetProviderResponse._check = staticmethod(_c_SetProviderResponse)
SetProviderResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionConfigOptionRequest._check = staticmethod(_c_SetSessionConfigOptionRequest)
SetSessionConfigOptionRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SetSessionConfigOptionResponse._check = staticmethod(_c_SetSessionConfigOptionResponse)
SetSessionConfigOptionResponse.config_options.wrap = _list_wrapper(_wrapper(SessionConfigOption))
SetSessionConfigOptionResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StartNesRequest._check = staticmethod(_c_StartNesRequest)
StartNesRequest.workspace_uri = CheckedField('workspaceUri', (str,))  # type: ignore[assignment]
StartNesRequest.workspace_folders.wrap = _list_wrapper(_wrapper(WorkspaceFolder))
StartNesRequest.repository = ModelField('repository', NesRepository)  # type: ignore[assignment]
StartNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StartNesResponse._check = staticmethod(_c_StartNesResponse)
StartNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
SuggestNesRequest._check = staticmethod(_c_SuggestNesRequest)
SuggestNesRequest.position = ModelField('position', Position)  # type: ignore[assignment]
SuggestNesRequest.selection = ModelField('selection', Range)  # type: ignore[assignment]
SuggestNesRequest.context = ModelField('context', NesSuggestContext)  # type: ignore[assignment]
SuggestNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SuggestNesResponse._check = staticmethod(_c_SuggestNesResponse)
SuggestNesResponse.suggestions.wrap = _list_wrapper(_w_NesSuggestion)
SuggestNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
Terminal._check = staticmethod(_c_Terminal)
Terminal.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalAuthCapabilities._check = staticmethod(_c_TerminalAuthCapabilities)
TerminalAuthCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalExitStatus._check = staticmethod(_c_TerminalExitStatus)
TerminalExitStatus.exit_code = CheckedField('exitCode', (int,))  # type: ignore[assignment]
TerminalExitStatus.signal = CheckedField('signal', (str,))  # type: ignore[assignment]
TerminalExitStatus.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutput._check = staticmethod(_c_TerminalOutput)
TerminalOutput.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalOutputChunk._check = staticmethod(_c_TerminalOutputChunk)
TerminalOutputChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TerminalUpdate._check = staticmethod(_c_TerminalUpdate)
TerminalUpdate.command = CheckedField('command', (str,))  # type: ignore[assignment]
TerminalUpdate.cwd = CheckedField('cwd', (str,))  # type: ignore[assignment]
TerminalUpdate.output = ModelField('output', TerminalOutput)  # type: ignore[assignment]
TerminalUpdate.exit_status = ModelField('exitStatus', TerminalExitStatus)  # type: ignore[assignment]
TerminalUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextCommandInput._check = staticmethod(_c_TextCommandInput)
TextCommandInput.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextContentBlock._check = staticmethod(_c_TextContentBlock)
TextContentBlock.annotations = ModelField('annotations', Annotations)  # type: ignore[assignment]
TextContentBlock.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextDocumentContentChangeEvent._check = staticmethod(_c_TextDocumentContentChangeEvent)
TextDocumentContentChangeEvent.range = ModelField('range', Range)  # type: ignore[assignment]
TextDocumentContentChangeEvent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextResourceContents._check = staticmethod(_c_TextResourceContents)
TextResourceContents.mime_type = CheckedField('mimeType', (str,))  # type: ignore[assignment]
TextResourceContents.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TitledMultiSelectItems._check = staticmethod(_c_TitledMultiSelectItems)
TitledMultiSelectItems.any_of.wrap = _list_wrapper(_wrapper(EnumOption))
TitledMultiSelectItems.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallContentChunk._check = staticmethod(_c_ToolCallContentChunk)
ToolCallContentChunk.content = UnionField('content', 'type', _ToolCallContent_variants, OtherToolCallContent)  # type: ignore[assignment]
ToolCallContentChunk.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallLocation._check = staticmethod(_c_ToolCallLocation)
ToolCallLocation.line = CheckedField('line', (int,))  # type: ignore[assignment]
ToolCallLocation.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallPermissionSubject._check = staticmethod(_c_ToolCallPermissionSubject)
ToolCallPermissionSubject.tool_call = ModelField('toolCall', ToolCallUpdate)  # type: ignore[assignment]
ToolCallUpdate._check = staticmethod(_c_ToolCallUpdate)
ToolCallUpdate.name = CheckedField('name', (str,))  # type: ignore[assignment]
ToolCallUpdate.title = CheckedField('title', (str,))  # type: ignore[assignment]
ToolCallUpdate.kind = CheckedField('kind', (str,))  # type: ignore[assignment]
ToolCallUpdate.status = CheckedField('status', (str,))  # type: ignore[assignment]
ToolCallUpdate.content.wrap = _list_wrapper(_w_ToolCallContent)
ToolCallUpdate.locations.wrap = _list_wrapper(_wrapper(ToolCallLocation))
ToolCallUpdate.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ToolCallProgress._check = staticmethod(_c_ToolCallProgress)
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
WorkspaceFolder._check = staticmethod(_c_WorkspaceFolder)
WorkspaceFolder.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]


AGENT_METHODS: dict[str, Method] = {
    'auth/login': Method('auth/login', 'login', LoginAuthRequest, LoginAuthResponse, False, False),
    'auth/logout': Method('auth/logout', 'logout', LogoutAuthRequest, LogoutAuthResponse, False, False),
    'document/didChange': Method('document/didChange', 'document_did_change', DidChangeDocumentNotification, None, True, True),
    'document/didClose': Method('document/didClose', 'document_did_close', DidCloseDocumentNotification, None, True, True),
    'document/didFocus': Method('document/didFocus', 'document_did_focus', DidFocusDocumentNotification, None, True, True),
    'document/didOpen': Method('document/didOpen', 'document_did_open', DidOpenDocumentNotification, None, True, True),
    'document/didSave': Method('document/didSave', 'document_did_save', DidSaveDocumentNotification, None, True, True),
    'initialize': Method('initialize', 'initialize', InitializeRequest, InitializeResponse, False, False),
    'nes/accept': Method('nes/accept', 'nes_accept', AcceptNesNotification, None, True, True),
    'nes/close': Method('nes/close', 'nes_close', CloseNesRequest, CloseNesResponse, False, True),
    'nes/reject': Method('nes/reject', 'nes_reject', RejectNesNotification, None, True, True),
    'nes/start': Method('nes/start', 'nes_start', StartNesRequest, StartNesResponse, False, True),
    'nes/suggest': Method('nes/suggest', 'nes_suggest', SuggestNesRequest, SuggestNesResponse, False, True),
    'providers/disable': Method('providers/disable', 'providers_disable', DisableProviderRequest, DisableProviderResponse, False, True),
    'providers/list': Method('providers/list', 'providers_list', ListProvidersRequest, ListProvidersResponse, False, True),
    'providers/set': Method('providers/set', 'providers_set', SetProviderRequest, SetProviderResponse, False, True),
    'session/cancel': Method('session/cancel', 'cancel', CancelSessionNotification, None, True, False),
    'session/close': Method('session/close', 'close_session', CloseSessionRequest, CloseSessionResponse, False, False),
    'session/delete': Method('session/delete', 'delete_session', DeleteSessionRequest, DeleteSessionResponse, False, False),
    'session/fork': Method('session/fork', 'fork_session', ForkSessionRequest, ForkSessionResponse, False, True),
    'session/list': Method('session/list', 'list_sessions', ListSessionsRequest, ListSessionsResponse, False, False),
    'session/new': Method('session/new', 'new_session', NewSessionRequest, NewSessionResponse, False, False),
    'session/prompt': Method('session/prompt', 'prompt', PromptRequest, PromptResponse, False, False),
    'session/resume': Method('session/resume', 'resume_session', ResumeSessionRequest, ResumeSessionResponse, False, False),
    'session/set_config_option': Method('session/set_config_option', 'set_config_option', SetSessionConfigOptionRequest, SetSessionConfigOptionResponse, False, False),
}
"""Methods an agent handles, by wire name (`unstable`: only in the unstable schema)."""

CLIENT_METHODS: dict[str, Method] = {
    'elicitation/complete': Method('elicitation/complete', 'complete_elicitation', CompleteElicitationNotification, None, True, False),
    'elicitation/create': Method('elicitation/create', 'create_elicitation', CreateElicitationRequest, CreateElicitationResponse, False, False),
    'mcp/connect': Method('mcp/connect', 'mcp_connect', ConnectMcpRequest, ConnectMcpResponse, False, True),
    'mcp/disconnect': Method('mcp/disconnect', 'mcp_disconnect', DisconnectMcpRequest, DisconnectMcpResponse, False, True),
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

    def document_did_change(self, session_id: SessionId, uri: str, version: int, content_changes: list[TextDocumentContentChangeEvent], *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `document/didChange` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'contentChanges': _u(content_changes)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('document/didChange', d)

    def document_did_close(self, session_id: SessionId, uri: str, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `document/didClose` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('document/didClose', d)

    def document_did_focus(self, session_id: SessionId, uri: str, version: int, position: Position | dict[str, Any], visible_range: Range | dict[str, Any], *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `document/didFocus` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'position': _u(position), 'visibleRange': _u(visible_range)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('document/didFocus', d)

    def document_did_open(self, session_id: SessionId, uri: str, language_id: str, version: int, text: str, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `document/didOpen` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'languageId': language_id, 'version': version, 'text': text}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('document/didOpen', d)

    def document_did_save(self, session_id: SessionId, uri: str, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `document/didSave` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('document/didSave', d)

    def initialize(self, protocol_version: ProtocolVersion, info: Implementation | dict[str, Any], *, capabilities: ClientCapabilities | dict[str, Any] | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[InitializeResponse]:
        """Send `initialize`; await it for a `InitializeResponse`."""
        d: dict[str, Any] = {'protocolVersion': protocol_version, 'info': _u(info)}
        if capabilities is not None:
            d['capabilities'] = _u(capabilities)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('initialize', d, InitializeResponse)

    def nes_accept(self, session_id: SessionId, suggestion_id: NesSuggestionId, *, meta: dict[str, Any] | None = None) -> Drained:
        """Send `nes/accept` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'suggestionId': suggestion_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('nes/accept', d)

    def nes_close(self, session_id: SessionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[CloseNesResponse]:
        """Send `nes/close` (unstable); await it for a `CloseNesResponse`."""
        d: dict[str, Any] = {'sessionId': session_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('nes/close', d, CloseNesResponse)

    def nes_reject(self, session_id: SessionId, suggestion_id: NesSuggestionId, *, reason: NesRejectReason | None = None, meta: dict[str, Any] | None = None) -> Drained:
        """Send `nes/reject` (unstable); await the result to wait while the peer leaves too much unread."""
        d: dict[str, Any] = {'sessionId': session_id, 'suggestionId': suggestion_id}
        if reason is not None:
            d['reason'] = reason
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._notify('nes/reject', d)

    def nes_start(self, *, workspace_uri: str | None = None, workspace_folders: list[WorkspaceFolder] | None = None, repository: NesRepository | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[StartNesResponse]:
        """Send `nes/start` (unstable); await it for a `StartNesResponse`."""
        d: dict[str, Any] = {}
        if workspace_uri is not None:
            d['workspaceUri'] = workspace_uri
        if workspace_folders is not None:
            d['workspaceFolders'] = _u(workspace_folders)
        if repository is not None:
            d['repository'] = _u(repository)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('nes/start', d, StartNesResponse)

    def nes_suggest(self, session_id: SessionId, uri: str, version: int, position: Position | dict[str, Any], trigger_kind: NesTriggerKind, *, selection: Range | None = None, context: NesSuggestContext | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[SuggestNesResponse]:
        """Send `nes/suggest` (unstable); await it for a `SuggestNesResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'uri': uri, 'version': version, 'position': _u(position), 'triggerKind': trigger_kind}
        if selection is not None:
            d['selection'] = _u(selection)
        if context is not None:
            d['context'] = _u(context)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('nes/suggest', d, SuggestNesResponse)

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

    def fork_session(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ForkSessionResponse]:
        """Send `session/fork` (unstable); await it for a `ForkSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/fork', d, ForkSessionResponse)

    def list_sessions(self, *, cwd: AbsolutePath | None = None, cursor: SessionListCursor | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ListSessionsResponse]:
        """Send `session/list`; await it for a `ListSessionsResponse`."""
        d: dict[str, Any] = {}
        if cwd is not None:
            d['cwd'] = cwd
        if cursor is not None:
            d['cursor'] = cursor
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/list', d, ListSessionsResponse)

    def new_session(self, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[NewSessionResponse]:
        """Send `session/new`; await it for a `NewSessionResponse`."""
        d: dict[str, Any] = {'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/new', d, NewSessionResponse)

    def prompt(self, session_id: SessionId, prompt: list[ContentBlock], *, meta: dict[str, Any] | None = None) -> TypedRequest[PromptResponse]:
        """Send `session/prompt`; await it for a `PromptResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'prompt': _u(prompt)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/prompt', d, PromptResponse)

    def resume_session(self, session_id: SessionId, cwd: AbsolutePath, *, additional_directories: list[AbsolutePath] | None = None, mcp_servers: list[McpServer] | None = None, replay_from: ReplayFrom | None = None, meta: dict[str, Any] | None = None) -> TypedRequest[ResumeSessionResponse]:
        """Send `session/resume`; await it for a `ResumeSessionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'cwd': cwd}
        if additional_directories is not None:
            d['additionalDirectories'] = additional_directories
        if mcp_servers is not None:
            d['mcpServers'] = _u(mcp_servers)
        if replay_from is not None:
            d['replayFrom'] = _u(replay_from)
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/resume', d, ResumeSessionResponse)

    def set_config_option(self, session_id: SessionId, config_id: SessionConfigId, value: Any, type: Any, *, meta: dict[str, Any] | None = None) -> TypedRequest[SetSessionConfigOptionResponse]:
        """Send `session/set_config_option`; await it for a `SetSessionConfigOptionResponse`."""
        d: dict[str, Any] = {'sessionId': session_id, 'configId': config_id, 'value': _u(value), 'type': _u(type)}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('session/set_config_option', d, SetSessionConfigOptionResponse)


class ClientCalls:
    """Typed calls from an agent to its client (mixed into `AgentSideConnection`)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

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

    def mcp_connect(self, server_id: McpServerAcpId, *, meta: dict[str, Any] | None = None) -> TypedRequest[ConnectMcpResponse]:
        """Send `mcp/connect` (unstable); await it for a `ConnectMcpResponse`."""
        d: dict[str, Any] = {'serverId': server_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('mcp/connect', d, ConnectMcpResponse)

    def mcp_disconnect(self, connection_id: McpConnectionId, *, meta: dict[str, Any] | None = None) -> TypedRequest[DisconnectMcpResponse]:
        """Send `mcp/disconnect` (unstable); await it for a `DisconnectMcpResponse`."""
        d: dict[str, Any] = {'connectionId': connection_id}
        if meta is not None:
            d['_meta'] = _u(meta)
        return self._request('mcp/disconnect', d, DisconnectMcpResponse)

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
