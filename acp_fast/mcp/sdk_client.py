"""`mcp_client_transport`: an ACP-transport MCP server as a transport of the MCP SDK's own client (`mcp.Client`,
the `mcp` extra), for agents whose MCP code is written with the SDK (docs/mcp.md).

```python
async with mcp.Client(mcp_client_transport(caller, server_id), mode="2026-07-28") as client:
    result = await client.call_tool("read_file", {"path": "README.md"})
```

Each request the SDK's client writes becomes an `McpCaller.request` with a fresh `requestId`, and its answer (or
inner error) comes back with the client's own id; the provider's notifications for it (progress) come back as
notifications. MCP's `notifications/cancelled` for a request cancels its `mcp/message` request (`$/cancel_request`);
the other notifications a client sends have no form in the binding's revision and are dropped (logged at debug
level). An outer (binding) error reaches the client as a JSON-RPC error with the same code.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
from collections.abc import AsyncIterator
from typing import Any

import anyio
import mcp.types as mcp_types
from mcp.shared.message import SessionMessage

from ..errors import RequestError
from ._binding import BACKEND_FAILED, McpError, backend_failed
from .caller import McpCaller

__all__ = ["mcp_client_transport"]

logger = logging.getLogger("acp_fast.mcp")


@contextlib.asynccontextmanager
async def mcp_client_transport(caller: McpCaller, server_id: str) -> AsyncIterator[tuple[Any, Any]]:
    """`(read, write)` streams of `SessionMessage`s, as every MCP SDK transport yields, talking to `server_id`."""
    client_writes, requests = anyio.create_memory_object_stream[SessionMessage](math.inf)
    answers, client_reads = anyio.create_memory_object_stream[SessionMessage | Exception](math.inf)
    calls: dict[Any, asyncio.Task[None]] = {}

    async def call(request: mcp_types.JSONRPCRequest) -> None:
        def notify(method: str, params: dict[str, Any] | None) -> None:
            note = mcp_types.JSONRPCNotification(jsonrpc="2.0", method=method, params=params)
            answers.send_nowait(SessionMessage(note))

        try:
            result = await caller.request(
                server_id, request.method, request.params, on_notification=notify, progress=False
            )
            if type(result) is not dict:
                raise backend_failed("the MCP result is not an object", {"result": result})
            answer: Any = mcp_types.JSONRPCResponse(jsonrpc="2.0", id=request.id, result=result)
        except McpError as error:
            answer = _error(request.id, error.code, error.message, error.data)
        except RequestError as error:
            answer = _error(request.id, error.code, error.message, error.data)
        except Exception as error:  # the SDK's client must get an answer, whatever went wrong here
            logger.exception("the MCP request %r failed", request.method)
            answer = _error(request.id, BACKEND_FAILED, "MCP-over-ACP transport failed", str(error))
        finally:
            calls.pop(request.id, None)
        answers.send_nowait(SessionMessage(answer))

    async def pump() -> None:
        async with requests:
            async for session_message in requests:
                message = session_message.message
                if isinstance(message, mcp_types.JSONRPCRequest):
                    calls[message.id] = asyncio.ensure_future(call(message))
                elif isinstance(message, mcp_types.JSONRPCNotification) and message.method == "notifications/cancelled":
                    task = calls.get((message.params or {}).get("requestId"))
                    if task is not None:
                        task.cancel()
                else:
                    logger.debug("dropped the MCP client's %s: the binding has no form for it", type(message).__name__)

    pumping = asyncio.ensure_future(pump())
    try:
        async with client_reads, client_writes:
            yield client_reads, client_writes
    finally:
        pumping.cancel()
        for task in list(calls.values()):
            task.cancel()
        await asyncio.gather(pumping, *calls.values(), return_exceptions=True)
        for stream in (client_writes, requests, answers, client_reads):
            stream.close()


def _error(request_id: Any, code: int, message: str, data: Any) -> mcp_types.JSONRPCError:
    return mcp_types.JSONRPCError(
        jsonrpc="2.0", id=request_id, error=mcp_types.ErrorData(code=code, message=message, data=data)
    )
