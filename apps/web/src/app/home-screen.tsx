import { PartyDungeonEntry } from "../features/dungeons/party-dungeon-entry.tsx";
import { HomePage } from "../features/home/home-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";
import { StreakBadge } from "../features/rest-days/streak-badge.tsx";
import { GateBreakCard } from "../features/world-events/gate-break-card.tsx";

/** Home with the party panel beside it (the Social screen's groups panel shows it too). */
export function HomeScreenWithParty() {
  return (
    <HomePage
      party={<PartyPanel enterDungeon={<PartyDungeonEntry />} />}
      streak={<StreakBadge />}
      gateBreak={<GateBreakCard />}
    />
  );
}
