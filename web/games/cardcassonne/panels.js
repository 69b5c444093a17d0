// The panels around Cardcassonne's rows: the players, the scoring track, the round and
// final summaries and the log. Everything comes from the view; names go in as text only.

import { h } from "../../js/dom.js";
import { logLines } from "../../js/names.js";
import { cardFace, cardWords, COLOURS, COLOUR_NAME, iconSvg, meeple, ROW_COLOUR,
  ROW_NAME } from "./art.js";

const TRACK_STEP = 50;

/** A seat's name as the shell gives it. */
export function seatName(snapshot, seat) {
  return snapshot.names[seat] ?? `Seat ${seat + 1}`;
}

function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** Small cards in a line, e.g. the cards a player claimed. */
function miniCards(codes, turned = false) {
  return h("span", { class: "cc-minis" }, codes.map((code) => cardFace(code, turned)));
}

function animalChips(seatView) {
  const chips = COLOURS.map((colour) => {
    const count = seatView.animals[colour];
    return h("span", { class: `cc-chip${count ? "" : " empty"}`, style: `--row:${ROW_COLOUR[colour]}`,
      title: `${plural(count, `${COLOUR_NAME[colour]} animal`)} (${ROW_NAME[colour]})` },
    iconSvg("animal"), String(count));
  });
  if (seatView.lone_animal_jokers) {
    chips.push(h("span", { class: "cc-chip joker",
      title: `${plural(seatView.lone_animal_jokers, "animal joker")} waiting for animals` },
    iconSvg("animal"), `★${seatView.lone_animal_jokers}`));
  }
  return h("span", { class: "cc-animals" }, chips);
}

