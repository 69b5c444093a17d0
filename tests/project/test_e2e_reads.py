"""The browser tests read an element's box or style only through e2e/support.py (box_of,
style_of, read_settled, reached_point), which waits for a settled board: a box or a style read
right after a navigation, while a redraw replaces the element or while a card is still flying,
made the suite flake (issue 34). So a page script given to Playwright's own evaluate calls may
not read layout or style, and Playwright's bounding_box() is called only by support.py (box_of's
`moving=True`, the one read of a box in motion). Two kinds of script are let through, each saying
so by a comment on one of the call's lines: a wait_for_function that only waits for a layout
condition to come true (WAIT_MARKER), and a script put in the page to see a board in motion on
purpose, a flight held in the air or a piece as it is first drawn (MOTION_MARKER)."""

import ast
import functools
import io
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
E2E = ROOT / "e2e"
HELPERS = E2E / "support.py"
# What a page script reads layout or style with.
LAYOUT_WORDS = ("getBoundingClientRect", "getClientRects", "getComputedStyle", "offsetWidth",
                "offsetHeight", "offsetTop", "offsetLeft", "clientWidth", "clientHeight",
                "scrollWidth", "scrollHeight", "elementFromPoint", "elementsFromPoint")
# Playwright's calls that run a page script, and the place of the script among their arguments.
SCRIPT_CALLS = {"evaluate": 0, "evaluate_all": 0, "evaluate_handle": 0, "wait_for_function": 0,
                "eval_on_selector": 1, "eval_on_selector_all": 1}
# The comments that let a script through: on a wait_for_function that waits for layout and
# reads nothing, and on an evaluate that means to see the board moving.
WAIT_MARKER = "# waits for layout"
MOTION_MARKER = "# reads a board in motion"
ADVICE = ("read a box or a style through e2e/support.py: box_of(locator) (box_of(locator, "
          "moving=True) for a box in motion), style_of(locator, *properties), "
          "read_settled(page_or_locator, script, arg) or reached_point(locator); a "
          f"wait_for_function that only waits for layout says so with {WAIT_MARKER!r} on its line, "
          f"a script meant to see the board moving with {MOTION_MARKER!r}")


@functools.cache
def parsed(path):
    """A module's source and syntax tree: read once, however many modules import it."""
    source = path.read_text(encoding="utf-8")
    return source, ast.parse(source)


def module_texts(path, importers=frozenset()):
    """{name: text} for each name a module under e2e/ binds to a string, or imports from another
    module of e2e/ (a relative import) that binds it."""
    _, tree = parsed(path)
    texts = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level and node.module:
            package = path.parents[node.level - 1]
            source = package.joinpath(*node.module.split(".")).with_suffix(".py")
            if source.is_file() and source not in importers:
                theirs = module_texts(source, importers | {path})
                texts.update({alias.asname or alias.name: theirs[alias.name]
                              for alias in node.names if alias.name in theirs})
    return string_texts(tree, texts)


def string_texts(tree, texts):
    """`texts` and, for each name the module binds to a string (a literal, an f-string's fixed
    parts and the strings it holds, a sum of those), anywhere in it, the text; a name bound twice
    keeps both texts."""
    texts = dict(texts)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            text = script_text(node.value, texts)
            for target in targets:
                if isinstance(target, ast.Name) and text:
                    texts[target.id] = texts.get(target.id, "") + "\n" + text
    return texts


def script_text(node, names):
    """The text a script argument holds, as far as the file shows it ("" when it cannot tell)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(script_text(part, names) for part in node.values)
    if isinstance(node, ast.FormattedValue):
        return script_text(node.value, names)
    if isinstance(node, ast.BinOp):  # "a" + "b", "%s" % names
        return script_text(node.left, names) + script_text(node.right, names)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):  # SCRIPT.replace(...)
        return script_text(node.func.value, names)
    if isinstance(node, ast.Name):
        return names.get(node.id, "")
    return ""


def marked_lines(source, marker):
    """The numbers of the lines that carry `marker` as a comment."""
    return {token.start[0] for token in tokenize.generate_tokens(io.StringIO(source).readline)
            if token.type == tokenize.COMMENT and marker in token.string}


def script_of(call, position):
    """The script argument of a call of Playwright's, or None."""
    if len(call.args) > position:
        return call.args[position]
    return next((keyword.value for keyword in call.keywords if keyword.arg == "expression"), None)


