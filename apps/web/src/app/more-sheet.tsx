import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { DeferredControlProps } from "../components/deferred-control.tsx";
import { cx } from "../lib/cx.ts";
import { useT } from "../lib/i18n/i18n.ts";
import { type MoreSheetProps, MoreTabFace } from "./more-sheet-stand-in.tsx";
import { isTabActive } from "./nav-tabs.tsx";
import { tabBarItemClasses } from "./phone-nav-classes.ts";
import { SCREEN_READS } from "./screen-reads.ts";

/**
 * The bottom bar's More tab: a sheet rising from the bottom edge with the destinations the bar
 * has no room for. Choosing one closes it.
 */
export function MoreSheet({
  tabs,
  active,
  initiallyOpen = false,
}: MoreSheetProps & DeferredControlProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const t = useT();
  const [location] = useLocation();
  const queryClient = useQueryClient();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={tabBarItemClasses(active)}>
        <MoreTabFace tabs={tabs} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="system-panel sheet-rise fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-b-none px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]"
        >
          <div className="flex items-center justify-between pl-1">
            <Dialog.Title className="system-heading">{t("nav.more")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("common.close")}
              className="inline-flex size-11 items-center justify-center rounded text-slate-300 hover:text-sky-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t("nav.more")}>
            <ul className="grid grid-cols-2 gap-2 pt-1">
              {tabs.map((tab) => {
                const current = isTabActive(tab, location);
                const Icon = tab.icon;
                const Badge = tab.badge;
                const prefetch = () => tab.prefetch(queryClient, SCREEN_READS);
                return (
                  <li key={tab.href}>
                    <Link
                      href={tab.href}
                      aria-current={current ? "page" : undefined}
                      onMouseEnter={prefetch}
                      onFocus={prefetch}
                      onTouchStart={prefetch}
                      onClick={() => setOpen(false)}
                      className={cx(
                        "flex h-12 items-center gap-2 rounded-md border px-3 text-sm font-medium",
                        current
                          ? "border-sky-400 bg-sky-500/20 text-sky-50"
                          : "border-slate-700 bg-slate-950/60 text-slate-200 hover:border-sky-400",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {t(tab.label)}
                      {Badge ? <Badge /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
