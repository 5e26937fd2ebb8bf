import type { ReactNode } from "react";
import { SystemWindowHost } from "../components/system-window-host.tsx";
import { PartyConfirmationHost } from "../features/parties/party-confirmation-host.tsx";
import { useGateBreakWindows } from "../features/world-events/use-gate-break-windows.ts";
import { useT } from "../lib/i18n/i18n.ts";
import { useScrollToHash } from "../lib/use-scroll-to-hash.ts";
import { OfflineBanner } from "../pwa/offline-screen.tsx";
import { BottomTabBar } from "./bottom-tab-bar.tsx";
import { NavBar } from "./nav-bar.tsx";
import type { NavTab, PhoneNav } from "./nav-tabs.tsx";
import { usePartyRunFollow } from "./realtime/use-party-run-follow.ts";

/**
 * The signed-in frame: navigation bar on top, the screen below; on a phone the main
 * destinations in a tab bar at the bottom.
 */
export function AppLayout({
  tabs,
  phoneNav,
  children,
}: {
  tabs: readonly NavTab[];
  phoneNav: PhoneNav;
  children: ReactNode;
}) {
  const t = useT();
  usePartyRunFollow();
  useGateBreakWindows();
  useScrollToHash();
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-slate-900 focus:px-3 focus:py-2 focus:text-sky-100"
      >
        {t("nav.skipToContent")}
      </a>
      <NavBar tabs={tabs} />
      <OfflineBanner />
      {/* On a phone the page ends above the bottom tab bar (its height is set in index.css). */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl px-3 pt-5 pb-[calc(1.25rem+var(--phone-tab-bar-height,0px))] sm:px-6 lg:pt-8 lg:pb-8"
      >
        {children}
      </main>
      <BottomTabBar nav={phoneNav} />
      <SystemWindowHost />
      <PartyConfirmationHost />
    </div>
  );
}
