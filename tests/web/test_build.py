"""tools/build/site.py: the engine zip, the runtime file choice and the service worker's manifest."""

import importlib.util
import io
import json
import lzma
import re
import subprocess
import sys
import zipfile

import pytest


from tools.build import site as build


def test_engine_zip_holds_the_engine_the_bridge_and_no_lab_nor_bytecode(tmp_path):
    build.pack_engine(tmp_path / "engine.zip")
    names = zipfile.ZipFile(tmp_path / "engine.zip").namelist()
    assert "pygames/__init__.py" in names
    assert "pygames/core/protocol.py" in names
    assert "pygames/core/review.py" in names
    assert "pygames/agnes/solver.py" in names
    assert "pygames/bridge.py" in names
    assert not [name for name in names if name.startswith("pygames/lab/")]
    assert "pygames/__main__.py" not in names
    assert all(name.endswith(".py") for name in names)
    assert all(name.startswith("pygames/") for name in names)


def test_engine_zip_is_byte_identical_when_the_sources_are(tmp_path):
    build.pack_engine(tmp_path / "first.zip")
    build.pack_engine(tmp_path / "second.zip")
    assert (tmp_path / "first.zip").read_bytes() == (tmp_path / "second.zip").read_bytes()


def test_the_shipped_engine_is_the_sources_compiled_for_pyodide_and_stable(tmp_path):
    build.pack_engine(tmp_path / "sources.zip")
    build.ship_engine(tmp_path / "first.zip.xz")
    build.ship_engine(tmp_path / "second.zip.xz")
    sources = zipfile.ZipFile(tmp_path / "sources.zip").namelist()
    shipped = build.read_xz_zip(tmp_path / "first.zip.xz")
    assert sorted(shipped) == sorted(name + "c" for name in sources)
    bytecode = shipped["pygames/core/rng.pyc"]
    # Hash-based bytecode (flags 0b01: unchecked) that no CPython 3.11 wrote: Pyodide's magic.
    assert int.from_bytes(bytecode[4:8], "little") == 0b01
    assert bytecode[:4] != importlib.util.MAGIC_NUMBER or sys.version_info >= (3, 14)
    assert (tmp_path / "first.zip.xz").read_bytes() == (tmp_path / "second.zip.xz").read_bytes()


def test_a_shipped_zip_is_one_xz_stream_of_stored_entries_with_a_check_the_worker_knows(tmp_path):
    """xz-compressed whole, the modules compress across one another (engine/worker.js unpacks
    it); CRC32 is a check the worker's decoder (xz-embedded) verifies."""
    entries = [("pygames/a.pyc", b"first module " * 50), ("pygames/b.pyc", b"second module " * 50)]
    build.write_xz_zip(tmp_path / "engine.zip.xz", entries)
    packed = (tmp_path / "engine.zip.xz").read_bytes()
    assert packed.startswith(b"\xfd7zXZ\x00") and packed[7] == 0x01  # stream flags: CRC32
    with zipfile.ZipFile(io.BytesIO(lzma.decompress(packed))) as archive:
        assert [entry.compress_type for entry in archive.infolist()] == [zipfile.ZIP_STORED] * 2
    assert build.read_xz_zip(tmp_path / "engine.zip.xz") == dict(entries)


def test_the_site_ships_the_engine_only_inside_its_zip(tmp_path):
    build.build(tmp_path / "site")
    site = build.site_files(tmp_path / "site")
    assert not [name for name in site if name.endswith(".py")] and build.ENGINE_ZIP in site
    assert "js/engine/worker.js" in site
    shipped = {build.STDLIB_ZIP: build.STDLIB_SHIPPED,
               build.INTERPRETER_SCRIPT: f"{build.INTERPRETER_SCRIPT}.xz"}
    assert [name for name in site if name.startswith("runtime/")] == sorted(
        [f"runtime/pyodide/{shipped.get(name, name)}" for name in build.PYODIDE_FILES] + list(build.BUNDLES))