def raw_reads_in(path):
    """Each raw read in one module as (line, what it is)."""
    source, tree = parsed(path)
    names, found = module_texts(path), []
    marked = {"wait_for_function": marked_lines(source, WAIT_MARKER)}
    in_motion = marked_lines(source, MOTION_MARKER)
    for call in ast.walk(tree):
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)):
            continue
        method = call.func.attr
        if method == "bounding_box":
            found.append((call.lineno, "bounding_box()"))
        elif method in SCRIPT_CALLS and (script := script_of(call, SCRIPT_CALLS[method])):
            words = [word for word in LAYOUT_WORDS if word in script_text(script, names)]
            lines = set(range(call.lineno, call.end_lineno + 1))
            let_through = marked.get(method, in_motion) & lines
            if words and not let_through:
                found.append((call.lineno, f"{method}() of a script reading {', '.join(words)}"))
    return sorted(found)


def raw_reads(root, helpers):
    """Each raw read in the Python files under `root` (but `helpers`, the one module allowed to
    make them) as "file:line: what it is"."""
    return [f"{path.relative_to(root.parent).as_posix()}:{line}: {what}"
            for path in sorted(root.rglob("*.py")) if path != helpers
            for line, what in raw_reads_in(path)]


def test_boxes_and_styles_are_read_only_through_the_settled_helpers():
    found = raw_reads(E2E, HELPERS)
    assert found == [], ADVICE + ":\n" + "\n".join(found)


def test_the_scan_names_each_raw_read_by_file_and_line(tmp_path):
    root = tmp_path / "e2e"
    (root / "rooms").mkdir(parents=True)
    (root / "support.py").write_text("def box_of(locator):\n    return locator.bounding_box()\n\n\n"
                                     'LEFT = "(el) => el.offsetLeft"\n')
    (root / "test_settled.py").write_text(
        'WIDTHS = "(el, arg, styleOf) => el.getBoundingClientRect().width"\n'
        "box = box_of(card)\nlook = style_of(card, 'fill')\nwidth = read_settled(page, WIDTHS)\n"
        'page.wait_for_function("() => window.done")\n'
        'page.wait_for_function("() => document.body.scrollWidth > 400")  # waits for layout\n'
        "page.evaluate(\n"
        '    "() => { window.seen = document.body.clientHeight; }")  # reads a board in motion\n')
    (root / "rooms" / "test_box.py").write_text(
        '"""A room."""\nfrom ..support import LEFT as SIDE\nbox = card.bounding_box()\n'
        "left = card.evaluate(SIDE)\n")
    (root / "test_reads.py").write_text(
        'FADED = "(el) => getComputedStyle(el).opacity"\n'
        "fade = card.evaluate(FADED)\n"
        'wide = page.evaluate("document.documentElement.scrollWidth")\n'
        "tops = cards.evaluate_all(f\"els => els.map((e) => e.{'offsetTop'})\")\n"
        "page.wait_for_function(\n"
        '    "() => document.body.clientHeight > 10")\n'
        'page.evaluate(expression="() => " + "document.elementFromPoint(1, 2)")\n'
        'page.evaluate("document.body.offsetWidth")  # waits for layout\n'
        'page.wait_for_function("() => document.body.offsetLeft")  # reads a board in motion\n')
    assert raw_reads(root, root / "support.py") == [
        "e2e/rooms/test_box.py:3: bounding_box()",
        "e2e/rooms/test_box.py:4: evaluate() of a script reading offsetLeft",
        "e2e/test_reads.py:2: evaluate() of a script reading getComputedStyle",
        "e2e/test_reads.py:3: evaluate() of a script reading scrollWidth",
        "e2e/test_reads.py:4: evaluate_all() of a script reading offsetTop",
        "e2e/test_reads.py:5: wait_for_function() of a script reading clientHeight",
        "e2e/test_reads.py:7: evaluate() of a script reading elementFromPoint",
        "e2e/test_reads.py:8: evaluate() of a script reading offsetWidth",
        "e2e/test_reads.py:9: wait_for_function() of a script reading offsetLeft"]
