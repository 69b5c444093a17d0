// The pieces of the Agony Aunt board that only read the view: card faces (the Joker too),
// seat counters, the penalty grid, the seat panels, the trick, the hand summary and the log.
// Every engine string and every name goes into the page as text, never as markup.

import { cardFace, cardName, rankLabel, SUIT_NAME } from "../../js/cards.js";
import { h, s } from "../../js/dom.js";
import { logLines, withNames } from "../../js/names.js";

const STAR = "M50 4l13 30 32 3-24 21 7 32-28-17-28 17 7-32L5 37l32-3z";
const ORDINAL_SUFFIX = ["th", "st", "nd", "rd"];

function ordinal(n) {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? "th" : ORDINAL_SUFFIX[n % 10] || "th"}`;
}

function suitPip(suit, x, y, size) {
  return s("use", { href: `#suit-${suit}`, x, y, width: size, height: size });
}

/** The Joker, showing the turned card it stands for under its star. */
function jokerFace(turned) {
  const rank = rankLabel(turned[0]);
  return s("svg", { viewBox: "0 0 100 140", role: "img", class: "card face joker",
    "data-card": "JOKER", "aria-label": `Joker, playing as the ${cardName(turned)}` },
  s("rect", { class: "card-edge", x: 1, y: 1, width: 98, height: 138, rx: 8 }),
  s("path", { class: "joker-star", d: STAR, transform: "translate(5 6) scale(0.26)" }),
  s("text", { class: "joker-as", x: 6, y: 60 }, rank),
  suitPip(turned[1], 7, 64, 20),
  s("path", { class: "joker-star", d: STAR, transform: "translate(33 44) scale(0.56)" }),
  s("text", { class: "joker-word", x: 50, y: 124, "text-anchor": "middle" }, "JOKER"));
}

/** A card face with a second suit sign under the rank, so a card overlapped from the
 * right in a fanned hand still shows its suit. */
export function card(code, turned) {
  if (code === "JOKER") return jokerFace(turned);
  const face = cardFace(code);
  face.append(suitPip(code[1], 7, 36, 20));
  return face;
}

/** A counter in a seat's colour with the seat's number, for the grid and the panels. */
export function counter(seat, names) {
  return h("span", { class: `aa-counter seat-${seat}`, title: names[seat],
    "aria-label": `${names[seat]}'s counter` }, String(seat + 1));
}

/** What the Agony Aunt, queen and dumpth squares mean in this hand. */
function squareNote(square, view) {
  if (square === "agony-aunt") return `Queen of ${SUIT_NAME[view.dump_suit]}`;
  if (square === "dumpth-trick") return `trick ${view.dump_trick}`;
  if (square === `queen-${SUIT_NAME[view.dump_suit]}`) return "also the Agony Aunt";
  return "";
}

/** The 3 x 3 penalty grid; `holders` gives each square's seat (the view's or last hand's). */
export function penaltyGrid(view, names, holders, { notes = true } = {}) {
  const cells = view.grid.flatMap((row, r) => row.map((square, c) => {
    const seat = holders[r][c];
    const note = notes ? squareNote(square.square, view) : "";
    const covered = seat === null ? "open" : `covered by ${names[seat]}`;
    return h("div", { class: `aa-square${seat === null ? "" : " covered"}`,
      "data-square": square.square, "aria-label": `${square.label}: ${covered}` },
    h("span", { class: "aa-square-label" }, square.label),
    note ? h("small", {}, note) : null,
    seat === null ? null : counter(seat, names));
  }));
  return h("div", { class: "aa-grid", role: "group", "aria-label": "Penalty grid" }, cells);
}

export function currentHolders(view) {
  return view.grid.map((row) => row.map((square) => square.seat));
}

/** One seat at the table: name, counters, tricks and penalties this hand, cards left. */
export function seatPanel(view, snapshot, seat, place, leader) {
  const { names } = snapshot;
  const toPlay = !snapshot.over && snapshot.toPlay.includes(seat);
  const stat = (value, label, title) => h("span", { class: "aa-stat", title },
    h("strong", {}, String(value)), ` ${label}`);
  return h("section", { class: `aa-seat seat-${seat} ${place}${toPlay ? " to-play" : ""}`,
    "data-seat": seat },
    h("header", {}, counter(seat, names), h("span", { class: "aa-name" }, names[seat]),
      seat === leader ? h("span", { class: "aa-badge" }, "leads") : null),
    h("p", { class: "aa-stats" },
      stat(view.counters[seat], "counters", "Counters left"),
      stat(view.tricks_taken[seat], view.tricks_taken[seat] === 1 ? "trick" : "tricks",
        "Tricks taken this hand"),
      stat(view.penalties[seat], view.penalties[seat] === 1 ? "penalty" : "penalties",
        "Squares covered this hand"),
      place === "south" ? null : stat(view.hand_sizes[seat], "in hand", "Cards in hand")));
}

/** The cards on the table, each in front of its player; between tricks, the last one,
 * dimmed, with who took it. */
