import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useRemoveBlock } from "./api.ts";

/** On a muted hunter's profile: undoes the chat's one-click Mute where the hunter is. */
export function UnmuteButton({ userId, name }: { userId: string; name: string }) {
  const remove = useRemoveBlock();
  return (
    <Button
      variant="secondary"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(userId, {
          onSuccess: () => toast({ title: "Unmuted", description: `${name} is unmuted.` }),
          onError: (e) => toastFailure("Error", e, `Could not unmute ${name}.`),
        })
      }
    >
      Unmute
    </Button>
  );
}
