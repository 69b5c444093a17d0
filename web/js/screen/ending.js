// The summary that ends every game: the final scores and who won, what the game changed in
// the statistics, and what next — a new deal, review the player's moves (review.js), watch
// the game again move by move, try this deal again, challenge a friend to beat the score, or
// back to the lobby; and for a lost patience with a solver, whether the deal
// could have been won (verdict.js).

import { recordDailyResult } from "../lobby/daily.js";
import { h } from "../kit/dom.js";
import { clockText } from "./clock.js";
import { sentence, t } from "../kit/i18n.js";
import { levelOf, localHumans } from "../store/seats.js";
import { allStats, bucketOf, rates, recordResult } from "../store/stats.js";
import { verdictSection } from "./verdict.js";

/**
 * Show the summary of a finished game in the site's dialog. `count`: this game has just
 * ended here and is not counted yet: count it in the statistics and say what changed. A game
 * counted before (`record.counted`) shows its kind's statistics as they stand, counted once.
 * Returns {counted}: whether the statistics took it now.
 */
export function showEnding({ describe, record, view, names, seat, count, clock, onNewDeal,
  onSameDeal, onReplay, onReview = null }) {
  // A tutorial's deal counts nowhere.
  const bucket = record.tutorial ? null : bucketOf(record.seats, record.save.players);
  const youWon = seat !== null && view.winners.includes(seat);
  // A deal that ended at the player's first move (given up at once) was never played: it
  // counts nowhere, and says so.
  const untried = seat !== null && !record.save.moves.slice(0, -1).some(([mover]) => mover === seat);
  // Several people played on this device: the review is of the one who chooses.
  const reviewsSeveral = localHumans(record.seats).length > 1;
  let change = null;
  if (count && bucket !== null && !untried) {
    change = recordResult({ game: describe.id, bucket, won: youWon, score: view.scores[seat],
      timeMs: clock ? Math.round(clock.elapsed) : undefined, moves: clock?.moves });
    recordDailyResult(record.route, youWon);
  }
  const standing = record.counted === true ? allStats()[describe.id]?.[bucket] : undefined;
  // Seen again: the same figures with nothing new to announce.
  const shownStats = change ?? (standing ? { before: standing, after: standing } : null);
  const copied = h("p", { class: "challenge-copied", role: "status" });
  const dialog = h("dialog", { class: "ending", "aria-labelledby": "ending-title" },
    h("h2", { id: "ending-title" }, headline(view, names, seat)),
    scoreTable(describe, record, view, names),
    challengeResult(describe, record, view, seat),
    shownStats ? statsLine(shownStats, bucket) : null,
    untried && bucket !== null ? h("p", { class: "ending-stats" }, t("ending.not-counted")) : null,
    verdictSection(describe, record, view, seat, () => dialog.close()),
    // The main action first and alone on its row; the others in even pairs below it, each
    // saying what it does: the player's moves reviewed beside the game watched again, then
    // this deal tried again beside the challenge.
    h("div", { class: "ending-buttons" },
      button(t("ending.new-deal"), () => { dialog.close(); onNewDeal(); }, "primary"),
      // A deal ended at the player's first move has nothing to review or watch again.
      onReview && !untried ? button(t(reviewsSeveral ? "ending.review-players" : "ending.review"),
        () => { dialog.close(); onReview(); }) : null,
      onReplay && !untried ? button(t("ending.replay"), () => { dialog.close(); onReplay(); }) : null,
      button(t("ending.same-deal"), () => { dialog.close(); onSameDeal(); }),
      record.tutorial ? null : challengeButton(record, view, seat, copied),
      button(t("ending.close"), () => dialog.close()),
      h("a", { class: "button", href: "#", onclick: () => dialog.close() }, t("shell.lobby"))),
    copied);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector(".primary").focus();
  return { counted: change !== null };
}

function button(label, onclick, kind = null) {
  return h("button", { type: "button", class: kind, onclick }, label);
}

/** "You won!", "Ana wins", "Ana and Bob share the win", or the patience's "Game over". */
function headline(view, names, seat) {
  const { winners } = view;
  if (!winners.length) return t("ending.over");
  if (winners.length === 1) {
    return winners[0] === seat && names.length > 0 && seat !== null
      ? t("ending.you-won") : t("ending.wins", { name: names[winners[0]] });
  }
  return t("ending.shared", { names: winners.map((winner) => names[winner]) });
}

