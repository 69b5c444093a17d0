// Watching a finished game again, move by move, from its save: first, back, play or pause,
// forward, last, at the pace chosen here. The board is the game's own, shown as the player saw
// the game (a game with one human: that seat's view; a game between friends: the table's,
// which shows no private card). A game still in progress is never replayed: in pass-and-play
// it would show one player the other's cards. With `review`, the replay shows the review of
// one person's moves beside it (review.js): the game's one player on this device, or in a game
// that several played on it, the one each chooses ("Review Ann's moves"), shown as that seat
// saw the game: once a game is over, a player may look back at their own cards.

import { h } from "../kit/dom.js";
import { call } from "../engine/engine.js";
import { t } from "../kit/i18n.js";
import { icon } from "../kit/icons.js";
import { ReviewPanel } from "./review.js";
import { drawSnapshot, tellEvents } from "./board-view.js";
import { levelOf, localHumans, seatNames, youSeat } from "../store/seats.js";
import { reviewRoute } from "../store/routes.js";

/** The links to the review from a replay: one, or one per person who played on this device. */
function reviewLinks(record, seats, names) {
  return seats.map((seat) => h("a", { class: "button tool review-link", href: "#" + reviewRoute(record.route,
    seats.length > 1 ? seat : null) }, seats.length > 1 ? t("replay.review-of", { name: names[seat] }) : t("replay.review")));
}

const SPEEDS = { slow: 2000, normal: 1000, fast: 400 };

/** Show the replay of `record` (a finished game) in `root`, from move `start`; returns
 * {destroy}. A replay that is not a stored game (the solver's way, verdict.js) has its own
 * `title`, a `note` under the header, and `onClose` in place of the way back to the game.
 * `review`: show the review of the moves of `reviewed` (a seat played on this device; null: the
 * one there is, or a choice of them). */
export async function showReplay(root, { describe, record, renderer, start = 0, title = null,
  note = null, onClose = null, review = false, reviewed = null }) {
  const { over } = await call("check", { save: record.save });
  if (!over) throw new Error(t("replay.not-finished"));
  const { table } = await call("open", { save: record.save });
  const humans = record.seats.flatMap((seat, index) => (seat.kind === "human" ? [index] : []));
  // The people who played on this device: in a room, the others played elsewhere.
  const here = localHumans(record.seats);
  const reviewable = onClose ? [] : here;
  const reviewedSeat = review && reviewable.includes(reviewed) ? reviewed
    : review && reviewable.length === 1 ? reviewable[0] : null;
  const viewer = reviewedSeat ?? (humans.length === 1 ? humans[0] : null);
  const total = record.save.moves.length;
  const names = seatNames(record.seats);
  const reader = { names, you: youSeat(record.seats) };
  const seatsTable = { ...reader, kinds: record.seats.map((seat) => seat.kind), levels: record.seats.map(levelOf) };
  let index = 0;
  let timer = null;
  let speed = "normal";
  let drawn = false; // whether a position is on the board yet

  const position = h("span", { class: "replay-position", role: "status" });
  const playButton = h("button", { type: "button", class: "tool primary",
    onclick: () => (timer ? pause() : play()) });
  const tool = (iconName, key, onclick) => h("button", { type: "button", class: "tool",
    title: t(key), "aria-label": t(key), onclick }, icon(iconName));
  const speedSelect = h("select", { "aria-label": t("replay.speed"),
    onchange: () => { speed = speedSelect.value; if (timer) play(); } },
  Object.keys(SPEEDS).map((name) => h("option", { value: name, selected: name === speed },
    t(`settings.pace.${name}`))));
  const boardRoot = h("div", { class: "board-root" });
  const panel = reviewedSeat !== null ? new ReviewPanel({ record, seat: reviewedSeat, table, reader,
    go: (target) => go(target), boardRoot }) : null;
  const back = onClose
    ? h("button", { class: "tool back", type: "button", title: t("replay.close"),
      "aria-label": t("replay.close"), onclick: onClose }, "‹")
    : h("a", { class: "button tool back", href: `#${record.route}`, title: t("replay.to-game"),
      "aria-label": t("replay.to-game") }, "‹");
  // A replay without a note has none: replaceChildren would write null as the word "null".
  root.replaceChildren(...[
    h("header", { class: "game-header replay-header" }, back,
      h("h1", {}, t(`${describe.id}.title`),
        h("span", { class: "deal" }, title ?? t("replay.title", { seed: record.save.seed }))),
      h("nav", { class: "tools replay-tools", "aria-label": t("replay.controls") },
        tool("first", "replay.first", () => go(0)),
        tool("back", "replay.back", () => go(index - 1)),
        playButton,
        tool("forward", "replay.forward", () => go(index + 1)),
        tool("last", "replay.last", () => go(total)),
        speedSelect, position,
        ...(panel ? [] : reviewLinks(record, reviewable, names)))),
    note ? h("p", { class: "replay-note" }, note) : null,
    panel ? h("div", { class: "review-layout" }, panel.bar, boardRoot, panel.told, panel.list)
      : boardRoot,
  ].filter(Boolean));
  const quiet = () => Promise.resolve(null);
  const board = renderer.create(boardRoot, { play: quiet, refuse: () => {}, linger: quiet,
    hold: () => {}, newDeal: () => {}, notify: () => {} });

  async function go(target) {
    const next = Math.max(0, Math.min(total, target));
    await call("seek", { table, index: next });
    const snap = await call("view", { table, seat: viewer });
    const forward = drawn && next === index + 1;
    const events = forward ? snap.events : [];
    index = next;
    drawn = true;
    // A reviewed move's position comes with the seat's moves there, only for the board to
    // ring the better one (review.js); the caption, in place of the board's prompts, keeps
    // the board read-only: it offers no move, no giving up, no "your turn".
    const legal = panel?.reviewedAt(next) ? snap.legal : [];
    const caption = panel?.captionAt(next) ?? t("replay.caption", { move: next, total });
    drawSnapshot(board, snap, { seat: viewer, table: seatsTable, legal, events,
      direction: forward ? "forward" : "load", caption });
    position.textContent = t("replay.position", { move: index, total });
    panel?.shown(index, board);
    if (events.length) tellEvents(events, reader);
    if (index === total) pause();
  }

  function play() {
    clearInterval(timer);
    if (index === total) go(0);
    timer = setInterval(() => go(index + 1), SPEEDS[speed]);
    playButton.replaceChildren(icon("pause"));
    playButton.setAttribute("aria-label", t("replay.pause"));
  }

  function pause() {
    clearInterval(timer);
    timer = null;
    playButton.replaceChildren(icon("play"));
    playButton.setAttribute("aria-label", t("replay.play"));
  }

  pause();
  await go(start);
  panel?.start();
  return {
    destroy() {
      clearInterval(timer);
      panel?.destroy();
      board.destroy();
      call("close", { table }).catch(() => {});
    },
  };
}
