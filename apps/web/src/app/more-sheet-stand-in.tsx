import { Menu } from "lucide-react";
import type { NavTab } from "./nav-tabs.tsx";
import { tabBarItemClasses } from "./phone-nav-classes.ts";

export interface MoreSheetProps {
  /** The destinations the bottom bar has no room for. */
  tabs: readonly NavTab[];
  /** Whether the current screen is one of the sheet's: the More tab is then marked as current. */
  active: boolean;
}

/** The More tab's face: the same closed or open, so the sheet's code can load after it. */
export function MoreTabFace() {
  return (
    <>
      <Menu aria-hidden="true" className="size-5" />
      More
    </>
  );
}

/**
 * The More tab as it looks closed, while the sheet's code has not been asked for
 * (components/deferred-control.tsx).
 */
export function MoreSheetStandIn({ active }: MoreSheetProps) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={tabBarItemClasses(active)}
    >
      <MoreTabFace />
    </button>
  );
}
