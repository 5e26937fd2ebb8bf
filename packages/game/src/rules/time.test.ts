import { describe, expect, it } from "vitest";
import { canonicalTimeZone, isIanaTimeZone } from "./time.ts";

describe("isIanaTimeZone", () => {
  it.each([
    "Asia/Kathmandu",
    "UTC",
    "America/New_York",
    "Europe/London",
    "America/Argentina/Buenos_Aires",
    "Etc/GMT+5",
  ])("accepts %s", (zone) => {
    expect(isIanaTimeZone(zone)).toBe(true);
  });

  it.each([
    "Mars/Base",
    "",
    "../etc",
    "/etc/passwd",
    "Asia/Kathmandu ",
    " UTC",
    "+05:45",
    "UTC; DROP TABLE users",
    "Not/AZone",
  ])("rejects %j", (zone) => {
    expect(isIanaTimeZone(zone)).toBe(false);
  });
});

describe("canonicalTimeZone", () => {
  it("fixes the spelling of a zone given in the wrong case", () => {
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
  });

  it("keeps a zone already spelled canonically", () => {
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
  });
});

describe("canonicalTimeZone keeps modern names", () => {
  it.each(["Asia/Kathmandu", "Europe/Kyiv", "Asia/Kolkata"])("%s stays as given", (zone) => {
    expect(canonicalTimeZone(zone)).toBe(zone);
  });
});
