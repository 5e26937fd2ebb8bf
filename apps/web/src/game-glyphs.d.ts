/** The game's bundled pictures (apps/web/vite-plugins/game-glyphs.ts). */
declare module "virtual:game-glyphs" {
  /** Every glyph the tables of packages/game name. */
  export const GLYPH_NAMES: readonly string[];
  /** The glyph's SVG body (a 512 x 512 box, currentColor); rejects for a name not bundled. */
  export function loadGlyph(name: string): Promise<string>;
}
