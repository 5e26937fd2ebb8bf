import type { FastifyBaseLogger } from "fastify";

// Fastify's index does not export pino's names for these.
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

type LogMethod = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * `request.log` for one request: the same lines, with the same `reqId`, as the pino child
 * Fastify makes by default, but that child is made only when the request writes its first line.
 * Fastify makes one for every request, and pino serialises its bindings when it does; at the
 * `npm start` settings a request logs only when it fails or is slow (request-log.ts), so the
 * dungeon poll paid for a child per request that it never used (docs/decisions/030).
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  // Methods on the prototype, not arrow fields: a request that never logs allocates one object.
  fatal(...args: unknown[]): void {
    this.write("fatal", args);
  }
  error(...args: unknown[]): void {
    this.write("error", args);
  }
  warn(...args: unknown[]): void {
    this.write("warn", args);
  }
  info(...args: unknown[]): void {
    this.write("info", args);
  }
  debug(...args: unknown[]): void {
    this.write("debug", args);
  }
  trace(...args: unknown[]): void {
    this.write("trace", args);
  }
  silent(): void {}

  private write(method: LogMethod, args: unknown[]): void {
    const logger = this.logger;
    (logger[method] as (...a: unknown[]) => void).apply(logger, args);
  }
}

/** Fastify's `childLoggerFactory`: a request's logger, made on its first line (see above). */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}
