// The page's tool icons, drawn as SVG: a glyph such as ⏮ or ⏸ is missing from the system
// fonts of many a Linux browser, where it shows as an empty box. Each icon takes the button's
// text colour and is hidden from screen readers (its button has an aria-label).

import { s as svg } from "./dom.js";

// Each icon's shapes in a 24×24 box: strokes for lines, fills for triangles and bars.
const SHAPES = {
  plus: [["path", { d: "M12 5v14M5 12h14", fill: "none", stroke: "currentColor",
    "stroke-width": 2.5, "stroke-linecap": "round" }]],
  first: [["rect", { x: 5, y: 5, width: 2.6, height: 14, rx: 0.6 }],
    ["path", { d: "M19 5v14L8.5 12z" }]],
  back: [["path", { d: "M12 6v12L3 12zM21 6v12l-9-6z" }]],
  play: [["path", { d: "M7 5v14l12-7z" }]],
  pause: [["rect", { x: 6, y: 5, width: 4, height: 14, rx: 0.8 }],
    ["rect", { x: 14, y: 5, width: 4, height: 14, rx: 0.8 }]],
  forward: [["path", { d: "M3 6v12l9-6zM12 6v12l9-6z" }]],
  last: [["path", { d: "M5 5v14l10.5-7z" }],
    ["rect", { x: 16.4, y: 5, width: 2.6, height: 14, rx: 0.6 }]],
  more: [["circle", { cx: 5, cy: 12, r: 2.2 }], ["circle", { cx: 12, cy: 12, r: 2.2 }],
    ["circle", { cx: 19, cy: 12, r: 2.2 }]],
};

/** The icon `name` (a key of SHAPES) as an <svg>, with the extra class `className`. */
export function icon(name, className = "") {
  return svg("svg", { class: `icon ${className}`.trim(), viewBox: "0 0 24 24", width: 18,
    height: 18, fill: "currentColor", "aria-hidden": "true", "data-icon": name },
  SHAPES[name].map(([tag, attrs]) => svg(tag, attrs)));
}
