import { Menu } from "lucide-react";
import { useT } from "../lib/i18n/i18n.ts";
import type { NavTab } from "./nav-tabs.tsx";
import { tabBarItemClasses } from "./phone-nav-classes.ts";

export interface MoreSheetProps {
  /** The destinations the bottom bar has no room for. */
  tabs: readonly NavTab[];
  /** Whether the current screen is one of the sheet's: the More tab is then marked as current. */
  active: boolean;
}

/** Where a count sits on the More tab: over its icon's corner. */
const MORE_BADGE_CLASSES =
  "absolute top-1 left-1/2 ml-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white";

/**
 * The More tab's face: the same closed or open, so the sheet's code can load after it. The
 * counts of the tabs in its sheet (unread conversations) show on it too.
 */
export function MoreTabFace({ tabs }: { tabs: readonly NavTab[] }) {
  const t = useT();
  return (
    <>
      <Menu aria-hidden="true" className="size-5" />
      {t("nav.more")}
      {tabs.map((tab) => {
        const Badge = tab.badge;
        return Badge ? <Badge key={tab.href} className={MORE_BADGE_CLASSES} /> : null;
      })}
    </>
  );
}

/**
 * The More tab as it looks closed, while the sheet's code has not been asked for
 * (components/deferred-control.tsx).
 */
export function MoreSheetStandIn({ tabs, active }: MoreSheetProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={tabBarItemClasses(active)}
    >
      <MoreTabFace tabs={tabs} />
    </button>
  );
}
