import { guildEndpoints as e } from "@repgate/contracts/endpoints/guilds";
import { INSIGNIA_INVALID, INSIGNIA_UPLOAD_LIMIT_BYTES } from "@repgate/contracts/guilds";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import {
  countRefusedUpload,
  refuseUploadsNotAllowed,
} from "../../lib/http/guards/upload-allowance.ts";
import { route } from "../../lib/http/route.ts";
import { languageOfRequest } from "../../lib/i18n/request-language.ts";
import { varyByLanguage } from "../../lib/i18n/vary-by-language.ts";
import { parsePicturesFromJson, pictureOf, pictureOr } from "../../lib/uploads/picture-body.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { announce } from "./announce.ts";
import { answerInvitation } from "./answer-invitation.ts";
import { availableGuilds } from "./available-guilds.ts";
import { createGuild, refuseHopelessCreation } from "./create-guild.ts";
import { createRank } from "./create-rank.ts";
import { currentGuild } from "./current-guild.ts";
import { myGuildIn, rankReplyIn } from "./default-rank-names.ts";
import { deleteMessageOfGuildChat } from "./delete-chat-message.ts";
import { deleteRank } from "./delete-rank.ts";
import { describeGuild } from "./describe-guild.ts";
import { listGuildBans, unbanMember } from "./guild-bans.ts";
import { readInsignia, storeInsignia } from "./insignia.ts";
import { inviteToGuild } from "./invite-to-guild.ts";
import { joinGuild } from "./join-guild.ts";
import { kickMember } from "./kick-member.ts";
import { leaveGuild } from "./leave-guild.ts";
import { myGuild } from "./my-guild.ts";
import { permissions } from "./my-permissions.ts";
import { renameGuild } from "./rename-guild.ts";
import { setMemberRank } from "./set-member-rank.ts";
import { updateRank } from "./update-rank.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function guildRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;

  // Our own re-encoded insignia, outside /api (public, like any emblem on a page).
  app.get<{ Params: { file: string } }>("/media/guild-insignia/:file", async (request, reply) => {
    const id = request.params.file.replace(/\.webp$/, "");
    const bytes = UUID.test(id) ? await readInsignia(db, id) : null;
    if (!bytes) return reply.status(404).send({ message: "No such insignia.", code: "not_found" });
    return reply
      .header("content-type", "image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });

  await app.register(async (api) => {
    api.addHook("preHandler", authenticate(deps));
    api.addHook("preHandler", onboardedOnly);
    const me = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

    route(api, e.permissions, {}, async ({ request }) => permissions(db, me(request)));
    route(api, e.current, {}, async ({ request }) => currentGuild(db, me(request)));
    // Default ranks' names in the reader's language (docs/i18n.md, "Guild ranks").
    const speaks = languageOfRequest;
    route(api, e.myGuild, {}, async ({ request, reply }) => {
      varyByLanguage(reply);
      return myGuildIn(await myGuild(db, me(request)), speaks(request));
    });
    route(api, e.available, {}, async () => availableGuilds(db));
    route(api, e.join, {}, async ({ body, request }) => joinGuild(db, me(request), body.guildId));
    route(api, e.leave, {}, async ({ request }) => leaveGuild(db, me(request), clock.now()));
    route(api, e.invite, {}, async ({ body, request }) =>
      inviteToGuild(db, me(request), body.inviteeId),
    );
    route(api, e.acceptInvitation, {}, async ({ params, request }) =>
      answerInvitation(db, me(request), params.invitationId, true, clock.now()),
    );
    route(api, e.declineInvitation, {}, async ({ params, request }) =>
      answerInvitation(db, me(request), params.invitationId, false, clock.now()),
    );
    route(api, e.respondInvitation, {}, async ({ params, body, request }) =>
      answerInvitation(
        db,
        me(request),
        params.invitationId,
        body.status === "accepted",
        clock.now(),
      ),
    );
    route(api, e.deleteChatMessage, {}, async ({ params, request }) =>
      deleteMessageOfGuildChat(db, me(request), params.id),
    );
    route(api, e.announce, {}, async ({ body, request }) =>
      announce(db, me(request), body.message),
    );
    route(api, e.kick, {}, async ({ params, request }) =>
      kickMember(db, me(request), params.memberId, clock.now()),
    );
    route(api, e.bans, {}, async ({ request }) => listGuildBans(db, me(request)));
    route(api, e.unban, {}, async ({ params, request }) =>
      unbanMember(db, me(request), params.memberId),
    );
    route(api, e.rename, {}, async ({ body, request }) => renameGuild(db, me(request), body.name));
    route(api, e.describe, {}, async ({ body, request }) =>
      describeGuild(db, me(request), body.description),
    );
    route(api, e.createRank, { status: 201 }, async ({ body, request }) =>
      rankReplyIn(await createRank(db, me(request), body), speaks(request)),
    );
    route(api, e.updateRank, {}, async ({ params, body, request }) =>
      rankReplyIn(await updateRank(db, me(request), params.rankId, body), speaks(request)),
    );
    route(api, e.deleteRank, {}, async ({ params, request }) =>
      deleteRank(db, me(request), params.rankId),
    );
    route(api, e.memberRank, {}, async ({ body, request }) =>
      setMemberRank(db, me(request), body.memberId, body.rankId),
    );
  });

  // The uploads take a larger body than the API's 64 KB, so they sit in a plugin of their own.
  await app.register(async (upload) => {
    // Decided before the body is read (lib/http/guards/upload-allowance.ts): signed in, onboarded, and for a
    // creation the gold and no guild yet, so a hopeless creation's picture is never read.
    upload.addHook(
      "preParsing",
      refuseUploadsNotAllowed(deps, {
        mayUpload: async (request) => {
          await onboardedOnly(request);
          const endpoint = request.routeOptions.config.endpoint;
          if (endpoint === e.create || endpoint === e.createSimple) {
            await refuseHopelessCreation(db, signedInUser(request).id);
          }
        },
      }),
    );
    parsePicturesFromJson(upload, {
      fields: ["image", "insignia"],
      notAnImage: INSIGNIA_INVALID,
      onRefused: countRefusedUpload(deps),
    });
    upload.addHook("preHandler", authenticate(deps));
    upload.addHook("preHandler", onboardedOnly);
    upload.addHook("onRoute", (options) => {
      options.bodyLimit = INSIGNIA_UPLOAD_LIMIT_BYTES;
    });
    route(upload, e.uploadInsignia, { status: 201 }, async ({ body, request }) =>
      storeInsignia(db, clock, signedInUser(request).id, pictureOf(request, body.image)),
    );
    // Both creation calls may carry the image itself (docs/game-rules/guilds.md), under the upload's limit.
    route(upload, e.create, { status: 201 }, async ({ body, request }) =>
      createGuild(db, clock, signedInUser(request).id, {
        ...body,
        insignia: pictureOr(request, body.insignia),
      }),
    );
    route(upload, e.createSimple, { status: 201 }, async ({ body, request }) =>
      createGuild(db, clock, signedInUser(request).id, {
        ...body,
        insignia: body.insignia === undefined ? undefined : pictureOr(request, body.insignia),
      }),
    );
  });
}
