import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { listModuleFiles, moduleImportsOf } from "../../../../test-support/module-graph.ts";

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.dirname(modulesDir);

/**
 * The only places a module may call another module's repo.ts (everything else goes through
 * the other module's services). Each entry says why the shortcut is the owner's own door.
 */
const FOREIGN_REPOS: Record<string, { from: string[] | "every module"; why: string }> = {
  users: {
    from: "every module",
    why: "the shared kernel: the hunter's row, which every area locks and reads (and writes the columns it owns through the kernel's functions)",
  },
  sessions: { from: ["auth", "accounts"], why: "the one owner of the sessions table" },
  battles: {
    from: ["movement", "parties"],
    why: "a dungeon run's rows, a movement run's included, are written by the battle's module, which calls neither",
  },
  "rate-limits": { from: ["chat", "notifications"], why: "counters shared by every limit" },
  inventory: {
    from: ["battles", "shop"],
    why: "a fight reads the equipped gear; the auction's escrow moves items",
  },
  shop: { from: ["accounts"], why: "a leaving hunter's listings close" },
  chat: { from: ["guilds"], why: "a guild's moderators delete messages of its chat" },
};

/**
 * The data export reads each area's rows about one hunter with a query of that area's own
 * repo.ts: the one file that may reach every module's repo (it only reads).
 */
const EXPORT_FILE = path.join("accounts", "export-sections.ts");

const moduleOf = (file: string) => path.relative(modulesDir, file).split(path.sep)[0] ?? "";

describe("repo owners", () => {
  it("a module calls another's repo.ts only where the list says", async () => {
    const offenders: string[] = [];
    for (const file of await listModuleFiles(modulesDir)) {
      if (path.relative(modulesDir, file) === EXPORT_FILE) continue;
      const from = moduleOf(file);
      for (const target of await moduleImportsOf(modulesDir, file)) {
        const to = moduleOf(target);
        if (to === from || path.basename(target) !== "repo.ts") continue;
        const allowed = FOREIGN_REPOS[to]?.from;
        if (allowed === "every module" || allowed?.includes(from)) continue;
        offenders.push(`${path.relative(modulesDir, file)} -> ${to}/repo.ts`);
      }
    }
    expect(
      offenders,
      "call the module's service, or add the pair to FOREIGN_REPOS with why",
    ).toEqual([]);
  });

  it("each table is written from one module", async () => {
    const writers = await tableWriters();
    const tables = await schemaTables();
    const shared = tables
      .map((table) => `${table}: ${[...(writers.get(table) ?? [])].sort().join(", ")}`)
      .filter((line) => line.includes(","));
    expect(
      shared,
      "write through the owner's functions (its service, or the users kernel)",
    ).toEqual([]);
    // What the test reads is real: the hot tables have their known writers.
    expect([...(writers.get("users") ?? [])]).toEqual(["users"]);
    expect([...(writers.get("friendships") ?? [])]).toEqual(["friends"]);
    expect([...(writers.get("hunterBlocks") ?? [])]).toEqual(["safety"]);
    expect([...(writers.get("battles") ?? [])]).toEqual(["battles"]);
    expect([...(writers.get("sessions") ?? [])]).toEqual(["sessions"]);
    expect([...(writers.get("ledgerEntries") ?? [])]).toEqual(["wallet"]);
  });

  it("lets only the wallet move gold and energy (each move has its ledger row)", async () => {
    const callers: string[] = [];
    const allowed = [path.join("modules", "users", "repo.ts"), path.join("modules", "wallet")];
    for (const file of await listModuleFiles(serverDir)) {
      const relative = path.relative(serverDir, file);
      if (allowed.some((place) => relative.startsWith(place))) continue;
      if (/\bshiftBalance\b/.test(await readFile(file, "utf8"))) callers.push(relative);
    }
    // The scan reads the real wallet: its own call is found where it is allowed.
    expect(await readFile(path.join(modulesDir, "wallet", "service.ts"), "utf8")).toMatch(
      /\bshiftBalance\(/,
    );
    expect(callers, "pay or charge through wallet/service.ts").toEqual([]);
  });

  it("reads a write however drizzle's call is spread over lines", () => {
    const source =
      "await tx\n  .update(battles)\n  .set({});\nawait db.insert(  users ).values(x);";
    expect(writtenTables(source)).toEqual(["battles", "users"]);
  });
});

/** The tables a source file inserts into, updates or deletes from (drizzle's query builder). */
function writtenTables(source: string): string[] {
  return [...source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map((m) => m[1] ?? "");
}

/** The table constants the schema declares (`export const x = pgTable(`). */
async function schemaTables(): Promise<string[]> {
  const dir = path.join(serverDir, "db", "schema");
  const names: string[] = [];
  for (const file of await readdir(dir)) {
    const source = await readFile(path.join(dir, file), "utf8");
    for (const m of source.matchAll(/export const (\w+) = pgTable\(/g)) names.push(m[1] ?? "");
  }
  return names;
}

/** Table -> the module folders whose code writes it (the socket layer counts as `realtime`). */
async function tableWriters(): Promise<Map<string, Set<string>>> {
  const tables = new Set(await schemaTables());
  const writers = new Map<string, Set<string>>();
  const files = [
    ...(await listModuleFiles(modulesDir)).map((file) => [file, moduleOf(file)] as const),
    ...(await listModuleFiles(path.join(serverDir, "realtime"))).map(
      (file) => [file, "realtime"] as const,
    ),
  ];
  for (const [file, owner] of files) {
    for (const table of writtenTables(await readFile(file, "utf8"))) {
      if (!tables.has(table)) continue;
      const set = writers.get(table) ?? new Set<string>();
      set.add(owner);
      writers.set(table, set);
    }
  }
  return writers;
}
