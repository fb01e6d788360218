"""The official SDK's calling convention: how a request or notification reaches a method of your `Agent` or
`Client`, and how its return value becomes the answer.

- params are validated with the method's pydantic model, then every field is passed by keyword (optional ones as
  None) and the `_meta` keys are spread into `**kwargs` (never over a field of the same name);
- legacy handlers (a camelCase method such as `newSession`, or a one-word method taking exactly `params`) get the
  whole model, with a `DeprecationWarning`;
- unstable methods answer `-32601` (with a `UserWarning`) unless the connection was built with
  `use_unstable_protocol=True`;
- a method the object lacks answers `-32601`, or a default for the client's optional terminal methods;
- `_name` requests and notifications go to `ext_method(name, params)` / `ext_notification(name, params)`, without
  the leading underscore.
- a peer's `$/cancel_request` cancels a request's handler (`-32800`), except for a turn (`session/prompt`): that
  reaches the agent's `cancel(session_id)`, as `session/cancel` does, and the prompt answers what the agent answers;
  its task is cancelled only if it has not ended `turn_cancel_grace` seconds later (`_turn_handler`).

A `Router` registers each typed route directly on the underlying `acp_fast.Connection` as a return-style handler
(one dictionary lookup in the compiled router, one task per request), and serves extension and unknown methods from
the connection's fallbacks; an extension method gets a route of its own once it has been called.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import warnings
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, TypeAdapter

from .. import connection as core
from ..incoming import Responder
from ..messages import IncomingNotification, IncomingRequest
from . import schema
from .connection import answer_cooperatively, answer_with, error_answer, logger, notified, result_json
from .exceptions import RequestError
from .meta import AGENT_METHODS, CLIENT_METHODS
from .utils import field_kwargs, normalize_result, shared_fields, to_camel_case

# How many extension methods (`_name`, chosen by the peer) get a route of their own; the rest take the fallback.
MAX_EXTENSION_ROUTES = 64
# How long a turn whose request the peer cancelled may take to end after the agent's `cancel(session_id)` (its
# answer, normally `stopReason: cancelled`) before its task is cancelled (answered `-32800`).
TURN_CANCEL_GRACE_S = 2.0

__all__ = ["Router", "agent_router", "client_router", "elicitation_mode", "legacy_warning", "resolve_handler"]


def legacy_warning(owner: Any, attr: str) -> None:
    warnings.warn(
        f"The old style method {type(owner).__name__}.{attr} is deprecated, please update to the snake-cased form.",
        DeprecationWarning,
        stacklevel=3,
    )


def resolve_handler(owner: Any, attr: str) -> tuple[Callable[..., Any] | None, str, bool]:
    """`(method, its name, legacy)`: the snake_case method, else its camelCase twin (legacy); a one-word method
    whose only parameter is `params` is legacy too."""
    legacy = False
    func = getattr(owner, attr, None)
    if func is None and "_" in attr:
        attr = to_camel_case(attr)
        func = getattr(owner, attr, None)
        legacy = True
    elif callable(func) and "_" not in attr:
        try:
            parameters = inspect.signature(getattr(func, "__func__", func)).parameters
        except (TypeError, ValueError):
            parameters = {}  # type: ignore[assignment]
        legacy = len(parameters) == 2 and "params" in parameters
    if func is None or not callable(func):
        return None, attr, legacy
    return func, attr, legacy


@dataclass(slots=True)
class Route:
    """One method of the agent or client object, as the wire reaches it."""

    method: str
    func: Callable[..., Any] | None
    validate: Callable[[Any], BaseModel]
    to_kwargs: Callable[[BaseModel], dict[str, Any]]
    legacy: str | None = None  # the legacy method's name: it gets the whole model
    owner: Any = None
    optional: bool = False
    default: Any = None
    adapt: Callable[[Any], Any] | None = None
    blocked: bool = False  # unstable, and the connection did not opt in
    stopped_by: str | None = None  # a turn: the session notification that stops it (see `_turn_handler`)

    def start(self, params: Any) -> Awaitable[Any]:
        """The handler's work for `params` (its coroutine, not awaited); what fails before it starts (validation,
        a missing or unstable method) raises here."""
        func = self.func
        if func is None:
            if self.optional:
                return _value(self.default)
            raise RequestError.method_not_found(self.method)
        if self.blocked:
            warnings.warn(
                f"The method {self.method} is part of the unstable protocol, please enable `use_unstable_protocol` "
                "flag to use it.",
                UserWarning,
                stacklevel=2,
            )
            raise RequestError.method_not_found(self.method)
        model = self.validate(params)
        if self.legacy is not None:
            legacy_warning(self.owner, self.legacy)
            return func(model)  # type: ignore[no-any-return]
        return func(**self.to_kwargs(model))  # type: ignore[no-any-return]

    async def call(self, params: Any) -> Any:
        """The handler's result for `params`, adapted."""
        result = await self.start(params)
        return result if self.adapt is None else self.adapt(result)


