// Registers the service worker (sw.js) that keeps the site working offline after one visit.
// It waits until the engine is ready: the worker then caches the runtime while the page is
// idle, revalidating what the page just downloaded instead of competing with its start-up.
(() => {
  if (!("serviceWorker" in navigator)) return;
  const root = document.documentElement;
  // "none": look for a new deploy past the HTTP cache, in sw.js and in the file list it imports.
  const register = () => navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" })
    .catch((error) => console.warn("Offline play is unavailable:", error));
  if (root.dataset.engine === "ready") {
    register();
    return;
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.engine === "ready") {
      observer.disconnect();
      register();
    }
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-engine"] });
})();
