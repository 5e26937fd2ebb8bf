import { ChatPanel } from "../features/chat/chat-panel.tsx";
import { GuildPage } from "../features/guilds/guild-page.tsx";

/** The guild screen with the chat feature's panel for the guild's chat. */
export function GuildScreenWithChat() {
  return <GuildPage chat={<ChatPanel chatTypes={["guild"]} />} />;
}
