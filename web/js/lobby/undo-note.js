// The note a removal leaves at the foot of the screen, as mail apps do: "Game deleted · Undo"
// (and a game screen's "Your game in progress is kept in the lobby · Back to it").
// It stays until the player undoes or closes it, or leaves the screen, never on a timer, so a
// slow reader keeps the way back (a game screen's goes at the first move too). Screen readers
// hear it (announce.js), and its Undo takes the focus that the removed button had.

import { announce } from "../kit/announce.js";
import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

/** Show at the foot of `root` the note `text` with Undo, in place of any note there; the
 * note goes when `undo()` runs (its Undo pressed) or `close()` (its ✕). `label` names the
 * way back when it is not a plain Undo ("Back to it": the game left for a new deal); `focus`
 * false leaves the focus where it is (on a new game's screen, its board's). */
export function showUndoNote(root, text, { undo, close, label = t("undo-note.undo"), focus = true }) {
  root.querySelector(".undo-note")?.remove();
  const undoButton = h("button", { type: "button", class: "primary undo",
    onclick: () => { note.remove(); undo(); } }, label);
  const note = h("div", { class: "undo-note" }, h("span", { class: "undo-text" }, text), undoButton,
    h("button", { type: "button", class: "tool", title: t("dialog.close"),
      "aria-label": t("dialog.close"), onclick: () => { note.remove(); close(); } }, "✕"));
  root.append(note);
  announce(text);
  if (focus) undoButton.focus();
  return note;
}
