import { lazy, Suspense } from "react";
import { useUnlockWindows } from "../lib/reward-windows.ts";
import { dismissSystemWindow, useCurrentSystemWindow } from "../lib/system-windows.ts";

// The window's dialog library and pictures are a fifth of the signed-in JavaScript, and most
// visits show no window: they load with the first one.
const SystemWindow = lazy(() =>
  import("./system-window.tsx").then((module) => ({ default: module.SystemWindow })),
);

/** Shows the queued System windows one at a time, oldest first (lib/system-windows.ts). */
export function SystemWindowHost() {
  useUnlockWindows();
  const current = useCurrentSystemWindow();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <SystemWindow
        windowKey={current.key}
        content={current.content}
        onDismiss={() => dismissSystemWindow(current.key)}
      />
    </Suspense>
  );
}
