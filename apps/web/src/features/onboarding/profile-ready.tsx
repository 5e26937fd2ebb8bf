import type { User } from "@repgate/contracts/user";
import { HunterAvatar } from "../../components/hunter-avatar.tsx";
import { rankTextTone } from "../../components/rank-tones.ts";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { STAT_LABELS } from "../../lib/stat-labels.ts";
import { useCompleteProfile } from "./api.ts";

/** Step 1 of the awakening: the hunter's starting sheet, then on to class selection. */
export function ProfileReady({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const completeProfile = useCompleteProfile();

  function proceed() {
    completeProfile.mutateAsync().then(
      () => {
        toast({
          title: t("onboarding.profileReady"),
          description: t("onboarding.profileReadyText"),
        });
        onDone();
      },
      (error: unknown) =>
        toastFailure(t("onboarding.profileFailed"), error, t("onboarding.profileFailedText")),
    );
  }

  return (
    <Panel aria-labelledby="profile-ready-title" className="mx-auto max-w-xl">
      <p className="system-heading">{t("onboarding.awakening")}</p>
      <h1 id="profile-ready-title" className="glow-text mt-2 text-2xl font-bold text-sky-50">
        {t("onboarding.hunterProfileReady")}
      </h1>
      <div className="mt-5 flex items-center gap-4">
        <HunterAvatar user={user} size="lg" />
        <div>
          <p className="text-xl font-bold text-slate-50">{user.hunterName}</p>
          <p className="text-sm text-slate-300">
            <span className={rankTextTone(user.rank)}>
              {t("ui.rankBadge", { rank: user.rank })}
            </span>{" "}
            · {t("home.level", { level: user.level })}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {STAT_LABELS.map(({ key, abbreviation, name }) => (
          <div key={key} className="rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2">
            <dt className="text-xs text-slate-400">
              <abbr title={name} className="no-underline">
                {abbreviation}
              </abbr>{" "}
              {name}
            </dt>
            <dd className="text-lg font-bold text-sky-100">{user[key]}</dd>
          </div>
        ))}
      </dl>
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={completeProfile.isPending}
        onClick={proceed}
      >
        {t("onboarding.continueToClass")}
      </Button>
    </Panel>
  );
}
