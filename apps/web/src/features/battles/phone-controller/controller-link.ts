/**
 * A controller link is `/#controller=<token>` (and `/#controller` to type the code): in the
 * fragment, the token never reaches a server log or a Referer. Its own module: the router asks
 * on every page load, and only a controller link loads the controller's code.
 */
export function controllerLinkFromHash(hash: string): { token: string | null } | null {
  if (hash === "#controller") return { token: null };
  const match = /^#controller=([A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1] ? { token: match[1] } : null;
}

export function controllerLinkOf(origin: string, token: string): string {
  return `${origin}/#controller=${token}`;
}
