import type { User } from "@repgate/contracts/user";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { Counters } from "./counters.tsx";
import { ActiveQuests, AvailableDungeons } from "./home-sections.tsx";
import { ActiveBattleCard, ActiveRunCard, DailyQuestCard } from "./live-cards.tsx";
import { ProfileCard } from "./profile-card.tsx";
import { useDashboardSettled } from "./use-dashboard-settled.ts";

interface HomeSlots {
  party?: ReactNode;
  streak?: ReactNode;
  /** "Use my phone as controller", shown under a battle in progress. */
  controller?: ReactNode;
  /** The Gate Break everyone fights (the world-events feature), shown with the live cards. */
  gateBreak?: ReactNode;
}

/**
 * The dashboard: the hunter's status, counters, and what is waiting for them. `party` is the
 * party panel, passed in by the app (features do not import each other's components).
 */
export function HomePage({ party, streak, controller, gateBreak }: HomeSlots = {}) {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingHunterData />;
  if (!user) return null;
  return (
    <Dashboard
      user={user}
      party={party}
      streak={streak}
      controller={controller}
      gateBreak={gateBreak}
    />
  );
}

function LoadingHunterData() {
  const t = useT();
  return <p className="py-16 text-center text-slate-300">{t("home.loading")}</p>;
}

/** `streak` is the current streak (the rest-days feature), shown above the daily quest. */
function Dashboard({ user, party, streak, controller, gateBreak }: HomeSlots & { user: User }) {
  if (!useDashboardSettled(user)) return <LoadingHunterData />;

  // On a phone the page is one column, and its first screenful is what a hunter came for:
  // a fight or run in progress, today's quest, the next dungeons; the profile follows. The
  // order classes say so for the phone only: from lg the profile is a column of its own.
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <div className="order-3 min-w-0 lg:order-none">
        <ProfileCard user={user} />
      </div>
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-5">
        <div className="order-1 flex min-w-0 flex-col gap-3 empty:hidden lg:order-none">
          {streak}
          <DailyQuestCard />
        </div>
        <div className="order-4 min-w-0 lg:order-none">
          <Counters user={user} />
        </div>
        <div className="order-first flex flex-col gap-5 empty:hidden lg:order-none">
          <ActiveBattleCard controller={controller} />
          <ActiveRunCard />
          {gateBreak}
        </div>
        <div className="contents xl:grid xl:grid-cols-2 xl:gap-5">
          <div className="order-2 min-w-0 lg:order-none xl:*:h-full">
            <AvailableDungeons hunterCP={user.combatPower} />
          </div>
          <div className="order-5 min-w-0 lg:order-none xl:*:h-full">
            <ActiveQuests />
          </div>
          {party ? <div className="order-6 min-w-0 lg:order-none">{party}</div> : null}
        </div>
      </div>
    </div>
  );
}
