import { fileURLToPath } from "node:url";
import { supportedLanguages } from "@repgate/contracts/languages";
import { describe, expect, it } from "vitest";
import { resetMail } from "../../modules/accounts/password-reset.ts";
import { bestAcceptedLanguage } from "./request-language.ts";
import { collectServerMessages } from "./server-messages.ts";
import { catalogues, translate } from "./translate.ts";

const root = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const SOURCES = [
  root("../../"),
  root("../../../../../packages/contracts/src/"),
  root("../../../../../packages/game/src/rules/"),
];
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]).sort();

describe("the server's catalogues", () => {
  const messages = collectServerMessages(SOURCES);

  it("find the server's messages in its sources", () => {
    expect(messages.get("You are not signed in.")).toBeDefined();
    expect(messages.get("{hunterName} wants to be your friend.")).toBeDefined();
    expect(messages.get("Reset your RepGate password")).toBeDefined();
    expect(messages.size).toBeGreaterThan(400);
  });

  it.each(Object.entries(catalogues))(
    "%s has every message the server can send, and nothing else",
    (_language, catalogue) => {
      const missing = [...messages.keys()].filter((m) => catalogue[m] === undefined);
      expect(missing, "add these to every catalogue (docs/i18n.md)").toEqual([]);
      const stale = Object.keys(catalogue).filter((key) => !messages.has(key));
      expect(stale, "no longer in the sources: remove them").toEqual([]);
    },
  );

  it.each(Object.entries(catalogues))(
    "%s keeps the values of every message (names, numbers)",
    (_language, catalogue) => {
      const lost = Object.entries(catalogue).filter(([english, translated]) =>
        placeholders(translated).some((name) => !placeholders(english).includes(name)),
      );
      expect(lost).toEqual([]);
      const untranslated = Object.entries(catalogue).filter(([, translated]) => !translated.trim());
      expect(untranslated).toEqual([]);
    },
  );
});

describe("translate", () => {
  it("leaves English as the spec wrote it", () => {
    expect(translate("You are not signed in.", "en")).toBe("You are not signed in.");
  });

  it("finds a finished sentence's entry and keeps its values, never translating a name", () => {
    expect(translate("Friend removed.", "ko")).toBe("친구를 삭제했습니다.");
    expect(translate("Sung Jinwoo wants to be your friend.", "ja")).toBe(
      "Sung Jinwooさんがフレンドになりたがっています。",
    );
    expect(translate("Not enough gold: Health Potion costs 100 gold and you have 7.", "es")).toBe(
      "Oro insuficiente: Health Potion cuesta 100 de oro y tienes 7.",
    );
  });

  it("says a table word (item, monster, dungeon) in the reader's language, a hunter's name never", () => {
    expect(translate("You have no Minor Healing Potion left.", "ko")).toBe(
      "남은 하급 회복 포션이(가) 없습니다.",
    );
    expect(translate("Unequip Cloth Helm before listing it.", "ja")).toContain("布の兜");
    expect(translate("You entered Goblin Warren.", "es")).toContain("Madriguera goblin");
    expect(translate("Unequip Cha Hae-In before listing it.", "pt-BR")).toContain("Cha Hae-In");
  });

  it("translates a server sentence carried inside another one", () => {
    expect(translate("You try to run away... Defeat!", "pt-BR")).toBe(
      "Você tenta fugir... Derrota!",
    );
  });

  it("words each case of a once-glued sentence whole, no English word left in it", () => {
    expect(translate("You are not in a party.", "ko")).toBe("파티에 속해 있지 않습니다.");
    expect(translate("You are not in a guild.", "ko")).toBe("길드에 속해 있지 않습니다.");
    expect(translate("You cannot mute yourself.", "es")).toBe("No puedes silenciarte a ti mismo.");
    expect(translate("The next enemy arrives in 1 second. Catch your breath!", "pt-BR")).toBe(
      "O próximo inimigo chega em 1 segundo. Recupere o fôlego!",
    );
    expect(translate("The next enemy arrives in 4 seconds. Catch your breath!", "ja")).toBe(
      "次の敵は4秒後に来ます。息を整えてください!",
    );
    expect(
      translate("Critical hit! Fist Flurry hits Goblin Scout for 30 damage (Berserk x2).", "es"),
    ).toBe(
      "¡Golpe crítico! Ráfaga de puños golpea a Goblin explorador e inflige 30 de daño (Furia x2).",
    );
    expect(translate("Slash hits Goblin Scout for 30 damage (Berserk x2).", "ko")).toBe(
      "베기(으)로 고블린 정찰병에게 30의 피해 (광폭화 x2).",
    );
    expect(translate("Combo hits Goblin for 30 damage.", "es")).toBe(
      "Combo golpea a Goblin e inflige 30 de daño.",
    );
    expect(translate("A hunter invites you to join Ahjin.", "ja")).toBe(
      "あるハンターがAhjinへの加入に招待しています。",
    );
  });

  it("leaves what no catalogue knows (a hunter's own words) as it is", () => {
    expect(translate("see you at the gate tonight", "ko")).toBe("see you at the gate tonight");
  });
});

describe("the request's language", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ko-KR,ko;q=0.9,en;q=0.8", "ko"],
    ["de-DE,de;q=0.9,ja;q=0.5", "ja"],
    ["pt", "pt-BR"],
    ["pt-PT,es;q=0.9", "pt-BR"],
    ["es-MX", "es"],
    ["en;q=0.1,ja;q=0.9", "ja"],
    ["ko;q=0,fr", "en"],
    ["*", "en"],
  ])("Accept-Language %j is %s", (header, language) => {
    expect(bestAcceptedLanguage(header)).toBe(language);
  });
});

describe("the password reset mail", () => {
  it("is written in the account's language, link untouched", () => {
    const link = "https://repgate.example/#reset=abc";
    const mail = resetMail("a@b.c", link, "ko");
    expect(mail.subject).toBe("RepGate 비밀번호 재설정");
    expect(mail.text).toContain(
      "누군가(아마도 당신)가 RepGate 헌터의 비밀번호 재설정을 요청했습니다.",
    );
    expect(mail.text).toContain(link);
  });

  it("stays the spec's English without a chosen language", () => {
    const mail = resetMail("a@b.c", "https://x/#reset=1", null);
    expect(mail.subject).toBe("Reset your RepGate password");
    expect(mail.text.split("\n")[0]).toBe(
      "Someone (hopefully you) asked to reset the password of your RepGate hunter.",
    );
  });

  it("exists in every shipped language, every line of it", () => {
    const link = "https://x/#reset=1";
    const english = resetMail("a@b.c", link, "en");
    for (const language of supportedLanguages.filter((l) => l !== "en")) {
      const mail = resetMail("a@b.c", link, language);
      expect(mail.subject).not.toBe(english.subject);
      const lines = mail.text.split("\n");
      const englishLines = english.text.split("\n");
      expect(lines).toHaveLength(englishLines.length);
      lines.forEach((line, i) => {
        // The link and the blank lines are the same in every language; no sentence is.
        if (englishLines[i] === link || englishLines[i] === "") expect(line).toBe(englishLines[i]);
        else expect(line, `${language} line ${i}`).not.toBe(englishLines[i]);
      });
    }
  });
});
