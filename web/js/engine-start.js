// Starts the engine's worker as early as the page can. This module imports nothing, so the
// browser runs it as soon as it arrives, before the page's other modules are asked for: on a
// server that takes a few requests at a time, those would hold back the worker's script and
// the interpreter's download, the longest wait of the page's start. engine.js takes the worker
// over with `listen`; what the worker said before that is kept and handed on first.

export const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });

const EVENTS = ["message", "error", "messageerror"];
const early = [];
const keep = (event) => early.push(event);
for (const type of EVENTS) worker.addEventListener(type, keep);

/** Send the worker's events to `listeners` ({message, error, messageerror}: functions), the
 * events that came before this call first, in their order. */
export function listen(listeners) {
  for (const type of EVENTS) {
    worker.removeEventListener(type, keep);
    worker.addEventListener(type, listeners[type]);
  }
  for (const event of early.splice(0)) listeners[event.type](event);
}
