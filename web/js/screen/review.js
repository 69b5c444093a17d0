// The review of a finished game, shown in its replay (replay.js, "#review/<route>"): the engine
// (pygames/core/review.py, docs/review.md) values each move the player made where there was a
// choice, from what that seat could see. The worker computes it in slices (review_start, then
// review_step until the summary comes), so the page stays responsive: a bar shows its progress
// and the marks fill in as they come; leaving the replay stops it (its table is closed). The
// finished review is kept beside the saved game (saves.js), so it is computed once.
//
// Each move's mark stands beside it in the list, as a word and a symbol (its colour only
// repeats them); the buttons step from mistake to mistake, mistakes and blunders only (an
// inaccuracy is no mistake to a player); at a reviewed move the board shows the position
// before it, read-only, with the better move ringed (the renderer's showHint) and its caption
// naming the move, and a sentence says what it would have changed, in the engine's words. On a
// phone that sentence is pinned at the bottom of the screen (styles.css) and, however the
// position was reached (a step to a mistake, a row of the list, the replay's own buttons), the
// board scrolls so that the ringed pieces (a card in hand and its row: every one) stand between
// the bar and it, the sheet giving up height when they need it: ring and words seen together.

import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { announce } from "../kit/announce.js";
import { dateLocale, say, sentence, t } from "../kit/i18n.js";
import { keepReview, keptReview } from "../store/saves.js";

const MARKS = ["best", "good", "inaccuracy", "mistake", "blunder"];
// The marks' symbols, as chess annotates moves; the word is always beside them.
const SYMBOLS = { best: "★", good: "✓", inaccuracy: "?!", mistake: "?", blunder: "??" };
const MISTAKES = new Set(["mistake", "blunder"]);
// The better move's pieces as the boards ring them: a board's own hint highlight, or kit/ring.js's.
const RINGED = ".ringed, .hinted, .ag-hinted";
// The pinned sheet of words keeps this many lines' height (in rem) when it shrinks for a ring.
const SHEET_LEAST_REM = 6;
const RING_MARGIN = 8;
const isPinned = (element) => getComputedStyle(element).position === "sticky";

/** A mark as a badge: its symbol (hidden from screen readers, which read the word) and word. */
function badge(mark) {
  return h("span", { class: `review-mark mark-${mark}` },
    h("span", { class: "review-symbol", "aria-hidden": "true" }, SYMBOLS[mark]),
    t(`core.review.mark.${mark}`));
}

export class ReviewPanel {
  /** The review of `record` (a finished game) for `seat`, beside a replay whose engine table
   * is `table`; `go(index)` shows the position after the game's first `index` moves. */
  constructor({ record, seat, table, reader, go, boardRoot }) {
    Object.assign(this, { record, seat, table, reader, go, boardRoot });
    this.entries = [];
    this.summary = null;
    this.total = null;
    this.index = null; // the replay's position
    this.board = null;
    this.closed = false;
    this.words = new Map(); // move number -> {made, best}: the moves in the engine's words
    this.wordsTable = null;
    this.wordsQueue = Promise.resolve();
    this.build();
  }

  /** The bar above the board (progress, steps, the move shown), what the move shown was
   * (`told`) and the list beside or below it (summary and every reviewed move). */
  build() {
    this.progress = h("progress", { max: 1, value: 0, "aria-label": t("review.progress") });
    // Not a live region: a reader would hear every slice; the end is announced once.
    this.status = h("p", { class: "review-status" }, t("review.starting"));
    this.previousButton = h("button", { type: "button", class: "review-previous", disabled: true,
      onclick: () => this.step(-1) }, "‹ ", t("review.previous"));
    this.nextButton = h("button", { type: "button", class: "review-next", disabled: true,
      onclick: () => this.step(1) }, t("review.next"), " ›");
    this.heading = h("p", { class: "review-current" });
    this.stepsNote = h("p", { class: "review-steps-note", hidden: true }, t("review.no-mistakes"));
    this.detail = h("div", { class: "review-detail" });
    // A player with a name (one of several on this device) is named, as the review's link was.
    const title = this.reader.you === this.seat ? t("review.title")
      : t("review.title-of", { name: this.reader.names[this.seat] });
    this.bar = h("section", { class: "review-bar", "aria-label": title },
      h("div", { class: "review-progress" }, this.progress, this.status),
      h("div", { class: "review-steps" }, this.previousButton, this.nextButton),
      this.stepsNote, this.heading);
    // What the move shown was and what the better one would have changed, read out as the
    // player steps (the position itself is announced by the replay's status).
    this.told = h("div", { class: "review-told", "aria-live": "polite" }, this.detail);
    this.summaryBox = h("div", { class: "review-summary" });
    this.moveList = h("ol", { class: "review-moves", "aria-label": t("review.moves") });
    this.list = h("section", { class: "review-list" },
      h("h2", {}, title), this.summaryBox, this.moveList);
  }

