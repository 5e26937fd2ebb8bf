import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useAcceptPlayer, useDeleteAccount } from "./api.ts";

/** The System's first question. Yes leads on to the assessment; No deletes the account. */
export function PlayerAcceptance() {
  const t = useT();
  const accept = useAcceptPlayer();
  const decline = useDeleteAccount();
  const busy = accept.isPending || decline.isPending;

  return (
    <Panel aria-labelledby="player-acceptance-title" className="mx-auto max-w-xl text-center">
      <h1 id="player-acceptance-title" className="system-heading">
        {t("onboarding.notification")}
      </h1>
      <p className="glow-text mt-6 text-xl leading-relaxed font-semibold text-sky-50 sm:text-2xl">
        {t("onboarding.playerQuestion")}
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
                  title: t("onboarding.error"),
                  description: t("onboarding.acceptFailed"),
                  variant: "destructive",
                }),
            })
          }
        >
          {t("onboarding.yes")}
        </Button>
        <Button
          size="lg"
          variant="destructive"
          className="min-w-28"
          disabled={busy}
          onClick={() => decline.mutate()}
        >
          {t("onboarding.no")}
        </Button>
      </div>
    </Panel>
  );
}
