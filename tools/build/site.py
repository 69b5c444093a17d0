"""Build the static site in dist/: the page, the engine, the rules texts and the runtime.

    python3 -m tools.build.site [--out DIR]

dist/ gets a copy of web/ (but its i18n/ folders) with its scripts and styles minified
(minify_page), the words of the page and the engine in each language (i18n/<language>.json, see
catalogs.py), the engine as one xz-compressed zip of pygames/ (its bridge to the page,
pygames/bridge.py, included), compiled to bytecode by Pyodide's own Python (compile_python.mjs,
in Node; the engine's worker unpacks it and puts the zip on Pyodide's sys.path, so Python imports
the modules from it without one request each), seeds/*.md as rules/*.md, only the Pyodide files
the worker loads (under runtime/pyodide/, the lock file trimmed and the standard library
trimmed to what the engine uses and compiled, xz-compressed as the engine is), runtime/rooms.js
(Trystero and a QR encoder for online rooms) and runtime/xz.js (the xz decoder of the engine's
worker), each bundled by the esbuild package.json pins (see bundle), and precache-manifest.js:
every file of the site plus a version hashed from their contents, read by the service worker
(web/sw.js). Standard library and Node (which installed the runtime) only, so it runs before
any virtual environment exists.
"""

import argparse
import hashlib
import io
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from tools.build.catalogs import write_catalogs

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
WEB = ROOT / "web"
ENGINE = ROOT / "pygames"
SEEDS = ROOT / "seeds"
NODE_MODULES = ROOT / "node_modules"
PACKAGE_JSON = ROOT / "package.json"
# CARDTABLE_DIST moves the build elsewhere, so that several checkouts or sessions can build
# and test side by side without replacing each other's site mid-test.
DIST = Path(os.environ.get("CARDTABLE_DIST") or ROOT / "dist").resolve()
PYODIDE_DIST = NODE_MODULES / "pyodide"

# The engine as the worker fetches it: a zip of stored modules, xz-compressed whole (write_xz_zip).
ENGINE_ZIP = "pygames.zip.xz"
# The npm modules of online rooms and the xz decoder, each bundled into one ES module from its
# entry in tools/build/vendor/.
XZ_BUNDLE = "runtime/xz.js"
BUNDLES = {"runtime/rooms.js": HERE / "vendor" / "rooms-entry.mjs",
           XZ_BUNDLE: HERE / "vendor" / "xz-entry.mjs"}
MANIFEST = "precache-manifest.js"
SERVICE_WORKER = "sw.js"
# web/sw.js's line that the build replaces with the manifest itself (inline_manifest).
SW_IMPORT = 'importScripts("./precache-manifest.js");'
MANIFEST_HEADER = ("// Written by tools/build/site.py: the files of this build and its version.\n"
                   "self.PRECACHE = ")

# What Pyodide itself fetches at start-up: the loader, the interpreter, the standard library
# and the lock file (read even when no package is installed). Not the package wheels.
PYODIDE_LOCK = "pyodide-lock.json"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 PYODIDE_LOCK)

# The standard library files the engine imports in the browser, traced in Pyodide by
# tools/build/stdlib.mjs (`python3 -m tools.build.site --trace-stdlib` writes it again; tests/web/test_build.py
# fails when the engine needs a module it lacks). The site ships only these (Pyodide's own start-up
# is traced with them), compiled and xz-compressed (ship_stdlib).
STDLIB_TRACE = HERE / "stdlib-trace.json"
STDLIB_ZIP = "python_stdlib.zip"
STDLIB_SHIPPED = STDLIB_ZIP + ".xz"
# The interpreter's JavaScript, shipped minified and xz-compressed (ship_interpreter): the worker
# unpacks it and hands it to loadPyodide (createPyodideModule).
INTERPRETER_SCRIPT = "pyodide.asm.mjs"

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
    shutil.copytree(WEB, out, ignore=ignore_in_web)
    minify_page(out)
    ship_engine(out / ENGINE_ZIP)
    write_catalogs(out)
    copy_rules(out / "rules")
    copy_runtime(out / "runtime", trimmed=True)
    for bundled, entry in BUNDLES.items():
        bundle(entry, out / bundled)
    write_manifest(out)


def ignore_in_web(folder, names):
    """What copytree leaves out of web/: bytecode, and the words (i18n/ folders), which the
    site gets merged into one catalog per language (write_catalogs)."""
    return {name for name in names if name in ("__pycache__", "i18n") or name.endswith(".pyc")}


def pyodide_version():
    """The version of the Pyodide installed in node_modules."""
    return json.loads((PYODIDE_DIST / "package.json").read_text())["version"]


