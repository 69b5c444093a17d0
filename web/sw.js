// Service worker: keeps every file of this build in a cache named after the build's version,
// so that after one visit the whole site (page, engine, Python runtime) works offline, and a
// new deploy, whose version differs, replaces the old cache instead of mixing with it, once the
// player accepts it (updates.js).
// The build (tools/build/site.py inline_manifest) puts this version's manifest in place of the
// next line, self.PRECACHE = {version, files, hashes}, so every deploy changes this very file.
importScripts("./precache-manifest.js");

const CACHE_PREFIX = "cardtable-";
const CACHE_NAME = CACHE_PREFIX + self.PRECACHE.version;
// The manifest file is not among the cached files (it names them); the engine's worker reads the
// version from it to find its snapshot (engine/worker.js), so it is answered from the one this
// service worker imported: the version of the files it serves, online or not.
const MANIFEST_URL = new URL("./precache-manifest.js", self.location).href;
const MANIFEST_TEXT = `self.PRECACHE = ${JSON.stringify(self.PRECACHE)};\n`;

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

/** Fill this version's cache. It registers once the engine is ready (updates.js), when the page
 * has just downloaded nearly every file: each is taken from the HTTP cache ("force-cache") so no
 * byte is fetched twice, and kept only if its hash is the manifest's; a file of another version
 * (still fresh in the HTTP cache from an earlier deploy) is fetched again past the cache. "./"
 * and "./index.html" are one file, fetched once. */
async function precache() {
  const cache = await caches.open(CACHE_NAME);
  const { files, hashes } = self.PRECACHE;
  await Promise.all(files.filter((url) => url !== "./index.html").map(async (url) => {
    const response = await thisVersion(url, hashes[url === "./" ? "./index.html" : url]);
    if (url === "./") await cache.put("./index.html", response.clone());
    await cache.put(url, response);
  }));
}

/** `url`'s response whose body hashes to `hash`: from the HTTP cache if it holds this version's,
 * else from the server. */
async function thisVersion(url, hash) {
  for (const mode of ["force-cache", "no-cache"]) {
    const response = await fetch(new Request(url, { cache: mode }));
    if (response.ok && await digest(response.clone()) === hash) return response;
  }
  throw new Error(`${url} is not the file of version ${self.PRECACHE.version}`);
}

async function digest(response) {
  const hash = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
  return [...new Uint8Array(hash)].slice(0, 8).map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

// A new version waits behind the one in control until the page's "Reload" asks it to take
// over (updates.js): the open page keeps the files it started with until then.
self.addEventListener("message", (event) => {
  if (event.data === "activate") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names
        .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
        .map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method === "GET" && request.url === MANIFEST_URL) {
    event.respondWith(new Response(MANIFEST_TEXT, {
      headers: { "Content-Type": "text/javascript", "Cache-Control": "no-cache" } }));
  } else if (request.method === "GET" && new URL(request.url).origin === self.location.origin) {
    event.respondWith(cachedOrFetched(request));
  }
});

/** The cached copy of a site file; else the network; offline, a page address gets the page. */
async function cachedOrFetched(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    const page = request.mode === "navigate" && await cache.match("./");
    if (page) return page;
    throw error;
  }
}