  /** The kept review, or the engine's, computed a slice at a time until done or closed. */
  async start() {
    const kept = keptReview(this.record, this.seat);
    if (kept) {
      this.total = kept.entries.length;
      this.arrived(kept.entries);
      this.finished(kept.summary, false);
      return;
    }
    let news = null;
    try {
      ({ total: this.total } = await call("review_start", { table: this.table, seat: this.seat }));
      this.showProgress();
      while (!this.closed && !news?.summary) {
        news = await call("review_step", { table: this.table });
        if (this.closed) return;
        this.arrived(news.entries);
        this.showProgress();
      }
    } catch (error) {
      if (!this.closed) this.failed(error);
      return;
    }
    if (news?.summary) this.finished(news.summary, true);
  }

  /** The engine could not compute the review: say why, in place of the progress. */
  failed(error) {
    this.status.setAttribute("role", "alert");
    this.status.textContent = t("review.failed", { reason: error.message });
    this.progress.hidden = true;
  }

  /** Whether the move after `index` moves is reviewed: the replay then draws that position
   * with the seat's legal moves, which a board's hint highlight may need to ring the better
   * one (a tap on the board plays nothing in a replay). */
  reviewedAt(index) {
    return this.entries.some((entry) => entry.number === index + 1);
  }

  showProgress() {
    const done = this.entries.length;
    this.progress.max = Math.max(1, this.total);
    this.progress.value = done;
    this.status.textContent = t("review.computing", { done, total: this.total });
  }

  /** New entries: each gets its row in the list; the move shown may be one of them. An
   * entry told again (completed since: Agnès's first, once the deal is decided) takes the
   * place of the earlier one, and of its row. */
  arrived(entries) {
    for (const entry of entries) {
      const words = h("span", { class: "review-words" }, "…");
      const row = h("li", { class: `mark-${entry.mark}`, "data-number": entry.number },
        h("button", { type: "button", onclick: () => this.go(entry.number - 1) },
          h("span", { class: "review-number" }, t("review.move", { number: entry.number })),
          words, badge(entry.mark)));
      const place = this.entries.findIndex((found) => found.number === entry.number);
      if (place < 0) {
        this.entries.push(entry);
        this.moveList.append(row);
      } else {
        this.entries[place] = entry;
        const earlier = this.moveList.children[place];
        const focused = earlier.contains(document.activeElement);
        earlier.replaceWith(row);
        if (focused) row.firstChild.focus();
      }
      this.wordsOf(entry).then(({ made }) => { words.textContent = made ?? ""; });
    }
    if (entries.length) {
      this.showSteps();
      // The position shown has just been reviewed: draw it again, with its better move.
      if (entries.some((entry) => entry.number === this.index + 1)) this.go(this.index);
    }
  }

  /** The review is complete: the summary, kept with the game when it was just computed. */
  finished(summary, fresh) {
    this.summary = summary;
    this.progress.hidden = true;
    const accuracy = summary.accuracy === null ? t("review.accuracy-none")
      : t("review.accuracy", { accuracy: new Intl.NumberFormat(dateLocale(),
        { maximumFractionDigits: 1 }).format(summary.accuracy) });
    this.status.textContent = summary.moves ? accuracy : t("review.none");
    const exact = summary.exact?.says ? h("p", { class: "review-exact" },
      sentence(say(summary.exact.says, this.reader)),
      summary.exact.lost_at ? h("button", { type: "button",
        onclick: () => this.go(summary.exact.last_winnable) }, t("review.last-winnable")) : null)
      : null;
    const turning = summary.turning_point ? h("p", {}, h("button", { type: "button",
      class: "review-turning", onclick: () => this.go(summary.turning_point - 1) },
    t("review.turning-point", { number: summary.turning_point }))) : null;
    // replaceChildren would write a null as the word "null".
    this.summaryBox.replaceChildren(...[
      h("p", { class: "review-accuracy" }, summary.moves ? accuracy : t("review.none")),
      h("ul", { class: "review-counts", "aria-label": t("review.counts") },
        MARKS.map((mark) => h("li", { class: `mark-${mark}` }, badge(mark),
          t("review.mark-count", { count: summary.marks[mark] })))),
      turning, exact].filter(Boolean));
    this.showSteps();
    if (fresh) {
      keepReview(this.record, this.seat, { entries: this.entries, summary });
      announce(this.status.textContent);
    }
  }

