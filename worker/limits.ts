/**
 * How many messages one Google account may send (requirement RELAY-LIMIT): at most 5 in any hour
 * and 20 in any day, counted over the last hour and the last day rather than by the clock, so no
 * burst at the turn of an hour gets twice the share. Pure: the account's Durable Object
 * (objects.ts) keeps the times and asks here.
 */
import { accountLimits } from '../src/forms/delivery/relay-protocol';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The two windows, the shorter first: a refusal names the first that is full. */
const windows = [
  { per: 'hour', most: accountLimits.hour, lengthMs: hourMs },
  { per: 'day', most: accountLimits.day, lengthMs: dayMs },
] as const;

/** How long the times of an account's messages are kept: the longest window. */
export const keptForMs = dayMs;

export type LimitAnswer =
  | { allowed: true }
  | {
      allowed: false;
      /** The window that is full. */
      per: 'hour' | 'day';
      most: number;
      /** Whole seconds until the next message may go: when the oldest in that window leaves it. */
      retryAfterSeconds: number;
    };

/** The times still inside the longest window, oldest first. */
export function recent(times: readonly number[], now: number): number[] {
  return times.filter((time) => time > now - keptForMs && time <= now).sort((first, second) => first - second);
}

/** Whether one more message may go now, given the times of the account's earlier ones. */
export function decide(times: readonly number[], now: number): LimitAnswer {
  const kept = recent(times, now);
  for (const { per, most, lengthMs } of windows) {
    const inWindow = kept.filter((time) => time > now - lengthMs);
    if (inWindow.length < most) continue;
    // The message that must leave the window first so there is room again.
    const leaving = inWindow[inWindow.length - most] ?? now;
    return { allowed: false, per, most, retryAfterSeconds: Math.max(1, Math.ceil((leaving + lengthMs - now) / 1000)) };
  }
  return { allowed: true };
}
