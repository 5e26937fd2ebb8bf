import type { FastifyBaseLogger } from "fastify";
import { type DestinationStream, type LoggerOptions, pino } from "pino";
import { requestSerializers } from "./log-serializers.ts";

// Fastify's index does not export pino's names for these.
type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger["child"]>[1]>;

type LogMethod = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/** What the app is given to log with: pino's options, and where the lines go (stdout if none). */
export type LoggerConfig = LoggerOptions & { stream?: DestinationStream };

/**
 * A logger whose children are made when they write their first line. Fastify asks for a child
 * for every request (binding its `reqId`), and pino serialises a child's bindings when it is
 * made; at the `npm start` settings a request logs only when it fails or is slow (request-log.ts),
 * so the dungeon poll paid for a child per request that it never used (docs/decisions/030).
 */
class LazyLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null;

  constructor(
    private readonly parent: LazyLogger | null,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
    made: FastifyBaseLogger | null = null,
  ) {
    this.made = made;
  }

  private get logger(): FastifyBaseLogger {
    // Only the root is made up front, so a logger not yet made always has a parent.
    this.made ??= (this.parent as LazyLogger).logger.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? (this.parent as LazyLogger).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return new LazyLogger(this, bindings, options ?? {});
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

/** `root`, with every child (and theirs) made on its first line. */
export function withLazyChildren(root: FastifyBaseLogger): FastifyBaseLogger {
  return new LazyLogger(null, {}, {}, root);
}

/** The app's logger: pino as configured, safe for Fastify's own lines, children made lazily. */
export function appLogger({ stream, ...config }: LoggerConfig): FastifyBaseLogger {
  const options = { ...config, serializers: { ...requestSerializers, ...config.serializers } };
  return withLazyChildren(stream ? pino(options, stream) : pino(options));
}
