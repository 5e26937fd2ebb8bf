/**
 * How often the web polls what no event announces. The server's idle-connection timeout is
 * derived from the slowest, so a polling client always finds its kept-alive connection open.
 */
export const POLL_MS = {
  dungeons: 1_000,
  notifications: 30_000,
  friends: 30_000,
} as const;

export const SLOWEST_POLL_MS = Math.max(...Object.values(POLL_MS));