def check_runtime_versions():
    """Stop when node_modules holds another Pyodide than the one package.json pins: the site
    would ship a runtime nobody chose (run `npm ci` after changing the pin)."""
    if not PYODIDE_DIST.is_dir():
        sys.exit("build: node_modules is missing the runtime; run `npm ci` first")
    pinned = json.loads(PACKAGE_JSON.read_text())["dependencies"]["pyodide"]
    installed = pyodide_version()
    if installed != pinned:
        sys.exit(f"build: package.json pins Pyodide {pinned}, node_modules has {installed}: "
                 "run `npm ci`")


def shipped_sources():
    """The engine's modules the browser loads: all of pygames/ but the lab (pygames/lab/: the
    command line's runs, benches and arenas) and `python -m pygames`'s __main__.py."""
    return sorted(path for path in ENGINE.rglob("*.py")
                  if not {"__pycache__", "lab"} & set(path.relative_to(ENGINE).parts)
                  and path.name != "__main__.py")


def pack_engine(target):
    """Zip the engine's shipped Python sources as `pygames/...`."""
    sources = shipped_sources()
    write_zip(target, [(path.relative_to(ROOT).as_posix(), path.read_bytes()) for path in sources])


def ship_engine(target):
    """Write the engine as the worker loads it: compiled_engine() as one xz-compressed zip."""
    write_xz_zip(target, compiled_engine())


def compiled_engine():
    """(name, bytes) of every module of pack_engine's zip as sourceless bytecode
    (`pygames/core/rng.pyc`, `pygames/bridge.pyc`), compiled by the Pyodide the site ships, so the
    browser's Python imports it without compiling it on each load."""
    with tempfile.TemporaryDirectory() as work:
        sources = Path(work) / "sources.zip"
        pack_engine(sources)
        return compiled(sources, failure="the engine did not compile for Pyodide")


def compiled(sources, failure):
    """(name, bytes) of each module of the zip `sources` as Pyodide's bytecode (compile_python.mjs)."""
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "compiled"
        run_in_pyodide("compile_python.mjs", sources, out, failure=failure)
        return [(path.relative_to(out).as_posix(), path.read_bytes()) for path in sorted(out.rglob("*.pyc"))]


def write_xz_zip(target, entries):
    """Write (name, bytes) entries as a zip of stored entries, xz-compressed whole: one stream
    compresses across the modules, which a zip's entries, each deflated alone, cannot, and xz
    more than gzip (the engine's 198 kB deflated became 156 kB gzipped whole, then 121 kB as xz).
    The worker unpacks it (engine/worker.js, with runtime/xz.js) and the interpreter imports
    from the stored zip without inflating a module."""
    archive = io.BytesIO()
    write_zip(archive, entries, zipfile.ZIP_STORED)
    write_xz(target, archive.getvalue())


def write_xz(target, data):
    """Write `data` xz-compressed as tightly as xz can, with CRC32, a check the worker's decoder
    knows. A literal's context is the previous byte whole (lc=4) and no position is special
    (pb=0), which suits bytecode: 2.6 kB fewer than xz's defaults."""
    xz = {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "lc": 4, "pb": 0}
    target.write_bytes(lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC32, filters=[xz]))


def read_xz_zip(path):
    """{name: bytes} of the zip write_xz_zip wrote to `path`."""
    with zipfile.ZipFile(io.BytesIO(lzma.decompress(path.read_bytes()))) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def bundle(entry, target):
    """Bundle the npm modules `entry` exports (for online rooms: Trystero's Nostr strategy and
    qrcode-generator; for the engine's worker: an xz decoder) into one minified ES module with
    the esbuild that package.json pins: their bare imports are resolved here, so the page loads
    one file of its own, never a CDN."""
    run_esbuild(entry, "--bundle", "--format=esm", "--minify", "--target=es2022",
                "--legal-comments=eof", f"--outfile={target}", failure=f"{entry.name} did not bundle")


