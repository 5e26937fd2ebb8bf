import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A modal System window with a title, a description and a close button. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const t = useT();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm" />
        <RadixDialog.Content
          className={cx(
            "system-panel fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]",
            "max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-5 sm:p-6",
            className,
          )}
        >
          <RadixDialog.Title className="glow-text pr-8 text-lg font-bold tracking-wide text-sky-100 uppercase">
            {title}
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-sm text-slate-300">
            {description}
          </RadixDialog.Description>
          <div className="mt-5">{children}</div>
          <RadixDialog.Close
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded text-slate-300 hover:text-sky-200"
            aria-label={t("common.close")}
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
