"""No import circles: the engine's modules (pygames/) and the page's (web/js/, web/games/) each
form a graph without a cycle, so every module can be read, tested and loaded after the ones it
builds on. An import inside a function hides a circle from Python; it is allowed only where a
comment on its line or the line above says what it costs to import at the top (the worker's
start-up), and it counts as an edge of the graph all the same, as a dynamic import() does in
the page: a module loaded late still needs the ones it imports."""

import ast
import posixpath
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "pygames"
PAGE_FOLDERS = (ROOT / "web" / "js", ROOT / "web" / "games")
COST = re.compile(r"#.*\bcosts?\b")
# import ... from "./x.js", import "./x.js", export ... from "./x.js", import("./x.js").
JS_IMPORT = re.compile(r"""(?:^|[\s;])(?:import|export)\s+(?:[\w*${}\s,]+?\s+from\s+)?["']([^"']+)["']"""
                       r"""|\bimport\(\s*["']([^"']+)["']\s*\)""", re.M)


def module_name(path):
    """pygames/agnes/rules.py -> pygames.agnes.rules; a package's __init__.py -> the package."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def python_graph(root=ENGINE):
    """{module: {modules of the package it imports}}, imports inside functions included."""
    paths = {module_name(path): path for path in root.rglob("*.py")}
    graph = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.rsplit(".", node.level - 1)[0] if node.level else ""
                source = ".".join(part for part in (base, node.module) if part)
                for alias in node.names:
                    submodule = f"{source}.{alias.name}"
                    targets.add(submodule if submodule in paths else source)
        graph[name] = {target for target in targets if target in paths and target != name}
    return graph


def page_graph(folders=PAGE_FOLDERS):
    """{file: {files it imports}}, relative specifiers resolved against the importing file."""
    graph = {}
    for folder in folders:
        for path in sorted(folder.rglob("*.js")):
            name = path.relative_to(ROOT).as_posix()
            specifiers = [static or dynamic for static, dynamic in JS_IMPORT.findall(
                path.read_text(encoding="utf-8"))]
            graph[name] = {posixpath.normpath(posixpath.join(posixpath.dirname(name), specifier))
                           for specifier in specifiers if specifier.startswith(".")}
    return graph


def cycles(graph):
    """Each cycle a depth-first walk meets, as the list of its nodes, the first one repeated."""
    found, state, path = [], {}, []

    def visit(node):
        state[node] = "open"
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == "open":
                found.append(path[path.index(target):] + [target])
            elif target not in state:
                visit(target)
        path.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node)
    return found


def imports_in_functions(root=ENGINE):
    """'path:line: text' of every import inside a function body with no comment naming its cost
    on that line or the line above."""
    unexplained = []
    for path in sorted(root.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for function in ast.walk(ast.parse("\n".join(lines))):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    nearby = lines[max(0, node.lineno - 2):node.lineno]
                    if not any(COST.search(line) for line in nearby):
                        where = path.relative_to(root.parent).as_posix()
                        unexplained.append(f"{where}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return sorted(set(unexplained))


def test_the_cycle_finder_names_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set(), "c": {"a", "b"}}) == []


def test_the_graphs_hold_the_imports_at_the_top_inside_functions_and_dynamic():
    engine = python_graph()
    assert "pygames.agnes.checks" in engine["pygames.agnes.rules"]  # from .checks import ...
    assert "pygames.agnes.advice" in engine["pygames.agnes.rules"]  # inside hint()
    assert "pygames.core" in engine["pygames.agnes.rules"]  # from ..core import ...
    assert "pygames.core.errors" in engine["pygames.bridge"]  # from pygames.core.errors import
    page = page_graph()
    assert "web/js/store/saves.js" in page["web/js/screen/game-screen.js"]
    assert "web/games/agnes/board.js" in page["web/js/games.js"]  # import("../games/...")
    assert {"web/js/kit/i18n.js", "web/games/agnes/keys.js"} <= page["web/games/agnes/board.js"]


def test_no_module_of_the_engine_imports_itself_back():
    found = cycles(python_graph())
    assert not found, "import circles: " + "; ".join(" -> ".join(cycle) for cycle in found)


def test_no_module_of_the_page_imports_itself_back():
    found = cycles(page_graph())
    assert not found, "import circles: " + "; ".join(" -> ".join(cycle) for cycle in found)


def test_every_import_in_a_function_says_what_it_costs_at_the_top():
    assert imports_in_functions() == []


def test_an_import_in_a_function_without_its_cost_is_found(tmp_path):
    (tmp_path / "lazy.py").write_text(
        "def first():\n    import json\n\n"
        "def second():\n    # costs the start-up 9 ms\n    import zlib\n\n"
        "def third():\n    import re  # costs the start-up\n")
    found = imports_in_functions(tmp_path)
    assert len(found) == 1 and found[0].endswith("lazy.py:2: import json")


def imports_outside_the_standard_library(root=ENGINE):
    """'path:line: module' of every absolute import under `root` of a module that is neither
    the standard library's nor the engine's own."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top != "pygames" and top not in sys.stdlib_module_names:
                    found.append(f"{path.relative_to(root.parent).as_posix()}:{node.lineno}: {name}")
    return found


