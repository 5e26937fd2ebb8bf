import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { HUNTER_CLASSES } from "../../../packages/game/src/content/classes.ts";
import { ITEM_CATALOG } from "../../../packages/game/src/content/item-catalog.ts";
import { ITEM_TYPE_PICTURES } from "../../../packages/game/src/content/item-type-pictures.ts";
import { MONSTERS, UNKNOWN_MONSTER_PICTURE } from "../../../packages/game/src/content/monsters.ts";
import { ACHIEVEMENTS } from "../../../packages/game/src/rules/achievements.ts";
import { SLOT_PICTURES } from "../../../packages/game/src/rules/equipment.ts";

/**
 * The game's pictures: game-icons.net glyphs (CC BY 3.0, credited on /credits), named in
 * packages/game's tables. Only the glyphs the tables name are bundled, each in a module of its
 * own that the screen showing it loads, so a battle fetches one monster's picture, not 4,000.
 *
 * `virtual:game-glyphs` exports `loadGlyph(name)`, a promise of the glyph's SVG body (paths in
 * a 512 x 512 box, drawn in currentColor), and `GLYPH_NAMES`.
 */
const REGISTRY = "virtual:game-glyphs";
// A glyph's chunk is named glyph-<name>.js: e2e/route-preloads.spec.ts tells them from a screen's
// own scripts (a picture is fetched once the data naming it has arrived, so no page preloads it).
const GLYPH_PREFIX = "virtual:game-glyph/glyph-";
const RESOLVED = "\0";

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

/** Every glyph a table of packages/game names, sorted and once each. */
function namedGlyphs(): string[] {
  return [
    ...new Set([
      ...MONSTERS.map((m) => m.picture),
      UNKNOWN_MONSTER_PICTURE,
      ...ITEM_CATALOG.map((i) => i.icon),
      ...ITEM_TYPE_PICTURES,
      ...Object.values(SLOT_PICTURES),
      ...HUNTER_CLASSES.map((c) => c.picture),
      ...ACHIEVEMENTS.map((a) => a.picture),
    ]),
  ].sort();
}

/** The icon set as the package ships it (read at build time only; never sent to a browser). */
function readIconSet(): IconSet {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve("@iconify-json/game-icons/icons.json"), "utf8"));
}

/** A glyph's SVG body; throws for a name the set lacks, so a typo fails the build. */
function glyphBody(set: IconSet, name: string): string {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ""];
  if (!icon) throw new Error(`game-icons has no glyph named "${name}" (packages/game names it)`);
  return icon.body;
}

export function gameGlyphs(): Plugin {
  let set: IconSet | null = null;
  const iconSet = () => {
    set ??= readIconSet();
    return set;
  };
  return {
    name: "repgate-game-glyphs",
    resolveId(id) {
      if (id === REGISTRY || id.startsWith(GLYPH_PREFIX)) return RESOLVED + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const bare = id.slice(RESOLVED.length);
      if (bare === REGISTRY) {
        const names = namedGlyphs();
        for (const name of names) glyphBody(iconSet(), name);
        const cases = names
          .map(
            (n) =>
              `    case ${JSON.stringify(n)}: return import(${JSON.stringify(GLYPH_PREFIX + n)});`,
          )
          .join("\n");
        return [
          `export const GLYPH_NAMES = ${JSON.stringify(names)};`,
          "function importGlyph(name) {",
          "  switch (name) {",
          cases,
          '    default: return Promise.reject(new Error("No bundled glyph named " + name));',
          "  }",
          "}",
          "export function loadGlyph(name) { return importGlyph(name).then((m) => m.default); }",
        ].join("\n");
      }
      if (bare.startsWith(GLYPH_PREFIX)) {
        const name = bare.slice(GLYPH_PREFIX.length);
        return `export default ${JSON.stringify(glyphBody(iconSet(), name))};`;
      }
      return null;
    },
  };
}
