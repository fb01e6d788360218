"""Client-side view of a session: `SessionAccumulator` merges `session/update` notifications into snapshots.

A client hands every notification it receives to `apply` and renders the returned `SessionSnapshot`: the latest
state of each tool call, the plan, the current mode, the available commands and the message chunks so far.

    accumulator = SessionAccumulator()

    async def session_update(self, session_id, update, **kwargs):
        snapshot = accumulator.apply(SessionNotification(session_id=session_id, update=update))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ConfigDict

from ..schema import (
    AgentMessageChunk,
    AgentPlanUpdate,
    AgentThoughtChunk,
    AvailableCommand,
    AvailableCommandsUpdate,
    CurrentModeUpdate,
    PlanEntry,
    SessionNotification,
    ToolCallLocation,
    ToolCallProgress,
    ToolCallStart,
    ToolCallStatus,
    ToolKind,
    UserMessageChunk,
)
from ._copies import copies

__all__ = [
    "SessionAccumulator",
    "SessionNotificationMismatchError",
    "SessionSnapshot",
    "SessionSnapshotUnavailableError",
    "ToolCallView",
]


class SessionNotificationMismatchError(ValueError):
    """A notification of another session reached an accumulator that does not reset on a session change."""

    def __init__(self, expected: str, actual: str) -> None:
        super().__init__(f"SessionAccumulator received notification for {actual}, expected {expected}")


class SessionSnapshotUnavailableError(RuntimeError):
    """A snapshot was asked for before any notification was applied: there is no session yet."""

    def __init__(self) -> None:
        super().__init__("SessionAccumulator has not processed any notifications yet")


class ToolCallView(BaseModel):
    """A read-only copy of one tool call's merged state, as a snapshot shows it."""

    model_config = ConfigDict(frozen=True)

    tool_call_id: str
    title: str | None
    kind: ToolKind | None
    status: ToolCallStatus | None
    content: tuple[Any, ...] | None
    locations: tuple[ToolCallLocation, ...] | None
    raw_input: Any
    raw_output: Any


class SessionSnapshot(BaseModel):
    """A read-only copy of everything the accumulator has merged for its session."""

    model_config = ConfigDict(frozen=True)

    session_id: str
    tool_calls: dict[str, ToolCallView]
    plan_entries: tuple[PlanEntry, ...]
    current_mode_id: str | None
    available_commands: tuple[AvailableCommand, ...]
    user_messages: tuple[UserMessageChunk, ...]
    agent_messages: tuple[AgentMessageChunk, ...]
    agent_thoughts: tuple[AgentThoughtChunk, ...]


class _ToolCallState:
    """The mutable state of one tool call: its start sets every field, a progress update only the ones it has."""

    def __init__(self, tool_call_id: str) -> None:
        self.tool_call_id = tool_call_id
        self.title: str | None = None
        self.kind: ToolKind | None = None
        self.status: ToolCallStatus | None = None
        self.content: list[Any] | None = None
        self.locations: list[ToolCallLocation] | None = None
        self.raw_input: Any = None
        self.raw_output: Any = None

    def start(self, update: ToolCallStart) -> None:
        self.title = update.title
        self.kind = update.kind
        self.status = update.status
        self.content = copies(update.content)
        self.locations = copies(update.locations)
        self.raw_input = update.raw_input
        self.raw_output = update.raw_output

    def progress(self, update: ToolCallProgress) -> None:
        # None in an update means "unchanged", so a progress update never clears a field.
        if update.title is not None:
            self.title = update.title
        if update.kind is not None:
            self.kind = update.kind
        if update.status is not None:
            self.status = update.status
        if update.content is not None:
            self.content = copies(update.content)
        if update.locations is not None:
            self.locations = copies(update.locations)
        if update.raw_input is not None:
            self.raw_input = update.raw_input
        if update.raw_output is not None:
            self.raw_output = update.raw_output

    def view(self) -> ToolCallView:
        return ToolCallView(
            tool_call_id=self.tool_call_id,
            title=self.title,
            kind=self.kind,
            status=self.status,
            # An empty list and no list read the same in a view: None.
            content=tuple(copies(self.content) or ()) or None,
            locations=tuple(copies(self.locations) or ()) or None,
            raw_input=self.raw_input,
            raw_output=self.raw_output,
        )


