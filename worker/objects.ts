/**
 * The relay's five Durable Objects, which every location of the Worker shares:
 *
 * - `AccountLimit`, one per limited key, named by a hash: an account's messages (by a hash of its
 *   id), the sign-in codes sent to an address or asked for from a network address (by a hash of
 *   either), the site's codes; the times of the kind's longest window, nothing else, deleted once
 *   the last leaves it (limits.ts decides);
 * - `SignInCode`, one per address asking for a code, named by a hash of the address: the code's
 *   keyed hash, when it runs out and its tries left, deleted when it runs out (sign-in-code.ts decides);
 * - `SendingPace`, one for the site: the moments to send at EmailJS's pace (sending/pace.ts decides);
 * - `MonthlySending`, one for the site: EmailJS's month, its codes and messages counted and the
 *   notices given, no address and no words (sending/month.ts decides);
 * - `Outbox`, one for the site: the office's copies that wait for their channel, until they go or
 *   three days pass, and the keys of messages answered (sending/outbox.ts decides).
 *
 * Each handles one call at a time, so two messages of one account, two moments or two sends never
 * race. They count on the relay's clock (clock.ts) and reach the outside world as the Worker does:
 * both come from the entry that exports them (`siteObjects`), the Worker that ships or local mode's.
 */
import { DurableObject } from 'cloudflare:workers';
import type { Clock } from './clock';
import { type LimitKind, type Reservation, decide, keptForMs, recent } from './limits';
import { carryLetter } from './sending/channels';
import {
  type MonthAnswer,
  type MonthState,
  type SendAsk,
  type SendKind,
  currentMonth,
  noticeDue,
  noticeGiven,
  releaseSend,
  reserveSend,
} from './sending/month';
import { type Handed, type Handover, OutboxCore } from './sending/outbox';
import { type SlotAnswer, nextSlot } from './sending/pace';
import { type AddressCodes, type CodeOutcome, codeState, tryCode, withCode, withoutCode } from './sign-in-code';
import type { SendEmailBinding, SitePlatform } from './site-platform';
import { sendEmail } from './sending/emailjs';
import { type RelayVariables, relaySettings } from './settings';

/** EmailJS's month as the outbox reaches it. */
interface MonthCounter {
  reserve: (ask: SendAsk, plan: number) => Promise<MonthAnswer>;
  release: (kind: SendKind) => Promise<void>;
  notice: (plan: number) => Promise<{ left: number; plan: number } | undefined>;
  noticed: (plan: number) => Promise<void>;
}

/** What the objects read of the Worker's environment: its settings, the office's email, and the two objects the outbox asks. */
export interface ObjectsEnv extends RelayVariables {
  OFFICE_EMAIL?: SendEmailBinding;
  MONTHLY_SENDING: DurableObjectNamespace<MonthCounter>;
  SENDING_PACE: DurableObjectNamespace<{ slot: (maxWaitMs: number) => Promise<SlotAnswer> }>;
}

const timesKey = 'times';
const kindKey = 'kind';
const codeKey = 'code';
const monthKey = 'month';

