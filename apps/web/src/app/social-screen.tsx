import { ChatPanel } from "../features/chat/chat-panel.tsx";
import { PartyDungeonEntry } from "../features/dungeons/party-dungeon-entry.tsx";
import { FriendsPanel } from "../features/friends/friends-panel.tsx";
import { GuildSummaryPanel } from "../features/guilds/guild-summary-panel.tsx";
import { SocialPage } from "../features/leaderboard/social-page.tsx";
import { MessagesView } from "../features/messages/messages-view.tsx";
import { PartyPanel } from "../features/parties/party-panel.tsx";
import { useT } from "../lib/i18n/i18n.ts";
import { SocialSections } from "./social-sections.tsx";

/** The Social screen with the panels other features own: party, guild, friends and chat. */
export function SocialScreenWithGroups() {
  return (
    <SocialPage
      sections={<SocialSections />}
      party={<PartyPanel enterDungeon={<PartyDungeonEntry />} />}
      guild={<GuildSummaryPanel />}
      friends={<FriendsPanel />}
      chat={<ChatPanel />}
    />
  );
}

/** The Social screen's Messages section: /messages, and /messages/:peerId with a thread open. */
export function SocialMessagesScreen({ peerId }: { peerId?: string }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-2 py-4 sm:p-4">
      <h1 className="text-2xl font-bold text-sky-50">{t("nav.social")}</h1>
      <SocialSections />
      <MessagesView peerId={peerId} />
    </div>
  );
}
