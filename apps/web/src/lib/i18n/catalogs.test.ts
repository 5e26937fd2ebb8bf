import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  firstScreenMessageIds,
  homeMessageIds,
} from "../../../vite-plugins/first-screen-messages.ts";
import { HOME_SCREEN, SIGNED_IN_SHELL } from "../../../vite-plugins/signed-in-shell.ts";
import { SHIPPED_LANGUAGES } from "./languages.ts";

// Vitest runs from the repository root (jsdom gives import.meta.url an http: address).
const SRC = path.resolve(process.cwd(), "apps/web/src");

/**
 * The folders and files whose every string goes through the catalogues. A screen joins this list
 * when it is converted; the rest still show English only (docs/i18n.md lists them).
 */
// biome-ignore format: one entry per line, as screens are converted by several people at once
const CONVERTED = [
  "features/landing",
  "features/accounts/language-picker.tsx",
  "features/inventory",
  "features/shop",
  "features/battles",
  "features/dungeons",
  "features/quests",
  "features/exercises",
  "features/world-events",
  "features/movement/movement-page.tsx",
  "features/friends",
  "features/parties",
  "features/chat",
  "features/messages",
  "features/guilds",
  "features/leaderboard",
  "features/profiles",
  "app",
  "components",
  "features/home",
  "features/onboarding",
  "features/notifications",
  "features/accounts",
  "features/not-found",
  "features/push",
  "features/rest-days",
  "features/safety",
  "features/access-tokens",
  "features/credits",
  "features/movement/movement-run-view.tsx",
];

function catalog(language: string): Record<string, string> {
  const text = readFileSync(path.join(SRC, "locales", `${language}.json`), "utf8");
  return JSON.parse(text) as Record<string, string>;
}

/** The `{name}` values a message uses, wherever they sit (plural branches included). */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: ReturnType<typeof compileMessage>) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      names.add(token[0]);
      const choices = token[2];
      if (choices && typeof choices === "object") {
        for (const [key, branch] of Object.entries(choices)) {
          if (key !== "offset" && Array.isArray(branch)) walk(branch);
        }
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (full.endsWith(".tsx")) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
    .map((file) => path.join(full, file));
}

/** Attributes a person reads or hears: their text must come from the catalogues. */
const READ_ATTRIBUTES = new Set([
  "label",
  "title",
  "description",
  "placeholder",
  "aria-label",
  "alt",
]);
const LETTERS = /\p{L}{2}/u;
/** Names said the same in every language. */
const NAMES = new Set(["RepGate"]);

/** Each piece of JSX text, and each read attribute given as a quoted string, with letters in it. */
function hardCodedText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(SRC, file)}:${line + 1}: ${node.getText().trim()}`;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTERS.test(node.text) && !NAMES.has(node.text.trim())) {
      found.push(where(node));
    }
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      LETTERS.test(node.initializer.text)
    ) {
      found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("message catalogues", () => {
  const english = catalog("en");

  it.each(SHIPPED_LANGUAGES.filter((language) => language !== "en"))(
    "%s has every English message, no other, and the same values in each",
    (language) => {
      const translated = catalog(language);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(english)) {
        if (key.startsWith("_")) continue;
        expect(translated[key], `${language} ${key} is empty`).not.toBe("");
        expect(valueNames(translated[key] ?? ""), `${language} ${key}`).toEqual(
          valueNames(message),
        );
      }
    },
  );

  it("puts the landing page's English in the entry and leaves every screen's to load with it", () => {
    const keys = Object.keys(english).filter((key) => !key.startsWith("_"));
    const first = firstScreenMessageIds(path.join(SRC, "main.tsx"), keys);
    const landing = sourceFiles("features/landing").flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return keys.filter((key) => text.includes(`"${key}"`));
    });
    expect(landing.length).toBeGreaterThan(20);
    expect(landing.filter((key) => !first.has(key))).toEqual([]);
    expect([...first].filter((key) => /^(battle|home|settings)\./.test(key))).toEqual([]);
    expect(first.size).toBeLessThan(keys.length / 4);
  });

  it("gives the signed-in home its own English, apart from the landing's and the other screens'", () => {
    const keys = Object.keys(english).filter((key) => !key.startsWith("_"));
    const main = path.join(SRC, "main.tsx");
    const first = firstScreenMessageIds(main, keys);
    const web = path.dirname(SRC);
    const home = homeMessageIds(
      main,
      [...SIGNED_IN_SHELL, HOME_SCREEN].map((file) => path.join(web, file)),
      // The home fetches the battle screen's code ahead of a fight; its words come with it.
      [path.join(SRC, "features/battles/battle-page.tsx")],
      keys,
    );
    const written = ["features/home", "features/world-events"]
      .flatMap(sourceFiles)
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return keys.filter((key) => text.includes(`"${key}"`));
      });
    expect(written.length).toBeGreaterThan(30);
    expect(written.filter((key) => !first.has(key) && !home.has(key))).toEqual([]);
    expect([...home].filter((key) => first.has(key))).toEqual([]);
    expect([...home].filter((key) => /^(battle\.attack|shop|auction|guild)\./.test(key))).toEqual(
      [],
    );
    expect(home.size).toBeLessThan(keys.length / 4);
  });

  it("leaves no hard-coded text in the converted screens' JSX", () => {
    const offenders = CONVERTED.flatMap(sourceFiles).flatMap(hardCodedText);
    expect(offenders).toEqual([]);
  });
});
