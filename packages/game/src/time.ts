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

/** The runtime's canonical spelling of a zone it knows ("utc" → "UTC"). */
export function canonicalTimeZone(name: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
}
