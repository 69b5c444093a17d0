// The page's side of the engine. Python runs in a Web Worker (engine/worker.js), so neither its
// start-up nor a computer player's thinking blocks the page. This module takes over the worker
// engine/start.js started, shows its start-up on the loading bars, and turns each request into a promise: `engine` has
// one async function per request of the bridge (OPERATIONS in pygames/bridge.py), and every refusal,
// or a worker that fails, rejects with an EngineError whose message a player can read.

import { listen, startEngine, worker } from "./start.js";
import { has, say } from "../kit/i18n.js";

/** A refusal from the engine or the bridge: its message is a reason a player can read, in
 * the reader's language when the engine gave it as message data (`entry`, kept so a screen
 * can render it again, e.g. with the seats' names) that the catalog knows, else `text`. */
export class EngineError extends Error {
  name = "EngineError";

  constructor(text, entry = undefined) {
    const known = has(entry?.key);
    super(known ? say(entry) : text);
    this.entry = known ? entry : undefined;
  }
}

// The worker's start-up steps, as the share of the wait they end (the interpreter's download
// and compilation are the long part).
const STEPS = { worker: 0.05, interpreter: 0.85, files: 0.9 };
const STOPPED = "the card games stopped working; reload the page (every game is saved)";
const startFailed = (detail) =>
  `the card games could not start (${detail}); reload the page to try again`;

const root = document.documentElement;
const pending = new Map(); // request id -> {resolve, reject} of its answer
let nextId = 1;
let failure = null; // the EngineError of a worker that failed: every request gets it
let progress = 0.02;
let creep = null;

let started;
/** Resolves once the engine answers requests; rejects with EngineError if it cannot start. */
export const engineReady = new Promise((resolve, reject) => { started = { resolve, reject }; });

/** Bring every `.engine-progress` box on the page up to date: its bar, or why it failed. */
export function showProgress() {
  for (const box of document.querySelectorAll(".engine-progress")) {
    if (failure) {
      if (!box.querySelector(".engine-failed")) {
        const text = document.createElement("p");
        text.className = "engine-failed";
        text.setAttribute("role", "alert");
        text.textContent = `${failure.message.charAt(0).toUpperCase()}${failure.message.slice(1)}.`;
        box.replaceChildren(text);
      }
    } else {
      for (const bar of box.querySelectorAll("progress")) bar.value = progress;
    }
  }
}

function advance(step) {
  progress = Math.max(progress, STEPS[step]);
  showProgress();
  clearInterval(creep);
  // While a long step runs, creep a little towards the next mark so the bar stays alive.
  const ceiling = Math.min(0.98, progress + 0.6 * (1 - progress));
  creep = setInterval(() => { progress += (ceiling - progress) * 0.03; showProgress(); }, 200);
}

/** The engine is gone: every pending and later request rejects with EngineError(reason), and
 * the loading boxes show it. */
function fail(reason) {
  if (failure) return;
  failure = new EngineError(reason);
  worker?.terminate();
  clearInterval(creep);
  root.dataset.engine = "failed";
  started.reject(failure);
  for (const { reject } of pending.values()) reject(failure);
  pending.clear();
  showProgress();
}

// Each step of the start-up is also a User Timing mark ("engine:worker", "engine:interpreter",
// "engine:files", "engine:ready"), which tools/bench.py reads. <html data-engine-start> says
// whether the engine started from its snapshot ("snapshot") or afresh ("fresh"), and
// data-engine-snapshot="stored" that a fresh start has kept a snapshot for the next visit.
function heard({ data }) {
  if (data.progress) {
    performance.mark(`engine:${data.progress}`);
    advance(data.progress);
  } else if (data.ready) {
    performance.mark("engine:ready");
    clearInterval(creep);
    progress = 1;
    showProgress();
    root.dataset.engineStart = data.start;
    root.dataset.engine = "ready";
    started.resolve();
  } else if (data.snapshot) {
    root.dataset.engineSnapshot = data.snapshot;
  } else if (data.failed) {
    fail(startFailed(data.failed));
  } else if (data.stopped) {
    fail(STOPPED);
  } else {
    pending.get(data.id)?.resolve(data.answer);
    pending.delete(data.id);
  }
}
listen({
  message: heard,
  // The worker's script could not even run (e.g. a file missing from the site), or an error
  // escaped it: no later answer could be trusted.
  error: () => fail(root.dataset.engine === "ready"
    ? STOPPED : startFailed("the engine's worker could not be loaded")),
  messageerror: () => fail(STOPPED),
});
engineReady.catch(() => {}); // a failure is shown in the page; callers get it from call()
showProgress();

/** Send one request to the engine; resolves with the answer, rejects with EngineError(reason).
 * A request that cannot even be written as JSON (a cycle, or nesting deep enough to overflow
 * the stack) is refused the same way, never with a RangeError. */
export async function call(op, args = {}) {
  let request;
  try {
    request = JSON.stringify({ op, ...args });
  } catch {
    throw new EngineError("this request cannot be sent to the engine: it is not plain data");
  }
  startEngine();
  await engineReady;
  if (failure) throw failure;
  const answerText = await new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, request });
  });
  const answer = JSON.parse(answerText);
  if (!answer.ok) throw new EngineError(answer.error, answer.message);
  return answer;
}

