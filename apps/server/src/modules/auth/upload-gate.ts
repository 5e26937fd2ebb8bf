import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { sessionToken } from "../../lib/session-cookie.ts";
import { countAttempt, refuseWhenExhausted, uploadLimit } from "../rate-limits/limits.ts";
import { findSessionUser } from "./service.ts";

/** Bodies above this are uploads (a picture); renames and settings are far smaller. */
const UPLOAD_BODY_BYTES = 64 * 1024;

/** Hunters with an upload in progress, per app. */
const uploadingByApp = new WeakMap<AppDeps["db"], Set<string>>();
/** The hunter behind each upload the gate let in. */
const uploaders = new WeakMap<FastifyRequest, string>();

const ONE_UPLOAD_AT_A_TIME = "One picture at a time: wait for the upload in progress.";

/**
 * A preParsing hook for routes that take pictures, deciding before the body is read: a hunter
 * whose upload allowance is spent is refused (429), and so is a second upload while one of
 * theirs is still in this instance (an app sends one picture at a time). Decided after parsing,
 * ten junk 12 MB bodies at once were each read, parsed and decoded side by side: the server's
 * memory grew by 360 MB and other hunters' reads slowed tenfold (npm run bench:abuse). A body
 * not yet read waits in the kernel, not in our memory. The allowance itself is counted where
 * the picture is taken in (`hitLimits` in the services), or where it is refused while being
 * read (countRefusedUpload, below); signing in is left to the preHandler, which answers an
 * unknown session with its 401.
 */
export function refuseSpentUploads({ db, clock }: AppDeps) {
  // One set per app (its database handle), shared by the avatar and the insignia routes.
  const uploading = uploadingByApp.get(db) ?? new Set<string>();
  uploadingByApp.set(db, uploading);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (Number(request.headers["content-length"] ?? 0) <= UPLOAD_BODY_BYTES) return;
    const token = sessionToken(request);
    const user = token ? await findSessionUser(db, clock, token, { active: true }) : null;
    if (!user) return;
    // The connection closes after the answer: kept alive, Node would read (and throw away) the
    // rest of a refused body first, megabytes the sender keeps sending. That holds for a body
    // refused here and for one the picture parser refuses after its first bytes
    // (lib/picture-body.ts); an upload is rare enough that its connection is not worth keeping.
    reply.raw.shouldKeepAlive = false;
    await refuseWhenExhausted(db, clock, uploadLimit(user.id));
    if (uploading.has(user.id)) throw new AppError("rate_limited", ONE_UPLOAD_AT_A_TIME);
    uploading.add(user.id);
    uploaders.set(request, user.id);
    reply.raw.once("close", () => uploading.delete(user.id));
  };
}

/**
 * For the picture parser (lib/picture-body.ts): an upload it refuses while reading (no image,
 * too large) still spends one of the hunter's allowance, as one the service refuses does. Junk
 * is what the allowance is for: uncounted, one hunter could send it without end, and each one
 * is read and answered; counted, the eleventh is refused here before a byte of it is read.
 */
export function countRefusedUpload({ db, clock }: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const userId = uploaders.get(request);
    if (userId) await countAttempt(db, clock, uploadLimit(userId));
  };
}
