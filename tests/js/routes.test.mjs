// web/js/store/routes.js without a page: a review's address names whose moves it is of
// ("seat", which names no option), and the deal it names stays the same deal.

import assert from "node:assert/strict";
import { test } from "node:test";

import { formatRoute, resolveRoute, reviewRoute, splitRoute } from "../../web/js/store/routes.js";

const CARDCASSONNE = { id: "cardcassonne", min_players: 2, options: { 2: [], 3: [] } };

test("a review's address names the seat, the deal's own address does not change", () => {
  assert.equal(reviewRoute("cardcassonne/7"), "review/cardcassonne/7");
  assert.equal(reviewRoute("cardcassonne/7", 1), "review/cardcassonne/7?seat=1");
  assert.equal(reviewRoute("cardcassonne/7?players=3", 2), "review/cardcassonne/7?players=3&seat=2");
  const parsed = splitRoute("#" + reviewRoute("cardcassonne/7?players=3", 2));
  assert.deepEqual([parsed.review, parsed.replay, parsed.seat], [true, true, 2]);
  assert.equal(formatRoute(CARDCASSONNE, resolveRoute(parsed, CARDCASSONNE)), "cardcassonne/7?players=3");
});

test("no seat, or one that is no seat, leaves the review to choose", () => {
  assert.equal(splitRoute("#review/cardcassonne/7").seat, null);
  assert.equal(splitRoute("#review/cardcassonne/7?seat=x").seat, null);
  assert.equal(splitRoute("#review/cardcassonne/7?seat=12").seat, null);
  assert.equal(splitRoute("#cardcassonne/7").seat, null);
});
