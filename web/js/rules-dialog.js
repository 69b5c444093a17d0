// The rules of a game, from rules/<id>.md (our seeds/<id>.md), with how to operate its
// board above them, in a dialog over the game.

import { h } from "./dom.js";
import { renderMarkdown } from "./markdown.js";

/** The rules of a game from rules/<id>.md, and how to operate its board, in a dialog. */
export async function showRules(describe, howToPlay) {
  const body = h("div", { class: "rules-text" }, h("p", {}, "Loading the rules…"));
  const dialog = h("dialog", { class: "rules", "aria-label": `Rules of ${describe.title}` },
    h("form", { method: "dialog", class: "dialog-bar" },
      h("h2", {}, `Rules: ${describe.title}`),
      h("button", { class: "tool", title: "Close", "aria-label": "Close" }, "✕")),
    body);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  const parts = [];
  if (howToPlay) parts.push(h("section", { class: "how-to" }, renderMarkdown(howToPlay)));
  try {
    const response = await fetch(`rules/${describe.id}.md`);
    if (!response.ok) throw new Error(`the rules file answered ${response.status}`);
    parts.push(renderMarkdown(await response.text()));
  } catch (error) {
    parts.push(h("p", {}, `The rules could not be loaded: ${error.message}`));
  }
  body.replaceChildren(...parts);
}
