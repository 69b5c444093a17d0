// The Agents of the Crown table drawn from a view: the year and whose turn, the Houses, the
// season's challenges, the current step's controls and the hand. Each function takes the
// board (for its snapshot, its Seating and what the player has picked) and returns an
// element. Pieces that may fly carry data-motion (motion.js); every card is named for
// screen readers in the reader's language.

import { cardFace, cardName } from "../../js/kit/cards.js";
import { h } from "../../js/kit/dom.js";
import { say, sentence, t } from "../../js/kit/i18n.js";
import { cardTag, K, phrase, seasonName, smallBack, smallCard, suitIcon } from "./words.js";

const prizeValue = (code) => ("TJQK".includes(code[0]) ? 10 : Number(code[0]));

/** The Commons face down in a season's stack, or 0 once that season is turned over. */
function stackSize(view, season) {
  if (view.phase === "pass") return view.stacks[season] ?? 0;
  if (view.phase !== "commit" || season <= view.season) return 0;
  return view.stacks[season - view.season - 1] ?? 0;
}

export function statusBar(board, view) {
  const seasons = [0, 1, 2, 3].map((index) => {
    const state = view.phase === "commit"
      ? index < view.season ? "done" : index === view.season ? "now" : "next"
      : view.phase === "pass" ? "next" : "done";
    const waiting = stackSize(view, index);
    const name = seasonName(index);
    return h("li", { class: `season ${state}`, "aria-current": state === "now" ? "step" : null,
      title: waiting ? t(K("waiting-commons"), { count: waiting, season: name }) : name },
    name, waiting ? h("small", { "aria-hidden": "true" }, String(waiting)) : null);
  });
  return h("div", { class: "status-bar" },
    h("p", { class: "when" }, h("strong", {}, t(K("year"), { year: view.year, years: view.years }))),
    h("ol", { class: "seasons", "aria-label": t(K("seasons")) }, seasons),
    h("p", { class: "turn" }, turnText(board, view)));
}

function turnText(board, view) {
  const { toPlay, seat, caption } = board.snapshot;
  if (caption) return caption; // a replay's: the board is read-only
  const { seating, allowed } = board;
  const name = (who) => seating.name(who);
  const names = (seats) => seats.map(name).join(", ");
  // A sentence about the seat to play: in the second person when it is the reader's (a replay).
  const seatSays = (key, params) => say({ key: K(key), seat: toPlay[0], ...params }, seating.reader);
  if (view.over) {
    const points = Math.max(...view.scores);
    return view.winners.length === 1 ? say({ key: K("won"), seat: view.winners[0], points }, seating.reader)
      : t(K("shared"), { names: names(view.winners), points });
  }
  if (view.phase === "pass") {
    if (allowed.passes.size) return t(K("choose-pass"), { name: name(seating.left(seat)) });
    const choosing = toPlay.filter((other) => other !== seat);
    return choosing.length ? t(K("waiting-passes"), { names: names(choosing) }) : "";
  }
  if (view.phase === "commit") {
    if (allowed.placements.size) return t(K("your-turn"), { season: seasonName(view.season) });
    return seatSays("commits-next", { name: name(toPlay[0]) });
  }
  const next = view.year + 1;
  if (allowed.deal) return t(K("deal-when-ready"), { year: view.year, next });
  return seatSays(board.yearHeld ? "held" : "waiting-deal", { year: view.year, name: name(toPlay[0]), next });
}

export function houses(board, view) {
  const { toPlay } = board.snapshot;
  const { seating } = board;
  return h("ul", { class: "houses", "aria-label": t(K("houses")) }, view.houses.map((house) => {
    const { seat, suit } = house;
    const prizes = view.prizes[seat].reduce((sum, code) => sum + prizeValue(code), 0);
    const curses = house.curses
      ? [...Array.from({ length: house.curses }, () => h("span", { class: "curse", "aria-hidden": "true" })),
        t(K("curses"), { count: house.curses })]
      : t(K("no-curse"));
    const level = seating.level(seat);
    return h("li", { class: `house ${seating.isViewer(seat) ? "you" : ""} ${toPlay.includes(seat) ? "to-play" : ""}`,
      "data-seat": seat, "data-seat-panel": seat },
    h("span", { class: "banner", "aria-hidden": "true" }, cardFace(house.banner)),
    h("div", { class: "house-info" },
      seating.relation(seat) ? h("span", { class: "relation" }, seating.relation(seat)) : null,
      h("strong", { class: "house-name" }, seating.name(seat)),
      level ? h("span", { class: "level" }, level) : null,
      h("span", { class: "house-of" }, suitIcon(suit), t(K("house-of"), { suit })),
      h("span", { class: "house-stats" }, t(K("house-stats"), { cards: view.hand_sizes[seat], points: prizes })),
      h("span", { class: `curses ${house.curses ? "cursed" : ""}` }, curses),
      houseTag(board, view, seat)));
  }));
}

/** A word on what this House is doing in the current step. */
function houseTag(board, view, seat) {
  let tag = null;
  if (view.phase === "pass") tag = view.passes_chosen.includes(seat) ? "passed" : "choosing";
  else if (view.phase === "commit") {
    const done = view.commitments.some((play) => play.seat === seat);
    tag = done ? "committed" : board.snapshot.toPlay.includes(seat) ? "to-commit"
      : view.first_seat === seat ? "first" : null;
  }
  return tag ? h("span", { class: "house-tag" }, t(K(`tag.${tag}`))) : null;
}

/** While the Houses pass: what comes once they all have. */
export function upcoming(view) {
  if (view.phase !== "pass") return null;
  return h("p", { class: "panel upcoming" }, t(K("upcoming"), { count: view.stacks[0] }));
}

