import { useEffect } from "react";
import { useLocation } from "wouter";

/** A screen's panels arrive with its code and reads; past this, the target is not coming. */
const WAIT_MS = 5_000;

/**
 * Scrolls to the panel an address's `#id` names (a tapped reminder opens `/social#friends`),
 * once it has rendered: the browser's own jump happens before a lazy screen exists.
 */
export function useScrollToHash(): void {
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address may name a panel.
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const seek = () => {
      clearInterval(timer);
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || id === "main") return;
      const until = Date.now() + WAIT_MS;
      const tryScroll = () => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView({ block: "start" });
        if (target || Date.now() > until) clearInterval(timer);
      };
      timer = setInterval(tryScroll, 100);
      tryScroll();
    };
    seek();
    window.addEventListener("hashchange", seek);
    return () => {
      clearInterval(timer);
      window.removeEventListener("hashchange", seek);
    };
  }, [path]);
}
