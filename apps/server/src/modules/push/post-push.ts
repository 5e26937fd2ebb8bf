import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { endpointRefusal, isPublicAddress, publicOnlyLookup } from "./push-endpoint.ts";

/** A push service slower than this is treated as down for this push. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** Thrown when the endpoint or the address it resolves to is not one a push may go to. */
export class RefusedEndpoint extends Error {}

/**
 * POSTs one push and answers the push service's status. Only a push service's https endpoint is
 * reached, on a public address checked when it is resolved (publicOnlyLookup); redirects are not
 * followed (http.request never does). `httpOrigins` are the test-only stand-in's, reached over
 * plain http without the address check (docs/decisions/038).
 */
export function postPush(push: PushRequest, httpOrigins: readonly string[]): Promise<number> {
  const refusal = endpointRefusal(push.endpoint, httpOrigins);
  if (refusal) return Promise.reject(new RefusedEndpoint(refusal));
  const url = new URL(push.endpoint);
  const standIn = httpOrigins.includes(url.origin);
  // An IP literal is connected to without any lookup, so it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!standIn && isIP(literal) && !isPublicAddress(literal)) {
    return Promise.reject(new RefusedEndpoint(`${literal} is not a public address`));
  }
  const send = standIn ? httpRequest : httpsRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: push.method,
        headers: { ...push.headers, "content-length": String(push.body.length) },
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        ...(standIn ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(push.body);
  });
}
