// The save of the game on a screen (screen/game-screen.js) and the watch on other tabs: every change is
// written over the revision this tab last wrote (saves.js), so a write fails with a
// SaveConflict once another tab has played on or deleted the game; the screen then stops and
// shows the stale panel, which offers the game as the other tab left it (or, when it was
// deleted there, to keep it here).

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";
import { readSave, saveKey, writeSave } from "../store/saves.js";

export class SavedGame {
  /** The record of a saved game (see saves.js) as this tab last stored it, at `revision`. */
  constructor(record, revision) {
    this.record = record;
    this.revision = revision;
    this.key = saveKey(record.route);
  }

  /** Store the record with `changes` in place of this tab's revision; throws SaveConflict when
   * another tab wrote since, or an Error a player can read when storage is full. */
  update(changes) {
    this.record = writeSave({ ...this.record, ...changes }, this.revision);
    this.revision = this.record.revision;
  }

  /** Store the record with the engine's `save` again after another tab deleted the game. */
  storeAgain(save) {
    this.record = writeSave({ ...this.record, save }, null);
    this.revision = this.record.revision;
  }

  /** A challenge link's score to beat (text from the address) is kept with the game; on this
   * screen only when it cannot be stored (another tab, full storage). */
  keepChallenge(text) {
    const score = Number(text);
    if (text === null || text === undefined || !Number.isSafeInteger(score)
        || this.record.challenge === score) return;
    try {
      this.update({ challenge: score });
    } catch {
      this.record = { ...this.record, challenge: score };
    }
  }

  /** Whether another tab has written or deleted this game since this tab wrote it, told by a
   * storage event's `key` (null: every save changed). */
  changedElsewhere(key) {
    return (key === null || key === this.key) && readSave(this.key).revision !== this.revision;
  }

  /** Whether the game is no longer stored at all (deleted in another tab). */
  get deleted() {
    return readSave(this.key).revision === null;
  }
}

/** Show in `root` what a screen offers once another tab has the game: `load()` opens it as
 * that tab left it; when it was deleted there, `keep()` stores this tab's position again. */
export function showStalePanel(root, deleted, { keep, load }) {
  const next = deleted
    ? h("button", { class: "primary", type: "button", onclick: keep }, t("stale.keep"))
    : h("button", { class: "primary", type: "button", onclick: load }, t("stale.load"));
  root.replaceChildren(h("section", { class: "handoff stale" },
    h("h2", {}, t(deleted ? "stale.deleted" : "stale.continued")),
    h("p", {}, t(deleted ? "stale.deleted-text" : "stale.continued-text")),
    h("p", { class: "dialog-buttons" },
      h("a", { class: "button", href: "#" }, t("shell.lobby")), next)));
  next.focus();
}

/** A game kept in this screen's memory only (a tutorial's deal, see tutorial.js): the same
 * calls as SavedGame, none of which touches the player's saves. */
export class UnsavedGame {
  constructor(record) {
    this.record = record;
    this.revision = null;
    this.key = null;
  }

  update(changes) {
    this.record = { ...this.record, ...changes };
  }

  storeAgain(save) {
    this.update({ save });
  }

  keepChallenge() {}

  changedElsewhere() {
    return false;
  }

  get deleted() {
    return false;
  }
}