def minify_page(out):
    """Minify the page's own scripts and styles in `out` in place, each file on its own, with the
    esbuild package.json pins: their comments, spaces and local names are for whoever reads web/,
    not for a phone's first visit (the scripts, 202 kB gzipped, became 110 kB). Nothing is
    bundled: every module keeps its path, its imports and its exports' names, which the page's
    other modules and the end-to-end tests import. The service worker is a classic script, not
    a module; its importScripts line stays a line of its own for inline_manifest."""
    service_worker = out / SERVICE_WORKER
    modules = sorted(path for path in out.rglob("*.js") if path != service_worker)
    common = ("--minify", "--target=es2022", "--charset=utf8", "--allow-overwrite")
    run_esbuild(*modules, *common, "--format=esm", f"--outdir={out}", f"--outbase={out}",
                failure="the page's scripts did not minify")
    run_esbuild(*sorted(out.rglob("*.css")), *common, f"--outdir={out}", f"--outbase={out}",
                failure="the page's styles did not minify")
    run_esbuild(service_worker, *common, f"--outfile={service_worker}",
                failure="the service worker did not minify")
    minified = service_worker.read_text()
    if SW_IMPORT not in minified:
        sys.exit(f"build: the minified {SERVICE_WORKER} lost its line {SW_IMPORT}")
    service_worker.write_text(minified.replace(SW_IMPORT, f"\n{SW_IMPORT}\n", 1).lstrip("\n"))


