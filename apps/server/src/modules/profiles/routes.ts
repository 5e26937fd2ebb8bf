import { profileEndpoints } from "@repgate/contracts/endpoints/profiles";
import { AVATAR_UPLOAD_MAX_BYTES } from "@repgate/contracts/profiles";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/http/guards/auth-hook.ts";
import { authenticate } from "../../lib/http/guards/authenticate.ts";
import { onboardedOnly } from "../../lib/http/guards/onboarded.ts";
import {
  countRefusedUpload,
  refuseUploadsNotAllowed,
} from "../../lib/http/guards/upload-allowance.ts";
import { answered, route } from "../../lib/http/route.ts";
import { parsePicturesFromJson, pictureOr } from "../../lib/uploads/picture-body.ts";
import type { AppDeps } from "../../lib/wiring/deps.ts";
import { achievementsOf } from "../achievements/service.ts";
import { presentUser } from "../users/present.ts";
import {
  activityOf,
  avatarOf,
  NOT_AN_IMAGE,
  publicProfile,
  reawaken,
  rename,
  setAvatar,
} from "./service.ts";

export async function profileRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  app.addHook("preHandler", authenticate(deps));

  route(app, profileEndpoints.avatar, {}, async ({ params, reply }) => {
    const avatar = await avatarOf(db, params.userId);
    return answered(
      reply
        .header("content-type", "image/webp")
        .header("cache-control", "private, max-age=86400")
        .header("etag", `"${avatar.etag}"`)
        .header("content-security-policy", "default-src 'none'")
        .header("x-content-type-options", "nosniff")
        .send(avatar.image),
    );
  });

  // Everything else is for hunters past onboarding (a reawakened hunter keeps their profile
  // readable through the user route; reawakening itself needs a finished assessment).
  app.register(async (onboarded) => {
    // An avatar upload is decided before its body is read (lib/http/guards/upload-allowance.ts).
    onboarded.addHook("preParsing", refuseUploadsNotAllowed(deps, { mayUpload: onboardedOnly }));
    parsePicturesFromJson(onboarded, {
      fields: ["profileImageUrl"],
      notAnImage: NOT_AN_IMAGE,
      onRefused: countRefusedUpload(deps),
    });
    onboarded.addHook("preHandler", onboardedOnly);
    route(onboarded, profileEndpoints.publicProfile, {}, async ({ params, request }) =>
      publicProfile(db, {
        viewerId: signedInUser(request).id,
        userId: params.userId,
        now: clock.now(),
      }),
    );
    route(
      onboarded,
      profileEndpoints.update,
      { bodyLimit: AVATAR_UPLOAD_MAX_BYTES },
      async ({ body, request }) => {
        const userId = signedInUser(request).id;
        const row =
          "hunterName" in body
            ? await rename(db, userId, body.hunterName)
            : await setAvatar(db, clock, userId, pictureOr(request, body.profileImageUrl));
        return presentUser(row);
      },
    );
    route(onboarded, profileEndpoints.reawaken, {}, async ({ request }) =>
      reawaken(db, signedInUser(request).id),
    );
    route(onboarded, profileEndpoints.myAchievements, {}, async ({ request }) =>
      achievementsOf(db, signedInUser(request).id),
    );
    route(onboarded, profileEndpoints.activity, {}, async ({ request }) =>
      activityOf(db, signedInUser(request), clock.now()),
    );
  });
}
