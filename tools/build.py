"""Build the static site in dist/: the page, the engine, the rules texts and the runtime.

    python3 tools/build.py [--out DIR]

dist/ gets a copy of web/, the words of the page and the engine in each language
(i18n/<language>.json, see catalogs.py), the engine packed as one zip (PyScript unpacks it through the
`files` entry of web/pyscript.json, so Python's import system finds `pygames` without one
request per module), seeds/*.md as rules/*.md, only the PyScript and Pyodide files the page
loads (under runtime/), and precache-manifest.js: every file of the site plus a version
hashed from their contents, read by the service worker (web/sw.js).
Standard library only, so it runs before any virtual environment exists.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import sys
import zipfile
from pathlib import Path

from catalogs import write_catalogs

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
ENGINE = ROOT / "pygames"
SEEDS = ROOT / "seeds"
NODE_MODULES = ROOT / "node_modules"
# CARDTABLE_DIST moves the build elsewhere, so that several checkouts or sessions can build
# and test side by side without replacing each other's site mid-test.
DIST = Path(os.environ.get("CARDTABLE_DIST") or ROOT / "dist").resolve()
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIST = NODE_MODULES / "pyodide"

ENGINE_ZIP = "pygames.zip"
MANIFEST = "precache-manifest.js"
SERVICE_WORKER = "sw.js"
MANIFEST_HEADER = ("// Written by tools/build.py: the files of this build and its version.\n"
                   "self.PRECACHE = ")

# What Pyodide itself fetches at start-up: the loader, the interpreter, the standard library
# and the lock file (read even when no package is installed). Not the package wheels.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
# PyScript's entry point and core chunk, and the small plugin modules it always imports (a
# `plugins` entry in pyscript.json cannot stop that: PyScript also loads them for MicroPython
# scripts, which have no config here). The big chunks those plugins import only when the page
# has an editor or a terminal (CodeMirror, xterm), MicroPython's and TOML's are left out.
PYSCRIPT_CHUNKS = ("core", "error", "deprecations-manager", "donkey", "py-editor", "py-game",
                   "py-terminal")

# A zip's entries carry a date; a fixed one keeps the archive, and so the version, the same
# from one build to the next when the engine has not changed.
ZIP_DATE = (2020, 1, 1, 0, 0, 0)


def build(out):
    """Write the whole site into `out`, replacing what was there."""
    check_runtime_versions()
    if not WEB.is_dir():
        sys.exit(f"build: {WEB} is missing")
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(WEB, out, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    pack_engine(out / ENGINE_ZIP)
    write_catalogs(out)
    copy_rules(out / "rules")
    copy_runtime(out / "runtime")
    write_manifest(out)


def check_runtime_versions():
    """Stop when PyScript was built for another Pyodide than the one package.json pins.

    PyScript's default interpreter URL names the Pyodide release it was tested with; the
    page loads the local copy instead, which must be that same release.
    """
    if not PYSCRIPT_DIST.is_dir() or not PYODIDE_DIST.is_dir():
        sys.exit("build: node_modules is missing the runtime; run `npm ci` first")
    installed = json.loads((PYODIDE_DIST / "package.json").read_text())["version"]
    core_chunk = next(PYSCRIPT_DIST.glob("core-*.js")).read_text()
    expected = set(re.findall(r'type:"pyodide",module:\(\w+="([^"]+)"\)', core_chunk))
    if expected != {installed}:
        sys.exit(f"build: @pyscript/core expects Pyodide {sorted(expected)}, "
                 f"node_modules has {installed}: fix the pins in package.json")


def pack_engine(target):
    """Zip the engine's Python sources as `pygames/...` with stable dates and order."""
    sources = sorted(path for path in ENGINE.rglob("*.py") if "__pycache__" not in path.parts)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources:
            entry = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), ZIP_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, path.read_bytes())


def copy_rules(target):
    """Copy each game's rules texts, seeds/<game-id>.md (English) and
    seeds/<game-id>.<language>.md, to rules/."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(SEEDS.glob("*.md")):
        shutil.copy2(path, target / path.name)


def copy_runtime(target):
    """Copy the PyScript and Pyodide files the page loads into `target`/pyscript, /pyodide."""
    pyscript = target / "pyscript"
    pyscript.mkdir(parents=True, exist_ok=True)
    for path in sorted(PYSCRIPT_DIST.glob("*.js")):
        if is_pyscript_chunk(path.stem):
            shutil.copy2(path, pyscript / path.name)
    pyodide = target / "pyodide"
    pyodide.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIST / name, pyodide / name)


def is_pyscript_chunk(stem):
    """Whether a file of PyScript's dist is one of PYSCRIPT_CHUNKS: `name` or `name-<hash8>`."""
    return any(stem == name or (stem.startswith(name + "-") and len(stem) == len(name) + 9)
               for name in PYSCRIPT_CHUNKS)


def site_files(out):
    """Every file the service worker precaches, as sorted paths relative to `out`."""
    skipped = {SERVICE_WORKER, MANIFEST}
    return sorted(path.relative_to(out).as_posix() for path in out.rglob("*")
                  if path.is_file() and path.relative_to(out).as_posix() not in skipped)


def write_manifest(out):
    """Write the precache list and a version hashed from every file's path and bytes.

    The service worker is hashed too (a new caching rule is a new version) but not listed:
    the browser fetches and updates it by itself.
    """
    files = site_files(out)
    digest = hashlib.sha256()
    for name in sorted(files + [SERVICE_WORKER]):
        digest.update(name.encode() + b"\0" + (out / name).read_bytes() + b"\0")
    manifest = {"version": digest.hexdigest()[:12], "files": ["./"] + [f"./{name}" for name in files]}
    (out / MANIFEST).write_text(MANIFEST_HEADER + json.dumps(manifest, indent=1) + ";\n")
    return manifest


def read_manifest(out):
    """The {"version", "files"} that write_manifest wrote into `out`."""
    return json.loads((out / MANIFEST).read_text().removeprefix(MANIFEST_HEADER).rstrip(";\n"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="output folder")
    out = parser.parse_args().out.resolve()
    build(out)
    print(f"build: {out} ({len(site_files(out))} files)")


if __name__ == "__main__":
    main()
