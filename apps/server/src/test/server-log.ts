import { Writable } from "node:stream";
import type { LoggerConfig } from "../lib/logging/lazy-request-logger.ts";
import { productionLogger } from "../lib/logging/request-log.ts";

/** One line the server logged at warn or above, parsed from pino's JSON. */
interface LoggedLine {
  level: number;
  msg: string;
  /** Where it came from: "app" for the in-process app, or a server process's address. */
  source: string;
  [field: string]: unknown;
}

/** A line a test says it provokes on purpose: its message, and optionally its level. */
export interface ExpectedLine {
  msg: string | RegExp;
  level?: "warn" | "error" | "fatal";
}

const LEVELS = { warn: 40, error: 50, fatal: 60 } as const;

const logged: LoggedLine[] = [];
let allowedForTest: ExpectedLine[] = [];
const allowedForFile: ExpectedLine[] = [];

function matches(line: LoggedLine, expected: ExpectedLine): boolean {
  if (expected.level && line.level !== LEVELS[expected.level]) return false;
  return typeof expected.msg === "string" ? line.msg === expected.msg : expected.msg.test(line.msg);
}

/** Takes the lines logged since the last check that no allowance explains. */
function takeUnexpected(allowed: readonly ExpectedLine[]): LoggedLine[] {
  const lines = logged.splice(0);
  return lines.filter((line) => !allowed.some((expected) => matches(line, expected)));
}

function failOn(lines: LoggedLine[], when: string): void {
  if (lines.length === 0) return;
  const shown = lines
    .slice(0, 5)
    .map((line) => JSON.stringify(line))
    .join("\n");
  throw new Error(
    `The server logged ${lines.length} line(s) at warn or above ${when} that no test expected ` +
      `(a warning under normal use is a bug; a test that provokes one says so with ` +
      `allowLogLines):\n${shown}`,
  );
}

/** Fails the test that just ran on a line logged while it ran (per-file-hooks.ts, afterEach). */
export function failOnTestLines(): void {
  const allowed = [...allowedForFile, ...allowedForTest];
  allowedForTest = [];
  failOn(takeUnexpected(allowed), "during this test");
}

/**
 * Fails the file on a line logged around its tests (in beforeAll or afterAll), and forgets
 * its allowances: the next file in this worker starts with none (per-file-hooks.ts, afterAll).
 */
export function failOnFileLines(): void {
  const allowed = allowedForFile.splice(0);
  failOn(takeUnexpected(allowed), "outside the file's tests");
}

/**
 * Lets the current test (or, with `forFile`, every test of the file) log lines matching
 * `expected`: a test that makes the database fail, a request take too long, or a server process
 * shut down on purpose. Anything else logged at warn or above fails it.
 */
export function allowLogLines(expected: ExpectedLine[], { forFile = false } = {}): void {
  if (forFile) allowedForFile.push(...expected);
  else allowedForTest.push(...expected);
}

/** Records one JSON line of a server's log that is at warn or above. */
export function recordLogLine(text: string, source: string): void {
  if (!text.trim()) return;
  let line: LoggedLine;
  try {
    line = { ...(JSON.parse(text) as { level: number; msg: string }), source };
  } catch {
    // A line that is not pino's JSON (a crash printed by Node itself) is worse than a warning.
    line = { level: LEVELS.fatal, msg: text, source };
  }
  if (line.level >= LEVELS.warn) logged.push(line);
}

/** Cuts text that arrives in chunks into whole lines, each handed to the collector. */
function lineRecorder(source: string): (chunk: Buffer) => void {
  let partial = "";
  return (chunk) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    for (const text of lines) recordLogLine(text, source);
  };
}

/** The production logger's settings, at warn, written to the collector instead of stdout. */
export function collectingLogger(): LoggerConfig {
  const record = lineRecorder("app");
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      record(chunk);
      done();
    },
  });
  return { ...productionLogger("warn"), stream };
}

/** Feeds a child process's standard output, line by line, to the collector. */
export function collectProcessLog(output: NodeJS.ReadableStream, source: string): void {
  output.on("data", lineRecorder(source));
}
