// Questions in the site's own dialog, never the browser's confirm(): it looks like the
// rest of the page, does not block the page's timers, and a test can answer it. And the note
// with a way back that a removal leaves.

import { announce } from "./announce.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * Ask `title` in a modal dialog that shows `text` (a paragraph, or a list of them) and one
 * button per label in `buttons`. Resolves with the label chosen, or null when the player
 * dismisses the dialog (Escape). The first button has the focus, so put the safe choice
 * first; the last is drawn as the main one.
 */
export function ask(title, text, buttons) {
  const paragraphs = (Array.isArray(text) ? text : [text]).map((line) => h("p", {}, line));
  const choices = buttons.map((label, index) => h("button",
    { value: label, class: index === buttons.length - 1 ? "primary" : null }, label));
  const dialog = h("dialog", { class: "ask", "aria-label": title },
    h("form", { method: "dialog" }, h("h2", {}, title), h("div", { class: "ask-text" }, paragraphs),
      h("div", { class: "dialog-buttons" }, choices)));
  document.body.append(dialog);
  dialog.showModal();
  choices[0].focus();
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue || null);
    });
  });
}

/** Close every dialog open over the page: the screen they belong to is gone (the player went
 * elsewhere, or back with the browser), and a summary or a question left open would lie over
 * the next screen and take its taps. */
export function closeDialogs() {
  for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
}

/** The note a removal leaves at the foot of the screen, as mail apps do: "Game deleted ·
 * Undo" (and a game screen's "Your game in progress is kept in the lobby · Back to it"). It
 * stays until the player undoes or closes it, or leaves the screen, never on a timer, so a
 * slow reader keeps the way back (a game screen's goes at the first move too). Screen readers
 * hear it (announce.js), and its Undo takes the focus that the removed button had.
 *
 * Show at the foot of `root` the note `text` with Undo, in place of any note there; the
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
