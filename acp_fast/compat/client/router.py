"""`build_client_router`: the official SDK's name for the routes of a client (the `handler` of its connection).

`_mode_from_create_elicitation_request` keeps the official module's spelling, which code written against it
imports.
"""

from .._routes import client_router as build_client_router
from .._routes import elicitation_mode as _mode_from_create_elicitation_request

__all__ = ["_mode_from_create_elicitation_request", "build_client_router"]
