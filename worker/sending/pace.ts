/**
 * EmailJS takes one request a second from an account (its REST API's rate limit): the relay gives
 * out moments to send, one at a time, a little more than a second apart, from one Durable Object
 * for the whole site (objects.ts `SendingPace`), so two visitors sending in the same second both
 * get through, the second a second later. A message whose moment would come later than it can
 * wait is refused with how long to wait instead (requirement RELAY-SEND). Pure.
 */

/** A second between requests, and a tenth more for the network's jitter between the relay and EmailJS. */
export const sendingGapMs = 1100;

export type SlotAnswer =
  { granted: true; /** When to send, in milliseconds since the epoch. */ at: number } | { granted: false; retryAfterSeconds: number };

/**
 * The next moment to send after `freeAt` (the first moment not yet given out), if it comes within
 * `maxWaitMs`; and the first moment free after it.
 */
export function nextSlot(freeAt: number, now: number, maxWaitMs: number): { answer: SlotAnswer; freeAt: number } {
  const at = Math.max(now, freeAt);
  if (at - now > maxWaitMs) return { answer: { granted: false, retryAfterSeconds: Math.ceil((at - now) / 1000) }, freeAt };
  return { answer: { granted: true, at }, freeAt: at + sendingGapMs };
}
