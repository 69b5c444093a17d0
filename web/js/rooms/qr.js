// A QR code drawn by the page, as SVG: qrcode-generator (bundled into runtime/rooms.js)
// encodes the text, and each dark module becomes a square of one path. No network service.

import { s } from "../kit/dom.js";

/** An <svg> of `text` as a QR code (error correction M), `label` its accessible name. */
export async function qrSvg(text, label) {
  const { qrcode } = await import("../../runtime/rooms.js");
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  const margin = 4;
  let path = "";
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (code.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const side = size + 2 * margin;
  return s("svg", { class: "qr", viewBox: `0 0 ${side} ${side}`, role: "img", "aria-label": label,
    "shape-rendering": "crispEdges" },
  s("rect", { width: side, height: side, fill: "#fff" }), s("path", { d: path, fill: "#000" }));
}
