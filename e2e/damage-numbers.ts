import type { Page } from "@playwright/test";

/**
 * Records every damage number the page shows from now on, as it appears: a number rises for
 * about a second and leaves, sooner than a busy machine may get round to reading it.
 */
export async function recordDamageNumbers(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { text: string; onMonster: boolean }[] = [];
    (window as unknown as { damageShown: typeof seen }).damageShown = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof HTMLElement)) continue;
          const numbers = node.matches('[data-testid="damage-number"]')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('[data-testid="damage-number"]'));
          for (const n of numbers) {
            seen.push({
              text: n.textContent ?? "",
              onMonster: n.closest('[data-testid="monster-figure"]') !== null,
            });
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The damage numbers shown since recordDamageNumbers, in order. */
export function damageNumbersShown(page: Page): Promise<{ text: string; onMonster: boolean }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { damageShown: { text: string; onMonster: boolean }[] }).damageShown,
  );
}
