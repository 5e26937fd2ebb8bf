import { FriendsPanel } from "../features/friends/friends-panel.tsx";
import { GuildSummaryPanel } from "../features/guild/guild-summary-panel.tsx";
import { SocialPage } from "../features/leaderboard/social-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";

/** The Social screen with the panels other features own: party, guild and friends. */
export function SocialScreenWithGroups() {
  return (
    <SocialPage party={<PartyPanel />} guild={<GuildSummaryPanel />} friends={<FriendsPanel />} />
  );
}
