/** True when the runtime knows `name` as an IANA time zone ("Asia/Kathmandu", "UTC"). */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime's capitalisation of a zone it knows ("utc" → "UTC"). ICU resolves some modern
 * names to old aliases (Asia/Kathmandu → Asia/Katmandu, Europe/Kyiv → Europe/Kiev); those keep
 * the name as given, so the browser's name and the stored one stay equal.
 */
export function canonicalTimeZone(name: string): string {
  const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}
