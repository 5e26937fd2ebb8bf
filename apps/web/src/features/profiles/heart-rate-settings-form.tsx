import {
  AGE_RANGE,
  MAX_HEART_RATE_RANGE,
  maxHeartRateFromAge,
} from "@repgate/game/rules/heart-rate-zones";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import {
  browserHasBluetooth,
  type HeartRateSettings,
  readHeartRateSettings,
  saveHeartRateSettings,
  zoneMaxOf,
} from "../../lib/heart-rate-settings.ts";
import { t, useT } from "../../lib/i18n/i18n.ts";

/** "" is unset; anything else must be a whole number in range, else the error to show. */
function parseField(text: string, range: { min: number; max: number }): number | null | "bad" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : "bad";
}

function zonesText(settings: HeartRateSettings): string {
  const max = zoneMaxOf(settings);
  if (max === null) return t("profile.zones.none");
  if (settings.maxHeartRate !== null) return t("profile.zones.fromMax", { max });
  return t("profile.zones.fromAge", { max, age: settings.age });
}

/**
 * Heart-rate zones for the battle strap: age (the maximum is estimated from it) or the
 * hunter's own maximum, which wins. Kept in this browser only (docs/decisions/022).
 */
export function HeartRateSettingsForm() {
  const [saved, setSaved] = useState(readHeartRateSettings);
  const [age, setAge] = useState(saved.age?.toString() ?? "");
  const [max, setMax] = useState(saved.maxHeartRate?.toString() ?? "");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useT(); // zonesText reads the catalogue: re-render when the language changes.

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsedAge = parseField(age, AGE_RANGE);
    const parsedMax = parseField(max, MAX_HEART_RATE_RANGE);
    if (parsedAge === "bad") return setError(t("profile.zones.ageError", AGE_RANGE));
    if (parsedMax === "bad") return setError(t("profile.zones.maxError", MAX_HEART_RATE_RANGE));
    const next = { age: parsedAge, maxHeartRate: parsedMax };
    saveHeartRateSettings(next);
    setSaved(next);
    setError(null);
    setDone(true);
  }

  return (
    <section aria-labelledby="heart-rate-settings" className="flex flex-col gap-3">
      <h2 id="heart-rate-settings" className="text-base font-semibold text-slate-100">
        {t("profile.zones.heading")}
      </h2>
      <p className="text-sm text-slate-300">
        {browserHasBluetooth() ? t("profile.zones.connect") : t("profile.zones.unsupported")}{" "}
        {t("profile.zones.privacy")}
      </p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label={t("profile.zones.age")}
          inputMode="numeric"
          value={age}
          onChange={(e) => {
            setAge(e.target.value);
            setDone(false);
          }}
          hint={
            parseField(age, AGE_RANGE) === null || parseField(age, AGE_RANGE) === "bad"
              ? undefined
              : t("profile.zones.estimated", { max: maxHeartRateFromAge(Number(age)) })
          }
        />
        <TextField
          label={t("profile.zones.max")}
          inputMode="numeric"
          value={max}
          onChange={(e) => {
            setMax(e.target.value);
            setDone(false);
          }}
          hint={t("profile.zones.maxHint")}
        />
        <Button type="submit" size="md">
          {t("profile.zones.save")}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-300">
          {done ? `${t("profile.zones.saved")} ` : ""}
          {zonesText(saved)}
        </p>
      )}
    </section>
  );
}
