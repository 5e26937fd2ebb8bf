import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../test/factories.ts";
import { notifyNow } from "../../test/notify-now.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A reply whose words follow the reader's language says so (Vary: Accept-Language), so a shared
// cache between the app and its readers never hands one reader's Korean to another's English.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const varies = (vary: unknown) =>
  String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());

describe("Vary: Accept-Language", () => {
  it("is on an error, whichever language it was written in", async () => {
    for (const language of [undefined, "ko"]) {
      const response = await t.app.inject({
        url: "/api/auth/user",
        headers: language ? { "accept-language": language } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(varies(response.headers.vary)).toContain("accept-language");
    }
  });

  it("is on a refused input and on a refusal before routing", async () => {
    const { cookie } = await signUp(t.app);
    const invalid = await t.app.inject({
      method: "PATCH",
      url: "/api/user/language",
      headers: { cookie, "accept-language": "es" },
      payload: { language: "de" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(varies(invalid.headers.vary)).toContain("accept-language");

    const tooLong = await t.app.inject({
      method: "PATCH",
      url: `/api/notifications/${"a".repeat(300)}/read`,
      headers: { cookie, "accept-language": "ja" },
    });
    expect(tooLong.statusCode).toBe(414);
    expect(varies(tooLong.headers.vary)).toEqual(["accept-language"]);
  });

  it("is on a reply's own message, once", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/read-all",
      headers: { cookie, "accept-language": "ko" },
    });
    expect(response.json().message).toBe("알림 0개를 읽음으로 표시했습니다.");
    expect(varies(response.headers.vary)).toEqual(["accept-language"]);
  });

  it("is on the notifications, read or kept, plain or compressed", async () => {
    const reader = await signUp(t.app);
    for (let i = 0; i < 12; i++) {
      await notifyNow(t.db, reader.user.id, {
        type: "friend_request",
        title: "Friend Request",
        message: `Hunter Number ${i} wants to be your friend.`,
      });
    }
    const read = (headers: Record<string, string>) =>
      t.app.inject({ url: "/api/notifications", headers: { cookie: reader.cookie, ...headers } });
    const first = await read({ "accept-language": "es" });
    expect(first.json()[0].title).toBe("Solicitud de amistad");
    expect(varies(first.headers.vary)).toEqual(["accept-language"]);
    const kept = await read({ "accept-language": "es" });
    expect(varies(kept.headers.vary)).toEqual(["accept-language"]);
    const compressed = await read({ "accept-encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(varies(compressed.headers.vary).sort()).toEqual(["accept-encoding", "accept-language"]);
  });

  it("is not on what reads the same in every language: the hunter, the dungeon poll", async () => {
    const { cookie } = await signUp(t.app);
    const me = await t.app.inject({
      url: "/api/auth/user",
      headers: { cookie, "accept-language": "ko" },
    });
    expect(me.statusCode).toBe(200);
    expect(varies(me.headers.vary)).not.toContain("accept-language");
    const poll = await t.app.inject({
      url: "/api/dungeons",
      headers: { cookie, "accept-language": "ko" },
    });
    expect(poll.statusCode).toBe(200);
    expect(varies(poll.headers.vary)).toEqual(["accept-encoding"]);
  });
});
