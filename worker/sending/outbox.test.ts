/**
 * The outbox on a fake clock, its storage in memory and its channel scripted: kept, tried again
 * with a growing wait, in the order received, once each, bounded, and gone after three days.
 */
import { describe, expect, it } from 'vitest';
import {
  type Carried,
  type Handed,
  type Handover,
  type OutboxEntry,
  OutboxCore,
  type OutboxStorage,
  keptForMs,
  mostWaiting,
  retryWaitMs,
} from './outbox';
import type { OfficeLetter } from './office-letter';

function memory(): OutboxStorage & { keys: () => string[] } {
  const entries = new Map<string, unknown>();
  return {
    keys: () => [...entries.keys()],
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

/** An outbox whose channel answers `channel(entry, now)`; the alarm fires as `advance` passes it. */
function outbox(channel: (entry: OutboxEntry, now: number) => Carried = () => ({ outcome: 'sent' })) {
  let now = Date.UTC(2026, 11, 1, 15);
  let alarm: number | null = null;
  const storage = memory();
  const delivered: string[] = [];
  const tries: { reference: string; at: number }[] = [];
  const logged: string[] = [];
  const core = new OutboxCore(storage, {
    now: () => now,
    carry: (entry) => {
      tries.push({ reference: entry.letter.reference, at: now });
      const carried = channel(entry, now);
      if (carried.outcome === 'sent') delivered.push(entry.letter.reference);
      return Promise.resolve(carried);
    },
    wakeAt: (at) => {
      alarm = at;
      return Promise.resolve();
    },
    log: (line) => logged.push(line),
  });
  return {
    core,
    storage,
    delivered,
    tries,
    logged,
    clock: () => now,
    alarm: () => alarm,
    advance: async (ms: number) => {
      const until = now + ms;
      while (alarm !== null && alarm <= until) {
        now = Math.max(now, alarm);
        alarm = null;
        await core.forgetOld();
        await core.pass();
      }
      now = until;
    },
  };
}

let count = 0;
/** A message of `account`'s, under a key of its own unless given. */
function message(account = 'account-1', id = `key-${String((count += 1))}`, at = Date.UTC(2026, 11, 1, 15)): Handover {
  const letter: OfficeLetter = {
    kind: 'contact',
    locale: 'en',
    reference: `MR-${id}`,
    name: 'Ana',
    lines: [],
    payload: [['message', 'Hola']],
    replyTo: 'ana@example.com',
    calendar: null,
  };
  return { id, accountKey: account, first: true, letter, receivedAt: at };
}

describe('the outbox', () => {
  it('sends a message at once and forgets it, keeping only its key and reference', async () => {
    const box = outbox();
    const handed = await box.core.handOver(message('account-1', 'once'), 8000);
    expect(handed).toEqual({ outcome: 'delivered', reference: 'MR-once', repeat: false });
    expect(box.delivered).toEqual(['MR-once']);
    expect(box.storage.keys().filter((key) => key.startsWith('entry:'))).toEqual([]);
  });

  it('answers a repeat of a key as the first was, sending nothing more', async () => {
    const box = outbox();
    const first = await box.core.handOver(message('account-1', 'double-press'), 8000);
    const again = await box.core.handOver(message('account-1', 'double-press'), 8000);
    expect(again).toEqual({ ...first, repeat: true });
    expect(await box.core.answerFor('double-press')).toEqual({ ...first, repeat: true });
    expect(box.delivered).toEqual(['MR-double-press']);
  });

  it('takes two presses of one key at the same moment as one message', async () => {
    const box = outbox();
    const [one, two] = await Promise.all([box.core.handOver(message('a', 'same'), 8000), box.core.handOver(message('a', 'same'), 8000)]);
    expect([one, two].map((handed) => handed.outcome === 'delivered' && handed.repeat).sort()).toEqual([false, true]);
    expect(box.delivered).toEqual(['MR-same']);
  });

  it('keeps what its channel refuses, tries it again with a growing wait, and delivers everything once, in order, once the channel is back', async () => {
    let down = true;
    const box = outbox(() => (down ? { outcome: 'failed', detail: 'EmailJS 500' } : { outcome: 'sent' }));
    const handed: Handed[] = [];
    for (const account of ['a', 'b', 'c']) handed.push(await box.core.handOver(message(account), 8000));
    const references = handed.map((answer) => ('reference' in answer ? answer.reference : ''));
    expect(handed.map((answer) => answer.outcome)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(handed[0]).toMatchObject({ officeBy: box.clock() + keptForMs });
    // An hour of the channel down: each wait longer than the last, and only the first message tried.
    await box.advance(3_600_000);
    const waits = box.tries.map((tried) => tried.at).map((at, index, all) => (index === 0 ? 0 : at - (all[index - 1] ?? at)));
    expect(waits.slice(1, 4)).toEqual([retryWaitMs(1), retryWaitMs(2), retryWaitMs(3)]);
    expect(new Set(box.tries.map((tried) => tried.reference))).toEqual(new Set([references[0]]));
    down = false;
    await box.advance(retryWaitMs(20));
    expect(box.delivered).toEqual(references);
    await box.advance(keptForMs);
    expect(box.delivered).toHaveLength(3);
  });

  it('never sends again a message that went out with no answer, and says it may have gone', async () => {
    const box = outbox(() => ({ outcome: 'unsure', detail: 'timedOut' }));
    const handed = await box.core.handOver(message('a', 'silent'), 8000);
    expect(handed).toEqual({ outcome: 'unsure', reference: 'MR-silent', repeat: false });
    await box.advance(keptForMs);
    expect(box.tries).toHaveLength(1);
    expect(await box.core.handOver(message('a', 'silent'), 8000)).toEqual({ outcome: 'unsure', reference: 'MR-silent', repeat: true });
  });

  it('lets a message held by EmailJS’s month wait while those after it go', async () => {
    const box = outbox((entry) => (entry.first ? { outcome: 'sent' } : { outcome: 'held', per: 'day', retryAfterMs: 9 * 3_600_000 }));
    const held = await box.core.handOver({ ...message('a'), first: false }, 8000);
    const next = await box.core.handOver(message('b'), 8000);
    expect([held.outcome, next.outcome]).toEqual(['waiting', 'delivered']);
  });

  it('refuses at once a message EmailJS’s month cannot carry before the outbox would give up on it', async () => {
    const box = outbox(() => ({ outcome: 'held', per: 'month', retryAfterMs: 20 * 86_400_000 }));
    expect(await box.core.handOver(message('a', 'spent'), 8000)).toEqual({ outcome: 'spent', retryAfterSeconds: 20 * 86_400 });
    expect(await box.core.answerFor('spent')).toBeUndefined();
  });

  it(`holds at most ${String(mostWaiting.account)} messages of one account, and ${String(mostWaiting.all)} in all`, async () => {
    const box = outbox(() => ({ outcome: 'failed', detail: 'down' }));
    for (let index = 0; index < mostWaiting.account; index += 1)
      expect((await box.core.handOver(message('a'), 8000)).outcome).toBe('waiting');
    expect(await box.core.handOver(message('a'), 8000)).toMatchObject({ outcome: 'full', per: 'account' });
    const all: number = mostWaiting.all;
    for (let index = mostWaiting.account; index < all; index += 1)
      expect((await box.core.handOver(message(`other-${String(index)}`), 8000)).outcome).toBe('waiting');
    expect(await box.core.handOver(message('someone-new'), 8000)).toMatchObject({ outcome: 'full', per: 'all' });
  });

  it('gives up after three days, saying so in the log, and forgets the key three days later', async () => {
    const box = outbox(() => ({ outcome: 'failed', detail: 'down' }));
    const handed = await box.core.handOver(message('a', 'lost'), 8000);
    await box.advance(keptForMs + 60_000);
    expect(box.logged.some((line) => line.includes(`${handed.outcome === 'waiting' ? handed.reference : ''} was NOT delivered`))).toBe(
      true,
    );
    expect(box.storage.keys().filter((key) => key.startsWith('entry:'))).toEqual([]);
    expect(await box.core.answerFor('lost')).toMatchObject({ outcome: 'waiting', repeat: true });
    await box.advance(keptForMs);
    expect(await box.core.answerFor('lost')).toBeUndefined();
    expect(box.storage.keys()).not.toContain('seen:lost');
  });
});
