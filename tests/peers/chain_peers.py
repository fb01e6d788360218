"""Components for the conductor tests: proxies with custom cancellation choices, and agents that misbehave.

    python chain_peers.py MODE [STATUS]

Proxies (a custom handler decides what a cancellation means for a request it forwards; docs/proxies.md):
- `proxy-absorb`: forwards `session/prompt` with a plain result callback: an upstream cancellation is absorbed
  (the agent never hears of it; the turn's real answer goes back).
- `proxy-local`: handles it locally: answers upstream `{"stopReason": "cancelled"}` at once and lets the
  downstream turn run to its end (detached).
- `proxy-opt-in`: custom forwarding that opts in with `forward_cancellation_from`, and marks the result.
- `proxy-old-cancel`: propagates cancellation the way older SDKs did: a `$/cancel_request` wrapped in
  `proxy/successor`, sent by hand.
- `proxy-silent`: never answers `proxy/initialize`.
- `proxy-bump-version`: answers `proxy/initialize` with a protocol version one above its successor's (a proxy must
  not change it), bypassing `Proxy`'s own check.
- `proxy-no-forward`: answers `proxy/initialize` itself, without initializing its successor.
- `proxy-misspelled`: before forwarding a `session/prompt`, sends its conductor `proxy/succesor` (misspelled),
  `proxy/initialize` (the conductor's to send) and `proxy/next` (no such method), each a request, and puts the
  errors they got (`code`, `data`) in the prompt's result, `_meta.refused`.
- `proxy-legacy-only`: knows only the `_proxy/…` spelling (as the Rust SDK before 5.0.0): `proxy/initialize` and
  `proxy/successor` are methods it does not know (`-32601`; a `proxy/successor` notification is logged and dropped).
Agents:
- `agent-crash-on-prompt`: an echo agent that exits (code 3) when a prompt arrives.
- `agent-exit`: exits at once (code 2).
- `agent-garbage`: answers initialize with garbage on stdout, then exits (code 1).
- `agent-silent`: reads its input and never answers anything (exits when its stdin closes).
- `agent-flood`: writes garbage lines to stdout without end and never answers (exits when its stdin closes).
- `agent-fail`: reads one message, writes 30 numbered lines and `fatal: no API key` to stderr, and exits with
  STATUS (default 3).
"""

from __future__ import annotations

import asyncio
import os
import sys
from typing import Any

from acp_fast import RequestError, Responder
from acp_fast.acp import run_agent
from acp_fast.acp.echo_agent import EchoAgent
from acp_fast.proxy import LEGACY_PROXY_PREFIX, PROXY_PREFIX, Proxy, run_proxy, wrap


