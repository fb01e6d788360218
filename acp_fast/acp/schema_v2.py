"""ACP protocol version 2 (draft) types: every name of `_generated_schema_v2`, which `scripts/generate_schema.py`
writes from the official ACP JSON schema. Names that left the protocol are served deprecated, by the generated
module's `__getattr__`."""

from ._generated_schema_v2 import *  # noqa: F403
from ._generated_schema_v2 import __all__ as __all__
from ._generated_schema_v2 import __getattr__ as __getattr__
