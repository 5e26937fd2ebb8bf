import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/i18n.ts";
import { type ButtonVariant, buttonClasses } from "./button.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs ("Using..."). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  confirmVariant?: ButtonVariant;
}

/**
 * A question that needs an answer before something that cannot be undone. Focus starts on
 * Cancel, so a stray Enter never confirms. The dialog stays open while the action runs; the
 * caller closes it when the action settles.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  confirmVariant = "primary",
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/75 backdrop-blur-sm" />
        <AlertDialog.Content className="system-panel fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-5 sm:p-6">
          <AlertDialog.Title className="glow-text text-lg font-bold text-sky-100">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("secondary", "lg")} disabled={pending}>
              {t("common.cancel")}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClasses(confirmVariant, "lg")}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
