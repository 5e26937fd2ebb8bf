import { FriendsPanel } from "../features/friends/friends-panel.tsx";
import { SocialPage } from "../features/leaderboard/social-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";

/** The Social screen with the panels other features own: party, friends (and the guild's). */
export function SocialScreenWithGroups() {
  return <SocialPage party={<PartyPanel />} friends={<FriendsPanel />} />;
}
