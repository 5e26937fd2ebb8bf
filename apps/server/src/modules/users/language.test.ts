import { beforeAll, describe, expect, it } from "vitest";
import { signUp, signUpPlayer } from "../../test/factories.ts";
import { notifyNow } from "../../test/notify-now.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function setLanguage(cookie: string, language: unknown) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/user/language",
    headers: { cookie },
    payload: { language },
  });
}

async function me(cookie: string) {
  return (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json();
}

describe("PATCH /api/user/language", () => {
  it("keeps the hunter's language on the account; null follows the browser again", async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).language).toBeNull();

    const set = await setLanguage(cookie, "pt-BR");
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe("pt-BR");
    expect((await me(cookie)).language).toBe("pt-BR");

    expect((await setLanguage(cookie, null)).statusCode).toBe(200);
    expect((await me(cookie)).language).toBeNull();
  });

  it.each(["de", "KO", "pt", 42])("refuses %j with a readable 400", async (language) => {
    const { cookie } = await signUp(t.app);
    const response = await setLanguage(cookie, language);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Language must be one of: en, ko, es, pt-BR, ja.");
    expect((await me(cookie)).language).toBeNull();
  });
});

describe("a server error in the hunter's language", () => {
  const wearTitle = (cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/user/title",
      headers: { cookie, ...headers },
      payload: { currentTitle: "Shadow Hunter" },
    });

  it("stays the spec's English with no language asked for", async () => {
    const { cookie } = await signUp(t.app);
    const response = await wearTitle(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You have not unlocked the title Shadow Hunter yet.");
  });

  it("follows the browser's Accept-Language (Korean)", async () => {
    const { cookie } = await signUp(t.app);
    const response = await wearTitle(cookie, { "accept-language": "ko-KR,ko;q=0.9,en;q=0.8" });
    expect(response.json().message).toBe("아직 칭호 그림자 헌터을(를) 해금하지 않았습니다.");
    expect(response.json().code).toBe("forbidden");
  });

  it("follows the account's language over the browser's (Japanese)", async () => {
    const { cookie } = await signUp(t.app);
    await setLanguage(cookie, "ja");
    const response = await wearTitle(cookie, { "accept-language": "ko" });
    expect(response.json().message).toBe("称号影のハンターはまだ解放されていません。");
  });

  it("names a game item in the reader's language (Korean), the way the item list does", async () => {
    const { cookie } = await signUpPlayer(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/shop/purchase",
      headers: { cookie, "accept-language": "ko" },
      payload: { itemId: "void-shiv" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("잠김: 공허의 단도은(는) S 랭크가 필요합니다.");
  });

  it("speaks Korean to a signed-out browser too", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { "accept-language": "ko" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("로그인되어 있지 않습니다.");
  });

  it("translates validation messages", async () => {
    const { cookie } = await signUp(t.app);
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user/language",
      headers: { cookie, "accept-language": "es" },
      payload: { language: "de" },
    });
    expect(response.json().message).toBe("El idioma debe ser uno de: en, ko, es, pt-BR, ja.");
  });
});

describe("notifications in the reader's language", () => {
  it("are stored once and read in each reader's language", async () => {
    const reader = await signUp(t.app);
    await notifyNow(t.db, reader.user.id, {
      type: "friend_request",
      title: "Friend Request",
      message: "Cha Hae-In wants to be your friend.",
    });
    const list = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/notifications",
          headers: { cookie: reader.cookie, ...headers },
        })
      ).json()[0];

    expect(await list({})).toMatchObject({
      title: "Friend Request",
      message: "Cha Hae-In wants to be your friend.",
    });
    expect(await list({ "accept-language": "es" })).toMatchObject({
      title: "Solicitud de amistad",
      message: "Cha Hae-In quiere ser tu amigo.",
    });
    await setLanguage(reader.cookie, "ja");
    expect(await list({ "accept-language": "es" })).toMatchObject({
      title: "フレンド申請",
      message: "Cha Hae-Inさんがフレンドになりたがっています。",
    });
  });

  it("a reply's own message is translated too", async () => {
    const reader = await signUp(t.app);
    await setLanguage(reader.cookie, "ko");
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/notifications/read-all",
      headers: { cookie: reader.cookie },
    });
    expect(response.json().message).toBe("알림 0개를 읽음으로 표시했습니다.");
  });
});
