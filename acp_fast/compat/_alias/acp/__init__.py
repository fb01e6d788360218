"""An `acp` that is `acp_fast.compat`: first on a child process's PYTHONPATH (the launcher and, in a process where
`install()` is active, `default_environment()` put it there), it makes that process resolve `import acp` as its
parent does. Importing it installs the alias and puts `acp_fast.compat` in its place.

An interpreter without acp-fast (a child running another venv) gets its own `acp` instead, with a warning.
"""

import logging
import os
import sys

try:
    import acp_fast.compat as _compat
except ImportError as exc:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or ".") != here]
    del sys.modules[__name__]
    logging.getLogger("acp_fast.compat").warning(
        "`import acp`: acp-fast is not importable in this interpreter (%s), using its own acp package", exc
    )
    import importlib

    sys.modules[__name__] = importlib.import_module(__name__)
else:
    sys.modules[__name__] = _compat  # what `import acp` returns, and what `install()` finds already there
    _compat.install()
