/** The clock is injected so tests can fix time (session expiry, throttling, timestamps). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told. */
export function fixedClock(
  start: string | Date,
): Clock & { set(t: string | Date): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (v) => (t = new Date(v).getTime()),
    advance: (ms) => (t += ms),
  };
}
