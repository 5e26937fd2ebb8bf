import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTimeZone } from "./browser.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("browserTimeZone", () => {
  it("reads the zone from Temporal without building a date formatter, when the browser has it", () => {
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "Asia/Kathmandu" } });
    const formatter = vi.spyOn(Intl, "DateTimeFormat");
    expect(browserTimeZone()).toBe("Asia/Kathmandu");
    expect(formatter).not.toHaveBeenCalled();
  });

  it("asks Intl when the browser has no Temporal", () => {
    vi.stubGlobal("Temporal", undefined);
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("says it cannot tell when the runtime fails to name a zone", () => {
    vi.stubGlobal("Temporal", {
      Now: {
        timeZoneId: () => {
          throw new RangeError("no zone");
        },
      },
    });
    expect(browserTimeZone()).toBeUndefined();
  });
});
