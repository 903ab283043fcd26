/**
 * How many messages one Google account may send (requirement RELAY-LIMIT): at most a few in any
 * hour, in any day and in any 30 days (relay-protocol.ts `accountLimits`), counted over the last
 * hour, day and 30 days rather than by the clock, so no burst at the turn of an hour gets twice
 * the share. Pure: the account's Durable Object (objects.ts) keeps the times and asks here.
 */
import { accountLimits } from '../src/forms/delivery/relay-protocol';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The windows an account's messages are counted in. */
const windows = [
  { per: 'hour', most: accountLimits.hour, lengthMs: hourMs },
  { per: 'day', most: accountLimits.day, lengthMs: dayMs },
  { per: 'month', most: accountLimits.month, lengthMs: 30 * dayMs },
] as const;

/** How long the times of an account's messages are kept: the longest window. */
export const keptForMs = Math.max(...windows.map((window) => window.lengthMs));

export type LimitAnswer =
  | { allowed: true }
  | {
      allowed: false;
      /** The full window that frees last: the one the refusal names. */
      per: 'hour' | 'day' | 'month';
      most: number;
      /** Whole seconds until the next message may go: when every full window has room again. */
      retryAfterSeconds: number;
    };

/** The times still inside the longest window, oldest first. */
export function recent(times: readonly number[], now: number): number[] {
  return times.filter((time) => time > now - keptForMs && time <= now).sort((first, second) => first - second);
}

/**
 * Whether one more message may go now, given the times of the account's earlier ones. Refused, it
 * names the full window that frees last and waits for it: a wait that ended with the hour while the
 * day is full would only be refused again.
 */
export function decide(times: readonly number[], now: number): LimitAnswer {
  const kept = recent(times, now);
  let refusal: LimitAnswer = { allowed: true };
  for (const { per, most, lengthMs } of windows) {
    const inWindow = kept.filter((time) => time > now - lengthMs);
    if (inWindow.length < most) continue;
    // The message that must leave the window first so there is room again.
    const leaving = inWindow[inWindow.length - most] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((leaving + lengthMs - now) / 1000));
    if (refusal.allowed || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { allowed: false, per, most, retryAfterSeconds };
  }
  return refusal;
}
