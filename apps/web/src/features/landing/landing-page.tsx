import { lazy, Suspense, useState } from "react";
import { BrandMark } from "../../components/brand-mark.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { Attribution } from "./attribution.tsx";
import { FeatureCards } from "./feature-cards.tsx";
import { LoginCard } from "./login-card.tsx";
import { useLandingParams } from "./use-landing-params.ts";

const LOGIN_CARD_ID = "hunter-login";

// The sign-up dialog (and the modal machinery it needs) is a chunk of its own: most visits to
// the landing page never open it. Pointing at or focusing Awaken starts the download.
const loadAwakenDialog = () => import("./awaken-dialog.tsx");
const AwakenDialog = lazy(() => loadAwakenDialog().then((m) => ({ default: m.AwakenDialog })));

/** The logged-out screen: what RepGate is, Awaken (register) and Log In. */
export function LandingPage() {
  const t = useT();
  const [loginOpen, setLoginOpen] = useState(false);
  const [awakenOpen, setAwakenOpen] = useState(false);
  // Mounted from the first opening on, so it can play its closing animation afterwards.
  const [awakenUsed, setAwakenUsed] = useState(false);
  useLandingParams(() => {
    setAwakenOpen(false);
    setLoginOpen(true);
  });

  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <span className="flex items-center gap-2 text-sm font-bold tracking-[0.25em] text-sky-200 uppercase">
          <BrandMark className="size-7" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t("landing.system")}
          </span>
        </span>
        <div className="relative">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={loginOpen}
            aria-controls={loginOpen ? LOGIN_CARD_ID : undefined}
            onClick={() => {
              setAwakenOpen(false);
              setLoginOpen((open) => !open);
            }}
          >
            {t("landing.openLogin")}
          </Button>
          {loginOpen ? <LoginCard id={LOGIN_CARD_ID} onClose={() => setLoginOpen(false)} /> : null}
        </div>
      </header>

      <main className="mx-auto flex max-w-6xl flex-col gap-12 px-4 pt-8 pb-12 sm:px-6 sm:pt-16">
        <section className="flex flex-col items-center gap-6 text-center">
          <p className="system-heading">{t("landing.notification")}</p>
          <h1 className="glow-text text-5xl font-black tracking-[0.12em] text-sky-50 uppercase sm:text-7xl">
            RepGate
          </h1>
          <p className="max-w-2xl text-base leading-relaxed text-slate-200 sm:text-lg">
            {t("landing.pitch")}
          </p>
          <Button
            size="lg"
            className="min-w-48 text-lg tracking-[0.2em] uppercase"
            onPointerEnter={() => void loadAwakenDialog()}
            onFocus={() => void loadAwakenDialog()}
            onClick={() => {
              setLoginOpen(false);
              setAwakenUsed(true);
              setAwakenOpen(true);
            }}
          >
            {t("landing.awaken")}
          </Button>
        </section>

        <FeatureCards />
        <Attribution />
      </main>

      {awakenUsed ? (
        <Suspense fallback={null}>
          <AwakenDialog open={awakenOpen} onOpenChange={setAwakenOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
