// The pieces of the Agony Aunt board that only read the view: card faces (the Joker too), the
// bar with the turned card, the seat panels, the trick, the penalty grid, the hand summary and
// the log. Words come from the catalogs (t for the board's own, say for messages naming a
// seat); every name goes into the page as text, never as markup. Each card on the table
// carries data-motion="<hand>:<code>" so motion.js can fly it (the next hand deals the same
// codes again, so the hand number keeps the two apart).

import { cardFace, cardName, rankLabel } from "../../js/kit/cards.js";
import { h, s } from "../../js/kit/dom.js";
import { ordinal, say, sentence, t } from "../../js/kit/i18n.js";
import { readText, writeText } from "../../js/kit/storage.js";

const STAR = "M50 4l13 30 32 3-24 21 7 32-28-17-28 17 7-32L5 37l32-3z";

/** The suit a card plays as: the Joker's is the turned card's. */
export function suitOf(code, turned) {
  return code === "JOKER" ? turned[1] : code[1];
}

/** How a reader names a card: the Joker with the card it plays as. */
export function nameOf(code, turned) {
  return code === "JOKER" ? t("agony-aunt.card.joker", { plays_as: turned }) : cardName(code);
}

function suitPip(suit, x, y, size) {
  return s("use", { href: `#suit-${suit}`, x, y, width: size, height: size });
}

/** The Joker: the word JOKER down its left edge (the strip a fanned hand shows), then "=Q♣"
 * (it plays as the turned card, and no index makes it look like an Ace); a star in the middle. */
function jokerFace(turned) {
  return s("svg", { viewBox: "0 0 100 140", role: "img", class: "card face joker",
    "data-card": "JOKER", "aria-label": nameOf("JOKER", turned) },
  s("rect", { class: "card-edge", x: 1, y: 1, width: 98, height: 138, rx: 8 }),
  s("text", { class: "joker-edge", x: 0, y: 0, transform: "translate(9 8) rotate(90)" }, "JOKER"),
  s("path", { class: "joker-equals", d: "M5 88h11v3.5H5zM5 95h11v3.5H5z" }),
  s("text", { class: "joker-as", x: 21, y: 102 }, rankLabel(turned[0])),
  suitPip(turned[1], 8, 108, 22),
  s("path", { class: "joker-star", d: STAR, transform: "translate(36 40) scale(0.6)" }));
}

/** A card face with a second suit sign under the rank, so a card overlapped from the right
 * in a fanned hand still shows its suit; `motion` is its data-motion key. */
export function card(code, turned, motion = null) {
  const face = code === "JOKER" ? jokerFace(turned) : cardFace(code);
  if (code !== "JOKER") face.append(suitPip(code[1], 7, 36, 20));
  if (motion) face.dataset.motion = motion;
  return face;
}

/** A counter in a seat's colour with the seat's number; its meaning is said beside it. */
export function counter(seat) {
  return h("span", { class: `aa-counter seat-${seat}`, "aria-hidden": "true" }, String(seat + 1));
}

/** The turned card and what it decides, always in sight. */
export function dealBar(view, onSummary) {
  const turned = view.turned_card;
  const fact = (label, value) => h("span", {}, `${label} `, h("strong", {}, value));
  return h("div", { class: "aa-bar" },
    h("div", { class: "aa-turned", title: t("agony-aunt.board.turned", { card: turned }) },
      card(turned, turned)),
    h("p", { class: "aa-facts" },
      fact(t("agony-aunt.board.hand"), String(view.hand_number)),
      fact(t("agony-aunt.board.dump-suit"), t(`core.suit.${view.dump_suit}`)),
      fact(t("agony-aunt.board.dumpth"), ordinal(view.dump_trick)),
      fact(t("agony-aunt.board.trick-fact"), `${view.trick_number}/13`),
      fact(t("agony-aunt.board.joker-plays-as"), cardName(turned))),
    view.last_hand ? h("button", { type: "button", class: "aa-summary-button", onclick: onSummary },
      t("agony-aunt.board.summary-button", { hand: view.last_hand.hand_number })) : null);
}

/** One seat at the table: name (and a computer's level), counters, tricks and penalties this
 * hand, cards left. */
