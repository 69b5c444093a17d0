// The rules of a game in the reader's language, from rules/<id>.<language>.md (our
// seeds/<id>.<language>.md; English is seeds/<id>.md), with how to operate its board (the
// renderer's `howToPlay` message) above them, in a dialog over the game.

import { h } from "../kit/dom.js";
import { currentLanguage, t } from "../kit/i18n.js";
import { renderMarkdown } from "./markdown.js";
import { hasTutorial, startTutorial } from "../screen/tutorial.js";

function rulesFile(gameId) {
  const language = currentLanguage();
  return language === "en" ? `rules/${gameId}.md` : `rules/${gameId}.${language}.md`;
}

/** The rules of a game and how to operate its board, in a dialog. */
export async function showRules(describe, howToPlay) {
  const title = t("rules.title", { game: describe.id });
  const body = h("div", { class: "rules-text" }, h("p", {}, t("rules.loading")));
  const dialog = h("dialog", { class: "rules", "aria-label": title },
    h("form", { method: "dialog", class: "dialog-bar" },
      h("h2", {}, title),
      h("button", { class: "tool", title: t("dialog.close"), "aria-label": t("dialog.close") }, "✕")),
    body);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  const parts = [];
  if (hasTutorial(describe.id)) {
    parts.push(h("p", { class: "rules-tutorial" }, h("button", { class: "primary", type: "button",
      onclick: () => { dialog.close(); startTutorial(describe.id); } }, t("tutorial.open"))));
  }
  if (howToPlay) {
    parts.push(h("section", { class: "how-to" },
      renderMarkdown(t(howToPlay))));
  }
  try {
    const response = await fetch(rulesFile(describe.id));
    if (!response.ok) throw new Error(t("rules.status", { status: response.status }));
    parts.push(renderMarkdown(await response.text()));
  } catch (error) {
    parts.push(h("p", {}, t("rules.failed", { reason: error.message })));
  }
  body.replaceChildren(...parts);
}