def test_the_engine_imports_only_the_standard_library():
    """pygames runs in the browser as it is: nothing it imports may need installing. The lab
    imports Dask by name (runs.cluster_executor), and only for --dask."""
    assert imports_outside_the_standard_library() == []


def test_what_ships_never_imports_the_lab():
    """The browser's zip leaves pygames/lab/ out: a shipped module importing it would fail there."""
    graph = python_graph()
    reaching = {name: sorted(target for target in targets if target.startswith("pygames.lab"))
                for name, targets in graph.items()
                if not name.startswith(("pygames.lab", "pygames.__main__"))}
    assert {name: targets for name, targets in reaching.items() if targets} == {}


def test_an_import_from_outside_the_standard_library_is_found(tmp_path):
    package = tmp_path / "pygames"
    package.mkdir()
    (package / "runs.py").write_text("import json\nfrom . import rng\n\ndef f():\n"
                                     "    from distributed import Client\n")
    assert imports_outside_the_standard_library(package) == ["pygames/runs.py:5: distributed"]


KIT = "web/js/kit/"
STORE = "web/js/store/"


def kit_breaches(graph):
    """{board file: [page modules outside the kit it imports]}: a game's folder under web/games/
    may import its own files and web/js/kit/ only, so a renderer can be read, and the game screen
    changed, without one reaching into the other. The kit itself builds only on the kit and on
    store/ (the player's settings), and store/ only on itself and the kit: what is kept in the
    browser never calls the engine (a new deal is dealt in engine/new-deal.js)."""
    breaches = {}
    for name, targets in graph.items():
        if name.startswith("web/games/"):
            own = "/".join(name.split("/")[:3]) + "/"
            allowed = (own, KIT)
        elif name.startswith((KIT, STORE)):
            allowed = (KIT, STORE)
        else:
            continue
        outside = sorted(target for target in targets if not target.startswith(allowed))
        if outside:
            breaches[name] = outside
    return breaches


def test_boards_import_only_their_own_files_and_the_kit():
    assert kit_breaches(page_graph()) == {}


def test_a_board_reaching_past_the_kit_is_found():
    graph = {"web/games/agnes/board.js": {"web/js/kit/dom.js", "web/games/agnes/keys.js",
                                          "web/js/store/saves.js"},
             "web/js/kit/dom.js": {"web/js/screen/game-screen.js"},
             "web/js/store/saves.js": {"web/js/kit/i18n.js", "web/js/engine/engine.js"}}
    assert kit_breaches(graph) == {"web/games/agnes/board.js": ["web/js/store/saves.js"],
                                   "web/js/kit/dom.js": ["web/js/screen/game-screen.js"],
                                   "web/js/store/saves.js": ["web/js/engine/engine.js"]}


NAMED_IMPORT = re.compile(r"""^\s*import\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']""", re.M)
DECLARED_EXPORT = re.compile(r"^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)", re.M)
LISTED_EXPORT = re.compile(r"^export\s*\{([^}]*)\}", re.M)


def missing_exports(folders=PAGE_FOLDERS, root=ROOT):
    """'file: name from target' for every name a page module imports from one of ours that the
    target does not export: a browser refuses the whole page for one such import, which no
    engine test and no syntax check would see."""
    exports, missing = {}, []
    for folder in folders:
        for path in sorted(folder.rglob("*.js")):
            text = path.read_text(encoding="utf-8")
            name = path.relative_to(root).as_posix()
            for names, specifier in NAMED_IMPORT.findall(text):
                target = posixpath.normpath(posixpath.join(posixpath.dirname(name), specifier))
                if not (root / target).is_file():
                    continue  # put there by the build (the vendored Pyodide, the rooms' bundle)
                if target not in exports:
                    source = (root / target).read_text(encoding="utf-8")
                    listed = [item.split(" as ")[-1].strip() for group in LISTED_EXPORT.findall(source)
                              for item in group.split(",")]
                    exports[target] = set(DECLARED_EXPORT.findall(source)) | set(listed)
                for item in names.split(","):
                    imported = item.split(" as ")[0].strip()
                    if imported and imported not in exports[target]:
                        missing.append(f"{name}: {imported} from {target}")
    return missing


def test_every_name_a_page_module_imports_is_exported_there():
    assert missing_exports() == []


def test_a_name_imported_but_not_exported_is_found(tmp_path):
    (tmp_path / "saves.js").write_text("export function readSave() {}\nconst x = 1;\nexport { x as kept };\n")
    (tmp_path / "main.js").write_text('import { readSave, kept, createDeal } from "./saves.js";\n')
    assert missing_exports((tmp_path,), tmp_path) == ["main.js: createDeal from saves.js"]
