import { z } from "zod";
import { defineEndpoint } from "../endpoint.ts";
import {
  announcementRequestSchema,
  createGuildRequestSchema,
  descriptionRequestSchema,
  goldReplySchema,
  guildBanSchema,
  guildMessageReplySchema,
  guildPermissionsSchema,
  guildReplySchema,
  guildSchema,
  insigniaUploadReplySchema,
  insigniaUploadRequestSchema,
  invitationIdParamsSchema,
  inviteRequestSchema,
  joinRequestSchema,
  memberIdParamsSchema,
  memberRankRequestSchema,
  myGuildReplySchema,
  rankFieldsSchema,
  rankIdParamsSchema,
  rankPatchSchema,
  rankReplySchema,
  renameRequestSchema,
  respondInvitationRequestSchema,
  simpleCreateGuildRequestSchema,
} from "../guilds.ts";
import { chatMessageParamSchema } from "../safety.ts";

/** The spec's guild calls (docs/spec-calls.json), invitation answers and the insignia upload. */
export const guildEndpoints = {
  permissions: defineEndpoint({
    method: "GET",
    path: "/api/guild/permissions",
    reply: guildPermissionsSchema,
  }),
  invite: defineEndpoint({
    method: "POST",
    path: "/api/guild/invite",
    body: inviteRequestSchema,
    reply: guildMessageReplySchema,
  }),
  acceptInvitation: defineEndpoint({
    method: "POST",
    path: "/api/guild/invitations/:invitationId/accept",
    params: invitationIdParamsSchema,
    reply: guildMessageReplySchema,
  }),
  /** docs/spec-calls.json: `{status: "accepted" | "declined"}`, the same rules as the two above. */
  respondInvitation: defineEndpoint({
    method: "POST",
    path: "/api/guild/invitations/:invitationId/respond",
    params: invitationIdParamsSchema,
    body: respondInvitationRequestSchema,
    reply: guildMessageReplySchema,
  }),
  declineInvitation: defineEndpoint({
    method: "POST",
    path: "/api/guild/invitations/:invitationId/decline",
    params: invitationIdParamsSchema,
    reply: guildMessageReplySchema,
  }),
  current: defineEndpoint({ method: "GET", path: "/api/guild", reply: guildSchema.nullable() }),
  createSimple: defineEndpoint({
    method: "POST",
    path: "/api/guild",
    body: simpleCreateGuildRequestSchema,
    reply: guildReplySchema,
  }),
  leave: defineEndpoint({
    method: "DELETE",
    path: "/api/guild/leave",
    reply: guildMessageReplySchema,
  }),
  myGuild: defineEndpoint({
    method: "GET",
    path: "/api/guild/my-guild",
    reply: myGuildReplySchema,
  }),
  available: defineEndpoint({
    method: "GET",
    path: "/api/guilds/available",
    reply: z.array(guildSchema),
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/guilds",
    body: createGuildRequestSchema,
    reply: guildReplySchema,
  }),
  uploadInsignia: defineEndpoint({
    method: "POST",
    path: "/api/guilds/insignia",
    body: insigniaUploadRequestSchema,
    reply: insigniaUploadReplySchema,
  }),
  join: defineEndpoint({
    method: "POST",
    path: "/api/guilds/join",
    body: joinRequestSchema,
    reply: guildMessageReplySchema,
  }),
  announce: defineEndpoint({
    method: "POST",
    path: "/api/guild/announcement",
    body: announcementRequestSchema,
    reply: guildMessageReplySchema,
  }),
  /** A rank with canDeleteMessages deletes a message of the guild's chat, live for everyone. */
  deleteChatMessage: defineEndpoint({
    method: "DELETE",
    path: "/api/guild/chat/:id",
    params: chatMessageParamSchema,
    reply: guildMessageReplySchema,
  }),
  kick: defineEndpoint({
    method: "POST",
    path: "/api/guild/kick/:memberId",
    params: memberIdParamsSchema,
    reply: guildMessageReplySchema,
  }),
  /** Who the guild kicked (docs/game-rules/guilds.md): readable by whoever may kick. */
  bans: defineEndpoint({
    method: "GET",
    path: "/api/guild/bans",
    reply: z.array(guildBanSchema),
  }),
  unban: defineEndpoint({
    method: "DELETE",
    path: "/api/guild/bans/:memberId",
    params: memberIdParamsSchema,
    reply: guildMessageReplySchema,
  }),
  createRank: defineEndpoint({
    method: "POST",
    path: "/api/guild/ranks",
    body: rankFieldsSchema,
    reply: rankReplySchema,
  }),
  rename: defineEndpoint({
    method: "PUT",
    path: "/api/guild/name",
    body: renameRequestSchema,
    reply: goldReplySchema,
  }),
  describe: defineEndpoint({
    method: "PUT",
    path: "/api/guild/description",
    body: descriptionRequestSchema,
    reply: guildMessageReplySchema,
  }),
  memberRank: defineEndpoint({
    method: "PATCH",
    path: "/api/guild/member-rank",
    body: memberRankRequestSchema,
    reply: guildMessageReplySchema,
  }),
  deleteRank: defineEndpoint({
    method: "DELETE",
    path: "/api/guild/ranks/:rankId",
    params: rankIdParamsSchema,
    reply: guildMessageReplySchema,
  }),
  updateRank: defineEndpoint({
    method: "PATCH",
    path: "/api/guild/ranks/:rankId",
    params: rankIdParamsSchema,
    body: rankPatchSchema,
    reply: rankReplySchema,
  }),
};
