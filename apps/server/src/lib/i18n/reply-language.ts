import type { FastifyInstance } from "fastify";
import { languageOfRequest } from "./request-language.ts";
import { translate } from "./translate.ts";
import { varyByLanguage } from "./vary-by-language.ts";

/**
 * A reply's own `{ message }` ("Friend request sent to Jinwoo.", "Victory! +120 XP, +40 gold.")
 * leaves in the hunter's language, like errors do. Only a top-level message of a reply that is
 * not a record (a record has an id: a chat line, a notification) is the server's own words;
 * what hunters write is never translated. Such a reply says `Vary: Accept-Language`, whatever
 * its language, since another reader's copy would differ; replies without one (the dungeon
 * poll's bytes, records) pay for nothing more.
 */
export function installReplyLanguage(app: FastifyInstance): void {
  // A callback, not an async hook: no promise for every JSON reply.
  app.addHook("preSerialization", (request, reply, payload: unknown, done) => {
    if (!isServerMessage(payload)) return done(null, payload);
    varyByLanguage(reply);
    const language = languageOfRequest(request);
    if (language === "en") return done(null, payload);
    done(null, { ...payload, message: translate(payload.message, language) });
  });
}

function isServerMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === "object" &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === "string" &&
    !("id" in payload)
  );
}
