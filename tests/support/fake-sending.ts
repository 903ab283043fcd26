/**
 * The relay's platform with a fake clock, for its unit tests (worker/relay.test.ts,
 * worker/code-relay.test.ts) and the month's simulation (worker/sending/month-simulation.test.ts):
 * every Durable Object's state in memory, decided by the real rules (limits.ts, sign-in-code.ts,
 * sending/month.ts, sending/pace.ts, sending/outbox.ts with the real channels of
 * sending/channels.ts), EmailJS and Cloudflare's email faked; time moving only as the relay sleeps
 * or a test advances it, the outbox's alarm firing as it passes.
 */
import type { CodeServices } from '../../worker/code-relay.ts';
import { type LimitKind, type Reservation, decide, recent } from '../../worker/limits.ts';
import type { RelayServices, RelaySettings } from '../../worker/relay.ts';
import { carryLetter } from '../../worker/sending/channels.ts';
import type { EmailjsAnswer, EmailjsMessage } from '../../worker/sending/emailjs.ts';
import { type MonthState, noticeDue, noticeGiven, releaseSend, reserveSend } from '../../worker/sending/month.ts';
import type { CloudflareEmail } from '../../worker/sending/office-letter.ts';
import { OutboxCore, type OutboxStorage } from '../../worker/sending/outbox.ts';
import { nextSlot } from '../../worker/sending/pace.ts';
import { type AddressCodes, codeState, tryCode, withCode, withoutCode } from '../../worker/sign-in-code.ts';

export interface FakeSendingOptions {
  start?: number;
  month?: MonthState;
  /** The month's sends, in place of the settings' (a small plan). */
  plan?: number;
  /** EmailJS's answer to each email; sent, unless given. */
  emailjs?: (message: EmailjsMessage, now: number) => EmailjsAnswer;
  /** Cloudflare's email: throws to refuse one; takes every one unless given. */
  office?: (email: CloudflareEmail, now: number) => void;
  /** Each line logged, besides `logged`. */
  onLog?: (line: string) => void;
}

/** A Durable Object's storage, in a map. */
function memoryStorage(): OutboxStorage & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: <Value>(key: string) => Promise.resolve(structuredClone(entries.get(key)) as Value | undefined),
    put: (key, value) => {
      entries.set(key, structuredClone(value));
      return Promise.resolve();
    },
    delete: (key) => Promise.resolve(entries.delete(key)),
    list: <Value>({ prefix }: { prefix: string }) =>
      Promise.resolve(
        new Map(
          [...entries]
            .filter(([key]) => key.startsWith(prefix))
            .sort(([first], [second]) => first.localeCompare(second))
            .map(([key, value]) => [key, structuredClone(value) as Value]),
        ),
      ),
  };
}

