// The package names `index.d.ts` as its types but ships them as `index.ts.d`, so TypeScript
// finds none; this is the one function RepGate uses (name-key.ts).
declare module "unicode-confusables" {
  /** Every character replaced by its prototype in Unicode's confusables table (TS #39). */
  export function rectifyConfusion(input: string): string;
}
