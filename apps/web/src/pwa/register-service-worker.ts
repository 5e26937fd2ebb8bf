import { firstScreenShown } from "./first-screen.ts";

/** The release this page was built from, stamped into index.html by the build. */
function ownBuild(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="repgate-build"]')?.content;
}

/**
 * Reloads into the new release, but never in the middle of a battle: there it waits until the
 * hunter leaves the battle screen (the battle itself lives on the server either way).
 */
function reloadWhenSafe(): void {
  const inBattle = () => window.location.pathname === "/battle";
  if (!inBattle()) {
    window.location.reload();
    return;
  }
  const timer = window.setInterval(() => {
    if (inBattle()) return;
    window.clearInterval(timer);
    window.location.reload();
  }, 1000);
}

/**
 * Installs the service worker (src/pwa/service-worker.js, built as /sw.js) once the page has
 * loaded and its first screen's code has arrived, so it never competes with the first paint. The browser looks for a new worker on
 * every navigation; the page also asks whenever it comes back to the foreground, as an
 * installed app may stay open for days. A new worker announces its build: a page of another
 * build reloads, so nobody keeps running an old release.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener("message", (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: string; build?: string } | null;
    if (data?.type === "repgate:activated" && data.build !== ownBuild()) reloadWhenSafe();
  });
  container.startMessages();
  const loaded = new Promise((resolve) => window.addEventListener("load", resolve));
  void Promise.all([loaded, firstScreenShown]).then(() => {
    container
      .register("/sw.js", { updateViaCache: "none" })
      .then((registration) => {
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") registration.update().catch(() => {});
        });
      })
      // Without a worker the app still works online; there is nothing to tell the hunter.
      .catch(() => {});
  });
}
