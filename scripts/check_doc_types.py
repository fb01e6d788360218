"""Type-check the complete programs of the README and docs/ with mypy and pyright, both in strict mode, with
tests/typing/ (what type checkers must see of the API, written as `assert_type`s).

    .venv/bin/python scripts/check_doc_types.py     # the interpreter whose site-packages has acp-fast installed

A complete program is a ```python block that calls `asyncio.run(` (the same programs tests/test_docs.py runs).
Each is written to a temporary folder as `<page>_<n>.py`; errors are reported with that name and the block's line.
Exit status 1 when either checker finds an error.

docs/compat.md is left out: its programs are written against the official SDK's API (`acp_fast.compat` mirrors
it, types included), whose `Agent` and `Client` are protocols with every method declared, so a program implementing
a few of them is not strict-clean there either.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LEFT_OUT = {"compat.md"}
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def write_programs(folder: Path) -> list[Path]:
    written = []
    for page in PAGES:
        if page.name in LEFT_OUT:
            continue
        for index, code in enumerate(BLOCK.findall(page.read_text())):
            if "asyncio.run(" in code:
                path = folder / f"{page.stem}_{index}.py"
                path.write_text(code)
                written.append(path)
    for contract in sorted((ROOT / "tests" / "typing").glob("*.py")):
        written.append(Path(shutil.copy(contract, folder)))
    return written


def main() -> int:
    python = sys.executable
    tools = Path(python).parent
    with tempfile.TemporaryDirectory() as place:
        folder = Path(place)
        programs = [str(path.name) for path in write_programs(folder)]
        (folder / "pyrightconfig.json").write_text(json.dumps({"typeCheckingMode": "strict"}))
        checks = [
            [str(tools / "mypy"), "--strict", "--follow-imports=silent", "--python-executable", python, *programs],
            [shutil.which("pyright", path=str(tools)) or "pyright", "--pythonpath", python, *programs],
        ]
        failed = False
        for argv in checks:
            done = subprocess.run(argv, cwd=folder, capture_output=True, text=True)
            print(f"$ {Path(argv[0]).name} ({len(programs)} programs): exit status {done.returncode}", file=sys.stderr)
            if done.returncode != 0:
                failed = True
                print(done.stdout + done.stderr, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
