"""A deterministic stand-in for the LLM APIs the real agents call, served on 127.0.0.1.

The agents under test talk to a model over HTTP; to run them offline and reproducibly, this server answers the
three API shapes they use:

- OpenAI chat completions (`POST .../chat/completions`), streamed as SSE chunks or as one JSON body; Mistral's
  SDK and Kimi's OpenAI-compatible providers speak the same shape;
- OpenAI responses (`POST .../responses`), streamed or not;
- Anthropic messages (`POST .../messages`, and `.../messages/count_tokens`), streamed or not;
- `GET .../models`, which some agents call at start-up.

Any path prefix is accepted (`/v1/chat/completions`, `/api/v1/chat/completions`, ...), so each agent can be
pointed at the bare base URL its own configuration expects.

The reply never asks for a tool call, so a turn ends after one model call. Its text is made of `chunks` pieces;
when the last user message contains the word "slow" the stream is long and paced (`SLOW_CHUNKS` pieces,
`SLOW_DELAY` seconds apart), so that a cancel sent after the first piece lands mid-turn. A client that goes away
mid-stream (the agent cancelled its HTTP request) is logged and forgotten.

Run it alone to poke at it: `python fake_model.py --port 8765`.
"""

from __future__ import annotations

import argparse
import json
import logging
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["FAST_CHUNKS", "REPLY_MARKER", "SLOW_CHUNKS", "SLOW_DELAY", "FakeModelServer"]

log = logging.getLogger("real_agents.fake_model")

REPLY_MARKER = "fake-model-reply"
FAST_CHUNKS = 5
FAST_DELAY = 0.02
SLOW_CHUNKS = 40
SLOW_DELAY = 0.25
MODEL_NAME = "fake-model"


@dataclass
class RequestRecord:
    """One model call, kept for the report's diagnostics."""

    api: str
    path: str
    stream: bool
    slow: bool
    completed: bool = False


