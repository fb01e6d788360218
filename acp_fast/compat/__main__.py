"""`python -m acp_fast.compat script.py [args...]` (or `-m module [args...]`): run a program written against the
official ACP SDK with `import acp` resolving to `acp_fast.compat` (see `install()`), unmodified.

Python child processes it starts resolve `acp` the same way: the launcher puts a folder holding an `acp` alias
first on the `PYTHONPATH` they inherit (`ALIAS_PATH`)."""

from __future__ import annotations

import importlib.util
import os
import pathlib
import runpy
import sys

from ._install import ALIAS_PATH, install

USAGE = "usage: python -m acp_fast.compat SCRIPT.py [ARGS...]  |  python -m acp_fast.compat -m MODULE [ARGS...]"


def main(argv: list[str]) -> None:
    if argv and argv[0].startswith("-") and argv[0] not in ("-m", "-h", "--help"):
        sys.stderr.write(f"python -m acp_fast.compat: unknown option {argv[0]} (a script or -m MODULE)\n{USAGE}\n")
        raise SystemExit(2)
    if not argv or argv[0] in ("-h", "--help") or (argv[0] == "-m" and len(argv) < 2):
        sys.stderr.write(USAGE + "\n")
        raise SystemExit(0 if argv and argv[0] in ("-h", "--help") else 2)
    if problem := _not_found(argv):
        # As `python` says it, with its exit status (2 for a script, 1 for a module), and no traceback.
        sys.stderr.write(f"python -m acp_fast.compat: {problem}\n")
        raise SystemExit(1 if argv[0] == "-m" else 2)
    install()
    inherited = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = ALIAS_PATH if not inherited else os.pathsep.join([ALIAS_PATH, inherited])
    if argv[0] == "-m":
        sys.argv = [argv[1], *argv[2:]]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(argv)
        if not sys.flags.safe_path:  # as `python script.py` does: its folder first (not the launcher's; not with -P)
            sys.path[0] = str(pathlib.Path(argv[0]).resolve().parent)
        runpy.run_path(argv[0], run_name="__main__")


def _not_found(argv: list[str]) -> str | None:
    """What `python` would say of a script that cannot be opened or a module that cannot be found, or None."""
    if argv[0] != "-m":
        if os.path.isfile(argv[0]):
            return None
        return f"can't open file {argv[0]!r}: [Errno 2] No such file or directory"
    try:
        found = importlib.util.find_spec(argv[1])
    except (ImportError, ValueError):  # a missing parent package, an empty or relative name
        found = None
    return None if found is not None else f"No module named {argv[1]}"


if __name__ == "__main__":
    main(sys.argv[1:])
