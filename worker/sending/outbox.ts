/**
 * The outbox (requirement RELAY-OUTBOX): a message the relay has checked is never refused for a
 * channel's sake. It is kept here, in the site's one Durable Object of its kind (objects.ts
 * `Outbox`), tried at once, and where its channel cannot take it now (down, unreachable, its part
 * of EmailJS's month spent, no moment free) tried again by the object's alarm, with a growing wait
 * (`retryWaitMs`), for up to `keptForMs`, in the order received; once delivered it is deleted.
 *
 * - **Exactly once**: each message comes with the page's own key for it; a repeat of a key (a
 *   double press, a retry after no answer, a phone that lost its connection) is answered as the
 *   first was and sends nothing. A send that may have gone out (no answer in time) is never sent
 *   again: the channel gave no word that it did not.
 * - **Bounded**: at most `mostWaiting.account` messages of one account wait, and
 *   `mostWaiting.all` in all; past that, a message is refused as over the limit.
 * - **What it keeps**: a waiting message's letter (what the office receives), until it goes or
 *   three days pass; after that, for three days, the page's key (hashed with the account's) and
 *   the reference alone, so a repeat is answered as the first was.
 *
 * Plain TypeScript over the object's storage and parts (`OutboxParts`): the unit tests run it on a
 * fake clock with storage in memory, as the month's simulation does.
 */
import type { OfficeLetter } from './office-letter';

/** How long a message may wait for its channel before the outbox gives up on it: three days. */
export const keptForMs = 3 * 86_400_000;

/** What may wait at once: one account's messages, and everyone's. */
export const mostWaiting = { account: 3, all: 500 } as const;

/** The first wait after a failure, doubled each time, and the longest. */
const firstRetryMs = 5_000;
const longestRetryMs = 30 * 60_000;

/** The wait before the next try after `failures` failures in a row. */
export function retryWaitMs(failures: number): number {
  return Math.min(longestRetryMs, firstRetryMs * 2 ** Math.max(0, failures - 1));
}

/** What a channel made of one try. */
export type Carried =
  /** It went. */
  | { outcome: 'sent' }
  /** It went out and no answer came: it may have been sent, so it is never sent again. */
  | { outcome: 'unsure'; detail: string }
  /** The channel said it did not take it, or could not be reached: everyone waits, and it is tried again. */
  | { outcome: 'failed'; detail: string }
  /** Its share of EmailJS's month does not allow it yet: it waits, and others may go. */
  | { outcome: 'held'; per: 'day' | 'month'; retryAfterMs: number }
  /** No moment to send came in time (EmailJS's pace): tried again in a moment. */
  | { outcome: 'busy'; retryAfterMs: number };

/** A message as the relay hands it over. */
export interface Handover {
  /** The page's key for the message, hashed with the account's: the same for every repeat. */
  id: string;
  /** The account's key (a hash of its id): its messages waiting are bounded. */
  accountKey: string;
  /** The account's first message in 30 days (EmailJS's month lets a first go beyond the day's part). */
  first: boolean;
  letter: OfficeLetter;
  receivedAt: number;
}

/** A message kept until it goes. */
export interface OutboxEntry extends Handover {
  /** Its place in the order received. */
  seq: number;
  /** Tries so far. */
  tries: number;
  /** Held by EmailJS's month until then; 0 when not. */
  heldUntil: number;
}

/** What the outbox answers a message handed over. */
export type Handed =
  | { outcome: 'delivered'; reference: string; repeat: boolean }
  /** Kept: it goes as soon as its channel takes it, by `officeBy` at the latest. */
  | { outcome: 'waiting'; reference: string; officeBy: number; repeat: boolean }
  /** Its send went out and no answer came: it may have been sent. */
  | { outcome: 'unsure'; reference: string; repeat: boolean }
  /** Over what may wait: the account's, or everyone's. */
  | { outcome: 'full'; per: 'account' | 'all'; retryAfterSeconds: number }
  /** EmailJS's month cannot carry it within the days a message is kept. */
  | { outcome: 'spent'; retryAfterSeconds: number };

/** What is remembered of a message handed over, by its id: how it was answered. */
interface Seen {
  reference: string;
  outcome: 'waiting' | 'delivered' | 'unsure' | 'undelivered';
  receivedAt: number;
}

/** The channel's state: failures in a row, and when it may be tried again. */
interface ChannelState {
  failures: number;
  nextTryAt: number;
}

