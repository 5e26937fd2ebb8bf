/**
 * The levels of the headings in document order where one goes deeper than one level past the
 * one before it (axe's heading-order): an h3 straight after the h1, say. Empty when the
 * outline is whole.
 */
export function headingLevelSkips(root: ParentNode = document.body): string[] {
  const headings = [...root.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")];
  const skips: string[] = [];
  let previous = 0;
  for (const heading of headings) {
    const level = Number(heading.tagName.slice(1));
    if (previous > 0 && level > previous + 1) {
      skips.push(`h${previous} -> h${level} "${heading.textContent?.trim()}"`);
    }
    previous = level;
  }
  return skips;
}
