import fc from "fast-check";

/** Strings a careless server chokes on: NUL, lone surrogates, bidi and zero-width, huge. */
const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDC00y",
  "\uDBFF\uDFFF",
  "\u202E\u2066evil\u2069",
  "\u200B\u200C\u200D\uFEFF",
  "x".repeat(20_000),
  "🜲".repeat(5_000),
  "../../../etc/passwd",
  "' OR 1=1 --",
  "%00",
  "%",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
  "6f9619ff-8b86-4d01-b42d-00c04fc964f", // one digit short
  "<script>alert(1)</script>",
  "\n\r\t",
];

/** Numbers at the edges of every type PostgreSQL and JavaScript have, and past them. */
const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-9,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** Any JSON value that is wrong: a hostile string or number, the wrong type, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { "": "" }, ["x", 1]),
  },
  { weight: 1, arbitrary: fc.constantFrom(nested(50), nested(400)) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * Whole bodies that are not JSON objects, sent as raw text: broken JSON, JSON that parses to
 * Infinity, a prototype key, a huge body, deep nesting no schema allows.
 */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  "",
  "{",
  "nul",
  "[]",
  "null",
  '"x"',
  "1e999",
  '{"amount":1e999}',
  '{"quantity":-1e999,"itemId":"x"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `{"a":"${"x".repeat(70_000)}"}`,
  `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`,
  '{"a":1,"a":2}',
  "\uFEFF{}",
];

/** Path ids a router and a database must both survive, already URL-encoded. */
export const HOSTILE_PATH_IDS: readonly string[] = [
  "%00",
  "%ZZ",
  "%",
  "%ED%A0%80",
  "%F0%9F",
  "..%2F..%2Fetc",
  "x".repeat(20_000),
  "-1",
  "0",
  "1e5",
  "null",
  "undefined",
  "__proto__",
  "%E2%80%AE",
  "%E2%80%8B",
  "00000000-0000-0000-0000-000000000000",
  "6F9619FF-8B86-4D01-B42D-00C04FC964FF",
  "6f9619ff8b864d01b42d00c04fc964ff",
  "6f9619ff-8b86-4d01-b42d-00c04fc964ff%00",
  "%20",
];

/** Query strings with unknown keys, repeated keys and hostile values. */
export const HOSTILE_QUERIES: readonly string[] = [
  "",
  "?a=1",
  "?__proto__[x]=1",
  "?limit=-1&limit=2",
  "?limit=1e309",
  "?offset=99999999999999999999",
  "?x=%00",
  "?x=%ED%A0%80",
  `?x=${"y".repeat(5_000)}`,
  "?=&&==",
  "?a[b][c][d][e]=1",
];

/** Session cookies nobody was given: empty, forged, huge, broken encodings, several at once. */
export const HOSTILE_COOKIES: readonly string[] = [
  "repgate_session=",
  "repgate_session=x",
  "repgate_session=6f9619ff-8b86-4d01-b42d-00c04fc964ff",
  `repgate_session=${"a".repeat(4_000)}`,
  "repgate_session=%00",
  "repgate_session=%ZZ",
  "repgate_session=%ED%A0%80",
  "repgate_session=a; repgate_session=b",
  "repgate_session",
  "=;;=;",
];
