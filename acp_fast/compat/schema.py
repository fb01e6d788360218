"""The drop-in's `acp.schema`: the official SDK's (0.12.1) pydantic models, every name of `_generated_schema`, which
`scripts/generate_compat_schema.py` writes from the official ACP JSON schema. The names older releases gave some of
its classes are served deprecated, by the generated module's `__getattr__`."""

from ._generated_schema import *  # noqa: F403
from ._generated_schema import __all__ as __all__
from ._generated_schema import __getattr__ as __getattr__
