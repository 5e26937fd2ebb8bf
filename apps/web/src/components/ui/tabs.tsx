import { cx } from "../../lib/cx.ts";

/** The System look for Radix Tabs: an underlined row that scrolls sideways on a phone. */
export const tabListClasses = "flex overflow-x-auto border-b border-sky-400/20";

const tabTriggerLook = cx(
  "shrink-0 rounded-t-md border-b-2 border-transparent py-2 font-semibold text-slate-300",
  "hover:text-sky-100 data-[state=active]:border-sky-400 data-[state=active]:text-sky-50",
  "focus-visible:outline-2 focus-visible:outline-sky-300",
);

export const tabTriggerClasses = cx(tabTriggerLook, "px-3 text-sm");

/**
 * A row of tabs that share a phone's width evenly instead of scrolling: a tab cut off at the
 * edge (the inventory's Chests) reads as missing. From sm the row is the usual one.
 */
export const tabListFillClasses =
  "grid auto-cols-fr grid-flow-col border-b border-sky-400/20 sm:flex";

export const tabTriggerFillClasses = cx(
  tabTriggerLook,
  "min-w-0 px-0.5 text-[0.8rem] sm:px-3 sm:text-sm",
);
