"""The official ACP JSON schema as a registry package bundles it: one pinned release, checked, cached under build/.

The protocol's maintainers publish the schema in their TypeScript SDK (npm `@agentclientprotocol/sdk`, files under
`schema/` in its tarball). A generator that must run in a clean clone of this repository fetches its input from
there, pinned by version and by the registry's own sha512 integrity string, rather than from a folder that only
some machines have. Nothing from npm runs: the tarball is read as an archive, with the standard library only.

    python scripts/npm_schema.py VERSION     # fetch (once) and print the folder holding that release's schema/
"""

from __future__ import annotations

import base64
import fcntl
import hashlib
import io
import os
import shutil
import sys
import tarfile
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CACHE = REPO / "build" / "npm-schema"
PACKAGE = "@agentclientprotocol/sdk"
REGISTRY = os.environ.get("ACP_FAST_NPM_REGISTRY", "https://registry.npmjs.org").rstrip("/")
TIMEOUT_S = 120
MARKER = ".ready"

# The releases this repository generates from, with the registry's integrity string of each tarball
# (`npm view @agentclientprotocol/sdk@VERSION dist.integrity`).
INTEGRITY = {
    # Bundles the newest published ACP schema (v1 and the v2 draft, each stable and unstable), from which the typed
    # layer (acp_fast/acp/) is generated.
    "2.4.0": "sha512-7qJ8nnyj7WesC5ve185ioTpB2/svQoeGV4HA4nLEhgDUrcmBe54/08VcXc/oL4p14tDbxxECZzdYmUYQ+4l+Wg==",
    # Bundles the drafts that later left the protocol (next edit suggestions, `mcp/connect`, ...) as the typed layer
    # was last generated with them: their types stay importable from it, deprecated.
    "1.4.0": "sha512-/eufudw+aFY1LKLolT6yFE6UMmYRl7fMJ/DEONSIyR6wI3slHWITBsANRGqXEY8FRzqUxwh7QEaGiZHcJPVThg==",
    # Bundles ACP schema v1.19.0: the schema the official Python SDK 0.12.1 generated its models from.
    "1.2.0": "sha512-rJ3766M2eouZsNCaK21JbPD++JLBZ0PWq38dzj1sA4/i0njaQEkiC2F5v7MlizFW6akX+qu5Ks8R00Xw+YMHKA==",
    # Bundles the schema of the official Python SDK 0.10 (ACP schema v0.12), the last with `session/set_model`.
    "0.20.0": "sha512-BxEHyE4MvwyOsdyVPub1vEtyrq8E0JSdjC+ckXWimY1VabFCTXdPyXv2y2Omz1j+iod7Z8oBJDXFCJptM0GBqQ==",
}


def tarball_url(version: str) -> str:
    name = PACKAGE.rsplit("/", 1)[-1]
    return f"{REGISTRY}/{PACKAGE}/-/{name}-{version}.tgz"


def _check(data: bytes, version: str) -> None:
    algorithm, _, expected = INTEGRITY[version].partition("-")
    actual = base64.b64encode(hashlib.new(algorithm, data).digest()).decode()
    if actual != expected:
        raise RuntimeError(f"{tarball_url(version)}: {algorithm} {actual}, expected {expected}")


def _download(version: str) -> bytes:
    url = tarball_url(version)
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT_S) as response:
            return bytes(response.read())
    except OSError as exc:
        raise RuntimeError(f"downloading {url}: {exc}") from exc


def schema_dir(version: str) -> Path:
    """The folder holding the `schema/` files of `PACKAGE`@`version` (fetched and checked on first use).

    RuntimeError names the URL when the download or the check fails; KeyError for a version not pinned above."""
    if version not in INTEGRITY:
        raise KeyError(f"{PACKAGE}@{version} is not pinned in {__file__} (pinned: {', '.join(INTEGRITY)})")
    target = CACHE / f"sdk-{version}"
    if (target / MARKER).is_file():
        return target
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"sdk-{version}.lock", "a+") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)  # parallel test workers fetch once
        if (target / MARKER).is_file():
            return target
        data = _download(version)
        _check(data, version)
        shutil.rmtree(target, ignore_errors=True)
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
            for member in tar.getmembers():
                parts = member.name.split("/")
                if member.isfile() and parts[:2] == ["package", "schema"] and member.name.endswith(".json"):
                    out = target.joinpath(*parts[1:])
                    out.parent.mkdir(parents=True, exist_ok=True)
                    source = tar.extractfile(member)
                    assert source is not None  # a regular file
                    out.write_bytes(source.read())
        if not (target / "schema").is_dir():
            raise RuntimeError(f"{tarball_url(version)} holds no package/schema/*.json")
        (target / MARKER).write_text(INTEGRITY[version] + "\n")  # written last
    return target


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(f"usage: {sys.argv[0]} VERSION (pinned: {', '.join(INTEGRITY)})")
    print(schema_dir(sys.argv[1]))
