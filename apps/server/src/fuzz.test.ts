import { beforeAll, describe, expect, it } from "vitest";
import { Fuzzer, formatCounts } from "./test/fuzz/fuzzer.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

/** A seeded slice of `npm run fuzz`; FUZZ_COUNT and FUZZ_SEED move it. */
const COUNT = Number(process.env.FUZZ_COUNT ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? 17);

let t: TestApp;
let fuzzer: Fuzzer;
beforeAll(async () => {
  t = await createTestApp();
  fuzzer = new Fuzzer(t);
  await fuzzer.setup();
});

describe("every endpoint of the contracts, fuzzed", () => {
  it("answers valid and hostile input, signed out, signed in and as another hunter, without a 5xx, with {message, code} on every 4xx, and changes nothing of another hunter", async () => {
    const result = await fuzzer.run({ count: COUNT, seed: SEED });
    const summary = result.failures
      .slice(0, 10)
      .map(
        (f) =>
          `${f.why} ${f.status} ${f.request.method} ${f.request.url.slice(0, 120)} [${f.request.mode}] ${f.request.payload ?? ""} → ${f.body}`,
      );
    expect(summary, formatCounts(result)).toEqual([]);
    expect(result.victimChanges).toEqual([]);
    expect(result.sent).toBe(COUNT);
  }, 120_000);
});
