// What happens on the table, told to screen readers: one polite live region for the page.
// The game screen announces every move as its log line reads ("Computer 2 plays the 9 of clubs"),
// computer moves included, in the reader's language; boards add what a look would tell. Each
// screen starts silent (main.js silences the region at every change of screen).

let region = null;
let pending = null;

function liveRegion() {
  if (!region || !region.isConnected) {
    region = document.createElement("div");
    region.className = "visually-hidden";
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    document.body.append(region);
  }
  return region;
}

/** Say `text` politely (after what is being read). The same text twice is said twice. */
export function announce(text) {
  if (!text) return;
  const target = liveRegion();
  clearTimeout(pending);
  target.textContent = "";
  // A change of content is what a screen reader reads: empty first, then fill.
  pending = setTimeout(() => { target.textContent = text; }, 30);
}

/** Say nothing more of the screen being left: the sentence waiting to be said is dropped and
 * the region emptied, so a screen opened next (another game, the lobby) is never read with
 * the last words of the one before. */
export function silence() {
  clearTimeout(pending);
  pending = null;
  if (region) region.textContent = "";
}