/** Every request of the bridge and its arguments, in order: the mirror of OPERATIONS in
 * pygames/bridge.py (e2e/test_engine_worker.py checks they agree). `engine` turns each into an async
 * function of those arguments, resolving with the answer ({ok: true, ...}) or rejecting with
 * EngineError. A table is the number of an open game; a seat, a number from 0. */
export const OPERATIONS = Object.freeze({
  /** The games, each as Game.describe() gives it (`max_score`: the top score every deal
   * shares, or null): {games: [...]}. */
  games: [],
  /** Deal a new game; `options` null for the defaults: {table}. */
  new: ["game", "players", "seed", "options"],
  /** Continue a save (State.to_json()), every move of it undoable: {table}. */
  open: ["save"],
  /** Whether a save replays, without opening it, and how it stands: {over, winners, scores}
   * (the winners' seats, none before the end; every seat's score). */
  check: ["save"],
  /** Forget an open table (a computer's search there drops its move): {}. */
  close: ["table"],
  /** What `seat` (null: a spectator) may see and do: {view, legal, events, to_play, over,
   * can_undo, can_redo, save}. `legal`: the seat's moves as data, {text, kind, ...}; `events`:
   * what the last move did as the seat may see it, {kind, ..., message}. */
  view: ["table", "seat"],
  /** Play `move`, the text of one of the seat's `legal` moves: the seat's view afterwards. */
  play: ["table", "seat", "move"],
  /** Why `intent`, a move as data that the player tried, is not legal: rejects with the
   * rules' reason; {move} (with its text) when it is legal after all. */
  why_not: ["table", "seat", "intent"],
  /** Step back at least one move, on to a turn of one of `humans` (a list of seats): {}.
   * Refused at a finished game, which is final (its `can_undo` is false). */
  undo: ["table", "humans"],
  /** Step forward at least one move, on to a turn of one of `humans`: {}. */
  redo: ["table", "humans"],
  /** The computer player of `level` (null: "normal") thinks and plays for `seat`: {move} and
   * the view of `viewer` (the seat whose screen it is; null: a spectator) afterwards, or
   * {cancelled: true} if the table changed or cancel_computer came meanwhile (then nothing
   * was played). Other requests are answered while it thinks. */
  play_computer: ["table", "seat", "level", "viewer"],
  /** Stop the computer's thinking at this table: its play_computer answers
   * {cancelled: true}. Answers {}. */
  cancel_computer: ["table"],
  /** Play the next move of a settled rest (the snapshot's `settled`, the number of moves of
   * a rest where nothing left can change how the hand or the game ends; 0: none): the
   * snapshot of `viewer` after it. */
  play_settled: ["table", "viewer"],
  /** Show the position after the game's first `index` moves (replay); the later moves stay,
   * so it can seek forward again: {}. */
  seek: ["table", "index"],
  /** A fair hint for `seat` (games whose description says `hints: true`), from what the seat
   * sees: {move, message, back}. `move` is a legal move (as data), or null when no sampled order of the
   * unseen cards wins any more; then `back` is how many undos lead to the latest earlier
   * position that still had a chance (null: none had). `message` is message data (i18n) saying
   * the chance or the way back. Other requests are answered while it thinks. */
  hint: ["table", "seat"],
  /** The game so far seen with the hidden cards known (games with `solver: true`; ask at the
   * end, or when the player wants to see how): {verdict: "winnable" | "unwinnable" |
   * "unknown", from, moves}: the game's first `from` moves and then `moves` win. */
  solution: ["table"],
  /** The first seed from `seed` whose deal the game's solver proves winnable with `options`
   * (null: the defaults), and of `grade` (one of the description's `grades`) unless it is
   * null: {seed}. */
  winnable_seed: ["game", "seed", "options", "grade"],
  /** How hard the deal `seed` is (games whose description lists `grades`): {grade}. */
  deal_grade: ["game", "seed", "options"],
  /** Start the review of the table's whole game for `seat` (pygames/core/review.py), in place
   * of one started there before: {done: 0, total}, the seat's moves to review. */
  review_start: ["table", "seat"],
  /** Compute the review started at `table` for up to a quarter of a second: {entries, done,
   * total, summary}, the entries valued since the last step and, once done, the summary (null
   * before). Other requests are answered meanwhile; closing the table stops the review. */
  review_step: ["table"],
});

/** One async function per request, e.g. `await engine.view(table, seat)`. */
export const engine = Object.freeze(Object.fromEntries(Object.entries(OPERATIONS).map(
  ([op, names]) => [op, (...values) => call(op, Object.fromEntries(
    names.map((name, index) => [name, values[index]])))])));

let gamesPromise = null;

/** The engine's games as Game.describe() gives them, by id. */
export function engineGames() {
  gamesPromise ??= engine.games().then(({ games }) => new Map(games.map((g) => [g.id, g])));
  return gamesPromise;
}
