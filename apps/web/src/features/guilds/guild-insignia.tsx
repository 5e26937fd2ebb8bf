import { Crown, Shield, User, Users } from "lucide-react";
import { cx } from "../../lib/cx.ts";
import { useT } from "../../lib/i18n/i18n.ts";

/** A guild's insignia: the uploaded WebP (a /media path) or the emoji default. */
export function GuildInsignia({
  insignia,
  name,
  className,
}: {
  insignia: string;
  name: string;
  className?: string;
}) {
  const t = useT();
  const base = cx(
    "inline-flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-sky-400/40 bg-slate-900 text-2xl",
    className,
  );
  if (insignia.startsWith("/") || insignia.startsWith("blob:") || insignia.startsWith("data:")) {
    return (
      <img
        src={insignia}
        alt={t("guild.insignia", { name })}
        className={cx(base, "object-cover")}
      />
    );
  }
  return (
    <span role="img" aria-label={t("guild.insignia", { name })} className={base}>
      {insignia}
    </span>
  );
}

/** A rank's name on its colour. */
export function RankBadge({ name, color }: { name: string; color: string }) {
  return (
    <span
      className="inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold text-slate-50"
      style={{ borderColor: color, backgroundColor: `${color}33` }}
    >
      {name}
    </span>
  );
}

/** Permission level icons (spec section 6): 4 crown, 3 shield, 2 and 1 guild, 0 member. */
export function LevelIcon({ level }: { level: number }) {
  const t = useT();
  const Icon = level >= 4 ? Crown : level === 3 ? Shield : level >= 1 ? Users : User;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-400">
      <Icon aria-hidden="true" className="size-3.5" />
      {t("guild.permissionLevel", { level })}
    </span>
  );
}
