import type { FastifyReply, FastifyRequest } from "fastify";
import { findSessionUser } from "../../../modules/auth/service.ts";
import {
  countAttempt,
  refuseWhenExhausted,
  uploadLimit,
} from "../../../modules/rate-limits/limits.ts";
import { sessionToken } from "../../sessions/session-cookie.ts";
import type { AppDeps } from "../../wiring/deps.ts";
import { clientKey } from "../client-address.ts";
import { AppError } from "../errors.ts";

/** Bodies above this are uploads (a picture); renames and settings are far smaller. */
const UPLOAD_BODY_BYTES = 64 * 1024;
/** The largest upload a route takes (the avatar's 12 MiB), the unit of the caps below. */
const LARGEST_UPLOAD_BYTES = 12 * 1024 * 1024;
/**
 * Upload bytes one client address (an IPv6 one by its /64) may have on their way in at once:
 * three full-size pictures, room for a household behind one router; one hunter sends one at a
 * time anyway.
 */
export const ADDRESS_UPLOAD_BYTES = 3 * LARGEST_UPLOAD_BYTES;
/** Upload bytes this instance takes in at once, from everyone: eight full-size pictures. */
export const INSTANCE_UPLOAD_BYTES = 8 * LARGEST_UPLOAD_BYTES;
const BUSY_RETRY_AFTER_S = 5;

const ONE_UPLOAD_AT_A_TIME = "One picture at a time: wait for the upload in progress.";
const ADDRESS_BUSY =
  "Too many pictures are being uploaded from your network at once. Please wait for them to finish.";
const INSTANCE_BUSY = "The server is busy with other pictures. Please try again in a few seconds.";

/** What one app's upload routes share: who is uploading, and the bytes on their way in. */
interface InFlight {
  hunters: Set<string>;
  byAddress: Map<string, number>;
  total: number;
}

/** Per app (its deps), shared by the avatar and the insignia routes. */
const inFlightByApp = new WeakMap<AppDeps, InFlight>();
/** The hunter behind each upload the gate let in. */
const uploaders = new WeakMap<FastifyRequest, string>();

export interface UploadAllowanceOptions {
  /**
   * What else the route needs of the hunter, checked before the body is read: being past
   * onboarding, and for a guild's creation the gold and no guild yet. Throws its refusal.
   */
  mayUpload: (request: FastifyRequest) => Promise<void>;
}

/**
 * A body on its way in: a declared one above the upload size, or one with no declared length
 * (chunked), which could be any size and so is one too.
 */
function isUpload(request: FastifyRequest): boolean {
  const declared = request.headers["content-length"];
  if (declared === undefined) return request.headers["transfer-encoding"] !== undefined;
  return Number(declared) > UPLOAD_BODY_BYTES;
}

/**
 * A preParsing hook for routes that take pictures, deciding everything it can before the body
 * is read (docs/decisions/039): no session is a 401, a hunter the route refuses anyway is
 * refused (mayUpload: 403, the guild's gold and membership), a spent allowance or a second
 * upload of theirs still in this instance is a 429, and the bytes on their way in are capped
 * per client address (429) and per instance (503, Retry-After). A body not yet read waits in
 * the kernel, not in our memory: decided after parsing, 60 unfinished anonymous 12 MB bodies
 * grew the server by 360 MB. The allowance itself is counted where the picture is taken in
 * (the services), or where it is refused while being read (countRefusedUpload, below); none of
 * these refusals counts against it, the server's own 503 included.
 */
export function refuseUploadsNotAllowed(deps: AppDeps, { mayUpload }: UploadAllowanceOptions) {
  const { db, clock } = deps;
  const inFlight = inFlightByApp.get(deps) ?? {
    hunters: new Set(),
    byAddress: new Map(),
    total: 0,
  };
  inFlightByApp.set(deps, inFlight);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!isUpload(request)) return;
    // The connection closes after the answer: kept alive, Node would read (and throw away) the
    // rest of a refused body first, megabytes the sender keeps sending. That holds for a body
    // refused here and for one the picture parser refuses after its first bytes
    // (lib/uploads/picture-body.ts); an upload is rare enough that its connection is not worth keeping.
    reply.raw.shouldKeepAlive = false;
    const token = sessionToken(request);
    const user = token ? await findSessionUser(db, clock, token, { active: true }) : null;
    if (!user) throw new AppError("unauthenticated", "You are not signed in.");
    request.user = user;
    await mayUpload(request);
    await refuseWhenExhausted(db, clock, uploadLimit(user.id));
    if (inFlight.hunters.has(user.id)) throw new AppError("rate_limited", ONE_UPLOAD_AT_A_TIME);
    // No more than the route's limit is ever read (the parser refuses a longer declared body
    // with 413 at once), and a chunked body is held to it: that is what each one reserves.
    const limit = request.routeOptions.bodyLimit ?? LARGEST_UPLOAD_BYTES;
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    const bytes = Number.isFinite(declared) ? Math.min(declared, limit) : limit;
    const address = clientKey(request.ip);
    const fromAddress = inFlight.byAddress.get(address) ?? 0;
    if (fromAddress + bytes > ADDRESS_UPLOAD_BYTES) {
      throw new AppError("rate_limited", ADDRESS_BUSY);
    }
    if (inFlight.total + bytes > INSTANCE_UPLOAD_BYTES) {
      throw new AppError("unavailable", INSTANCE_BUSY, { retryAfterS: BUSY_RETRY_AFTER_S });
    }
    inFlight.hunters.add(user.id);
    inFlight.byAddress.set(address, fromAddress + bytes);
    inFlight.total += bytes;
    uploaders.set(request, user.id);
    reply.raw.once("close", () => {
      inFlight.hunters.delete(user.id);
      const left = (inFlight.byAddress.get(address) ?? bytes) - bytes;
      if (left > 0) inFlight.byAddress.set(address, left);
      else inFlight.byAddress.delete(address);
      inFlight.total -= bytes;
    });
  };
}

/**
 * For the picture parser (lib/uploads/picture-body.ts): an upload it refuses while reading (no image,
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
