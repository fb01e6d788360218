"""The agent side: `AgentSideConnection`."""

from .connection import AgentSideConnection

__all__ = ["AgentSideConnection"]
