import {
  defaultLanguage,
  isSupportedLanguage,
  type Language,
  supportedLanguages,
} from "@repgate/contracts/languages";
import type { FastifyRequest } from "fastify";

/**
 * The language a reply speaks: the account's if the hunter picked one, else the best of the
 * browser's Accept-Language among the shipped languages, else English.
 */
export function languageOfRequest(request: FastifyRequest): Language {
  const picked = request.user?.language;
  if (isSupportedLanguage(picked)) return picked;
  return bestAcceptedLanguage(request.headers["accept-language"]);
}

/**
 * "ko-KR,ko;q=0.9,en;q=0.8" is Korean; "pt" and "pt-PT" are Brazilian Portuguese (the one
 * Portuguese shipped); ties keep the header's order; q=0 refuses a language.
 */
export function bestAcceptedLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && entry.tag !== "")
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supportedLanguages.find(
      (l) => l.toLowerCase() === tag || l.toLowerCase().split("-")[0] === tag.split("-")[0],
    );
    if (language) return language;
  }
  return defaultLanguage;
}
