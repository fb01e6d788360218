"""Run the test suite once per core this build has: the compiled core (when built), then the pure twin.

A process runs one core, as an application does: the request classes subclass the loaded core's at import. So the
suite runs in one pytest process (with its xdist workers) per core this install has built (a warning says when the
compiled one is not), the pure one with the environment that makes the selector load the pure twin
(`ACP_FAST_NO_EXTENSIONS=1`). After a compiled run, the pure run skips the tests
marked `any_build` (what they check is the same in either build): the first run has done those.

    python scripts/run_tests.py [pytest arguments...]     # default: -n auto

Exits with the first failing run's status, naming the core.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys

from acp_fast import _router

log = logging.getLogger("run_tests")


def _compiled_built() -> bool:
    try:
        _router.load_twin("compiled")
    except ImportError as exc:
        log.warning("the compiled core is not built here (%s): the suite runs on the pure twin only", exc)
        return False
    return True


def main(argv: list[str]) -> int:
    args = argv or ["-n", "auto"]
    runs: list[tuple[str, dict[str, str], list[str]]] = []
    if _compiled_built():  # built: it runs, whatever this process's switches chose
        runs.append(("compiled", _router.core_environment("compiled"), args))
    runs.append(("pure", _router.core_environment("pure"), [*args, "--skip-any-build"] if runs else args))
    for core, env, core_args in runs:
        log.info("the suite on the %s core: pytest %s", core, " ".join(core_args))
        status = subprocess.call([sys.executable, "-m", "pytest", *core_args], env=env)
        if status != 0:
            log.error("pytest on the %s core exited with %d", core, status)
            return status
    return 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s", stream=sys.stderr)
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    sys.exit(main(sys.argv[1:]))
