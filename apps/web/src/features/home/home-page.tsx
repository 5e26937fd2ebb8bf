import { useUser } from "../auth/api.ts";
import { Counters } from "./counters.tsx";
import { ActiveQuests, AvailableDungeons } from "./home-sections.tsx";
import { ActiveBattleCard, ActiveRunCard, DailyQuestCard } from "./live-cards.tsx";
import { ProfileCard } from "./profile-card.tsx";

/** The dashboard: the hunter's status, counters, and what is waiting for them. */
export function HomePage() {
  const { data: user, isPending } = useUser();
  if (isPending) {
    return <p className="py-16 text-center text-slate-300">Loading Hunter Data...</p>;
  }
  if (!user) return null;

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <ProfileCard user={user} />
      {/* On a phone this column dissolves into the page's grid, so a fight or run in progress
          can come first, above the profile; from lg it is a column beside the profile again. */}
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-5">
        <DailyQuestCard />
        <Counters user={user} />
        <div className="order-first flex flex-col gap-5 empty:hidden lg:order-none">
          <ActiveBattleCard />
          <ActiveRunCard />
        </div>
        <div className="grid gap-5 xl:grid-cols-2">
          <AvailableDungeons hunterCP={user.combatPower} />
          <ActiveQuests />
        </div>
      </div>
    </div>
  );
}
