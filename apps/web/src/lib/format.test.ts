import { describe, expect, it } from "vitest";
import { formatRelativeTime, initialOf } from "./format.ts";

const now = Date.parse("2025-06-01T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("formatRelativeTime", () => {
  it("uses everyday wording", () => {
    expect(formatRelativeTime(ago(10_000), now)).toBe("just now");
    expect(formatRelativeTime(ago(60_000), now)).toBe("1 minute ago");
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(2 * 3_600_000), now)).toBe("about 2 hours ago");
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe("3 days ago");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});

describe("initialOf", () => {
  it("takes the first letter, upper-cased", () => {
    expect(initialOf("  jinwoo")).toBe("J");
    expect(initialOf("")).toBe("?");
  });
});
