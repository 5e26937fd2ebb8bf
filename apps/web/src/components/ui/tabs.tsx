import { cx } from "../../lib/cx.ts";

/** The System look for Radix Tabs: an underlined row that scrolls sideways on a phone. */
export const tabListClasses = "flex overflow-x-auto border-b border-sky-400/20";

// On a phone a tab is at least 44 px high (WCAG 2.5.5), like every other target.
const tabTriggerLook = cx(
  "shrink-0 rounded-t-md border-b-2 border-transparent py-2 font-semibold text-slate-300 max-sm:min-h-11",
  "hover:text-sky-100 data-[state=active]:border-sky-400 data-[state=active]:text-sky-50",
  "focus-visible:outline-2 focus-visible:outline-sky-300",
);

export const tabTriggerClasses = cx(tabTriggerLook, "px-3 text-sm");

/**
 * A row of tabs that share a phone's width instead of scrolling: a tab cut off at the edge (the
 * inventory's Chests, the profile's Settings) reads as missing. Each tab takes its label's width
 * and a share of what is left over. From sm the row is the usual one.
 */
// A long language's names wrap to a second row rather than leave a phone's width.
export const tabListFillClasses = "flex flex-wrap border-b border-sky-400/20";

export const tabTriggerFillClasses = cx(
  tabTriggerLook,
  "min-w-0 flex-auto px-1 text-[0.8rem] sm:flex-none sm:px-3 sm:text-sm",
);
