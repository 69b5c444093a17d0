// Slim Python sources for the first visit, in the very Pyodide the site ships (its Python reads
// the grammar the sources are written in, which may be newer than the build's), in Node:
//
//   node tools/build/slim_sources.mjs PYODIDE_DIR IN.zip OUT.zip
//
// Every .py of IN.zip is written to OUT.zip without its comments and with each docstring made
// empty ('' and the newlines it spanned, so line numbers stay): the standard library the engine
// starts from is about 45 % docstrings and comments, bytes a phone would fetch and never use.
// Each slimmed module is compiled as a check, so a source the slimming broke fails the build.
// Other entries are copied as they are; entries keep their order and a fixed date.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, inZip, outZip] = process.argv.slice(2);
if (!outZip) {
  console.error("usage: node tools/build/slim_sources.mjs PYODIDE_DIR IN.zip OUT.zip");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.FS.writeFile("/in.zip", new Uint8Array(readFileSync(inZip)));
const [slimmed, count] = pyodide.runPython(`
import ast, io, tokenize, zipfile

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def docstrings(tree):
    for node in ast.walk(tree):
        first = node.body[0] if isinstance(node, DOCUMENTED) and node.body else None
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            yield first.value


def slim(name, raw):
    """raw (UTF-8 bytes of a module) without comments, its docstrings empty."""
    text = raw.decode("utf-8")
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line.encode("utf-8")))

    def offset(row, column_chars):  # tokenize counts characters, the byte offset is wanted
        return starts[row - 1] + len(lines[row - 1][:column_chars].encode("utf-8"))

    cuts = [(starts[node.lineno - 1] + node.col_offset,  # ast counts UTF-8 bytes already
             starts[node.end_lineno - 1] + node.end_col_offset,
             b"''" + b"\\n" * (node.end_lineno - node.lineno))
            for node in docstrings(ast.parse(text))]
    for token in tokenize.tokenize(io.BytesIO(raw).readline):
        if token.type == tokenize.COMMENT and not (token.start[0] <= 2 and "coding" in token.string):
            cuts.append((offset(*token.start), offset(*token.end), b""))
    for start, end, replacement in sorted(cuts, reverse=True):
        raw = raw[:start] + replacement + raw[end:]
    compile(raw, name, "exec", dont_inherit=True)
    return raw


source = zipfile.ZipFile("/in.zip")
buffer = io.BytesIO()
count = 0
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as out:
    for entry in source.infolist():
        data = source.read(entry)
        if entry.filename.endswith(".py"):
            data, count = slim(entry.filename, data), count + 1
        kept = zipfile.ZipInfo(entry.filename, entry.date_time)
        kept.external_attr, kept.compress_type = entry.external_attr, zipfile.ZIP_DEFLATED
        kept.compress_level = 9
        out.writestr(kept, data)
(buffer.getvalue(), count)
`).toJs();
writeFileSync(outZip, slimmed);
console.log(`slimmed ${count} modules with Pyodide ${pyodide.version}`);