/** The Durable Objects of a Worker whose outside world and clock are `platformOf`'s. */
export function siteObjects(platformOf: (env: ObjectsEnv) => SitePlatform) {
  /** An object of the site's: its clock, as its entry gives it. */
  abstract class SiteObject extends DurableObject<ObjectsEnv> {
    protected get platform(): SitePlatform {
      return platformOf(this.env);
    }

    protected get clock(): Clock {
      return this.platform.clock;
    }

    protected async alarmAt(at: number | null): Promise<void> {
      if (at === null) await this.ctx.storage.deleteAlarm();
      else await this.ctx.storage.setAlarm(this.clock.platformTime(at));
    }
  }

  class AccountLimit extends SiteObject {
    async #times(now: number, kind: LimitKind): Promise<number[]> {
      return recent((await this.ctx.storage.get<number[]>(timesKey)) ?? [], now, kind);
    }

    /** Counts one of `kind` now if the limit allows it; `at` names it for `release`, `earlier` counts those before it. */
    async reserve(kind: LimitKind): Promise<Reservation> {
      const now = this.clock.now();
      const times = await this.#times(now, kind);
      const answer = decide(times, now, kind);
      if (!answer.allowed) return answer;
      await this.ctx.storage.put(timesKey, [...times, now]);
      await this.ctx.storage.put(kindKey, kind);
      if ((await this.ctx.storage.getAlarm()) === null) await this.alarmAt((times[0] ?? now) + keptForMs(kind));
      return { allowed: true, at: now, earlier: times.length };
    }

    /** Forgets a counted one that did not go after all. */
    async release(kind: LimitKind, at: number): Promise<void> {
      const times = await this.#times(this.clock.now(), kind);
      const index = times.indexOf(at);
      if (index >= 0) await this.ctx.storage.put(timesKey, times.toSpliced(index, 1));
    }

    /** Once the oldest leaves the longest window: forget what is older, and everything once nothing is left. */
    async alarm(): Promise<void> {
      const kind = (await this.ctx.storage.get<LimitKind>(kindKey)) ?? 'account';
      const now = this.clock.now();
      const times = await this.#times(now, kind);
      if (times.length === 0) {
        await this.ctx.storage.deleteAll();
        return;
      }
      await this.ctx.storage.put(timesKey, times);
      await this.alarmAt((times[0] ?? now) + keptForMs(kind));
    }
  }

  class SignInCode extends SiteObject {
    async #codes(): Promise<AddressCodes> {
      return (await this.ctx.storage.get<AddressCodes>(codeKey)) ?? {};
    }

    /** Keeps the codes left, and wakes when the first runs out; forgets everything once none is left. */
    async #keepAll(codes: AddressCodes): Promise<void> {
      const expiries = Object.values(codes).map((code) => code.expiresAt);
      if (expiries.length === 0) {
        await this.ctx.storage.deleteAll();
        return;
      }
      await this.ctx.storage.put(codeKey, codes);
      await this.alarmAt(Math.min(...expiries));
    }

    /** Keeps a new code's hash under its ticket's, beside the address's others, until it runs out. */
    async keep(ticketHash: string, hash: string): Promise<void> {
      const now = this.clock.now();
      await this.#keepAll(withCode(await this.#codes(), ticketHash, codeState(hash, now), now));
    }

    /** A try of a code's hash under a ticket's: the outcome; the code is forgotten once it checks or runs out of tries. */
    async try(ticketHash: string, hash: string): Promise<CodeOutcome> {
      const codes = await this.#codes();
      const { outcome, kept } = tryCode(codes[ticketHash], hash, this.clock.now());
      const others = withoutCode(codes, ticketHash);
      await this.#keepAll(kept === undefined ? others : { ...others, [ticketHash]: kept });
      return outcome;
    }

    /** Forgets a code that was never sent. */
    async forget(ticketHash: string): Promise<void> {
      await this.#keepAll(withoutCode(await this.#codes(), ticketHash));
    }

    /** A code has run out: those left are kept. */
    async alarm(): Promise<void> {
      const now = this.clock.now();
      await this.#keepAll(Object.fromEntries(Object.entries(await this.#codes()).filter(([, code]) => code.expiresAt > now)));
    }
  }

  class SendingPace extends SiteObject {
    /** The first moment not yet given out. Kept in memory: the object is only forgotten once idle, when every moment has passed. */
    #freeAt = 0;

    slot(maxWaitMs: number): Promise<SlotAnswer> {
      const { answer, freeAt } = nextSlot(this.#freeAt, this.clock.now(), maxWaitMs);
      this.#freeAt = freeAt;
      return Promise.resolve(answer);
    }
  }

  class MonthlySending extends SiteObject {
    async #state(): Promise<MonthState | undefined> {
      return this.ctx.storage.get<MonthState>(monthKey);
    }

    /** Counts a send if EmailJS's month allows it, under a plan of `plan` sends. */
    async reserve(ask: SendAsk, plan: number): Promise<MonthAnswer> {
      const { state, answer } = reserveSend(await this.#state(), this.clock.now(), plan, ask);
      await this.ctx.storage.put(monthKey, state);
      return answer;
    }

    /** Gives back a send of `kind` that did not go out. */
    async release(kind: SendKind): Promise<void> {
      await this.ctx.storage.put(monthKey, releaseSend(await this.#state(), this.clock.now(), kind));
    }

    /** The notice due on the office's next message, if any. */
    async notice(plan: number): Promise<{ left: number; plan: number } | undefined> {
      return noticeDue(await this.#state(), this.clock.now(), plan);
    }

    /** A message carrying the notice went. */
    async noticed(plan: number): Promise<void> {
      await this.ctx.storage.put(monthKey, noticeGiven(currentMonth(await this.#state(), this.clock.now()), this.clock.now(), plan));
    }
  }

  class Outbox extends SiteObject {
    #core: OutboxCore | undefined;

    get #outbox(): OutboxCore {
      this.#core ??= new OutboxCore(this.ctx.storage, {
        now: () => this.clock.now(),
        carry: async (entry) => {
          const platform = this.platform;
          const settings = relaySettings(this.env, platform.office(this.env) !== null);
          if ('missing' in settings) return { outcome: 'failed', detail: `the relay is missing ${settings.missing.join(', ')}` };
          const month = this.env.MONTHLY_SENDING.get(this.env.MONTHLY_SENDING.idFromName('emailjs'));
          const pace = this.env.SENDING_PACE.get(this.env.SENDING_PACE.idFromName('emailjs'));
          const binding = platform.office(this.env);
          return carryLetter(entry, {
            office: binding === null || settings.office === null ? null : { send: (email) => binding.send(email), ...settings.office },
            emailjs: settings.emailjs,
            plan: settings.monthlySends,
            reserveSend: (ask, plan) => month.reserve(ask, plan),
            releaseSend: (kind) => month.release(kind),
            noticeDue: (plan) => month.notice(plan),
            noticeGiven: (plan) => month.noticed(plan),
            slot: (maxWaitMs) => pace.slot(maxWaitMs),
            sendEmail: (message) => sendEmail(platform.emailjsApi, message, platform.emailjsWaitMs),
            now: () => this.clock.now(),
            sleep: (ms) =>
              new Promise<void>((done) => {
                setTimeout(done, ms);
              }),
            log: (line) => {
              console.log(line);
            },
          });
        },
        wakeAt: (at) => this.alarmAt(at),
        log: (line) => {
          console.log(line);
        },
      });
      return this.#core;
    }

    /** How the message of `id` was answered, for a repeat of its key; one on its way, once its first try is over. */
    answerFor(id: string, waitMs: number): Promise<Handed | undefined> {
      return this.#outbox.answerFor(id, waitMs);
    }

    /** Keeps a checked message and tries it (outbox.ts). */
    handOver(handover: Handover, waitMs: number): Promise<Handed> {
      return this.#outbox.handOver(handover, waitMs);
    }

    /** What waits is tried again; keys long answered are forgotten. */
    async alarm(): Promise<void> {
      await this.#outbox.forgetOld();
      await this.#outbox.pass();
    }
  }

  return { AccountLimit, SignInCode, SendingPace, MonthlySending, Outbox };
}

/** The objects' classes, as an entry exports them. */
export type SiteObjects = ReturnType<typeof siteObjects>;
