import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformWithOxc } from "vite";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { deferSchemas } from "../../vite-plugins/lazy-contract-schemas.ts";
import { lazySchema } from "./lazy-schema.ts";

describe("lazySchema", () => {
  it("builds the schema on first use, once, and validates as the schema itself", () => {
    let builds = 0;
    const hunter = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1), level: z.number().int() });
    });
    expect(builds).toBe(0);
    expect(hunter.parse({ name: "Jin", level: 3 })).toEqual({ name: "Jin", level: 3 });
    expect(hunter.safeParse({ name: "", level: 1.5 }).success).toBe(false);
    expect(builds).toBe(1);
    expect(hunter).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(hunter.shape)).toEqual(["name", "level"]);
  });

  it("composes like a schema: nested, optional, extended, in a discriminated union", () => {
    const rank = lazySchema(() => z.enum(["E", "D"]));
    const base = lazySchema(() => z.object({ kind: z.literal("hunter"), rank }));
    const other = lazySchema(() => z.object({ kind: z.literal("monster"), hp: z.number() }));
    const either = lazySchema(() => z.discriminatedUnion("kind", [base, other]));
    const wrapper = z.object({ who: either, note: z.string().optional(), rank: rank.optional() });

    expect(wrapper.parse({ who: { kind: "hunter", rank: "E" } })).toEqual({
      who: { kind: "hunter", rank: "E" },
    });
    expect(wrapper.parse({ who: { kind: "monster", hp: 3 }, rank: "D" }).rank).toBe("D");
    expect(wrapper.safeParse({ who: { kind: "hunter", rank: "S" } }).success).toBe(false);
    expect(
      base.extend({ level: z.number() }).parse({ kind: "hunter", rank: "D", level: 2 }),
    ).toEqual({ kind: "hunter", rank: "D", level: 2 });
  });

  it("reports the same errors as the schema built at once", () => {
    const build = () => z.object({ gold: z.number().int().min(0, "Gold cannot be negative") });
    const eager = build().safeParse({ gold: -1 });
    const lazy = lazySchema(build).safeParse({ gold: -1 });
    expect(lazy.error?.issues).toEqual(eager.error?.issues);
  });
});

const CONTRACTS = `${path.resolve(import.meta.dirname, "../../../../packages/contracts/src")}/`;
const modules = [
  ...readdirSync(CONTRACTS).map((name) => name),
  ...readdirSync(`${CONTRACTS}endpoints`).map((name) => `endpoints/${name}`),
].filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

describe("the web build's deferred contract schemas", () => {
  it.each(modules)("%s: every const it defers is a zod schema", async (name) => {
    const file = `${CONTRACTS}${name}`;
    const js = (await transformWithOxc(readFileSync(file, "utf8"), file)).code;
    const { deferred } = deferSchemas(js);
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const constName of deferred) {
      // Not exported: only other schemas of the module can use it, and it is built with them.
      if (!(constName in module)) continue;
      expect(module[constName], `${name}: ${constName}`).toBeInstanceOf(z.ZodType);
    }
  });

  it("defers the schemas the home imports", async () => {
    const file = `${CONTRACTS}user.ts`;
    const js = (await transformWithOxc(readFileSync(file, "utf8"), file)).code;
    expect(deferSchemas(js).deferred).toContain("userSchema");
  });
});
