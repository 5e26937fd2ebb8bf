import { UserPlus } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { useInviteToParty, usePartyPermissions } from "./api.ts";

export interface PartyInviteButtonProps {
  targetUserId: string;
  /** True when the hunter on the profile is already in a party. */
  targetInParty: boolean;
}

/**
 * "Invite to Party" for another hunter's profile. Shown only when the viewer is not the target,
 * the viewer is in a party, the target is not, and the viewer may invite (docs/game-rules/screens.md).
 */
export function PartyInviteButton({ targetUserId, targetInParty }: PartyInviteButtonProps) {
  const { data: user } = useUser();
  const inParty = Boolean(user?.partyId);
  const permissions = usePartyPermissions(inParty);
  const invite = useInviteToParty();
  const t = useT();
  const visible =
    user &&
    user.id !== targetUserId &&
    inParty &&
    !targetInParty &&
    permissions.data?.canInviteMembers === true;
  if (!visible) return null;
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(
          { inviteeId: targetUserId },
          {
            onSuccess: (reply) =>
              toast({ title: t("party.invite.sent"), description: reply.message }),
            onError: (error) =>
              toastFailure(t("party.invite.failed"), error, t("party.invite.failedText")),
          },
        )
      }
    >
      <UserPlus aria-hidden="true" className="size-4" />
      {t("party.invite.button")}
    </Button>
  );
}