@dataclass
class _Stats:
    records: list[RequestRecord] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _text_of(content: Any) -> str:
    """The plain text of a message's content, in any of the shapes the APIs allow."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = []
        for part in content:
            if isinstance(part, str):
                parts.append(part)
            elif isinstance(part, dict):
                text = part.get("text")
                if isinstance(text, str):
                    parts.append(text)
                elif "content" in part:
                    parts.append(_text_of(part["content"]))
        return " ".join(parts)
    return ""


def _last_user_text(body: dict[str, Any]) -> str:
    """The last user message of a chat-completions / messages / responses request body."""
    messages = body.get("messages")
    if messages is None:
        messages = body.get("input")
    if isinstance(messages, str):
        return messages
    if not isinstance(messages, list):
        return ""
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            return _text_of(message.get("content"))
    return ""


def reply_pieces(slow: bool) -> list[str]:
    """The text pieces of one reply: deterministic, the marker first so a client can tell the reply arrived."""
    count = SLOW_CHUNKS if slow else FAST_CHUNKS
    pieces = [f"{REPLY_MARKER}:"]
    pieces.extend(f" piece {index + 1}/{count}." for index in range(count - 1))
    return pieces


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("%s " + format, self.address_string(), *args)

    # -- plumbing -----------------------------------------------------------------------------------------

    def _read_json(self) -> dict[str, Any]:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if not raw:
            return {}
        try:
            body = json.loads(raw)
        except ValueError:
            log.warning("request to %s has a body that is not JSON", self.path)
            return {}
        return body if isinstance(body, dict) else {}

    def _send_json(self, status: int, payload: Any) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True

    def _sse(self, data: Any, event: str | None = None) -> None:
        frame = ""
        if event is not None:
            frame += f"event: {event}\n"
        frame += f"data: {data if isinstance(data, str) else json.dumps(data)}\n\n"
        self.wfile.write(frame.encode())
        self.wfile.flush()

    def _paced(self, pieces: list[str], slow: bool) -> Iterator[tuple[int, str]]:
        delay = SLOW_DELAY if slow else FAST_DELAY
        for index, piece in enumerate(pieces):
            if index:
                time.sleep(delay)
            yield index, piece

    def _record(self, api: str, body: dict[str, Any]) -> tuple[RequestRecord, bool]:
        slow = "slow" in _last_user_text(body).lower()
        record = RequestRecord(api=api, path=self.path, stream=bool(body.get("stream")), slow=slow)
        with self.server.stats.lock:
            self.server.stats.records.append(record)
        log.info("%s %s stream=%s slow=%s", api, self.path, record.stream, slow)
        return record, slow

    # -- routes -------------------------------------------------------------------------------------------

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
        if path.endswith("/models"):
            model = {"id": MODEL_NAME, "object": "model", "created": 0, "owned_by": "fake", "type": "model"}
            self._send_json(200, {"object": "list", "data": [model], "has_more": False})
            return
        self._send_json(404, {"error": {"message": f"no route GET {self.path}", "type": "not_found"}})

    def do_HEAD(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        path = self.path.split("?", 1)[0].rstrip("/")
        body = self._read_json()
        try:
            if path.endswith("/chat/completions"):
                self._chat_completions(body)
            elif path.endswith("/messages/count_tokens"):
                self._send_json(200, {"input_tokens": 10})
            elif path.endswith("/messages"):
                self._anthropic_messages(body)
            elif path.endswith("/responses"):
                self._responses(body)
            else:
                log.warning("no route for POST %s", self.path)
                self._send_json(404, {"error": {"message": f"no route POST {self.path}", "type": "not_found"}})
        except (BrokenPipeError, ConnectionResetError):
            log.info("client went away mid-answer on %s", self.path)
            self.close_connection = True

    def _chat_completions(self, body: dict[str, Any]) -> None:
        record, slow = self._record("chat.completions", body)
        pieces = reply_pieces(slow)
        model = body.get("model") or MODEL_NAME
        ident = f"chatcmpl-{uuid.uuid4().hex[:12]}"
        usage = {"prompt_tokens": 10, "completion_tokens": len(pieces), "total_tokens": 10 + len(pieces)}
        if not record.stream:
            message = {"role": "assistant", "content": "".join(pieces)}
            choice = {"index": 0, "message": message, "finish_reason": "stop"}
            self._send_json(
                200,
                {
                    "id": ident,
                    "object": "chat.completion",
                    "created": 0,
                    "model": model,
                    "choices": [choice],
                    "usage": usage,
                },
            )
            record.completed = True
            return
        self._start_sse()
        base = {"id": ident, "object": "chat.completion.chunk", "created": 0, "model": model}
        for index, piece in self._paced(pieces, slow):
            delta: dict[str, Any] = {"content": piece}
            if index == 0:
                delta["role"] = "assistant"
            self._sse({**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
        self._sse({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": usage})
        self._sse("[DONE]")
        record.completed = True

    def _anthropic_messages(self, body: dict[str, Any]) -> None:
        record, slow = self._record("anthropic.messages", body)
        pieces = reply_pieces(slow)
        model = body.get("model") or MODEL_NAME
        ident = f"msg_{uuid.uuid4().hex[:12]}"
        usage = {"input_tokens": 10, "output_tokens": len(pieces)}
        if not record.stream:
            self._send_json(
                200,
                {
                    "id": ident,
                    "type": "message",
                    "role": "assistant",
                    "model": model,
                    "content": [{"type": "text", "text": "".join(pieces)}],
                    "stop_reason": "end_turn",
                    "stop_sequence": None,
                    "usage": usage,
                },
            )
            record.completed = True
            return
        self._start_sse()
        start = {
            "id": ident,
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 0},
        }
        self._sse({"type": "message_start", "message": start}, "message_start")
        block_start = {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}
        self._sse(block_start, "content_block_start")
        for _, piece in self._paced(pieces, slow):
            delta = {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": piece}}
            self._sse(delta, "content_block_delta")
        self._sse({"type": "content_block_stop", "index": 0}, "content_block_stop")
        message_delta = {
            "type": "message_delta",
            "delta": {"stop_reason": "end_turn", "stop_sequence": None},
            "usage": {"output_tokens": len(pieces)},
        }
        self._sse(message_delta, "message_delta")
        self._sse({"type": "message_stop"}, "message_stop")
        record.completed = True

    def _responses(self, body: dict[str, Any]) -> None:
        record, slow = self._record("responses", body)
        pieces = reply_pieces(slow)
        model = body.get("model") or MODEL_NAME
        ident = f"resp_{uuid.uuid4().hex[:12]}"
        item_id = f"msg_{uuid.uuid4().hex[:12]}"
        text = "".join(pieces)
        usage = {
            "input_tokens": 10,
            "output_tokens": len(pieces),
            "total_tokens": 10 + len(pieces),
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens_details": {"reasoning_tokens": 0},
        }

        def item(content_text: str, status: str) -> dict[str, Any]:
            content = [{"type": "output_text", "text": content_text, "annotations": []}]
            return {"id": item_id, "type": "message", "role": "assistant", "status": status, "content": content}

        def response(status: str, output: list[dict[str, Any]]) -> dict[str, Any]:
            return {
                "id": ident,
                "object": "response",
                "created_at": 0,
                "model": model,
                "status": status,
                "output": output,
                "usage": usage if status == "completed" else None,
                "parallel_tool_calls": True,
                "tool_choice": "auto",
                "tools": [],
            }

        if not record.stream:
            self._send_json(200, response("completed", [item(text, "completed")]))
            record.completed = True
            return
        self._start_sse()
        sequence = 0

        def emit(event: dict[str, Any]) -> None:
            nonlocal sequence
            event["sequence_number"] = sequence
            sequence += 1
            self._sse(event, event["type"])

        emit({"type": "response.created", "response": response("in_progress", [])})
        emit({"type": "response.output_item.added", "output_index": 0, "item": item("", "in_progress")})
        part = {"type": "output_text", "text": "", "annotations": []}
        emit(
            {
                "type": "response.content_part.added",
                "item_id": item_id,
                "output_index": 0,
                "content_index": 0,
                "part": part,
            }
        )
        for _, piece in self._paced(pieces, slow):
            emit(
                {
                    "type": "response.output_text.delta",
                    "item_id": item_id,
                    "output_index": 0,
                    "content_index": 0,
                    "delta": piece,
                    "logprobs": [],
                }
            )
        emit(
            {
                "type": "response.output_text.done",
                "item_id": item_id,
                "output_index": 0,
                "content_index": 0,
                "text": text,
                "logprobs": [],
            }
        )
        emit({"type": "response.output_item.done", "output_index": 0, "item": item(text, "completed")})
        emit({"type": "response.completed", "response": response("completed", [item(text, "completed")])})
        record.completed = True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, address: tuple[str, int]) -> None:
        super().__init__(address, _Handler)
        self.stats = _Stats()


class FakeModelServer:
    """The fake model on 127.0.0.1, served from a background thread; use as a context manager."""

    def __init__(self, port: int = 0) -> None:
        self._server = _Server(("127.0.0.1", port))
        self._thread = threading.Thread(target=self._server.serve_forever, name="fake-model", daemon=True)

    @property
    def port(self) -> int:
        return self._server.server_address[1]

    @property
    def url(self) -> str:
        """The server's root URL, without a trailing slash and without `/v1`."""
        return f"http://127.0.0.1:{self.port}"

    def records(self) -> list[RequestRecord]:
        with self._server.stats.lock:
            return list(self._server.stats.records)

    def __enter__(self) -> FakeModelServer:
        self._thread.start()
        log.info("fake model listening on %s", self.url)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    with FakeModelServer(args.port):
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
