"""The drop-in's `acp.meta`: the ACP method names (Python name -> wire method, stable and unstable) and the
protocol version, which `scripts/generate_compat_schema.py` writes into `_generated_meta` from the official ACP JSON
schema."""

from ._generated_meta import AGENT_METHODS, CLIENT_METHODS, PROTOCOL_METHODS, PROTOCOL_VERSION

__all__ = ["AGENT_METHODS", "CLIENT_METHODS", "PROTOCOL_METHODS", "PROTOCOL_VERSION"]
