/** Leaves the single-page app for a server address (logout, say) with a full page load. */
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

/** The browser's IANA time zone, or undefined when the runtime cannot tell. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
