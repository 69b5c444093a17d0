// The engine's Web Worker: Pyodide, loaded from this site's own runtime/ folder, runs the Bridge
// of pygames/bridge.py here, off the page's main thread, so that neither the interpreter's start-up nor
// a computer player's thinking can freeze the page. engine.js starts it and talks to it.
//
// From the page: {id, request}, a request's JSON text. To the page: {progress: step} at each
// step of the start-up (STEPS in engine.js), {ready: true, start: "snapshot" | "fresh"},
// {snapshot: "stored"} once a new snapshot is kept, {id, answer}, the answer's JSON text;
// {failed: reason} when the engine cannot start and {stopped: true} when the interpreter itself
// is gone (a fatal error of Pyodide), after which the worker closes. Requests are answered as
// they come: while a computer's search is under way, those that arrive between its slices are
// answered at once (Bridge.answer in pygames/bridge.py). A request that raises nonetheless gets
// a refusal, {ok: false, error, message}, and the next request is answered as usual.
//
// The engine's Python files come as one zip, xz-compressed whole (smaller than a zip of modules
// each deflated alone, or gzipped whole), which the interpreter imports from where it lies
// (zipimport, the zip on sys.path): unpacked here (runtime/xz.js), written into its file system
// as a single file, never unpacked file by file through Python (slow in WebKit). The standard
// library comes the same way, compiled to bytecode as the engine is (its start-up imports it
// nearly whole, and compiling its sources was the longest part of a first start): unpacked
// here while the interpreter downloads, and handed to loadPyodide as its stdLibURL. So is the
// interpreter's JavaScript module, imported here and handed over as createPyodideModule.
//
// A memory snapshot makes every start after the first one quick. A fresh start loads the
// interpreter able to snapshot itself, imports the engine, and takes a snapshot of its memory
// before the Bridge exists (so no table, no search and no JavaScript object of the page is in
// it); once the engine is ready, the snapshot is gzipped into Cache Storage, under the build's
// version. A later start loads the interpreter from that snapshot instead, writes the engine's
// zip again (the snapshot holds the interpreter's memory, with sys.path and the zip's listing,
// not its file system, where a module the engine imports lazily is read) and creates the
// Bridge. The zip is the very one of the snapshot's time: the build's version hashes it.
// Whatever goes wrong on that way (no snapshot for this build, storage evicted or damaged:
// gzip's checksum catches it, a runtime that refuses it) ends in a fresh start that replaces it.

const RUNTIME_URL = new URL("../../runtime/pyodide", import.meta.url).href;
// The engine's Python files, pygames/, and the standard library (tools/build/site.py packs them:
// ship_engine, ship_stdlib).
const ENGINE_ZIP_URL = new URL("../../pygames.zip.xz", import.meta.url);
const STDLIB_ZIP_URL = new URL("../../runtime/pyodide/python_stdlib.zip.xz", import.meta.url);
// The interpreter's JavaScript module, minified and xz-compressed (site.py: ship_interpreter).
const INTERPRETER_URL = new URL("../../runtime/pyodide/pyodide.asm.mjs.xz", import.meta.url);
// Where the zip lies in the interpreter's file system, on sys.path.
const ENGINE_ZIP_PATH = "/home/pyodide/pygames.zip";
// tools/build.py writes the build's version there (a hash of every file of the site, this one,
// the engine and the runtime included); the service worker answers for it offline.
const MANIFEST_URL = new URL("../../precache-manifest.js", import.meta.url);
// Cache Storage, which the browser may evict: nothing is lost then but the quick start. Not
// named "cardtable-…", the service worker's prefix for the site's files.
const SNAPSHOT_CACHE = "engine-snapshot";
const snapshotKey = (version) => new URL(`../../engine-snapshot-${version}.gz`, import.meta.url).href;

// The interpreter's loader and the xz decoder, imported while the downloads are under way
// (start()) rather than before they begin.
const pyodideLoader = import("../../runtime/pyodide/pyodide.mjs");
const xzDecoder = import("../../runtime/xz.js");
for (const pending of [pyodideLoader, xzDecoder]) pending.catch(() => {}); // awaited in steps

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

