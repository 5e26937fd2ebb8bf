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

const AGE_ERROR = `Enter an age from ${AGE_RANGE.min} to ${AGE_RANGE.max}, or leave it empty.`;
const MAX_ERROR = `Enter a maximum heart rate from ${MAX_HEART_RATE_RANGE.min} to ${MAX_HEART_RATE_RANGE.max} bpm, or leave it empty.`;

/** "" is unset; anything else must be a whole number in range, else the error to show. */
function parseField(text: string, range: { min: number; max: number }): number | null | "bad" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= range.min && value <= range.max ? value : "bad";
}

function zonesText(settings: HeartRateSettings): string {
  const max = zoneMaxOf(settings);
  if (max === null) return "No zones yet: enter your age or your maximum heart rate.";
  if (settings.maxHeartRate !== null) return `Zones from your maximum of ${max} bpm.`;
  return `Zones from a maximum of ${max} bpm (208 - 0.7 x age ${settings.age}).`;
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsedAge = parseField(age, AGE_RANGE);
    const parsedMax = parseField(max, MAX_HEART_RATE_RANGE);
    if (parsedAge === "bad") return setError(AGE_ERROR);
    if (parsedMax === "bad") return setError(MAX_ERROR);
    const next = { age: parsedAge, maxHeartRate: parsedMax };
    saveHeartRateSettings(next);
    setSaved(next);
    setError(null);
    setDone(true);
  }

  return (
    <section aria-labelledby="heart-rate-settings" className="flex flex-col gap-3">
      <h2 id="heart-rate-settings" className="text-base font-semibold text-slate-100">
        Heart-rate zones
      </h2>
      <p className="text-sm text-slate-300">
        {browserHasBluetooth()
          ? "Connect a Bluetooth heart-rate strap in battle to see your effort zone."
          : "Heart-rate straps are not supported on this browser (Web Bluetooth is in Chrome and Edge)."}{" "}
        Your age, your maximum and every reading stay on this device; only a battle's summary
        (average, maximum, time in each zone) is saved, and it gives no damage or XP.
      </p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          label="Your age"
          inputMode="numeric"
          value={age}
          onChange={(e) => {
            setAge(e.target.value);
            setDone(false);
          }}
          hint={
            parseField(age, AGE_RANGE) === null || parseField(age, AGE_RANGE) === "bad"
              ? undefined
              : `Estimated maximum: ${maxHeartRateFromAge(Number(age))} bpm`
          }
        />
        <TextField
          label="Maximum heart rate (bpm)"
          inputMode="numeric"
          value={max}
          onChange={(e) => {
            setMax(e.target.value);
            setDone(false);
          }}
          hint="Optional: yours, if you know it"
        />
        <Button type="submit" size="md">
          Save zones
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : (
        <p role="status" className="text-sm text-slate-300">
          {done ? "Saved on this device. " : ""}
          {zonesText(saved)}
        </p>
      )}
    </section>
  );
}
