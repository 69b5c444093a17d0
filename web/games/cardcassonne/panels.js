// The panels around Cardcassonne's rows: the players, the scoring track, the round and
// final summaries and the log. Everything comes from the view; names go in as text only,
// and every word comes from the catalogs (t for the board's, say for the engine's).

import { h } from "../../js/kit/dom.js";
import { say, sentence, t } from "../../js/kit/i18n.js";
import { cardFace, cardMessage, COLOURS, iconSvg, meeple, ROW_COLOUR } from "./art.js";

const TRACK_STEP = 50;

/** A seat's name as the game screen gives it. */
export function seatName(snapshot, seat) {
  return snapshot.names[seat];
}

/** A board word that names seats, read by this screen's reader ("your follower"). */
export function sayTo(snapshot, key, params) {
  return say({ key, ...params }, { names: snapshot.names, you: snapshot.you });
}

/** A row as the engine's messages name it: "the cloister row". */
export const rowMessage = (colour) => ({ key: `cardcassonne.row.${colour}` });

/** Small cards in a line, e.g. the cards a player claimed. */
function miniCards(codes, turned = false) {
  return h("span", { class: "cc-minis" }, codes.map((code) => cardFace(code, turned)));
}

function animalChips(seatView) {
  const chips = COLOURS.map((colour) => {
    const count = seatView.animals[colour];
    return h("span", { class: `cc-chip${count ? "" : " empty"}`, style: `--row:${ROW_COLOUR[colour]}`,
      title: t(`cardcassonne.board.animals.${colour}`, { count }) },
    iconSvg("animal"), String(count));
  });
  if (seatView.lone_animal_jokers) {
    chips.push(h("span", { class: "cc-chip joker",
      title: t("cardcassonne.board.lone-jokers", { count: seatView.lone_animal_jokers }) },
    iconSvg("animal"), `★${seatView.lone_animal_jokers}`));
  }
  return h("span", { class: "cc-animals" }, chips);
}

/** One box per player: follower, name, dealer, score, hand, animals and chest. */
export function playersPanel(snapshot) {
  const { view, seat: me, toPlay, levels } = snapshot;
  return h("section", { class: "cc-players", "aria-label": t("cardcassonne.board.players") },
    view.seats.map((seatView, seat) => {
      const name = seatName(snapshot, seat);
      const follower = meeple(seat, sayTo(snapshot, seatView.follower_placed
        ? "cardcassonne.board.follower-placed" : "cardcassonne.board.follower-free", { seat }));
      if (seatView.follower_placed) follower.classList.add("placed");
      const shown = levels[seat] ? t("cardcassonne.board.level", { name, level: t(`level.${levels[seat]}`) })
        : name;
      return h("div", { class: `cc-player${toPlay.includes(seat) ? " turn" : ""}${seat === me ? " me" : ""}`,
        "data-seat": seat, "data-seat-panel": seat },
      h("div", { class: "cc-player-top" }, follower,
        h("span", { class: "cc-name", title: shown }, shown),
        seat === view.dealer ? h("span", { class: "cc-dealer", title: t("cardcassonne.board.dealer-help") },
          t("cardcassonne.board.dealer")) : null,
        h("strong", { class: "cc-score", title: t("cardcassonne.board.score-help") }, String(view.scores[seat]))),
      h("div", { class: "cc-player-bottom" },
        h("span", { class: "cc-hand-count", title: t("cardcassonne.board.in-hand", { count: seatView.hand }) },
          iconSvg("hand"), String(seatView.hand)),
        animalChips(seatView),
        h("span", { class: "cc-chest", title: t("cardcassonne.board.chest", { count: seatView.chest }) },
          iconSvg("chest"), String(seatView.chest))));
    }));
}

/** The scoring track the rows start from: a pawn per player at its score. */
export function scoringTrack(snapshot) {
  const scores = snapshot.view.scores;
  const top = Math.max(TRACK_STEP, Math.ceil(Math.max(...scores) / TRACK_STEP) * TRACK_STEP);
  const marks = [top / 2, top].map((value) =>
    h("span", { class: "cc-mark", style: `bottom:${(value / top) * 100}%` }, String(value)));
  const pawns = scores.map((score, seat) => {
    return h("span", { class: "cc-pawn", "data-seat": seat,
      style: `bottom:${(score / top) * 100}%;left:${seat * 0.42 + 0.15}rem`,
      title: t("cardcassonne.board.pawn", { name: seatName(snapshot, seat), score }) }, meeple(seat));
  });
  return h("div", { class: "cc-track", role: "img", "aria-label": t("cardcassonne.board.track") },
    h("div", { class: "cc-track-inner" }, marks, pawns));
}

/** A claimed card, face up now, with a folded corner when it lay face down. */
function claimCard(claim) {
  const card = cardFace(claim.card, claim.down);
  card.setAttribute("aria-label", t(claim.down ? "cardcassonne.board.claimed-down" : "cardcassonne.board.claimed",
    { card: cardMessage(claim.card), row: rowMessage(claim.row) }));
  return card;
}

