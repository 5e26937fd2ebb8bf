import type { PushSettings } from "@repgate/contracts/push";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ScreenLoadError } from "../../components/ui/load-states.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { cx } from "../../lib/cx.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { useUser } from "../auth/api.ts";
import { usePushSettings, useSavePushSettings } from "./api.ts";

type Switch = "dailyQuest" | "partyConfirmation" | "friendRequest" | "directMessage";

const SWITCHES: readonly [Switch, MessageId][] = [
  ["dailyQuest", "push.switch.dailyQuest"],
  ["partyConfirmation", "push.switch.partyConfirmation"],
  ["friendRequest", "push.switch.friendRequest"],
  ["directMessage", "push.switch.directMessage"],
];

const HOURS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Quiet hours the form starts with when the hunter ticks the box. */
const QUIET_DEFAULT = { quietStart: "22:00", quietEnd: "07:00" };

const rowClasses = "flex min-h-11 items-center gap-3 text-sm text-slate-200";

/** Which reminders the hunter gets (on all their devices) and when none come: the server's. */
export function ReminderSwitches() {
  const t = useT();
  const settings = usePushSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="mt-3 text-sm text-slate-300">
        {t("push.loading")}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <ScreenLoadError onRetry={() => void settings.refetch()}>
        {t("push.loadError")}
      </ScreenLoadError>
    );
  }
  return <SwitchesForm saved={settings.data} />;
}

function SwitchesForm({ saved }: { saved: PushSettings }) {
  const t = useT();
  const [draft, setDraft] = useState(saved);
  const save = useSavePushSettings();
  const hoursId = useId();
  const timezone = useUser().data?.timezone;
  const quiet = draft.quietStart !== null && draft.quietEnd !== null;
  const change = (next: Partial<PushSettings>) => setDraft((d) => ({ ...d, ...next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast({ title: t("push.saved") }),
      onError: (failure) => toastFailure(t("push.saveFailed"), failure, t("push.tryAgain")),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-medium text-slate-100">{t("push.remindMe")}</legend>
        {SWITCHES.map(([name, label]) => (
          <label key={name} className={rowClasses}>
            <input
              type="checkbox"
              checked={draft[name]}
              onChange={(e) => change({ [name]: e.target.checked })}
              className="size-5 accent-sky-400"
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={hoursId} className="text-sm font-medium text-slate-200">
          {t("push.hoursBefore")}
        </label>
        <select
          id={hoursId}
          value={draft.dailyQuestHoursLeft}
          disabled={!draft.dailyQuest}
          onChange={(e) => change({ dailyQuestHoursLeft: Number(e.target.value) })}
          className={cx(inputClasses, "h-11 max-w-48 sm:h-10")}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {t("push.hours", { count: h })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t("push.quietHours")}</legend>
        <label className={rowClasses}>
          <input
            type="checkbox"
            checked={quiet}
            onChange={(e) =>
              change(e.target.checked ? QUIET_DEFAULT : { quietStart: null, quietEnd: null })
            }
            className="size-5 accent-sky-400"
          />
          {t("push.quietBetween")}
        </label>
        {quiet ? (
          <div className="flex flex-wrap items-end gap-3">
            <TimeField
              label={t("push.from")}
              value={draft.quietStart ?? ""}
              onChange={(v) => change({ quietStart: v })}
            />
            <TimeField
              label={t("push.to")}
              value={draft.quietEnd ?? ""}
              onChange={(v) => change({ quietEnd: v })}
            />
          </div>
        ) : null}
        <p className="text-xs text-slate-400">
          {timezone ? t("push.ownClockZone", { timezone }) : t("push.ownClock")}
        </p>
      </fieldset>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t("push.saving") : t("push.save")}
      </Button>
    </form>
  );
}

function TimeField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {props.label}
      </label>
      <input
        id={id}
        type="time"
        required
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={cx(inputClasses, "h-11 max-w-40 sm:h-10")}
      />
    </div>
  );
}
