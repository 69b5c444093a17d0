// Compile Python sources to bytecode for the browser's Python, which is Pyodide's own version
// (not the CPython that runs the build), so it runs in that very Pyodide, in Node:
//
//   node tools/build/compile_python.mjs PYODIDE_DIR SOURCES.zip OUT_DIR
//
// Every module of SOURCES.zip becomes OUT_DIR/<its path>c (pygames/bridge.py -> pygames/bridge.pyc), a
// sourceless .pyc that Python imports as it would the source, without compiling it on every
// page load: the engine's modules, and the standard library's, which the interpreter's own
// start-up imports (compiling those sources took about 1.5 s of a first visit's start). For a
// first visit's bytes: no docstrings (optimize=2; the engine reads none, and its asserts
// are all in the lab, which does not ship: tests/web/test_build.py checks both), and line
// tables that give each function's first line only (at_first_lines). tools/build/site.py packs
// OUT_DIR into the site's zips. The hash-based bytecode holds no date, so the same sources
// always compile to the same bytes.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, sourcesZip, outDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: node tools/build/compile_python.mjs PYODIDE_DIR SOURCES.zip OUT_DIR");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.unpackArchive(new Uint8Array(readFileSync(sourcesZip)), "zip", { extractDir: "/sources" });
const compiled = pyodide.runPython(`
import importlib._bootstrap_external as bootstrap, importlib.util, pathlib, types

def at_first_lines(code):
    """code, every instruction placed at its function's first line, without columns: the
    line table (linetable code 13, line delta 0, 8 code units an entry) shrinks to a fifth, and
    a traceback still names the function and the line it starts on."""
    table, units = bytearray(), len(code.co_code) // 2
    while units > 0:
        table += bytes([0x80 | 13 << 3 | min(units, 8) - 1, 0])
        units -= 8
    consts = tuple(at_first_lines(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=bytes(table), co_consts=consts)

def compile_all(root):
    """Each source's sourceless bytecode path, relative to root; a syntax error stops all."""
    written = []
    for source in sorted(pathlib.Path(root).rglob("*.py")):
        data, name = source.read_bytes(), str(source.relative_to(root))
        code = at_first_lines(compile(data, name, "exec", dont_inherit=True, optimize=2))
        # As py_compile writes it with PycInvalidationMode.UNCHECKED_HASH: no date inside.
        pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
        target = source.with_suffix(".pyc")
        target.write_bytes(bytes(pyc))
        written.append(str(target.relative_to(root)))
    return written

compile_all("/sources")
`).toJs();
for (const name of compiled) {
  const target = join(outDir, name);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, pyodide.FS.readFile(`/sources/${name}`));
}
console.log(`compiled ${compiled.length} modules with Pyodide ${pyodide.version}`);
