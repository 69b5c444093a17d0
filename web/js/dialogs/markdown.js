// A tiny Markdown renderer for the rules texts: headings, paragraphs, lists, simple tables,
// **bold**, *italic* and `code`. It builds DOM nodes with text nodes only, so whatever the
// text holds is shown as text and never run as markup.

import { h } from "../kit/dom.js";

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|_[^_\s][^_]*_|`[^`]+`)/;

/** Inline emphasis of one line as a list of nodes and strings. */
function inline(text) {
  return text.split(INLINE).filter(Boolean).map((part) => {
    const wrapped = (mark) => part.length > 2 * mark.length && part.startsWith(mark) && part.endsWith(mark);
    if (wrapped("**")) return h("strong", {}, part.slice(2, -2));
    if (wrapped("`")) return h("code", {}, part.slice(1, -1));
    if (/^([*_]).+\1$/.test(part)) return h("em", {}, part.slice(1, -1));
    return part;
  });
}

// A line that starts another kind of block, and so ends a paragraph.
const BLOCK_START = /^(#{1,6}\s|\s*([-*+]|\d+[.)])\s+|\s*\|)/;
const cells = (row) => row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
const isRule = (row) => /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/.test(row);

/** Render Markdown text into a DocumentFragment. */
export function renderMarkdown(text) {
  const out = document.createDocumentFragment();
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  const take = (test) => {
    const block = [];
    while (i < lines.length && test(lines[i])) block.push(lines[i++]);
    return block;
  };
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!line.trim()) {
      i += 1;
    } else if (heading) {
      out.append(h(`h${Math.min(6, heading[1].length + 1)}`, {}, inline(heading[2])));
      i += 1;
    } else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      const ordered = /^\s*\d/.test(line);
      const items = [];
      for (const row of take((l) => /^\s*([-*+]|\d+[.)])\s+/.test(l) || /^\s{2,}\S/.test(l))) {
        const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(row);
        if (item) items.push(item[1]);
        else items[items.length - 1] += " " + row.trim();
      }
      out.append(h(ordered ? "ol" : "ul", {}, items.map((item) => h("li", {}, inline(item)))));
    } else if (line.trim().startsWith("|") && i + 1 < lines.length && isRule(lines[i + 1])) {
      const head = cells(line);
      i += 2;
      const body = take((l) => l.trim().startsWith("|")).map(cells);
      out.append(h("table", {},
        h("thead", {}, h("tr", {}, head.map((c) => h("th", {}, inline(c))))),
        h("tbody", {}, body.map((row) => h("tr", {}, row.map((c) => h("td", {}, inline(c))))))));
    } else {
      // The first line always belongs to the paragraph, so every pass consumes a line.
      const para = [lines[i++], ...take((l) => l.trim() && !BLOCK_START.test(l))];
      out.append(h("p", {}, inline(para.join(" "))));
    }
  }
  return out;
}
