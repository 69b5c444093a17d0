// Questions in the site's own dialog, never the browser's confirm(): it looks like the
// rest of the page, does not block the page's timers, and a test can answer it.

import { h } from "./dom.js";

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
