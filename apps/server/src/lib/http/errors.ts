/** Codes the error handler maps to HTTP statuses; the message is what a person reads. */
const STATUS_BY_CODE = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  /** What was asked for existed and is no more (an invitation whose reason died). */
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS_BY_CODE;

export class AppError extends Error {
  /** Seconds a client should wait before trying again (sent as Retry-After), if it should. */
  readonly retryAfterS: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterS?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.retryAfterS = options.retryAfterS;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export function codeForStatus(status: number): ErrorCode {
  const found = Object.entries(STATUS_BY_CODE).find(([, s]) => s === status);
  if (found) return found[0] as ErrorCode;
  return status >= 500 ? "internal" : "bad_request";
}
