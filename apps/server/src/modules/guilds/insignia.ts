import {
  DEFAULT_INSIGNIA,
  INSIGNIA_INVALID,
  INSIGNIA_PATH_PREFIX,
  ownInsigniaId,
} from "@repgate/contracts/guilds";
import type { Db, Queryable } from "../../db/connect.ts";
import { AppError } from "../../lib/http/errors.ts";
import { reencodeImage } from "../../lib/uploads/image-work.ts";
import type { Clock } from "../../lib/wiring/clock.ts";
import { underUploadAllowance } from "../rate-limits/limits.ts";
import { deleteUnusedInsignias, findInsignia, insertInsignia, insigniaExists } from "./repo.ts";

const INSIGNIA_SIZE = 128;
const insigniaPath = (id: string) => `${INSIGNIA_PATH_PREFIX}${id}.webp`;

/**
 * Checks with sharp that `picture` is an image (anything sharp cannot read is refused) and
 * returns only our own re-encoding, base64: a 128x128 WebP with no metadata. The bytes the
 * hunter sent are never stored or served.
 */
async function encodeInsignia(picture: Buffer): Promise<string> {
  // Decoded under the instance's image allowance, pixels checked first (lib/uploads/image-work.ts).
  const webp = await reencodeImage(picture, INSIGNIA_INVALID, (image) =>
    image.rotate().resize(INSIGNIA_SIZE, INSIGNIA_SIZE, { fit: "cover" }).webp({ quality: 85 }),
  );
  return webp.toString("base64");
}

/**
 * An upload no guild shows after this long is deleted. The wizard uploads and creates within
 * minutes; a day leaves room for a hunter who comes back to it, and keeps the race with a
 * creation that names an old upload at the very moment of a sweep far-fetched.
 */
const UNUSED_INSIGNIA_TTL_MS = 24 * 3_600_000;
/** At most this many go per sweep, so an upload never waits on a large delete. */
const SWEEP_BATCH = 100;

/**
 * The wizard's upload (POST /api/guilds/insignia): stored at once, its path answered. Each
 * upload also sweeps unused old uploads (anyone's): uploads are what adds rows, so they are
 * also what removes them, with no scheduler (docs/decisions/020-between-hunters.md).
 */
export async function storeInsignia(db: Db, clock: Clock, uploaderId: string, picture: Buffer) {
  const webp = await underUploadAllowance(db, clock, uploaderId, () => encodeInsignia(picture));
  const id = await insertInsignia(db, uploaderId, webp);
  await deleteUnusedInsignias(db, {
    before: new Date(clock.now().getTime() - UNUSED_INSIGNIA_TTL_MS),
    prefix: INSIGNIA_PATH_PREFIX,
    limit: SWEEP_BATCH,
  });
  return { insignia: insigniaPath(id) };
}

/**
 * A creation call's insignia, made ready before its transaction: a picture sent in the call is
 * re-encoded here, outside any lock (sharp's work is the slow part), under the creator's upload
 * allowance like any upload; a path or the emoji is kept as sent.
 */
export type PreparedInsignia = { webpBase64: string } | { given: string };

export async function prepareInsignia(
  db: Db,
  clock: Clock,
  creatorId: string,
  insignia: Buffer | string | undefined,
): Promise<PreparedInsignia> {
  const value = insignia ?? DEFAULT_INSIGNIA;
  if (typeof value === "string") return { given: value };
  return {
    webpBase64: await underUploadAllowance(db, clock, creatorId, () => encodeInsignia(value)),
  };
}

/**
 * What the new guild stores, inside the creation's transaction: a re-encoded image is inserted
 * there, so a refused or losing creation leaves no insignia behind; a path must name an upload
 * we hold (the contract already refused every other string but the default emoji).
 */
export async function insigniaForGuild(
  tx: Queryable,
  creatorId: string,
  prepared: PreparedInsignia,
): Promise<string> {
  if ("webpBase64" in prepared) {
    return insigniaPath(await insertInsignia(tx, creatorId, prepared.webpBase64));
  }
  if (prepared.given === DEFAULT_INSIGNIA) return DEFAULT_INSIGNIA;
  const id = ownInsigniaId(prepared.given);
  if (!id || !(await insigniaExists(tx, id))) {
    throw new AppError("bad_request", "That insignia was not uploaded here. Upload it again.");
  }
  return insigniaPath(id.toLowerCase());
}

export async function readInsignia(db: Db, id: string): Promise<Buffer | null> {
  const data = await findInsignia(db, id);
  return data === null ? null : Buffer.from(data, "base64");
}
