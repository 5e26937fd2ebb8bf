import { Tooltip as RadixTooltip } from "radix-ui";
import { createContext, type ReactNode, useContext } from "react";

const InsideProvider = createContext(false);

/**
 * Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay. A screen
 * whose tooltips sit side by side (inventory, notifications) puts one provider around them; a
 * tooltip outside any provider brings its own, so the layout does not load the tooltip library
 * for screens without one.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </RadixTooltip.Provider>
  );
}

/** Wraps one focusable element and shows `content` next to it on hover or focus. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          className="z-50 rounded border border-sky-400/60 bg-slate-950 px-2 py-1 text-xs text-slate-100 shadow-[0_0_10px_rgb(56_189_248/0.3)]"
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return useContext(InsideProvider) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