  /** The position after `index` moves, as the board's caption says it in place of its
   * prompts: the reviewed move there and its mark; null where no move is reviewed. */
  captionAt(index) {
    const entry = this.entries.find((found) => found.number === index + 1);
    if (!entry) return null;
    const params = { number: entry.number, mark: t(`core.review.mark.${entry.mark}`) };
    return t(entry.best.text === entry.move.text ? "review.caption-best" : "review.caption", params);
  }

  /** The reviewed moves marked mistake or blunder. */
  get mistakes() {
    return this.entries.filter((entry) => MISTAKES.has(entry.mark));
  }

  showSteps() {
    const at = this.index ?? -1;
    this.previousButton.disabled = !this.mistakes.some((entry) => entry.number - 1 < at);
    this.nextButton.disabled = !this.mistakes.some((entry) => entry.number - 1 > at);
    // A finished review with nothing to step to says so, in place of two dead buttons.
    this.stepsNote.hidden = !(this.summary && !this.mistakes.length);
  }

  /** To the previous (-1) or next (1) mistake from the position shown. */
  step(direction) {
    const at = this.index ?? -1;
    const found = direction > 0
      ? this.mistakes.find((entry) => entry.number - 1 > at)
      : this.mistakes.findLast((entry) => entry.number - 1 < at);
    if (found) this.go(found.number - 1);
  }

  /** Once the board's pieces have landed (a step forward flies them in), bring the ring of
   * the position after `index` moves (or, with nothing ringed, the board) into view, unless
   * the replay has moved on. */
  async keepRingInView(index) {
    const flying = document.getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(flying.map((animation) => animation.finished));
    if (this.index === index && !this.closed) this.bringRingIntoView();
  }

  /** Scroll the page so that the ringed pieces stand in the room the pinned bar above and the
   * pinned words below leave (a phone's layout; each pinned where the page scrolls past it):
   * all of them, the words' sheet shrinking (it scrolls by itself) to make room if need be,
   * down to a few lines; else the first. A board that scrolls inside itself brings the first
   * in first. */
  bringRingIntoView() {
    this.told.style.maxHeight = "";
    const ringed = [...(this.boardRoot?.querySelectorAll(RINGED) ?? [])];
    if (!ringed.length) {
      this.bringBoardIntoView();
      return;
    }
    ringed[0].scrollIntoView({ block: "nearest", inline: "nearest" });
    const top = (isPinned(this.bar) ? this.bar.offsetHeight : 0) + RING_MARGIN;
    const boxes = ringed.map((element) => element.getBoundingClientRect());
    const first = Math.min(...boxes.map((box) => box.top));
    const last = Math.max(...boxes.map((box) => box.bottom));
    if (isPinned(this.told)) {
      const room = innerHeight - RING_MARGIN - top - (last - first);
      if (this.told.offsetHeight > room) this.told.style.maxHeight = `max(${room}px, ${SHEET_LEAST_REM}rem)`;
    }
    const bottom = (isPinned(this.told) ? innerHeight - this.told.offsetHeight : innerHeight) - RING_MARGIN;
    const shift = last - first <= bottom - top ? (first + last - top - bottom) / 2 : first - top;
    if (first < top || last > bottom) scrollBy({ top: shift, behavior: "instant" });
  }

  /** With nothing ringed (the move made was the best), bring the board's top below the pinned
   * bar when none of the board shows: a move chosen far down the list, or the last position
   * that could be won, changes a board the page has scrolled away from. */
  bringBoardIntoView() {
    const box = this.boardRoot?.getBoundingClientRect();
    const top = (isPinned(this.bar) ? this.bar.offsetHeight : 0) + RING_MARGIN;
    if (box && (box.bottom < top || box.top > innerHeight)) {
      scrollBy({ top: box.top - top, behavior: "instant" });
    }
  }

