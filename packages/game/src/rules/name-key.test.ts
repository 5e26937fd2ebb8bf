import { describe, expect, it } from "vitest";
import { nameKey } from "./name-key.ts";

describe("name keys (decision 019)", () => {
  it.each([
    ["a Cyrillic «А» for a Latin A", "Аlpha", "Alpha"],
    ["a Cyrillic «а» for a Latin a", "Jinwоо", "Jinwoo"],
    ["a doubled space", "Sung  Jinwoo", "Sung Jinwoo"],
    ["a tab and no-break space", "Sung\t\u00A0Jinwoo", "Sung Jinwoo"],
    ["a trailing combining accent", "Jinwoo\u0301", "Jinwoo"],
    ["a precomposed accent", "Zoë", "Zoe"],
    ["a different case", "JINWOO", "jinwoo"],
    ["full-width letters", "Ｊｉｎｗｏｏ", "Jinwoo"],
    ["rn for m", "Harnmer", "Hammer"],
    ["a Greek omicron", "Cha Hae-Ιn", "Cha Hae-In"],
  ])("folds %s", (_what, look, original) => {
    expect(nameKey(look)).toBe(nameKey(original));
  });

  it("keeps different names apart", () => {
    const keys = ["Jinwoo", "Jinwu", "Hae-In", "성진우", "水篠旬", "سونغ", "Sung Jin"].map(nameKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
