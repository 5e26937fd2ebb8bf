/** Where the server reads the time, so tests can move it. */
export interface Clock {
  now(): Date;
  /** now() in milliseconds, without making a Date (the hot poll reads it twice a request). */
  nowMs(): number;
}

export const systemClock: Clock = { now: () => new Date(), nowMs: () => Date.now() };
