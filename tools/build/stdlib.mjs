// The standard library the engine needs in the browser, traced in the very Pyodide the site
// ships, in Node:
//
//   node tools/build/stdlib.mjs PYODIDE_DIR ENGINE.zip [STDLIB.zip]
//
// puts the engine's zip (its modules compiled, as the site ships them, but not xz-compressed)
// on sys.path, runs tools/build/stdlib_exercise.py (every engine module imported, every game
// played through the bridge) and prints, as JSON, the files of the standard library the
// imported modules came from. With STDLIB.zip (a trimmed library), the interpreter starts from
// it instead of Pyodide's whole one, and a module it lacks fails the run: the check that the
// trimmed library holds all the engine imports.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, engineZip, stdlibZip] = process.argv.slice(2);
if (!engineZip) {
  console.error("usage: node tools/build/stdlib.mjs PYODIDE_DIR ENGINE.zip [STDLIB.zip]");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const options = { indexURL: pyodideDir + "/" };
if (stdlibZip) options.stdLibURL = stdlibZip;
const pyodide = await loadPyodide(options);
pyodide.FS.writeFile("/engine.zip", new Uint8Array(readFileSync(engineZip)));
pyodide.runPython("import sys; sys.path.insert(0, '/engine.zip')");
const exercise = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "stdlib_exercise.py"), "utf8");
pyodide.runPython(exercise);
await pyodide.runPythonAsync("await main()");
console.log(pyodide.runPython("import json; json.dumps(stdlib_files())"));
