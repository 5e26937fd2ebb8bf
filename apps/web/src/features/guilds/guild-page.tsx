import {
  ANNOUNCEMENT_MAX_LENGTH,
  type Guild,
  guildXpForNextLevel,
  type MyGuildReply,
  memberDisplayName,
} from "@repgate/contracts/guilds";
import type { User } from "@repgate/contracts/user";
import { type ReactNode, useId, useState } from "react";
import { avatarSource } from "../../components/hunter-avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { Progress } from "../../components/ui/progress.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { currentLanguage, useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import {
  useAnnounce,
  useAvailableGuilds,
  useGuildPermissions,
  useJoinGuild,
  useLeaveGuild,
  useMyGuild,
} from "./api.ts";
import { GuildInsignia, RankBadge } from "./guild-insignia.tsx";
import { GuildWizard } from "./guild-wizard.tsx";
import { ManageGuildDialog } from "./manage-guild-dialog.tsx";

/**
 * /guild. `chat` is the guild's chat panel, composed in by app/guild-screen.tsx:
 * the chat feature reads guild permissions, so the guild cannot import it back.
 */
export function GuildPage({ chat }: { chat?: ReactNode }) {
  const { data: user } = useUser();
  const myGuild = useMyGuild();
  const t = useT();
  if (myGuild.isPending || !user) {
    return <ScreenLoading>{t("guild.loading")}</ScreenLoading>;
  }
  if (myGuild.isError) {
    return (
      <ScreenLoadError onRetry={() => void myGuild.refetch()}>
        {t("guild.loadFailed")}
      </ScreenLoadError>
    );
  }
  const { guild } = myGuild.data;
  if (!guild) return <NoGuild user={user} />;
  return <MemberView data={{ ...myGuild.data, guild }} user={user} chat={chat} />;
}

function NoGuild({ user }: { user: User }) {
  const available = useAvailableGuilds(true);
  const join = useJoinGuild();
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
        {t("guild.title")}
      </h1>
      <Panel aria-labelledby="join-system-heading">
        <PanelHeading id="join-system-heading">{t("guild.join.heading")}</PanelHeading>
        <p className="mt-2 text-sm text-slate-300">{t("guild.join.intro")}</p>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <section aria-labelledby="join-guild-heading">
            <h3 id="join-guild-heading" className="font-semibold text-slate-100">
              {t("guild.join.title")}
            </h3>
            {available.isPending ? (
              <p role="status" className="mt-2 text-sm text-slate-300">
                {t("guild.join.loading")}
              </p>
            ) : (available.data ?? []).length === 0 ? (
              <p className="mt-2 text-sm text-slate-300">{t("guild.join.none")}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {(available.data ?? []).map((guild) => (
                  <li
                    key={guild.id}
                    className="flex items-center gap-3 rounded-md border border-slate-700 p-2"
                  >
                    <GuildInsignia insignia={guild.insignia} name={guild.name} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-semibold text-slate-50">{guild.name}</p>
                      <p className="text-xs text-slate-400">
                        {t("guild.join.row", { count: guild.memberCount, level: guild.level })}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      disabled={join.isPending}
                      aria-label={t("guild.join.label", { name: guild.name })}
                      onClick={() =>
                        join.mutate(guild.id, {
                          onSuccess: () =>
                            toast({
                              title: t("guild.join.done"),
                              description: t("guild.join.welcome", { name: guild.name }),
                            }),
                          onError: (error) =>
                            toastFailure(t("guild.error"), error, t("guild.join.failed")),
                        })
                      }
                    >
                      {t("guild.join")}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="create-guild-heading">
            <h3 id="create-guild-heading" className="font-semibold text-slate-100">
              {t("guild.create.title")}
            </h3>
            <p className="mt-2 mb-3 text-sm text-slate-300">
              {t("guild.create.intro", { gold: formatNumber(user.gold) })}
            </p>
            <GuildWizard gold={user.gold} />
          </section>
        </div>
      </Panel>
    </div>
  );
}

type InGuild = MyGuildReply & { guild: Guild };

function MemberView({ data, user, chat }: { data: InGuild; user: User; chat: ReactNode }) {
  const { guild, myRank } = data;
  const permissions = useGuildPermissions();
  const leave = useLeaveGuild();
  const t = useT();
  const needed = guildXpForNextLevel(guild.level);
  const isOwner = (myRank?.permissionLevel ?? 0) >= 4 || guild.leaderId === user.id;
  const canManage = Boolean(permissions.data?.canEditGuild || permissions.data?.canManageRanks);
  return (
    <div className="flex flex-col gap-5">
      <header className="system-panel flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <GuildInsignia insignia={guild.insignia} name={guild.name} className="size-16 text-4xl" />
          <div className="min-w-0 flex-1">
            <h1 className="glow-text truncate text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
              {guild.name}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
              {t("guild.level", { level: guild.level })}
              {myRank ? <RankBadge name={myRank.name} color={myRank.color} /> : null}
            </p>
          </div>
        </div>
        <div>
          <p className="mb-1 flex justify-between text-xs text-slate-300">
            <span>{t("guild.xp")}</span>
            <span className="tabular-nums">
              {formatNumber(guild.experience)} / {formatNumber(needed)}
            </span>
          </p>
          <Progress value={guild.experience} max={needed} label={t("guild.xp")} />
        </div>
        <div className="flex flex-wrap gap-2">
          <AnnouncementDialog allowed={Boolean(permissions.data?.canSendAnnouncements)} />
          {canManage ? <ManageGuildDialog data={data} myId={user.id} gold={user.gold} /> : null}
          {isOwner ? null : (
            <ConfirmButton
              variant="destructive"
              title={t("guild.leave.title")}
              description={t("guild.leave.text", { name: guild.name })}
              confirmLabel={t("guild.leave")}
              pendingLabel={t("guild.leave.pending")}
              pending={leave.isPending}
              onConfirm={(close) =>
                leave.mutate(undefined, {
                  onSuccess: () =>
                    toast({
                      title: t("guild.leave.done"),
                      description: t("guild.leave.doneText", { name: guild.name }),
                    }),
                  onError: (error) =>
                    toastFailure(t("guild.error"), error, t("guild.leave.failed")),
                  onSettled: close,
                })
              }
            >
              {t("guild.leave")}
            </ConfirmButton>
          )}
        </div>
      </header>
      {/* grid-cols-1 is minmax(0, 1fr): a long name cannot widen the column past the phone. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Panel aria-labelledby="guild-info-heading">
          <PanelHeading id="guild-info-heading">{t("guild.info")}</PanelHeading>
          <p className="mt-2 text-sm whitespace-pre-line text-slate-200">
            {guild.description?.trim() || t("guild.noDescription")}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-400">{t("guild.members")}</dt>
              <dd className="font-semibold text-slate-50">{guild.memberCount}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t("guild.experience")}</dt>
              <dd className="font-semibold text-slate-50">{formatNumber(guild.experience)}</dd>
            </div>
          </dl>
        </Panel>
        <Panel aria-labelledby="guild-members-heading">
          <PanelHeading id="guild-members-heading">{t("guild.members.heading")}</PanelHeading>
          <ul className="mt-3 flex flex-col gap-2">
            {data.members.map((member) => {
              const name = memberDisplayName(member);
              const picture = avatarSource(member.profileImageUrl ?? member.profilePicture);
              return (
                <li key={member.id} className="flex items-center gap-3">
                  {picture ? (
                    <img src={picture} alt="" className="size-9 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 items-center justify-center rounded-full bg-slate-800 font-bold text-sky-100"
                    >
                      {name.charAt(0).toUpperCase()}
                    </span>
                  )}
                  {/* The name has a line of its own, never broken mid-word; only a name longer
                      than the line (32 characters at 360 px) ends in "...", whole in its title. */}
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span title={name} className="truncate text-sm font-semibold text-slate-50">
                      {name}
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <RankBadge name={member.guildRank.name} color={member.guildRank.color} />
                      <span className="text-xs whitespace-nowrap text-slate-400">
                        {t("guild.member.level", { level: member.level })}
                      </span>
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </Panel>
        <Panel aria-labelledby="guild-announcements-heading">
          <PanelHeading id="guild-announcements-heading">{t("guild.announcements")}</PanelHeading>
          {data.announcements.length === 0 ? (
            <p className="mt-2 text-sm text-slate-300">{t("guild.announcements.none")}</p>
          ) : (
            <ul className="mt-3 flex flex-col gap-3">
              {data.announcements.map((announcement) => (
                <li key={announcement.id} className="rounded-md border border-slate-700 p-2">
                  <p className="text-sm whitespace-pre-line text-slate-100">
                    {announcement.message}
                  </p>
                  <p className="mt-1 text-xs text-slate-400">
                    {announcement.user.hunterName ??
                      announcement.user.username ??
                      t("guild.announcements.unknown")}{" "}
                    · {new Date(announcement.createdAt).toLocaleDateString(currentLanguage())}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        {chat}
      </div>
    </div>
  );
}

/**
 * Mounted for every member, shown to those who may announce: a member whose rank loses the
 * right while typing keeps the dialog and the text, and is told why it can no longer be sent.
 */
function AnnouncementDialog({ allowed }: { allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const announce = useAnnounce();
  const fieldId = useId();
  const t = useT();
  const text = message.trim();
  if (!allowed && !open) return null;
  return (
    <>
      {allowed ? <Button onClick={() => setOpen(true)}>{t("guild.announce")}</Button> : null}
      <Dialog
        open={open}
        onOpenChange={(next) => !announce.isPending && setOpen(next)}
        title={t("guild.announce.title")}
        description={t("guild.announce.description")}
      >
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text) return;
            announce.mutate(text, {
              onSuccess: () => {
                toast({
                  title: t("guild.announce.done"),
                  description: t("guild.announce.doneText"),
                });
                setMessage("");
                setOpen(false);
              },
              onError: (error) => toastFailure(t("guild.error"), error, t("guild.announce.failed")),
            });
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-200">
            {t("guild.announce.label")}
          </label>
          <textarea
            id={fieldId}
            rows={4}
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            value={message}
            aria-describedby={`${fieldId}-count`}
            onChange={(event) => setMessage(event.target.value)}
            className={cx(inputClasses, "h-auto py-2")}
          />
          <p id={`${fieldId}-count`} className="text-right text-xs text-slate-400">
            {message.length}/{ANNOUNCEMENT_MAX_LENGTH}
          </p>
          {allowed ? null : (
            <p
              role="alert"
              className="rounded-md border border-amber-400/60 px-3 py-2 text-sm text-amber-100"
            >
              {t("guild.announce.notAllowed")}
            </p>
          )}
          <Button type="submit" disabled={!allowed || !text || announce.isPending}>
            {announce.isPending ? t("guild.announce.sending") : t("guild.announce")}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