async def _value(value: Any) -> Any:
    return value


class Router:
    """The routes of one side. `install(peer)` registers them on the connection, each as a handler of its own (the
    compiled router finds it with one dictionary lookup), with fallbacks for extension and unknown methods; called
    as `handler(method, params, is_notification)`, it answers the same way (what a raw `Connection` runs)."""

    def __init__(self, owner: Any, use_unstable_protocol: bool, turn_cancel_grace: float = TURN_CANCEL_GRACE_S) -> None:
        self.owner = owner
        self.use_unstable_protocol = use_unstable_protocol
        self.turn_cancel_grace = turn_cancel_grace
        # Requests and notifications apart: one wire method may be both (`mcp/message`, a relayed MCP request or
        # notification), each with a method of its own.
        self.requests: dict[str, Route] = {}
        self.notifications: dict[str, Route] = {}
        self.ext_method = getattr(owner, "ext_method", None)
        self.ext_notification = getattr(owner, "ext_notification", None)
        self._peer: core.Connection | None = None
        self._ext_routes: set[str] = set()

    def add(
        self,
        method: str,
        model: Any,
        attr: str,
        *,
        notification: bool = False,
        optional: bool = False,
        default: Any = None,
        adapt: Callable[[Any], Any] | None = None,
        unstable: bool = False,
        validate: Callable[[Any], BaseModel] | None = None,
        to_kwargs: Callable[[BaseModel], dict[str, Any]] = field_kwargs,
        stopped_by: str | None = None,
    ) -> None:
        func, name, legacy = resolve_handler(self.owner, attr)
        (self.notifications if notification else self.requests)[method] = Route(
            method=method,
            func=func,
            validate=validate or model.model_validate,
            to_kwargs=to_kwargs,
            legacy=name if legacy else None,
            owner=self.owner,
            optional=optional,
            default=default,
            adapt=adapt,
            blocked=unstable and not self.use_unstable_protocol,
            stopped_by=stopped_by,
        )

    def request(self, method: str, params: Any) -> Awaitable[Any]:
        """The work that answers a request: its route's, or `ext_method`'s for `_name`; `-32601` raised for any
        other method."""
        if method.startswith("_"):
            if self.ext_method is None:
                raise RequestError.method_not_found(method)
            return _extension(self.ext_method, method, params)
        route = self.requests.get(method)
        if route is None:
            raise RequestError.method_not_found(method)
        return route.call(params)

    def notification(self, method: str, params: Any) -> Awaitable[Any] | None:
        """The work a notification starts, or None when nothing takes it."""
        if method.startswith("_"):
            if self.ext_notification is None:
                return None
            return self.ext_notification(method[1:], params if isinstance(params, dict) else {})  # type: ignore[no-any-return]
        route = self.notifications.get(method)
        if route is None:
            logger.debug("notification %s ignored", method)
            return None
        return route.call(params)

    async def __call__(self, method: str, params: Any, is_notification: bool) -> Any:
        if is_notification:
            work = self.notification(method, params)
            return None if work is None else await work
        return await self.request(method, params)

    def install(self, peer: core.Connection) -> None:
        self._peer = peer
        for method, route in self.requests.items():
            peer.on_request(method, _route_handler(route) if route.stopped_by is None else _turn_handler(route, self))
        for method, route in self.notifications.items():
            peer.on_notification(method, _notification_handler(route))
        peer.on_request(None, self._other_request)
        peer.on_notification(None, self._other_notification)

    def _other_request(self, request: IncomingRequest, responder: Responder) -> None:
        method = request.method
        try:
            work = self.request(method, request.params)
        except Exception as exc:
            responder.respond_error(error_answer(method, exc))
            return
        answer_with(responder, work)
        ext_method = self.ext_method
        if ext_method is not None and method.startswith("_") and len(self._ext_routes) < MAX_EXTENSION_ROUTES:
            # The next `_name` request takes a route of its own, as the typed methods do (the fallback costs a
            # request object and a responder per message); a bounded number, since the peer chooses the names.
            assert self._peer is not None  # this fallback is installed by `install(peer)`
            self._ext_routes.add(method)
            self._peer.on_request(method, _extension_handler(ext_method, method))

    def stop_turn(self, route: Route, session_id: Any, task: asyncio.Future[Any]) -> None:
        """The peer cancelled the request of a turn (`$/cancel_request`): stop it the way the object stops a turn,
        by calling its handler of `route.stopped_by` for the session, and cancel the turn's task if it has not ended
        `turn_cancel_grace` seconds later; without such a handler, cancel the task at once."""
        assert route.stopped_by is not None and self._peer is not None  # a turn's route, installed
        stop = self.notifications.get(route.stopped_by)
        if stop is None or stop.func is None or stop.blocked or not isinstance(session_id, str):
            task.cancel()
            return
        try:
            work = stop.start({"sessionId": session_id})
        except Exception:
            logger.exception("stopping the %s of session %s failed", route.method, session_id)
            task.cancel()
            return
        self._peer.spawn(notified(stop.method, work))
        deadline = asyncio.get_running_loop().call_later(self.turn_cancel_grace, task.cancel)
        task.add_done_callback(lambda _: deadline.cancel())

    async def _other_notification(self, notification: IncomingNotification) -> None:
        work = self.notification(notification.method, notification.params)
        if work is not None:
            await notified(notification.method, work)


