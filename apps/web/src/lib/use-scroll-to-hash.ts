import { useEffect } from "react";
import { useLocation } from "wouter";

/** A screen's panels arrive with its code and reads; past this, the target is not coming. */
const WAIT_MS = 5_000;
/** Ticks (100 ms) with the page's layout unchanged before the panel is taken as settled. */
const STEADY_TICKS = 5;
const STOPPED_BY = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the panel an address's `#id` names (a tapped reminder opens `/social#friends`):
 * the browser's own jump happens before a lazy screen exists. It keeps the panel in place while
 * what is above it loads and grows, and lets go once the layout holds or the hunter scrolls.
 */
export function useScrollToHash(): void {
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address may name a panel.
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      clearInterval(timer);
      for (const type of STOPPED_BY) window.removeEventListener(type, stop);
    };
    const seek = () => {
      stop();
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || id === "main") return;
      const until = Date.now() + WAIT_MS;
      let last = "";
      let steady = 0;
      const tick = () => {
        const target = document.getElementById(id);
        if (target) {
          const layout = `${document.documentElement.scrollHeight}:${target.offsetTop}`;
          steady = layout === last ? steady + 1 : 0;
          last = layout;
          // Below the sticky navigation bar, which starts where the screen's <main> does.
          const bar = document.getElementById("main")?.offsetTop ?? 0;
          window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - bar });
        }
        if (steady >= STEADY_TICKS || Date.now() > until) stop();
      };
      for (const type of STOPPED_BY) window.addEventListener(type, stop, { passive: true });
      timer = setInterval(tick, 100);
      tick();
    };
    seek();
    window.addEventListener("hashchange", seek);
    return () => {
      stop();
      window.removeEventListener("hashchange", seek);
    };
  }, [path]);
}