def proxy(mode: str) -> Proxy:
    p = Proxy(prefix=LEGACY_PROXY_PREFIX if mode == "proxy-legacy-only" else PROXY_PREFIX)
    if mode == "proxy-legacy-only":
        for method in ("proxy/initialize", "proxy/successor"):
            p.on_request(method, unknown_method)
        p.on_notification("proxy/successor", lambda params: print(f"dropped: {params}", file=sys.stderr))
    elif mode == "proxy-bump-version":

        @p.on_request("proxy/initialize")
        def bump(params: Any, responder: Responder) -> None:
            sent = p.send_to_successor("initialize", params)
            sent.on_result(
                lambda value: answer(
                    responder,
                    value
                    if isinstance(value, RequestError)
                    else {**value, "protocolVersion": value["protocolVersion"] + 1},
                )
            )

    elif mode == "proxy-no-forward":
        p.on_request("proxy/initialize", lambda params: {"protocolVersion": params["protocolVersion"]})
    if mode in ("proxy-legacy-only", "proxy-bump-version", "proxy-no-forward"):
        return p  # everything else forwarded as any proxy does

    if mode == "proxy-misspelled":

        @p.on_request("session/prompt")
        async def refused_first(params: Any) -> Any:
            refused = []
            for method in ("proxy/succesor", "proxy/initialize", "proxy/next"):
                try:
                    await p.connection.send_request(method, {"method": "session/prompt", "params": params})
                except RequestError as error:
                    refused.append({"code": error.code, "data": error.data})
            result = await p.send_to_successor("session/prompt", params)
            return {**result, "_meta": {"refused": refused}}

        return p

    @p.on_request("session/prompt")
    def prompt(params: Any, responder: Responder) -> None:
        sent = p.send_to_successor("session/prompt", params)
        if mode == "proxy-absorb":
            sent.on_result(lambda value: answer(responder, value))
        elif mode == "proxy-local":
            # Handled here: the client is answered at once; the agent's turn runs to its end, its answer dropped.
            async def answer_locally() -> None:
                await responder.cancellation.cancelled()
                responder.respond({"stopReason": "cancelled", "_meta": {"answeredBy": "proxy"}})

            watcher = p.connection.spawn(answer_locally())
            sent.on_result(lambda value: (watcher.cancel(), answer(responder, value)))
        elif mode == "proxy-opt-in":
            sent.forward_cancellation_from(responder.cancellation)
            sent.on_result(lambda value: answer(responder, value, mark=True))
        elif mode == "proxy-old-cancel":
            outer_id = sent.id

            async def cancel_the_old_way() -> None:
                await responder.cancellation.cancelled()
                p.connection.send_notification(p.successor_method, wrap("$/cancel_request", {"requestId": outer_id}))

            watcher = p.connection.spawn(cancel_the_old_way())
            sent.on_result(lambda value: (watcher.cancel(), answer(responder, value)))

    return p


def unknown_method(params: Any) -> Any:
    raise RequestError.method_not_found("only `_proxy/initialize` and `_proxy/successor` are known here")


def answer(responder: Responder, value: Any, mark: bool = False) -> None:
    if isinstance(value, RequestError):
        responder.respond_error(value)
    else:
        if mark:
            value = {**value, "_meta": {"proxied": True}}
        responder.respond(value)


class CrashOnPrompt(EchoAgent):
    async def prompt(self, params: Any, turn: Any) -> Any:
        os._exit(3)


async def garbage_agent() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    await reader.readline()
    sys.stdout.buffer.write(b"this is not json\n\x00\xff{{{\n")
    sys.stdout.buffer.flush()
    os._exit(1)


async def silent() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while await reader.readline():
        pass


async def stdin_reader() -> asyncio.StreamReader:
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    return reader


async def flood() -> None:
    reader = await stdin_reader()

    async def write() -> None:
        while True:
            try:
                sys.stdout.buffer.write(b"not json at all\n" * 50)
                sys.stdout.buffer.flush()
            except BrokenPipeError:
                os._exit(0)
            await asyncio.sleep(0.005)

    writing = asyncio.ensure_future(write())
    while await reader.readline():
        pass
    writing.cancel()
    os._exit(0)


async def fail(status: int) -> None:
    reader = await stdin_reader()
    await reader.readline()
    for i in range(30):
        print(f"stderr line {i}", file=sys.stderr)
    print("fatal: no API key", file=sys.stderr, flush=True)
    os._exit(status)


def main(mode: str, *options: str) -> int:
    if mode in ("proxy-silent", "agent-silent"):
        asyncio.run(silent())
    elif mode.startswith("proxy-"):
        asyncio.run(run_proxy(proxy(mode)))
    elif mode == "agent-crash-on-prompt":
        asyncio.run(run_agent(CrashOnPrompt()))
    elif mode == "agent-exit":
        return 2
    elif mode == "agent-garbage":
        asyncio.run(garbage_agent())
    elif mode == "agent-flood":
        asyncio.run(flood())
    elif mode == "agent-fail":
        asyncio.run(fail(int(options[0]) if options else 3))
    else:
        raise SystemExit(f"unknown mode {mode!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
