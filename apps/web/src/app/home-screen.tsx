import { HomePage } from "../features/home/home-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";

/**
 * Home with the party panel beside it. The panel lives here for now; it moves into the Social
 * screen's GroupsPanel (which takes `party` as a React node) when that screen lands.
 */
export function HomeScreenWithParty() {
  return <HomePage party={<PartyPanel />} />;
}
