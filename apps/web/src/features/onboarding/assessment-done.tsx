import { BadgeCheck } from "lucide-react";
import { Link } from "wouter";
import { rankTextTone } from "../../components/rank-tones.ts";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";

/**
 * /assessment for a hunter who has already taken it. The server refuses a second assessment
 * (409) until the hunter reawakens, so the wizard is not offered: this says why instead.
 */
export function AssessmentDone({ rank }: { rank: string }) {
  return (
    <Panel aria-labelledby="assessment-done-title" className="mx-auto max-w-lg text-center">
      <BadgeCheck aria-hidden="true" className="mx-auto size-10 text-emerald-300" />
      <h1 id="assessment-done-title" className="glow-text mt-3 text-2xl font-bold text-sky-50">
        Assessment Already Completed
      </h1>
      <p className="mt-2 text-slate-300">
        Your fitness assessment made you an{" "}
        <strong className={rankTextTone(rank)}>{rank}-Rank</strong> hunter. It can be taken only
        once per awakening: to take it again, reawaken from your profile (50,000 gold).
      </p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link href="/" className={buttonClasses("primary", "lg")}>
          Return Home
        </Link>
        <Link href="/dungeons" className={buttonClasses("secondary", "lg")}>
          Explore Dungeons
        </Link>
      </div>
    </Panel>
  );
}
