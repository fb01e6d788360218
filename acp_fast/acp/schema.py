"""ACP protocol version 1 types (stable and unstable): every name of `_generated_schema`, which
`scripts/generate_schema.py` writes from the official ACP JSON schema. Names that left the protocol are served
deprecated, by the generated module's `__getattr__`."""

from ._generated_schema import *  # noqa: F403
from ._generated_schema import __all__ as __all__
from ._generated_schema import __getattr__ as __getattr__