/** The storage the outbox keeps its entries in: a Durable Object's, or a map in the tests. */
export interface OutboxStorage {
  get: <Value>(key: string) => Promise<Value | undefined>;
  put: (key: string, value: unknown) => Promise<void>;
  delete: (key: string) => Promise<unknown>;
  list: <Value>(options: { prefix: string }) => Promise<Map<string, Value>>;
}

export interface OutboxParts {
  now: () => number;
  /** One try of an entry by the Worker's channel: Cloudflare's email, or EmailJS (channels.ts). */
  carry: (entry: OutboxEntry) => Promise<Carried>;
  /** Asks to be woken at `at` (on the relay's clock), or not at all. */
  wakeAt: (at: number | null) => Promise<void>;
  log: (line: string) => void;
}

const entryPrefix = 'entry:';
const seenPrefix = 'seen:';
const channelKey = 'channel';
const seqKey = 'seq';

/** An entry's key: its place, padded so that keys sort as the order received. */
function entryKey(seq: number): string {
  return `${entryPrefix}${String(seq).padStart(12, '0')}`;
}

/** What a waiter is told once its message's first try is over, or that none came. */
type Settle = (handed: Handed) => void;

export class OutboxCore {
  readonly #storage: OutboxStorage;
  readonly #parts: OutboxParts;
  /** The pass over the entries under way, if any: one at a time, in order. */
  #pass: Promise<void> | null = null;
  /** Another pass is wanted once this one ends (a message came during it). */
  #again = false;
  /** Who waits for each entry's first try, by its place. */
  readonly #waiters = new Map<number, Settle[]>();
  /** The entry being tried now. */
  #trying: number | null = null;
  /** The ids being handed over now: a double press's second waits for its first. */
  readonly #handing = new Map<string, Promise<Handed>>();

  constructor(storage: OutboxStorage, parts: OutboxParts) {
    this.#storage = storage;
    this.#parts = parts;
  }

