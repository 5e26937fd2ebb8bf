import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useAcceptPlayer, useDeleteAccount } from "./api.ts";

/** The System's first question. Yes leads on to the assessment; No deletes the account. */
export function PlayerAcceptance() {
  const accept = useAcceptPlayer();
  const decline = useDeleteAccount();
  const busy = accept.isPending || decline.isPending;

  return (
    <Panel aria-labelledby="player-acceptance-title" className="mx-auto max-w-xl text-center">
      <h1 id="player-acceptance-title" className="system-heading">
        Notification
      </h1>
      <p className="glow-text mt-6 text-xl leading-relaxed font-semibold text-sky-50 sm:text-2xl">
        You have acquired the qualifications to become a Player. Do you accept?
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button
          size="lg"
          className="min-w-28"
          disabled={busy}
          onClick={() =>
            accept.mutate(undefined, {
              onError: () =>
                toast({
                  title: "Error",
                  description: "Failed to accept player status. Please try again.",
                  variant: "destructive",
                }),
            })
          }
        >
          Yes
        </Button>
        <Button
          size="lg"
          variant="destructive"
          className="min-w-28"
          disabled={busy}
          onClick={() => decline.mutate()}
        >
          No
        </Button>
      </div>
    </Panel>
  );
}
