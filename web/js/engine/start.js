// Starts the engine's worker as early as the page can. This module imports nothing, so the
// browser runs it as soon as it arrives, before the page's other modules are asked for: on a
// server that takes a few requests at a time, those would hold back the worker's script and
// the interpreter's download, the longest wait of the page's start. engine.js takes the worker
// over with `listen`; what the worker said before that is kept and handed on first.
// One page needs no engine at first: a friend's device opening the link of an online room it
// does not host (the host's engine runs the game, rooms/peer.js). There the worker starts only
// when a request asks for it (startEngine, from engine.js), e.g. back in the lobby.

const EVENTS = ["message", "error", "messageerror"];
const early = [];
const keep = (event) => early.push(event);
let listeners = null;

function hostsRoom(id) {
  try {
    return localStorage.getItem(`cardtable/room/${id}`) !== null;
  } catch {
    return false;
  }
}

const room = /^#room\/([A-Za-z0-9_-]{8,32})\//.exec(location.hash);

/** The engine's worker, or null until startEngine() on a friend's room page. */
export let worker = room && !hostsRoom(room[1]) ? null : create();

function create() {
  const started = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  for (const type of EVENTS) started.addEventListener(type, keep);
  return started;
}

/** Hand the worker's events to the listeners, the early ones first. */
function attach() {
  for (const type of EVENTS) {
    worker.removeEventListener(type, keep);
    worker.addEventListener(type, listeners[type]);
  }
  for (const event of early.splice(0)) listeners[event.type](event);
}

/** Start the worker if it has not started yet. */
export function startEngine() {
  if (worker) return;
  worker = create();
  if (listeners) attach();
}

/** Send the worker's events to `listeners` ({message, error, messageerror}: functions), the
 * events that came before this call first, in their order. */
export function listen(given) {
  listeners = given;
  if (worker) attach();
}
