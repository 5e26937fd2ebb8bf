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

// Web Push (docs/decisions/024-web-push.md). The server sends a JSON payload
// { kind, title, body, url, tag?, confirmationId? }; the worker shows it and, when tapped,
// opens (or focuses) the screen `url` names. A party confirmation carries Confirm and Decline,
// which answer through the same endpoint the app's own buttons call.

const CONFIRMATION_ACTIONS = [
  { action: "confirm", title: "Confirm" },
  { action: "decline", title: "Decline" },
];

self.addEventListener("push", (event) => {
  let push;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  if (!push || typeof push.title !== "string") return;
  const withActions = push.kind === "partyConfirmation" && push.confirmationId;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      ...(push.tag ? { tag: push.tag } : {}),
      data: { url: push.url, kind: push.kind, confirmationId: push.confirmationId ?? null },
      ...(withActions ? { actions: CONFIRMATION_ACTIONS, requireInteraction: true } : {}),
    }),
  );
});

/** Only paths of this app are opened: a payload can never send the hunter elsewhere. */
function screenOf(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

/** Focuses an open page of the app on `path`, or opens one. Resolves to the address. */
async function openScreen(path) {
  const target = new URL(path, self.location.origin).href;
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const page = pages.find((p) => new URL(p.url).origin === self.location.origin);
  if (!page) {
    await self.clients.openWindow(target);
    return target;
  }
  // The browser lets a worker focus a page only while it handles a tap; a page it may not
  // focus still moves to the screen, and one this worker does not control is opened anew.
  const focused = await page.focus().catch(() => page);
  if (focused.url !== target) {
    await focused.navigate(target).catch(() => self.clients.openWindow(target));
  }
  return target;
}

/**
 * Answers a party dungeon confirmation with the hunter's own session (the cookie goes with a
 * same-origin fetch). Resolves to the screen to open, or null when there is nothing to see:
 * a decline that went through.
 */
async function answerConfirmation(confirmationId, confirmed) {
  let reply = null;
  try {
    const response = await fetch(
      `/api/party/dungeon-confirmation/${encodeURIComponent(confirmationId)}/respond`,
      {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ confirmed }),
      },
    );
    if (response.ok) reply = await response.json();
  } catch {
    reply = null;
  }
  // Refused or unreachable (expired, signed out, offline): the party panel says why.
  if (!reply) return "/social#party";
  if (!confirmed) return null;
  // Everyone confirmed: the battle has started. Else the party panel shows who is still out.
  return reply.status === "entered" ? "/battle" : "/social#party";
}

/**
 * What a tap on a notification does: `action` is "" for the notification itself, or the
 * button ("confirm", "decline"); `data` is what the push handler stored. Resolves to the
 * address opened, or null. A function of its own so a test can run it in the worker
 * (e2e/push-notifications.spec.ts): a headless browser has no notification to tap.
 */
async function handleNotificationClick(action, data) {
  if ((action === "confirm" || action === "decline") && data?.confirmationId) {
    const next = await answerConfirmation(data.confirmationId, action === "confirm");
    return next ? openScreen(next) : null;
  }
  return openScreen(screenOf(data?.url));
}

self.addEventListener("notificationclick", (event) => {
  const { data } = event.notification;
  event.notification.close();
  event.waitUntil(handleNotificationClick(event.action, data));
});
