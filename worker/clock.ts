/**
 * The relay's clock: what its limits, its month, its moments to send, its codes and its outbox
 * count by. The Worker that ships runs on the platform's own time; local mode's entry
 * (stand-ins/relay-worker.ts) may set it to another date, so that a test brings its own day of the
 * month rather than CI's (docs/testing.md, "A test brings its own date"). Google's sign-in is
 * checked on the platform's time whatever this says: Google signed it on the world's clock.
 */
export interface Clock {
  /** Now, in milliseconds since the epoch, as the relay counts. */
  now: () => number;
  /** The platform's time of a moment on this clock: when to set a Durable Object's alarm for it. */
  platformTime: (at: number) => number;
}

export const platformClock: Clock = { now: () => Date.now(), platformTime: (at) => at };

/** A clock `offsetMs` ahead of the platform's (behind, when negative), running at its pace. */
export function shiftedClock(offsetMs: number): Clock {
  return { now: () => Date.now() + offsetMs, platformTime: (at) => at - offsetMs };
}
