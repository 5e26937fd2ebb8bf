import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useRemoveBlock } from "./api.ts";

/** On a muted hunter's profile: undoes the chat's one-click Mute where the hunter is. */
export function UnmuteButton({ userId, name }: { userId: string; name: string }) {
  const t = useT();
  const remove = useRemoveBlock();
  return (
    <Button
      variant="secondary"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(userId, {
          onSuccess: () =>
            toast({ title: t("safety.unmuted"), description: t("safety.unmutedText", { name }) }),
          onError: (e) => toastFailure(t("safety.error"), e, t("safety.unmuteFailed", { name })),
        })
      }
    >
      {t("safety.unmute")}
    </Button>
  );
}
