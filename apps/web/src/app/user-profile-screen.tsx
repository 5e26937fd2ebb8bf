import { GuildInviteButton } from "../features/guild/guild-invite-button.tsx";
import { PartyInviteButton } from "../features/parties/party-invite-button.tsx";
import { UserProfilePage } from "../features/profile/user-page.tsx";

/** Another hunter's profile with the invite buttons of the party and guild features. */
export function UserProfileWithInvites({ userId }: { userId: string }) {
  return (
    <UserProfilePage
      userId={userId}
      inviteButtons={(target) => (
        <>
          <PartyInviteButton targetUserId={target.userId} targetInParty={target.inParty} />
          <GuildInviteButton targetUserId={target.userId} targetInGuild={target.inGuild} />
        </>
      )}
    />
  );
}
