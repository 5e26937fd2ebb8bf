/**
 * The token of a reset link (`/#reset=<token>`), or null. Its own module: the router asks on
 * every page load, and only a reset link loads the reset screen's code.
 */
export function resetTokenFromHash(hash: string): string | null {
  const match = /^#reset=([A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1] ?? null;
}
