"""What the agent-side and client-side connections share: construction from either kind of transport, the typed
calls to the peer (a request model out, a response model back), extension methods and the lifetime."""

from __future__ import annotations

import asyncio
from typing import Any, TypeVar

from pydantic import BaseModel

from ..connection import Connection as AcpFastConnection
from ._routes import Router
from .connection import CompatRequest, Connection
from .utils import request_model, request_model_from_dict, request_optional_model, serialize_params

__all__ = ["Side"]

M = TypeVar("M", bound=BaseModel)

_STREAMS_ERROR = "{} requires asyncio StreamWriter/StreamReader"


class Side:
    """A connection to the peer (`self._conn`, the compat `Connection`) dispatching to a local object."""

    _conn: Connection

    def _connect(
        self,
        router: Router,
        input_stream: Any,
        output_stream: Any,
        listening: bool,
        connection_kwargs: dict[str, Any],
    ) -> Any:
        """Build the connection: `input_stream` is the `StreamWriter` to the peer and `output_stream` the
        `StreamReader` from it (named from the peer's side, as in the official SDK), or `input_stream` is a message
        `Transport` or an `acp_fast.Connection` (not connected yet) and `output_stream` None."""
        error = _STREAMS_ERROR.format(type(self).__name__)
        if output_stream is None:
            if isinstance(input_stream, (asyncio.StreamWriter, asyncio.StreamReader)) or not (
                isinstance(input_stream, AcpFastConnection)
                or all(callable(getattr(input_stream, name, None)) for name in ("send", "receive", "close"))
            ):
                raise TypeError(error)
        elif not isinstance(input_stream, asyncio.StreamWriter) or not isinstance(output_stream, asyncio.StreamReader):
            raise TypeError(error)
        conn = self._conn = Connection(router, input_stream, output_stream, listening=listening, **connection_kwargs)
        router.install(conn.peer)
        return conn

    async def _call(self, method: str, params: BaseModel, result: type[M]) -> M:
        return await request_model(self._conn, method, params, result)

    async def _call_lenient(self, method: str, params: BaseModel, result: type[M]) -> M:
        """A call whose result may be null or not an object: validated from `{}` then."""
        return await request_model_from_dict(self._conn, method, params, result)

    async def _call_optional(self, method: str, params: BaseModel, result: type[M]) -> M | None:
        return await request_optional_model(self._conn, method, params, result)

    def _notify(self, method: str, params: BaseModel) -> None:
        """Send a notification now (the methods that call it are coroutines, as in the official SDK)."""
        self._conn.notify(method, serialize_params(params))

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        """Send the extension request `_<method>`."""
        # `Connection.send_request` without its coroutine: extension calls are the raw round trip, the hot path.
        return await self._conn.peer.send_request_as(CompatRequest, f"_{method}", params)  # type: ignore[no-any-return]

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        """Send the extension notification `_<method>`."""
        await self._conn.send_notification(f"_{method}", params)

    async def close(self) -> None:
        await self._conn.close()

    async def __aenter__(self) -> Any:
        return self

    async def __aexit__(self, exc_type: object, exc: object, tb: object) -> None:
        await self.close()

    def on_connect(self, conn: Any) -> None:
        pass
