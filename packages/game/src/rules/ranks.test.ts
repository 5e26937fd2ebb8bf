import { describe, expect, it } from "vitest";
import { rankUpOf } from "./ranks.ts";

describe("rankUpOf", () => {
  it("names the old and new rank when the rank rose", () => {
    expect(rankUpOf("E", "C")).toEqual({ from: "E", to: "C" });
    expect(rankUpOf("A", "S")).toEqual({ from: "A", to: "S" });
  });

  it("is null when the rank stayed or fell", () => {
    expect(rankUpOf("C", "C")).toBeNull();
    expect(rankUpOf("B", "D")).toBeNull();
  });

  it("is null when the old rank is no rank the game knows", () => {
    expect(rankUpOf("Z", "A")).toBeNull();
  });
});
