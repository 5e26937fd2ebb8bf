import type { User } from "@repgate/contracts/user";
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

export const TITLE_LABEL_ID = "title-select-label";

export const titleTriggerClasses =
  "inline-flex h-8 min-w-36 items-center justify-between gap-2 rounded-md border border-slate-600 bg-slate-950/70 px-2.5 text-sm text-slate-100 hover:border-sky-500 disabled:opacity-60 max-sm:h-11";

/** The "Title" label and its control, the selector or its stand-in while that loads. */
export function TitleField({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <span id={TITLE_LABEL_ID} className="text-xs font-medium text-slate-400 uppercase">
        {t("home.title")}
      </span>
      {children}
    </div>
  );
}

/**
 * The selector as it looks closed, with the same role and name, until the hunter reaches for it
 * and its code (a listbox library of its own) loads (components/deferred-control.tsx): same size
 * and text, so nothing moves when the real one takes its place.
 */
export function TitleSelectStandIn({ user }: { user: User }) {
  const tt = useTableText();
  return (
    <TitleField>
      <button
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-labelledby={TITLE_LABEL_ID}
        className={titleTriggerClasses}
      >
        <span>{tt(user.currentTitle)}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-300" />
      </button>
    </TitleField>
  );
}
