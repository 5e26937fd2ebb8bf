/**
 * A fixed-offset IANA zone whose local time is now about `hour` o'clock: for tests whose outcome
 * depends on the hunter's time of day (a reminder queued after local noon runs at once), so they
 * give the same answer whatever hour they run at.
 */
export function zoneWhereItIsNow(hour: number): string {
  let offset = hour - new Date().getUTCHours();
  if (offset < -12) offset += 24;
  if (offset > 14) offset -= 24;
  // Etc/GMT names count the other way: Etc/GMT-9 is UTC+9.
  return offset === 0 ? "Etc/UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}
