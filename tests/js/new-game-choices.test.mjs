// web/js/lobby/new-game-choices.js without a page (node's test runner, from `make test`): what a
// first game of each kind deals before the player has chosen anything (you against two
// computers where the game allows it, the easiest grade of a graded patience), and that a
// choice once made, "any grade" too, is what comes back.

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";

import { firstPlayers, lastChoices, lastPlayers, rememberChoices } from "../../web/js/lobby/new-game-choices.js";

// The describe() of each game as far as the choices read it (pygames' own figures).
const option = (name, kind, value, extra = {}) => ({ name, kind, default: value, per_seat: false, ...extra });
const GAMES = {
  agnes: { id: "agnes", min_players: 1, max_players: 1, levels: ["normal"], grades: ["easy", "medium", "hard"],
    options: { 1: [option("variant", "choice", "bernauer", { choices: ["bernauer", "sorel"] })] } },
  agincards: { id: "agincards", min_players: 1, max_players: 6, levels: ["easy", "normal", "hard"], grades: [],
    options: Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [n, [option("decks", "int", n <= 3 ? 1 : 2,
      { min: 1, max: 3 })]])) },
  cardcassonne: { id: "cardcassonne", min_players: 2, max_players: 5, levels: ["easy", "normal", "hard"],
    grades: [], options: { 2: [], 3: [], 4: [], 5: [] } },
  "agony-aunt": { id: "agony-aunt", min_players: 4, max_players: 4, levels: ["easy", "normal", "hard"],
    grades: [], options: { 4: [] } },
};

beforeEach(() => {
  const stored = new Map();
  globalThis.localStorage = {
    getItem: (key) => (stored.has(key) ? stored.get(key) : null),
    setItem: (key, value) => stored.set(key, String(value)),
    removeItem: (key) => stored.delete(key),
  };
});

test("a first game is you against two computers where the game allows three", () => {
  assert.deepEqual(Object.fromEntries(Object.entries(GAMES).map(([id, game]) => [id, firstPlayers(game)])),
    { agnes: 1, agincards: 3, cardcassonne: 3, "agony-aunt": 4 });
  const { seats } = lastChoices(GAMES.cardcassonne, lastPlayers(GAMES.cardcassonne));
  assert.deepEqual(seats.map((seat) => seat.kind), ["human", "computer", "computer"]);
});

test("a graded patience deals its easiest grade first, and the grade chosen after", () => {
  const agnes = GAMES.agnes;
  assert.equal(lastChoices(agnes, 1).grade, "easy");
  rememberChoices(agnes, { players: 1, seats: [{ name: "", kind: "human" }], options: { variant: "sorel" },
    winnableOnly: false, grade: null });
  assert.equal(lastChoices(agnes, 1).grade, null, "any grade, once chosen, is remembered");
  rememberChoices(agnes, { players: 1, seats: [{ name: "", kind: "human" }], options: { variant: "sorel" },
    winnableOnly: true, grade: "hard" });
  assert.equal(lastChoices(agnes, 1).grade, "hard");
  assert.equal(lastChoices(GAMES.cardcassonne, 3).grade, null, "an ungraded game has none");
});

test("a damaged grade gives way to the easiest, and a patience's seat is always the player's", () => {
  localStorage.setItem("cardtable/new-game/agnes", JSON.stringify({ players: 1, grade: "impossible",
    seats: [{ name: "Ada", kind: "computer", level: "normal" }] }));
  const { grade, seats } = lastChoices(GAMES.agnes, 1);
  assert.equal(grade, "easy");
  assert.deepEqual(seats, [{ name: "Ada", kind: "human" }]);
});

test("the players chosen last come back while the game allows them", () => {
  rememberChoices(GAMES.agincards, { players: 5, seats: [], options: { decks: 2 }, winnableOnly: false });
  assert.equal(lastPlayers(GAMES.agincards), 5);
  localStorage.setItem("cardtable/new-game/agincards", JSON.stringify({ players: 9 }));
  assert.equal(lastPlayers(GAMES.agincards), 3);
});
