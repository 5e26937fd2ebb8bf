import { ChatPanel } from "../features/chat/chat-panel.tsx";
import { GuildPage } from "../features/guilds/guild-page.tsx";
import { useT } from "../lib/i18n/i18n.ts";

/** The guild screen with the chat feature's panel for the guild's chat. */
export function GuildScreenWithChat() {
  const t = useT();
  return <GuildPage chat={<ChatPanel chatTypes={["guild"]} title={t("app.guildChat")} />} />;
}
