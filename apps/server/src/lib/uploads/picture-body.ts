import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";
import { DataUrlExtractor } from "./data-url-extractor.ts";

/** The JSON around a picture (names, ranks, a description) is small, like any other body. */
const TEXT_LIMIT_BYTES = 64 * 1024;

const pictures = new WeakMap<FastifyRequest, Buffer>();

/**
 * Replaces the JSON parser of the routes registered on `app` (the upload plugins) with one that
 * decodes a picture's data URL in `fields` while the body arrives (lib/uploads/data-url-extractor.ts):
 * a body that is no image is refused after its first bytes, and a picture is held once, as
 * bytes. The spec sends pictures as data URLs inside JSON (part 2: PATCH /api/user/profile
 * `{profileImageUrl}`, the guild's `insignia`), so the shape stays and only the reading changes.
 * The route's body limit holds as it does for Fastify's own parser.
 */
export function parsePicturesFromJson(
  app: FastifyInstance,
  {
    fields,
    notAnImage,
    onRefused,
  }: {
    fields: readonly string[];
    notAnImage: string;
    /** Runs before a body refused while being read is answered (the upload allowance). */
    onRefused: (request: FastifyRequest) => Promise<void>;
  },
): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", (request, payload, done) => {
    const limit = request.routeOptions.bodyLimit ?? TEXT_LIMIT_BYTES;
    const declared = Number(request.headers["content-length"] ?? Number.NaN);
    if (declared > limit) {
      const tooLarge = new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      onRefused(request).then(
        () => done(tooLarge, undefined),
        (failure: Error) => done(failure, undefined),
      );
      return;
    }
    const extractor = new DataUrlExtractor({
      fields,
      notAnImage,
      expectedBytes: Number.isFinite(declared) ? Math.ceil((declared * 3) / 4) : undefined,
    });
    let received = 0;
    let finished = false;
    const finish = (error: Error | null, body?: unknown) => {
      if (finished) return;
      finished = true;
      payload.off("data", onData).off("end", onEnd).off("error", onError);
      if (!error) {
        done(null, body);
        return;
      }
      // A refused body is not read further: the upload allowance closes the connection after the
      // answer (lib/http/guards/upload-allowance.ts), so the rest is never taken in.
      payload.pause();
      onRefused(request).then(
        () => done(error, undefined),
        (failure: Error) => done(failure, undefined),
      );
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      try {
        if (received > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        extractor.write(chunk);
        if (extractor.textLength > TEXT_LIMIT_BYTES) {
          throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        }
      } catch (error) {
        finish(error as Error);
      }
    };
    const onEnd = () => {
      if (Number.isFinite(declared) && received !== declared) {
        finish(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        return;
      }
      const { text, picture } = extractor.end();
      if (picture) pictures.set(request, picture);
      parseJson(request, text, (error, body) => finish(error, body));
    };
    const onError = (error: Error & { statusCode?: number }) => {
      // The client went away mid-body (as Fastify's own parser reads it): its problem, a 400.
      if (!(typeof error.statusCode === "number" && error.statusCode >= 400))
        error.statusCode = 400;
      finish(error);
    };
    payload.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

/**
 * The picture a field carried: the bytes decoded from its data URL. Empty when it held none (a
 * path, a word), which the image check refuses as not an image.
 */
export function pictureOf(request: FastifyRequest, value: string): Buffer {
  return (isDataUrl(value) && pictures.get(request)) || Buffer.alloc(0);
}

/**
 * A field that may hold a picture or an address, as the service takes it: the decoded bytes
 * for a data URL, else the string itself (the hunter's avatar path, an upload's path, the
 * default emoji).
 */
export function pictureOr(request: FastifyRequest, value: string): Buffer | string {
  return isDataUrl(value) ? pictureOf(request, value) : value;
}

const isDataUrl = (value: string) => /^data:/i.test(value);
