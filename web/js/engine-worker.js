// The engine's Web Worker: Pyodide, loaded from this site's own runtime/ folder, runs the Bridge
// of pygames/bridge.py here, off the page's main thread, so that neither the interpreter's start-up nor
// a computer player's thinking can freeze the page. engine.js starts it and talks to it.
//
// From the page: {id, request}, a request's JSON text. To the page: {progress: step} at each
// step of the start-up (STEPS in engine.js), {ready: true}, {id, answer}, the answer's JSON
// text; {failed: reason} when the engine cannot start and {stopped: true} when it stops
// working, after which the worker closes. Requests are answered as they come: while a
// computer's search is under way, those that arrive between its slices are answered at once
// (Bridge.answer in pygames/bridge.py).

import { loadPyodide } from "../runtime/pyodide/pyodide.mjs";

const RUNTIME_URL = new URL("../runtime/pyodide/", import.meta.url).href;
// The engine's Python files, pygames/ (tools/build.py packs them).
const ENGINE_ZIP_URL = new URL("../pygames.zip", import.meta.url);

/** A step of the start-up that failed, with a reason a player can read. */
class StartError extends Error {}

/** `work()`'s result, or StartError(reason) if it throws (the details go to the console). */
async function step(reason, work) {
  try {
    return await work();
  } catch (error) {
    console.error(error);
    throw new StartError(reason);
  }
}

async function downloadEngine() {
  const response = await step("the engine could not be downloaded", () => fetch(ENGINE_ZIP_URL));
  if (!response.ok) {
    throw new StartError(`the engine could not be downloaded: HTTP ${response.status}`);
  }
  return step("the engine could not be downloaded", () => response.arrayBuffer());
}

/** Start Pyodide and the engine, reporting each step; the Bridge's proxy. */
async function start() {
  postMessage({ progress: "worker" });
  const [pyodide, engine] = await Promise.all([
    step("the Python interpreter could not be loaded",
      () => loadPyodide({ indexURL: RUNTIME_URL })),
    downloadEngine(),
  ]);
  postMessage({ progress: "interpreter" });
  // Unpacked into the interpreter's working folder, which is on sys.path.
  await step("the engine's files are damaged", () => pyodide.unpackArchive(engine, "zip"));
  postMessage({ progress: "files" });
  return step("the engine could not be started", () => pyodide.pyimport("pygames.bridge").Bridge());
}

/** Tell the page that the engine is gone (`message`), and end the worker. */
function stop(message) {
  postMessage(message);
  close();
}

const bridge = start();
bridge.then(() => postMessage({ ready: true }), (error) => stop({ failed: error.message }));

addEventListener("message", async ({ data: { id, request } }) => {
  let answer;
  try {
    answer = await (await bridge).answer(request);
  } catch (error) {
    // Bridge.answer turns every Python exception into a refusal: an error here means the
    // interpreter itself broke (e.g. out of memory), and no later request can be trusted.
    console.error(error);
    stop({ stopped: true });
    return;
  }
  postMessage({ id, answer });
});
