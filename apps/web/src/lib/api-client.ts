import type { z } from "zod";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * A non-success reply. `message` is "<status>: <body text or status text>" (spec part 1,
 * section 7); `serverMessage` is the `message` field of a JSON error body, when there is one,
 * so toasts can show "server message or fallback" (section 8).
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

export interface RequestOptions {
  /**
   * The browser HTTP cache mode. "no-cache" revalidates a stored reply with its ETag (a 304
   * reuses the stored body); "no-store" never keeps or reuses one.
   */
  cache?: RequestCache;
}

/**
 * Calls the API on the same origin with the session cookie. A JSON content type is sent only
 * when there is a body. Resolves to the parsed JSON reply, or null for an empty one.
 */
export async function apiRequest(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const hasBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${response.status}: the server sent a reply that is not JSON`);
  }
}

/** A read typed by its contract schema. */
export async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<z.output<S>> {
  return schema.parse(await apiRequest("GET", path, undefined, options));
}

/** A write whose reply is typed by its contract schema. */
export async function sendJson<S extends z.ZodType>(
  method: Exclude<Method, "GET">,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  return schema.parse(await apiRequest(method, path, body));
}

/**
 * A read of an endpoint that may not exist yet or may have nothing to give: a 404 resolves to
 * null so screens show their honest empty state instead of an error.
 */
export async function getOptional(path: string): Promise<unknown> {
  try {
    return await apiRequest("GET", path);
  } catch (error) {
    if (isApiStatus(error, 404)) return null;
    throw error;
  }
}