def _extension(ext_method: Callable[..., Awaitable[Any]], method: str, params: Any) -> Awaitable[Any]:
    return ext_method(method[1:], params if isinstance(params, dict) else {})


def _extension_handler(ext_method: Callable[..., Awaitable[Any]], method: str) -> Callable[[Any], Awaitable[Any]]:
    """A return-style handler of the extension method `_name`: `ext_method(name, params)`'s result as JSON, a failure
    as the official SDK maps it (`error_answer`); a cancellation, the peer's `$/cancel_request`, answers `-32800`."""
    name = method[1:]

    async def handle(params: Any) -> Any:
        try:
            result = await ext_method(name, params if isinstance(params, dict) else {})
            return result if type(result) is dict else result_json(result)
        except Exception as exc:
            raise error_answer(method, exc) from None

    return handle


def _route_handler(route: Route) -> Callable[[Any], Awaitable[Any]]:
    """A return-style handler of a route (one coroutine per message: the hot path of typed requests), answered as
    `_extension_handler` answers."""
    method = route.method
    start = route.start
    adapt = route.adapt

    async def handle(params: Any) -> Any:
        try:
            result = await start(params)
            return result_json(result if adapt is None else adapt(result))
        except Exception as exc:
            raise error_answer(method, exc) from None

    return handle