/** Every seat's final score, best first, the winners starred and computers' levels shown. */
function scoreTable(describe, record, view, names) {
  const order = view.scores.map((score, index) => index)
    .sort((a, b) => view.scores[b] - view.scores[a] || a - b);
  const scoreKey = `${describe.id}.score`;
  return h("table", { class: "ending-scores" },
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("ending.player")),
      h("th", { scope: "col" }, t("ending.score")))),
    h("tbody", {}, order.map((index) => {
      const level = levelOf(record.seats[index]);
      return h("tr", { class: view.winners.includes(index) ? "winner" : null },
        h("th", { scope: "row" }, view.winners.includes(index) ? "★ " : "", names[index],
          level ? h("span", { class: "level" }, ` · ${t(`level.${level}`)}`) : null),
        h("td", {}, t(scoreKey, { score: view.scores[index] })));
    })));
}

/** Against a challenge link's score: beaten or not; matched or not when nobody can score more
 * (the game's `max_score`). */
function challengeResult(describe, record, view, seat) {
  if (!Number.isSafeInteger(record.challenge) || seat === null) return null;
  const score = view.scores[seat];
  const atTop = describe.max_score !== null && record.challenge >= describe.max_score;
  const met = atTop ? score >= record.challenge : score > record.challenge;
  const outcome = met ? "beaten" : "missed";
  return h("p", { class: `challenge-result ${met ? "beaten" : ""}` },
    t(atTop ? `ending.challenge-top-${outcome}` : `ending.challenge-${outcome}`,
      { score, target: record.challenge }));
}

/** What this game changed in the statistics of its kind. */
function statsLine({ before, after }, bucket) {
  const now = rates(after);
  const parts = [
    t("stats.played-won", { played: after.played, won: after.won,
      share: Math.round(100 * now.winShare) }),
    t("stats.streak", { streak: after.streak, best: after.bestStreak }),
    t("stats.best-score", { score: after.bestScore }),
    ...(after.bestTimeMs === null ? [] : [t("stats.best-time", { time: clockText(after.bestTimeMs) })]),
    ...(after.fewestMoves === null ? [] : [t("stats.fewest-moves", { moves: after.fewestMoves })]),
  ];
  const news = [];
  if (after.bestStreak > before.bestStreak && after.bestStreak > 1) news.push(t("stats.new-best-streak"));
  if (before.bestScore !== null && after.bestScore > before.bestScore) news.push(t("stats.new-best-score"));
  if (before.bestTimeMs !== null && after.bestTimeMs < before.bestTimeMs) news.push(t("stats.new-best-time"));
  if (before.fewestMoves !== null && after.fewestMoves < before.fewestMoves) news.push(t("stats.new-fewest-moves"));
  return h("section", { class: "ending-stats" },
    h("h3", {}, sentence(t(`stats.bucket.${bucket}`))),
    h("p", {}, parts.join(" · ")),
    news.length ? h("p", { class: "news" }, news.join(" ")) : null);
}

/** "Challenge a friend": a link to this deal that carries the score to beat, handed to the
 * browser's share sheet where it has one, else copied; `copied`, the status line under the
 * buttons, says which and shows the link itself, to send another way. */
function challengeButton(record, view, seat, copied) {
  if (seat === null) return null;
  const share = async () => {
    const score = view.scores[seat];
    const link = challengeLink(record.route, score);
    const field = h("input", { type: "text", readonly: true, value: link,
      "aria-label": t("ending.challenge-link"), onfocus: (event) => event.target.select() });
    const say = (key) => copied.replaceChildren(h("span", {}, t(key)), field);
    if (navigator.share) {
      try {
        await navigator.share({ text: t("ending.challenge-text", { score }), url: link });
        say("ending.challenge-shared");
      } catch {
        say("ending.challenge-send");  // the sheet closed unused: the link stays at hand
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      say("ending.challenge-copied");
    } catch {
      say("ending.challenge-send");
      field.focus();
    }
  };
  return button(t("ending.challenge"), share);
}

/** The address of this deal with the score to beat. */
export function challengeLink(route, score) {
  const base = location.href.split("#")[0];
  return `${base}#${route}${route.includes("?") ? "&" : "?"}challenge=${encodeURIComponent(score)}`;
}
