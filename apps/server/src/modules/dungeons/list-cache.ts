import { createHash } from "node:crypto";
import { type Encoding, encodeJson } from "../../lib/http/content-encoding.ts";
import type { DungeonListing } from "./service.ts";

export interface CachedDungeonList {
  /** The JSON reply, serialised once. */
  body: string;
  /** A strong ETag of the body: the same list gives the same tag on every instance. */
  etag: string;
  /** The body compressed once, with its own ETag per encoding (as representations differ). */
  encoded: Record<Encoding, { bytes: Buffer; etag: string }>;
  validFrom: number;
  validUntil: number;
}

/**
 * The dungeon list is the same for every hunter and cannot change before the next gate opens
 * or closes, so one serialised copy serves every poll until then with no database round trip.
 * Concurrent misses share one load. Losing the cache (a restart) only costs one load.
 */
export class DungeonListCache {
  private current: CachedDungeonList | null = null;
  private pending: Promise<CachedDungeonList> | null = null;

  constructor(private readonly load: (now: Date) => Promise<DungeonListing>) {}

  /** The list valid at `nowMs` when it is already in memory, without a promise (the hot path). */
  peek(nowMs: number): CachedDungeonList | null {
    const cached = this.current;
    return cached && isValidAt(cached, nowMs) ? cached : null;
  }

  async get(now: Date): Promise<CachedDungeonList> {
    const cached = this.peek(now.getTime());
    if (cached) return cached;
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    const loaded = await this.pending;
    // A load started for another instant (a test clock moved) may not cover this one.
    return isValidAt(loaded, now.getTime()) ? loaded : this.refresh(now);
  }

  private async refresh(now: Date): Promise<CachedDungeonList> {
    const listing = await this.load(now);
    const body = JSON.stringify(listing.dungeons);
    const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const entry = {
      body,
      etag: `"${digest}"`,
      encoded: {
        br: { bytes: encodeJson(body, "br", "thorough"), etag: `"${digest}-br"` },
        gzip: { bytes: encodeJson(body, "gzip", "thorough"), etag: `"${digest}-gzip"` },
      },
      validFrom: now.getTime(),
      validUntil: listing.validUntil,
    };
    if (!this.current || this.current.validFrom <= entry.validFrom) this.current = entry;
    return entry;
  }
}

function isValidAt(entry: CachedDungeonList, t: number): boolean {
  return entry.validFrom <= t && t < entry.validUntil;
}

/**
 * True when an If-None-Match header names this list (or `*`); weak tags compare equal, and so
 * do the tags of the same body in another encoding (a client that changed encodings still
 * holds the same list).
 */
export function etagMatches(header: string | undefined, list: CachedDungeonList): boolean {
  if (!header) return false;
  // What a polling browser sends back: the very tag it was given, compared without building a
  // string (this runs on every poll).
  if (
    header === list.etag ||
    header === list.encoded.br.etag ||
    header === list.encoded.gzip.etag
  ) {
    return true;
  }
  return header
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/-(br|gzip)"$/, '"'),
    )
    .some((tag) => tag === "*" || tag === list.etag);
}