export function trickArea(view, names, placeOf) {
  const current = view.trick.length > 0 || !view.previous_trick;
  const plays = current ? view.trick : view.previous_trick.cards;
  const winner = current ? null : view.previous_trick.winner;
  const slots = plays.map(({ seat, card: code }, order) =>
    h("div", { class: `aa-play ${placeOf(seat)}${seat === winner ? " won" : ""}` },
      card(code, view.turned_card),
      h("span", { class: `aa-play-name seat-${seat}` }, order === 0 ? `${names[seat]} led` : names[seat])));
  const title = current
    ? `Trick ${view.trick_number} of 13${view.trick.length || view.over ? "" : ": waiting for the lead"}`
    : `${names[winner]} took trick ${view.tricks_taken.reduce((sum, n) => sum + n, 0)}`;
  const dumpth = current && view.trick_number === view.dump_trick && !view.over;
  return h("div", { class: `aa-trick${current ? "" : " finished"}`, "aria-label": "The trick" },
    h("p", { class: "aa-trick-title" }, title, dumpth ? h("strong", {}, " · the dumpth trick") : null),
    ...slots);
}

/** The turned card and what it decides, always in sight. */
export function dealBar(view, onSummary) {
  return h("div", { class: "aa-bar" },
    h("div", { class: "aa-turned", title: "The turned card (out of play)" },
      card(view.turned_card, view.turned_card)),
    h("p", { class: "aa-facts" },
      h("span", {}, "Hand ", h("strong", {}, String(view.hand_number))),
      h("span", {}, "Dump suit ", h("strong", {}, SUIT_NAME[view.dump_suit])),
      h("span", {}, "Dumpth trick ", h("strong", {}, ordinal(view.dump_trick))),
      h("span", {}, "Trick ", h("strong", {}, `${view.trick_number}/13`))),
    view.last_hand ? h("button", { type: "button", class: "aa-summary-button", onclick: onSummary },
      `Hand ${view.last_hand.hand_number} summary`) : null);
}

function squaresText(entry, labels) {
  const parts = entry.squares.map((square) => labels[square]);
  if (entry.lines) parts.push(entry.lines === 1 ? "a line of three" : `${entry.lines} lines of three`);
  return parts.length ? parts.join(", ") : "no penalty";
}

/** The reckoning of the hand just played: what each player lost and won back, and why. */
export function handSummary(view, snapshot, { onClose, onNewDeal }) {
  const { names } = snapshot;
  const last = view.last_hand;
  const labels = Object.fromEntries(view.grid.flat().map((sq) => [sq.square, sq.label]));
  const rows = last.seats.map((entry) => {
    const before = entry.counters - entry.won_back + entry.lost;
    return h("li", { class: "aa-reckoning", "data-seat": entry.seat },
      h("header", {}, counter(entry.seat, names), h("strong", { class: "aa-name" }, names[entry.seat]),
        h("span", { class: "aa-change" }, `${before} → ${entry.counters}`)),
      h("p", {}, `${entry.tricks} ${entry.tricks === 1 ? "trick" : "tricks"}; `,
        squaresText(entry, labels), ": ", h("strong", { class: "aa-lost" }, `lost ${entry.lost}`), "."),
      h("p", {}, h("strong", { class: "aa-won-back" }, `won back ${entry.won_back}`),
        ` (${withNames(entry.why, names)}).`));
  });
  const title = view.over ? "Game over" : `Hand ${last.hand_number} is over`;
  return h("section", { class: "aa-summary", role: "dialog", "aria-label": title },
    h("div", { class: "aa-summary-box" },
      h("h2", {}, title),
      view.over ? h("p", { class: "aa-result" }, resultText(view, names)) : null,
      h("p", { class: "aa-summary-facts" }, `Turned card: ${last.turned}. Most tricks: `,
        withNames(last.most_tricks, names), "."),
      h("div", { class: "aa-summary-body" },
        penaltyGrid(view, names, last.grid, { notes: false }),
        h("ol", { class: "aa-reckonings" }, rows)),
      h("p", { class: "aa-summary-buttons" },
        view.over ? h("button", { type: "button", class: "primary", onclick: onNewDeal }, "New deal") : null,
        h("button", { type: "button", class: view.over ? "" : "primary", onclick: onClose },
          view.over ? "See the table" : "Next hand"))));
}

export function resultText(view, names) {
  const winners = view.winners.map((seat) => names[seat]);
  const counters = view.counters[view.winners[0]];
  if (winners.length === 1) return `${winners[0]} wins with ${counters} counters.`;
  return `${winners.slice(0, -1).join(", ")} and ${winners.at(-1)} share the win with ${counters} counters each.`;
}

/** The log, oldest first, newest in sight. */
export function moveLog(view, names) {
  return h("section", { class: "aa-log", "aria-label": "Move log" },
    h("h2", {}, "Log"), logLines(view.log, names, { class: "aa-log-lines" }));
}
