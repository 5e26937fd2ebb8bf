import { config } from "zod";

/*
 * Imported first by main.tsx, before any contract builds a schema. The page's CSP allows no
 * eval of strings (apps/server/src/lib/security/security-headers.ts), so zod can never compile
 * its fast object parsers here; left to find that out, it tries `new Function("")` while the
 * first object schema is built, which the browser refuses with a CSP violation report: about
 * 18 ms of the home's first long task on a busy host. Saying so up front skips the probe; zod
 * validates exactly as before, with the parsers it already falls back to.
 */
config({ jitless: true });
