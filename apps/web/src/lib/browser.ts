/** Leaves the single-page app for a server address (logout, say) with a full page load. */
/** Saves a document as a JSON file the browser downloads, named as given. */
export function saveJsonFile(document: unknown, fileName: string): void {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: "application/json" }),
  );
  const link = window.document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  // Later, so the download has started before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function leaveTo(url: string) {
  window.location.href = url;
}

/**
 * Puts the page back where it was about 100 ms after a form submit (docs/game-rules/screens.md),
 * unless the form is gone by then (a successful login shows another screen, which starts at
 * the top).
 */
export function restoreScrollSoon(form: Element): void {
  const { scrollX, scrollY } = window;
  setTimeout(() => {
    if (form.isConnected) window.scrollTo(scrollX, scrollY);
  }, 100);
}

/** Scrolls to the top of the page, as a full page load would. */
export function scrollToTop(): void {
  window.scrollTo(0, 0);
}

interface TemporalGlobal {
  Temporal?: { Now?: { timeZoneId?: () => string } };
}

/**
 * The browser's IANA time zone, or undefined when the runtime cannot tell. Temporal, where the
 * browser has it, reads the zone alone; `Intl.DateTimeFormat()` first builds a date formatter
 * with the locale's patterns (a task of 25-35 ms CPU on a desktop at the home's start, four times
 * that on a phone). Both give the same name (Chromium 156: Asia/Katmandu, Europe/Berlin, UTC).
 */
export function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as TemporalGlobal).Temporal;
    const zone = temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || undefined;
  } catch {
    return undefined;
  }
}
