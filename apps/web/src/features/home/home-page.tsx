import { useUser } from "../auth/api.ts";
import { Counters } from "./counters.tsx";
import { ActiveQuests, AvailableDungeons } from "./home-sections.tsx";
import { ActiveBattleCard, DailyQuestCard } from "./live-cards.tsx";
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
      <div className="flex min-w-0 flex-col gap-5">
        <DailyQuestCard />
        <Counters user={user} />
        <ActiveBattleCard />
        <div className="grid gap-5 xl:grid-cols-2">
          <AvailableDungeons />
          <ActiveQuests />
        </div>
      </div>
    </div>
  );
}
