"""`build_agent_router`: the official SDK's name for the routes of an agent (the `handler` of its connection)."""

from .._routes import agent_router as build_agent_router

__all__ = ["build_agent_router"]