/** The services a relay on `settings` gets, the Worker's objects faked in memory. */
export function fakeSending(settings: Pick<RelaySettings, 'office' | 'emailjs' | 'monthlySends'>, options: FakeSendingOptions = {}) {
  let now = options.start ?? Date.UTC(2026, 10, 16, 15, 0, 0);
  let month = options.month;
  let freeAt = 0;
  let alarm: number | null = null;
  const plan = options.plan ?? settings.monthlySends;
  const sent: EmailjsMessage[] = [];
  const office: CloudflareEmail[] = [];
  const logged: string[] = [];
  const limits = new Map<string, number[]>();
  const codes = new Map<string, AddressCodes>();
  const later: Promise<unknown>[] = [];
  const log = (line: string) => {
    logged.push(line);
    options.onLog?.(line);
  };
  const sleep = (ms: number) => {
    now += ms;
    return Promise.resolve();
  };
  const paced = {
    slot: (maxWaitMs: number) => {
      const next = nextSlot(freeAt, now, maxWaitMs);
      freeAt = next.freeAt;
      return Promise.resolve(next.answer);
    },
    sendEmail: (message: EmailjsMessage) => {
      sent.push(message);
      return Promise.resolve(options.emailjs?.(message, now) ?? { sent: true as const });
    },
    now: () => now,
    sleep,
    log,
  };
  const monthParts = {
    reserveSend: (ask: Parameters<typeof reserveSend>[3]) => {
      const reserved = reserveSend(month, now, plan, ask);
      month = reserved.state;
      return Promise.resolve(reserved.answer);
    },
    releaseSend: (kind: Parameters<typeof releaseSend>[2]) => {
      month = releaseSend(month, now, kind);
      return Promise.resolve();
    },
    noticeDue: () => Promise.resolve(noticeDue(month, now, plan)),
    noticeGiven: () => {
      month = noticeGiven(month, now, plan);
      return Promise.resolve();
    },
  };
  const storage = memoryStorage();
  const outbox = new OutboxCore(storage, {
    now: () => now,
    // The services as a test may have changed them since (a slow EmailJS, a pace that gives no moment).
    carry: (entry) =>
      carryLetter(entry, {
        slot: (maxWaitMs) => services.slot(maxWaitMs),
        sendEmail: (message) => services.sendEmail(message),
        now: () => services.now(),
        sleep: (ms) => services.sleep(ms),
        log: (line) => {
          services.log(line);
        },
        ...monthParts,
        office:
          settings.office === null
            ? null
            : {
                ...settings.office,
                send: (email) => {
                  options.office?.(email, now);
                  office.push(email);
                  return Promise.resolve();
                },
              },
        emailjs: settings.emailjs,
        plan,
      }),
    wakeAt: (at) => {
      alarm = at;
      return Promise.resolve();
    },
    log,
  });
  const reserveLimit = (kind: LimitKind, key: string): Promise<Reservation> => {
    // As the object keeps them: the times of its longest window, no older.
    const earlier = recent(limits.get(`${kind}:${key}`) ?? [], now, kind);
    const answer = decide(earlier, now, kind);
    if (!answer.allowed) return Promise.resolve(answer);
    limits.set(`${kind}:${key}`, [...earlier, now]);
    return Promise.resolve({ allowed: true, at: now, earlier: earlier.filter((time) => time <= now).length });
  };
  const releaseLimit = (kind: LimitKind, key: string, at: number) => {
    limits.set(
      `${kind}:${key}`,
      (limits.get(`${kind}:${key}`) ?? []).filter((time) => time !== at),
    );
    return Promise.resolve();
  };
  const services: RelayServices & CodeServices = {
    // Each test says whose sign-in it is.
    verifyToken: () => Promise.resolve({ ok: false, reason: 'refused', detail: 'no sign-in given' }),
    ...paced,
    ...monthParts,
    reserve: (key) => reserveLimit('account', key),
    release: (key, at) => releaseLimit('account', key, at),
    answerFor: (id, waitMs) => outbox.answerFor(id, waitMs),
    handOver: (handover, waitMs) => outbox.handOver(handover, waitMs),
    waitUntil: (work) => later.push(work),
    reserveLimit,
    releaseLimit,
    keepCode: (key, ticketHash, hash) => {
      codes.set(key, withCode(codes.get(key), ticketHash, codeState(hash, now), now));
      return Promise.resolve();
    },
    tryCode: (key, ticketHash, hash) => {
      const held = codes.get(key) ?? {};
      const others = withoutCode(held, ticketHash);
      const { outcome, kept } = tryCode(held[ticketHash], hash, now);
      codes.set(key, kept === undefined ? others : { ...others, [ticketHash]: kept });
      return Promise.resolve(outcome);
    },
    forgetCode: (key, ticketHash) => {
      codes.set(key, withoutCode(codes.get(key) ?? {}, ticketHash));
      return Promise.resolve();
    },
  };
  return {
    services,
    /** What EmailJS was sent, in order. */
    sent,
    /** What Cloudflare's email took, in order. */
    office,
    logged,
    /** The limits' times, by kind and key. */
    limits,
    codes,
    outboxStorage: storage.entries,
    month: () => month,
    clock: () => now,
    /** The work left running after the answers (the receipts), done; what it came to. */
    settle: async () => {
      const done: unknown[] = [];
      while (later.length > 0) done.push(...(await Promise.all(later.splice(0))));
      return done;
    },
    /** Moves the clock on by `ms`, the outbox's alarm firing on its way whenever it is due. */
    advance: async (ms: number) => {
      const until = now + ms;
      while (alarm !== null && alarm <= until) {
        now = Math.max(now, alarm);
        alarm = null;
        await outbox.forgetOld();
        await outbox.pass();
      }
      now = Math.max(now, until);
    },
  };
}
