import { beforeAll, describe, expect, it } from "vitest";
import { signUpPlayer } from "../test/factories.ts";
import { openSocket, type TestSocket } from "../test/socket-client.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// What the server itself says on a hunter's socket (a refused chat message, an error) is in
// that hunter's language: the account's, else the browser's (docs/i18n.md).

let t: TestApp;
let base = "";

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

function setLanguage(cookie: string, language: string | null) {
  return t.app.inject({
    method: "PATCH",
    url: "/api/user/language",
    headers: { cookie },
    payload: { language },
  });
}

/** What the socket is told when it sends a blank chat message. */
async function refusalOf(socket: TestSocket): Promise<unknown> {
  socket.messages.length = 0;
  socket.send({ type: "chat", data: { content: "   ", type: "regional", clientId: "c1" } });
  return (await socket.next((m) => m.type === "chatRefused")).message;
}

describe("the server's words on a socket", () => {
  it("reach a Korean and an English hunter each in their own language", async () => {
    const [korean, english] = [await signUpPlayer(t), await signUpPlayer(t)];
    expect((await setLanguage(korean.cookie, "ko")).statusCode).toBe(200);
    const ko = await openSocket(base, { cookie: korean.cookie, "accept-language": "en" });
    const en = await openSocket(base, { cookie: english.cookie });
    for (const s of [ko, en]) await s.next((m) => m.type === "welcome");

    expect(await refusalOf(ko)).toBe("메시지는 비어 있을 수 없습니다.");
    expect(await refusalOf(en)).toBe("A message cannot be empty.");

    for (const s of [ko, en]) s.send({ type: "shout" });
    expect((await ko.next((m) => m.type === "error")).message).toBe("서버가 모르는 메시지입니다.");
    expect((await en.next((m) => m.type === "error")).message).toBe(
      "That message is not one the server knows.",
    );
    for (const s of [ko, en]) s.close();
  });

  it("follow the browser until the hunter picks a language, at once on an open socket", async () => {
    const hunter = await signUpPlayer(t);
    const socket = await openSocket(base, { cookie: hunter.cookie, "accept-language": "ja-JP" });
    await socket.next((m) => m.type === "welcome");
    expect(await refusalOf(socket)).toBe("メッセージを空にはできません。");

    // The socket hears the hunter changed after it has taken the new language (one commit).
    const pick = async (language: string | null) => {
      socket.messages.length = 0;
      expect((await setLanguage(hunter.cookie, language)).statusCode).toBe(200);
      await socket.next((m) => m.type === "hunterChanged");
    };
    await pick("es");
    expect(await refusalOf(socket)).toBe("Un mensaje no puede estar vacío.");
    await pick(null);
    expect(await refusalOf(socket)).toBe("メッセージを空にはできません。");
    socket.close();
  });
});
