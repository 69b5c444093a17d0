// Slim Python sources for the first visit, in the very Pyodide the site ships (its Python reads
// the grammar the sources are written in, which may be newer than the build's), in Node:
//
//   node tools/build/slim_sources.mjs PYODIDE_DIR IN.zip OUT.zip
//
// Every .py of IN.zip is written to OUT.zip with each docstring made empty ('' and the newlines
// it spanned), without its comments, and with no whitespace the grammar does not need: one space
// per level of indentation, none around operators or after commas, none leading a line that
// continues a bracket. Every token stays on its line, so a traceback's line numbers are the
// original's. The standard library the engine starts from is about 45 % docstrings and comments,
// bytes a phone would fetch and never use, and so are most of its spaces (they took the zip from
// 375 kB to 403 kB). Each slimmed module is parsed again as a check, and must give the syntax
// tree of the module with empty docstrings, line for line, or the build fails. Other entries are
// copied as they are; entries keep their order and a fixed date.

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
const [slimmed, count] = pyodide.runPython(String.raw`
import ast, io, tokenize, zipfile

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
# An f-string (or t-string) is copied whole: inside one, whitespace may be text ({x = }).
VERBATIM = {getattr(tokenize, start): getattr(tokenize, end)
            for start, end in (("FSTRING_START", "FSTRING_END"), ("TSTRING_START", "TSTRING_END"))
            if hasattr(tokenize, start)}
LINE_ENDS = (tokenize.NEWLINE, tokenize.NL)


def docstrings(tree):
    for node in ast.walk(tree):
        first = node.body[0] if isinstance(node, DOCUMENTED) and node.body else None
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)):
            yield first.value


def without_docstrings(text):
    """text with each docstring '' on the lines it spanned."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    for node in sorted(docstrings(ast.parse(text)), key=lambda node: (node.lineno, node.col_offset), reverse=True):
        # ast counts a column in UTF-8 bytes
        start = starts[node.lineno - 1] + len(lines[node.lineno - 1].encode()[:node.col_offset].decode())
        end = starts[node.end_lineno - 1] + len(lines[node.end_lineno - 1].encode()[:node.end_col_offset].decode())
        text = text[:start] + "''" + "\n" * (node.end_lineno - node.lineno) + text[end:]
    return text


def spaced(before, number_before, token):
    """Whether a space must part the text before (a number's, if number_before) from token
    on one line: two names, a name and a string ('in"ab"'), a number and a dot ('1 .real')."""
    word = lambda char: char.isalnum() or char == "_"
    return bool(before) and ((word(before[-1]) and (word(token[0]) or token[0] in "'\""))
                             or (number_before and token[0] == "."))


def tightened(text):
    """text token by token, on the lines each token had, without comments (but an encoding
    line's), one space per indentation level and no other whitespace the tokens do not need."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out, depth, row, last, number_before = [], 0, 1, "", False
    line_ended, logical_start = True, True
    verbatim_from, nesting = None, 0
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        kind = token.type
        if kind == tokenize.ERRORTOKEN:
            raise SyntaxError(f"line {token.start[0]}: {token.string!r}")
        if verbatim_from is not None:
            nesting += (kind in VERBATIM) - (kind in VERBATIM.values())
            if nesting:
                continue
            string = text[verbatim_from:starts[token.end[0] - 1] + token.end[1]]
            verbatim_from = None
        elif kind in VERBATIM:
            verbatim_from, nesting = starts[token.start[0] - 1] + token.start[1], 1
            first = token
            continue
        else:
            first, string = token, token.string
        if kind == tokenize.INDENT:
            depth += 1
            continue
        if kind == tokenize.DEDENT:
            depth -= 1
            continue
        if kind in LINE_ENDS:
            line_ended, logical_start = True, logical_start or kind == tokenize.NEWLINE
            continue
        if kind == tokenize.ENDMARKER or (kind == tokenize.COMMENT and not (
                first.start[0] <= 2 and "coding" in string)):
            continue
        if first.start[0] > row:
            out.append(("\n" if line_ended else "\\\n") * (first.start[0] - row))
            last = ""
        if logical_start:
            out.append(" " * depth)
        elif spaced(last, number_before, string):
            out.append(" ")
        out.append(string)
        last, number_before, row = string, kind == tokenize.NUMBER, first.start[0] + string.count("\n")
        line_ended = logical_start = False
    return "".join(out) + "\n"


def shape(text):
    """A module's syntax tree and where each of its nodes starts and ends, by line."""
    tree = ast.parse(text)
    return ast.dump(tree), [(node.lineno, node.end_lineno) for node in ast.walk(tree) if hasattr(node, "lineno")]


def slim(name, raw):
    """raw (UTF-8 bytes of a module) slimmed; a ValueError if it would not be the same module."""
    blank = without_docstrings(raw.decode("utf-8"))
    slimmed = tightened(blank)
    if shape(slimmed) != shape(blank):
        raise ValueError(f"{name}: slimming changed the module")
    return slimmed.encode("utf-8")


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
