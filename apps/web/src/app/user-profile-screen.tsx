import { GuildInviteButton } from "../features/guilds/guild-invite-button.tsx";
import { PartyInviteButton } from "../features/parties/party-invite-button.tsx";
import { UserProfilePage } from "../features/profiles/user-page.tsx";
import { useBlocks } from "../features/safety/api.ts";
import { BlockButton } from "../features/safety/block-button.tsx";
import { UnmuteButton } from "../features/safety/unmute-button.tsx";

/**
 * Another hunter's profile with the party and guild invite buttons and the block button. A
 * muted or blocked hunter's profile offers the undo (Unmute, Unblock) instead of Add Friend
 * and the invites.
 */
export function UserProfileWithInvites({ userId }: { userId: string }) {
  const blocks = useBlocks();
  const kind = blocks.data?.find((b) => b.userId === userId)?.kind ?? null;
  return (
    <UserProfilePage
      userId={userId}
      hideFriendButton={kind !== null}
      hunterActions={(target) => (
        <>
          {kind === null ? (
            <>
              <PartyInviteButton targetUserId={target.userId} targetInParty={target.inParty} />
              <GuildInviteButton targetUserId={target.userId} targetInGuild={target.inGuild} />
            </>
          ) : null}
          {kind === "mute" ? <UnmuteButton userId={target.userId} name={target.name} /> : null}
          <BlockButton userId={target.userId} name={target.name} />
        </>
      )}
    />
  );
}
