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
      {/* Focusable, so a keyboard can scroll a list that holds no link or button of its own. */}
      <RadixScrollArea.Viewport
        className="h-full w-full rounded-sm focus-visible:outline-2 focus-visible:outline-sky-400"
        role={label ? "region" : undefined}
        aria-label={label}
        tabIndex={0}
      >
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
