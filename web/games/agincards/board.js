// Agincards on screen: the map (an unbounded grid that pans and zooms), the player's hand
// with a "place a token" switch, the score board and the move log. Moves come only from
// the engine's legal list: "7H@3,-2", "7H@3,-2+token", "reclaim 1,0", "pass".
// Input: tap a card of the hand, then one of the lit cells of the map; tap a token of yours
// marked ↺ to take it back.

import { cardFace, cardName } from "../../js/cards.js";
import { h } from "../../js/dom.js";
import { cellKey, MapView } from "./map.js";
import { logPanel, outcome, scoreBoard } from "./panels.js";

const STYLESHEET = "./games/agincards/board.css";

const howToPlay = `## Playing on this screen
- **Tap a card** in your hand: the cells of the map where it may go light up. **Tap a lit cell** to play it there; tap the card again to put it back.
- Switch on **Place a token** before tapping the cell to put one of your tokens on the card. It is greyed out when you have no token left.
- In the patience variant a lit cell showing a token can only take the card with a token (without one the card would not score).
- Tokens are discs in their owner's colour, numbered by seat. A dashed ring marks a token that can score no more; **tap your own** (↺) to take it back: this is free, and your turn goes on.
- Dark crossed squares are **dead space**: no card can ever go there.
- Each lit cell shows what playing there scores you: **+3** on the dark badge without a token, and on the tag in your token colour below it with one. With *Place a token* on, it shows the score with the token.
- The cards played by others since your last turn glow.
- **Move the map** by dragging it (one finger on a phone); **zoom** with the wheel, a pinch, or the + and − buttons; ⤢ shows the whole map again. With the keyboard, click the map first: arrows move it, + and − zoom, 0 shows it all.
- **Pass** plays no card this turn; when every player passes in turn (in a solo game: at your first pass) the game ends.
- ↶ and ↷ undo and redo in a solo game; *New* starts another deal.`;

/** The legal moves sorted by kind: placements by card and cell, reclaims, pass. */
function movesOf(legal) {
  const placements = new Map();
  const reclaims = new Set();
  for (const move of legal) {
    const placement = /^(\w\w)@(-?\d+,-?\d+)(\+token)?$/.exec(move);
    const reclaim = /^reclaim (-?\d+,-?\d+)$/.exec(move);
    if (placement) {
      const [, card, cell, token] = placement;
      if (!placements.has(card)) placements.set(card, new Map());
      const ways = placements.get(card).get(cell) ?? { plain: false, token: false };
      ways[token ? "token" : "plain"] = true;
      placements.get(card).set(cell, ways);
    } else if (reclaim) {
      reclaims.add(reclaim[1]);
    }
  }
  return { placements, reclaims, canPass: legal.includes("pass") };
}

/** The engine's score preview of each cell `card` may go to: "x,y" -> [plain, withToken]
 * (null where that way of playing is not allowed). */
function previewsOf(view, card) {
  const index = view.hand?.indexOf(card) ?? -1;
  if (index < 0) return new Map();
  return new Map(view.legal_cells[index].map(([x, y], i) => [cellKey(x, y), view.previews[index][i]]));
}

class AgincardsBoard {
  constructor(root, table) {
    this.root = root;
    this.table = table;
    this.snapshot = null;
    this.selected = null;
    this.tokenOn = false;
    this.map = new MapView((target) => this.tapMap(target));
    const zoomButton = (label, title, onclick) => h("button", { type: "button", class: "tool", title,
      "aria-label": title, onclick }, label);
    this.bar = h("div", { class: "game-bar ag-bar" });
    this.scores = h("div", { class: "ag-scores-slot" });
    this.hand = h("section", { class: "ag-hand-area", "aria-label": "Your hand" });
    this.log = h("div", { class: "ag-log-slot" });
    this.onKey = (event) => {
      if (event.key === "Escape" && this.selected) this.select(null);
    };
    root.addEventListener("keydown", this.onKey);
    this.element = h("div", { class: "agincards" }, this.bar,
      h("div", { class: "ag-map-area" }, this.map.element,
        h("div", { class: "ag-zoom" },
          zoomButton("+", "Zoom in", () => this.map.zoomIn()),
          zoomButton("−", "Zoom out", () => this.map.zoomOut()),
          zoomButton("⤢", "Show the whole map", () => this.map.fit()))),
      this.hand, h("div", { class: "ag-side" }, this.scores, this.log));
    root.replaceChildren(this.element);
  }

  destroy() {
    this.root.removeEventListener("keydown", this.onKey);
    this.map.destroy();
  }

  // --- drawing -------------------------------------------------------------------------
  render(snapshot) {
    this.snapshot = snapshot;
    this.moves = movesOf(snapshot.legal);
    if (!this.moves.placements.has(this.selected)) this.selected = null;
    if (!this.tokenAllowed()) this.tokenOn = false;
    this.scores.replaceChildren(scoreBoard(snapshot));
    this.element.style.setProperty("--seats", snapshot.view.players);
    this.log.replaceChildren(logPanel(snapshot));
    const { view, seat, names } = snapshot;
    this.map.draw(view, { fresh: new Set(view.recent.map(([x, y]) => cellKey(x, y))),
      canReclaim: this.moves.reclaims, names });
    this.showSelection();
  }

