import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { prepareLanguageRules } from "../lib/i18n/i18n.ts";
import { markFirstScreenShown } from "../pwa/first-screen.ts";
import type { OnboardingScreen } from "./onboarding-screen.ts";
import { NotFoundScreen, SignedInLayout } from "./onboarding-screens.ts";
import { LAYOUT_READS, prefetchRoute, routeForPath } from "./routes.ts";

/**
 * The app opening on a screen, once the hunter is known (after loading or signing in). The
 * layout's and the screen's code and both their reads start downloading together, and the
 * app is shown once its code is in: rendered then, it needs no Suspense fallback, which React
 * would keep on screen for at least 300 ms. Then the service worker may download the rest.
 * Returns whether the app's code is in; `screen` is null while the hunter is not known yet.
 */
export function useAppOpening(screen: OnboardingScreen | null): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (screen === null) return;
    if (screen !== "app") return markFirstScreenShown();
    const path = window.location.pathname;
    const route = routeForPath(path);
    let live = true;
    // While the code downloads, the main thread is free: the screen's plurals are made ready.
    const rules = setTimeout(prepareLanguageRules, 0);
    const reads = import("./screen-reads.ts").then((m) => m.SCREEN_READS);
    // Offline, the frame's own read fails again and shows it.
    reads.then(
      (all) => {
        for (const read of LAYOUT_READS(all)) void read(queryClient);
      },
      () => undefined,
    );
    // A failed download (offline) shows the screen's own error state rather than waiting.
    void Promise.allSettled([
      SignedInLayout.preload(),
      route ? prefetchRoute(queryClient, route, reads) : NotFoundScreen.preload(),
    ]).then(() => {
      markFirstScreenShown();
      if (live) setReady(true);
    });
    return () => {
      live = false;
      clearTimeout(rules);
    };
  }, [screen, queryClient]);
  return ready;
}
