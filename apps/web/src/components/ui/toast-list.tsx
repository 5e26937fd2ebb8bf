import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useLocation } from "wouter";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { dismissToast, type ToastItem } from "./toast-store.ts";

const rootClasses = cx(
  "pointer-events-auto relative flex w-full items-start gap-3 p-4 pr-10",
  "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
  "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
  "data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[state=closed]:opacity-0",
  "transition-opacity",
);

function ToastView({ item }: { item: ToastItem }) {
  const t = useT();
  const destructive = item.variant === "destructive";
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      type={destructive ? "foreground" : "background"}
      data-variant={item.variant ?? "default"}
      className={cx(
        rootClasses,
        destructive
          ? "rounded-lg border border-red-400 bg-red-950 text-red-50 shadow-[0_0_18px_rgb(248_113_113/0.35)]"
          : "system-panel",
      )}
    >
      <div className="grid gap-1">
        <Toast.Title
          className={cx("text-sm font-semibold", destructive ? "text-red-50" : "text-sky-100")}
        >
          {item.title}
        </Toast.Title>
        {item.description ? (
          <Toast.Description
            className={cx("text-sm", destructive ? "text-red-100" : "text-slate-300")}
          >
            {item.description}
          </Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label={t("ui.dismiss")}
        className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded text-current opacity-80 hover:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/**
 * Radix toasts as the spec sets them: 5 s by default, swipe right past 50 px to dismiss, F8 moves
 * focus to the toast area, at most 420 px wide on wider screens.
 */
export function ToastList({ items }: { items: ToastItem[] }) {
  // In a battle the bottom of the screen is the fight's controls ('+1 Rep', Attack, Run Away):
  // a toast there would hide them for 5 s, so it shows at the top, over the navigation.
  const [path] = useLocation();
  const atTop = path === "/battle";
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <Toast.Viewport
        data-at={atTop ? "top" : "bottom"}
        className={cx(
          "fixed right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]",
          // Above the phone's bottom tab bar, where one is shown.
          atTop ? "top-0 max-sm:p-2" : "bottom-[var(--phone-tab-bar-height,0px)]",
        )}
      />
    </Toast.Provider>
  );
}