/** The xz-compressed file at `url` (the engine's zip, the standard library's), downloaded and
 * unpacked; `what` names it in a failure's reason. xz's checksum refuses damaged bytes. */
async function download(url, what) {
  const response = await step(`${what} could not be downloaded`, () => fetch(url));
  if (!response.ok) {
    throw new StartError(`${what} could not be downloaded: HTTP ${response.status}`);
  }
  const file = await step(`${what} could not be downloaded`, () => response.arrayBuffer());
  const { XzReadableStream } = await step(`${what} could not be unpacked`, () => xzDecoder);
  return step(`${what}'s files are damaged`, async () => new Uint8Array(
    await new Response(new XzReadableStream(new Blob([file]).stream())).arrayBuffer()));
}

/** The build's version, or null when it cannot be read (then no snapshot is used or kept). */
async function buildVersion() {
  try {
    const response = await fetch(MANIFEST_URL);
    if (!response.ok) return null;
    return /"version":\s*"([0-9a-f]+)"/.exec(await response.text())?.[1] ?? null;
  } catch (error) {
    console.warn("the build's version could not be read: no snapshot", error);
    return null;
  }
}

/** The stored snapshot for `version` (a gzipped Response), or null when there is none. */
async function storedSnapshot(version) {
  try {
    return await (await caches.open(SNAPSHOT_CACHE)).match(snapshotKey(version)) ?? null;
  } catch (error) {
    console.warn("no snapshot could be looked for: starting afresh", error);
    return null;
  }
}

/** A gzipped response's bytes (a stored snapshot's); rejects when they are damaged (gzip's
 * checksum). */
