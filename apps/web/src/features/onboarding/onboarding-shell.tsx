import type { ReactNode } from "react";
import { BrandMark } from "../../components/brand-mark.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { useLogout } from "../auth/api.ts";

/** The frame of the onboarding screens: no navigation yet, only a way out. */
export function OnboardingShell({ children }: { children: ReactNode }) {
  const t = useT();
  const logout = useLogout();
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4">
        <span className="glow-text flex items-center gap-2 text-lg font-black tracking-[0.2em] text-sky-100 uppercase">
          <BrandMark className="size-7" />
          RepGate
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t("onboarding.logOut")}
        </Button>
      </header>
      <main className="mx-auto max-w-3xl px-4 pt-4 pb-12 sm:pt-10">{children}</main>
    </div>
  );
}
