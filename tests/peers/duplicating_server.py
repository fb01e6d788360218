"""A broken peer for the cancel benchmark's checks: it answers every request twice (fast ones with a result,
`bench/slow` ones with -32800), on stdin/stdout. Arguments are ignored."""

import sys

import orjson

for line in sys.stdin.buffer:
    message = orjson.loads(line)
    if "id" not in message:
        continue
    if message["method"] == "bench/slow":
        answer = {"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32800, "message": "Request cancelled"}}
    else:
        answer = {"jsonrpc": "2.0", "id": message["id"], "result": {"stopReason": "end_turn"}}
    sys.stdout.buffer.write(orjson.dumps(answer, option=orjson.OPT_APPEND_NEWLINE) * 2)
    sys.stdout.buffer.flush()
