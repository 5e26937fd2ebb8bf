let markShown: () => void = () => {};

/**
 * Settles once the first screen's code has arrived. The service worker's install downloads
 * every chunk of the app; started earlier, it would compete with the very chunks the hunter
 * is waiting for on a slow phone.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstScreenShown(): void {
  markShown();
}
