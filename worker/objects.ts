/**
 * The relay's three Durable Objects, which every location of the Worker shares:
 *
 * - `AccountLimit`, one per Google account, named by a hash of its id: the times of the account's
 *   messages of the last 30 days, nothing else, deleted 30 days after the last (limits.ts decides);
 * - `SendingPace`, one for the site: the moments to send at EmailJS's pace (pace.ts decides);
 * - `MonthlySending`, one for the site: the month's count of sends, the day's allowance and the
 *   notices given, no address and no words (month.ts decides).
 *
 * Each handles one call at a time, so two messages of one account, two moments or two sends never race.
 */
import { DurableObject } from 'cloudflare:workers';
import { type LimitAnswer, decide, keptForMs, recent } from './limits';
import { type MonthAnswer, type MonthState, type SendKind, releaseSend, reserveSend } from './month';
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

const monthKey = 'month';

export class MonthlySending extends DurableObject {
  /** Counts a send of `kind` if the month allows it, under a plan of `plan` sends. */
  async reserve(kind: SendKind, plan: number): Promise<MonthAnswer> {
    const { state, answer } = reserveSend(await this.ctx.storage.get<MonthState>(monthKey), Date.now(), plan, kind);
    await this.ctx.storage.put(monthKey, state);
    return answer;
  }

  /** Gives back a send counted today that did not go out. */
  async release(plan: number): Promise<void> {
    await this.ctx.storage.put(monthKey, releaseSend(await this.ctx.storage.get<MonthState>(monthKey), Date.now(), plan));
  }
}
