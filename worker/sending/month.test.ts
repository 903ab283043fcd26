import { describe, expect, it } from 'vitest';
import { relayTraffic } from '../../tests/support/relay-traffic';
import {
  type MonthState,
  type SendAsk,
  codeShareOfPlan,
  decideSend,
  keptForFirsts,
  noticeDue,
  noticeGiven,
  noticeShares,
  releaseSend,
  reserveSend,
  sharesOf,
} from './month';

const plan = 200;
const day = 86_400_000;
const december = (date: number, hour = 15) => Date.UTC(2026, 11, date, hour);

const office = (first: boolean): SendAsk => ({ kind: 'office', first, officeOwnChannel: false });
const receipt = (first: boolean, officeOwnChannel = false): SendAsk => ({ kind: 'receipt', first, officeOwnChannel });
const code = (first: boolean): SendAsk => ({ kind: 'code', first, officeOwnChannel: true });

/** Asks for each send in turn at `now`; the answers, and the state after. */
function ask(state: MonthState | undefined, now: number, asks: readonly SendAsk[], monthPlan = plan) {
  let current = state;
  const answers = asks.map((one) => {
    const { state: next, answer } = reserveSend(current, now, monthPlan, one);
    current = next;
    return answer;
  });
  return { state: current, answers, allowed: answers.filter((answer) => answer.allowed).length };
}

describe('EmailJS’s month', () => {
  it('gives the codes a quarter of the plan and the messages the rest', () => {
    expect(sharesOf(plan)).toEqual({ codes: plan * codeShareOfPlan, messages: plan - plan * codeShareOfPlan });
  });

  it('lets ten riders’ first messages go on the 1st, beyond the day’s part, while the share holds', () => {
    const { allowed } = ask(undefined, december(1), Array(10).fill(office(true)));
    expect(allowed).toBe(10);
    // A day's part is the share over the month's days: ten is well beyond it.
    expect(10).toBeGreaterThan(sharesOf(plan).messages / 31);
  });

  it('keeps an account’s next messages to what the days have given out, half a day kept for first ones, and says which day', () => {
    const { messages } = sharesOf(plan);
    const { answers, allowed } = ask(undefined, december(1, 0), Array(10).fill(office(false)));
    // By the end of the 1st the share has given out a day's part, less the half kept: its whole sends.
    expect(allowed).toBe(Math.ceil((messages / 31) * (1 - keptForFirsts)));
    const refused = answers.find((answer) => !answer.allowed);
    expect(refused).toEqual({ allowed: false, per: 'day', retryAfterSeconds: 86_400 });
  });

  it('sends a receipt only from what the days gave out where EmailJS carries the office’s copies, a first one’s from the month where it does not', () => {
    const firsts = Array(10).fill(receipt(true));
    expect(ask(undefined, december(1, 0), firsts).allowed).toBe(Math.ceil((sharesOf(plan).messages / 31) * (1 - keptForFirsts)));
    expect(ask(undefined, december(1, 0), Array(10).fill(receipt(true, true))).allowed).toBe(10);
  });

  it('keeps the codes and the messages apart: either spent, the other still goes', () => {
    const { codes, messages } = sharesOf(plan);
    const noCodesLeft: MonthState = { month: '2026-12', codes, messages: 0, noticed: 0 };
    expect(decideSend(noCodesLeft, december(10), plan, code(true))).toMatchObject({ allowed: false, per: 'month' });
    expect(decideSend(noCodesLeft, december(10), plan, office(true))).toEqual({ allowed: true });
    const noMessagesLeft: MonthState = { month: '2026-12', codes: 0, messages, noticed: 0 };
    expect(decideSend(noMessagesLeft, december(10), plan, office(true))).toMatchObject({ allowed: false, per: 'month' });
    expect(decideSend(noMessagesLeft, december(10), plan, code(true))).toEqual({ allowed: true });
  });

  it('refuses a share once spent until the next month, which starts afresh', () => {
    const spent: MonthState = { month: '2026-11', codes: 50, messages: 150, noticed: 2 };
    const now = Date.UTC(2026, 10, 30, 12);
    expect(ask(spent, now, [office(true)]).answers).toEqual([{ allowed: false, per: 'month', retryAfterSeconds: 12 * 3600 }]);
    const next = ask(spent, Date.UTC(2026, 11, 1, 0, 5), [office(true)]);
    expect(next.answers).toEqual([{ allowed: true }]);
    expect(next.state).toEqual({ month: '2026-12', codes: 0, messages: 1, noticed: 0 });
  });

  it('names the office’s notice at half and at four fifths, given only once a message carrying it went', () => {
    const half: MonthState = { month: '2026-12', codes: 20, messages: 80, noticed: 0 };
    const now = december(15);
    expect(noticeDue(half, now, plan)).toEqual({ left: 100, plan });
    // Not carried yet (the message did not go): still due.
    expect(noticeDue(half, now, plan)).toEqual({ left: 100, plan });
    const given = noticeGiven(half, now, plan);
    expect(noticeDue(given, now, plan)).toBeUndefined();
    const fourFifths = { ...given, messages: plan * noticeShares[1] - 20 };
    expect(noticeDue(fourFifths, now, plan)).toEqual({ left: 40, plan });
  });

  it('gives back a send that did not go out, of its own kind, the same month', () => {
    const { state } = ask(undefined, december(2), [office(true), code(true)]);
    expect(releaseSend(state, december(2), 'office')).toMatchObject({ messages: 0, codes: 1 });
    expect(releaseSend(state, december(2), 'code')).toMatchObject({ messages: 1, codes: 0 });
    expect(releaseSend(state, Date.UTC(2027, 0, 1), 'office')).toMatchObject({ month: '2027-01', messages: 0 });
  });
});