/** The claims waiting for choices at a round's end, with the card a choice is about. */
export function claimsPanel(snapshot) {
  const { view } = snapshot;
  const pending = view.pending_choice;
  return h("section", { class: "cc-panel cc-claims" },
    h("h2", {}, t("cardcassonne.board.claims-title", { round: view.round })),
    view.claims.map((claims, seat) => h("div", { class: "cc-claim-line" },
      who(snapshot, seat),
      claims.length
        ? h("span", { class: "cc-minis" }, claims.map((claim, index) => {
          const card = claimCard(claim);
          if (pending && pending.seat === seat && pending.claim === index) card.classList.add("asked");
          return card;
        }))
        : h("span", { class: "cc-none" }, t("cardcassonne.board.nothing")))));
}

function scoreParts(summary) {
  const parts = [];
  const label = (key, params) => t(`cardcassonne.board.${key}`, params);
  if (summary.persons.length) parts.push([label("persons"), summary.persons, summary.person_points]);
  if (summary.for_ten.length) parts.push([label("for-ten"), summary.for_ten, summary.ten_points, true]);
  if (summary.dragon_fairy.length) {
    parts.push([label("dragon-fairy"), summary.dragon_fairy, summary.dragon_fairy_points]);
  }
  if (summary.animals.length) {
    const sizes = Object.entries(summary.animals_scored)
      .map(([colour, count]) => label(`animals.${colour}`, { count }));
    parts.push([sizes.length ? label("animals", { sizes }) : label("animal-jokers"), summary.animals,
      summary.animal_points]);
  }
  return parts;
}

/** A player's follower and name; a name too long for its line ends in "…", whole on hover
 * and to a screen reader. */
function who(snapshot, seat) {
  const name = seatName(snapshot, seat);
  return h("span", { class: "cc-who" }, meeple(seat), h("span", { class: "cc-who-name", title: name }, name));
}

/** What each player claimed in a round and what it scored. */
export function roundSummary(snapshot, round) {
  const { view } = snapshot;
  return h("div", { class: "cc-summary-table" }, view.last_round.map((summary, seat) =>
    h("div", { class: "cc-summary-seat", "data-seat": seat },
      h("div", { class: "cc-summary-head" }, who(snapshot, seat),
        h("strong", { class: "cc-gain", title: t("cardcassonne.board.round-points", { round }) }, `+${summary.total}`)),
      scoreParts(summary).map(([label, cards, points, turned]) => h("div", { class: "cc-summary-part" },
        h("span", { class: "cc-part-label" }, label), miniCards(cards, turned), h("span", { class: "cc-part-points" }, `+${points}`))),
      summary.to_chest ? h("div", { class: "cc-summary-part" },
        h("span", { class: "cc-part-label" }, t("cardcassonne.board.under-chest", { count: summary.to_chest })),
        iconSvg("chest", { cls: "cc-chest-icon" }),
        h("span", { class: "cc-part-points" }, t("cardcassonne.board.later"))) : null,
      summary.total || summary.to_chest ? null
        : h("div", { class: "cc-none" }, t("cardcassonne.board.scored-nothing")))));
}

/** The end of the game: the chests opened into building sets, then the final scores. */
export function finalSummary(snapshot) {
  const { view } = snapshot;
  const names = view.winners.map((seat) => seatName(snapshot, seat));
  const order = view.scores.map((_, seat) => seat).sort((a, b) => view.scores[b] - view.scores[a]);
  const soleWinnerIsYou = names.length === 1 && view.winners[0] === snapshot.you;
  const title = soleWinnerIsYou ? t("cardcassonne.board.winner-you")
    : t(names.length > 1 ? "cardcassonne.board.winners" : "cardcassonne.board.winner", { names });
  return h("section", { class: "cc-panel cc-final" },
    h("h2", {}, title),
    h("ol", { class: "cc-standings" }, order.map((seat) => {
      const final = view.final[seat];
      return h("li", { class: `cc-standing${view.winners.includes(seat) ? " winner" : ""}`, "data-seat": seat },
        h("div", { class: "cc-summary-head" }, who(snapshot, seat),
          h("strong", { class: "cc-final-score" }, String(view.scores[seat]))),
        h("div", { class: "cc-sets" },
          final.sets.length ? final.sets.map((set, index) => h("span", { class: "cc-set" },
            miniCards(set), h("span", { class: "cc-set-points" }, `+${final.set_points[index]}`)))
            : h("span", { class: "cc-none" }, t("cardcassonne.board.no-buildings"))),
        h("div", { class: "cc-sets-total" }, t("cardcassonne.board.final-sum",
          { rounds: view.scores[seat] - final.points, sets: final.points })));
    })));
}

/** The view's log, newest last, in the reader's words; `open` unfolds it. Once drawn it
 * shows the newest line. */
export function logPanel(snapshot, open) {
  const reader = { names: snapshot.names, you: snapshot.you };
  const list = h("ol", { class: "cc-log-lines", tabindex: 0, "aria-label": t("cardcassonne.board.log") },
    snapshot.view.log.map((entry) => h("li", {}, sentence(say(entry, reader)))));
  requestAnimationFrame(() => { list.scrollTop = list.scrollHeight; });
  return h("details", { class: "cc-panel cc-log", open },
    h("summary", {}, t("cardcassonne.board.log")), list);
}
