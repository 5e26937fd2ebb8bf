import type { Endpoint, EndpointInput, EndpointReply } from "@repgate/contracts/endpoint";
import { currentLanguage } from "./i18n/i18n.ts";
import { languageFromBrowser, PSEUDO_LANGUAGE } from "./i18n/languages.ts";

/**
 * A non-success reply. `message` is "<status>: <body text or status text>" (docs/game-rules/
 * screens.md §1); `serverMessage` is the `message` field of a JSON error body, when there is
 * one, so toasts can show "server message or fallback".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly code: string | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    const parsed = parseErrorBody(bodyText);
    this.serverMessage = parsed.message;
    this.code = parsed.code;
  }
}

function parseErrorBody(text: string): { message?: string; code?: string } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return {};
    const { message, code } = body as Record<string, unknown>;
    return {
      message: typeof message === "string" && message.trim() ? message : undefined,
      code: typeof code === "string" ? code : undefined,
    };
  } catch {
    return {};
  }
}

/** The server's own words for a failure, or the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isApiStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

interface CallOptions {
  /**
   * The browser HTTP cache mode. "no-cache" revalidates a stored reply with its ETag (a 304
   * reuses the stored body); "no-store" never keeps or reuses one.
   */
  cache?: RequestCache;
  /** "include" unless said otherwise; a public read (a watch link's) sends no cookie: "omit". */
  credentials?: RequestCredentials;
}

/** `input` may be left out when the endpoint takes no params, query or body. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

/**
 * The server's messages (errors, replies shown as they are) come back in the app's language. The
 * browser already sends its own languages; the header is replaced only when the hunter picked
 * another, so a plain read stays one a page preload can serve (vite-plugins/route-reads.ts).
 */
function languageHeader(): Record<string, string> {
  const language = currentLanguage();
  const wanted = language === PSEUDO_LANGUAGE ? "en" : language;
  const browser = typeof navigator === "undefined" ? [] : (navigator.languages ?? []);
  return wanted === languageFromBrowser(browser) ? {} : { "Accept-Language": wanted };
}

/** None at all for a plain read in the browser's own language: a preload can serve it. */
function headersOf(hasBody: boolean): Record<string, string> | undefined {
  const headers = {
    ...languageHeader(),
    ...(hasBody ? { "Content-Type": "application/json" } : {}),
  };
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** The endpoint's path with each `:name` replaced by its URL-encoded value. */
function pathOf(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path} needs the "${name}" parameter`);
    }
    return encodeURIComponent(String(value));
  });
}

function urlOf(endpoint: Endpoint, input: EndpointInput<Endpoint>): string {
  const path = pathOf(endpoint, input.params as Record<string, unknown> | undefined);
  const query = input.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls a declared endpoint on the same origin with the session cookie. A JSON content type is
 * sent only when there is a body. The reply (null when empty) is parsed with the endpoint's
 * reply schema, so a reply the contract does not describe fails here, not deep in a screen.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[input = {} as EndpointInput<E>, options = {}]: CallArgs<E>
): Promise<EndpointReply<E>> {
  const body = (input as EndpointInput<Endpoint>).body;
  const hasBody = body !== undefined;
  const response = await fetch(urlOf(endpoint, input as EndpointInput<Endpoint>), {
    method: endpoint.method,
    credentials: options.credentials ?? "include",
    headers: headersOf(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  // A 204 endpoint's success says it all; whatever body came with it means nothing.
  if (endpoint.replyKind === "empty") return null as EndpointReply<E>;
  let reply: unknown = null;
  if (text) {
    try {
      reply = JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${response.status}: the server sent a reply that is not JSON`);
    }
  }
  return endpoint.reply.parse(reply) as EndpointReply<E>;
}

/** Where to send the browser for an endpoint that is a navigation (a redirect or a page), not a fetch. */
export function hrefOf(endpoint: Endpoint, params?: Record<string, unknown>): string {
  if (endpoint.replyKind !== "redirect" && endpoint.replyKind !== "page") {
    throw new Error(`${endpoint.method} ${endpoint.path} is fetched with call(), not navigated to`);
  }
  return pathOf(endpoint, params);
}
