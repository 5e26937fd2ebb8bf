import fc from "fast-check";

/**
 * Values worth trying where the contracts take an id or a key: ids of real rows (the caller's
 * own, another hunter's, reference data), so that generated requests reach past "not found".
 */
export interface IdPool {
  ids: readonly string[];
}

interface Def {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): Def[] {
  return ((def.checks as unknown[] | undefined) ?? []).map((c) => defOf(c));
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An arbitrary of mostly valid inputs of a zod (v4) schema, by walking its definition. It is
 * approximate on purpose (regexes and refinements are not solved): the fuzzer only needs most
 * inputs to pass validation so that the handlers behind it are reached.
 */
export function arbitraryOf(schema: unknown, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringOf(def, pool);
    case "number":
    case "int":
      return numberOf(def);
    case "bigint":
      return fc.integer().map(String);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "optional":
      return fc.option(arbitraryOf(def.innerType, pool, depth), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(arbitraryOf(def.innerType, pool, depth), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return arbitraryOf(def.innerType, pool, depth);
    case "pipe":
      return arbitraryOf(def.in, pool, depth);
    case "lazy":
      return depth > 3
        ? fc.constant(null)
        : arbitraryOf((def.getter as () => unknown)(), pool, depth + 1);
    case "array": {
      const checks = checksOf(def);
      const min = Number(checks.find((c) => c.check === "min_length")?.minimum ?? 0);
      const max = Number(checks.find((c) => c.check === "max_length")?.maximum ?? min + 4);
      return fc.array(arbitraryOf(def.element, pool, depth + 1), {
        minLength: min,
        maxLength: Math.min(max, min + 6),
      });
    }
    case "tuple":
      return fc.tuple(...(def.items as unknown[]).map((i) => arbitraryOf(i, pool, depth + 1)));
    case "record":
      return fc.dictionary(
        fc.string({ maxLength: 8 }),
        arbitraryOf(def.valueType, pool, depth + 1),
        { maxKeys: 3 },
      );
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      const entries = Object.entries(shape).map(
        ([key, value]) => [key, arbitraryOf(value, pool, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries)).map((value) => {
        // Optional keys generated as undefined are left out, as JSON would.
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
          if (v !== undefined) out[k] = v;
        }
        return out;
      });
    }
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((o) => arbitraryOf(o, pool, depth + 1)));
    case "intersection":
      return fc
        .tuple(arbitraryOf(def.left, pool, depth + 1), arbitraryOf(def.right, pool, depth + 1))
        .map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    default:
      // unknown, any, and anything new: a JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(def: Def, pool: IdPool): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format =
    (def.format as string | undefined) ?? checks.find((c) => c.check === "string_format")?.format;
  const uuids = pool.ids.filter((id) => UUID_RE.test(id));
  if (format === "uuid" || format === "guid") {
    return uuids.length > 0
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...uuids) },
          { weight: 1, arbitrary: fc.uuid() },
        )
      : fc.uuid();
  }
  if (format === "email") {
    return fc
      .tuple(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(99_999))
      .map(([a, n]) => `${a}${n}@example.com`);
  }
  const min = Number(checks.find((c) => c.check === "min_length")?.minimum ?? 0);
  const declaredMax = checks.find((c) => c.check === "max_length")?.maximum;
  const regex = checks.find((c) => c.check === "string_format" && c.format === "regex")?.pattern;
  // A pattern decides its own length unless the schema caps it: an invented cap could leave the
  // filter below nothing to accept, and fast-check would look for ever.
  const max = Number(declaredMax ?? (regex instanceof RegExp ? Infinity : Math.max(min, 24)));
  const plain: fc.Arbitrary<string> =
    regex instanceof RegExp
      ? fc.stringMatching(regex).filter((s) => s.length >= min && s.length <= max)
      : fc.string({ minLength: min, maxLength: Math.min(max, min + 24) });
  const fromPool = pool.ids.filter((id) => id.length >= min && id.length <= max);
  return fromPool.length > 0
    ? fc.oneof(
        { weight: 2, arbitrary: plain },
        { weight: 2, arbitrary: fc.constantFrom(...fromPool) },
      )
    : plain;
}

function numberOf(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = def.type === "int";
  for (const c of checks) {
    if (c.check === "greater_than") min = Math.max(min, Number(c.value) + (c.inclusive ? 0 : 1e-6));
    if (c.check === "less_than") max = Math.min(max, Number(c.value) - (c.inclusive ? 0 : 1e-6));
    if (c.check === "number_format" && String(c.format).includes("int")) integer = true;
  }
  if (def.format !== undefined && String(def.format).includes("int")) integer = true;
  if (integer) {
    const lo = Math.ceil(min);
    const hi = Math.floor(max);
    return lo <= hi ? fc.integer({ min: lo, max: hi }) : fc.constant(lo);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}
