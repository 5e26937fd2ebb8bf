import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { useGuildPermissions, useInviteToGuild, useMyGuild } from "./api.ts";

/**
 * "Invite to Guild" for another hunter's profile. Shown only when the viewer is not the target,
 * is in a guild, the target is not, and canInviteMembers (docs/game-rules/screens.md).
 */
export function GuildInviteButton({
  targetUserId,
  targetInGuild,
}: {
  targetUserId: string;
  targetInGuild: boolean;
}) {
  const { data: user } = useUser();
  const myGuild = useMyGuild();
  const inGuild = Boolean(myGuild.data?.guild);
  const permissions = useGuildPermissions(inGuild);
  const invite = useInviteToGuild();
  const t = useT();
  if (!user || user.id === targetUserId || !inGuild || targetInGuild) return null;
  if (!permissions.data?.canInviteMembers) return null;
  return (
    <Button
      variant="secondary"
      disabled={invite.isPending}
      onClick={() =>
        invite.mutate(targetUserId, {
          onSuccess: () =>
            toast({
              title: t("guild.invite.sent"),
              description: t("guild.invite.sentText"),
            }),
          onError: (error) =>
            toastFailure(t("guild.invite.failed"), error, t("guild.invite.failedText")),
        })
      }
    >
      {t("guild.invite.button")}
    </Button>
  );
}
