import {
  DEFAULT_INSIGNIA,
  INSIGNIA_INVALID,
  INSIGNIA_PATH_PREFIX,
  isInsigniaDataUrl,
  ownInsigniaId,
} from "@repgate/contracts/guilds";
import sharp from "sharp";
import type { Db, Queryable } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { findInsignia, insertInsignia, insigniaExists } from "./repo.ts";

export const INSIGNIA_SIZE = 128;
export const insigniaPath = (id: string) => `${INSIGNIA_PATH_PREFIX}${id}.webp`;

/**
 * Decodes a data URL's image with sharp (anything sharp cannot read as an image is refused)
 * and returns only our own re-encoding, base64: a 128x128 WebP with no metadata. The bytes
 * the hunter sent are never stored or served.
 */
export async function encodeInsignia(dataUrl: string): Promise<string> {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!match?.[1]) throw new AppError("bad_request", INSIGNIA_INVALID);
  const input = Buffer.from(match[1], "base64");
  try {
    const webp = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(INSIGNIA_SIZE, INSIGNIA_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
    return webp.toString("base64");
  } catch {
    throw new AppError("bad_request", INSIGNIA_INVALID);
  }
}

/** The wizard's upload (POST /api/guilds/insignia): stored at once, its path answered. */
export async function storeInsignia(db: Db, uploaderId: string, dataUrl: string) {
  const id = await insertInsignia(db, uploaderId, await encodeInsignia(dataUrl));
  return { insignia: insigniaPath(id) };
}

/**
 * A creation call's insignia, made ready before its transaction: an image is re-encoded here,
 * outside any lock (sharp's work is the slow part); a path or the emoji is kept as sent.
 */
export type PreparedInsignia = { webpBase64: string } | { given: string };

export async function prepareInsignia(insignia: string | undefined): Promise<PreparedInsignia> {
  const value = insignia ?? DEFAULT_INSIGNIA;
  return isInsigniaDataUrl(value) ? { webpBase64: await encodeInsignia(value) } : { given: value };
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
