import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useGuildBans, useUnban } from "./api.ts";

/**
 * Manage Guild, Members tab: the hunters the guild kicked. They join again only by accepting
 * an invitation, or once someone who may kick lifts the ban here (docs/game-rules/guilds.md).
 */
export function GuildBansSection({ canKick }: { canKick: boolean }) {
  const bans = useGuildBans(canKick);
  const unban = useUnban();
  const t = useT();
  if (!canKick) return null;
  return (
    <section aria-labelledby="guild-bans-heading" className="mt-5 flex flex-col gap-2">
      <h3 id="guild-bans-heading" className="text-sm font-semibold text-slate-100">
        {t("guild.bans")}
      </h3>
      {bans.data?.length === 0 ? (
        <p className="text-sm text-slate-400">{t("guild.bans.none")}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {bans.data?.map((ban) => (
          <li
            key={ban.userId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-700 p-2"
          >
            <span className="min-w-0 font-semibold break-words text-slate-50">
              {ban.hunterName}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={unban.isPending}
              onClick={() =>
                unban.mutate(ban.userId, {
                  onSuccess: (reply) =>
                    toast({ title: t("guild.bans.lifted"), description: reply.message }),
                  onError: (error) => toastFailure(t("guild.error"), error, t("guild.bans.failed")),
                })
              }
            >
              {t("guild.bans.unban", { name: ban.hunterName })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