  /** Redraw only what the chosen card and the token switch decide: the prompt, the hand and
   * the map's lit cells (not its cards), so that choosing a card stays cheap on a big map. */
  showSelection() {
    const focused = this.focusedHandControl();
    this.bar.replaceChildren(...this.barContents());
    this.hand.replaceChildren(...this.handContents());
    if (focused) this.hand.querySelector(focused)?.focus();
    this.map.showTargets(this.targets(), { tokenOn: this.tokenOn, seat: this.snapshot.seat });
  }

  /** A selector for the hand's card or switch that has the focus, to give it back after drawing. */
  focusedHandControl() {
    const active = document.activeElement;
    if (!this.hand.contains(active)) return null;
    return active.dataset.card ? `[data-card="${active.dataset.card}"]` : ".ag-token-switch";
  }

  /** The cells the selected card may go to: "x,y" -> {needsToken, points, tokenPoints}, the
   * points this seat scores there without and with a token (null: not offered). */
  targets() {
    const targets = new Map();
    const previews = previewsOf(this.snapshot.view, this.selected);
    for (const [cell, ways] of this.moves.placements.get(this.selected) ?? []) {
      if (this.tokenOn && !ways.token) continue;
      const [points, tokenPoints] = previews.get(cell) ?? [null, null];
      targets.set(cell, { needsToken: !this.tokenOn && !ways.plain,
        points: ways.plain ? points : null, tokenPoints: ways.token ? tokenPoints : null });
    }
    return targets;
  }

  /** Whether a token may go with the selected card (or, before choosing, with any card). */
  tokenAllowed() {
    const cards = this.selected ? [this.selected] : [...this.moves.placements.keys()];
    return cards.some((card) => [...this.moves.placements.get(card).values()].some((ways) => ways.token));
  }

  barContents() {
    const { view, over } = this.snapshot;
    const pile = h("span", { class: "ag-pile", title: "Cards left in the draw pile" },
      "Draw pile ", h("strong", {}, String(view.draw_pile)));
    if (over) {
      return [h("p", { class: "outcome", role: "status" }, outcome(this.snapshot)), pile,
        h("button", { class: "primary", type: "button", onclick: () => this.table.newDeal() }, "New deal")];
    }
    const pass = this.moves.canPass
      ? h("button", { type: "button", class: "ag-pass", onclick: () => this.play("pass"),
        title: "Play no card this turn" }, "Pass") : null;
    return [h("p", { class: "ag-prompt" }, this.prompt()), pile, pass].filter(Boolean);
  }

  prompt() {
    const { view, legal, names, toPlay } = this.snapshot;
    if (!legal.length) return `${names[toPlay[0]]}'s turn.`;
    const { placements, reclaims } = this.moves;
    if (this.selected) {
      return `Tap a lit cell for the ${cardName(this.selected)}${this.tokenOn ? ", with a token" : ""}.`;
    }
    if (!placements.size) {
      return reclaims.size ? "No card fits: take back a token (↺) to go on."
        : "No card of yours fits the map: pass.";
    }
    const patience = view.variant === "patience" ? " Every card must score." : "";
    return `Your turn: pick a card${this.moves.canPass ? ", or pass" : ""}.${patience}`;
  }

  handContents() {
    const { view, seat } = this.snapshot;
    if (seat === null || !view.hand) return [];
    if (this.snapshot.over && !view.hand.length) return [];
    const tokensLeft = view.tokens_in_hand[seat];
    const allowed = this.tokenAllowed();
    const toggle = h("button", { type: "button", class: `ag-token-switch${this.tokenOn ? " on" : ""}`,
      "aria-pressed": String(this.tokenOn), disabled: !allowed,
      title: allowed ? "Put one of your tokens on the card you play" : "No token can go with this play",
      onclick: () => this.setToken(!this.tokenOn) },
    h("span", { class: "ag-switch", "aria-hidden": "true" }),
    "Place a token ", h("small", {}, `(${tokensLeft} left)`));
    const cards = view.hand.map((code) => {
      const playable = this.moves.placements.has(code);
      return h("button", { type: "button", class: `ag-hand-card${code === this.selected ? " selected" : ""}`,
        "data-card": code, disabled: !playable, "aria-pressed": String(code === this.selected),
        "aria-label": `${cardName(code)}${playable ? "" : ": no place for it"}`,
        onclick: () => this.select(code === this.selected ? null : code) }, cardFace(code));
    });
    return [h("div", { class: "ag-hand-bar" }, h("h2", {}, "Your hand"), toggle),
      h("div", { class: "ag-hand" }, cards)];
  }

  // --- input ---------------------------------------------------------------------------
  select(card) {
    this.selected = card;
    if (!this.tokenAllowed()) this.tokenOn = false;
    this.showSelection();
  }

  setToken(on) {
    this.tokenOn = on && this.tokenAllowed();
    this.showSelection();
  }

  /** Send a move; the board then starts afresh, with no card chosen and no token. */
  play(move) {
    this.selected = null;
    this.tokenOn = false;
    this.table.play(move);
  }

  tapMap(target) {
    const reclaim = target.closest("[data-reclaim]")?.dataset.reclaim;
    if (reclaim && this.moves.reclaims.has(reclaim)) {
      this.play(`reclaim ${reclaim}`);
      return;
    }
    const cell = target.closest(".ag-target")?.dataset.cell;
    const ways = cell && this.moves.placements.get(this.selected)?.get(cell);
    if (!ways) return;
    const withToken = this.tokenOn || !ways.plain;
    this.play(`${this.selected}@${cell}${withToken ? "+token" : ""}`);
  }
}

export default {
  howToPlay,
  stylesheet: STYLESHEET,
  create: (root, table) => new AgincardsBoard(root, table),
};