  /** The replay drew the position after `index` moves on `board`: at a reviewed move, ring
   * its better move (or, at Agnès's last winnable position, the fair hint's) and say it. */
  shown(index, board) {
    this.index = index;
    this.board = board;
    this.told.style.maxHeight = ""; // its own height, until a ring needs room (bringRingIntoView)
    this.showSteps();
    for (const row of this.moveList.children) {
      const current = Number(row.dataset.number) === index + 1;
      row.classList.toggle("current", current);
      row.firstChild.setAttribute("aria-current", String(current));
    }
    const entry = this.entries.find((found) => found.number === index + 1);
    if (!entry) {
      const exact = this.summary?.exact;
      if (exact?.hint?.move && exact.last_winnable === index) board.showHint?.(exact.hint.move);
      this.keepRingInView(index);
      this.heading.replaceChildren();
      this.heading.className = "review-current";
      this.detail.replaceChildren(h("p", {}, t(this.entries.length ? "review.pick" : "review.wait")));
      return;
    }
    if (entry.best.text !== entry.move.text) board.showHint?.(entry.best);
    this.keepRingInView(index);
    const made = h("p", {}, t("review.played", { move: "…" }));
    const better = entry.best.text === entry.move.text ? h("p", {}, t("review.was-best"))
      : h("p", { class: "review-better" }, t("review.better", { move: "…" }));
    this.heading.className = `review-current mark-${entry.mark}`;
    this.heading.replaceChildren(t("review.move", { number: entry.number }), " ", badge(entry.mark));
    this.detail.replaceChildren(...[
      h("p", { class: "visually-hidden" }, t("review.move", { number: entry.number }), " ",
        t(`core.review.mark.${entry.mark}`)),
      made, better,
      entry.says ? h("p", { class: "review-says" }, sentence(say(entry.says, this.reader))) : null,
      entry.counts ? null : h("p", { class: "review-aside" }, t("review.no-count"))].filter(Boolean));
    this.bothWordsOf(entry).then(({ made: madeWords, best }) => {
      if (this.index !== index) return;
      made.textContent = t("review.played", { move: madeWords });
      if (entry.best.text === entry.move.text) return;
      better.textContent = t("review.better", { move: best });
      // The words grew the pinned sheet: keep the ring clear of it.
      this.keepRingInView(index);
    });
  }

  /** The move made at `entry`, as its log line reads (the engine's words for the move, in
   * the reader's language), for the list: asked of the engine one at a time, on a table of
   * their own that seeks each move, so the rows never hold up the move shown. */
  wordsOf(entry) {
    const known = this.words.get(entry.number);
    if (known?.made) return Promise.resolve(known);
    const asked = this.wordsQueue.then(async () => {
      const found = this.words.get(entry.number) ?? {};
      if (this.closed) return found;
      try {
        this.wordsTable ??= (await call("open", { save: this.record.save })).table;
        if (this.closed) {
          this.destroy(); // the table was opened as the replay closed: close it too
          return found;
        }
        await call("seek", { table: this.wordsTable, index: entry.number });
        const snap = await call("view", { table: this.wordsTable, seat: this.seat });
        found.made = this.lineOf(snap.events, entry.move);
      } catch {
        found.made = entry.move.text;
      }
      this.words.set(entry.number, found);
      return found;
    });
    this.wordsQueue = asked.catch(() => null);
    return asked;
  }

  /** {made, best}: the move made at `entry` and the better one as their log lines read, for
   * the move shown: each from the game cut before it, the move then played there. */
  async bothWordsOf(entry) {
    const known = this.words.get(entry.number) ?? {};
    const lineAfter = async (move) => {
      const cut = { ...this.record.save, moves: this.record.save.moves.slice(0, entry.number - 1) };
      const { table } = await call("open", { save: cut });
      try {
        const snap = await call("play", { table, seat: this.seat, move: move.text });
        return this.lineOf(snap.events, move);
      } catch {
        return move.text;
      } finally {
        call("close", { table }).catch(() => {});
      }
    };
    try {
      known.made ??= await lineAfter(entry.move);
      known.best ??= entry.best.text === entry.move.text ? known.made : await lineAfter(entry.best);
    } catch {
      known.made ??= entry.move.text;
      known.best ??= entry.best.text;
    }
    this.words.set(entry.number, known);
    return known;
  }

  /** The log line of a move: its first event's message; the move's text if it has none. */
  lineOf(events, move) {
    const first = events.find((event) => event.message);
    return first ? sentence(say(first.message, this.reader)) : move.text;
  }

  destroy() {
    this.closed = true;
    if (this.wordsTable !== null) call("close", { table: this.wordsTable }).catch(() => {});
    this.wordsTable = null;
  }
}