def test_the_shipped_lock_file_is_pyodides_own_without_its_packages(tmp_path):
    """loadPyodide reads the lock file though the engine installs no package: the site's holds
    the installed one's ABI and versions (checked against the interpreter's) and no package."""
    build.ship_lock(tmp_path / build.PYODIDE_LOCK)
    shipped = json.loads((tmp_path / build.PYODIDE_LOCK).read_text())
    installed = json.loads((build.PYODIDE_DIST / build.PYODIDE_LOCK).read_text())
    assert installed["packages"] and shipped["packages"] == {}
    assert shipped["info"] == installed["info"] and shipped["info"]["abi_version"]
    assert (tmp_path / build.PYODIDE_LOCK).stat().st_size < 1_000


def test_the_page_is_minified_file_by_file_keeping_its_imports_and_exports(tmp_path):
    """build.minify_page: no comments nor long local names left, but a module's imports and
    exports keep their paths and names (other modules and the end-to-end tests use them), and
    the service worker keeps its importScripts line, alone, for the manifest."""
    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "kit.js").write_text(
        '// A comment for readers.\nimport { helper } from "./other.js";\n'
        'export function greeting(someone) {\n  const longLocalName = helper(someone);\n'
        '  return `hello ${longLocalName}`;\n}\n')
    (tmp_path / "styles.css").write_text("/* a comment */\nbody {\n  color: #ffffff;\n}\n")
    (tmp_path / build.SERVICE_WORKER).write_text(
        f"// The service worker.\n{build.SW_IMPORT}\nconst cacheName = self.PRECACHE.version;\n"
        "self.addEventListener(\"install\", () => caches.open(cacheName));\n")
    build.minify_page(tmp_path)
    module = (tmp_path / "js" / "kit.js").read_text()
    assert 'from"./other.js"' in module and "greeting" in module
    assert "comment" not in module and "longLocalName" not in module
    assert (tmp_path / "styles.css").read_text().strip() == "body{color:#fff}"
    worker = (tmp_path / build.SERVICE_WORKER).read_text().splitlines()
    assert worker[0] == build.SW_IMPORT and "comment" not in "".join(worker) and len(worker) == 2


@pytest.mark.parametrize("bundled, names", [("runtime/rooms.js", ["joinRoom", "qrcode"]),
                                            ("runtime/xz.js", ["XzReadableStream"])])
def test_a_bundle_holds_its_modules_and_no_bare_import(tmp_path, bundled, names):
    build.bundle(build.BUNDLES[bundled], tmp_path / "bundle.js")
    text = (tmp_path / "bundle.js").read_text()
    assert all(name in text for name in names)
    # An import left in (a bare package name) would need an import map or a CDN in the page.
    assert not re.search(r"\bimport\s*[\"'({]|\bfrom\s*[\"']", text)


def make_site(folder):
    (folder / "runtime").mkdir(parents=True)
    (folder / "index.html").write_text("<!doctype html>")
    (folder / "runtime" / "core.js").write_text("export {};")
    (folder / build.SERVICE_WORKER).write_text(f"// worker\n{build.SW_IMPORT}\nself.PRECACHE;\n")


def test_manifest_lists_every_file_but_the_worker_and_itself(tmp_path):
    make_site(tmp_path)
    manifest = build.write_manifest(tmp_path)
    assert manifest["files"] == ["./", "./index.html", "./runtime/core.js"]
    assert build.read_manifest(tmp_path) == manifest


def test_the_service_worker_carries_the_manifest_in_place_of_its_import(tmp_path):
    """A deploy changes sw.js itself, and a first visit fetches the manifest's file only once."""
    make_site(tmp_path)
    manifest = build.write_manifest(tmp_path)
    lines = (tmp_path / build.SERVICE_WORKER).read_text().splitlines()
    assert lines[1] == f"self.PRECACHE = {json.dumps(manifest)};"
    assert build.SW_IMPORT not in lines
    assert build.write_manifest(tmp_path) == manifest, "building again changes nothing"


@pytest.mark.parametrize("changed", ["index.html", build.SERVICE_WORKER])
def test_version_changes_when_any_file_changes(tmp_path, changed):
    make_site(tmp_path)
    before = build.write_manifest(tmp_path)["version"]
    assert build.write_manifest(tmp_path)["version"] == before
    with (tmp_path / changed).open("a") as file:
        file.write("\n")
    assert build.write_manifest(tmp_path)["version"] != before


