// The JavaScript side of the bridge in engine.py: waits for Python, shows its loading
// progress, and turns the JSON-string API into promises of plain objects.

// PyScript's "py:progress" steps, as the share of the wait they end (the interpreter's
// download is the long part).
const STEPS = {
  "Loading Pyodide": 0.05, "Loading Storage": 0.08, "Loaded Storage": 0.1,
  "Loading interpreter": 0.12, "Loaded interpreter": 0.75, "Loading files": 0.8,
  "Loaded files": 0.9, "Loaded Pyodide": 0.95,
};

const root = document.documentElement;

export const engineReady = new Promise((resolve) => {
  if (root.dataset.engine === "ready") return resolve();
  new MutationObserver((_, observer) => {
    if (root.dataset.engine === "ready") {
      observer.disconnect();
      resolve();
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-engine"] });
});

/** Keep every `.engine-progress` bar on the page up to date until the engine is ready. */
function trackProgress() {
  let done = 0.02;
  let creep = null;
  const show = () => {
    for (const bar of document.querySelectorAll(".engine-progress progress")) bar.value = done;
  };
  addEventListener("py:progress", ({ detail }) => {
    if (!(detail in STEPS)) return;
    done = Math.max(done, STEPS[detail]);
    show();
    clearInterval(creep);
    // While a long step runs, creep a little towards the next mark so the bar stays alive.
    const ceiling = Math.min(0.98, done + 0.6 * (1 - done));
    creep = setInterval(() => { done += (ceiling - done) * 0.03; show(); }, 200);
  });
  engineReady.then(() => { clearInterval(creep); done = 1; show(); });
  show();
  return show;
}

export const showProgress = trackProgress();

/** A refusal from the engine or the bridge: its message is a reason a player can read. */
export class EngineError extends Error {
  name = "EngineError";
}

/** Send one request to Python; resolves with the answer, rejects with EngineError(reason).
 * A request that cannot even be written as JSON (a cycle, or nesting deep enough to overflow
 * the stack) is refused the same way, never with a RangeError. */
export async function call(op, args = {}) {
  await engineReady;
  let request;
  try {
    request = JSON.stringify({ op, ...args });
  } catch {
    throw new EngineError("this request cannot be sent to the engine: it is not plain data");
  }
  const answer = JSON.parse(window.cardtable.call(request));
  if (!answer.ok) throw new EngineError(answer.error);
  return answer;
}

let gamesPromise = null;

/** The engine's games as Game.describe() gives them, by id. */
export function engineGames() {
  gamesPromise ??= call("games").then(({ games }) => new Map(games.map((g) => [g.id, g])));
  return gamesPromise;
}
