import { AppError } from "../http/errors.ts";
import { looksLikeImage, SIGNATURE_BYTES } from "./image-signature.ts";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const COMMA = 0x2c;
const COLON = 0x3a;
/** A data URL's header (`data:image/png;base64,`) is never longer; a longer one is refused. */
const HEADER_MAX = 128;
/** Base64 characters decoded at once: a multiple of 4, so every batch decodes on its own. */
const BATCH = 64 * 1024;
/** The first batch is just long enough for the file's signature, so junk is refused at once. */
const FIRST_BATCH = (SIGNATURE_BYTES / 3) * 4;
const IMAGE_HEADER = /^data:image\/[a-z0-9.+-]+;base64,$/i;
const KEY_MAX = 64;

export interface ExtractorOptions {
  /** Top-level fields whose value may be a picture's data URL. */
  fields: readonly string[];
  /** The field's refusal (a 400) for anything that is not an image. */
  notAnImage: string;
  /** Decoded bytes to expect at most (from Content-Length), so the picture is allocated once. */
  expectedBytes?: number | undefined;
}

type Mode = "json" | "string" | "header" | "picture";

/**
 * Reads a JSON body as it arrives and takes the picture out of it: the base64 of a data URL in
 * one of `fields` is decoded batch by batch into one buffer, and the JSON text keeps only the
 * header (`{"profileImageUrl":"data:image/png;base64,"}`), small enough to parse as usual. The
 * file's first bytes are checked as soon as they are decoded, so a body that is no image is
 * refused before the rest is read. Read whole and parsed, a 12 MB upload was held three times
 * over (the body, the parsed string, the decoded bytes); here it is held once, decoded.
 */
export class DataUrlExtractor {
  private mode: Mode = "json";
  private escaped = false;
  private depth = 0;
  private afterColon = false;
  /** The bytes of the top-level string being read while it may be a key, else null. */
  private key: number[] | null = null;
  private lastKey = "";
  private header: number[] = [];
  private readonly text: Buffer[] = [];
  private textBytes = 0;
  private readonly pending = Buffer.alloc(BATCH);
  private pendingLength = 0;
  private picture: Buffer | null = null;
  private pictureLength = 0;
  private pictures = 0;

  constructor(private readonly options: ExtractorOptions) {}

  /** The JSON text read so far without the picture's base64, in bytes. */
  get textLength(): number {
    return this.textBytes;
  }

  /** Reads the next part of the body; throws an AppError (400) once it is no image. */
  write(chunk: Buffer): void {
    let start = 0;
    let i = 0;
    while (i < chunk.length) {
      if (this.inPicture()) {
        i = this.readPicture(chunk, i);
        start = i;
        continue;
      }
      this.readText(chunk[i] as number);
      i += 1;
      // The header's comma was just read: the text ends here until the closing quote.
      if (this.inPicture()) {
        this.keepText(chunk.subarray(start, i));
        start = i;
      }
    }
    if (!this.inPicture()) this.keepText(chunk.subarray(start));
  }

  private inPicture(): boolean {
    return this.mode === "picture";
  }

  /** The JSON text without the picture's base64, and the picture's bytes if there was one. */
  end(): { text: string; picture: Buffer | null } {
    const text = Buffer.concat(this.text).toString("utf8");
    return { text, picture: this.picture?.subarray(0, this.pictureLength) ?? null };
  }

  private keepText(part: Buffer): void {
    if (part.length === 0) return;
    // A copy: a slice would keep the whole socket chunk (most of it base64) alive.
    this.text.push(Buffer.from(part));
    this.textBytes += part.length;
  }

  private readText(byte: number): void {
    if (this.mode === "json") {
      if (byte === QUOTE) this.startString();
      else if (byte === 0x7b || byte === 0x5b) {
        this.depth += 1;
        this.afterColon = false;
      } else if (byte === 0x7d || byte === 0x5d) this.depth -= 1;
      else if (byte === COLON) this.afterColon = this.depth === 1;
      else if (byte === COMMA) this.afterColon = false;
      return;
    }
    if (this.escaped) {
      this.escaped = false;
      // `\/` is a JSON escape for `/` (some encoders write it); other escapes end a header.
      this.collect(byte === SLASH ? SLASH : BACKSLASH);
      return;
    }
    if (byte === BACKSLASH) this.escaped = true;
    else if (byte === QUOTE) this.endString();
    else this.collect(byte);
  }

