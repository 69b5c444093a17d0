// What has happened, as panels: the last reveal (how each challenge was resolved and who took
// which prize), the year's scoring, the running score table and the move log. Each is a
// pure function of the view (and the Seating that names seats), returning an element.

import { h } from "../../js/dom.js";
import { logLines } from "../../js/names.js";
import { capitalized, cardTag, SEASONS, smallCard, SUIT_NAMES, suitIcon } from "./words.js";

const signed = (points) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "0");

/** One challenge of a reveal: its pile, the cards of its suit that fought it, the outcome. */
function resolvedChallenge(result, seating) {
  const { suit, total, strength, noble, defeated } = result;
  const verdict = defeated
    ? noble ? "Defeated by a Noble" : `Defeated: ${strength} in Commons against ${total}`
    : `Held: ${strength} in Commons against ${total}`;
  const fought = result.played.length
    ? result.played.map((play) => h("span", { class: "fighter" }, cardTag(play.card), " ", seating.name(play.seat)))
    : [h("span", { class: "muted" }, "no card of its suit")];
  const lines = [h("p", { class: "fought" }, h("span", { class: "muted" }, "Fought by "), ...fought)];
  if (defeated) {
    lines.push(h("p", { class: "prizes" }, result.prizes.map((prize) =>
      h("span", { class: "prize" }, seating.name(prize.seat), " takes ", cardTag(prize.card)))));
    if (result.discarded.length) {
      lines.push(h("p", { class: "muted" }, "No one left to take ", result.discarded.map(cardTag), ": discarded."));
    }
  } else {
    lines.push(h("p", { class: "cursed" }, "A curse on ",
      result.cursed.flatMap((seat, index) => [index ? " and " : "", h("strong", {}, seating.name(seat))]),
      result.outcome === "carried" ? "; the pile carries over." : "; after Winter the pile is discarded."));
  }
  return h("li", { class: `resolved ${defeated ? "defeated" : "held"}`, "data-suit": suit },
    h("div", { class: "resolved-head" }, suitIcon(suit),
      h("strong", {}, `${capitalized(SUIT_NAMES[suit])} ${total}`),
      h("span", { class: "verdict" }, verdict)),
    h("div", { class: "resolved-pile" }, result.cards.map((code) => smallCard(code))),
    ...lines);
}

/** The last reveal: every commitment turned up, each challenge resolved, the strays. */
export function revealPanel(reveal, seating, open, onToggle) {
  const title = `${SEASONS[reveal.season]} reveal · year ${reveal.year}`;
  const marks = reveal.challenges.map((result) => h("span", {
    class: `mark ${result.defeated ? "defeated" : "held"}`,
    title: `${SUIT_NAMES[result.suit]} ${result.defeated ? "defeated" : "held"}`,
  }, suitIcon(result.suit), result.defeated ? "✓" : "✗"));
  const plays = reveal.plays.map((play) => h("li", { class: "revealed-play" },
    h("strong", {}, seating.name(play.seat)), " ", cardTag(play.card),
    h("span", { class: "muted" }, ` ${play.face} beside `), suitIcon(play.at)));
  const strays = reveal.strays.map((stray) => h("li", { class: "stray-note" },
    seating.name(stray.seat), "’s ", cardTag(stray.card), ` had no challenge: a stray, ${
      reveal.strays_outcome === "next season" ? "it joins next season’s challenges" : "discarded with the year"}.`));
  const panel = h("details", { class: "panel reveal", open },
    h("summary", {}, h("span", { class: "panel-title" }, title), h("span", { class: "marks" }, marks)),
    h("ul", { class: "revealed-plays" }, plays),
    h("ul", { class: "resolved-list" }, reveal.challenges.map((result) => resolvedChallenge(result, seating))),
    strays.length ? h("ul", { class: "strays" }, strays) : null);
  panel.addEventListener("toggle", () => onToggle(panel.open));
  return panel;
}

/** The year's scoring, seat by seat: prizes, Nobles kept in hand, curses, the total. */
export function yearSummary(yearEnd, seating, houses) {
  const rows = yearEnd.seats.map((row) => {
    const left = seating.left(row.seat);
    return h("li", { class: "year-row", "data-seat": row.seat },
      h("div", { class: "year-head" }, suitIcon(houses[row.seat].suit),
        h("strong", {}, seating.name(row.seat)),
        h("span", { class: `year-total ${row.total < 0 ? "minus" : ""}` }, signed(row.total))),
      h("p", {}, h("span", { class: "muted" }, "Prizes "),
        row.prizes.length ? row.prizes.map(cardTag) : "none", ` = ${row.prize_points}`),
      h("p", {}, h("span", { class: "muted" }, "Nobles kept "),
        row.nobles.length ? row.nobles.flatMap((noble) => [cardTag(noble.card), ` ${noble.points} `]) : "none ",
        `= ${row.noble_points}`),
      h("p", {}, h("span", { class: "muted" }, "Curses "),
        `${row.curses} on ${SUIT_NAMES[houses[row.seat].suit]}, ${row.left_curses} on `,
        `${seating.name(left)}’s ${SUIT_NAMES[houses[left].suit]} = ${signed(row.curse_points)}`));
  });
  return h("section", { class: "panel year-summary" },
    h("h2", {}, `Year ${yearEnd.year} scored`), h("ol", { class: "year-rows" }, rows));
}

/** Points per year and the running totals; the leaders' column is marked. */
export function scoreTable(view, seating) {
  const seats = view.houses.map((house) => house.seat);
  const best = Math.max(...view.scores);
  const lead = (seat) => (view.score_table.length && view.scores[seat] === best ? "lead" : "");
  return h("section", { class: "panel scores" },
    h("h2", {}, "Scores"),
    h("table", {},
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Year"),
        seats.map((seat) => h("th", { scope: "col", class: lead(seat) }, suitIcon(view.houses[seat].suit),
          h("span", { class: "seat-name" }, seating.name(seat)))))),
      h("tbody", {},
        view.score_table.map((row, year) => h("tr", {}, h("th", { scope: "row" }, String(year + 1)),
          row.map((points) => h("td", {}, signed(points))))),
        view.score_table.length < view.years && !view.over
          ? h("tr", { class: "pending" }, h("th", { scope: "row" }, String(view.score_table.length + 1)),
            seats.map(() => h("td", {}, "…")))
          : null),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Total"),
        seats.map((seat) => h("td", { class: lead(seat) }, String(view.scores[seat])))))));
}

/** The view's log, newest last, in a small scrolling box. */
export function logPanel(log, seating) {
  return h("section", { class: "panel log-panel" },
    h("h2", {}, "Log"), logLines(log, seating.names, { class: "log", "aria-label": "Move log" }));
}
