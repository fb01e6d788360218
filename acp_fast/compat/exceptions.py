"""`RequestError` as the official Python SDK spells it: the same class acp-fast raises and answers with, plus the
official SDK's conventions (`str(error)` is the message, `to_error_obj()`, `method_not_found` data as an object)."""

from __future__ import annotations

from typing import Any

from .. import errors

__all__ = ["RequestError"]


class RequestError(errors.RequestError):
    """A JSON-RPC error. A subclass of `acp_fast.RequestError`, so code catching either catches it, and a handler
    raising it answers with it."""

    __slots__ = ()

    def __str__(self) -> str:
        return self.message

    @classmethod
    def method_not_found(cls, method: str) -> RequestError:
        return cls(errors.ErrorCode.METHOD_NOT_FOUND, "Method not found", {"method": method})

    def to_error_obj(self) -> dict[str, Any]:
        """The JSON-RPC error object; `data` is always present (None when there is none)."""
        return {"code": self.code, "message": self.message, "data": self.data}

    @classmethod
    def from_error(cls, error: errors.RequestError) -> RequestError:
        """The same error as this class (errors from the peer arrive as `acp_fast.RequestError`)."""
        if type(error) is cls:
            return error
        return cls(error.code, error.message, error.data)
