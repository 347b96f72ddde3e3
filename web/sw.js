// Modiar's service worker: keeps one version of the game (the page, the
// module, its unpacker, the solver, the fonts) so that a second visit
// starts from here, and a visit with no network plays. `make web` writes
// in the version and the files.
//
// A new version installs beside the running one and waits: the pages open
// now keep the version they started with, and the next start takes the
// new one, never the middle of a game.

const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = "modiar-" + VERSION;

// Each file once: what the page kept of its own download is not fetched
// again.
self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        FILES.map((file) =>
          cache.match(file).then((kept) => kept || cache.add(file)),
        ),
      ),
    ),
  );
});

// Taken at a start: older versions go.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names
          .filter((name) => name.startsWith("modiar-") && name !== CACHE)
          .map((name) => caches.delete(name)),
      ),
    ),
  );
});

// This version's files from the cache; anything else from the network.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  // A page opened at the folder or at index.html, with a link's hash or
  // the test's query, is the one page.
  const path = new URL(request.url).pathname;
  const page = request.mode === "navigate" && (path.endsWith("/") || path.endsWith("/index.html"));
  const key = page ? "index.html" : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((kept) => kept || fetch(request)),
  );
});

// The page asks which version waits, to tell the player once.
self.addEventListener("message", (event) => {
  if (event.data === "version" && event.ports[0]) {
    event.ports[0].postMessage(VERSION);
  }
});
