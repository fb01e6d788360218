"""Models nested in containers become wire JSON: lists, tuples, dicts (`dict[str, Model]` fields among them), any mix
of them at any depth, whether given to a constructor, assigned to an attribute, passed in a plain dict or list to a
typed call, or returned in a handler's result. The peer receives exactly the JSON the models stand for."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from wire import pair, wait_for

from acp_fast import Connection
from acp_fast.acp import (
    Agent,
    AgentSideConnection,
    Client,
    ClientSideConnection,
    PromptTurn,
    SchemaError,
    schema,
)


def text(value: str) -> schema.TextContentBlock:
    return schema.TextContentBlock(text=value)


def text_wire(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


def name_property() -> schema.StringPropertySchema:
    return schema.StringPropertySchema(
        title="Name",
        min_length=1,
        one_of=[schema.EnumOption(const="a", title="A"), schema.EnumOption(const="b", title="B")],
    )


NAME_WIRE = {
    "type": "string",
    "title": "Name",
    "minLength": 1,
    "oneOf": [{"const": "a", "title": "A"}, {"const": "b", "title": "B"}],
}

# Each shape: a function building (value, the JSON it must become). Built afresh for every use: nothing shared.
SHAPES: dict[str, Callable[[], tuple[Any, Any]]] = {
    "model": lambda: (text("a"), text_wire("a")),
    "list": lambda: ([text("a"), "s", text("b")], [text_wire("a"), "s", text_wire("b")]),
    "tuple": lambda: ((1, text("a")), [1, text_wire("a")]),
    "dict": lambda: ({"a": text("a"), "n": 1}, {"a": text_wire("a"), "n": 1}),
    "list of dicts": lambda: ([{"a": text("a")}, {"n": None}], [{"a": text_wire("a")}, {"n": None}]),
    "dict of lists": lambda: ({"a": [text("a"), 2.5], "b": []}, {"a": [text_wire("a"), 2.5], "b": []}),
    "deep": lambda: (
        {"x": [{"y": [[{"z": text("a")}, True]]}], "w": ({"v": [text("b")]},)},
        {"x": [{"y": [[{"z": text_wire("a")}, True]]}], "w": [{"v": [text_wire("b")]}]},
    ),
    "model holding a map": lambda: (
        schema.ElicitationSchema(properties={"name": name_property()}),
        {"properties": {"name": NAME_WIRE}},
    ),
    "scalars only": lambda: (
        {"s": "x", "i": 1, "f": 1.5, "b": False, "n": None},
        {"s": "x", "i": 1, "f": 1.5, "b": False, "n": None},
    ),
}


def all_shapes() -> tuple[dict[str, Any], dict[str, Any]]:
    """Every shape in one free JSON object (a `_meta`): (value, JSON)."""
    built = {name: build() for name, build in SHAPES.items()}
    return {name: value for name, (value, _) in built.items()}, {name: wire for name, (_, wire) in built.items()}


def encoded(value: Any) -> Any:
    """What the encoder writes (it raises TypeError on anything that is not JSON)."""
    return orjson.loads(orjson.dumps(value))


# ------------------------------------------------------------------------------------------ building


def test_a_map_of_models_is_wire_json():
    elicitation = schema.ElicitationSchema(properties={"name": name_property()}, required=["name"])
    assert encoded(elicitation.to_wire()) == {"properties": {"name": NAME_WIRE}, "required": ["name"]}
    assert elicitation.to_wire() == {"properties": {"name": NAME_WIRE}, "required": ["name"]}


@pytest.mark.parametrize("shape", SHAPES)
def test_models_in_a_container_given_to_a_constructor_are_unwrapped(shape):
    value, wire = SHAPES[shape]()
    update = schema.AgentMessageChunk(content=text("x"), meta={"v": value})
    expected = {"sessionUpdate": "agent_message_chunk", "content": text_wire("x"), "_meta": {"v": wire}}
    assert update.to_wire() == expected
    assert encoded(update.to_wire()) == expected


@pytest.mark.parametrize("shape", SHAPES)
def test_models_in_a_container_assigned_to_an_attribute_are_unwrapped(shape):
    value, wire = SHAPES[shape]()
    notification = schema.SessionNotification(session_id="s", update=schema.AgentMessageChunk(content=text("x")))
    notification.meta = {"v": value}
    assert encoded(notification.to_wire())["_meta"] == {"v": wire}
    elicitation = schema.ElicitationSchema()
    elicitation.properties = {"name": name_property(), "more": value}
    assert encoded(elicitation.to_wire()) == {"properties": {"name": NAME_WIRE, "more": wire}}


def test_the_callers_containers_are_left_as_given_and_those_without_models_are_not_copied():
    inner = [text("a")]
    given = {"list": inner, "n": 1}
    update = schema.AgentMessageChunk(content=text("x"), meta=given)
    assert update.to_wire()["_meta"] == {"list": [text_wire("a")], "n": 1}
    assert given == {"list": inner, "n": 1} and inner[0] == text("a"), "the caller's objects were changed"
    plain = {"k": "v", "l": [1, {"m": "n"}]}
    assert schema.AgentMessageChunk(content=text("x"), meta=plain).to_wire()["_meta"] is plain
    names = ["a", "b"]
    assert schema.ElicitationSchema(required=names).to_wire()["required"] is names


# ------------------------------------------------------------------------------------------ reading back


def test_a_map_of_models_reads_back_as_models():
    wire = {
        "properties": {
            "name": dict(NAME_WIRE),
            "count": {"type": "integer", "minimum": 0},
            "future": {"type": "x-future", "anything": 1},
        }
    }
    elicitation = schema.ElicitationSchema.parse(wire)
    properties = elicitation.properties
    assert properties is not None and list(properties) == ["name", "count", "future"]
    name, count, future = properties["name"], properties["count"], properties["future"]
    assert isinstance(name, schema.StringPropertySchema) and name.min_length == 1
    assert [option.const for option in name.one_of or []] == ["a", "b"]
    assert isinstance(count, schema.IntegerPropertySchema) and count.minimum == 0
    assert isinstance(future, schema.OtherElicitationPropertySchema)
    assert name.to_wire() is wire["properties"]["name"], "a view over the wire dict, not a copy"
    # Built locally, the same reads give the same models.
    built = schema.ElicitationSchema(properties={"name": name_property()}).properties
    assert built == {"name": name_property()}
    assert schema.ElicitationSchema().properties is None


@pytest.mark.parametrize(
    ("properties", "field", "reason"),
    [
        ({"name": 5}, "properties.name", "expected an object, got an integer"),
        (
            {"name": {"type": "string", "minLength": "x"}},
            "properties.name.minLength",
            "expected an integer, got a string",
        ),
        ([], "properties", "expected an object, got an array"),
    ],
)
def test_the_values_of_a_map_are_validated_naming_their_key(properties, field, reason):
    with pytest.raises(SchemaError) as caught:
        schema.ElicitationSchema.parse({"properties": properties})
    assert (caught.value.path, caught.value.reason) == (field, reason)


def test_a_map_of_scalars_is_typed_and_validated():
    assert schema.SetProviderRequest.parse(
        {"providerId": "p", "apiType": "openai", "baseUrl": "u", "headers": {"a": "b"}}
    ).headers == {"a": "b"}
    with pytest.raises(SchemaError) as caught:
        schema.SetProviderRequest.parse({"providerId": "p", "apiType": "openai", "baseUrl": "u", "headers": {"a": 1}})
    assert caught.value.path == "headers.a"


# ------------------------------------------------------------------------------------------ over a connection


class Recorder:
    """A raw `Connection` peer: records the params of each request and notification, answers `results[method]`."""

    def __init__(self, conn: Connection, results: dict[str, Any]) -> None:
        self.received: dict[str, list[Any]] = {}
        self.arrived = asyncio.Event()
        for method, result in results.items():
            conn.on_request(method, self._answer(method, result))

        @conn.on_notification(None)
        def on_notification(notification: Any) -> None:
            self._record(notification.method, notification.params)

    def _record(self, method: str, params: Any) -> None:
        self.received.setdefault(method, []).append(params)
        self.arrived.set()

    def _answer(self, method: str, result: Any) -> Callable[[Any], Any]:
        def handle(params: Any) -> Any:
            self._record(method, params)
            return result

        return handle

    async def wait(self, method: str, count: int = 1) -> list[Any]:
        while len(self.received.get(method, ())) < count:
            self.arrived.clear()
            await wait_for(self.arrived.wait())
        return self.received[method]


@pytest.mark.usefixtures("core")
async def test_the_agents_typed_calls_send_nested_models_as_json():
    async with pair() as (client_conn, agent_conn):
        agent_side = AgentSideConnection(Agent(), agent_conn)
        client = Recorder(
            client_conn,
            {
                "session/request_permission": {"outcome": {"outcome": "selected", "optionId": "ok"}},
                "elicitation/create": {"action": "cancel"},
            },
        )
        meta, meta_wire = all_shapes()
        # a notification: the update as a plain dict holding a model, every shape in _meta
        agent_side.session_update("s", {"sessionUpdate": "agent_message_chunk", "content": text("x")}, meta=meta)
        (received,) = await client.wait("session/update")
        assert received == {
            "sessionId": "s",
            "update": {"sessionUpdate": "agent_message_chunk", "content": text_wire("x")},
            "_meta": meta_wire,
        }
        # a request: a plain dict holding a list of dicts holding models, and a list of models
        outcome = await wait_for(
            agent_side.request_permission(
                "s",
                {"toolCallId": "c1", "content": [{"type": "content", "content": text("diff")}]},
                [schema.PermissionOption(option_id="ok", name="OK", kind="allow_once")],
                meta=meta,
            )
        )
        assert outcome.outcome.option_id == "ok"
        (received,) = await client.wait("session/request_permission")
        assert received == {
            "sessionId": "s",
            "toolCall": {"toolCallId": "c1", "content": [{"type": "content", "content": text_wire("diff")}]},
            "options": [{"optionId": "ok", "name": "OK", "kind": "allow_once"}],
            "_meta": meta_wire,
        }
        # a dict[str, Model] field, as a model and as a plain dict
        await wait_for(
            agent_side.create_elicitation(
                "Who?", "form", requested_schema=schema.ElicitationSchema(properties={"name": name_property()})
            )
        )
        await wait_for(
            agent_side.create_elicitation(
                "Who?", "form", requested_schema={"type": "object", "properties": {"name": name_property()}}
            )
        )
        first, second = await client.wait("elicitation/create", 2)
        assert first == {"message": "Who?", "mode": "form", "requestedSchema": {"properties": {"name": NAME_WIRE}}}
        assert second == {
            "message": "Who?",
            "mode": "form",
            "requestedSchema": {"type": "object", "properties": {"name": NAME_WIRE}},
        }


@pytest.mark.usefixtures("core")
async def test_the_clients_typed_calls_send_nested_models_as_json():
    async with pair() as (client_conn, agent_conn):
        client_side = ClientSideConnection(Client(), client_conn)
        agent = Recorder(
            agent_conn,
            {"session/new": {"sessionId": "s"}, "session/prompt": {"stopReason": "end_turn"}},
        )
        meta, meta_wire = all_shapes()
        created = await wait_for(
            client_side.new_session(
                "/tmp",
                [{"name": "m", "command": "c", "args": [], "env": [schema.EnvVariable(name="A", value="1")]}],
                meta=meta,
            )
        )
        assert created.session_id == "s"
        response = await wait_for(client_side.prompt("s", [text("a"), {"type": "text", "text": "b"}], meta=meta))
        assert response.stop_reason == "end_turn"
        client_side.cancel("s")
        assert (await agent.wait("session/new")) == [
            {
                "cwd": "/tmp",
                "mcpServers": [{"name": "m", "command": "c", "args": [], "env": [{"name": "A", "value": "1"}]}],
                "_meta": meta_wire,
            }
        ]
        assert (await agent.wait("session/prompt")) == [
            {"sessionId": "s", "prompt": [text_wire("a"), text_wire("b")], "_meta": meta_wire}
        ]


class ModelsInResultsAgent(Agent):
    """Answers with plain dicts holding models; its turn returns one after session/cancel."""

    def __init__(self) -> None:
        self.started = asyncio.Event()

    def new_session(self, params: Any) -> Any:
        meta, _ = all_shapes()
        return {"sessionId": "s", "_meta": meta}

    async def prompt(self, params: Any, turn: PromptTurn) -> Any:
        self.started.set()
        await turn.session_cancel()
        return {"stopReason": "end_turn", "_meta": {"last": [text("bye")]}}

    async def ext_method(self, method: str, params: Any) -> Any:
        return [{"a": text("a")}, (text("b"),)]


class ModelsInResultsClient(Client):
    def request_permission(self, params: Any) -> Any:
        return {"outcome": schema.SelectedPermissionOutcome(option_id="ok"), "_meta": {"why": [text("x")]}}


@pytest.mark.usefixtures("core")
async def test_models_in_the_results_of_handlers_are_sent_as_json():
    _, meta_wire = all_shapes()
    async with pair() as (client_conn, agent_conn):
        agent_impl = ModelsInResultsAgent()
        AgentSideConnection(agent_impl, agent_conn)
        assert await wait_for(client_conn.send_request("session/new", {"cwd": "/", "mcpServers": []})) == {
            "sessionId": "s",
            "_meta": meta_wire,
        }
        assert await wait_for(client_conn.send_request("_ext/models", {})) == [
            {"a": text_wire("a")},
            [text_wire("b")],
        ]
        prompt = client_conn.send_request("session/prompt", {"sessionId": "s", "prompt": [text_wire("hi")]})
        await wait_for(agent_impl.started.wait())
        client_conn.send_notification("session/cancel", {"sessionId": "s"})
        assert await wait_for(prompt) == {"stopReason": "cancelled", "_meta": {"last": [text_wire("bye")]}}
    async with pair() as (client_conn, agent_conn):
        ClientSideConnection(ModelsInResultsClient(), client_conn)
        params = {"sessionId": "s", "toolCall": {"toolCallId": "c"}, "options": []}
        assert await wait_for(agent_conn.send_request("session/request_permission", params)) == {
            "outcome": {"outcome": "selected", "optionId": "ok"},
            "_meta": {"why": [text_wire("x")]},
        }
