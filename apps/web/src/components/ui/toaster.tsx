import { lazy, type ReactNode, Suspense, useState } from "react";
import { useToasts } from "./toast-store.ts";

const ToastList = lazy(() => import("./toast-list.tsx").then((m) => ({ default: m.ToastList })));

/**
 * The page, and the toasts over it. Radix's toast code loads with the first toast rather than
 * with the page (most visits to the landing page show none); the service worker keeps it for
 * offline use. Once shown, the list stays mounted so toasts can play their exit.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const items = useToasts();
  const [used, setUsed] = useState(false);
  if (items.length > 0 && !used) setUsed(true);
  return (
    <>
      {children}
      {used || items.length > 0 ? (
        <Suspense fallback={null}>
          <ToastList items={items} />
        </Suspense>
      ) : null}
    </>
  );
}
