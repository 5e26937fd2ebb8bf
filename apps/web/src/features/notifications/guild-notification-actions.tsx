import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useAnswerInvitation } from "../guilds/api.ts";
import { useRereadNotifications } from "./api.ts";

/** Accept / Decline for a guild_invite notification (its `data.invitationId`). */
export function GuildInviteActions({ data }: { data: unknown }) {
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
              ? { title: "Guild Joined!", description: "Welcome to your new guild." }
              : { title: "Invitation Declined", description: "The invitation was declined." },
          ),
        onError: (error) => toastFailure("Error", error, "Failed to answer the invitation"),
      },
    );
  }
  return (
    <>
      <Button size="sm" disabled={answer.isPending} onClick={() => respond(true)}>
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={answer.isPending}
        onClick={() => respond(false)}
      >
        Decline
      </Button>
    </>
  );
}
