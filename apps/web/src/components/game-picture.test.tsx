import { existsSync } from "node:fs";
import path from "node:path";
import { GLYPH_NAMES, loadGlyph } from "virtual:game-glyphs";
import { HUNTER_CLASSES } from "@repgate/game/content/classes";
import { DUNGEON_TEMPLATES } from "@repgate/game/content/dungeons";
import { ITEM_CATALOG } from "@repgate/game/content/item-catalog";
import { ITEM_TYPE_PICTURES } from "@repgate/game/content/item-type-pictures";
import { MONSTERS } from "@repgate/game/content/monsters";
import { ACHIEVEMENTS } from "@repgate/game/rules/achievements";
import { SLOT_PICTURES } from "@repgate/game/rules/equipment";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MonsterPortrait } from "../features/battles/monster-portrait.tsx";
import { GamePicture, preloadGamePicture } from "./game-picture.tsx";

const bundled = new Set(GLYPH_NAMES);

describe("the game's pictures", () => {
  const named: [string, string][] = [
    ...MONSTERS.map((m): [string, string] => [`monster ${m.id}`, m.picture]),
    ...ITEM_CATALOG.map((i): [string, string] => [`item ${i.id}`, i.icon]),
    ...ITEM_TYPE_PICTURES.map((g): [string, string] => [`item type glyph ${g}`, g]),
    ...Object.entries(SLOT_PICTURES).map(([slot, g]): [string, string] => [`slot ${slot}`, g]),
    ...HUNTER_CLASSES.map((c): [string, string] => [`class ${c.name}`, c.picture]),
    ...ACHIEVEMENTS.map((a): [string, string] => [`achievement ${a.id}`, a.picture]),
  ];

  it("bundles the glyph every monster, item, slot, class and achievement names", async () => {
    for (const [what, glyph] of named) expect(bundled.has(glyph), what).toBe(true);
    const bodies = await Promise.all(named.map(([, glyph]) => loadGlyph(glyph)));
    for (const [index, body] of bodies.entries()) {
      expect(body, named[index]?.[0]).toMatch(/^<path /);
    }
  });

  it("bundles only what the tables name, not the whole set of 4,000", () => {
    expect(GLYPH_NAMES.length).toBe(new Set(named.map(([, glyph]) => glyph)).size + 1);
    expect(GLYPH_NAMES.length).toBeLessThan(200);
  });

  it("gives every monster a picture of its own", () => {
    expect(new Set(MONSTERS.map((m) => m.picture)).size).toBe(MONSTERS.length);
  });

  it("has a gate scene for every dungeon", () => {
    for (const dungeon of DUNGEON_TEMPLATES) {
      const file = path.resolve("apps/web/public", `.${dungeon.imageUrl}`);
      expect(existsSync(file), dungeon.imageUrl).toBe(true);
    }
  });

  it("names a picture by its text alternative and draws the glyph", async () => {
    render(<GamePicture glyph="slime" label="Mana Slime" />);
    const picture = screen.getByRole("img", { name: "Mana Slime" });
    await waitFor(() => expect(picture.innerHTML).toContain("<path"));
  });

  it("draws a picture fetched ahead (a read named it) in its first render", async () => {
    // Not fetched ahead: the frame is drawn empty and the glyph follows.
    const later = render(<GamePicture glyph="ogre" label="Ogre" />);
    expect(later.getByRole("img", { name: "Ogre" }).innerHTML).toBe("");
    await preloadGamePicture("golem-head");
    render(<GamePicture glyph="golem-head" label="Warden of the Sealed Vault" />);
    expect(screen.getByRole("img", { name: "Warden of the Sealed Vault" }).innerHTML).toMatch(
      /^<path /,
    );
  });

  it("frames a boss apart, larger than a regular monster", () => {
    render(
      <>
        <MonsterPortrait name="Goblin Scout" isBoss={false} />
        <MonsterPortrait name="Goblin Chieftain Grukk" isBoss />
      </>,
    );
    const scout = screen.getByRole("img", { name: "Goblin Scout" });
    const boss = screen.getByRole("img", { name: "Goblin Chieftain Grukk" });
    expect(scout.getAttribute("data-glyph")).toBe("goblin-head");
    expect(boss.getAttribute("data-glyph")).toBe("goblin");
    expect(boss.parentElement?.dataset.boss).toBe("true");
    expect(scout.parentElement?.dataset.boss).toBeUndefined();
    // 96 px on a phone for a monster (size-24), 112 px and a gold frame for a boss (size-28).
    expect(scout.parentElement?.className).toContain("size-24");
    expect(boss.parentElement?.className).toContain("size-28");
    expect(boss.parentElement?.className).toContain("border-amber-300");
  });
});
