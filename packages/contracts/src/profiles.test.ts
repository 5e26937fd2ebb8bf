import { describe, expect, it } from "vitest";
import { profileEndpoints } from "./endpoints/profiles.ts";
import { avatarPath, parseAvatarPath, profileUpdateSchema } from "./profiles.ts";

const userId = "0b7e3a2c-5d1f-4e8a-9c6b-2f4d8e1a3b5c";

describe("avatar addresses", () => {
  it("are the avatar endpoint's path with the image's tag, and read back", () => {
    const path = avatarPath(userId, "0123456789abcdef");
    expect(path).toBe(
      `${profileEndpoints.avatar.path.replace(":userId", userId)}?v=0123456789abcdef`,
    );
    expect(parseAvatarPath(path)).toEqual({ userId, etag: "0123456789abcdef" });
  });

  it.each([
    "/api/logout",
    `/api/users/${userId}/avatar`,
    `/api/users/${userId}/avatar?v=0123456789abcdef&x=1`,
    `/api/users/${userId}/avatar?v=0123456789abcdef#/api/logout`,
    `https://evil.example/api/users/${userId}/avatar?v=0123456789abcdef`,
    `/api/users/../logout/avatar?v=0123456789abcdef`,
    null,
    42,
  ])("refuse anything else: %s", (value) => {
    expect(parseAvatarPath(value)).toBeNull();
  });

  it("are, with an image's data URL, all a profile update takes for a picture", () => {
    const ok = (profileImageUrl: string) =>
      profileUpdateSchema.safeParse({ profileImageUrl }).success;
    expect(ok("data:image/png;base64,AAAA")).toBe(true);
    expect(ok(avatarPath(userId, "0123456789abcdef"))).toBe(true);
    expect(ok("/api/logout")).toBe(false);
    expect(ok("https://example.com/a.png")).toBe(false);
    expect(ok("data:text/html,<script>")).toBe(false);
  });
});
