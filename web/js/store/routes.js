// Addresses: "#" is the lobby; "#agnes/1234" is deal 1234 of Agnès with default options;
// options that differ from their default (and the player count when it is not the game's
// smallest) follow as a query: "#agnes/1234?variant=sorel&redeals=1".
// One route is one deal, and it is also the key of that deal's saved game. A challenge
// link adds the score to beat ("&challenge=52"), which names no option.

import { t } from "../kit/i18n.js";

export const MAX_SEED = 2 ** 53 - 1;
// Not an option: the score a challenge link asks to beat (see ending.js).
export const CHALLENGE = "challenge";
// Not an option either: whose moves a review is of (see splitRoute).
export const REVIEWED_SEAT = "seat";

/** The address of the review of the deal `route` for `seat` (null: the review's own choice). */
export function reviewRoute(route, seat = null) {
  if (seat === null) return `review/${route}`;
  return `review/${route}${route.includes("?") ? "&" : "?"}${REVIEWED_SEAT}=${seat}`;
}

/** {game, seed, params, replay, review, seat} from a location hash, or null for the lobby (""
 * or "#"); throws an Error saying why for any other hash, which names no deal. `replay`: the
 * hash asks to watch the finished deal again ("#replay/agnes/1234"), `review` with the review
 * of its moves ("#review/agnes/1234", replay true too); `seat`: whose moves, in a game that
 * several people played on this device ("#review/agnes/1234?players=2&seat=1", null unsaid),
 * which names no option. */
export function splitRoute(hash) {
  const text = hash.replace(/^#/, "");
  if (text === "") return null;
  const match = /^(replay\/|review\/)?([a-z0-9-]+)\/(\d+)(?:\?(.*))?$/.exec(text);
  if (!match) {
    const shown = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    throw new Error(t("route.malformed", { text: shown }));
  }
  const seed = Number(match[3]);
  if (!Number.isSafeInteger(seed)) throw new Error(t("route.seed-too-big", { max: MAX_SEED }));
  const params = new URLSearchParams(match[4] || "");
  const seat = /^\d$/.test(params.get(REVIEWED_SEAT) ?? "") ? Number(params.get(REVIEWED_SEAT)) : null;
  return { game: match[2], seed, params, replay: Boolean(match[1]), review: match[1] === "review/", seat };
}

function encodeValue(value) {
  return Array.isArray(value) ? value.join(",") : String(value);
}

function decodeValue(option, text) {
  const one = (part) => {
    if (option.kind === "int") {
      if (!/^-?\d+$/.test(part)) {
        throw new Error(t("route.not-a-number", { option: option.name, value: part.slice(0, 60) }));
      }
      return Number(part);
    }
    if (option.kind === "bool") return part === "true";
    const choice = option.choices.find((c) => String(c) === part);
    if (choice === undefined) {
      throw new Error(t("route.no-choice", { option: option.name, value: part.slice(0, 60) }));
    }
    return choice;
  };
  return option.per_seat ? text.split(",").map(one) : one(text);
}

/** The new-game settings a route names: {game, seed, players, options}; Error if unusable. */
export function resolveRoute({ game, seed, params }, describe) {
  const players = params.has("players") ? Number(params.get("players")) : describe.min_players;
  const declared = describe.options[String(players)];
  if (!declared) {
    throw new Error(t("route.players", { game: describe.id,
      players: String(params.get("players")).slice(0, 20) }));
  }
  const options = {};
  for (const option of declared) {
    options[option.name] = params.has(option.name)
      ? decodeValue(option, params.get(option.name)) : option.default;
  }
  return { game, seed, players, options };
}

/** The canonical route of a deal: defaults left out, options in their declared order. */
export function formatRoute(describe, { seed, players, options }) {
  const params = new URLSearchParams();
  if (players !== describe.min_players) params.set("players", players);
  for (const option of describe.options[String(players)]) {
    const value = encodeValue(options[option.name]);
    if (value !== encodeValue(option.default)) params.set(option.name, value);
  }
  const query = params.toString();
  return `${describe.id}/${seed}${query ? "?" + query : ""}`;
}

export function randomSeed() {
  return 1 + Math.floor(Math.random() * 999999);
}
