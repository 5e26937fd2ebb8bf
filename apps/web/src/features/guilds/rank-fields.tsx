import type { RankFields } from "@repgate/contracts/guilds";
import { useId } from "react";
import { inputClasses, TextField } from "../../components/ui/text-field.tsx";
import { type MessageId, t as translate, useT } from "../../lib/i18n/i18n.ts";

const PERMISSION_FLAGS: readonly [keyof RankFields, MessageId, boolean][] = [
  ["canDeleteMessages", "guild.permission.deleteMessages", false],
  ["canSendAnnouncements", "guild.permission.sendAnnouncements", false],
  ["canKickMembers", "guild.permission.kickMembers", false],
  ["canEditGuild", "guild.permission.editGuild", true],
  ["canManageRanks", "guild.permission.manageRanks", true],
];

/** Spec section 6 defaults: Member, Moderator, Admin (named in the creator's language). */
export function defaultRanks(): RankFields[] {
  const none = {
    canDeleteMessages: false,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  };
  return [
    { ...none, name: translate("guild.rank.member"), color: "#9ca3af", permissionLevel: 0 },
    {
      ...none,
      name: translate("guild.rank.moderator"),
      color: "#06b6d4",
      permissionLevel: 1,
      canDeleteMessages: true,
    },
    {
      ...none,
      name: translate("guild.rank.admin"),
      color: "#a855f7",
      permissionLevel: 2,
      canDeleteMessages: true,
      canSendAnnouncements: true,
      canKickMembers: true,
    },
  ];
}

/**
 * A rank's fields. Edit Guild and Manage Ranks need level 3 ("Requires Level 3"); the level
 * itself is chosen 0-3 only when `canSetLevel` (the owner).
 */
export function RankFieldsEditor({
  value,
  onChange,
  canSetLevel,
}: {
  value: RankFields;
  onChange: (next: RankFields) => void;
  canSetLevel: boolean;
}) {
  const levelId = useId();
  const colorId = useId();
  const t = useT();
  function setLevel(level: number) {
    const next = { ...value, permissionLevel: level };
    if (level < 3) {
      next.canEditGuild = false;
      next.canManageRanks = false;
    }
    onChange(next);
  }
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t("guild.rank.name")}
        value={value.name}
        maxLength={30}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={colorId} className="text-sm font-medium text-slate-200">
            {t("guild.rank.color")}
          </label>
          <input
            id={colorId}
            type="color"
            value={value.color}
            onChange={(event) => onChange({ ...value, color: event.target.value })}
            className="h-10 w-full rounded-md border border-slate-600 bg-slate-950/70"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={levelId} className="text-sm font-medium text-slate-200">
            {t("guild.rank.level")}
          </label>
          <select
            id={levelId}
            value={value.permissionLevel}
            disabled={!canSetLevel}
            onChange={(event) => setLevel(Number(event.target.value))}
            className={inputClasses}
          >
            {[0, 1, 2, 3].map((level) => (
              <option key={level} value={level}>
                {t("guild.permissionLevel", { level })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-200">
          {t("guild.rank.permissions")}
        </legend>
        {PERMISSION_FLAGS.map(([flag, label, needsLevel3]) => {
          const locked = needsLevel3 && value.permissionLevel < 3;
          return (
            <label key={flag} className="flex items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                checked={Boolean(value[flag])}
                disabled={locked}
                onChange={(event) => onChange({ ...value, [flag]: event.target.checked })}
                className="size-4 accent-sky-400"
              />
              {t(label)}
              {locked ? (
                <span className="text-xs text-amber-200">{t("guild.rank.requiresLevel3")}</span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
