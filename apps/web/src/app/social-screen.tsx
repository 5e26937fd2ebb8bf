import { ChatPanel } from "../features/chat/chat-panel.tsx";
import { PartyDungeonEntry } from "../features/dungeons/party-dungeon-entry.tsx";
import { FriendsPanel } from "../features/friends/friends-panel.tsx";
import { GuildSummaryPanel } from "../features/guild/guild-summary-panel.tsx";
import { SocialPage } from "../features/leaderboard/social-page.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";

/** The Social screen with the panels other features own: party, guild, friends and chat. */
export function SocialScreenWithGroups() {
  return (
    <SocialPage
      party={<PartyPanel enterDungeon={<PartyDungeonEntry />} />}
      guild={<GuildSummaryPanel />}
      friends={<FriendsPanel />}
      chat={<ChatPanel />}
    />
  );
}