/** Every day of 2027 and 2028: 28- and 29-day Februaries, 30- and 31-day months, both changes of daylight saving time, and New Year. */
function everyDay(): number[] {
  const days: number[] = [];
  for (let at = Date.UTC(2027, 0, 1); at < Date.UTC(2029, 0, 1); at += day) days.push(at);
  return days;
}

describe('the tests’ own traffic, on any day', () => {
  const days = everyDay();
  // Midnight, the last second of the day, and the hours around midnight in Florida, when UTC's day turns.
  const moments = [0, 4 * 3_600_000 + 59 * 60_000, 12 * 3_600_000, day - 1000];

  it('spans what a calendar can throw at it', () => {
    const dates = new Set(days.map((at) => new Date(at).toISOString().slice(0, 10)));
    for (const date of ['2027-02-28', '2028-02-29', '2027-03-14', '2027-11-07', '2027-04-30', '2027-12-31', '2028-01-01'])
      expect(dates.has(date), date).toBe(true);
  });

  for (const [suite, traffic] of Object.entries(relayTraffic)) {
    it(`fits the month of the ${suite} tests’ relay whatever the day and hour it starts (${String(traffic.plan)} sends)`, () => {
      const refused: string[] = [];
      for (const at of days.flatMap((start) => moments.map((moment) => start + moment))) {
        const asks: SendAsk[] = [
          ...Array<SendAsk>(traffic.firstMessages).fill(receipt(true, true)),
          ...Array<SendAsk>(traffic.otherMessages).fill(receipt(false, true)),
          ...Array<SendAsk>(traffic.codes).fill(code(true)),
        ];
        // What the tests wait for goes: every code, and every first message's receipt; an account's
        // next messages go to the office whatever the month, by Cloudflare's email.
        const { answers } = ask(undefined, at, asks, traffic.plan);
        const needed = [...answers.slice(0, traffic.firstMessages), ...answers.slice(traffic.firstMessages + traffic.otherMessages)];
        if (!needed.every((answer) => answer.allowed)) refused.push(new Date(at).toISOString());
      }
      expect(refused).toEqual([]);
    });
  }
});
