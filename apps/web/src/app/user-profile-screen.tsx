import { GuildInviteButton } from "../features/guild/guild-invite-button.tsx";
import { PartyInviteButton } from "../features/parties/party-invite-button.tsx";
import { UserProfilePage } from "../features/profile/user-page.tsx";
import { BlockButton } from "../features/safety/block-button.tsx";

/** Another hunter's profile with the party and guild invite buttons and the block button. */
export function UserProfileWithInvites({ userId }: { userId: string }) {
  return (
    <UserProfilePage
      userId={userId}
      hunterActions={(target) => (
        <>
          <PartyInviteButton targetUserId={target.userId} targetInParty={target.inParty} />
          <GuildInviteButton targetUserId={target.userId} targetInGuild={target.inGuild} />
          <BlockButton userId={target.userId} name={target.name} />
        </>
      )}
    />
  );
}
