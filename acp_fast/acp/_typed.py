"""`TypedRequest`: a `SentRequest` whose awaited result is wrapped in the method's result type."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, Generic, TypeVar

from ..outgoing import SentRequest

__all__ = ["TypedRequest"]

R = TypeVar("R")


class TypedRequest(SentRequest, Generic[R]):
    """A `SentRequest` (cancel, detach, handles, forwarding all work the same) awaiting to a typed result.

    `on_result` and `forward_response_to` see the raw JSON result, as on any `SentRequest`.
    """

    __slots__ = ("_result_type",)

    def __init__(self, requests: Any, slot: Any, result_type: Any) -> None:
        super().__init__(requests, slot)
        self._result_type = result_type

    def __await__(self) -> Generator[Any, None, R]:
        result = yield from SentRequest.__await__(self)
        result_type = self._result_type
        if result_type is not None and type(result) is dict:
            return result_type.wrap_unchecked(result)  # type: ignore[no-any-return]
        return result  # type: ignore[no-any-return]
