"""The benchmarks behind `acp-fast bench`: scenarios that each run in fresh processes, and the runner.

- `roundtrip`: request/response round trips, acp-fast and the floor (a bare asyncio + orjson + futures echo);
  also memory per pending request.
- `cancel`: cancellation under load, acp-fast and the floor, checking that every request got exactly one answer.
- `stream`: `session/update` streaming through the typed ACP layer, against raw notifications.
- `chain`: the conductor with 0 / 1 / 2 pass-through proxies, and fan-out, against a direct connection.
- `official`: the official Python SDK in a venv of its own, for `--compare acp`.
- `runner`: runs them side by side, prints the table, writes JSON and the plot.
"""
