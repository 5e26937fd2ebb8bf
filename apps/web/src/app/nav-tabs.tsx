import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { type ComponentType, useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { cx } from "../lib/cx.ts";
import { type MessageId, useT } from "../lib/i18n/i18n.ts";
import { SCREEN_READS, type ScreenReads } from "./screen-reads.ts";

/** A main tab, as the route table (routes.ts) describes it. */
export interface NavTab {
  href: string;
  /** The tab's name, a catalogue message. */
  label: MessageId;
  icon: LucideIcon;
  /** Other paths that show the same screen (`:name` matches any one part). */
  alsoActiveOn: readonly string[];
  /** A live count drawn after the label (the Social tab's unread conversations). */
  badge?: ComponentType<{ className?: string }>;
  /** Starts loading the screen's code and reads, as the pointer or focus reaches the tab. */
  prefetch(client: QueryClient, reads: ScreenReads): void;
}

/** Below 640 px: the bottom tab bar's tabs and the rest, in its More sheet (routes.ts). */
export interface PhoneNav {
  bar: readonly NavTab[];
  more: readonly NavTab[];
}

/** Whether `location` shows the tab's screen. */
export function isTabActive(tab: NavTab, location: string): boolean {
  return location === tab.href || tab.alsoActiveOn.some((path) => pathMatches(path, location));
}

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]))
  );
}

/**
 * The main tabs, from 640 px (below, the bottom tab bar takes their place); where the window is
 * too narrow for them all they form a row that scrolls sideways.
 */
export function NavTabs({ tabs, className }: { tabs: readonly NavTab[]; className?: string }) {
  const t = useT();
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

  return (
    <nav
      ref={navRef}
      aria-label={t("nav.main")}
      className={cx("relative overflow-x-auto", className)}
    >
      <ul className="flex min-w-max items-center gap-1 px-1 py-1">
        {tabs.map((tab) => {
          const active = isTabActive(tab, location);
          const Icon = tab.icon;
          const Badge = tab.badge;
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                onMouseEnter={() => tab.prefetch(queryClient, SCREEN_READS)}
                onFocus={() => tab.prefetch(queryClient, SCREEN_READS)}
                className={cx(
                  "flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors max-sm:h-11",
                  active
                    ? "bg-sky-500/20 text-sky-50 shadow-[inset_0_-2px_0_rgb(56_189_248)]"
                    : "text-slate-300 hover:bg-sky-500/10 hover:text-sky-100",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(tab.label)}
                {Badge ? <Badge /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
