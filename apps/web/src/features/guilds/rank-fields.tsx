import type { RankFields } from "@repgate/contracts/guilds";
import { useId } from "react";
import { inputClasses, TextField } from "../../components/ui/text-field.tsx";

const PERMISSION_FLAGS: readonly [keyof RankFields, string, boolean][] = [
  ["canDeleteMessages", "Delete Messages", false],
  ["canSendAnnouncements", "Send Announcements", false],
  ["canKickMembers", "Kick Members", false],
  ["canEditGuild", "Edit Guild", true],
  ["canManageRanks", "Manage Ranks", true],
];

/** Spec section 6 defaults: Member, Moderator, Admin. */
export function defaultRanks(): RankFields[] {
  const none = {
    canDeleteMessages: false,
    canSendAnnouncements: false,
    canKickMembers: false,
    canEditGuild: false,
    canManageRanks: false,
  };
  return [
    { ...none, name: "Member", color: "#9ca3af", permissionLevel: 0 },
    { ...none, name: "Moderator", color: "#06b6d4", permissionLevel: 1, canDeleteMessages: true },
    {
      ...none,
      name: "Admin",
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
        label="Rank Name"
        value={value.name}
        maxLength={30}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={colorId} className="text-sm font-medium text-slate-200">
            Color
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
            Permission Level
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
                Level {level}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-medium text-slate-200">Permissions</legend>
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
              {label}
              {locked ? <span className="text-xs text-amber-200">Requires Level 3</span> : null}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