def _turn_handler(route: Route, router: Router) -> Callable[[Any, Responder], None]:
    """A turn (`session/prompt`), answered as `_route_handler` answers, but stopped the way an agent written for the
    official SDK stops a turn. A peer's `$/cancel_request` for it calls the agent's `cancel(session_id)`, as
    `session/cancel` does, and the prompt answers what the agent then answers (`stopReason: cancelled`). Cancelling
    the prompt's task at once would throw into the agent's coroutine and leave the work it started running (its
    threads, subprocesses, queued turns), so the next prompt would find the session busy. A turn still running
    `turn_cancel_grace` seconds after that, or of an agent without a `cancel`, has its task cancelled: `-32800`."""
    method = route.method
    start = route.start
    adapt = route.adapt

    async def answer(work: Awaitable[Any], responder: Responder) -> None:
        result = await work
        responder.respond(result_json(result if adapt is None else adapt(result)))

    def handle(params: Any, responder: Responder) -> None:
        try:
            work = start(params)
        except Exception as exc:
            responder.respond_error(error_answer(method, exc))
            return
        task = answer_cooperatively(responder, answer(work, responder))
        session_id = params.get("sessionId") if isinstance(params, dict) else None
        responder.cancellation.add_listener(functools.partial(router.stop_turn, route, session_id, task))

    return handle


def _notification_handler(route: Route) -> Callable[[Any], Awaitable[None]]:
    """A notification route: a failure is logged (a notification has no answer)."""
    method = route.method
    if _is_plain(route):
        return _plain_notification_handler(route)
    start = route.start

    async def handle(params: Any) -> None:
        try:
            await start(params)
        except Exception:
            logger.exception("Unhandled error while handling notification method=%s", method)

    return handle


def _is_plain(route: Route) -> bool:
    """A route whose every call is `func(**field_kwargs(model.model_validate(params)))`: the hot path."""
    return (
        route.func is not None
        and not route.blocked
        and route.legacy is None
        and route.to_kwargs is field_kwargs
        and isinstance(getattr(route.validate, "__self__", None), type)
        and getattr(route.validate, "__name__", None) == "model_validate"
    )


def _plain_notification_handler(route: Route) -> Callable[[Any], Awaitable[None]]:
    method = route.method
    func = route.func
    model = route.validate.__self__  # type: ignore[attr-defined]
    validator: Callable[[Any], Any] | None = None

    async def handle(params: Any) -> None:
        nonlocal validator
        try:
            if validator is None:
                validator = model.__pydantic_validator__.validate_python
            kwargs = dict(validator(params).__dict__)
            meta = kwargs.pop("field_meta", None)
            if meta:
                for key, value in meta.items():
                    kwargs.setdefault(key, value)
            await func(**kwargs)  # type: ignore[misc]
        except Exception:
            logger.exception("Unhandled error while handling notification method=%s", method)

    return handle


# ------------------------------------------------------------------------------------------------ the agent side

_SET_CONFIG_MODELS = (schema.SetSessionConfigOptionBooleanRequest, schema.SetSessionConfigOptionSelectRequest)
_SET_CONFIG_FIELDS = shared_fields(_SET_CONFIG_MODELS)


def _validate_set_config_option(params: Any) -> BaseModel:
    if isinstance(params, dict) and params.get("type") == "boolean":
        return schema.SetSessionConfigOptionBooleanRequest.model_validate(params)
    return schema.SetSessionConfigOptionSelectRequest.model_validate(params)


