"""The client side: `ClientSideConnection`."""

from .connection import ClientSideConnection

__all__ = ["ClientSideConnection"]
