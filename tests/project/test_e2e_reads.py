"""The browser tests read an element's box or style only through e2e/support.py (box_of,
style_of, read_settled), which waits for a settled board: a box or a style read while a redraw
replaces the element, or while a card is still flying, made the suite flake (issue 34). A raw
read anywhere else under e2e/ is named here by file and line."""

import re
from pathlib import Path

E2E = Path(__file__).resolve().parents[2] / "e2e"
# Playwright's own box read, and the page's computed style inside a script.
RAW_READ = re.compile(r"\.bounding_box\(|getComputedStyle")


def raw_reads(root, helpers):
    """Each raw read in the Python files under `root` (but in `helpers`, the one module allowed
    to make them) as "file:line: text"."""
    return [f"{path.relative_to(root.parent).as_posix()}:{number}: {line.strip()}"
            for path in sorted(root.rglob("*.py")) if path != helpers
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if RAW_READ.search(line)]


def test_boxes_and_styles_are_read_only_through_the_settled_helpers():
    found = raw_reads(E2E, E2E / "support.py")
    assert found == [], ("read these through e2e/support.py's box_of, style_of or read_settled:\n"
                         + "\n".join(found))


def test_the_scan_names_each_raw_read_by_file_and_line(tmp_path):
    root = tmp_path / "e2e"
    (root / "rooms").mkdir(parents=True)
    (root / "support.py").write_text("def box_of(locator):\n    return locator.bounding_box()\n")
    (root / "test_settled.py").write_text("box = box_of(card)\nlook = style_of(card, 'fill')\n")
    (root / "rooms" / "test_box.py").write_text('"""A room."""\n\nbox = card.bounding_box()\n')
    (root / "test_style.py").write_text('FADED = "(el) => getComputedStyle(el).opacity"\n')
    assert raw_reads(root, root / "support.py") == [
        "e2e/rooms/test_box.py:3: box = card.bounding_box()",
        'e2e/test_style.py:1: FADED = "(el) => getComputedStyle(el).opacity"']