  private startString(): void {
    const isValue = this.depth === 1 && this.afterColon;
    this.afterColon = false;
    if (isValue && this.options.fields.includes(this.lastKey)) {
      this.mode = "header";
      this.header = [];
      return;
    }
    this.mode = "string";
    this.key = this.depth === 1 && !isValue ? [] : null;
  }

  private endString(): void {
    if (this.mode === "string" && this.key) this.lastKey = Buffer.from(this.key).toString("utf8");
    // A short value of a picture field (a path, the emoji, `data:` with no comma) is plain
    // text: the contract and the service judge it.
    this.mode = "json";
    this.key = null;
  }

  private collect(byte: number): void {
    if (this.mode === "string") {
      if (this.key && this.key.length < KEY_MAX) this.key.push(byte);
      return;
    }
    this.header.push(byte);
    const header = Buffer.from(this.header).toString("latin1");
    if (this.header.length === 5 && header.toLowerCase() !== "data:") {
      this.mode = "string";
      return;
    }
    if (this.header.length > HEADER_MAX) this.refuse();
    if (byte !== COMMA) return;
    // A data URL of anything but an image's base64 is refused before its payload is read.
    if (!IMAGE_HEADER.test(header) || this.pictures > 0) this.refuse();
    this.pictures += 1;
    this.mode = "picture";
  }

  /** Takes base64 from `chunk` at `from` up to the closing quote; returns where it stopped. */
  private readPicture(chunk: Buffer, from: number): number {
    let i = from;
    if (this.escaped) {
      this.escaped = false;
      if (chunk[i] !== SLASH) this.refuse();
      this.take(chunk.subarray(i, i + 1));
      i += 1;
    }
    const quote = chunk.indexOf(QUOTE, i);
    const backslash = chunk.indexOf(BACKSLASH, i);
    const stop = Math.min(
      quote === -1 ? chunk.length : quote,
      backslash === -1 ? chunk.length : backslash,
    );
    this.take(chunk.subarray(i, stop));
    if (stop === chunk.length) return stop;
    if (stop === backslash) {
      this.escaped = true;
      return stop + 1;
    }
    this.flush();
    if (this.pictureLength < SIGNATURE_BYTES) this.refuse();
    // The closing quote stays in the text, where it ends the string.
    this.mode = "string";
    this.key = null;
    return stop;
  }

  private take(base64: Buffer): void {
    let offset = 0;
    while (offset < base64.length) {
      const limit = this.picture ? BATCH : FIRST_BATCH;
      const n = Math.min(limit - this.pendingLength, base64.length - offset);
      base64.copy(this.pending, this.pendingLength, offset, offset + n);
      this.pendingLength += n;
      offset += n;
      if (this.pendingLength === limit) this.flush();
    }
  }

  private flush(): void {
    if (this.pendingLength === 0) return;
    const decoded = Buffer.from(this.pending.toString("latin1", 0, this.pendingLength), "base64");
    this.pendingLength = 0;
    if (!this.picture) {
      if (!looksLikeImage(decoded)) this.refuse();
      this.picture = Buffer.allocUnsafe(Math.max(this.options.expectedBytes ?? 0, BATCH));
    }
    if (this.pictureLength + decoded.length > this.picture.length) {
      // Content-Length was unknown (or wrong): grow by doubling, still one buffer at the end.
      const grown = Buffer.allocUnsafe(
        Math.max(this.picture.length * 2, this.pictureLength + decoded.length),
      );
      this.picture.copy(grown, 0, 0, this.pictureLength);
      this.picture = grown;
    }
    decoded.copy(this.picture, this.pictureLength);
    this.pictureLength += decoded.length;
  }

  private refuse(): never {
    throw new AppError("bad_request", this.options.notAnImage);
  }
}
