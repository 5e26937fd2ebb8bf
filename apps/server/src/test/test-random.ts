/**
 * A roll that never lands a critical hit (at most 25 %): queue it before a roll meant for the
 * monster's answer, since an attack's first draw is its critical roll.
 */
export const NO_CRITICAL = 0.999;

/**
 * The app's dice in tests: numbers queued with `next(...)` come out first, then `fallback`.
 * The fallback 0.999 never lands a counter-attack (at most 75 %), never escapes (at most 90 %)
 * and never drops an item (below 100 %), so a test only sees chance where it asks for it.
 */
export class TestRandom {
  private queue: number[] = [];
  fallback = 0.999;

  readonly roll = (): number => this.queue.shift() ?? this.fallback;

  next(...values: number[]): void {
    this.queue.push(...values);
  }

  reset(): void {
    this.queue = [];
    this.fallback = 0.999;
  }
}
