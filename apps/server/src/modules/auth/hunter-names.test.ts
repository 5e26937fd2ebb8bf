import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, uniqueEmail } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

function register(hunterName: string, email = uniqueEmail()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password: PASSWORD, hunterName },
  });
}

async function userCount(): Promise<number> {
  const result = await t.pool.query("SELECT count(*)::int AS n FROM users");
  return result.rows[0].n;
}

describe("hunter names are unique and cannot hide characters", () => {
  it("refuses a taken name in any case or compatibility form with a readable 409", async () => {
    expect((await register("Sung Jinwoo")).statusCode).toBe(201);
    for (const look of ["sung jinwoo", "SUNG JINWOO", "Ｓｕｎｇ Ｊｉｎｗｏｏ", "  Sung Jinwoo "]) {
      const reply = await register(look);
      expect([look, reply.statusCode]).toEqual([look, 409]);
      expect(reply.json()).toMatchObject({ code: "conflict" });
      expect(reply.json().message).toMatch(/^The hunter name .+ is already taken\.$/);
    }
  });

  it.each([
    ["a Cyrillic «А» for a Latin A", "Aдам Baek", "\u0410дам Baek"],
    ["a Cyrillic «о» for a Latin o", "Go Gunhee", "G\u043E Gunhee"],
    ["a doubled space", "Yoo Jinho", "Yoo  Jinho"],
    ["a trailing combining accent", "Lee Joohee", "Lee Joohee\u0301"],
    ["a precomposed accent", "Min Byung-Gu", "Mïn Byung-Gu"],
  ])(
    "refuses %s beside an existing name with the taken message (decision 019)",
    async (_what, first, look) => {
      expect((await register(first)).statusCode).toBe(201);
      const before = await userCount();
      const reply = await register(look);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        code: "conflict",
        message: `The hunter name ${look.normalize("NFKC").trim()} is already taken.`,
      });
      expect(await userCount()).toBe(before);
    },
  );

  it("racing look-alike sign-ups: exactly one wins", async () => {
    const looks = [
      "Cha Hae-In Two",
      "Cha Hae-\u0406n Two",
      "Cha  Hae-In Two",
      "Cha Hae-In Two\u0301",
    ];
    const replies = await Promise.all(looks.map((n) => register(n)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it.each([
    ["zero-width space", "Sung\u200BJinwoo"],
    ["zero-width joiner", "Sung Jin\u200Dwoo"],
    ["right-to-left override", "\u202Eoownij gnuS"],
    ["left-to-right isolate", "\u2066Sung Jinwoo\u2069"],
    ["byte order mark", "\uFEFFSung Jinwoo"],
    ["right-to-left mark", "Sung Jinwoo\u200F"],
  ])("refuses a name with a %s with a readable 400, and creates nobody", async (_what, name) => {
    const before = await userCount();
    const reply = await register(name);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: "bad_request",
      message: "Hunter names cannot contain invisible or text-direction characters.",
    });
    expect(await userCount()).toBe(before);
  });

  it("stores the NFKC form, so what is shown is what is compared", async () => {
    const reply = await register("Ｃｈａ Ｈａｅ-Ｉｎ");
    expect(reply.statusCode).toBe(201);
    expect(reply.json().hunterName).toBe("Cha Hae-In");
  });

  it("racing sign-ups for one name: exactly one wins", async () => {
    const replies = await Promise.all(
      ["Thomas Andre", "thomas andre", "THOMAS ANDRE", "Thomas Andre"].map((n) => register(n)),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});
