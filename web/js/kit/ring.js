// A move ringed on a board: the renderers' showHint (screen/game-screen.js) for the boards
// that have no highlight of their own. The pieces and places a move concerns get an outline
// drawn around them (the `ringed` class, styles.css), never over them, until the next render;
// a board that redraws by itself meanwhile (a new width, a panel opened) keeps them ringed.

export class Ring {
  /** A ring on the board in `root`; `find(move)` gives the elements of `move` (those missing
   * from the board as null or false). */
  constructor(root, find) {
    this.root = root;
    this.find = find;
    this.move = null;
    this.observer = new MutationObserver(() => this.mark());
  }

  /** Ring `move` until clear(). */
  show(move) {
    this.move = move;
    this.mark();
    this.observer.observe(this.root, { childList: true, subtree: true });
  }

  /** Ring nothing (the board's render: a new position). */
  clear() {
    this.move = null;
    this.observer.disconnect();
    this.mark();
  }

  mark() {
    for (const old of this.root.querySelectorAll(".ringed")) old.classList.remove("ringed");
    if (!this.move) return;
    for (const element of this.find(this.move).filter(Boolean)) element.classList.add("ringed");
  }
}