export function seatPanel(view, snapshot, seat, place, leader) {
  const { names, levels } = snapshot;
  const toPlay = !snapshot.over && snapshot.toPlay.includes(seat);
  const stat = (value, key, help, kind = "") => h("span", { class: `aa-stat ${kind}`, title: t(help) },
    h("strong", {}, String(value)), ` ${t(key, { count: value })}`);
  return h("section", { class: `aa-seat seat-${seat} ${place}${toPlay ? " to-play" : ""}`,
    "data-seat": seat, "data-seat-panel": seat, "aria-label": names[seat] },
  h("header", {}, counter(seat), h("span", { class: "aa-name" }, names[seat]),
    levels[seat] ? h("span", { class: "aa-level" }, t(`level.${levels[seat]}`)) : null,
    seat === leader ? h("span", { class: "aa-badge" }, t("agony-aunt.board.leads")) : null),
  h("p", { class: "aa-stats" },
    stat(view.counters[seat], "agony-aunt.board.counters", "agony-aunt.board.counters-help"),
    stat(view.tricks_taken[seat], "agony-aunt.board.tricks", "agony-aunt.board.tricks-help"),
    stat(view.penalties[seat], "agony-aunt.board.penalties", "agony-aunt.board.penalties-help"),
    place === "south" ? null : stat(view.hand_sizes[seat], "agony-aunt.board.in-hand",
      "agony-aunt.board.in-hand-help", "in-hand")));
}

/**
 * The cards on the table, each in front of its player. `taker`: the trick is complete and
 * this seat takes it (its card is marked); `lastTaker`: with no card down yet, who took the
 * last trick. `reader` names the seats.
 */
export function trickArea(view, { placeOf, reader, taker = null, lastTaker = null }) {
  const slots = view.trick.map(({ seat, card: code }, order) =>
    h("div", { class: `aa-play ${placeOf(seat)}${seat === taker ? " won" : ""}` },
      card(code, view.turned_card, `${view.hand_number}:${code}`),
      h("span", { class: `aa-play-name seat-${seat}` },
        order === 0 ? sentence(say({ key: "agony-aunt.board.led", seat }, reader))
          : reader.names[seat])));
  const dumpth = view.trick_number === view.dump_trick && !view.over;
  const took = lastTaker === null || view.over ? null
    : say({ key: "agony-aunt.board.took", seat: lastTaker, trick: view.trick_number - 1 }, reader);
  return h("div", { class: `aa-trick${taker === null ? "" : " finished"}`, "data-drop": "trick",
    role: "group", "aria-label": t("agony-aunt.board.trick-area") },
  h("p", { class: "aa-trick-title" }, t("agony-aunt.board.trick", { trick: view.trick_number }),
    dumpth ? h("strong", {}, ` · ${t("agony-aunt.board.trick-dumpth")}`) : null,
    took ? h("span", { class: "aa-took" }, sentence(took)) : null),
  ...slots);
}

const QUEEN_SUITS = { "queen-clubs": "C", "queen-diamonds": "D", "queen-hearts": "H", "queen-spades": "S" };

/** What the Agony Aunt, queen and dumpth squares mean in this hand. */
function squareNote(square, view) {
  if (square === "agony-aunt") return t("agony-aunt.board.note-aunt", { suit: view.dump_suit });
  if (square === "dumpth-trick") return t("agony-aunt.board.note-dumpth", { trick: view.dump_trick });
  return QUEEN_SUITS[square] === view.dump_suit ? t("agony-aunt.board.note-also-aunt") : "";
}

/** The 3 x 3 penalty grid; `holders` gives each square's seat (the view's or last hand's). */
export function penaltyGrid(view, reader, holders, { notes = true } = {}) {
  const cells = view.grid.flatMap((row, r) => row.map(({ square }, c) => {
    const seat = holders[r][c];
    const note = notes ? squareNote(square, view) : "";
    const label = { key: `agony-aunt.square.${square}` };
    const described = seat === null ? t("agony-aunt.board.square-open", { square: label })
      : say({ key: "agony-aunt.board.square-covered", square: label, seat }, reader);
    return h("div", { class: `aa-square${seat === null ? "" : " covered"}`, "data-square": square,
      role: "img", "aria-label": sentence(described) },
    h("span", { class: "aa-square-label", "aria-hidden": "true" }, t(label.key)),
    note ? h("small", { "aria-hidden": "true" }, note) : null,
    seat === null ? null : counter(seat));
  }));
  return h("div", { class: "aa-grid", role: "group", "aria-label": t("agony-aunt.board.grid-label") },
    cells);
}

// Whether the list of penalty cards played is open, remembered in this browser: an option.
const PENALTY_CARDS_KEY = "cardtable/agony-aunt/penalty-cards";

/** The cards that cost a square (the Joker and the queens, the turned card excepted: the
 * Joker plays as it), each marked played this hand (gone in a trick, or on the table now) or
 * still out; folded unless the player opened it, and remembered so. */
