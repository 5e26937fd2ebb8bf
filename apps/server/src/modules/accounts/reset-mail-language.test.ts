import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../test/factories.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { smtpMailer } from "./mailer.ts";

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    mailer: smtpMailer(smtp.url, "RepGate <no-reply@example.com>"),
    publicUrl: "http://repgate.test",
  });
});

const ask = (email: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/password-reset",
    remoteAddress: ip,
    headers,
    payload: { email },
  });

describe("the password reset mail's language", () => {
  it("is the account's, whatever the asking browser speaks", async () => {
    const hunter = await signUp(t.app);
    await t.app.inject({
      method: "PATCH",
      url: "/api/user/language",
      headers: { cookie: hunter.cookie },
      payload: { language: "ja" },
    });
    const reply = await ask(hunter.email, "10.7.0.1", { "accept-language": "es" });
    expect(reply.statusCode).toBe(202);
    expect(reply.json().message).toBe(
      "Si existe una cuenta con ese correo, va en camino un enlace para restablecer la contraseña. Sirve durante 30 minutos.",
    );
    const mail = await smtp.nextMailTo(hunter.email);
    expect(mail.subject).toBe("RepGateのパスワードをリセット");
    expect(mail.text).toContain(
      "誰か(おそらくあなた)がRepGateのハンターのパスワードリセットを要求しました。",
    );
    expect(mail.text).toContain("http://repgate.test/#reset=");
  });

  it("is the asking browser's when the account chose none, and English without either", async () => {
    const hunter = await signUp(t.app);
    await ask(hunter.email, "10.7.0.2", { "accept-language": "ko-KR,ko" });
    expect((await smtp.nextMailTo(hunter.email)).subject).toBe("RepGate 비밀번호 재설정");
    await ask(hunter.email, "10.7.0.3");
    expect((await smtp.nextMailTo(hunter.email)).subject).toBe("Reset your RepGate password");
  });
});