def agent_router(
    agent: Any, use_unstable_protocol: bool = False, turn_cancel_grace: float = TURN_CANCEL_GRACE_S
) -> Router:
    """The routes of an `Agent`: what a client calls on it."""
    router = Router(agent, use_unstable_protocol, turn_cancel_grace)
    add = router.add
    add(AGENT_METHODS["initialize"], schema.InitializeRequest, "initialize")
    add(AGENT_METHODS["session_new"], schema.NewSessionRequest, "new_session")
    add(AGENT_METHODS["session_load"], schema.LoadSessionRequest, "load_session", adapt=normalize_result)
    add(AGENT_METHODS["session_list"], schema.ListSessionsRequest, "list_sessions")
    add(
        AGENT_METHODS["session_close"],
        schema.CloseSessionRequest,
        "close_session",
        adapt=normalize_result,
        unstable=True,
    )
    add(AGENT_METHODS["session_set_mode"], schema.SetSessionModeRequest, "set_session_mode", adapt=normalize_result)
    # 0.8 to 0.10 routed it (unstable); the schema dropped it later, but agents written for them still serve it.
    add(
        AGENT_METHODS["session_set_model"],
        schema.SetSessionModelRequest,
        "set_session_model",
        adapt=normalize_result,
        unstable=True,
    )
    add(AGENT_METHODS["session_prompt"], schema.PromptRequest, "prompt", stopped_by=AGENT_METHODS["session_cancel"])
    add(
        AGENT_METHODS["session_set_config_option"],
        None,
        "set_config_option",
        adapt=normalize_result,
        validate=_validate_set_config_option,
        to_kwargs=lambda model: field_kwargs(model, _SET_CONFIG_FIELDS),
    )
    add(AGENT_METHODS["authenticate"], schema.AuthenticateRequest, "authenticate", adapt=normalize_result)
    add(AGENT_METHODS["session_fork"], schema.ForkSessionRequest, "fork_session", unstable=True)
    add(AGENT_METHODS["session_resume"], schema.ResumeSessionRequest, "resume_session", unstable=True)
    add(AGENT_METHODS["session_cancel"], schema.CancelNotification, "cancel", notification=True)
    # What 1.0.0rc3 routes besides, as it does (stable or not, the same result adaptation): methods 0.12.1 answers
    # -32601 to, so a handler of that name is called only where 0.12.1 had nothing to call.
    add(AGENT_METHODS["session_delete"], schema.DeleteSessionRequest, "delete_session", adapt=normalize_result)
    add(AGENT_METHODS["logout"], schema.LogoutRequest, "logout", adapt=normalize_result)
    add(AGENT_METHODS["providers_list"], schema.ListProvidersRequest, "list_providers", unstable=True)
    add(
        AGENT_METHODS["providers_set"],
        schema.SetProviderRequest,
        "set_provider",
        adapt=normalize_result,
        unstable=True,
    )
    add(
        AGENT_METHODS["providers_disable"],
        schema.DisableProviderRequest,
        "disable_provider",
        adapt=normalize_result,
        unstable=True,
    )
    _add_mcp_message(router, AGENT_METHODS["mcp_message"])
    add(AGENT_METHODS["nes_start"], schema.StartNesRequest, "start_nes", unstable=True)
    add(AGENT_METHODS["nes_suggest"], schema.SuggestNesRequest, "suggest_nes", unstable=True)
    add(AGENT_METHODS["nes_close"], schema.CloseNesRequest, "close_nes", adapt=normalize_result, unstable=True)
    for method, model, attr in _AGENT_NOTIFICATIONS:
        add(AGENT_METHODS[method], model, attr, notification=True, unstable=True)
    return router


# The unstable notifications 1.0.0rc3 routes to an agent: (the key of AGENT_METHODS, the params' model, the method).
_AGENT_NOTIFICATIONS = (
    ("nes_accept", schema.AcceptNesNotification, "accept_nes"),
    ("nes_reject", schema.RejectNesNotification, "reject_nes"),
    ("document_did_open", schema.DidOpenDocumentNotification, "did_open"),
    ("document_did_change", schema.DidChangeDocumentNotification, "did_change"),
    ("document_did_close", schema.DidCloseDocumentNotification, "did_close"),
    ("document_did_save", schema.DidSaveDocumentNotification, "did_save"),
    ("document_did_focus", schema.DidFocusDocumentNotification, "did_focus"),
)


def _add_mcp_message(router: Router, method: str) -> None:
    """`mcp/message` (unstable), on either side: a relayed MCP request goes to `mcp_message`, a relayed MCP
    notification (the same wire method without an id) to `notify_mcp`."""
    router.add(method, schema.MessageMcpRequest, "mcp_message", unstable=True)
    router.add(method, schema.MessageMcpNotification, "notify_mcp", notification=True, unstable=True)


# ----------------------------------------------------------------------------------------------- the client side


@functools.cache
def _create_elicitation() -> TypeAdapter[Any]:
    # Built on first use: a TypeAdapter builds its schema when made, and few connections ever see an elicitation.
    return TypeAdapter(schema.CreateElicitationRequest)


def _validate_create_elicitation(params: Any) -> Any:
    return _create_elicitation().validate_python(params)


