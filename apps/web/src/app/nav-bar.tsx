import { Link } from "wouter";
import { BrandMark } from "../components/brand-mark.tsx";
import { deferredControl } from "../components/deferred-control.tsx";
import { NotificationBellStandIn } from "../features/notifications/bell-face.tsx";
import { AvatarMenuStandIn } from "./avatar-menu-stand-in.tsx";
import { type NavTab, NavTabs } from "./nav-tabs.tsx";

// Their popover and menu libraries load when the hunter reaches for them, not with every screen.
const NotificationBell = deferredControl(
  () => import("../features/notifications/notification-bell.tsx").then((m) => m.NotificationBell),
  NotificationBellStandIn,
);
const AvatarMenu = deferredControl(
  () => import("./avatar-menu.tsx").then((m) => m.AvatarMenu),
  AvatarMenuStandIn,
);

/**
 * Signed-in navigation: brand, tabs, notification bell and avatar menu. Below 640 px the tabs
 * are in the bottom tab bar instead (bottom-tab-bar.tsx); the bell and the menu stay up here.
 */
export function NavBar({ tabs }: { tabs: readonly NavTab[] }) {
  return (
    <header className="sticky top-0 z-30 border-b border-sky-400/30 bg-[#050914]/90 shadow-[0_0_18px_rgb(56_189_248/0.15)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-3 sm:px-6">
        <Link
          href="/"
          className="glow-text flex h-14 items-center gap-2 rounded text-lg font-black tracking-[0.2em] text-sky-100 uppercase"
        >
          <BrandMark className="size-7" />
          RepGate
        </Link>
        <NavTabs
          tabs={tabs}
          className="order-last -mx-3 max-sm:hidden w-[calc(100%+1.5rem)] border-t border-sky-400/15 lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:border-t-0"
        />
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <NotificationBell />
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}
