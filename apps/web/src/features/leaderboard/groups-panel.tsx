import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { tabListFillClasses, tabTriggerFillClasses } from "../../components/ui/tabs.tsx";
import { useT } from "../../lib/i18n/i18n.ts";

export interface GroupsPanelProps {
  /** The party panel (issue 13p wires it in); a placeholder until then. */
  party?: ReactNode;
  /** The guild summary (issue 13g wires it in); a placeholder until then. */
  guild?: ReactNode;
}

/** The Social screen's groups panel: party and guild tabs (docs/game-rules/screens.md). */
export function GroupsPanel({ party, guild }: GroupsPanelProps) {
  const t = useT();
  return (
    <Panel aria-label={t("leaderboard.groups")}>
      <PanelHeading>{t("leaderboard.groups")}</PanelHeading>
      <Tabs.Root defaultValue="party">
        <Tabs.List aria-label={t("leaderboard.groups")} className={tabListFillClasses}>
          <Tabs.Trigger value="party" className={tabTriggerFillClasses}>
            {t("leaderboard.groups.party")}
          </Tabs.Trigger>
          <Tabs.Trigger value="guild" className={tabTriggerFillClasses}>
            {t("leaderboard.groups.guild")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="party" className="mt-3 text-sm text-slate-300">
          {party ?? <p>{t("leaderboard.groups.partySoon")}</p>}
        </Tabs.Content>
        <Tabs.Content value="guild" className="mt-3 text-sm text-slate-300">
          {guild ?? <p>{t("leaderboard.groups.guildSoon")}</p>}
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
