import { useQueryClient } from "@tanstack/react-query";
import {
  Backpack,
  Castle,
  LayoutDashboard,
  type LucideIcon,
  ScrollText,
  Shield,
  Store,
  Users,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { cx } from "../lib/cx.ts";
import { prefetchScreenReads } from "./screen-reads.ts";
import {
  DungeonsScreen,
  GuildScreen,
  HomeScreen,
  InventoryScreen,
  QuestsScreen,
  ShopScreen,
  SocialScreen,
} from "./screens.ts";

interface Tab {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The screen's code, fetched at the same moment as its reads. */
  screen: { preload(): Promise<unknown> };
  /** Other paths that show the same screen. */
  alsoActiveOn?: readonly string[];
}

const NAV_TABS: readonly Tab[] = [
  {
    href: "/",
    label: "Dashboard",
    icon: LayoutDashboard,
    screen: HomeScreen,
  },
  {
    href: "/inventory",
    label: "Inventory",
    icon: Backpack,
    screen: InventoryScreen,
  },
  {
    href: "/dungeons",
    label: "Dungeons",
    icon: Castle,
    screen: DungeonsScreen,
  },
  {
    href: "/quests",
    label: "Quests",
    icon: ScrollText,
    screen: QuestsScreen,
  },
  { href: "/shop", label: "Shop", icon: Store, screen: ShopScreen },
  {
    href: "/leaderboard",
    label: "Social",
    icon: Users,
    screen: SocialScreen,
    alsoActiveOn: ["/social"],
  },
  { href: "/guild", label: "Guild", icon: Shield, screen: GuildScreen },
];

function isActive(tab: Tab, location: string): boolean {
  return location === tab.href || (tab.alsoActiveOn ?? []).includes(location);
}

/** The main tabs; on narrow screens they form a row that scrolls sideways. */
export function NavTabs({ className }: { className?: string }) {
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const navRef = useRef<HTMLElement>(null);

  // On a narrow screen the row scrolls sideways: keep the current tab in sight.
  // Measured in the next frame, where the browser lays the page out anyway, instead of forcing a
  // layout of its own in the middle of React's work.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = navRef.current;
      const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!nav || !current) return;
      const { offsetLeft, offsetWidth } = current;
      if (
        offsetLeft < nav.scrollLeft ||
        offsetLeft + offsetWidth > nav.scrollLeft + nav.clientWidth
      ) {
        nav.scrollLeft = offsetLeft - (nav.clientWidth - offsetWidth) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [location]);

  function prefetch(tab: Tab) {
    // A failed chunk load (offline) is retried when the tab is opened; nothing to report here.
    tab.screen.preload().catch(() => undefined);
    prefetchScreenReads(queryClient, tab.href);
  }

  return (
    <nav ref={navRef} aria-label="Main" className={cx("relative overflow-x-auto", className)}>
      <ul className="flex min-w-max items-center gap-1 px-1 py-1">
        {NAV_TABS.map((tab) => {
          const active = isActive(tab, location);
          const Icon = tab.icon;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                onMouseEnter={() => prefetch(tab)}
                onFocus={() => prefetch(tab)}
                className={cx(
                  "flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors max-sm:h-11",
                  active
                    ? "bg-sky-500/20 text-sky-50 shadow-[inset_0_-2px_0_rgb(56_189_248)]"
                    : "text-slate-300 hover:bg-sky-500/10 hover:text-sky-100",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
