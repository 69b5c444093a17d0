// The header of a game screen (screen/game-screen.js): back to the lobby, the game's title and a link to
// its deal (with its grade, for a game that grades its deals), the status line (a notice, or which computer is thinking), and the tools: hint,
// undo, redo, results, new deal, settings and rules. It is built afresh in the reader's
// language; what the tools do is the screen's. On a phone every tool is a fingertip wide, and
// all but the hint and undo (redo, results, new deal, settings, rules) wait behind "⋯", so
// the title, the whole deal number and its grade keep their room on one row with them.

import { dayOfRoute, dayWords } from "../lobby/daily.js";
import { h } from "../kit/dom.js";
import { icon } from "../kit/icons.js";
import { sentence, t } from "../kit/i18n.js";
import { showSettings } from "../dialogs/settings.js";

const NOTICE_MS = 3500;

/** "Deal 600386", or for a day's deal its date ("Deal of 26 November"): its number, made
 * from the date but not the date, would read as another day. */
function dealName(record) {
  if (record.tutorial) return t("tutorial.title");
  const day = dayOfRoute(record.route);
  return day ? t("shell.daily-deal", { date: dayWords(day) }) : t("shell.deal", { seed: record.save.seed });
}

/** The row every game screen opens with, a friend's in a room too (rooms/peer-screen.js): back
 * to the lobby, the game's title and `deal` (elements naming the deal), the status line and the
 * `tools`. */
export function headerRow(describe, deal, status, tools) {
  return h("header", { class: "game-header" },
    h("a", { class: "button tool back", href: "#", title: t("shell.lobby"), "aria-label": t("shell.lobby") }, "‹"),
    h("h1", {}, h("span", { class: "game-title" }, t(`${describe.id}.title`)), ...deal),
    status, tools);
}

/** A tool of the header: `label` (a glyph) named by the message `key`. */
export function toolButton(label, key, onclick, name) {
  return h("button", { class: `tool ${name}`, type: "button", title: t(key), "aria-label": t(key), onclick }, label);
}

export const settingsTool = () => toolButton("⚙", "shell.settings", () => showSettings(), "settings-tool");
export const rulesTool = (onclick) => toolButton("?", "shell.rules", onclick, "rules-tool");

export class GameHeader {
  /** `actions`: {undo, redo, results, newDeal, rules}, each called when its tool is used. */
  constructor(actions) {
    this.actions = actions;
    this.noticeTimer = null;
    // The "⋯" panel closes at a press outside it or Escape (listening only while it is open).
    this.closeOutside = (event) => {
      if (!this.tools.contains(event.target)) this.showMore(false);
    };
    this.closeOnEscape = (event) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      this.showMore(false);
      this.moreButton.focus();
    };
  }

  /** The header and, for a challenge, its line: the elements to put above the board. The hint
   * button (hint.js), when the game has one, goes among the tools. */
  build(describe, record, hintButton, clock = null) {
    this.undoButton = toolButton("↶", "shell.undo", this.actions.undo, "undo-tool");
    this.redoButton = toolButton("↷", "shell.redo", this.actions.redo, "redo-tool");
    this.resultsButton = toolButton("★", "shell.results", this.actions.results, "results-tool");
    this.resultsButton.hidden = true;
    // A desktop shows the panel's tools in the row (the panel draws no box of its own there).
    const more = h("div", { class: "tools-more", id: "tools-more",
      onclick: (event) => { if (event.target.closest("button")) this.showMore(false); } },
    this.redoButton, this.resultsButton,
    h("button", { class: "tool new-deal", type: "button", "aria-label": t("shell.new-deal"),
      onclick: this.actions.newDeal }, icon("plus", "tool-icon"), h("span", { class: "tool-label" },
      t("shell.new"))),
    settingsTool(), rulesTool(this.actions.rules));
    this.moreButton = h("button", { class: "tool more-tools", type: "button", title: t("shell.more"),
      "aria-label": t("shell.more"), "aria-expanded": "false", "aria-controls": "tools-more",
      onclick: () => this.showMore(this.moreButton.getAttribute("aria-expanded") !== "true") },
    icon("more", "tool-icon"));
    this.tools = h("nav", { class: "tools" }, hintButton, this.undoButton, more, this.moreButton);
    this.status = h("p", { class: "status", role: "status" });
    this.gradeLabel = h("span", { class: "deal-grade" });
    this.showGrade(describe, this.grade);
    const { challenge } = record;
    return [
      headerRow(describe, [h("a", { class: "deal", href: "#" + record.route, title: t("shell.deal-link") },
        dealName(record)), h("span", { class: "deal-facts" }, this.gradeLabel, clock?.element ?? null)],
      this.status, this.tools),
      ...(Number.isSafeInteger(challenge)
        ? [h("p", { class: "challenge-line" }, t(challenge === describe.max_score
          ? "shell.challenge-top" : "shell.challenge", { score: challenge }))] : []),
    ];
  }

  /** Open or close the panel of the tools behind "⋯" (a phone's); open, its first tool has
   * the focus. */
  showMore(open) {
    this.tools.classList.toggle("open", open);
    this.moreButton.setAttribute("aria-expanded", String(open));
    const listen = open ? addEventListener : removeEventListener;
    listen("pointerdown", this.closeOutside, true);
    listen("keydown", this.closeOnEscape, true);
    if (open) this.tools.querySelector(".tools-more button:not([hidden]):not(:disabled)")?.focus();
  }

  /** The deal's grade beside its number ("easy": one of describe.grades), once the engine
   * has told it; kept for the header built again in another language. */
  showGrade(describe, grade) {
    this.grade = grade;
    const word = grade ? t(`${describe.id}.grade.${grade}`) : "";
    this.gradeLabel.textContent = sentence(word);
    this.gradeLabel.title = grade ? t("shell.grade", { grade: word }) : "";
  }

  /** A short message in the status line, gone after a few seconds. */
  notify(text) {
    this.status.textContent = sentence(text);
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => { this.status.textContent = ""; }, NOTICE_MS);
  }

  /** An offer in the status line: `text` and a button `label` that calls `action`; null
   * takes it away. */
  showOffer(offer) {
    if (!offer) {
      if (this.offering) this.clearStatus();
      this.offering = false;
      return;
    }
    this.offering = true;
    clearTimeout(this.noticeTimer);
    this.status.replaceChildren(offer.text, " ", h("button", { type: "button", class: "offer",
      onclick: offer.action }, offer.label));
  }

  /** A message in the status line until it is cleared (a computer thinking). */
  showStatus(text) {
    this.status.textContent = text;
  }

  clearStatus() {
    this.status.textContent = "";
  }

  /** Which tools the position allows: undo and redo while the game goes on, the results once
   * it is over. A finished game is final (the statistics have counted it): undo and redo go,
   * and its replay, from the results, shows its moves again. */
  showTools({ undo, redo, over }) {
    this.undoButton.disabled = !undo;
    this.redoButton.disabled = !redo;
    this.undoButton.hidden = over;
    this.redoButton.hidden = over;
    this.resultsButton.hidden = !over;
  }

  /** Undo and redo off, whatever the position (this tab no longer has the game). */
  disableUndoRedo() {
    this.undoButton.disabled = true;
    this.redoButton.disabled = true;
  }

  destroy() {
    clearTimeout(this.noticeTimer);
    if (this.tools) this.showMore(false);
  }
}
