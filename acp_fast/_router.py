"""Selects the message router: the compiled core (`_router_c`) unless disabled, else its pure twin.

`ACP_FAST_NO_EXTENSIONS=1` forces the pure twin; `ACP_FAST_REQUIRE_EXTENSIONS=1` turns a missing compiled core
into an ImportError instead of a silent fallback (CI sets it).
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING



def _flag(name: str) -> bool:
    # The same truth values as the build switch (scikit-build-core's `if.env`): "0" and "false" are off.
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on", "y")


NO_EXTENSIONS = _flag("ACP_FAST_NO_EXTENSIONS") or sys.implementation.name != "cpython"
REQUIRE_EXTENSIONS = _flag("ACP_FAST_REQUIRE_EXTENSIONS")

if REQUIRE_EXTENSIONS and NO_EXTENSIONS:
    raise ImportError("ACP_FAST_REQUIRE_EXTENSIONS=1 contradicts ACP_FAST_NO_EXTENSIONS=1")

if TYPE_CHECKING or NO_EXTENSIONS:
    from ._router_py import (
        Batch, IncomingSlot, OutgoingSlot, RawJSON, Router, is_cancel_notification, unwrap_envelope, valid_id,
        wrap_envelope,
    )
else:
    try:
        from ._router_c import (  # type: ignore[no-redef]
            Batch,
            IncomingSlot,
            OutgoingSlot,
            RawJSON,
            Router,
            is_cancel_notification,
            unwrap_envelope,
            valid_id,
            wrap_envelope,
        )
    except ImportError as exc:
        if REQUIRE_EXTENSIONS:
            raise ImportError(f"acp_fast: the compiled core is required but did not load: {exc}") from exc
        from ._router_py import (
            Batch, IncomingSlot, OutgoingSlot, RawJSON, Router, is_cancel_notification, unwrap_envelope, valid_id,
            wrap_envelope,
        )

COMPILED: bool = Router.__module__.endswith("_router_c")

__all__ = [
    "COMPILED", "Batch", "IncomingSlot", "OutgoingSlot", "RawJSON", "Router", "is_cancel_notification",
    "unwrap_envelope", "valid_id", "wrap_envelope",
]
