"""The benchmarks behind `acp-fast bench`: scenarios that each run in fresh processes, and the runner.

- `harness`: what the scenarios share: the measured request, fresh processes that load one core, the core check,
  CPU placement and CPU time, the server child's command line, `Stalled`.
- `floor`: the floor of `roundtrip` and `memory`, a bare asyncio + orjson + futures echo (no SDK).
- `roundtrip`: request/response round trips, acp-fast and the floor.
- `memory`: memory per pending outgoing request, acp-fast and the floor.
- `cancel`: cancellation under load, acp-fast and its own floor, checking that every request got exactly one answer.
- `stream`: `session/update` streaming through the typed ACP layer, against raw notifications.
- `chain`: the conductor with 0 / 1 / 2 pass-through proxies, and fan-out, against a direct connection.
- `network`: round trips and cancellation over WebSocket against the same over pipes, the official SDK's WebSocket
  transport, and the memory of idle connections.
- `relay`: the chain's yardstick, a line relay in C: built by the bench from `benchmarks/relay.c` when it runs from
  a clone (the source is not installed), else given (`--relay PATH`); without it the relay rows are skipped.
- `trace`: what tracing costs. `imports`: what importing the ACP layer costs, beside `import asyncio`.
- `mcp`: MCP tool calls over ACP (`mcp/message`) against the same MCP server over its own Streamable HTTP (the
  `mcp` extra; without it the rows are skipped).
- `official`: the official Python SDK in a venv of its own, for `--compare acp`; `compat`: its benchmark peers, on
  the official SDK and on `acp_fast.compat`.
- `runner`: runs them side by side, prints the table, writes JSON and the plot.

Performance figures and what they mean: docs/performance.md#what-to-expect; how to run it:
docs/performance.md#how-to-measure-acp-fast-bench. What only the project's own measurement needs (the
relay's source, the instruction counter, the router's micro benchmarks, the record of runs) is in `benchmarks/` of a
clone, not in the package.
"""

__all__ = ["SCENARIOS"]

# The scenarios of `acp-fast bench`, in the order they run (here, not in the runner: the command line names them
# without importing the benchmarks).
SCENARIOS = ("roundtrip", "cancel", "stream", "chain", "fanout", "memory", "network", "trace", "import", "mcp")
