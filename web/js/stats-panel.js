// The lobby's statistics: for each game played here, per kind of opposition (a patience's
// "solo", else the strongest computer level at the table), games played and won, the win
// share, the current and best streak, the best and average score, and a patience's best time
// and fewest moves.

import { h } from "./dom.js";
import { clockText } from "./game-clock.js";
import { t } from "./i18n.js";
import { allStats, rates } from "./stats.js";

const BUCKET_ORDER = ["solo", "easy", "normal", "hard", "online"];

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
      rows.push(h("tr", { "data-game": game.id, "data-bucket": bucket },
        h("th", { scope: "row" }, t(`${game.id}.title`),
          h("span", { class: "detail" }, ` · ${t(`stats.bucket.${bucket}`)}`)),
        h("td", {}, String(counts.played)),
        h("td", {}, String(counts.won)),
        h("td", {}, `${Math.round(100 * winShare)} %`),
        h("td", {}, `${counts.streak} / ${counts.bestStreak}`),
        h("td", {}, String(counts.bestScore)),
        h("td", {}, average.toFixed(1)),
        h("td", {}, counts.bestTimeMs === null ? "—" : clockText(counts.bestTimeMs)),
        h("td", {}, counts.fewestMoves === null ? "—" : String(counts.fewestMoves))));
    }
  }
  const body = rows.length
    ? h("div", { class: "table-scroll", tabindex: 0, role: "region", "aria-label": t("stats.title") },
      h("table", { class: "stats" },
        h("thead", {}, h("tr", {}, ["stats.game", "stats.played", "stats.won", "stats.share",
          "stats.streaks", "stats.best", "stats.average", "stats.time", "stats.moves"].map((key) =>
          h("th", { scope: "col" }, t(key))))),
        h("tbody", {}, rows)))
    : h("p", { class: "detail" }, t("stats.none"));
  return h("section", { class: "panel stats-panel" }, h("h2", {}, t("stats.title")), body);
}
