import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button, type ButtonProps } from "./button.tsx";

// The dialog's library loads when the button is pressed: these buttons sit on screens (the
// home's party panel) whose first paint should not wait for it.
const ConfirmDialog = lazy(() =>
  import("./confirm-dialog.tsx").then((module) => ({ default: module.ConfirmDialog })),
);

interface ConfirmButtonProps extends Omit<ButtonProps, "onClick" | "title"> {
  /** The question's title ("Leave Party?"). */
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; calls `close` when it settles, so the dialog stays open while it runs. */
  onConfirm: (close: () => void) => void;
}

/**
 * A button for something a hunter would not want to do by a slip (leave, unfriend): it asks
 * first, and Cancel sends nothing.
 */
export function ConfirmButton({
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  ...button
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} disabled={button.disabled || pending} onClick={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            title={title}
            description={description}
            confirmLabel={confirmLabel}
            pendingLabel={pendingLabel}
            pending={pending}
            confirmVariant="destructive"
            onConfirm={() => onConfirm(() => setOpen(false))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
