import type { Locator, Page } from "@playwright/test";

/**
 * The part of a phone's screen nothing covers: below the sticky header, above any bar fixed to
 * the bottom edge (a tab bar), in viewport pixels.
 */
export async function phoneScreen(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    let top = 0;
    let bottom = height;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(element);
      if (style.position !== "fixed" && style.position !== "sticky") continue;
      const box = element.getBoundingClientRect();
      // A bar spans most of the width; toasts and dialogs are not part of the frame.
      if (box.width < window.innerWidth / 2 || box.height === 0 || box.height > height / 3)
        continue;
      if (element.closest("[role=region], [role=dialog], [data-radix-toast-viewport]")) continue;
      if (box.top <= 0 && box.bottom > top) top = box.bottom;
      else if (box.bottom >= height - 1 && box.top < bottom) bottom = box.top;
    }
    return { top, bottom };
  });
}

/** The element's box in viewport pixels, as the screen shows it now (no scrolling into view). */
export function unscrolledBox(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  });
}
