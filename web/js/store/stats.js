// Statistics, kept in this browser: per game, and per kind of opposition — "solo" for a
// patience, "online" for a game of an online room (friends on their devices), else the
// strongest computer level at the table ("easy", "normal", "hard").
// Only games with exactly one human seat count: a pass-and-play game has no single "you".
//
// stored: { "<game id>": { "<bucket>": {played, won, streak, bestStreak, bestScore, totalScore,
//   bestTimeMs, fewestMoves} } }
// In every game here a higher score is better (cards home, counters kept, points). A patience's
// wins also keep the best time and the fewest moves (screen/clock.js); null before the first.

import { readObject } from "../kit/storage.js";

const KEY = "cardtable/stats";
const LEVEL_ORDER = ["easy", "normal", "hard"];
const EMPTY = { played: 0, won: 0, streak: 0, bestStreak: 0, bestScore: null, totalScore: 0,
  bestTimeMs: null, fewestMoves: null };

function isCount(value) {
  return Number.isInteger(value) && value >= 0;
}

/** A bucket as stored, or EMPTY where it is missing or damaged. */
function cleanBucket(value) {
  if (!value || typeof value !== "object") return { ...EMPTY };
  const bucket = { ...EMPTY };
  for (const name of ["played", "won", "streak", "bestStreak"]) {
    if (isCount(value[name])) bucket[name] = value[name];
  }
  if (Number.isFinite(value.bestScore)) bucket.bestScore = value.bestScore;
  if (Number.isFinite(value.totalScore)) bucket.totalScore = value.totalScore;
  if (Number.isFinite(value.bestTimeMs) && value.bestTimeMs >= 0) bucket.bestTimeMs = value.bestTimeMs;
  if (isCount(value.fewestMoves)) bucket.fewestMoves = value.fewestMoves;
  return bucket;
}

function readAll() {
  return readObject(KEY);
}

/** The bucket a game's seats put it in, or null when it does not count (no single human). */
export function bucketOf(seats, players) {
  // An online room's game (friends' seats are `remote`) counts for the one seat of this device.
  const online = seats.some((seat) => seat.remote === true);
  const humans = seats.filter((seat) => seat.kind === "human" && seat.remote !== true);
  if (humans.length !== 1) return null;
  if (online) return "online";
  if (players === 1) return "solo";
  const levels = seats.filter((seat) => seat.kind === "computer").map((seat) => seat.level ?? "normal");
  return LEVEL_ORDER.filter((level) => levels.includes(level)).pop() ?? "normal";
}

/** Every game's buckets, cleaned: {game: {bucket: stats}}. */
export function allStats() {
  const stored = readAll();
  const result = {};
  for (const [game, buckets] of Object.entries(stored)) {
    if (!buckets || typeof buckets !== "object") continue;
    result[game] = Object.fromEntries(Object.entries(buckets).map(([name, value]) =>
      [name, cleanBucket(value)]));
  }
  return result;
}

/** The better of a record kept and a new one (lower is better), null standing for none. */
const lowest = (kept, now) => (now === null || now === undefined ? kept
  : kept === null ? now : Math.min(kept, now));

/** Count one finished game; returns {before, after} for the end screen to say what changed.
 * `timeMs` and `moves` (a patience's, else undefined) count towards the records of a win. */
export function recordResult({ game, bucket, won, score, timeMs, moves }) {
  const stored = readAll();
  const before = cleanBucket(stored[game]?.[bucket]);
  const streak = won ? before.streak + 1 : 0;
  const after = {
    played: before.played + 1,
    won: before.won + (won ? 1 : 0),
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestScore: before.bestScore === null ? score : Math.max(before.bestScore, score),
    totalScore: before.totalScore + score,
    bestTimeMs: won ? lowest(before.bestTimeMs, timeMs) : before.bestTimeMs,
    fewestMoves: won ? lowest(before.fewestMoves, moves) : before.fewestMoves,
  };
  stored[game] = { ...(stored[game] && typeof stored[game] === "object" ? stored[game] : {}),
    [bucket]: after };
  localStorage.setItem(KEY, JSON.stringify(stored));
  return { before, after };
}

/** The problem with a game's statistics from elsewhere (a backup), or null when usable. */
export function statsProblem(buckets) {
  if (!buckets || typeof buckets !== "object" || Array.isArray(buckets)) return "stats.damaged";
  const fine = Object.values(buckets).every((bucket) => bucket && typeof bucket === "object"
    && ["played", "won", "streak", "bestStreak"].every((name) => isCount(bucket[name]))
    && bucket.won <= bucket.played);
  return fine ? null : "stats.damaged";
}

/** Put a game's statistics (from a backup) in place of those kept here. */
export function replaceGameStats(game, buckets) {
  const stored = readAll();
  stored[game] = buckets;
  localStorage.setItem(KEY, JSON.stringify(stored));
}

/** Win share (0..1) and average score of a bucket, or null before the first game. */
export function rates(bucket) {
  if (!bucket.played) return null;
  return { winShare: bucket.won / bucket.played, average: bucket.totalScore / bucket.played };
}

export const STATS_KEY = KEY;