  /**
   * How the message of `id` was answered, for a repeat; undefined for one never handed over. A
   * repeat of one on its way now (a double press) is answered once its first try is over.
   */
  async answerFor(id: string, waitMs = 0): Promise<Handed | undefined> {
    const handing = this.#handing.get(id);
    if (handing !== undefined) return handing.then((handed) => ('repeat' in handed ? { ...handed, repeat: true } : handed));
    const seen = await this.#storage.get<Seen>(`${seenPrefix}${id}`);
    if (seen === undefined) return undefined;
    switch (seen.outcome) {
      case 'delivered':
      case 'undelivered':
        // A message the outbox gave up on was told "waiting" once: the same words, never a second send.
        return seen.outcome === 'delivered'
          ? { outcome: 'delivered', reference: seen.reference, repeat: true }
          : { outcome: 'waiting', reference: seen.reference, officeBy: seen.receivedAt + keptForMs, repeat: true };
      case 'unsure':
        return { outcome: 'unsure', reference: seen.reference, repeat: true };
      case 'waiting': {
        const seq = await this.#waitingSeq(id);
        if (seq !== undefined && this.#trying === seq) return this.#settled(seq, waitMs, true);
        return { outcome: 'waiting', reference: seen.reference, officeBy: seen.receivedAt + keptForMs, repeat: true };
      }
    }
  }

  /**
   * Keeps a message and tries it at once, after any waiting before it. Answers once its first try
   * is over, or at once where it must wait, or when `waitMs` pass before its try begins.
   */
  async handOver(handover: Handover, waitMs: number): Promise<Handed> {
    const under = this.#handing.get(handover.id);
    if (under !== undefined) return under.then((handed) => ('repeat' in handed ? { ...handed, repeat: true } : handed));
    const handing = this.#handOverOnce(handover, waitMs);
    this.#handing.set(handover.id, handing);
    try {
      return await handing;
    } finally {
      this.#handing.delete(handover.id);
    }
  }

  async #handOverOnce(handover: Handover, waitMs: number): Promise<Handed> {
    const repeat = await this.answerFor(handover.id, waitMs);
    if (repeat !== undefined) return repeat;
    const entries = await this.#entries();
    const now = this.#parts.now();
    if (entries.length >= mostWaiting.all) return { outcome: 'full', per: 'all', retryAfterSeconds: this.#retryAfter(entries, now) };
    const own = entries.filter((entry) => entry.accountKey === handover.accountKey);
    if (own.length >= mostWaiting.account) return { outcome: 'full', per: 'account', retryAfterSeconds: this.#retryAfter(own, now) };
    const seq = ((await this.#storage.get<number>(seqKey)) ?? 0) + 1;
    await this.#storage.put(seqKey, seq);
    const entry: OutboxEntry = { ...handover, seq, tries: 0, heldUntil: 0 };
    await this.#storage.put(entryKey(seq), entry);
    await this.#remember(handover.id, { reference: handover.letter.reference, outcome: 'waiting', receivedAt: handover.receivedAt });
    const settled = this.#settled(seq, waitMs, false);
    void this.pass();
    return settled;
  }

  /** Tries what may go now, in the order received; the alarm calls it, and every message handed over. */
  pass(): Promise<void> {
    if (this.#pass !== null) {
      this.#again = true;
      return this.#pass;
    }
    this.#pass = (async () => {
      try {
        for (let again = true; again; again = this.#wantsAnother()) {
          this.#again = false;
          await this.#tryAll();
        }
      } finally {
        this.#pass = null;
      }
    })();
    return this.#pass;
  }

  /** Whether a message came during the pass just over, so another is wanted. */
  #wantsAnother(): boolean {
    return this.#again;
  }

  async #tryAll(): Promise<void> {
    const now = this.#parts.now();
    let channel = (await this.#storage.get<ChannelState>(channelKey)) ?? { failures: 0, nextTryAt: 0 };
    const untried: number[] = [];
    for (const entry of await this.#entries()) {
      if (this.#parts.now() >= entry.receivedAt + keptForMs) {
        await this.#giveUp(entry);
        continue;
      }
      // Resting after a failure, the channel takes nothing: every message waits, in its order.
      if (channel.nextTryAt > this.#parts.now() || entry.heldUntil > this.#parts.now()) {
        untried.push(entry.seq);
        continue;
      }
      this.#trying = entry.seq;
      let carried: Carried;
      try {
        carried = await this.#parts.carry(entry);
      } catch (error) {
        carried = { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
      } finally {
        this.#trying = null;
      }
      const tried = { ...entry, tries: entry.tries + 1 };
      const { reference } = entry.letter;
      switch (carried.outcome) {
        case 'sent':
          await this.#storage.delete(entryKey(entry.seq));
          await this.#remember(entry.id, { reference, outcome: 'delivered', receivedAt: entry.receivedAt });
          if (tried.tries > 1) this.#parts.log(`${reference} went after ${String(tried.tries)} tries, held ${this.#heldFor(entry)}`);
          channel = { failures: 0, nextTryAt: 0 };
          this.#settle(entry.seq, { outcome: 'delivered', reference, repeat: false });
          break;
        case 'unsure':
          await this.#storage.delete(entryKey(entry.seq));
          await this.#remember(entry.id, { reference, outcome: 'unsure', receivedAt: entry.receivedAt });
          this.#parts.log(`${reference} may have been sent (${carried.detail}): it is not sent again`);
          this.#settle(entry.seq, { outcome: 'unsure', reference, repeat: false });
          break;
        case 'failed':
        case 'busy': {
          const failures = carried.outcome === 'failed' ? channel.failures + 1 : channel.failures;
          const wait = carried.outcome === 'failed' ? retryWaitMs(failures) : carried.retryAfterMs;
          channel = { failures, nextTryAt: this.#parts.now() + wait };
          await this.#storage.put(entryKey(entry.seq), tried);
          this.#parts.log(
            `${reference} waits: ${carried.outcome === 'failed' ? carried.detail : 'no moment to send'}; tried again in ${String(Math.round(wait / 1000))} s`,
          );
          untried.push(entry.seq);
          break;
        }
        case 'held': {
          const heldUntil = this.#parts.now() + carried.retryAfterMs;
          // Told at once the truth: a message EmailJS's month cannot carry before it would be given up on is refused.
          if (entry.tries === 0 && heldUntil >= entry.receivedAt + keptForMs) {
            await this.#storage.delete(entryKey(entry.seq));
            await this.#storage.delete(`${seenPrefix}${entry.id}`);
            this.#settle(entry.seq, { outcome: 'spent', retryAfterSeconds: Math.ceil(carried.retryAfterMs / 1000) });
            break;
          }
          await this.#storage.put(entryKey(entry.seq), { ...tried, heldUntil });
          this.#parts.log(`${reference} waits for EmailJS's month (the ${carried.per}'s part is spent)`);
          untried.push(entry.seq);
          break;
        }
      }
    }
    await this.#storage.put(channelKey, channel);
    const waiting = await this.#entries();
    for (const seq of untried) {
      const entry = waiting.find((candidate) => candidate.seq === seq);
      if (entry !== undefined)
        this.#settle(seq, { outcome: 'waiting', reference: entry.letter.reference, officeBy: entry.receivedAt + keptForMs, repeat: false });
    }
    await this.#wake(waiting, channel, now);
  }

  /** Asks for the alarm at the next moment something may go, or a message or a remembered key runs out. */
  async #wake(waiting: readonly OutboxEntry[], channel: ChannelState, now: number): Promise<void> {
    const seen = await this.#storage.list<Seen>({ prefix: seenPrefix });
    const moments = [
      ...waiting.map((entry) => Math.max(entry.heldUntil, channel.nextTryAt, now)),
      ...waiting.map((entry) => entry.receivedAt + keptForMs),
      ...[...seen.values()].filter((kept) => kept.outcome !== 'waiting').map((kept) => kept.receivedAt + 2 * keptForMs),
    ];
    await this.#parts.wakeAt(moments.length === 0 ? null : Math.min(...moments));
  }

  /** Forgets the keys of messages long answered (three days after the most a message waits). */
  async forgetOld(): Promise<void> {
    const now = this.#parts.now();
    for (const [key, kept] of await this.#storage.list<Seen>({ prefix: seenPrefix }))
      if (kept.outcome !== 'waiting' && kept.receivedAt + 2 * keptForMs <= now) await this.#storage.delete(key);
  }

  async #giveUp(entry: OutboxEntry): Promise<void> {
    await this.#storage.delete(entryKey(entry.seq));
    await this.#remember(entry.id, { reference: entry.letter.reference, outcome: 'undelivered', receivedAt: entry.receivedAt });
    this.#parts.log(`${entry.letter.reference} was NOT delivered: no channel took it in ${String(keptForMs / 86_400_000)} days`);
  }

  #heldFor(entry: OutboxEntry): string {
    const minutes = Math.round((this.#parts.now() - entry.receivedAt) / 60_000);
    return minutes < 60 ? `${String(minutes)} min` : `${(minutes / 60).toFixed(1)} h`;
  }

  /** When one of these waiting entries may have left: the oldest's last day, at most. */
  #retryAfter(entries: readonly OutboxEntry[], now: number): number {
    const oldest = Math.min(...entries.map((entry) => entry.receivedAt));
    return Math.max(60, Math.ceil((Math.min(oldest + keptForMs, now + 3_600_000) - now) / 1000));
  }

  async #entries(): Promise<OutboxEntry[]> {
    return [...(await this.#storage.list<OutboxEntry>({ prefix: entryPrefix })).values()].sort((first, second) => first.seq - second.seq);
  }

  async #waitingSeq(id: string): Promise<number | undefined> {
    return (await this.#entries()).find((entry) => entry.id === id)?.seq;
  }

  async #remember(id: string, seen: Seen): Promise<void> {
    await this.#storage.put(`${seenPrefix}${id}`, seen);
  }

  /** The answer for entry `seq`: once its first try is over, or `waitMs` from now if that try has not begun. */
  #settled(seq: number, waitMs: number, repeat: boolean): Promise<Handed> {
    return new Promise<Handed>((resolve) => {
      const settle: Settle = (handed) => {
        clearTimeout(timer);
        resolve(repeat && 'repeat' in handed ? { ...handed, repeat: true } : handed);
      };
      const timer = setTimeout(() => {
        if (this.#trying === seq) return;
        this.#drop(seq, settle);
        void this.#storage.get<OutboxEntry>(entryKey(seq)).then((entry) => {
          resolve(
            entry === undefined
              ? { outcome: 'waiting', reference: '', officeBy: this.#parts.now() + keptForMs, repeat }
              : { outcome: 'waiting', reference: entry.letter.reference, officeBy: entry.receivedAt + keptForMs, repeat },
          );
        });
      }, waitMs);
      this.#waiters.set(seq, [...(this.#waiters.get(seq) ?? []), settle]);
    });
  }

  #drop(seq: number, settle: Settle): void {
    const rest = (this.#waiters.get(seq) ?? []).filter((waiter) => waiter !== settle);
    if (rest.length === 0) this.#waiters.delete(seq);
    else this.#waiters.set(seq, rest);
  }

  #settle(seq: number, handed: Handed): void {
    const waiters = this.#waiters.get(seq) ?? [];
    this.#waiters.delete(seq);
    for (const waiter of waiters) waiter(handed);
  }
}