class SessionAccumulator:
    """Merges the `session/update` notifications of a session into `SessionSnapshot`s.

    - Tool calls: the latest merged state of each, even for updates that arrive without a `tool_call` start.
    - The plan, the available commands and the current mode id: the latest ones sent.
    - User and agent message chunks and agent thought chunks: every one, in order, for a UI to render.

    Other updates (session info, ...) are accepted and ignored. A notification of another session starts over with
    that session, or raises `SessionNotificationMismatchError` if `auto_reset_on_session_change` is False.
    Experimental, as everything in `contrib`.
    """

    def __init__(self, *, auto_reset_on_session_change: bool = True) -> None:
        self._auto_reset = auto_reset_on_session_change
        # The session being accumulated: the one of the first notification applied since the last reset.
        self.session_id: str | None = None
        self._tool_calls: dict[str, _ToolCallState] = {}
        self._plan_entries: list[PlanEntry] = []
        self._current_mode_id: str | None = None
        self._available_commands: list[AvailableCommand] = []
        self._user_messages: list[UserMessageChunk] = []
        self._agent_messages: list[AgentMessageChunk] = []
        self._agent_thoughts: list[AgentThoughtChunk] = []
        self._subscribers: list[Callable[[SessionSnapshot, SessionNotification], None]] = []

    def reset(self) -> None:
        """Forget the session and everything accumulated for it (subscribers stay)."""
        self.session_id = None
        self._tool_calls.clear()
        self._plan_entries.clear()
        self._current_mode_id = None
        self._available_commands.clear()
        self._user_messages.clear()
        self._agent_messages.clear()
        self._agent_thoughts.clear()

    def subscribe(self, callback: Callable[[SessionSnapshot, SessionNotification], None]) -> Callable[[], None]:
        """Call `callback(snapshot, notification)` after every `apply`; returns a function that unsubscribes it
        (calling that again does nothing)."""
        self._subscribers.append(callback)

        def unsubscribe() -> None:
            if callback in self._subscribers:
                self._subscribers.remove(callback)

        return unsubscribe

    def apply(self, notification: SessionNotification) -> SessionSnapshot:
        """Merge a notification, tell the subscribers, and return the new snapshot."""
        self._enter_session(notification.session_id)
        self._merge(notification.update)
        snapshot = self.snapshot()
        # A copy: a callback may unsubscribe itself or others while being called.
        for callback in list(self._subscribers):
            callback(snapshot, notification)
        return snapshot

    def snapshot(self) -> SessionSnapshot:
        """A read-only copy of the current state. Raises `SessionSnapshotUnavailableError` before the first
        notification."""
        if self.session_id is None:
            raise SessionSnapshotUnavailableError()
        return SessionSnapshot(
            session_id=self.session_id,
            tool_calls={tool_call_id: state.view() for tool_call_id, state in self._tool_calls.items()},
            plan_entries=tuple(copies(self._plan_entries) or ()),
            current_mode_id=self._current_mode_id,
            available_commands=tuple(copies(self._available_commands) or ()),
            user_messages=tuple(copies(self._user_messages) or ()),
            agent_messages=tuple(copies(self._agent_messages) or ()),
            agent_thoughts=tuple(copies(self._agent_thoughts) or ()),
        )

    def _enter_session(self, session_id: str) -> None:
        if self.session_id is None:
            self.session_id = session_id
        elif session_id != self.session_id:
            if not self._auto_reset:
                raise SessionNotificationMismatchError(self.session_id, session_id)
            self.reset()
            self.session_id = session_id

    def _tool_call(self, tool_call_id: str) -> _ToolCallState:
        state = self._tool_calls.get(tool_call_id)
        if state is None:
            state = self._tool_calls[tool_call_id] = _ToolCallState(tool_call_id)
        return state

    def _merge(self, update: Any) -> None:
        if isinstance(update, ToolCallStart):
            self._tool_call(update.tool_call_id).start(update)
        elif isinstance(update, ToolCallProgress):
            self._tool_call(update.tool_call_id).progress(update)
        elif isinstance(update, AgentPlanUpdate):
            # Each plan update carries the whole plan.
            self._plan_entries = copies(update.entries) or []
        elif isinstance(update, CurrentModeUpdate):
            self._current_mode_id = update.current_mode_id
        elif isinstance(update, AvailableCommandsUpdate):
            self._available_commands = copies(update.available_commands) or []
        elif isinstance(update, UserMessageChunk):
            self._user_messages.append(update.model_copy(deep=True))
        elif isinstance(update, AgentMessageChunk):
            self._agent_messages.append(update.model_copy(deep=True))
        elif isinstance(update, AgentThoughtChunk):
            self._agent_thoughts.append(update.model_copy(deep=True))
