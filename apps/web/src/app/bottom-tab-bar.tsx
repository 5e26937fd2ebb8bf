import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import { deferredControl } from "../components/deferred-control.tsx";
import { useT } from "../lib/i18n/i18n.ts";
import { MoreSheetStandIn } from "./more-sheet-stand-in.tsx";
import { isTabActive, type PhoneNav } from "./nav-tabs.tsx";
import { tabBarItemClasses } from "./phone-nav-classes.ts";
import { SCREEN_READS } from "./screen-reads.ts";

// The sheet's dialog code is not needed to show a screen: it loads when the thumb reaches for More.
const MoreSheet = deferredControl(
  () => import("./more-sheet.tsx").then((m) => m.MoreSheet),
  MoreSheetStandIn,
);

/**
 * A battle and a dungeon run take the whole phone: the bar would cover the fight's controls and
 * take the room the monster, the count and the next action need to share one screen. The top
 * bar's brand link and the screens' own ways out (Run Away, Return Home) stay.
 */
function hidesTabBar(location: string): boolean {
  return location === "/battle" || location.startsWith("/dungeon/");
}

/**
 * Below 640 px: the main destinations as a bar along the bottom edge (a thumb's reach), the rest
 * behind More. From 640 px the navigation bar's tabs are shown instead (nav-bar.tsx).
 */
export function BottomTabBar({ nav }: { nav: PhoneNav }) {
  const t = useT();
  const [location] = useLocation();
  const queryClient = useQueryClient();
  if (hidesTabBar(location)) return null;

  return (
    <nav
      aria-label={t("nav.main")}
      data-phone-tab-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-sky-400/30 bg-[#050914]/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] shadow-[0_0_18px_rgb(56_189_248/0.15)] backdrop-blur sm:hidden"
    >
      <ul className="grid auto-cols-fr grid-flow-col">
        {nav.bar.map((tab) => {
          const Icon = tab.icon;
          const active = isTabActive(tab, location);
          const prefetch = () => tab.prefetch(queryClient, SCREEN_READS);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                onMouseEnter={prefetch}
                onFocus={prefetch}
                onTouchStart={prefetch}
                className={tabBarItemClasses(active)}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
        <li>
          <MoreSheet tabs={nav.more} active={nav.more.some((tab) => isTabActive(tab, location))} />
        </li>
      </ul>
    </nav>
  );
}
