import sharp from "sharp";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../lib/errors.ts";
import { findInsignia, insertInsignia } from "./repo.ts";

const INVALID = "Invalid File: Please upload an image file.";
export const INSIGNIA_SIZE = 128;
export const insigniaPath = (id: string) => `/media/guild-insignia/${id}.webp`;

/**
 * Takes a data URL, decodes the image with sharp (anything sharp cannot read as an image is
 * refused) and keeps only our own re-encoding: a 128x128 WebP with no metadata. The bytes the
 * hunter sent are never stored or served.
 */
export async function storeInsignia(db: Db, uploaderId: string, dataUrl: string) {
  const match = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!match?.[1]) throw new AppError("bad_request", INVALID);
  const input = Buffer.from(match[1], "base64");
  let webp: Buffer;
  try {
    webp = await sharp(input, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(INSIGNIA_SIZE, INSIGNIA_SIZE, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("bad_request", INVALID);
  }
  const id = await insertInsignia(db, uploaderId, webp.toString("base64"));
  return { insignia: insigniaPath(id) };
}

export async function readInsignia(db: Db, id: string): Promise<Buffer | null> {
  const data = await findInsignia(db, id);
  return data === null ? null : Buffer.from(data, "base64");
}
