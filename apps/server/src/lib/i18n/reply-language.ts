import type { Language } from "@repgate/contracts/languages";
import type { FastifyInstance } from "fastify";
import { battleIn } from "./battle-log-language.ts";
import { languageOfRequest } from "./request-language.ts";
import { translate } from "./translate.ts";
import { varyByLanguage } from "./vary-by-language.ts";

/**
 * A reply's own `{ message }` ("Friend request sent to Jinwoo.", "Victory! +120 XP, +40 gold.")
 * leaves in the hunter's language, like errors do, and so does the log of the `battle` it
 * carries (an attack's, a cast's, the next enemy's, a dungeon's first). Only a top-level
 * message of a reply that is not a record (a record has an id: a chat line, a notification) is
 * the server's own words; what hunters write is never translated. Such a reply says
 * `Vary: Accept-Language`, whatever its language, since another reader's copy would differ;
 * replies without one (the dungeon poll's bytes, records) pay for nothing more.
 */
export function installReplyLanguage(app: FastifyInstance): void {
  // A callback, not an async hook: no promise for every JSON reply.
  app.addHook("preSerialization", (request, reply, payload: unknown, done) => {
    if (!isReplyObject(payload)) return done(null, payload);
    const message = isServerMessage(payload);
    const battle = hasBattleLog(payload);
    if (!message && !battle) return done(null, payload);
    varyByLanguage(reply);
    const language = languageOfRequest(request);
    if (language === "en") return done(null, payload);
    done(null, inLanguage(payload, language, { message, battle }));
  });
}

type ReplyObject = Record<string, unknown>;

function inLanguage(
  payload: ReplyObject,
  language: Language,
  { message, battle }: { message: boolean; battle: boolean },
): ReplyObject {
  const spoken = { ...payload };
  if (message) spoken.message = translate(payload.message as string, language);
  if (battle) spoken.battle = battleIn(payload.battle as { log: { text: string }[] }, language);
  return spoken;
}

function isReplyObject(payload: unknown): payload is ReplyObject {
  return typeof payload === "object" && payload !== null && !Array.isArray(payload);
}

function isServerMessage(payload: ReplyObject): boolean {
  return typeof payload.message === "string" && !("id" in payload);
}

function hasBattleLog(payload: ReplyObject): boolean {
  const battle = payload.battle;
  return (
    typeof battle === "object" &&
    battle !== null &&
    Array.isArray((battle as { log?: unknown }).log)
  );
}
