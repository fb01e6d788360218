"""The protocol's fixed names and limits: one home, read by both router twins, the connection and the proxies.

See docs/connection.md (wire format) and docs/proxies.md (the proxy envelope).
"""

from __future__ import annotations

__all__ = [
    "CANCEL_METHOD",
    "DEFAULT_INPUT_BUDGET",
    "DEFAULT_MAX_MESSAGE_SIZE",
    "EXCERPT_SIZE",
    "FLUSH_EVERY",
    "HEAD_SIZE",
    "INITIALIZE_METHODS",
    "INT64_MAX",
    "INT64_MIN",
    "LATENCY_BUCKETS",
    "LEGACY_PROXY_PREFIX",
    "MAX_NESTING",
    "MCP_MESSAGE_METHOD",
    "PROTOCOL_VERSIONS",
    "PROXY_NAMESPACE",
    "PROXY_PREFIX",
    "PROXY_PREFIXES",
    "STATS_COUNTERS",
    "SUCCESSOR_METHODS",
    "flush_every",
]

# JSON-RPC request cancellation as ACP specifies it: a notification naming the request's id.
CANCEL_METHOD = "$/cancel_request"

# MCP over ACP: an inner MCP message, its method in the params (trace records name it beside the outer one).
MCP_MESSAGE_METHOD = "mcp/message"

# The proxy envelope and the proxy's initialization, `<prefix>/successor` and `<prefix>/initialize`: the ACP
# schema's `proxy/…` is sent by default (the Rust SDK sends it since 5.0.0); `_proxy/…`, the spelling of the Rust
# SDK before 5.0.0, is sent when asked, for peers that know only it. Both are accepted on receipt.
PROXY_PREFIX = "proxy"
LEGACY_PROXY_PREFIX = "_proxy"
PROXY_PREFIXES = (PROXY_PREFIX, LEGACY_PROXY_PREFIX)
SUCCESSOR_METHODS = frozenset(f"{prefix}/successor" for prefix in PROXY_PREFIXES)
INITIALIZE_METHODS = frozenset(f"{prefix}/initialize" for prefix in PROXY_PREFIXES)
# The proxy protocol's namespace: a conductor answers every method in it itself (one it does not know with an error
# naming the component that sent it), never passing it on to a neighbour.
PROXY_NAMESPACE = tuple(f"{prefix}/" for prefix in PROXY_PREFIXES)

# The ACP protocol versions a conductor or a proxy carries (v1, and the v2 draft): it selects the client's requested
# version, or the newest of these when the client asks for a newer one, as `initialize` negotiates.
PROTOCOL_VERSIONS = (1, 2)

# The deepest JSON nesting either decoder takes (orjson's own limit): deeper JSON is refused as `nesting_too_deep`,
# checked explicitly, so that the rule does not move with the interpreter's recursion limit (Python 3.12 lets the
# standard library's decoder, the second opinion, go much deeper than 3.11 did).
MAX_NESTING = 1024

# Request ids this SDK accepts from a peer: strings, null, and integers in the int64 range (never bools or floats).
INT64_MIN = -(2**63)
INT64_MAX = 2**63 - 1

# The longest incoming message a Connection accepts by default, in bytes.
DEFAULT_MAX_MESSAGE_SIZE = 64 * 1024 * 1024

# The most bytes of unfinished lines (held between reads) all the routers of a process may hold together, by
# default: beside each connection's max_message_size, a bound for a process that serves many connections.
DEFAULT_INPUT_BUDGET = 256 * 1024 * 1024

# How much of a refused line (too large, over the input budget, JSON the decoders cannot take) is read for its id:
# every SDK writes "jsonrpc", "id" and "method" before params and results, so a few KiB hold them.
HEAD_SIZE = 4 * 1024

# How much of a refused line or message the owner is shown (`RouterOwner.message_refused`).
EXCERPT_SIZE = 128

# Output is coalesced into one write per read (or per loop turn), except that a burst is written in parts as it is
# produced: the peer starts on the first messages while the rest are made, so that two processes work in parallel
# instead of passing one batch back and forth. A part is `flush_every(n)` messages:
# - outside a read (a client's requests, sent from its tasks), n is the requests in flight on the connection, the
#   more of those now and when the last read began (the tasks a read woke send their next requests while the
#   answers just read no longer count): a client with few in flight writes each request at once, and the peer,
#   reading them one or a few at a time, answers as soon;
# - within a read of a byte stream (the answers to it), n is the lines the read completes: a peer that sent a few
#   gets each answer as soon as it is made, one that sent many gets them in parts of FLUSH_EVERY;
# - within a read on a connection with routes (a proxy's, the conductor's), and within a read of whole messages or
#   WebSocket frames, a part is FLUSH_EVERY: a hop reads small parts of a long burst, and writing them in still
#   smaller ones cost a conductor with one proxy ~10 % of its round trips.
# That splitting pays where the peer would otherwise sit idle between batches (a host whose processes wake slowly);
# where they wake fast it costs more writes and wakeups than it saves, and a burst written whole, once per read or
# loop turn, does more. Which is the case is measured, not guessed: each router's `Pacer` (`_pace_py.py`, and its
# compiled twin) counts the messages it receives in windows of PACE_WINDOW and, every so many windows, writes the
# other way for one window (after a short one to settle); if that window received more than PACE_MARGIN times the
# one before the switch, it keeps the new way, else it goes back. A probe that changes nothing doubles the windows
# until the next one, from PACE_PROBE_FIRST up to PACE_PROBE_LAST; a change starts again from PACE_PROBE_FIRST.
# Measured over pipes: docs/performance.md#the-write-policy.
FLUSH_EVERY = 16
WHOLE_BURST = 2**62  # the part size of a burst written whole: at the end of its read or loop turn...
# ...or once it holds this many bytes (a pipe's buffer): a task streaming notifications in one turn still meets the
# writer's flow control, and a burst of large messages is not held whole in memory.
WHOLE_BURST_BYTES = 64 * 1024
PACE_WINDOW = 2048
PACE_MARGIN = 1.05
PACE_PROBE_FIRST = 4
PACE_PROBE_LAST = 64


def flush_every(in_flight: int) -> int:
    """Write every this many messages for `in_flight` requests in flight (or lines in a read, see above): one by one
    below 8, in quarters of them below 4 * FLUSH_EVERY, every FLUSH_EVERY from there or with none (notifications,
    answers from tasks: once per loop turn). The compiled router has the same rule."""
    if in_flight == 0 or in_flight >= 4 * FLUSH_EVERY:
        return FLUSH_EVERY
    return 1 if in_flight < 8 else in_flight // 4


# `Connection.stats()` (docs/observability.md): the router's message counters, in this order in both twins'
# `counters()`, and the latency histogram of answered outgoing requests: bucket 0 holds answers under 1 µs, bucket
# i (1 ≤ i < 31) those from 2**(i-1) to 2**i µs, the last everything longer.
STATS_COUNTERS = (
    "requests_received",
    "notifications_received",
    "results_received",
    "errors_received",
    "requests_sent",
    "notifications_sent",
    "results_sent",
    "errors_sent",
    "cancels_received",
    "cancels_sent",
    "cancels_honoured",
    "cancels_honoured_by_peer",
    "bytes_received",
)
LATENCY_BUCKETS = 32
# The extension request a conductor answers with the stats of every connection it runs (`acp-fast stats`).
STATS_METHOD = "_acp-fast/stats"
