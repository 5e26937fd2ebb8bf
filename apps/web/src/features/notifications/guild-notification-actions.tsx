import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useAnswerInvitation } from "../guilds/api.ts";
import { useRereadNotifications } from "./api.ts";

/** Accept / Decline for a guild_invite notification (its `data.invitationId`). */
export function GuildInviteActions({ data }: { data: unknown }) {
  const t = useT();
  const answer = useAnswerInvitation();
  const reread = useRereadNotifications();
  const invitationId =
    typeof data === "object" && data !== null && "invitationId" in data
      ? String((data as { invitationId: unknown }).invitationId)
      : null;
  if (!invitationId) return null;
  function respond(accept: boolean) {
    if (!invitationId) return;
    answer.mutate(
      { invitationId, accept },
      {
        onSettled: reread,
        onSuccess: () =>
          toast(
            accept
              ? { title: t("bell.guildJoined"), description: t("bell.guildJoinedText") }
              : {
                  title: t("bell.invitationDeclined"),
                  description: t("bell.invitationDeclinedText"),
                },
          ),
        onError: (error) => toastFailure(t("bell.error"), error, t("bell.guildAnswerFailed")),
      },
    );
  }
  return (
    <>
      <Button size="sm" disabled={answer.isPending} onClick={() => respond(true)}>
        {t("bell.accept")}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={answer.isPending}
        onClick={() => respond(false)}
      >
        {t("bell.decline")}
      </Button>
    </>
  );
}
