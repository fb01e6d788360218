"""Spans around your own work, as the official SDK's `acp.telemetry` offers them: `span_context(name, attributes=...)`
opens a logfire span and an OpenTelemetry span when those packages are installed, and does nothing otherwise.

acp-fast traces its own messages with `acp_fast.tracing` (`OtelSink`, docs/observability.md); this module is for
code that calls `span_context` itself. Neither package is a dependency: each is imported here only if present.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from contextlib import AbstractContextManager, ExitStack, nullcontext
from typing import Any, cast

__all__ = ["DEFAULT_TAGS", "TRACER", "span_context"]

try:
    from logfire import span as logfire_span  # type: ignore[import-not-found,unused-ignore]
except ModuleNotFoundError:
    logfire_span = None  # type: ignore[assignment,unused-ignore]
else:
    # As the official SDK does: spans before `logfire.configure()` are not a reason to warn.
    os.environ.setdefault("LOGFIRE_IGNORE_NO_CONFIG", "1")

try:
    from opentelemetry.trace import get_tracer as otel_get_tracer
except ModuleNotFoundError:
    otel_get_tracer = None  # type: ignore[assignment]

DEFAULT_TAGS = ["acp"]
TRACER = otel_get_tracer(__name__) if otel_get_tracer is not None else None


def _tracer_span(name: str, attributes: Mapping[str, Any] | None) -> AbstractContextManager[Any]:
    if TRACER is None:
        return nullcontext()
    return cast(AbstractContextManager[Any], TRACER.start_as_current_span(name, attributes=dict(attributes or {})))


def span_context(name: str, *, attributes: Mapping[str, Any] | None = None) -> AbstractContextManager[None]:
    """A span named `name` in logfire (tagged `acp`) and in OpenTelemetry, for whichever of them is installed."""
    if logfire_span is None and TRACER is None:
        return nullcontext()
    stack = ExitStack()
    if logfire_span is not None:
        stack.enter_context(logfire_span(name, attributes={"logfire.tags": DEFAULT_TAGS, **(attributes or {})}))
    stack.enter_context(_tracer_span(name, attributes))
    return cast(AbstractContextManager[None], stack)
