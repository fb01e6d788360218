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
    "STATS_COUNTERS",
    "SUCCESSOR_METHODS",
]

# JSON-RPC request cancellation as ACP specifies it: a notification naming the request's id.
CANCEL_METHOD = "$/cancel_request"

# The proxy envelope and the proxy's initialization: both spellings are accepted on receipt; `_proxy/…` is sent.
SUCCESSOR_METHODS = frozenset(("_proxy/successor", "proxy/successor"))
INITIALIZE_METHODS = frozenset(("_proxy/initialize", "proxy/initialize"))

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

# Output is coalesced into one write per read (or per loop turn), except that a burst is written every FLUSH_EVERY
# messages: the peer starts on the first ones while the rest are produced, so that processes in a chain work in
# parallel instead of passing one big batch along (measured: 1.6x the round trips over pipes at 64 in flight).
FLUSH_EVERY = 16

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
