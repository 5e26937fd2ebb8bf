import { cx } from "../lib/cx.ts";

/**
 * One destination of the phone's bottom tab bar: icon over label, the full height of the bar
 * (56 px, over the 44 px a thumb needs) and a fifth of its width.
 */
export function tabBarItemClasses(active: boolean): string {
  return cx(
    "relative flex h-14 w-full flex-col items-center justify-center gap-0.5 text-[0.7rem] font-medium transition-colors",
    active
      ? "bg-sky-500/15 text-sky-50 shadow-[inset_0_2px_0_rgb(56_189_248)]"
      : "text-slate-300 hover:bg-sky-500/10 hover:text-sky-100",
  );
}
