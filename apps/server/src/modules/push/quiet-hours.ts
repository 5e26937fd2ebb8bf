/** Minutes since local midnight of `now` in `timeZone` (an IANA name; UTC if unknown). */
function localMinutes(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return now.getUTCHours() * 60 + now.getUTCMinutes();
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `now` falls in the hunter's quiet hours, read on their own clock. Start inclusive,
 * end exclusive; a start after the end spans midnight (22:00–07:00); equal means none.
 */
export function inQuietHours(
  now: Date,
  timeZone: string,
  quiet: { start: string | null; end: string | null },
): boolean {
  if (!quiet.start || !quiet.end) return false;
  const at = localMinutes(now, timeZone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? at >= start && at < end : at >= start || at < end;
}
