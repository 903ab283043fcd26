/**
 * The relay's two Durable Objects, which every location of the Worker shares:
 *
 * - `AccountLimit`, one per Google account, named by a hash of its id: the times of the account's
 *   messages of the last day, nothing else, deleted a day after the last (limits.ts decides);
 * - `SendingPace`, one for the site: the moments to send at EmailJS's pace (pace.ts decides).
 *
 * Each handles one call at a time, so two messages of one account, or two moments, never race.
 */
import { DurableObject } from 'cloudflare:workers';
import { type LimitAnswer, decide, keptForMs, recent } from './limits';
import { type SlotAnswer, nextSlot } from './pace';

const timesKey = 'times';

export class AccountLimit extends DurableObject {
  async #times(now: number): Promise<number[]> {
    return recent((await this.ctx.storage.get<number[]>(timesKey)) ?? [], now);
  }

  /** Counts a message now if the limit allows it; `at` names it for `release`. */
  async reserve(): Promise<LimitAnswer & { at?: number }> {
    const now = Date.now();
    const times = await this.#times(now);
    const answer = decide(times, now);
    if (!answer.allowed) return answer;
    await this.ctx.storage.put(timesKey, [...times, now]);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm((times[0] ?? now) + keptForMs);
    return { ...answer, at: now };
  }

  /** Forgets a counted message that was not sent after all. */
  async release(at: number): Promise<void> {
    const times = await this.#times(Date.now());
    const index = times.indexOf(at);
    if (index >= 0) await this.ctx.storage.put(timesKey, times.toSpliced(index, 1));
  }

  /** A day after the oldest: forget what is older, and everything once nothing is left. */
  async alarm(): Promise<void> {
    const times = await this.#times(Date.now());
    if (times.length === 0) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.put(timesKey, times);
    await this.ctx.storage.setAlarm((times[0] ?? Date.now()) + keptForMs);
  }
}

export class SendingPace extends DurableObject {
  /** The first moment not yet given out. Kept in memory: the object is only forgotten once idle, when every moment has passed. */
  #freeAt = 0;

  slot(maxWaitMs: number): Promise<SlotAnswer> {
    const { answer, freeAt } = nextSlot(this.#freeAt, Date.now(), maxWaitMs);
    this.#freeAt = freeAt;
    return Promise.resolve(answer);
  }
}
