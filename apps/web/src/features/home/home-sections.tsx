import type { ReactNode } from "react";
import { Link } from "wouter";
import { MatchBadge, RankBadge } from "../../components/match-badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { useQuestText, useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useDungeons } from "../dungeons/api.ts";
import { useQuests } from "../quests/api.ts";

function Section({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  const t = useT();
  const headingId = `${href.slice(1)}-preview-title`;
  return (
    <Panel aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <PanelHeading id={headingId}>{title}</PanelHeading>
        <Link href={href} className={buttonClasses("secondary", "sm")}>
          {t("home.viewAll")}
        </Link>
      </div>
      <div className="mt-3">{children}</div>
    </Panel>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-400">{children}</p>;
}

const itemClasses = "rounded-md border border-slate-700 bg-slate-950/60 px-3 py-2";

/** The first 3 dungeons, with how each suits the hunter. */
export function AvailableDungeons({ hunterCP }: { hunterCP: number }) {
  const t = useT();
  const tt = useTableText();
  const { data, isPending, isError } = useDungeons();
  return (
    <Section title={t("home.availableDungeons")} href="/dungeons">
      {isPending ? (
        <Muted>{t("home.loadingDungeons")}</Muted>
      ) : isError ? (
        <Muted>{t("home.dungeonsFailed")}</Muted>
      ) : data.length === 0 ? (
        <Muted>{t("home.noDungeons")}</Muted>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.slice(0, 3).map((dungeon) => (
            <li key={dungeon.id} className={itemClasses}>
              <p className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold text-slate-100">{tt(dungeon.name)}</span>
                <RankBadge rank={dungeon.rank} />
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-400">
                <span>
                  {t(dungeon.type === "movement" ? "home.movementCP" : "home.combatCP", {
                    cp: dungeon.recommendedCP,
                  })}
                </span>
                <MatchBadge hunterCP={hunterCP} recommendedCP={dungeon.recommendedCP} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Up to 3 quests not yet completed. */
export function ActiveQuests() {
  const t = useT();
  const qt = useQuestText();
  const { data, isPending, isError } = useQuests({
    select: (quests) => quests.filter((quest) => !quest.isCompleted).slice(0, 3),
  });
  return (
    <Section title={t("home.activeQuests")} href="/quests">
      {isPending ? (
        <Muted>{t("home.loadingQuests")}</Muted>
      ) : isError ? (
        <Muted>{t("home.questsFailed")}</Muted>
      ) : data.length === 0 ? (
        <Muted>{t("home.noQuests")}</Muted>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((quest) => (
            <li key={quest.id} className={itemClasses}>
              <p className="font-semibold text-slate-100">{qt(quest.name || quest.title)}</p>
              {quest.description ? (
                <p className="text-xs text-slate-400">{qt(quest.description)}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