/** One box per player: follower, name, dealer, score, hand, animals and chest. */
export function playersPanel(snapshot) {
  const { view, seat: me, toPlay } = snapshot;
  return h("section", { class: "cc-players", "aria-label": "Players" },
    view.seats.map((seatView, seat) => {
      const name = seatName(snapshot, seat);
      const follower = meeple(seat, seatView.follower_placed ? `${name}'s follower stands in a row`
        : `${name}'s follower is free`);
      if (seatView.follower_placed) follower.classList.add("placed");
      return h("div", { class: `cc-player${toPlay.includes(seat) ? " turn" : ""}${seat === me ? " me" : ""}`,
        "data-seat": seat },
      h("div", { class: "cc-player-top" }, follower,
        h("span", { class: "cc-name" }, name),
        seat === view.dealer ? h("span", { class: "cc-dealer", title: "The dealer of this round" }, "Dealer") : null,
        h("strong", { class: "cc-score", title: "Score" }, String(view.scores[seat]))),
      h("div", { class: "cc-player-bottom" },
        h("span", { class: "cc-hand-count", title: `${plural(seatView.hand, "card")} in hand` },
          iconSvg("hand"), String(seatView.hand)),
        animalChips(seatView),
        h("span", { class: "cc-chest", title: `${plural(seatView.chest, "building")} under the chest, unseen until the end` },
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
      title: `${seatName(snapshot, seat)}: ${score}` }, meeple(seat));
  });
  return h("div", { class: "cc-track", "aria-label": "Scoring track" },
    h("div", { class: "cc-track-inner" }, marks, pawns));
}

/** A claimed card, face up now, with a folded corner when it lay face down. */
function claimCard(claim) {
  const card = cardFace(claim.card, claim.down);
  card.setAttribute("aria-label", `${cardWords(claim.card)} from the ${ROW_NAME[claim.row]} row${claim.down ? ", face down" : ""}`);
  return card;
}

/** The claims waiting for choices at a round's end, with the card a choice is about. */
export function claimsPanel(snapshot) {
  const { view } = snapshot;
  const pending = view.pending_choice;
  return h("section", { class: "cc-panel cc-claims" },
    h("h2", {}, `Round ${view.round}: the followers take their cards`),
    view.claims.map((claims, seat) => h("div", { class: "cc-claim-line" },
      h("span", { class: "cc-who" }, meeple(seat), seatName(snapshot, seat)),
      claims.length
        ? h("span", { class: "cc-minis" }, claims.map((claim, index) => {
          const card = claimCard(claim);
          if (pending && pending.seat === seat && pending.claim === index) card.classList.add("asked");
          return card;
        }))
        : h("span", { class: "cc-none" }, "nothing"))));
}

function scoreParts(summary) {
  const parts = [];
  if (summary.persons.length) parts.push(["Persons", summary.persons, summary.person_points]);
  if (summary.for_ten.length) parts.push(["Face down, other row", summary.for_ten, summary.ten_points, true]);
  if (summary.dragon_fairy.length) parts.push(["Dragon, fairy", summary.dragon_fairy, summary.dragon_fairy_points]);
  if (summary.animals.length) {
    const sizes = Object.entries(summary.animals_scored)
      .map(([colour, size]) => `${size} ${COLOUR_NAME[colour]}`).join(", ");
    parts.push([sizes ? `Animals (${sizes})` : "Animal jokers", summary.animals, summary.animal_points]);
  }
  return parts;
}

/** What each player claimed in a round and what it scored. */
export function roundSummary(snapshot, round) {
  const { view } = snapshot;
  return h("div", { class: "cc-summary-table" }, view.last_round.map((summary, seat) =>
    h("div", { class: "cc-summary-seat", "data-seat": seat },
      h("div", { class: "cc-summary-head" }, h("span", { class: "cc-who" }, meeple(seat), seatName(snapshot, seat)),
        h("strong", { class: "cc-gain", title: `Points in round ${round}` }, `+${summary.total}`)),
      scoreParts(summary).map(([label, cards, points, turned]) => h("div", { class: "cc-summary-part" },
        h("span", { class: "cc-part-label" }, label), miniCards(cards, turned), h("span", { class: "cc-part-points" }, `+${points}`))),
      summary.to_chest ? h("div", { class: "cc-summary-part" },
        h("span", { class: "cc-part-label" }, `${plural(summary.to_chest, "building")} under the chest`),
        iconSvg("chest", { cls: "cc-chest-icon" }), h("span", { class: "cc-part-points" }, "later")) : null,
      summary.total || summary.to_chest ? null : h("div", { class: "cc-none" }, "Claimed nothing that scores."))));
}

/** The end of the game: the chests opened into building sets, then the final scores. */
export function finalSummary(snapshot) {
  const { view } = snapshot;
  const winners = view.winners.map((seat) => seatName(snapshot, seat));
  const order = view.scores.map((_, seat) => seat).sort((a, b) => view.scores[b] - view.scores[a]);
  return h("section", { class: "cc-panel cc-final" },
    h("h2", {}, `Game over: ${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "wins"}`),
    h("ol", { class: "cc-standings" }, order.map((seat) => {
      const final = view.final[seat];
      return h("li", { class: `cc-standing${view.winners.includes(seat) ? " winner" : ""}`, "data-seat": seat },
        h("div", { class: "cc-summary-head" }, h("span", { class: "cc-who" }, meeple(seat), seatName(snapshot, seat)),
          h("strong", { class: "cc-final-score" }, String(view.scores[seat]))),
        h("div", { class: "cc-sets" },
          final.sets.length ? final.sets.map((set, index) => h("span", { class: "cc-set" },
            miniCards(set), h("span", { class: "cc-set-points" }, `+${final.set_points[index]}`)))
            : h("span", { class: "cc-none" }, "No buildings.")),
        h("div", { class: "cc-sets-total" },
          `${view.scores[seat] - final.points} in the rounds + ${final.points} for building sets`));
    })));
}

/** The view's log, newest last, with seat numbers turned into names; `open` unfolds it. */
export function logPanel(snapshot, open) {
  return h("details", { class: "cc-panel cc-log", open },
    h("summary", {}, "Log"), logLines(snapshot.view.log, snapshot.names, { class: "cc-log-lines" }));
}
