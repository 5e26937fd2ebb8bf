import { useT } from "../../lib/i18n/i18n.ts";
import { Button } from "./button.tsx";
import { Panel } from "./panel.tsx";

/** A full-screen "Loading ..." line, announced to screen readers. */
export function ScreenLoading({ children }: { children: string }) {
  return (
    <p role="status" className="py-16 text-center text-slate-300">
      {children}
    </p>
  );
}

/** What a screen shows when its main read failed: the reason and a way to try again. */
export function ScreenLoadError({ children, onRetry }: { children: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Panel className="mx-auto mt-6 max-w-lg text-center">
      <p className="text-slate-200">{children}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    </Panel>
  );
}
