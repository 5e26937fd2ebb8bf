// RepGate's service worker (docs/decisions/008-compression-and-code-splitting.md). The build
// (vite-plugins/service-worker.ts) replaces the two placeholders and writes it as /sw.js: a new
// build is a new worker, installed at once, which replaces the old one's cache and tells open
// pages to reload.
//
// It serves the app shell offline and nothing else: the API (/api), the websocket (/ws) and the
// health check are never intercepted, so game numbers always come from the server or not at all.

const BUILD = "__REPGATE_BUILD__";
const PRECACHE = __REPGATE_PRECACHE__;
const SHELL_CACHE = `repgate-shell-${BUILD}`;
const IMAGE_CACHE = "repgate-images";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const old = names.filter((name) => name.startsWith("repgate-shell-") && name !== SHELL_CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
      const pages = await self.clients.matchAll({ type: "window" });
      for (const page of pages) page.postMessage({ type: "repgate:activated", build: BUILD });
    })(),
  );
});

/** Requests the browser handles exactly as if there were no worker. */
function passesThrough(request, url) {
  return (
    request.method !== "GET" ||
    url.origin !== self.location.origin ||
    url.pathname === "/api" ||
    url.pathname.startsWith("/api/") ||
    url.pathname === "/ws" ||
    url.pathname.startsWith("/ws/") ||
    url.pathname === "/healthz" ||
    url.pathname === "/sw.js"
  );
}

/** Pages come from the network (a release shows at once); offline, the cached shell. */
async function pageOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match("/index.html", { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files and images never change under one name: the cache first, then the network. */
async function cachedOrFetched(request, url) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && /\.(svg|png|webp)$/.test(url.pathname)) {
    const copy = response.clone();
    caches.open(IMAGE_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (passesThrough(request, url)) return;
  event.respondWith(
    request.mode === "navigate" ? pageOrShell(request) : cachedOrFetched(request, url),
  );
});
