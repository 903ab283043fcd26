import { describe, expect, it } from 'vitest';
import { type MonthState, type SendKind, releaseSend, reserveSend } from './month';

const plan = 200;
const day = 86_400_000;
/** November 1, 2026, 9:00 UTC: a month of 30 days. */
const start = Date.UTC(2026, 10, 1, 9);

/** Asks for sends of `kinds` in turn at `now`; the answers, and the state after. */
function ask(state: MonthState | undefined, now: number, kinds: readonly SendKind[]) {
  let current = state;
  const answers = kinds.map((kind) => {
    const { state: next, answer } = reserveSend(current, now, plan, kind);
    current = next;
    return answer;
  });
  return { state: current, answers };
}

describe('the month’s sending', () => {
  it('gives each day the month’s left over its days left, and refuses past it until the next day', () => {
    // 200 over November's 30 days: 7 a day.
    const { state, answers } = ask(undefined, start, Array<SendKind>(8).fill('message'));
    expect(answers.slice(0, 7).every((answer) => answer.allowed)).toBe(true);
    expect(answers[7]).toEqual({ allowed: false, per: 'day', retryAfterSeconds: 15 * 3600 });
    // The next day shares what is left, 193, over 29 days.
    const next = ask(state, start + day, Array<SendKind>(8).fill('message'));
    expect(next.answers.filter((answer) => answer.allowed)).toHaveLength(Math.ceil(193 / 29));
  });

  it('sends a receipt only while the day keeps room for another message', () => {
    const { answers } = ask(undefined, start, ['message', 'receipt', 'message', 'receipt', 'message', 'receipt', 'message', 'receipt']);
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, true, true, true, false]);
  });

  it('drops receipts once no more than a fifth of the month is left, and still takes messages', () => {
    const low: MonthState = { month: '2026-11', sent: 158, day: '2026-11-20', allowance: 20, sentToday: 0, noticed: 2 };
    const { answers } = ask(low, Date.UTC(2026, 10, 20, 12), ['receipt', 'message', 'receipt']);
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, false]);
  });

  it('tells the office once at half the month and once at four fifths, on a message', () => {
    const half: MonthState = { month: '2026-11', sent: 100, day: '2026-11-15', allowance: 20, sentToday: 0, noticed: 0 };
    const { state, answers } = ask(half, Date.UTC(2026, 10, 15, 12), ['receipt', 'message', 'message']);
    expect(answers).toEqual([{ allowed: true }, { allowed: true, notice: { left: 99, plan } }, { allowed: true }]);
    const fourFifths = ask({ ...half, ...state, sent: 160 }, Date.UTC(2026, 10, 15, 13), ['message', 'message']);
    expect(fourFifths.answers).toEqual([{ allowed: true, notice: { left: 40, plan } }, { allowed: true }]);
  });

  it('refuses everything once the month is spent, until the next month, which starts afresh', () => {
    const spent: MonthState = { month: '2026-11', sent: plan, day: '2026-11-30', allowance: 7, sentToday: 0, noticed: 2 };
    const now = Date.UTC(2026, 10, 30, 12);
    expect(ask(spent, now, ['message']).answers).toEqual([{ allowed: false, per: 'month', retryAfterSeconds: 12 * 3600 }]);
    const december = ask(spent, Date.UTC(2026, 11, 1, 0, 5), ['message']);
    expect(december.answers).toEqual([{ allowed: true }]);
    expect(december.state).toMatchObject({ month: '2026-12', sent: 1, allowance: Math.ceil(plan / 31) });
  });

  it('gives back a send that did not go out, the same day', () => {
    const { state } = ask(undefined, start, ['message', 'receipt']);
    expect(releaseSend(state, start + 1000, plan)).toMatchObject({ sent: 1, sentToday: 1 });
    expect(releaseSend(state, start + day, plan)).toMatchObject({ sent: 2, sentToday: 0 });
  });
});
