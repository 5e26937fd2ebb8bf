import type { User } from "@repgate/contracts/user";
import { useDeferredValue } from "react";
import { isBattleLive, useActiveBattle, usePendingNext } from "../battles/api.ts";
import { useDungeons } from "../dungeons/api.ts";
import { useActiveRun } from "../movement/api.ts";
import { useParty } from "../parties/api.ts";
import { useDailyQuest, useQuests } from "../quests/api.ts";
import { useCurrentWorldEvent } from "../world-events/api.ts";

/**
 * Whether every read that decides the dashboard's layout has answered (or failed): the cards
 * that appear only when something exists (a battle, a run, the next monster, today's quest),
 * the lists, the party, the Gate Break. Until then the dashboard shows its loading line, so nothing jumps as
 * answers arrive one by one on a slow phone. Only each read's status is looked at, so the
 * dashboard does not render again whenever one of them refetches; and the answer is deferred,
 * so the whole dashboard renders in slices and the phone stays responsive.
 */
export function useDashboardSettled(user: User): boolean {
  const battle = useActiveBattle();
  const nextWanted = battle.status === "success" && !isBattleLive(battle.data);
  const next = usePendingNext(nextWanted);
  const inParty = user.partyId !== null;
  const party = useParty(inParty);
  const always = [
    battle,
    useActiveRun(),
    useDailyQuest(),
    useDungeons(),
    useQuests(),
    useCurrentWorldEvent(),
  ];
  const wanted = [...always, ...(nextWanted ? [next] : []), ...(inParty ? [party] : [])];
  // Deferred from the first render too: reads the page started with its HTML have often
  // answered by the time the app first renders, and the whole dashboard in that first, urgent
  // render would be one long task on a phone.
  return useDeferredValue(
    wanted.every((read) => read.status !== "pending"),
    false,
  );
}
