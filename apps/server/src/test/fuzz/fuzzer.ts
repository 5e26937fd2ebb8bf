import type { Endpoint } from "@repgate/contracts/endpoint";
import { allEndpoints } from "@repgate/contracts/endpoints/all";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/connect.ts";
import { type Hunter, signUpPlayer } from "../factories.ts";
import { setBalance } from "../wallet-helpers.ts";
import {
  HOSTILE_COOKIES,
  HOSTILE_PATH_IDS,
  HOSTILE_QUERIES,
  HOSTILE_RAW_BODIES,
  hostileValue,
} from "./hostile.ts";
import { idsIn, idsOfAllTables, snapshotHunter, victimChanges } from "./victim.ts";
import { arbitraryOf, type IdPool } from "./zod-arbitrary.ts";

/** Who sends a request: nobody, a hunter about their own things, or a hunter about another's. */
export type Mode = "signed-out" | "signed-in" | "other-hunter";
const MODES: readonly Mode[] = ["signed-out", "signed-in", "other-hunter"];

export interface FuzzRequest {
  endpoint: string;
  mode: Mode;
  /** Signed out only: a forged or broken session cookie, sometimes. */
  cookie?: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
}

interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  body: string;
  why: string;
}

export interface FuzzResult {
  sent: number;
  /** "METHOD /path" → status → count. */
  counts: Map<string, Map<number, number>>;
  failures: FuzzFailure[];
  /** Rows of the victim that changed (beyond the allow-list). */
  victimChanges: string[];
}

const nameOf = (e: Endpoint) => `${e.method} ${e.path}`;

function bodyArbitrary(
  endpoint: Endpoint,
  pool: IdPool,
): fc.Arbitrary<{ contentType?: string; payload?: string }> {
  const json = (value: unknown) => ({
    contentType: "application/json",
    payload: JSON.stringify(value),
  });
  const valid = endpoint.body ? arbitraryOf(endpoint.body, pool) : fc.constant({});
  const mutated = fc
    .tuple(valid, fc.string({ maxLength: 12 }), hostileValue, fc.boolean())
    .map(([value, key, bad, replace]) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return bad;
      const keys = Object.keys(value);
      // Replace one declared key by a hostile value, or add an unknown key.
      const target = replace && keys.length > 0 ? (keys[key.length % keys.length] as string) : key;
      return { ...value, [target]: bad };
    });
  return fc.oneof(
    { weight: endpoint.body ? 5 : 1, arbitrary: valid.map(json) },
    { weight: 5, arbitrary: mutated.map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...HOSTILE_RAW_BODIES)
        .map((payload) => ({ contentType: "application/json", payload })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        {},
        { contentType: "text/plain", payload: "hello" },
        { contentType: "application/x-www-form-urlencoded", payload: "a=1" },
      ),
    },
  );
}

function requestArbitrary(endpoint: Endpoint, mode: Mode, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const params = endpoint.params
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: arbitraryOf(endpoint.params, pool) as fc.Arbitrary<Record<string, unknown>>,
        },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...HOSTILE_PATH_IDS)
            .map((raw) => ({ __raw: raw }) as Record<string, unknown>),
        },
      )
    : fc.constant({} as Record<string, unknown>);
  const query = endpoint.query
    ? fc.oneof(
        (arbitraryOf(endpoint.query, pool) as fc.Arbitrary<Record<string, unknown>>).map(
          (q) =>
            `?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string]))}`,
        ),
        fc.constantFrom(...HOSTILE_QUERIES),
      )
    : fc.oneof(
        { weight: 6, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_QUERIES) },
      );
  const body = endpoint.method === "GET" ? fc.constant({}) : bodyArbitrary(endpoint, pool);
  const cookie =
    mode === "signed-out"
      ? fc.option(fc.constantFrom(...HOSTILE_COOKIES), { nil: undefined, freq: 3 })
      : fc.constant(undefined);
  return fc.tuple(params, query, body, cookie).map(([p, q, b, c]) => {
    const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      "__raw" in p ? String(p.__raw) : encodeURIComponent(String(p[name])),
    );
    return {
      endpoint: nameOf(endpoint),
      mode,
      method: endpoint.method,
      url: `${url}${q}`,
      ...b,
      ...(c === undefined ? {} : { cookie: c }),
    };
  });
}

/**
 * A fuzzer of every endpoint in the contracts registry against one app: a victim hunter with
 * rows of their own, attackers that sign in again whenever a request ended their session, and
 * a seeded stream of valid and hostile requests.
 */
export class Fuzzer {
  private victim!: Hunter;
  private attacker!: Hunter;
  private renewing: Promise<void> | null = null;
  private before = new Map<string, string[]>();
  private arbitraries = new Map<Mode, fc.Arbitrary<FuzzRequest>>();

  constructor(
    private readonly t: { app: FastifyInstance } & Database,
    private readonly endpoints: readonly Endpoint[] = allEndpoints,
  ) {}

  /** Makes the victim (with gold, items and daily rows) and the first attacker. */
  async setup(): Promise<void> {
    this.victim = await this.prepareHunter();
    this.attacker = await this.prepareHunter();
    this.before = await snapshotHunter(this.t.pool, this.victim.user.id);
    await this.refreshPools();
  }

