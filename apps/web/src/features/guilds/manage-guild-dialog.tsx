import {
  GUILD_RENAME_COST,
  type GuildMember,
  type GuildRank,
  type MyGuildReply,
  memberDisplayName,
  type RankFields,
} from "@repgate/contracts/guilds";
import { Tabs } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { tabListClasses, tabTriggerClasses } from "../../components/ui/tabs.tsx";
import { inputClasses, TextField } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { formatNumber } from "../../lib/format.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import {
  useCreateRank,
  useDeleteRank,
  useDescribeGuild,
  useGuildPermissions,
  useKickMember,
  useMemberRank,
  useRenameGuild,
  useUpdateRank,
} from "./api.ts";
import { GuildBansSection } from "./guild-bans-section.tsx";
import { LevelIcon, RankBadge } from "./guild-insignia.tsx";
import { defaultRanks, RankFieldsEditor } from "./rank-fields.tsx";

function fieldsOf(rank: GuildRank): RankFields {
  const { id: _id, ...fields } = rank;
  return fields;
}

/** "Manage Guild": General, Members and Ranks tabs (docs/game-rules/screens.md). */
export function ManageGuildDialog({
  data,
  myId,
  gold,
}: {
  data: MyGuildReply & { guild: NonNullable<MyGuildReply["guild"]> };
  myId: string;
  gold: number;
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("guild.manage")}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("guild.manage")}
        description={t("guild.manage.description")}
        className="max-w-lg"
      >
        <Tabs.Root defaultValue="general">
          <Tabs.List aria-label={t("guild.manage")} className={tabListClasses}>
            <Tabs.Trigger value="general" className={tabTriggerClasses}>
              {t("guild.manage.general")}
            </Tabs.Trigger>
            <Tabs.Trigger value="members" className={tabTriggerClasses}>
              {t("guild.members")}
            </Tabs.Trigger>
            <Tabs.Trigger value="ranks" className={tabTriggerClasses}>
              {t("guild.create.review.ranks")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general" className="mt-4">
            <GeneralTab data={data} gold={gold} />
          </Tabs.Content>
          <Tabs.Content value="members" className="mt-4">
            <MembersTab data={data} myId={myId} />
          </Tabs.Content>
          <Tabs.Content value="ranks" className="mt-4">
            <RanksTab data={data} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog>
    </>
  );
}

function GeneralTab({ data, gold }: { data: MyGuildReply; gold: number }) {
  const [name, setName] = useState(data.guild?.name ?? "");
  const [description, setDescription] = useState(data.guild?.description ?? "");
  const rename = useRenameGuild();
  const describe = useDescribeGuild();
  const descriptionId = useId();
  const t = useT();
  const nameChanged = name.trim() !== "" && name.trim() !== data.guild?.name;

  function submitName() {
    if (gold < GUILD_RENAME_COST) {
      toast({
        title: t("guild.manage.noGold"),
        description: t("guild.manage.noGoldText", { cost: formatNumber(GUILD_RENAME_COST) }),
        variant: "destructive",
      });
      return;
    }
    rename.mutate(name.trim(), {
      onSuccess: () =>
        toast({
          title: t("guild.manage.renamed"),
          description: t("guild.manage.renamedText", { cost: formatNumber(GUILD_RENAME_COST) }),
        }),
      onError: (error) => toastFailure(t("guild.error"), error, t("guild.manage.renameFailed")),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <TextField
          label={t("guild.create.name")}
          hint={t("guild.manage.renameHint", { cost: formatNumber(GUILD_RENAME_COST) })}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.target.value)}
        />
        <Button disabled={!nameChanged || rename.isPending} onClick={submitName}>
          {t("guild.manage.rename", { cost: formatNumber(GUILD_RENAME_COST) })}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-200">
          {t("guild.manage.descriptionLabel")}
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className={cx(inputClasses, "h-auto py-2")}
        />
        <Button
          disabled={describe.isPending}
          onClick={() =>
            describe.mutate(description.trim(), {
              onSuccess: () =>
                toast({
                  title: t("guild.manage.described"),
                  description: t("guild.manage.describedText"),
                }),
              onError: (error) =>
                toastFailure(t("guild.error"), error, t("guild.manage.describeFailed")),
            })
          }
        >
          {t("guild.manage.describe")}
        </Button>
      </div>
    </div>
  );
}

