import { guildXpForNextLevel, memberDisplayName } from "@repgate/contracts/guilds";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useMyGuild } from "./api.ts";
import { GuildInsignia, RankBadge } from "./guild-insignia.tsx";

/** The guild tab of the Social screen's groups panel: a summary and a link to /guild. */
export function GuildSummaryPanel() {
  const myGuild = useMyGuild();
  const t = useT();
  if (myGuild.isPending) return <p role="status">{t("guild.loading")}</p>;
  const guild = myGuild.data?.guild;
  if (!guild) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-300">{t("guild.summary.none")}</p>
        <Link href="/guild" className={buttonClasses("secondary", "sm")}>
          {t("guild.summary.find")}
        </Link>
      </div>
    );
  }
  const members = myGuild.data?.members ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <GuildInsignia insignia={guild.insignia} name={guild.name} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-50">{guild.name}</p>
          <p className="text-xs text-slate-400">
            {t("guild.summary.line", { level: guild.level, count: guild.memberCount })}
          </p>
        </div>
      </div>
      <Progress
        value={guild.experience}
        max={guildXpForNextLevel(guild.level)}
        label={t("guild.xp")}
      />
      <p className="text-xs text-slate-400">
        {t("guild.summary.xp", {
          xp: formatNumber(guild.experience),
          needed: formatNumber(guildXpForNextLevel(guild.level)),
        })}
      </p>
      <ul className="flex flex-col gap-1">
        {members.slice(0, 5).map((member) => (
          <li key={member.id} className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate text-slate-100">{memberDisplayName(member)}</span>
            <RankBadge name={member.guildRank.name} color={member.guildRank.color} />
          </li>
        ))}
      </ul>
      <Link href="/guild" className={buttonClasses("secondary", "sm")}>
        {t("guild.summary.open")}
      </Link>
    </div>
  );
}