export function challenges(board, view) {
  return h("section", { class: "challenges", "aria-label": t(K("challenges"), { season: seasonName(view.season) }) },
    view.challenges.map((pile) => challenge(board, view, pile)));
}

function challenge(board, view, pile) {
  const { suit } = pile;
  const carried = new Set(pile.carried);
  const strays = new Set(pile.strays);
  const placed = view.commitments.filter((play) => play.at === suit);
  const name = board.seating.name(pile.house_seat);
  const marks = [];
  if (pile.carried.length) marks.push(h("span", { class: "carried-note" }, t(K("carried"))));
  if (pile.strays.length) marks.push(h("span", { class: "stray-note" }, t(K("strays"))));
  return h("section", { class: "challenge", "data-suit": suit,
    "aria-label": say({ key: K("challenge"), suit, total: pile.total, name, seat: pile.house_seat },
      board.seating.reader) },
  h("header", {}, suitIcon(suit), h("span", { class: "challenge-name" }, sentence(t(`core.suit.${suit}`))),
    h("span", { class: "total", title: t(K("total")) }, String(pile.total))),
  h("p", { class: "threatens" }, phrase(K("threatens"), { name: h("strong", {}, name), seat: pile.house_seat },
    board.seating.reader)),
  h("div", { class: "pile" }, pile.cards.map((code) => smallCard(code,
    carried.has(code) ? "carried" : strays.has(code) ? "stray" : "", code))),
  marks.length ? h("p", { class: "pile-marks" }, marks) : null,
  h("ul", { class: "placed", "aria-label": t(K("placed"), { suit }) }, placed.map((play) =>
    h("li", { class: `placed-card ${play.face}`, "data-seat": play.seat },
      play.card ? smallCard(play.card, play.face === "down" ? "own-down" : "", play.card)
        : smallBack(`down-${play.seat}`),
      h("span", { class: "placed-by" }, board.seating.name(play.seat))))),
  h("button", { class: "primary place unlit", type: "button", "data-focus-key": `place-${suit}`,
    "data-suit": suit }, t(K("place-here"))));
}

export function controls(board, view) {
  const { allowed } = board;
  if (board.snapshot.caption) return h("div", { class: "controls" }); // a replay plays nothing
  if (view.over) {
    return h("div", { class: "controls" }, h("button", { class: "primary", type: "button",
      "data-focus-key": "new-deal", onclick: () => board.table.newDeal() }, t("ending.new-deal")));
  }
  if (allowed.deal) {
    return h("div", { class: "controls" }, h("button", { class: "primary", type: "button",
      "data-focus-key": "deal", onclick: () => board.play({ kind: "deal" }) }, t(K("deal"), { year: view.year + 1 })));
  }
  if (board.yearHeld) {
    return h("div", { class: "controls" }, h("button", { class: "primary", type: "button",
      "data-focus-key": "next-year", onclick: () => board.moveOn(view.year) }, t(K("next-year"), { year: view.year + 1 })));
  }
  if (allowed.passes.size) return passControls(board);
  if (allowed.placements.size) return commitControls(board);
  return h("div", { class: "controls" });
}

function passControls(board) {
  const { noble, common } = board.pass;
  const ready = Boolean(noble && common);
  const slot = (label, code) => h("span", { class: `pass-slot ${code ? "filled" : ""}` },
    h("span", { class: "muted" }, label), code ? cardTag(code) : "—");
  return h("div", { class: "controls pass-controls" },
    slot(t(K("noble")), noble), slot(t(K("common")), common),
    h("button", { class: "primary pass", type: "button", "aria-disabled": String(!ready),
      title: ready ? null : t(K("pass-first")), "data-focus-key": "pass", onclick: (event) => board.passNow(event.currentTarget) },
    t(K("pass-to"), { name: board.seating.name(board.seating.left(board.snapshot.seat)) })));
}

function commitControls(board) {
  const faceButton = (face) => h("button", { type: "button", class: `face ${board.face === face ? "on" : ""}`,
    "aria-pressed": String(board.face === face), "data-focus-key": `face-${face}`,
    onclick: () => board.chooseFace(face) }, t(K(`face.${face}`)));
  const prompt = board.chosen
    ? phrase(K(`place-prompt.${board.face}`), { card: cardTag(board.chosen) })
    : t(K("pick-prompt"));
  return h("div", { class: "controls commit-controls" },
    h("span", { class: "faces", role: "group", "aria-label": t(K("faces")) },
      faceButton("up"), faceButton("down")),
    h("p", { class: "prompt" }, prompt));
}

export function hand(board, view) {
  if (!view.hand) return null;
  const yearOver = view.phase === "deal" || view.phase === "over";
  const received = new Set(view.passed && !yearOver ? view.passed.received : []);
  const cards = view.hand.map((code) => {
    const usable = board.usable(code);
    return h("button", { type: "button", class: `hand-card ${received.has(code) ? "received" : ""}`,
      "data-new": received.has(code) ? t(K("new")) : null, "data-card": code, "data-motion": code, "data-focus-key": `hand-${code}`, tabindex: -1,
      "aria-disabled": usable ? null : "true", "aria-pressed": usable ? "false" : null,
      "aria-label": cardName(code) }, cardFace(code));
  });
  const { seating, snapshot } = board;
  const passed = view.passed && !yearOver
    ? h("p", { class: "passed-note" }, phrase(K("you-passed"), { gave: view.passed.gave.map(cardTag),
      name: seating.name(seating.left(snapshot.seat)), received: view.passed.received.map(cardTag) }))
    : null;
  const title = t(K(yearOver ? "hand-left" : "hand"));
  return h("section", { class: "hand-area", "aria-label": title },
    h("h2", {}, title), h("div", { class: "hand", role: "group", "aria-label": title }, cards), passed);
}