function MembersTab({ data, myId }: { data: MyGuildReply; myId: string }) {
  const permissions = useGuildPermissions();
  const canKick = permissions.data?.canKickMembers ?? false;
  const others = data.members.filter((member) => member.id !== myId);
  const t = useT();
  return (
    <>
      {others.length === 0 ? (
        <p className="text-sm text-slate-300">{t("guild.manage.noMembers")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {others.map((member) => (
            <MemberRow key={member.id} member={member} ranks={data.ranks} />
          ))}
        </ul>
      )}
      <GuildBansSection canKick={canKick} />
    </>
  );
}

function MemberRow({ member, ranks }: { member: GuildMember; ranks: GuildRank[] }) {
  const kick = useKickMember();
  const memberRank = useMemberRank();
  const [asking, setAsking] = useState(false);
  const t = useT();
  const name = memberDisplayName(member);
  const owner = member.guildRank.permissionLevel >= 4;
  const assignable = ranks.filter((rank) => rank.permissionLevel < 4);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-700 p-2">
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 font-semibold break-words text-slate-50">{name}</span>
        <RankBadge name={member.guildRank.name} color={member.guildRank.color} />
      </span>
      {owner ? null : (
        <span className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t("guild.manage.rankOf", { name })}
            value={member.guildRank.id}
            disabled={memberRank.isPending}
            onChange={(event) =>
              memberRank.mutate(
                { memberId: member.id, rankId: event.target.value },
                {
                  onSuccess: () =>
                    toast({
                      title: t("guild.manage.rankUpdated"),
                      description: t("guild.manage.memberRankChanged", { name }),
                    }),
                  onError: (error) =>
                    toastFailure(t("guild.error"), error, t("guild.manage.memberRankFailed")),
                },
              )
            }
            className={cx(inputClasses, "h-8 w-auto")}
          >
            {assignable.map((rank) => (
              <option key={rank.id} value={rank.id}>
                {rank.name}
              </option>
            ))}
          </select>
          <Button size="sm" variant="destructive" onClick={() => setAsking(true)}>
            {t("guild.manage.kickLabel", { name })}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t("guild.manage.kickTitle", { name })}
            description={t("guild.manage.kickText")}
            confirmLabel={t("guild.manage.kick")}
            pendingLabel={t("guild.manage.kicking")}
            pending={kick.isPending}
            confirmVariant="destructive"
            onConfirm={() =>
              kick.mutate(member.id, {
                onSuccess: () =>
                  toast({
                    title: t("guild.manage.kicked"),
                    description: t("guild.manage.kickedText", { name }),
                  }),
                onError: (error) =>
                  toastFailure(t("guild.error"), error, t("guild.manage.kickFailed")),
                onSettled: () => setAsking(false),
              })
            }
          />
        </span>
      )}
    </li>
  );
}

function RanksTab({ data }: { data: MyGuildReply }) {
  const [editing, setEditing] = useState<{ rankId: string | null; fields: RankFields } | null>(
    null,
  );
  const createRank = useCreateRank();
  const updateRank = useUpdateRank();
  const deleteRank = useDeleteRank();
  const t = useT();
  const isOwner = (data.myRank?.permissionLevel ?? 0) >= 4;
  const ranks = [...data.ranks].sort((a, b) => b.permissionLevel - a.permissionLevel);

  function save() {
    if (!editing) return;
    if (!editing.fields.name.trim()) {
      toast({
        title: t("guild.error"),
        description: t("guild.rank.noName"),
        variant: "destructive",
      });
      return;
    }
    const fields = { ...editing.fields, name: editing.fields.name.trim() };
    if (editing.rankId === null) {
      createRank.mutate(fields, {
        onSuccess: () => {
          toast({
            title: t("guild.rank.created"),
            description: t("guild.rank.createdText", { name: fields.name }),
          });
          setEditing(null);
        },
        onError: (error) => toastFailure(t("guild.error"), error, t("guild.rank.createFailed")),
      });
      return;
    }
    // Only the owner sets permission levels; others send the rest.
    const { permissionLevel, ...rest } = fields;
    updateRank.mutate(
      { rankId: editing.rankId, patch: isOwner ? fields : rest },
      {
        onSuccess: () => {
          toast({
            title: t("guild.manage.rankUpdated"),
            description: t("guild.rank.savedText", { name: fields.name }),
          });
          setEditing(null);
        },
        onError: (error) => toastFailure(t("guild.error"), error, t("guild.rank.updateFailed")),
      },
    );
    void permissionLevel;
  }

  if (editing) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="text-sm font-semibold text-slate-100">
          {editing.rankId === null ? t("guild.rank.create") : t("guild.rank.editTitle")}
        </h3>
        <RankFieldsEditor
          value={editing.fields}
          canSetLevel={isOwner}
          onChange={(fields) => setEditing({ ...editing, fields })}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setEditing(null)}>
            {t("common.cancel")}
          </Button>
          <Button disabled={createRank.isPending || updateRank.isPending} onClick={save}>
            {t("guild.rank.save")}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {ranks.map((rank) => (
          <li
            key={rank.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-700 p-2"
          >
            <span className="flex items-center gap-2">
              <RankBadge name={rank.name} color={rank.color} />
              <LevelIcon level={rank.permissionLevel} />
            </span>
            {rank.permissionLevel < 4 ? (
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing({ rankId: rank.id, fields: fieldsOf(rank) })}
                >
                  {t("guild.rank.editLabel", { name: rank.name })}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={deleteRank.isPending}
                  onClick={() =>
                    deleteRank.mutate(rank.id, {
                      onSuccess: () =>
                        toast({
                          title: t("guild.rank.deleted"),
                          description: t("guild.rank.deletedText", { name: rank.name }),
                        }),
                      onError: (error) =>
                        toastFailure(t("guild.error"), error, t("guild.rank.deleteFailed")),
                    })
                  }
                >
                  {t("guild.rank.deleteLabel", { name: rank.name })}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() =>
          setEditing({
            rankId: null,
            fields: { ...(defaultRanks()[0] as RankFields), name: "" },
          })
        }
      >
        {t("guild.rank.create")}
      </Button>
    </div>
  );
}
