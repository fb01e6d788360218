"""`TypedRequest`: a `SentRequest` whose awaited result is wrapped in the method's result type."""

from __future__ import annotations

import functools
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..outgoing import SentRequest
from ._model import result_wrapper

__all__ = ["TypedRequest", "typed_request"]

R = TypeVar("R")


class TypedRequest(SentRequest, Generic[R]):
    """A `SentRequest` (cancel, detach, handles, forwarding all work the same) awaiting to a typed result.

    `on_result` and `forward_response_to` see the raw JSON result, as on any `SentRequest`. The wrapping is the
    core's `convert` (`typed_request`): awaiting a typed request runs one Python frame, the wrapping.
    """

    __slots__ = ()

    if TYPE_CHECKING:
        # For type checkers only: `await` gives the method's result type (the core's `__await__` runs).
        def __await__(self) -> Generator[Any, None, R]: ...


@functools.cache  # per result type, as `result_wrapper`
def typed_request(result_type: Any) -> Callable[[Any, Any], TypedRequest[Any]]:
    """The facade `Connection.send_request_as` builds for a method whose result is `result_type`: a `TypedRequest`
    converting with `result_wrapper(result_type)`."""
    convert = result_wrapper(result_type)

    def facade(requests: Any, slot: Any) -> TypedRequest[Any]:
        return TypedRequest(requests, slot, convert)

    return facade
