/** How many leading bytes of a file looksLikeImage() needs. */
export const SIGNATURE_BYTES = 12;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString("latin1", start, end);

/** HEIF/AVIF brands of an ISO media file's `ftyp` box: the pictures phones and browsers make. */
const PICTURE_BRANDS = new Set(["avif", "avis", "heic", "heix", "heim", "heis", "mif1", "msf1"]);

/**
 * Whether a file's first SIGNATURE_BYTES bytes are those of a raster format sharp decodes and a
 * camera or browser writes: JPEG, PNG, GIF, WebP, AVIF/HEIF, TIFF. It is a cheap filter that
 * lets an upload be refused before the rest of it is read; sharp still judges the whole file.
 * SVG is not among them: it is text a browser would run scripts in, not a picture of pixels.
 */
export function looksLikeImage(head: Buffer): boolean {
  if (head.length < SIGNATURE_BYTES) return false;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true; // JPEG
  if (head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a) return true;
  const start = ascii(head, 0, 6);
  if (start === "GIF87a" || start === "GIF89a") return true;
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return true;
  if (ascii(head, 4, 8) === "ftyp" && PICTURE_BRANDS.has(ascii(head, 8, 12))) return true;
  const tiff = ascii(head, 0, 4);
  return tiff === "II*\u0000" || tiff === "MM\u0000*";
}
