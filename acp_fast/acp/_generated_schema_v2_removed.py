"""ACP protocol version 2 names that left the protocol, as generated before. Do not edit.

Source: ACP JSON schema v2 (`v2/schema.unstable.json`), as bundled in @agentclientprotocol/sdk 1.4.0. Regenerate with `python scripts/generate_schema.py`.
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
from ._generated_schema_v2 import (
    CancelRequestNotification,
    McpServerAcpId,
    SessionId,
    _c_CancelRequestNotification,
)

if TYPE_CHECKING:
    from .. import Drained
    from ._typed import TypedRequest


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


def _c_ClientNesCapabilities(d: Any) -> None:
    if type(d) is not dict:
        raise _expected('an object', d)


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


_NesSuggestion_checks: dict[Any, Any] = {'edit': _c_NesEditSuggestion, 'jump': _c_NesJumpSuggestion, 'rename': _c_NesRenameSuggestion, 'searchAndReplace': _c_NesSearchAndReplaceSuggestion}


def _c_NesSuggestion(d: Any) -> None:
    kind = d.get('kind') if type(d) is dict else None
    check = _NesSuggestion_checks.get(kind) if type(kind) is str else None
    if check is None:
        _check_tagged(d, 'kind', _NesSuggestion_checks, _c_OtherNesSuggestion, 'NesSuggestion')
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


class OtherNesSuggestion(Model):
    """Custom or future NES suggestion."""

    __slots__ = ()
    kind: Field[str] = Field('kind')
    suggestion_id: Field[NesSuggestionId] = Field('suggestionId')

    def __init__(self, kind: str, suggestion_id: NesSuggestionId) -> None:
        d: dict[str, Any] = {'kind': kind, 'suggestionId': suggestion_id}
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


NesSuggestion = Union[NesEditSuggestion, NesJumpSuggestion, NesRenameSuggestion, NesSearchAndReplaceSuggestion, OtherNesSuggestion]
_NesSuggestion_variants: dict[str, Any] = {'edit': NesEditSuggestion, 'jump': NesJumpSuggestion, 'rename': NesRenameSuggestion, 'searchAndReplace': NesSearchAndReplaceSuggestion}
_w_NesSuggestion = _tagged_wrapper('kind', _NesSuggestion_variants, OtherNesSuggestion)

McpConnectionId = str
NesDiagnosticSeverity = Literal['error', 'warning', 'information', 'hint'] | str
NesRejectReason = Literal['rejected', 'ignored', 'replaced', 'cancelled'] | str
NesSuggestionId = str
NesTriggerKind = Literal['automatic', 'diagnostic', 'manual'] | str
PositionEncodingKind = Literal['utf-16', 'utf-32', 'utf-8']
StopReason = Literal['end_turn', 'max_tokens', 'max_turn_requests', 'refusal', 'cancelled'] | str
TextDocumentSyncKind = Literal['full', 'incremental']

AcceptNesNotification._check = staticmethod(_c_AcceptNesNotification)
AcceptNesNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ClientNesCapabilities._check = staticmethod(_c_ClientNesCapabilities)
ClientNesCapabilities.jump = ModelField('jump', NesJumpCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.rename = ModelField('rename', NesRenameCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.search_and_replace = ModelField('searchAndReplace', NesSearchAndReplaceCapabilities)  # type: ignore[assignment]
ClientNesCapabilities.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseNesRequest._check = staticmethod(_c_CloseNesRequest)
CloseNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
CloseNesResponse._check = staticmethod(_c_CloseNesResponse)
CloseNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ConnectMcpRequest._check = staticmethod(_c_ConnectMcpRequest)
ConnectMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ConnectMcpResponse._check = staticmethod(_c_ConnectMcpResponse)
ConnectMcpResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
DisconnectMcpRequest._check = staticmethod(_c_DisconnectMcpRequest)
DisconnectMcpRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
DisconnectMcpResponse._check = staticmethod(_c_DisconnectMcpResponse)
DisconnectMcpResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
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
OtherNesSuggestion._check = staticmethod(_c_OtherNesSuggestion)
Position._check = staticmethod(_c_Position)
Position.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
ProtocolLevelNotification._check = staticmethod(_c_ProtocolLevelNotification)
ProtocolLevelNotification.params = ModelField('params', CancelRequestNotification)  # type: ignore[assignment]
Range._check = staticmethod(_c_Range)
Range.start = ModelField('start', Position)  # type: ignore[assignment]
Range.end = ModelField('end', Position)  # type: ignore[assignment]
Range.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
RejectNesNotification._check = staticmethod(_c_RejectNesNotification)
RejectNesNotification.reason = CheckedField('reason', (str,))  # type: ignore[assignment]
RejectNesNotification.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StartNesRequest._check = staticmethod(_c_StartNesRequest)
StartNesRequest.workspace_uri = CheckedField('workspaceUri', (str,))  # type: ignore[assignment]
StartNesRequest.workspace_folders.wrap = _list_wrapper(_wrapper(WorkspaceFolder))
StartNesRequest.repository = ModelField('repository', NesRepository)  # type: ignore[assignment]
StartNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
StartNesResponse._check = staticmethod(_c_StartNesResponse)
StartNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SuggestNesRequest._check = staticmethod(_c_SuggestNesRequest)
SuggestNesRequest.position = ModelField('position', Position)  # type: ignore[assignment]
SuggestNesRequest.selection = ModelField('selection', Range)  # type: ignore[assignment]
SuggestNesRequest.context = ModelField('context', NesSuggestContext)  # type: ignore[assignment]
SuggestNesRequest.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
SuggestNesResponse._check = staticmethod(_c_SuggestNesResponse)
SuggestNesResponse.suggestions.wrap = _list_wrapper(_w_NesSuggestion)
SuggestNesResponse.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
TextDocumentContentChangeEvent._check = staticmethod(_c_TextDocumentContentChangeEvent)
TextDocumentContentChangeEvent.range = ModelField('range', Range)  # type: ignore[assignment]
TextDocumentContentChangeEvent.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]
WorkspaceFolder._check = staticmethod(_c_WorkspaceFolder)
WorkspaceFolder.meta = CheckedField('_meta', (dict,))  # type: ignore[assignment]


AGENT_METHODS: dict[str, Method] = {
    'document/didChange': Method('document/didChange', 'document_did_change', DidChangeDocumentNotification, None, True, True),
    'document/didClose': Method('document/didClose', 'document_did_close', DidCloseDocumentNotification, None, True, True),
    'document/didFocus': Method('document/didFocus', 'document_did_focus', DidFocusDocumentNotification, None, True, True),
    'document/didOpen': Method('document/didOpen', 'document_did_open', DidOpenDocumentNotification, None, True, True),
    'document/didSave': Method('document/didSave', 'document_did_save', DidSaveDocumentNotification, None, True, True),
    'nes/accept': Method('nes/accept', 'nes_accept', AcceptNesNotification, None, True, True),
    'nes/close': Method('nes/close', 'nes_close', CloseNesRequest, CloseNesResponse, False, True),
    'nes/reject': Method('nes/reject', 'nes_reject', RejectNesNotification, None, True, True),
    'nes/start': Method('nes/start', 'nes_start', StartNesRequest, StartNesResponse, False, True),
    'nes/suggest': Method('nes/suggest', 'nes_suggest', SuggestNesRequest, SuggestNesResponse, False, True),
}
"""Methods an agent served that left the protocol (deprecated), by wire name."""

CLIENT_METHODS: dict[str, Method] = {
    'mcp/connect': Method('mcp/connect', 'mcp_connect', ConnectMcpRequest, ConnectMcpResponse, False, True),
    'mcp/disconnect': Method('mcp/disconnect', 'mcp_disconnect', DisconnectMcpRequest, DisconnectMcpResponse, False, True),
}
"""Methods a client served that left the protocol (deprecated), by wire name."""


class AgentCalls:
    """The calls of `schema_v2.AgentCalls` whose methods left the protocol (deprecated: called through it)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

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


class ClientCalls:
    """The calls of `schema_v2.ClientCalls` whose methods left the protocol (deprecated: called through it)."""

    __slots__ = ()

    def _request(self, method: str, params: dict[str, Any], result: Any) -> Any:
        raise NotImplementedError

    def _notify(self, method: str, params: dict[str, Any]) -> Drained:
        raise NotImplementedError

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
