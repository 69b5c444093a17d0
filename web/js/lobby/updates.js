// The service worker (sw.js) that keeps the site working offline after one visit, and the
// news of a new version. It registers once the engine is ready, so it caches the runtime while
// the page is idle instead of competing with its start-up. A new deploy's worker waits until
// the player says "Reload" on the notice it brings ("A new version is ready"): it is never
// switched under a page at a random later visit, and the reload loses nothing, since every
// move is saved as it is made.

import { h } from "../kit/dom.js";
import { t } from "../kit/i18n.js";

const root = document.documentElement;
let notice = null;

/** Register the service worker once the engine is ready; announce new versions. */
export function watchForUpdates() {
  if (!("serviceWorker" in navigator)) return;
  if (root.dataset.engine === "ready") {
    register();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.engine !== "ready") return;
    observer.disconnect();
    register();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-engine"] });
}

async function register() {
  let registration;
  try {
    // "none": look for a new deploy past the HTTP cache, in sw.js and the file list it imports.
    registration = await navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" });
  } catch (error) {
    console.warn("Offline play is unavailable:", error);
    return;
  }
  offerIfWaiting(registration);
  registration.addEventListener("updatefound", () => {
    const incoming = registration.installing;
    incoming?.addEventListener("statechange", () => offerIfWaiting(registration));
  });
  // A page left open for days still hears of a deploy when the player comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

/** A worker installed and waiting behind the one in control is a new version: say so. (The
 * first visit's worker has none in control and takes over by itself.) */
function offerIfWaiting(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) showNotice(registration.waiting);
}

function showNotice(waiting) {
  notice?.remove();
  const reload = h("button", { type: "button", class: "primary", onclick: () => {
    reload.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    waiting.postMessage("activate");
  } }, t("update.reload"));
  notice = h("div", { class: "update-notice", role: "status" },
    h("span", {}, t("update.ready")), reload);
  document.body.append(notice);
}
