import type { ClassName } from "@repgate/game/content/classes";
import { useState } from "react";
import { useLocation } from "wouter";
import { ClassPicture } from "../../components/class-picture.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ChoiceCard } from "../../components/ui/choice-card.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast, toastAfter, toastFailure } from "../../components/ui/toast-store.ts";
import { withArticle } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { currentLanguage, useT } from "../../lib/i18n/i18n.ts";
import { statLabel } from "../../lib/stat-labels.ts";
import { useAssignClass, useUserClasses } from "./api.ts";

/** How long 'Class Selected' shows before 'Awakening Complete!' takes its place. */
const SECOND_TOAST_DELAY_MS = 1500;

/** Step 2 of the awakening: pick one of the six classes. */
export function ClassSelection({ userId }: { userId: string }) {
  const t = useT();
  const tt = useTableText();
  const classes = useUserClasses();
  const assign = useAssignClass();
  const [selected, setSelected] = useState<ClassName | null>(null);
  const [, navigate] = useLocation();

  function confirm() {
    if (!selected) return;
    // mutateAsync: this screen unmounts once the user has a class; the toasts must still show.
    assign.mutateAsync({ userId, className: selected }).then(
      () => {
        const shown = toast({
          title: t("onboarding.classSelected"),
          // The article ("an Assassin") is English grammar; the other languages take the name.
          description: t("onboarding.classSelectedText", {
            hunterClass: currentLanguage().startsWith("en") ? withArticle(selected) : selected,
          }),
        });
        toastAfter(shown, SECOND_TOAST_DELAY_MS, {
          title: t("onboarding.awakeningComplete"),
          description: t("onboarding.journeyBegins"),
        });
        navigate("/");
      },
      (error: unknown) => toastFailure(t("onboarding.error"), error, t("onboarding.classFailed")),
    );
  }

  return (
    <Panel aria-labelledby="class-selection-title" className="mx-auto max-w-3xl">
      <p className="system-heading">{t("onboarding.awakening")}</p>
      <h1 id="class-selection-title" className="glow-text mt-2 text-2xl font-bold text-sky-50">
        {t("onboarding.chooseClass")}
      </h1>
      <p className="mt-1 text-sm text-slate-300">{t("onboarding.chooseClassText")}</p>
      {classes.isPending ? (
        <p className="mt-6 text-sm text-slate-300">{t("onboarding.loadingClasses")}</p>
      ) : classes.isError ? (
        <div className="mt-6 flex items-center gap-3">
          <p className="text-sm text-slate-300">{t("onboarding.classesFailed")}</p>
          <Button variant="secondary" size="sm" onClick={() => classes.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : (
        <fieldset className="mt-6">
          <legend className="sr-only">{t("onboarding.hunterClass")}</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {classes.data.map((hunterClass) => (
              <ChoiceCard
                key={hunterClass.id}
                name="hunterClass"
                value={hunterClass.name}
                checked={selected === hunterClass.name}
                onSelect={() => setSelected(hunterClass.name)}
                title={tt(hunterClass.name)}
                picture={<ClassPicture name={hunterClass.name} className="size-10" />}
                description={
                  <>
                    <span className="block">{tt(hunterClass.description)}</span>
                    <span className="mt-2 block text-xs text-slate-400">
                      {t("onboarding.primaryStats", {
                        stats: hunterClass.primaryStats.map(statLabel).join(", "),
                      })}
                    </span>
                    <span className="block text-xs font-semibold text-sky-200">
                      {t("onboarding.weaponDamage", { bonus: hunterClass.damageBonus })}
                    </span>
                  </>
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      <Button
        size="lg"
        className="mt-6 w-full"
        disabled={!selected || assign.isPending}
        onClick={confirm}
      >
        {assign.isPending ? t("onboarding.assigningClass") : t("onboarding.confirmClass")}
      </Button>
    </Panel>
  );
}
