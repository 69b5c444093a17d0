// Compile the engine's Python sources to bytecode for the browser's Python, which is Pyodide's
// own version (not the CPython that runs the build), so it runs in that very Pyodide, in Node:
//
//   node tools/build/compile_engine.mjs PYODIDE_DIR SOURCES.zip OUT_DIR
//
// Every module of SOURCES.zip becomes OUT_DIR/<its path>c (pygames/bridge.py -> pygames/bridge.pyc), a
// sourceless .pyc that Python imports as it would the source, without compiling it on every
// page load (this takes about 40 % off the engine's start in the worker). tools/build/site.py packs
// OUT_DIR into the site's zip. The hash-based bytecode holds no date, so the same sources
// always compile to the same bytes.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourcesZip, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node tools/build/compile_engine.mjs PYODIDE_DIR SOURCES.zip OUT_DIR");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.unpackArchive(new Uint8Array(readFileSync(sourcesZip)), "zip", { extractDir: "/engine" });
const compiled = pyodide.runPython(`
import pathlib, py_compile

def compile_all(root):
    """Each source's sourceless bytecode path, relative to root; a syntax error stops all."""
    written = []
    for source in sorted(pathlib.Path(root).rglob("*.py")):
        target = source.with_suffix(".pyc")
        py_compile.compile(str(source), cfile=str(target), dfile=str(source.relative_to(root)),
                           doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        written.append(str(target.relative_to(root)))
    return written

compile_all("/engine")
`).toJs();
for (const name of compiled) {
  const target = join(outDir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, pyodide.FS.readFile(`/engine/${name}`));
}
console.log(`compiled ${compiled.length} modules with Pyodide ${pyodide.version}`);
