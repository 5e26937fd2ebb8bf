import { ScrollArea as RadixScrollArea } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx.ts";

interface ScrollAreaProps {
  children: ReactNode;
  className?: string;
  /** Names the scrolling region for screen readers. */
  label?: string;
}

/** A vertical scroll area whose scrollbar hides 600 ms after scrolling stops. */
export function ScrollArea({ children, className, label }: ScrollAreaProps) {
  return (
    <RadixScrollArea.Root scrollHideDelay={600} className={cx("overflow-hidden", className)}>
      <RadixScrollArea.Viewport className="h-full w-full" aria-label={label}>
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar
        orientation="vertical"
        className="flex w-2 touch-none p-0.5 select-none"
      >
        <RadixScrollArea.Thumb className="relative flex-1 rounded-full bg-sky-400/50" />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
