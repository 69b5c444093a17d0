// What has happened, as panels: the last reveal (how each challenge was resolved and who took
// which prize), the year's scoring, the running score table and the move log. Each is a
// pure function of the view (and the Seating that names seats), returning an element.

import { h } from "../../js/kit/dom.js";
import { say, sentence, t } from "../../js/kit/i18n.js";
import { cardTag, K, listed, phrase, SEASONS, smallCard, suitIcon } from "./words.js";

const signed = (points) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0");
const strong = (text) => h("strong", {}, text);

function verdict({ strength, total, noble, defeated }) {
  if (!defeated) return t(K("held-verdict"), { strength, total });
  return noble ? t(K("by-noble")) : t(K("by-commons"), { strength, total });
}

/** One challenge of a reveal: its pile, the cards of its suit that fought it, the outcome. */
function resolvedChallenge(result, seating) {
  const { suit, total, defeated } = result;
  const fought = result.played.length
    ? result.played.map((play) => h("span", { class: "fighter" }, cardTag(play.card), " ", seating.name(play.seat)))
    : [h("span", { class: "muted" }, t(K("unfought")))];
  const lines = [h("p", { class: "fought" }, h("span", { class: "muted" }, t(K("fought-by"))), ...fought)];
  if (defeated) {
    lines.push(h("p", { class: "prizes" }, result.prizes.map((prize) => h("span", { class: "prize",
      "data-seat": prize.seat, "data-card": prize.card },
    phrase(K("takes"), { seat: prize.seat, card: cardTag(prize.card) }, seating.reader)))));
    if (result.discarded.length) {
      lines.push(h("p", { class: "muted" }, phrase(K("unclaimed"), { cards: result.discarded.map(cardTag) })));
    }
  } else {
    const names = listed(result.cursed.map((seat) => strong(seating.name(seat))));
    lines.push(h("p", { class: "cursed" },
      phrase(K(result.outcome === "carried" ? "curse-carried" : "curse-discarded"), { names })));
  }
  return h("li", { class: `resolved ${defeated ? "defeated" : "held"}`, "data-suit": suit },
    h("div", { class: "resolved-head" }, suitIcon(suit),
      h("strong", {}, `${t(`core.suit.${suit}`)} ${total}`),
      h("span", { class: "verdict" }, verdict(result))),
    h("div", { class: "resolved-pile" }, result.cards.map((code) => smallCard(code))),
    ...lines);
}

/** The last reveal: every commitment turned up, each challenge resolved, the strays. While
 * the board steps through it, only the first `shown` challenges are drawn. */
export function revealPanel(reveal, seating, { open, shown = Infinity, onToggle }) {
  const season = t(`agents-of-the-crown.season.${SEASONS[reveal.season]}`);
  const marks = reveal.challenges.slice(0, shown).map((result) => {
    const outcome = result.defeated ? "defeated" : "held";
    return h("span", { class: `mark ${outcome}`, role: "img",
      "aria-label": t(K(`mark.${outcome}`), { suit: result.suit }) },
    suitIcon(result.suit), h("span", { "aria-hidden": "true" }, result.defeated ? "✓" : "✗"));
  });
  const plays = reveal.plays.map((play) => h("li", { class: "revealed-play" },
    phrase(K(`revealed-${play.face}`), { name: strong(seating.name(play.seat)), card: cardTag(play.card),
      suit: play.at })));
  const done = shown >= reveal.challenges.length;
  const strays = done ? reveal.strays.map((stray) => h("li", { class: "stray-note" },
    phrase(K(reveal.strays_outcome === "next season" ? "stray-next" : "stray-discarded"),
      { name: seating.name(stray.seat), card: cardTag(stray.card) }))) : [];
  const panel = h("details", { class: `panel reveal ${done ? "" : "stepping"}`, open },
    h("summary", {}, h("span", { class: "panel-title" },
      t(K("reveal-title"), { season, year: reveal.year })), h("span", { class: "marks" }, marks)),
    h("ul", { class: "revealed-plays" }, plays),
    h("ul", { class: "resolved-list" },
      reveal.challenges.slice(0, shown).map((result) => resolvedChallenge(result, seating))),
    strays.length ? h("ul", { class: "strays" }, strays) : null);
  // The player's own opening or closing is kept; the board's stepping opens it by itself.
  panel.querySelector("summary").addEventListener("click", () => onToggle(!panel.open));
  return panel;
}

/** The year's scoring, seat by seat: prizes, Nobles kept in hand, curses, the total. */
export function yearSummary(yearEnd, seating, houses) {
  const none = t(K("none"));
  const rows = yearEnd.seats.map((row) => {
    const left = seating.left(row.seat);
    return h("li", { class: "year-row", "data-seat": row.seat },
      h("div", { class: "year-head" }, suitIcon(houses[row.seat].suit),
        h("strong", {}, seating.name(row.seat)),
        h("span", { class: `year-total ${row.total < 0 ? "minus" : ""}` }, signed(row.total))),
      h("p", {}, h("span", { class: "muted" }, `${t(K("prizes"))} `),
        row.prizes.length ? row.prizes.map(cardTag) : none, ` = ${row.prize_points}`),
      h("p", {}, h("span", { class: "muted" }, `${t(K("nobles-kept"))} `),
        row.nobles.length ? row.nobles.flatMap((noble) => [cardTag(noble.card), ` ${noble.points} `]) : `${none} `,
        `= ${row.noble_points}`),
      h("p", {}, h("span", { class: "muted" }, `${t(K("curses-row"))} `),
        say({ key: K("curses-detail"), own: row.curses, suit: houses[row.seat].suit,
          left: row.left_curses, left_seat: left, left_suit: houses[left].suit }, seating.reader),
        ` = ${signed(row.curse_points)}`));
  });
  return h("section", { class: "panel year-summary" },
    h("h2", {}, t(K("year-scored"), { year: yearEnd.year })), h("ol", { class: "year-rows" }, rows));
}

/** Points per year and the running totals, a row per House (so every name has room); the
 * leaders are marked. */
export function scoreTable(view, seating) {
  const best = Math.max(...view.scores);
  const lead = (seat) => (view.score_table.length && view.scores[seat] === best ? "lead" : "");
  const years = Array.from({ length: view.years }, (_, year) => year);
  return h("section", { class: "panel scores" },
    h("h2", {}, t(K("scores"))),
    h("table", {},
      h("thead", {}, h("tr", {}, h("td", {}),
        years.map((year) => h("th", { scope: "col", title: `${t(K("score-year"))} ${year + 1}` },
          String(year + 1))),
        h("th", { scope: "col" }, t(K("score-total"))))),
      h("tbody", {}, view.houses.map(({ seat, suit }) => h("tr", { class: lead(seat) },
        h("th", { scope: "row" }, suitIcon(suit), h("span", { class: "seat-name" }, seating.name(seat))),
        years.map((year) => h("td", {}, year < view.score_table.length ? signed(view.score_table[year][seat])
          : year === view.score_table.length && !view.over ? "…" : "")),
        h("td", { class: "total" }, String(view.scores[seat])))))));
}

/** The view's log (this year's), newest last, in a small scrolling box that the keyboard
 * can reach and scroll. */
export function logPanel(log, reader) {
  const list = h("ol", { class: "log", tabindex: 0, "aria-label": t(K("log-list"), { count: log.length }) },
    log.map((entry) => h("li", {}, sentence(say(entry, reader)))));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return h("section", { class: "panel log-panel" }, h("h2", {}, t(K("log"))), list);
}
