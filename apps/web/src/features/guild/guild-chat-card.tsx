import { Button } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";

/**
 * Guild Chat placeholder (spec part 2, section 2). The lead replaces this file's body with the
 * chat feature's ChatPanel (Guild tab) on merge; `guildId` is what it needs.
 */
export function GuildChatCard({ guildId }: { guildId: string }) {
  return (
    <Panel aria-labelledby="guild-chat-heading" data-guild-id={guildId}>
      <PanelHeading id="guild-chat-heading">Guild Chat</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">Guild chat will be implemented soon.</p>
      <div className="mt-3 flex gap-2">
        <input
          aria-label="Guild chat message"
          disabled
          placeholder="Type a message..."
          className={inputClasses}
        />
        <Button disabled>Send</Button>
      </div>
    </Panel>
  );
}
