/**
 * The relay's four Durable Objects, which every location of the Worker shares:
 *
 * - `AccountLimit`, one per limited key, named by a hash: an account's messages (by a hash of its
 *   id), the sign-in codes sent to an address or asked for from a network address (by a hash of
 *   either), the site's codes; the times of the kind's longest window, nothing else, deleted once
 *   the last leaves it (limits.ts decides);
 * - `SignInCode`, one per address asking for a code, named by a hash of the address: the code's
 *   keyed hash, when it runs out and its tries left, deleted when it runs out (sign-in-code.ts decides);
 * - `SendingPace`, one for the site: the moments to send at EmailJS's pace (pace.ts decides);
 * - `MonthlySending`, one for the site: the month's count of sends, the day's allowance and the
 *   notices given, no address and no words (month.ts decides).
 *
 * Each handles one call at a time, so two messages of one account, two moments or two sends never race.
 */
import { DurableObject } from 'cloudflare:workers';
import { type LimitAnswer, type LimitKind, decide, keptForMs, recent } from './limits';
import { type MonthAnswer, type MonthState, type SendKind, releaseSend, reserveSend } from './month';
import { type SlotAnswer, nextSlot } from './pace';
import { type CodeOutcome, type CodeState, codeState, tryCode } from './sign-in-code';

const timesKey = 'times';
const kindKey = 'kind';

export class AccountLimit extends DurableObject {
  async #times(now: number, kind: LimitKind): Promise<number[]> {
    return recent((await this.ctx.storage.get<number[]>(timesKey)) ?? [], now, kind);
  }

  /** Counts one of `kind` now if the limit allows it; `at` names it for `release`. */
  async reserve(kind: LimitKind): Promise<LimitAnswer & { at?: number }> {
    const now = Date.now();
    const times = await this.#times(now, kind);
    const answer = decide(times, now, kind);
    if (!answer.allowed) return answer;
    await this.ctx.storage.put(timesKey, [...times, now]);
    await this.ctx.storage.put(kindKey, kind);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm((times[0] ?? now) + keptForMs(kind));
    return { ...answer, at: now };
  }

  /** Forgets a counted one that did not go after all. */
  async release(kind: LimitKind, at: number): Promise<void> {
    const times = await this.#times(Date.now(), kind);
    const index = times.indexOf(at);
    if (index >= 0) await this.ctx.storage.put(timesKey, times.toSpliced(index, 1));
  }

  /** Once the oldest leaves the longest window: forget what is older, and everything once nothing is left. */
  async alarm(): Promise<void> {
    const kind = (await this.ctx.storage.get<LimitKind>(kindKey)) ?? 'account';
    const times = await this.#times(Date.now(), kind);
    if (times.length === 0) {
      await this.ctx.storage.deleteAll();
      return;
    }
    await this.ctx.storage.put(timesKey, times);
    await this.ctx.storage.setAlarm((times[0] ?? Date.now()) + keptForMs(kind));
  }
}

const codeKey = 'code';

export class SignInCode extends DurableObject {
  /** Keeps a new code's hash in place of any earlier one, until it runs out. */
  async keep(hash: string): Promise<void> {
    const state = codeState(hash, Date.now());
    await this.ctx.storage.put(codeKey, state);
    await this.ctx.storage.setAlarm(state.expiresAt);
  }

  /** A try of a code's hash: the outcome; the code is forgotten once it checks or runs out of tries. */
  async try(hash: string): Promise<CodeOutcome> {
    const { outcome, kept } = tryCode(await this.ctx.storage.get<CodeState>(codeKey), hash, Date.now());
    if (kept === undefined) await this.ctx.storage.deleteAll();
    else await this.ctx.storage.put(codeKey, kept);
    return outcome;
  }

  /** Forgets a code that was never sent. */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /** The code has run out. */
  async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
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