def fake_runtime(folder, pinned, installed, monkeypatch):
    """package.json pinning Pyodide `pinned`, node_modules holding `installed`."""
    pyodide = folder / "pyodide"
    pyodide.mkdir()
    (pyodide / "package.json").write_text(json.dumps({"version": installed}))
    (folder / "package.json").write_text(json.dumps({"dependencies": {"pyodide": pinned}}))
    monkeypatch.setattr(build, "PYODIDE_DIST", pyodide)
    monkeypatch.setattr(build, "PACKAGE_JSON", folder / "package.json")


def test_build_accepts_the_pyodide_release_package_json_pins(tmp_path, monkeypatch):
    fake_runtime(tmp_path, "314.0.7", "314.0.7", monkeypatch)
    build.check_runtime_versions()


def test_build_refuses_another_pyodide_release_than_package_json_pins(tmp_path, monkeypatch):
    fake_runtime(tmp_path, "314.0.7", "314.0.2", monkeypatch)
    with pytest.raises(SystemExit, match="pins Pyodide 314.0.7, node_modules has 314.0.2"):
        build.check_runtime_versions()


def test_the_shipped_standard_library_holds_every_module_the_engine_imports(tmp_path):
    """The trimmed standard library (build.stdlib_entries): Pyodide started from it in Node
    imports every shipped engine module and plays every game through the bridge
    (tools/build/stdlib.mjs); a module it lacks fails the run, and the run imports nothing
    beyond the trace."""
    build.write_zip(tmp_path / "engine.zip", build.compiled_engine(), zipfile.ZIP_STORED)
    build.write_zip(tmp_path / "stdlib.zip", build.stdlib_entries(), zipfile.ZIP_STORED)
    done = subprocess.run(["node", str(build.HERE / "stdlib.mjs"), str(build.PYODIDE_DIST),
                           str(tmp_path / "engine.zip"), str(tmp_path / "stdlib.zip")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    imported = set(json.loads(done.stdout.strip().splitlines()[-1]))
    traced = set(json.loads(build.STDLIB_TRACE.read_text())["files"])
    assert imported <= traced, sorted(imported - traced)
    whole = len(zipfile.ZipFile(build.PYODIDE_DIST / build.STDLIB_ZIP).namelist())
    assert len(zipfile.ZipFile(tmp_path / "stdlib.zip").namelist()) < whole / 2


def test_the_shipped_standard_library_is_the_traced_modules_compiled_for_pyodide(tmp_path):
    """build.ship_stdlib: each traced module as hash-based bytecode of Pyodide's Python, no
    source left, the same bytes from one build to the next."""
    build.ship_stdlib(tmp_path / "first.zip.xz")
    build.ship_stdlib(tmp_path / "second.zip.xz")
    shipped = build.read_xz_zip(tmp_path / "first.zip.xz")
    traced = json.loads(build.STDLIB_TRACE.read_text())["files"]
    assert sorted(shipped) == sorted(name + "c" for name in traced)
    assert {int.from_bytes(data[4:8], "little") for data in shipped.values()} == {0b01}
    magic = {data[:4] for data in shipped.values()}
    assert len(magic) == 1 and (magic != {importlib.util.MAGIC_NUMBER} or sys.version_info >= (3, 14))
    assert (tmp_path / "first.zip.xz").read_bytes() == (tmp_path / "second.zip.xz").read_bytes()


def test_the_shipped_engine_neither_asserts_nor_reads_a_docstring():
    """The engine ships compiled with optimize=2 (tools/build/compile_python.mjs), which drops
    docstrings and assert statements: nothing shipped may need either."""
    import ast

    found = []
    for path in build.shipped_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assert) or (isinstance(node, ast.Attribute) and node.attr == "__doc__"
                                                 and isinstance(node.ctx, ast.Load)):
                found.append(f"{path.relative_to(build.ROOT)}:{node.lineno}")
    assert found == []
