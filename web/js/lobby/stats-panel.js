// The lobby's statistics: for each game played here, per kind of opposition (a patience's
// "solo", else the strongest computer level at the table), games played and won, the win
// share, the current and best streak, the best and average score, and a patience's best time
// and fewest moves. A table where it fits; where it does not (a phone), each row is a block of
// figures under their names, so nothing is cut off and nothing needs a sideways scroll. The
// table's roles are written out: a table drawn as blocks keeps them for screen readers.

import { h } from "../kit/dom.js";
import { clockText } from "../screen/clock.js";
import { decimal, t } from "../kit/i18n.js";
import { allStats, rates } from "../store/stats.js";

const BUCKET_ORDER = ["solo", "easy", "normal", "hard", "online"];

const COLUMNS = ["stats.played", "stats.won", "stats.share", "stats.streaks", "stats.best",
  "stats.average", "stats.time", "stats.moves"];

/** The statistics panel for the playable `games` (nothing shows for a game never counted). */
export function statsPanel(games) {
  const stats = allStats();
  const rows = [];
  for (const game of games) {
    const buckets = stats[game.id] ?? {};
    for (const bucket of BUCKET_ORDER) {
      const counts = buckets[bucket];
      if (!counts?.played) continue;
      const { winShare, average } = rates(counts);
      const figures = [String(counts.played), String(counts.won), `${Math.round(100 * winShare)} %`,
        `${counts.streak} / ${counts.bestStreak}`, String(counts.bestScore), decimal(average, 1),
        counts.bestTimeMs === null ? "—" : clockText(counts.bestTimeMs),
        counts.fewestMoves === null ? "—" : String(counts.fewestMoves)];
      rows.push(h("tr", { role: "row", "data-game": game.id, "data-bucket": bucket },
        h("th", { scope: "row", role: "rowheader" }, t(`${game.id}.title`),
          h("span", { class: "detail" }, ` · ${t(`stats.bucket.${bucket}`)}`)),
        figures.map((figure, index) => h("td", { role: "cell", "data-label": t(COLUMNS[index]) },
          figure))));
    }
  }
  const body = rows.length
    ? h("table", { class: "stats", role: "table", "aria-label": t("stats.title") },
      h("thead", { role: "rowgroup" }, h("tr", { role: "row" }, ["stats.game", ...COLUMNS].map((key) =>
        h("th", { scope: "col", role: "columnheader" }, t(key))))),
      h("tbody", { role: "rowgroup" }, rows))
    : h("p", { class: "detail" }, t("stats.none"));
  return h("section", { class: "panel stats-panel" }, h("h2", {}, t("stats.title")), body);
}
