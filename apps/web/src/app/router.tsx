import { type ReactNode, Suspense, useDeferredValue, useEffect, useState } from "react";
import { Route, Switch, useLocation, useRoute } from "wouter";
import { ScreenLoading } from "../components/ui/load-states.tsx";
import { resetTokenFromHash } from "../features/accounts/reset-token.ts";
import { useUser } from "../features/auth/api.ts";
import { useTimezoneSync } from "../features/auth/use-timezone-sync.ts";
import { controllerLinkFromHash } from "../features/battles/phone-controller/controller-link.ts";
import { LandingPage } from "../features/landing/landing-page.tsx";
import { ApiError } from "../lib/api-client.ts";
import { scrollToTop } from "../lib/browser.ts";
import { useT } from "../lib/i18n/i18n.ts";
import { useLanguageSync } from "../lib/i18n/language-choice.ts";
import { useEndOnSignOut } from "../lib/session-end.ts";
import { OfflineScreen } from "../pwa/offline-screen.tsx";
import { useOnline } from "../pwa/use-online.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { screenFor } from "./onboarding-screen.ts";
import {
  AssessmentScreen,
  ControllerScreen,
  NotFoundScreen,
  OnboardingShellScreen,
  PlayerAcceptanceScreen,
  ProfileCompletionScreen,
  ResetPasswordScreen,
  SignedInLayout,
} from "./onboarding-screens.ts";
import { useRealtime } from "./realtime/use-realtime.ts";
import { NAV_TABS, PHONE_NAV, ROUTES } from "./routes.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
import { servedWithSession } from "./session-hint.ts";
import { useAppOpening } from "./use-app-opening.ts";

function AppRoutes() {
  return (
    <Switch>
      {ROUTES.flatMap(({ path, aliases = [], screen: Screen }) =>
        [path, ...aliases].map((address) => (
          <Route key={address} path={address}>
            {/* Another parameter is another screen: it starts afresh. */}
            {(params) => <Screen key={Object.values(params).join("/")} {...params} />}
          </Route>
        )),
      )}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}

/** While a screen's chunk loads; the navigation bar above it stays put. */
function ScreenSuspense({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <ScreenLoadBoundary>
      <Suspense fallback={<ScreenLoading>{t("common.loading")}</ScreenLoading>}>
        {children}
      </Suspense>
    </ScreenLoadBoundary>
  );
}

function Onboarding({ children }: { children: ReactNode }) {
  return (
    <ScreenSuspense>
      <OnboardingShellScreen>{children}</OnboardingShellScreen>
    </ScreenSuspense>
  );
}

/** The token of a password reset link in the address, until the reset screen is done. */
function useResetToken() {
  const [token, setToken] = useState(() => resetTokenFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () => setToken(resetTokenFromHash(window.location.hash));
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return { token, clear: () => setToken(null) };
}

/** A shared fight (/watch/{token}): public, no account; nothing of the signed-in app runs. */
const WatchPage = lazyScreen(() =>
  import("../features/battles/watch-page.tsx").then((m) => m.WatchPage),
);

/** A phone opened as a controller (`/#controller=<token>`), read once as the page opens. */
function useControllerLink() {
  const [link, setLink] = useState(() => controllerLinkFromHash(window.location.hash));
  useEffect(() => {
    const onHashChange = () =>
      setLink((now) => now ?? controllerLinkFromHash(window.location.hash));
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return link;
}
export function AppRouter() {
  const [watching, params] = useRoute("/watch/:token");
  if (watching) {
    return (
      <ScreenSuspense>
        <WatchPage token={params.token} />
      </ScreenSuspense>
    );
  }
  return <AccountRouter />;
}

/** The onboarding steps, then the route table. */
function AccountRouter() {
  const t = useT();
  const resetToken = useResetToken();
  const controllerLink = useControllerLink();
  const { data: user, isPending, error, refetch } = useUser();
  const online = useOnline();
  useTimezoneSync(user);
  useLanguageSync(user);
  useRealtime(user?.id ?? null);
  useEndOnSignOut(user?.id ?? null);
  const wanted = screenFor(user, isPending, servedWithSession);
  const appReady = useAppOpening(isPending ? null : wanted);
  // The query cache updates synchronously; rendering a whole new screen tree that way would be
  // one long task. Deferred, React renders the new screen in slices and stays responsive.
  const screen = useDeferredValue(wanted === "app" && !appReady ? "opening" : wanted);
  const [location] = useLocation();

  // A new screen starts at the top, as it would after a page load, unless its address names a
  // panel to show (`#friends`: lib/use-scroll-to-hash.ts scrolls there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes.
  useEffect(() => {
    if (!window.location.hash) scrollToTop();
  }, [screen, location]);

  // A phone opened as a controller shows only the controller, signed in or not.
  if (controllerLink) {
    return (
      <ScreenSuspense>
        <ControllerScreen token={controllerLink.token} />
      </ScreenSuspense>
    );
  }

  // Opened without a connection (the service worker serves the shell): say so, rather than
  // show a landing page that cannot sign anyone in.
  const unreachable = error !== null && !(error instanceof ApiError);
  if (!user && (unreachable || !online)) return <OfflineScreen onRetry={() => void refetch()} />;

  // A password reset link (`/#reset=<token>`) comes first, signed in or not.
  if (resetToken.token) {
    return (
      <ScreenSuspense>
        <ResetPasswordScreen token={resetToken.token} onDone={resetToken.clear} />
      </ScreenSuspense>
    );
  }

  switch (screen) {
    case "landing":
      return <LandingPage />;
    case "opening":
      return <ScreenLoading>{t("common.loading")}</ScreenLoading>;
    case "accept-player":
      return (
        <Onboarding>
          <PlayerAcceptanceScreen />
        </Onboarding>
      );
    case "assessment":
      return (
        <Onboarding>
          <AssessmentScreen />
        </Onboarding>
      );
    case "profile":
      return (
        <Onboarding>
          <ProfileCompletionScreen />
        </Onboarding>
      );
    case "app":
      return (
        <ScreenSuspense>
          <SignedInLayout tabs={NAV_TABS} phoneNav={PHONE_NAV}>
            <ScreenSuspense>
              <AppRoutes />
            </ScreenSuspense>
          </SignedInLayout>
        </ScreenSuspense>
      );
  }
}