async function unzipped(response) {
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Keep `snapshot` for `version` as the only one (a snapshot of another build is useless). */
async function storeSnapshot(version, snapshot) {
  const zipped = await new Response(
    new Blob([snapshot]).stream().pipeThrough(new CompressionStream("gzip"))).blob();
  const cache = await caches.open(SNAPSHOT_CACHE);
  for (const request of await cache.keys()) await cache.delete(request);
  await cache.put(snapshotKey(version), new Response(zipped, {
    headers: { "Content-Type": "application/gzip" } }));
}

async function forgetSnapshots() {
  try {
    await caches.delete(SNAPSHOT_CACHE);
  } catch (error) {
    console.warn(error);
  }
}

/** Put the engine's zip where sys.path (set by a fresh start, kept in a snapshot) looks. */
function placeEngine(pyodide, files) {
  pyodide.FS.writeFile(ENGINE_ZIP_PATH, files);
}

/** The Bridge, checked by a first request: a restored interpreter must answer it. */
async function checkedBridge(bridgeModule) {
  const bridge = bridgeModule.Bridge();
  const answer = JSON.parse(await bridge.answer(JSON.stringify({ op: "games" })));
  if (!answer.ok || !answer.games.length) throw new Error(`the engine answered ${answer.error}`);
  return bridge;
}

/** The interpreter's JavaScript module (`script`, its text) imported: its default export,
 * which loadPyodide takes as createPyodideModule. */
async function interpreterModule(script) {
  const url = URL.createObjectURL(new Blob([script], { type: "text/javascript" }));
  try {
    return (await import(url)).default;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** loadPyodide's options for the site's runtime, once the standard library and the
 * interpreter's script have been downloaded and unpacked. */
async function runtimeOptions() {
  const [stdlib, script] = await Promise.all([
    download(STDLIB_ZIP_URL, "the standard library"),
    download(INTERPRETER_URL, "the Python interpreter"),
  ]);
  const createPyodideModule = await step("the Python interpreter could not be loaded",
    () => interpreterModule(script));
  const stdLibURL = URL.createObjectURL(new Blob([stdlib]));
  return { indexURL: RUNTIME_URL, stdLibURL, createPyodideModule };
}

/** Start from `snapshot` with the `runtime`'s options: the Bridge's proxy. Throws if the
 * snapshot does not start. */
async function startFromSnapshot(stored, engine, runtime) {
  const options = await runtime;
  // Unzipped while the runtime downloads and compiles.
  const [pyodide, files] = await Promise.all([
    (await pyodideLoader).loadPyodide({ ...options, _loadSnapshot: unzipped(stored) }), engine]);
  postMessage({ progress: "interpreter" });
  placeEngine(pyodide, files);
  postMessage({ progress: "files" });
  return checkedBridge(pyodide.pyimport("pygames.bridge"));
}

/** Start the interpreter with the `runtime`'s options and the engine anew; with a `version`,
 * keep a snapshot for it. */
async function startFresh(engine, runtime, version) {
  const options = await runtime;
  const [pyodide, files] = await Promise.all([
    step("the Python interpreter could not be loaded",
      async () => (await pyodideLoader).loadPyodide({ ...options, _makeSnapshot: version !== null })),
    engine,
  ]);
  postMessage({ progress: "interpreter" });
  await step("the engine's files are damaged", () => {
    placeEngine(pyodide, files);
    // zipimporter reads the zip's listing: a damaged zip is refused here, by that name.
    pyodide.runPython(`import sys, zipimport
zipimport.zipimporter(${JSON.stringify(ENGINE_ZIP_PATH)})
sys.path.insert(0, ${JSON.stringify(ENGINE_ZIP_PATH)})`);
  });
  postMessage({ progress: "files" });
  const bridgeModule = await step("the engine could not be started",
    () => pyodide.pyimport("pygames.bridge"));
  let snapshot = null;
  if (version !== null) {
    try {
      snapshot = pyodide.makeMemorySnapshot();
    } catch (error) {
      console.warn("no snapshot of the engine could be taken", error);
    }
  }
  const bridge = await step("the engine could not be started", () => bridgeModule.Bridge());
  return { bridge, snapshot };
}

/** Start Pyodide and the engine, from the snapshot when there is a good one, reporting each
 * step; the Bridge's proxy. The standard library's URL lives until the start is over. */
async function start() {
  postMessage({ progress: "worker" });
  const engine = download(ENGINE_ZIP_URL, "the engine");
  const runtime = runtimeOptions();
  // Awaited below, where a failure is reported.
  for (const pending of [engine, runtime]) pending.catch(() => {});
  try {
    return await startWith(engine, runtime);
  } finally {
    runtime.then(({ stdLibURL }) => URL.revokeObjectURL(stdLibURL), () => {});
  }
}

/** start()'s work once the downloads are under way. */
async function startWith(engine, runtime) {
  const version = await buildVersion();
  const stored = version && await storedSnapshot(version);
  if (stored) {
    try {
      const bridge = await startFromSnapshot(stored, engine, runtime);
      postMessage({ ready: true, start: "snapshot" });
      return bridge;
    } catch (error) {
      if (error instanceof StartError) throw error; // a download: no use retrying
      console.warn("the engine's snapshot did not start: starting afresh", error);
      await forgetSnapshots();
    }
  }
  const started = await startFresh(engine, runtime, version);
  postMessage({ ready: true, start: "fresh" });
  if (started.snapshot) {
    storeSnapshot(version, started.snapshot).then(
      () => postMessage({ snapshot: "stored" }),
      (error) => console.warn("the engine's snapshot could not be stored", error));
  }
  return started.bridge;
}

// The answer to a request whose Bridge.answer raised instead of answering (a bug): the one
// Bridge.answer gives itself to a request that raises (FAILED_ANSWER in pygames/bridge.py).
const FAILED_ANSWER = JSON.stringify({
  ok: false,
  error: "the game engine failed unexpectedly; the game is unchanged",
  message: { key: "core.engine.failed" },
});

/** Tell the page that the engine is gone (`message`), and end the worker. */
function stop(message) {
  postMessage(message);
  close();
}

const bridge = start();
bridge.catch((error) => stop({ failed: error.message }));

addEventListener("message", async ({ data: { id, request } }) => {
  let engine;
  try {
    engine = await bridge;
  } catch {
    return; // the engine did not start: the page was told so, and the worker is closing
  }
  let answer;
  try {
    answer = await engine.answer(request);
  } catch (error) {
    console.error(error);
    if (error?.pyodide_fatal_error) {
      // The interpreter itself broke (e.g. out of memory): no later request can be trusted.
      stop({ stopped: true });
      return;
    }
    // One request raised (Bridge.answer is not meant to let any exception out): it is
    // refused, and the interpreter goes on answering.
    answer = FAILED_ANSWER;
  }
  postMessage({ id, answer });
});
