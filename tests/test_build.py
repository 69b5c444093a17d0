"""tools/build.py: the engine zip, the runtime file choice and the service worker's manifest."""

import json
import sys
import zipfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import build  # noqa: E402


def test_engine_zip_holds_every_engine_module_and_no_bytecode(tmp_path):
    build.pack_engine(tmp_path / "engine.zip")
    names = zipfile.ZipFile(tmp_path / "engine.zip").namelist()
    assert "pygames/__init__.py" in names
    assert "pygames/core/protocol.py" in names
    assert all(name.startswith("pygames/") and name.endswith(".py") for name in names)


def test_engine_zip_is_byte_identical_when_the_sources_are(tmp_path):
    build.pack_engine(tmp_path / "first.zip")
    build.pack_engine(tmp_path / "second.zip")
    assert (tmp_path / "first.zip").read_bytes() == (tmp_path / "second.zip").read_bytes()


@pytest.mark.parametrize("stem, kept", [
    ("core", True), ("core-C9KDLldu", True), ("error-D2315lOB", True),
    ("py-editor-C4XsZtn7", True), ("deprecations-manager-UpAPKqCb", True),
    ("codemirror_view-BsXnWedx", False), ("xterm-Bdboj2r8", False), ("zip-T1gzVEcZ", False),
    ("mpy-Dvj-3zXq", False), ("core-extra-C9KDLldu", False),
])
def test_only_the_pyscript_chunks_the_page_loads_are_kept(stem, kept):
    assert build.is_pyscript_chunk(stem) is kept


def make_site(folder):
    (folder / "runtime").mkdir(parents=True)
    (folder / "index.html").write_text("<!doctype html>")
    (folder / "runtime" / "core.js").write_text("export {};")
    (folder / build.SERVICE_WORKER).write_text("// worker")


def test_manifest_lists_every_file_but_the_worker_and_itself(tmp_path):
    make_site(tmp_path)
    manifest = build.write_manifest(tmp_path)
    assert manifest["files"] == ["./", "./index.html", "./runtime/core.js"]
    assert build.read_manifest(tmp_path) == manifest


@pytest.mark.parametrize("changed", ["index.html", build.SERVICE_WORKER])
def test_version_changes_when_any_file_changes(tmp_path, changed):
    make_site(tmp_path)
    before = build.write_manifest(tmp_path)["version"]
    assert build.write_manifest(tmp_path)["version"] == before
    with (tmp_path / changed).open("a") as file:
        file.write("\n")
    assert build.write_manifest(tmp_path)["version"] != before


def fake_runtime(folder, expected, installed, monkeypatch):
    """node_modules stand-ins: PyScript built for Pyodide `expected`, `installed` present."""
    pyscript, pyodide = folder / "pyscript", folder / "pyodide"
    pyscript.mkdir()
    pyodide.mkdir()
    (pyscript / "core-C9KDLldu.js").write_text(
        f'var x={{type:"pyodide",module:(e="{expected}")=>`https://cdn/v${{e}}/pyodide.mjs`}}')
    (pyodide / "package.json").write_text(json.dumps({"version": installed}))
    monkeypatch.setattr(build, "PYSCRIPT_DIST", pyscript)
    monkeypatch.setattr(build, "PYODIDE_DIST", pyodide)


def test_build_accepts_the_pyodide_release_pyscript_expects(tmp_path, monkeypatch):
    fake_runtime(tmp_path, "314.0.2", "314.0.2", monkeypatch)
    build.check_runtime_versions()


def test_build_refuses_another_pyodide_release_than_pyscript_expects(tmp_path, monkeypatch):
    fake_runtime(tmp_path, "314.0.2", "314.0.7", monkeypatch)
    with pytest.raises(SystemExit, match="expects Pyodide"):
        build.check_runtime_versions()