def elicitation_mode(request: Any) -> Any:
    """The mode model (`Elicitation{Form,Url}{Session,Request}Mode`) of a `create_elicitation` request."""
    if isinstance(request, schema.CreateFormSessionElicitationRequest):
        return schema.ElicitationFormSessionMode(
            session_id=request.session_id, tool_call_id=request.tool_call_id, requested_schema=request.requested_schema
        )
    if isinstance(request, schema.CreateFormRequestElicitationRequest):
        return schema.ElicitationFormRequestMode(
            request_id=request.request_id, requested_schema=request.requested_schema
        )
    if isinstance(request, schema.CreateUrlSessionElicitationRequest):
        return schema.ElicitationUrlSessionMode(
            session_id=request.session_id,
            tool_call_id=request.tool_call_id,
            elicitation_id=request.elicitation_id,
            url=request.url,
        )
    if isinstance(request, schema.CreateUrlRequestElicitationRequest):
        return schema.ElicitationUrlRequestMode(
            request_id=request.request_id, elicitation_id=request.elicitation_id, url=request.url
        )
    raise RequestError.invalid_params({"details": f"Unsupported elicitation mode: {request.mode!r}"})


def _elicitation_kwargs(request: Any) -> dict[str, Any]:
    """`create_elicitation(message, mode)`, then the `_meta` keys."""
    kwargs: dict[str, Any] = {"message": request.message, "mode": elicitation_mode(request)}
    for key, value in (request.field_meta or {}).items():
        kwargs.setdefault(key, value)
    return kwargs


def client_router(client: Any, use_unstable_protocol: bool = False) -> Router:
    """The routes of a `Client`: what an agent calls on it."""
    router = Router(client, use_unstable_protocol)
    add = router.add
    add(CLIENT_METHODS["fs_write_text_file"], schema.WriteTextFileRequest, "write_text_file")
    add(CLIENT_METHODS["fs_read_text_file"], schema.ReadTextFileRequest, "read_text_file")
    add(CLIENT_METHODS["session_request_permission"], schema.RequestPermissionRequest, "request_permission")
    # The terminal methods are optional for a client: without them the agent gets a default answer.
    add(CLIENT_METHODS["terminal_create"], schema.CreateTerminalRequest, "create_terminal", optional=True)
    add(CLIENT_METHODS["terminal_output"], schema.TerminalOutputRequest, "terminal_output", optional=True)
    add(
        CLIENT_METHODS["terminal_release"],
        schema.ReleaseTerminalRequest,
        "release_terminal",
        optional=True,
        default={},
        adapt=normalize_result,
    )
    add(
        CLIENT_METHODS["terminal_wait_for_exit"],
        schema.WaitForTerminalExitRequest,
        "wait_for_terminal_exit",
        optional=True,
    )
    add(
        CLIENT_METHODS["terminal_kill"],
        schema.KillTerminalRequest,
        "kill_terminal",
        optional=True,
        default={},
        adapt=normalize_result,
    )
    add(
        CLIENT_METHODS["elicitation_create"],
        None,
        "create_elicitation",
        adapt=normalize_result,
        unstable=True,
        validate=_validate_create_elicitation,
        to_kwargs=_elicitation_kwargs,
    )
    add(
        CLIENT_METHODS["elicitation_complete"],
        schema.CompleteElicitationNotification,
        "complete_elicitation",
        notification=True,
        unstable=True,
    )
    add(CLIENT_METHODS["session_update"], schema.SessionNotification, "session_update", notification=True)
    # What 1.0.0rc3 routes besides (all unstable there): methods 0.12.1 answers -32601 to.
    add(CLIENT_METHODS["mcp_connect"], schema.ConnectMcpRequest, "connect_mcp", unstable=True)
    add(
        CLIENT_METHODS["mcp_disconnect"],
        schema.DisconnectMcpRequest,
        "disconnect_mcp",
        adapt=normalize_result,
        unstable=True,
    )
    _add_mcp_message(router, CLIENT_METHODS["mcp_message"])
    return router