  /** Signs up a hunter past onboarding who has gold, bought things and read every list. */
  private async prepareHunter(): Promise<Hunter> {
    const hunter = await signUpPlayer(this.t);
    await setBalance(this.t.db, hunter.user.id, "gold", 50_000);
    const headers = { cookie: hunter.cookie };
    for (const endpoint of this.endpoints) {
      if (endpoint.method === "GET" && !endpoint.params && endpoint.auth) {
        await this.t.app.inject({ method: "GET", url: endpoint.path, headers });
      }
    }
    const items = await this.t.app.inject({ method: "GET", url: "/api/shop/items", headers });
    if (items.statusCode === 200) {
      for (const item of (items.json() as { id: string }[]).slice(0, 4)) {
        await this.t.app.inject({
          method: "POST",
          url: "/api/shop/purchase",
          headers,
          payload: { itemId: item.id },
        });
      }
    }
    return hunter;
  }

  /** Rebuilds the request generators from the ids that exist now. */
  async refreshPools(): Promise<void> {
    const everything = await idsOfAllTables(this.t.pool);
    const victimIds = idsIn(this.before);
    const attackerIds = idsIn(await snapshotHunter(this.t.pool, this.attacker.user.id));
    const reference = everything.filter((id) => !/^[0-9a-f-]{36}$/i.test(id));
    const pools: Record<Mode, IdPool> = {
      "signed-out": { ids: everything },
      "signed-in": { ids: [...attackerIds, ...reference] },
      "other-hunter": { ids: [...victimIds, this.victim.user.id, ...reference] },
    };
    for (const mode of MODES) {
      const perEndpoint = this.endpoints.map((e) => requestArbitrary(e, mode, pools[mode]));
      this.arbitraries.set(mode, fc.oneof(...perEndpoint));
    }
  }

  private async renewAttacker(): Promise<void> {
    this.renewing ??= (async () => {
      this.attacker = await this.prepareHunter();
      this.renewing = null;
    })();
    await this.renewing;
  }

  /** Sends `count` seeded requests, `concurrency` at a time, and checks every answer. */
  async run(options: {
    count: number;
    seed: number;
    concurrency?: number;
    batch?: number;
    onBatch?: (result: FuzzResult) => void;
  }): Promise<FuzzResult> {
    const { count, seed, concurrency = 8, batch = 500 } = options;
    const result: FuzzResult = { sent: 0, counts: new Map(), failures: [], victimChanges: [] };
    const all = fc.oneof(...MODES.map((m) => this.arbitraries.get(m) as fc.Arbitrary<FuzzRequest>));
    for (let start = 0, round = 0; start < count; start += batch, round += 1) {
      const requests = fc.sample(all, {
        seed: seed + round,
        numRuns: Math.min(batch, count - start),
      });
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next++] as FuzzRequest;
          await this.send(request, result);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      if (round % 10 === 9) await this.refreshPools();
      options.onBatch?.(result);
    }
    result.victimChanges = victimChanges(
      this.before,
      await snapshotHunter(this.t.pool, this.victim.user.id),
    );
    return result;
  }

  private async send(request: FuzzRequest, result: FuzzResult): Promise<void> {
    const headers: Record<string, string> = {};
    if (request.mode !== "signed-out") headers.cookie = this.attacker.cookie;
    else if (request.cookie !== undefined) headers.cookie = request.cookie;
    if (request.contentType) headers["content-type"] = request.contentType;
    const response = await this.t.app.inject({
      method: request.method as "GET",
      url: request.url,
      headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    result.sent += 1;
    const status = response.statusCode;
    const byStatus = result.counts.get(request.endpoint) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    result.counts.set(request.endpoint, byStatus);
    const fail = (why: string) =>
      result.failures.push({
        request: { ...request, payload: request.payload?.slice(0, 300) },
        status,
        body: response.body.slice(0, 500),
        why,
      });
    if (status >= 500) fail("5xx");
    else if (status >= 400) {
      let shape: { message?: unknown; code?: unknown } = {};
      try {
        shape = response.json();
      } catch {
        // not JSON: reported below
      }
      if (
        typeof shape.message !== "string" ||
        shape.message === "" ||
        typeof shape.code !== "string"
      ) {
        fail("4xx without {message, code}");
      }
    }
    // A session ended (logout, account deleted): the next signed-in requests need a new one.
    if (request.mode !== "signed-out" && status === 401) await this.renewAttacker();
    else if (request.mode !== "signed-out" && /logout|account/.test(request.url) && status < 400)
      await this.renewAttacker();
  }
}

/** A table of counts by endpoint and status, for people. */
export function formatCounts(result: FuzzResult): string {
  const statuses = [...new Set([...result.counts.values()].flatMap((m) => [...m.keys()]))].sort(
    (a, b) => a - b,
  );
  const width = Math.max(...[...result.counts.keys()].map((k) => k.length), 8);
  const lines = [
    `${"endpoint".padEnd(width)} ${statuses.map((s) => String(s).padStart(6)).join(" ")}   total`,
  ];
  for (const [endpoint, byStatus] of [...result.counts].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    lines.push(
      `${endpoint.padEnd(width)} ${statuses.map((s) => String(byStatus.get(s) ?? 0).padStart(6)).join(" ")}   ${total}`,
    );
  }
  return lines.join("\n");
}
