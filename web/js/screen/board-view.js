// What every screen that shows a game's board shares: the game here (game-screen.js), a
// friend's game in a room (rooms/peer-screen.js) and a replay (replay.js). Each loads the
// game's renderer the same way, draws a snapshot with the same facts, and tells screen
// readers what the moves did as the log's lines read.

import { announce } from "../kit/announce.js";
import { h } from "../kit/dom.js";
import { turnShown } from "../kit/feedback.js";
import { say, sentence } from "../kit/i18n.js";
import { RENDERERS } from "../games.js";

/** Load the renderer module of a game (see games.js) and its stylesheet, so a board is
 * only ever drawn styled (a log can scroll to its end, a layout can be measured). */
export async function loadRenderer(gameId) {
  const renderer = (await RENDERERS[gameId]()).default;
  if (renderer.stylesheet) await addStylesheet(renderer.stylesheet);
  return renderer;
}

/** Add a stylesheet to the page once; resolves when it has loaded (or failed to). */
function addStylesheet(href) {
  let link = document.querySelector(`link[href="${href}"]`);
  if (link?.sheet) return Promise.resolve();
  if (!link) {
    link = h("link", { rel: "stylesheet", href });
    document.head.append(link);
  }
  return new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
}

/** Draw the engine's snapshot `snap` ({view, legal, over, to_play}) on `board` as the seat
 * `seat` sees it. `table`: {names, kinds, levels, you} of the game's seats; `legal`: the moves
 * the board offers (a replay offers none); `events`: the moves' events to animate; `caption`:
 * a replay's words for the position, in place of the board's prompts (game-screen.js). */
export function drawSnapshot(board, snap, { seat, table, legal = snap.legal, events = [], direction,
  caption }) {
  const { names, kinds, levels, you } = table;
  turnShown(seat, snap.to_play);
  board.render({ view: snap.view, legal, seat, names, kinds, levels, you, over: snap.over,
    toPlay: snap.to_play, events, direction, ...(caption ? { caption } : {}) });
}

/** Tell screen readers what the moves' `events` did, as their log lines read for `reader`
 * ({names, you}). */
export function tellEvents(events, reader) {
  announce(events.map((event) => sentence(say(event.message, reader))).join(" "));
}
