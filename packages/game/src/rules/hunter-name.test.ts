import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, normalizeHunterName } from "./hunter-name.ts";
import { nameKey as hunterNameKey } from "./name-key.ts";

describe("hunter names", () => {
  it.each([
    ["zero-width space", "Jin\u200Bwoo"],
    ["zero-width joiner", "Jin\u200Dwoo"],
    ["zero-width non-joiner", "Jin\u200Cwoo"],
    ["right-to-left override", "\u202EoowniJ"],
    ["left-to-right override", "Jin\u202Dwoo"],
    ["right-to-left isolate", "Jin\u2067woo\u2069"],
    ["right-to-left mark", "Jinwoo\u200F"],
    ["byte order mark", "\uFEFFJinwoo"],
    ["word joiner", "Jin\u2060woo"],
    ["soft hyphen", "Jin\u00ADwoo"],
    ["Hangul filler", "Jinwoo\u3164"],
    ["a control character", "Jin\u0007woo"],
  ])("refuses a %s", (_what, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it("accepts names in any script", () => {
    for (const name of ["Sung Jin-Woo", "성진우", "Cha Hae-In", "Zoë", "سونغ", "水篠旬"]) {
      expect(hasHiddenCharacters(name)).toBe(false);
    }
  });

  it("folds case and compatibility forms into one key", () => {
    const key = hunterNameKey("Jinwoo");
    for (const look of ["JINWOO", "jinwoo", "Ｊｉｎｗｏｏ", " Jinwoo "]) {
      expect(hunterNameKey(look)).toBe(key);
    }
    expect(hunterNameKey("ﬁnn")).toBe(hunterNameKey("FINN"));
    expect(normalizeHunterName("Ｊｉｎｗｏｏ")).toBe("Jinwoo");
  });
});
