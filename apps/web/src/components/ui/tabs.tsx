import { cx } from "../../lib/cx.ts";

/** The System look for Radix Tabs: an underlined row that scrolls sideways on a phone. */
export const tabListClasses = "flex overflow-x-auto border-b border-sky-400/20";

export const tabTriggerClasses = cx(
  "shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-300",
  "hover:text-sky-100 data-[state=active]:border-sky-400 data-[state=active]:text-sky-50",
  "focus-visible:outline-2 focus-visible:outline-sky-300",
);
