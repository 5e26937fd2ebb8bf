import { describe, expect, it } from "vitest";
import { chatTime } from "./api.ts";

describe("chatTime", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  it("says now, Nm ago, Nh ago, then a date", () => {
    expect(chatTime("2026-03-01T11:59:30Z", now)).toBe("now");
    expect(chatTime("2026-03-01T11:55:00Z", now)).toBe("5m ago");
    expect(chatTime("2026-03-01T09:00:00Z", now)).toBe("3h ago");
    expect(chatTime("2026-02-20T12:00:00Z", now)).toBe(
      new Date("2026-02-20T12:00:00Z").toLocaleDateString(),
    );
  });
});