def run_esbuild(*arguments, failure):
    """Run the esbuild of node_modules with `arguments`; stop the build with `failure` and its
    messages if it fails."""
    esbuild = NODE_MODULES / ".bin" / "esbuild"
    if not esbuild.exists():
        sys.exit("build: node_modules lacks esbuild; run `npm ci` first")
    done = subprocess.run([str(esbuild), *map(str, arguments), "--log-level=warning"],
                          capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        sys.exit(f"build: {failure}:\n{done.stderr.strip()}")


def write_zip(target, entries, compression=zipfile.ZIP_DEFLATED):
    """Zip (name, bytes) entries into `target` (a path or a binary file) in the order given,
    with a fixed date and mode, so the same files always make the same bytes."""
    with zipfile.ZipFile(target, "w", compression) as archive:
        for name, data in entries:
            entry = zipfile.ZipInfo(name, ZIP_DATE)
            entry.compress_type = compression
            entry.external_attr = 0o644 << 16
            archive.writestr(entry, data)


def copy_rules(target):
    """Copy each game's rules texts, seeds/<game-id>.md (English) and
    seeds/<game-id>.<language>.md, to rules/."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(SEEDS.glob("*.md")):
        shutil.copy2(path, target / path.name)


def copy_runtime(target, trimmed=False):
    """Copy the Pyodide files the engine's worker loads into `target`/pyodide; with `trimmed`,
    the standard library holds only what the engine imports (ship_stdlib), the interpreter's
    script is xz-compressed and the lock file holds no package (ship_lock)."""
    pyodide = target / "pyodide"
    pyodide.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        if trimmed and name == STDLIB_ZIP:
            ship_stdlib(pyodide / STDLIB_SHIPPED)
        elif trimmed and name == INTERPRETER_SCRIPT:
            ship_interpreter(pyodide / f"{name}.xz")
        elif trimmed and name == PYODIDE_LOCK:
            ship_lock(pyodide / name)
        else:
            shutil.copy2(PYODIDE_DIST / name, pyodide / name)


def ship_interpreter(target):
    """Write the interpreter's JavaScript module minified by the esbuild package.json pins, then
    xz-compressed: gzip left 260 kB of it as Pyodide ships it, xz 206 kB, and 184 kB minified.
    The whole engine exercise (tools/build/stdlib.mjs) passes on the minified module too."""
    with tempfile.TemporaryDirectory() as work:
        minified = Path(work) / INTERPRETER_SCRIPT
        run_esbuild(PYODIDE_DIST / INTERPRETER_SCRIPT, "--minify", "--format=esm", "--target=es2022",
                    f"--outfile={minified}", failure="the interpreter's script did not minify")
        write_xz(target, minified.read_bytes())


def ship_lock(target):
    """Write Pyodide's lock file as the engine needs it: loadPyodide fetches it even when no
    package is installed, and of it reads only the ABI version (in `info`, checked against the
    interpreter's) and the packages it could install, of which the engine installs none (26.6 kB gzipped became 0.1 kB).
    Everything but the packages comes from the installed lock, so an upgrade carries over."""
    lock = json.loads((PYODIDE_DIST / PYODIDE_LOCK).read_text())
    target.write_text(json.dumps({**lock, "packages": {}}, separators=(",", ":")) + "\n")


def ship_stdlib(target):
    """Write the standard library as the worker loads it: stdlib_entries() as one xz-compressed
    zip (the worker hands it to loadPyodide)."""
    write_xz_zip(target, stdlib_entries())


def stdlib_entries():
    """(name, bytes) of the traced files (STDLIB_TRACE), taken from Pyodide's whole library,
    each module compiled to bytecode (compile_python.mjs): the interpreter's start-up imports
    nearly all of them, and compiling their sources in the browser took longer than a phone
    takes to download the bytecode's extra bytes (a first visit on "4G": ready 6.7 s became
    5.7 s, docs/measurements.md)."""
    trace = json.loads(STDLIB_TRACE.read_text())
    if trace["pyodide"] != pyodide_version():
        sys.exit(f"build: {STDLIB_TRACE.name} was traced in Pyodide {trace['pyodide']}, not "
                 f"{pyodide_version()}: run `python3 -m tools.build.site --trace-stdlib`")
    with tempfile.TemporaryDirectory() as work:
        sources = Path(work) / STDLIB_ZIP
        with zipfile.ZipFile(PYODIDE_DIST / STDLIB_ZIP) as whole:
            write_zip(sources, [(name, whole.read(name)) for name in sorted(trace["files"])])
        return compiled(sources, failure="the standard library did not compile for Pyodide")


def run_in_pyodide(script, *paths, failure):
    """Run one of this folder's Node scripts on the Pyodide the site ships, with `paths`;
    stop the build with `failure` and the script's error if it fails."""
    node = shutil.which("node")
    if node is None:
        sys.exit("build: Node is needed to prepare Python for Pyodide (install Node, then `npm ci`)")
    done = subprocess.run([node, str(HERE / script), str(PYODIDE_DIST), *map(str, paths)],
                          capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"build: {failure}:\n{done.stderr.strip()}")


def trace_stdlib(engine_zip):
    """Run the engine in the shipped Pyodide (tools/build/stdlib.mjs) and write the standard library
    files it imported to STDLIB_TRACE."""
    done = subprocess.run([shutil.which("node") or "node", str(HERE / "stdlib.mjs"),
                           str(PYODIDE_DIST), str(engine_zip)], capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"build: tracing the standard library failed:\n{done.stderr.strip()}")
    files = json.loads(done.stdout.strip().splitlines()[-1])
    STDLIB_TRACE.write_text(json.dumps({"pyodide": pyodide_version(), "files": files}, indent=1) + "\n")
    return files


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
    restore_import(out / SERVICE_WORKER)
    digest = hashlib.sha256()
    for name in sorted(files + [SERVICE_WORKER]):
        digest.update(name.encode() + b"\0" + (out / name).read_bytes() + b"\0")
    manifest = {"version": digest.hexdigest()[:12], "files": ["./"] + [f"./{name}" for name in files],
                # each file's SHA-256 (its first 8 bytes): the service worker keeps a file only
                # if it is this version's, wherever it came from
                "hashes": {f"./{name}": hashlib.sha256((out / name).read_bytes()).hexdigest()[:16]
                           for name in files}}
    (out / MANIFEST).write_text(MANIFEST_HEADER + json.dumps(manifest, indent=1) + ";\n")
    inline_manifest(out / SERVICE_WORKER, manifest)
    return manifest


def inline_manifest(service_worker, manifest):
    """Put the manifest into the service worker itself, in place of its importScripts line: the
    worker's script changes with every deploy (so the browser notices one by that file alone),
    and a first visit fetches the manifest once, for the engine's worker, not again for it."""
    source = service_worker.read_text()
    if SW_IMPORT not in source.splitlines():
        sys.exit(f"build: {SERVICE_WORKER} lacks its line {SW_IMPORT}")
    service_worker.write_text(source.replace(SW_IMPORT, f"self.PRECACHE = {json.dumps(manifest)};", 1))


def restore_import(service_worker):
    """Put back the importScripts line an earlier write_manifest replaced, so the version is
    hashed from the service worker as written, whatever manifest it held."""
    if service_worker.exists():
        source = service_worker.read_text()
        service_worker.write_text(re.sub(r"^self\.PRECACHE = .*;$", lambda _: SW_IMPORT, source,
                                         count=1, flags=re.M))


def read_manifest(out):
    """The {"version", "files"} that write_manifest wrote into `out`."""
    return json.loads((out / MANIFEST).read_text().removeprefix(MANIFEST_HEADER).rstrip(";\n"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="output folder")
    parser.add_argument("--trace-stdlib", action="store_true",
                        help="trace the standard library the engine imports again (tools/build/stdlib.mjs)"
                             " before building")
    arguments = parser.parse_args()
    out = arguments.out.resolve()
    if arguments.trace_stdlib:
        with tempfile.TemporaryDirectory() as work:
            engine = Path(work) / "engine.zip"
            write_zip(engine, compiled_engine(), zipfile.ZIP_STORED)
            print(f"build: {len(trace_stdlib(engine))} standard library files traced")
    build(out)
    print(f"build: {out} ({len(site_files(out))} files)")


if __name__ == "__main__":
    main()
