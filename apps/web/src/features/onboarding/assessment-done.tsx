import { BadgeCheck } from "lucide-react";
import { Link } from "wouter";
import { rankTextTone } from "../../components/rank-tones.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";

/**
 * /assessment for a hunter who has already taken it. The server refuses a second assessment
 * (409) until the hunter reawakens, so the wizard is not offered: this says why instead.
 */
export function AssessmentDone({ rank }: { rank: string }) {
  const t = useT();
  return (
    <Panel aria-labelledby="assessment-done-title" className="mx-auto max-w-lg text-center">
      <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-emerald-300" />
      <h1 id="assessment-done-title" className="glow-text mt-3 text-2xl font-bold text-sky-50">
        {t("onboarding.assessmentDone")}
      </h1>
      <p className="mt-2 text-slate-300">
        {richText("onboarding.assessmentDoneText", {
          rank: <strong className={rankTextTone(rank)}>{t("ui.rankBadge", { rank })}</strong>,
        })}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/" className={buttonClasses("primary", "lg")}>
          {t("onboarding.returnHome")}
        </Link>
        <Link href="/dungeons" className={buttonClasses("secondary", "lg")}>
          {t("onboarding.exploreDungeons")}
        </Link>
      </div>
    </Panel>
  );
}
