/**
 * What the tests send through one relay in a run, at most: the month's every-day test
 * (worker/sending/month.test.ts) runs EmailJS's month with it on every day of two years, and the
 * suite checks, once it has run, that it sent no more (tests/worker/relay.worker.test.ts's
 * `afterAll`). The browser tests, the engines and the load run give their relays a month no run can
 * spend (`unspendableMonth`), so their traffic never meets the month at all.
 */
import { localRelaySetting } from './local-relay-settings.ts';

/** EmailJS's month of the browser tests', the engines' and the load run's relays: no run comes near it. */
export const unspendableMonth = 1_000_000;

export interface RelayTraffic {
  /** The relay's month (`EMAILJS_MONTHLY_SENDS`). */
  plan: number;
  /** Messages that are an account's first in 30 days. */
  firstMessages: number;
  /** Any other messages. */
  otherMessages: number;
  /** Sign-in codes. */
  codes: number;
}

export const relayTraffic: Record<'worker', RelayTraffic> = {
  worker: { plan: Number(localRelaySetting('EMAILJS_MONTHLY_SENDS')), firstMessages: 40, otherMessages: 15, codes: 12 },
};
