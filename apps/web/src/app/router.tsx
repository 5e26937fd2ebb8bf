import { useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useUser } from "../features/auth/api.ts";
import { useTimezoneSync } from "../features/auth/use-timezone-sync.ts";
import { BattlePage } from "../features/battles/battle-page.tsx";
import { ComingSoonPage } from "../features/coming-soon/coming-soon-page.tsx";
import { DungeonsPage } from "../features/dungeons/dungeons-page.tsx";
import { HomePage } from "../features/home/home-page.tsx";
import { InventoryPage } from "../features/inventory/inventory-page.tsx";
import { LandingPage } from "../features/landing/landing-page.tsx";
import { DungeonRunPage } from "../features/movement/movement-page.tsx";
import { NotFoundPage } from "../features/not-found/not-found-page.tsx";
import { AssessmentWizard } from "../features/onboarding/assessment-wizard.tsx";
import { OnboardingShell } from "../features/onboarding/onboarding-shell.tsx";
import { PlayerAcceptance } from "../features/onboarding/player-acceptance.tsx";
import { ProfileCompletion } from "../features/onboarding/profile-completion.tsx";
import { QuestsPage } from "../features/quests/quests-page.tsx";
import { ShopPage } from "../features/shop/shop-page.tsx";
import { scrollToTop } from "../lib/browser.ts";
import { chooseGate } from "./gate.ts";
import { AppLayout } from "./layout.tsx";
import { useRealtime } from "./realtime/use-realtime.ts";

/** Screens of later issues: an honest placeholder per area until they are built. */
const COMING_SOON: readonly [path: string, area: string][] = [
  ["/leaderboard", "Social"],
  ["/social", "Social"],
  ["/guild", "Guild"],
  ["/profile", "Profile"],
  ["/user/:userId", "Hunter Profile"],
];

function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/assessment" component={AssessmentWizard} />
      <Route path="/fitness-assessment" component={AssessmentWizard} />
      <Route path="/dungeons" component={DungeonsPage} />
      <Route path="/battle" component={BattlePage} />
      <Route path="/quests" component={QuestsPage} />
      <Route path="/inventory" component={InventoryPage} />
      <Route path="/shop" component={ShopPage} />
      <Route path="/dungeon/:dungeonId">
        {(params) => <DungeonRunPage dungeonId={params.dungeonId} />}
      </Route>
      {COMING_SOON.map(([path, area]) => (
        <Route key={path} path={path}>
          <ComingSoonPage area={area} />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** The onboarding gates, then the route table. */
export function AppRouter() {
  const { data: user, isPending } = useUser();
  useTimezoneSync(user);
  useRealtime(user?.id ?? null);
  const gate = chooseGate(user, isPending);
  const [location] = useLocation();

  // A new screen starts at the top, as it would after a page load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes.
  useEffect(scrollToTop, [gate, location]);

  switch (gate) {
    case "landing":
      return <LandingPage />;
    case "accept-player":
      return (
        <OnboardingShell>
          <PlayerAcceptance />
        </OnboardingShell>
      );
    case "assessment":
      return (
        <OnboardingShell>
          <AssessmentWizard />
        </OnboardingShell>
      );
    case "profile":
      return (
        <OnboardingShell>
          <ProfileCompletion />
        </OnboardingShell>
      );
    case "app":
      return (
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      );
  }
}
