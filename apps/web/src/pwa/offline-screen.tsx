import { WifiOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { BrandMark } from "../components/brand-mark.tsx";
import { Button } from "../components/ui/button.tsx";
import { useOnline } from "./use-online.ts";

/** How often the offline screen checks whether the server can be reached again. */
const PROBE_EVERY_MS = 3_000;

/**
 * What the app shows when it opens without a connection (served by the service worker): a clear
 * statement instead of a browser error or a landing page that cannot sign anyone in. It tries
 * again by itself when the connection returns: it asks the server's health check every few
 * seconds and when the browser says it is online again (navigator.onLine is not to be trusted:
 * Chromium can report online while every request fails), and only then reads the hunter again,
 * so the screen does not flicker through a loading state on every attempt.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    let stopped = false;
    const probe = () => {
      fetch("/healthz", { cache: "no-store" }).then(
        (response) => {
          if (response.ok && !stopped) retry.current();
        },
        () => undefined,
      );
    };
    const timer = setInterval(probe, PROBE_EVERY_MS);
    window.addEventListener("online", probe);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("online", probe);
    };
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <section
        aria-labelledby="offline-title"
        className="system-panel flex w-full max-w-md flex-col items-center gap-4 px-6 py-8 text-center"
      >
        <BrandMark className="size-12" />
        <WifiOff aria-hidden="true" className="size-10 text-sky-300" />
        <h1 id="offline-title" className="glow-text text-2xl font-bold text-sky-50">
          You are offline
        </h1>
        <p className="text-slate-200">
          RepGate needs a connection to count your reps and keep your progress. Your hunter and
          everything you have earned are safe on the server.
        </p>
        <p className="text-sm text-slate-300">
          Check your connection. RepGate reconnects by itself as soon as it can.
        </p>
        <Button onClick={onRetry}>Try Again</Button>
      </section>
    </main>
  );
}

/** A line under the navigation bar while a signed-in hunter has lost the connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="border-b border-amber-400/40 bg-amber-950/80 px-4 py-2 text-center text-sm text-amber-100"
    >
      You are offline. Reps, rewards and purchases need a connection; RepGate reconnects by itself.
    </p>
  );
}
