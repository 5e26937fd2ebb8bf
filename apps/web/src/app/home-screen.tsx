import { PairPhonePanel } from "../features/battles/phone-controller/pair-phone-panel.tsx";
import { PartyDungeonEntry } from "../features/dungeons/party-dungeon-entry.tsx";
import { HomePage } from "../features/home/home-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";
import { StreakBadge } from "../features/rest-days/streak-badge.tsx";
import { GateBreakCard } from "../features/world-events/gate-break-card.tsx";

/**
 * Home with the party panel beside it (the Social screen's groups panel shows it too), and the
 * phone controller's pairing under a battle in progress.
 */
export function HomeScreenWithParty() {
  return (
    <HomePage
      party={<PartyPanel enterDungeon={<PartyDungeonEntry />} />}
      streak={<StreakBadge />}
      controller={<PairPhonePanel />}
      gateBreak={<GateBreakCard />}
    />
  );
}
