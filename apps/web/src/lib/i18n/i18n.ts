import { messages as english } from "virtual:catalog/en";
import { type Messages, setupI18n } from "@lingui/core";
import {
  type ContentCatalogue,
  registerContentCatalogue,
} from "@repgate/game/content/translations/content-text";
import { useSyncExternalStore } from "react";
import type englishSource from "../../locales/en.json";
import type { WebLanguage } from "./languages.ts";

/** A message's id: the keys of the English catalogue, so a typo fails the typecheck. */
export type MessageId = Exclude<keyof typeof englishSource, `_${string}`>;
type Values = Record<string, unknown>;

/**
 * The app's one Lingui instance. English is in the entry chunk (the landing page shows it at
 * once); every other catalogue is its own chunk, loaded when a hunter needs it.
 */
const i18n = setupI18n({ locale: "en", messages: { en: english } });

const CATALOGS: Record<Exclude<WebLanguage, "en">, () => Promise<{ messages: Messages }>> = {
  ko: () => import("virtual:catalog/ko"),
  es: () => import("virtual:catalog/es"),
  "pt-BR": () => import("virtual:catalog/pt-BR"),
  ja: () => import("virtual:catalog/ja"),
  "en-XA": () => import("virtual:catalog/en-XA"),
};

/**
 * The words of the game's tables in each language (docs/i18n.md), a chunk of their own loaded
 * with the language's messages. English needs none; the pseudo-locale shows the tables' English.
 */
const CONTENT: Record<"ko" | "es" | "pt-BR" | "ja", () => Promise<ContentCatalogue>> = {
  ko: () => import("@repgate/game/content/translations/ko").then((m) => m.ko),
  es: () => import("@repgate/game/content/translations/es").then((m) => m.es),
  "pt-BR": () => import("@repgate/game/content/translations/pt-br").then((m) => m.ptBR),
  ja: () => import("@repgate/game/content/translations/ja").then((m) => m.ja),
};

const loaded = new Set<string>(["en"]);

/** Loads a part of the English catalogue once; a failed load is forgotten, like a screen's. */
function englishPart(load: () => Promise<{ messages: Messages }>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().then(
      ({ messages }) => i18n.load("en", messages),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * The English the signed-in frame, the home screen and the socket's toasts and windows add to
 * the landing's: the entry carries only what the landing page shows
 * (vite-plugins/compile-catalogs.ts), and the home waits for this with its code (decision 050).
 */
export const loadHomeMessages = englishPart(() => import("virtual:catalog/en-home"));

const loadRestOfEnglish = englishPart(() => import("virtual:catalog/en-app"));

/**
 * The English of every screen beyond the first: a lazily loaded screen other than the home
 * waits for this with its code (app/lazy-screen.ts).
 */
export function loadAppMessages(): Promise<void> {
  return Promise.all([loadHomeMessages(), loadRestOfEnglish()]).then(() => undefined);
}
let wanted: WebLanguage = "en";

/**
 * Shows the app in `language` once its catalogue has arrived, and sets `<html lang>` so screen
 * readers and fonts follow. The last language asked for wins if two loads overlap.
 */
export async function activateLanguage(language: WebLanguage): Promise<void> {
  wanted = language;
  if (!loaded.has(language) && language !== "en") {
    const [{ messages }, content] = await Promise.all([
      CATALOGS[language](),
      language === "en-XA" ? null : CONTENT[language](),
    ]);
    if (content) registerContentCatalogue(language as keyof typeof CONTENT, content);
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (wanted !== language) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/**
 * Builds the current language's plural rules and number format once, so that their locale data
 * (15-20 ms of CPU on first use; four times that on a phone) loads in a task of its own while
 * the first screen's code downloads, and not in the screen's first render, where Lingui's first
 * plural message would load it (docs/decisions/050-the-home-loads-what-it-paints.md).
 */
export function prepareLanguageRules(): void {
  new Intl.PluralRules(i18n.locale).select(1);
  new Intl.NumberFormat(i18n.locale).format(1);
}

export function currentLanguage(): WebLanguage {
  return i18n.locale as WebLanguage;
}

/** The message in the current language, with ICU plurals and `{name}` values filled in. */
export function t(id: MessageId, values?: Values): string {
  return i18n._(id, values);
}

function subscribe(onChange: () => void): () => void {
  return i18n.on("change", onChange);
}

/** `t`, re-rendering the component when the language changes. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return t;
}
