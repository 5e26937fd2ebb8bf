import type { ReactNode } from "react";
import { SystemWindowHost } from "../components/system-window.tsx";
import { useScrollToHash } from "../lib/use-scroll-to-hash.ts";
import { OfflineBanner } from "../pwa/offline-screen.tsx";
import { NavBar } from "./nav-bar.tsx";
import type { NavTab } from "./nav-tabs.tsx";
import { usePartyRunFollow } from "./realtime/use-party-run-follow.ts";

/** The signed-in frame: navigation bar on top, the screen below. */
export function AppLayout({ tabs, children }: { tabs: readonly NavTab[]; children: ReactNode }) {
  usePartyRunFollow();
  useScrollToHash();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-slate-900 focus:px-3 focus:py-2 focus:text-sky-100"
      >
        Skip to content
      </a>
      <NavBar tabs={tabs} />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 lg:py-8">
        {children}
      </main>
      <SystemWindowHost />
    </div>
  );
}
