// The note a removal leaves at the foot of the screen, as mail apps do: "Game deleted · Undo".
// It stays until the player undoes or closes it, or leaves the screen, never on a timer, so a
// slow reader keeps the way back. Screen readers hear it (announce.js), and its Undo takes
// the focus that the removed button had.

import { announce } from "../kit/announce.js";
import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** Show at the foot of `root` the note `text` with Undo, in place of any note there; the
 * note goes when `undo()` runs (its Undo pressed) or `close()` (its ✕). */
export function showUndoNote(root, text, { undo, close }) {
  root.querySelector(".undo-note")?.remove();
  const undoButton = h("button", { type: "button", class: "primary undo",
    onclick: () => { note.remove(); undo(); } }, t("undo-note.undo"));
  const note = h("div", { class: "undo-note" }, h("span", { class: "undo-text" }, text), undoButton,
    h("button", { type: "button", class: "tool", title: t("dialog.close"),
      "aria-label": t("dialog.close"), onclick: () => { note.remove(); close(); } }, "✕"));
  root.append(note);
  announce(text);
  undoButton.focus();
  return note;
}
