// Agents of the Crown on screen: the year and season with whose turn it is, the four Houses'
// banners and curses, the season's challenges as piles by suit with the cards committed
// beside them (face up, or as backs), the controls of the current step, your hand, then the
// last reveal, the year's scoring, the score table and the log.
// Moves come only from the engine's legal list: "pass QH 7C", "commit 7C up at H",
// "commit QS down at D", "deal". Input: tap cards and challenges (mouse, touch, keyboard).

import { cardFace, cardName } from "../../js/cards.js";
import { h } from "../../js/dom.js";
import { trackDrags } from "../../js/drag.js";
import { logPanel, revealPanel, scoreTable, yearSummary } from "./record.js";
import {
  capitalized, cardTag, isNoble, SEASONS, Seating, smallBack, smallCard, SUIT_NAMES, suitIcon,
} from "./words.js";

const STYLESHEET = "./games/agents-of-the-crown/board.css";

const howToPlay = `## Playing on this screen
- **Passing:** tap one Noble (10 to King) and one Common (2 to 9) in your hand, then *Pass*. Your choice stays secret; the cards change hands once every House has chosen.
- **Committing:** on your turn, pick **Face up** or **Face down**, tap a card in your hand, then tap the challenge to place it beside (or its *Place here* button); or drag the card onto the challenge. Only the card's suit decides what it fights; where you place it is a signal, or a bluff.
- Each challenge shows its total; ↻ marks cards carried over from a pile no one beat, ★ marks strays from last season. Cards committed beside it show face up, or as backs; your own face-down card is shown to you dimmed.
- Each banner shows a House's player, where they sit from you (curses on **your left** neighbour's House cost you too) and its curses this year.
- After each season the **reveal** shows how every challenge went and who took which prize; after Winter the **year's scoring** follows, and the player who commits first in the coming Spring deals the next year: when that is not you, *On to year …* lets them deal once you have read the scoring.
- ↶ and ↷ undo and redo your moves; *New* starts another deal.`;

/** What the legal list allows: the passes, each card's placements ("down H"), a deal. */
function readLegal(legal) {
  const passes = new Set();
  const passable = new Set();
  const placements = new Map();
  for (const move of legal) {
    const words = move.split(" ");
    if (words[0] === "pass") {
      passes.add(move);
      passable.add(words[1]).add(words[2]);
    } else if (words[0] === "commit") {
      const [, card, face, , suit] = words;
      if (!placements.has(card)) placements.set(card, new Set());
      placements.get(card).add(`${face} ${suit}`);
    }
  }
  return { passes, passable, placements, deal: legal.includes("deal") };
}

const prizeValue = (code) => (isNoble(code) ? 10 : Number(code[0]));

class CrownBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.pass = { noble: null, common: null };
    this.chosen = null;
    this.face = "down";
    this.revealOpen = new Map();
    // The last year whose scoring this player has read; until then a computer dealing the
    // next year (which clears the scoring and Winter's reveal) waits.
    this.yearRead = 0;
    this.onKeyDown = (event) => this.keyDown(event);
    // Taps are clicks (the hand's buttons); a card of the hand may also be dragged onto a
    // challenge while committing.
    this.drags = trackDrags(root, {
      pieceAt: (target) => this.draggableCard(target),
      lift: (code) => this.lift(code),
      hover: (event) => {
        const over = this.challengeAt(event);
        for (const box of this.root.querySelectorAll(".challenge")) box.classList.toggle("hovered", box === over);
      },
      placeAt: (event) => this.challengeAt(event)?.dataset.suit,
      settle: () => {
        for (const el of this.root.querySelectorAll(".lifted, .hovered")) el.classList.remove("lifted", "hovered");
      },
      drop: (suit, code) => {
        if (suit && this.allowed.placements.get(code).has(`${this.face} ${suit}`)) this.commit(suit);
      },
    });
    root.addEventListener("keydown", this.onKeyDown);
  }

  destroy() {
    this.drags.destroy();
    this.root.removeEventListener("keydown", this.onKeyDown);
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.snapshot = snapshot;
    const { view, legal, seat, names } = snapshot;
    this.seating = new Seating(names, seat);
    this.allowed = readLegal(legal);
    this.dropStaleChoices();
    this.yearHeld = view.phase === "deal" && !this.allowed.deal && this.yearRead < view.year;
    this.table.hold(this.yearHeld);
    this.keepingFocus(() => {
      const main = h("div", { class: `crown-main ${this.allowed.placements.size ? "committing" : ""}` },
        this.statusBar(view), this.houses(view),
        view.year_end ? this.yearPanel(view) : null,
        view.last_reveal ? this.reveal(view) : null,
        view.phase === "commit" ? this.challenges(view) : this.upcoming(view),
        this.controls(view), this.hand(view));
      const side = h("div", { class: "crown-side" }, scoreTable(view, this.seating),
        logPanel(view.log, this.seating));
      this.root.replaceChildren(h("div", { class: "crown" }, main, side));
    });
  }

  redraw() {
    if (this.snapshot) this.render(this.snapshot);
  }

  /** Redraw only what the picked cards and the face choice decide (the hand's highlights,
   * the lit challenges and the controls), so that picking a card stays cheap. */
  showSelection() {
    if (!this.snapshot) return;
    this.keepingFocus(() => {
      for (const card of this.root.querySelectorAll(".hand-card")) {
        const picked = this.isPicked(card.dataset.card);
        card.classList.toggle("picked", picked);
        if (!card.disabled) card.setAttribute("aria-pressed", String(picked));
      }
      for (const box of this.root.querySelectorAll(".challenge")) {
        const target = this.isTarget(box.dataset.suit);
        box.classList.toggle("target", target);
        const button = box.querySelector(".place");
        if (target && !button) box.append(this.placeButton(box.dataset.suit));
        else if (!target) button?.remove();
      }
      const controls = this.controls(this.snapshot.view);
      if (controls) this.root.querySelector(".controls")?.replaceWith(controls);
    });
  }

  /** Run `draw`, then give the focus back to the control that had it (by its focus key). */
  keepingFocus(draw) {
    const focused = this.root.contains(document.activeElement) ? document.activeElement.dataset.focusKey : null;
    draw();
    if (focused && !this.root.contains(document.activeElement)) {
      this.root.querySelector(`[data-focus-key="${focused}"]`)?.focus();
    }
  }

  /** Forget a picked card the legal list no longer offers (after a move, undo or redo). */
  dropStaleChoices() {
    const { passable, placements } = this.allowed;
    if (!passable.has(this.pass.noble)) this.pass.noble = null;
    if (!passable.has(this.pass.common)) this.pass.common = null;
    if (!placements.has(this.chosen)) this.chosen = null;
  }

  statusBar(view) {
    const seasons = SEASONS.map((name, index) => {
      const state = view.phase === "commit"
        ? index < view.season ? "done" : index === view.season ? "now" : "next"
        : view.phase === "pass" ? "next" : "done";
      const waiting = this.stackSize(view, index);
      return h("li", { class: `season ${state}`, title: waiting ? `${waiting} Commons wait for ${name}` : name },
        name, waiting ? h("small", {}, String(waiting)) : null);
    });
    return h("div", { class: "status-bar" },
      h("p", { class: "when" }, h("strong", {}, `Year ${view.year} of ${view.years}`),
        view.phase === "commit" ? ` · ${view.season_name}` : ""),
      h("ol", { class: "seasons", "aria-label": "Seasons of this year" }, seasons),
      h("p", { class: "turn", role: "status" }, this.turnText(view)));
  }

  /** The Commons face down in a season's stack, or 0 once that season is turned over. */
  stackSize(view, season) {
    if (view.phase === "pass") return view.stacks[season] ?? 0;
    if (view.phase !== "commit" || season <= view.season) return 0;
    return view.stacks[season - view.season - 1] ?? 0;
  }

  turnText(view) {
    const { toPlay, seat } = this.snapshot;
    const name = (who) => this.seating.name(who);
    const list = (seats) => seats.map(name).join(", ");
    if (view.over) {
      const best = Math.max(...view.scores);
      return view.winners.length === 1
        ? `Game over: ${name(view.winners[0])} wins with ${best}.`
        : `Game over: ${list(view.winners)} share the win with ${best}.`;
    }
    if (view.phase === "pass") {
      if (this.allowed.passes.size) return `Choose a Noble and a Common to pass to ${name(this.seating.left(seat))}.`;
      const choosing = toPlay.filter((other) => other !== seat);
      return choosing.length ? `Waiting for ${list(choosing)} to choose their passes.` : "";
    }
    if (view.phase === "commit") {
      if (this.allowed.placements.size) return `Your turn: commit a card beside a ${view.season_name} challenge.`;
      return `${name(toPlay[0])} commits next.`;
    }
    const next = view.year + 1;
    if (this.allowed.deal) return `Year ${view.year} is scored: deal year ${next} when ready.`;
    return this.yearHeld ? `Year ${view.year} is scored: ${name(toPlay[0])} deals year ${next} when you move on.`
      : `Waiting for ${name(toPlay[0])} to deal year ${next}.`;
  }

  houses(view) {
    const { toPlay } = this.snapshot;
    return h("ul", { class: "houses", "aria-label": "Houses" }, view.houses.map((house) => {
      const { seat, suit } = house;
      const relation = this.seating.relation(seat);
      const prizes = view.prizes[seat].reduce((sum, code) => sum + prizeValue(code), 0);
      const curses = house.curses
        ? [...Array.from({ length: house.curses }, () => h("span", { class: "curse", "aria-hidden": "true" })),
          `${house.curses} curse${house.curses > 1 ? "s" : ""}`]
        : "no curse";
      return h("li", { class: `house ${relation === "you" ? "you" : ""} ${toPlay.includes(seat) ? "to-play" : ""}`,
        "data-seat": seat },
      h("span", { class: "banner" }, cardFace(house.banner)),
      h("div", { class: "house-info" },
        relation ? h("span", { class: "relation" }, relation) : null,
        h("strong", { class: "house-name" }, this.seating.name(seat)),
        h("span", { class: "house-of" }, suitIcon(suit), capitalized(SUIT_NAMES[suit])),
        h("span", { class: "house-stats" }, `${view.hand_sizes[seat]} cards · prizes ${prizes}`),
        h("span", { class: `curses ${house.curses ? "cursed" : ""}` }, curses),
        this.houseTag(view, seat)));
    }));
  }

  /** A word on what this House is doing in the current step. */
  houseTag(view, seat) {
    let text = null;
    if (view.phase === "pass") text = view.passes_chosen.includes(seat) ? "has passed" : "choosing";
    else if (view.phase === "commit") {
      const done = view.commitments.some((play) => play.seat === seat);
      text = done ? "committed" : this.snapshot.toPlay.includes(seat) ? "to commit"
        : view.first_seat === seat ? "commits first" : null;
    }
    return text ? h("span", { class: "house-tag" }, text) : null;
  }

  /** The year's scoring, with the button that lets another player deal the next year. */
  yearPanel(view) {
    const panel = yearSummary(view.year_end, this.seating, view.houses);
    if (this.yearHeld) {
      panel.append(h("p", { class: "dialog-buttons" }, h("button", { class: "primary", type: "button",
        "data-focus-key": "next-year", onclick: () => { this.yearRead = view.year; this.redraw(); } },
      `On to year ${view.year + 1}`)));
    }
    return panel;
  }

  reveal(view) {
    const reveal = view.last_reveal;
    const key = `${reveal.year}-${reveal.season}`;
    const mineThisSeason = view.commitments.some((play) => play.seat === this.snapshot.seat);
    const fresh = view.phase !== "commit" || !mineThisSeason;
    const open = this.revealOpen.has(key) ? this.revealOpen.get(key) : fresh;
    return revealPanel(reveal, this.seating, open, (isOpen) => this.revealOpen.set(key, isOpen));
  }

  /** While the Houses pass: what comes once they all have. */
  upcoming(view) {
    if (view.phase !== "pass") return null;
    return h("p", { class: "panel upcoming" },
      `Once every House has passed, Spring’s ${view.stacks[0]} Commons are turned over as the first challenges.`);
  }

  challenges(view) {
    return h("section", { class: "challenges", "aria-label": `${view.season_name} challenges` },
      view.challenges.map((pile) => this.challenge(view, pile)));
  }

  challenge(view, pile) {
    const { suit } = pile;
    const carried = new Set(pile.carried);
    const strays = new Set(pile.strays);
    const placed = view.commitments.filter((play) => play.at === suit);
    const target = this.isTarget(suit);
    const marks = [];
    if (pile.carried.length) marks.push(h("span", { class: "carried-note" }, "↻ carried over"));
    if (pile.strays.length) marks.push(h("span", { class: "stray-note" }, "★ strays"));
    return h("section", { class: `challenge ${target ? "target" : ""}`, "data-suit": suit,
      onclick: () => this.isTarget(suit) && this.commit(suit) },
    h("header", {}, suitIcon(suit), h("span", { class: "challenge-name" }, capitalized(SUIT_NAMES[suit])),
      h("span", { class: "total", title: "the challenge's total" }, String(pile.total))),
    h("p", { class: "threatens" }, "threatens ", h("strong", {}, this.seating.name(pile.house_seat))),
    h("div", { class: "pile" }, pile.cards.map((code) => smallCard(code,
      carried.has(code) ? "carried" : strays.has(code) ? "stray" : ""))),
    marks.length ? h("p", { class: "pile-marks" }, marks) : null,
    h("ul", { class: "placed", "aria-label": `cards placed beside ${SUIT_NAMES[suit]}` }, placed.map((play) =>
      h("li", { class: `placed-card ${play.face}`, "data-seat": play.seat },
        play.card ? smallCard(play.card, play.face === "down" ? "own-down" : "") : smallBack(),
        h("span", { class: "placed-by" }, this.seating.name(play.seat))))),
    target ? this.placeButton(suit) : null);
  }

  /** Whether the chosen card, with the chosen face, may be committed at challenge `suit`. */
  isTarget(suit) {
    return this.chosen !== null && this.allowed.placements.get(this.chosen).has(`${this.face} ${suit}`);
  }

  /** The button of a lit challenge; its click reaches the challenge, which commits. */
  placeButton(suit) {
    return h("button", { class: "primary place", type: "button", "data-focus-key": `place-${suit}` }, "Place here");
  }

  controls(view) {
    const { allowed } = this;
    if (view.over) {
      return h("div", { class: "controls" }, h("button", { class: "primary", type: "button",
        onclick: () => this.table.newDeal() }, "New deal"));
    }
    if (allowed.deal) {
      return h("div", { class: "controls" }, h("button", { class: "primary", type: "button",
        onclick: () => this.play("deal") }, `Deal year ${view.year + 1}`));
    }
    if (allowed.passes.size) return this.passControls();
    if (allowed.placements.size) return this.commitControls();
    return null;
  }

  passControls() {
    const { noble, common } = this.pass;
    const move = noble && common ? `pass ${noble} ${common}` : null;
    const slot = (label, code) => h("span", { class: `pass-slot ${code ? "filled" : ""}` },
      h("span", { class: "muted" }, label), code ? cardTag(code) : "—");
    return h("div", { class: "controls pass-controls" },
      slot("Noble", noble), slot("Common", common),
      h("button", { class: "primary", type: "button", disabled: !this.allowed.passes.has(move),
        "data-focus-key": "pass", onclick: () => this.play(move) },
      `Pass to ${this.seating.name(this.seating.left(this.snapshot.seat))}`));
  }

  commitControls() {
    const faceButton = (face) => h("button", { type: "button", class: `face ${this.face === face ? "on" : ""}`,
      "aria-pressed": String(this.face === face), "data-focus-key": `face-${face}`,
      onclick: () => { this.face = face; this.showSelection(); } }, `Face ${face}`);
    const prompt = this.chosen
      ? ["Place ", cardTag(this.chosen), ` face ${this.face}: tap a challenge.`]
      : ["Tap a card in your hand."];
    return h("div", { class: "controls commit-controls" },
      h("span", { class: "faces", role: "group", "aria-label": "Commit face up or face down" },
        faceButton("up"), faceButton("down")),
      h("p", { class: "prompt" }, prompt));
  }

  hand(view) {
    if (!view.hand) return null;
    const yearOver = view.phase === "deal" || view.phase === "over";
    const received = new Set(view.passed && !yearOver ? view.passed.received : []);
    const passing = this.allowed.passes.size > 0;
    const committing = this.allowed.placements.size > 0;
    const cards = view.hand.map((code) => {
      const usable = passing ? this.allowed.passable.has(code) : committing && this.allowed.placements.has(code);
      const picked = this.isPicked(code);
      return h("button", { type: "button", class: `hand-card ${picked ? "picked" : ""} ${received.has(code) ? "received" : ""}`,
        "data-card": code, "data-focus-key": `hand-${code}`, disabled: !usable,
        "aria-pressed": usable ? String(picked) : null, "aria-label": cardName(code),
        onclick: () => this.pick(code) }, cardFace(code));
    });
    const passed = view.passed && !yearOver
      ? h("p", { class: "passed-note" }, "You gave ", view.passed.gave.map(cardTag), " to ",
        this.seating.name(this.seating.left(this.snapshot.seat)), "; you got ", view.passed.received.map(cardTag), ".")
      : null;
    return h("section", { class: "hand-area" },
      h("h2", {}, yearOver ? "Left in your hand" : "Your hand"),
      h("div", { class: "hand" }, cards), passed);
  }

  /** Whether `code` is picked: to pass while passing, else to commit. */
  isPicked(code) {
    return this.allowed.passes.size ? code === this.pass.noble || code === this.pass.common : code === this.chosen;
  }

  // --- input ---------------------------------------------------------------------------
  pick(code) {
    if (this.allowed.passes.size) {
      const slot = isNoble(code) ? "noble" : "common";
      this.pass[slot] = this.pass[slot] === code ? null : code;
    } else {
      this.chosen = this.chosen === code ? null : code;
    }
    this.showSelection();
  }

  commit(suit) {
    this.play(`commit ${this.chosen} ${this.face} at ${suit}`);
  }

  keyDown(event) {
    if (event.key !== "Escape") return;
    this.pass = { noble: null, common: null };
    this.chosen = null;
    this.showSelection();
  }

  /** The code of the hand card at `target` when it may be committed, else null. */
  draggableCard(target) {
    const card = target.closest(".hand-card");
    return card && !card.disabled && this.allowed.placements.size ? card.dataset.card : null;
  }

  /** Start dragging a hand card: choose it and return its ghost. */
  lift(code) {
    this.chosen = code;
    this.showSelection();
    const card = this.root.querySelector(`.hand-card[data-card="${code}"]`);
    const box = card.getBoundingClientRect();
    const ghost = h("div", { class: "crown-ghost", style: `left:${box.left}px;top:${box.top}px;width:${box.width}px` },
      cardFace(code));
    card.classList.add("lifted");
    return ghost;
  }

  challengeAt(event) {
    return document.elementFromPoint(event.clientX, event.clientY)?.closest(".crown .challenge") ?? null;
  }

  play(move) {
    this.pass = { noble: null, common: null };
    this.chosen = null;
    return this.table.play(move);
  }
}

export default {
  howToPlay,
  stylesheet: STYLESHEET,
  create: (root, table) => new CrownBoard(root, table),
};