export function penaltyCards(view) {
  const played = new Set([...view.cards_gone, ...view.trick.map(({ card }) => card)]);
  const cards = ["JOKER", ..."SHDC".split("").map((suit) => `Q${suit}`)]
    .filter((code) => code !== view.turned_card);
  const open = readText(PENALTY_CARDS_KEY) === "open";
  const details = h("details", { class: "aa-penalty-cards", open,
    ontoggle: () => writeText(PENALTY_CARDS_KEY,
      details.open ? "open" : "closed") },
  h("summary", {}, t("agony-aunt.board.penalty-cards", {
    played: cards.filter((code) => played.has(code)).length, count: cards.length })),
  // data-penalty, not data-card: the list names cards, it does not show them.
  h("ul", {}, cards.map((code) => h("li", { class: played.has(code) ? "played" : "out",
    "data-penalty": code },
  h("span", { class: "aa-penalty-card" }, nameOf(code, view.turned_card)),
  h("span", { class: "aa-penalty-state" },
    t(played.has(code) ? "agony-aunt.board.penalty-played" : "agony-aunt.board.penalty-out"))))));
  return details;
}

export function currentHolders(view) {
  return view.grid.map((row) => row.map((square) => square.seat));
}

/** "Ana wins with 12 counters", "You and Ben share the win with 9 counters each". */
export function resultText(view, reader) {
  const counters = view.counters[view.winners[0]];
  const result = view.winners.length === 1
    ? { key: "agony-aunt.board.winner", seat: view.winners[0], counters }
    : { key: "agony-aunt.board.shared-win", seats: view.winners, counters };
  return sentence(say(result, reader));
}

/** What one seat lost and won back in the hand just reckoned, and why. */
function reckoning(entry, reader) {
  const penalties = entry.squares.map((square) => t(`agony-aunt.square.${square}`));
  if (entry.lines) penalties.push(t("agony-aunt.board.lines", { count: entry.lines }));
  const before = entry.counters - entry.won_back + entry.lost;
  return h("li", { class: "aa-reckoning", "data-seat": entry.seat },
    h("header", {}, counter(entry.seat), h("strong", { class: "aa-name" }, reader.names[entry.seat]),
      h("span", { class: "aa-change" }, `${before} → ${entry.counters}`)),
    h("p", {}, `${t("agony-aunt.board.trick-count", { count: entry.tricks })} · `,
      penalties.length ? penalties.join(", ") : t("agony-aunt.board.no-penalty"), " · ",
      h("strong", { class: "aa-lost" }, t("agony-aunt.board.lost", { count: entry.lost }))),
    h("p", {}, h("strong", { class: "aa-won-back" },
      t("agony-aunt.board.won-back", { count: entry.won_back })), ` (${say(entry.why, reader)})`));
}

/** The reckoning of the hand just played, in a dialog: what each player lost and won back. */
export function handSummary(view, reader, { onClose, onNewDeal }) {
  const last = view.last_hand;
  const title = view.over ? t("agony-aunt.board.game-over")
    : t("agony-aunt.board.hand-over", { hand: last.hand_number });
  const close = h("button", { type: "button", class: view.over ? "" : "primary", onclick: onClose },
    t(view.over ? "agony-aunt.board.see-table" : "agony-aunt.board.next-hand"));
  const dialog = h("dialog", { class: "aa-summary", "aria-labelledby": "aa-summary-title" },
    h("h2", { id: "aa-summary-title" }, title),
    view.over ? h("p", { class: "aa-result" }, resultText(view, reader)) : null,
    h("p", { class: "aa-summary-facts" }, say({ key: "agony-aunt.board.summary-facts",
      turned: last.turned, reason: last.most_tricks }, reader)),
    h("div", { class: "aa-summary-body" },
      penaltyGrid(view, reader, last.grid, { notes: false }),
      h("ol", { class: "aa-reckonings" }, last.seats.map((entry) => reckoning(entry, reader)))),
    h("p", { class: "dialog-buttons" },
      view.over ? h("button", { type: "button", class: "primary", onclick: onNewDeal },
        t("agony-aunt.board.new-deal")) : null,
      close));
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();  // Escape: the board closes it, and starts the next hand
    onClose();
  });
  return dialog;
}

/** The log, oldest first, newest in sight. */
export function moveLog(view, reader) {
  const list = h("ol", { class: "aa-log-lines", tabindex: 0, "aria-label": t("agony-aunt.board.log-label") },
    view.log.map((entry) => h("li", {}, sentence(say(entry, reader)))));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return h("section", { class: "aa-log" }, h("h2", {}, t("agony-aunt.board.log")), list);
}
