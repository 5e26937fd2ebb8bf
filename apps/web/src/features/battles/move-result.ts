import { serverMessageOr } from "../../lib/api-client.ts";

/**
 * What the last move did, from the server's reply, or what went wrong. The battle says it here,
 * in the panel, rather than in a toast: a toast sat over Attack, Items, Magic and Run Away for
 * five seconds on a phone (issue 41).
 */
export interface MoveResult {
  title: string;
  message: string;
  /** The monster's counter-attack, shown in red. */
  counter: string | null;
  /** A failure (a refused move, a lost connection): shown in red, its message on every screen. */
  failed?: boolean;
}

/** A failure said in the result area: the title and the server's message (or `fallback`). */
export function failureResult(title: string, error: unknown, fallback: string): MoveResult {
  return { title, message: serverMessageOr(error, fallback), counter: null, failed: true };
}
